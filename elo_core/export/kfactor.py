"""Writes the K a rating used, and why (FIDE B.02 §8.3), as JSON: the same keys wherever a K is
shown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the reports' types only: a command loads the modules it uses itself
    from elo_core.elo.kfactor import KUsed


def k_dict(k: KUsed) -> dict[str, Any]:
    """Writes ``{"chosen", "effective", "rule", "cut", "cut_by_games", "games", "facts"}``: the K
    used and why; ``facts`` (with the day judged on) only where §8.3.3 chose K."""
    out: dict[str, Any] = {
        "chosen": k.chosen,
        "effective": k.effective,
        "rule": k.rule.value if k.rule else None,
        "cut": k.cut.value,
        "cut_by_games": k.cut_by_games,
        "games": k.games,
    }
    if k.facts is not None:
        out["facts"] = {
            "rating": k.facts.rating,
            "games_before": k.facts.games_before,
            "birth_year": k.facts.birth_year,
            "reached_2400": k.facts.reached_2400,
            "on": k.facts.on.isoformat() if k.facts.on else None,
        }
    return out
