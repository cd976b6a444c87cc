"""What reading a season says back, in the user's language: every bad line with its file and
line, the members written both surname first and given names first, and the names that look
alike, each pair rated apart unless the user ticks it as one member (the choice in the link,
a mark of each pair, :func:`pages.ui.club.shown.mark`)."""

from __future__ import annotations

import functools
from collections.abc import Sequence

import streamlit as st

from elo_core import (
    DateProblem,
    LineError,
    LookAlike,
    Place,
    Problem,
    SeasonError,
    SeasonProblem,
    TrfProblem,
    TrfProblemKind,
)
from pages.ui import link
from pages.ui.club.shown import mark
from pages.ui.i18n import Markdown
from pages.ui.in_force import Frame
from pages.ui.shared.messages import PROBLEMS_SHOWN, error_text, problem_list, problem_text


def _why(frame: Frame, error: SeasonError) -> tuple[str, bool]:
    """Why, in the user's language, and whether that says the line already (the readers'
    texts that :mod:`pages.ui.shared.messages` writes do)."""
    problem, t = error.problem, frame.t
    if isinstance(problem, TrfProblemKind):
        return problem_text(frame, TrfProblem(error.line, problem, error.player, error.round,
                                              error.token)), True
    if isinstance(problem, Problem):
        place = Place.FILE if error.line == 0 else Place.LINE
        return error_text(frame, LineError(error.line, error.text, problem, error.token,
                                           place)), True
    if isinstance(problem, DateProblem):
        return t(f"date.{problem.value}", token=error.token), False
    return t(f"season.{SeasonProblem(problem).value}", token=error.token,
             other=error.other, other_token=error.other_token), False


def error_message(frame: Frame, error: SeasonError) -> str:
    """One problem of a season's file: the file, the line and why, the line as written."""
    t = frame.t
    why, placed = _why(frame, error)
    if placed or error.line == 0:
        return t("club.problem.file", file=error.file, why=Markdown(why))
    where = Markdown(t("place.line", n=error.line))
    if error.text:
        return t("club.problem.text", file=error.file, where=where, why=Markdown(why),
                 line=error.text)
    return t("club.problem", file=error.file, where=where, why=Markdown(why))


def problems(frame: Frame, found: Sequence[SeasonError], dropped: int = 0,
             counted: int | None = None) -> None:
    """The problems of the season's files by file and line (the first
    :data:`~pages.ui.shared.messages.PROBLEMS_SHOWN` of those ``found``, which the reader keeps
    of the ``counted`` in all), open while they are few; above them, never folded away, where
    the season has figures (``counted`` is given), a warning for each file not read, with
    why, and one that the ``dropped`` lines left out are not in the figures. Each problem is
    said once: a file not read in its warning, not again in the list below."""
    total = len(found) if counted is None else max(counted, len(found))
    if counted is not None:
        refused = [error for error in found if error.refuses_file]
        for error in refused:
            st.warning(frame.t("club.refused", problem=Markdown(error_message(frame, error))),
                       icon=":material/warning:")
        found = [error for error in found if not error.refuses_file]
        total -= len(refused)
    if dropped:
        st.warning(frame.t("club.dropped", n=dropped), icon=":material/warning:")
    if found:
        problem_list(found, functools.partial(error_message, frame),
                     frame.t("club.problems", n=total),
                     frame.t("club.more_problems", n=total - min(len(found), PROBLEMS_SHOWN)),
                     "_club_problems", total)


def merged() -> tuple[str, ...]:
    """The marks of the pairs of names the link reads as one member."""
    same: tuple[str, ...] = link.values()["same"]
    return same


def _toggled(pair_mark: str) -> None:
    """The pair ``pair_mark`` ticked as one member, or apart again: into the link."""
    same = set(link.values()["same"]) - {pair_mark}
    if st.session_state[f"_club_same_{pair_mark}"]:
        same.add(pair_mark)
    link.values()["same"] = tuple(sorted(same))


def written_both_ways(frame: Frame, pairs: Sequence[tuple[str, str]], total: int) -> None:
    """The members the files write surname first and given names first, each read as one
    member: the first named, the rest counted."""
    if not total:
        return
    named = [frame.t("club.written.pair", name=name, other=other) for name, other in pairs]
    if total > len(pairs):
        named.append(frame.t("club.written.more", n=total - len(pairs)))
    st.caption(frame.t("club.written", n=total, pairs=Markdown(", ".join(named))))


def look_alikes(frame: Frame, pairs: Sequence[LookAlike], merged: Sequence[LookAlike] = ()
                ) -> None:
    """The names that may be one member, as the files write them: each pair with a box that
    reads it as one member (ticked for those merged, first), the choice kept in the link."""
    shown = [*merged, *pairs]
    if not shown:
        return
    t, state = frame.t, st.session_state
    chosen = set(link.values()["same"])
    with st.expander(t("club.alikes", n=len(shown)), expanded=True, icon=":material/group:",
                     key="_club_alikes"):
        st.caption(t("club.alikes.caption"))
        for pair in shown[:PROBLEMS_SHOWN]:
            key = f"_club_same_{mark(pair)}"
            if state.get(key) != (mark(pair) in chosen):
                state[key] = mark(pair) in chosen
            st.checkbox(t("club.alike.same", first=pair.first, second=pair.second), key=key,
                        on_change=_toggled, args=(mark(pair),))
        if len(shown) > PROBLEMS_SHOWN:
            st.markdown(t("club.more_alikes", n=len(shown) - PROBLEMS_SHOWN))
