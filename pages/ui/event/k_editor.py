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

import hashlib
import zlib
from collections.abc import Callable, Iterable
from typing import Any

import pandas as pd
import streamlit as st

from elo_core.event import EventReport
from elo_core.ranges import K_MAX, K_MIN
from elo_core.trf.records import Tournament, TrfPlayer
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


def in_link() -> dict[int, int]:
    """K set by hand, by start rank, as the link holds it, for whichever players."""
    return dict(link.values()["k_set"])


def players_mark(players: Iterable[TrfPlayer], ranks: Iterable[int]) -> str:
    """Whose K is set: a digest of the players' names at ``ranks`` (none where a rank is not
    in the file)."""
    names = {player.start_rank: player.name for player in players}
    whose = "\n".join(f"{rank}:{names.get(rank, '')}" for rank in sorted(ranks))
    return hashlib.blake2b(whose.encode("utf-8"), digest_size=4).hexdigest()


def _for(players: Iterable[TrfPlayer]) -> bool:
    current = link.values()
    return current["k_for"] in (None, players_mark(players, current["k_set"]))


def overrides(tournament: Tournament) -> dict[int, int]:
    """K set by hand, by start rank, that applies to ``tournament``: the link's, where it was
    set for these players."""
    return in_link() if _for(tournament.players) else {}


def bind(tournament: Callable[[], Tournament]) -> None:
    """Mark a K set the link gave without its players as the ``tournament``'s (read only if
    so): the file shown with it, which a new file is about to replace, or else the first
    file."""
    current = link.values()
    if current["k_set"] and current["k_for"] is None:
        current["k_for"] = players_mark(tournament().players, current["k_set"])


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
    players = [r.player for r in report.players]
    current = in_link() if _for(players) else {}
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
        changed = with_edits(current, ranks, st.session_state[key])
        link.values().update(k_set=changed, k_for=players_mark(players, changed))

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
    the file does not have; or that the link's K set is for other players, with a button that
    applies it to this file. Shown with the editor closed too."""
    t, current = frame.t, in_link()
    if not current:
        return
    if not _for(tournament.players):
        st.warning(t("event.k.for_others", pairs=", ".join(
            f"{rank}:{k}" for rank, k in sorted(current.items()))), icon=":material/person_off:")
        st.button(t("event.k.apply_here"), key="_k_apply_here", on_click=_mark,
                  args=(players_mark(tournament.players, current),))
        return
    unknown = sorted(set(current) - {p.start_rank for p in tournament.players})
    known = len(current) - len(unknown)
    notes = [t("event.k.set.count", n=known)] if known else []
    if unknown:
        notes.append(t("event.k.no_such_player", ranks=", ".join(map(str, unknown))))
    st.caption(" ".join(notes))


def _mark(players: str) -> None:
    link.values()["k_for"] = players


def _clear() -> None:
    link.values()["k_set"] = {}
