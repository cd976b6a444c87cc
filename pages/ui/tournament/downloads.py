"""The Tournament page's downloads: the breakdown as a CSV that opens right in a spreadsheet in
the page's language (:mod:`pages.ui.shared.spreadsheet`), with yes/no in words, and the whole
result as JSON in the command line's shape.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import streamlit as st

from elo_core import LichessReport, LineError, Performance, SeriesReport
from elo_core.export.glicko import glicko_lichess_dict
from elo_core.export.json_text import dumps
from elo_core.export.series import series_dict
from pages.ui import link
from pages.ui.in_force import Frame
from pages.ui.shared.file_names import file_stem
from pages.ui.shared.spreadsheet import Column, csv_file
from pages.ui.tournament.breakdown import COLUMNS, breakdown, kept_columns
from pages.ui.tournament.ratings import Rated

#: What the CSV has beyond the page's columns: whether a game was rated, whether the 400-point
#: rule touched it, and the change as published.
CSV_ONLY = (Column("csv.rated"), Column("csv.capped"), Column("csv.rounded_change"))


def games_csv(frame: Frame, period: SeriesReport, sequential: SeriesReport) -> bytes:
    """Every game of the breakdown, its totals and the rounded change, as CSV bytes (the name
    column only where names were given, as on the page)."""
    t = frame.t
    table = breakdown(frame, period, sequential)
    kept = kept_columns(table)
    yes, no = t("csv.yes"), t("csv.no")
    rows = [(*(row[i] for i in kept), yes if rated else no, yes if capped else no, None)
            for row, rated, capped in zip(table.rows, table.rated, table.capped, strict=True)]
    rows.append((*(table.totals[i] for i in kept), None, None, table.rounded_change))
    return csv_file(frame, [*(COLUMNS[i] for i in kept), *CSV_ONLY], rows)


def result_json(period: SeriesReport, sequential: SeriesReport, perf: Performance,
                errors: Sequence[LineError], lichess: LichessReport | None) -> str:
    """Both Elo modes in the command line's ``series`` shape, and Glicko-2 in its ``glicko2
    --mode lichess`` shape."""
    result = {"period": series_dict(period, perf, errors), "sequential": series_dict(sequential),
              "glicko2": None if lichess is None else glicko_lichess_dict(lichess)}
    return dumps(result, indent=1)


def buttons(frame: Frame, *, rated: Callable[[], Rated]) -> None:
    """The CSV and the JSON, each built only when clicked, from the figures ``rated`` works
    out then (the page keeps none between reruns); named as the link names them (a Whole
    event's player link: after the event and the player)."""
    stem = link.values()["file"]
    stem = file_stem(stem) if stem else ""

    def csv_bytes() -> bytes:
        figures = rated()
        return games_csv(frame, figures.period, figures.sequential)

    def json_text() -> str:
        figures = rated()
        return result_json(figures.period, figures.sequential, figures.performance,
                           figures.errors, figures.lichess)

    left, right = st.columns(2)
    left.download_button(frame.t("download.csv"), csv_bytes,
                         f"{stem}-games.csv" if stem else "games.csv", "text/csv",
                         key="download_csv", on_click="ignore")
    right.download_button(frame.t("download.json"), json_text,
                          f"{stem}.json" if stem else "rating.json",
                          "application/json", key="download_json", on_click="ignore")
