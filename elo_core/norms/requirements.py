"""Judges every requirement of a norm on one set of games, each with its figure, the threshold, the
clause and whether it holds (FIDE Handbook B.01, 0.3, 1.4.1 to 1.4.8).

Counts are taken over the games of the set (an opponent met twice counts twice). Least numbers
are rounded up and most numbers down ("to the next lower number"), as Sharly Chess's tests
read 1.4.4 and 1.4.5:

- 1.4.1a: at least 9 games; 1.4.1b: 7 at a World or Continental team or club championship of
  7 to 9 rounds; 1.4.1c: 8 in the 9-round case (:mod:`~elo_core.norms.counted_games`).
- 1.4.5a: at least half of the opponents title holders (GM, IM, WGM, WIM, FM, WFM): 5 of 9 or
  10, 6 of 11. 1.4.5b–e: at least a third, and at least 3, of the norm's title or higher: 3 of
  9, 4 of 10. In a double round robin the sources differ on "half" of what: taken here as half
  the games (Sharly Chess), which is half the opponents (cigan) where each is met twice, at
  least 3 (:mod:`~elo_core.norms.readings` names where the two differ); and the event has at
  least 6 players: the player and the opponents of every game counted, whichever games a set
  leaves out (leaving games out does not take players from the event).
- 1.4.3: at least two federations other than the player's; ``FID`` is none (1.4.2a), and
  neither is what is no FIDE federation's code (:mod:`elo_core.federations`: ``XXX``), which
  counts for nothing anywhere: a player whose own federation is no code has none given.
- 1.4.4: at most 3/5 of the opponents from the player's federation (5 of 9, 6 of 10), at most
  2/3 from any one (6 of 9, 6 of 10, 7 of 11). Whether ``FID`` is "one federation" B.01 does not
  say; taken here as not, as the Qualification Commission's note quoted by Sharly Chess says.
- 1.4.3 and 1.4.4 together are "the normal foreigner requirement" (1.4.3e), waived as a whole
  by 1.4.3a–d; nothing else is.
- 1.4.8, 1.4.8a, 1.4.8b: the performance, the average and the score
  (:mod:`~elo_core.norms.performance`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from enum import StrEnum
from typing import NamedTuple

from elo_core.federations import FIDE_FLAG, read_federation
from elo_core.norms.counted_games import NormGame, NormPlayer
from elo_core.norms.performance import (
    adjusted_ratings,
    average_rating,
    minimum_score,
    norm_performance,
)
from elo_core.norms.titles import TITLE_HOLDERS, NormTitle

__all__ = ["Bound", "Judgement", "Requirement", "RequirementName", "judge"]

#: 1.4.5b–e: the least number of opponents of the title or higher, whatever the games.
LEAST_OF_TITLE = 3
#: 1.4.3: the least number of federations other than the player's.
LEAST_FOREIGN_FEDERATIONS = 2
#: The least players of a double round robin.
LEAST_DOUBLE_ROUND_ROBIN_PLAYERS = 6


class RequirementName(StrEnum):
    """Names what a requirement asks."""

    WOMAN = "woman"
    GAMES = "games"
    SCORE = "score"
    AVERAGE_RATING = "average-rating"
    PERFORMANCE = "performance"
    TITLE_HOLDERS = "title-holders"
    TITLE_OR_HIGHER = "title-or-higher"
    FOREIGN_FEDERATIONS = "foreign-federations"
    OWN_FEDERATION = "own-federation"
    ONE_FEDERATION = "one-federation"
    PLAYERS = "players"


class Bound(StrEnum):
    """Whether the figure must reach the threshold or stay within it."""

    AT_LEAST = "at-least"
    AT_MOST = "at-most"


class Requirement(NamedTuple):
    """Holds one requirement as judged."""

    name: RequirementName
    value: float | None
    """The figure; ``None`` where it cannot be known (the player's federation is not given)."""
    needed: float
    bound: Bound
    holds: bool
    clause: str
    waived: str | None = None
    """The clause that waives it (1.4.3a–d), where one does: it then holds whatever the
    figure."""


class Judgement(NamedTuple):
    """Holds one set of games as judged for one title."""

    title: NormTitle
    games: tuple[NormGame, ...]
    points: float
    average_rating: int | None
    """Ra after the floor (1.4.6, 1.4.7); ``None`` without games."""
    performance: int | None
    """Rp = Ra + dp (1.4.8); ``None`` without games."""
    requirements: tuple[Requirement, ...]

    @property
    def holds(self) -> bool:
        """Every requirement holds: a title norm."""
        return all(r.holds for r in self.requirements)

    @property
    def failing(self) -> tuple[Requirement, ...]:
        """The requirements that do not hold."""
        return tuple(r for r in self.requirements if not r.holds)


def _requirement(name: RequirementName, value: float | None, needed: float, clause: str,
                 bound: Bound = Bound.AT_LEAST, waived: str | None = None) -> Requirement:
    if value is None:
        holds = False
    else:
        holds = value >= needed if bound is Bound.AT_LEAST else value <= needed
    return Requirement(name, value, needed, bound, holds or waived is not None, clause, waived)


def _federations(games: Sequence[NormGame], player: NormPlayer,
                 waiver: str | None) -> list[Requirement]:
    """Judges 1.4.3 and 1.4.4 over ``games``."""
    n, own = len(games), read_federation(player.federation)
    counts = Counter(federation for g in games
                     if (federation := read_federation(g.federation)) not in (None, FIDE_FLAG))
    foreign = None if not own else len(set(counts) - {own})
    own_count = None if not own else counts[own]
    return [
        _requirement(RequirementName.FOREIGN_FEDERATIONS, foreign, LEAST_FOREIGN_FEDERATIONS,
                     "1.4.3", waived=waiver),
        _requirement(RequirementName.OWN_FEDERATION, own_count, 3 * n // 5, "1.4.4",
                     Bound.AT_MOST, waiver),
        _requirement(RequirementName.ONE_FEDERATION, max(counts.values(), default=0),
                     2 * n // 3, "1.4.4", Bound.AT_MOST, waiver),
    ]


def judge(games: Sequence[NormGame], player: NormPlayer, title: NormTitle, games_needed: int,
          games_clause: str, double_round_robin: bool = False,
          waiver: str | None = None, players: int | None = None) -> Judgement:
    """Judges every requirement of a ``title`` norm for ``player`` on ``games``: at least
    ``games_needed`` games (by ``games_clause``), and the foreigner requirement unless the
    clause ``waiver`` waives it. ``players`` is a double round robin's number of players, where
    ``games`` leave some out (else the player and the opponents of ``games``)."""
    n = len(games)
    points = sum(g.score for g in games)
    rule = title.rule
    ratings = adjusted_ratings(games, title)
    average = average_rating(sum(ratings), n) if n else None
    performance = norm_performance(points, n, sum(ratings)) if n else None
    holders = sum(g.title in TITLE_HOLDERS for g in games)
    of_title = sum(g.title in rule.counted for g in games)
    share = -(-n // 2) if double_round_robin else -(-n // 3)
    found = []
    if rule.women_only:
        found.append(_requirement(RequirementName.WOMAN, float(player.woman), 1, "0.3"))
    found += [
        _requirement(RequirementName.GAMES, n, games_needed, games_clause),
        _requirement(RequirementName.SCORE, points, minimum_score(n), "1.4.8b"),
        _requirement(RequirementName.AVERAGE_RATING, average, rule.average, "1.4.8a"),
        _requirement(RequirementName.PERFORMANCE, performance, rule.performance, "1.4.8"),
        _requirement(RequirementName.TITLE_HOLDERS, holders, -(-n // 2), "1.4.5a"),
        _requirement(RequirementName.TITLE_OR_HIGHER, of_title, max(LEAST_OF_TITLE, share),
                     rule.clause),
        *_federations(games, player, waiver),
    ]
    if double_round_robin:
        if players is None:
            players = len({g.opponent for g in games if g.opponent is not None}) + 1
        found.append(_requirement(RequirementName.PLAYERS, players,
                                  LEAST_DOUBLE_ROUND_ROBIN_PLAYERS, "1.4.5"))
    return Judgement(title, tuple(games), points, average, performance, tuple(found))
