"""The Whole event page's check against FIDE's list, drawn: an arbiter's look before the
report is sent at each rating, title, federation and birth year the file writes otherwise
than the list of the event's month (the latest kept where that is not, said so) and kind
(under FIDE's rapid & blitz rules the rapid or the blitz list, chosen here as on the
Tournament page, and named), the players the list does not hold, and how many players' norms
count the list's title or federation (:mod:`pages.ui.event.list_check` works it out).

Held against another month's list than the event's, a rating, title or federation that
differs may have changed between the two months (:attr:`elo_core.rating_list.trf_check.
Field.monthly`): those are shown apart, said to be no error of the file as such, and only
what no month changes (a birth year) is given to check before the report is sent."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from elo_core import Field, Play
from elo_core.language import month_name
from pages.ui.event.list_check import ListChecked, ListRow
from pages.ui.in_force import Frame
from pages.ui.shared.rating_list import any_loaded, kind_choice, list_name, no_list, not_loaded


def _table(frame: Frame, rows: tuple[ListRow, ...], key: str, differing: bool) -> None:
    t = frame.t
    columns = [t("rlist.col.rank"), t("rlist.col.name"), t("rlist.col.id")]
    columns += ([t("rlist.col.field"), t("rlist.col.file"), t("rlist.col.list")] if differing
                else [t("rlist.col.several")])
    data = [[str(r.start_rank), r.name, r.fide_id,
             *([t(f"rlist.field.{r.field}"), r.in_file or "–", r.listed or "–"] if differing
               else [r.listed])] for r in rows]
    st.dataframe(pd.DataFrame(data, columns=columns, dtype=str), hide_index=True, key=key)


def section(frame: Frame, checked: ListChecked | None, play: Play | None = None) -> None:
    """The check, in an expander that says what it found and names the list; under FIDE's
    rapid & blitz rules, above it, the choice of the rapid or the blitz list. Where no list
    is loaded, that; where the rapid or blitz list chosen is not, that, and nothing
    compared (not even against another kind's list). An event's kind of ``play``, rapid or
    blitz, says which list, and no choice is drawn."""
    t = frame.t
    if not any_loaded():
        no_list(frame)
        return
    kind = kind_choice(frame, "rlist.kind.help.event", play)
    if checked is None:
        st.info(not_loaded(frame, "rlist.kind.none.event", kind=t(f"rlist.kind.{kind.value}")))
        return
    source = list_name(frame, checked.month, checked.kind)
    players = len({r.start_rank for r in checked.differing})
    label = t("rlist.check", source=source, n=players, missing=len(checked.not_listed))
    other_month = checked.event_month
    changed = tuple(r for r in checked.differing
                    if other_month is not None and Field(r.field).monthly)
    to_check = tuple(r for r in checked.differing if r not in changed)
    with st.expander(label, key="_list_check", icon=":material/fact_check:"):
        if to_check:
            st.caption(t("rlist.differs", source=source))
            _table(frame, to_check, "_list_differs", True)
        if changed and other_month is not None:
            st.caption(t("rlist.differs.other_month", source=source,
                         month=month_name(other_month, frame.lang)))
            _table(frame, changed, "_list_changed", True)
        if checked.not_listed:
            st.caption(t("rlist.missing", source=source))
            _table(frame, checked.not_listed, "_list_missing", False)
        if checked.event_month is not None:
            st.caption(t("rlist.event_month", month=month_name(checked.event_month, frame.lang),
                         source=source))
        if not checked.differing and not checked.not_listed:
            st.caption(t("rlist.agrees", source=source))
        if checked.completed:
            st.caption(t("rlist.norm_facts", n=checked.completed, source=source))
