"""A club's own rating list: a season of games files and Tournament Report Files in, every
member's rating over the season out, by classic Elo, FIDE's months, the DWZ or Glicko-2 as
Lichess rates.

The page is one function, not a script of top-level names: Streamlit keeps a page's top-level
names until its next rerun, and the season's reading and rating would stay in the server
between reruns (see :mod:`pages.ui.tournament.figures`). The session keeps the files as they
came, which each rerun reads and rates again (:mod:`pages.ui.club.files`).
"""

import functools

import streamlit as st

from elo_core import RuleSet
from elo_core.pool.rating import rate_season
from elo_core.pool.records import Season
from elo_core.pool.standings import SeasonRating, System
from pages.ui.club import charts, compare, downloads, files, problems, settings, view
from pages.ui.frame import current


def _rated(held: files.Files, system: System, k: float | None, rules: RuleSet) -> SeasonRating:
    """The season in ``held`` read and rated again, for a download when it is clicked."""
    return rate_season(files.season(held), system, k, rules)


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
        st.stop()

    season: Season = files.season(held)
    if not season.members:
        problems.problems(frame, season.errors)
        st.warning(t("club.nobody"))
        st.stop()
    rating = rate_season(season, system, k, frame.rules)
    problems.problems(frame, (*season.errors, *rating.notes))
    problems.look_alikes(frame, season.look_alikes)
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

    st.subheader(t("club.compare"))
    compare.comparison(frame, rating, frame.rules)

    # a download reads and rates the files again when clicked: no reading or rating outlives
    # this rerun
    downloads.buttons(frame, held.season[0][0], functools.partial(
        _rated, held, system, k, frame.rules))


club_page()
