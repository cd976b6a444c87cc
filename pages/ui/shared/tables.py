"""What every table the pages show shares: how many rows a browser table holds, and columns
sized to their content."""

from __future__ import annotations

import pandas as pd
import streamlit as st

#: The most games a browser table shows; the CSV download has every game.
TABLE_ROWS = 1000
#: Pixels a character of a table cell takes, and a cell's padding: columns sized to their
#: content, so that the breakdown, notes included, fits a 1280-pixel window.
CHAR_PIXELS, CELL_PADDING = 7, 16


def column_config(table: pd.DataFrame) -> dict[str, object]:
    """``st.dataframe``'s column config: each column as wide as its longest cell or header,
    the first column pinned so that a narrow screen scrolls the others beside it."""
    config: dict[str, object] = {}
    for index, name in enumerate(table.columns):
        longest = max(len(str(name)), *(len(str(value)) for value in table[name]))
        config[name] = st.column_config.Column(
            width=round(longest * CHAR_PIXELS + CELL_PADDING), pinned=index == 0)
    return config
