"""Whole event: every player's rating change from a tournament report file (TRF), as an arbiter
checks it before the report goes to FIDE.

The page is one function, not a script of top-level names: Streamlit keeps a page's top-level
names until its next rerun. The session keeps the file's text (:mod:`pages.ui.event.trf_file`);
each rerun has it read and rated in a process of its own, which hands back what the page draws
(:mod:`pages.ui.event.shown`), so that the reading's many objects never enter the server.
"""

import streamlit as st

from pages.ui.event import downloads, dwz_view, k_editor, sections, trf_file
from pages.ui.forecast import event_part as forecast_part
from pages.ui.frame import current


def event_page() -> None:
    """Read the file and how it is rated, then rate the event and draw the table, one player,
    the chances in the rounds left and the downloads; by the DWZ, its own sections."""
    frame = current()
    file_col, rating_col = st.container(key="event_inputs").columns([3, 2], gap="large")
    with file_col:
        text = trf_file.file_text(frame, shown=k_editor.bind)
    with rating_col:
        rated = sections.rating(frame)
    if not text:
        sections.empty(frame)
        return
    asked = sections.asked(frame, text=text, rated=rated)
    # dimmed, with a note, while the paste box holds a text not yet read
    with st.container(key=trf_file.FIGURES):
        if rated.system == "dwz":
            dwz_view.section(frame, asked=asked)
            return
        event = sections.worked_out(frame, asked=asked)
        if event is None:
            return
        sections.overview(frame, event=event)
        sections.players(frame, event=event, asked=asked)
        sections.player(frame, event=event)
        # every player's chances in the rounds left, simulated in the background
        forecast_part.section(frame, text=text)
        # a download reads and rates the file again when clicked: no reading or report
        # outlives this rerun
        downloads.buttons(frame, event_name=event.name, asked=asked)


event_page()
