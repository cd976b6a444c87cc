"""States once the simulation's defaults, for the engine, the command line and the pages: how
many runs, from which seed, and how many places count as the top. A module of constants only,
so that the command line reads them without importing the simulation."""

from __future__ import annotations

__all__ = ["DEFAULT_EVENT_RUNS", "DEFAULT_RUNS", "DEFAULT_SEED", "DEFAULT_TOP"]

#: The runs of one player's chances (:func:`~elo_core.forecast.player.forecast_player`): its
#: percentages to within about one point (:func:`~elo_core.forecast.player.monte_carlo_error`).
DEFAULT_RUNS = 10_000
#: The runs of the whole event's chances (:func:`~elo_core.forecast.whole_event.forecast_event`),
#: each pairing and judging every player.
DEFAULT_EVENT_RUNS = 1_000
#: The seed of the draws: the same seed gives the same answer.
DEFAULT_SEED = 2024
#: The places counted as the top of the whole event's chances.
DEFAULT_TOP = 3
