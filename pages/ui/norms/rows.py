"""The norm sheet as texts, the same on the page and in the printed report: each requirement's
name, figure, threshold, clause and whether it holds, each title's verdict, and the player's
rounds. Nothing here imports Streamlit; the texts are the page's language's, the values the
engine's (:mod:`elo_core.norms`)."""

from __future__ import annotations

from elo_core import NormBasis, NormCheck, PlayerNorms, Requirement, RequirementName, near_miss
from elo_core.norms.requirements import Bound
from pages.ui.i18n import Markdown
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


def missed_by(frame: Frame, failing: tuple[Requirement, ...]) -> Markdown:
    """What keeps a title result from a norm: each requirement that fails with its clause
    (``Opponents of the player's federation (1.4.4)``), our texts only, as a text takes them
    whole."""
    return Markdown("; ".join(f"{frame.t(f'norms.req.{r.name.value}')} ({r.clause})"
                              for r in failing))


def basis(frame: Frame, check: NormCheck) -> str:
    """The set of games that makes ``check``'s norm (``with every game counted``, ``with
    round 10 left out (1.4.1e–f)``); ``check`` must have one."""
    if check.basis is NormBasis.LEFT_OUT:
        return frame.t("norms.basis.left-out", n=len(check.left_out),
                       rounds=", ".join(str(r) for r in check.left_out))
    return frame.t(f"norms.basis.{check.basis}")


def details(frame: Frame, check: NormCheck, short: float | None,
            near: bool = True) -> list[str]:
    """What the verdict rests on: the set of games that makes the norm, the games it counts
    as, the points short where only the score is, or, with ``near``, what fails a title
    result (a near miss, :func:`elo_core.near_miss`)."""
    t, found = frame.t, []
    if check.basis is not None:
        found.append(basis(frame, check))
    if check.games_credited is not None:
        found.append(t("norms.credited", n=check.games_credited))
    if short is not None:
        found.append(t("norms.short", n=short))
    failing = near_miss(check) if near else ()
    if failing:
        judged = check.all_games
        found.append(t("norms.near", title=check.title.value, performance=judged.performance,
                       average=judged.average_rating, why=missed_by(frame, failing)))
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
