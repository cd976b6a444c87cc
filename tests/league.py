"""The league the tests rate month by month (``tests/data/league.trf``): a club competition of
four players, a double round robin over six rounds from 9 September to 18 November 2026, as
Swiss-Manager writes its report (every header line, each round's date in the ``132`` line,
FIDE IDs and birth dates), and FIDE's standard lists of its three months, the September list
the file's own ratings, the later ones each month's as FIDE would publish them.

Rounds 1–2 in September, 3–4 in October, 5–6 in November (Berger's table, the second cycle
with the colours reversed):

====  ================  ================
R1    Berg–Eek 1–0      Claes–Dijk ½–½
R2    Eek–Dijk 0–1      Berg–Claes ½–½
R3    Claes–Eek 1–0     Dijk–Berg 0–1
R4    Eek–Berg ½–½      Dijk–Claes 1–0
R5    Dijk–Eek ½–½      Claes–Berg 0–1
R6    Eek–Claes 1–0     Berg–Dijk 1–0
====  ================  ================
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from elo_core.rating_list import RatingStore, import_list
from tests.paths import DATA
from tests.rating_list_lines import Listed, own_columns, write_list

LEAGUE = DATA / "league.trf"
#: The players by starting rank: name, FIDE ID, sex and birth year, as the file and the lists
#: write them.
PLAYERS = {1: ("Berg, Anna", "2000001", "F", "1990"), 2: ("Claes, Bram", "2000002", "M", "1988"),
           3: ("Dijk, Cor", "2000003", "M", "1975"), 4: ("Eek, Dirk", "2000004", "M", "1969")}
#: FIDE's standard list of each month (the header's rating column names it): each player's
#: rating by starting rank. October's is September's plus the changes of September's rounds
#: (+5, 0, +10, -15), and Claes 12 more from another event; November's is October's plus
#: October's (+3, -5, +4, -2).
LISTS = {
    "SEP26": {1: 1900, 2: 1850, 3: 1800, 4: 1750},
    "OCT26": {1: 1905, 2: 1862, 3: 1810, 4: 1735},
    "NOV26": {1: 1908, 2: 1857, 3: 1814, 4: 1733},
}
MONTHS = {"SEP26": date(2026, 9, 1), "OCT26": date(2026, 10, 1), "NOV26": date(2026, 11, 1)}


def league_store(folder: Path, months: tuple[str, ...] = tuple(LISTS)) -> RatingStore:
    """A store in ``folder`` keeping FIDE's standard list of each of ``months``."""
    store = RatingStore(folder / "rating_lists.sqlite3")
    for month in months:
        players = [Listed(fide_id, name, fed="NED", sex=sex, rating=str(rating), birth=born)
                   for rank, rating in LISTS[month].items()
                   for name, fide_id, sex, born in [PLAYERS[rank]]]
        import_list(store, write_list(folder / f"standard_{month.lower()}frl.txt", players,
                                      own_columns(month)))
    return store
