"""The norm sheet as texts, the same on the page and in the printed report: each requirement's
name, figure, threshold, clause and whether it holds, each title's verdict, and the player's
rounds. Nothing here imports Streamlit; the texts are the page's language's, the values the
engine's (:mod:`elo_core.norms`)."""

from __future__ import annotations

from elo_core import NormBasis, NormCheck, PlayerNorms, Requirement, RequirementName
from elo_core.norms.requirements import Bound
from pages.ui.in_force import Frame
from pages.ui.norms.facts import Round
from pages.ui.shared import numbers

#: The columns of a requirement's row, by their headers' text keys.
REQUIREMENT_COLUMNS = ("norms.col.requirement", "norms.col.figure", "norms.col.needed",
                       "norms.col.clause", "norms.col.holds")


def _figure(frame: Frame, name: RequirementName, value: float | None) -> str:
    if value is None:
        return frame.t("norms.unknown")
    if name is RequirementName.WOMAN:
        return frame.t("norms.yes" if value else "norms.no")
    return numbers.compact(value, frame.lang)


def requirement_row(frame: Frame, requirement: Requirement) -> tuple[str, str, str, str, str]:
    """One requirement: what it asks, the figure, the threshold (``at least 9``), the clause,
    and whether it holds (or is waived, and by which clause)."""
    t, name = frame.t, requirement.name
    if name is RequirementName.WOMAN:
        needed = t("norms.yes")
    else:
        bound = "norms.at_least" if requirement.bound is Bound.AT_LEAST else "norms.at_most"
        needed = t(bound, value=numbers.compact(requirement.needed, frame.lang))
    if requirement.waived is not None:
        holds = t("norms.waived", clause=requirement.waived)
    else:
        holds = t("norms.yes" if requirement.holds else "norms.no")
    return (t(f"norms.req.{name.value}"), _figure(frame, name, requirement.value), needed,
            requirement.clause, holds)


def verdict(frame: Frame, check: NormCheck) -> str:
    """The title's norm, made or not, and on which games."""
    return frame.t("norms.check.made" if check.achieved else "norms.check.missed",
                   title=check.title.value)


def details(frame: Frame, check: NormCheck, short: float | None) -> list[str]:
    """What the verdict rests on: the set of games that makes the norm, the games it counts
    as, or the points short where only the score is."""
    t, found = frame.t, []
    if check.basis is NormBasis.LEFT_OUT:
        found.append(t("norms.basis.left-out", n=len(check.left_out),
                       rounds=", ".join(str(r) for r in check.left_out)))
    elif check.basis is not None:
        found.append(t(f"norms.basis.{check.basis.value}"))
    if check.games_credited is not None:
        found.append(t("norms.credited", n=check.games_credited))
    if short is not None:
        found.append(t("norms.short", n=short))
    return found


def not_counted(frame: Frame, norms: PlayerNorms) -> str | None:
    """The rounds that are no games for a norm, and why (1.4.2)."""
    left = norms.record.left_out
    if not left:
        return None
    return frame.t("norms.not_counted", rounds=", ".join(
        f"{rnd} ({frame.t(f'norms.left.{why.value}')})" for rnd, why in left))


def result_text(code: str) -> str:
    """A round's result as the sheet writes it: ``½`` for a draw, ``−`` for a forfeit lost."""
    return {"=": "½", "D": "½", "-": "−"}.get(code, code)


def round_row(frame: Frame, entry: Round) -> tuple[str, ...]:
    """One round: number, opponent, title, federation, rating, FIDE ID, result, counted."""
    rating = "" if entry.rating is None else str(entry.rating)
    return (str(entry.round), entry.opponent, entry.title, entry.federation, rating,
            entry.fide_id, result_text(entry.result),
            frame.t("norms.yes" if entry.counted else "norms.no"))


#: The columns of a round's row, by their headers' text keys.
ROUND_COLUMNS = ("norms.report.round", "norms.report.opponent", "norms.report.player_title",
                 "norms.report.federation", "norms.report.rating", "norms.report.fide_id",
                 "norms.report.result", "norms.report.counted")
