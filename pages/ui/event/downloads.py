"""The Whole event page's downloads: every player, and every round, as a CSV that opens right in
a spreadsheet in the page's language (as the Tournament page's:
:mod:`pages.ui.tournament.downloads`), and the whole event as JSON in the command line's shape
(:func:`elo_core.export.event.event_dict`)."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Sequence

import streamlit as st

from elo_core.event import EventReport
from elo_core.export.event import event_dict
from elo_core.export.json_text import dumps
from elo_core.export.spreadsheet import safe_cell
from pages.ui.event import table
from pages.ui.event.table import Column, Value
from pages.ui.frame import Frame
from pages.ui.shared import numbers
from pages.ui.tournament.downloads import SEPARATORS


def _cell(value: Value, column: Column, lang: str) -> str:
    """A value as a spreadsheet reads it: numbers without a plus sign and in the language's
    decimal form, text that cannot run as a formula."""
    if value is None or value != value:
        return ""
    if isinstance(value, str):
        return str(safe_cell(value))
    if column.compact:
        return numbers.compact(value, lang)
    return numbers.number(value, lang, column.decimals or 0)


def _csv(frame: Frame, columns: Sequence[Column], rows: Sequence[Sequence[Value]],
         extra: Sequence[tuple[str, Sequence[Value], Column]] = ()) -> bytes:
    lang = frame.lang
    out = io.StringIO()
    writer = csv.writer(out, delimiter=SEPARATORS[lang], lineterminator="\r\n")
    writer.writerow([*(frame.t(c.key) for c in columns), *(frame.t(key) for key, _, _ in extra)])
    for index, row in enumerate(rows):
        writer.writerow([*(_cell(v, c, lang) for v, c in zip(row, columns, strict=True)),
                         *(_cell(values[index], c, lang) for _, values, c in extra)])
    return out.getvalue().encode("utf-8-sig")


def players_csv(frame: Frame, report: EventReport) -> bytes:
    """One row a player, the figures of the page's table and the exact change beside the
    published one."""
    exact = [None if r.player.rating is None else r.change for r in report.players]
    return _csv(frame, table.player_columns(report),
                table.player_rows(frame, report),
                [("ecol.exact_change", exact, Column("ecol.exact_change", 2))])


def games_csv(frame: Frame, report: EventReport) -> bytes:
    """One row a round of each player: opponent, colour, result, E, K × (S − E), and why a
    round is not rated."""
    rows = [row for result in report.players for row in table.game_rows(frame, result)]
    return _csv(frame, table.GAME_COLUMNS, rows)


def event_json(report: EventReport) -> str:
    """The event in the command line's shape."""
    return dumps(event_dict(report), indent=1)


def buttons(frame: Frame, rated: Callable[[], EventReport]) -> None:
    """The players' CSV, the games' CSV and the JSON, each built only when clicked, from the
    event ``rated`` rates then: the page keeps no report between reruns, as the Tournament page
    keeps none (:mod:`pages.ui.tournament.figures`)."""
    t = frame.t
    with st.container(horizontal=True, key="event_downloads"):
        st.download_button(t("event.download.players"), lambda: players_csv(frame, rated()),
                           "players.csv", "text/csv", key="download_players", on_click="ignore")
        st.download_button(t("event.download.games"), lambda: games_csv(frame, rated()),
                           "games.csv", "text/csv", key="download_games", on_click="ignore")
        st.download_button(t("event.download.json"), lambda: event_json(rated()), "event.json",
                           "application/json", key="download_event_json", on_click="ignore")
