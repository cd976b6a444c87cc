"""What a rated season gives the page: ranks, every game with each side's change, a member's
history, two members' games against each other, the same season under two systems."""

import pytest

from elo_core.pool.compare import RankMove, compare_ranks, head_to_head
from elo_core.pool.rating import rate_season
from elo_core.pool.standings import System
from tests.engine.pool.seasons import FOUR, FOUR_START, NEWCOMER, NEWCOMER_START, season


def test_an_equal_rating_is_an_equal_rank_and_the_unrated_come_last() -> None:
    rated = rate_season(season("date,white,black,result\n2025-01-07,Anna,Bert,½-½\n"
                               "2025-01-07,Carl,Eve,1-0\n",
                               "name,rating\nAnna,1700\nBert,1700\nCarl,1800\nDora,1600\n"),
                        System.ELO)
    assert [(s.name, s.rank) for s in rated.ranking()] == [
        ("Carl", 1), ("Anna", 2), ("Bert", 2), ("Dora", 4), ("Eve", None)]


def test_every_game_with_each_sides_change_and_a_members_games() -> None:
    rated = rate_season(season(FOUR, FOUR_START), System.ELO)
    changes = list(rated.games())
    assert len(changes) == 9
    first = changes[0]
    assert (first.game.white, first.white_before, first.black_before) == ("Anna", 1800, 1700)
    assert first.white_change == pytest.approx(7.198700, abs=1e-6)
    assert first.black_change == pytest.approx(-7.198700, abs=1e-6)
    assert [c.game.number for c in rated.games("Dora")] == [1, 3, 5, 6, 8]


def test_without_kept_games_the_standings_are_the_same_and_nothing_per_game_is_kept() -> None:
    read = season(FOUR, FOUR_START)
    for system in System:
        full, summary = rate_season(read, system), rate_season(read, system, keep_games=False)
        assert summary.standings == full.standings
        assert summary.history("Anna") == () and summary.game(0).white_change is None
        assert not summary.kept_games


def test_head_to_head_from_the_first_members_side() -> None:
    rated = rate_season(season(FOUR, FOUR_START), System.FIDE)
    # Bert v Dora: the forfeit Bert won (listed, not rated), Dora's win, a draw
    meeting = head_to_head(rated, "Bert", "Dora")
    assert [c.game.outcome.result for c in meeting.games] == ["+:-", "1-0", "½-½"]
    assert (meeting.wins, meeting.draws, meeting.losses, meeting.forfeits) == (0, 1, 1, 1)
    assert (meeting.points, meeting.opponent_points) == (0.5, 1.5)
    # February K 40 × −0.86 = −34.4; March 40 × −0.31 = −12.4 (unrounded, as each game counts)
    assert meeting.change == pytest.approx(-46.8)
    assert meeting.opponent_change == pytest.approx(20 * 0.86 + 20 * 0.31)
    assert head_to_head(rated, "Dora", "Bert").points == 1.5
    with pytest.raises(KeyError):
        head_to_head(rated, "Bert", "Nobody")


def test_the_same_season_under_two_systems_and_who_moves() -> None:
    read = season(FOUR, FOUR_START)
    elo, fide = rate_season(read, System.ELO), rate_season(read, System.FIDE)
    # Elo: Anna, Bert, Carl, Dora; FIDE: Anna, Carl, Bert, Dora (the known values' tests)
    moves = compare_ranks(elo, fide)
    assert [move._replace(rating=None) for move in moves] == [
        RankMove("Anna", 1, 1, None, 1789, 0), RankMove("Bert", 2, 3, None, 1614, -1),
        RankMove("Carl", 3, 2, None, 1653, 1), RankMove("Dora", 4, 4, None, 1378, 0)]
    assert [move.rating for move in moves] == pytest.approx(
        [1788.335601, 1655.854226, 1626.858114, 1378.952059])
    with pytest.raises(ValueError, match="different seasons"):
        compare_ranks(elo, rate_season(season(FOUR, FOUR_START), System.FIDE))


def test_a_member_ranked_under_one_system_only_has_no_move() -> None:
    read = season(NEWCOMER.rsplit("\n", 3)[0] + "\n", NEWCOMER_START)
    moves = compare_ranks(rate_season(read, System.FIDE), rate_season(read, System.GLICKO2))
    eve = next(move for move in moves if move.name == "Eve")
    assert (eve.rank, eve.moved) == (None, None) and eve.other_rank is not None


def test_a_k_that_no_system_takes_is_refused() -> None:
    read = season(FOUR, FOUR_START)
    with pytest.raises(ValueError, match="own K"):
        rate_season(read, System.DWZ, k=20)
    with pytest.raises(ValueError, match="positive"):
        rate_season(read, System.ELO, k=0)
    assert rate_season(read, System.ELO).k == 20


def test_a_dwz_member_born_after_an_event_is_said_and_counted_as_over_25() -> None:
    read = season("date,white,black,result\n2025-01-07,Anna,Bert,1-0\n",
                  "name,rating,birth_year\nAnna,1500,2026\nBert,1500,1990\n")
    rated = rate_season(read, System.DWZ)
    assert [(n.file, n.line, n.token) for n in rated.notes] == [("start.csv", 2, "2026")]
    assert rated.notes[0].message() == (
        "start.csv: line 2: born in 2026, after an event's year: that event counts the "
        "member as over 25")


@pytest.mark.parametrize("system", list(System))
def test_a_season_in_the_last_month_a_season_takes_is_rated_and_a_placeholder_day_is_not(
        system: System) -> None:
    # December 2099, the last month elo_core.ranges.GAME_DAY_MAX allows; 9999-12-31 (the last
    # day a date can have) is a placeholder, a problem of its line
    read = season("date,white,black,result\n2099-12-30,Anna,Bert,1-0\n2099-12-31,Bert,Anna,½-½\n"
                  "9999-12-31,Bert,Anna,1-0\n", "name,rating\nAnna,1800\nBert,1800\n")
    standing = rate_season(read, system).ranking()
    assert [(row.name, row.games) for row in standing] == [("Anna", 2), ("Bert", 2)]
    assert [(e.line, e.problem, e.token) for e in read.errors] == [
        (4, "date-out-of-range", "9999-12-31")]
