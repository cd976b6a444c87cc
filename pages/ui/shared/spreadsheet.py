"""A table of values, written once for the page and once for a spreadsheet: the columns, how a
value of each is shown, and the CSV file every download of a table is.

A page builds its rows as values (numbers stay numbers, so a browser table sorts them as
numbers); :func:`page_cell` writes a value as the page shows it, :func:`csv_cell` as a
spreadsheet in the page's language reads it, and :func:`csv_file` writes the rows as that
spreadsheet opens them: English with commas and decimal points, German and Dutch with semicolons
and decimal commas (what Excel expects there); UTF-8 with a byte-order mark, so that ½ and ü
survive; headers in the language; numbers at the precision the page shows and without a plus
sign, so that the spreadsheet reads them as numbers; and no cell from a user's text that a
spreadsheet could run as a formula (:func:`elo_core.export.spreadsheet.safe_cell`).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from elo_core.export.spreadsheet import safe_cell
from elo_core.language import compact, number
from pages.ui.in_force import Frame
from pages.ui.shared import numbers

Value = float | int | str | None
#: The field separator a spreadsheet in each language expects.
SEPARATORS = {"en": ",", "de": ";", "nl": ";"}


class Column(NamedTuple):
    """A column: its header's text key, and how a number in it is written."""

    key: str
    decimals: int | None = None
    """Decimals of a number; ``None``: a text, or a rating, points or K written compactly
    (whole without decimals, else one decimal)."""
    signed: bool = False
    """On the page a change shows its sign and the app's minus (``+4.00``, ``−3``)."""
    on_page: bool = True
    """Shown on the page; a column the rest implies is in the CSV only, so that the page's
    table fits a 1280-pixel window without sideways scrolling."""
    group: str | None = None
    """The text key of the group of columns it stands in (the rating period's, the sequential
    one's): a header above them on the page, written before its own in a CSV's one header row
    (``Rating period: E``)."""


def page_cell(value: Value, column: Column, lang: str) -> str:
    """``value`` as the page shows it in ``column``: in the language, the app's minus on a
    change, ``–`` where there is none."""
    if value is None or value != value:  # None, or pandas' NaN for a missing number
        return "–"
    if isinstance(value, str):
        return value
    if column.decimals is None:
        return compact(value, lang)
    if column.signed:
        return numbers.signed(value, lang, column.decimals)
    return number(value, lang, column.decimals)


def csv_cell(value: Value, column: Column, lang: str) -> str:
    """``value`` as a spreadsheet reads it: a number without a plus sign and in the language's
    decimal form, a text that cannot run as a formula, an empty cell where there is none."""
    if value is None or value != value:
        return ""
    if isinstance(value, str):
        return str(safe_cell(value))
    if column.decimals is None:
        return compact(value, lang)
    return number(value, lang, column.decimals)


def csv_file(frame: Frame, columns: Sequence[Column], rows: Iterable[Sequence[Value]]) -> bytes:
    """The rows under the columns' headers as a CSV file for a spreadsheet in the page's
    language."""
    lang = frame.lang
    out = io.StringIO()
    writer = csv.writer(out, delimiter=SEPARATORS[lang], lineterminator="\r\n")
    writer.writerow([frame.t(column.key) if column.group is None
                     else f"{frame.t(column.group)}: {frame.t(column.key)}" for column in columns])
    for row in rows:
        writer.writerow([csv_cell(value, column, lang)
                         for value, column in zip(row, columns, strict=True)])
    return out.getvalue().encode("utf-8-sig")
