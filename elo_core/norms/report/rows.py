"""The norm sheet as texts, the same on a page's sheet and in the printed report: each
requirement's name, figure, threshold, clause and whether it holds, each title's verdict, what
it rests on, and the rounds that are no games. The words are :mod:`~elo_core.norms.report.texts`'
in the language of the :class:`Wording` given (a page's frame, or the report's own); the values
the engine's (:mod:`elo_core.norms`)."""

from __future__ import annotations

from typing import Protocol

from elo_core.language import compact
from elo_core.norms.check import NormBasis, NormCheck
from elo_core.norms.event_norms import PlayerNorms
from elo_core.norms.requirements import Bound, Requirement, RequirementName


class Wording(Protocol):
    """What writes the texts: a language, and the text of a key in it with its values."""

    @property
    def lang(self) -> str:
        """``en``, ``de`` or ``nl``."""
        ...

    def t(self, key: str, **values: object) -> str:
        """The text ``key`` with ``values`` filled in."""
        ...


#: The columns of a requirement's row, by their headers' text keys.
REQUIREMENT_COLUMNS = ("norms.col.requirement", "norms.col.figure", "norms.col.needed",
                       "norms.col.clause", "norms.col.holds")


def _figure(words: Wording, name: RequirementName, value: float | None) -> str:
    if value is None:
        return words.t("norms.unknown")
    if name is RequirementName.WOMAN:
        return words.t("norms.yes" if value else "norms.no")
    return compact(value, words.lang)


def requirement_row(words: Wording, requirement: Requirement) -> tuple[str, str, str, str, str]:
    """One requirement: what it asks, the figure, the threshold (``at least 9``), the clause,
    and whether it holds (or is waived, and by which clause)."""
    t, name = words.t, requirement.name
    if name is RequirementName.WOMAN:
        needed = t("norms.yes")
    else:
        bound = "norms.at_least" if requirement.bound is Bound.AT_LEAST else "norms.at_most"
        needed = t(bound, value=compact(requirement.needed, words.lang))
    if requirement.waived is not None:
        holds = t("norms.waived", clause=requirement.waived)
    else:
        holds = t("norms.yes" if requirement.holds else "norms.no")
    return (t(f"norms.req.{name.value}"), _figure(words, name, requirement.value), needed,
            requirement.clause, holds)


def verdict(words: Wording, check: NormCheck) -> str:
    """The title's norm, made or not, and on which games."""
    return words.t("norms.check.made" if check.achieved else "norms.check.missed",
                   title=check.title.value)


def details(words: Wording, check: NormCheck, short: float | None) -> list[str]:
    """What the verdict rests on: the set of games that makes the norm, the games it counts
    as, or the points short where only the score is."""
    t, found = words.t, []
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


def not_counted(words: Wording, norms: PlayerNorms) -> str | None:
    """The rounds that are no games for a norm, and why (1.4.2)."""
    left = norms.record.left_out
    if not left:
        return None
    return words.t("norms.not_counted", rounds=", ".join(
        f"{rnd} ({words.t(f'norms.left.{why.value}')})" for rnd, why in left))


def result_text(code: str) -> str:
    """A round's result as the sheet writes it: ``½`` for a draw, ``−`` for a forfeit lost."""
    return {"=": "½", "D": "½", "-": "−"}.get(code, code)
