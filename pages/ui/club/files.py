"""The club page's files: a season's games files and Tournament Report Files, uploaded several at
once, and a start list, kept in this session as they came.

Neither is in the link: a club's names and birth years are personal data, and the files are the
club's, not a setting. The session keeps each file's bytes (what the upload holds anyway), not
what the reader makes of them: each rerun has the season read again and rated in a process of
its own (:mod:`pages.ui.club.shown`), as the Whole event page has its file
(:mod:`pages.ui.event.trf_file`), so that no reading or rating enters the server.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

import streamlit as st

from elo_core import DateOrder, DateProblem, LineError, Undecided, read_date
from elo_core.pool.records import DateOrderRead
from elo_core.readers.decoding import Mixed, decode
from pages.ui import link
from pages.ui.club.shown import File
from pages.ui.in_force import Frame
from pages.ui.link.params import DATE_ORDERS
from pages.ui.shared import numbers, widgets
from pages.ui.shared.messages import mixed_text

#: The example season the page offers to a first-time visitor, and its start list.
EXAMPLES = Path(__file__).resolve().parents[3] / "examples"
EXAMPLE_SEASON, EXAMPLE_START = EXAMPLES / "club-season.csv", EXAMPLES / "club-start.csv"
_FILES, _START = "_club_files", "_club_start"
_UPLOAD, _START_UPLOAD = "_club_upload", "_club_start_upload"
#: Each held file with bytes that are not UTF-8 in a UTF-8 text: its name and what was read how.
_MIXED = "_club_mixed"
#: Whether the files held are the example's; each file uploaded again beside itself, with the
#: name of the one kept.
_EXAMPLE, _SAME = "_club_example_shown", "_club_same"


class Files(NamedTuple):
    """The season's files and its start list, as this session holds them."""

    season: tuple[File, ...]
    """The games files and Tournament Report Files, in the order given."""
    start: File | None
    """The start list; ``None`` without one."""


def _mixed(held: Files) -> tuple[tuple[str, Mixed], ...]:
    """The files whose UTF-8 text has bytes read as Windows-1252, and how, to say so."""
    found = []
    for name, data in (*held.season, *(() if held.start is None else (held.start,))):
        decoded = decode(data)
        if not isinstance(decoded, LineError) and decoded.mixed is not None:
            found.append((name, decoded.mixed))
    return tuple(found)


def _held() -> Files:
    return Files(st.session_state.get(_FILES, ()), st.session_state.get(_START))


def once_each(files: Sequence[File]) -> tuple[tuple[File, ...], tuple[tuple[str, str], ...]]:
    """``files`` with each one whose bytes an earlier one has left out (uploaded twice, or
    under two names), and each left out with the name of the one kept: a season's games are
    never counted twice for a file given twice."""
    kept: dict[bytes, str] = {}
    same: list[tuple[str, str]] = []
    for name, data in files:
        if data in kept:
            same.append((name, kept[data]))
        else:
            kept[data] = name
    return tuple((name, data) for data, name in kept.items()), tuple(same)


def _leave_example() -> None:
    """The example's start list goes with the example, once a file of the user's comes."""
    if st.session_state.pop(_EXAMPLE, False):
        st.session_state[_START] = None


def _on_upload() -> None:
    _leave_example()
    uploaded = st.session_state.get(_UPLOAD) or []
    st.session_state[_FILES], st.session_state[_SAME] = once_each(
        [(file.name, file.getvalue()) for file in uploaded])
    st.session_state[_MIXED] = _mixed(_held())


def _on_start_upload() -> None:
    if st.session_state.pop(_EXAMPLE, False):
        st.session_state[_FILES] = ()
    file = st.session_state.get(_START_UPLOAD)
    st.session_state[_START] = None if file is None else (file.name, file.getvalue())
    st.session_state[_MIXED] = _mixed(_held())


def _on_example() -> None:
    st.session_state[_FILES] = ((EXAMPLE_SEASON.name, EXAMPLE_SEASON.read_bytes()),)
    st.session_state[_START] = (EXAMPLE_START.name, EXAMPLE_START.read_bytes())
    st.session_state[_MIXED], st.session_state[_SAME] = (), ()
    st.session_state[_EXAMPLE] = True


def guide(frame: Frame) -> None:
    """While there is no season: that there is none, and what to upload, in the page: the
    columns, a date format that works, and the example's two files to start from."""
    t = frame.t
    st.info(t("club.empty"))
    st.markdown(t("club.guide"))
    with st.container(horizontal=True, key="club_guide_files"):
        for label, path, key in (("club.guide.season", EXAMPLE_SEASON, "_club_guide_season"),
                                 ("club.guide.start", EXAMPLE_START, "_club_guide_start")):
            st.download_button(f"{t(label)} ({path.name})", path.read_bytes(), path.name,
                               "text/csv", key=key, on_click="ignore",
                               icon=":material/download:")


def files(frame: Frame) -> Files:
    """The two uploads, the example (while there is no season) and what the page says of the
    files' names: personal data, kept in this browser session only; the files as this session
    holds them."""
    t, state = frame.t, st.session_state
    widgets.file_upload(frame, _UPLOAD, t("club.upload"), ("csv", "trf", "txt"), _on_upload,
                        t("club.upload.help"), multiple=True)
    widgets.file_upload(frame, _START_UPLOAD, t("club.start"), ("csv", "txt"), _on_start_upload,
                        t("club.start.help"))
    held = _held()
    for name, mixed in state.get(_MIXED, ()):
        st.warning(mixed_text(frame, name, mixed), icon=":material/translate:")
    for name, first in state.get(_SAME, ()):
        st.info(t("club.same_file", file=name, first=first), icon=":material/content_copy:")
    if state.get(_EXAMPLE) and held.season and held.start is not None:
        st.info(t("club.showing_example", season=held.season[0][0], start=held.start[0]),
                icon=":material/science:")
    if not held.season and EXAMPLE_SEASON.exists():
        st.button(t("club.example"), on_click=_on_example, icon=":material/science:",
                  key="_club_example")
    st.caption(t("club.private"))
    return held


def date_order() -> DateOrder | None:
    """The order the link says a games file writes its year-last dates in where its lines do
    not show it; ``None`` before the user says."""
    chosen = link.values()["dates"]
    return None if chosen is None else DateOrder(chosen)


def _reading(frame: Frame, written: str, order: str) -> str:
    """``written`` (``02/09/2025``) read in ``order``, its month named: ``2 September
    2025``."""
    day = read_date(written, order == DateOrder.DAY_FIRST)
    return written if isinstance(day, DateProblem) else numbers.day_in_words(day, frame.lang)


def date_orders(frame: Frame, *, orders: Sequence[tuple[str, DateOrderRead]],
                undecided: Sequence[tuple[str, Undecided]]) -> None:
    """For each file whose dates write the year last, the order they were read in and the line
    that decided it (:class:`~elo_core.pool.records.DateOrderRead`); and where no line of a
    file decides it, the games that leaves out, by file and lines (said here only: they are
    no problem of a line), and the choice of the order, kept in the link, each way shown with
    a date of the file read so."""
    t = frame.t
    for file, shown in orders:
        key = "club.date_order.chosen" if shown.chosen else "club.date_order"
        st.caption(t(key, file=file, order=t(f"club.date_order.{shown.order}"),
                     line=shown.line, date=shown.date))
    asked = [shown.date for _, shown in orders if shown.chosen]
    example = asked[0] if asked else undecided[0][1].date if undecided else None
    if example is None:
        return
    with st.container(border=True, key="club_dates"):
        if undecided:
            said = [t("club.dates.undecided", file=file, n=left.games, date=left.date,
                      lines=t("club.dates.lines" if left.games > 1 else "club.dates.line",
                              line=left.line, last=left.last_line))
                    for file, left in undecided]
            st.warning(" ".join((*said, t("club.dates.ask"))),
                       icon=":material/event:")
        key, store = link.bind("dates", "_club_dates")
        st.radio(t("club.dates"), DATE_ORDERS, key=key, on_change=store, index=None,
                 format_func=lambda order: t(f"club.dates.{order}", date=example,
                                             day=_reading(frame, example, order)))
