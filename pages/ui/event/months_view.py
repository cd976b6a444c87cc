"""The Whole event page's months, drawn from :mod:`pages.ui.event.months`: for an event whose
rounds run over more than 30 days (a league), that it is rated month by month and why, with
each month's rounds and list; for one that gives no round dates but whose dates run over more
than 30 days, that it is rated as one period; and the chosen player's months, a rating period
each, with the rating it used. By the DWZ, that a long event is evaluated as a whole."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from elo_core import LONG_EVENT_DAYS
from elo_core.language import compact, count, day, month_name, number
from pages.ui.event.months import LongEvent, MonthsShown, PlayerMonthRow
from pages.ui.in_force import Frame
from pages.ui.shared import numbers
from pages.ui.shared.rating_list import list_name
from pages.ui.shared.tables import column_config, swipe_hint


def _rounds(rounds: tuple[int, ...]) -> str:
    """``1–2``, ``5``, ``3, 5``: a month's rounds."""
    if len(rounds) > 1 and rounds[-1] - rounds[0] == len(rounds) - 1:
        return f"{rounds[0]}–{rounds[-1]}"
    return ", ".join(map(str, rounds))


def section(frame: Frame, periods: MonthsShown | None) -> None:
    """That the event is rated month by month, why, and each month's rounds and list; or that
    one whose dates run long is rated as one period for want of round dates."""
    t, lang = frame.t, frame.lang
    if periods is None:
        return
    if not periods.by_month:
        if not periods.dated and periods.days is not None and periods.days > LONG_EVENT_DAYS:
            st.warning(t("event.months.no_dates", days=count(periods.days, lang)),
                       icon=":material/calendar_month:")
        return
    assert periods.first is not None and periods.last is not None
    with st.container(key="event_months"):
        st.subheader(t("event.months.title"))
        st.markdown(t("event.months.why", days=count(periods.days or 0, lang),
                      first=day(periods.first, lang),
                      last=day(periods.last, lang)))
        rows = [[month_name(m.month, lang), _rounds(m.rounds),
                 list_name(frame, m.month, periods.kind) if m.list_kept
                 else t("event.months.not_kept")] for m in periods.months]
        table = pd.DataFrame(rows, columns=[t("mcol.month"), t("mcol.rounds"),
                                            t("mcol.list")], dtype=str)
        # three columns: they fit a phone's width
        st.dataframe(table, hide_index=True, key="event_months_table",
                     column_config=column_config(table), width="content")
        if periods.standard_lent:
            st.caption(t("event.months.lent",
                         kind=t(f"event.play.kind.{periods.kind.value}")))
        if periods.undated:
            st.caption(t("event.months.undated", n=len(periods.undated),
                         rounds=", ".join(map(str, periods.undated))))
        st.caption(t("event.months.how"))
        st.caption(t("event.months.reading"))


def _row(frame: Frame, row: PlayerMonthRow) -> list[str]:
    t, lang = frame.t, frame.lang
    rated = row.rating is not None
    change = ("" if row.change is None
              else numbers.change_text(row.change, row.rounded, lang))
    return [month_name(row.month, lang), _rounds(row.rounds),
            "–" if row.rating is None else str(row.rating),
            t(f"event.months.from.{row.rating_from}") if rated
            else t("event.months.unrated"),
            "" if row.k is None else compact(row.k, lang),
            str(row.games), numbers.score(row.points, lang),
            "" if row.expected is None else number(row.expected, lang, 2), change]


def player_months(frame: Frame, periods: MonthsShown | None) -> None:
    """The chosen player's months, a rating period each (where the event is rated by month):
    month, rounds, the rating used and where it comes from, K, games, points, expected score and
    the change as published."""
    if periods is None or not periods.by_month or not periods.player:
        return
    t = frame.t
    table = pd.DataFrame([_row(frame, row) for row in periods.player],
                         columns=[t(key) for key in (
                             "mcol.month", "mcol.rounds", "ecol.rating", "mcol.rating_from",
                             "ecol.k", "ecol.rated_games", "ecol.points", "ecol.expected",
                             "ecol.change")], dtype=str)
    with st.container(key="event_player_months"):
        st.caption(t("event.months.player"))
        config = column_config(table)
        swipe_hint(t("table.swipe"), config, "event_player_months")
        st.dataframe(table, hide_index=True, column_config=config, width="content",
                     key="_event_player_months_table")
        st.caption(t("event.months.link"))


def by_dwz(frame: Frame, long: LongEvent | None) -> None:
    """That an event of more than 30 days, which FIDE rates month by month, is evaluated by the
    DWZ as a whole (:class:`~elo_core.event_months.OnePeriod`)."""
    if long is None:
        return
    t, lang = frame.t, frame.lang
    st.info(t("event.months.dwz", days=count(long.days, lang),
              first=day(long.first, lang), last=day(long.last, lang)),
            icon=":material/calendar_month:")
