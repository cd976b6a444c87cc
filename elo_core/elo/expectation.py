"""Computes the expected score by the logistic formula and by FIDE's table 8.1.2.

The formula (Elo; the seeds' calculator) is ``E = 1 / (1 + 10^(−D/400))`` with D the player's
rating minus the opponent's. FIDE does not use it: B.02 §8.1.2 gives a table of scoring
probabilities PD in two decimals. The two differ by up to 0.018 (at D = 560).
"""

from __future__ import annotations

from enum import StrEnum

from elo_core.elo.tables import table_expectancy_hundredths
from elo_core.rounding import round_half_up

__all__ = ["Expectation", "expected_score", "logistic_expected_score"]

#: The logistic scale: each 400 points of lead multiply the odds by 10.
LOGISTIC_SCALE = 400.0


class Expectation(StrEnum):
    """How a rule set turns a rating difference into an expected score."""

    FORMULA = "formula"
    TABLE = "table"


def logistic_expected_score(difference: float) -> float:
    """Works out ``1 / (1 + 10^(−D/400))`` for a player rated ``difference`` points above the
    opponent."""
    try:
        odds: float = 10.0 ** (-difference / LOGISTIC_SCALE)
    except OverflowError:  # 123,000 points and more behind (a period of 100,000 games): no chance
        return 0.0
    return 1.0 / (1.0 + odds)


def table_expected_hundredths(difference: float) -> int:
    """Returns FIDE's PD (table 8.1.2) in whole hundredths.

    The table is defined for whole differences; a fractional one (ratings kept at full precision
    in sequential mode) is first rounded to whole, a half away from zero.
    """
    whole = round_half_up(abs(difference))
    return table_expectancy_hundredths(whole if difference >= 0 else -whole)


def expected_score(difference: float, method: Expectation = Expectation.FORMULA) -> float:
    """Gives the expected score of a player rated ``difference`` points above the opponent, by
    the logistic formula or by FIDE's table (B.02 §8.1.2).

    A lead of 100 points expects 1 / (1 + 10^(−100/400)) = 0.6401 by the formula, and 0.64 by
    the table (the band 99–106); the player 100 points behind expects 0.36. The two differ most
    at 560 points: 1 / (1 + 10^(−1.4)) = 0.9617 against the table's 0.98 (the band 560–619).

    >>> round(expected_score(100), 4)
    0.6401
    >>> expected_score(100, Expectation.TABLE), expected_score(-100, Expectation.TABLE)
    (0.64, 0.36)
    >>> round(expected_score(560), 4), expected_score(560, Expectation.TABLE)
    (0.9617, 0.98)
    """
    if method is Expectation.TABLE:
        return table_expected_hundredths(difference) / 100
    return logistic_expected_score(difference)
