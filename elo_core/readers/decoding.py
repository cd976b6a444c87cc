"""Decodes bytes to text by one rule for an upload on the pages and for a file or standard input on
the command line.

1. A file that begins like one that is not text is refused as "not a text file": a zip (an
   .xlsx, .docx or .ods is one), a PDF, an image, gzip, 7-Zip, RAR, an old Excel/Word file.
2. UTF-16, little or big endian, told by its byte-order mark, or without one by NUL bytes at
   every odd (little endian) or every even (big endian) position, as ASCII text has.
3. Else a NUL byte, or more than one byte in a hundred a control character other than tab,
   line feed, carriage return, form feed and the DOS end-of-file mark 0x1A, is "not a text
   file" (the same share decides for text decoded from UTF-16).
4. Else UTF-8 (a byte-order mark is dropped) wherever the bytes are UTF-8, and each byte that is
   not as the Windows-1252 character it is: Windows-1252 is what Excel and Notepad on Western
   Windows save in (not Latin-1, which would turn ``’`` and ``€`` into control characters). A
   Windows-1252 file so reads as Windows-1252 and a UTF-8 file as UTF-8, and a UTF-8 file with a
   line in Windows-1252 (added by another program) keeps its UTF-8 names while that line keeps
   its ``’``: reading such a file wholly as either would turn the other part's letters into
   mojibake. Where one text has both, :class:`Mixed` says so, naming the first byte read as
   Windows-1252 and its line (the command line prints it as a warning). Two Windows-1252 bytes
   that happen to be a UTF-8 character (``Ã`` then ``©``) are read as that character: only text
   that is mojibake already has them.

Windows-1252 leaves five bytes undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D); such a byte where the
bytes are not UTF-8 is in none of these encodings, and the error names its line. Never raises;
the text returned is always valid Unicode (no lone surrogates), so it can be written out as
UTF-8.

The command line reads big files and standard input in chunks (:class:`TextDecoder`), by the
same rule: the encoding is told from the first ``SNIFF_BYTES`` and every later check is made
over the whole. Only UTF-16 without a byte-order mark can be told by the whole and not by its
start; the decoder then says so (:class:`Redecode`) rather than give other text than
:func:`decode` would, and a file is read again.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Callable, Iterator
from typing import NamedTuple

from elo_core.readers.problems import LineError, Place, Problem

#: How files that are not text begin: zip (and so .xlsx, .docx, .ods), PDF, PNG, JPEG, GIF,
#: gzip, 7-Zip, RAR, and the compound files of old Excel and Word.
_SIGNATURES = (b"PK\x03\x04", b"PK\x05\x06", b"%PDF", b"\x89PNG", b"\xff\xd8\xff", b"GIF8",
               b"\x1f\x8b", b"7z\xbc\xaf", b"Rar!", b"\xd0\xcf\x11\xe0")
#: Control characters that text does not have (tab, LF, CR, FF and 0x1A are left out).
_CONTROL = bytes([*range(0x00, 0x09), 0x0B, *range(0x0E, 0x1A), *range(0x1B, 0x20), 0x7F])
#: The share of control bytes above which bytes are not text.
_CONTROL_SHARE = 0.01
_NOT_TEXT = LineError(0, "", Problem.NOT_TEXT, "", Place.FILE)
#: How many bytes of a stream its encoding is told from.
SNIFF_BYTES = 1 << 16
_UTF16 = ("utf-16-le", "utf-16-be")
#: The bytes Windows-1252 leaves undefined.
_UNDEFINED = frozenset({0x81, 0x8D, 0x8F, 0x90, 0x9D})
#: A byte that is not UTF-8, as the UTF-8 decoder hands it over (``surrogateescape``: U+DC80 and
#: up) → the Windows-1252 character it is; the undefined five stay, to be found.
_WINDOWS_1252 = {0xDC00 + byte: bytes([byte]).decode("cp1252")
                 for byte in range(0x80, 0x100) if byte not in _UNDEFINED}
_ESCAPED = re.compile("[\udc80-\udcff]")
#: A character that UTF-8 bytes beyond ASCII made.
_FROM_UTF8 = re.compile("[^\x00-\x7f\udc80-\udcff]")


class Mixed(NamedTuple):
    """A UTF-8 text with bytes that are not UTF-8, each read as its Windows-1252 character."""

    line: int
    """The first such byte's line."""
    total: int
    """How many bytes were read as Windows-1252."""
    byte: str
    """The first of them, as ``0x92``."""
    character: str
    """What it was read as (``’``)."""

    def message(self) -> str:
        """Says in English what was read how: ``line 4: a byte that is not UTF-8, 0x92, was read as
        Windows-1252 (’); the rest is UTF-8``."""
        more = f", and {self.total - 1:,} more after it" if self.total > 1 else ""
        return (f"line {self.line}: a byte that is not UTF-8, {self.byte}, was read as "
                f"Windows-1252 ({self.character}){more}; the rest is UTF-8")


class Decoded(NamedTuple):
    """Holds text decoded by the rule, and how it was decoded."""

    text: str
    encoding: str
    """``utf-8``, ``cp1252`` (every byte beyond ASCII read as Windows-1252), ``utf-16-le`` or
    ``utf-16-be``."""
    mixed: Mixed | None
    """Bytes read as Windows-1252 in a text that is UTF-8 elsewhere; ``None``: none."""


class Redecode(NamedTuple):
    """The bytes as a whole are in ``encoding``, not in the one their start was read in: read
    them again from the start with ``TextDecoder(encoding)``."""

    encoding: str
    line: int
    """Where the start's encoding stopped holding; 0 where only the whole tells."""


def decode(data: bytes) -> Decoded | LineError:
    """Decodes the text in ``data`` by the rule above and says how it was read, or the error saying
    why there is none."""
    decoder = TextDecoder()
    text = decoder.decode(data, final=True)
    problem = decoder.problem
    if problem is None:
        return Decoded(text, decoder.encoding, decoder.mixed)
    assert isinstance(problem, LineError), "bytes read at once are never read again"
    return problem


def decode_text(data: bytes) -> str | LineError:
    """Decodes the text in ``data`` by the rule above (:func:`decode` without how), or the error
    saying why there is none."""
    decoded = decode(data)
    return decoded if isinstance(decoded, LineError) else decoded.text


def decoded(read: Callable[[int], bytes], decoder: TextDecoder,
            size: int = SNIFF_BYTES) -> Iterator[str]:
    """Yields the text of a byte stream, ``read`` ``size`` bytes at a time through ``decoder``; its
    :attr:`~TextDecoder.problem` tells, once the stream has ended, whether the text holds."""
    while data := read(size):
        text = decoder.decode(data)
        if text:
            yield text
    text = decoder.decode(b"", final=True)
    if text:
        yield text


class TextDecoder:
    """Applies the rule above to bytes that come in chunks, in bounded memory.

    :meth:`decode` returns the text as it can be told; once the last chunk is in
    (``final=True``), :attr:`problem` is ``None`` if that text is what :func:`decode` gives for
    all the bytes, else the error :func:`decode` gives, or a :class:`Redecode`. Text given out
    before a problem is known must then be dropped; :attr:`encoding` and :attr:`mixed` then say
    how the text was read, as :func:`decode` does. ``encoding`` (from a :class:`Redecode`) reads
    the bytes in that encoding without telling it from their start.
    """

    def __init__(self, encoding: str | None = None, sniff: int = SNIFF_BYTES) -> None:
        self._sniff = sniff
        self._head = b""
        self._decided = False
        self._codec = encoding or "utf-8"
        self._forced = encoding is not None
        self._unmarked = encoding in _UTF16
        self._decoder: codecs.IncrementalDecoder | None = None
        self._not_text = False
        self._size = self._nul_even = self._nul_odd = self._control = self._measured = 0
        self._newlines = 0
        self._utf8 = False
        self._first_escaped: tuple[int, str, str] | None = None
        self._escaped = 0
        self._failure: LineError | Redecode | None = None
        self.problem: LineError | Redecode | None = None

    @property
    def encoding(self) -> str:
        """What the text is read as: ``cp1252`` where every byte beyond ASCII was one that is
        not UTF-8, else the codec told (``utf-8``, ``utf-16-le``, ``utf-16-be``)."""
        return "cp1252" if self._escaped and not self._utf8 else self._codec

    @property
    def mixed(self) -> Mixed | None:
        """Bytes read as Windows-1252 in a text with UTF-8 beyond ASCII as well, so far."""
        if not (self._escaped and self._utf8 and self._first_escaped):
            return None
        return Mixed(self._first_escaped[0], self._escaped, *self._first_escaped[1:])

    def decode(self, data: bytes, final: bool = False) -> str:
        """Returns the text of ``data`` (and of the bytes held back before it) as far as it can be
        told; ``final``: no bytes follow."""
        if not self._decided:
            data, self._head = self._head + data, b""
            if len(data) < self._sniff and not final:
                self._head = data
                return ""
            self._decided = True
            skip = self._decide(data)
            self._count(data)
            data = data[skip:]
        else:
            self._count(data)
        text = "" if self._not_text or self._failure else self._text(data, final)
        if final:
            self.problem = self._verdict()
        return text

    def _decide(self, data: bytes) -> int:
        """Tells the encoding from the start of the bytes; returns the length of a byte-order
        mark."""
        if data.startswith(_SIGNATURES):
            self._not_text = True
        elif self._forced:
            pass
        elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
            self._codec = _UTF16[data.startswith(codecs.BOM_UTF16_BE)]
            return len(codecs.BOM_UTF16_LE)
        elif unmarked := _unmarked_utf16(data):
            self._codec, self._unmarked = unmarked, True
        elif data.startswith(codecs.BOM_UTF8):
            self._utf8 = True
            return len(codecs.BOM_UTF8)
        return 0

    def _count(self, data: bytes) -> None:
        """Counts what the checks over the whole need: NUL bytes at even and odd places, and
        control bytes where the text is 8-bit."""
        even, odd = data[self._size % 2::2], data[1 - self._size % 2::2]
        self._nul_even += even.count(0)
        self._nul_odd += odd.count(0)
        self._size += len(data)
        if self._codec not in _UTF16:
            self._control += _control_bytes(data)
            self._measured += len(data)

    def _text(self, data: bytes, final: bool) -> str:
        if self._decoder is None:
            self._decoder = codecs.getincrementaldecoder(self._codec)(
                "surrogateescape" if self._codec == "utf-8" else "strict")
        try:
            text = self._decoder.decode(data, final)
        except UnicodeDecodeError as exc:  # UTF-16 only: UTF-8 hands over every byte it cannot read
            self._failure = self._unreadable(exc, self._codec)
            return ""
        if self._codec in _UTF16:
            encoded = text.encode()
            self._control += _control_bytes(encoded)
            self._measured += len(encoded)
        elif not text.isascii():
            text = self._windows_1252(text)
        self._newlines += text.count("\n")
        return text

    def _windows_1252(self, text: str) -> str:
        """Returns UTF-8 text with each byte that was not UTF-8 read as its Windows-1252
        character; ``""`` with the error where one is none (the undefined five)."""
        escaped = _ESCAPED.search(text)
        if escaped is None:
            self._utf8 = True
            return text
        self._utf8 = self._utf8 or _FROM_UTF8.search(text) is not None
        self._escaped += len(text) - len(_ESCAPED.sub("", text))
        read = text.translate(_WINDOWS_1252)
        if self._first_escaped is None:
            line = self._newlines + text.count("\n", 0, escaped.start()) + 1
            self._first_escaped = (line, _hex(escaped.group()), read[escaped.start()])
        undefined = _ESCAPED.search(read)
        if undefined is not None:
            line = self._newlines + text.count("\n", 0, undefined.start()) + 1
            self._failure = LineError(line, "", Problem.UNREADABLE_FILE, _hex(undefined.group()))
            return ""
        return read

    def _unreadable(self, exc: UnicodeDecodeError, codec: str) -> LineError:
        """Returns the error naming the line of the first byte that cannot be read."""
        before = exc.object[:exc.start].decode(codec, "replace").count("\n")
        return LineError(self._newlines + before + 1, "", Problem.UNREADABLE_FILE,
                         "0x" + exc.object[exc.start:exc.end].hex().upper())

    def _verdict(self) -> LineError | Redecode | None:
        """Makes the checks over the whole, in the rule's order."""
        if self._not_text:
            return _NOT_TEXT
        whole = _utf16_pattern(self._size, self._nul_even, self._nul_odd)
        if self._codec in _UTF16:
            if self._unmarked and whole != self._codec:
                return _NOT_TEXT
            if self._failure is None and _mostly_control(self._control, self._measured):
                return _NOT_TEXT
            return self._failure
        if whole:
            return Redecode(whole, 0)
        if self._nul_even or self._nul_odd or _mostly_control(self._control, self._measured):
            return _NOT_TEXT
        return self._failure


def _hex(escaped: str) -> str:
    """Writes a byte the UTF-8 decoder handed over as U+DC80 and up as ``0x92``."""
    return f"0x{ord(escaped) - 0xDC00:02X}"


def _control_bytes(data: bytes) -> int:
    return len(data) - len(data.translate(None, _CONTROL))


def _mostly_control(control: int, size: int) -> bool:
    return control > _CONTROL_SHARE * size


def _utf16_pattern(size: int, nul_even: int, nul_odd: int) -> str | None:
    """Returns ``utf-16-le``/``-be`` for bytes whose NULs fall as in UTF-16 text without a
    byte-order mark that is mostly ASCII: at most odd (little endian) or even (big endian)
    places, and at more than half of them; else ``None``."""
    if size < 2 or size % 2:
        return None
    if nul_even == 0 and nul_odd * 2 > size // 2:
        return "utf-16-le"
    if nul_odd == 0 and nul_even * 2 > size // 2:
        return "utf-16-be"
    return None


def _unmarked_utf16(data: bytes) -> str | None:
    """Returns ``utf-16-le``/``-be`` for UTF-16 text without a byte-order mark, else
    ``None``."""
    return _utf16_pattern(len(data), data[0::2].count(0), data[1::2].count(0))
