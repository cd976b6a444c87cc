"""The Whole event page's sections, in the order the page draws them: the rating's settings
beside the file (by FIDE's rules or the DWZ, and its K or WO), what the page asks of the file,
the event worked out in a process of its own, and, by FIDE's rules, the event at a glance, the
table of every player with the K editor, and one player's games and norms."""

from __future__ import annotations

from typing import NamedTuple

import streamlit as st

from elo_core import WO, store_path
from pages.ui import link
from pages.ui.event import (
    dwz_view,
    file_view,
    k_editor,
    list_kept,
    list_view,
    months_view,
    shown,
    view,
)
from pages.ui.in_force import Frame
from pages.ui.norms import event_part, settings
from pages.ui.shared import apart_work, dwz, play
from pages.ui.shared.rating_list import list_kind


class Rating(NamedTuple):
    """How the event is rated: ``elo`` (FIDE's rules) with one K or ``None`` for FIDE's rule,
    or ``dwz`` with the WO asked for (``None``: the one the event's last day picks)."""

    system: str
    k: int | None
    wo: WO | None


def rating(frame: Frame) -> Rating:
    """The system the event is rated by, then its K or its WO."""
    system = dwz.system_choice(frame)
    if system == "dwz":
        return Rating(system, None, dwz_view.wo_choice(frame))
    return Rating(system, k_editor.choice(frame), None)


def empty(frame: Frame) -> None:
    """Before there is a file: what to give, or, where the link asks for K or a player, that
    the file is needed for them."""
    asked_for = k_editor.in_link() or link.values()["player"] is not None
    st.info(frame.t("event.empty.link" if asked_for else "event.empty"))


def asked(frame: Frame, *, text: str, rated: Rating) -> shown.Asked:
    """What the page asks of the file ``text`` rated as ``rated``: the link's K, filter, page
    and player, whether the K editor is open, the norms' settings, and FIDE's list the
    players are held against."""
    values = link.values()
    return shown.Asked(text, frame, rated.k, k_editor.in_link(), values["k_for"],
                       values["find"], values["rows"], values["player"],
                       bool(st.session_state.get("_k_editor_open")), settings.asked(),
                       store_path(), list_kind(frame, play.in_force()), play.asked(),
                       rated.system, rated.wo)


def worked_out(frame: Frame, *, asked: shown.Asked) -> shown.Shown | None:
    """What the page shows of the event as ``asked``, the check against FIDE's list made once
    for each file and list (:mod:`pages.ui.event.list_kept`); where the child that works it
    out fails (out of memory, too slow), a message and a button that tries again with the
    file kept, and ``None``."""
    return list_kept.worked_out(
        asked, lambda with_check: apart_work.drawn(frame, "event", shown.shown, with_check))


def overview(frame: Frame, *, event: shown.Shown) -> None:
    """The event at a glance: its header, the file's problems and facts, the figures, the
    months of an event rated by month and the players held against FIDE's list."""
    view.header(frame, event)
    view.problems(frame, event.problems, event.problem_count)
    file_view.section(frame, event.file, event.summary.players - event.summary.rated_players)
    view.summary(frame, event.summary)
    months_view.section(frame, event.periods)
    list_view.section(frame, event.list_checked, play.in_force())


def players(frame: Frame, *, event: shown.Shown, asked: shown.Asked) -> None:
    """Every player's change in the table, filtered by the norms where asked; then K set by
    hand, in its expander (its rows worked out only while it is open), and what it applies
    to."""
    t = frame.t
    st.subheader(t("event.table"))
    st.caption(t("event.table.caption"))
    view.players_table(frame, event, lambda: settings.bar(frame))
    settings.none_found(frame, event.found)
    editor = st.expander(t("event.k.set"), key="_k_editor_open", on_change="rerun",
                         icon=":material/edit:")
    if editor.open:
        with_rows = event if asked.editor else worked_out(frame,
                                                          asked=asked._replace(editor=True))
        if with_rows is not None:
            with editor:
                k_editor.editor(frame, with_rows.editor_rows, event.k_names,
                                event.k_set_applies)
    k_editor.status(frame, event.k_names, event.k_set_applies, event.k_mark)


def player(frame: Frame, *, event: shown.Shown) -> None:
    """One player chosen by start rank: their games, with the months of an event rated by
    month, and the norms, every player's and the chosen one's sheet."""
    st.subheader(frame.t("event.player"))
    chosen = view.choose_player(frame, event)
    if chosen is not None and event.chosen_link is not None:
        view.player_games(frame, chosen, event.chosen_link,
                          lambda: months_view.player_months(frame, event.periods))
    event_part.section(frame, event.event_norms, event.norm_sheet, chosen is not None)
