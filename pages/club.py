"""A club's own rating list: a season of games files and Tournament Report Files in, every
member's rating over the season out, by classic Elo, FIDE's months, the DWZ or Glicko-2 as
Lichess rates.

The page is one function, not a script of top-level names: Streamlit keeps a page's top-level
names until its next rerun. The session keeps the files as they came (:mod:`pages.ui.club.files`);
each rerun has them read and the season rated in a process of its own, which hands back what the
page draws (:mod:`pages.ui.club.shown`), so that the reading's many objects never enter the
server.
"""

import streamlit as st

from pages.ui import link
from pages.ui.club import charts, compare, downloads, files, problems, settings, shown, view
from pages.ui.frame import current
from pages.ui.in_force import Frame
from pages.ui.shared import apart_work


def worked_out(frame: Frame, asked: shown.Asked) -> shown.Shown:
    """What the page shows of the season as ``asked``; where the child that works it out fails
    (out of memory, too slow), a message and a button that tries again with the files kept."""
    return apart_work.drawn(frame, "club", shown.shown, asked)


def club_page() -> None:
    """Read the files and the settings, then rate the season and draw the list, one member, the
    systems compared and the downloads."""
    frame = current()
    t = frame.t

    file_col, system_col = st.container(key="club_inputs").columns([3, 2], gap="large")
    with file_col:
        held = files.files(frame)
    with system_col:
        system = settings.system_choice(frame)
    if not held.season:
        st.info(t("club.empty"))
        files.guide(frame)
        st.stop()

    versus = settings.versus_system(system)
    asked = shown.Asked(held.season, held.start, frame, system, settings.k_for(system),
                        int(link.values()["club_start"]), versus, settings.k_for(versus),
                        settings.k_assumed_value(), files.date_order(), problems.merged(),
                        *view.asked())
    season = worked_out(frame, asked)
    files.date_orders(frame, season.date_orders, season.undecided)
    if not season.members:
        problems.problems(frame, season.problems)
        st.warning(t("club.nobody"))
        st.stop()
    if season.nobody_rated:
        with system_col:
            settings.start_rating(frame)
    problems.problems(frame, season.problems, season.dropped, season.counted)
    problems.written_both_ways(frame, season.written_both_ways, season.written_count)
    problems.look_alikes(frame, season.look_alikes, season.merged)
    if season.nobody_rated:
        st.info(t("club.nobody_rated", system=t(f"system.{system.value}"),
                  start=asked.start_rating), icon=":material/start:")
    elif season.rating_column:
        st.caption(t("club.rating_column", column=season.rating_column,
                     system=t(f"system.{system.value}")))
    if season.raised:
        st.info(t("club.dwz.raised"), icon=":material/trending_up:")
    if season.k_assumed_count:
        settings.k_assumed(frame, season.k_assumed, season.k_assumed_count)
    view.summary(frame, season)

    st.subheader(t("club.list"))
    st.caption(t("club.list.caption", system=t(f"system.{system.value}"),
                 k=settings.k_text(frame, system)))
    view.k_facts(frame, season)
    view.member_list(frame, season)

    st.subheader(t("club.member.title"))
    chosen = view.choose_member(frame, season)
    view.others_beside(frame, season, chosen, shown.MOST_LINES - 1)
    if season.lines:
        st.plotly_chart(charts.trajectory(frame, system, season.lines), key="club_chart")
    if season.member is not None:
        view.member_games(frame, season, season.member)
        view.versus(frame, season, chosen)

    st.subheader(t("club.compare"))
    compare.comparison(frame, system, season.compared, asked.start_rating)

    # a download reads and rates the files again when clicked, in a process of its own: no
    # reading or rating outlives this rerun
    downloads.buttons(frame, held.season[0][0], asked)


club_page()
