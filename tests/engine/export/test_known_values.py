"""The JSON documents the command line prints and the pages offer, known values: a game and a
series worked out by hand from the FIDE Handbook (B.02 §8.1.2's table, §8.3.4's rounding) and
the Elo formula, written under the keys the documents promise; strict JSON (RFC 8259) as text.
"""

from __future__ import annotations

import json

import pytest

from elo_core import ELO, FIDE, Game, Mode, rate_game, rate_series
from elo_core.export.game import game_dict
from elo_core.export.game_lines import errors_dict, game_line_dict
from elo_core.export.json_text import dumps
from elo_core.export.series import series_dict
from elo_core.games import Colour, Unplayed
from elo_core.readers.parser import parse_game_list

K_CHOSEN = {"chosen": 20, "effective": 20, "rule": None, "cut_by_games": False, "games": 1}


def test_one_game_by_fides_table_is_written_for_both_players_and_every_result() -> None:
    # 2000 v 2100: D = 100 is in 99–106 of table 8.1.2, PD 0.36 (L) and 0.64 (H); K 20:
    # a win 20 × (1 − 0.36) = +12.8, a draw 20 × (0.5 − 0.36) = +2.8, a loss 20 × −0.36 = −7.2,
    # each rounded to the whole point (+13, +3, −7); the opponent −12.8, −13, 2087
    document = game_dict(rate_game(2000, 2100, 1.0, k=20, rules=FIDE))
    assert (document["rules"], document["expectation"], document["score"]) == (
        "fide", "table", 1.0)
    player, opponent = document["player"], document["opponent"]
    assert {key: player[key] for key in ("rating", "k", "expected", "change", "rounded_change",
                                         "new_rating", "capped", "rated")} == {
        "rating": 2000, "k": 20, "expected": 0.36, "change": pytest.approx(12.8),
        "rounded_change": 13, "new_rating": 2013, "capped": False, "rated": True}
    assert (opponent["expected"], opponent["change"], opponent["rounded_change"],
            opponent["new_rating"]) == (0.64, pytest.approx(-12.8), -13, 2087)
    assert {key: value for key, value in player["k_used"].items() if key != "cut"} == K_CHOSEN
    assert {name: (round(s["change"], 6), s["rounded_change"], s["new_rating"])
            for name, s in document["scenarios"].items()} == {
        "win": (12.8, 13, 2013), "draw": (2.8, 3, 2003), "loss": (-7.2, -7, 1993)}
    # the score that keeps the rating: the expected one
    assert document["break_even"] == 0.36


def test_a_rating_period_is_written_game_by_game_and_summed() -> None:
    # classic Elo from 1800, K 20, one period: E = 1 / (1 + 10^((Ro − 1800) / 400)):
    # 1800 → 0.5; 1950 → 0.296615; 2100 → 0.150980; 1700 → 0.640065; Σ E = 1.587660
    # K × Σ(S − E) = 20 × (2.5 − 1.587660) = +18.2468 → 1818.2468
    games = parse_game_list("1800:1\nMeier 1950:½\n2100:0\n1700:w 1").games
    document = series_dict(rate_series(1800, games, 20, ELO, Mode.PERIOD))
    assert (document["mode"], document["rules"], document["expectation"],
            document["start_rating"], document["k_effective"]) == (
        "period", "elo", "formula", 1800, 20)
    assert [(row["line"], row["name"], row["opponent"], row["score"],
             round(row["expected"], 6), round(row["change"], 4)) for row in document["games"]] == [
        (1, "", 1800, 1.0, 0.5, 10.0), (2, "Meier", 1950, 0.5, 0.296615, 4.0677),
        (3, "", 2100, 0.0, 0.15098, -3.0196), (4, "", 1700, 1.0, 0.640065, 7.1987)]
    assert (document["points"], round(document["expected_points"], 6),
            round(document["change"], 4), round(document["new_rating"], 4)) == (
        2.5, 1.58766, 18.2468, 1818.2468)
    assert "rounded_change" not in document   # classic Elo does not round
    assert document["errors"] == []


def test_a_game_line_and_a_line_not_read_are_written_as_their_list_gives_them() -> None:
    parsed = parse_game_list("Kok 1850:b ½\nMeier:+\nbye\n1900:x")
    assert [game_line_dict(game) for game in parsed.games] == [
        {"line": 1, "name": "Kok", "opponent": 1850, "score": 0.5, "colour": "black",
         "rated": True},
        {"line": 2, "name": "Meier", "opponent": None, "score": 1.0, "colour": None,
         "rated": False},
        {"line": 3, "name": "", "opponent": None, "score": 1.0, "colour": None,
         "rated": False}]
    assert errors_dict(parsed.errors) == {"errors": [{
        "line": 4, "place": "line", "text": "1900:x", "problem": "unknown-result",
        "token": "x", "message": parsed.errors[0].message()}]}
    assert errors_dict(parsed.errors, 250)["error_count"] == 250
    assert "error_count" not in errors_dict(parsed.errors, 1)


def test_a_forfeit_and_a_colour_are_written_by_their_stable_names() -> None:
    game = Game(1800, 1.0, name="Kok", unplayed=Unplayed.FORFEIT_WIN, line=7,
                colour=Colour.WHITE)
    assert game_line_dict(game) == {"line": 7, "name": "Kok", "opponent": 1800, "score": 1.0,
                                    "colour": "white", "rated": False}


@pytest.mark.parametrize(("value", "text"), [
    ({"name": "Müller", "score": 0.5}, '{"name": "Müller", "score": 0.5}'),
    ({"result": "½", "line": 3}, '{"result": "½", "line": 3}'),
    ([None, True, 1818.2468], "[null, true, 1818.2468]"),
    ({"quote": 'Jan "JJ" Kok'}, '{"quote": "Jan \\"JJ\\" Kok"}'),
])
def test_strict_json_keeps_text_as_it_is(value: object, text: str) -> None:
    assert dumps(value) == text
    assert json.loads(text) == value


@pytest.mark.parametrize("number", [float("nan"), float("inf"), float("-inf")])
def test_a_number_that_is_not_finite_is_never_written(number: float) -> None:
    # RFC 8259 §6: "Numeric values that cannot be represented ... (such as Infinity and NaN)
    # are not permitted"
    with pytest.raises(ValueError):
        dumps({"change": number})
