"""The development coefficient K (FIDE Handbook B.02 §8.3.3).

- 40 for a player new to the list until they have completed events with at least 30 games;
- 40 until the end of the year of the 18th birthday, while the rating is under 2300;
- 20 while the rating stays under 2400;
- 10 once a published rating has reached 2400, for good.

The text gives no order between the lines; this follows the usual reading: reached 2400 → 10,
junior under 2300 → 40, fewer than 30 games → 40, else 20. Under the FIDE rule sets, if n games
in the period × K exceeds 700, K becomes the largest whole number with K × n ≤ 700.
"""

from __future__ import annotations

import math
from datetime import date
from enum import StrEnum
from typing import NamedTuple

from elo_core.rules import RuleSet

#: §8.3.3: K × n may not exceed this.
K_TIMES_GAMES_LIMIT = 700
#: The range of K the dashboard accepts, on the pages and the command line alike.
K_MIN, K_MAX = 1, 100
#: The presets the pages offer: FIDE's 40/20/10 and the values federations and sites use.
K_PRESETS: tuple[int, ...] = (40, 32, 24, 20, 16, 10)


class KRule(StrEnum):
    """Which line of §8.3.3 chose K."""

    REACHED_2400 = "reached-2400"
    JUNIOR = "junior"
    NEW_PLAYER = "new-player"
    STANDARD = "standard"


class PlayerFacts(NamedTuple):
    """What §8.3.3 asks of a player."""

    rating: float
    games_before: int = 30
    """Rated games the player completed before this rating period."""
    birth_year: int | None = None
    reached_2400: bool = False
    """A published rating of the player has ever reached 2400."""
    on: date | None = None
    """The day of the rating period; today when ``None``."""


class KUsed(NamedTuple):
    """The K a computation used, and why."""

    chosen: float
    """K as chosen, or as §8.3.3 derived it from the facts."""
    effective: float
    """K after the K × n ≤ 700 cut."""
    rule: KRule | None
    """The line of §8.3.3 that chose K; ``None`` for a K chosen by hand."""
    cut_by_games: bool
    """The K × n ≤ 700 rule lowered K."""


def fide_k(facts: PlayerFacts) -> tuple[int, KRule]:
    """K for a player by §8.3.3, and the line that chose it."""
    if facts.reached_2400 or facts.rating >= 2400:
        return 10, KRule.REACHED_2400
    year = (facts.on or date.today()).year
    if facts.birth_year is not None and year <= facts.birth_year + 18 and facts.rating < 2300:
        return 40, KRule.JUNIOR
    if facts.games_before < 30:
        return 40, KRule.NEW_PLAYER
    return 20, KRule.STANDARD


def k_cut_by_games(k: float, games: int) -> float:
    """K after §8.3.3's K × n ≤ 700: the largest whole number with K × n ≤ 700 if K × n > 700."""
    if games > 0 and k * games > K_TIMES_GAMES_LIMIT:
        return math.floor(K_TIMES_GAMES_LIMIT / games)
    return k


def resolve_k(k: float | PlayerFacts, rated_games: int, rules: RuleSet) -> KUsed:
    """The K for ``rated_games`` games: chosen by hand or from facts, cut under FIDE rules."""
    if isinstance(k, PlayerFacts):
        chosen, rule = fide_k(k)
    else:
        if not (k > 0 and math.isfinite(k)):
            raise ValueError(f"K must be a positive number, got {k}")
        chosen, rule = k, None
    effective = k_cut_by_games(chosen, rated_games) if rules.caps_k_by_games else chosen
    return KUsed(chosen, effective, rule, effective != chosen)
