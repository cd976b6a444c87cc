"""The game-list reader: what people type, and that nothing they type stops it."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core import Game, Problem, format_game_list, parse_game_list
from elo_core.games import Unplayed
from elo_core.parser import parse_line


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
def test_reads_every_way_people_write_a_result(line, rating, score):
    game = parse_line(line)
    assert isinstance(game, Game)
    assert (game.opponent_rating, game.score, game.unplayed) == (rating, score, None)


def test_optional_name_comments_and_blank_lines():
    parsed = parse_game_list("# round 1\nMeier 1950:½\n\nJan de Vries 2010 1  # won\n")
    assert [(g.name, g.opponent_rating, g.score, g.line) for g in parsed.games] == [
        ("Meier", 1950, 0.5, 2), ("Jan de Vries", 2010, 1.0, 4)]
    assert parsed.errors == []


@pytest.mark.parametrize(("token", "score"), [("+", 1.0), ("-", 0.0), ("1F", 1.0),
                                              ("0f", 0.0)])
def test_forfeits_are_kept_as_unplayed_games(token, score):
    game = parse_line(f"1800:{token}")
    assert isinstance(game, Game) and not game.played and game.score == score


@pytest.mark.parametrize(
    ("line", "problem", "token"),
    [
        ("1800:x", Problem.UNKNOWN_RESULT, "x"),
        ("abc:1", Problem.RATING_NOT_A_NUMBER, "abc"),
        ("nan:1", Problem.RATING_NOT_A_NUMBER, "nan"),
        ("inf 1", Problem.RATING_NOT_A_NUMBER, "inf"),
        ("50:1", Problem.RATING_OUT_OF_RANGE, "50"),
        ("99999:1", Problem.RATING_OUT_OF_RANGE, "99999"),
        ("1800:1:1", Problem.TOO_MANY_FIELDS, ""),
        ("1800 1 0", Problem.TOO_MANY_FIELDS, ""),
        ("1800", Problem.MISSING_RESULT, ""),
        ("1800:", Problem.MISSING_RESULT, ""),
        (":1", Problem.MISSING_RATING, ""),
        ("hello", Problem.NOT_A_GAME, ""),
    ],
)
def test_each_bad_line_names_its_problem(line, problem, token):
    error = parse_line(line, 7)
    assert not isinstance(error, Game) and error is not None
    assert (error.line, error.problem, error.token, error.text) == (7, problem, token, line)


def test_reading_goes_on_after_a_bad_line_and_the_message_names_the_line():
    parsed = parse_game_list("1800:1\n1900:x\n2000:0\n")
    assert [g.opponent_rating for g in parsed.games] == [1800, 2000]
    assert parsed.errors[0].message() == (
        "line 2: unknown result 'x' (use 1, ½, 0, w/d/l, + or -) — \"1900:x\"")


@given(st.text())
def test_any_text_becomes_games_and_errors_without_raising(text):
    parsed = parse_game_list(text)
    content_lines = [ln for ln in text.splitlines() if ln.split("#", 1)[0].strip()]
    assert len(parsed.games) + len(parsed.errors) == len(content_lines)


@given(st.lists(st.builds(
    Game, st.integers(100, 3500).map(float), st.sampled_from([0.0, 0.5, 1.0]),
    st.sampled_from(["", "Meier", "Jan de Vries"]), st.booleans())))
def test_a_formatted_game_list_reads_back_as_the_same_games(games):
    games = [Game(g.opponent_rating, g.score if not g.unplayed or g.score != 0.5 else 1.0,
                  g.name, None if not g.unplayed else
                  Unplayed.FORFEIT_WIN if g.score else Unplayed.FORFEIT_LOSS) for g in games]
    parsed = parse_game_list(format_game_list(games))
    assert parsed.errors == []
    assert [(g.opponent_rating, g.score, g.name, g.unplayed) for g in parsed.games] == [
        (g.opponent_rating, g.score, g.name, g.unplayed) for g in games]


line_alphabet = st.sampled_from([*"0123456789 :;\t#.,½=+-/wdlWDLxFfMeierSieg", "\u00a0"])


@settings(max_examples=1000)
@given(st.text(line_alphabet, max_size=30))
def test_the_fast_path_reads_every_line_as_the_careful_reader_does(text):
    from elo_core.parser import _parse_line_carefully

    assert parse_line(text, 3) == _parse_line_carefully(text, 3)


@pytest.mark.parametrize("line", ["Player 2 1800:1", "Meier2 1800:1", "A 1800 1", "01800:1",
                                  "1800.5:1", "Jan de Vries 2010 1  # won", "1800 : 1"])
def test_fast_and_careful_readers_agree_on_tricky_lines(line):
    from elo_core.parser import _parse_line_carefully

    assert parse_line(line, 1) == _parse_line_carefully(line, 1)
