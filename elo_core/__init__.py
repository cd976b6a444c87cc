"""elo_core: Elo and FIDE rating arithmetic, exact to the handbook.

Plain Python, no Streamlit. The rules it implements and their sources are named in each module:
expected scores (:mod:`~elo_core.expectation`, :mod:`~elo_core.tables`), rule sets
(:mod:`~elo_core.rules`), the development coefficient K (:mod:`~elo_core.kfactor`), one game
(:mod:`~elo_core.single`), a series of games (:mod:`~elo_core.series`; of any length in
bounded memory, :mod:`~elo_core.summary`) and how much its order matters
(:mod:`~elo_core.order`), Glicko-2 as Glickman and Lichess compute it
(:mod:`~elo_core.glicko2`), performance ratings, targets and the planner
(:mod:`~elo_core.planner`, :mod:`~elo_core.next_round`), first ratings, and the game-list
reader and file imports; a whole tournament from FIDE's Tournament Report File
(:mod:`~elo_core.trf`, :mod:`~elo_core.event`).

Its names load on first use (PEP 562), so that a command that needs one module does not wait
for all of them: ``python -m elo_core game`` starts without the event's or the order's code.
"""

from __future__ import annotations

import importlib
import sys
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from elo_core.dates import DateProblem, read_date
    from elo_core.event import (
        EventGame,
        EventReport,
        Flag,
        NotRatedReason,
        PlayerResult,
        player_games,
        rate_event,
    )
    from elo_core.event_export import event_dict
    from elo_core.expectation import Expectation, expected_score, logistic_expected_score
    from elo_core.first_rating import FirstRating, LeftOut, LeftOutReason, NoRating, first_rating
    from elo_core.games import (
        DRAW,
        LOSS,
        RATING_MAX,
        RATING_MIN,
        WIN,
        Colour,
        Game,
        Unplayed,
        format_game_list,
    )
    from elo_core.glicko2 import (
        Cap,
        Glicko,
        GlickoPeriod,
        LichessGame,
        LichessReport,
        rate_glicko2_period,
        rate_lichess,
    )
    from elo_core.kfactor import (
        K_PRESETS,
        KCut,
        KRule,
        KUsed,
        PlayerFacts,
        default_opponent_facts,
        fide_k,
        resolve_k,
    )
    from elo_core.next_round import NextRound, RoundResult, next_round
    from elo_core.order import OrderSpread, order_spread
    from elo_core.parser import GameList, LineError, Place, Problem, parse_game_list
    from elo_core.performance import Performance, performance
    from elo_core.planner import Basis, Plan, PlanLine, opponents_at_average, plan
    from elo_core.rules import (
        ELO,
        FIDE,
        FIDE_2024,
        FIDE_RAPID,
        RULE_SETS,
        Expectancy,
        RuleSet,
        expectancy,
        rule_set,
    )
    from elo_core.series import (
        GameRow,
        Mode,
        NotRated,
        SeriesReport,
        SeriesSummary,
        rate_series,
        summarise_series,
    )
    from elo_core.single import GameReport, OpponentK, Side, rate_game
    from elo_core.targets import Target, points_needed, points_needed_for, points_to_hold
    from elo_core.trf import read_trf
    from elo_core.trf_problems import TrfProblem, TrfProblemKind
    from elo_core.trf_records import ResultCode, RoundEntry, Tournament, TrfPlayer

#: Where each public name lives, by module of the package.
_MODULES: dict[str, tuple[str, ...]] = {
    "dates": ("DateProblem", "read_date"),
    "event": (
        "EventGame", "EventReport", "Flag", "NotRatedReason", "PlayerResult", "player_games",
        "rate_event",
    ),
    "event_export": ("event_dict",),
    "expectation": ("Expectation", "expected_score", "logistic_expected_score"),
    "first_rating": ("FirstRating", "LeftOut", "LeftOutReason", "NoRating", "first_rating"),
    "games": (
        "DRAW", "LOSS", "RATING_MAX", "RATING_MIN", "WIN", "Colour", "Game", "Unplayed",
        "format_game_list",
    ),
    "glicko2": (
        "Cap", "Glicko", "GlickoPeriod", "LichessGame", "LichessReport", "rate_glicko2_period",
        "rate_lichess",
    ),
    "kfactor": (
        "K_PRESETS", "KCut", "KRule", "KUsed", "PlayerFacts", "default_opponent_facts", "fide_k",
        "resolve_k",
    ),
    "next_round": ("NextRound", "RoundResult", "next_round"),
    "order": ("OrderSpread", "order_spread"),
    "parser": ("GameList", "LineError", "Place", "Problem", "parse_game_list"),
    "performance": ("Performance", "performance"),
    "planner": ("Basis", "Plan", "PlanLine", "opponents_at_average", "plan"),
    "rules": (
        "ELO", "FIDE", "FIDE_2024", "FIDE_RAPID", "RULE_SETS", "Expectancy", "RuleSet",
        "expectancy", "rule_set",
    ),
    "series": (
        "GameRow", "Mode", "NotRated", "SeriesReport", "SeriesSummary", "rate_series",
        "summarise_series",
    ),
    "single": ("GameReport", "OpponentK", "Side", "rate_game"),
    "targets": ("Target", "points_needed", "points_needed_for", "points_to_hold"),
    "trf": ("read_trf",),
    "trf_problems": ("TrfProblem", "TrfProblemKind"),
    "trf_records": ("ResultCode", "RoundEntry", "Tournament", "TrfPlayer"),
}
_HOME = {name: module for module, names in _MODULES.items() for name in names}

__all__ = [
    "DRAW", "ELO", "FIDE", "FIDE_2024", "FIDE_RAPID", "K_PRESETS", "LOSS", "RATING_MAX",
    "RATING_MIN", "RULE_SETS", "WIN", "Basis", "Cap", "Colour", "DateProblem", "EventGame",
    "EventReport", "Expectancy", "Expectation", "FirstRating", "Flag", "Game", "GameList",
    "GameReport", "GameRow", "Glicko", "GlickoPeriod", "KCut", "KRule", "KUsed", "LeftOut",
    "LeftOutReason", "LichessGame", "LichessReport", "LineError", "Mode", "NextRound",
    "NoRating", "NotRated", "NotRatedReason", "OpponentK", "OrderSpread", "Performance",
    "Place", "Plan", "PlanLine", "PlayerFacts", "PlayerResult", "Problem", "ResultCode",
    "RoundEntry", "RoundResult", "RuleSet", "SeriesReport", "SeriesSummary", "Side", "Target",
    "Tournament", "TrfPlayer", "TrfProblem", "TrfProblemKind", "Unplayed",
    "default_opponent_facts", "event_dict", "expectancy", "expected_score", "fide_k",
    "first_rating", "format_game_list", "logistic_expected_score", "next_round",
    "opponents_at_average", "order_spread", "parse_game_list", "performance", "plan",
    "player_games", "points_needed", "points_needed_for", "points_to_hold", "rate_event",
    "rate_game", "rate_glicko2_period", "rate_lichess", "rate_series", "read_date", "read_trf",
    "resolve_k", "rule_set", "summarise_series",
]


def __getattr__(name: str) -> Any:
    """A public name, imported from its module the first time it is asked for."""
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)


class _Package(ModuleType):
    """The package, whose functions named as their modules (``first_rating``, ``next_round``,
    ``performance``) stay functions: importing such a module sets the package's attribute of
    that name, and the function, not the module, is what ``elo_core.performance`` names."""

    def __setattr__(self, name: str, value: object) -> None:
        if isinstance(value, ModuleType) and name in _MODULES.get(name, ()):
            value = getattr(value, name)
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
