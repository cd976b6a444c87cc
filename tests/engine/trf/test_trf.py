"""The TRF reader: a real public file read completely, and damaged files read as far as they can
be, each problem by line, never an exception."""

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core import Colour, ResultCode, Tournament, TrfProblemKind, read_trf
from elo_core.trf.reader import player_names
from tests.paths import DATA
from tests.sampling import examples
from tests.trf_lines import junk_player_lines, player_line, trf

K = TrfProblemKind


def kinds(tournament: Tournament) -> list[tuple[int, TrfProblemKind, int | None, int | None, str]]:
    return [(p.line, p.kind, p.player, p.round, p.token) for p in tournament.problems]


# --- a real file ------------------------------------------------------------------------------

def test_fide_s_example_report_is_read_completely() -> None:
    t = read_trf((DATA / "fide_example1.trf").read_text(encoding="utf-8"))
    assert t.problems == ()
    assert (t.name, t.city, t.rate_of_play) == (
        "9. Karl-Mala-Gedenkturnier", "Frankfurt (Main) /GER", "40/120, 60")
    assert t.start is not None and t.end is not None, "the report gives its dates"
    assert (t.start.isoformat(), t.end.isoformat(), t.rounds) == ("2005-07-28", "2005-07-31", 7)
    assert [p.start_rank for p in t.players] == list(range(1, 285))
    assert sum(p.rating is not None for p in t.players) == 146  # its 072 line says 146
    assert all(len(p.rounds) == 7 for p in t.players)
    points = [p.points for p in t.players if p.points is not None]
    scores = [e.score for p in t.players for e in p.rounds if e.score is not None]
    assert (len(points), len(scores)) == (284, 284 * 7), "every line gives its points and scores"
    assert sum(points) == pytest.approx(sum(scores))


def test_fide_s_example_report_keeps_its_quirks() -> None:
    players = read_trf((DATA / "fide_example1.trf").read_text(encoding="utf-8")).players
    vasquez = players[0]
    assert (vasquez.title, vasquez.name, vasquez.rating, vasquez.federation) == (
        "GM", "Vasquez,Rodrigo", 2558, "CHI")  # written g (TRF-16)
    assert (vasquez.fide_id, vasquez.birth_year, vasquez.points, vasquez.rank) == (
        "3400042", 1969, 6.0, 4)
    withdrawn = players[12]  # a forfeit lost in round 1, then nothing
    assert withdrawn.rounds[0][1:4] == (153, None, ResultCode.FORFEIT_LOSS)
    assert {e.code for e in withdrawn.rounds[1:]} == {ResultCode.BLANK}
    assert players[281].rounds[4][1:] == (None, None, ResultCode.FORFEIT_WIN, 1.0)  # 0000 - +
    assert players[275].rounds[0][1:] == (None, None, ResultCode.BLANK, 0.0)  # round left blank
    assert (players[283].name, players[283].rating) == ("spielfrei", None)


# --- what the format allows -------------------------------------------------------------------

def test_every_result_code_in_either_case_with_its_points() -> None:
    line = player_line(1, "A", 2000, rounds=[
        ("2", "w", "1"), ("2", "b", "="), ("2", "w", "0"), ("2", "b", "+"), ("2", "w", "-"),
        ("2", "b", "w"), ("2", "w", "d"), ("2", "b", "l"), ("0000", "-", "h"),
        ("0000", "-", "F"), ("0000", "-", "u"), ("0000", "-", "Z"), ("0000", " ", " ")])
    entries = read_trf(trf(line)).players[0].rounds
    assert [None if e.code is None else e.code.value for e in entries] == [
        "1", "=", "0", "+", "-", "W", "D", "L", "H", "F", "U", "Z", ""]
    assert [e.score for e in entries] == [1, .5, 0, 1, 0, 1, .5, 0, .5, 1, 1, 0, 0]
    assert [e.colour for e in entries[:2]] == [Colour.WHITE, Colour.BLACK]


def test_tag_162_sets_the_points_of_each_result() -> None:
    # TRF-26: W 3 points, D 1, pairing-allocated bye as W unless given
    lines = ["162  W 3.0    D 1.0",
             player_line(1, "A", 2000, points=7.0, rounds=[("2", "w", "1"), ("2", "b", "="),
                                                            ("0000", "-", "U")]),
             player_line(2, "B", 2000, points=1.0, rounds=[("1", "b", "0"), ("1", "w", "="),
                                                            ("0000", "-", "Z")])]
    t = read_trf(trf(*lines))
    assert [e.score for e in t.players[0].rounds] == [3.0, 1.0, 3.0]
    assert t.problems == ()


def test_comments_crlf_and_tournament_lines_anywhere() -> None:
    text = "### a comment\r\n" + trf(player_line(1, "A", 2000)).replace("\n", "\r\n")
    text += "042 2025/05/09\r\nXXR 5\r\n"
    t = read_trf(text)
    assert t.start is not None, "the 042 line gives the start"
    assert (t.name, t.start.isoformat(), len(t.players), t.problems) == (
        "Test", "2025-05-09", 1, ())


# --- damaged files ------------------------------------------------------------------------------

def test_an_empty_text_and_a_text_without_player_lines() -> None:
    assert kinds(read_trf("")) == [(0, K.EMPTY_FILE, None, None, "")]
    assert kinds(read_trf("012 Only a name\nhello\n")) == [(0, K.NO_PLAYERS, None, None, "")]


def test_a_truncated_line_keeps_what_it_has() -> None:
    line = player_line(1, "Alpha", 2000, rounds=[("2", "w", "1")])[:55]
    other = player_line(2, "Beta", 1900, rounds=[("1", "b", "0")])
    t = read_trf(trf(line, other))
    alpha = t.players[0]
    assert (alpha.name, alpha.rating, alpha.points, alpha.rounds[0].code) == (
        "Alpha", 2000, None, ResultCode.BLANK)
    # cut in its federation's columns, "NE" is no FIDE code
    assert kinds(t) == [(3, K.UNKNOWN_FEDERATION, 1, None, "NE"), (4, K.NOT_MIRRORED, 2, 1, "1")]


def test_a_line_with_only_a_start_rank() -> None:
    t = read_trf(trf("001    7"))
    assert (t.players[0].start_rank, t.players[0].name, t.players[0].rating) == (7, "", None)
    assert t.problems == ()


def test_lines_without_a_start_rank_or_with_one_seen_before_are_left_out() -> None:
    t = read_trf(trf("001 abcd m    X", player_line(1, "A"), player_line(1, "B")))
    assert [p.name for p in t.players] == ["A"]
    assert kinds(t) == [(3, K.BAD_START_RANK, None, None, "abcd"),
                        (5, K.DUPLICATE_START_RANK, 1, None, "1")]


def test_the_names_alone_are_those_of_the_players_read() -> None:
    # the first line of each valid start rank, as read_trf reads it; nothing else is a player
    text = trf("001 abcd m    X", player_line(3, "Kok, Kim"), player_line(1, "A  B"),
               player_line(3, "Later"), "001    0 m    Rank nought", "001    7", "0011    Glued")
    assert player_names(text) == {3: "Kok, Kim", 1: "A  B", 7: ""}
    assert player_names(text) == {p.start_rank: p.name for p in read_trf(text).players}
    assert player_names(text.splitlines(keepends=True)) == player_names(text)
    assert player_names(trf()) == {} and player_names("") == {}


@examples(200, deadline=None)
@given(st.lists(st.text("0123456789 m-wb=+abc,.;:éß\t", max_size=60).map(lambda s: "001" + s),
                max_size=12), st.sampled_from(["\n", "\r\n", "\r"]))
def test_the_names_alone_agree_with_the_reading_for_any_player_lines(lines: list[str],
        newline: str) -> None:
    text = newline.join(["012 Any", *lines])
    assert player_names(text) == {p.start_rank: p.name for p in read_trf(text).players}


def test_the_names_alone_agree_with_the_reading_of_junk() -> None:
    text = junk_player_lines(200_000)
    assert player_names(text) == {p.start_rank: p.name for p in read_trf(text).players}


def test_fields_that_are_not_numbers() -> None:
    line = player_line(1, "A", "21x0", birth="unknown", points="x.5", place="1st")
    t = read_trf(trf(line, player_line(2, "B", 9999), "042 someday"))
    assert (t.players[0].rating, t.players[0].points, t.players[0].rank) == (None, None, None)
    assert t.players[1].rating is None
    assert kinds(t) == [(3, K.BAD_RATING, 1, None, "21x0"), (3, K.BAD_BIRTH_DATE, 1, None,
                                                            "unknown"),
                        (3, K.BAD_POINTS, 1, None, "x.5"), (3, K.BAD_RANK, 1, None, "1st"),
                        (4, K.RATING_OUT_OF_RANGE, 2, None, "9999"),
                        (5, K.BAD_DATE, None, None, "someday")]


@pytest.mark.parametrize("rating", ["9999", "50", "99", "3501"])
def test_a_rating_outside_the_range_is_named_for_the_range(rating: str) -> None:
    t = read_trf(trf(player_line(1, "A", rating)))
    assert t.players[0].rating is None
    assert kinds(t) == [(3, K.RATING_OUT_OF_RANGE, 1, None, rating)]
    assert t.problems[0].message() == (
        f"line 3, player 1: the rating {rating} (columns 49–52) is outside 100–3500; "
        "read as unrated")


@pytest.mark.parametrize(("written", "token"), [
    ("{:<33}22500", "22500"),       # one column too wide, over 48–52: not 2500
    ("{:<34}22500", "22500"),       # over 49–53
    ("{:<34} 2250", "2250"),        # 2250 one column to the right, over 50–53: not 225
])
def test_a_rating_that_does_not_fit_its_columns_is_a_problem_of_its_line(written: str,
        token: str) -> None:
    line = player_line(1, "", "")
    line = line[:14] + written.format("Albers, Arne") + line[14 + len(written.format("")):]
    t = read_trf(trf(line))
    assert t.players[0].rating is None
    assert kinds(t) == [(3, K.RATING_TOO_WIDE, 1, None, token)]
    assert t.problems[0].message() == (
        f"line 3, player 1: the rating '{token}' does not fit columns 49–52; read as unrated")


def test_a_rating_in_its_columns_beside_a_long_name_is_read() -> None:
    line = player_line(1, "A" * 33, 2250)
    assert (read_trf(trf(line)).players[0].rating, read_trf(trf(line)).problems) == (2250, ())


def test_the_end_date_is_read_the_way_the_start_date_shows_the_file_writes_dates() -> None:
    # 24/09/2010 can only be day/month/year; so 02/10/2010 is 2 October, not 10 February
    t = read_trf("012 Open\n042 24/09/2010\n052 02/10/2010\n" + player_line(1, "A", 2000))
    assert (t.start, t.end, t.problems) == (date(2010, 9, 24), date(2010, 10, 2), ())
    t = read_trf("012 Open\n042 02/10/2010\n052 09/24/2010\n" + player_line(1, "A", 2000))
    assert (t.start, t.end) == (date(2010, 2, 10), date(2010, 9, 24))


def test_dates_that_no_date_of_the_file_tells_the_order_of_are_named_ambiguous() -> None:
    t = read_trf("012 Open\n042 01/10/2010\n052 02/10/2010\n" + player_line(1, "A", 2000))
    assert (t.start, t.end) == (None, None)
    assert kinds(t) == [(2, K.AMBIGUOUS_DATE, None, None, "01/10/2010"),
                        (3, K.AMBIGUOUS_DATE, None, None, "02/10/2010")]
    assert t.problems[0].message() == (
        "line 2: in the date '01/10/2010' day and month could be either way round, and no "
        "other date of the file tells which (write the year first: YYYY/MM/DD)")


def test_rounds_that_cannot_be_read() -> None:
    line = player_line(1, "A", 2000, rounds=[("ab12", "w", "1"), ("2", "q", "1"),
                                             ("2", "w", "x")])
    line += "      2 w 1"  # shifted by a column
    t = read_trf(trf(line))
    assert [e.code for e in t.players[0].rounds] == [None] * 4
    assert kinds(t) == [(3, K.BAD_OPPONENT, 1, 1, "ab12"), (3, K.BAD_COLOUR, 1, 2, "q"),
                        (3, K.UNKNOWN_RESULT, 1, 3, "x"), (3, K.MISALIGNED_ROUND, 1, 4,
                                                           "2 w 1")]


def test_opponents_that_do_not_exist_or_are_the_player() -> None:
    t = read_trf(trf(player_line(1, "A", 2000, rounds=[("9", "w", "1"), ("1", "b", "0")])))
    assert kinds(t) == [(3, K.OPPONENT_MISSING, 1, 1, "9"), (3, K.OPPONENT_MISSING, 1, 2, "1")]


@pytest.mark.parametrize(("mine", "theirs"), [
    (("2", "w", "1"), ("1", "b", "1")),     # both won
    (("2", "w", "1"), ("1", "w", "0")),     # both had white
    (("2", "w", "="), ("3", "b", "=")),     # the other names someone else
    (("2", "w", "+"), ("1", "b", "+")),     # both won by forfeit
])
def test_results_that_do_not_mirror_are_reported_once(mine: tuple[str, str, str],
        theirs: tuple[str, str, str]) -> None:
    t = read_trf(trf(player_line(1, "A", 2000, rounds=[mine]),
                     player_line(2, "B", 2000, rounds=[theirs]),
                     player_line(3, "C", 2000)))
    assert [(p.kind, p.player, p.token) for p in t.problems
            if p.kind is K.NOT_MIRRORED][:1] == [(K.NOT_MIRRORED, 1, "2")]


def test_a_double_forfeit_and_a_game_without_a_result_mirror() -> None:
    t = read_trf(trf(player_line(1, "A", 2000, rounds=[("2", "w", "-"), ("2", "b", " ")]),
                     player_line(2, "B", 2000, rounds=[("1", "b", "-"), ("1", "w", " ")])))
    assert kinds(t) == [(3, K.NO_RESULT, 1, 2, "2"), (4, K.NO_RESULT, 2, 2, "1")]


def test_points_that_do_not_add_up() -> None:
    t = read_trf(trf(player_line(1, "A", 2000, points=2.0, rounds=[("0000", "-", "H")])))
    assert kinds(t) == [(3, K.POINTS_DIFFER, 1, None, "2 in the file, 0.5 from the results")]


def test_a_bye_with_an_opponent_and_a_result_without_one() -> None:
    t = read_trf(trf(player_line(1, "A", 2000, rounds=[("2", "w", "H"), ("0000", "-", "1")]),
                     player_line(2, "B", 2000, rounds=[("0000", "-", "H")])))
    assert t.players[0].rounds[0][1:4] == (None, Colour.WHITE, ResultCode.HALF_BYE)
    assert kinds(t) == [(3, K.BYE_WITH_OPPONENT, 1, 1, "H"),
                        (3, K.RESULT_WITHOUT_OPPONENT, 1, 2, "1")]


def test_every_problem_has_an_english_message_naming_its_line() -> None:
    t = read_trf(trf(player_line(1, "A", 2000, rounds=[("9", "w", "x")])))
    assert t.problems[0].message() == (
        "line 3, player 1, round 1: unknown result 'x' (TRF has 1 = 0 + - W D L H F U Z); "
        "the round was not read")
    assert read_trf("").problems[0].message() == "the file is empty"
    assert all(p.message() for kind in K for p in [read_trf("").problems[0]._replace(kind=kind)])


def test_a_line_with_more_rounds_than_any_tournament_is_cut_short() -> None:
    t = read_trf(trf(player_line(1, "A", 2000) + "x" * 10_000))
    assert len(t.players[0].rounds) == 200
    assert kinds(t)[0] == (3, K.TOO_MANY_ROUNDS, 1, None, "200")


@pytest.mark.parametrize(("code", "title"), [
    ("g", "GM"), ("m", "IM"), ("wg", "WGM"), ("f", "FM"), ("wm", "WIM"), ("c", "CM"),
    ("wf", "WFM"), ("wc", "WCM"), ("G", "GM"), ("WFM", "WFM"), ("im", "IM"), ("", "")])
def test_a_title_is_read_once_as_the_title_trf16_names(code: str, title: str) -> None:
    # FIDE Handbook C.04 Annex 2 (TRF-16), player line columns 11-13, "Title":
    # GM = g, IM = m, WGM = wg, FM = f, WIM = wm, CM = c, WFM = wf, WCM = wc; programs that
    # write the title in full are read the same
    line = player_line(1, "A", 2000)
    t = read_trf(trf(f"{line[:10]}{code:>3}{line[13:]}"))
    assert (t.players[0].title, t.problems) == (title, ())


@pytest.mark.parametrize("code", ["i", "wi", "x", "HGM", "AGM"])
def test_a_code_that_is_no_fide_title_is_a_problem_of_its_line_and_no_title(code: str) -> None:
    # i and wi are FIDE's list's flags (inactive), not TRF-16 codes: no IM or WIM is read
    line = player_line(1, "A", 2000)
    t = read_trf(trf(f"{line[:10]}{code:>3}{line[13:]}"))
    assert t.players[0].title == ""
    assert kinds(t) == [(3, K.UNKNOWN_TITLE, 1, None, code)]


def test_fide_s_example_writes_its_ims_as_trf16_does() -> None:
    t = read_trf((DATA / "fide_example1.trf").read_text(encoding="utf-8"))
    titles = [p.title for p in t.players if p.title]
    assert (titles.count("GM"), titles.count("IM"), titles.count("FM"),
            titles.count("WFM")) == (3, 11, 5, 1)  # g, m, f, wf in columns 11-13
