"""Plans a target: it finds the points a player needs from games still to come, and the rating those
games are counted from.

Two questions are both real, and a plan answers the one its :class:`Basis` names:

- ``SAME_PERIOD``: more games in the same rating period. They are pooled with the games entered,
  every one computed against the start rating (FIDE B.02 §8.3.2), K × n ≤ 700 over all of them
  (§8.3.3), and the points already scored count: the answer is the points needed from the extra
  games, given those already scored.
- ``NEXT_LIST``: games after the next list. The games entered give a new rating (one rating
  period, rounded as the rules round, §8.3.4); the extra games are a new period of their own,
  counted from it, with K from the player's facts on that list (the new rating, the games
  completed).

With no games entered both count from the start rating and agree. The arithmetic is
:func:`~elo_core.elo.targets.points_needed_for`'s.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from enum import StrEnum
from typing import NamedTuple

from elo_core.elo.kfactor import KUsed, PlayerFacts, facts_after
from elo_core.elo.mode import Mode
from elo_core.elo.rules import RuleSet
from elo_core.elo.series import SeriesSummary, summarise_series
from elo_core.elo.targets import Target, points_needed_for
from elo_core.games import Game

__all__ = ["Basis", "Plan", "PlanLine", "opponents_at_average", "plan"]


class Basis(StrEnum):
    """Which rating a plan counts the extra games from."""

    SAME_PERIOD = "same-period"
    """The start rating, pooled with the games entered in one rating period."""
    NEXT_LIST = "next-list"
    """The new rating the games entered give, as a new period of just the extra games."""


class PlanLine(NamedTuple):
    """What one target asks of the extra games."""

    target: float
    points_needed: float | None
    """Points from the extra games, whole half-points; ``None``: out of reach even with a
    clean sweep. 0 when the target is reached whatever the extra games bring."""
    new_rating: float | None
    """The rating those points give."""
    holds: bool
    """The target is the rating the plan counts from: this line means "hold your rating"."""


class Plan(NamedTuple):
    """Holds the points the extra games must bring for each target, and what they are counted
    from."""

    basis: Basis
    start_rating: float
    counted_from: float
    """The start rating (``SAME_PERIOD``) or the new rating the games entered give
    (``NEXT_LIST``)."""
    entered: SeriesSummary
    """The games entered, as one rating period from the start rating (its totals)."""
    extra_games: int
    """The extra games that will be rated."""
    expected_points: float
    """The expected points from the extra games."""
    points_scored: float
    """Points already scored that count with the extra games: the games entered
    (``SAME_PERIOD``), none (``NEXT_LIST``)."""
    k: KUsed
    """The K of the period the extra games are rated in."""
    lines: tuple[PlanLine, ...]
    """One line per target, in the order given."""
    hold: PlanLine
    """The line that means "hold your rating": the target is :attr:`counted_from`."""


def opponents_at_average(count: int, average: float) -> list[float]:
    """Plans "the next ``count`` games against an average of ``average``": each game counted against
    the average, as a planner does (opponents rated apart give slightly other expected scores)."""
    return [average] * count


def _line(result: Target, counted_from: float) -> PlanLine:
    return PlanLine(result.target, result.points_needed, result.new_rating,
                    result.target == counted_from)


def plan(
    start_rating: float,
    entered: Collection[Game],
    opponents: Sequence[float],
    targets: Sequence[float],
    k: float | PlayerFacts,
    rules: RuleSet,
    basis: Basis,
) -> Plan:
    """Works out, for each of ``targets``, the fewest points from games against ``opponents``
    that lift the rating to it, after the games ``entered``, counted as ``basis`` says (B.02
    §8.3.2–§8.3.4). It adds the line that holds the rating counted from.

    K is a number, or the player's facts for §8.3.3: on the next list they are the new rating
    and the games entered completed (:func:`~elo_core.elo.kfactor.facts_after`). The games
    entered are read a few times and never held: a sequence, or games kept to be read again.
    """
    period = summarise_series(start_rating, entered, k, rules, Mode.PERIOD)
    if basis is Basis.SAME_PERIOD:
        counted_from = start_rating
        results = points_needed_for(start_rating, opponents, [*targets, counted_from], k, rules,
                                    played=entered)
    else:
        counted_from = period.new_rating
        k_next = (facts_after(k, counted_from, period.rated_games)
                  if isinstance(k, PlayerFacts) else k)
        results = points_needed_for(counted_from, opponents, [*targets, counted_from], k_next,
                                    rules)
    *reach, hold = results
    return Plan(
        basis, start_rating, counted_from, period, hold.games, hold.expected_points,
        hold.points_scored, hold.k, tuple(_line(r, counted_from) for r in reach),
        _line(hold, counted_from),
    )
