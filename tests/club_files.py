"""A club's files written the way organisers write them, made from the example season
(``examples/club-season.csv``, ``examples/club-start.csv``): its dates written DD/MM/YYYY on
club nights that all fall on a day 1 to 12 of their month, so that no line shows the order;
its games written given name first against a start list written surname first."""

from __future__ import annotations

import csv
import io
from datetime import date

from elo_core.folding import given_names_first
from tests.paths import ROOT

SEASON = (ROOT / "examples" / "club-season.csv").read_bytes()
START = (ROOT / "examples" / "club-start.csv").read_bytes()

#: Each of the example's club nights and the night the English club plays instead, in the
#: same order: every one on a day 1 to 12, none the same day month first (not 11/11).
NIGHTS = {date(2025, 9, 2): date(2025, 9, 2), date(2025, 9, 16): date(2025, 9, 11),
          date(2025, 9, 30): date(2025, 10, 3), date(2025, 10, 14): date(2025, 10, 12),
          date(2025, 10, 28): date(2025, 11, 7), date(2025, 11, 11): date(2025, 11, 10),
          date(2025, 11, 25): date(2025, 12, 1)}


def _rows(data: bytes) -> list[list[str]]:
    return list(csv.reader(io.StringIO(data.decode("utf-8"))))


def _written(rows: list[list[str]]) -> bytes:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    return out.getvalue().encode("utf-8")


def day_first_season() -> bytes:
    """The example season on the English club's nights, each written DD/MM/YYYY
    (``11/09/2025``): 28 games, not one of whose dates says which way round it is."""
    header, *games = _rows(SEASON)
    for game in games:
        night = NIGHTS[date.fromisoformat(game[0])]
        game[0] = f"{night.day:02}/{night.month:02}/{night.year}"
    return _written([header, *games])


def given_first_season() -> bytes:
    """The example season with every name written given name first (``Arne Albers``), as a
    pairing program prints them, beside the start list's ``Albers, Arne``."""
    header, *games = _rows(SEASON)
    for game in games:
        game[1], game[2] = given_names_first(game[1]), given_names_first(game[2])
    return _written([header, *games])
