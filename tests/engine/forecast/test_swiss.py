"""The simulated Swiss round: what a player relies on of any pairing (nobody meets twice where
anyone else can be met, one bye for an odd number, score groups kept together), and known
rounds worked out by hand from C.04.3 and bbpPairings' own test of the 2025 Dutch rules."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from elo_core.forecast.swiss import BLACK, WHITE, SwissPlayer, pair_round
from tests.sampling import examples


def fresh(count: int) -> list[SwissPlayer]:
    return [SwissPlayer(i, 0, i + 1, 0, 0, False) for i in range(count)]


def test_a_first_round_pairs_the_top_half_against_the_bottom_half() -> None:
    # 8 players, all on 0: S1 = 1-4, S2 = 5-8; 1 v 5, 2 v 6, 3 v 7, 4 v 8, the higher ranked
    # White on odd boards and Black on even ones.
    games, bye = pair_round(fresh(8), set())
    assert bye is None
    assert games == [(0, 4), (5, 1), (2, 6), (7, 3)]


def test_an_odd_number_gives_the_bye_to_the_lowest_who_played_most() -> None:
    # bbpPairings' dutch_2025_C9 test: after round 1, 1 and 2 have 1 point, 3 and 4 none, 5
    # was absent (Z). Round 2: 2 v 1 (1 had White), 3 v 5, and 4, who played, has the bye
    # rather than 5, who did not.
    players = [SwissPlayer(0, 2, 1, WHITE, WHITE, False), SwissPlayer(1, 2, 2, BLACK, BLACK, False),
               SwissPlayer(2, 0, 3, BLACK, BLACK, False), SwissPlayer(3, 0, 4, WHITE, WHITE, False),
               SwissPlayer(4, 0, 5, 0, 0, False, unplayed=1)]
    games, bye = pair_round(players, {(0, 2), (1, 3)})
    assert bye == 3
    assert sorted(games) == [(1, 0), (2, 4)]


def test_two_who_have_met_are_not_paired_again() -> None:
    # 1 and 2 lead on 2 points but have met: each meets the top of the next group instead.
    players = [SwissPlayer(0, 4, 1, 0, WHITE, False), SwissPlayer(1, 4, 2, 0, BLACK, False),
               SwissPlayer(2, 2, 3, 0, WHITE, False), SwissPlayer(3, 2, 4, 0, BLACK, False)]
    games, _ = pair_round(players, {(0, 1), (2, 3)})
    assert {frozenset(g) for g in games} == {frozenset((0, 2)), frozenset((1, 3))}


@examples(100)
@given(st.integers(min_value=2, max_value=40), st.lists(st.integers(0, 6), min_size=40,
                                                           max_size=40),
       st.sets(st.tuples(st.integers(0, 39), st.integers(0, 39)), max_size=60))
def test_every_player_plays_once_or_has_the_bye(count: int, scores: list[int],
                                                pairs: set[tuple[int, int]]) -> None:
    met = {(min(a, b), max(a, b)) for a, b in pairs if a != b and a < count and b < count}
    players = [SwissPlayer(i, scores[i], i + 1, 0, 0, False) for i in range(count)]
    games, bye = pair_round(players, met)
    seen = [i for game in games for i in game] + ([] if bye is None else [bye])
    assert sorted(seen) == list(range(count))
    assert (bye is not None) == (count % 2 == 1)
    assert all(w != b for w, b in games)


@examples(100)
@given(st.integers(min_value=4, max_value=30), st.lists(st.integers(0, 4), min_size=30,
                                                           max_size=30))
def test_without_rematches_to_avoid_the_leaders_meet_each_other(count: int,
                                                                scores: list[int]) -> None:
    # Nobody has met: the player ranked first meets someone of their own score where there is one.
    players = [SwissPlayer(i, scores[i], i + 1, 0, 0, False) for i in range(count)]
    games, bye = pair_round(players, set())
    top = max(range(count), key=lambda i: (scores[i], -i))
    if bye != top:
        opponent = next(b if w == top else w for w, b in games if top in (w, b))
        level = [i for i in range(count) if scores[i] == scores[top] and i not in (top, bye)]
        if level:
            assert scores[opponent] == scores[top]
