"""What a forecast's figures say of themselves on the pages.

- A chance is never shown as 100 % or 0 % unless the rules make it so: then it is "certain" or
  "impossible" (:class:`~elo_core.forecast.judge.Certainty`); a model's chance that would show
  as 100.0 % or 0.0 % is "over 99.9 %" or "under 0.1 %".
- Every forecast carries its note (:func:`note`): the model (FIDE's, Milvang 2024), exact or
  simulated (the runs, the seed and the sampling error), each assumption it makes, and where
  the ratings lie against the range the model was fitted for; outside 1400–2600 that is a
  word of caution of its own.
"""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from elo_core import Assumption, Certainty, ModelFit, RatingBand
from elo_core.language import count
from pages.ui.i18n import Markdown
from pages.ui.in_force import Frame
from pages.ui.shared import numbers
from pages.ui.shared.spreadsheet import Value

#: The decimals a chance is shown with.
DECIMALS = 1
#: How far a model's chance is kept from 0 and 1 in a table's column, so that only a chance the
#: rules settle is exactly 0 or 1 there, and the column still sorts as the chances do.
EDGE = 1e-9


def chance(frame: Frame, probability: float, certainty: Certainty | None = None) -> str:
    """A chance as the page shows it: ``certain``, ``impossible``, ``over 99.9 %``, ``under
    0.1 %``, else the percentage (``59.8 %``, ``59,8 %``)."""
    if certainty is not None:
        return frame.t(f"fc.{certainty.value}")
    lang = frame.lang
    shown = round(probability * 100, DECIMALS)
    least = 10.0 ** -DECIMALS / 100
    if shown >= 100:
        return frame.t("fc.over", p=Markdown(numbers.percent(1 - least, lang, DECIMALS)))
    if shown <= 0:
        return frame.t("fc.under", p=Markdown(numbers.percent(least, lang, DECIMALS)))
    return numbers.percent(probability, lang, DECIMALS)


def chance_value(probability: float, certainty: Certainty | None = None) -> float:
    """A chance as a table's column holds it, a number that sorts: the rules' certainty
    exactly 1 or 0, a model's chance kept within :data:`EDGE` of them."""
    if certainty is not None:
        return 1.0 if certainty is Certainty.CERTAIN else 0.0
    return min(max(probability, EDGE), 1 - EDGE)


def chance_cell(frame: Frame, value: Value) -> str:
    """A column's :func:`chance_value` as the table shows it (``–`` for none)."""
    if not isinstance(value, float) or value != value:  # None, or pandas' NaN
        return "–"
    if value in (0.0, 1.0):
        return chance(frame, value, Certainty.CERTAIN if value else Certainty.IMPOSSIBLE)
    return chance(frame, value)


def ratings(frame: Frame, band: RatingBand) -> str:
    """A band's ratings in words: ``2400 to 2500``, or the one rating of a band that holds
    one."""
    low, high = (numbers.rating(r, frame.lang) for r in band)
    return low if band.low == band.high else frame.t("fc.band.ratings", low=low, high=high)


def _assumption(frame: Frame, assumption: Assumption, band: RatingBand | None) -> str:
    if assumption is Assumption.OPPONENTS_IN_BAND:
        assert band is not None, "a forecast from a band says which"
        if band.low == band.high:
            return frame.t("fc.assume.opponents-at", rating=numbers.rating(band.low, frame.lang))
        return frame.t(f"fc.assume.{assumption.value}",
                       low=numbers.rating(band.low, frame.lang),
                       high=numbers.rating(band.high, frame.lang))
    return frame.t(f"fc.assume.{assumption.value}")


def note(frame: Frame, fit: ModelFit, assumptions: Sequence[Assumption], runs: int | None,
         seed: int | None, error: float | None, band: RatingBand | None = None) -> str:
    """The forecast's note, as Markdown: the model, exact or simulated (``runs`` from
    ``seed``, the sampling ``error``; ``None`` for an exact one), how far the model holds for
    the ratings (``fit``), and each of ``assumptions`` (``band``: the ratings of the opponents
    drawn from one)."""
    t, lang = frame.t, frame.lang
    if runs is None or seed is None or error is None:
        how = t("fc.exact")
    else:
        how = t("fc.simulated", runs=count(runs, lang), seed=str(seed),
                error=Markdown(numbers.percent(error, lang, DECIMALS)))
    lines = [t("fc.model"), how]
    if fit is not ModelFit.OUTSIDE:
        lines.append(t(f"fc.fit.{fit.value}"))
    said = " ".join(lines)
    bullets = "\n".join(f"- {_assumption(frame, a, band)}" for a in assumptions)
    return f"{said} {t('fc.assumes')}\n\n{bullets}"


def show_note(frame: Frame, fit: ModelFit, assumptions: Sequence[Assumption],
              runs: int | None, seed: int | None, error: float | None,
              band: RatingBand | None = None) -> None:
    """The forecast's note (:func:`note`) under its figures, and a word of caution above it
    where some rating lies outside 1400–2600."""
    if fit is ModelFit.OUTSIDE:
        st.warning(frame.t("fc.fit.outside"), icon=":material/warning:")
    st.caption(note(frame, fit, assumptions, runs, seed, error, band))
