r"""Reads a season's CSV files, a games file and a start list: the header that names the columns,
and the rows below it with their line numbers.

The header is the first line that is not blank (a byte-order mark before it is dropped). Its
delimiter is the one it has most of, tab, ``;`` or ``,`` (as Excel saves a CSV in a country that
writes ``1,5`` for one and a half), as for any table the dashboard reads
(:func:`~elo_core.readers.columns.delimiter_of`). A column is known by its name in any case,
spaces, ``_`` and ``-`` aside, in English, German or Dutch; a column of another name is passed
over.

Each line goes to the CSV reader with its end (:func:`csv_lines`), so that a line break inside
a quoted cell stays in the cell. A file's lines end as its first line does: at a line feed
(``\n`` or ``\r\n``), or, where the first line ends at a carriage return alone, as an old Mac
wrote, at that; a carriage return inside a quoted cell of any other file is a character of the
cell, not a line.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, NamedTuple

from elo_core.readers.columns import delimiter_of
from elo_core.readers.limits import LONGEST_LINE

if TYPE_CHECKING:
    from _csv import Reader


class Table(NamedTuple):
    """Holds a CSV file's header, and reads the rows below it."""

    header_line: int
    """The header's line, counting from 1."""
    delimiter: str
    columns: dict[str, int]
    """Each known column's position among the cells, by its name."""
    reader: Reader
    """The rows below the header, each a list of cells (``[]`` for an empty line); a row's line
    is ``header_line + reader.line_num``. A quote mark that is not closed or stands inside a
    cell raises ``csv.Error``, after which nothing can be trusted."""

    def rows(self) -> Iterator[tuple[int, list[str] | None]]:
        """Yields each row that is not blank, with its line; ``None`` instead of the cells where a
        quote mark is not closed or stands inside a cell, after which nothing is read."""
        import csv

        reader = self.reader
        try:
            for cells in reader:
                if "".join(cells).strip():
                    yield self.header_line + reader.line_num, cells
        except csv.Error:
            yield self.header_line + reader.line_num, None


def _header_key(cell: str) -> str:
    return re.sub(r"[^a-zäöüß]", "", cell.strip().casefold())


def _first_end(pieces: Iterator[str], seen: list[str]) -> str:
    r"""Finds the end of the first line: ``"\r"`` for a carriage return alone, else ``"\n"``; the
    pieces looked at are kept in ``seen`` (up to the first line's end, or ``LONGEST_LINE``
    characters)."""
    size = 0
    for piece in pieces:
        if not piece:
            continue
        seen.append(piece)
        if size and seen[-2].endswith("\r"):
            return "\n" if piece.startswith("\n") else "\r"
        at = min((at for at in (piece.find("\r"), piece.find("\n")) if at >= 0), default=-1)
        if at >= 0 and (piece[at] == "\n" or at + 1 < len(piece)):
            return "\r" if piece[at] == "\r" and piece[at + 1] != "\n" else "\n"
        size += len(piece)
        if size > LONGEST_LINE and at < 0:
            break
    return "\n"


def csv_lines(texts: Iterable[str]) -> Iterator[str]:
    """Yields the lines of a CSV file's text, which comes in pieces, each with its end (see the
    module), in bounded memory: a line longer than ``LONGEST_LINE`` is given cut there."""
    pieces = iter(texts)
    seen: list[str] = []
    end = _first_end(pieces, seen)
    rest: list[str] = []  # the line not ended yet, as far as it is kept
    kept = 0
    for text in _chained(seen, pieces):
        *ended, last = text.split(end)
        for line in ended:
            if rest:
                rest.append(line[:LONGEST_LINE - kept])
                line, rest, kept = "".join(rest), [], 0
            yield line[:LONGEST_LINE] + end
        if last and kept < LONGEST_LINE:
            rest.append(last[:LONGEST_LINE - kept])
            kept += len(rest[-1])
    if rest:
        yield "".join(rest)


def _chained(seen: list[str], pieces: Iterator[str]) -> Iterator[str]:
    yield from seen
    seen.clear()
    yield from pieces


def read_table(lines: Iterator[str], names: Mapping[str, frozenset[str]],
               skipped: int = 0) -> Table | None:
    """Reads the table in ``lines`` (each with its end, :func:`csv_lines`), its columns found by
    ``names`` (a column's name → the header words that name it, lower case, letters only); ``None``
    for lines that are all blank. ``skipped``: the blank lines before ``lines``, which only
    count."""
    import csv  # here, not at the top: the command line's other commands start without it

    number = skipped
    for number, line in enumerate(lines, skipped + 1):
        header = line.removeprefix("\ufeff") if number == 1 else line
        if header.strip():
            break
    else:
        return None
    delimiter = delimiter_of(header)
    columns: dict[str, int] = {}
    for position, cell in enumerate(header.split(delimiter)):
        key = _header_key(cell)
        for name, words in names.items():
            if key in words and name not in columns:
                columns[name] = position
    return Table(number, delimiter, columns, csv.reader(lines, delimiter=delimiter,
                                                        strict=True))
