"""The Rating list page's lists kept (kind, month, players, when imported, from which file; every
month of FIDE's kept, the newest first; the DSB's DWZ list with its day; where the store cannot
be read, why) and its search: a name
or a FIDE ID (in the DWZ list also a ZPS-member number) in the month chosen where more than one
is kept, the players it finds as a table, best match first, with their rating on each other
month kept beside it: a short rating history. A table wider than a phone says that it scrolls
sideways."""

from __future__ import annotations

from datetime import date

import pandas as pd
import streamlit as st

from elo_core import DwzList, DwzPlayer, ListedPlayer, Listing, ListKind, LoadedList
from elo_core.language import count, day, month_name
from pages.ui.in_force import Frame
from pages.ui.list.outcome import store_text
from pages.ui.shared import rating_list, tables

#: The most players the search shows (the store gives at most 100).
SHOWN_PLAYERS = 50


def lists_table(frame: Frame, loaded: list[LoadedList],
                dwz: DwzList | None = None) -> pd.DataFrame:
    """One row a list: its kind, month (the DWZ list's: its day), players (all of them, with
    the language's thousands separator), the day it was imported and the file it came from."""
    t, lang = frame.t, frame.lang
    rows = [(t(f"list.kind.{item.kind.value}"), month_name(item.month, lang),
             item.players, item.imported, item.source) for item in loaded]
    if dwz is not None:
        rows.append((t("list.kind.dwz"), day(dwz.day, lang), dwz.players,
                     dwz.imported, dwz.source))
    return pd.DataFrame({
        t("list.col.kind"): [kind for kind, *_ in rows],
        t("list.col.month"): [month for _, month, *_ in rows],
        t("list.col.players"): [count(players, lang) for _, _, players, *_ in rows],
        t("list.col.imported"): [day(imported.date(), lang)
                                 for *_, imported, _ in rows],
        t("list.col.source"): [source for *_, source in rows],
    })


def players_table(frame: Frame, players: list[ListedPlayer],
                  histories: dict[int, list[Listing]] | None = None,
                  months: list[date] | None = None) -> pd.DataFrame:
    """The players found, best match first: name, FIDE ID, federation, title, rating, the
    month's games, K, birth year and whether the list flags them inactive; then, from
    ``histories``, their rating on each of the other ``months`` kept, in their order (``–``
    where that month's list holds them unrated or not at all)."""
    t = frame.t
    table = pd.DataFrame({
        t("list.col.name"): [p.name for p in players],
        t("list.col.id"): [str(p.fide_id) for p in players],
        t("list.col.federation"): [p.federation for p in players],
        t("list.col.title"): [" ".join(filter(None, (p.title, p.women_title)))
                              for p in players],
        t("list.col.rating"): [_shown(p.rating) for p in players],
        t("list.col.games"): [_shown(p.games) for p in players],
        t("list.col.k"): [_shown(p.k) for p in players],
        t("list.col.born"): [_shown(p.birth_year) for p in players],
        t("list.col.inactive"): [t("list.yes") if p.inactive else "" for p in players],
    })
    ratings = {(p.fide_id, line.month): line.player.rating
               for p in players for line in (histories or {}).get(p.fide_id, [])}
    for month in months or []:
        table[rating_list.short_month(month, frame.lang)] = [
            _shown(ratings.get((p.fide_id, month))) or "–" for p in players]
    return table


def _shown(value: int | None) -> str:
    return "" if value is None else str(value)


def dwz_table(frame: Frame, players: list[DwzPlayer]) -> pd.DataFrame:
    """The DWZ list's players found, best match first: name, ZPS-member number, club, DWZ,
    Index, birth year, FIDE ID and FIDE Elo."""
    t = frame.t
    return pd.DataFrame({
        t("list.col.name"): [p.name for p in players],
        t("list.col.member"): [p.member_id for p in players],
        t("list.col.club"): [p.club for p in players],
        t("list.col.dwz"): [_shown(p.dwz) for p in players],
        t("list.col.index"): [_shown(p.index) for p in players],
        t("list.col.born"): [_shown(p.birth_year) for p in players],
        t("list.col.id"): [_shown(p.fide_id) for p in players],
        t("list.col.fide_elo"): [_shown(p.fide_elo) for p in players],
    })


def _table(frame: Frame, table: pd.DataFrame, key: str) -> None:
    """``table`` with its columns sized to their content, saying on a phone where it scrolls
    sideways."""
    config = tables.column_config(table)
    tables.swipe_hint(frame.t("table.swipe"), config, key)
    st.dataframe(table, hide_index=True, column_config=config, key=key)


def show_lists(frame: Frame, *, kept: list[LoadedList], dwz: DwzList | None = None) -> None:
    """The lists kept, or that none is and how to load one; where the store cannot be read,
    why."""
    st.subheader(frame.t("list.loaded"))
    trouble = rating_list.store_trouble()
    if trouble is not None:
        st.error(frame.t("list.store.trouble", why=store_text(frame, trouble.missing)),
                 icon=":material/error:")
    if not kept and dwz is None:
        rating_list.no_list_hint(frame, on_list_page=True)
        return
    _table(frame, lists_table(frame, kept, dwz), "list_lists")


def show_search(frame: Frame, *, loaded: list[LoadedList], dwz: DwzList | None = None) -> None:
    """A choice of the list where more than one kind is loaded, of its month where more than
    one is kept, a box for what it is searched by (FIDE's: a name or FIDE ID; the DWZ list's:
    also a ZPS-member number), labelled and explained so, kept in the session, never in the
    link, and the players found, in the list's own columns (:func:`players_table`,
    :func:`dwz_table`)."""
    t = frame.t
    st.subheader(t("list.search"))
    kinds = [item.kind.value for item in loaded] + ([] if dwz is None else ["dwz"])
    kind = kinds[0]
    if len(kinds) > 1:
        kind = st.segmented_control(t("list.search.kind"), kinds, key="_list_kind",
                                    default=kinds[0], required=True,
                                    format_func=lambda name: t(f"list.kind.{name}")) or kind
    chosen = None if kind == "dwz" else rating_list.month_choice(frame, ListKind(kind))
    dwz_box = ".dwz" if kind == "dwz" else ""
    text = st.text_input(t(f"list.search.box{dwz_box}"), key="_list_find",
                         max_chars=rating_list.SEARCH_CHARS,
                         help=t(f"list.search.help{dwz_box}"))
    if not text.strip():
        return
    others: list[date] = []
    if chosen is None:
        dwz_found = rating_list.dwz_search(text, SHOWN_PLAYERS)
        table, many = dwz_table(frame, dwz_found), len(dwz_found)
    else:
        found = rating_list.search(text, chosen.kind, SHOWN_PLAYERS, chosen.month)
        others = [item.month for item in rating_list.kept_lists(chosen.kind)
                  if item.month != chosen.month]
        histories = (rating_list.histories([p.fide_id for p in found], chosen.kind)
                     if others else {})
        table, many = players_table(frame, found, histories, others), len(found)
    if not many:
        st.info(t("list.search.none", kind=t(f"list.kind.{kind}"), text=text.strip()))
        return
    st.caption(t("list.search.found", n=many))
    if others:
        st.caption(t("list.search.history"))
    _table(frame, table, "list_found")
