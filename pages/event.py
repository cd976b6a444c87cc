"""Whole event: every player's rating change from a tournament report file (TRF), as an arbiter
checks it before the report goes to FIDE.

The page is functions, not a script of top-level names: Streamlit keeps a page's top-level
names until its next rerun. The session keeps the file's text (:mod:`pages.ui.event.trf_file`);
each rerun has it read and rated in a process of its own, which hands back what the page draws
(:mod:`pages.ui.event.shown`), so that the reading's many objects never enter the server.
"""

import streamlit as st

from elo_core import store_path
from pages.ui import link
from pages.ui.event import (
    downloads,
    dwz_view,
    file_view,
    k_editor,
    list_kept,
    list_view,
    months_view,
    shown,
    trf_file,
    view,
)
from pages.ui.forecast import event_part as forecast_part
from pages.ui.frame import current
from pages.ui.in_force import Frame
from pages.ui.norms import event_part, settings
from pages.ui.shared import apart_work, dwz, play
from pages.ui.shared.rating_list import list_kind


def worked_out(frame: Frame, asked: shown.Asked) -> shown.Shown:
    """What the page shows of the event as ``asked``, the check against FIDE's list made once
    for each file and list (:mod:`pages.ui.event.list_kept`); where the child that works it
    out fails (out of memory, too slow), a message and a button that tries again with the
    file kept."""
    return list_kept.worked_out(
        asked, lambda with_check: apart_work.drawn(frame, "event", shown.shown, with_check))


def event_page() -> None:
    """Read the file and the K, then rate the event and draw the table and one player."""
    frame = current()
    t = frame.t

    file_col, k_col = st.container(key="event_inputs").columns([3, 2], gap="large")
    with file_col:
        text = trf_file.file_text(frame, k_editor.bind)
    with k_col:
        system = dwz.system_choice(frame)
        if system == "dwz":
            wo, k = dwz_view.wo_choice(frame), None
        else:
            wo, k = None, k_editor.choice(frame)
    values = link.values()
    if not text:
        st.info(t("event.empty.link" if k_editor.in_link() or values["player"] is not None
                  else "event.empty"))
        st.stop()

    asked = shown.Asked(text, frame, k, k_editor.in_link(), values["k_for"], values["find"],
                        values["rows"], values["player"],
                        bool(st.session_state.get("_k_editor_open")), settings.asked(),
                        store_path(), list_kind(frame, play.in_force()), play.asked(), system,
                        wo)
    if system == "dwz":
        with st.container(key=trf_file.FIGURES):
            dwz_view.section(frame, asked)
        return
    # dimmed, with a note, while the paste box holds a text not yet read
    with st.container(key=trf_file.FIGURES):
        event = worked_out(frame, asked)
        view.header(frame, event)
        view.problems(frame, event.problems, event.problem_count)
        file_view.section(frame, event.file, event.summary.players - event.summary.rated_players)
        view.summary(frame, event.summary)
        months_view.section(frame, event.periods)
        list_view.section(frame, event.list_checked, play.in_force())
        st.subheader(t("event.table"))
        st.caption(t("event.table.caption"))
        view.players_table(frame, event, lambda: settings.bar(frame))
        settings.none_found(frame, event.found)
        editor = st.expander(t("event.k.set"), key="_k_editor_open", on_change="rerun",
                             icon=":material/edit:")
        if editor.open:
            rows = (event.editor_rows if asked.editor else
                    worked_out(frame, asked._replace(editor=True)).editor_rows)
            with editor:
                k_editor.editor(frame, rows, event.k_names, event.k_set_applies)
        k_editor.status(frame, event.k_names, event.k_set_applies, event.k_mark)

        st.subheader(t("event.player"))
        chosen = view.choose_player(frame, event)
        if chosen is not None and event.chosen_link is not None:
            view.player_games(frame, chosen, event.chosen_link,
                              lambda: months_view.player_months(frame, event.periods))
        event_part.section(frame, event.event_norms, event.norm_sheet, chosen is not None)
        # every player's chances in the rounds left, simulated in the background
        forecast_part.section(frame, text)
        # a download reads and rates the file again when clicked: no reading or report outlives
        # this rerun
        downloads.buttons(frame, event.name, asked)


event_page()
