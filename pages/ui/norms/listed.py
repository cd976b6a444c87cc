"""The list the Tournament and Whole event pages look players up in: the store
(``$ELO_DATA_DIR``, else ``data/``), its standard list's name as the pages say it ("FIDE's
list, December 2026"), and the one plain note that no list is loaded and how to load one."""

from __future__ import annotations

from datetime import date

import streamlit as st
from babel.dates import format_date

from elo_core.rating_list import ListKind, LoadedList, NoStore, RatingStore
from pages.ui.frame import Frame
from pages.ui.i18n import LOCALES

#: The list the pages look players up in: FIDE's standard list (the title norms' ratings,
#: B.01 1.4.6, and a standard event's report).
KIND = ListKind.STANDARD


def loaded_list() -> tuple[RatingStore, LoadedList] | None:
    """The store and its standard list, or ``None`` where none is loaded."""
    store = RatingStore()
    try:
        loaded = store.loaded(KIND)
    except NoStore:
        return None
    return None if loaded is None else (store, loaded)


def list_name(frame: Frame, month: date) -> str:
    """"FIDE's list, December 2026" (the list of ``month``) in the page's language."""
    return frame.t("rlist.name", month=format_date(month, "LLLL yyyy",
                                                    locale=LOCALES[frame.lang]))


def no_list(frame: Frame) -> None:
    """Says that no list is loaded, and how to load one."""
    st.info(frame.t("rlist.none"))
