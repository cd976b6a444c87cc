"""The whole event beyond the hand-made files: why a round is not rated, the checks that flag a
row, K from the file's facts and by hand."""

from collections.abc import Mapping

import pytest

from elo_core import (
    FIDE,
    FIDE_RAPID,
    EventReport,
    Flag,
    KCut,
    KRule,
    NotRated,
    RuleSet,
    event_dict,
    rate_event,
    read_trf,
)
from tests.engine.event.rated import k_of
from tests.trf_lines import player_line, trf

R = NotRated


def event(*lines: str, rules: RuleSet = FIDE, end: str = "2025/05/11", k: float | None = None,
          k_overrides: Mapping[int, float] | None = None) -> EventReport:
    return rate_event(read_trf(trf(*lines, end=end)), rules, k, k_overrides or {})



def test_each_round_says_why_it_is_not_rated() -> None:
    a = player_line(1, "A", 2000, rounds=[
        ("2", "w", "+"), ("2", "b", "W"), ("2", "w", " "), ("0000", "-", "1"), ("9", "w", "1"),
        ("3", "b", "1"), ("0000", "-", "U"), ("0000", "-", "Z"), ("0000", "-", "-"),
        ("2", "x", "1")])
    b = player_line(2, "B", 2000, rounds=[("1", "b", "-"), ("1", "w", "L"), ("1", "b", " ")])
    c = player_line(3, "C", "", rounds=[("0000", "-", "Z")] * 5 + [("1", "w", "0")])
    first = event(a, b, c).players[0]
    assert [g.not_rated for g in first.games] == [
        R.FORFEIT, R.NOT_RATED_IN_FILE, R.NO_RESULT, R.NO_OPPONENT, R.OPPONENT_MISSING,
        R.OPPONENT_UNRATED, R.BYE, R.NOT_PAIRED, R.NOT_PAIRED, R.NOT_READ]
    assert (first.rated_games, first.change, first.rounded_change) == (0, 0.0, 0)
    assert first.new_rating == 2000
    assert event(a, b, c).players[2].games[5].not_rated is R.PLAYER_UNRATED


def test_the_rapid_600_point_gap_is_not_rated_and_flagged() -> None:
    top = player_line(1, "Top", 2700, rounds=[("2", "w", "1"), ("3", "w", "1")])
    low = player_line(2, "Low", 2050, rounds=[("1", "b", "0")])
    near = player_line(3, "Near", 2500, rounds=[("0000", "-", "Z"), ("1", "b", "0")])
    report = event(top, low, near, rules=FIDE_RAPID)
    top_result, low_result, _ = report.players
    assert [g.not_rated for g in top_result.games] == [R.RAPID_GAP, None]
    assert (top_result.rated_games, Flag.RAPID_GAP in top_result.flags) == (1, True)
    assert Flag.RAPID_GAP in low_result.flags and low_result.rated_games == 0
    assert report.games_rated == 1
    assert [g.not_rated for g in event(top, low, near).players[0].games] == [None, None]


def test_k_times_n_above_700_cuts_k_and_flags_it() -> None:
    # a junior (K 40) with 20 games in the event: K becomes 35 (35 x 20 = 700)
    rounds = [("2", "w" if r % 2 else "b", "1") for r in range(20)]
    back = [("1", "b" if r % 2 else "w", "0") for r in range(20)]
    report = event(player_line(1, "Junior", 2000, birth="2012/01/01", rounds=rounds),
                   player_line(2, "Adult", 2000, birth="1980", rounds=back))
    junior, adult = report.players
    assert (k_of(junior).chosen, k_of(junior).effective, k_of(junior).cut) == (40, 35, KCut.CUT)
    assert Flag.K_CUT in junior.flags and Flag.K_CUT not in adult.flags
    assert junior.change == pytest.approx(35 * 20 * 0.5)


def test_the_junior_k_is_judged_at_the_event_s_end() -> None:
    # born 2007: K 40 until the end of 2025; an event ending on 2 January 2026 gives 20
    lines = (player_line(1, "Junior", 2000, birth="2007/06/01", rounds=[("2", "w", "1")]),
             player_line(2, "Other", 2000, rounds=[("1", "b", "0")]))
    assert k_of(event(*lines, end="2025/12/31").players[0]).rule is KRule.JUNIOR
    assert k_of(event(*lines, end="2026/01/02").players[0]).rule is KRule.STANDARD


def test_a_k_by_hand_wins_over_one_k_for_everyone() -> None:
    lines = (player_line(1, "A", 2000, rounds=[("2", "w", "1")]),
             player_line(2, "B", 2000, rounds=[("1", "b", "0")]))
    a, b = event(*lines, k=32, k_overrides={2: 10}).players
    assert (k_of(a).chosen, a.k_overridden, k_of(b).chosen, b.k_overridden) == (32, False, 10, True)
    assert (a.change, b.change) == (16.0, -5.0)


def test_file_problems_flag_both_players_of_a_game_that_does_not_mirror() -> None:
    report = event(player_line(1, "A", 2000, rounds=[("2", "w", "1")]),
                   player_line(2, "B", 2000, rounds=[("1", "b", "1")]),
                   player_line(3, "C", 2000, points=3.0, rounds=[("7", "w", "1")]))
    a, b, c = report.players
    assert Flag.NOT_MIRRORED in a.flags and Flag.NOT_MIRRORED in b.flags
    assert Flag.POINTS_DIFFER in c.flags and Flag.OPPONENT_MISSING in c.flags
    assert report.games_rated == 1  # one game, whatever each line says of it


def test_the_sum_of_changes_is_exposed_and_not_zero_with_different_k() -> None:
    a, b = (player_line(1, "Junior", 2000, birth="2012", rounds=[("2", "w", "1")]),
            player_line(2, "Adult", 2000, birth="1970", rounds=[("1", "b", "0")]))
    report = event(a, b)
    assert (report.sum_of_changes, report.rounded_sum_of_changes) == (10.0, 10)  # +20 - 10


def test_the_json_shape() -> None:
    report = event(player_line(1, "A", 2000, rounds=[("2", "w", "1")]),
                   player_line(2, "B", "", rounds=[("1", "b", "0")]))
    data = event_dict(report)
    assert set(data) == {"event", "players", "errors"}
    assert {"name", "city", "start", "end", "rate_of_play", "rules", "players", "rated_players",
            "games_rated", "sum_of_changes", "rounded_sum_of_changes"} <= set(data["event"])
    player = data["players"][0]
    assert {"start_rank", "name", "rating", "k", "rated_games", "points", "expected", "change",
            "rounded_change", "new_rating", "performance", "first_rating", "flags",
            "games"} <= set(player)
    assert player["games"][0]["not_rated"] == "opponent-unrated"
    assert data["players"][1]["first_rating"]["reason"] == "too-few-games"
    assert data["players"][1]["k"] is None
