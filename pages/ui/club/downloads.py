"""The club page's downloads: the list and every game with each side's change, as CSV files that
open right in a spreadsheet in the page's language (:mod:`pages.ui.shared.spreadsheet`), and
the whole season in the command line's JSON (:func:`elo_core.export.pool.pool_pieces`), each
named after the first file uploaded and the system it is rated by, and made when clicked, in a
process of its own (:func:`pages.ui.club.shown.download`)."""

from __future__ import annotations

import functools
from pathlib import PurePath

import streamlit as st

from elo_core import System
from pages.ui.club.shown import Asked, download
from pages.ui.in_force import Frame
from pages.ui.shared import apart_work
from pages.ui.shared.file_names import file_stem

#: A download's name where the file's name leaves nothing.
NO_NAME = "season"
#: Each download: its text key, its file name after the first file's and the system it is
#: rated by (``season-2025-26-fide-list.csv``: the Elo list and the FIDE list two files), its
#: type and its key.
_FILES = {"list": ("club.download.list", "{}-{}-list.csv", "text/csv", "club_download_list"),
          "games": ("club.download.games", "{}-{}-games.csv", "text/csv",
                    "club_download_games"),
          "json": ("club.download.json", "{}-{}.json", "application/json",
                   "club_download_json")}


def stem(file_name: str) -> str:
    """The downloads' name: the uploaded file's, without its extension."""
    return file_stem(PurePath(file_name).stem, NO_NAME)


def made(frame: Frame, asked: Asked, name: str) -> bytes:
    """The download ``name``, made in a process of its own; where that fails (out of memory,
    too slow), a file that says so and how to try again, rather than none and no word: a
    download is made when clicked, after the page was drawn, so the page cannot say it."""
    return apart_work.made(frame, "club.download.failed", name == "json", download, asked, name)


def file_name(kind: str, uploaded: str, system: System) -> str:
    """The name of the download ``kind`` (``list``, ``games``, ``json``) of a season whose
    first file is called ``uploaded``, rated by ``system``: ``season-2025-26-fide-list.csv``."""
    return _FILES[kind][1].format(stem(uploaded), system.value)


def buttons(frame: Frame, *, uploaded: str, asked: Asked) -> None:
    """The list's CSV, the games' CSV and the JSON, each built only when clicked, from the
    files the session keeps anyway, read and rated again: the page keeps no rating between
    reruns."""
    with st.container(horizontal=True, key="club_downloads"):
        for kind, (label, _, mime, key) in _FILES.items():
            st.download_button(frame.t(label), functools.partial(made, frame, asked, kind),
                               file_name(kind, uploaded, asked.system), mime, key=key,
                               on_click="ignore")
