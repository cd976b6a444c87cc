"""Properties of the norm check that hold for every event, checked with hypothesis: nothing
raises, a norm is a set of games that meets every requirement, the games left out are those
B.01 allows (later rounds or wins, at least 9 kept), more points never lower Rp, the floor
raises one opponent at most, and the rounds-left score, scored, makes the norm."""

from hypothesis import given
from hypothesis import strategies as st

from elo_core import (
    EventFormat,
    FutureOpponent,
    NormBasis,
    NormSettings,
    NormTitle,
    adjusted_ratings,
    check_norm,
    norm_field,
    norm_performance,
    player_norms,
    read_trf,
    rounds_left,
)
from elo_core.norms.counted_games import NormGame
from tests.sampling import examples
from tests.trf_lines import norm_event

titles = st.sampled_from(["GM", "IM", "WGM", "WIM", "FM", "WFM", "CM", ""])
federations = st.sampled_from(["GER", "ESP", "FRA", "FID", ""])
opponents = st.lists(st.tuples(st.one_of(st.none(), st.integers(1800, 2700)), titles,
                               federations), min_size=1, max_size=14)
codes = st.text(alphabet="11=0+-UH", min_size=1, max_size=14)
formats = st.sampled_from(list(EventFormat))


@given(opponents, codes, formats, st.sampled_from(["m", "w"]))
@examples(150, deadline=None)
def test_a_norm_meets_every_requirement_on_games_the_rules_let_it_keep(
        ops: list[tuple[None, str, str] | tuple[int, str, str]], results: str, fmt: EventFormat,
        sex: str) -> None:
    results = results[:len(ops)]
    text = norm_event([(r or "", t, f) for r, t, f in ops], results, player={"sex": sex})
    norms = player_norms(norm_field(read_trf(text), NormSettings(fmt)), 1)
    games = {g.round: g for g in norms.record.games}
    for check in norms.checks:
        assert check.achieved == check.judged.holds
        if check.basis is NormBasis.LEFT_OUT:
            kept = {g.round for g in check.judged.games}
            last = max(kept)
            assert len(kept) >= 9 and set(check.left_out) == set(games) - kept
            assert all(games[r].score == 1 or (r > last and not fmt.predetermined)
                       for r in check.left_out)
    if norms.best is not None:
        assert norms.best in [c.title for c in norms.checks if c.achieved]


@given(st.integers(1, 20), st.integers(0, 40), st.integers(1400, 2800))
def test_more_points_never_lower_the_performance(games: int, halves: int, average: int) -> None:
    halves = min(halves, 2 * games - 1)
    total = average * games
    assert (norm_performance((halves + 1) / 2, games, total)
            >= norm_performance(halves / 2, games, total))


@given(st.lists(st.one_of(st.none(), st.integers(1000, 2800)), min_size=1, max_size=14),
       st.sampled_from(list(NormTitle)))
def test_the_floor_raises_one_opponent_at_most_and_only_to_it(ratings: list[int | None],
        title: NormTitle) -> None:
    games = [NormGame(1, 2, r, "", "ESP", 0.0) for r in ratings]
    adjusted = adjusted_ratings(games, title)
    before = [1400 if r is None else r for r in ratings]
    changed = [(b, a) for b, a in zip(before, adjusted, strict=True) if a != b]
    assert len(changed) <= 1
    assert all(a == title.rule.floor and b == min(before) for b, a in changed)


@given(st.lists(st.sampled_from(list("1=0")), min_size=5, max_size=8),
       st.lists(st.integers(2300, 2600), min_size=1, max_size=4))
@examples(80, deadline=None)
def test_the_score_the_rounds_left_need_makes_the_norm(results: list[str],
        future_ratings: list[int]) -> None:
    played = len(results)
    ops = [(2450, "GM", f) for f in (["ESP", "FRA", "ITA"] * 3)[:played]]
    record = player_norms(norm_field(read_trf(norm_event(ops, "".join(results)))), 1).record
    future = [FutureOpponent(r, "GM", "NED") for r in future_ratings]
    rounds = played + len(future)
    for plan in rounds_left(record, played, rounds, future):
        if plan.points_needed is not None:
            assert plan.check.achieved
            if plan.points_needed >= 0.5:  # half a point less in the rounds left is short
                games = list(plan.check.all_games.games)
                at = max(i for i, g in enumerate(games) if i >= played and g.score > 0)
                games[at] = games[at]._replace(score=games[at].score - 0.5)
                less = record._replace(games=tuple(games), rounds=rounds,
                                       points=sum(g.score for g in games))
                assert not check_norm(less, plan.title).achieved
