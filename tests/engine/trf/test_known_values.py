"""The TRF reader, known values: a small event written column by column from FIDE Handbook C.04
Annex 2 (TRF-16, and TRF-26's tag 162), every field of it read as the format places it, its
standings worked out by hand.

The event: four players, three rounds.

========  ==================  ==================  ==================  ======
player    round 1             round 2             round 3             points
========  ==================  ==================  ==================  ======
1 Kok     2 White, won        3 Black, won        half-point bye      2½
2 Meier   1 Black, lost       4 White, forfeited  3 Black, drew       ½
3 Groen   4 White, drew       1 White, lost       2 White, drew       1
4 Evers   3 Black, drew       2 Black, won (fft)  pairing bye         2½
========  ==================  ==================  ==================  ======
"""

from __future__ import annotations

from datetime import date

import pytest

from elo_core.games import Colour
from elo_core.trf.reader import read_trf
from elo_core.trf.records import ResultCode

WHITE, BLACK = Colour.WHITE, Colour.BLACK
R = ResultCode

#: Player 1's line, written out by hand; the ruler counts the columns from 1.
#:            1         2         3         4         5         6         7         8         9
#:   123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890
KOK = ("001    1 wwg  Kok, Anna                         2215 NED     1234567 1999/04/30  2.5    1"
       "     2 w 1     3 b 1  0000 - H")


def line(rank: int, name: str, rating: str, points: str, place: int,
         rounds: list[tuple[str, str, str]]) -> str:
    """A player line with each field in its columns: 1–3 ``001``, 5–8 starting rank, 10 sex,
    15–47 name, 49–52 rating, 54–56 federation, 81–84 points, 86–89 rank, then each round's
    10 columns (the opponent in 4, a blank, the colour, a blank, the code)."""
    text = f"001 {rank:>4} m    {name:<33} {rating:>4} NED {'':11} {'':10} {points:>4} {place:>4}"
    return text + "".join(f"  {opponent:>4} {colour} {code}" for opponent, colour, code in rounds)


EVENT = "\n".join([
    "012 Hand-made Open",
    "022 Delft",
    "032 NED",
    "042 2025/05/01",
    "052 2025/05/03",
    "122 90 min + 30 sec",
    KOK,
    line(2, "Meier, Bert", "1980", "0.5", 4, [("1", "b", "0"), ("4", "w", "-"), ("3", "b", "=")]),
    line(3, "Groen, Gijs", "", "1.0", 3, [("4", "w", "="), ("1", "w", "0"), ("2", "w", "=")]),
    line(4, "Evers, Eddy", "2050", "2.5", 2, [("3", "b", "="), ("2", "b", "+"),
                                             ("0000", "-", "U")]),
]) + "\n"


def test_the_line_written_by_hand_has_each_field_where_the_format_puts_it() -> None:
    assert (KOK[0:3], KOK[4:8], KOK[9], KOK[10:12], KOK[48:52], KOK[53:56]) == (
        "001", "   1", "w", "wg", "2215", "NED")
    assert (KOK[57:68], KOK[69:79], KOK[80:84], KOK[85:89]) == (
        "    1234567", "1999/04/30", " 2.5", "   1")
    assert (KOK[91:99], KOK[101:109], KOK[111:119]) == ("   2 w 1", "   3 b 1", "0000 - H")


def test_the_tournament_lines_are_read_from_column_5() -> None:
    event = read_trf(EVENT)
    assert (event.name, event.city, event.federation, event.rate_of_play) == (
        "Hand-made Open", "Delft", "NED", "90 min + 30 sec")
    assert (event.start, event.end, event.rounds) == (date(2025, 5, 1), date(2025, 5, 3), 3)


def test_every_field_of_a_player_line_is_read_from_its_columns() -> None:
    kok = read_trf(EVENT).players[0]
    # TRF-16's title code wg is a WGM, read as FIDE's list writes it
    assert (kok.start_rank, kok.sex, kok.title, kok.name) == (1, "w", "WGM", "Kok, Anna")
    assert (kok.rating, kok.federation, kok.fide_id, kok.birth, kok.birth_year) == (
        2215, "NED", "1234567", "1999/04/30", 1999)
    assert (kok.points, kok.rank, kok.line) == (2.5, 1, 7)
    assert [tuple(entry) for entry in kok.rounds] == [
        (1, 2, WHITE, R.WIN, 1.0), (2, 3, BLACK, R.WIN, 1.0), (3, None, None, R.HALF_BYE, 0.5)]


def test_each_round_is_read_with_its_opponent_colour_code_and_points() -> None:
    players = {player.start_rank: player for player in read_trf(EVENT).players}
    assert [tuple(entry)[1:] for entry in players[2].rounds] == [
        (1, BLACK, R.LOSS, 0.0), (4, WHITE, R.FORFEIT_LOSS, 0.0), (3, BLACK, R.DRAW, 0.5)]
    assert [tuple(entry)[1:] for entry in players[4].rounds] == [
        (3, BLACK, R.DRAW, 0.5), (2, BLACK, R.FORFEIT_WIN, 1.0), (None, None, R.PAIRING_BYE, 1.0)]
    # a blank rating is an unrated player; only 1 = 0 are games played over the board
    assert players[3].rating is None
    assert [entry.code is not None and entry.code.played for entry in players[4].rounds] == [
        True, False, False]


def test_an_event_whose_games_mirror_and_whose_points_add_up_has_no_problem() -> None:
    event = read_trf(EVENT)
    assert event.problems == ()
    # each player's points are the sum of their rounds', as the file gives them
    assert {p.start_rank: (p.points, sum(e.score or 0 for e in p.rounds))
            for p in event.players} == {1: (2.5, 2.5), 2: (0.5, 0.5), 3: (1.0, 1.0),
                                        4: (2.5, 2.5)}


def test_tag_162_gives_each_result_its_points_a_pairing_bye_its_own() -> None:
    # TRF-26 tag 162: a symbol at column 6 and its points at 7–10, the next 9 columns on:
    # W 3, D 1, L 0, A 0, P 1 (a pairing-allocated bye worth a draw's points, not a win's)
    scoring = "162  W 3.0    D 1.0    L 0.0    A 0.0    P 1.0"
    assert (scoring[5], scoring[6:10], scoring[14], scoring[15:19], scoring[41],
            scoring[42:46]) == ("W", " 3.0", "D", " 1.0", "P", " 1.0")
    points = {1: "7.0", 2: "1.0", 3: "2.0", 4: "5.0"}
    text = "\n".join(
        scoring if row.startswith("012") else
        row[:80] + f"{points[int(row[4:8])]:>4}" + row[84:] if row.startswith("001") else row
        for row in EVENT.splitlines())
    event = read_trf(text)
    # Kok: win 3 + win 3 + half-point bye (a D) 1 = 7; Evers: draw 1 + forfeit won (a W) 3 +
    # pairing bye (P) 1 = 5; Meier: loss 0 + forfeit lost (an A) 0 + draw 1 = 1; Groen 1 + 0 + 1
    assert {p.start_rank: [e.score for e in p.rounds] for p in event.players} == {
        1: [3.0, 3.0, 1.0], 2: [0.0, 0.0, 1.0], 3: [1.0, 0.0, 1.0], 4: [1.0, 3.0, 1.0]}
    assert event.problems == ()


@pytest.mark.parametrize(("start", "end", "days"), [
    # the same two days as TRF-16 writes them, and as a German pairing program does (day
    # first, shown by a day above 12)
    ("2025/05/01", "2025/05/13", (date(2025, 5, 1), date(2025, 5, 13))),
    ("01.05.2025", "13.05.2025", (date(2025, 5, 1), date(2025, 5, 13))),
    # 13/05/2025 can only be day first: 02/05/2025 is then 2 May, not 5 February
    ("02/05/2025", "13/05/2025", (date(2025, 5, 2), date(2025, 5, 13))),
])
def test_the_start_and_end_dates_read_as_the_file_writes_them(
        start: str, end: str, days: tuple[date, date]) -> None:
    event = read_trf(f"012 Open\n042 {start}\n052 {end}\n{KOK[:89]}\n")
    assert (event.start, event.end) == days
