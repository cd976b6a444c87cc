"""How far a player is from a norm they do not have, and which norms they can still make
(FIDE Handbook B.01, 0.5, 1.4.1 to 1.4.8).

- Within reach: every requirement but the score and the performance holds on all the games
  counted (their number, the average, the titled opponents, the federations), and at most
  :data:`REACH` more points would have made the norm: the least title score of 1.4.8 and
  1.4.8b (:func:`~elo_core.norms.performance.least_title_score`) less the points scored. An
  average below the title's minimum (1.4.8a) or a mix short of it keeps a player from a norm
  whatever the score, so such a player is not within reach.
- A near miss: the games counted are a title result (0.5: the performance reaches the title's
  at an average that reaches its minimum, 1.4.8 and 1.4.8a, and the score is 35 %, 1.4.8b), yet
  no norm, because the number of games (1.4.1) or the opponents' mix (1.4.3 to 1.4.5) fails:
  :func:`near_miss` names those requirements, each with its clause.
- The norms still to make are those of the titles above the one the player holds, in B.01's
  order GM, IM, WGM, WIM (:class:`~elo_core.norms.titles.NormTitle`): a GM has none left, an IM
  only the GM's, a WGM the GM's and the IM's; WGM and WIM norms only for a woman (0.3).
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


def near_miss(check: NormCheck) -> tuple[Requirement, ...]:
    """The requirements that alone keep ``check``'s title result from being a norm: where all
    the games counted are a title result (performance, average and score hold) and the norm
    is not made, those that fail (the games, 1.4.1; the mix, 1.4.3 to 1.4.5); none otherwise."""
    every = check.all_games
    if check.achieved or any(r.name in _TITLE_RESULT for r in every.failing):
        return ()
    return every.failing


def titles_to_make(held: str, woman: bool) -> tuple[NormTitle, ...]:
    """The titles whose norms a player who holds the title ``held`` (``GM``, ``WFM``; ``""``
    for none, as :func:`~elo_core.norms.titles.read_title` gives it) can still make, highest
    first: those above it, WGM and WIM for a woman only."""
    order = list(NormTitle)
    above = order[:order.index(NormTitle(held))] if held in order else order
    return tuple(t for t in above if woman or not t.rule.women_only)
