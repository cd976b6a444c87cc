"""A FIDE rating list's lines from its file, plain or zipped, streamed: never the whole file in
memory.

A ``.zip`` (FIDE's downloads are zipped) is read from the first ``.txt`` it holds, unpacked as
it is read. Each line is read as UTF-8, and a line that is not UTF-8 as Latin-1, FIDE's
encoding: a Latin-1 file so reads as Latin-1 (its accented letters are never valid UTF-8 in a
real name), a UTF-8 file as UTF-8, and :attr:`ListLines.latin1_lines` says how many lines were
read as Latin-1.
"""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from elo_core.rating_list.problems import ListRefused, Refusal
from elo_core.readers.limits import LONGEST_LINE


class ListLines:
    """The lines of one list, numbered from 1 (the header); a line longer than
    ``LONGEST_LINE`` bytes is passed over unread, in bounded memory."""

    def __init__(self, stream: IO[bytes], name: str) -> None:
        self.name = name
        """The file's name (in a zip: the zip's)."""
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
    """The lines of the list at ``path``; a zip without a ``.txt`` in it is refused."""
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
        with archive.open(member) as stream:
            yield ListLines(stream, path.name)
