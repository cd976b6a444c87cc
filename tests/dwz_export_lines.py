"""The DSB's player export for the tests, as the public readers name its columns: the older
``spieler.csv`` (``ZPS,Mgl-Nr,…,Spielername,…,Letzte-Auswertung,…,FIDE-Elo,…``) and the newer
(``ID,ZPS,Mitgliedsnummer,…,Nachname,Vorname,…,Letzte Auswertung,…,FIDE-Elozahl,…`` and the
columns added on 2026-09-30), ISO-8859-1, comma- or semicolon-separated, plain or in the
DWZ database's zip with ``vereine.csv``."""

from __future__ import annotations

import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

OLDER = ("ZPS", "Mgl-Nr", "Status", "Spielername", "Geschlecht", "Spielberechtigung",
         "Geburtsjahr", "Letzte-Auswertung", "DWZ", "Index", "FIDE-Elo", "FIDE-Titel",
         "FIDE-ID", "FIDE-Land")
NEWER = ("ID", "ZPS", "Mitgliedsnummer", "Status", "Nachname", "Vorname", "Geschlecht",
         "Spielberechtigung", "Geburtsjahr", "Letzte Auswertung", "DWZ", "Index",
         "FIDE-Elozahl", "FIDE-Titel", "FIDE-ID", "FIDE-Land", "FIDE-Frauentitel",
         "FIDE-Elozahl-Schnellschach", "FIDE-Elozahl-Blitz")


@dataclass
class Member:
    """One player's fields as the export writes them (text, so a test can write junk)."""

    zps: str
    member: str
    surname: str
    given: str
    dwz: str = "1650"
    index: str = "42"
    born: str = "1980"
    last: str = "2026-11-30"
    sex: str = "M"
    status: str = "A"
    fide_id: str = ""
    fide_elo: str = ""
    fide_title: str = ""
    federation: str = ""
    academic: str = ""
    women_title: str = ""
    rapid: str = ""
    blitz: str = ""


def _values(player: Member, header: Sequence[str]) -> list[str]:
    name = ",".join(filter(None, (player.surname, player.given, player.academic)))
    by_column = {"ID": "1", "ZPS": player.zps, "Mgl-Nr": player.member,
                 "Mitgliedsnummer": player.member, "Status": player.status,
                 "Spielername": name, "Nachname": player.surname, "Vorname": player.given,
                 "Geschlecht": player.sex, "Spielberechtigung": "D",
                 "Geburtsjahr": player.born, "Letzte-Auswertung": player.last,
                 "Letzte Auswertung": player.last, "DWZ": player.dwz, "Index": player.index,
                 "FIDE-Elo": player.fide_elo, "FIDE-Elozahl": player.fide_elo,
                 "FIDE-Titel": player.fide_title, "FIDE-ID": player.fide_id,
                 "FIDE-Land": player.federation, "FIDE-Frauentitel": player.women_title,
                 "FIDE-Elozahl-Schnellschach": player.rapid,
                 "FIDE-Elozahl-Blitz": player.blitz}
    return [by_column[column] for column in header]


def export_text(players: Sequence[Member | str], header: Sequence[str] = OLDER,
                separator: str = ",") -> str:
    """``spieler.csv``: the header row, then each player's line (every field quoted, as the
    export writes them), or a text line as it is."""
    def row(values: Sequence[str]) -> str:
        return separator.join(f'"{value}"' for value in values)

    lines = [row(header)] + [item if isinstance(item, str) else row(_values(item, header))
                             for item in players]
    return "\r\n".join(lines) + "\r\n"


def write_export(path: Path, players: Sequence[Member | str], header: Sequence[str] = OLDER,
                 separator: str = ",", clubs: dict[str, str] | None = None,
                 zip_day: tuple[int, int, int] = (2026, 11, 30)) -> Path:
    """The export at ``path`` in ISO-8859-1: a ``.zip`` holds ``spieler.csv`` (written on
    ``zip_day``) and ``vereine.csv`` with ``clubs``."""
    text = export_text(players, header, separator).encode("latin-1")
    if path.suffix != ".zip":
        path.write_bytes(text)
        return path
    club_lines = ["ZPS-Nummer,Landesverband,UebergeordneterVerband,Vereinsname"] + [
        f'"{zps}","{zps[0]}","{zps[:3]}","{name}"' for zps, name in (clubs or {}).items()]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(zipfile.ZipInfo("spieler.csv", (*zip_day, 6, 0, 0)), text)
        archive.writestr(zipfile.ZipInfo("vereine.csv", (*zip_day, 6, 0, 0)),
                         "\r\n".join(club_lines).encode("latin-1"))
        archive.writestr("verbaende.csv", "Verbandnummer,Verbandname\r\n")
    return path


def write_generated(path: Path, players: int) -> Path:
    """A zipped export of ``players`` generated members (``Spieler{n}, Vorname``), 200 to a
    club, written line by line (never the whole file in memory)."""
    with (zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive,
          archive.open("spieler.csv", "w") as stream):
        stream.write(export_text([]).encode("latin-1"))
        for n in range(players):
            member = Member(f"C{n // 200:04d}", str(n % 200 + 1), f"Spieler{n}", "Jürgen",
                            dwz=str(1000 + n % 1500), born=str(1940 + n % 70))
            stream.write(export_text([member]).split("\r\n", 1)[1].encode("latin-1"))
    return path


def write_bomb(path: Path, unpacked: int) -> Path:
    """A zip bomb: ``spieler.csv`` of one player's line over and over, past ``unpacked``
    bytes, that deflates to a few hundred bytes a megabyte (written 1,000 lines at a time)."""
    lines = export_text([Member("C0327", "7", "Weiß", "Anna")]).split("\r\n", 1)[1]
    block = (lines * 1000).encode("latin-1")
    with (zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive,
          archive.open("spieler.csv", "w", force_zip64=True) as stream):
        stream.write(export_text([]).encode("latin-1"))
        for _ in range(unpacked // len(block) + 1):
            stream.write(block)
    return path


def redate(path: Path, dos_date: int) -> Path:
    """The zip at ``path`` with every member's DOS date field, in both its headers, set to
    ``dos_date`` (year - 1980 << 9 | month << 5 | day: a crafted zip may hold month 0)."""
    raw = bytearray(path.read_bytes())
    for signature, at in ((b"PK\x03\x04", 12), (b"PK\x01\x02", 14)):
        start = raw.find(signature)
        while start >= 0:
            raw[start + at:start + at + 2] = dos_date.to_bytes(2, "little")
            start = raw.find(signature, start + 1)
    path.write_bytes(bytes(raw))
    return path
