"""The import of an uploaded list, run in a process of its own (:mod:`pages.ui.apart`): the
engine's import of the whole list peaks at about 143 MB (docs/speed.md), which the server would
otherwise keep after it; apart, the system takes it back when the child ends.

The file is taken as the command line's ``rating-list import`` takes it: the DSB's export (the
DWZ database's zip holding ``spieler.csv``, or a file whose first line is ``spieler.csv``'s
header, :func:`~elo_core.rating_list.dsb.is_dwz_export`) as the DWZ list, any other as one of
FIDE's lists.

This module imports only the engine's rating list, so that the helper that forks the child
starts without Streamlit."""

from __future__ import annotations

from pathlib import Path

from elo_core.rating_list import ImportReport, RatingStore, import_list
from elo_core.rating_list.dsb import DwzImport, import_dwz, is_dwz_export


def load(store: Path, file: Path) -> ImportReport | DwzImport:
    """``file`` imported into the store at ``store`` (see :func:`import_list`,
    :func:`import_dwz`): a newer or the same month (the DWZ list's: day) of a kind takes the
    place of the one loaded, an older one is refused."""
    if is_dwz_export(file):
        return import_dwz(RatingStore(store), file)
    return import_list(RatingStore(store), file)
