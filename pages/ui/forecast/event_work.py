"""The Whole event page's chances in the rounds left, worked out in a process of its own (the
forecast in the background, :func:`pages.ui.apart.start`, its progress told as it goes): the
file read there, every player's chances simulated there
(:func:`elo_core.forecast.whole_event.forecast_event`), and only the answer handed back.

Nothing here imports Streamlit, so that the fork server the children start from stays small:
:func:`outline` answers what the page asks before a forecast (the rounds played, those the
file announces, and the pairing system it says), :func:`chances` the forecast itself.
"""

from __future__ import annotations

from typing import NamedTuple

from elo_core import (
    EventForecast,
    FormatReading,
    forecast_event,
    read_format,
    read_trf,
    rounds_played,
)
from elo_core.forecast.whole_event import Progress
from elo_core.readers.limits import KEPT_ERRORS
from pages.ui.norms.facts import NormsAsked


class Outline(NamedTuple):
    """The event's rounds as the file gives them."""

    played: int
    """The rounds with a result (:func:`~elo_core.forecast.standing.rounds_played`)."""
    announced: int | None
    """The rounds the file announces (``142``, ``XXR``, the ``132`` dates); ``None``."""
    announced_by: str
    """The line that announces them."""
    pairing: FormatReading
    """The pairing system as the file says it (its ``092`` line, or every player met every
    other), as the norm engine reads it: the whole event is simulated only as a Swiss."""


def outline(text: str) -> Outline:
    """The rounds of the report in ``text``, and its pairing system."""
    tournament = read_trf(text, keep_problems=KEPT_ERRORS)
    return Outline(rounds_played(tournament), tournament.rounds_announced,
                   tournament.rounds_announced_by, read_format(tournament))


class ChancesAsked(NamedTuple):
    """What the page asks of the forecast of the report in ``text``."""

    text: str
    rounds: int
    top: int
    runs: int
    seed: int
    norms: NormsAsked
    """The event's type for its norms, as the page's norms take it."""


def chances(asked: ChancesAsked, progress: Progress | None = None) -> EventForecast:
    """Every player's chances as ``asked``, ``progress`` told the runs done as they go; the
    rounds asked are more than the file has played, and the event a Swiss (the page says
    otherwise before it asks)."""
    tournament = read_trf(asked.text, keep_problems=KEPT_ERRORS)
    return forecast_event(tournament, asked.rounds, top=asked.top, runs=asked.runs,
                          seed=asked.seed, settings=asked.norms.settings, progress=progress)
