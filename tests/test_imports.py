"""Game lists from CSV and PGN files."""

from hypothesis import given
from hypothesis import strategies as st

from elo_core import Problem
from elo_core.imports import decode, pgn_players, read_csv_games, read_pgn_games

PGN = """[Event "Club"]
[White "Anna"]
[Black "Ben"]
[WhiteElo "1800"]
[BlackElo "1900"]
[Result "1-0"]

1. e4 e5 1-0

[Event "Club"]
[White "Cleo"]
[Black "Anna"]
[WhiteElo "2000"]
[BlackElo "1800"]
[Result "1/2-1/2"]

1. d4 d5 1/2-1/2

[Event "Club"]
[White "Anna"]
[Black "Dirk"]
[WhiteElo "1800"]
[Result "0-1"]

1. c4 0-1

[Event "Club"]
[White "Ben"]
[Black "Cleo"]
[Result "1-0"]

1. f4 1-0

[Event "Club"]
[White "Eva"]
[Black "Anna"]
[WhiteElo "2100"]
[Result "*"]

1. e4 *
"""


def test_pgn_yields_the_named_players_games_from_their_side():
    parsed = read_pgn_games(PGN, "anna")
    assert [(g.name, g.opponent_rating, g.score) for g in parsed.games] == [
        ("Ben", 1900, 1.0), ("Cleo", 2000, 0.5)]
    assert [(e.line, e.problem) for e in parsed.errors] == [
        (3, Problem.NO_OPPONENT_RATING), (5, Problem.UNFINISHED_GAME)]
    assert parsed.errors[0].message().startswith("game 3: the opponent Dirk has no rating")


def test_pgn_players_most_frequent_first():
    assert pgn_players(PGN)[0] == "Anna"


def test_csv_in_german_with_semicolons_and_any_column_order():
    text = "Ergebnis;Gegner;Gegner-Elo;Datum\n1;Meier;1950;2026-01-05\n½;Kurz;2010;\nx;Lang;1900;\n"
    parsed = read_csv_games(text)
    assert [(g.name, g.opponent_rating, g.score, g.date) for g in parsed.games] == [
        ("Meier", 1950, 1.0, "2026-01-05"), ("Kurz", 2010, 0.5, "")]
    assert [(e.line, e.problem, e.token) for e in parsed.errors] == [
        (4, Problem.UNKNOWN_RESULT, "x")]
    assert parsed.errors[0].message().startswith("row 4:")


def test_csv_in_dutch_and_english():
    dutch = read_csv_games("tegenstander,rating tegenstander,uitslag\nJan,1850,remise\n")
    english = read_csv_games("Opponent rating\tResult\n1850\t0.5\n")
    assert [(g.opponent_rating, g.score) for g in dutch.games] == [(1850, 0.5)]
    assert [(g.opponent_rating, g.score) for g in english.games] == [(1850, 0.5)]


def test_csv_without_a_rating_column_says_so():
    parsed = read_csv_games("name,result\nMeier,1\n")
    assert parsed.games == []
    assert [(e.problem, e.token) for e in parsed.errors] == [(Problem.MISSING_COLUMN, "rating")]


def test_decode_accepts_utf8_with_bom_and_latin1():
    assert decode("\ufeffGegner\n".encode()) == "Gegner\n"
    assert decode("Müller".encode("latin-1")) == "Müller"


@given(st.text(max_size=300))
def test_any_csv_text_becomes_games_and_errors_without_raising(text):
    parsed = read_csv_games(text)
    assert all(100 <= g.opponent_rating <= 3500 for g in parsed.games)


@given(st.text(st.sampled_from(list('[]"\n 1-0/2*WhiteBlackElo AnnaResult')), max_size=300))
def test_any_pgn_text_becomes_games_and_errors_without_raising(text):
    parsed = read_pgn_games(text, "Anna")
    assert all(g.score in (0.0, 0.5, 1.0) for g in parsed.games)
    pgn_players(text)
