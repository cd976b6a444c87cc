"""Streams a rating list's lines from its file, plain or zipped. It never holds the whole file in
memory, and refuses a file that cannot be a list within its first megabytes.

A ``.zip`` (FIDE's downloads are zipped, and so is the DSB's export) is opened only where its
table of contents is as short as a list's zip has (FIDE's holds one file, the DSB's three: a
zip of hundreds of thousands of empty files is refused before Python's zip reader holds an
object for each), and a file in it is read only where it is neither encrypted nor packed by a
method Python cannot unpack, and unpacks to no more than :data:`MOST_UNPACKED`; each is refused
saying so, as is a zip found damaged as it is read (its table of contents, its packed data,
its check sum). :func:`open_zip`, :func:`unpacked`.

The lines end as the file ends them: with a line feed (``\\r\\n`` or ``\\n``), or, where the
file's start holds carriage returns and no line feed, with a carriage return alone (the old
Mac's line ends). A file in UTF-16 (its byte order mark, or the zero bytes of every other
byte of its ASCII) is read as UTF-16. Each line of any other file is read as UTF-8, and a line
that is not UTF-8 as Latin-1, FIDE's encoding: a Latin-1 file so reads as Latin-1 (its accented
letters are never valid UTF-8 in a real name), a UTF-8 file as UTF-8, and
:attr:`ListLines.latin1_lines` says how many lines were read as Latin-1.

A file whose first :data:`FIRST_BYTES` hold no player's line, or more lines that are not read
than players, is no list, and is refused there (:class:`PlayerLines`): a zip bomb of blank
lines just under the bound would otherwise be read to its end, minutes of work, before it was
found to hold nobody.

A zip records the day each of its files was written (:func:`written_on`): for FIDE's current
downloads, whose names and headers may not say the list's month (``players_list.zip``), that
day is a good guess at it, for the user to confirm (:attr:`ListLines.written`).
"""

from __future__ import annotations

import codecs
import lzma
import os
import struct
import zipfile
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date
from itertools import chain
from pathlib import Path
from typing import IO, Generic, Protocol, TypeVar

from elo_core.rating_list.problems import ListIssue, ListProblem, ListRefused, Problems, Refusal
from elo_core.readers.limits import LONGEST_LINE

_Row = TypeVar("_Row")

#: The most bytes the zip's list may unpack to. FIDE's largest, the combined list of about
#: 1.1 million players, is about 200 MB unpacked (a line of about 160 bytes a player): a zip
#: bomb, a few hundred kB that unpack to gigabytes, is refused before a line of it is read,
#: where reading it would hold the store's write lock for hours. The zip reader stops at the
#: size a file declares, and a file longer than it declares fails its check sum: damaged.
MOST_UNPACKED = 400 << 20
#: How much of a file is read before one that gave no player's line is refused as no list:
#: a list's first player is on its second line, and 4 MB are some 25,000 of FIDE's lines.
FIRST_BYTES = 4 << 20
#: The longest table of contents (central directory) a zip may have: some 700 files' entries.
#: Python's zip reader holds the whole table, and an object for each of its files, before a
#: byte of them is read (a zip of 700,000 empty files, 56 MB, took 470 MB).
MOST_DIRECTORY = 64 << 10
#: How much of a file is read at a time.
_CHUNK = 1 << 16
#: The zip's end record (signature, disks, entries, the table's size and offset, comment), the
#: locator of its zip64 end record just before it, and that record just before the locator
#: (its last two: the table's size and offset).
_END = struct.Struct("<4s4H2LH")
_LOCATOR = struct.Struct("<4sLQL")
_END64 = struct.Struct("<4sQ2H2L4Q")
#: The methods Python's zip reader unpacks: stored, deflated, bzip2, LZMA.
_UNPACKS = {zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA}
#: WinZip's AES encryption, which a zip writes as a method of its own.
_AES = 99
#: The other methods' names, as the zip format's specification (PKWARE's APPNOTE 4.4.5) gives
#: them.
_METHODS = {1: "Shrink", 2: "Reduce", 3: "Reduce", 4: "Reduce", 5: "Reduce", 6: "Implode",
            9: "Deflate64", 10: "PKWARE DCL Implode", 16: "IBM z/OS CMPSC", 18: "IBM TERSE",
            19: "IBM LZ77", 93: "Zstandard", 94: "MP3", 95: "XZ", 96: "JPEG", 97: "WavPack",
            98: "PPMd"}
#: What a zip's packed data that is damaged raises as it is unpacked.
_DAMAGED = (zipfile.BadZipFile, zlib.error, lzma.LZMAError, EOFError, OSError, ValueError)


class _Reads(Protocol):
    def read1(self, size: int = -1, /) -> bytes: ...


def written_on(member: zipfile.ZipInfo) -> date | None:
    """Returns the day the zip says ``member`` was written; ``None`` where its date is no day (a DOS
    date field may hold month 0 or 13 to 15, day 0)."""
    try:
        return date(*member.date_time[:3])
    except ValueError:
        return None


def _utf16(start: bytes) -> str | None:
    """Finds the codec of a file that begins with ``start`` where it is UTF-16: by its byte
    order mark, or by every other byte zero (ASCII in UTF-16, little or big end first); else
    returns ``None``."""
    if start.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"
    sample = start[:4096]
    even, odd = sample[0::2], sample[1::2]
    if len(odd) < 8:
        return None
    for zeros, others, codec in ((odd, even, "utf-16-le"), (even, odd, "utf-16-be")):
        if zeros.count(0) * 10 >= len(zeros) * 9 and others.count(0) == 0:
            return codec
    return None


class ListLines:
    """Reads the lines of one list, numbered from 1 (the header). A line longer than
    ``LONGEST_LINE`` bytes is passed over unread, in bounded memory."""

    def __init__(self, stream: _Reads, name: str, written: date | None = None) -> None:
        self.name = name
        """The file's name (in a zip: the zip's)."""
        self.written = written
        """The day the zip says the list was written (``None`` for a file not zipped)."""
        self.latin1_lines = 0
        self.read_bytes = 0
        """How many bytes of the list have been read (in UTF-16: as UTF-8)."""
        self._stream = stream

    def _chunks(self) -> Iterator[bytes]:
        """Yields the file's bytes, a chunk at a time (as they come: a pipe's, a line at a
        time); a file in UTF-16 as UTF-8."""
        first = self._stream.read1(_CHUNK)
        rest = iter(lambda: self._stream.read1(_CHUNK), b"")
        codec = _utf16(first)
        if codec is None:
            yield first
            yield from rest
            return
        decoder = codecs.getincrementaldecoder(codec)("replace")
        for chunk in chain((first,), rest):
            yield decoder.decode(chunk).encode("utf-8")
        yield decoder.decode(b"", final=True).encode("utf-8")

    def _raw_lines(self) -> Iterator[tuple[bytes, bool]]:
        """Yields each line's bytes without its end, and whether it is whole: a line longer than
        ``LONGEST_LINE`` is given once as ``(b"", False)`` and the rest of it passed over.
        The lines end with a line feed (a carriage return before it dropped), or where the
        file's first chunk holds carriage returns and no line feed, with a carriage
        return."""
        chunks = self._chunks()
        first = next(chunks, b"")
        ending = b"\r" if b"\r" in first and b"\n" not in first else b"\n"
        held, passing_over = b"", False
        for chunk in chain((first,), chunks):
            self.read_bytes += len(chunk)
            lines = (held + chunk).split(ending)
            held = lines.pop()
            for line in lines:
                if passing_over:
                    passing_over = False
                    continue
                yield line.removesuffix(b"\r"), True
            if len(held) >= LONGEST_LINE:
                if not passing_over:
                    yield b"", False
                held, passing_over = b"", True
        if held and not passing_over:
            yield held.removesuffix(b"\r"), True

    def __iter__(self) -> Iterator[tuple[int, str, bool]]:
        """Yields ``(number, text, whole)`` for each line: ``whole`` is false for a line longer than
        ``LONGEST_LINE``, whose rest is passed over unread."""
        for number, (raw, whole) in enumerate(self._raw_lines(), start=1):
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError:
                self.latin1_lines += 1
                text = raw.decode("latin-1")
            yield number, text, whole


class PlayerLines(Generic[_Row]):
    """Each player's line number, text and row of ``numbered``, the lines of ``lines`` after
    the header, as ``read`` reads a line (``None`` for a line passed over unnamed); a line too
    long, or that ``read`` finds no player's, named in ``problems``, a blank one passed over.

    A file is judged by its first :data:`FIRST_BYTES`: one that gave no player there is
    refused (``NO_PLAYERS_EARLY``), and so is one where more lines were not read than were
    loaded as players (``MOSTLY_UNREAD``: a zip bomb of one line over and over is every line
    but the first a repeated ID), told by :meth:`loaded` after each batch is loaded."""

    def __init__(self, lines: ListLines, numbered: Iterator[tuple[int, str, bool]],
                 read: Callable[[int, str], _Row | ListProblem | None],
                 problems: Problems) -> None:
        self._lines, self._numbered, self._read, self._problems = lines, numbered, read, problems
        self._judged = False

    def __iter__(self) -> Iterator[tuple[int, str, _Row]]:
        players = 0
        for number, text, whole in self._numbered:
            if not players and self._lines.read_bytes > FIRST_BYTES:
                raise ListRefused(Refusal.NO_PLAYERS_EARLY, megabytes=FIRST_BYTES >> 20)
            if not whole:
                self._problems.add(ListProblem(number, "", ListIssue.LINE_TOO_LONG,
                                               str(LONGEST_LINE)))
            elif text and not text.isspace():
                row = self._read(number, text)
                if isinstance(row, ListProblem):
                    self._problems.add(row)
                elif row is not None:
                    players += 1
                    yield number, text, row

    def loaded(self, players: int) -> None:
        """Takes note, after a batch, that ``players`` are loaded so far. Once past
        :data:`FIRST_BYTES`, the file is refused where more lines were not read than were."""
        if self._judged or self._lines.read_bytes <= FIRST_BYTES:
            return
        self._judged = True
        if players < self._problems.count:
            raise ListRefused(Refusal.MOSTLY_UNREAD, megabytes=FIRST_BYTES >> 20)


def _directory_size(stream: IO[bytes]) -> int:
    """Reads the length of the zip's table of contents as its end record (or its zip64 end
    record, where it has one, as Python's zip reader takes it) says. It refuses the file as
    ``NOT_A_ZIP`` where it has no end record, and as ``DAMAGED_ZIP_DIRECTORY`` where the
    record is past reading or says the table ends after the record begins (where Python's
    reader would seek before the file's start)."""
    size = stream.seek(0, os.SEEK_END)
    start = max(0, size - _END.size - 0xFFFF)
    stream.seek(start)
    tail = stream.read()
    found = tail.rfind(b"PK\x05\x06")
    if found < 0 or len(tail) - found < _END.size:
        raise ListRefused(Refusal.NOT_A_ZIP)
    directory, offset = _END.unpack_from(tail, found)[5:7]
    end = start + found
    if end >= _LOCATOR.size:
        stream.seek(end - _LOCATOR.size)
        if stream.read(_LOCATOR.size).startswith(b"PK\x06\x07"):
            end -= _LOCATOR.size + _END64.size  # where Python's reader reads the record
            stream.seek(max(0, end))
            record = stream.read(_END64.size)
            if end < 0 or not record.startswith(b"PK\x06\x06"):
                raise ListRefused(Refusal.DAMAGED_ZIP_DIRECTORY)
            directory, offset = _END64.unpack(record)[-2:]
    if directory + offset > end:
        raise ListRefused(Refusal.DAMAGED_ZIP_DIRECTORY)
    return int(directory)


@contextmanager
def open_zip(path: Path) -> Iterator[zipfile.ZipFile]:
    """Opens the zip at ``path`` and reads its table of contents. It is refused where it is not a
    zip, where that table is longer than :data:`MOST_DIRECTORY` (read from its end record before the
    table is), or damaged."""
    with path.open("rb") as stream:
        if _directory_size(stream) > MOST_DIRECTORY:
            raise ListRefused(Refusal.ZIP_DIRECTORY_TOO_BIG)
        stream.seek(0)
        try:
            archive = zipfile.ZipFile(stream)
        except (zipfile.BadZipFile, OSError, ValueError, EOFError):
            raise ListRefused(Refusal.DAMAGED_ZIP_DIRECTORY) from None
        with archive:
            yield archive


class _Unpacking:
    """Unpacks a zip's file as it is read, and makes its damage, found as it is read, a
    refusal."""

    def __init__(self, stream: IO[bytes], member: str) -> None:
        self._stream, self._member = stream, member

    def read1(self, size: int = -1, /) -> bytes:
        """Returns up to ``size`` bytes unpacked (a file's, which never waits for more to
        come)."""
        try:
            return self._stream.read(size)
        except _DAMAGED as damaged:
            raise ListRefused(Refusal.DAMAGED_ZIP, member=self._member) from damaged


@contextmanager
def unpacked(archive: zipfile.ZipFile, member: zipfile.ZipInfo, named: str) -> Iterator[_Reads]:
    """Unpacks ``member`` of ``archive`` as it is read. It is refused (naming it ``named``) where it
    is encrypted (a password's, or AES), packed by a method Python cannot unpack (Implode,
    Deflate64, …), or damaged (its header, its packed data, its check sum)."""
    if member.flag_bits & 0x1 or member.compress_type == _AES:
        raise ListRefused(Refusal.ENCRYPTED_ZIP, member=named)
    if member.compress_type not in _UNPACKS:
        raise ListRefused(Refusal.ZIP_METHOD, member=named, method=_METHODS.get(
            member.compress_type, f"method {member.compress_type}"))
    try:
        stream = archive.open(member)
    except (*_DAMAGED, NotImplementedError, RuntimeError):
        raise ListRefused(Refusal.DAMAGED_ZIP, member=named) from None
    with stream:
        yield _Unpacking(stream, named)


@contextmanager
def open_list(path: Path) -> Iterator[ListLines]:
    """Opens the lines of the list at ``path``. A zip without a ``.txt`` in it, or with one past
    :data:`MOST_UNPACKED`, is refused, as is one that cannot be read (:func:`open_zip`,
    :func:`unpacked`)."""
    if path.suffix.lower() != ".zip":
        with path.open("rb") as stream:
            yield ListLines(stream, path.name)
        return
    with open_zip(path) as archive:
        member = next((m for m in archive.infolist() if m.filename.lower().endswith(".txt")),
                      None)
        if member is None:
            raise ListRefused(Refusal.NO_TEXT_IN_ZIP)
        if member.file_size > MOST_UNPACKED:
            raise ListRefused(Refusal.LIST_TOO_BIG_IN_ZIP, member=member.filename)
        with unpacked(archive, member, member.filename) as stream:
            yield ListLines(stream, path.name, written_on(member))
