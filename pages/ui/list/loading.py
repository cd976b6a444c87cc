"""The import of an uploaded list, run in a process of its own (:mod:`pages.ui.apart`): the
engine's import of the whole list peaks at about 143 MB (docs/speed.md), which the server would
otherwise keep after it; apart, the system takes it back when the child ends.

The file is taken as the command line's ``rating-list import`` takes it: the DSB's export (the
DWZ database's zip holding ``spieler.csv``, or a file whose first line is ``spieler.csv``'s
header, :func:`~elo_core.rating_list.dsb.is_dwz_export`) as the DWZ list, any other as one of
FIDE's lists. A list of FIDE's whose name and header do not say its month, and the combined
list, which holds all three kinds, are not loaded at first sight: what they say is handed back
for the page to ask which month and which kinds (:func:`first_look`).

This module imports only the engine's rating list, so that the helper that forks the child
starts without Streamlit."""

from __future__ import annotations

import threading
from datetime import date
from pathlib import Path

from elo_core import (
    DwzImport,
    ImportReport,
    ListFacts,
    ListKind,
    RatingStore,
    import_dwz,
    import_list,
    is_dwz_export,
    read_facts,
)

#: One change of the store at a time in this server: an import, or a list's removal.
ONE_AT_A_TIME = threading.Lock()


def first_look(store: Path, file: Path, allow_older: bool = False
               ) -> ImportReport | DwzImport | ListFacts:
    """``file`` imported into the store at ``store`` where it says all an import needs (see
    :func:`import_list`, :func:`import_dwz`: the DSB's export of an earlier day than the
    store's only with ``allow_older``); else what it says: a list of FIDE's whose month
    nothing says, or the combined list."""
    if is_dwz_export(file):
        return import_dwz(RatingStore(store), file, allow_older=allow_older)
    facts = read_facts(file)
    if facts.month is None or facts.combined:
        return facts
    return import_list(RatingStore(store), file)


def load(store: Path, file: Path, kind: ListKind, month: date) -> ImportReport:
    """The list of ``kind`` in ``file`` imported into the store at ``store`` as ``month``'s."""
    return import_list(RatingStore(store), file, kind, month)
