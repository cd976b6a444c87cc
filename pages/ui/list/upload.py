"""The Rating list page's import: FIDE's TXT list, zipped or not, or the DSB's DWZ export
(the DWZ database's zip, or its ``spieler.csv``), told apart by its header as the command line
does, uploaded (at most :data:`LIST_MB`), written to a temporary file and imported in a process
of its own (:mod:`pages.ui.list.loading`); then what it loaded (players, kind, month; the DWZ
list's day) and the lines it did not read, or why the file was refused, in the user's
language.

The upload is there only where the server's operator allows it (``ELO_LIST_UPLOAD=1``): the
store is the server's, shared by every visitor, so on a public server anyone could replace the
list everyone looks players up in. Elsewhere the page says how to load one on the command line
and how to allow the upload. The server's own limit (``server.maxUploadSize``, 10 MB in
.streamlit/config.toml) must be raised for it: the page says so where it is lower than
:data:`LIST_MB`.

One import at a time in this server (a lock): a second upload while one runs is told so, as is
an import that finds the store locked by another process (SQLite's own lock: the store is
written in one transaction, so it is never left half written). The uploaded file's name is
kept (it says the kind and month: ``standard_dec26frl.zip``), stripped of anything but
letters, digits and ``._-``.
"""

from __future__ import annotations

import logging
import re
import sqlite3
import tempfile
import threading
from pathlib import Path
from typing import NamedTuple

import streamlit as st

from elo_core.rating_list import ImportReport, ListProblem, ListRefused, NoStore, Refusal
from elo_core.rating_list.dsb import DwzImport
from elo_core.rating_list.store import store_path
from pages.ui import apart
from pages.ui.frame import Frame
from pages.ui.list import loading
from pages.ui.shared import numbers, rating_list, widgets
from pages.ui.shared.messages import PROBLEMS_SHOWN, problem_list

#: The largest list the upload takes, in MB: FIDE's whole standard list is about 40 MB zipped.
LIST_MB = 60
_UPLOAD, _PENDING, _OUTCOME = "_list_upload", "_list_pending", "_list_outcome"
_LOADING = threading.Lock()
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
#: The columns of the DSB's export a header may lack, as the export writes them: the ZPS and
#: the DWZ are one column each; a member's number and a player's name have two forms each,
#: quoted in a sentence of the page's language.
_DWZ_COLUMNS = {"zps": "ZPS", "dwz": "DWZ"}
_DWZ_FORMS = {
    "member": ("list.refused.no-member-column", {"older": "Mgl-Nr", "newer": "Mitgliedsnummer"}),
    "name": ("list.refused.no-name-columns", {"name": "Spielername", "surname": "Nachname",
                                               "given": "Vorname"}),
}
_LOG = logging.getLogger(__name__)


class Outcome(NamedTuple):
    """What the last upload came to: the file's name and the import's report, the refusal,
    ``busy`` or why it failed (``failed``: ``apart``, ``store``, ``file`` or ``other``, said in
    the page's language; ``detail``: the error's own words, shown only as a detail)."""

    file: str
    report: ImportReport | DwzImport | None = None
    refused: ListRefused | None = None
    busy: bool = False
    failed: str = ""
    detail: str = ""


def safe_name(name: str) -> str:
    """An uploaded file's name as a file of ours: ``standard_dec26frl.zip`` as it is,
    ``../x y.txt`` → ``x_y.txt``."""
    return _UNSAFE.sub("_", Path(name).name).strip("._")[:100] or "list.txt"


def import_upload(name: str, data: memoryview) -> Outcome:
    """The upload's bytes imported into the server's store, apart (see the module)."""
    if not _LOADING.acquire(blocking=False):
        return Outcome(name, busy=True)
    try:
        with tempfile.TemporaryDirectory(prefix="elo-list-") as folder:
            file = Path(folder) / safe_name(name)
            file.write_bytes(data)
            return Outcome(name, report=apart.run(loading.load, store_path(), file))
    except ListRefused as refused:
        return Outcome(name, refused=refused)
    except sqlite3.OperationalError:
        return Outcome(name, busy=True)
    except apart.ApartFailed as error:
        return Outcome(name, failed="apart", detail=str(error))
    except (NoStore, sqlite3.DatabaseError) as error:
        return Outcome(name, failed="store", detail=str(error))
    except OSError as error:
        return Outcome(name, failed="file", detail=str(error))
    except Exception as error:  # the page says so and stays; the traceback goes to the log
        _LOG.exception("the upload of %s failed", name)
        return Outcome(name, failed="other", detail=f"{type(error).__name__}: {error}")
    finally:
        _LOADING.release()


def refusal_text(frame: Frame, refused: ListRefused) -> str:
    """Why a file was not taken as a list, in the user's language, from the refusal's
    fields."""
    key = f"list.refused.{refused.refusal.value}"
    if refused.refusal is Refusal.OLDER_MONTH and refused.held is not None:
        held = (numbers.day(refused.held, frame.lang) if refused.kind == "dwz"
                else rating_list.month_name(refused.held, frame.lang))
        return frame.t(key, kind=frame.t(f"list.kind.{refused.kind}"), month=held)
    if refused.refusal is Refusal.NOT_DWZ_HEADER and refused.column in _DWZ_FORMS:
        forms_key, forms = _DWZ_FORMS[refused.column]
        return frame.t(forms_key, **forms)
    return frame.t(key, quoted=refused.quoted, member=refused.member,
                   column=_DWZ_COLUMNS.get(refused.column, refused.column))


def problem_text(frame: Frame, problem: ListProblem) -> str:
    """A line not read: its number, why, and the start of its text."""
    field = frame.t(f"list.field.{problem.field}") if problem.field else ""
    why = frame.t(f"list.problem.{problem.issue.value}", token=problem.token, field=field)
    if problem.text:
        return frame.t("list.problem.quoted", line=problem.line, why=why, text=problem.text)
    return frame.t("list.problem", line=problem.line, why=why)


def show_outcome(frame: Frame, outcome: Outcome) -> None:
    """What the last upload came to (see :class:`Outcome`)."""
    t = frame.t
    if outcome.busy:
        st.warning(t("list.import.busy"), icon=":material/hourglass_top:")
    elif outcome.refused is not None:
        st.error(t("list.refused", file=outcome.file,
                   why=refusal_text(frame, outcome.refused)), icon=":material/block:")
    elif outcome.failed:
        st.error(t("list.import.failed", file=outcome.file,
                   why=t(f"list.import.failed.{outcome.failed}")), icon=":material/error:")
        if outcome.detail:
            st.caption(t("list.import.failed.detail", detail=outcome.detail))
    elif outcome.report is not None:
        report = outcome.report
        if isinstance(report, DwzImport):
            show_dwz_loaded(frame, outcome.file, report)
        else:
            loaded = report.loaded
            st.success(t("list.import.done", file=outcome.file, n=loaded.players,
                         kind=t(f"list.kind.{loaded.kind.value}"),
                         month=rating_list.month_name(loaded.month, frame.lang)),
                       icon=":material/check_circle:")
            if report.replaced is not None and report.replaced.month != loaded.month:
                st.caption(t("list.import.replaced",
                             month=rating_list.month_name(report.replaced.month, frame.lang)))
        if report.problem_count:
            problem_list(report.problems, lambda p: problem_text(frame, p),
                         t("list.import.problems", n=report.problem_count),
                         t("list.import.more", n=report.problem_count
                           - min(len(report.problems), PROBLEMS_SHOWN)),
                         "list_problems", report.problem_count)


def show_dwz_loaded(frame: Frame, file: str, report: DwzImport) -> None:
    """The DWZ list loaded: its players, its day and whose place it took."""
    t, loaded = frame.t, report.loaded
    st.success(t("list.import.done.dwz", file=file, n=loaded.players,
                 day=numbers.day(loaded.day, frame.lang)), icon=":material/check_circle:")
    if report.replaced is not None and report.replaced.day != loaded.day:
        st.caption(t("list.import.replaced.dwz",
                     day=numbers.day(report.replaced.day, frame.lang)))


def upload(frame: Frame) -> None:
    """The upload, the import it starts (a spinner while it runs) and what it came to; where
    the server does not allow it, how to load a list on its command line and allow it."""
    t = frame.t
    st.subheader(t("list.import"))
    if not rating_list.upload_allowed():
        st.markdown(t("list.import.not_here"))
        return
    server_mb = int(st.get_option("server.maxUploadSize"))
    limit_mb = min(LIST_MB, server_mb)
    st.markdown(t("list.import.how", size=numbers.megabytes(limit_mb, frame.lang)))
    if server_mb < LIST_MB:
        st.warning(t("list.import.server_limit", size=numbers.megabytes(server_mb, frame.lang)),
                   icon=":material/warning:")

    def uploaded() -> None:
        st.session_state[_PENDING] = st.session_state.get(_UPLOAD) is not None

    widgets.file_upload(frame, _UPLOAD, t("list.upload"), ("txt", "csv", "zip"), uploaded,
                        t("list.upload.help"), limit_mb=limit_mb)
    file = st.session_state.get(_UPLOAD)
    if st.session_state.pop(_PENDING, False) and file is not None:
        with st.spinner(t("list.import.running")):
            st.session_state[_OUTCOME] = import_upload(file.name, file.getbuffer())
        st.rerun()  # the frame's line names the list just loaded
    outcome: Outcome | None = st.session_state.get(_OUTCOME)
    if outcome is not None:
        show_outcome(frame, outcome)
