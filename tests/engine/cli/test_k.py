"""The command line's K for both players (FIDE B.02 §8.3.3) and the target planner: known values
by hand from table 8.1.2."""

import io
import json
from pathlib import Path
from typing import Any

import pytest

from elo_core.cli.main import main


def run(argv: list[str], stdin: str = "") -> tuple[int, Any]:
    """The exit status, and the JSON document printed (``None`` where nothing is)."""
    out = io.StringIO()
    code = main(argv, io.StringIO(stdin), out)
    return code, json.loads(out.getvalue()) if out.getvalue() else None


ISSUE = ["game", "1850", "2100", "win", "--rules", "fide", "--k", "fide", "--birth-year", "2011",
         "--games-before", "12", "--date", "2026-03-01"]


def test_game_with_fide_k_gives_the_opponent_their_own_k() -> None:
    # D = −250 → PD_L 0.19. The junior (born 2011) K 40: 40 × 0.81 = 32.4 → +32; the adult 2100
    # by the default facts K 20: 20 × (0 − 0.81) = −16.2 → −16
    code, data = run(ISSUE)
    assert code == 0
    assert (data["player"]["k"], data["player"]["k_used"]["rule"]) == (40, "junior")
    assert data["player"]["rounded_change"] == 32
    assert (data["opponent"]["k"], data["opponent"]["k_used"]["rule"]) == (20, "standard")
    assert data["opponent"]["rounded_change"] == -16
    assert data["opponent_k"] == "default-facts"
    assert data["opponent"]["k_used"]["facts"] == {
        "rating": 2100, "games_before": 30, "birth_year": None, "reached_2400": False,
        "on": "2026-03-01"}


def test_the_opponents_facts_and_the_date_apply_to_both_players() -> None:
    # both born 2011 with 30 games: juniors (K 40) until the end of 2029, then K 20.
    # 2029: the opponent loses 40 × (0 − 0.81) = −32.4 → −32
    both = ["--games-before", "30", "--opponent-birth-year", "2011"]
    _, data = run([*ISSUE[:-6], *both, "--birth-year", "2011", "--date", "2029-12-31"])
    assert (data["player"]["k"], data["opponent"]["k"]) == (40, 40)
    assert data["opponent"]["k_used"]["rule"] == "junior"
    assert data["opponent"]["rounded_change"] == -32
    assert data["opponent_k"] == "given"
    _, data = run([*ISSUE[:-6], *both, "--birth-year", "2011", "--date", "2030-01-01"])
    assert (data["player"]["k"], data["opponent"]["k"]) == (20, 20)
    assert data["opponent"]["k_used"]["facts"]["on"] == "2030-01-01"


@pytest.mark.parametrize(
    ("flags", "k", "rule"),
    [
        (["--opponent-games-before", "10"], 40, "new-player"),
        (["--opponent-reached-2400"], 10, "reached-2400"),
        (["--k-opponent", "fide"], 20, "standard"),
        (["--k-opponent", "16"], 16, None),
    ],
)
def test_each_opponent_fact_is_read_from_its_own_flag(flags: list[str], k: int,
        rule: str | None) -> None:
    _, data = run(["game", "2000", "2100", "1", "--rules", "fide", "--k", "fide",
                   "--date", "2026-03-01", *flags])
    assert (data["opponent"]["k"], data["opponent"]["k_used"]["rule"]) == (k, rule)


def test_an_opponent_fact_with_a_hand_set_k_uses_the_rule_for_the_opponent() -> None:
    # --k 20 for the player; the opponent's facts given: the opponent's K by §8.3.3 (new: 40).
    # D = +100 for the opponent → PD_H 0.64: 40 × (0 − 0.64) = −25.6 → −26
    _, data = run(["game", "2000", "2100", "1", "--rules", "fide", "--k", "20",
                   "--opponent-games-before", "5"])
    assert (data["player"]["k"], data["opponent"]["k"]) == (20, 40)
    assert data["opponent"]["rounded_change"] == -26


def test_a_hand_set_k_alone_is_used_for_both_players() -> None:
    _, data = run(["game", "1800", "1900", "1", "--k", "32"])
    assert (data["player"]["k"], data["opponent"]["k"]) == (32, 32)
    assert data["opponent_k"] == "same-as-player"


def test_opponent_facts_with_a_numeric_opponent_k_are_refused(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, data = run(["game", "1800", "1900", "1", "--k-opponent", "16",
                      "--opponent-birth-year", "2010"])
    assert code == 2 and data is None
    assert "--opponent-birth-year" in capsys.readouterr().err


def test_target_plans_more_games_both_ways_and_keeps_its_keys() -> None:
    # 1950 scored 1, 1, ½ against 1950s (+20 → 1970); 7 more against 1950, target 2000:
    # same period: 20 × (2.5 + P − 5) ≥ 49.5 → 5; next list: from 1970, PD_H 0.53 × 7 = 3.71,
    # 20 × (P − 3.71) ≥ 29.5 → 5.5 → +36 → 2006
    _, data = run(["target", "--rating", "1950", "--target", "2000", "--rules", "fide",
                   "--more-games", "7", "--average", "1950"], "1950:1\n1950:1\n1950:½\n")
    # the listed games as games to come: 20 × (P − 1.5) ≥ 49.5 needs 3.975 > 3
    assert data["points_needed"] is None and data["games"] == 3
    same, following = data["plans"]["same-period"], data["plans"]["next-list"]
    assert (same["counted_from"], same["targets"][0]["points_needed"]) == (1950, 5.0)
    assert (same["hold"]["target"], same["hold"]["holds"]) == (1950, True)
    assert (following["counted_from"], following["targets"][0]["points_needed"]) == (1970, 5.5)
    assert following["targets"][0]["new_rating"] == 2006
    assert following["k"]["effective"] == 20


@pytest.mark.parametrize("more", ["-2", "0", "501", "2.5"])
def test_a_number_of_more_games_outside_the_pages_1_to_500_is_refused(more: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        run(["target", "--rating", "1800", "--more-games", more], "1800:1\n")
    captured = capsys.readouterr()
    assert exit_info.value.code == 2 and captured.out == ""
    assert "--more-games" in captured.err


def test_series_says_sequential_mode_does_not_cut_k() -> None:
    _, data = run(["series", "--rating", "1800", "--rules", "fide", "--k", "40", "--mode",
                   "sequential"], "1800:½\n" * 18)
    assert data["k"]["cut"] == "sequential" and data["k_effective"] == 40
    _, data = run(["series", "--rating", "1800", "--rules", "fide", "--k", "40"],
                  "1800:½\n" * 18)
    # 18 × 40 = 720 > 700 → 38
    assert (data["k"]["cut"], data["k"]["games"], data["k_effective"]) == ("cut", 18, 38)


def test_first_rating_names_the_dated_games_it_leaves_out(tmp_path: Path) -> None:
    # examples/new-player.txt's shape: a first event of two losses is disregarded (§8.2); the
    # five games of the weekend open count: Ra = (8250 + 3600) / 7 = 1692.9, p = 4.5 / 7 = 64 %
    # → dp 102 → 1794.9 → 1795
    games = tmp_path / "new-player.txt"
    games.write_text("2025-01-10 1800:0\n2025-01-11 1750:0\n2025-02-15 1600:1\n"
                     "2025-02-15 1650:1\n2025-02-16 1700:½\n2025-02-16 1720:0\n"
                     "2025-02-16 1580:1\n", encoding="utf-8")
    code, data = run(["first-rating", str(games)])
    assert (code, data["games"], data["rating"]) == (0, 5, 1795)
    assert [(left["line"], left["reason"]) for left in data["left_out"]] == [
        (1, "first-event-zero"), (2, "first-event-zero")]
    assert data["window"] == ["2023-01-01", "2025-02-16"]
