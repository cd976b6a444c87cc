"""The Whole event page's check against FIDE's list, drawn: an arbiter's look before the
report is sent at each rating, title, federation and birth year the file writes otherwise
than the month's list, the players the list does not hold, and how many players' norms count
the list's title or federation (:mod:`pages.ui.event.list_check` works it out)."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from pages.ui.event.list_check import ListChecked, ListRow
from pages.ui.frame import Frame
from pages.ui.shared.rating_list import list_name, no_list


def _table(frame: Frame, rows: tuple[ListRow, ...], key: str, differing: bool) -> None:
    t = frame.t
    columns = [t("rlist.col.rank"), t("rlist.col.name"), t("rlist.col.id")]
    columns += ([t("rlist.col.field"), t("rlist.col.file"), t("rlist.col.list")] if differing
                else [t("rlist.col.several")])
    data = [[str(r.start_rank), r.name, r.fide_id,
             *([t(f"rlist.field.{r.field}"), r.in_file or "–", r.listed or "–"] if differing
               else [r.listed])] for r in rows]
    st.dataframe(pd.DataFrame(data, columns=columns, dtype=str), hide_index=True, key=key)


def section(frame: Frame, checked: ListChecked | None) -> None:
    """The check, in an expander that says what it found; where no list is loaded, that."""
    t = frame.t
    if checked is None:
        no_list(frame)
        return
    source = list_name(frame, checked.month)
    players = len({r.start_rank for r in checked.differing})
    label = t("rlist.check", source=source, n=players, missing=len(checked.not_listed))
    with st.expander(label, key="_list_check", icon=":material/fact_check:"):
        if checked.differing:
            st.caption(t("rlist.differs", source=source))
            _table(frame, checked.differing, "_list_differs", True)
        if checked.not_listed:
            st.caption(t("rlist.missing", source=source))
            _table(frame, checked.not_listed, "_list_missing", False)
        if not checked.differing and not checked.not_listed:
            st.caption(t("rlist.agrees", source=source))
        if checked.completed:
            st.caption(t("rlist.norm_facts", n=checked.completed, source=source))
