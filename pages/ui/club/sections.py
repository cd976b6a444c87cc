"""The Club page's sections, in the order the page draws them once a season is uploaded: what
the page asks of the season, the season worked out in a process of its own, what the reading
found, the list of every member, one member's games and the systems compared."""

from __future__ import annotations

import streamlit as st

from elo_core import System
from pages.ui import link
from pages.ui.club import charts, compare, files, problems, settings, shown, view
from pages.ui.in_force import Frame
from pages.ui.shared import apart_work


def asked(frame: Frame, *, held: files.Files, system: System) -> shown.Asked:
    """What the page asks of the season in ``held`` rated by ``system``: the link's settings
    and this session's widgets (:func:`pages.ui.club.view.asked`)."""
    versus = settings.versus_system(system)
    return shown.Asked(held.season, held.start, frame, system, settings.k_for(system),
                       int(link.values()["club_start"]), versus, settings.k_for(versus),
                       settings.k_assumed_value(), files.date_order(), problems.merged(),
                       *view.asked())


def worked_out(frame: Frame, *, asked: shown.Asked) -> shown.Shown | None:
    """What the page shows of the season as ``asked``; where the child that works it out fails
    (out of memory, too slow), a message and a button that tries again with the files kept,
    and ``None``."""
    return apart_work.drawn(frame, "club", shown.shown, asked)


def nobody(frame: Frame, *, season: shown.Shown) -> None:
    """A season without members: the problems that left them out, and that it has none."""
    problems.problems(frame, season.problems)
    st.warning(frame.t("club.nobody"))


def found(frame: Frame, *, season: shown.Shown, asked: shown.Asked) -> None:
    """What the reading found: the problems, the members written both ways, the names that
    look alike; where the ratings started from, the DWZ's raise and the K assumed."""
    t, system = frame.t, f"system.{asked.system.value}"
    problems.problems(frame, season.problems, season.dropped, season.counted)
    problems.written_both_ways(frame, season.written_both_ways, season.written_count)
    problems.look_alikes(frame, season.look_alikes, season.merged)
    if season.nobody_rated:
        st.info(t("club.nobody_rated", system=t(system), start=asked.start_rating),
                icon=":material/start:")
    elif season.rating_column:
        st.caption(t("club.rating_column", column=season.rating_column, system=t(system)))
    if season.raised:
        st.info(t("club.dwz.raised"), icon=":material/trending_up:")
    if season.k_assumed_count:
        settings.k_assumed(frame, season.k_assumed, season.k_assumed_count)


def member_list(frame: Frame, *, season: shown.Shown, system: System) -> None:
    """The list of every member under its heading, with the system and K it is rated by and
    the facts each K was found from."""
    t = frame.t
    st.subheader(t("club.list"))
    st.caption(t("club.list.caption", system=t(f"system.{system.value}"),
                 k=settings.k_text(frame, system)))
    view.k_facts(frame, season)
    view.member_list(frame, season)


def member(frame: Frame, *, season: shown.Shown, system: System) -> None:
    """One member chosen by name, those drawn beside them, their rating over the season, their
    games and those against another member."""
    st.subheader(frame.t("club.member.title"))
    chosen = view.choose_member(frame, season)
    view.others_beside(frame, season, chosen, shown.MOST_LINES - 1)
    if season.lines:
        st.plotly_chart(charts.trajectory(frame, system, season.lines), key="club_chart")
    if season.member is not None:
        view.member_games(frame, season, season.member)
        view.versus(frame, season, chosen)


def comparison(frame: Frame, *, season: shown.Shown, asked: shown.Asked) -> None:
    """The season under a second system, under its heading (:mod:`pages.ui.club.compare`)."""
    st.subheader(frame.t("club.compare"))
    compare.comparison(frame, asked.system, season.compared, asked.start_rating)
