"""The game-list reader: what people type, and that nothing they type stops it."""

import math
import re
import tracemalloc
from itertools import chain

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from elo_core import Game, GameList, LineError, Problem, format_game_list, parse_game_list
from elo_core.games import Colour, Unplayed
from elo_core.readers.columns import find_header
from elo_core.readers.limits import LONGEST_LINE
from elo_core.readers.notation import parse_rating, read_number
from elo_core.readers.parser import parse_line, read_game_list, split_lines
from elo_core.readers.problems import _ENGLISH, collect
from elo_core.readers.writer import format_game
from tests.paths import DATA
from tests.sampling import examples


@pytest.mark.parametrize(
    ("line", "rating", "score"),
    [
        ("1800:1", 1800, 1.0), ("1800;0", 1800, 0.0), ("1800\t½", 1800, 0.5),
        ("1800 1/2", 1800, 0.5), ("1800 : =", 1800, 0.5), ("1800:0,5", 1800, 0.5),
        ("1800:0.5", 1800, 0.5), ("1800:1.0", 1800, 1.0), ("1800:0.0", 1800, 0.0),
        ("1800 w", 1800, 1.0), ("1800 D", 1800, 0.5), ("1800 l", 1800, 0.0),
        ("1800 win", 1800, 1.0), ("1800 Draw", 1800, 0.5), ("1800 loss", 1800, 0.0),
        ("1800 Sieg", 1800, 1.0), ("1800 Remis", 1800, 0.5), ("1800 Niederlage", 1800, 0.0),
        ("1800 s", 1800, 1.0), ("1800 r", 1800, 0.5), ("1800 n", 1800, 0.0),
        ("1800 winst", 1800, 1.0), ("1800 remise", 1800, 0.5), ("1800 verlies", 1800, 0.0),
        ("1800 v", 1800, 0.0), ("1812,5:1", 1812.5, 1.0),
    ],
)
def test_reads_every_way_people_write_a_result(line: str, rating: float, score: float) -> None:
    game = parse_line(line)
    assert isinstance(game, Game)
    assert (game.opponent_rating, game.score, game.unplayed) == (rating, score, None)


def test_optional_name_comments_and_blank_lines() -> None:
    parsed = parse_game_list("# round 1\nMeier 1950:½\n\nJan de Vries 2010 1  # won\n")
    assert [(g.name, g.opponent_rating, g.score, g.line) for g in parsed.games] == [
        ("Meier", 1950, 0.5, 2), ("Jan de Vries", 2010, 1.0, 4)]
    assert parsed.errors == []


@pytest.mark.parametrize(("token", "score"), [("+", 1.0), ("-", 0.0), ("1F", 1.0),
                                              ("0f", 0.0)])
def test_forfeits_are_kept_as_unplayed_games(token: str, score: float) -> None:
    game = parse_line(f"1800:{token}")
    assert isinstance(game, Game) and not game.played and game.score == score


@pytest.mark.parametrize(
    ("line", "problem", "token"),
    [
        ("1800:x", Problem.UNKNOWN_RESULT, "x"),
        # a word of letters where the rating goes is a name's: the rating is missing
        ("abc:1", Problem.MISSING_RATING, "abc"),
        ("nan:1", Problem.MISSING_RATING, "nan"),
        ("inf 1", Problem.MISSING_RATING, "inf"),
        ("l800:1", Problem.RATING_NOT_A_NUMBER, "l800"),  # with a digit: a rating mistyped
        ("Meier l800 1", Problem.RATING_NOT_A_NUMBER, "l800"),
        ("GM 123 2450:0", Problem.NUMBER_FOR_NAME, "123"),
        ("Meier 2 1800:1", Problem.NUMBER_FOR_NAME, "2"),
        ("50:1", Problem.RATING_OUT_OF_RANGE, "50"),
        ("99999:1", Problem.RATING_OUT_OF_RANGE, "99999"),
        ("1800:1:1", Problem.TOO_MANY_FIELDS, ""),
        ("1800 1 0", Problem.TOO_MANY_FIELDS, ""),
        ("1800", Problem.MISSING_RESULT, ""),
        ("1800:", Problem.MISSING_RESULT, ""),
        (":1", Problem.MISSING_RATING, ""),
        ("hello", Problem.NOT_A_GAME, ""),
        # Rounds not played that say something impossible:
        ("kampflos ½", Problem.UNKNOWN_RESULT, "½"),   # a forfeit is won or lost, not drawn
        ("bye +", Problem.UNKNOWN_RESULT, "+"),        # a bye's points are a score
        ("Meier 50:+", Problem.RATING_OUT_OF_RANGE, "50"),
        ("w bye", Problem.UNKNOWN_RESULT, "bye"),      # a bye has no colour
        # A deviation must be above 0 and at most 500:
        ("1850/0:1", Problem.DEVIATION_OUT_OF_RANGE, "0"),
        ("1850/501:1", Problem.DEVIATION_OUT_OF_RANGE, "501"),
        ("1850/-60:1", Problem.DEVIATION_OUT_OF_RANGE, "-60"),
        ("1850/x:1", Problem.DEVIATION_NOT_A_NUMBER, "x"),
        ("1850/:1", Problem.DEVIATION_NOT_A_NUMBER, ""),
        ("1850/inf:1", Problem.DEVIATION_NOT_A_NUMBER, "inf"),
        ("1850/9999999999:1", Problem.DEVIATION_OUT_OF_RANGE, "9999999999"),
        ("50/60:1", Problem.RATING_OUT_OF_RANGE, "50"),
    ],
)
def test_each_bad_line_names_its_problem(line: str, problem: Problem, token: str) -> None:
    error = parse_line(line, 7)
    assert not isinstance(error, Game) and error is not None
    assert (error.line, error.problem, error.token, error.text) == (7, problem, token, line)


def test_reading_goes_on_after_a_bad_line_and_the_message_names_the_line() -> None:
    parsed = parse_game_list("1800:1\n1900:x\n2000:0\n")
    assert [g.opponent_rating for g in parsed.games] == [1800, 2000]
    assert parsed.errors[0].message() == (
        "line 2: unknown result 'x' (use 1, ½, 0, w/d/l, + or -) — \"1900:x\"")


def _unplayed_and_score(
        kind: Unplayed | None) -> st.SearchStrategy[tuple[Unplayed | None, float]]:
    # The points each kind of round can carry: a bye any (FIDE C.04.1: a win's by default),
    # a forfeit won 1, lost 0, a forfeit whose side is not said 0.
    scores = {None: [1.0, 0.5, 0.0], Unplayed.BYE: [1.0, 0.5, 0.0],
              Unplayed.FORFEIT_WIN: [1.0], Unplayed.FORFEIT_LOSS: [0.0], Unplayed.FORFEIT: [0.0]}
    return st.tuples(st.just(kind), st.sampled_from(scores[kind]))


@st.composite
def games(draw: st.DrawFn) -> Game:
    unplayed, score = draw(st.sampled_from([None, *Unplayed]).flatmap(_unplayed_and_score))
    rating: float | None = draw(st.integers(100, 3500).map(float)
                                | st.sampled_from([1812.5, 100.25]))
    if unplayed is not None and draw(st.booleans()):
        rating = None
    rd = draw(st.none() | st.integers(1, 500).map(float) | st.just(62.5)) if rating else None
    colour = None if unplayed is Unplayed.BYE else draw(st.none() | st.sampled_from(Colour))
    name = draw(st.sampled_from(["", "Meier", "Jan de Vries", "Jan de Wit", "Anna Bye",
                                 "O’Brien", "Müller-Lüdenscheidt"]))
    day = draw(st.sampled_from(["", "2025-03-14", "2025.03.14", "14.03.2025", "2025.??.??"]))
    return Game(rating, score, name, unplayed, 0, day, rd, colour)


@given(st.lists(games()))
def test_a_formatted_game_list_reads_back_as_the_same_games(games: list[Game]) -> None:
    parsed = parse_game_list(format_game_list(games))
    assert parsed.errors == []
    assert [g._replace(line=0) for g in parsed.games] == games


line_pieces = st.sampled_from([*"0123456789 :;\t#.,½=+-/wdlWDLxFfMeierSiegbzB−–\"", "\u00a0",
                                 " bye", " kampflos", " 1-0", " schwarz", "1850/60"])


@examples(1000)
@given(st.lists(line_pieces, max_size=20).map("".join))
def test_the_fast_path_reads_every_line_as_the_careful_reader_does(text: str) -> None:
    from elo_core.readers.parser import _parse_line_carefully

    assert parse_line(text, 3) == _parse_line_carefully(text, 3)


@pytest.mark.parametrize("line", ["Player 2 1800:1", "Meier2 1800:1", "A 1800 1", "01800:1",
                                  "1800.5:1", "Jan de Vries 2010 1  # won", "1800 : 1",
                                  ".\t1850/60 0", "Meier\t1800\t1", "Meier\t1800 1", ";", " ; ",
                                  "Meier;1800;1", ";1800;1", "Meier;;1"])
def test_fast_and_careful_readers_agree_on_tricky_lines(line: str) -> None:
    from elo_core.readers.parser import _parse_line_carefully

    assert parse_line(line, 1) == _parse_line_carefully(line, 1)


# --- Rounds not played: a bye or a forfeit needs no opponent ---------------------------------

@pytest.mark.parametrize(
    ("line", "score", "unplayed"),
    [
        # + and - are a forfeit won (1 point) and lost (0), as crosstables write them.
        ("+", 1.0, Unplayed.FORFEIT_WIN), ("-", 0.0, Unplayed.FORFEIT_LOSS),
        ("1F", 1.0, Unplayed.FORFEIT_WIN), ("-f", 0.0, Unplayed.FORFEIT_LOSS),
        # A bye is worth a win unless the line says otherwise (FIDE C.04.1).
        ("bye", 1.0, Unplayed.BYE), ("spielfrei", 1.0, Unplayed.BYE),
        ("Freilos", 1.0, Unplayed.BYE), ("vrij", 1.0, Unplayed.BYE),
        ("bye:½", 0.5, Unplayed.BYE), ("bye ½", 0.5, Unplayed.BYE), ("bye 0", 0.0, Unplayed.BYE),
        ("bye 1", 1.0, Unplayed.BYE), ("spielfrei 0,5", 0.5, Unplayed.BYE),
        ("½ vrij", 0.5, Unplayed.BYE),
        # kampflos / reglementair alone: a forfeit whose side is not said, 0 points.
        ("kampflos", 0.0, Unplayed.FORFEIT), ("reglementair", 0.0, Unplayed.FORFEIT),
        ("forfeit", 0.0, Unplayed.FORFEIT),
        ("kampflos +", 1.0, Unplayed.FORFEIT_WIN), ("kampflos 1", 1.0, Unplayed.FORFEIT_WIN),
        ("kampflos:+", 1.0, Unplayed.FORFEIT_WIN), ("1 kampflos", 1.0, Unplayed.FORFEIT_WIN),
        ("kampflos -", 0.0, Unplayed.FORFEIT_LOSS), ("reglementair 0", 0.0, Unplayed.FORFEIT_LOSS),
        ("reglementair gewonnen", 1.0, Unplayed.FORFEIT_WIN),
    ],
)
def test_bye_and_forfeit_lines_without_an_opponent_are_listed_and_not_rated(line: str, score: float,
        unplayed: Unplayed) -> None:
    parsed = parse_game_list(f"1800:1\n{line}\n")
    assert parsed.errors == []
    game = parsed.games[1]
    assert (game.opponent_rating, game.score, game.unplayed, game.line) == (None, score,
                                                                            unplayed, 2)
    assert not game.played


@pytest.mark.parametrize(
    ("line", "name", "rating", "unplayed"),
    [
        ("Meier +", "Meier", None, Unplayed.FORFEIT_WIN),
        ("Meier:-", "Meier", None, Unplayed.FORFEIT_LOSS),
        ("Jan de Vries kampflos", "Jan de Vries", None, Unplayed.FORFEIT),
        ("Meier 1800:+", "Meier", 1800, Unplayed.FORFEIT_WIN),
        ("Meier 1800 kampflos", "Meier", 1800, Unplayed.FORFEIT),
        ("Jan de Wit:+", "Jan de Wit", None, Unplayed.FORFEIT_WIN),
    ],
)
def test_a_forfeit_may_name_the_opponent_with_or_without_a_rating(line: str, name: str,
        rating: int | None, unplayed: Unplayed) -> None:
    game = parse_line(line)
    assert isinstance(game, Game)
    assert (game.name, game.opponent_rating, game.unplayed) == (name, rating, unplayed)


# --- Colours: 1-0 and 0-1 become the player's score ----------------------------------------

WHITE_WORDS = ["w", "W", "white", "weiß", "Weiss", "wit"]
BLACK_WORDS = ["b", "B", "black", "s", "S", "schwarz", "z", "zwart"]
#: A game's result, White's score first → (White's score, Black's score, unplayed for each).
GAME_RESULTS = {
    "1-0": (1.0, 0.0, None, None), "0-1": (0.0, 1.0, None, None),
    "½-½": (0.5, 0.5, None, None), "1/2-1/2": (0.5, 0.5, None, None),
    "0.5-0.5": (0.5, 0.5, None, None), "1−0": (1.0, 0.0, None, None),
    "0–1": (0.0, 1.0, None, None), "½—½": (0.5, 0.5, None, None),
    "+-": (1.0, 0.0, Unplayed.FORFEIT_WIN, Unplayed.FORFEIT_LOSS),
    "-+": (0.0, 1.0, Unplayed.FORFEIT_LOSS, Unplayed.FORFEIT_WIN),
}


@pytest.mark.parametrize("result", GAME_RESULTS)
@pytest.mark.parametrize(("mark", "colour"), [*((w, Colour.WHITE) for w in WHITE_WORDS),
                                              *((b, Colour.BLACK) for b in BLACK_WORDS)])
@pytest.mark.parametrize("layout", ["{r}:{m} {g}", "{r} {m} {g}", "{r} {g} {m}",
                                    "Meier {r}:{g} {m}", "Jan de Vries {r} {m} {g}"])
def test_a_game_result_with_a_colour_mark_becomes_the_players_score(result: str, mark: str,
        colour: Colour, layout: str) -> None:
    white, black, white_unplayed, black_unplayed = GAME_RESULTS[result]
    game = parse_line(layout.format(r=1900, m=mark, g=result))
    assert isinstance(game, Game)
    own = (white, white_unplayed) if colour is Colour.WHITE else (black, black_unplayed)
    assert (game.score, game.unplayed, game.colour, game.opponent_rating) == (*own, colour,
                                                                                1900)


@pytest.mark.parametrize(("field", "score", "colour"), [
    # The player-card form: a colour and the player's own score.
    ("w 1", 1.0, Colour.WHITE), ("s ½", 0.5, Colour.BLACK), ("b 0", 0.0, Colour.BLACK),
    ("W 0", 0.0, Colour.WHITE), ("S 1", 1.0, Colour.BLACK), ("wit ½", 0.5, Colour.WHITE),
    ("zwart 1", 1.0, Colour.BLACK), ("1 w", 1.0, Colour.WHITE), ("remis schwarz", 0.5,
                                                                  Colour.BLACK),
    ("w w", 1.0, Colour.WHITE),    # the first word is the mark: White, won
    ("s s", 1.0, Colour.BLACK),    # Schwarz, Sieg
    ("w s", 1.0, Colour.WHITE),    # Weiß, Sieg
])
def test_a_colour_beside_a_score_sets_the_colour_and_keeps_the_score(field: str, score: float,
        colour: Colour) -> None:
    game = parse_line(f"1800:{field}")
    assert isinstance(game, Game) and (game.score, game.colour) == (score, colour)


@pytest.mark.parametrize("line", ["1800 w", "1800 s", "1800:W", "1800 S", "Weiß 1800:1",
                                  "Schwarz 1800 1"])
def test_w_and_s_alone_are_still_a_win_and_names_stay_names(line: str) -> None:
    game = parse_line(line)
    assert isinstance(game, Game)
    assert (game.score, game.colour, game.opponent_rating) == (1.0, None, 1800)


@pytest.mark.parametrize("result", ["1-0", "0-1", "1–0", "+-"])
def test_a_game_result_without_a_colour_explains_what_is_missing(result: str) -> None:
    error = parse_line(f"Meier 1800:{result}", 4)
    assert isinstance(error, LineError)
    assert (error.problem, error.token) == (Problem.COLOUR_NEEDED, result)
    assert error.message().startswith(f"line 4: {result} is the result from White's side; add "
                                      "your colour (w or b)")


def test_a_draw_needs_no_colour_and_a_colour_alone_is_a_missing_result() -> None:
    draw = parse_line("1800 ½-½")
    assert isinstance(draw, Game) and (draw.score, draw.colour) == (0.5, None)
    error = parse_line("1800:b")
    assert isinstance(error, LineError) and error.problem is Problem.MISSING_RESULT


# --- Dashes, deviations, limits, long numbers ----------------------------------------------

@pytest.mark.parametrize(("line", "score", "unplayed"), [
    ("1800:−", 0.0, Unplayed.FORFEIT_LOSS), ("1800 –", 0.0, Unplayed.FORFEIT_LOSS),
    ("1800:—", 0.0, Unplayed.FORFEIT_LOSS), ("−", 0.0, Unplayed.FORFEIT_LOSS),
    ("1800:−F", 0.0, Unplayed.FORFEIT_LOSS), ("kampflos −", 0.0, Unplayed.FORFEIT_LOSS),
])
def test_the_unicode_minus_and_dashes_count_as_a_hyphen(line: str, score: float,
        unplayed: Unplayed) -> None:
    game = parse_line(line)
    assert isinstance(game, Game) and (game.score, game.unplayed) == (score, unplayed)


def test_a_negative_rating_with_a_unicode_minus_is_out_of_range_not_unreadable() -> None:
    error = parse_line("−1800:1")
    assert isinstance(error, LineError) and error.problem is Problem.RATING_OUT_OF_RANGE


@pytest.mark.parametrize(("line", "rating", "rd", "score"), [
    ("1850/60:1", 1850, 60, 1.0), ("Meier 1850/60 ½", 1850, 60, 0.5),
    ("1850/60 remis", 1850, 60, 0.5), ("1850/60:w 1-0", 1850, 60, 1.0),
    ("1850/60:+", 1850, 60, 1.0), ("1850/62,5:0", 1850, 62.5, 0.0),
    ("1850/500:1", 1850, 500, 1.0), ("1850/0.5:1", 1850, 0.5, 1.0),
    ("1400/30:1", 1400, 30, 1.0),   # Glickman's example opponent, below Lichess's floor of 45
])
def test_a_line_may_give_the_opponents_rating_deviation(line: str, rating: int, rd: float,
        score: float) -> None:
    game = parse_line(line)
    assert isinstance(game, Game)
    assert (game.opponent_rating, game.opponent_rd, game.score) == (rating, rd, score)


def test_a_rating_of_thousands_of_digits_is_out_of_range_or_too_long_never_an_exception() -> None:
    # Within 200 characters the rating is read and is out of range: more than nine digits
    # before the point, leading zeros included, is out of range for any rating ...
    for digits in ("1" * 190, "0" * 185 + "1800", "9" * 10, "00000001800"):
        error = parse_line(f"{digits}:1")
        assert isinstance(error, LineError), digits
        assert (error.problem, error.token) == (Problem.RATING_OUT_OF_RANGE, digits)
    # ... beyond 200 characters the line is not read further (int() would raise past 4,300
    # digits), but a line that is plainly a rating and a result is still named for its rating
    parsed = parse_game_list("1" * 5000 + ":1\n" + "0" * 5000 + "1800:1\n" + "x" * 201,
                             max_games=None)
    assert [(e.line, e.problem, e.token) for e in parsed.errors] == [
        (1, Problem.RATING_OUT_OF_RANGE, "1" * 10 + "…"),
        (2, Problem.RATING_OUT_OF_RANGE, "0" * 10 + "…"), (3, Problem.LINE_TOO_LONG, "200")]
    assert parsed.errors[0].message() == (
        'line 1: the rating 1111111111… is outside 100–3500 — "' + "1" * 40 + '…"')


def test_a_long_fraction_is_read_as_far_as_a_float_holds_it() -> None:
    game = parse_line("1800." + "0" * 180 + "1:1")
    assert isinstance(game, Game), "the line is read as a game"
    assert game.opponent_rating == 1800


def test_a_line_of_exactly_200_characters_is_read_and_201_is_too_long() -> None:
    at_limit = "M" * 193 + " 1800:1"   # 193 + 7 = 200 characters
    over = "M" * 194 + " 1800:1"       # 201
    assert len(at_limit) == 200 and len(over) == 201
    assert isinstance(parse_line(at_limit), Game)
    error = parse_line(over)
    assert isinstance(error, LineError) and error.problem is Problem.LINE_TOO_LONG


def test_ten_thousand_games_pass_and_one_more_is_refused_before_reading() -> None:
    at_limit = "# my games\n" + "1800:1\n\n" * 10_000
    assert len(parse_game_list(at_limit).games) == 10_000
    parsed = parse_game_list(at_limit + "1800:x\n")
    # The one error names the first game beyond the limit: line 1 + 2 × 10,000 + 1 = 20,002.
    assert parsed.games == []
    assert [(e.line, e.problem, e.token) for e in parsed.errors] == [
        (20_002, Problem.TOO_MANY_GAMES, "10000")]
    assert len(parse_game_list(at_limit + "1800:x\n", max_games=None).errors) == 1


def test_a_byte_order_mark_at_the_start_of_pasted_text_is_ignored() -> None:
    parsed = parse_game_list("\ufeff1800:1\n1900:0")
    assert [(g.opponent_rating, g.line) for g in parsed.games] == [(1800, 1), (1900, 2)]
    assert parsed.errors == []


# --- Tables pasted from a tournament site's player card -------------------------------------



def _summary(parsed: GameList) -> tuple[
        list[tuple[int, str, float | None, float, Unplayed | None, Colour | None]],
        list[tuple[int, Problem, str]]]:
    return ([(g.line, g.name, g.opponent_rating, g.score, g.unplayed, g.colour)
             for g in parsed.games], [(e.line, e.problem, e.token) for e in parsed.errors])


W, B = Colour.WHITE, Colour.BLACK


def test_an_english_player_card_is_read_by_its_res_column_not_the_opponents_points() -> None:
    parsed = parse_game_list((DATA / "player_card_en.tsv").read_text(encoding="utf-8"))
    # Line 1 is the header; the "Pts." column (4.5, 5, …) is the opponent's total, not ours.
    assert _summary(parsed) == ([
        (2, "Miller Thomas", 1850, 1.0, None, W),   # w 1: White, won
        (3, "Kowalski Jan", 2012, 0.5, None, B),    # b ½
        (4, "Smith Anna", None, 1.0, None, W),      # rating 0: unrated, listed, not rated
        (5, "Brown Peter", 1990, 0.0, None, B),     # b 0
        (6, "Garcia Luis", 2105, 1.0, Unplayed.FORFEIT_WIN, None),   # +
        (7, "", None, 1.0, Unplayed.BYE, None),     # the name column says bye, 1 point
    ], [])


def test_a_german_player_card_with_weiss_and_schwarz_marks() -> None:
    parsed = parse_game_list((DATA / "player_card_de.tsv").read_text(encoding="utf-8"))
    assert _summary(parsed) == ([
        (2, "Müller Hans", 1920, 0.5, None, B),     # s ½: Schwarz, remis
        (3, "Schmidt Eva", 2050, 0.0, None, W),     # w 0: Weiß, verloren
        (4, "Weiß Karl", 1780, 1.0, None, B),       # s 1 (the name is only a name)
        (5, "Becker Jonas", None, 1.0, None, W),    # an empty Elo cell: unrated, not rated
        (6, "Neumann Lea", 2210, 0.0, Unplayed.FORFEIT_LOSS, None),   # -
        (7, "", None, 1.0, Unplayed.BYE, None),     # spielfrei, +
    ], [])


def test_a_dutch_player_card_with_wit_and_zwart_marks() -> None:
    parsed = parse_game_list((DATA / "player_card_nl.tsv").read_text(encoding="utf-8"))
    assert _summary(parsed) == ([
        (2, "de Vries Jan", 1875, 0.5, None, W),    # w ½
        (3, "Jansen Piet", 1650, 1.0, None, B),     # z 1: zwart, gewonnen
        (4, "Bakker Sanne", 2015, 0.0, None, W),    # w 0
        (5, "Visser Tom", None, 1.0, None, B),      # rating 0: unrated, not rated
        (6, "Smit Kees", 1930, 1.0, Unplayed.FORFEIT_WIN, None),
        (7, "van Dijk Eva", 2120, 0.0, Unplayed.FORFEIT_LOSS, None),
        (8, "", None, 0.5, Unplayed.BYE, None),     # vrij, ½
    ], [])


def test_a_pasted_table_is_only_taken_for_one_when_its_header_names_rating_and_result() -> None:
    # A game line with tabs is still a game line; a header needs both columns.
    assert parse_game_list("Meier\t1800\t1\n").games[0].name == "Meier"
    parsed = parse_game_list("Name\tRating\nMeier\t1800\n")
    assert parsed.games == [] and parsed.errors[0].line == 1


# --- Properties over any text --------------------------------------------------------------

@given(st.text())
def test_any_text_accounts_for_every_line_as_a_game_an_error_a_header_or_a_blank(text: str) -> None:
    parsed = parse_game_list(text)
    lines = text.removeprefix("\ufeff").splitlines()
    content = [n for n, ln in enumerate(lines, 1) if ln.split("#", 1)[0].strip()]
    numbers = sorted([g.line for g in parsed.games] + [e.line for e in parsed.errors])
    if find_header(lines) is None:
        assert numbers == content
    else:
        assert set(numbers) <= {n for n, ln in enumerate(lines, 1) if ln.strip()}


@given(st.text(st.sampled_from("0123456789.,−-/ "), max_size=40))
def test_any_number_like_word_reads_without_raising_and_finite_or_not_at_all(word: str) -> None:
    value = read_number(word)
    assert value is None or not math.isnan(value)
    rating = parse_rating(word)
    assert isinstance(rating, Problem) or 100 <= rating <= 3500


@pytest.mark.parametrize("problem", list(Problem))
def test_every_problem_has_an_english_message_that_shows_its_token(problem: Problem) -> None:
    message = LineError(3, "x", problem, "TOKEN").message()
    assert message.startswith("line 3: ") and message.endswith(' — "x"')
    takes_token = "{token" in _ENGLISH[problem]
    assert ("TOKEN" in message) == takes_token


def test_a_pasted_table_row_longer_than_a_line_may_be_is_an_error_naming_its_line() -> None:
    text = "Name\tElo\tRes.\n" + "M" * 200 + "\t1800\t1\nKurz\t1900\t0\n"
    parsed = parse_game_list(text)
    assert [(e.line, e.problem) for e in parsed.errors] == [(2, Problem.LINE_TOO_LONG)]
    assert [(g.line, g.opponent_rating) for g in parsed.games] == [(3, 1900)]


def test_a_pasted_table_of_ten_thousand_rows_passes_and_one_more_is_refused() -> None:
    text = "Name\tElo\tRes.\n" + "Meier\t1800\t1\n" * 10_000
    assert len(parse_game_list(text).games) == 10_000
    over = parse_game_list(text + "Kurz\t1900\t0\n")
    assert over.games == [] and [(e.line, e.problem) for e in over.errors] == [
        (10_002, Problem.TOO_MANY_GAMES)]


@pytest.mark.parametrize(("line", "day"), [
    ("2025-03-14 Meier 1800:1", "2025-03-14"), ("14.03.2025 1800 ½", "14.03.2025"),
    ("2025.03.14 bye", "2025.03.14"), ("2025.??.?? 1800:0", "2025.??.??"),
])
def test_a_line_may_start_with_the_day_the_game_was_played(line: str, day: str) -> None:
    game = parse_line(line)
    assert isinstance(game, Game) and game.date == day


def test_a_date_alone_is_not_a_game() -> None:
    error = parse_line("2025-03-14", 4)
    assert isinstance(error, LineError) and error.problem is Problem.NOT_A_GAME


# --- Read as a stream: the same games and errors, a line at a time ---------------------------

def pieces_of(text: str, cuts: list[int]) -> list[str]:
    """``text`` cut into pieces ``cuts`` long (the rest last)."""
    pieces, at = [], 0
    for cut in cuts:
        pieces.append(text[at:at + cut])
        at += cut
    return [*pieces, text[at:]]


line_breaks = st.sampled_from(["\n", "\r", "\r\n", "\x0b", "\x0c", "\x1c", "\x85", "\u2028"])


@given(st.lists(st.one_of(st.text(max_size=6), line_breaks), max_size=20).map("".join),
       st.lists(st.integers(0, 8), max_size=12))
def test_lines_split_in_pieces_are_the_lines_of_the_whole(text: str, cuts: list[int]) -> None:
    assert list(split_lines(pieces_of(text, cuts))) == text.splitlines()


@given(st.lists(st.one_of(st.text(max_size=6), line_breaks), max_size=20).map("".join),
       st.lists(st.integers(0, 8), max_size=12))
def test_lines_that_only_cr_and_lf_end_split_in_pieces_are_the_lines_of_the_whole(text: str,
        cuts: list[int]) -> None:
    whole = re.split(r"\r\n|\r|\n", text)
    if text and text[-1] in "\r\n":
        whole.pop()
    assert list(split_lines(pieces_of(text, cuts), "\r\n")) == (whole if text else [])


def test_a_line_of_any_length_is_held_only_as_far_as_the_readers_read() -> None:
    tracemalloc.start()
    try:
        pieces = chain(["1800:1\n"], ("9" * 1000 for _ in range(50_000)), [":1\n+"])
        lines = list(split_lines(pieces))  # 50 MB of one line
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert lines == ["1800:1", "9" * LONGEST_LINE, "+"] and peak < 2 * LONGEST_LINE + 100_000


def test_a_text_of_millions_of_lines_is_split_a_part_at_a_time() -> None:
    text = "\n" * 5_000_000
    tracemalloc.start()
    try:
        count = sum(1 for _ in split_lines([text]))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert count == 5_000_000 and peak < 2_000_000


table_pieces = st.sampled_from(["Name;Elo;Res.\n", "Meier;1800;1\n", '"Kraus;1900;½\n',
                                "\ufeff", "\t", ",", '"'])


@given(st.lists(st.one_of(line_pieces, line_breaks, table_pieces), max_size=25).map("".join),
       st.lists(st.integers(0, 12), max_size=12))
@example("\ufeff\nName;Elo;Res.\n", [1])  # once read as a game line when streamed
@example("\ufeff\nName;Elo;Res.\nMeier;1800;1\n", [])
def test_a_list_read_as_a_stream_gives_what_it_gives_read_at_once(text: str,
        cuts: list[int]) -> None:
    streamed = collect(read_game_list(pieces_of(text, cuts)))
    assert streamed == parse_game_list(text, max_games=None)


def test_a_byte_order_mark_on_a_blank_first_line_leaves_the_table_a_table_when_streamed() -> None:
    text = "\ufeff\nName;Elo;Res.\nMeier;1800;1\n"
    for cuts in ([], [1], [1, 1]):
        items = list(read_game_list(pieces_of(text, cuts)))
        assert items == [Game(1800.0, 1.0, "Meier", line=3)]
    assert parse_game_list(text).games == [Game(1800.0, 1.0, "Meier", line=3)]


def test_a_table_with_a_broken_quote_is_refused_whole_when_streamed_too() -> None:
    text = "Name;Elo;Res.\nMeier;1800;1\n\"Kraus;1900;½\n"
    items = list(read_game_list(pieces_of(text, [5, 5, 5])))
    first, refusal = items[0], items[-1]
    assert isinstance(first, Game), "Meier's line is read before the broken quote"
    assert isinstance(refusal, LineError), "the broken quote ends the stream refused"
    assert first.name == "Meier" and refusal.problem is Problem.BAD_QUOTES
    assert collect(items) == parse_game_list(text) == GameList([], [refusal])


# --- Names: every name a Tournament Report File can hold reads back whole --------------------

#: A TRF's name field: 33 columns of printable characters, trimmed.
trf_names = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]).filter(
    str.isprintable), max_size=33).map(str.strip)


@examples(500)
@given(trf_names, st.sampled_from([
    Game(1800.0, 1.0), Game(1437.0, 0.5, colour=Colour.BLACK), Game(2100.0, 0.0, opponent_rd=60.0),
    Game(1800.0, 1.0, unplayed=Unplayed.FORFEIT_WIN, colour=Colour.WHITE),
    Game(None, 1.0, unplayed=Unplayed.FORFEIT_WIN), Game(None, 0.0, unplayed=Unplayed.FORFEIT_LOSS),
    Game(1800.0, 1.0, date="2025-03-14"), Game(None, 0.5, colour=Colour.BLACK)]))
@example('"', Game(1800.0, 1.0))
@example("a # b", Game(None, 1.0, unplayed=Unplayed.FORFEIT_WIN))
def test_any_name_a_tournament_file_can_hold_reads_back_whole(name: str, game: Game) -> None:
    game = game._replace(name=name)
    parsed = parse_game_list(format_game_list([game]))
    assert parsed.errors == []
    assert [g._replace(line=0) for g in parsed.games] == [game]


@pytest.mark.parametrize("name", [
    "Meier 2", "2024", "Kok: Kim", "Jansen;Joost", "Player 78", "Jan de Wit", "Anna Bye",
    "Kok #1", 'Jan "JJ" Kok', '"Meier"', "14.03.2025", "1800", "Meier  Jan", "w", "bye",
    "Müller, Jürgen", "Ivanov +1", "0", "½", ":", "a\tb"])
def test_names_that_end_in_a_number_or_hold_a_separator_read_back_whole(name: str) -> None:
    for game in (Game(1437.0, 0.5, name, colour=Colour.BLACK),
                 Game(None, 1.0, name, Unplayed.FORFEIT_WIN), Game(None, 0.5, name)):
        parsed = parse_game_list(format_game_list([game]))
        assert (parsed.errors, [g._replace(line=0) for g in parsed.games]) == ([], [game])


@pytest.mark.parametrize(("line", "name", "rating"), [
    ('"Meier 2" 1800:1', "Meier 2", 1800.0), ('"Kok: Kim" 1800:1', "Kok: Kim", 1800.0),
    ('"Jansen;Joost" 1800 1', "Jansen;Joost", 1800.0),
    ('"Jan ""JJ"" Kok" 1800:1', 'Jan "JJ" Kok', 1800.0),
    ('2025-03-14 "Player 78" 1437:b ½', "Player 78", 1437.0), ('"Kok #1":+', "Kok #1", None),
    ('"2024" 1900:0  # a comment', "2024", 1900.0), ('  "Meier"   1800 : 1', "Meier", 1800.0)])
def test_a_name_in_double_quotes_is_read_whole_whatever_it_holds(line: str, name: str,
        rating: float | None) -> None:
    game = parse_line(line)
    assert isinstance(game, Game) and (game.name, game.opponent_rating) == (name, rating)


@pytest.mark.parametrize(("line", "problem"), [
    ('"Meier" Jan 1800:1', Problem.TOO_MANY_FIELDS), ('"Meier"', Problem.NOT_A_GAME),
    ('"Meier":1', Problem.MISSING_RATING)])
def test_a_quoted_name_is_the_whole_name(line: str, problem: Problem) -> None:
    error = parse_line(line)
    assert isinstance(error, LineError) and error.problem is problem


@pytest.mark.parametrize(("line", "name"), [
    ('"Meier 1800:1', '"Meier'), ('O"Brien 1800:1', 'O"Brien'), ('Kok "Kim" 1800:1', 'Kok "Kim"')])
def test_a_quote_that_opens_no_quoted_name_stays_part_of_the_name(line: str, name: str) -> None:
    game = parse_line(line)
    assert isinstance(game, Game), "the line is read as a game"
    assert game.name == name


@pytest.mark.parametrize(("line", "name", "colour"), [
    ("Kok, Kim 0:b ½", "Kok, Kim", Colour.BLACK), ("Kok 0 1", "Kok", None), ("0:½", "", None)])
def test_a_rating_of_0_is_an_opponent_without_a_rating_listed_and_never_rated(
        line: str, name: str, colour: Colour | None) -> None:
    # as pairing programs and tournament sites show an unrated player (B.02 §8.3.1)
    parsed = parse_game_list(line)
    assert parsed.errors == []
    game = parsed.games[0]
    assert (game.opponent_rating, game.name, game.unplayed, game.colour) == (None, name, None,
                                                                             colour)
    assert not game.played
    assert format_game(game) == line.replace("Kok 0 1", "Kok 0:1")


@pytest.mark.parametrize(("line", "name", "rating", "score"), [
    ("Müller, Hans;1800;1", "Müller, Hans", 1800.0, 1.0), ("Meier;1720;½", "Meier", 1720.0, 0.5),
    ("1900;0", "", 1900.0, 0.0), ("Kok;2000;remise", "Kok", 2000.0, 0.5)])
def test_a_row_a_german_spreadsheet_exports_without_its_header_reads_as_a_game(line: str, name: str,
        rating: float, score: float) -> None:
    game = parse_line(line)
    assert isinstance(game, Game)
    assert (game.name, game.opponent_rating, game.score) == (name, rating, score)
