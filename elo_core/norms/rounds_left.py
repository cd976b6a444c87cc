"""What the rounds left must bring for a norm: after some rounds of an event, with the
opponents still to come, the least score in them that makes each title's norm with every game
counted, or the requirements no score can meet (FIDE Handbook B.01, 1.4.1 to 1.4.8).

The opponents to come are given as far as they are known: a rating (or unrated, as 1400 under
1.4.6d), a title and a federation. Where a rating is not known it is taken as the average of
the opponents so far (their ratings as played, unrated as 1400, rounded 0.5 up), and without
any so far as the title's least average (1.4.8a); an unknown title counts as none, an unknown
federation as none foreign. Every round left is taken as a game played. The score is the
least that reaches the title's Rp and 35% with every game counted (1.4.8, 1.4.8b); leaving
games out later (1.4.1e–f) is not planned.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from elo_core.norms.check import games_needed
from elo_core.norms.counted_games import UNRATED_RATING, NormGame, PlayerRecord
from elo_core.norms.event_type import DEFAULT_SETTINGS, EventFormat, NormSettings
from elo_core.norms.performance import adjusted_ratings, least_title_score
from elo_core.norms.requirements import Judgement, Requirement, RequirementName, judge
from elo_core.norms.titles import NormTitle
from elo_core.titles import read_title

__all__ = ["FutureOpponent", "RoundsLeft", "rounds_left"]

#: The requirements that depend on the score, which the plan works out rather than judges.
_SCORED = frozenset({RequirementName.SCORE, RequirementName.PERFORMANCE})


class FutureOpponent(NamedTuple):
    """An opponent still to come, as far as known."""

    rating: int | None = None
    """``None``: not known (the average so far), unless ``unrated``."""
    title: str = ""
    federation: str = ""
    unrated: bool = False
    """Known to be unrated: 1400 (1.4.6d)."""


class RoundsLeft(NamedTuple):
    """One title's plan."""

    title: NormTitle
    rounds_left: int
    points: float
    """The points so far."""
    points_needed: float | None
    """The least score in the rounds left that makes the norm; ``None`` where none does."""
    judged: Judgement
    """Every game, those to come scored ``points_needed`` (as wins, then a draw; 0 where no
    score is enough): each requirement with its figure."""
    blockers: tuple[Requirement, ...]
    """Why no score is enough: the requirements that fail whatever the score (with every
    point to come won, for the performance)."""


def _future_games(record: PlayerRecord, future: Sequence[FutureOpponent], title: NormTitle,
                  first_round: int) -> list[NormGame]:
    so_far = [UNRATED_RATING if g.rating is None else g.rating for g in record.games]
    guess = ((2 * sum(so_far) + len(so_far)) // (2 * len(so_far)) if so_far
             else title.rule.average)
    return [NormGame(first_round + i, None,
                     None if o.unrated else (guess if o.rating is None else o.rating),
                     read_title(o.title) or "", o.federation.strip().upper(), 0.0)
            for i, o in enumerate(future)]


def _scored(games: list[NormGame], played: int, points: float) -> tuple[NormGame, ...]:
    """``games`` with those from ``played`` on scoring ``points`` in all: wins, then a draw."""
    scored = list(games[:played])
    for game in games[played:]:
        score = min(1.0, points)
        points -= score
        scored.append(game._replace(score=score))
    return tuple(scored)


def rounds_left(record: PlayerRecord, after_round: int, rounds: int,
                future: Sequence[FutureOpponent], titles: Sequence[NormTitle] = tuple(NormTitle),
                settings: NormSettings = DEFAULT_SETTINGS,
                waiver: str | None = None) -> tuple[RoundsLeft, ...]:
    """For ``record``'s games up to ``after_round`` of an event of ``rounds`` rounds, with
    ``future`` the opponents of the rounds left as far as known (the list padded with unknowns
    to the rounds left, cut to them), the score each of ``titles`` needs in them, or why none
    is enough."""
    so_far_games = tuple(g for g in record.games if g.round <= after_round)
    record = record._replace(games=so_far_games, points=sum(g.score for g in so_far_games))
    rest = max(0, rounds - after_round)
    opponents = [*future[:rest], *[FutureOpponent()] * (rest - len(future[:rest]))]
    least, clause = games_needed(rounds, settings)
    double = settings.event_format is EventFormat.DOUBLE_ROUND_ROBIN
    plans = []
    for title in titles:
        games = [*record.games, *_future_games(record, opponents, title, after_round + 1)]
        n, so_far = len(games), record.points

        def judged(points: float, games: list[NormGame] = games,
                   title: NormTitle = title) -> Judgement:
            return judge(_scored(games, len(record.games), points), record.player, title,
                         least, clause, double, waiver)

        best = judged(rest)
        blockers = tuple(r for r in best.failing if r.name not in _SCORED)
        total = (least_title_score(n, sum(adjusted_ratings(games, title)), title)
                 if n else None)
        needed = None if total is None else max(0.0, total - so_far)
        if blockers or needed is None or needed > rest:
            plans.append(RoundsLeft(title, rest, so_far, None, judged(0),
                                    blockers or best.failing))
        else:
            plans.append(RoundsLeft(title, rest, so_far, needed, judged(needed), ()))
    return tuple(plans)
