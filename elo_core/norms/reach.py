"""Tells how far a player is from a norm they do not have, and which norms they can still make (FIDE
Handbook B.01, 0.5, 1.4.1 to 1.4.8).

- A norm is within reach when a few more points would have made it. Every requirement but
  the score and the performance must hold on all the games counted: their number, the
  average, the titled opponents and the federations. The points missing are the least title
  score of 1.4.8 and 1.4.8b (:func:`~elo_core.norms.performance.least_title_score`) less the
  points scored, and they must be at most :data:`REACH`. No score can make up for an average
  below the title's minimum (1.4.8a) or for a mix that falls short, so a player held back by
  either is not within reach.
- A near miss is a title result that still makes no norm. The games counted are a title
  result (0.5): the performance reaches the title's, the average reaches its minimum (1.4.8,
  1.4.8a), and the score is at least 35 % (1.4.8b). Yet the number of games (1.4.1) or the
  opponents' mix (1.4.3 to 1.4.5) fails, and :func:`near_miss` names those requirements, each
  with its clause.
- A player can still make the norms of the titles above the one they hold, in B.01's order
  GM, IM, WGM, WIM (:class:`~elo_core.norms.titles.NormTitle`). A GM has none left, an IM only
  the GM's, and a WGM the GM's and the IM's. Only a woman can make WGM and WIM norms (0.3).
"""

from __future__ import annotations

from elo_core.norms.check import NormCheck
from elo_core.norms.performance import adjusted_ratings, least_title_score
from elo_core.norms.requirements import Requirement, RequirementName
from elo_core.norms.titles import NormTitle

__all__ = ["REACH", "near_miss", "points_short", "titles_to_make", "within_reach"]

#: The most points short that is still within reach: one win.
REACH = 1.0
_SCORED = frozenset({RequirementName.SCORE, RequirementName.PERFORMANCE})
#: What makes a title result (0.5, 1.4.8b), and the woman a women's title needs (0.3): a near
#: miss fails none of these.
_TITLE_RESULT = _SCORED | {RequirementName.AVERAGE_RATING, RequirementName.WOMAN}


def points_short(check: NormCheck) -> float | None:
    """Says how many more points all the games counted needed for ``check``'s norm, where only
    the score and the performance fail (1.4.8, 1.4.8b). It gives ``None`` when the player has
    the norm, when another requirement fails, or when no score would be enough."""
    every = check.all_games
    if check.achieved or not every.games or any(r.name not in _SCORED for r in every.failing):
        return None
    least = least_title_score(len(every.games),
                              sum(adjusted_ratings(every.games, check.title)), check.title)
    return None if least is None else least - every.points


def within_reach(check: NormCheck) -> bool:
    """Tells whether the norm was missed by at most :data:`REACH` points, with nothing short but
    the score."""
    short = points_short(check)
    return short is not None and short <= REACH


def near_miss(check: NormCheck) -> tuple[Requirement, ...]:
    """Names the requirements that alone keep ``check``'s title result from being a norm. When
    all the games counted are a title result (the performance, the average and the score hold)
    and the norm is not made, these are the ones that fail: the number of games (1.4.1) or the
    mix (1.4.3 to 1.4.5). Otherwise there are none."""
    every = check.all_games
    if check.achieved or any(r.name in _TITLE_RESULT for r in every.failing):
        return ()
    return every.failing


def titles_to_make(held: str, woman: bool) -> tuple[NormTitle, ...]:
    """Lists the titles whose norms a player can still make, highest first: the titles above
    ``held``, the one the player holds (``GM``, ``WFM``; ``""`` for none, as
    :func:`~elo_core.norms.titles.read_title` gives it). Only a woman can make WGM and WIM
    norms."""
    order = list(NormTitle)
    above = order[:order.index(NormTitle(held))] if held in order else order
    return tuple(t for t in above if woman or not t.rule.women_only)
