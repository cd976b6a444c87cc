"""The Tournament page's downloads: the breakdown as a CSV that opens right in a spreadsheet in
the page's language, and the whole result as JSON in the command line's shape.

CSV as each language's spreadsheet reads it: English with commas and decimal points, German
and Dutch with semicolons and decimal commas (what Excel expects there); UTF-8 with a
byte-order mark, so that ½ and ü survive; headers in the language; numbers at the precision the
page shows and without a plus sign, so that the spreadsheet reads them as numbers; yes/no in
words; and no cell from a user's text that a spreadsheet could run as a formula
(:func:`elo_core.export.spreadsheet.safe_cell`).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Sequence

import streamlit as st

from elo_core import LichessReport, LineError, Performance, SeriesReport
from elo_core.export.json_text import dumps
from elo_core.export.reports import glicko_lichess_dict, series_dict
from elo_core.export.spreadsheet import safe_cell
from pages.ui.frame import Frame
from pages.ui.shared import numbers
from pages.ui.shared.tables import COLUMNS, Column, Value, breakdown
from pages.ui.tournament.figures import Rated

#: The field separator a spreadsheet in each language expects.
SEPARATORS = {"en": ",", "de": ";", "nl": ";"}


def _cell(value: Value, column: Column, lang: str) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return str(safe_cell(value))
    if column.decimals is None:
        return numbers.compact(value, lang)
    return numbers.number(value, lang, column.decimals)


def games_csv(frame: Frame, period: SeriesReport, sequential: SeriesReport) -> bytes:
    """Every game of the breakdown, its totals and the rounded change, as CSV bytes (the name
    column only where names were given, as on the page)."""
    t, lang = frame.t, frame.lang
    table = breakdown(frame, period, sequential)
    kept = [i for i, c in enumerate(COLUMNS) if c.key != "name" or table.has_names]
    yes, no = t("csv.yes"), t("csv.no")

    def cells(row: tuple[Value, ...]) -> list[str]:
        return [_cell(row[i], COLUMNS[i], lang) for i in kept]

    out = io.StringIO()
    writer = csv.writer(out, delimiter=SEPARATORS[lang], lineterminator="\r\n")
    writer.writerow([*(t(f"col.{COLUMNS[i].key}") for i in kept), t("csv.rated"),
                     t("csv.capped"), t("csv.rounded_change")])
    for row, rated, capped in zip(table.rows, table.rated, table.capped, strict=True):
        writer.writerow([*cells(row), yes if rated else no, yes if capped else no, ""])
    rounded = "" if table.rounded_change is None else str(table.rounded_change)
    writer.writerow([*cells(table.totals), "", "", rounded])
    return out.getvalue().encode("utf-8-sig")


def result_json(period: SeriesReport, sequential: SeriesReport, perf: Performance,
                errors: Sequence[LineError], lichess: LichessReport | None) -> str:
    """Both Elo modes in the command line's ``series`` shape, and Glicko-2 in its ``glicko2
    --mode lichess`` shape."""
    result = {"period": series_dict(period, perf, errors), "sequential": series_dict(sequential),
              "glicko2": None if lichess is None else glicko_lichess_dict(lichess)}
    return dumps(result, indent=1)


def buttons(frame: Frame, rated: Callable[[], Rated]) -> None:
    """The CSV and the JSON, each built only when clicked, from the figures ``rated`` works
    out then (the page keeps none between reruns)."""

    def csv_bytes() -> bytes:
        figures = rated()
        return games_csv(frame, figures.period, figures.sequential)

    def json_text() -> str:
        figures = rated()
        return result_json(figures.period, figures.sequential, figures.performance,
                           figures.errors, figures.lichess)

    left, right = st.columns(2)
    left.download_button(frame.t("download.csv"), csv_bytes, "games.csv", "text/csv",
                         key="download_csv", on_click="ignore")
    right.download_button(frame.t("download.json"), json_text, "rating.json",
                          "application/json", key="download_json", on_click="ignore")
