"""FIDE rating list files for the tests and the benchmark, in FIDE's fixed-width layouts (each
column as wide as from its name's start to the next name's, as FIDE's files have them):

- a kind's own list, ``ID Number … FOA DEC26 Gms K  B-day Flag`` (136 characters);
- FIDE's current rapid list, ``… FOA RRtng RGm Rk B-day Flag``;
- the combined list, ``… FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag`` (162).
"""

from __future__ import annotations

import random
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from elo_core.rating_list import ListedPlayer, ListKind, RatingStore

_FRONT = [("ID Number", 15), ("Name", 61), ("Fed", 4), ("Sex", 4), ("Tit", 5), ("WTit", 5),
          ("OTit", 15), ("FOA", 4)]
_BACK = [("B-day", 6), ("Flag", 4)]


def own_columns(month: str = "DEC26") -> list[tuple[str, int]]:
    """A kind's own list's columns, the rating named by ``month``."""
    return [*_FRONT, (month, 6), ("Gms", 4), ("K", 3), *_BACK]


#: FIDE's current rapid list (``rapid_rating_list.txt``): its rating column named by the kind,
#: so that neither its header nor its name says its month.
RAPID = [*_FRONT, ("RRtng", 6), ("RGm", 4), ("Rk", 3), *_BACK]
COMBINED = [*_FRONT, ("SRtng", 6), ("SGm", 4), ("SK", 3), ("RRtng", 6), ("RGm", 4), ("Rk", 3),
            ("BRtng", 6), ("BGm", 4), ("BK", 3), *_BACK]


@dataclass
class Listed:
    """One player's fields as the file writes them (text, so a test can write junk)."""

    fide_id: str
    name: str
    fed: str = "GER"
    sex: str = "M"
    title: str = ""
    women_title: str = ""
    other_titles: str = ""
    rating: str = "1800"
    games: str = "0"
    k: str = "20"
    birth: str = "1990"
    flag: str = ""
    rapid: tuple[str, str, str] = field(default=("0", "0", "0"))
    blitz: tuple[str, str, str] = field(default=("0", "0", "0"))


def header(columns: Sequence[tuple[str, int]]) -> str:
    """The header line: each name at its column's start."""
    return "".join(name.ljust(width) for name, width in columns).rstrip()


def line(player: Listed, columns: Sequence[tuple[str, int]]) -> str:
    """The player's line in ``columns``; a kind's own list's rating column is the one no other
    field names (the month)."""
    fields = {"ID Number": player.fide_id, "Name": player.name, "Fed": player.fed,
              "Sex": player.sex, "Tit": player.title, "WTit": player.women_title,
              "OTit": player.other_titles, "FOA": "", "SRtng": player.rating,
              "SGm": player.games, "SK": player.k, "Gms": player.games, "K": player.k,
              "RRtng": player.rapid[0], "RGm": player.rapid[1], "Rk": player.rapid[2],
              "BRtng": player.blitz[0], "BGm": player.blitz[1], "BK": player.blitz[2],
              "B-day": player.birth, "Flag": player.flag}
    return "".join(str(fields.get(name, player.rating)).ljust(width) for name, width in columns)


def list_text(players: Sequence[Listed | str],
              columns: Sequence[tuple[str, int]] | None = None) -> str:
    """A whole list: the header and a line a player (``players`` may hold lines as text)."""
    columns = columns or own_columns()
    lines = [p if isinstance(p, str) else line(p, columns) for p in players]
    return "\r\n".join([header(columns), *lines]) + "\r\n"


def write_list(path: Path, players: Sequence[Listed | str],
               columns: Sequence[tuple[str, int]] | None = None, encoding: str = "latin-1", *,
               inside: str | None = None, written: date | None = None) -> Path:
    """The list written to ``path``: zipped when ``path`` ends in ``.zip``, the text inside
    named ``inside`` (else as the zip: FIDE's ``players_list.zip`` holds
    ``players_list_foa.txt``) and dated ``written`` (else today), as a zip dates its files."""
    data = list_text(players, columns).encode(encoding)
    if path.suffix == ".zip":
        day = written or date.today()
        member = zipfile.ZipInfo(inside or path.with_suffix(".txt").name,
                                 (day.year, day.month, day.day, 23, 10, 0))
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr(member, data, zipfile.ZIP_DEFLATED)
    else:
        path.write_bytes(data)
    return path


#: Twelve surnames, each held twice in :data:`HELD_TWICE`.
TWICE_SURNAMES = ["Adler", "Bauer", "Claes", "Dorn", "Eckert", "Fink", "Graf", "Horn", "Illner",
                  "Jung", "Kraft", "Lenz"]
#: Each of :data:`TWICE_SURNAMES` twice, Anna (1900, FIDE ID 200000 + 2n) and Berta (2000,
#: 200001 + 2n), all of GER: a surname written alone is several players.
HELD_TWICE = [Listed(str(200_000 + 2 * n + own), f"{surname}, {given}", fed="GER",
                     rating=str(1900 + 100 * own))
              for n, surname in enumerate(TWICE_SURNAMES)
              for own, given in enumerate(("Anna", "Berta"))]

_SURNAMES = ["Müller", "Núñez", "Carlsen", "Øster", "Lukács", "Smith", "García", "Nakamura"]
_GIVEN = ["Jose", "José", "Magnus", "Anna", "Hikaru", "Zoë", "Piotr", "Li"]


def write_generated(path: Path, count: int, seed: int = 1,
                    columns: Sequence[tuple[str, int]] | None = None, later: int = 0) -> Path:
    """``count`` generated players (IDs 1…, random names, ratings and flags) written as
    Latin-1 to ``path``, a line at a time; ``later`` months on, the same players, each
    rating moved by up to 5 points a month."""
    rnd = random.Random(seed)
    columns = columns or own_columns()
    with path.open("w", encoding="latin-1", newline="") as out:
        out.write(header(columns) + "\r\n")
        for number in range(1, count + 1):
            player = Listed(str(number + 100_000),
                            f"{rnd.choice(_SURNAMES)}{number % 9973}, {rnd.choice(_GIVEN)}",
                            fed=rnd.choice(["GER", "NED", "ESP", "IND"]),
                            sex=rnd.choice("MF"),
                            rating=str(rnd.randint(1000, 2800) + later * (number % 11 - 5)),
                            games=str(rnd.randint(0, 12)), k=rnd.choice(["10", "20", "40"]),
                            birth=str(rnd.randint(1940, 2018)), flag=rnd.choice(["", "i", "w"]))
            out.write(line(player, columns) + "\r\n")
    return path


def imported(folder: Path, players: Sequence[Listed]) -> RatingStore:
    """A store in ``folder`` holding FIDE's December 2026 standard list of ``players``."""
    from elo_core.rating_list import import_list

    store = RatingStore(folder / "lists.sqlite3")
    import_list(store, write_list(folder / "standard_dec26frl.txt", players))
    return store


def held(store: RatingStore, fide_id: int, kind: ListKind = ListKind.STANDARD) -> ListedPlayer:
    """The player of ``fide_id`` in the store's list of ``kind``, which the test relies on it
    holding."""
    player = store.by_id(fide_id, kind)
    assert player is not None, f"the {kind.value} list holds no player {fide_id}"
    return player


#: A list where a name typed finds one player (Kok) and another two of the same name (Smith):
#: the Tournament page fills in the one and asks which of the two is meant.
NAMESAKES = [
    Listed("100003", "Kok, Anna", fed="NED", sex="F", women_title="WIM", rating="2200"),
    Listed("100001", "Smith, John", fed="ENG", rating="1900"),
    Listed("100002", "Smith, John", fed="SCO", title="FM", rating="2000"),
]
#: One player of the list, whom a list refused leaves in the store.
CARLSEN = Listed("1503014", "Carlsen, Magnus", fed="NOR", title="GM", rating="2840")


def declared(path: Path, size: int) -> Path:
    """The zip at ``path`` with its one member's unpacked size, in both its headers (the
    central directory's at byte 24, the local header's at 22), set to ``size``."""
    raw = bytearray(path.read_bytes())
    for signature, at in ((b"PK\x01\x02", 24), (b"PK\x03\x04", 22)):
        start = raw.find(signature)
        raw[start + at:start + at + 4] = size.to_bytes(4, "little")
    path.write_bytes(bytes(raw))
    return path


def november_kept(tmp_path: Path) -> RatingStore:
    """A store in ``tmp_path`` keeping November 2026's standard list of one player,
    :data:`CARLSEN`: what a refused file or a failed import must leave as it was."""
    from elo_core.rating_list import import_list

    store = RatingStore(tmp_path / "store" / "lists.sqlite3")
    import_list(store, write_list(tmp_path / "standard_nov26frl.txt", [CARLSEN],
                                  own_columns("NOV26")))
    return store
