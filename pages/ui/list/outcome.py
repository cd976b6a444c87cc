"""What an upload on the Rating list page came to, in the user's language: each list it loaded
(players, kind, month; the DWZ list's day) and the lines it did not read, the question it asks
where the file does not say the list's month or kinds (:mod:`pages.ui.list.question`), why a
file was refused or an import failed. Every text is worded from the engine's fields
(:class:`~elo_core.rating_list.ListRefused`, :class:`~elo_core.rating_list.ListProblem`), never
from its English; an error's own words are shown only as a detail."""

from __future__ import annotations

from typing import NamedTuple

import streamlit as st

from elo_core import DwzImport, ImportReport, ListFacts, ListProblem, ListRefused, Missing, Refusal
from elo_core.language import day, month_name
from elo_core.rating_list.naming import FIRST_LIST
from pages.ui.in_force import Frame
from pages.ui.shared.messages import PROBLEMS_SHOWN, problem_list

#: The columns of the DSB's export a header may lack, as the export writes them: the ZPS and
#: the DWZ are one column each; a member's number and a player's name have two forms each,
#: quoted in a sentence of the page's language.
_DWZ_COLUMNS = {"zps": "ZPS", "dwz": "DWZ"}
_DWZ_FORMS = {
    "member": ("list.refused.no-member-column", {"older": "Mgl-Nr", "newer": "Mitgliedsnummer"}),
    "name": ("list.refused.no-name-columns", {"name": "Spielername", "surname": "Nachname",
                                               "given": "Vorname"}),
}


class Outcome(NamedTuple):
    """What the last upload came to: the file's name; the reports of the lists it loaded
    (several, one a kind, from the combined list), and what it says where it does not say all
    an import needs (``asked``); the refusal (after the lists loaded before it, if any),
    ``busy`` or why it failed (``failed``: ``apart``, ``store``, ``file`` or ``other``, said
    in the page's language, the store's trouble by what it is, ``missing``; ``detail``: the
    error's own words, shown only as a detail)."""

    file: str
    reports: tuple[ImportReport | DwzImport, ...] = ()
    asked: ListFacts | None = None
    refused: ListRefused | None = None
    busy: bool = False
    failed: str = ""
    detail: str = ""
    missing: Missing | None = None


def store_text(frame: Frame, missing: Missing | None) -> str:
    """What is wrong with the server's store, in the user's language: ``missing`` (a file
    that is no store, read-only, a full disk, damaged, …), or that it could not be written
    where nothing says why."""
    return frame.t("list.import.failed.store" if missing is None else f"list.store.{missing}")


def refusal_text(frame: Frame, refused: ListRefused) -> str:
    """Why a file was not taken as a list, in the user's language, from the refusal's
    fields."""
    key = f"list.refused.{refused.refusal.value}"
    if refused.refusal is Refusal.OLDER_MONTH and refused.held is not None:
        held = (day(refused.held, frame.lang) if refused.kind == "dwz"
                else month_name(refused.held, frame.lang))
        return frame.t(key, kind=frame.t(f"list.kind.{refused.kind}"), month=held)
    if refused.refusal is Refusal.NOT_DWZ_HEADER and refused.column in _DWZ_FORMS:
        forms_key, forms = _DWZ_FORMS[refused.column]
        return frame.t(forms_key, **forms)
    if refused.refusal is Refusal.FUTURE and refused.month is not None and refused.kind == "dwz":
        return frame.t(f"{key}.dwz", day=day(refused.month, frame.lang))
    month = ("" if refused.month is None
             else month_name(refused.month, frame.lang))
    return frame.t(key, quoted=refused.quoted, member=refused.member,
                   column=_DWZ_COLUMNS.get(refused.column, refused.column),
                   method=refused.method, megabytes=refused.megabytes, month=month,
                   first=FIRST_LIST.year)


def problem_text(frame: Frame, problem: ListProblem) -> str:
    """A line not read: its number, why (a value out of its range with the range), and the
    start of its text."""
    field = frame.t(f"list.field.{problem.field}") if problem.field else ""
    low, high = problem.allowed or (0, 0)
    why = frame.t(f"list.problem.{problem.issue.value}", token=problem.token, field=field,
                  low=low, high=high)
    if problem.text:
        return frame.t("list.problem.quoted", line=problem.line, why=why, text=problem.text)
    return frame.t("list.problem", line=problem.line, why=why)


def show_outcome(frame: Frame, outcome: Outcome) -> None:
    """What the last upload came to (see :class:`Outcome`): each list loaded, then why the
    rest was not."""
    t = frame.t
    for number, report in enumerate(outcome.reports):
        if isinstance(report, DwzImport):
            show_dwz_loaded(frame, outcome.file, report)
        else:
            show_loaded(frame, outcome.file, report)
        if report.problem_count:
            problem_list(report.problems, lambda p: problem_text(frame, p),
                         t("list.import.problems", n=report.problem_count),
                         t("list.import.more", n=report.problem_count
                           - min(len(report.problems), PROBLEMS_SHOWN)),
                         f"list_problems_{number}", report.problem_count)
    if outcome.busy:
        st.warning(t("list.import.busy"), icon=":material/hourglass_top:")
    elif outcome.refused is not None:
        st.error(t("list.refused", file=outcome.file,
                   why=refusal_text(frame, outcome.refused)), icon=":material/block:")
    elif outcome.failed:
        why = (store_text(frame, outcome.missing) if outcome.failed == "store"
               else t(f"list.import.failed.{outcome.failed}"))
        st.error(t("list.import.failed", file=outcome.file, why=why), icon=":material/error:")
        if outcome.detail:
            st.caption(t("list.import.failed.detail", detail=outcome.detail))


def show_loaded(frame: Frame, file: str, report: ImportReport) -> None:
    """One of FIDE's lists loaded: its players, kind and month, and where it took the place
    of the same month's list loaded before, that."""
    t, loaded = frame.t, report.loaded
    st.success(t("list.import.done", file=file, n=loaded.players,
                 kind=t(f"list.kind.{loaded.kind.value}"),
                 month=month_name(loaded.month, frame.lang)),
               icon=":material/check_circle:")
    if report.replaced is not None:
        st.caption(t("list.import.replaced",
                     month=month_name(report.replaced.month, frame.lang)))


def show_dwz_loaded(frame: Frame, file: str, report: DwzImport) -> None:
    """The DWZ list loaded: its players, its day and whose place it took."""
    t, loaded = frame.t, report.loaded
    st.success(t("list.import.done.dwz", file=file, n=loaded.players,
                 day=day(loaded.day, frame.lang)), icon=":material/check_circle:")
    if report.replaced is not None and report.replaced.day != loaded.day:
        st.caption(t("list.import.replaced.dwz",
                     day=day(report.replaced.day, frame.lang)))
