"""The club page's comparison: the same season under a second system, its ranks beside the
first system's, and the members whose rank moves."""

from __future__ import annotations

import streamlit as st

from elo_core import System
from pages.ui.club import settings, table, view
from pages.ui.club.shown import Compared
from pages.ui.in_force import Frame


def comparison(frame: Frame, system: System, compared: Compared | None, start: int) -> None:
    """The second system (chosen here), whether everyone starts from ``start`` under it (which
    is said), and every member whose rank differs, with both ranks and ratings
    (:func:`pages.ui.club.shown.shown` rates the season by it); a line where no rank moves."""
    t = frame.t
    other_system = settings.versus_choice(frame, system)
    st.caption(t("club.versus.k", system=t(f"system.{other_system.value}"),
                 k=settings.k_text(frame, other_system)))
    if compared is None:
        return
    if compared.nobody_rated:
        st.caption(t("club.versus.nobody_rated", system=t(f"system.{other_system.value}"),
                     start=start))
    if not compared.rows:
        st.info(t("club.versus.same"))
        return
    st.caption(t("club.versus.moved", n=len(compared.rows)))
    view.show_table(frame, table.COMPARE_COLUMNS, compared.rows, "club_compare",
                    table.compare_headers(frame, (system.value, other_system.value)))
