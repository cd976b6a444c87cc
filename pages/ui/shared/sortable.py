"""The sortable table of people the Club and Whole event pages show (the members, the players):
numbers kept as numbers, so that a click on a header sorts them as numbers, and shown in the
user's language; each column as wide as its content; each change coloured as it rises or falls;
the first two columns (rank and name) kept in view while a phone scrolls the others."""

from __future__ import annotations

import functools
from collections.abc import Collection, Mapping, Sequence

import pandas as pd
import streamlit as st
from pandas.io.formats.style import Styler
from streamlit.elements.lib.column_types import ColumnConfig

from pages.ui.in_force import Frame
from pages.ui.shared.spreadsheet import Column, Value, page_cell
from pages.ui.shared.tables import CELL_PADDING, CHAR_PIXELS, change_colours

#: The widest a column starts (a longer cell is cut short; the column can be widened by
#: dragging its edge).
WIDEST = 320
#: The columns kept in view while a phone scrolls the others beside them.
PINNED = 2


def column_widths(frame: Frame, columns: Sequence[Column], rows: Sequence[Sequence[Value]],
                  headers: Sequence[str], narrow: Mapping[str, int]) -> dict[str, int]:
    """Each column as wide as its longest cell or header in pixels, at most :data:`WIDEST` (at
    most ``narrow[key]`` for the columns it names by key: a name narrower, so that the numbers
    beside it fit on a 390-pixel screen), by its header."""
    widths = {}
    for index, (name, column) in enumerate(zip(headers, columns, strict=True)):
        longest = max([len(name), *(len(page_cell(row[index], column, frame.lang))
                                    for row in rows)])
        widths[name] = min(round(longest * CHAR_PIXELS + CELL_PADDING),
                           narrow.get(column.key, WIDEST))
    return widths


def sortable(frame: Frame, columns: Sequence[Column], rows: Sequence[tuple[Value, ...]],
             headers: Sequence[str], *, narrow: Mapping[str, int], changes: Collection[str],
             more: Mapping[str, Sequence[str]] | None = None,
             helps: Mapping[str, str] | None = None
             ) -> tuple[Styler, dict[str, ColumnConfig]]:
    """``rows`` under ``headers`` as ``st.dataframe`` takes them: the table styled (each cell
    shown as :func:`~pages.ui.shared.spreadsheet.page_cell` writes it, the columns whose keys are
    in ``changes`` coloured) and its column config (widths by :func:`column_widths`, the first
    :data:`PINNED` pinned, a column's help from ``helps`` by its key). ``more``: columns added
    after, by header, which the caller configures."""
    data = pd.DataFrame.from_records(rows, columns=list(headers))
    for name, values in (more or {}).items():
        data[name] = values
    styler = data.style.format({name: functools.partial(page_cell, column=column,
                                                        lang=frame.lang)
                                for name, column in zip(headers, columns, strict=True)})
    styler = change_colours(styler, {name: column.decimals or 0 for name, column
                                     in zip(headers, columns, strict=True)
                                     if column.key in changes})
    widths = column_widths(frame, columns, rows, headers, narrow)
    config: dict[str, ColumnConfig] = {
        name: st.column_config.Column(width=widths[name], pinned=index < PINNED,
                                      help=(helps or {}).get(column.key))
        for index, (name, column) in enumerate(zip(headers, columns, strict=True))}
    return styler, config
