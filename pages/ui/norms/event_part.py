"""The Whole event page's title norms: below the player chosen, their norm sheet and the report
to print, the engine's (:func:`elo_core.norm_report_html`, the HTML the command line writes
too), or why the file gives no norm (the figures from :mod:`pages.ui.event.shown`'s child
process, which reads the file)."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from elo_core import FieldGap, NormReport, norm_report_html
from pages.ui.frame import Frame
from pages.ui.norms import sheet
from pages.ui.shared.file_names import file_stem


def section(frame: Frame, gaps: Sequence[FieldGap], found: NormReport | None,
            chosen: bool) -> None:
    """The norms of the player chosen: a heading, then the sheet and its report, or why no
    norm can be checked."""
    t = frame.t
    st.subheader(t("norms.title"))
    if sheet.gaps(frame, gaps):
        return
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
