"""Streams the DSB's export from its file: ``spieler.csv`` plain, or the DWZ database's zip with
``spieler.csv`` and ``vereine.csv`` in it (the clubs' names, a few thousand, read first and kept;
the players never all in memory).

The file and its lines are read as FIDE's list's are (:mod:`~elo_core.rating_list.source`): a
zip refused where its table of contents is far longer than the export's, where it is damaged,
or its files encrypted or packed by a method Python cannot unpack; each line as UTF-8, and a
line that is not UTF-8 as Latin-1 (the DSB's ISO-8859-1), a file in UTF-16 as UTF-16, the old
Mac's line ends read as line ends. A zip's date is the date its ``spieler.csv`` was written,
as the zip records it (none where that is no day).
"""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path, PurePosixPath
from typing import NamedTuple

from elo_core.rating_list.dsb.header import club_columns, fields, read_header
from elo_core.rating_list.problems import ListRefused, Refusal
from elo_core.rating_list.source import ListLines, open_zip, unpacked, written_on

__all__ = ["DwzExport", "is_dwz_export", "open_export"]

_PLAYERS = "spieler.csv"
_CLUBS = "vereine.csv"
#: The most clubs kept from ``vereine.csv`` (the DSB has about 2,400): a file of more cannot
#: grow the names past this bound.
MOST_CLUBS = 50_000
#: The most bytes the zip's ``spieler.csv`` or ``vereine.csv`` may unpack to (the DSB's
#: ``spieler.csv`` of about 87 thousand players is about 11 MB): a zip bomb, a few hundred kB
#: that unpack to gigabytes, is refused before a line of it is read, where reading it would
#: hold the store's write lock for hours. The zip reader stops at the size a file declares.
MOST_UNPACKED = 100 << 20


class DwzExport(NamedTuple):
    """``spieler.csv``'s lines, the clubs' names by ZPS (none for a plain file) and the zip's
    date (``None`` for a plain file)."""

    lines: ListLines
    clubs: dict[str, str]
    zip_day: date | None


def _member(archive: zipfile.ZipFile, name: str) -> zipfile.ZipInfo | None:
    """Returns the archive's file called ``name`` in any folder and case, or ``None``."""
    return next((m for m in archive.infolist()
                 if PurePosixPath(m.filename).name.lower() == name), None)


def _clubs(lines: ListLines) -> dict[str, str]:
    """Reads the clubs' names by ZPS from ``vereine.csv`` (the first ``MOST_CLUBS``); it reads
    none where its header names neither."""
    numbered = iter(lines)
    first = next(numbered, None)
    columns = None if first is None else club_columns(first[1])
    if columns is None:
        return {}
    zps_at, name_at = columns.columns["zps"], columns.columns["name"]
    clubs: dict[str, str] = {}
    for _, text, whole in numbered:
        values = fields(text, columns.separator) if whole else []
        if len(values) > max(zps_at, name_at) and values[zps_at] and values[name_at]:
            clubs.setdefault(values[zps_at], values[name_at])
        if len(clubs) >= MOST_CLUBS:
            break
    return clubs


def is_dwz_export(path: Path) -> bool:
    """Checks whether ``path`` is the DSB's export: a zip holding ``spieler.csv``, or a file whose
    first line is ``spieler.csv``'s header; :class:`ListRefused` for a zip that cannot be read
    (:func:`~elo_core.rating_list.source.open_zip`)."""
    if zipfile.is_zipfile(path):
        with open_zip(path) as archive:
            return _member(archive, _PLAYERS) is not None
    with path.open("rb") as stream:
        first = next(iter(ListLines(stream, path.name)), None)
    return first is not None and first[2] and not isinstance(read_header(first[1]), str)


@contextmanager
def open_export(path: Path) -> Iterator[DwzExport]:
    """Opens the export at ``path``. A zip without ``spieler.csv``, or whose ``spieler.csv`` or
    ``vereine.csv`` unpacks past ``MOST_UNPACKED``, is refused, as is one that cannot be read
    (damaged, encrypted, packed by a method Python cannot unpack:
    :func:`~elo_core.rating_list.source.unpacked`)."""
    if not zipfile.is_zipfile(path):
        with path.open("rb") as stream:
            yield DwzExport(ListLines(stream, path.name), {}, None)
        return
    with open_zip(path) as archive:
        players, clubs = _member(archive, _PLAYERS), _member(archive, _CLUBS)
        if players is None:
            raise ListRefused(Refusal.NO_PLAYERS_IN_ZIP)
        for member in filter(None, (players, clubs)):
            if member.file_size > MOST_UNPACKED:
                raise ListRefused(Refusal.TOO_BIG_IN_ZIP,
                                  member=PurePosixPath(member.filename).name.lower())
        names: dict[str, str] = {}
        if clubs is not None:
            with unpacked(archive, clubs, _CLUBS) as stream:
                names = _clubs(ListLines(stream, path.name))
        with unpacked(archive, players, _PLAYERS) as stream:
            yield DwzExport(ListLines(stream, path.name), names, written_on(players))
