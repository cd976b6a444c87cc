"""The seasons the pool's tests rate: small enough to work out by hand, each fact of a file
written as a club would write it."""

from __future__ import annotations

from elo_core.pool.reading import SeasonReader
from elo_core.pool.records import Season
from elo_core.pool.start_list import read_start_list

#: Four members, three months; a forfeit in February.
FOUR = """\
date,white,black,result
2025-01-07,Anna,Bert,1-0
2025-01-07,Carl,Dora,½-½
2025-01-21,Bert,Carl,0-1
2025-01-21,Dora,Anna,0-1
2025-02-04,Anna,Carl,½-½
2025-02-04,Bert,Dora,+:-
2025-02-18,Dora,Bert,1-0
2025-03-04,Carl,Anna,1-0
2025-03-04,Bert,Dora,½-½
"""
#: Anna an adult with 50 games; Bert a junior (18 in 2028) with Index 3; Carl with 10 games
#: before; Dora with nothing but her rating.
FOUR_START = """\
name,rating,birth_year,games_before,index
Anna,1800,1990,50,20
Bert,1700,2010,,3
Carl,1600,,10,10
Dora,1350,,,
"""

#: The four as FIDE's combined list gives them, their lines saved as CSV: the standard rating
#: (SRtng), the K FIDE gives each (SK) and the year of birth (B-day), no games before (SGm is
#: the games of the month). Anna born 1990, K 20; Bert born 2010, K 40; Carl and Dora without
#: a year of birth, K 40.
FOUR_FIDE_LIST = """\
ID Number,Name,Fed,Sex,Tit,WTit,OTit,FOA,SRtng,SGm,SK,RRtng,RGm,Rk,BRtng,BGm,BK,B-day,Flag
1001,Anna,NED,F,,,,,1800,2,20,,,,,,,1990,
1002,Bert,NED,M,,,,,1700,0,40,,,,,,,2010,
1003,Carl,NED,M,,,,,1600,4,40,,,,,,,,
1004,Dora,NED,F,,,,,1350,0,40,,,,,,,,
"""

#: Eve, on no list, plays the four members, who do not play each other: 5 games by February,
#: one in March.
NEWCOMER = """\
date,white,black,result
2025-01-07,Eve,Anna,½-½
2025-01-14,Bert,Eve,½-½
2025-01-21,Eve,Carl,1-0
2025-02-04,Dora,Eve,0-1
2025-02-11,Eve,Anna,0-1
2025-03-04,Eve,Bert,1-0
"""
NEWCOMER_START = """\
name,rating
Anna,1800
Bert,1700
Carl,1600
Dora,1350
"""

#: Eve, on no list, loses her first event (the 4th and 5th of January, two days in a row) to
#: the four members, then plays them on four Tuesdays and a fifth in March: 3 points.
ZERO_FIRST_EVENT = """\
date,white,black,result
2025-01-04,Eve,Anna,0-1
2025-01-04,Bert,Eve,1-0
2025-01-04,Eve,Carl,0-1
2025-01-05,Dora,Eve,1-0
2025-01-05,Eve,Anna,0-1
2025-02-04,Eve,Anna,½-½
2025-02-11,Bert,Eve,½-½
2025-02-18,Eve,Carl,1-0
2025-02-25,Dora,Eve,0-1
2025-03-04,Eve,Anna,0-1
"""


def season(games: str, start: str | None = None, *more: tuple[str, str]) -> Season:
    """The season of ``games`` (a games file's text) and ``more`` files (name, text), with the
    start list ``start``."""
    start_list = None if start is None else read_start_list("start.csv", [start])
    reader = SeasonReader(start_list)
    reader.read("games.csv", [games])
    for name, text in more:
        reader.read(name, [text])
    return reader.season()
