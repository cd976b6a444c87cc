"""The kind of play a page rates its file as (standard, rapid or blitz): the one asked for in
the link (``play``), else the one the file's time control says (TRF-26's ``222``), which the
page leaves in the session when it takes a file (:func:`remember`), so that the frame's rule
set in force follows it before the page reads the file again (:mod:`pages.ui.frame`)."""

from __future__ import annotations

import streamlit as st

from elo_core import Play, file_play
from pages.ui import link

#: The session's record of the kind of play its file's time control says.
FILE_PLAY = "_file_play"
#: The link's ``play`` for the file's own.
FROM_FILE = "auto"


def asked() -> Play | None:
    """The kind of play the link asks for; ``None``: the file's."""
    value = link.values()["play"]
    return None if value == FROM_FILE else Play(value)


def in_force() -> Play | None:
    """The kind of play asked for, else the file's; ``None`` where neither says."""
    played: Play | None = st.session_state.get(FILE_PLAY)
    return asked() or played


def remember(text: str) -> None:
    """Keep the kind of play the time control of the file ``text`` says (none for no file)."""
    st.session_state[FILE_PLAY] = file_play(text) if text else None
