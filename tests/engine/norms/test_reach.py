"""How far a player is from a norm they missed, and which norms they can still make, worked
out by hand from FIDE Handbook B.01 (2024) and the 1.4.9 table (FIDE's table 8.1.1: 72% → 166,
78% → 220, 67% → 125, 61% → 80)."""

import pytest

from elo_core import (
    NormCheck,
    NormTitle,
    RequirementName,
    near_miss,
    norm_field,
    player_norms,
    points_short,
    read_trf,
    titles_to_make,
    within_reach,
)
from tests.trf_lines import norm_event

FOREIGN = ["ESP"] * 3 + ["FRA"] * 3 + ["ITA"] * 3
SIX_AND_A_HALF = ["1", "1", "1", "1", "1", "=", "=", "=", "0"]


def check(opponents: list[tuple[int, str, str]], results: list[str], title: NormTitle) -> NormCheck:
    text = norm_event(opponents, results)
    return player_norms(norm_field(read_trf(text)), 1, [title]).checks[0]


def test_half_a_point_short_of_an_im_norm_is_within_reach() -> None:
    """Nine IMs of 2250: 6½/9 → 72%, 2250 + 166 = 2416 < 2450; 7/9 → 78%, 2470."""
    im = check([(2250, "IM", f) for f in FOREIGN], SIX_AND_A_HALF, NormTitle.IM)
    assert points_short(im) == 0.5 and within_reach(im)


def test_an_average_below_the_titles_minimum_is_out_of_reach_whatever_the_score() -> None:
    """1.4.8a: Ra 2250 < 2380 is no GM norm, so no points would make one."""
    gm = check([(2250, "IM", f) for f in FOREIGN], SIX_AND_A_HALF, NormTitle.GM)
    assert points_short(gm) is None and not within_reach(gm)


def test_more_than_a_point_short_is_out_of_reach_and_a_norm_is_no_shortfall() -> None:
    """Nine GMs of 2500: 4½/9 → 50%, dp 0, 2500; the least GM score is 6/9 (67%, 2625; 5½ is
    61%, 2580): 1½ short. 6½ makes the norm: nothing short."""
    gms = [(2500, "GM", f) for f in FOREIGN]
    short = check(gms, ["1", "1", "1", "1", "=", "0", "0", "0", "0"], NormTitle.GM)
    assert points_short(short) == 1.5 and not within_reach(short)
    made = check(gms, SIX_AND_A_HALF, NormTitle.GM)
    assert made.achieved and points_short(made) is None


def test_a_mix_short_of_titled_opponents_is_out_of_reach() -> None:
    """1.4.5b: two GMs of nine is short of three, whatever the score."""
    opponents = [(2500, "GM" if i < 2 else "IM", f) for i, f in enumerate(FOREIGN)]
    gm = check(opponents, SIX_AND_A_HALF[:5] + ["0"] * 4, NormTitle.GM)
    assert points_short(gm) is None


def test_a_title_result_with_too_many_of_the_players_own_federation_is_a_near_miss() -> None:
    """Nine GMs of 2500, six of them GER like the player, 6½/9: Rp 2666 and Ra 2500 are a GM
    result, but 6 of the player's federation is more than 3/5 of 9 = 5 (1.4.4); 6 of one
    federation is within 2/3 of 9 = 6, and ESP and FRA are two foreign ones (1.4.3)."""
    feds = ["GER"] * 6 + ["ESP"] * 2 + ["FRA"]
    gm = check([(2500, "GM", f) for f in feds], SIX_AND_A_HALF, NormTitle.GM)
    assert not gm.achieved and gm.all_games.performance == 2666
    assert [(r.name, r.clause, r.value) for r in near_miss(gm)] == [
        (RequirementName.OWN_FEDERATION, "1.4.4", 6)]
    assert points_short(gm) is None


def test_no_near_miss_without_a_title_result_or_with_the_norm() -> None:
    """Half a point short (2416 < 2450) is within reach, not a title result; an average of
    2250 is no GM result; a norm made is no miss."""
    ims = [(2250, "IM", f) for f in FOREIGN]
    assert near_miss(check(ims, SIX_AND_A_HALF, NormTitle.IM)) == ()
    assert near_miss(check(ims, SIX_AND_A_HALF, NormTitle.GM)) == ()
    assert near_miss(check([(2500, "GM", f) for f in FOREIGN], SIX_AND_A_HALF,
                           NormTitle.GM)) == ()


@pytest.mark.parametrize("held, woman, titles", [
    ("GM", False, ()), ("IM", False, ("GM",)), ("IM", True, ("GM",)),
    ("WGM", True, ("GM", "IM")), ("WIM", True, ("GM", "IM", "WGM")),
    ("FM", False, ("GM", "IM")), ("WFM", True, ("GM", "IM", "WGM", "WIM")),
    ("", True, ("GM", "IM", "WGM", "WIM")), ("CM", False, ("GM", "IM"))])
def test_the_norms_left_to_make_are_those_of_the_titles_above_the_one_held(
        held: str, woman: bool, titles: tuple[str, ...]) -> None:
    assert titles_to_make(held, woman) == titles
