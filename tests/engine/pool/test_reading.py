"""Reading a season: every bad row named with its file and line, the rest read; forfeits listed
and not rated; names matched exactly and those that look alike said; Tournament Report Files as
events on their last day, each game once; the start list; the limits and encodings the
dashboard reads everywhere."""

from datetime import date

import pytest

from elo_core import Season
from elo_core.dates import DateProblem
from elo_core.games import NotRated
from elo_core.pool.names import LookAlike, look_alikes
from elo_core.pool.problems import SeasonError, SeasonProblem
from elo_core.pool.reading import SeasonReader, read_season
from elo_core.pool.records import Undecided
from elo_core.pool.start_list import StartEntry, read_start_list, read_start_list_bytes
from elo_core.readers.decoding import decode_text
from elo_core.readers.problems import Problem
from elo_core.trf.problems import TrfProblemKind
from tests.engine.pool.seasons import season
from tests.paths import ROOT
from tests.trf_lines import player_line, trf


def problems(read: Season) -> list[
        tuple[str, int, DateProblem | SeasonProblem | Problem | TrfProblemKind, str]]:
    return [(e.file, e.line, e.problem, e.token) for e in read.errors]


def test_every_bad_row_is_named_with_its_file_line_and_why_and_the_rest_is_read() -> None:
    text = ("date,white,black,result,board\n"
            "2025-01-07,Anna,Bert,1-0,1\n"
            ",Anna,Carl,1-0,2\n"              # no date
            "2025-01-07,,Carl,1-0,3\n"        # no White
            "2025-01-07,Anna,Anna,½-½,4\n"    # one member on both sides
            "2025-01-07,Anna,Bert,2-0,5\n"    # no such result
            "07-01-2025,Anna,Bert,1-0,6\n"    # day and month either way round
            "2025-02-30,Anna,Bert,1-0,7\n"    # no such day
            "\n"                              # blank: passed over
            ",,,,\n"                          # nothing in any cell: passed over
            "2025-01-08,Bert,Carl\n"          # no result cell at all
            "2025-01-09,Carl,Anna,0-1,extra,cells\n")
    read = season(text)
    assert problems(read) == [
        ("games.csv", 3, SeasonProblem.MISSING_CELL, "date"),
        ("games.csv", 4, SeasonProblem.MISSING_CELL, "white"),
        ("games.csv", 5, SeasonProblem.SAME_PLAYER, "Anna"),
        ("games.csv", 6, SeasonProblem.UNKNOWN_RESULT, "2-0"),
        ("games.csv", 8, DateProblem.NO_SUCH_DAY, "2025-02-30"),
        ("games.csv", 11, SeasonProblem.MISSING_CELL, "result"),
    ]
    assert [(g.line, g.white, g.black, g.outcome.result) for g in read.games()] == [
        (2, "Anna", "Bert", "1-0"), (12, "Carl", "Anna", "0-1")]
    assert read.errors[2].message() == (
        'games.csv: line 5: Anna cannot play against themselves — "2025-01-07,Anna,Anna,½-½,4"')
    # the date either way round waits for the file's order, which no line shows: said once
    assert read.undecided == (Undecided(1, 7, "07-01-2025", 7),)


@pytest.mark.parametrize(("written", "result"), [
    ("1-0", "1-0"), ("0-1", "0-1"), ("½-½", "½-½"), ("1/2-1/2", "½-½"), ("1:0", "1-0"),
    ("0 : 1", "0-1"), ("½:½", "½-½"), ("0.5-0.5", "½-½"), ("1–0", "1-0"), (" 0,5-0,5 ", "½-½"),
    ("+:-", "+:-"), ("-:+", "-:+"), ("+-", "+:-"), ("-+", "-:+"), ("-:-", "-:-"),
])
def test_results_as_clubs_write_them(written: str, result: str) -> None:
    read = season(f"date;white;black;result\n2025-01-07;Anna;Bert;{written}\n")
    assert read.errors == () and read.game(0).outcome.result == result


def test_forfeits_are_listed_with_their_points_and_never_rated() -> None:
    read = season("date,white,black,result\n2025-01-07,Anna,Bert,+:-\n2025-01-07,Carl,Dora,-:-\n",
                  "name,rating\nAnna,1800\nBert,1700\nCarl,1600\nDora,1500\n")
    forfeits = [g.outcome for g in read.games()]
    assert [(o.white, o.black, o.not_rated) for o in forfeits] == [
        (1.0, 0.0, NotRated.FORFEIT), (0.0, 0.0, NotRated.FORFEIT)]
    from elo_core.pool.rating import rate_season
    from elo_core.pool.standings import System

    for system in System:
        rated = rate_season(read, system)
        assert {s.name: (s.rating, s.games) for s in rated.standings} == {
            "Anna": (1800, 0), "Bert": (1700, 0), "Carl": (1600, 0), "Dora": (1500, 0)}
        assert rated.game(0).white_change is None


def test_names_are_matched_exactly_once_trimmed_and_look_alikes_are_reported_not_merged() -> None:
    read = season('date,white,black,result\n'
                  '2025-01-07,  Anna Müller ,Bert,1-0\n'
                  '2025-01-07,Anna Müller,"Müller, A.",1-0\n'
                  '2025-01-14,Mueller A,bert,½-½\n')
    assert read.members == ("Anna Müller", "Bert", "Müller, A.", "Mueller A", "bert")
    assert read.look_alikes == (
        LookAlike("Anna Müller", "Mueller A"), LookAlike("Anna Müller", "Müller, A."),
        LookAlike("Bert", "bert"), LookAlike("Mueller A", "Müller, A."))


@pytest.mark.parametrize(("first", "second"), [
    ("Müller, A.", "Mueller A"), ("Müller, A.", "Muller A"), ("Strauß, Jo", "Jo Strauss"),
    ("José Ruiz", "Ruiz, Jose"), ("van der Berg, J.", "J. van der Berg"),
    ("Anna-Lena Meier", "Meier, Anna Lena"), ("A. Meier", "Anna Meier"),
])
def test_these_look_alike(first: str, second: str) -> None:
    assert look_alikes([first, second]) == (LookAlike(*sorted((first, second))),)


@pytest.mark.parametrize(("first", "second"), [
    ("Anna Müller", "Anton Müller"), ("Anna Meier", "Anna Maier"), ("A. Meier", "B. Meier"),
    ("Meier", "Meier Anna"),
])
def test_these_do_not(first: str, second: str) -> None:
    assert look_alikes([first, second]) == ()


def test_a_german_header_and_a_semicolon_and_an_event_column() -> None:
    read = season("Datum;Weiß;Schwarz;Ergebnis;Turnier\n"
                  "2025-01-07;Anna;Bert;1:0;Blitz\n"
                  "2025-01-09;Carl;Dora;0:1;Blitz\n"
                  "2025-01-08;Anna;Carl;½:½;\n"
                  "2025-01-20;Bert;Dora;0:1;Cup\n"
                  "2025-01-05;Dora;Anna;0:1;Cup\n")
    assert read.errors == ()
    assert [(e.name, e.first_day, e.last_day, e.games) for e in read.events] == [
        ("Blitz", date(2025, 1, 7), date(2025, 1, 9), 2),
        ("", date(2025, 1, 8), date(2025, 1, 8), 1),
        ("Cup", date(2025, 1, 5), date(2025, 1, 20), 2)]
    # the games in date order whatever the file's
    assert [g.day.day for g in read.games()] == [5, 7, 8, 9, 20]


def test_a_days_games_keep_the_files_order_and_the_files_their_own() -> None:
    read = season("date,white,black,result\n2025-01-07,A,B,1-0\n2025-01-06,C,D,1-0\n"
                  "2025-01-07,E,F,1-0\n",
                  None, ("more.csv", "date,white,black,result\n2025-01-07,G,H,1-0\n"
                                     "2025-01-06,I,J,1-0\n"))
    assert [(g.white, g.file) for g in read.games()] == [
        ("C", "games.csv"), ("I", "more.csv"), ("A", "games.csv"), ("E", "games.csv"),
        ("G", "more.csv")]


def test_a_file_without_the_columns_is_not_read_and_says_which_are_missing() -> None:
    read = season("date,player,opponent,result\n2025-01-07,A,B,1-0\n")
    assert problems(read) == [
        ("games.csv", 1, SeasonProblem.MISSING_COLUMNS, "white, black")]
    assert read.errors[0].refuses_file
    assert len(read) == 0


def test_a_broken_quote_refuses_its_file_and_leaves_the_others() -> None:
    read = season("date,white,black,result\n2025-01-07,A,B,1-0\n",
                  None, ("broken.csv", 'date,white,black,result\n2025-01-07,C,D,1-0\n'
                                       '2025-01-08,"E,F,1-0\n'))
    assert problems(read) == [("broken.csv", 3, Problem.BAD_QUOTES, "")]
    assert read.members == ("A", "B") and len(read) == 1
    assert read.files == ("games.csv", "broken.csv")


def test_more_games_than_the_limit_refuses_the_file_that_passes_it() -> None:
    reader = SeasonReader(max_games=3)
    reader.read("first.csv", ["date,white,black,result\n2025-01-07,A,B,1-0\n2025-01-07,C,D,1-0\n"])
    reader.read("second.csv", ["date,white,black,result\n2025-01-08,E,F,1-0\n"
                               "2025-01-08,G,H,1-0\n"])
    read = reader.season()
    assert problems(read) == [("second.csv", 3, Problem.TOO_MANY_GAMES, "3")]
    assert read.members == ("A", "B", "C", "D") and len(read) == 2
    assert read.errors[0].message() == (
        "second.csv: line 3: more than 3 games: nothing was read (the limit is 3)")


def test_bytes_in_any_encoding_the_dashboard_reads_and_what_is_not_text() -> None:
    text = "date,white,black,result\n2025-01-07,Müller,Öztürk,1-0\n"
    for data in (text.encode("utf-8-sig"), text.encode("utf-16"), text.encode("cp1252")):
        read = read_season([("games.csv", data)])
        assert read.members == ("Müller", "Öztürk"), data[:4]
    read = read_season([("games.xlsx", b"PK\x03\x04zip")])
    assert problems(read) == [("games.xlsx", 0, Problem.NOT_TEXT, "")]
    assert read.errors[0].message().startswith("games.xlsx: this is not a text file")
    assert problems(read_season([("empty.csv", b"\n\n")])) == [
        ("empty.csv", 0, Problem.EMPTY_FILE, "")]


#: 3,000 games, 91,924 characters: past the 64 KB the decoder tells the encoding from.
_LONG_HEAD = "date,white,black,result,round\n" + "".join(
    f"2025-01-07,Meier,Kahn,1-0,{n}\n" for n in range(1, 3001)) + "\n"


@pytest.mark.parametrize("data", [
    # NUL bytes after 3,000 games: no text, though its start read as one
    pytest.param((_LONG_HEAD + "2025-01-08,Müller,Kahn,0-1,1\n").encode() + b"\0" * 10,
                 id="nul-at-the-end"),
    # a Windows byte after them: the games read, and the name as Windows-1252 writes it
    pytest.param((_LONG_HEAD + "2025-01-08,Müller,Kahn,0-1,1\n").encode("cp1252"),
                 id="windows-1252-at-the-end"),
    # UTF-16 without a mark after them: the whole is UTF-16, read again as that
    pytest.param(_LONG_HEAD.encode() + ("2025-01-08,Muller,Kahn,0-1,1\n" * 8000).encode(
        "utf-16-le"), id="utf-16-as-a-whole"),
    pytest.param(_LONG_HEAD.encode("utf-16"), id="utf-16-marked")])
def test_bytes_read_a_piece_at_a_time_are_read_as_their_whole_text_is(data: bytes) -> None:
    # the bytes are decoded a piece at a time, and what their start showed is forgotten where
    # the whole says otherwise: the season is the one their whole text, decoded at once, gives
    whole, read = decode_text(data), read_season([("games.csv", data)])
    if isinstance(whole, str):
        reader = SeasonReader()
        reader.read("games.csv", [whole])
        expected = reader.season()
        assert (read.members, len(read), read.errors, read.error_count) == (
            expected.members, len(expected), expected.errors, expected.error_count)
    else:
        assert (read.members, len(read), read.errors) == (
            (), 0, (SeasonError("games.csv", whole.line, whole.problem, whole.token),))


def test_a_tournament_report_file_is_one_event_on_its_last_day_each_game_once() -> None:
    text = (ROOT / "examples" / "round-robin.trf").read_text(encoding="utf-8")
    read = season("date,white,black,result\n2025-03-20,Castro Carla,Ahlberg Anna,1-0\n",
                  None, ("round-robin.trf", text))
    assert read.errors == ()
    event = read.events[1]
    assert (event.name, event.file, event.first_day, event.last_day, event.games) == (
        "Hand-made Round Robin", "round-robin.trf", date(2025, 3, 12), date(2025, 3, 16), 15)
    games = [g for g in read.games() if g.file == "round-robin.trf"]
    assert len(games) == 15 and {g.day for g in games} == {date(2025, 3, 16)}
    # round 1 from the lower starting rank's line, White as the file says
    assert [(g.white, g.black, g.outcome.result) for g in games[:3]] == [
        ("Ahlberg, Anna", "Fischer, Franz", "1-0"), ("Brandt, Boris", "Eriksen, Emil", "½-½"),
        ("Castro, Carla", "Dubois, Denis", "1-0")]
    assert {frozenset((g.white, g.black)) for g in games} == {
        frozenset((a, b)) for a in {g.white for g in games} | {g.black for g in games}
        for b in {g.white for g in games} | {g.black for g in games} if a != b}
    # the games file's names written otherwise are other members, and said to look alike
    assert LookAlike("Ahlberg Anna", "Ahlberg, Anna") in read.look_alikes
    assert read.game(len(read) - 1).file == "games.csv"  # 20 March comes after 16 March


def test_a_tournament_report_file_s_forfeits_problems_and_games_that_do_not_mirror() -> None:
    text = trf(player_line(1, "Alpha", 2000, rounds=[("2", "w", "+"), ("3", "b", "1")]),
               player_line(2, "Beta", 1900, rounds=[("1", "b", "-"), ("3", "w", "W")]),
               player_line(3, "Gamma", 1800, rounds=[("4", "w", "1"), ("2", "b", "L")]))
    read = season("date,white,black,result\n", None, ("event.trf", text))
    assert [(g.white, g.black, g.outcome.result, g.outcome.not_rated) for g in read.games()] == [
        ("Alpha", "Beta", "+:-", NotRated.FORFEIT),
        ("Beta", "Gamma", "1-0", NotRated.NOT_RATED_IN_FILE)]
    # Alpha's round 2 names Gamma, whose line names another: neither game is read
    kinds = {(e.line, e.problem, e.player, e.round) for e in read.errors}
    assert (3, TrfProblemKind.NOT_MIRRORED, 1, 2) in kinds
    assert all(e.file == "event.trf" for e in read.errors)
    assert read.errors[0].message().startswith("event.trf: line ")


def test_a_tournament_report_file_without_a_date_or_a_player_is_not_read() -> None:
    undated = "012 Test\n" + player_line(1, "Alpha", 2000, rounds=[("2", "w", "1")]) + "\n" + (
        player_line(2, "Beta", 1900, rounds=[("1", "b", "0")])) + "\n"
    read = season("date,white,black,result\n", None, ("undated.trf", undated),
                  ("nobody.trf", "012 Nobody\n052 2025/01/01\n"))
    assert [(e.file, e.problem) for e in read.errors] == [
        ("undated.trf", SeasonProblem.NO_EVENT_DAY), ("nobody.trf", TrfProblemKind.NO_PLAYERS)]
    assert all(e.refuses_file for e in read.errors) and len(read) == 0


def test_a_tournament_report_files_end_date_that_is_no_day_is_said_by_its_line() -> None:
    """The file is not read (it has no day to count on), and the reader's own problem says
    which line and why: the 052 line, its date no day."""
    text = "\n".join(["012 Test", "052 2025/13/45",
                      player_line(1, "Alpha", 2000, rounds=[("2", "w", "1")]),
                      player_line(2, "Beta", 1900, rounds=[("1", "b", "0")])]) + "\n"
    read = season("date,white,black,result\n", None, ("bad.trf", text))
    assert [(e.file, e.line, e.problem, e.token) for e in read.errors] == [
        ("bad.trf", 0, SeasonProblem.NO_EVENT_DAY, ""),
        ("bad.trf", 2, TrfProblemKind.BAD_DATE, "2025/13/45")]
    assert read.errors[1].message() == "bad.trf: line 2: the date '2025/13/45' is not a day"
    assert len(read) == 0


def test_the_start_list_gives_the_first_members_and_names_every_bad_row() -> None:
    start = read_start_list("start.csv", [
        "Name;Elo;Geburtsjahr;games_before;Index\n"
        "Anna;1800;1990;50;20\n"
        "Bert;;2010;;\n"                # no rating: unrated until a first rating
        "Carl;18OO\n"                   # not a number
        "Dora;50\n"                     # outside 100–3500
        "Eve;1500;1850\n"               # born before 1900
        "Finn;1500;;-3\n"               # games before below 0
        "Gus;1500;;;1000\n"             # index above 999
        "Hal;;;;4\n"                    # an index without a rating
        ";1500\n"                       # no name
        "Anna;1900\n"                   # Anna again
        "Ida;1612,5\n"])
    assert [(e.line, e.problem, e.token) for e in start.errors] == [
        (4, SeasonProblem.NOT_A_RATING, "18OO"), (5, SeasonProblem.RATING_OUT_OF_RANGE, "50"),
        (6, SeasonProblem.BIRTH_YEAR_OUT_OF_RANGE, "1850"),
        (7, SeasonProblem.GAMES_BEFORE_OUT_OF_RANGE, "-3"),
        (8, SeasonProblem.INDEX_OUT_OF_RANGE, "1000"),
        (9, SeasonProblem.INDEX_WITHOUT_RATING, "4"), (10, SeasonProblem.MISSING_CELL, "name"),
        (11, SeasonProblem.DUPLICATE_MEMBER, "Anna")]
    assert start.entries == (StartEntry("Anna", 1800, 1990, 50, 20, 2),
                             StartEntry("Bert", None, 2010, None, None, 3),
                             StartEntry("Ida", 1612.5, None, None, None, 12))
    read = SeasonReader(start)
    read.read("games.csv", ["date,white,black,result\n2025-01-07,Zoe,Anna,1-0\n"])
    assert read.season().members == ("Anna", "Bert", "Ida", "Zoe")
    assert read.season().errors == start.errors


def test_a_start_lists_bytes_in_any_encoding_and_what_is_not_text() -> None:
    start = read_start_list_bytes("start.csv", "name;rating\nMüller;1800\n".encode("cp1252"))
    assert start.entries[0][:2] == ("Müller", 1800) and start.errors == ()
    start = read_start_list_bytes("start.xlsx", b"PK\x03\x04")
    assert start.entries == () and start.errors[0].problem is Problem.NOT_TEXT
    assert start.errors[0].refuses_file


def test_a_start_list_without_a_name_column_is_refused() -> None:
    start = read_start_list("start.csv", ["rating,birth_year\n1800,1990\n"])
    assert start.entries == () and start.errors == (
        SeasonError("start.csv", 1, SeasonProblem.MISSING_COLUMNS, "name"),)
    assert start.errors[0].refuses_file


def test_a_file_read_again_from_its_start_forgets_what_it_had_read() -> None:
    reader = SeasonReader()
    reader.read("first.csv", ["date,white,black,result\n2025-01-07,A,B,1-0\n"])
    mark = reader.mark()
    reader.read("second.csv", ["date,white,black,result\n2025-01-08,C,D,1-0\n2025-01-06,E,A,x\n"])
    reader.rollback(mark)
    reader.read("second.csv", ["date,white,black,result\n2025-01-08,C,D,0-1\n"])
    read = reader.season()
    assert read.files == ("first.csv", "second.csv") and read.members == ("A", "B", "C", "D")
    assert [g.outcome.result for g in read.games()] == ["1-0", "0-1"] and read.errors == ()
