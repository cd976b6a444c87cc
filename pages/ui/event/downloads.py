"""The Whole event page's downloads: every player, and every round, as a CSV that opens right in
a spreadsheet in the page's language (:mod:`pages.ui.shared.spreadsheet`), and the whole event
as JSON in the command line's shape (:func:`elo_core.export.event.event_dict`)."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from elo_core import RuleSet
from elo_core.event import EventReport, rate_event
from elo_core.export.event import event_dict
from elo_core.export.json_text import dumps
from elo_core.trf.reader import read_trf
from pages.ui.event import table, trf_file
from pages.ui.frame import Frame
from pages.ui.shared.file_names import file_stem
from pages.ui.shared.spreadsheet import Column, csv_file

#: What the players' CSV has beyond the page's table: the change before it is rounded.
EXACT_CHANGE = Column("ecol.exact_change", 2)


def players_csv(frame: Frame, report: EventReport) -> bytes:
    """One row a player, the figures of the page's table and the exact change beside the
    published one."""
    rows = [(*row, None if result.player.rating is None else result.change)
            for row, result in zip(table.player_rows(frame, report), report.players,
                                   strict=True)]
    return csv_file(frame, [*table.player_columns(report), EXACT_CHANGE], rows)


def games_csv(frame: Frame, report: EventReport) -> bytes:
    """One row a round of each player: opponent, colour, result, E, K × (S − E), and why a
    round is not rated."""
    rows = [row for result in report.players for row in table.game_rows(frame, result)]
    return csv_file(frame, table.GAME_COLUMNS, rows)


def event_json(report: EventReport) -> str:
    """The event in the command line's shape."""
    return dumps(event_dict(report), indent=1)


def rated(text: str, rules: RuleSet, k: float | None, overrides: dict[int, int]) -> EventReport:
    """The event in the file's ``text``, read and rated again: a download's data is made when
    it is clicked, from what the button keeps until the session ends, which is the text the
    session keeps anyway, not its reading (ten times as big) nor the report."""
    return rate_event(read_trf(text, trf_file.KEPT_PROBLEMS), rules, k, overrides)


def buttons(frame: Frame, event_name: str, rated: Callable[[], EventReport]) -> None:
    """The players' CSV, the games' CSV and the JSON, named after the event, each built only
    when clicked, from the event ``rated`` rates then: the page keeps no report between reruns,
    as the Tournament page keeps none (:mod:`pages.ui.tournament.figures`)."""
    t = frame.t
    stem = file_stem(event_name)
    with st.container(horizontal=True, key="event_downloads"):
        st.download_button(t("event.download.players"), lambda: players_csv(frame, rated()),
                           f"{stem}-players.csv", "text/csv", key="download_players",
                           on_click="ignore")
        st.download_button(t("event.download.games"), lambda: games_csv(frame, rated()),
                           f"{stem}-games.csv", "text/csv", key="download_games",
                           on_click="ignore")
        st.download_button(t("event.download.json"), lambda: event_json(rated()),
                           f"{stem}.json", "application/json", key="download_event_json",
                           on_click="ignore")
