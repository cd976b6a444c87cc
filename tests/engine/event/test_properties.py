"""Properties of the TRF reader and the event that hold for every input, checked with
hypothesis: no text makes the reader raise, no tournament read makes the event raise, and a
file whose games all mirror rates each game from both sides."""

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core import ELO, FIDE, FIDE_RAPID, RuleSet, event_dict, rate_event, read_trf
from tests.sampling import examples
from tests.trf_lines import player_line, trf

rules = st.sampled_from([ELO, FIDE, FIDE_RAPID])
fields = st.text(alphabet="0123456789 -=+.wbWDLHFUZx/", max_size=12)


@st.composite
def trf_like(draw: st.DrawFn) -> str:
    """Text that looks like a TRF: tournament and player lines with random fields, and random
    lines among them."""
    lines: list[str] = []
    for _ in range(draw(st.integers(0, 8))):
        kind = draw(st.sampled_from(["player", "tag", "noise"]))
        if kind == "player":
            rounds = draw(st.lists(st.tuples(fields.map(lambda t: t[:4]),
                                             st.sampled_from(["w", "b", "-", " ", "x"]),
                                             st.sampled_from(list("1=0+-WDLHFUZ ?"))),
                                   max_size=6))
            line = player_line(draw(st.integers(0, 12)), draw(st.text(max_size=40)),
                               draw(fields.map(lambda t: t[:4])), draw(fields),
                               draw(fields.map(lambda t: t[:4])), rounds)
            lines.append(line[:draw(st.integers(0, len(line)))] if draw(st.booleans())
                         else line)
        elif kind == "tag":
            lines.append(draw(st.sampled_from(["012", "042", "052", "162", "###"]))
                         + " " + draw(st.text(max_size=30)))
        else:
            lines.append(draw(st.text(max_size=120)))
    return "\n".join(lines)


@pytest.mark.slow
@examples(300, deadline=None)
@given(st.one_of(st.text(), trf_like()))
def test_reading_any_text_never_raises_and_names_lines_that_exist(text: str) -> None:
    t = read_trf(text)
    count = len(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"))
    assert all(0 <= p.line <= count and p.message() for p in t.problems)
    assert all(len(p.rounds) == t.rounds for p in t.players)


@pytest.mark.slow
@examples(200, deadline=None)
@given(trf_like(), rules, st.one_of(st.none(), st.integers(1, 100)))
def test_rating_any_tournament_read_never_raises_and_gives_finite_numbers(
        text: str, rule_set: RuleSet, k: int | None) -> None:
    t = read_trf(text)
    report = rate_event(t, rule_set, k, {p.start_rank: 16 for p in t.players[:1]})
    assert math.isfinite(report.sum_of_changes)
    assert event_dict(report)["event"]["players"] == len(t.players)
    for result in report.players:
        assert result.rated_games == sum(g.rated for g in result.games) or (
            result.player.rating is None)


ratings = st.integers(1000, 2800)


@st.composite
def round_robins(draw: st.DrawFn) -> str:
    """A round robin of 2–8 rated players whose every game mirrors, one game a round."""
    n = draw(st.integers(2, 8))
    people = [draw(ratings) for _ in range(n)]
    pairs = [(a, b) for a in range(1, n + 1) for b in range(a + 1, n + 1)]
    table = {p: [("0000", "-", "Z")] * len(pairs) for p in range(1, n + 1)}
    for index, (a, b) in enumerate(pairs):
        code = draw(st.sampled_from(["1", "=", "0"]))
        table[a][index] = (str(b), "w", code)
        table[b][index] = (str(a), "b", {"1": "0", "0": "1", "=": "="}[code])
    return trf(*(player_line(p, f"P{p}", people[p - 1], rounds=table[p]) for p in table))


@examples(100, deadline=None)
@given(round_robins(), rules)
def test_a_file_that_mirrors_has_no_problems_and_rates_each_game_from_both_sides(text: str,
        rule_set: RuleSet) -> None:
    t = read_trf(text)
    assert t.problems == ()
    report = rate_event(t, rule_set)
    rated_results = sum(r.rated_games for r in report.players)
    assert rated_results == 2 * report.games_rated
    assert sum(r.points for r in report.players) == report.games_rated
