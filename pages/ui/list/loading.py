"""The import of an uploaded list, run in a process of its own (:mod:`pages.ui.apart`): the
engine's import of the whole list peaks at about 143 MB (docs/speed.md), which the server would
otherwise keep after it; apart, the system takes it back when the child ends.

This module imports only the engine's rating list, so that the helper that forks the child
starts without Streamlit."""

from __future__ import annotations

from pathlib import Path

from elo_core.rating_list import ImportReport, RatingStore, import_list


def load(store: Path, file: Path) -> ImportReport:
    """``file`` imported into the store at ``store`` (see :func:`import_list`): a newer or the
    same month of a kind takes the place of the one loaded, an older one is refused."""
    return import_list(RatingStore(store), file)
