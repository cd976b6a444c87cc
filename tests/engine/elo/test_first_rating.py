"""A first rating where games carry dates: the 26-month window (B.02 §7.1.4) and the first event
with zero points (§8.2), and dates read exactly or reported. Known values by hand from table 8.1.1
(dp) and §8.2; properties with hypothesis."""

import random
from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core import Game, NoRating, first_rating
from elo_core.dates import DateProblem, read_date
from elo_core.elo.first_rating import LeftOutReason


def dated(rating: float, score: float, day: str, line: int = 0) -> Game:
    return Game(rating, score, line=line, date=day)


def test_a_first_event_with_zero_points_is_disregarded() -> None:
    # The issue's case: 3 losses on 10 Jan, 3 wins on 14 Feb. Without dates all 6 count:
    # Ra = (6 × 1800 + 2 × 1800) / 8 = 1800; p = (3 + 1) / 8 = 50 % → dp 0 → 1800.
    losses = [dated(1800, 0.0, "2025-01-10", n) for n in (1, 2, 3)]
    wins = [dated(1800, 1.0, "2025-02-14", n) for n in (4, 5, 6)]
    assert first_rating([g._replace(date="") for g in losses + wins]).rating == 1800
    # With dates the first event (10 Jan, 0 points) is disregarded: 3 games are too few
    result = first_rating(losses + wins)
    assert result.rating is None and result.reason is NoRating.TOO_FEW_GAMES
    assert result.games == 3 and result.points == 3.0
    assert [(o.game.line, o.reason) for o in result.left_out] == [
        (1, LeftOutReason.FIRST_EVENT_ZERO), (2, LeftOutReason.FIRST_EVENT_ZERO),
        (3, LeftOutReason.FIRST_EVENT_ZERO)]


def test_an_event_runs_over_consecutive_days() -> None:
    # a weekend: 0 on Saturday, ½ on Sunday → the event scored ½ and counts, with a later 3:
    # 5 games against 1600, 2.5 points: Ra = (8000 + 3600) / 7 = 1657.1;
    # p = (2.5 + 1) / 7 = 50 % → dp 0 → 1657
    games = [dated(1600, 0.0, "2025-03-08"), dated(1600, 0.5, "2025-03-09"),
             dated(1600, 1.0, "2025-04-12"), dated(1600, 1.0, "2025-04-12"),
             dated(1600, 0.0, "2025-04-13")]
    result = first_rating(games)
    assert result.left_out == () and result.rating == 1657
    # a weekend with 0 on both days is one event with zero points: both days are left out
    zero = [dated(1600, 0.0, "2025-03-08"), dated(1600, 0.0, "2025-03-09")]
    later = [dated(1600, 1.0, "2025-04-12")] * 5
    assert len(first_rating(zero + later).left_out) == 2


def test_only_the_first_event_is_disregarded_for_zero_points() -> None:
    # 1 win in March, then a zero-point event in April: April's loss counts.
    # 5 games against 1600, 1 point: Ra = 1657.1; p = (1 + 1) / 7 = 28.6 % → 29 % → dp −158
    # → 1657.14 − 158 = 1499.14 → 1499
    games = [dated(1600, 1.0, "2025-03-08"), *[dated(1600, 0.0, "2025-04-12")] * 4]
    result = first_rating(games)
    assert result.left_out == () and result.rating == 1499


def test_games_before_the_26_months_are_left_out() -> None:
    # the latest game is in March 2025: the 26 months are February 2023 … March 2025
    inside = [dated(1600, 1.0, "2023-02-01"), *[dated(1600, 0.5, "2025-03-14")] * 4]
    outside = dated(2000, 1.0, "2023-01-31", line=9)
    result = first_rating([outside, *inside])
    assert result.window == (date(2023, 2, 1), date(2025, 3, 14))
    assert [(o.game.line, o.day, o.reason) for o in result.left_out] == [
        (9, date(2023, 1, 31), LeftOutReason.OUTSIDE_WINDOW)]
    # the 5 games inside: 3 points against 1600: Ra = 1657.1; p = (3 + 1) / 7 = 57.1 % → 57 %
    # → dp 50 → 1707.14 → 1707
    assert result.games == 5 and result.rating == 1707


def test_a_date_that_cannot_be_read_is_reported_and_nothing_is_guessed() -> None:
    # one unreadable date: neither date rule is applied, every played game counts (as without
    # dates), and the game is named
    games = [dated(1800, 0.0, "2025-01-10", 1), dated(1800, 0.0, "2025-01-10", 2),
             dated(1800, 0.0, "2025-01-10", 3), dated(1800, 1.0, "2025-02-14", 4),
             dated(1800, 1.0, "2025-02-31", 5), dated(1800, 1.0, "", 6)]
    result = first_rating(games)
    assert [(i.game.line, i.problem) for i in result.date_issues] == [
        (5, DateProblem.NO_SUCH_DAY), (6, DateProblem.MISSING)]
    assert result.window is None and result.left_out == () and result.rating == 1800
    assert result.date_issues[0].message() == "'2025-02-31' is not a day of the calendar"


def test_unplayed_rounds_have_no_say_in_the_dates() -> None:
    from elo_core.games import Unplayed

    games = [*[dated(1600, 1.0, "2025-04-12")] * 5, Game(None, 1.0, unplayed=Unplayed.BYE)]
    assert first_rating(games).date_issues == ()


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("2025-03-14", date(2025, 3, 14)),
        ("2025.03.14", date(2025, 3, 14)),  # PGN
        ("2025/3/4", date(2025, 3, 4)),
        ("14.03.2025", date(2025, 3, 14)),  # German, Dutch
        ("2025-03-14T19:30:00Z", date(2025, 3, 14)),
        ("2025-03-14 19:30", date(2025, 3, 14)),
        (" 2025-03-14 ", date(2025, 3, 14)),
        ("14-03-2025", date(2025, 3, 14)),  # 14 cannot be a month
        ("03/14/2025", date(2025, 3, 14)),  # likewise
        ("05/05/2025", date(2025, 5, 5)),  # either order gives the same day
        ("03/04/2025", DateProblem.AMBIGUOUS),  # 3 April or 4 March
        ("2025.??.??", DateProblem.INCOMPLETE),
        ("????.??.??", DateProblem.INCOMPLETE),
        ("2025-02-29", DateProblem.NO_SUCH_DAY),
        ("14.03.25", DateProblem.UNREADABLE),  # which century is not guessed
        ("March 14, 2025", DateProblem.UNREADABLE),
        ("", DateProblem.MISSING),
    ],
)
def test_dates_are_read_in_the_forms_files_write_them_or_reported(text: str,
        read: DateProblem | date) -> None:
    assert read_date(text) == read


# --- properties -------------------------------------------------------------------------------

days = st.dates(min_value=date(2015, 1, 1), max_value=date(2030, 12, 31))
dated_games = st.lists(
    st.builds(lambda r, s, d: Game(r, s, date=d.isoformat()),
              st.integers(1400, 2400), st.sampled_from([0.0, 0.5, 1.0]), days),
    min_size=1, max_size=30)


@given(dated_games)
def test_every_played_game_is_counted_or_left_out_with_a_reason(games: list[Game]) -> None:
    result = first_rating(games)
    assert result.games + len(result.left_out) == len(games)
    if result.window is not None:
        start, latest = result.window
        assert latest == max(date.fromisoformat(g.date) for g in games
                             if g not in {o.game for o in result.left_out})
        assert start.day == 1 and (latest.year * 12 + latest.month) - (
            start.year * 12 + start.month) == 25
        assert all(o.day < start for o in result.left_out
                   if o.reason is LeftOutReason.OUTSIDE_WINDOW)


@given(dated_games, st.randoms())
def test_the_order_of_dated_games_does_not_matter(games: list[Game], rnd: random.Random) -> None:
    shuffled = list(games)
    rnd.shuffle(shuffled)
    assert first_rating(games)[:8] == first_rating(shuffled)[:8]


@given(days)
def test_every_day_reads_back_in_each_written_form(day: date) -> None:
    forms = [day.isoformat(), day.strftime("%Y.%m.%d"), day.strftime("%d.%m.%Y")]
    assert {read_date(form) for form in forms} == {day}
    either_way = day.day <= 12 and day.day != day.month
    assert read_date(day.strftime("%d/%m/%Y")) == (DateProblem.AMBIGUOUS if either_way else day)
