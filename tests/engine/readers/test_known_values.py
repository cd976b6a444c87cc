"""Reading game lists and files, known values: each case worked out by hand from the formats
themselves, never from the readers' output.

- Bytes: the code charts of Windows-1252 (Microsoft's ``cp1252.txt`` mapping, which the
  Unicode Consortium publishes) and the byte-order marks of UTF-8 (EF BB BF) and UTF-16 (FF FE
  little endian, FE FF big endian; RFC 2781).
- Game lines: the grammar :mod:`elo_core.readers.parser` and :mod:`elo_core.readers.notation`
  state, one part of a line at a time.
- PGN: the Seven Tag Roster of the PGN standard (Steven J. Edwards, 1994, §8.1.1): ``Result``
  is White's score first (``1-0``, ``0-1``, ``1/2-1/2``) and ``*`` a game not finished;
  ``WhiteElo`` and ``BlackElo`` (§9.1.1) are the players' ratings.
"""

from __future__ import annotations

import pytest

from elo_core.games import Colour, Game, Unplayed
from elo_core.readers.decoding import decode
from elo_core.readers.parser import parse_game_list, parse_line
from elo_core.readers.pgn import count_pgn_games, read_pgn_games, read_pgn_players
from elo_core.readers.problems import LineError, Problem
from elo_core.readers.writer import format_game, rating_text, score_token

WHITE, BLACK = Colour.WHITE, Colour.BLACK


def fields(game: Game) -> tuple[object, ...]:
    """What a line says of a game: its day, the opponent's name, rating and deviation, the
    player's colour and score, and why it was not played."""
    return (game.date, game.name, game.opponent_rating, game.opponent_rd, game.colour,
            game.score, game.unplayed)


# --- Bytes --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("byte", "character"), [
    (0x80, "€"),    # cp1252.txt: 0x80 0x20AC EURO SIGN
    (0x8A, "Š"),    # 0x8A 0x0160 LATIN CAPITAL LETTER S WITH CARON
    (0x92, "’"),    # 0x92 0x2019 RIGHT SINGLE QUOTATION MARK
    (0x9A, "š"),    # 0x9A 0x0161 LATIN SMALL LETTER S WITH CARON
    (0x9F, "Ÿ"),    # 0x9F 0x0178 LATIN CAPITAL LETTER Y WITH DIAERESIS
    (0xDF, "ß"),    # 0xDF 0x00DF LATIN SMALL LETTER SHARP S
    (0xE9, "é"),    # 0xE9 0x00E9 LATIN SMALL LETTER E WITH ACUTE
])
def test_a_byte_of_a_windows_1252_file_is_the_character_its_code_chart_gives(
        byte: int, character: str) -> None:
    decoded = decode(b"Kok" + bytes([byte]) + b" 1800:1\n")
    assert not isinstance(decoded, LineError)
    assert (decoded.text, decoded.encoding) == (f"Kok{character} 1800:1\n", "cp1252")


@pytest.mark.parametrize(("data", "encoding"), [
    # "Müller 1800:1": ü is U+00FC, in UTF-8 the two bytes C3 BC
    (b"M\xc3\xbcller 1800:1", "utf-8"),
    (b"\xef\xbb\xbfM\xc3\xbcller 1800:1", "utf-8"),
    # UTF-16: each character of the Basic Multilingual Plane is two bytes, after the BOM
    (b"\xff\xfe" + "Müller 1800:1".encode("utf-16-le"), "utf-16-le"),
    (b"\xfe\xff" + "Müller 1800:1".encode("utf-16-be"), "utf-16-be"),
    (b"\xff\xfeM\x00\xfc\x00l\x00l\x00e\x00r\x00 \x001\x008\x000\x000\x00:\x001\x00",
     "utf-16-le"),
])
def test_the_same_name_in_utf8_and_utf16_reads_as_the_same_text(data: bytes,
                                                                 encoding: str) -> None:
    decoded = decode(data)
    assert not isinstance(decoded, LineError)
    assert (decoded.text, decoded.encoding, decoded.mixed) == ("Müller 1800:1", encoding, None)


def test_a_utf8_file_with_a_windows_1252_apostrophe_on_its_third_line_says_so() -> None:
    # lines 1 and 2 UTF-8 (é is C3 A9), line 3 O’Brien with the ’ Notepad writes, 0x92
    decoded = decode(b"Cr\xc3\xa9pin 1800:1\nKok 1900:0\nO\x92Brien 2000:\xc2\xbd\n")
    assert not isinstance(decoded, LineError)
    assert decoded.text == "Crépin 1800:1\nKok 1900:0\nO’Brien 2000:½\n"
    assert decoded.mixed is not None
    assert decoded.mixed.message() == ("line 3: a byte that is not UTF-8, 0x92, was read as "
                                       "Windows-1252 (’); the rest is UTF-8")


# --- Game lines --------------------------------------------------------------------------------

@pytest.mark.parametrize(("line", "expected"), [
    # RATING SEP FIELD: a score, each of the three written the ways the notation lists
    ("1800:1", ("", "", 1800, None, None, 1.0, None)),
    ("1800;remis", ("", "", 1800, None, None, 0.5, None)),
    ("1800\tverloren", ("", "", 1800, None, None, 0.0, None)),
    # NAME RATING/RD SEP COLOUR RESULT: the deviation after a slash, a colour before a score
    ("Meier 1850/60: s ½", ("", "Meier", 1850, 60, BLACK, 0.5, None)),
    # DATE first, in any of the three ways a day is written
    ("2025-03-14 Kok 1700:w 1", ("2025-03-14", "Kok", 1700, None, WHITE, 1.0, None)),
    ("14.03.2025 Kok 1700:w 1", ("14.03.2025", "Kok", 1700, None, WHITE, 1.0, None)),
    # a game's result from White's side becomes the player's score by their colour: Black's 1-0
    # is a loss, White's 0-1 too; the player's score first (German) needs no colour
    ("Kraus 2100 1-0 b", ("", "Kraus", 2100, None, BLACK, 0.0, None)),
    ("Kraus 2100:w 0-1", ("", "Kraus", 2100, None, WHITE, 0.0, None)),
    ("Kraus 2100 0:1", ("", "Kraus", 2100, None, None, 0.0, None)),
    ("Kraus 2100 ½:½", ("", "Kraus", 2100, None, None, 0.5, None)),
    # a quoted name holds what a bare one cannot; a quote inside is written twice
    ('"Kok: Kim" 1850:½', ("", "Kok: Kim", 1850, None, None, 0.5, None)),
    ('"Jan ""JJ"" Kok" 1850:0', ("", 'Jan "JJ" Kok', 1850, None, None, 0.0, None)),
    # rounds not played: a forfeit with its side, one whose side is not said (0 points), byes
    ("Meier:+", ("", "Meier", None, None, None, 1.0, Unplayed.FORFEIT_WIN)),
    ("Meier 1800:-", ("", "Meier", 1800, None, None, 0.0, Unplayed.FORFEIT_LOSS)),
    ("kampflos", ("", "", None, None, None, 0.0, Unplayed.FORFEIT)),
    ("bye", ("", "", None, None, None, 1.0, Unplayed.BYE)),
    ("spielfrei ½", ("", "", None, None, None, 0.5, Unplayed.BYE)),
    # 0: an opponent without a rating, a game played and never rated
    ("Kok 0:1", ("", "Kok", None, None, None, 1.0, None)),
    # a comment after #, and the Unicode minus read as a hyphen (a forfeit lost)
    ("1800:½ # round 3", ("", "", 1800, None, None, 0.5, None)),
    ("1800:−", ("", "", 1800, None, None, 0.0, Unplayed.FORFEIT_LOSS)),
])
def test_each_part_of_a_line_is_read_as_the_grammar_says(
        line: str, expected: tuple[object, ...]) -> None:
    game = parse_line(line)
    assert isinstance(game, Game), game
    assert fields(game) == expected


@pytest.mark.parametrize(("line", "problem", "token"), [
    ("1800:x", Problem.UNKNOWN_RESULT, "x"),
    ("99:1", Problem.RATING_OUT_OF_RANGE, "99"),        # RATING_MIN is 100
    ("3501:1", Problem.RATING_OUT_OF_RANGE, "3501"),    # RATING_MAX is 3500
    ("1800/501:1", Problem.DEVIATION_OUT_OF_RANGE, "501"),     # a deviation is at most 500
])
def test_a_value_outside_what_a_line_takes_is_named_with_the_word_at_fault(
        line: str, problem: Problem, token: str) -> None:
    error = parse_line(line, 7)
    assert isinstance(error, LineError)
    assert (error.line, error.text, error.problem, error.token) == (7, line, problem, token)


def test_a_list_counts_its_lines_from_one_blank_lines_and_comments_included() -> None:
    parsed = parse_game_list("# my event\n\nMeier 1800:1\n\n1900:x\nKok 2000:0\n")
    assert [(game.line, game.name) for game in parsed.games] == [(3, "Meier"), (6, "Kok")]
    assert [(error.line, error.token) for error in parsed.errors] == [(5, "x")]


# --- Writing ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("score", "unplayed", "token"), [
    (1.0, None, "1"), (0.5, None, "½"), (0.0, None, "0"),
    (1.0, Unplayed.FORFEIT_WIN, "+"), (0.0, Unplayed.FORFEIT_LOSS, "-"),
    (0.0, Unplayed.FORFEIT, "forfeit"),
    # a bye worth a win is "bye" (FIDE C.04.1); any other bye says its points
    (1.0, Unplayed.BYE, "bye"), (0.5, Unplayed.BYE, "bye ½"), (0.0, Unplayed.BYE, "bye 0"),
])
def test_a_result_is_written_as_a_game_list_writes_it(score: float, unplayed: Unplayed | None,
                                                      token: str) -> None:
    assert score_token(score, unplayed) == token


@pytest.mark.parametrize(("game", "line"), [
    (Game(1800, 1.0), "1800:1"),
    (Game(1812.5, 0.5, name="Meier"), "Meier 1812.5:½"),
    (Game(1850, 0.0, name="Kok", opponent_rd=60, colour=BLACK), "Kok 1850/60:b 0"),
    (Game(1700, 1.0, name="Kok", date="2025-03-14", colour=WHITE), "2025-03-14 Kok 1700:w 1"),
    # a bare name cannot hold SEP or # nor end in a number: such a name is quoted (a quote
    # inside written twice); one that reads back whole bare stays bare
    (Game(1850, 0.5, name="Kok: Kim"), '"Kok: Kim" 1850:½'),
    (Game(1850, 0.5, name="Meier 2"), '"Meier 2" 1850:½'),
    (Game(1850, 0.0, name='Kok #2 "JJ"'), '"Kok #2 ""JJ""" 1850:0'),
    (Game(1850, 0.0, name="O'Brien-Smith"), "O'Brien-Smith 1850:0"),
    # an opponent without a rating is 0; a round not played needs none; a bye has no colour
    (Game(None, 1.0, name="Kok"), "Kok 0:1"),
    (Game(None, 1.0, name="Meier", unplayed=Unplayed.FORFEIT_WIN), "Meier:+"),
    (Game(None, 0.5, unplayed=Unplayed.BYE, colour=WHITE), "bye ½"),
])
def test_a_game_is_written_as_the_line_that_reads_back_as_it(game: Game, line: str) -> None:
    assert format_game(game) == line
    read = parse_line(line)
    assert isinstance(read, Game)
    expected = game if game.unplayed is not Unplayed.BYE else game._replace(colour=None)
    assert fields(read) == fields(expected)


@pytest.mark.parametrize(("rating", "text"), [(1800, "1800"), (1800.0, "1800"),
                                              (1812.5, "1812.5"), (2099.25, "2099.25")])
def test_a_rating_is_written_whole_without_a_point(rating: float, text: str) -> None:
    assert rating_text(rating) == text


# --- PGN ----------------------------------------------------------------------------------------

PGN = """[Event "Club"]
[Site "Delft"]
[Date "2025.03.14"]
[Round "1"]
[White "Anna"]
[Black "Ben"]
[Result "1-0"]
[WhiteElo "1800"]
[BlackElo "1900"]

1. e4 e5 1-0

[Event "Club"]
[Site "Delft"]
[Date "2025.03.07"]
[Round "2"]
[White "Cleo"]
[Black "Anna"]
[Result "1-0"]
[WhiteElo "2000"]
[BlackElo "1750"]

1. d4 1-0

[Event "Club"]
[Site "Delft"]
[Date "2025.03.21"]
[Round "3"]
[White "Anna"]
[Black "Dirk"]
[Result "1/2-1/2"]
[WhiteElo "1820"]
[BlackElo "2050"]

1. c4 1/2-1/2

[Event "Club"]
[Site "Delft"]
[Date "2025.03.28"]
[Round "4"]
[White "Ben"]
[Black "Anna"]
[Result "*"]
[WhiteElo "1900"]
[BlackElo "1830"]

1. e4 *
"""


def test_a_pgn_counts_its_games_by_its_seven_tag_roster() -> None:
    assert count_pgn_games(PGN) == 4


def test_a_players_games_are_read_from_their_side_and_an_unfinished_one_is_named() -> None:
    read = read_pgn_games(PGN, "anna")  # a name as typed: case does not count
    # White's 1-0 is Anna's win with White; Black's 1-0 her loss with Black; ½-½ a draw
    assert [(game.line, game.name, game.opponent_rating, game.colour, game.score, game.date)
            for game in read.games] == [
        (1, "Ben", 1900, WHITE, 1.0, "2025.03.14"),
        (2, "Cleo", 2000, BLACK, 0.0, "2025.03.07"),
        (3, "Dirk", 2050, WHITE, 0.5, "2025.03.21")]
    assert [(error.line, error.problem, error.token) for error in read.errors] == [
        (4, Problem.UNFINISHED_GAME, "*")]


def test_a_players_rating_to_start_from_is_their_elo_tag_of_their_earliest_game() -> None:
    # Anna plays all four; her earliest game by date is round 2 (7 March), BlackElo 1750
    players = {player.name: (player.games, player.elo) for player in read_pgn_players(PGN)}
    assert players == {"Anna": (4, 1750), "Ben": (2, 1900), "Cleo": (1, 2000),
                       "Dirk": (1, 2050)}
