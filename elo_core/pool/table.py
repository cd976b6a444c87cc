"""A season's CSV files, a games file and a start list: the header that names the columns, and
the rows below it with their line numbers.

The header is the first line that is not blank (a byte-order mark before it is dropped). Its
delimiter is the one it has most of, tab, ``;`` or ``,`` (as Excel saves a CSV in a country that
writes ``1,5`` for one and a half), as for any table the dashboard reads
(:func:`~elo_core.readers.columns.delimiter_of`). A column is known by its name in any case,
spaces, ``_`` and ``-`` aside, in English, German or Dutch; a column of another name is passed
over.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, NamedTuple

from elo_core.readers.columns import delimiter_of

if TYPE_CHECKING:
    from _csv import Reader


class Table(NamedTuple):
    """A CSV file's header, and a reader of the rows below it."""

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
        """Each row that is not blank, with its line; ``None`` instead of the cells where a
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


def read_table(lines: Iterator[str], names: Mapping[str, frozenset[str]]) -> Table | None:
    """The table in ``lines``, its columns found by ``names`` (a column's name → the header
    words that name it, lower case, letters only); ``None`` for lines that are all blank."""
    import csv  # here, not at the top: the command line's other commands start without it

    number = 0
    for number, line in enumerate(lines, 1):
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
