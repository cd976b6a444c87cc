"""Writes a player's norms as a plain JSON-ready dict: the command line's ``norms`` prints one a
player after the event's head (:mod:`elo_core.norms`)."""

from __future__ import annotations

from typing import Any

from elo_core.norms.check import NormCheck
from elo_core.norms.event_norms import NormField, PlayerNorms, field_gaps
from elo_core.norms.requirements import Requirement

__all__ = ["norm_dict", "norms_head", "player_norms_dict"]


def _requirement(r: Requirement) -> dict[str, Any]:
    return {"name": r.name.value, "value": r.value, "needed": r.needed, "bound": r.bound.value,
            "holds": r.holds, "clause": r.clause, "waived": r.waived}


def norm_dict(check: NormCheck) -> dict[str, Any]:
    """Writes one title checked: the figures of the set of games that makes the norm, or of all the
    games counted where none does."""
    judged = check.judged
    return {
        "title": check.title.value,
        "achieved": check.achieved,
        "basis": check.basis.value if check.basis else None,
        "performance": judged.performance,
        "average_rating": judged.average_rating,
        "games": len(judged.games),
        "points": judged.points,
        "games_credited": check.games_credited,
        "games_credited_by": list(check.credited_by),
        "credit_open": check.credit_open,
        "readings": [{"point": r.point.value, "clause": r.clause, "taken": r.taken,
                      "other": r.other, "other_holds": r.other_holds} for r in check.readings],
        "left_out": list(check.left_out),
        "waiver": check.waiver,
        "requirements": [_requirement(r) for r in judged.requirements],
    }


def player_norms_dict(norms: PlayerNorms) -> dict[str, Any]:
    """Writes one player of the ``players`` list: who, the best norm, the federations written for
    the player or an opponent that are no FIDE federation's code (counting for nothing), every title
    checked, and the rounds that are no games for a norm and why."""
    player = norms.record.player
    return {
        "start_rank": player.start_rank,
        "name": player.name,
        "title": player.title,
        "federation": player.federation,
        "rating": player.rating,
        "best": norms.best.value if norms.best else None,
        "unknown_federations": list(norms.record.unknown_federations),
        "rounds_not_counted": [{"round": r, "reason": why.value}
                               for r, why in norms.record.left_out],
        "norms": [norm_dict(c) for c in norms.checks],
    }


def norms_head(field: NormField) -> dict[str, Any]:
    """Writes ``{"event": {…}}``, the event as its norms read it.

    It gives the event's format and why: given, the ``092`` line, everyone meeting everyone, or a
    Swiss by default. For a Swiss it gives 1.4.3d's figures: the least over the rounds, each
    round's counts and the first round short (``null`` where they cannot be worked out). ``gaps``
    lists what the file lacks for any norm: no title holder, no FIDE federation, no FIDE rating.
    The players' figures are given all the same."""
    t, s = field.tournament, field.settings
    swiss = field.swiss
    return {
        "event": {
            "name": t.name,
            "federation": field.host or None,
            "rounds": t.rounds,
            "format": field.format_reading.format.value,
            "format_read": {"source": field.format_reading.source.value,
                            "type_line": field.format_reading.type_line or None,
                            "meetings": field.format_reading.meetings},
            "team_championship": s.team_championship.value if s.team_championship else None,
            "exemption": s.exemption.value if s.exemption else None,
            "swiss_exemption": None if swiss is None else {
                "foreign_rated": swiss.foreign_rated, "federations": swiss.federations,
                "masters": swiss.masters, "holds": swiss.holds, "clause": "1.4.3d",
                "first_short": swiss.first_short,
                "rounds": [{"round": r.round, "foreign_rated": r.foreign_rated,
                            "federations": r.federations, "masters": r.masters}
                           for r in swiss.rounds]},
            "gaps": [gap.value for gap in field_gaps(t)],
        },
    }
