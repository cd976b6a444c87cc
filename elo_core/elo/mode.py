"""Names the two ways a series of games is counted.

- Rating period (FIDE B.02 §8.3.2): every game against the rating on the list in force, the
  changes summed into one change for the period; §8.3.3's K × n ≤ 700 counts the period's games.
- Sequential (as online sites do): the rating is updated after every game, so every update is a
  period of one game.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Mode"]


class Mode(StrEnum):
    """How the games of a series are counted."""

    PERIOD = "period"
    SEQUENTIAL = "sequential"
