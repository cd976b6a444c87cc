"""The Rating list page's lists loaded (kind, month, players, when imported, from which file)
and its search: a name or a FIDE ID, the players it finds as a table, best match first."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from elo_core.rating_list import ListedPlayer, ListKind, LoadedList
from pages.ui.frame import Frame
from pages.ui.i18n import count
from pages.ui.shared import numbers, rating_list, tables

#: The most players the search shows (the store gives at most 100).
SHOWN_PLAYERS = 50


def lists_table(frame: Frame, loaded: list[LoadedList]) -> pd.DataFrame:
    """One row a list: its kind, month, players (all of them, with the language's thousands
    separator), the day it was imported and the file it came from."""
    t, lang = frame.t, frame.lang
    return pd.DataFrame({
        t("list.col.kind"): [t(f"list.kind.{item.kind.value}") for item in loaded],
        t("list.col.month"): [rating_list.month_name(item.month, lang) for item in loaded],
        t("list.col.players"): [count(item.players, lang) for item in loaded],
        t("list.col.imported"): [numbers.day(item.imported.date(), lang) for item in loaded],
        t("list.col.source"): [item.source for item in loaded],
    })


def players_table(frame: Frame, players: list[ListedPlayer]) -> pd.DataFrame:
    """The players found, best match first: name, FIDE ID, federation, title, rating, the
    month's games, K, birth year and whether the list flags them inactive."""
    t = frame.t

    def shown(value: int | None) -> str:
        return "" if value is None else str(value)

    return pd.DataFrame({
        t("list.col.name"): [p.name for p in players],
        t("list.col.id"): [str(p.fide_id) for p in players],
        t("list.col.federation"): [p.federation for p in players],
        t("list.col.title"): [" ".join(filter(None, (p.title, p.women_title)))
                              for p in players],
        t("list.col.rating"): [shown(p.rating) for p in players],
        t("list.col.games"): [shown(p.games) for p in players],
        t("list.col.k"): [shown(p.k) for p in players],
        t("list.col.born"): [shown(p.birth_year) for p in players],
        t("list.col.inactive"): [t("list.yes") if p.inactive else "" for p in players],
    })


def show_lists(frame: Frame, loaded: list[LoadedList]) -> None:
    """The lists loaded, or that none is and how to load one."""
    st.subheader(frame.t("list.loaded"))
    if not loaded:
        rating_list.no_list_hint(frame)
        return
    table = lists_table(frame, loaded)
    st.dataframe(table, hide_index=True, column_config=tables.column_config(table),
                 key="list_lists")


def show_search(frame: Frame, loaded: list[LoadedList]) -> None:
    """A box for a name or FIDE ID (kept in the session, never in the link), a choice of the
    list where more than one is loaded, and the players found."""
    t = frame.t
    st.subheader(t("list.search"))
    kinds = [item.kind.value for item in loaded]
    kind = kinds[0]
    if len(kinds) > 1:
        kind = st.segmented_control(t("list.search.kind"), kinds, key="_list_kind",
                                    default=kinds[0], required=True,
                                    format_func=lambda name: t(f"list.kind.{name}")) or kind
    text = st.text_input(t("list.search.box"), key="_list_find",
                         max_chars=rating_list.SEARCH_CHARS, help=t("list.search.help"))
    if not text.strip():
        return
    found = rating_list.search(text, ListKind(kind), SHOWN_PLAYERS)
    if not found:
        st.info(t("list.search.none", kind=t(f"list.kind.{kind}"), text=text.strip()))
        return
    st.caption(t("list.search.found", n=len(found)))
    table = players_table(frame, found)
    st.dataframe(table, hide_index=True, column_config=tables.column_config(table),
                 key="list_found")
