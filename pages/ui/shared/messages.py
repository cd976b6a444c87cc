"""Every problem a reader finds, in the user's language: a game list's or an upload's line that
could not be read, and a tournament report file's problems; where it is, why, and the user's
own text only ever as the characters it is; and a file's problems listed under one heading."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TypeVar

import streamlit as st

from elo_core import LineError, Place, Problem, TrfProblem, TrfProblemKind
from elo_core.language import count
from elo_core.readers.decoding import Mixed
from pages.ui.in_force import Frame
from pages.ui.shared import numbers

#: The most problems a list shows; the rest are counted.
PROBLEMS_SHOWN = 50
#: Up to this many problems their list is open.
OPEN_UP_TO = 10
T = TypeVar("T")
#: Problems whose token is a count (a limit), told with the plural form and separators it takes.
COUNTED = frozenset({Problem.LINE_TOO_LONG, Problem.TOO_MANY_GAMES})
_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def error_text(frame: Frame, error: LineError) -> str:
    """A reader's problem in the user's language: where, why, and the line as typed."""
    where = frame.t(f"place.{error.place.value}", n=error.line)
    token = error.token
    if error.problem is Problem.MISSING_COLUMN:
        token = frame.t(f"column.{token}")
    if error.problem in COUNTED:
        why = frame.t(f"problem.{error.problem.value}", n=int(token))
    else:
        why = frame.t(f"problem.{error.problem.value}", token=token)
    if error.place is Place.FILE:
        return why
    if not error.text:
        return frame.t("games.problem", where=where, why=why)
    return frame.t("games.problem_in_line", where=where, why=why, line=error.text)


def _problem_values(frame: Frame, problem: TrfProblem) -> dict[str, str]:
    """What a problem's text fills in: its token; for points that do not add up, the file's
    and the results' points, which the token gives in that order, in the user's language."""
    if problem.kind is not TrfProblemKind.POINTS_DIFFER:
        return {"token": problem.token}
    found = _NUMBER.findall(problem.token)
    if len(found) != 2:
        return {"file": problem.token, "results": ""}
    file_points, results = (numbers.score(float(n), frame.lang) for n in found)
    return {"file": file_points, "results": results}


def problem_text(frame: Frame, problem: TrfProblem) -> str:
    """A report file's problem in the user's language: the line, the player and round it is
    about, and why; the file's own text only ever as literal characters."""
    t = frame.t
    why = t(f"trf.{problem.kind.value}", **_problem_values(frame, problem))
    where = [t("place.line", n=problem.line)] if problem.line else []
    if problem.player is not None:
        where.append(t("place.player", n=problem.player))
    if problem.round is not None:
        where.append(t("place.round", n=problem.round))
    return t("event.problem", where=", ".join(where), why=why) if where else why


def mixed_text(frame: Frame, file: str, mixed: Mixed) -> str:
    """What was read how in a UTF-8 file with bytes that are not UTF-8 (each read as its
    Windows-1252 character, which keeps the names the rest of the file spells right), in the
    user's language, so that the user checks the names on those lines."""
    return frame.t("upload.mixed", file=file, line=count(mixed.line, frame.lang), n=mixed.total,
                   byte=mixed.byte, character=mixed.character)


def problem_list(found: Sequence[T], text: Callable[[T], str], heading: str, more: str,
                 key: str, total: int | None = None) -> None:
    """The problems ``found`` under ``heading``, each as ``text`` writes it (the first
    :data:`PROBLEMS_SHOWN`; ``more`` counts the rest of the ``total`` a reader counted, all of
    ``found`` unless told), open while they are few."""
    total = len(found) if total is None else total
    lines = [f"- {text(problem)}" for problem in found[:PROBLEMS_SHOWN]]
    if total > len(lines):
        lines.append(f"- {more}")
    with st.expander(heading, expanded=total <= OPEN_UP_TO, icon=":material/warning:",
                     key=key):
        st.markdown("\n".join(lines))
