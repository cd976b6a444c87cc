"""``python -m elo_core glicko2``: defaults, both modes, the JSON shape, and bad input (exit 2,
the line or flag named, nothing on standard output)."""

import io
import json
from typing import Any, NoReturn

import pytest

from elo_core.cli.main import main


def run(argv: list[str], stdin: str = "") -> tuple[int, str]:
    out = io.StringIO()
    code = main(["glicko2", *argv], io.StringIO(stdin), out)
    return code, out.getvalue()


def strict_json(text: str) -> dict[str, Any]:
    """JSON as the standard has it: NaN and Infinity are not numbers."""
    def refuse(constant: str) -> NoReturn:
        raise ValueError(f"not JSON: {constant}")
    document: dict[str, Any] = json.loads(text, parse_constant=refuse)
    return document


def test_defaults_are_a_new_player_in_one_rating_period() -> None:
    # 1500 / 500 / 0.09, τ 0.5, no games: step 6 only,
    # 173.7178 × √(2.878231² + 0.09²) = 173.7178 × √8.292315 = 173.7178 × 2.879638 → 500.2444
    code, out = run([])
    data = strict_json(out)
    assert code == 0
    assert (data["mode"], data["tau"], data["rating"], data["volatility"]) == (
        "period", 0.5, 1500, 0.09)
    assert data["rd"] == pytest.approx(500.2444, abs=1e-4)
    assert data["provisional"] is True and data["games"] == [] and data["v"] is None


def test_period_mode_prints_each_games_terms() -> None:
    # 1500/200/0.06 v 1400, 1550, 1700 with every opponent at RD 100 (one g for all):
    # g(100 / 173.7178) = 1 / √(1 + 3 × 0.575646² / π²) = 0.953149
    code, out = run(["--rd", "200", "--volatility", "0.06", "--opponent-rd", "100"],
                    "1400:1\n1550:0\nMeier 1700:0\n")
    data = strict_json(out)
    assert code == 0
    assert [g["g"] for g in data["games"]] == pytest.approx([0.953149] * 3, abs=1e-6)
    assert [g["opponent_rd"] for g in data["games"]] == [100, 100, 100]
    assert data["games"][2]["name"] == "Meier" and data["games"][2]["line"] == 3
    assert data["rating"] < 1500 and data["rd"] < 200
    assert set(data) >= {"rating", "rd", "volatility", "provisional", "games", "v", "delta",
                         "rd_before_games", "start", "tau", "errors"}


def test_lichess_mode_reproduces_lichess_test_value() -> None:
    # 1500/350/0.06 beats 1500/350 (no colours, τ 0.75): 1662.21 / 290.23 / 0.0599993
    code, out = run(["--mode", "lichess", "--rd", "350", "--volatility", "0.06",
                     "--opponent-rd", "350"], "1500:1\n")
    data = strict_json(out)
    assert code == 0 and data["tau"] == 0.75
    assert data["rating"] == pytest.approx(1662.21, abs=0.005)
    assert data["rd"] == pytest.approx(290.23, abs=0.005)
    assert data["volatility"] == pytest.approx(0.0599993, abs=1e-7)
    assert (data["shown_rating"], data["display"], data["provisional"]) == (1662, "1662?", True)


def test_lichess_mode_lists_every_game_with_the_player_after_it() -> None:
    code, out = run(["--mode", "lichess"], "1500:1\n1600:½\n1700:+\n")
    data = strict_json(out)
    games = data["games"]
    assert code == 0 and len(games) == 3
    assert set(games[0]) >= {"rating", "rd", "volatility", "provisional", "shown_rating", "caps"}
    assert games[0]["rating"] > 1500 and games[1]["rd"] < games[0]["rd"]
    assert games[2]["rated"] is False and games[2]["rating"] == games[1]["rating"]
    assert data["rating"] == games[1]["rating"]


def test_days_idle_grow_the_deviation_before_the_first_game() -> None:
    # 60 → 110.0008 in 365 days (t = 78.2414, σ 0.06)
    code, out = run(["--mode", "lichess", "--rd", "60", "--volatility", "0.06",
                     "--days-idle", "365"])
    data = strict_json(out)
    assert code == 0 and data["before_first_game"]["rd"] == pytest.approx(110.0008, abs=1e-4)
    assert data["provisional"] is True


def test_a_chosen_tau_is_used() -> None:
    assert strict_json(run(["--tau", "1.2"])[1])["tau"] == 1.2
    assert strict_json(run(["--mode", "lichess", "--tau", "0.3"])[1])["tau"] == 0.3


def test_skip_invalid_rates_the_rest_and_lists_the_errors() -> None:
    code, out = run(["--skip-invalid"], "1500:1\n1500:x\n")
    data = strict_json(out)
    assert code == 0 and len(data["games"]) == 1 and data["errors"][0]["line"] == 2


@pytest.mark.parametrize("mode", ["period", "lichess"])
def test_extreme_accepted_inputs_still_give_valid_json(mode: str) -> None:
    lines = "3500:0\n400:0\n400:1\n3500:1\n"
    for flags in (["--rd", "1", "--volatility", "0.001", "--tau", "0.3", "--opponent-rd", "1"],
                  ["--rd", "500", "--volatility", "0.1", "--tau", "1.2",
                   "--opponent-rd", "500"]):
        code, out = run(["--mode", mode, "--rating", "400", *flags], lines)
        assert code == 0
        strict_json(out)


def test_bad_lines_exit_2_naming_each_line_and_print_nothing(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(["--mode", "lichess"], "1500:1\nabc\n1500:x\n")
    err = capsys.readouterr().err.splitlines()
    assert code == 2 and out == ""
    assert err[0].startswith("line 2:") and err[1].startswith("line 3:")


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Exit status, standard output and standard error of a run that should be refused."""
    try:
        code, out = run(argv)
    except SystemExit as exit_info:
        assert isinstance(exit_info.code, int), exit_info.code
        code, out = exit_info.code, ""
    captured = capsys.readouterr()
    return code, out + captured.out, captured.err


@pytest.mark.parametrize(
    ("argv", "named"),
    [
        (["--rating", "50"], "--rating"),
        (["--rating", "abc"], "--rating"),
        (["--rd", "0"], "--rd"),
        (["--rd", "501"], "--rd"),
        (["--rd", "nan"], "--rd"),
        (["--volatility", "0"], "--volatility"),
        (["--volatility", "-0.06"], "--volatility"),
        (["--volatility", "2"], "--volatility"),
        (["--tau", "0"], "--tau"),
        (["--tau", "0.2"], "--tau"),
        (["--tau", "inf"], "--tau"),
        (["--opponent-rd", "0"], "--opponent-rd"),
        (["--days-idle", "-1"], "--days-idle"),
        (["--days-idle", "inf"], "--days-idle"),
        (["--mode", "glicko"], "--mode"),
        # flags that do not fit the mode
        (["--days-idle", "30"], "--days-idle"),
        (["--mode", "lichess", "--rating", "399"], "--rating"),
        (["--mode", "lichess", "--volatility", "0.2"], "--volatility"),
    ],
)
def test_bad_flags_exit_2_naming_the_flag_and_print_nothing(argv: list[str], named: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = refused(argv, capsys)
    assert code == 2 and out == ""
    assert named in err and "Traceback" not in err
