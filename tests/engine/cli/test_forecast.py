"""``python -m elo_core forecast``: one game's chances, one player's and every player's as JSON
(the same figures as the engine's), and exit 2 with a plain message, never a traceback, for
hostile input."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.cli.main import main
from elo_core.forecast.player import ForecastProblem, forecast_player
from elo_core.forecast.standing import NextGame, Opponent
from elo_core.games import Colour
from elo_core.norms.titles import NormTitle
from elo_core.trf.reader import read_trf
from tests.engine.cli.running import offered, run_to_exit, strict_answer
from tests.engine.forecast.events import FIELD, SEVEN_ROUNDS, Entrant, trf_text
from tests.sampling import examples

EVENT = trf_text(FIELD, SEVEN_ROUNDS)


def run(argv: list[str], stdin: str = "") -> tuple[int, str, str]:
    code, out, err = run_to_exit(["forecast", *argv], stdin)
    return code, out.decode("utf-8"), err


def answer(argv: list[str], stdin: str = EVENT) -> dict[str, Any]:
    return strict_answer(["forecast", *argv], stdin.encode())


def test_one_game_gives_the_models_three_chances() -> None:
    # 2500 v 2300, worked by hand in tests/engine/forecast/test_model.py.
    data = answer(["--game", "2500", "2300"], "")
    assert list(data) == ["white_win", "draw", "black_win"]
    assert (data["white_win"], data["draw"], data["black_win"]) == pytest.approx(
        (0.599113, 0.329723, 0.071164), abs=1e-6)


def test_a_player_with_every_game_given_gets_the_exact_forecast() -> None:
    # player 1 holds IM: its norm is asked for by name, beside the GM's
    data = answer(["-", "--rounds", "9", "--player", "1", "--next", "2550:GM:ESP:b",
                   "--next", "2480:IM:FRA:w", "--title", "GM", "--title", "IM"])
    engine = forecast_player(read_trf(EVENT), 1, 9, [
        NextGame(Opponent(2550, "GM", "ESP"), Colour.BLACK),
        NextGame(Opponent(2480, "IM", "FRA"), Colour.WHITE)],
        titles=[NormTitle.GM, NormTitle.IM])
    assert data["exact"] is True and data["runs"] is None and data["seed"] is None
    assert data["scores"] == [{"points": s.points, "probability": s.probability}
                              for s in engine.scores]
    assert data["norms"] == {n.title.value: n.probability for n in engine.norms}
    assert data["certainty"] == {"IM": "certain"}
    assert engine.rating_change is not None
    assert data["rating"] == {"mean": engine.rating_change.mean,
                              "low": engine.rating_change.low,
                              "high": engine.rating_change.high}
    assert data["model"]["fit"] == "serviceable"
    assert data["model"]["assumptions"] == ["games-played", "opponents-given"]
    assert data["player"] == {"start_rank": 1, "name": "Player, One", "rating": 2420}


def test_a_player_with_rounds_to_draw_is_simulated_and_the_seed_repeats_it() -> None:
    argv = ["-", "--rounds", "9", "--player", "2", "--runs", "500", "--seed", "9"]
    data = answer(argv)
    assert data["exact"] is False and (data["runs"], data["seed"]) == (500, 9)
    assert data["error"] == pytest.approx(1 / (2 * 500 ** 0.5))
    assert sum(s["probability"] for s in data["scores"]) == pytest.approx(1.0)
    assert answer(argv) == data


def test_a_colour_not_known_is_either_and_the_rounds_are_the_file_s() -> None:
    # XXR: the rounds a file announces while the event runs (TRF(x)), --rounds over it
    data = answer(["-", "--player", "1", "--next", "2550:GM:ESP:-", "--next", "2480:IM:FRA:"],
                  EVENT + "XXR 9\n")
    engine = forecast_player(read_trf(EVENT), 1, 9, [
        NextGame(Opponent(2550, "GM", "ESP"), None), NextGame(Opponent(2480, "IM", "FRA"), None)])
    assert data["rounds"] == 9 and data["exact"] is True
    assert data["scores"] == [{"points": s.points, "probability": s.probability}
                              for s in engine.scores]
    assert data["model"]["assumptions"] == ["games-played", "opponents-given", "colour-either"]
    assert answer(["-", "--rounds", "8", "--player", "1", "--runs", "100"],
                  EVENT + "XXR 9\n")["rounds"] == 8


def test_every_player_without_player() -> None:
    data = answer(["-", "--rounds", "9", "--runs", "200", "--top", "2"])
    assert (data["runs"], data["top"], data["finished"]) == (200, 2, False)
    assert [p["start_rank"] for p in data["players"]] == list(range(1, 11))
    assert sum(p["top"] for p in data["players"]) == pytest.approx(2.0)
    assert "swiss-approximate" in data["model"]["assumptions"]


#: The forecast's field with player 7 a woman, a WIM: the titles a player may still make differ
#: for an IM (GM), a GM (none) and a WIM (GM, IM, WGM).
WOMAN_IN_FIELD = trf_text([*FIELD[:6], Entrant(7, "WIM", "Fide, Seven", 2400, "POL", "w"),
                           *FIELD[7:]], SEVEN_ROUNDS)


@pytest.mark.parametrize(("rank", "titles"), [(1, ["GM"]), (2, []), (7, ["GM", "IM", "WGM"])])
def test_a_player_s_chances_are_of_the_titles_above_the_one_held_as_norms_checks(
        rank: int, titles: list[str]) -> None:
    player = answer(["-", "--rounds", "9", "--player", str(rank), "--runs", "100"],
                    WOMAN_IN_FIELD)
    checked = strict_answer(["norms", "-", "--player", str(rank)], WOMAN_IN_FIELD.encode())
    assert [n["title"] for n in checked["players"][0]["norms"]] == titles
    assert list(player["norms"]) == titles
    every = answer(["-", "--rounds", "9", "--runs", "100"], WOMAN_IN_FIELD)
    assert list(every["players"][rank - 1]["norms"]) == titles


def test_the_help_states_the_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["forecast", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    # docs/forecast.md: 10,000 runs for a player, 1,000 for the event, seed 2024, the top 3
    assert all(part in text for part in (
        "default: 10,000 for a player, 1,000 for the event", "default: 2024", "default: 3"))


@pytest.mark.parametrize(("flag", "shown", "named"), [
    ("--title", "{GM,IM,WGM,WIM}", "'GM', 'IM', 'WGM', 'WIM'"),
    ("--format", "{swiss,round-robin,double-round-robin}",
     "'swiss', 'round-robin', 'double-round-robin'"),
])
def test_the_help_and_a_refusal_name_the_norms_choices(flag: str, shown: str, named: str) -> None:
    assert offered(["forecast"], flag) == (shown, named)


@pytest.mark.parametrize(("argv", "message"), [
    (["--game", "2000"], "expected 2 arguments"),
    (["--game", "2000", "99"], "outside the rating range"),
    (["--game", "2000", "2100", "-"], "takes two ratings only"),
    (["-"], "does not say how many rounds the event has (no 142, XXR or 132 line): give "
            "--rounds"),
    (["-", "--rounds", "9", "--next", "2400:GM:GER:w"], "need --player"),
    (["-", "--rounds", "9", "--format", "round-robin"], "is a round-robin, and the whole event "
     "is simulated as a Swiss: give --player N for one player's chances, or --format swiss"),
    (["-", "--rounds", "5"], "7 rounds played, more than 5"),
    (["-", "--rounds", "0"], "outside 1–200"),
    (["-", "--rounds", "9", "--player", "11"], "no player of starting rank 11"),
    (["-", "--rounds", "9", "--player", "1", "--next", "2400:GM:GER"], "RATING:TITLE:FED"),
    (["-", "--rounds", "9", "--player", "1", "--next", "2400:XM:GER:w"], "not a FIDE title"),
    (["-", "--rounds", "9", "--player", "1", "--next", "2400:GM:GERMANY:w"],
     "not a FIDE federation"),
    (["-", "--rounds", "9", "--player", "1", "--next", "2400:GM:GER:x"], "not a colour"),
    (["-", "--rounds", "9", "--player", "1", "--next", "1e9:GM:GER:w"], "not a number"),
    (["-", "--rounds", "9", "--player", "1", *["--next", "2400:GM:GER:w"] * 3],
     "3 games given for 2 rounds left"),
    (["-", "--rounds", "9", "--player", "1", "--band", "x"], "LOW-HIGH"),
    (["-", "--rounds", "9", "--player", "1", "--band", "2400-2300"], "LOW is above HIGH"),
    (["-", "--rounds", "9", "--player", "1", "--runs", "99"], "outside 100–1,000,000"),
    (["-", "--rounds", "9", "--player", "1", "--seed", "-1"], "outside 0–4,294,967,295"),
    (["-", "--rounds", "10", "--player", "1"], "2 players left to meet for 3 games"),
])
def test_hostile_input_is_refused_with_a_message(argv: list[str], message: str) -> None:
    code, out, err = run(argv, EVENT)
    assert code == 2 and out == ""
    assert message in err and "Traceback" not in err


def test_a_file_that_is_no_trf_is_refused() -> None:
    code, out, err = run(["-", "--rounds", "9"], "this is not a tournament report\n")
    assert code == 2 and out == "" and "Traceback" not in err and err


def test_every_problem_names_a_flag() -> None:
    from elo_core.cli.forecast import _FLAGS

    assert set(_FLAGS) == {p.value for p in ForecastProblem}


@examples(60, deadline=None)
@given(st.text(max_size=40))
def test_any_next_game_text_is_read_or_refused_without_a_traceback(text: str) -> None:
    code, out, err = run(["-", "--rounds", "9", "--player", "1", "--next", text, "--next",
                          "2400:GM:GER:w"], EVENT)
    assert "Traceback" not in err
    assert (code == 0 and json.loads(out)["exact"]) or (code == 2 and out == "")
