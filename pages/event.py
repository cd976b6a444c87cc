"""Whole event: every player's rating change from a tournament report file (TRF), as an arbiter
checks it before the report goes to FIDE.

The page is one function, not a script of top-level names: Streamlit keeps a page's top-level
names until its next rerun, and the event's report would stay in the server between reruns
(see :mod:`pages.ui.tournament.figures`). The session keeps the file's text, which each rerun
reads again (:mod:`pages.ui.event.trf_file`).
"""

import functools

import streamlit as st

from elo_core.event import rate_event
from pages.ui import link
from pages.ui.event import downloads, k_editor, trf_file, view
from pages.ui.frame import current


def event_page() -> None:
    """Read the file and the K, then rate the event and draw the table and one player."""
    frame = current()
    t = frame.t

    file_col, k_col = st.container(key="event_inputs").columns([3, 2], gap="large")
    with file_col:
        text = trf_file.file_text(frame, k_editor.bind)
    with k_col:
        k = k_editor.choice(frame)
    if not text:
        st.info(t("event.empty.link" if k_editor.in_link() or link.values()["player"] is not None
                  else "event.empty"))
        st.stop()

    # dimmed, with a note, while the paste box holds a text not yet read
    with st.container(key=trf_file.FIGURES):
        tournament = trf_file.read(text)
        overrides = k_editor.overrides(tournament)
        report = rate_event(tournament, frame.rules, k, overrides)
        view.header(frame, tournament)
        view.problems(frame, tournament.problems, tournament.problem_count)
        view.summary(frame, report)
        st.subheader(t("event.table"))
        st.caption(t("event.table.caption"))
        view.players_table(frame, report)
        editor = st.expander(t("event.k.set"), key="_k_editor_open", on_change="rerun",
                             icon=":material/edit:")
        if editor.open:
            with editor:
                k_editor.editor(frame, report)
        k_editor.status(frame, tournament)

        st.subheader(t("event.player"))
        chosen = view.choose_player(frame, report)
        if chosen is not None:
            view.player_games(frame, chosen)
        # a download reads and rates the file again when clicked: no reading or report outlives
        # this rerun
        downloads.buttons(frame, tournament.name, functools.partial(
            downloads.rated, text, frame.rules, k, overrides))


event_page()
