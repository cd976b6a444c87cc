"""A club's own rating list: a season of games files and Tournament Report Files in, every
member's rating over the season out, by classic Elo, FIDE's months, the DWZ or Glicko-2 as
Lichess rates.

The page is one function, not a script of top-level names: Streamlit keeps a page's top-level
names until its next rerun, and the season's reading and rating would stay in the server
between reruns (see :mod:`pages.ui.tournament.ratings`). The session keeps the files as they
came, which each rerun reads and rates again (:mod:`pages.ui.club.files`).
"""

import functools

import streamlit as st

from elo_core import RuleSet, crosses_raise_2026
from elo_core.pool.rating import from_start_rating, nobody_rated, rate_season, with_start_list
from elo_core.pool.records import Season
from elo_core.pool.standings import SeasonRating, System
from elo_core.pool.start_list import StartList
from pages.ui import link
from pages.ui.club import charts, compare, downloads, files, problems, settings, view
from pages.ui.frame import current


def _started(season: Season, system: System, start: int) -> tuple[Season, bool]:
    """``season`` as ``system`` rates it: where it can rate nobody (no member has a start
    rating), every member from ``start``; and whether that was so."""
    nobody = nobody_rated(season, system)
    return (from_start_rating(season, start) if nobody else season), nobody


def _read(held: files.Files, system: System, start: int) -> tuple[Season, bool, StartList | None]:
    """The season in ``held`` as ``system`` rates it (:func:`_started`), and its start list."""
    listed = files.start_list(held, system)
    return (*_started(files.season(held, listed), system, start), listed)


def _rated(held: files.Files, system: System, k: float | None, rules: RuleSet,
           start: int) -> SeasonRating:
    """The season in ``held`` read and rated again, for a download when it is clicked."""
    return rate_season(_read(held, system, start)[0], system, k, rules)


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
    k = settings.k_for(system)
    if not held.season:
        st.info(t("club.empty"))
        files.guide(frame)
        st.stop()

    listed = files.start_list(held, system)
    read: Season = files.season(held, listed)
    if not read.members:
        problems.problems(frame, read.errors)
        st.warning(t("club.nobody"))
        st.stop()
    start = int(link.values()["club_start"])
    if nobody_rated(read, system):
        with system_col:
            start = settings.start_rating(frame)
    season, nobody = _started(read, system, start)
    rating = rate_season(season, system, k, frame.rules)
    problems.problems(frame, (*season.errors, *rating.notes), season.error_count,
                      season.error_count + len(rating.notes))
    problems.look_alikes(frame, season.look_alikes)
    files.date_orders(frame, read)
    if nobody:
        st.info(t("club.nobody_rated", system=t(f"system.{system.value}"), start=start),
                icon=":material/start:")
    elif listed is not None and listed.rating_column:
        st.caption(t("club.rating_column", column=listed.rating_column,
                     system=t(f"system.{system.value}")))
    if system is System.DWZ and crosses_raise_2026(event.last_day for event in season.events):
        st.info(t("club.dwz.raised"), icon=":material/trending_up:")
    view.summary(frame, rating)

    st.subheader(t("club.list"))
    st.caption(t("club.list.caption", system=t(f"system.{system.value}"),
                 k=settings.k_text(frame, system)))
    view.member_list(frame, rating)

    st.subheader(t("club.member.title"))
    chosen = view.choose_member(frame, rating)
    beside = view.others_beside(frame, rating, chosen, charts.MOST_LINES - 1)
    shown = [name for name in (chosen, *beside) if name is not None]
    if shown:
        st.plotly_chart(charts.trajectory(frame, rating, shown), key="club_chart")
    if chosen is not None:
        view.member_games(frame, rating, chosen)
        view.versus(frame, rating, chosen)

    def other_season(other: System) -> tuple[Season, bool]:
        """The season as ``other`` rates it: read again only where its start list's ratings
        are in another column."""
        other_listed = files.start_list(held, other)
        same = other_listed is None or listed is None or (
            other_listed.rating_column == listed.rating_column)
        return _started(read if same or other_listed is None
                        else with_start_list(read, other_listed), other, start)

    st.subheader(t("club.compare"))
    compare.comparison(frame, rating, frame.rules, other_season, start)

    # a download reads and rates the files again when clicked: no reading or rating outlives
    # this rerun
    downloads.buttons(frame, held.season[0][0], functools.partial(
        _rated, held, system, k, frame.rules, start))


club_page()
