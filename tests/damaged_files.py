"""Lists as damaged or hostile files hold them, made in a test's tmp folder from a good zip or
text: a zip whose file is encrypted or packed by a method Python cannot unpack (the method
field set in both its headers, as a zip tool writes it), whose LZMA stream or end record is
damaged, of hundreds of thousands of empty files; a list with the old Mac's line ends or in
UTF-16; a zip bomb of blank lines, or of one line over and over."""

from __future__ import annotations

import struct
import zipfile
from pathlib import Path
from typing import IO

#: Where the fields a header's file entry has sit: the local header's (``PK\x03\x04``) and the
#: central directory's (``PK\x01\x02``) flags and method.
_FLAGS = {b"PK\x03\x04": 6, b"PK\x01\x02": 8}
_METHOD = {b"PK\x03\x04": 8, b"PK\x01\x02": 10}
#: The zip format's methods (PKWARE's APPNOTE 4.4.5) the tests pack a file by.
IMPLODE, DEFLATE64, AES = 6, 9, 99


def _patched(path: Path, at: dict[bytes, int], patch: int, *, flag: bool = False) -> Path:
    """The zip at ``path`` with each header's field at ``at`` set to ``patch`` (``flag``: the
    flags or-ed with it)."""
    raw = bytearray(path.read_bytes())
    for signature, offset in at.items():
        start = raw.find(signature) + offset
        value = int.from_bytes(raw[start:start + 2], "little")
        raw[start:start + 2] = ((value | patch) if flag else patch).to_bytes(2, "little")
    path.write_bytes(bytes(raw))
    return path


def encrypted(path: Path) -> Path:
    """The zip's one file marked encrypted (bit 0 of its flags, as a password sets it)."""
    return _patched(path, _FLAGS, 0x1, flag=True)


def packed_by(path: Path, method: int) -> Path:
    """The zip's one file said packed by ``method`` (AES: encrypted too, as WinZip writes
    it)."""
    if method == AES:
        encrypted(path)
    return _patched(path, _METHOD, method)


def lzma_damaged(path: Path, inside: str, data: bytes) -> Path:
    """``data`` as ``inside``, packed by LZMA, its stream zeroed a little way in."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_LZMA) as archive:
        archive.writestr(inside, data)
    raw = bytearray(path.read_bytes())
    start = raw.find(inside.encode()) + len(inside) + 20
    raw[start:start + 40] = bytes(40)
    path.write_bytes(bytes(raw))
    return path


def end_damaged(path: Path) -> Path:
    """The zip's end record saying its table of contents starts 2 GB in (its offset field)."""
    raw = bytearray(path.read_bytes())
    end = raw.rfind(b"PK\x05\x06")
    raw[end + 16:end + 20] = (1 << 31).to_bytes(4, "little")
    path.write_bytes(bytes(raw))
    return path


def many_empty(path: Path, count: int) -> Path:
    """A zip of ``count`` empty files (named ``00`` to ``99`` over and over, as a zip may),
    written header by header as a zip tool writes them (Python's own writer takes a minute
    for 700,000), with a zip64 end record where there are more than 65,535."""
    local = struct.Struct("<4s5H3L2H")
    central = struct.Struct("<4s6H3L5H2L")
    directory = bytearray()
    with path.open("wb") as out:
        for number in range(count):
            name = f"{number % 100:02d}".encode()
            at = out.tell()
            out.write(local.pack(b"PK\x03\x04", 20, 0, 0, 0, 0x21, 0, 0, 0, len(name), 0))
            out.write(name)
            directory += central.pack(b"PK\x01\x02", 20, 20, 0, 0, 0, 0x21, 0, 0, 0,
                                      len(name), 0, 0, 0, 0, 0, at) + name
        start = out.tell()
        out.write(directory)
        end64 = out.tell()
        out.write(struct.pack("<4sQ2H2L4Q", b"PK\x06\x06", 44, 45, 45, 0, 0, count, count,
                              len(directory), start))
        out.write(struct.pack("<4sLQL", b"PK\x06\x07", 0, end64, 1))
        small = min(count, 0xFFFF)
        out.write(struct.pack("<4s4H2LH", b"PK\x05\x06", 0, 0, small, small,
                              min(len(directory), 0xFFFFFFFF), min(start, 0xFFFFFFFF), 0))
    return path


def bomb(path: Path, header: str, block: bytes, size: int, inside: str) -> Path:
    """A zip (for a ``.zip`` path, its file named ``inside``; else a plain file) of ``header``
    and ``block`` over and over, ``size`` bytes in all."""
    def fill(stream: IO[bytes]) -> None:
        stream.write(f"{header}\r\n".encode("latin-1"))
        for _ in range(size // len(block)):
            stream.write(block)

    if path.suffix != ".zip":
        with path.open("wb") as out:
            fill(out)
        return path
    with (zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive,
          archive.open(inside, "w", force_zip64=True) as stream):
        fill(stream)
    return path
