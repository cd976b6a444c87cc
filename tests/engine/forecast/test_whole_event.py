"""The whole event's chances: an event with no round left says so and gives its standings and
norms as they are; a running one gives every player a final score within reach, top-k shares
that add up to k, the same answer for the same seed, and a progress told as it goes."""

from __future__ import annotations

import pytest

from elo_core.forecast.judge import Certainty
from elo_core.forecast.player import Assumption, forecast_player
from elo_core.forecast.standing import NextGame, Opponent
from elo_core.forecast.whole_event import EventForecast, forecast_event
from elo_core.games import Colour
from elo_core.norms.event_norms import norm_field, player_norms
from elo_core.norms.titles import NormTitle
from elo_core.trf.reader import read_trf
from elo_core.trf.records import Tournament
from tests.engine.forecast.events import FIELD, SEVEN_ROUNDS, trf_text
from tests.paths import ROOT


def after_seven() -> Tournament:
    return read_trf(trf_text(FIELD, SEVEN_ROUNDS))


def test_a_finished_event_has_nothing_to_forecast() -> None:
    # examples/swiss.trf, 5 rounds played of 5: Bakker 4 points alone on top, then Albers and
    # Claes on 3.5 share 2nd and 3rd: with k = 2, half a place each.
    event = read_trf((ROOT / "examples" / "swiss.trf").read_text(encoding="utf-8"))
    forecast = forecast_event(event, 5, top=2)
    assert forecast.finished and forecast.runs is None and forecast.error is None
    by_name = {p.name.split(",")[0]: p for p in forecast.players}
    assert by_name["Bakker"].top == 1.0
    assert by_name["Albers"].top == by_name["Claes"].top == 0.5
    assert sum(p.top for p in forecast.players) == 2
    field = norm_field(event)
    for player in forecast.players:
        assert player.expected_points == player.points
        checks = {c.title: c.achieved for c in player_norms(field, player.start_rank).checks}
        for norm in player.norms:
            assert norm.certainty is (Certainty.CERTAIN if checks[norm.title]
                                      else Certainty.IMPOSSIBLE)


def running(seed: int = 3, runs: int = 300) -> EventForecast:
    return forecast_event(after_seven(), 9, top=3, runs=runs, seed=seed)


def test_every_final_score_is_within_the_rounds_left_and_the_top_places_add_up() -> None:
    forecast = running()
    assert not forecast.finished and forecast.runs == 300
    assert Assumption.SWISS_APPROXIMATE in forecast.assumptions
    assert sum(p.top for p in forecast.players) == pytest.approx(3.0)
    for player in forecast.players:
        assert player.points <= player.expected_points <= player.points + 2
        assert 0 <= player.top <= 1
        assert all(0 <= n.probability <= 1 for n in player.norms)


def test_a_seed_repeats_the_whole_events_answer() -> None:
    assert running(5) == running(5)
    assert running(5).players != running(6).players


def test_the_progress_is_told_as_the_runs_go() -> None:
    told: list[tuple[int, int]] = []
    forecast_event(after_seven(), 9, runs=250, progress=lambda done, runs: told.append(
        (done, runs)))
    assert told[-1] == (250, 250)
    assert [d for d, _ in told] == sorted({d for d, _ in told})
    assert len(told) >= 100


def test_a_player_who_left_is_not_paired_and_keeps_the_points() -> None:
    # Player 10 has no game in round 7: taken to have left.
    seven = (*SEVEN_ROUNDS[:6], SEVEN_ROUNDS[6][:4])
    forecast = forecast_event(read_trf(trf_text(FIELD, seven)), 9, runs=200)
    gone = forecast.players[9]
    assert gone.expected_points == gone.points


def test_the_next_round_the_file_pairs_already_is_taken_as_paired() -> None:
    # Round 8 is paired in the file (9 v 1, no result yet); round 9 is given: every game
    # known, so the forecast is exact and the same as with both given.
    paired = read_trf(trf_text(FIELD, (*SEVEN_ROUNDS, ((9, 1, ""),))))
    from_file = forecast_player(paired, 1, 9, [None, None])
    assert not from_file.exact  # round 9 still unknown
    ten = NextGame(Opponent(2480, "IM", "FRA", 10), Colour.WHITE)
    nine = NextGame(Opponent(2550, "GM", "ESP", 9), Colour.BLACK)
    filed = forecast_player(paired, 1, 9, [None, ten])
    given = forecast_player(after_seven(), 1, 9, [nine, ten])
    assert filed.exact and given.exact
    assert filed.scores == given.scores and filed.norms == given.norms


def test_each_player_is_checked_for_the_titles_above_the_one_held() -> None:
    # as the Whole event page's norm column: a GM has no norm left to make, an IM the GM's,
    # an FM the GM's and the IM's (FIELD: 2 a GM, 1 an IM, 7 an FM; all men)
    by_rank = {p.start_rank: p for p in running().players}
    assert by_rank[2].norms == () and by_rank[2].best_norm is None
    assert [n.title for n in by_rank[1].norms] == [NormTitle.GM]
    assert [n.title for n in by_rank[7].norms] == [NormTitle.GM, NormTitle.IM]


def test_a_player_who_left_with_a_norm_open_has_it_settled_by_the_games_played() -> None:
    # Player 1, an IM on 4.5 of 6 against a field of GMs, leaves before round 7 with two rounds
    # still to come: six games, none to come, fewer than the nine a norm of a nine-round event
    # needs (B.01 1.4.1), so the GM norm is out of reach whatever the others play.
    seven = (*SEVEN_ROUNDS[:6], SEVEN_ROUNDS[6][1:])
    forecast = forecast_event(read_trf(trf_text(FIELD, seven)), 9, runs=200)
    gone = forecast.players[0]
    assert (gone.points, gone.expected_points) == (4.5, 4.5)
    [norm] = gone.norms
    assert (norm.title, norm.probability, norm.certainty) == (
        NormTitle.GM, 0.0, Certainty.IMPOSSIBLE)
