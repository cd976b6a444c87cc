"""Names rule sets: bundles of the choices that decide a rating change.

Each bundle follows the FIDE Handbook B.02 as in force for its period:

- ``elo``: the logistic formula, no cap, no rounding (the classic calculator).
- ``fide``: standard play since 1 October 2025: table 8.1.2; a difference above 400 counts as 400
  for a player rated below 2650, judged from each player's own side (§8.3.1); the period's change
  rounded to whole, a half away from zero (§8.3.4); K × n ≤ 700 (§8.3.3).
- ``fide-2024``: standard play 1 March 2024 – 30 September 2025 (still what FIDE's online
  calculator does): the same with the 400-point cap for every player.
- ``fide-rapid``: rapid and blitz: plain cap, and since 1 December 2024 a game is not rated when
  the ratings differ by 600 or more and one player is rated above 2600.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Any, NamedTuple

from elo_core.elo.expectation import Expectation, logistic_expected_score, table_expected_hundredths

if TYPE_CHECKING:
    import numpy as np

__all__ = [
    "ELO", "FIDE", "FIDE_2024", "FIDE_RAPID", "RULE_SETS", "Expectancy", "RuleSet", "expectancy",
    "rule_set",
]

#: §8.3.1: a larger difference counts as this much.
CAP_DIFFERENCE = 400
#: §8.3.1 since 1 Oct 2025: a player rated this much or more uses the real difference.
CAP_EXEMPT_RATING = 2650
#: Rapid and blitz since 1 Dec 2024: not rated from this difference on …
RAPID_UNRATED_GAP = 600
#: … when one player is rated above this.
RAPID_UNRATED_ABOVE = 2600


class DifferenceCap(StrEnum):
    """Which players count a difference above 400 as 400."""

    NONE = "none"
    EVERY_PLAYER = "every-player"
    BELOW_2650 = "below-2650"


class RuleSet(NamedTuple):
    """Every choice that decides a rating change, under one name."""

    name: str
    expectation: Expectation
    cap: DifferenceCap
    rounds_change: bool
    """Round a rating period's change to whole, a half away from zero."""
    caps_k_by_games: bool
    """Cut K to the largest whole number with K × n ≤ 700 for n games in the period."""
    rapid_unrated_gap: bool
    """Do not rate a game with a gap of 600 or more when one player is above 2600."""

    def with_expectation(self, expectation: Expectation) -> RuleSet:
        """Returns the same rule set with the expected score computed by another method."""
        return self._replace(expectation=expectation)


ELO = RuleSet("elo", Expectation.FORMULA, DifferenceCap.NONE, False, False, False)
FIDE = RuleSet("fide", Expectation.TABLE, DifferenceCap.BELOW_2650, True, True, False)
FIDE_2024 = RuleSet("fide-2024", Expectation.TABLE, DifferenceCap.EVERY_PLAYER, True, True, False)
FIDE_RAPID = RuleSet("fide-rapid", Expectation.TABLE, DifferenceCap.EVERY_PLAYER, True, True, True)

RULE_SETS: dict[str, RuleSet] = {r.name: r for r in (ELO, FIDE, FIDE_2024, FIDE_RAPID)}


def rule_set(name: str) -> RuleSet:
    """Looks up the rule set called ``name``; an unknown name is a ValueError that lists the
    known ones."""
    try:
        return RULE_SETS[name]
    except KeyError:
        known = ", ".join(RULE_SETS)
        raise ValueError(f"unknown rule set {name!r} (known: {known})") from None


class Expectancy(NamedTuple):
    """Holds one player's view of one pairing."""

    difference: float
    """Own rating minus the opponent's, after the 400-point rule."""
    capped: bool
    """The 400-point rule changed the difference."""
    expected: float
    hundredths: int | None
    """The expected score in exact hundredths under the table, else ``None``."""


# The rules below are written once for a pair of ratings and for arrays of them
# (:mod:`~elo_core.elo.order` rates orderings side by side): each takes a float or a numpy
# array, and ``|``, ``&``, ``abs`` and the comparisons are elementwise on arrays.

def _cap_applies(own: Any, rules: RuleSet) -> Any:
    """Tells whether a player rated ``own`` counts a difference above 400 as 400 (§8.3.1):
    every player under the plain cap; since 1 October 2025 only a player rated below 2650."""
    return rules.cap is DifferenceCap.EVERY_PLAYER or (
        rules.cap is DifferenceCap.BELOW_2650 and own < CAP_EXEMPT_RATING)


def _beyond_cap(difference: Any) -> Any:
    """Tells whether a difference is one the 400-point rule cuts (§8.3.1: more than 400 points)."""
    return abs(difference) > CAP_DIFFERENCE


def _unrated_gap(gap: Any, higher: Any) -> Any:
    """Tells, from the gap and the higher rating, whether a rapid or blitz game is left
    unrated: ratings 600 or more apart and one of them above 2600 (B.02 since 1 December
    2024)."""
    return (gap >= RAPID_UNRATED_GAP) & (higher > RAPID_UNRATED_ABOVE)


def counted_difference(own: float, opponent: float, rules: RuleSet) -> tuple[float, bool]:
    """Returns the difference a player counts, and whether the 400-point rule (§8.3.1) cut it."""
    difference = own - opponent
    if not (_beyond_cap(difference) and _cap_applies(own, rules)):
        return difference, False
    return (CAP_DIFFERENCE if difference > 0 else -CAP_DIFFERENCE), True


def counted_differences(own: np.ndarray, opponent: np.ndarray, rules: RuleSet) -> np.ndarray:
    """Applies :func:`counted_difference` (§8.3.1) to each pair of ratings in two arrays."""
    import numpy as np

    difference = own - opponent
    cut: np.ndarray = _beyond_cap(difference) & _cap_applies(own, rules)
    counted: np.ndarray = np.where(cut, np.copysign(CAP_DIFFERENCE, difference), difference)
    return counted


def is_rated(own: float, opponent: float, rules: RuleSet) -> bool:
    """Checks whether a game is rated: a rapid or blitz game that the 600-point rule leaves unrated
    is not."""
    if not rules.rapid_unrated_gap:
        return True
    return not _unrated_gap(abs(own - opponent), max(own, opponent))


def rated_games(own: np.ndarray, opponent: np.ndarray, rules: RuleSet) -> np.ndarray:
    """Applies :func:`is_rated` to each pair of ratings in two arrays."""
    import numpy as np

    if not rules.rapid_unrated_gap:
        return np.ones(np.shape(own), dtype=bool)
    unrated: np.ndarray = _unrated_gap(np.abs(own - opponent), np.maximum(own, opponent))
    return ~unrated


#: An :class:`Expectancy` from a tuple of its fields, without the keyword handling of its
#: constructor: a sequential series asks for one on every game.
_new_expectancy = tuple.__new__


def expectancy(own: float, opponent: float, rules: RuleSet) -> Expectancy:
    """Gives the expected score of the player rated ``own`` against ``opponent`` under
    ``rules``."""
    difference, capped = counted_difference(own, opponent, rules)
    if rules.expectation is Expectation.TABLE:
        hundredths = table_expected_hundredths(difference)
        return _new_expectancy(Expectancy, (difference, capped, hundredths / 100, hundredths))
    return _new_expectancy(Expectancy,
                           (difference, capped, logistic_expected_score(difference), None))
