"""The club page's downloads: the list and every game with each side's change, as CSV files that
open right in a spreadsheet in the page's language (:mod:`pages.ui.shared.spreadsheet`), and
the whole season in the command line's JSON (:func:`elo_core.export.pool.pool_pieces`), each
named after the first file uploaded."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import PurePath

import streamlit as st

from elo_core.export.pool import pool_pieces
from elo_core.pool.standings import SeasonRating
from pages.ui.club import table
from pages.ui.frame import Frame
from pages.ui.shared.file_names import file_stem
from pages.ui.shared.spreadsheet import csv_file

#: A download's name where the file's name leaves nothing.
NO_NAME = "season"


def list_csv(frame: Frame, rating: SeasonRating) -> bytes:
    """One row a member, as the page's list."""
    return csv_file(frame, table.list_columns(rating), table.list_rows(rating))


def games_csv(frame: Frame, rating: SeasonRating) -> bytes:
    """One row a game of the season, both sides' ratings before and changes."""
    return csv_file(frame, table.SEASON_COLUMNS,
                    (table.season_row(frame, rating, change) for change in rating.games()))


def season_json(rating: SeasonRating) -> str:
    """The season rated, as the command line's ``pool`` prints it."""
    return "".join(pool_pieces(rating))


def stem(file_name: str) -> str:
    """The downloads' name: the uploaded file's, without its extension."""
    return file_stem(PurePath(file_name).stem, NO_NAME)


def buttons(frame: Frame, file_name: str, rated: Callable[[], SeasonRating]) -> None:
    """The list's CSV, the games' CSV and the JSON, each built only when clicked, from the
    season ``rated`` reads and rates then: the page keeps no rating between reruns."""
    t, name = frame.t, stem(file_name)
    with st.container(horizontal=True, key="club_downloads"):
        st.download_button(t("club.download.list"), lambda: list_csv(frame, rated()),
                           f"{name}-list.csv", "text/csv", key="club_download_list",
                           on_click="ignore")
        st.download_button(t("club.download.games"), lambda: games_csv(frame, rated()),
                           f"{name}-games.csv", "text/csv", key="club_download_games",
                           on_click="ignore")
        st.download_button(t("club.download.json"), lambda: season_json(rated()),
                           f"{name}.json", "application/json", key="club_download_json",
                           on_click="ignore")
