"""K for the whole event: FIDE's rule from each player's facts in the file, or one K for all;
and a K set by hand per player in an editable table, which wins over both. All of it is in the
link (``k_all``, ``k_set=3:40,7:10``), so a link reproduces the arbiter's corrections."""

from __future__ import annotations

import zlib
from typing import Any

import pandas as pd
import streamlit as st

from elo_core.event import EventReport
from elo_core.ranges import K_MAX, K_MIN
from elo_core.trf.records import Tournament
from pages.ui import link
from pages.ui.frame import Frame
from pages.ui.link import params
from pages.ui.shared import numbers

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
        st.number_input(t("event.k.all"), K_MIN, K_MAX, step=1, key=key, on_change=store)
    value = current["k_all"]
    return None if value is None else int(value)


def overrides() -> dict[int, int]:
    """K set by hand, by start rank, as the link holds it."""
    return dict(link.values()["k_set"])


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
            changed[rank] = min(max(int(value), K_MIN), K_MAX)
    return changed


def editor(frame: Frame, report: EventReport) -> None:
    """The players with their K and a column to set one; an edit goes into the link, and the
    table is drawn afresh from it."""
    t, lang = frame.t, frame.lang
    current = overrides()
    rated = [r for r in report.players if r.player.rating is not None]
    ranks = [r.player.start_rank for r in rated]
    table = pd.DataFrame({
        "rank": pd.Series(ranks, dtype="Int64"),
        "name": pd.Series([r.player.name for r in rated], dtype="string"),
        "rating": pd.Series([r.player.rating for r in rated], dtype="Int64"),
        "k": pd.Series([numbers.compact(r.k.effective, lang) if r.k else "" for r in rated],
                       dtype="string"),
        "set": pd.Series([current.get(rank) for rank in ranks], dtype="Int64"),
    })
    written = params.write_k_set(current)
    # a new table after each edit, drawn from the link: the editor never holds an edit of its own
    key = f"_k_editor_{zlib.crc32(f'{len(ranks)}|{written}'.encode())}"

    def edited() -> None:
        link.values()["k_set"] = with_edits(current, ranks, st.session_state[key])

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
            "set": st.column_config.NumberColumn(t("event.k.set.column"), min_value=K_MIN,
                                                 max_value=K_MAX, step=1, format="%d"),
        },
    )
    if current:
        st.button(t("event.k.reset"), key="_k_reset", on_click=_clear)


def status(frame: Frame, tournament: Tournament) -> None:
    """How many players have a K set by hand, and any start rank of the link's ``k_set`` that
    the file does not have; shown with the editor closed too."""
    t, current = frame.t, overrides()
    if not current:
        return
    unknown = sorted(set(current) - {p.start_rank for p in tournament.players})
    known = len(current) - len(unknown)
    notes = [t("event.k.set.count", n=known)] if known else []
    if unknown:
        notes.append(t("event.k.no_such_player", ranks=", ".join(map(str, unknown))))
    st.caption(" ".join(notes))


def _clear() -> None:
    link.values()["k_set"] = {}
