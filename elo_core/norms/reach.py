"""How far a player is from a norm they do not have: the points their games fell short by,
where the score alone keeps the norm from holding (FIDE Handbook B.01, 1.4.8, 1.4.8b).

A norm is *within reach* where every requirement but the score and the performance holds on
all the games counted (their number, the average, the titled opponents, the federations) and
at most :data:`REACH` more points would have made it: the least title score of 1.4.8 and
1.4.8b (:func:`~elo_core.norms.performance.least_title_score`) less the points scored. A
player an average below the title's minimum (1.4.8a) or a mix short of it keeps from a norm
is not within reach, whatever the score.
"""

from __future__ import annotations

from elo_core.norms.check import NormCheck
from elo_core.norms.performance import adjusted_ratings, least_title_score
from elo_core.norms.requirements import RequirementName

__all__ = ["REACH", "points_short", "within_reach"]

#: The most points short that is still within reach: one win.
REACH = 1.0
_SCORED = frozenset({RequirementName.SCORE, RequirementName.PERFORMANCE})


def points_short(check: NormCheck) -> float | None:
    """The points more that all the games counted needed for ``check``'s norm, where only the
    score and the performance fail (1.4.8, 1.4.8b); ``None`` with the norm, or where some
    other requirement fails or no score is enough."""
    every = check.all_games
    if check.achieved or not every.games or any(r.name not in _SCORED for r in every.failing):
        return None
    least = least_title_score(len(every.games),
                              sum(adjusted_ratings(every.games, check.title)), check.title)
    return None if least is None else least - every.points


def within_reach(check: NormCheck) -> bool:
    """The norm is missed by at most :data:`REACH` points, nothing but the score short."""
    short = points_short(check)
    return short is not None and short <= REACH
