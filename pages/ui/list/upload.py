"""The Rating list page's import: FIDE's TXT list, zipped or not, under the names FIDE gives it
(``standard_dec26frl.zip``, ``standard_rating_list.zip``, ``players_list.zip`` with
``players_list_foa.txt`` inside), or the DSB's DWZ export (the DWZ database's zip, or its
``spieler.csv``), told apart by its header as the command line does, uploaded (at most
:data:`LIST_MB`), written to a temporary file and imported in a process of its own
(:mod:`pages.ui.list.loading`). A list that says its kind and month is loaded at once; one that
does not, and the combined list, which holds three, are asked about first
(:mod:`pages.ui.list.question`), then each kind chosen is loaded as a list of its own. What
it came to is said in the user's language (:mod:`pages.ui.list.outcome`).

The upload is there only where the server's operator allows it (``ELO_LIST_UPLOAD=1``): the
store is the server's, shared by every visitor, so on a public server anyone could replace the
list everyone looks players up in. Elsewhere the page says how to load one on the command line
and how to allow the upload. The server's own limit (``server.maxUploadSize``, 10 MB in
.streamlit/config.toml) must be raised for it: the page says so where it is lower than
:data:`LIST_MB`.

One import at a time in this server (a lock): a second upload while one runs is told so, as is
an import that finds the store locked by another process (SQLite's own lock: the store is
written in one transaction, so it is never left half written). A store that cannot be written
(a file that is none, a read-only folder, a full disk, a damaged row) is said by what it is
(:class:`~elo_core.rating_list.store.Missing`). The DSB's export of an earlier day than the
DWZ list loaded is refused saying so, with a button that loads it in that list's place (the
command line's ``--allow-older``). The uploaded file's name is kept (it says the kind and
month: ``standard_dec26frl.zip``), stripped of anything but letters, digits and ``._-``.
"""

from __future__ import annotations

import logging
import re
import sqlite3
import tempfile
from pathlib import Path

import streamlit as st

from elo_core import (
    DwzImport,
    ImportReport,
    ListFacts,
    ListRefused,
    Missing,
    NoStore,
    Refusal,
    store_path,
)
from elo_core.language import day
from pages.ui import apart
from pages.ui.in_force import Frame
from pages.ui.list import loading, question
from pages.ui.list.outcome import Outcome, show_outcome
from pages.ui.shared import numbers, rating_list, widgets

#: The largest list the upload takes, in MB: FIDE's whole standard list is about 40 MB zipped.
LIST_MB = 60
_UPLOAD, _PENDING, _OUTCOME = "_list_upload", "_list_pending", "_list_outcome"
_OLDER = "_list_older_pressed"
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
_LOG = logging.getLogger(__name__)


def safe_name(name: str) -> str:
    """An uploaded file's name as a file of ours: ``standard_dec26frl.zip`` as it is,
    ``../x y.txt`` → ``x_y.txt``."""
    return _UNSAFE.sub("_", Path(name).name).strip("._")[:100] or "list.txt"


def import_upload(name: str, data: memoryview, choice: question.Choice | None = None,
                  allow_older: bool = False) -> Outcome:
    """The upload's bytes imported into the server's store, apart (see the module): at first
    sight (no ``choice``), loaded where the file says all an import needs (the DSB's export
    of an earlier day than the store's only with ``allow_older``), else what it says, to be
    asked about; with the user's ``choice``, each kind chosen as a list of its month."""
    if not loading.ONE_AT_A_TIME.acquire(blocking=False):
        return Outcome(name, busy=True)
    reports: list[ImportReport | DwzImport] = []
    try:
        with tempfile.TemporaryDirectory(prefix="elo-list-") as folder:
            file = Path(folder) / safe_name(name)
            file.write_bytes(data)
            if choice is None:
                first = apart.run(loading.first_look, store_path(), file, allow_older)
                if isinstance(first, ListFacts):
                    return Outcome(name, asked=first)
                return Outcome(name, reports=(first,))
            for kind in choice.kinds:
                reports.append(apart.run(loading.load, store_path(), file, kind, choice.month))
            return Outcome(name, reports=tuple(reports))
    except ListRefused as refused:
        return Outcome(name, tuple(reports), refused=refused)
    except NoStore as error:
        if error.missing is Missing.BUSY:
            return Outcome(name, tuple(reports), busy=True)
        return Outcome(name, tuple(reports), failed="store", detail=error.detail,
                       missing=error.missing)
    except apart.ApartFailed as error:
        return Outcome(name, tuple(reports), failed="apart", detail=str(error))
    except sqlite3.Error as error:
        return Outcome(name, tuple(reports), failed="store", detail=str(error))
    except OSError as error:
        return Outcome(name, tuple(reports), failed="file", detail=str(error))
    except Exception as error:  # the page says so and stays; the traceback goes to the log
        _LOG.exception("the upload of %s failed", name)
        return Outcome(name, tuple(reports), failed="other",
                       detail=f"{type(error).__name__}: {error}")
    finally:
        loading.ONE_AT_A_TIME.release()


def _imported(frame: Frame, name: str, data: memoryview,
              choice: question.Choice | None = None, allow_older: bool = False) -> None:
    """The upload imported (a spinner while it runs), what it came to kept for the rerun,
    which names the lists just loaded in the frame's line."""
    with st.spinner(frame.t("list.import.running")):
        st.session_state[_OUTCOME] = import_upload(name, data, choice, allow_older)
    st.rerun()


def _press_older() -> None:
    """The button pressed, kept for the run it starts (a callback runs before the script)."""
    st.session_state[_OLDER] = True


def _older_anyway(frame: Frame, refused: ListRefused | None) -> bool:
    """Where the DSB's export was refused as older than the DWZ list loaded, a button that
    loads it in that list's place; whether it was pressed."""
    if refused is None or refused.refusal is not Refusal.OLDER_MONTH or refused.held is None:
        return False
    st.button(frame.t("list.import.older.load", day=day(refused.held, frame.lang)),
              key="_list_older_load", icon=":material/history:", on_click=_press_older)
    return bool(st.session_state.pop(_OLDER, False))


def upload(frame: Frame) -> None:
    """The upload, the import it starts, the question where the file does not say all an
    import needs, and what it came to; where the server does not allow it, how to load a list
    on its command line and allow it."""
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
        question.forget()

    widgets.file_upload(frame, _UPLOAD, t("list.upload"), ("txt", "csv", "zip"), uploaded,
                        t("list.upload.help"), limit_mb=limit_mb)
    file = st.session_state.get(_UPLOAD)
    if st.session_state.pop(_PENDING, False) and file is not None:
        _imported(frame, file.name, file.getbuffer(),
                  allow_older=st.session_state.pop(_OLDER, False))
    outcome: Outcome | None = st.session_state.get(_OUTCOME)
    if outcome is None:
        return
    if outcome.asked is None:
        show_outcome(frame, outcome)
        if (file is not None and file.name == outcome.file
                and _older_anyway(frame, outcome.refused)):
            _imported(frame, file.name, file.getbuffer(), allow_older=True)
    elif file is not None and file.name == outcome.file:
        choice = question.ask(frame, outcome.file, outcome.asked)
        if choice is not None:
            _imported(frame, file.name, file.getbuffer(), choice)
