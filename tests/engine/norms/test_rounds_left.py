"""The rounds left: the score the last rounds need for a norm, or why none is enough, worked
out by hand from FIDE Handbook B.01 (1.4.1, 1.4.5, 1.4.7 to 1.4.9) and the 1.4.9 table, which
is FIDE's table 8.1.1 (dp: 44% → −43, 59% → 65, 60% → 72, 61% → 80, 62% → 87, 63% → 95,
64% → 102, 65% → 110, 67% → 125, 69% → 141, 72% → 166, 78% → 220)."""

from elo_core import (
    EventFormat,
    FutureOpponent,
    NormBasis,
    NormSettings,
    NormTitle,
    PlayerRecord,
    RequirementName,
    ToCome,
    norm_field,
    parse_game_list,
    player_norms,
    read_trf,
    rounds_left,
    typed_record,
)
from tests.trf_lines import norm_event

SO_FAR = [(2380, "GM", f) for f in ["ESP"] * 3 + ["FRA"] * 2 + ["ITA"] * 2]
NEXT = [FutureOpponent(2380, "GM", "FRA"), FutureOpponent(2380, "GM", "ITA")]
#: A Tournament page's list of a 9-round event after 5 rounds: round 1 won by forfeit, then
#: four GMs of 2500 from ESP, FRA, ITA, ESP, 3½ points.
FORFEIT_WON_FIRST = "+\nGM ESP 2500:1\nGM FRA 2500:1\nGM ITA 2500:½\nGM ESP 2500:1"
GM_IM = [NormTitle.GM, NormTitle.IM]


def record(results: str, opponents: list[tuple[int, str, str]] = SO_FAR) -> PlayerRecord:
    text = norm_event([*opponents, (2380, "GM", "FRA"), (2380, "GM", "ITA")], results,
                      rounds=9)
    return player_norms(norm_field(read_trf(text)), 1).record


def typed(text: str, rounds: int) -> PlayerRecord:
    return typed_record(parse_game_list(text).games, "GER", False, rounds)


def test_five_of_seven_need_two_of_the_last_two_for_a_gm_norm() -> None:
    """9 GMs of 2380: the norm is 7/9 (78% → 220, Rp 2600), so 5 so far need 2 more."""
    plan = rounds_left(record("11111" "00"), 7, 9, NEXT, [NormTitle.GM])[0]
    assert (plan.rounds_left, plan.points, plan.points_needed) == (2, 5, 2)
    assert plan.check.achieved and plan.check.judged.performance == 2600
    assert plan.check.basis is NormBasis.ALL_GAMES


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
    last = plan.check.judged.games[-1]
    assert (last.rating, last.title) == (2380, "")


def test_too_few_title_holders_block_every_score() -> None:
    """2 title holders in 7 and 2 whose titles are not known to come: 4 of 9 < 5 (1.4.5a)
    whatever their titles and the score (the GMs, 2 of 3, 1.4.5b, are short only if neither
    to come is a GM)."""
    untitled = [(2380, "GM" if i < 2 else "", f) for i, (_, _, f) in enumerate(SO_FAR)]
    plan = rounds_left(record("1111111", untitled), 7, 9,
                       [FutureOpponent(2380), FutureOpponent(2380)], [NormTitle.GM])[0]
    assert plan.points_needed is None
    assert [r.name for r in plan.certain] == [RequirementName.TITLE_HOLDERS]
    assert [r.name for r in plan.assumed] == [RequirementName.TITLE_OR_HIGHER]


def test_title_holders_short_only_if_the_opponents_to_come_are_untitled_is_said_so() -> None:
    """3 title holders in 7 (GMs) and 2 to come whose titles are not known, taken as none: 3
    of 9 < 5 (1.4.5a); were both titled, 5 of 9 would hold. No score is enough only on that
    assumption; with 7/7 and 2 wins to come (9/9 against 2380, Rp 3180) the performance holds."""
    untitled = [(2380, "GM" if i < 3 else "", f) for i, (_, _, f) in enumerate(SO_FAR)]
    plan = rounds_left(record("1111111", untitled), 7, 9,
                       [FutureOpponent(2380), FutureOpponent(2380)], [NormTitle.GM])[0]
    assert plan.points_needed is None
    assert [(r.name, r.value, r.needed) for r in plan.assumed] == [
        (RequirementName.TITLE_HOLDERS, 3, 5)]
    assert plan.certain == ()
    one_known = rounds_left(record("1111111", untitled), 7, 9,
                            [FutureOpponent(2380, "IM"), FutureOpponent(2380)],
                            [NormTitle.GM])[0]  # 4 of 9, and one not known
    assert [r.name for r in one_known.assumed] == [RequirementName.TITLE_HOLDERS]
    assert one_known.to_come == ToCome(titles=1, federations=2)


def test_where_the_performance_fails_too_the_title_holders_assumed_do_not_matter() -> None:
    """3 GMs of 2380 in 7 and 4 untitled, 2 wins and 5 losses so far: with 2 wins to come 4/9
    (44% → −43, Rp 2337) is no GM performance whatever the titles to come: no score is
    enough, surely, by 1.4.8."""
    untitled = [(2380, "GM" if i < 3 else "", f) for i, (_, _, f) in enumerate(SO_FAR)]
    plan = rounds_left(record("1100000", untitled), 7, 9,
                       [FutureOpponent(2380), FutureOpponent(2380)], [NormTitle.GM])[0]
    assert [r.name for r in plan.assumed] == [RequirementName.TITLE_HOLDERS]
    assert [r.name for r in plan.certain] == [RequirementName.PERFORMANCE]


def test_one_foreign_federation_short_only_if_the_opponents_to_come_bring_none() -> None:
    """A player of GER against 6 GMs of ESP and one of GER, two to come whose federations are
    not known: one federation other than GER < 2 (1.4.3); were one of them of another, it
    would hold. GER 1 of 9 ≤ 5 and ESP 6 of 9 ≤ 6 (1.4.4) hold."""
    opponents = [(2380, "GM", "ESP")] * 6 + [(2380, "GM", "GER")]
    text = norm_event(opponents, "1111111", rounds=9, player={"federation": "GER"})
    plan = rounds_left(player_norms(norm_field(read_trf(text)), 1).record, 7, 9,
                       [FutureOpponent(2380, "GM"), FutureOpponent(2380, "GM")],
                       [NormTitle.GM])[0]
    assert [(r.name, r.value) for r in plan.assumed] == [
        (RequirementName.FOREIGN_FEDERATIONS, 1)]
    assert (plan.points_needed, plan.certain) == (None, ())


def test_without_the_players_federation_the_plan_has_no_verdict() -> None:
    """The player's federation not given: 1.4.3 and 1.4.4 have no figure, so the plan is
    neither a score nor a verdict; with the federation (GER), ½ point more (IM: 5½/9 = 61% →
    80 over 2380, Rp 2460) is enough."""
    games = parse_game_list("\n".join(f"GM {f} 2380:1" for f in
                                       ["ESP", "FRA", "ITA", "ESP", "FRA"]) +
                            "\nGM ITA 2380:0\nGM ESP 2380:0").games
    without = rounds_left(typed_record(games, "", False, 9), 7, 9, [], [NormTitle.IM])[0]
    assert (without.points_needed, without.blockers) == (None, ())
    assert [(r.name, r.clause) for r in without.not_known] == [
        (RequirementName.FOREIGN_FEDERATIONS, "1.4.3"), (RequirementName.OWN_FEDERATION, "1.4.4")]
    given = rounds_left(typed_record(games, "GER", False, 9), 7, 9, [], [NormTitle.IM])[0]
    assert (given.points_needed, given.not_known) == (0.5, ())


def test_a_first_round_won_by_forfeit_leaves_eight_games_that_make_a_norm_of_nine() -> None:
    """1.4.1c: 4 games so far and 4 to come are 8 games of 9 rounds, round 1 a forfeit win.
    Ra 2500 (the four to come as strong as so far). GM: Rp 2600 needs dp 100 over 8 games:
    5/8 = 62.5% → 63% → 95 is short, 5½/8 = 68.75% → 69% → 141 (2641) is enough, so 2 points
    after 3½. IM: 2450 needs dp −50: 3½/8 = 43.75% → 44% → −43 (2457), so nothing more; 3½ is
    also the 35% of 8 games (2.8, 1.4.8b). Either norm counts as 9 games."""
    gm, im = rounds_left(typed(FORFEIT_WON_FIRST, 9), 5, 9, [], GM_IM)
    assert (gm.points_needed, gm.check.judged.average_rating, gm.check.judged.performance) == (
        2, 2500, 2641)
    assert (im.points_needed, im.check.judged.performance) == (0, 2457)
    for plan in (gm, im):
        assert plan.check.basis is NormBasis.EIGHT_OF_NINE
        assert plan.check.games_credited == 9
        assert [r.clause for r in plan.check.judged.requirements][:2] == ["1.4.1c", "1.4.8b"]


def test_a_first_round_lost_by_forfeit_leaves_no_score_enough_for_the_games() -> None:
    """1.4.1c counts only a round given (a forfeit won, a pairing-allocated bye): with a forfeit
    lost, 8 games are short of 1.4.1a's 9 whatever the score (the Qualification Commission:
    "an overscore will not create a norm")."""
    lost = FORFEIT_WON_FIRST.replace("+", "-", 1)
    for plan in rounds_left(typed(lost, 9), 5, 9, [], GM_IM):
        assert plan.points_needed is None
        assert [(r.name, r.clause) for r in plan.blockers] == [(RequirementName.GAMES, "1.4.1a")]


def test_a_bye_of_a_full_point_is_the_pairing_allocated_one_and_half_a_point_is_asked_for() -> None:
    """A bye of a whole point is read as the pairing-allocated bye 1.4.1c counts; a bye of
    half a point is a bye the player asked for, which leaves 8 games short of 9."""
    given = rounds_left(typed(FORFEIT_WON_FIRST.replace("+", "bye", 1), 9), 5, 9, [], GM_IM)
    asked = rounds_left(typed(FORFEIT_WON_FIRST.replace("+", "bye:½", 1), 9), 5, 9, [], GM_IM)
    assert [p.points_needed for p in given] == [2, 0]
    assert [p.points_needed for p in asked] == [None, None]


def test_a_forfeit_won_in_a_file_counts_as_in_a_typed_list() -> None:
    """The same event read from a TRF: round 1 won by forfeit against an opponent of the file,
    then the same four GMs of 2500; the same 2 points for the GM norm."""
    opponents = [(2500, "GM", f) for f in ["NED", "ESP", "FRA", "ITA", "ESP"]]
    text = norm_event(opponents, ["+", "1", "1", "=", "1"], rounds=9)
    gm = rounds_left(player_norms(norm_field(read_trf(text)), 1).record, 5, 9, [], GM_IM)[0]
    assert (gm.points_needed, gm.check.basis) == (2, NormBasis.EIGHT_OF_NINE)


def test_the_next_opponent_known_changes_the_average_and_the_points() -> None:
    """A GM of NED rated 2600 next, three unknown at 2500: Ra = (7 × 2500 + 2600) / 8 =
    2512.5 → 2513; GM's dp 87 (62%): 5/8 = 62.5% → 63% → 95, Rp 2608: 1½ points after 3½."""
    gm = rounds_left(typed(FORFEIT_WON_FIRST, 9), 5, 9, [FutureOpponent(2600, "GM", "NED")],
                     [NormTitle.GM])[0]
    assert (gm.points_needed, gm.check.judged.average_rating, gm.check.judged.performance) == (
        1.5, 2513, 2608)
    assert gm.check.judged.games[4][1:5] == (None, 2600, "GM", "NED")


#: 8 rounds of an 11-round event against GMs of 2500 (ESP, FRA, ITA): 5 wins, a draw and two
#: losses, 5½ points.
EIGHT_OF_ELEVEN = "\n".join(f"GM {f} 2500:{s}" for f, s in zip(
    ["ESP", "FRA", "ITA"] * 3, ["1", "1", "1", "1", "1", "½", "0", "0"], strict=False))


def test_a_swiss_may_make_the_norm_in_the_next_round_and_leave_the_last_two_out() -> None:
    """1.4.1e, Ra 2500, the GM's dp 100 (64%): over 11 games 7/11 = 63.6% → 64% (102) needs
    1½ points more; over the first 10, 6½/10 = 65% (110) needs 1; over the first 9, 6/9 =
    66.7% → 67% (125, Rp 2625) needs ½, the draw in round 9 (5½/9 = 61% → 80 is short). A
    Swiss may leave rounds 10 and 11 out after it; a round robin must count all 11."""
    swiss = rounds_left(typed(EIGHT_OF_ELEVEN, 11), 8, 11, [], [NormTitle.GM])[0]
    assert (swiss.points_needed, swiss.check.basis, swiss.check.left_out) == (
        0.5, NormBasis.LEFT_OUT, (10, 11))
    assert swiss.check.judged.performance == 2625
    robin = rounds_left(typed(EIGHT_OF_ELEVEN, 11), 8, 11, [], [NormTitle.GM],
                        NormSettings(EventFormat.ROUND_ROBIN))[0]
    assert (robin.points_needed, robin.check.basis) == (1.5, NormBasis.ALL_GAMES)
    assert robin.check.judged.performance == 2602
