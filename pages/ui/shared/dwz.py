"""The DWZ beside Elo, as the Single game and the Tournament page show it: the choice of the
rating system, the inputs the DWZ needs, the Wertungsordnung in force and why, and an
evaluation's figures and every step with its numbers.

The rules are the DSB's Wertungsordnung (WO 3.3–3.6, Anhang 1.2) for the old WO and har64/DWZ-Calc
v0.7 for the new WO, as :mod:`elo_core.dwz` implements them; every figure shown comes from there,
and this module only formats it (a DWZ whole, We and the factors to four decimals, the exact
new DWZ before rounding to two).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from datetime import date

import streamlit as st

from elo_core import (
    NEW_WO_FROM,
    TABLE_DECIMALS,
    WO,
    AgeGroup,
    DwzEvaluation,
    DwzGames,
    EBound,
    FirstCorrection,
    FirstDwz,
    Game,
    evaluate_dwz,
    wo_for,
)
from elo_core.language import day, number
from pages.ui import link
from pages.ui.i18n import Markdown
from pages.ui.in_force import Frame
from pages.ui.link import params
from pages.ui.shared import numbers, widgets

#: The games left out that a page lists by line before it says only how many more there are.
LISTED_LEFT_OUT = 20
#: Decimals of We, E0, fB, SBr, b, a and the unrounded K in the steps, enough to check by hand.
STEP_DECIMALS = 4


def system_choice(frame: Frame) -> str:
    """Elo or the DWZ, as buttons at the page's top, kept in the link (``by=dwz``)."""
    return widgets.url_choice(frame, "by", frame.t("dwz.system"), params.RATED_BY)


def player_inputs(frame: Frame) -> tuple[int, int, int | None]:
    """Your DWZ, its Index and your year of birth (empty: over 25, as the DSB's calculators
    count a player without one); the year of birth is the one FIDE's K rule reads too."""
    t = frame.t
    rating = widgets.rating_input(frame, "dwz", t("dwz.your_dwz"))
    return rating, *_index_and_born(frame, "index", "born", t("dwz.index.help"))


def _index_and_born(frame: Frame, index_key: str, born_key: str,
                    index_help: str) -> tuple[int, int | None]:
    """A player's Index and year of birth (empty: over 25), kept in the link under
    ``index_key`` and ``born_key``."""
    t = frame.t
    index = widgets.whole_input(index_key, t("dwz.index"), help_text=index_help)
    key, store = link.bind(born_key, f"_dwz_{born_key}")
    st.number_input(t("input.born"), *link.bounds(born_key), step=1, key=key,
                    on_change=store, placeholder=t("dwz.born.placeholder"))
    born = link.values()[born_key]
    return index, None if born is None else int(born)


def opponent_inputs(frame: Frame) -> tuple[int, int | None]:
    """The opponent's Index (10 unless set, as the page says) and year of birth (empty: over
    25), for the opponent's new DWZ from the same game."""
    return _index_and_born(frame, "o_index", "o_born", frame.t("dwz.opponent_index.help"))


#: Enter in a date box applies the typed date, as a pick from the calendar does: Streamlit's
#: date box takes a typed date only when the user presses somewhere outside it, so the script
#: presses outside for the user (once per page; a phone shows the result above, off-screen).
_ENTER_APPLIES_DATE = """
if (!window.__enterAppliesDate) {
  window.__enterAppliesDate = true;
  const doc = window.parent === window ? document : window.parent.document;
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || !event.target.closest) return;
    if (!event.target.closest('[data-testid="stDateInputField"]')) return;
    for (const kind of ["pointerdown", "mousedown"]) {
      doc.body.dispatchEvent(new MouseEvent(kind, {bubbles: true}));
    }
  }, true);
}
"""


def event_inputs(frame: Frame) -> tuple[date, WO | None]:
    """The event's last day, which picks the WO and the age (Enter applies a typed date), and
    the WO: the one the day picks (``None``) or either one asked for."""
    t = frame.t
    key, store = link.bind("last_day")
    first, last = link.bounds("last_day")
    st.date_input(t("dwz.last_day"), key=key, on_change=store, min_value=first,
                  max_value=last, format=numbers.DATE_INPUT_FORMATS[frame.lang],
                  help=t("dwz.last_day.help"))
    st.html(f"<script>{_ENTER_APPLIES_DATE}</script>", unsafe_allow_javascript=True)
    chosen = widgets.url_choice(frame, "wo", t("dwz.wo"), params.WO_CHOICES)
    last_day = link.values()["last_day"] or date.today()
    if last_day >= NEW_WO_FROM:
        st.caption(t("dwz.raised.enter"))
    return last_day, None if chosen == "auto" else WO(chosen)


def evaluate(frame: Frame, rating: int, index: int, games: Iterable[Game], last_day: date,
             born: int | None, wo: WO | None) -> DwzEvaluation | None:
    """The event evaluated by :func:`elo_core.evaluate_dwz`; ``None``, and the page says why,
    for a year of birth after the event's year (no age)."""
    if born is not None and born > last_day.year:
        st.warning(frame.t("dwz.born_after", born=str(born), year=str(last_day.year)))
        return None
    return evaluate_dwz(rating, index, list(games), last_day, born, wo)


def wo_note(frame: Frame, wo: WO, requested: bool, last_day: date) -> None:
    """Which WO evaluates the event and why: its last day, or the user's choice (and then
    which one the day would have picked)."""
    t = frame.t
    written = day(last_day, frame.lang)
    if requested:
        st.markdown(t(f"dwz.wo.asked.{wo.value}", day=written,
                      by_date=t(f"dwz.wo_name.{wo_for(last_day).value}")))
    else:
        st.markdown(t(f"dwz.wo.by_date.{wo.value}", day=written))


def not_counted(frame: Frame, games: DwzGames, lines: Mapping[int, int] | None = None) -> None:
    """The games the DWZ left out, each by its line and why: an opponent without a DWZ, a
    forfeit, a bye; by ``lines`` (a line of the list → the line of the file it came from) the
    uploaded file's line."""
    t = frame.t
    left = [row for row in games.rows if row.not_rated is not None]
    if not left:
        return
    where = lines or {}
    notes = [t(f"dwz.why.{row.not_rated.value}",
               where=t("place.line", n=where.get(row.game.line, row.game.line)))
             for row in left[:LISTED_LEFT_OUT] if row.not_rated is not None]
    if len(left) > LISTED_LEFT_OUT:
        notes.append("…")
    st.info(t("dwz.not_counted", n=len(left)) + "\n\n" + "\n".join(f"- {note}"
                                                                   for note in notes))


def results(frame: Frame, evaluation: DwzEvaluation,
            beside: Callable[[], None] | None = None,
            under: Callable[[], None] | None = None, performance_card: bool = True,
            lines: Mapping[int, int] | None = None) -> None:
    """The WO and why; the new DWZ (and ``beside`` it, ``under`` the row, what a page adds:
    FIDE's figure and its words), We, the performance (unless ``performance_card`` is off: one
    game never has one, WO 3.6 asks for 5) and the new Index; the games left out (by
    ``lines``, an uploaded file's lines); every step of the evaluation."""
    t, lang = frame.t, frame.lang
    performance = evaluation.performance
    # one keyed block, which a phone moves up beside the result (narrow.css)
    with st.container(key="dwz_results"):
        wo_note(frame, evaluation.wo, evaluation.wo_requested, evaluation.last_day)
        if not evaluation.evaluated:
            st.info(t("dwz.none_rated"))
            not_counted(frame, evaluation.games, lines)
            return
        with st.container(horizontal=True, key="dwz_figures"):
            st.metric(t("dwz.new_dwz"), numbers.rating(evaluation.new_rating, lang),
                      numbers.signed(evaluation.rounded_change, lang, 0), border=True,
                      **numbers.change_look(evaluation.rating, evaluation.new_rating))
            if beside is not None:
                beside()
            st.metric(t("dwz.expected"), number(evaluation.expected, lang, 3),
                      help=t("dwz.expected.help"), border=True)
            if performance_card:
                st.metric(t("dwz.performance"),
                          "–" if performance.rounded is None
                          else numbers.rating(performance.rounded, lang),
                          help=t("dwz.performance.help" if performance.reason is None
                                 else f"dwz.no_performance.{performance.reason.value}"),
                          border=True)
            st.metric(t("dwz.new_index"), str(evaluation.new_index), border=True)
    if under is not None:
        under()
    not_counted(frame, evaluation.games, lines)
    st.subheader(t("dwz.steps"))
    st.markdown(steps(frame, evaluation))


def _age(frame: Frame, evaluation: DwzEvaluation) -> str:
    group = frame.t(f"dwz.group.{evaluation.age_group.value}")
    if evaluation.age is None or evaluation.birth_year is None:
        return frame.t("dwz.step.no_age")
    return frame.t("dwz.step.age", year=str(evaluation.last_day.year),
                   born=str(evaluation.birth_year), age=str(evaluation.age), group=group)


def _expected(frame: Frame, evaluation: DwzEvaluation) -> str:
    """P(D) of the one game, or We over the event's games."""
    lang = frame.lang
    games = evaluation.games
    rated = [row for row in games.rows if row.not_rated is None]
    if len(rated) == 1 and rated[0].difference is not None:
        row = rated[0]
        return frame.t("dwz.step.p", r0=numbers.rating(evaluation.rating, lang),
                       opponent=numbers.rating(row.game.opponent_rating or 0, lang),
                       d=numbers.signed(row.difference or 0, lang, 0),
                       exact=number(evaluation.exact_expected, lang, STEP_DECIMALS),
                       p=number(evaluation.expected, lang, TABLE_DECIMALS))
    return frame.t("dwz.step.we", rated_games=frame.t("dwz.games", n=games.n),
                   r0=numbers.rating(evaluation.rating, lang),
                   we=number(evaluation.expected, lang, TABLE_DECIMALS),
                   exact=number(evaluation.exact_expected, lang, STEP_DECIMALS))


def _old_wo(frame: Frame, evaluation: DwzEvaluation) -> list[str]:
    """E0, fB, SBr, E and its bound, and 800 · (W − We) / (E + n) with the numbers in."""
    t, lang = frame.t, frame.lang
    e = evaluation.e
    assert e is not None, "an old WO's evaluation with games"
    step = STEP_DECIMALS
    lines = [
        t("dwz.step.e0", r0=numbers.rating(evaluation.rating, lang), j=str(e.j),
          e0=number(e.e0, lang, step),
          group=t(f"dwz.group.{evaluation.age_group.value}")),
        t("dwz.step.fb", fb=number(e.fb, lang, step)) if e.acceleration
        else t("dwz.step.fb.none"),
        t("dwz.step.sbr", sbr=number(e.sbr, lang, step)) if e.braking
        else t("dwz.step.sbr.none"),
        t("dwz.step.e", unrounded=number(e.unrounded, lang, step), rounded=str(e.rounded)),
    ]
    if e.bound is not EBound.NONE:
        lines.append(t(f"dwz.bound.{e.bound.value}", e=str(e.e)))
    lines.append(t("dwz.step.old", r0=numbers.rating(evaluation.rating, lang),
                   w=numbers.score(evaluation.games.points, lang),
                   we=number(evaluation.expected, lang, TABLE_DECIMALS), e=str(e.e),
                   rated=str(evaluation.games.n),
                   exact=number(evaluation.unrounded_rating, lang, 2)))
    return lines


def _new_wo(frame: Frame, evaluation: DwzEvaluation) -> list[str]:
    """K0 by Index and row, b, a, K, and K · (W − We) with the numbers in."""
    t, lang = frame.t, frame.lang
    k = evaluation.k
    assert k is not None, "a new WO's evaluation with games"
    step = STEP_DECIMALS
    r0 = numbers.rating(evaluation.rating, lang)
    index = t("dwz.index_over_10") if k.column > 10 else str(k.column)
    if not k.surcharge:
        surcharge = t("dwz.step.a.none")
    elif evaluation.age_group is AgeGroup.YOUTH:
        surcharge = t("dwz.step.a.youth", r0=r0, a=number(k.a, lang, step))
    else:
        surcharge = t("dwz.step.a.other")
    lines = [
        t("dwz.step.k0", k0=str(k.k0), index=index, row=t(f"dwz.row.{k.row.value}")),
        t("dwz.step.b", r0=r0, b=number(k.b, lang, step)) if k.braking
        else t("dwz.step.b.none"),
        surcharge,
        t("dwz.step.k", unrounded=number(k.unrounded, lang, step),
          rounded=number(k.rounded, lang, 1)),
    ]
    if k.capped:
        lines.append(t("dwz.step.k.capped"))
    lines.append(t("dwz.step.new", r0=r0, k=number(k.k, lang, 1),
                   w=numbers.score(evaluation.games.points, lang),
                   we=number(evaluation.expected, lang, TABLE_DECIMALS),
                   exact=number(evaluation.unrounded_rating, lang, 2)))
    return lines


def steps(frame: Frame, evaluation: DwzEvaluation) -> Markdown:
    """Every step of an evaluation with games, as a list: the age, We, W and n, then the old
    WO's E or the new WO's K with the formula and its numbers, the rounding (or the new WO's
    floor) and the new Index."""
    t, lang = frame.t, frame.lang
    exact = number(evaluation.unrounded_rating, lang, 2)
    lines = [_age(frame, evaluation), _expected(frame, evaluation),
             t("dwz.step.w", points=numbers.score(evaluation.games.points, lang),
               rated=str(evaluation.games.n)),
             *(_old_wo if evaluation.wo is WO.OLD else _new_wo)(frame, evaluation)]
    if evaluation.floored:
        lines.append(t("dwz.step.floor", exact=exact))
    else:
        lines.append(t("dwz.step.rounded", exact=exact,
                       new=numbers.rating(evaluation.new_rating, lang)))
    lines.append(t("dwz.step.index", old=str(evaluation.rating_index),
                   new=str(evaluation.new_index)))
    return Markdown("\n".join(f"- {line}" for line in lines))


def first_view(frame: Frame, first: FirstDwz, lines: Mapping[int, int] | None = None) -> None:
    """A first DWZ with its steps (the performance, the new WO's drawn game at 100 %, the
    correction, the rounding or the floor), or why there is none; the games left out by
    ``lines`` (an uploaded file's lines)."""
    t, lang = frame.t, frame.lang
    st.subheader(t("dwz.first"))
    wo_note(frame, first.wo, first.wo_requested, first.last_day)
    games = t("dwz.games", n=first.games.n)
    if first.rating is None or first.performance is None or first.unrounded_rating is None:
        reason = first.reason.value if first.reason is not None else "too-few-games"
        st.warning(t(f"dwz.first.{reason}", rated_games=games))
        not_counted(frame, first.games, lines)
        return
    st.metric(t("dwz.first"), numbers.rating(first.rating, lang), border=True)
    value = number(first.unrounded_rating, lang, 2)
    old = first.wo is WO.OLD
    steps = [t("dwz.first.iterated" if old else "dwz.first.performance", rated_games=games,
               points=t("points", n=first.games.points),
               rc=number(first.average_opponent or 0, lang, 1),
               performance=(numbers.rating(int(first.performance), lang) if old
                            else number(first.performance, lang, 2)))]
    if first.fictitious_draw is not None:
        steps.insert(0, t("dwz.first.draw", draw=numbers.rating(first.fictitious_draw, lang)))
    correction = first.correction or FirstCorrection.NONE
    steps.append(t(f"dwz.first.{correction.value}", value=value))
    if first.floored:
        steps.append(t("dwz.step.floor", exact=value))
    else:
        steps.append(t("dwz.step.rounded", exact=value, new=numbers.rating(first.rating, lang)))
    steps.append(t("dwz.first.index"))
    st.markdown("\n".join(f"- {step}" for step in steps))
    if first.wo is WO.NEW:
        st.caption(t("dwz.first.new_source"))
    not_counted(frame, first.games, lines)
