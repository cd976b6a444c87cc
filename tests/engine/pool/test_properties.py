"""Properties of a rated season that hold for every season, checked with hypothesis: the order
of a FIDE month's games does not matter; with one K classic Elo keeps the sum of the ratings;
a member without games keeps the rating; a member's FIDE month is the engine's rating period
and a member's DWZ event the engine's evaluation; no text makes the reader raise."""

import random
from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core import RuleSet, Season, SeasonRating
from elo_core.dwz.evaluation import evaluate_dwz
from elo_core.elo.kfactor import K10_RATING, NEW_PLAYER_GAMES, PlayerFacts
from elo_core.elo.mode import Mode
from elo_core.elo.rules import FIDE, FIDE_2024, FIDE_RAPID
from elo_core.elo.series import rate_series
from elo_core.games import Game
from elo_core.pool.rating import rate_season
from elo_core.pool.reading import SeasonReader, read_season
from elo_core.pool.standings import System
from elo_core.pool.start_list import read_start_list
from tests.sampling import examples

NAMES = ("Anna", "Bert", "Carl", "Dora", "Emil", "Fenna")
RESULTS = ("1-0", "½-½", "0-1", "+:-")


@st.composite
def seasons(draw: st.DrawFn,
        unrated: bool = False) -> tuple[str, list[tuple[int, int, str, str, str]]]:
    """A start list (text) and a season's games as (month, day, white, black, result)."""
    count = draw(st.integers(min_value=2, max_value=len(NAMES)))
    members = NAMES[:count]
    lines = ["name,rating,birth_year,games_before"]
    for name in members:
        rating = draw(st.none() if unrated and draw(st.booleans()) else st.integers(1000, 2700))
        born = draw(st.sampled_from(["", "1960", "2008", "2012"]))
        before = draw(st.sampled_from(["", "0", "25", "100"]))
        lines.append(f"{name},{'' if rating is None else rating},{born},{before}")
    pairs = st.tuples(st.sampled_from(members), st.sampled_from(members)).filter(
        lambda pair: pair[0] != pair[1])
    games = draw(st.lists(st.tuples(st.integers(1, 3), st.integers(1, 28), pairs,
                                    st.sampled_from(RESULTS)), min_size=1, max_size=40))
    return "\n".join(lines) + "\n", [(m, d, w, b, r) for m, d, (w, b), r in games]


def read(start: str, games: list[tuple[int, int, str, str, str]], extra: str = "") -> Season:
    # each game its own round: two games alike on a day are played, not one written twice
    text = "date,white,black,result,round\n" + "".join(
        f"{date(2025, m, d).isoformat()},{w},{b},{r},{n}\n"
        for n, (m, d, w, b, r) in enumerate(games))
    reader = SeasonReader(read_start_list("start.csv", [start + extra]))
    reader.read("games.csv", [text])
    return reader.season()


def outcome(rated: SeasonRating
            ) -> dict[str, tuple[float | None, int, int, float, int | None, date | None]]:
    return {s.name: (s.rating, s.games, s.rated_games, s.points, s.performance, s.first_rating_day)
            for s in rated.standings}


@examples(60, deadline=None)
@given(seasons(), st.sampled_from([None, 20.0]), st.sampled_from([FIDE, FIDE_2024, FIDE_RAPID]),
       st.randoms())
def test_the_order_of_a_fide_months_games_does_not_matter(
        drawn: tuple[str, list[tuple[int, int, str, str, str]]], k: float | None, rules: RuleSet,
        rnd: random.Random) -> None:
    start, games = drawn
    months: dict[int, list[tuple[int, int, str, str, str]]] = {}
    for game in games:
        months.setdefault(game[0], []).append(game)
    shuffled = []
    for month, month_games in months.items():
        days = [game[1] for game in month_games]
        rnd.shuffle(days)
        rnd.shuffle(month_games)
        shuffled += [(month, day, *game[2:]) for day, game in zip(days, month_games, strict=True)]
    rnd.shuffle(shuffled)
    one = rate_season(read(start, games), System.FIDE, k, rules)
    other = rate_season(read(start, shuffled), System.FIDE, k, rules)
    assert outcome(one) == outcome(other)
    for name in NAMES[:len(one.standings)]:
        assert [(s.month, s.rating) for s in one.history(name)] == [
            (s.month, s.rating) for s in other.history(name)]


@examples(40, deadline=None)
@given(seasons(unrated=True), st.randoms())
def test_the_order_of_a_days_games_does_not_matter_in_a_fide_month_with_newcomers(
        drawn: tuple[str, list[tuple[int, int, str, str, str]]], rnd: random.Random) -> None:
    start, games = drawn
    shuffled = list(games)
    rnd.shuffle(shuffled)
    assert outcome(rate_season(read(start, games), System.FIDE)) == outcome(
        rate_season(read(start, shuffled), System.FIDE))


@examples(60, deadline=None)
@given(seasons(), st.sampled_from([10.0, 16.0, 20.0, 32.0]))
def test_classic_elo_with_one_k_keeps_the_sum_of_the_ratings(
        drawn: tuple[str, list[tuple[int, int, str, str, str]]], k: float) -> None:
    start, games = drawn
    rated = rate_season(read(start, games), System.ELO, k)
    starts = [s.start_rating for s in rated.standings if s.start_rating is not None]
    ratings = [s.rating for s in rated.standings if s.rating is not None]
    changes = [s.change for s in rated.standings if s.change is not None]
    assert len(starts) == len(ratings) == len(changes) == len(rated.standings), (
        "every member of a rated start list has a rating and a change")
    assert sum(ratings) == pytest.approx(sum(starts), abs=1e-9)
    assert sum(changes) == pytest.approx(0, abs=1e-9)


@examples(40, deadline=None)
@given(seasons(unrated=True), st.sampled_from(list(System)), st.integers(100, 3500))
def test_a_member_with_no_games_keeps_the_rating(
        drawn: tuple[str, list[tuple[int, int, str, str, str]]], system: System,
        rating: int) -> None:
    start, games = drawn
    rated = rate_season(read(start, games, f"Idle,{rating},1990,40\n"), system)
    idle = rated.standing("Idle")
    assert (idle.rating, idle.change, idle.games, idle.rank is not None) == (rating, 0, 0, True)
    assert rated.history("Idle") == ()
    if system is System.GLICKO2:
        assert idle.rd == 60  # no game: the deviation did not grow either


@examples(60, deadline=None)
@given(seasons(), st.sampled_from([None, 20.0]))
def test_a_members_fide_month_is_the_engines_rating_period(
        drawn: tuple[str, list[tuple[int, int, str, str, str]]], k: float | None) -> None:
    start, games = drawn
    rated = rate_season(read(start, games), System.FIDE, k)
    for standing in rated.standings:
        entry = rated.season.starts[standing.member]
        assert entry is not None, f"{standing.name} is on the start list"
        rating = standing.start_rating
        assert rating is not None, f"{standing.name} starts rated"
        games_before = entry.games_before if entry.games_before is not None else NEW_PLAYER_GAMES
        reached = rating >= K10_RATING
        steps = iter(rated.history(standing.name))
        for month in (1, 2, 3):
            played = []
            for change in rated.games(standing.name):
                if change.game.day.month != month:
                    continue
                white = change.game.white == standing.name
                own = change.white_change if white else change.black_change
                if own is None:
                    continue
                assert (change.white_before if white else change.black_before) == rating
                points = change.game.outcome.white if white else change.game.outcome.black
                played.append(Game(change.black_before if white else change.white_before,
                                   points))
            if not played:
                continue
            facts = PlayerFacts(rating, games_before, entry.birth_year, reached,
                                date(2025, month, 1))
            series = rate_series(rating, played, facts if k is None else k, FIDE, Mode.PERIOD)
            step = next(steps)
            assert (step.month, step.rating, step.change, step.games) == (
                f"2025-{month:02}", series.new_rating, series.rounded_change, len(played))
            rating, games_before = series.new_rating, games_before + len(played)
            reached = reached or rating >= K10_RATING
        assert next(steps, None) is None
        assert standing.rating == rating


@examples(40, deadline=None)
@given(seasons())
def test_a_members_dwz_event_is_the_engines_evaluation(
        drawn: tuple[str, list[tuple[int, int, str, str, str]]]) -> None:
    start, games = drawn
    rated = rate_season(read(start, games), System.DWZ)
    for standing in rated.standings:
        entry = rated.season.starts[standing.member]
        assert entry is not None, f"{standing.name} is on the start list"
        assert standing.start_rating is not None, f"{standing.name} starts rated"
        rating, index = round(standing.start_rating), 6
        steps = iter(rated.history(standing.name))
        days: dict[date, list[Game]] = {}
        for change in rated.games(standing.name):
            white = change.game.white == standing.name
            if change.game.outcome.not_rated is None:
                opponent = change.black_before if white else change.white_before
                points = change.game.outcome.white if white else change.game.outcome.black
                days.setdefault(change.game.day, []).append(Game(opponent, points))
        for day, played in sorted(days.items()):
            evaluation = evaluate_dwz(rating, index, played, day, entry.birth_year)
            step = next(steps)
            assert (step.day, step.rating, step.change) == (
                day, evaluation.new_rating, evaluation.rounded_change)
            rating, index = evaluation.new_rating, evaluation.new_index
        assert standing.rating == rating and standing.dwz_index == index


@examples(200, deadline=None)
@given(st.text(alphabet=st.sampled_from("date,whiteblackresult\n\";½-+:01 \t2025-0117ÄßA"),
               max_size=300), st.booleans())
def test_no_text_makes_the_reader_or_a_system_raise(text: str, trf: bool) -> None:
    data = (("012 x\n052 2025/01/01\n001    1" if trf else "") + text).encode()
    read = read_season([("x.csv", data)])
    for system in System:
        rate_season(read, system)
