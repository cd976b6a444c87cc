"""What the rounds left must bring for a norm: after some rounds of an event, with the
opponents still to come as far as they are known, the least score in them that makes each
title's norm, or the requirements no score can meet (FIDE Handbook B.01, 1.4.1 to 1.4.8).

The plan checks the event as it would end: the games so far, and every round left a game
played over the board (1.4.2c: a round left that is forfeited or a bye is no game, and the
plan no longer holds). It is the norm check itself (:func:`~elo_core.norms.check.check_norm`)
that judges it, so the plan counts the games as a finished event's norm does:

- 1.4.1c: in a 9-round event, 8 games are enough where the one round so far without a game
  was given, a forfeit win or a pairing-allocated bye
  (:func:`~elo_core.norms.counted_games.eight_of_nine`);
- 1.4.1d: each full point above the least title score counts as a game more (the check's
  games credited);
- 1.4.1e–f: in a Swiss the games after a title result may be left out, so the points may come
  in the next rounds and the last ones be left out; in a round robin every round counts.

The opponents to come are given as far as known: a rating (or unrated, as 1400 under 1.4.6d),
a title and a federation. Where a rating is not known it is taken as the average of the
opponents so far (their ratings as played, unrated as 1400, rounded 0.5 up), and without any so
far as the title's least average (1.4.8a); an unknown title counts as none, an unknown
federation as none foreign. The points to come are scored as wins first, then a draw, then
losses, so that where later rounds may be left out the points come before them. More points
never lose a norm that fewer points make (the same sets of games, each with more points), so
the least score is found by halving the range of scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from elo_core.norms.check import NormCheck, check_norm
from elo_core.norms.counted_games import UNRATED_RATING, NormGame, PlayerRecord, eight_of_nine
from elo_core.norms.event_type import DEFAULT_SETTINGS, NormSettings
from elo_core.norms.requirements import Requirement, RequirementName
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
    check: NormCheck
    """The norm checked on the event as it would end, the rounds left scoring
    ``points_needed`` (wins, then a draw), or every point where no score is enough: each
    requirement with its figure, the set of games that makes the norm and the games it counts
    as."""
    blockers: tuple[Requirement, ...]
    """Why no score is enough: the requirements that fail whatever the score (with every
    point to come won, for the performance)."""


def _future_games(so_far: Sequence[NormGame], future: Sequence[FutureOpponent],
                  title: NormTitle, first_round: int) -> list[NormGame]:
    ratings = [UNRATED_RATING if g.rating is None else g.rating for g in so_far]
    guess = ((2 * sum(ratings) + len(ratings)) // (2 * len(ratings)) if ratings
             else title.rule.average)
    return [NormGame(first_round + i, None,
                     None if o.unrated else (guess if o.rating is None else o.rating),
                     read_title(o.title) or "", o.federation.strip().upper(), 0.0)
            for i, o in enumerate(future)]


def _scored(record: PlayerRecord, played: int, halves: int) -> PlayerRecord:
    """``record`` with its games from ``played`` on scoring ``halves`` half points in all:
    wins, then a draw, then losses."""
    games = list(record.games[:played])
    for game in record.games[played:]:
        score = min(2, halves)
        halves -= score
        games.append(game._replace(score=score / 2))
    return record._replace(games=tuple(games), points=sum(g.score for g in games))


def rounds_left(record: PlayerRecord, after_round: int, rounds: int,
                future: Sequence[FutureOpponent], titles: Sequence[NormTitle] = tuple(NormTitle),
                settings: NormSettings = DEFAULT_SETTINGS,
                waiver: str | None = None) -> tuple[RoundsLeft, ...]:
    """Works out, for each of ``titles``, the score the rounds left must bring for a norm, or
    why no score is enough. ``record`` holds the player's rounds, of which those up to
    ``after_round`` count, in an event of ``rounds`` rounds; ``future`` holds the opponents of
    the rounds left as far as they are known (padded with unknown opponents to the rounds left,
    and cut to them). ``settings`` and ``waiver`` are as
    :func:`~elo_core.norms.check.check_norm` takes them."""
    so_far = tuple(g for g in record.games if g.round <= after_round)
    left_out = tuple((r, why) for r, why in record.left_out if r <= after_round)
    given = tuple(r for r in record.given_rounds if r <= after_round)
    rest = max(0, rounds - after_round)
    opponents = [*future[:rest], *[FutureOpponent()] * (rest - len(future[:rest]))]
    points = sum(g.score for g in so_far)
    plans = []
    for title in titles:
        games = (*so_far, *_future_games(so_far, opponents, title, after_round + 1))
        ending = PlayerRecord(record.player, games, left_out, rounds, points,
                              eight_of_nine(rounds, len(games), [r for r, _ in left_out], given),
                              None, given)

        def checked(halves: int, ending: PlayerRecord = ending,
                    title: NormTitle = title) -> NormCheck:
            return check_norm(_scored(ending, len(so_far), halves), title, settings, waiver)

        best = checked(2 * rest)
        if not best.achieved:
            failing = best.all_games.failing
            blockers = tuple(r for r in failing if r.name not in _SCORED) or failing
            plans.append(RoundsLeft(title, rest, points, None, best, blockers))
            continue
        low, high = -1, 2 * rest  # no norm with ``low`` half points (none below 0), one with high
        found = best
        while high - low > 1:
            middle = (low + high) // 2
            trial = checked(middle)
            if trial.achieved:
                high, found = middle, trial
            else:
                low = middle
        plans.append(RoundsLeft(title, rest, points, high / 2, found, ()))
    return tuple(plans)
