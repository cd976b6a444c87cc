"""Whole event: every player's rating change from a tournament report file (TRF), as an arbiter
checks it before the report goes to FIDE.

The page is one function, not a script of top-level names: Streamlit keeps a page's top-level
names until its next rerun, and the event's report would stay in the server between reruns
(see :mod:`pages.ui.tournament_rating`). The file's reading is kept in the session on purpose.
"""

import functools

import streamlit as st

from elo_core.event import rate_event
from pages.ui import event_downloads, event_input, event_k, event_view, link
from pages.ui.frame import rules_line, setup_page


def event_page() -> None:
    """Read the file and the K, then rate the event and draw the table and one player."""
    frame = setup_page("event")
    t = frame.t
    st.title(t("nav.event"))
    rules_line(frame)
    st.container(key="intro").caption(t("event.intro"))

    file_col, k_col = st.container(key="event_inputs").columns([3, 2], gap="large")
    with file_col:
        text = event_input.file_text(frame)
    with k_col:
        k = event_k.choice(frame)
    if not text:
        st.info(t("event.empty.link" if event_k.overrides() or link.values()["player"] is not None
                  else "event.empty"))
        st.stop()

    tournament = event_input.read(text)
    report = rate_event(tournament, frame.rules, k, event_k.overrides())
    event_view.header(frame, tournament)
    event_view.problems(frame, tournament.problems)
    event_view.summary(frame, report)
    st.subheader(t("event.table"))
    st.caption(t("event.table.caption"))
    event_view.players_table(frame, report)
    editor = st.expander(t("event.k.set"), key="_k_editor_open", on_change="rerun",
                         icon=":material/edit:")
    if editor.open:
        with editor:
            event_k.editor(frame, report)
    event_k.status(frame, tournament)

    st.subheader(t("event.player"))
    chosen = event_view.choose_player(frame, report)
    if chosen is not None:
        event_view.player_games(frame, chosen)
    # a download rates the event again when clicked, so that no report outlives this rerun
    event_downloads.buttons(frame, functools.partial(rate_event, tournament, frame.rules, k,
                                                     event_k.overrides()))


event_page()
