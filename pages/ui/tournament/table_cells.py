"""A pasted table with title or federation columns (a player card's ``Titel`` and ``Land``), edited
in the page's table: each edit is written into the row's own cells, so that the table keeps the
columns a norm reads (:mod:`elo_core.readers.columns`), which game lines would not carry."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from typing import Any

import pandas as pd

from elo_core import Game, Unplayed
from elo_core.readers.columns import Header, table_rows
from elo_core.readers.notation import parse_result
from elo_core.readers.parser import split_lines
from elo_core.readers.writer import COLOUR_MARKS, rating_text, score_token

#: The columns of the page's table an edit writes into.
EDITED = ("name", "rating", "result")


def keeps_cells(header: Header | None) -> bool:
    """Whether a table's edits go into its cells: it has a title or federation column, and the
    name, rating and result columns the page's table edits."""
    return header is not None and bool({"title", "federation"} & header.columns.keys()) and (
        all(column in header.columns for column in EDITED))


def _joined(cells: Sequence[str], delimiter: str) -> str:
    """A row's cells as one line of the table, a cell quoted where it holds the delimiter."""
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator="").writerow(cells)
    return out.getvalue()


def missing(value: object) -> bool:
    """Whether a cell of the page's table is empty (``None``, pandas' NA or a float NaN)."""
    return value is None or value is pd.NA or (isinstance(value, float) and pd.isna(value))


def _result_cell(game: Game | None, value: object) -> str:
    """The result cell for an edited result: the player's colour kept in front where the game
    had one (``w ½``); ``""`` for a result cleared or not read, which the reader then names."""
    result = None if missing(value) else parse_result(str(value))
    if result is None:
        return ""
    token = score_token(result.score, result.unplayed)
    if game is not None and game.colour is not None and result.unplayed is not Unplayed.BYE:
        return f"{COLOUR_MARKS[game.colour]} {token}"
    return token


def _write(cells: list[str], header: Header, change: dict[str, Any],
           game: Game | None) -> list[str]:
    """``cells`` with the edited columns of ``change`` written in (the row made long enough)."""
    cells = cells + [""] * (max(header.columns[c] for c in EDITED) + 1 - len(cells))
    for column, value in change.items():
        if column not in EDITED:
            continue
        at = header.columns[column]
        if column == "result":
            cells[at] = _result_cell(game, value)
        elif column == "rating":
            cells[at] = "" if missing(value) else rating_text(float(value))
        else:
            cells[at] = "" if missing(value) else str(value).strip()
    return cells


def edit_cells(text: str, header: Header, games: Sequence[Game], edits: dict[str, Any]) -> str:
    """The table ``text`` (``header``'s, which ``games`` were read from) with a data editor's
    edits in its cells: an edited row's name, rating or result cell rewritten, a deleted row's
    line taken out, an added row put below with only those cells; every other line as typed."""
    read = list(split_lines((text,)))
    lines: list[str | None] = list(read)
    spans: dict[int, tuple[int, list[str]]] = {}  # a row's last line → its first, its cells
    start = header.position + 2  # the first row's line, counted from 1
    for number, row in table_rows(read, header):
        if row is None:
            break
        spans[number] = start, row
        start = number + 1

    def take_out(game: Game) -> list[str]:
        first, cells = spans[game.line]
        lines[first - 1:game.line] = [None] * (game.line - first + 1)
        return cells

    for index, change in edits.get("edited_rows", {}).items():
        game = games[int(index)]
        cells = take_out(game)
        lines[game.line - 1] = _joined(_write(cells, header, change, game), header.delimiter)
    for index in edits.get("deleted_rows", []):
        take_out(games[int(index)])
    for row in edits.get("added_rows", []):
        if any(not missing(value) for value in row.values()):
            lines.append(_joined(_write([], header, row, None), header.delimiter))
    return "\n".join(line for line in lines if line is not None)
