"""The search for games to leave out (:mod:`elo_core.norms.left_out`) against today's oracle:
every set 1.4.1e–f permit tried in order, fewest left out first, then the most games of the
prefix, then the earliest wins (the exhaustive search the norm check ran before), on random
small events with hypothesis; and its bounds on long events."""

from collections.abc import Iterator, Sequence
from itertools import combinations

from hypothesis import given
from hypothesis import strategies as st

from elo_core import EventFormat, NormSettings, NormTitle, check_norm, judge, read_trf
from elo_core.norms.counted_games import NormGame, NormPlayer, PlayerRecord
from elo_core.norms.left_out import first_left_out
from elo_core.norms.requirements import Judgement
from tests.sampling import examples
from tests.trf_lines import event_file

TITLES = ["GM", "IM", "WGM", "WIM", "FM", "WFM", "CM", "", ""]
#: The federations drawn from: many, or few, so that 1.4.4's caps and 1.4.3's two bind.
FEDERATIONS = (("GER", "ESP", "FRA", "ITA", "FID", "", "XXX"),
               ("GER", "GER", "ESP", "FID", "XXX", "", "GER"))


def permitted(games: Sequence[NormGame], least: int,
              predetermined: bool) -> Iterator[tuple[tuple[NormGame, ...], tuple[int, ...]]]:
    """The oracle: every set 1.4.1e–f permit with at least ``least`` games, in the norm
    check's order (the exhaustive search it ran before the bounded one)."""
    prefixes = [len(games)] if predetermined else range(len(games), least - 1, -1)
    candidates = []
    for end in prefixes:
        kept, later = games[:end], games[end:]
        wins = [i for i, g in enumerate(kept) if g.score == 1]
        for size in range(0, min(len(wins), end - least) + 1):
            for dropped in combinations(wins, size):
                if not dropped and not later:
                    continue
                out = {kept[i].round for i in dropped} | {g.round for g in later}
                candidates.append((len(out), -end, dropped, end))
    candidates.sort()
    for _, _, dropped, end in candidates:
        skip = set(dropped)
        yield (tuple(g for i, g in enumerate(games[:end]) if i not in skip),
               tuple(sorted({games[i].round for i in dropped}
                            | {g.round for g in games[end:]})))


game = st.tuples(st.one_of(st.none(), st.integers(1400, 2700)), st.sampled_from(TITLES),
                 st.integers(0, 6), st.sampled_from([1.0, 1.0, 1.0, 0.5, 0.0]),
                 st.integers(2, 9))


@given(st.lists(game, min_size=9, max_size=15), st.sampled_from(list(NormTitle)),
       st.sampled_from(["GER", "ESP", ""]), st.sampled_from([7, 9]), st.booleans(),
       st.booleans(), st.sampled_from([None, None, "1.4.3d"]),
       st.sampled_from([2300, 2400, 2500]), st.sampled_from(FEDERATIONS))
@examples(300, deadline=None)
def test_the_bounded_search_finds_the_oracles_first_set(
        drawn: list[tuple[int | None, str, int, float, int]], title: NormTitle, own: str,
        least: int, predetermined: bool, double: bool, waiver: str | None, base: int,
        federations: tuple[str, ...]) -> None:
    # ratings near the norm's so that sets are often found: the drawn rating is moved to it;
    # opponents drawn from 2–9, so a double round robin's may be met more than twice
    games = [NormGame(r, opponent, None if rating is None else base + (rating - 2050) // 3,
                      t, federations[f], score)
             for r, (rating, t, f, score, opponent) in enumerate(drawn, 1)]
    player = NormPlayer(1, "", "w", "", own, 2400)
    players = len({g.opponent for g in games}) + 1

    def judged(kept: Sequence[NormGame]) -> Judgement:
        return judge(kept, player, title, least, "1.4.1a", double, waiver, players)

    expected = next(((kept, out) for kept, out in permitted(games, least, predetermined)
                     if judged(kept).holds), None)
    found = first_left_out(games, player, title, least, predetermined, double, waiver,
                           judged)
    assert found == expected
    if found is not None:
        assert judged(found[0]).holds


def test_a_long_event_leaves_out_games_in_bounded_time() -> None:
    """Every player of a 30-player, 200-round event: the exhaustive search would try more sets
    than there are atoms; the bounded one finishes (no timing asserted: the benchmark
    measures it, docs/speed.md)."""
    tournament = read_trf(event_file(30, 200))
    from elo_core import norm_field, player_norms

    field = norm_field(tournament, NormSettings(EventFormat.SWISS))
    for player in tournament.players:
        norms = player_norms(field, player.start_rank)
        for check in norms.checks:
            assert check.achieved == check.judged.holds


def test_the_tournament_pages_record_is_searched_the_same_way() -> None:
    """A typed record (no opponents' starting ranks), 24 games: 7/9 against GMs of 2380 of
    three federations, then 15 losses; the norm leaves rounds 10–24 out."""
    feds = ["ESP", "FRA", "ITA"]
    games = tuple(NormGame(r, None, 2380, "GM", feds[r % 3], 1.0 if r <= 7 else 0.0)
                  for r in range(1, 25))
    record = PlayerRecord(NormPlayer(0, "", "m", "", "GER", None), games, (), 24,
                          sum(g.score for g in games), False, None)
    made = check_norm(record, NormTitle.GM)
    assert made.achieved and made.left_out == tuple(range(10, 25))
    assert made.judged.performance == 2600  # 7/9 = 78% → 220 + 2380


def test_a_list_longer_than_any_event_leaves_no_games_out() -> None:
    """The same 7/9 against GMs of 2380 followed by 192 losses: 201 games are no event (more
    than :data:`EVENT_ROUNDS_MAX` rounds), judged all together: no norm; 200 games are one,
    and the norm leaves rounds 10–200 out."""
    from elo_core.ranges import EVENT_ROUNDS_MAX

    feds = ["ESP", "FRA", "ITA"]

    def record(n: int) -> PlayerRecord:
        games = tuple(NormGame(r, None, 2380, "GM", feds[r % 3], 1.0 if r <= 7 else 0.0)
                      for r in range(1, n + 1))
        return PlayerRecord(NormPlayer(0, "", "m", "", "GER", None), games, (), n, 7.0,
                            False, None)

    longest = check_norm(record(EVENT_ROUNDS_MAX), NormTitle.GM)
    assert longest.achieved and longest.left_out == tuple(range(10, EVENT_ROUNDS_MAX + 1))
    beyond = check_norm(record(EVENT_ROUNDS_MAX + 1), NormTitle.GM)
    assert (beyond.achieved, beyond.left_out, len(beyond.judged.games)) == (False, (), 201)
