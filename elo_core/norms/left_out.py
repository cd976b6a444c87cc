"""Finds the games a player may leave out to make a norm (FIDE Handbook B.01, 1.4.1e–f), in the
order the norm check tries them, without trying every subset. The search takes time polynomial in
the rounds, and memory in the order of the games.

**The sets.** In a Swiss the games kept are those up to some round less some of their wins; in
a round robin, single or double, all the games less some wins: a set is a prefix of the games,
its ``e`` first, less ``s`` of its wins, with at least the games 1.4.1a–b ask for. They are
tried fewest left out first (the later games and the wins), then the most games of the prefix
first, then, among the sets left of one prefix with the same ``s``, the earliest rounds left
out first (the wins' rounds compared in order); the first that meets every requirement makes
the norm.

**What a set's requirements depend on.** Take a prefix ``e`` and ``s``: the set has ``m = e −
s`` games and ``P − s`` points (every game left out a win), so the score (1.4.8b) and the
percentage p, and with it dp (1.4.9), are the same whichever ``s`` wins go. Ra and Rp then need
the adjusted ratings' sum Φ to reach one threshold (Ra rounded 0.5 up, 1.4.7). Φ is the sum of
the ratings kept, unrated as 1400, the lowest raised to the floor (1.4.6): Φ = Σ r + (floor −
min r)⁺. Every other requirement counts games by a class: the opponent's title (a holder,
1.4.5a; of the norm's title or higher, 1.4.5b–e), their federation (1.4.3, 1.4.4); the
players of a double round robin are the event's and do not change.

**Lemma 1 (the lowest first).** Among wins of one class (the same title class and federation),
leaving out a lower-rated one instead of a higher-rated one never lowers Φ and changes no
count. Swapping a kept ``x`` for a left-out ``y`` rated higher raises Σ r by ``r_y − r_x`` and
the minimum by at most as much, so Φ does not fall. So among the sets of one prefix and one
``s``, the one leaving out the ``s`` lowest-rated wins has the largest Φ (:func:`_widest`),
and where it fails Ra, Rp or the score, every set of that prefix and ``s`` does; and a set
that meets the mix need only say how many wins of each class it leaves out, the lowest of
each.

**Lemma 2 (the floor).** Φ = max over the games ``x`` kept of Σ r + (floor − r_x)⁺, the
maximum at the lowest. Naming the game raised and keeping it, the best set is the one with the
largest Σ r among those that keep it; and by lemma 1 within its class the named game is the
class's lowest (swapping it with a lower one left out changes Σ r and the raise by the same).
So the raise is tried for the lowest game kept whatever (the losses and draws, and the wins
decided kept), and for the lowest win of each class: at most one try a class.

**The mix as a flow.** With the raised game named, which counts to leave out of each class is a
minimum-cost flow (:class:`_Flow`): each win a unit edge from its federation to its title class
costing its rating; the title classes capped (at most so many holders, and of those so many of
the norm's title, may go: 1.4.5); each federation over its 1.4.4 cap must lose at least the
excess (edges worth a large reward, which the cheapest flow takes where it can); a federation
that only this set's wins bring must keep one game where fewer than two other federations stay
(1.4.3: a counter its last game passes through). Successive shortest paths (Bellman–Ford on a
graph of a node a federation) push the ``s`` units: the cheapest flow leaves the largest Σ r;
the set holds where it takes every reward and Φ reaches the threshold.

**The order.** Cheap bounds first: a prefix whose best mean with all its losses and draws
kept, the floor raise, its percentage and its score cannot reach the norm is passed over whole
(O(1) a prefix); each ``s`` left is kept only where :func:`_widest` reaches Φ and the title
counts can. The sets left are tried in order, each by lemma 1's set and, where only the mix
fails, by the flow; the first that holds gives the earliest rounds left out by deciding the
wins one at a time in order: leave a win out where a set that holds still can.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import NamedTuple

from elo_core.elo.tables import rating_difference_for_percentage
from elo_core.federations import FIDE_FLAG, read_federation
from elo_core.norms.counted_games import UNRATED_RATING, NormGame, NormPlayer
from elo_core.norms.performance import minimum_score, percentage
from elo_core.norms.requirements import LEAST_OF_TITLE, Judgement, RequirementName
from elo_core.norms.titles import TITLE_HOLDERS, NormTitle

__all__ = ["first_left_out"]

#: The requirements lemma 1's set decides (Φ and the score), and those no set changes (a
#: woman's norm, a double round robin's players).
_DECIDED = frozenset({RequirementName.SCORE, RequirementName.AVERAGE_RATING,
                      RequirementName.PERFORMANCE, RequirementName.GAMES,
                      RequirementName.WOMAN, RequirementName.PLAYERS})
#: A reward larger than any set's ratings: the flow takes it wherever it can.
_REWARD = 10 ** 9
#: The title classes of a win: of the norm's title or higher, another holder, none.
_OF_TITLE, _HOLDER, _NONE = 0, 1, 2


class _Win(NamedTuple):
    """A win that may be left out: its place among the games, its rating (unrated 1400), its
    title class and its federation (``None``: none, or no FIDE code)."""

    at: int
    rating: int
    title_class: int
    federation: str | None


class _Flow:
    """Finds a minimum-cost flow by successive shortest paths (Bellman–Ford), on a few nodes."""

    def __init__(self, nodes: int) -> None:
        self.edges: list[list[int]] = []  # [to, capacity, cost, reverse edge]
        self.out: list[list[int]] = [[] for _ in range(nodes)]

    def edge(self, start: int, end: int, capacity: int, cost: int) -> int:
        """Adds an edge and returns its index, whose flow :meth:`flow` gives."""
        self.out[start].append(len(self.edges))
        self.edges.append([end, capacity, cost, len(self.edges) + 1])
        self.out[end].append(len(self.edges))
        self.edges.append([start, 0, -cost, len(self.edges) - 1])
        return len(self.edges) - 2

    def flow(self, edge: int) -> int:
        """Returns the flow on ``edge``."""
        return self.edges[self.edges[edge][3]][1]

    def push(self, source: int, sink: int, units: int) -> int | None:
        """Returns the least cost of ``units`` units from ``source`` to ``sink``, one a path;
        ``None`` where fewer can pass."""
        total = 0
        for _ in range(units):
            distance: list[int | None] = [None] * len(self.out)
            via = [-1] * len(self.out)
            distance[source] = 0
            for _ in range(len(self.out)):
                changed = False
                for node, here in enumerate(distance):
                    if here is None:
                        continue
                    for index in self.out[node]:
                        to, capacity, cost, _ = self.edges[index]
                        there = distance[to]
                        if capacity and (there is None or here + cost < there):
                            distance[to], via[to], changed = here + cost, index, True
                if not changed:
                    break
            reached = distance[sink]
            if reached is None:
                return None
            total += reached
            node = sink
            while node != source:
                index = via[node]
                self.edges[index][1] -= 1
                self.edges[self.edges[index][3]][1] += 1
                node = self.edges[self.edges[index][3]][0]
        return total


class _Search:
    """Searches one player's sets for one title: it holds the games counted and what the
    requirements ask of a set."""

    def __init__(self, games: Sequence[NormGame], player: NormPlayer, title: NormTitle,
                 least: int, double: bool, waiver: str | None,
                 judge: Callable[[Sequence[NormGame]], Judgement]) -> None:
        self.games, self.title, self.least, self.double = games, title, least, double
        self.judge = judge
        self.by_federation = waiver is None
        self.own = read_federation(player.federation)
        rule = title.rule
        self.ratings = [UNRATED_RATING if g.rating is None else g.rating for g in games]
        self.wins = [_Win(i, self.ratings[i],
                          _OF_TITLE if g.title in rule.counted
                          else _HOLDER if g.title in TITLE_HOLDERS else _NONE,
                          read_federation(g.federation))
                     for i, g in enumerate(games) if g.score == 1]

    def least_average(self, games: int, points: float) -> int:
        """Returns the least Ra with which ``points`` in ``games`` make the title's Ra and Rp
        (1.4.8, 1.4.8a)."""
        rule = self.title.rule
        dp = rating_difference_for_percentage(percentage(points, games))
        return max(rule.average, rule.performance - dp)

    def threshold(self, games: int, points: float) -> int:
        """Returns the least Φ with which ``points`` in ``games`` reach Ra and Rp (1.4.7, 1.4.8):
        Ra = ⌊(2Φ + m) / 2m⌋ ≥ R ⟺ Φ ≥ ⌈m (2R − 1) / 2⌉."""
        return (games * (2 * self.least_average(games, points) - 1) + 1) // 2

    def title_need(self, games: int) -> tuple[int, int]:
        """Returns the least title holders (1.4.5a), and the least of the norm's title or higher
        (1.4.5b–e)."""
        share = -(-games // 2) if self.double else -(-games // 3)
        return -(-games // 2), max(LEAST_OF_TITLE, share)

    def floor_raise(self, lowest: int | None) -> int:
        """Returns what the floor adds to Φ where ``lowest`` is the lowest rating kept (1.4.6b)."""
        return 0 if lowest is None else max(0, self.title.rule.floor - lowest)

    def candidates(self, ends: set[int]) -> list[tuple[int, int, int, int]]:
        """Lists every prefix ``e`` of ``ends`` and ``s`` whose set of lemma 1 reaches the threshold
        and can meet the title counts, as (left out, −e, e, s)."""
        n, found = len(self.games), []
        wins_before = 0
        points = 0.0
        kept_sum = kept_games = 0
        kept_lowest: int | None = None
        lowest_all: int | None = None
        top_win = 0
        holders = of_title = 0
        win_at = {w.at: w for w in self.wins}
        counted = self.title.rule.counted
        for e, game in enumerate(self.games, 1):
            r = self.ratings[e - 1]
            points += game.score
            lowest_all = r if lowest_all is None else min(lowest_all, r)
            holders += game.title in TITLE_HOLDERS
            of_title += game.title in counted
            if e - 1 in win_at:
                wins_before += 1
                top_win = max(top_win, r)
            else:
                kept_sum, kept_games = kept_sum + r, kept_games + 1
                kept_lowest = r if kept_lowest is None else min(kept_lowest, r)
            if e not in ends or points < minimum_score(e):
                continue
            if not self._reachable(e, points, kept_sum, kept_games, wins_before, top_win,
                                   self.floor_raise(lowest_all)):
                continue
            wins = sorted(w.rating for w in self.wins[:wins_before])
            sums = [0]
            for rating in wins:
                sums.append(sums[-1] + rating)
            left = self.wins[:wins_before]
            not_holders = sum(w.title_class == _NONE for w in left)
            not_of_title = sum(w.title_class != _OF_TITLE for w in left)
            for s in range(1 if e == n else 0, min(wins_before, e - self.least) + 1):
                m, score = e - s, points - s
                if score < minimum_score(m):
                    break  # each win left out lowers the score's margin
                lowest = [r for r in (kept_lowest, wins[s] if s < wins_before else None)
                          if r is not None]
                phi = kept_sum + sums[-1] - sums[s] + self.floor_raise(min(lowest))
                if phi < self.threshold(m, score):
                    continue
                need_holders, need_title = self.title_need(m)
                if (holders - max(0, s - not_holders) < need_holders
                        or of_title - max(0, s - not_of_title) < need_title):
                    continue
                found.append((s + n - e, -e, e, s))
        return sorted(found)

    def _reachable(self, e: int, points: float, kept_sum: int, kept_games: int, wins: int,
                   top_win: int, raise_: int) -> bool:
        """Tells whether any set of the prefix ``e`` may reach Ra and Rp. A set keeps the losses and
        draws (``kept_games``, their ratings adding up to ``kept_sum``) and ``k`` wins: its Φ is at
        most ``kept_sum + raise_ + k · top_win``, a mean that moves monotonically with ``k``, so
        largest with the fewest wins or with all of them; leaving wins out lowers its percentage, so
        the prefix's is the highest and its least Ra the lowest R. Ra ≥ R needs Φ / m ≥ R − ½."""
        fewest = max(0, self.least - kept_games)
        if fewest > wins:
            return False
        least = self.least_average(e, points)
        return any(2 * (kept_sum + raise_ + k * top_win) >= (2 * least - 1) * (kept_games + k)
                   for k in (fewest, wins) if kept_games + k)

    def holds(self, e: int, s: int, dropped: Sequence[int], kept: Sequence[int]) -> bool:
        """Tells whether a set of the prefix ``e`` less ``s`` wins, leaving out the wins at
        ``dropped`` and keeping those at ``kept``, can meet every requirement."""
        free = [w for w in self.wins if w.at < e and w.at not in dropped
                and w.at not in kept]
        more = s - len(dropped)
        if not 0 <= more <= len(free):
            return False
        lowest = sorted(free, key=lambda w: (w.rating, w.at))[:more]
        widest = self.judge(self._set(e, {*dropped, *(w.at for w in lowest)}))
        if widest.holds:
            return True
        if any(r.name in _DECIDED or r.value is None for r in widest.failing):
            return False  # a figure no set can give (a federation not given) fails them all
        return self._by_flow(e, s, set(dropped), free, more)

    def _set(self, e: int, dropped: set[int]) -> list[NormGame]:
        return [g for i, g in enumerate(self.games[:e]) if i not in dropped]

    def _by_flow(self, e: int, s: int, dropped: set[int], free: list[_Win], more: int) -> bool:
        """Tells whether the flow of the module's docstring meets the mix, for each game the floor
        may raise."""
        m = e - s
        free_at = {w.at for w in free}
        fixed = [i for i in range(e) if i not in dropped and i not in free_at]
        threshold = self.threshold(m, sum(self.games[i].score for i in range(e)) - s)
        fixed_sum = sum(self.ratings[i] for i in fixed)
        fixed_lowest = min((self.ratings[i] for i in fixed), default=None)
        owed = self._owed_cost(m, fixed, free, more)
        lowest_all = min([*(self.ratings[i] for i in fixed), *(w.rating for w in free)])
        if owed is None or (fixed_sum + sum(w.rating for w in free) - owed
                            + self.floor_raise(lowest_all) < threshold):
            return False
        tries: list[_Win | None] = [None]
        lowest_of: dict[tuple[int, str | None], _Win] = {}
        for w in sorted(free, key=lambda w: (w.rating, w.at)):
            lowest_of.setdefault((w.title_class, self._group(w)), w)
        tries += [w for w in lowest_of.values()
                  if (fixed_lowest is None or w.rating < fixed_lowest)
                  and w.rating < self.title.rule.floor]
        for named in tries:
            raise_ = self.floor_raise(fixed_lowest if named is None else named.rating)
            pool = [w for w in free if w is not named]
            kept = [*fixed, *([] if named is None else [named.at])]
            cost = self._cheapest(m, kept, pool, more)
            if cost is not None:
                phi = fixed_sum + sum(w.rating for w in free) - cost + raise_
                if phi >= threshold:
                    return True
        return False

    def _group(self, w: _Win) -> str | None:
        return w.federation if self.by_federation else None

    def _foreign(self, federation: str | None) -> bool:
        return federation not in (None, FIDE_FLAG, self.own)

    def _federation_rules(self, m: int, kept: list[int],
                          pool: list[_Win]) -> tuple[dict[str, int], set[str], int] | None:
        """Works out what 1.4.3 and 1.4.4 ask of the wins left out, the games at ``kept`` and the
        rest of ``pool`` kept: the least wins each federation over its cap must lose, the
        federations of which one game must stay unless enough others do, and how many of those may
        lose every game; ``None`` where no choice can meet them."""
        if not self.by_federation:
            return {}, set(), 0
        written = [read_federation(self.games[i].federation) for i in kept]
        in_pool = Counter(w.federation for w in pool)
        counts = Counter(f for f in [*written, *in_pool.elements()]
                         if f is not None and f != FIDE_FLAG)
        at_least: dict[str, int] = {}
        for federation, count in counts.items():
            cap = 3 * m // 5 if federation == self.own else 2 * m // 3
            if count > cap:
                if count - cap > in_pool[federation]:
                    return None
                at_least[federation] = count - cap
        staying = {f for f in written if f is not None and self._foreign(f)}
        short = max(0, 2 - len(staying))
        if not short:
            return at_least, set(), 0
        keep_one = {w.federation for w in pool
                    if w.federation is not None and self._foreign(w.federation)} - staying
        if len(keep_one) < short:
            return None
        return at_least, keep_one, len(keep_one) - short

    def _cheapest(self, m: int, kept: list[int], pool: list[_Win], more: int) -> int | None:
        """Returns the least rating sum of ``more`` wins of ``pool`` to leave out, the games at
        ``kept`` and the rest of ``pool`` kept, that meets the mix; ``None`` where none does."""
        need_holders, need_title = self.title_need(m)
        classes = Counter(self._class(i) for i in kept) + Counter(w.title_class for w in pool)
        may_holders = classes[_OF_TITLE] + classes[_HOLDER] - need_holders
        may_title = classes[_OF_TITLE] - need_title
        rules = self._federation_rules(m, kept, pool)
        if may_holders < 0 or may_title < 0 or rules is None:
            return None
        at_least, keep_one, may_empty = rules
        groups: dict[str | None, list[_Win]] = {}
        for w in pool:
            key = w.federation if w.federation in at_least or w.federation in keep_one else None
            groups.setdefault(key, []).append(w)
        return self._flow(groups, at_least, keep_one, may_empty, may_holders, may_title, more)

    def _owed_cost(self, m: int, kept: list[int], pool: list[_Win], more: int) -> int | None:
        """Returns a lower bound of :meth:`_cheapest`: the least sum of ``more`` wins that meets
        1.4.4's caps alone, each federation over its cap losing its lowest-rated, the rest the
        lowest of all (no other requirement asked, so no choice costs less)."""
        rules = self._federation_rules(m, kept, pool)
        if rules is None:
            return None
        owed, chosen = rules[0], set()
        for federation, count in owed.items():
            chosen |= {w.at for w in sorted((w for w in pool if w.federation == federation),
                                             key=lambda w: w.rating)[:count]}
        if len(chosen) > more:
            return None
        rest = sorted(w.rating for w in pool if w.at not in chosen)[:more - len(chosen)]
        return sum(self.ratings[i] for i in chosen) + sum(rest)

    def _class(self, index: int) -> int:
        title = self.games[index].title
        return (_OF_TITLE if title in self.title.rule.counted
                else _HOLDER if title in TITLE_HOLDERS else _NONE)

    @staticmethod
    def _flow(federations: dict[str | None, list[_Win]], at_least: dict[str, int],
              keep_one: set[str], may_empty: int, may_holders: int, may_title: int,
              more: int) -> int | None:
        """Builds the flow of the module's docstring over the wins by federation (``None``: the
        federations without a constraint): ``at_least`` wins of a federation must go; of those in
        ``keep_one`` at most ``may_empty`` may lose every game; at most ``may_holders`` holders,
        ``may_title`` of them of the norm's title or higher."""
        groups = list(federations)
        source, counter, of_title, holder, none, holders, sink = range(7)
        flow = _Flow(7 + len(groups))
        rewards = []
        for at, group in enumerate(groups, 7):
            wins = federations[group]
            must = 0 if group is None else at_least.get(group, 0)
            last = group is not None and group in keep_one
            normal = len(wins) - last
            rewards.append(flow.edge(source, at, min(must, normal), -_REWARD))
            flow.edge(source, at, normal - min(must, normal), 0)
            if last and must > normal:
                rewards.append(flow.edge(counter, at, 1, -_REWARD))
            elif last:
                flow.edge(counter, at, 1, 0)
            for w in wins:
                flow.edge(at, (of_title, holder, none)[w.title_class], 1, w.rating)
        flow.edge(source, counter, may_empty, 0)
        flow.edge(of_title, holders, may_title, 0)
        flow.edge(holder, holders, more, 0)
        flow.edge(holders, sink, may_holders, 0)
        flow.edge(none, sink, more, 0)
        cost = flow.push(source, sink, more)
        if cost is None:
            return None
        rewarded = sum(flow.flow(edge) for edge in rewards)
        owed = sum(at_least.values())
        if rewarded < owed:
            return None
        return cost + _REWARD * rewarded

    def first(self, predetermined: bool) -> tuple[tuple[NormGame, ...], tuple[int, ...]] | None:
        """Finds the first set in the module's order that meets every requirement, and the rounds it
        leaves out; ``None`` where none does."""
        n = len(self.games)
        ends = {n} if predetermined else set(range(self.least, n + 1))
        for _, _, e, s in self.candidates(ends):
            if self.holds(e, s, (), ()):
                dropped: list[int] = []
                kept: list[int] = []
                for w in self.wins:
                    if w.at >= e or len(dropped) == s:
                        break
                    if self.holds(e, s, (*dropped, w.at), kept):
                        dropped.append(w.at)
                    else:
                        kept.append(w.at)
                games = tuple(self._set(e, set(dropped)))
                rounds = sorted({self.games[i].round for i in dropped}
                                | {g.round for g in self.games[e:]})
                return games, tuple(rounds)
        return None


def first_left_out(games: Sequence[NormGame], player: NormPlayer, title: NormTitle,
                   least: int, predetermined: bool, double: bool, waiver: str | None,
                   judge: Callable[[Sequence[NormGame]], Judgement],
                   ) -> tuple[tuple[NormGame, ...], tuple[int, ...]] | None:
    """Finds the first set of ``games``, in the order of the module, in which ``judge`` finds a
    ``title`` norm and which 1.4.1e–f let ``player`` keep: at least ``least`` games, and every
    round where the pairings were ``predetermined``. Returns the set with the rounds it leaves out,
    or ``None`` where there is none. ``double`` says it is a double round robin (1.4.5's half);
    ``waiver`` is the clause that waives the foreigner requirement."""
    return _Search(games, player, title, least, double, waiver, judge).first(predetermined)
