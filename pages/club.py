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

from pages.ui.club import downloads, files, sections, settings, view
from pages.ui.frame import current


def club_page() -> None:
    """Read the files and the settings, then rate the season and draw the list, one member, the
    systems compared and the downloads."""
    frame = current()
    file_col, system_col = st.container(key="club_inputs").columns([3, 2], gap="large")
    with file_col:
        held = files.files(frame)
    with system_col:
        system = settings.system_choice(frame)
    if not held.season:
        files.guide(frame)
        return
    asked = sections.asked(frame, held=held, system=system)
    season = sections.worked_out(frame, asked=asked)
    if season is None:
        return
    files.date_orders(frame, orders=season.date_orders, undecided=season.undecided)
    if not season.members:
        sections.nobody(frame, season=season)
        return
    if season.nobody_rated:
        with system_col:
            settings.start_rating(frame)
    sections.found(frame, season=season, asked=asked)
    view.summary(frame, season=season)
    sections.member_list(frame, season=season, system=system)
    sections.member(frame, season=season, system=system)
    sections.comparison(frame, season=season, asked=asked)
    # a download reads and rates the files again when clicked, in a process of its own: no
    # reading or rating outlives this rerun
    downloads.buttons(frame, uploaded=held.season[0][0], asked=asked)


club_page()
