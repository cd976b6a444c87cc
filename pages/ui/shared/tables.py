"""What every table the pages show shares: how many rows a browser table holds, columns sized to
their content and a change's colour."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeAlias, cast

import pandas as pd
import streamlit as st
from pandas.io.formats.style import Styler
from streamlit.elements.lib.column_types import ColumnConfig

from pages.ui.shared import numbers

#: ``st.dataframe``'s column config, each column by its name or, under a header over groups of
#: columns, by its position: Streamlit takes both, though its annotation names only a name.
ColumnConfigs: TypeAlias = Mapping[str, ColumnConfig]

#: The most games a browser table shows; the CSV download has every game.
TABLE_ROWS = 1000
#: Pixels a character of a table cell takes, and a cell's padding: columns sized to their
#: content, so that the breakdown, notes included, fits a 1280-pixel window.
CHAR_PIXELS, CELL_PADDING = 7, 16
#: A browser table's row (and header row) in pixels, and its border.
ROW_PIXELS, BORDER_PIXELS = 35, 3


def fitted_height(rows: int, most: int, header_rows: int = 1) -> int:
    """A browser table's height in pixels that shows ``rows`` rows, at most ``most`` of them
    before it scrolls inside itself (Streamlit's own default shows about ten)."""
    return (min(rows, most) + header_rows) * ROW_PIXELS + BORDER_PIXELS


def column_config(table: pd.DataFrame, widest: Mapping[str, int] | None = None
                  ) -> ColumnConfigs:
    """``st.dataframe``'s column config: each column as wide as its longest cell or header (at
    most ``widest[header]`` pixels, a longer cell cut short), the first column pinned so that a
    narrow screen scrolls the others beside it. A table with a header over groups of columns
    (a ``MultiIndex``) names its columns twice over, so each is configured by its position,
    counted as Streamlit counts it, after the (hidden) index."""
    config: dict[int | str, ColumnConfig] = {}
    grouped = isinstance(table.columns, pd.MultiIndex)
    for index, name in enumerate(table.columns):
        header = str(name[-1] if grouped else name)
        longest = max(len(header), *(len(str(value)) for value in table[name]))
        width = round(longest * CHAR_PIXELS + CELL_PADDING)
        config[index + 1 if grouped else name] = st.column_config.Column(
            width=min(width, (widest or {}).get(header, width)), pinned=index == 0)
    return cast(ColumnConfigs, config)


#: A rise and a fall in a table, readable on a light and a dark background alike (WCAG
#: contrast above 4 on both).
RISE, FALL = "#178a41", "#e53935"


def change_colour(value: object, decimals: int) -> str:
    """A table cell's style for a change shown to ``decimals``: green for a rise, red for a
    fall, none for none, nor for one that rounds to nothing (−0.03 shown as ``0.0``)."""
    if not isinstance(value, int | float) or value != value:
        return ""
    sign = numbers.shown_sign(value, decimals)
    return "" if sign == 0 else f"color: {RISE if sign > 0 else FALL}"


def change_colours(styler: Styler, columns: Mapping[str, int]) -> Styler:
    """``styler`` with each change coloured as :func:`change_colour` says, ``columns`` the
    changes' headers and the decimals each is shown with."""
    for name, decimals in columns.items():
        styler = styler.map(change_colour, decimals=decimals, subset=[name])
    return styler
