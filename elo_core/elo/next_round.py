"""Shows tonight's game: what a win, a draw and a loss add to this rating period's change, and what
the rounds after it then need for a target.

Tonight's game joins the period's games (FIDE B.02 §8.3.2): it is computed against the start
rating, and the period now has one game more, so K × n ≤ 700 (§8.3.3) may cut K for every game of
the period. Then a draw can lower the period's change, and after a strong run even a win can. Each
change is given exact and rounded as the rules round (§8.3.4).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from elo_core.elo.kfactor import KUsed, PlayerFacts
from elo_core.elo.mode import Mode
from elo_core.elo.planner import Basis, Plan, PlanLine, opponents_at_average, plan
from elo_core.elo.rules import RuleSet, is_rated
from elo_core.elo.series import SeriesReport, rate_series
from elo_core.elo.single import SCENARIOS
from elo_core.games import Game

__all__ = ["NextRound", "RoundResult", "next_round"]


class RoundResult(NamedTuple):
    """The period after tonight's game ends one way."""

    score: float
    change: float
    """The period's exact change with tonight's game."""
    rounded_change: int | None
    """The same, rounded as the rules round (``None`` where they do not)."""
    new_rating: float
    gain: float
    """What tonight's result adds to the period's exact change (negative: it takes away)."""
    rounded_gain: int | None
    """What it adds to the rounded change."""
    k: KUsed
    """The period's K with tonight's game."""
    k_cut_by_this_game: bool
    """Tonight's game makes K × n exceed 700, so K is lower for every game of the period."""
    remaining: PlanLine | None
    """What the remaining rounds need for the target after this result; ``None`` without a
    target."""


class NextRound(NamedTuple):
    """Holds tonight's game in the light of the games so far."""

    now: SeriesReport
    """The period as it stands before tonight's game."""
    opponent: float
    rated: bool
    """Tonight's game will be rated (a rapid game across the 600-point gap is not)."""
    results: dict[str, RoundResult]
    """``win``/``draw``/``loss`` → the period after it."""
    remaining_rounds: int
    """Rounds after tonight's."""
    average: float
    """The average rating expected in those rounds."""
    plan: Plan | None
    """The points tonight's game and the remaining rounds need together for the target;
    ``None`` without a target."""


def next_round(
    start_rating: float,
    games: Sequence[Game],
    opponent: float,
    k: float | PlayerFacts,
    rules: RuleSet,
    remaining_rounds: int = 0,
    average: float | None = None,
    target: float | None = None,
) -> NextRound:
    """Shows what a win, a draw and a loss against ``opponent`` tonight would do to the rating
    period of ``games`` (B.02 §8.3.2–§8.3.4, with tonight's game counted in K × n ≤ 700), and
    what the ``remaining_rounds`` after it would then need for ``target`` against ``average``
    (tonight's opponent when ``None``)."""
    now = rate_series(start_rating, games, k, rules, Mode.PERIOD)
    expected_average = opponent if average is None else average
    later = opponents_at_average(remaining_rounds, expected_average)
    goals = [] if target is None else [target]
    results = {}
    for name, score in SCENARIOS.items():
        after = plan(start_rating, [*games, Game(opponent, score)], later, goals, k, rules,
                     Basis.SAME_PERIOD)
        period = after.entered
        rounded_gain = (None if period.rounded_change is None or now.rounded_change is None
                        else period.rounded_change - now.rounded_change)
        results[name] = RoundResult(
            score, period.change, period.rounded_change, period.new_rating,
            period.change - now.change, rounded_gain, period.k,
            period.k.effective != now.k.effective,
            after.lines[0] if goals else None,
        )
    together = (None if target is None else
                plan(start_rating, games, [opponent, *later], goals, k, rules, Basis.SAME_PERIOD))
    return NextRound(now, opponent, is_rated(start_rating, opponent, rules), results,
                     remaining_rounds, expected_average, together)
