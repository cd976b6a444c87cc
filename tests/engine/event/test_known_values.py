"""Known values for a whole event: the two hand-made files under ``tests/data/``, each worked out
by hand in its ``###`` comment lines from table 8.1.2 and B.02's rules, read and rated to the
point."""

from datetime import date

import pytest

from elo_core import (
    ELO,
    FIDE,
    FIDE_2024,
    Colour,
    Flag,
    KRule,
    NotRated,
    ResultCode,
    Tournament,
    format_game_list,
    parse_game_list,
    player_games,
    rate_event,
    read_trf,
)
from tests.engine.event.rated import k_of
from tests.paths import DATA


def tournament(name: str) -> Tournament:
    return read_trf((DATA / name).read_text(encoding="utf-8"))


# --- the six-player round robin -------------------------------------------------------------

def test_the_round_robin_reads_completely() -> None:
    t = tournament("round_robin.trf")
    assert t.problems == ()
    assert (t.name, t.city, t.federation) == ("Hand-made Round Robin", "Uppsala", "SWE")
    assert (t.start, t.end, t.rounds) == (date(2025, 3, 12), date(2025, 3, 16), 5)
    assert t.rate_of_play == "90 min + 30 s per move"
    castro = t.players[2]
    assert (castro.start_rank, castro.sex, castro.title, castro.name) == (
        3, "w", "WFM", "Castro, Carla")
    assert (castro.rating, castro.federation, castro.fide_id) == (2200, "ESP", "2200003")
    assert (castro.birth, castro.birth_year, castro.points, castro.rank) == (
        "2010/06/15", 2010, 3.5, 2)
    first = castro.rounds[0]
    assert (first.opponent, first.colour, first.code, first.score) == (
        4, Colour.WHITE, ResultCode.WIN, 1.0)


@pytest.mark.parametrize(
    ("rank", "k", "rule", "expected", "points", "change", "rounded", "new_rating"),
    [
        (1, 10, KRule.REACHED_2400, 4.24, 4.0, -2.4, -2, 2448),
        (2, 20, KRule.STANDARD, 3.51, 2.5, -20.2, -20, 2280),
        (3, 40, KRule.JUNIOR, 2.92, 3.5, 23.2, 23, 2223),
        (4, 20, KRule.STANDARD, 2.26, 1.5, -15.2, -15, 2085),
        (5, 20, KRule.STANDARD, 1.38, 2.0, 12.4, 12, 1962),
        (6, 20, KRule.STANDARD, 0.69, 1.5, 16.2, 16, 1816),
    ],
)
def test_the_round_robin_matches_the_hand_worked_changes(rank: int, k: int, rule: KRule,
        expected: float, points: float, change: float, rounded: int, new_rating: int) -> None:
    result = rate_event(tournament("round_robin.trf"), FIDE).players[rank - 1]
    assert (k_of(result).chosen, k_of(result).rule, result.rated_games) == (k, rule, 5)
    assert result.expected == expected  # whole hundredths: 0.79, not 0.7899…
    assert result.points == points
    assert result.change == pytest.approx(change, abs=1e-9)
    assert (result.rounded_change, result.new_rating) == (rounded, new_rating)


def test_the_round_robin_totals_and_flags() -> None:
    report = rate_event(tournament("round_robin.trf"), FIDE)
    assert (report.rated_players, report.games_rated) == (6, 15)
    assert report.sum_of_changes == pytest.approx(14.0, abs=1e-9)
    assert report.rounded_sum_of_changes == 14
    capped = [r.player.start_rank for r in report.players if Flag.CAPPED_400 in r.flags]
    assert capped == [1, 2, 5, 6]  # Castro v Fischer is exactly 400: not capped
    assert report.players[0].performance.fide == 2310  # 2070 + dp(80 %) 240


def test_the_400_point_rule_is_judged_from_each_side() -> None:
    ahlberg, *_, fischer = rate_event(tournament("round_robin.trf"), FIDE).players
    assert (ahlberg.games[0].expected, ahlberg.games[0].capped) == (0.92, True)
    assert (fischer.games[0].expected, fischer.games[0].capped) == (0.08, True)


def test_under_elo_nothing_is_rounded_or_capped() -> None:
    report = rate_event(tournament("round_robin.trf"), ELO)
    assert report.rounded_sum_of_changes is None
    assert all(r.rounded_change is None and Flag.CAPPED_400 not in r.flags
               for r in report.players)


def test_one_k_for_everyone_and_a_k_by_hand_that_wins() -> None:
    t = tournament("round_robin.trf")
    report = rate_event(t, FIDE_2024, k=20, k_overrides={1: 16})
    ahlberg, brandt, castro = report.players[:3]
    assert (k_of(ahlberg).chosen, ahlberg.k_overridden) == (16, True)
    assert ahlberg.change == pytest.approx(16 * -0.24)
    assert (k_of(brandt).chosen, k_of(brandt).rule, brandt.k_overridden) == (20, None, False)
    assert castro.change == pytest.approx(20 * 0.58)


def test_with_one_k_every_game_s_changes_cancel_and_the_sum_is_zero() -> None:
    # K 20 for all, every player below 2650: each game's two PD add up to 1 (the 400-point
    # rule caps both sides alike), so the changes cancel: −4.8, −20.2, +11.6, −15.2, +12.4,
    # +16.2 add up to 0 (in binary floats 8.9e-16)
    report = rate_event(tournament("round_robin.trf"), FIDE, k=20)
    assert [r.change for r in report.players] == pytest.approx(
        [-4.8, -20.2, 11.6, -15.2, 12.4, 16.2])
    assert report.sum_of_changes == 0.0
    # rounded: −5, −20, +12, −15, +12, +16
    assert [r.rounded_change for r in report.players] == [-5, -20, 12, -15, 12, 16]
    assert report.rounded_sum_of_changes == 0


# --- the ten-player Swiss ---------------------------------------------------------------------

@pytest.mark.parametrize(
    ("rank", "k", "expected", "points", "change", "rounded", "new_rating", "rated"),
    [
        (1, 20, 2.94, 3.0, 1.2, 1, 2251, 4),
        (2, 40, 2.57, 3.0, 17.2, 17, 2197, 4),
        (3, 20, 2.19, 2.5, 6.2, 6, 2106, 4),
        (4, 20, 2.03, 2.0, -0.6, -1, 2049, 4),
        (5, 20, 2.36, 1.5, -17.2, -17, 1973, 4),
        (6, 20, 2.16, 2.5, 6.8, 7, 1927, 4),
        (7, 20, 1.79, 1.5, -5.8, -6, 1844, 4),
        (8, 20, 1.17, 1.5, 6.6, 7, 1807, 4),
        (9, 20, 0.79, 0.5, -5.8, -6, 1694, 4),
    ],
)
def test_the_swiss_matches_the_hand_worked_changes(rank: int, k: int, expected: float,
        points: float, change: float, rounded: int, new_rating: int, rated: int) -> None:
    result = rate_event(tournament("swiss.trf"), FIDE).players[rank - 1]
    assert (k_of(result).effective, result.rated_games) == (k, rated)
    assert result.expected == expected  # whole hundredths: 0.79, not 0.7899…
    assert result.points == points
    assert result.change == pytest.approx(change, abs=1e-9)
    assert (result.rounded_change, result.new_rating) == (rounded, new_rating)
    assert result.first_rating is None


def test_the_swiss_reads_completely_with_its_byes_and_forfeit() -> None:
    t = tournament("swiss.trf")
    assert t.problems == ()
    groen, hendriks, jansen, kok = t.players[6:]
    assert (groen.rounds[3].code, groen.rounds[3].opponent, groen.rounds[3].score) == (
        ResultCode.PAIRING_BYE, None, 1.0)
    assert (jansen.rounds[3].code, jansen.rounds[3].score) == (ResultCode.HALF_BYE, 0.5)
    assert (hendriks.rounds[2].code, hendriks.rounds[2].opponent) == (
        ResultCode.FORFEIT_LOSS, 4)
    assert (kok.rating, kok.points) == (None, 2.5)


def test_the_swiss_says_why_each_round_is_not_rated() -> None:
    report = rate_event(tournament("swiss.trf"), FIDE)
    albers, *_, de_vries, _, _, groen, hendriks, jansen, kok = report.players
    assert albers.games[1].not_rated is NotRated.OPPONENT_UNRATED
    assert de_vries.games[2].not_rated is NotRated.FORFEIT
    assert hendriks.games[2].not_rated is NotRated.FORFEIT
    assert groen.games[3].not_rated is NotRated.BYE
    assert jansen.games[3].not_rated is NotRated.BYE
    assert {g.not_rated for g in kok.games} == {NotRated.PLAYER_UNRATED}
    assert all(g.rated == (g.not_rated is None) for r in report.players for g in r.games)


def test_the_unrated_player_gets_the_hand_worked_first_rating() -> None:
    kok = rate_event(tournament("swiss.trf"), FIDE).players[9]
    first = kok.first_rating
    assert first is not None, "an unrated player with games gets a first rating"
    assert (first.games, first.points, first.percent, first.dp) == (5, 2.5, 50, 0)
    assert first.average_opponent == pytest.approx(14040 / 7)
    assert first.rating == 2006
    assert (kok.k, kok.new_rating, kok.rounded_change) == (None, None, None)


def test_the_swiss_totals() -> None:
    report = rate_event(tournament("swiss.trf"), FIDE)
    assert (report.rated_players, report.games_rated) == (9, 18)
    assert report.sum_of_changes == pytest.approx(8.6, abs=1e-9)
    assert report.rounded_sum_of_changes == 8
    assert report.players[1].performance.fide == 2256  # 2063 + dp(75 %) 193


def test_a_player_s_games_as_a_game_list_for_the_tournament_page() -> None:
    report = rate_event(tournament("swiss.trf"), FIDE)
    de_vries, groen, jansen = report.players[3], report.players[6], report.players[8]
    assert format_game_list(player_games(de_vries)).splitlines() == [
        "Jansen, Joost 1700:b 1", "Bakker, Bram 2180:b 0", "Hendriks, Hans 1800:w +",
        "Albers, Arne 2250:w 0", "Evers, Eddy 1990:b 1"]
    assert format_game_list(player_games(groen)).splitlines()[3] == "bye"
    assert format_game_list(player_games(jansen)).splitlines()[3] == "bye ½"
    # the game against Kok, who has no rating, is listed as such, so that the Tournament page
    # shows every round the event has: not rated there either (§8.3.1)
    albers = format_game_list(player_games(report.players[0])).splitlines()
    assert albers[1] == "Kok, Kim 0:b ½"
    again = parse_game_list("\n".join(albers)).games
    assert (again[1].opponent_rating, again[1].played) == (None, False)


# --- the real file ------------------------------------------------------------------------------

def test_the_real_file_s_top_seed_by_hand() -> None:
    # Vasquez 2558 (K 10) v 1895 1, 2079 1, 2149 1, 2302 1, 2346 1, 2251 =, 2219 =:
    # D 663, 479, 409 count as 400 (.92 each); 256 .81; 212 .77; 307 .86; 339 .88.
    # E = 3 x .92 + .81 + .77 + .86 + .88 = 6.08; 10 x (6.0 - 6.08) = -0.8 -> -1.
    report = rate_event(tournament("fide_example1.trf"), FIDE)
    vasquez = report.players[0]
    assert [g.expected for g in vasquez.games] == [.92, .92, .92, .81, .77, .86, .88]
    assert vasquez.change == pytest.approx(-0.8)
    assert (k_of(vasquez).chosen, vasquez.rounded_change, vasquez.new_rating) == (10, -1, 2557)
    assert (report.rated_players, report.problems) == (146, ())
