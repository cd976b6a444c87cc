"""Known values for title norms, each worked out by hand from FIDE Handbook B.01 (2024) and the
1.4.9 table (the same as table 8.1.1: 78% → 220, 77% → 211, 83% → 273, 63% → 95, 64% → 102),
or taken from another implementation's published tests where the test says so: Sharly Chess
(Sharly-Chess/sharly-chess, ``tests/unit/norms/test_rules.py``, ``[SH-T]``) and its scenarios
(``test_spec_scenarios.py``, ``[SH-S]``)."""

import pytest

from elo_core import (
    DEFAULT_SETTINGS,
    EventFormat,
    Exemption,
    NormBasis,
    NormCheck,
    NormSettings,
    NormTitle,
    ReadingPoint,
    Requirement,
    RequirementName,
    SwissField,
    TeamChampionship,
    adjusted_ratings,
    average_rating,
    field_gaps,
    minimum_score,
    norm_field,
    norm_performance,
    percentage,
    player_norms,
    read_title,
    read_trf,
    read_trf_title,
)
from elo_core.norms.counted_games import NormGame
from tests.trf_lines import norm_event, norm_line, round_robin_event, trf

FOREIGN = ["ESP"] * 3 + ["FRA"] * 3 + ["ITA"] * 3


def gms(ratings: list[int], federations: list[str] = FOREIGN,
        titles: list[str] | None = None) -> list[tuple[int, str, str]]:
    titles = titles or ["GM"] * len(ratings)
    return list(zip(ratings, titles, federations, strict=False))


def check(text: str, title: NormTitle = NormTitle.GM, settings: NormSettings = DEFAULT_SETTINGS,
        rank: int = 1) -> NormCheck:
    norms = player_norms(norm_field(read_trf(text), settings), rank, [title])
    return norms.checks[0]


def requirement(check_: NormCheck, name: RequirementName) -> Requirement:
    return next(r for r in check_.judged.requirements if r.name is name)


# --- The titles' thresholds (0.5, 1.4.6b, 1.4.8) -------------------------------------------

@pytest.mark.parametrize("title, rp, ra, floor", [
    (NormTitle.GM, 2600, 2380, 2200), (NormTitle.IM, 2450, 2230, 2050),
    (NormTitle.WGM, 2400, 2180, 2000), (NormTitle.WIM, 2250, 2030, 1850)])
def test_the_thresholds_are_sharly_chesss(title: NormTitle, rp: int, ra: int, floor: int) -> None:
    """[SH-T] test_minimum_performance, test_minimum_average_opponent_rating,
    test_minimum_rating_floor; the WIM's 2030, not cigan's 2129.5 (0.5, 1.4.8a)."""
    assert (title.rule.performance, title.rule.average, title.rule.floor) == (rp, ra, floor)


def test_title_holders_leave_out_cm_and_wcm_and_the_titles_of_a_norm_go_down_from_it() -> None:
    """[SH-T] test_title_holders_excludes_cm_wcm, test_required_titles."""
    from elo_core import TITLE_HOLDERS
    assert {"GM", "IM", "WGM", "WIM", "FM", "WFM"} == TITLE_HOLDERS
    assert NormTitle.IM.rule.counted == {"GM", "IM"}
    assert NormTitle.WIM.rule.counted == {"GM", "IM", "WGM", "WIM"}
    assert [read_trf_title(t) for t in ("g", "m", "wg", "wfm", "CM", "HGM", "i", "")] == [
        "GM", "IM", "WGM", "WFM", "CM", None, None, None]
    # a typed name's initial is no title: TRF's codes are read in a TRF's columns only
    assert [read_title(t) for t in ("GM", "wim", "m", "G", "Im")] == [
        "GM", "WIM", None, None, "IM"]


# --- The rounding of 1.4.7 and 1.4.9, the 35% of 1.4.8b -------------------------------------

def test_the_average_rounds_half_up() -> None:
    """1.4.7: 2379.5 → 2380, 2379.4 → 2379 ([SH-T] test_round_ranking_half_up)."""
    assert average_rating(23795, 10) == 2380
    assert average_rating(23794, 10) == 2379


def test_the_percentage_rounds_half_up_and_gives_the_tables_dp() -> None:
    """1.4.9 note: 5/8 = 62.5% → 63% → dp 95; 3/8 = 37.5% → 38% → dp −87."""
    assert percentage(5, 8) == 63 and percentage(3, 8) == 38
    assert norm_performance(5, 8, 8 * 2400) == 2495
    assert norm_performance(3, 8, 8 * 2400) == 2313


@pytest.mark.parametrize("games, least", [(7, 2.5), (8, 3), (9, 3.5), (10, 3.5), (11, 4),
                                          (12, 4.5), (13, 5)])
def test_the_least_score_is_thirty_five_percent_in_half_points(games: int, least: float) -> None:
    """1.4.8b; [SH-T] test_minimum_score_threshold (35% of 9, 10, 11, 13), 5 of 13 not 4.5."""
    assert minimum_score(games) == least


# --- The floor and unrated opponents (1.4.6) -----------------------------------------------

def game(rating: int | None) -> NormGame:
    return NormGame(1, 2, rating, "GM", "ESP", 1.0)


def test_only_the_lowest_below_the_floor_is_raised() -> None:
    """1.4.6b–c; [SH-S] TestRule_1_4_6::test_only_lowest_below_floor_is_adjusted."""
    assert adjusted_ratings([game(2450), game(2100), game(2150)], NormTitle.GM) == [
        2450, 2200, 2150]


def test_an_unrated_opponent_is_1400_then_floored_and_a_second_stays_1400() -> None:
    """1.4.6d; [SH-S] TestRule_1_4_6::test_unrated_opponent_treated_as_1400_then_floored."""
    assert adjusted_ratings([game(None), game(None), game(2300)], NormTitle.IM) == [
        2050, 1400, 2300]


# --- A norm and each boundary of its requirements -------------------------------------------

def test_seven_of_nine_against_2380_is_a_gm_norm_and_six_and_a_half_is_not() -> None:
    """9 GMs of 2380 from three foreign federations: 7/9 = 77.8% → 78% → dp 220, Rp 2600;
    6½/9 = 72.2% → 72% → dp 166, Rp 2546 (1.4.8)."""
    made = check(norm_event(gms([2380] * 9), "1111111" "00"))
    assert (made.achieved, made.basis, made.judged.performance) == (True, NormBasis.ALL_GAMES,
                                                                   2600)
    assert (made.games_credited, made.credited_by) == (9, ())  # its games: no clause cited
    missed = check(norm_event(gms([2380] * 9), "111111=" "00"))
    assert (missed.achieved, missed.judged.performance) == (False, 2546)
    assert [r.name for r in missed.judged.failing] == [RequirementName.PERFORMANCE]


def test_the_average_is_a_minimum_of_its_own() -> None:
    """1.4.8a: 10/10 against an average of 2379.4 (2379) is no GM norm whatever Rp;
    2379.5 rounds to 2380 and is ([SH-S] test_average_too_low_blocks_independently…)."""
    fed = [*FOREIGN, "ESP"]
    low = check(norm_event(gms([2380] * 4 + [2379] * 6, fed), "1" * 10))
    assert (low.achieved, low.judged.average_rating, low.judged.performance) == (False, 2379,
                                                                                 3179)
    assert [r.name for r in low.judged.failing] == [RequirementName.AVERAGE_RATING]
    high = check(norm_event(gms([2380] * 5 + [2379] * 5, fed), "1" * 10))
    assert (high.achieved, high.judged.average_rating) == (True, 2380)


@pytest.mark.parametrize("titles, holds", [(["FM"] * 2 + ["GM"] * 3 + ["CM"] * 4, True),
                                            (["FM"] * 1 + ["GM"] * 3 + ["CM"] * 5, False)])
def test_half_the_opponents_hold_a_title_cm_not_counted(titles: list[str], holds: bool) -> None:
    """1.4.5a: 5 of 9 title holders (rounded up), CM not one ([SH-T] test_minimum_title_…)."""
    made = check(norm_event(gms([2450] * 9, titles=titles), "1" * 9))
    assert requirement(made, RequirementName.TITLE_HOLDERS).holds is holds
    assert made.achieved is holds


@pytest.mark.parametrize("titles, holds", [(["GM"] * 3 + ["IM"] * 6, True),
                                            (["GM"] * 2 + ["IM"] * 7, False)])
def test_a_third_and_at_least_three_of_the_title(titles: list[str], holds: bool) -> None:
    """1.4.5b: 3 GMs of 9; 2 are too few (a third of 9 rounded up is 3)."""
    made = check(norm_event(gms([2450] * 9, titles=titles), "1" * 9))
    assert requirement(made, RequirementName.TITLE_OR_HIGHER).value == titles.count("GM")
    assert made.achieved is holds


def test_ten_games_need_four_of_the_title_and_a_wgm_is_none_for_an_im_norm() -> None:
    """1.4.5c: 4 of 10 (a third rounded up); the WGMs count for 1.4.5a only. Leaving out one
    win (1.4.1f) leaves 9 games, of which the 3 IMs are the third."""
    titles = ["IM"] * 3 + ["WGM"] * 7
    made = check(norm_event(gms([2300] * 10, [*FOREIGN, "ESP"], titles), "1" * 10),
                 NormTitle.IM)
    r = next(r for r in made.all_games.requirements
             if r.name is RequirementName.TITLE_OR_HIGHER)
    assert (r.value, r.needed, r.holds, r.clause) == (3, 4, False, "1.4.5c")
    assert (made.achieved, made.basis, len(made.left_out)) == (True, NormBasis.LEFT_OUT, 1)
    assert made.judged.games[0].title == "IM"  # an IM game is not the one left out


@pytest.mark.parametrize("federations, failing", [
    (["GER"] * 5 + ["ESP"] * 2 + ["FRA"] * 2, []),
    (["GER"] * 6 + ["ESP"] * 2 + ["FRA"], [RequirementName.OWN_FEDERATION]),
    (["ESP"] * 6 + ["FRA"] * 3, []),
    (["ESP"] * 7 + ["FRA"] * 2, [RequirementName.ONE_FEDERATION]),
    (["GER"] * 5 + ["ESP"] * 4, [RequirementName.FOREIGN_FEDERATIONS]),
    (["GER"] * 5 + ["ESP"] * 2 + ["FID"] * 2, [RequirementName.FOREIGN_FEDERATIONS]),
])
def test_federations_their_limits_rounded_down(federations: list[str],
        failing: list[RequirementName]) -> None:
    """1.4.3 (two foreign federations, FID none) and 1.4.4 (at most 3/5 of 9 = 5 own, 2/3 of
    9 = 6 from one; [SH-T] test_maximum_of_own_federation, test_maximum_of_one_federation)."""
    made = check(norm_event(gms([2450] * 9, federations), "1" * 9))
    assert [r.name for r in made.judged.failing] == failing


def test_a_man_makes_no_wgm_norm() -> None:
    """0.3; [SH-T] test_satisfies_gender_requirement."""
    text = norm_event(gms([2300] * 9), "1" * 9)
    assert not check(text, NormTitle.WGM).achieved
    woman = norm_event(gms([2300] * 9), "1" * 9, player={"sex": "w"})
    assert check(woman, NormTitle.WGM).achieved


# --- Byes, forfeits and 1.4.1c -------------------------------------------------------------

def test_a_pairing_allocated_bye_in_nine_rounds_leaves_an_eight_game_norm_counting_nine() -> None:
    """1.4.1c: 6/8 = 75% → dp 193, Rp 2573 + … against 2410: 2603 ≥ 2600; counts as 9."""
    made = check(norm_event(gms([2410] * 9), "111111" "00" "U"))
    assert (made.achieved, made.basis, len(made.judged.games)) == (True,
                                                                    NormBasis.EIGHT_OF_NINE, 8)
    assert (made.games_credited, made.credited_by) == (9, ("1.4.1c",))
    assert requirement(made, RequirementName.GAMES).clause == "1.4.1c"


@pytest.mark.parametrize("code", ["H", "-", "Z"])
def test_a_requested_bye_or_a_forfeit_loss_leaves_eight_games_and_no_norm(code: str) -> None:
    """1.4.1c holds only for a forfeit win or pairing-allocated bye (the Qualification
    Commission: "an overscore will not create a norm")."""
    made = check(norm_event(gms([2410] * 9), "1111111" "0" + code))
    assert not made.achieved
    r = requirement(made, RequirementName.GAMES)
    assert (r.value, r.needed, r.clause) == (8, 9, "1.4.1a")


def test_a_forfeited_last_round_counts_as_a_played_loss_when_needed() -> None:
    """1.4.2c: 8 games and the ninth forfeited by a GM of 2380 in the last round of a 10-round
    event: 7/9 against 2380 → Rp 2600 with it; [SH-S] TestRule_1_4_2c_Rescue…"""
    made = check(norm_event([*gms([2380] * 9), (2380, "GM", "ESP")], "H" + "1111111" "0" "+",
                            rounds=10))
    assert (made.achieved, made.basis, made.judged.performance) == (
        True, NormBasis.FORFEITED_LAST_ROUND, 2600)
    assert made.judged.games[-1].forfeited


def test_seven_games_at_a_team_championship() -> None:
    """1.4.1b: 7 games in 7 rounds of a World team championship; 5½/7 = 78.6% → 79% → 230."""
    text = norm_event(gms([2380] * 7, FOREIGN[:7]), "11111=0")
    assert not check(text).achieved
    made = check(text, settings=NormSettings(team_championship=TeamChampionship.WORLD))
    assert made.achieved and requirement(made, RequirementName.GAMES).clause == "1.4.1b"


# --- 1.4.1d and 1.7 --------------------------------------------------------------------------

def test_each_full_point_over_the_norm_is_a_game_more() -> None:
    """1.4.1d: against 2380 the norm needs 7/9; 8/9 is one point over, 9 + 1 = 10 games;
    7½/9 half a point over adds none. A 9-round event is no case of 1.7 (more than 13 rounds),
    and the clauses cited are those whose case the norm is."""
    over = check(norm_event(gms([2380] * 9), "11111111" "0"))
    assert (over.games_credited, over.credited_by) == (10, ("1.4.1d",))
    half = check(norm_event(gms([2380] * 9), "1111111=" "0"))
    assert (half.games_credited, half.credited_by) == (9, ())


def test_more_than_thirteen_rounds_count_as_thirteen() -> None:
    """1.7: 14 games, a norm, credited as 13."""
    feds = ["ESP", "FRA", "ITA", "NED", "POL", "CZE", "AUT"] * 2
    made = check(norm_event(gms([2380] * 14, feds), "1" * 11 + "000"))
    assert made.achieved and (made.games_credited, made.credited_by) == (13, ("1.7",))


# --- Leaving games out (1.4.1e–f) ------------------------------------------------------------

LATE_LOSSES = norm_event(gms([2380] * 11, [*FOREIGN, "ESP", "FRA"]), "1111111" "00" "00")


def test_a_swiss_norm_may_leave_out_the_rounds_after_it() -> None:
    """1.4.1e: 7/9 after round 9 is the norm; 7/11 (64%, Rp 2482) is not."""
    made = check(LATE_LOSSES)
    assert (made.achieved, made.basis, made.left_out) == (True, NormBasis.LEFT_OUT, (10, 11))
    assert (made.all_games.performance, made.judged.performance) == (2482, 2600)


def test_a_round_robin_norm_uses_every_round() -> None:
    """1.4.1e: "A norm cannot be based on 9 rounds in a 12-player round robin"."""
    made = check(LATE_LOSSES, settings=NormSettings(EventFormat.ROUND_ROBIN))
    assert not made.achieved and made.left_out == ()


def test_a_won_game_against_a_weak_opponent_may_be_left_out() -> None:
    """1.4.1f: a win over an unrated opponent (1400, raised to the floor 2200) may be left
    out where it pulls the average below 2380."""
    ops: list[tuple[int | str, str, str]] = [*gms([2400] * 9, FOREIGN), ("", "", "ESP")]
    made = check(norm_event(ops, "1111111" "00" "1"))
    # all: 8/10 against (21600 + 2200)/10 = 2380 → 80% → 240 → 2620: a norm as it is
    assert made.basis is NormBasis.ALL_GAMES
    low: list[tuple[int | str, str, str]] = [*gms([2390] * 9, FOREIGN), ("", "", "ESP")]
    made = check(norm_event(low, "111111=" "00" "1"))
    # all: 7½/10 against (21510 + 2200)/10 = 2371 < 2380; without the win over the unrated:
    # 6½/9 against 2390 → 72% → 166 → 2556 < 2600; no norm either way
    assert not made.achieved and made.all_games.average_rating == 2371
    made = check(norm_event(low, "1111111" "00" "1"))
    # without the unrated win (round 10): 7/9 against 2390 → 78% → 220 → 2610
    assert (made.achieved, made.left_out, made.judged.average_rating) == (True, (10,), 2390)


def test_a_round_robin_leaves_out_a_win_only_where_every_game_meets_the_mix() -> None:
    """1.4.1f: in a round robin the complete tournament's mix must allow a norm (the weak
    opponent rated 1900, raised to 2200 as the unrated was)."""
    low = [*gms([2390] * 9, FOREIGN), (1900, "", "ESP")]
    settings = NormSettings(EventFormat.ROUND_ROBIN)
    made = check(norm_event(low, "1111111" "00" "1"), settings=settings)
    assert made.achieved and made.left_out == (10,)
    untitled = [*gms([2390] * 9, FOREIGN, ["GM"] * 3 + [""] * 6), (1900, "", "ESP")]
    made = check(norm_event(untitled, "1111111" "00" "1"), settings=settings)
    assert not made.achieved  # 3 title holders of 10 < 5: the whole event's mix fails


def test_an_unrated_opponent_without_a_point_against_the_rated_is_left_out_of_a_round_robin(
) -> None:
    """1.4.2b: in a round robin, not in a Swiss ([SH-S] TestRule_1_4_2b_RR_unrated_zero)."""
    ops: list[tuple[int | str, str, str]] = [*gms([2380] * 9), ("", "", "ESP")]
    text = norm_event(ops, "1111111" "00" "1")
    rr = player_norms(norm_field(read_trf(text), NormSettings(EventFormat.ROUND_ROBIN)), 1)
    assert len(rr.record.games) == 9 and rr.record.left_out[-1][0] == 10
    swiss = player_norms(norm_field(read_trf(text)), 1)
    assert len(swiss.record.games) == 10


# --- The exemptions (1.4.3a–d) -----------------------------------------------------------

OWN = norm_event(gms([2450] * 9, ["GER"] * 9), "1" * 9, host="GER")


def test_a_national_championship_waives_the_federations_for_its_own_players_only() -> None:
    """1.4.3a: 9 German opponents make a norm of a German player at Germany's championship;
    not of a Dutch one (1.4.3a holds for the registering federation's players)."""
    settings = NormSettings(exemption=Exemption.NATIONAL_CHAMPIONSHIP)
    assert not check(OWN).achieved
    made = check(OWN, settings=settings)
    assert made.achieved and made.waiver == "1.4.3a"
    assert requirement(made, RequirementName.OWN_FEDERATION).waived == "1.4.3a"
    dutch = norm_event(gms([2450] * 9, ["GER"] * 9), "1" * 9, host="GER",
                       player={"federation": "NED"})
    assert not check(dutch, settings=settings).achieved
    assert check(dutch, settings=NormSettings(exemption=Exemption.ZONAL)).waiver == "1.4.3c"


def swiss_field_event(foreign: int, masters: int, rounds: int = 9, absent: set[int] | tuple[()]=(),
        byes: set[int] | tuple[()]=(), sat_out: dict[int, int] | None = None,
        federations: tuple[str, ...] = ("ESP", "FRA", "ITA")) -> str:
    """Player 1 (GER) against 9 German GMs; a field of ``foreign`` rated players of
    ``federations`` in turn (``masters`` of them IMs) who play each other every round,
    ``absent`` those missing rounds 1 and 2 (their partners too), ``byes`` a pairing-allocated
    bye in round 1, ``sat_out`` {starting rank: round} a requested bye that round (the partner
    then a pairing-allocated one); the host GER."""
    lines = []
    first = 11
    field = list(range(first, first + foreign + foreign % 2))
    for i, rank in enumerate(field):
        partner = field[i ^ 1]
        rounds_ = [(str(partner), "w", "=")] * rounds
        if rank in absent or partner in absent:
            rounds_[:2] = [("0000", "-", "Z")] * 2
        if rank in byes:
            rounds_[0] = ("0000", "-", "U")
        for who, at in (sat_out or {}).items():
            if who in (rank, partner):
                rounds_[at - 1] = ("0000", "-", "H" if who == rank else "U")
        lines.append(norm_line(rank, 2200, "IM" if i < masters else "",
                               federations[i % len(federations)] if i < foreign else "GER",
                               rounds=rounds_))
    return norm_event(gms([2450] * 9, ["GER"] * 9), "1" * 9, host="GER", tail=lines)


def test_a_swiss_with_twenty_foreign_rated_players_ten_masters_three_federations_is_exempt(
) -> None:
    """1.4.3d: 20 foreign rated of 3 federations, 10 IMs, every round: the norm's
    federations are waived; 19 are too few; a player missing two rounds is not counted."""
    made = check(swiss_field_event(20, 10))
    assert made.achieved and made.waiver == "1.4.3d"
    assert not check(swiss_field_event(19, 10)).achieved
    assert not check(swiss_field_event(20, 9)).achieved
    assert not check(swiss_field_event(20, 10, absent={12})).achieved
    # a pairing-allocated bye is no round missed (the Qualification Commission)
    assert check(swiss_field_event(20, 10, byes={11, 12})).waiver == "1.4.3d"
    made = check(swiss_field_event(20, 10), settings=NormSettings(EventFormat.ROUND_ROBIN))
    assert not made.achieved  # 1.4.3d is for a Swiss only


# --- What a file lacks -----------------------------------------------------------------------

def test_a_file_without_titles_federations_or_ratings_says_so() -> None:
    bare = read_trf(trf("001    1 m    Someone"))
    assert [g.value for g in field_gaps(bare)] == ["no-title-holders", "no-federations",
                                                   "no-ratings"]
    assert field_gaps(read_trf(OWN)) == ()


def test_a_double_round_robin_needs_half_its_games_against_the_title() -> None:
    """1.4.5, double round robin: half the opponents, rounded up, of the title (Sharly Chess's
    reading note: "half, rounded up"; over 10 games, 5). 6 players, each met twice: 3 GMs of
    5 opponents are 6 games of 10 and hold; 2 GMs are 4 of 10 and do not, though a third of
    10 rounded up (4) would pass in a single round robin."""
    def event(gms_count: int) -> str:
        ops = [(2450, "GM" if i < gms_count else "IM", f)
               for i, f in enumerate(["ESP", "FRA", "ITA", "NED", "POL"])]
        games = [(rank, 2 * (rank - 2) + 1) for rank in range(2, 7)]
        rounds = [("0000", "-", "Z")] * 10
        own = list(rounds)
        lines = []
        for rank, first in games:
            own[first - 1] = (str(rank), "w", "1")
            own[first] = (str(rank), "b", "1")
            theirs = list(rounds)
            theirs[first - 1] = ("1", "b", "0")
            theirs[first] = ("1", "w", "0")
            rating, title, federation = ops[rank - 2]
            lines.append(norm_line(rank, rating, title, federation, rounds=theirs))
        return trf(norm_line(1, rounds=own), *lines)

    double = NormSettings(EventFormat.DOUBLE_ROUND_ROBIN)
    made = check(event(3), settings=double)
    r = requirement(made, RequirementName.TITLE_OR_HIGHER)
    assert (made.achieved, r.value, r.needed) == (True, 6, 5)
    assert requirement(made, RequirementName.PLAYERS).value == 6
    short = check(event(2), settings=double)
    r = requirement(short, RequirementName.TITLE_OR_HIGHER)
    assert (short.achieved, r.value, r.needed) == (False, 4, 5)
    assert requirement(check(event(2), settings=NormSettings(EventFormat.ROUND_ROBIN)),
                       RequirementName.TITLE_OR_HIGHER).holds


def field(text: str) -> SwissField:
    found = norm_field(read_trf(text)).swiss
    assert found is not None, "a Swiss with a host federation"
    return found


def test_a_player_who_sat_out_a_round_counts_in_every_round_of_the_swiss_exemption() -> None:
    """1.4.3d as the Qualification Commission reads it: players "are considered ... if they
    play (at least) all but one round". 20 foreign rated players (ESP, FRA, ITA; 10 IMs), one
    of whom sat out round 2: 20 in every round, that one too; the exemption holds."""
    made = check(swiss_field_event(20, 10, sat_out={12: 2}))
    assert made.achieved and made.waiver == "1.4.3d"
    swiss = field(swiss_field_event(20, 10, sat_out={12: 2}))
    assert [(r.round, r.foreign_rated, r.federations, r.masters) for r in swiss.rounds] == [
        (r, 20, 3, 10) for r in range(1, 10)]
    assert (swiss.holds, swiss.first_short) == (True, None)


def test_the_swiss_exemption_says_each_rounds_counts_and_where_one_fell_short() -> None:
    """Player 12 sits out rounds 2 and 5: counted until round 5, where they miss a second time;
    from round 5 on 19 foreign rated players (12 is an IM: 9 masters), short of 20 and 10."""
    assert field(swiss_field_event(20, 10)).first_short is None
    twice = field(sat_twice())
    assert [r.foreign_rated for r in twice.rounds] == [20] * 4 + [19] * 5
    assert [r.masters for r in twice.rounds] == [10] * 4 + [9] * 5
    assert (twice.holds, twice.first_short, twice.foreign_rated, twice.masters) == (
        False, 5, 19, 9)


def sat_twice() -> str:
    """:func:`swiss_field_event`'s 20, player 12 (an IM) with requested byes in rounds 2 and
    5."""
    text = swiss_field_event(20, 10, sat_out={12: 2})
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("001   12"))
    line = lines[at]
    start = 91 + 10 * 4  # round 5's ten columns
    lines[at] = line[:start] + "  0000 - H" + line[start + 10:]
    return "\n".join(lines) + "\n"


def test_only_fide_federations_count_for_the_swiss_exemption() -> None:
    """A third of the 20 written as XXX, no FIDE code: 14 foreign rated players of 2
    federations, not 20 of 3."""
    swiss = field(swiss_field_event(21, 10, federations=("ESP", "FRA", "XXX")))
    assert (swiss.foreign_rated, swiss.federations, swiss.holds) == (14, 2, False)


# --- The Qualification Commission's 1.4.1c with 1.4.1d, and 1.7 --------------------------

def test_an_eight_game_norm_a_full_point_over_counts_as_nine_and_past_it_says_so() -> None:
    """1.4.1c: 8 games against GMs of 2410, the ninth round a pairing-allocated bye. The least
    title score: 6/8 = 75% → dp 193, 2603 (5½/8 = 68.75% → 69% → 141: 2551). 7/8 is one point
    over: a 9-game norm ("an overscore of one point will count as a norm over 9 rounds", the
    QC). 8/8 is two over: still 9, the reading stopping at one point."""
    one = check(norm_event(gms([2410] * 9), "1111111" "0" "U"))
    assert (one.basis, one.games_credited, one.credit_open, one.readings) == (
        NormBasis.EIGHT_OF_NINE, 9, False, ())
    assert one.credited_by == ("1.4.1c", "1.4.1d")  # a point over, read as adding no game
    two = check(norm_event(gms([2410] * 9), "11111111" "U"))
    assert (two.basis, two.games_credited, two.credit_open) == (NormBasis.EIGHT_OF_NINE, 9,
                                                                 True)
    assert [(r.point, r.clause, r.taken, r.other) for r in two.readings] == [
        (ReadingPoint.EIGHT_GAMES_OVERSCORE, "1.4.1c, 1.4.1d", "credit-nine", "open")]


def test_a_thirteen_round_norm_past_thirteen_is_credited_and_said_open() -> None:
    """13/13 against 2380: the least title score is 10½/13 (80.8% → 81% → 240: 2620; 10/13 =
    76.9% → 77% → 211: 2591), so 2½ over: 13 + 2 = 15 games; 1.7 caps only events of more
    than 13 rounds."""
    feds = ["ESP", "FRA", "ITA", "NED"] * 3 + ["POL"]
    made = check(norm_event(gms([2380] * 13, feds), "1" * 13))
    assert (made.achieved, made.games_credited, made.credit_open) == (True, 15, True)
    assert made.credited_by == ("1.4.1d",)
    assert [r.point for r in made.readings] == [ReadingPoint.OVERSCORE_PAST_THIRTEEN]
    capped = check(norm_event(gms([2380] * 14, [*feds, "POL"]), "1" * 14))
    assert (capped.games_credited, capped.readings) == (13, ())  # 1.7: 14 rounds count as 13
    assert capped.credited_by == ("1.7",)  # 14 games: 1.4.1d's points over add nothing


def test_points_over_past_thirteen_in_a_longer_event_are_capped_by_1_7() -> None:
    """14 rounds, the first two byes asked for (no games), 12/12 against 2380: the least title
    score is 9½/12 (79.2% → 79% → 230: 2610; 9/12 = 75% → 193: 2573), so 2½ over: 12 + 2 =
    14 games, which 1.7 caps at 13 in an event of more than 13 rounds; both clauses cited."""
    feds = ["ESP", "FRA", "ITA", "NED"] * 3
    made = check(norm_event([(2380, "GM", "GER")] * 2 + gms([2380] * 12, feds),
                            "HH" + "1" * 12))
    assert (made.achieved, len(made.judged.games)) == (True, 12)
    assert (made.games_credited, made.credited_by, made.readings) == (13, ("1.4.1d", "1.7"), ())


def test_a_double_round_robin_norm_that_one_reading_of_half_makes_says_which() -> None:
    """An 8-player double round robin: 100% against 4 GMs and 3 IMs of 2450, each GM's first
    game won by forfeit. Left: 10 games, 4 against GMs. Half the games (taken, Sharly Chess):
    5 of 10, so 1.4.5b fails; half the opponents (cigan): 4 of the 7, at least 3, would hold."""
    opponents = [(2450, "GM", f) for f in ("ESP", "FRA", "ITA", "SWE")] + [
        (2450, "IM", f) for f in ("NED", "POL", "CZE")]
    text = round_robin_event(opponents, "++++111" "1111111", times=2)
    made = check(text)
    assert made.judged.games[0].round == 5 and len(made.judged.games) == 10
    r = requirement(made, RequirementName.TITLE_OR_HIGHER)
    assert (r.value, r.needed, r.holds, made.achieved) == (4, 5, False, False)
    assert [(x.point, x.clause, x.taken, x.other, x.other_holds) for x in made.readings] == [
        (ReadingPoint.DOUBLE_ROUND_ROBIN_HALF, "1.4.5b", "half-the-games",
         "half-the-opponents", True)]
    every = check(round_robin_event(opponents, "1" * 14, times=2))
    assert every.achieved and every.readings == ()  # met twice each, the readings agree
