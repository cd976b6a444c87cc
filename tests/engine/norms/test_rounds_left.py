"""The rounds left: the score the last rounds need for a norm, or why none is enough, worked
out by hand from FIDE Handbook B.01 (1.4.5, 1.4.7 to 1.4.9; dp 78% → 220)."""

from elo_core import (
    FutureOpponent,
    NormTitle,
    PlayerRecord,
    RequirementName,
    norm_field,
    player_norms,
    read_trf,
    rounds_left,
)
from tests.trf_lines import norm_event

SO_FAR = [(2380, "GM", f) for f in ["ESP"] * 3 + ["FRA"] * 2 + ["ITA"] * 2]
NEXT = [FutureOpponent(2380, "GM", "FRA"), FutureOpponent(2380, "GM", "ITA")]


def record(results: str, opponents: list[tuple[int, str, str]] = SO_FAR) -> PlayerRecord:
    text = norm_event([*opponents, (2380, "GM", "FRA"), (2380, "GM", "ITA")], results,
                      rounds=9)
    return player_norms(norm_field(read_trf(text)), 1).record


def test_five_of_seven_need_two_of_the_last_two_for_a_gm_norm() -> None:
    """9 GMs of 2380: the norm is 7/9 (78% → 220, Rp 2600), so 5 so far need 2 more."""
    plan = rounds_left(record("11111" "00"), 7, 9, NEXT, [NormTitle.GM])[0]
    assert (plan.rounds_left, plan.points, plan.points_needed) == (2, 5, 2)
    assert plan.judged.holds and plan.judged.performance == 2600


def test_four_and_a_half_of_seven_can_no_longer_make_it() -> None:
    """4½ + 2 = 6½/9 (72% → 166, Rp 2546): no score is enough, the performance says why."""
    plan = rounds_left(record("1111=" "00"), 7, 9, NEXT, [NormTitle.GM])[0]
    assert plan.points_needed is None
    assert [r.name for r in plan.blockers] == [RequirementName.PERFORMANCE]


def test_unknown_opponents_are_the_average_so_far_and_untitled() -> None:
    """Two opponents not known: rated 2380 (the average so far), untitled; 7 GMs of 9 still
    make the mix. Ra 2380 and the IM's Rp 2450 need dp 70: 5/9 = 56% → 43 is short, 5½/9 =
    61% → 80 is enough, so ½ more after 5."""
    plan = rounds_left(record("11111" "00"), 7, 9, [], [NormTitle.IM])[0]
    assert plan.points_needed == 0.5
    assert plan.judged.games[-1].rating == 2380 and plan.judged.games[-1].title == ""


def test_too_few_title_holders_block_every_score() -> None:
    """3 title holders in 7 and 2 untitled to come: 3 of 9 < 5 (1.4.5a), whatever the score."""
    untitled = [(2380, "GM" if i < 3 else "", f) for i, (_, _, f) in enumerate(SO_FAR)]
    plan = rounds_left(record("1111111", untitled), 7, 9,
                       [FutureOpponent(2380), FutureOpponent(2380)], [NormTitle.GM])[0]
    assert plan.points_needed is None
    assert RequirementName.TITLE_HOLDERS in [r.name for r in plan.blockers]
