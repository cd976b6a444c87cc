"""Bytes to text, one rule for an upload on the pages and for a file or standard input on the
command line.

1. A file that begins like one that is not text is refused as "not a text file": a zip (an
   .xlsx, .docx or .ods is one), a PDF, an image, gzip, 7-Zip, RAR, an old Excel/Word file.
2. UTF-16, little or big endian, told by its byte-order mark, or without one by NUL bytes at
   every odd (little endian) or every even (big endian) position, as ASCII text has.
3. Else a NUL byte, or more than one byte in a hundred a control character other than tab,
   line feed, carriage return, form feed and the DOS end-of-file mark 0x1A, is "not a text
   file" (the same share decides for text decoded from UTF-16).
4. UTF-8, with or without a byte-order mark (which is dropped).
5. Else Windows-1252, the encoding Excel and Notepad on Western Windows save in: not Latin-1,
   which would turn ``’`` and ``€`` into control characters.

Windows-1252 leaves five bytes undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D); a file that has one and
is not UTF-8 is in none of these encodings, and the error names the line with that byte. Never
raises; the text returned is always valid Unicode (no lone surrogates), so it can be written
out as UTF-8.
"""

from __future__ import annotations

import codecs

from elo_core.problems import LineError, Place, Problem

#: How files that are not text begin: zip (and so .xlsx, .docx, .ods), PDF, PNG, JPEG, GIF,
#: gzip, 7-Zip, RAR, and the compound files of old Excel and Word.
_SIGNATURES = (b"PK\x03\x04", b"PK\x05\x06", b"%PDF", b"\x89PNG", b"\xff\xd8\xff", b"GIF8",
               b"\x1f\x8b", b"7z\xbc\xaf", b"Rar!", b"\xd0\xcf\x11\xe0")
#: Control characters that text does not have (tab, LF, CR, FF and 0x1A are left out).
_CONTROL = bytes([*range(0x00, 0x09), 0x0B, *range(0x0E, 0x1A), *range(0x1B, 0x20), 0x7F])
#: The share of control bytes above which bytes are not text.
_CONTROL_SHARE = 0.01
_NOT_TEXT = LineError(0, "", Problem.NOT_TEXT, "", Place.FILE)


def decode_text(data: bytes) -> str | LineError:
    """The text in ``data`` by the rule above, or the error saying why there is none."""
    if data.startswith(_SIGNATURES):
        return _NOT_TEXT
    utf16 = "utf-16" if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) else (
        _unmarked_utf16(data))
    if utf16:
        text = _decode(data, utf16)
        if isinstance(text, str) and _mostly_control(text.encode()):
            return _NOT_TEXT
        return text
    if b"\x00" in data or _mostly_control(data):
        return _NOT_TEXT
    if data.startswith(codecs.BOM_UTF8):
        return _decode(data[len(codecs.BOM_UTF8):], "utf-8")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return _decode(data, "cp1252")


def _mostly_control(data: bytes) -> bool:
    control = len(data) - len(data.translate(None, _CONTROL))
    return control > _CONTROL_SHARE * len(data)


def _unmarked_utf16(data: bytes) -> str | None:
    """``utf-16-le``/``-be`` for UTF-16 text without a byte-order mark, else ``None``."""
    if len(data) < 2 or len(data) % 2:
        return None
    even, odd = data[0::2], data[1::2]
    if b"\x00" not in even and odd.count(0) * 2 > len(odd):
        return "utf-16-le"
    if b"\x00" not in odd and even.count(0) * 2 > len(even):
        return "utf-16-be"
    return None


def _decode(data: bytes, encoding: str) -> str | LineError:
    """``data`` decoded, or the error naming the line of the first byte that cannot be."""
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        line = data[:exc.start].decode(encoding, "replace").count("\n") + 1
        return LineError(line, "", Problem.UNREADABLE_FILE,
                         "0x" + data[exc.start:exc.end].hex().upper())
