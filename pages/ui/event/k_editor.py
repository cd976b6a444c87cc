"""K for the whole event: FIDE's rule from each player's facts in the file, or one K for all;
and a K set by hand per player in an editable table, which wins over both. All of it is in the
link (``k_all``, ``k_set=3:40,7:10``), so a link reproduces the arbiter's corrections.

A K set by hand is for players, not for start ranks: the link marks whose it is (``k_for``, a
digest of the names at its start ranks), and it applies to a file with those players at those
ranks only (the same file, or one corrected). Another file is rated without it, and the page
says so, with a button that applies it there all the same. A K set that a link gives without its
mark (typed by hand) is for the file it is first shown with.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pandas as pd
import streamlit as st

from elo_core.language import compact
from pages.ui import link
from pages.ui.event.shown import EditorRow, players_mark
from pages.ui.in_force import Frame
from pages.ui.link import params

_CHOICES = ("rule", "one")
#: The K a switch to one K for all starts from.
ONE_K = 20


def choice(frame: Frame) -> int | None:
    """FIDE's rule (``None``) or one K for every player."""
    t, current = frame.t, link.values()
    widget = "_k_all_choice"
    st.session_state[widget] = "rule" if current["k_all"] is None else "one"

    def switched() -> None:
        current["k_all"] = None if st.session_state[widget] == "rule" else ONE_K

    st.segmented_control(t("event.k"), _CHOICES, key=widget, required=True, on_change=switched,
                         format_func=lambda name: t(f"event.k.{name}"), help=t("event.k.help"))
    if current["k_all"] is not None:
        key, store = link.bind("k_all")
        st.number_input(t("event.k.all"), *link.bounds("k_all"), step=1, key=key,
                        on_change=store)
    value = current["k_all"]
    return None if value is None else int(value)


def in_link() -> dict[int, int]:
    """K set by hand, by start rank, as the link holds it, for whichever players."""
    return dict(link.values()["k_set"])


def bind(names: Callable[[], Mapping[int, str]]) -> None:
    """Mark a K set the link gave without its players as for the players ``names`` gives (by
    start rank; asked for only if so): the file's shown with it, which a new file is about to
    replace, or else the first file's."""
    current = link.values()
    if current["k_set"] and current["k_for"] is None:
        current["k_for"] = players_mark(names(), current["k_set"])


def with_edits(current: dict[int, int], ranks: list[int], edits: dict[str, Any]
               ) -> dict[int, int]:
    """K set by hand after a data editor's edits of the rows ``ranks`` (by start rank): a K
    typed sets it (within 1–100), a cleared cell takes it back."""
    changed = dict(current)
    for row, change in edits.get("edited_rows", {}).items():
        if "set" not in change:
            continue
        rank, value = ranks[int(row)], change["set"]
        if value is None or pd.isna(value):
            changed.pop(rank, None)
        else:
            changed[rank] = min(max(int(value), params.k.low), params.k.high)
    return changed


def editor(frame: Frame, rows: Sequence[EditorRow], names: Mapping[int, str],
           applies: bool) -> None:
    """The rated players (``rows``) with their K and a column to set one; an edit goes into
    the link, marked as for these players (``names``: those of the link's K set the file has,
    by start rank), and the table is drawn afresh from it. ``applies``: the link's K set is
    for these players."""
    t, lang = frame.t, frame.lang
    current = in_link() if applies else {}
    names = {**names, **{row.rank: row.name for row in rows}}
    ranks = [row.rank for row in rows]
    table = pd.DataFrame({
        "rank": pd.Series(ranks, dtype="Int64"),
        "name": pd.Series([row.name for row in rows], dtype="string"),
        "rating": pd.Series([row.rating for row in rows], dtype="Int64"),
        "k": pd.Series(["" if row.k is None else compact(row.k, lang) for row in rows],
                       dtype="string"),
        "set": pd.Series([current.get(rank) for rank in ranks], dtype="Int64"),
    })
    written = params.write_k_set(current)
    # a new table after each edit, drawn from the link: the editor never holds an edit of its own
    key = f"_k_editor_{zlib.crc32(f'{len(ranks)}|{written}'.encode())}"

    def edited() -> None:
        changed = with_edits(current, ranks, st.session_state[key])
        link.values().update(k_set=changed, k_for=players_mark(names, changed))

    st.caption(t("event.k.set.caption"))
    st.data_editor(
        table, key=key, hide_index=True, on_change=edited, num_rows="fixed",
        disabled=["rank", "name", "rating", "k"], width="stretch", placeholder="",
        column_order=["rank", "name", "rating", "k", "set"],
        column_config={
            "rank": st.column_config.NumberColumn(t("ecol.rank"), format="%d", width="small",
                                                  pinned=True),
            "name": st.column_config.TextColumn(t("ecol.name"), pinned=True),
            "rating": st.column_config.NumberColumn(t("ecol.rating"), format="%d",
                                                    width="small"),
            "k": st.column_config.TextColumn(t("ecol.k"), width="small"),
            "set": st.column_config.NumberColumn(t("event.k.set.column"),
                                                 min_value=params.k.low,
                                                 max_value=params.k.high, step=1, format="%d"),
        },
    )
    if current:
        st.button(t("event.k.reset"), key="_k_reset", on_click=_clear)


def status(frame: Frame, names: Mapping[int, str], applies: bool, mark: str) -> None:
    """How many players have a K set by hand, and any start rank of the link's ``k_set`` that
    the file does not have (``names``: those it has, by start rank); or, where it does not
    ``apply``, that the link's K set is for other players, with a button that applies it to
    this file (marked ``mark``). Shown with the editor closed too."""
    t, current = frame.t, in_link()
    if not current:
        return
    if not applies:
        st.warning(t("event.k.for_others", pairs=", ".join(
            f"{rank}:{k}" for rank, k in sorted(current.items()))), icon=":material/person_off:")
        st.button(t("event.k.apply_here"), key="_k_apply_here", on_click=_mark,
                  args=(mark,))
        return
    unknown = sorted(set(current) - set(names))
    known = len(current) - len(unknown)
    notes = [t("event.k.set.count", n=known)] if known else []
    if unknown:
        notes.append(t("event.k.no_such_player", ranks=", ".join(map(str, unknown))))
    st.caption(" ".join(notes))


def _mark(players: str) -> None:
    link.values()["k_for"] = players


def _clear() -> None:
    link.values()["k_set"] = {}
