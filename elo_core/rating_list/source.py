"""A FIDE rating list's lines from its file, plain or zipped, streamed: never the whole file in
memory.

A ``.zip`` (FIDE's downloads are zipped) is read from the first ``.txt`` it holds, unpacked as
it is read; one whose ``.txt`` unpacks past :data:`MOST_UNPACKED`, or is found damaged as it is
read, is refused. Each line is read as UTF-8, and a line that is not UTF-8 as Latin-1, FIDE's
encoding: a Latin-1 file so reads as Latin-1 (its accented letters are never valid UTF-8 in a
real name), a UTF-8 file as UTF-8, and :attr:`ListLines.latin1_lines` says how many lines were
read as Latin-1.

A zip records the day each of its files was written (:func:`written_on`): for FIDE's current
downloads, whose names and headers may not say the list's month (``players_list.zip``), that
day is a good guess at it, for the user to confirm (:attr:`ListLines.written`).
"""

from __future__ import annotations

import zipfile
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import IO

from elo_core.rating_list.problems import ListRefused, Refusal
from elo_core.readers.limits import LONGEST_LINE

#: The most bytes the zip's list may unpack to. FIDE's largest, the combined list of about
#: 1.1 million players, is about 200 MB unpacked (a line of about 160 bytes a player): a zip
#: bomb, a few hundred kB that unpack to gigabytes, is refused before a line of it is read,
#: where reading it would hold the store's write lock for hours. The zip reader stops at the
#: size a file declares, and a file longer than it declares fails its check sum: damaged.
MOST_UNPACKED = 400 << 20


def written_on(member: zipfile.ZipInfo) -> date | None:
    """The day the zip says ``member`` was written; ``None`` where its date is no day (a DOS
    date field may hold month 0 or 13 to 15, day 0)."""
    try:
        return date(*member.date_time[:3])
    except ValueError:
        return None


class ListLines:
    """The lines of one list, numbered from 1 (the header); a line longer than
    ``LONGEST_LINE`` bytes is passed over unread, in bounded memory."""

    def __init__(self, stream: IO[bytes], name: str, written: date | None = None) -> None:
        self.name = name
        """The file's name (in a zip: the zip's)."""
        self.written = written
        """The day the zip says the list was written (``None`` for a file not zipped)."""
        self.latin1_lines = 0
        self._stream = stream

    def __iter__(self) -> Iterator[tuple[int, str, bool]]:
        """``(number, text, whole)``: ``whole`` is false for a line longer than
        ``LONGEST_LINE``, whose rest is passed over unread."""
        number = 0
        while raw := self._stream.readline(LONGEST_LINE):
            number += 1
            if len(raw) == LONGEST_LINE and not raw.endswith(b"\n"):
                while (rest := self._stream.readline(LONGEST_LINE)) and not rest.endswith(b"\n"):
                    pass
                yield number, "", False
                continue
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError:
                self.latin1_lines += 1
                text = raw.decode("latin-1")
            yield number, text.rstrip("\r\n"), True


@contextmanager
def open_list(path: Path) -> Iterator[ListLines]:
    """The lines of the list at ``path``; a zip without a ``.txt`` in it, with one past
    :data:`MOST_UNPACKED` or damaged, is refused."""
    if path.suffix.lower() != ".zip":
        with path.open("rb") as stream:
            yield ListLines(stream, path.name)
        return
    try:
        archive = zipfile.ZipFile(path)
    except zipfile.BadZipFile:
        raise ListRefused(Refusal.NOT_A_ZIP) from None
    with archive:
        member = next((m for m in archive.infolist() if m.filename.lower().endswith(".txt")),
                      None)
        if member is None:
            raise ListRefused(Refusal.NO_TEXT_IN_ZIP)
        if member.file_size > MOST_UNPACKED:
            raise ListRefused(Refusal.LIST_TOO_BIG_IN_ZIP, member=member.filename)
        try:
            with archive.open(member) as stream:
                yield ListLines(stream, path.name, written_on(member))
        except (zipfile.BadZipFile, zlib.error, EOFError) as damaged:
            raise ListRefused(Refusal.DAMAGED_ZIP, member=member.filename) from damaged
