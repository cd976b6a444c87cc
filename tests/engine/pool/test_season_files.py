"""A season's games files as clubs write them: a file's date order read from the lines that
show it, dates nobody meant named, quoted cells kept whole, and nothing counted twice."""

import tracemalloc
from datetime import date

import pytest

from elo_core.dates import DateProblem
from elo_core.pool.problems import SeasonProblem
from elo_core.pool.reading import SeasonReader, read_season
from elo_core.pool.records import DateOrder, DateOrderRead, Undecided
from elo_core.readers.problems import Problem
from tests.engine.pool.seasons import season
from tests.paths import ROOT

HEADER = "date,white,black,result\n"
NAMES = ("Anna", "Bert", "Carl", "Dora", "Emil", "Fenna")


def uk_season() -> tuple[str, list[date]]:
    """60 games, two each Tuesday from 7 January 2025, written DD/MM/YYYY: those on a day 1
    to 12 of a month (24 of them) read either way round, the other 36 only day first."""
    days = [date.fromordinal(date(2025, 1, 7).toordinal() + 7 * (n // 2)) for n in range(60)]
    lines = [f"{d.day:02}/{d.month:02}/{d.year},{NAMES[n % 6]},{NAMES[(n + 1) % 6]},1-0\n"
             for n, d in enumerate(days)]
    return HEADER + "".join(lines), days


def test_a_uk_dated_season_is_read_whole_in_the_order_its_lines_show() -> None:
    text, days = uk_season()
    assert sum(d.day <= 12 for d in days) == 24  # the first two games, 07/01, either way
    read = season(text)
    assert read.errors == () and len(read) == 60
    assert [game.day for game in read.games()] == days
    # 07/01/2025 on lines 2 and 3 reads either way; line 4's 14/01/2025 decides
    assert read.date_orders == (DateOrderRead(DateOrder.DAY_FIRST, 4, "14/01/2025"),)


def test_a_us_dated_file_is_read_month_first() -> None:
    read = season(HEADER + "01/07/2025,Anna,Bert,1-0\n02/04/2025,Bert,Anna,0-1\n"
                           "01/21/2025,Carl,Anna,½-½\n")
    assert read.errors == () and read.date_orders == (
        DateOrderRead(DateOrder.MONTH_FIRST, 4, "01/21/2025"),)
    # 01/07 is 7 January and 02/04 is 4 February once 01/21 shows the month first
    assert sorted(g.day for g in read.games()) == [
        date(2025, 1, 7), date(2025, 1, 21), date(2025, 2, 4)]


def test_each_file_has_its_own_order() -> None:
    uk, _ = uk_season()
    read = season(uk, None, ("us.csv", HEADER + "03/14/2025,Anna,Bert,1-0\n"
                                                 "04/01/2025,Anna,Bert,0-1\n"))
    assert read.date_orders == (DateOrderRead(DateOrder.DAY_FIRST, 4, "14/01/2025"),
                                DateOrderRead(DateOrder.MONTH_FIRST, 2, "03/14/2025"))
    assert [g.day for g in read.games() if g.file == "us.csv"] == [
        date(2025, 3, 14), date(2025, 4, 1)]


def test_a_file_that_writes_dates_both_ways_is_refused_naming_both_lines() -> None:
    read = season(HEADER + "05/01/2025,Anna,Bert,1-0\n24/01/2025,Anna,Bert,1-0\n"
                           "2025-02-02,Anna,Bert,1-0\n02/14/2025,Bert,Anna,1-0\n")
    assert len(read) == 0 and read.date_orders == (None,)
    assert [(e.line, e.problem, e.token, e.other, e.other_token) for e in read.errors] == [
        (5, SeasonProblem.DATE_ORDER_MIXED, "02/14/2025", 3, "24/01/2025")]
    assert read.errors[0].refuses_file
    assert read.errors[0].message() == (
        "games.csv: line 5: '02/14/2025' has its day and month the other way round from line "
        "3 ('24/01/2025'): a file writes its dates one way (write 2025-03-14); the file was "
        "not read")


def test_a_file_whose_lines_never_show_the_order_says_its_games_waiting_for_it_once() -> None:
    """The dates either order makes a day of wait for the file's order: not a problem of each
    line, but the file's games left out, counted once with the first and last line."""
    read = season(HEADER + "05/01/2025,Anna,Bert,1-0\n2025-01-09,Anna,Bert,0-1\n"
                           "06/02/2025,Bert,Anna,1-0\n07/07/2025,Bert,Anna,1-0\n")
    assert read.errors == () and read.error_count == 0
    assert read.undecided == (Undecided(2, 2, "05/01/2025", 4),)
    # 07/07 is the same day either way round
    assert [g.day for g in read.games()] == [date(2025, 1, 9), date(2025, 7, 7)]
    assert read.date_orders == (None,)


def club_nights() -> tuple[str, list[date]]:
    """A season as an English club writes it, DD/MM/YYYY, whose club nights all fall on a day
    1 to 12 of their month: 60 games, six on each of 10 nights from September to June; the
    nights of 9 September and 10 October (09/09, 10/10) read the same either way, the other
    48 games either way round."""
    nights = [date(2025, 9, 9), date(2025, 10, 10), date(2025, 11, 3), date(2025, 12, 1),
              *(date(2026, m, d) for m, d in ((1, 6), (2, 3), (3, 4), (4, 7), (5, 6), (6, 2)))]
    days = [night for night in nights for _ in range(6)]
    lines = [f"{d.day:02}/{d.month:02}/{d.year},{NAMES[n % 6]},{NAMES[(n + 1) % 6]},1-0\n"
             for n, d in enumerate(days)]
    return HEADER + "".join(lines), days


def chosen(text: str, order: DateOrder | None, *more: tuple[str, str]) -> SeasonReader:
    reader = SeasonReader(date_order=order)
    reader.read("games.csv", [text])
    for name, other in more:
        reader.read(name, [other])
    return reader


def test_a_season_whose_dates_never_show_their_order_says_how_many_games_it_leaves_out(
        ) -> None:
    """48 of 60, as the issue found: only 09/09/2025 and 10/10/2025 are the same day either
    way round; without a choice the file says how many it left out and which came first."""
    text, _ = club_nights()
    read = chosen(text, None).season()
    assert len(read) == 12 and read.error_count == 0
    # the first on the night of 3 November (line 14), the last on 2 June (line 61)
    assert read.undecided == (Undecided(48, 14, "03/11/2025", 61),)
    assert read.date_orders == (None,)


@pytest.mark.parametrize("order", list(DateOrder))
def test_a_season_whose_lines_do_not_show_the_order_is_read_whole_in_the_one_chosen(
        order: DateOrder) -> None:
    text, days = club_nights()
    read = chosen(text, order).season()
    assert read.errors == () and len(read) == 60 and read.undecided == (None,)
    turned = [date(d.year, d.day, d.month) for d in days]
    assert sorted(g.day for g in read.games()) == sorted(
        days if order is DateOrder.DAY_FIRST else turned)
    # the first date the choice decided: line 14, 03/11/2025 (the 9/9 and 10/10 nights before)
    assert read.date_orders == (DateOrderRead(order, 14, "03/11/2025", chosen=True),)


def test_a_files_own_line_decides_over_the_order_chosen() -> None:
    """The US file shows its order (03/14); the choice, day first, is for the file that does
    not (03/04 is 3 April)."""
    us = HEADER + "04/01/2025,Anna,Bert,1-0\n03/14/2025,Anna,Bert,0-1\n"
    read = chosen(HEADER + "03/04/2025,Carl,Dora,1-0\n", DateOrder.DAY_FIRST,
                  ("us.csv", us)).season()
    assert read.errors == ()
    assert read.date_orders == (DateOrderRead(DateOrder.DAY_FIRST, 2, "03/04/2025", True),
                                DateOrderRead(DateOrder.MONTH_FIRST, 3, "03/14/2025"))
    assert [(g.file, g.day) for g in read.games()] == [
        ("us.csv", date(2025, 3, 14)), ("us.csv", date(2025, 4, 1)),
        ("games.csv", date(2025, 4, 3))]


def test_the_example_season_is_read_as_before() -> None:
    data = (ROOT / "examples" / "club-season.csv").read_bytes()
    read = read_season([("club-season.csv", data)])
    assert read.errors == () and len(read) == 28


# --- rows the reader once broke on ------------------------------------------------------------

def test_a_row_without_the_trailing_empty_event_cell_is_a_game_of_its_day() -> None:
    read = season("date,white,black,result,event\n2025-01-01,A,B,1-0\n2025-01-01,B,A,0-1,\n")
    assert read.errors == () and len(read) == 2
    assert [(e.name, e.games) for e in read.events] == [("", 2)]


# --- dates nobody meant ----------------------------------------------------------------------

@pytest.mark.parametrize(("written", "problem"), [
    ("0001-01-01", SeasonProblem.DATE_OUT_OF_RANGE),
    ("1899-12-31", SeasonProblem.DATE_OUT_OF_RANGE),
    ("3000-01-01", SeasonProblem.DATE_OUT_OF_RANGE),
    ("9999-12-31", SeasonProblem.DATE_OUT_OF_RANGE),
    ("31.12.2100", SeasonProblem.DATE_OUT_OF_RANGE),
    ("2025-01-01T10:00", SeasonProblem.DATE_WITH_TIME),
    ("2025-01-01 19:30:00", SeasonProblem.DATE_WITH_TIME),
    ("١٢٣٤-٠١-٠١", DateProblem.UNREADABLE),
    ("２０２５-０１-０１", DateProblem.UNREADABLE),
])
def test_a_date_nobody_meant_is_a_problem_of_its_line(written: str,
        problem: DateProblem | SeasonProblem) -> None:
    read = season(HEADER + f"2025-01-07,Anna,Bert,1-0\n{written},Anna,Bert,0-1\n")
    assert [(e.line, e.problem, e.token) for e in read.errors] == [(3, problem, written)]
    assert len(read) == 1


def test_the_first_and_last_days_a_season_takes_are_read() -> None:
    # elo_core.ranges: GAME_DAY_MIN 1900-01-01, GAME_DAY_MAX 2099-12-31
    read = season(HEADER + "1900-01-01,Anna,Bert,1-0\n31.12.2099,Anna,Bert,0-1\n")
    assert read.errors == () and [g.day for g in read.games()] == [
        date(1900, 1, 1), date(2099, 12, 31)]


# --- quoted cells ----------------------------------------------------------------------------

def test_a_line_break_inside_a_quoted_name_stays_in_it_and_later_lines_keep_their_numbers() -> None:
    read = season(HEADER + '2025-01-07,"Line1\nLine2",Bert,1-0\n2025-01-07,Anna,Bert,2-0\n')
    assert [g.white for g in read.games()] == ["Line1\nLine2"]
    assert [(e.line, e.token) for e in read.errors] == [(4, "2-0")]


@pytest.mark.parametrize("end", ["\n", "\r\n"])
def test_a_carriage_return_inside_a_quoted_cell_is_no_line(end: str) -> None:
    text = (f"date,white,black,result{end}2025-01-07,\"Anna\rMaria\",Bert,1-0{end}"
            f"2025-01-07,Anna,Bert,2-0{end}")
    read = season(text)
    assert [g.white for g in read.games()] == ["Anna\rMaria"]
    assert [(e.line, e.token) for e in read.errors] == [(3, "2-0")]


def test_an_old_mac_file_ends_its_lines_at_a_carriage_return() -> None:
    read = season("date,white,black,result\r2025-01-07,Anna,Bert,1-0\r2025-01-08,Anna,Bert,x\r")
    assert len(read) == 1 and [(e.line, e.token) for e in read.errors] == [(3, "x")]


# --- nothing counted twice -------------------------------------------------------------------

def test_the_same_file_twice_is_taken_once_and_said() -> None:
    data = (ROOT / "examples" / "club-season.csv").read_bytes()
    read = read_season([("club-season.csv", data), ("copy.csv", data)])
    assert len(read) == 28
    assert [(e.file, e.line, e.problem, e.token) for e in read.errors] == [
        ("copy.csv", 0, SeasonProblem.SAME_FILE, "club-season.csv")]
    assert not read.errors[0].refuses_file
    assert read.errors[0].message() == (
        "copy.csv: the same as club-season.csv, which is read already: taken once")


def test_the_same_game_twice_is_a_problem_of_its_line() -> None:
    read = season("date,white,black,result,round\n"
                  "2025-01-07,Anna,Bert,1-0,1\n"
                  "2025-01-07,Anna,Bert,1-0,2\n"      # another round: another game
                  "2025-01-07,Bert,Anna,1-0,1\n"      # colours the other way: another game
                  "2025-01-07,Anna,Bert,1-0,1\n")     # line 2 again
    assert len(read) == 3
    assert [(e.line, e.problem, e.other) for e in read.errors] == [
        (5, SeasonProblem.DUPLICATE_GAME, 2)]
    assert read.errors[0].message() == (
        "games.csv: line 5: the same game as line 2 (day, players, result, event and round); "
        "this line was left out")


def test_the_same_game_in_two_events_is_two_games() -> None:
    read = season("date,white,black,result,event\n2025-01-07,Anna,Bert,1-0,Cup\n"
                  "2025-01-07,Anna,Bert,1-0,League\n")
    assert read.errors == () and len(read) == 2


# --- problems kept and counted ----------------------------------------------------------------

def test_the_first_problems_are_kept_in_line_order_and_all_counted() -> None:
    reader = SeasonReader(keep_problems=5)
    reader.read("games.csv", [HEADER + "05/01/2025,Anna,Bert,1-0\n" + "x,y\n" * 10])
    reader.read("more.csv", [""])
    read = reader.season()
    assert read.error_count == 11
    # the game of line 2 waits for the file's date order, no problem; the empty file is kept
    assert [(e.file, e.line) for e in read.errors] == [
        ("games.csv", 3), ("games.csv", 4), ("games.csv", 5), ("games.csv", 6),
        ("games.csv", 7), ("more.csv", 0)]
    assert read.errors[-1].problem is Problem.EMPTY_FILE


@pytest.mark.slow  # a million lines read under a memory bound: 17 s
def test_a_file_of_bad_lines_is_read_a_piece_at_a_time_its_first_problems_kept() -> None:
    # 1,000,000 lines "x" after one game (the Club page's junk upload, smaller): every line a
    # problem, counted; the first 100 kept with their lines. The bytes are decoded, split and
    # hashed a piece at a time: whole, the 2 MB file was its text, a copy hashed and a list of
    # a million lines (8 MB of pointers), 17 MB at the peak; a piece at a time, under 1.5 MB,
    # less than the file, as for a file of any size.
    head = HEADER + "2025-01-07,Anna,Bert,1-0\n"
    data = (head + "x\n" * 1_000_000).encode()
    read_season([("warm.csv", head.encode())])  # the readers' modules loaded before measuring
    tracemalloc.start()
    try:
        read = read_season([("junk.csv", data)])
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1.5 * 2**20 < len(data)
    assert (len(read), read.error_count, read.dropped_lines) == (1, 1_000_000, 1_000_000)
    assert [(e.line, e.problem, e.token, e.text) for e in read.errors] == [
        (line, SeasonProblem.MISSING_CELL, "white", "x") for line in range(3, 103)]


def test_games_waiting_for_their_date_order_leave_room_for_the_bad_lines_after_them() -> None:
    # 500 games whose dates read either way, a bad line in the middle: the games wait for the
    # file's order (counted apart), and the one bad line is kept, not crowded out by them
    games = [f"{1 + n % 11:02}/12/2025,Anna,Bert,1-0\n" for n in range(500)]
    games.insert(250, "2025-01-07,Anna,Bert,2-0\n")
    reader = SeasonReader(keep_problems=5)
    reader.read("games.csv", [HEADER + "".join(games)])
    read = reader.season()
    assert (read.error_count, len(read)) == (1, 0)
    assert [(e.line, e.problem) for e in read.errors] == [(252, SeasonProblem.UNKNOWN_RESULT)]
    assert read.undecided == (Undecided(500, 2, "01/12/2025", 502),)


def test_a_file_not_read_and_a_file_taken_once_are_no_lines_left_out_and_always_kept() -> None:
    # keep 1 problem: the bad line of the first file takes it, and still the copy taken once
    # and the file without a result column are kept, and only the line counts as dropped
    good = HEADER + "2025-01-07,Anna,Bert,1-0\n2025-01-08,Anna,Bert,x\n"
    reader = SeasonReader(keep_problems=1)
    for name, text in (("good.csv", good), ("copy.csv", good),
                       ("no-result.csv", "date,white,black\n2025-01-09,Anna,Bert\n")):
        reader.read(name, [text])
    read = reader.season()
    assert [(e.file, e.problem) for e in read.errors] == [
        ("good.csv", SeasonProblem.UNKNOWN_RESULT), ("copy.csv", SeasonProblem.SAME_FILE),
        ("no-result.csv", SeasonProblem.MISSING_COLUMNS)]
    assert (read.error_count, read.dropped_lines) == (3, 1)


def test_no_module_of_the_pool_imports_one_that_imports_it_back() -> None:
    # every import counts, those only for the type checker and those inside a function too
    import ast

    folder = ROOT / "elo_core" / "pool"
    imports = {}
    for path in folder.glob("*.py"):
        module = f"elo_core.pool.{path.stem}"
        imports[module] = {node.module for node in ast.walk(ast.parse(path.read_text()))
                           if isinstance(node, ast.ImportFrom) and node.module
                           and node.module.startswith("elo_core.pool.")}

    def reaches(start: str, goal: str, seen: tuple[str, ...] = ()) -> bool:
        return any(step == goal or (step not in seen and reaches(step, goal, (*seen, step)))
                   for step in imports.get(start, ()))

    assert sorted(module for module in imports if reaches(module, module)) == []
