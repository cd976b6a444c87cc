"""Rates one game, seen from both boards.

Each player's change is that player's rating period of one game (FIDE B.02 §8.3.2): K × (S − E),
rounded under a rounding rule set. With equal K and symmetric rules the two changes mirror each
other; with unequal K, or the 400-point rule judged from each player's own side (2650 and above
use the real difference), the exchange stops being zero-sum.

K is each player's own (§8.3.3): when the player's K comes from facts, the opponent's comes from
the opponent's facts, which default to an adult with 30+ games who never reached 2400 unless
rated 2400 or more, judged on the same day as the player's.
"""

from __future__ import annotations

from datetime import date
from enum import StrEnum
from typing import NamedTuple

from elo_core.elo.kfactor import PlayerFacts, default_opponent_facts
from elo_core.elo.rules import RuleSet
from elo_core.elo.series import SeriesReport, rate_series
from elo_core.games import DRAW, LOSS, WIN, Game

__all__ = ["GameReport", "OpponentK", "Side", "rate_game"]

SCENARIOS: dict[str, float] = {"win": WIN, "draw": DRAW, "loss": LOSS}


class Side(NamedTuple):
    """Holds one player's outcome of the game."""

    report: SeriesReport

    @property
    def rating(self) -> float:
        return self.report.start_rating

    @property
    def k(self) -> float:
        return self.report.k.effective

    @property
    def expected(self) -> float | None:
        """``None`` when the game is not rated."""
        return self.report.rows[0].expected

    @property
    def change(self) -> float:
        return self.report.change

    @property
    def rounded_change(self) -> int | None:
        return self.report.rounded_change

    @property
    def new_rating(self) -> float:
        return self.report.new_rating

    @property
    def capped(self) -> bool:
        """The 400-point rule changed this player's difference."""
        return self.report.rows[0].capped

    @property
    def rated(self) -> bool:
        return self.report.rows[0].not_rated is None


class OpponentK(StrEnum):
    """Where the opponent's K came from."""

    GIVEN = "given"
    """The caller gave the opponent's K, or the opponent's facts."""
    SAME_AS_PLAYER = "same-as-player"
    """A K set by hand, used for both players."""
    DEFAULT_FACTS = "default-facts"
    """§8.3.3 from the default facts (:func:`~elo_core.elo.kfactor.default_opponent_facts`)."""


class GameReport(NamedTuple):
    """Holds both sides of a game, and what each result would have been worth."""

    rules: RuleSet
    score: float
    player: Side
    opponent: Side
    scenarios: dict[str, tuple[Side, Side]]
    """``win``/``draw``/``loss`` (from the player's side) → (player, opponent)."""
    opponent_k: OpponentK
    """Where the opponent's K came from; ``opponent.report.k`` says which rule chose it."""

    @property
    def break_even(self) -> float | None:
        """The score at which the player's rating stays the same: the expected score."""
        return self.player.expected


def _sides(
    rating: float, opponent: float, score: float,
    k: float | PlayerFacts, k_opponent: float | PlayerFacts, rules: RuleSet,
) -> tuple[Side, Side]:
    mine = rate_series(rating, [Game(opponent, score)], k, rules)
    theirs = rate_series(opponent, [Game(rating, 1.0 - score)], k_opponent, rules)
    return Side(mine), Side(theirs)


def rate_game(
    rating: float,
    opponent: float,
    score: float,
    k: float | PlayerFacts,
    rules: RuleSet,
    k_opponent: float | PlayerFacts | None = None,
) -> GameReport:
    """Rates one game for both players, each with their own K (B.02 §8.3.3).

    Without ``k_opponent``, a K set by hand is used for both players, and a K from the
    player's facts makes the opponent's K come from :func:`default_opponent_facts` of the
    opponent's rating. Both players' facts are judged on one day: the first ``on`` given, else
    today.

    A player rated 1800 who beats a 1900 expects PD = 0.36 (table 8.1.2, D = −100). With K 20
    the change is 20 × (1 − 0.36) = 12.8, published as 13 (§8.3.4); the opponent, with the
    same K, loses as much:

    >>> from elo_core import FIDE, rate_game
    >>> game = rate_game(1800, 1900, 1.0, k=20, rules=FIDE)
    >>> game.player.change, game.player.rounded_change, game.player.new_rating
    (12.8, 13, 1813)
    >>> game.opponent.change, game.opponent.rounded_change
    (-12.8, -13)

    From 2650 up a player counts the real difference (§8.3.1, since 1 October 2025). A 2700
    who beats a 2200 counts D = 500 and expects 0.96: 10 × (1 − 0.96) = 0.4, published as 0.
    The 2200 counts D = −400 and expects 0.08: 10 × (0 − 0.08) = −0.8, published as −1:

    >>> game = rate_game(2700, 2200, 1.0, k=10, rules=FIDE)
    >>> game.player.expected, game.player.rounded_change
    (0.96, 0)
    >>> game.opponent.expected, game.opponent.rounded_change
    (0.08, -1)
    """
    day = next((f.on for f in (k, k_opponent) if isinstance(f, PlayerFacts) and f.on),
               date.today())
    if isinstance(k, PlayerFacts):
        k = k._replace(on=k.on or day)
    if isinstance(k_opponent, PlayerFacts):
        k_opponent = k_opponent._replace(on=k_opponent.on or day)
    k_other: float | PlayerFacts
    if k_opponent is not None:
        k_other, source = k_opponent, OpponentK.GIVEN
    elif isinstance(k, PlayerFacts):
        k_other, source = default_opponent_facts(opponent, day), OpponentK.DEFAULT_FACTS
    else:
        k_other, source = k, OpponentK.SAME_AS_PLAYER
    scenarios = {
        name: _sides(rating, opponent, s, k, k_other, rules) for name, s in SCENARIOS.items()
    }
    played = next((sides for name, sides in scenarios.items() if SCENARIOS[name] == score),
                  None) or _sides(rating, opponent, score, k, k_other, rules)
    return GameReport(rules, score, played[0], played[1], scenarios, source)
