"""The club page's files: a season's games files and Tournament Report Files, uploaded several at
once, and a start list, kept in this session as they came.

Neither is in the link: a club's names and birth years are personal data, and the files are the
club's, not a setting. The session keeps each file's bytes (what the upload holds anyway), not
what the reader makes of them: each rerun reads the season again (the example in a millisecond)
and rates it, as the Whole event page reads its file again (:mod:`pages.ui.event.trf_file`), so
that no reading or rating outlives the rerun.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import streamlit as st

from elo_core.pool.reading import read_season
from elo_core.pool.records import Season
from elo_core.pool.start_list import read_start_list_bytes
from pages.ui.frame import Frame
from pages.ui.shared import widgets

#: A file as an upload gives it: its name and its bytes.
File = tuple[str, bytes]
#: The example season the page offers to a first-time visitor, and its start list.
EXAMPLES = Path(__file__).resolve().parents[3] / "examples"
EXAMPLE_SEASON, EXAMPLE_START = EXAMPLES / "club-season.csv", EXAMPLES / "club-start.csv"
_FILES, _START = "_club_files", "_club_start"
_UPLOAD, _START_UPLOAD = "_club_upload", "_club_start_upload"


class Files(NamedTuple):
    """The season's files and its start list, as this session holds them."""

    season: tuple[File, ...]
    """The games files and Tournament Report Files, in the order given."""
    start: File | None
    """The start list; ``None`` without one."""


def _on_upload() -> None:
    uploaded = st.session_state.get(_UPLOAD) or []
    st.session_state[_FILES] = tuple((file.name, file.getvalue()) for file in uploaded)


def _on_start_upload() -> None:
    file = st.session_state.get(_START_UPLOAD)
    st.session_state[_START] = None if file is None else (file.name, file.getvalue())


def _on_example() -> None:
    st.session_state[_FILES] = ((EXAMPLE_SEASON.name, EXAMPLE_SEASON.read_bytes()),)
    st.session_state[_START] = (EXAMPLE_START.name, EXAMPLE_START.read_bytes())


def files(frame: Frame) -> Files:
    """The two uploads, the example (while there is no season) and what the page says of the
    files' names: personal data, kept in this browser session only; the files as this session
    holds them."""
    t, state = frame.t, st.session_state
    widgets.file_upload(frame, _UPLOAD, t("club.upload"), ("csv", "trf", "txt"), _on_upload,
                        t("club.upload.help"), multiple=True)
    widgets.file_upload(frame, _START_UPLOAD, t("club.start"), ("csv", "txt"), _on_start_upload,
                        t("club.start.help"))
    held = Files(state.get(_FILES, ()), state.get(_START))
    if not held.season and EXAMPLE_SEASON.exists():
        st.button(t("club.example"), on_click=_on_example, icon=":material/science:",
                  key="_club_example")
    st.caption(t("club.private"))
    return held


def season(held: Files) -> Season:
    """The season in the files: the start list's members first, then every file's games; every
    problem named by file and line, the rest read."""
    start = None if held.start is None else read_start_list_bytes(*held.start)
    return read_season(held.season, start)
