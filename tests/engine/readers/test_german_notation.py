"""German result notation: the player's score first, as German players and the DSB's result
lists write a game (``1:0`` won, ``0:1`` lost, ``½:½`` a draw, ``+:-`` and ``-:+`` a forfeit won
and lost, which FIDE B.02 §5.1 leaves unrated, as ``+`` and ``-``), a rating in parentheses,
a player card's rows pasted without their header, and what stays refused, with its real
cause."""

import pytest

from elo_core.games import Colour, Game, Unplayed
from elo_core.readers.notation import read_result
from elo_core.readers.parser import parse_game_list, parse_line
from elo_core.readers.problems import LineError, Problem

W, B = Colour.WHITE, Colour.BLACK


@pytest.mark.parametrize(("line", "rating", "score", "unplayed", "colour"), [
    ("Müller 1600 1:0", 1600, 1.0, None, None),
    ("Weber 1510 0:1", 1510, 0.0, None, None),
    ("Schulz 1380 ½:½", 1380, 0.5, None, None),
    ("Schulz 1380 0,5:0,5", 1380, 0.5, None, None),
    ("Schulz 1380 1/2:1/2", 1380, 0.5, None, None),
    ("Schulz 1380 0.5:0.5", 1380, 0.5, None, None),
    ("Kraus 1700 +:-", 1700, 1.0, Unplayed.FORFEIT_WIN, None),
    ("Kraus 1700 -:+", 1700, 0.0, Unplayed.FORFEIT_LOSS, None),
    ("Kraus 1700 −:+", 1700, 0.0, Unplayed.FORFEIT_LOSS, None),   # the Unicode minus
    ("Müller 1600 w 1:0", 1600, 1.0, None, W),
    ("Müller 1600 s 0:1", 1600, 0.0, None, B),
    ("Müller 1600 ½:½ b", 1600, 0.5, None, B),
    ("Müller (1600) 1", 1600, 1.0, None, None),
    ("Müller (1600) 1:0", 1600, 1.0, None, None),
    ("Müller (1600) +", 1600, 1.0, Unplayed.FORFEIT_WIN, None),
    ("Müller;1600;1:0", 1600, 1.0, None, None),
    ("1600\t½:½", 1600, 0.5, None, None),
])
def test_a_result_with_the_players_score_first_reads_as_the_players_score(line: str, rating: int,
        score: float, unplayed: Unplayed | None, colour: Colour | None) -> None:
    game = parse_line(line, 3)
    assert isinstance(game, Game), game
    assert (game.opponent_rating, game.score, game.unplayed, game.colour) == (
        rating, score, unplayed, colour)


def test_a_forfeit_written_either_way_is_the_same_game() -> None:
    assert parse_line("Kraus 1700 +:-") == parse_line("Kraus 1700 +")
    assert parse_line("Kraus 1700 -:+") == parse_line("Kraus 1700 -")


def test_the_same_notation_reads_in_a_tables_result_cell() -> None:
    games = parse_game_list("Name;DWZ;Ergebnis\nMüller;1600;1:0\nWeber;1510;0:1\n"
                            "Schulz;1380;½:½\nKraus;1700;-:+\n").games
    assert [(g.score, g.unplayed) for g in games] == [
        (1.0, None), (0.0, None), (0.5, None), (0.0, Unplayed.FORFEIT_LOSS)]


def test_an_opponent_without_a_rating_still_reads_as_before() -> None:
    # "Kok 0:1": the rating 0 (no rating) and a win, as pairing programs write it
    game = parse_line("Kok 0:1")
    assert isinstance(game, Game), "the line is read as a game"
    assert (game.opponent_rating, game.score, game.name) == (None, 1.0, "Kok")


@pytest.mark.parametrize(("line", "problem", "token"), [
    ("Müller 1600 1:1", Problem.NOT_ONE_GAME, "1:1"),       # two wins: not one game
    ("Müller 1600 0:0", Problem.NOT_ONE_GAME, "0:0"),
    ("Müller 1600 w ½:0", Problem.NOT_ONE_GAME, "½:0"),
    ("Müller 1600 +:+", Problem.NOT_ONE_GAME, "+:+"),
    ("Müller 1:0", Problem.MISSING_RATING, ""),              # a name and a result, no rating
    ("Müller ½:½", Problem.MISSING_RATING, ""),
    ("Müller 1600 1-0", Problem.COLOUR_NEEDED, "1-0"),       # White's side first: whose?
    ("1800:1:1", Problem.TOO_MANY_FIELDS, ""),
])
def test_what_is_truly_ambiguous_is_refused_naming_why(line: str, problem: Problem,
        token: str) -> None:
    error = parse_line(line, 4)
    assert isinstance(error, LineError)
    assert (error.problem, error.token) == (problem, token)


def test_the_english_message_names_the_real_cause() -> None:
    error = parse_line("Müller 1600 1:1", 2)
    assert isinstance(error, LineError), "the line is refused"
    assert error.message() == (
        "line 2: 1:1 is not one game's result: the player's score comes first and the two add "
        "up to 1 (1:0, ½:½, 0:1), or +:- and -:+ for a forfeit — \"Müller 1600 1:1\"")


def test_a_result_field_reads_the_pair_beside_a_colour() -> None:
    assert read_result("w 1:0") == (1.0, None, W)
    assert read_result("0:1 s") == (0.0, None, B)


#: tests/data/player_card_de.tsv without its header: round, board, start number, name, Elo,
#: country, the opponent's points, the result.
CARD_ROWS = ("1\t3\t17\tMüller Hans\t1920\tGER\t4\ts ½\n"
             "2\t5\t9\tSchmidt Eva\t2050\tGER\t5,5\tw 0\n"
             "4\t6\t14\tBecker Jonas\t\tGER\t2\tw 1\n"
             "5\t1\t5\tNeumann Lea\t2210\tGER\t6\t-\n"
             "6\t\t\tspielfrei\t\t\t\t+\n")


def test_a_player_card_without_its_header_reads_as_with_it() -> None:
    with_header = parse_game_list(
        "Rd.\tBr.\tSNr\tName\tElo\tLand\tPkt.\tErg.\n" + CARD_ROWS).games
    without = parse_game_list(CARD_ROWS).games
    assert without == [game._replace(line=game.line - 1) for game in with_header]
    assert [(g.opponent_rating, g.score, g.unplayed) for g in without] == [
        (1920, 0.5, None), (2050, 0.0, None), (None, 1.0, None),
        (2210, 0.0, Unplayed.FORFEIT_LOSS), (None, 1.0, Unplayed.BYE)]


def test_a_card_row_with_two_ratings_and_no_header_is_refused_naming_both() -> None:
    parsed = parse_game_list("1\t16\tMüller Hans\t1500\t1700\tSK Berlin\t3\tw 1\n")
    assert parsed.games == []
    [error] = parsed.errors
    assert (error.problem, error.token) == (Problem.RATING_COLUMN_UNCLEAR, "1500, 1700")
