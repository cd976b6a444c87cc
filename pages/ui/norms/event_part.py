"""The Whole event page's title norms: the pairing system they were checked by and why, what the
file lacks for any norm, a Swiss's own exemption from the foreigner requirement round by round
(1.4.3d), then below the player chosen their norm sheet and the report to print, the engine's
(:func:`elo_core.norm_report_html`, the HTML the command line writes too). The figures come
from :mod:`pages.ui.event.shown`'s child process, which reads the file."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from elo_core import NormReport, SwissField, norm_report_html
from elo_core.norms.report import rows
from pages.ui.in_force import Frame
from pages.ui.norms import sheet
from pages.ui.norms.facts import EventNorms
from pages.ui.shared.file_names import file_stem


def exemption(frame: Frame, swiss: SwissField) -> None:
    """A Swiss's own exemption (1.4.3d): whether the field makes it, and where not, the first
    round a count fell short in; then in an expander each round's counts, their minima in the
    headers (rounds as rows, four columns, which a phone's width holds)."""
    t = frame.t
    st.caption(rows.swiss_verdict(frame, swiss))
    with st.expander(t("norms.swiss"), icon=":material/groups:", key="norm_swiss"):
        st.caption(t("norms.swiss.help"))
        header = list(rows.swiss_columns(frame))
        table = pd.DataFrame([rows.swiss_row(frame, r) for r in swiss.rounds], columns=header)
        st.table(table.set_index(header[0]), border="horizontal")


def event_facts(frame: Frame, event: EventNorms) -> None:
    """What holds for every player's norms: the pairing system and why, what the file lacks
    for any norm, and a Swiss's exemption."""
    st.caption(frame.t("norms.format.used", format=rows.format_read(frame, event.format_reading)))
    sheet.gaps(frame, event.gaps)
    if event.swiss is not None:
        exemption(frame, event.swiss)


def section(frame: Frame, event: EventNorms | None, found: NormReport | None,
            chosen: bool) -> None:
    """The norms: a heading, what holds for every player, then the sheet of the player chosen
    and its report."""
    t = frame.t
    st.subheader(t("norms.title"))
    if event is not None:
        event_facts(frame, event)
    if found is None:
        if not chosen:
            st.caption(t("norms.sheet.choose"))
        return
    sheet.player_sheet(frame, found.norms)
    if not found.norms.checks:
        return
    name = found.player.name or str(found.norms.record.player.start_rank)
    st.download_button(t("norms.download"),
                       norm_report_html(found, frame.lang).encode("utf-8"),
                       f"{file_stem(f'{found.event.name} {name}')}-norms.html", "text/html",
                       key="download_norm_report", on_click="ignore",
                       help=t("norms.download.help"), icon=":material/print:")
