"""Writes the norm sheet as texts, the same on a page's sheet and in the printed report: each
requirement's name, figure, threshold, clause and whether it holds, each title's verdict, what it
rests on (the games, the games credited, the readings taken, a near miss), and the rounds that are
no games. The words are :mod:`~elo_core.norms.report.texts`' in the language of the
:class:`Wording` given (a page's frame, or the report's own); the values the engine's
(:mod:`elo_core.norms`).

A text put together of other texts (the requirements a near miss fails) is put together by the
wording itself, so each keeps its own rule for what it fills in: a page's Markdown stays
Markdown, the report's template escapes."""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce
from typing import Protocol

from elo_core.language import compact
from elo_core.norms.check import NormBasis, NormCheck
from elo_core.norms.event_format import FormatReading, FormatSource
from elo_core.norms.event_norms import PlayerNorms
from elo_core.norms.exemptions import (
    LEAST_FEDERATIONS,
    LEAST_FOREIGN_RATED,
    LEAST_MASTERS,
    SwissField,
    SwissRound,
)
from elo_core.norms.reach import near_miss
from elo_core.norms.readings import Reading, ReadingPoint
from elo_core.norms.requirements import Bound, Requirement, RequirementName


class Wording(Protocol):
    """What writes the texts: a language, and the text of a key in it with its values."""

    @property
    def lang(self) -> str:
        """The language: ``en``, ``de`` or ``nl``."""
        ...

    def t(self, key: str, **values: object) -> str:
        """Returns the text ``key`` with ``values`` filled in."""
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
    """Writes one requirement: what it asks, the figure, the threshold (``at least 9``), the clause,
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
    """Says whether the title's norm is made, and on which games."""
    return words.t("norms.check.made" if check.achieved else "norms.check.missed",
                   title=check.title.value)


def missed_by(words: Wording, failing: Sequence[Requirement]) -> str:
    """Says what keeps a title result from a norm: each requirement that fails with its clause
    (``Opponents of the player's federation (1.4.4)``), joined by ``; ``."""
    said = [words.t("norms.failing", requirement=words.t(f"norms.req.{r.name.value}"),
                    clause=r.clause) for r in failing]
    if not said:
        return ""
    return reduce(lambda first, then: words.t("norms.failing.more", first=first, then=then),
                  said)


def basis(words: Wording, check: NormCheck) -> str:
    """Names the set of games that makes ``check``'s norm (``with every game counted``, ``with round
    10 left out (1.4.1e–f)``); ``check`` must have one."""
    if check.basis is NormBasis.LEFT_OUT:
        return words.t("norms.basis.left-out", n=len(check.left_out),
                       rounds=", ".join(str(r) for r in check.left_out))
    return words.t(f"norms.basis.{check.basis}")


def credited_games(words: Wording, check: NormCheck) -> str | None:
    """Says how many games ``check``'s norm counts as, citing the clauses whose case it is and no
    other (1.4.1c, 1.4.1d, 1.7: :attr:`~elo_core.NormCheck.credited_by`). For an 8-game norm with
    a point over, it gives the Qualification Commission's reading of 1.4.1c with 1.4.1d. Without a
    norm it gives none."""
    if check.games_credited is None:
        return None
    by = check.credited_by
    if check.basis is NormBasis.EIGHT_OF_NINE and "1.4.1d" in by:
        return words.t("norms.credited.eight-of-nine")
    if not by:
        return words.t("norms.credited", n=check.games_credited)
    return words.t("norms.credited.by", n=check.games_credited, clauses=", ".join(by))


def reading(words: Wording, taken: Reading) -> str:
    """States a reading that the norm's figure rests on, and what the other reading would give
    (:mod:`elo_core.norms.readings`)."""
    key = f"norms.reading.{taken.point.value}"
    if taken.point is ReadingPoint.DOUBLE_ROUND_ROBIN_HALF:
        key += ".holds" if taken.other_holds else ".fails"
    return words.t(key, clause=taken.clause)


def details(words: Wording, check: NormCheck, short: float | None,
            near: bool = True) -> list[str]:
    """Lists what the verdict rests on: the set of games that makes the norm, the games it counts as
    and each reading that decides a figure, the points short where only the score is, or, with
    ``near``, what fails a title result (a near miss, :func:`~elo_core.near_miss`)."""
    t, found = words.t, []
    if check.basis is not None:
        found.append(basis(words, check))
    games = credited_games(words, check)
    if games is not None:
        found.append(games)
    found.extend(reading(words, r) for r in check.readings)
    if short is not None:
        found.append(t("norms.short", n=short))
    failing = near_miss(check) if near else ()
    if failing:
        judged = check.all_games
        found.append(t("norms.near", title=check.title.value, performance=judged.performance,
                       average=judged.average_rating, why=missed_by(words, failing)))
    return found


def not_counted(words: Wording, norms: PlayerNorms) -> str | None:
    """Lists the rounds that are no games for a norm, and why (1.4.2)."""
    left = norms.record.left_out
    if not left:
        return None
    return words.t("norms.not_counted", rounds=", ".join(
        f"{rnd} ({words.t(f'norms.left.{why.value}')})" for rnd, why in left))


def unknown_federations(words: Wording, norms: PlayerNorms) -> str | None:
    """Names the federations written for the player or an opponent counted that are no FIDE
    federation's code. They count for nothing (1.4.3, 1.4.4)."""
    unknown = norms.record.unknown_federations
    if not unknown:
        return None
    return words.t("norms.unknown_federations", n=len(unknown), codes=", ".join(unknown))


def format_read(words: Wording, reading: FormatReading) -> str:
    """Names the pairing system the norms were checked by, and why: ``Round robin (everyone met
    everyone once)``."""
    why = f"norms.format.source.{reading.source.value}"
    if reading.source is FormatSource.PAIRINGS:
        why += f".{reading.meetings}"
    return words.t("norms.format.read", format=words.t(f"norms.format.{reading.format.value}"),
                   why=words.t(why, line=reading.type_line))


def swiss_columns(words: Wording) -> tuple[str, str, str, str]:
    """Returns the headers of 1.4.3d's counts, each count with its minimum (``Foreign rated ≥ 20``):
    four columns, which a phone's width holds."""
    return (words.t("norms.swiss.round"),
            words.t("norms.swiss.foreign-rated", least=LEAST_FOREIGN_RATED),
            words.t("norms.swiss.federations", least=LEAST_FEDERATIONS),
            words.t("norms.swiss.masters", least=LEAST_MASTERS))


def swiss_row(words: Wording, counts: SwissRound) -> tuple[str, str, str, str]:
    """Writes one round's 1.4.3d counts, and marks the round ``✗`` where a count falls short."""
    rnd = str(counts.round) if counts.holds else words.t("norms.swiss.short_round",
                                                         round=counts.round)
    return rnd, str(counts.foreign_rated), str(counts.federations), str(counts.masters)


def swiss_verdict(words: Wording, swiss: SwissField) -> str:
    """Says whether the field exempts a Swiss's norms from the foreigner requirement (1.4.3d), and
    where not, the first round in which a count fell short."""
    if swiss.holds:
        return words.t("norms.swiss.holds")
    if swiss.first_short is None:
        return words.t("norms.swiss.fails")
    return words.t("norms.swiss.short", round=swiss.first_short)


def result_text(code: str) -> str:
    """Writes a round's result as the sheet shows it: ``½`` for a draw, ``−`` for a forfeit lost."""
    return {"=": "½", "D": "½", "-": "−"}.get(code, code)
