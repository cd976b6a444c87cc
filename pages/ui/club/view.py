"""The club page's outputs: the season in figures, the list of every member (sortable, a name
typed above it narrows it down), one member's games with every change, and the games between
two members.

A name typed or chosen here stays in this session and out of the link: a club's names are
personal data (the widgets are the session's own, not the link's)."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from elo_core.pool.compare import head_to_head
from elo_core.pool.standings import SeasonRating
from pages.ui.club import table
from pages.ui.frame import Frame
from pages.ui.i18n import count, folded
from pages.ui.shared import numbers
from pages.ui.shared.sortable import sortable
from pages.ui.shared.spreadsheet import Column, Value
from pages.ui.shared.tables import TABLE_ROWS, fitted_height, swipe_hint

#: Rows a table shows before it scrolls inside itself.
ROWS_IN_VIEW = 15
#: A name's column (a member's, an opponent's) starts narrower than the others, so that the
#: rating and the change fit beside it on a 390-pixel screen.
NARROW = {"ccol.name": 170, "ccol.opponent": 170}
#: The columns whose numbers are changes, coloured as they rise and fall.
CHANGES = frozenset({"ccol.change", "ccol.game_change", "ccol.moved"})
_FIND, _MEMBER, _BESIDE, _OPPONENT = ("_club_find", "_club_member", "_club_beside",
                                      "_club_opponent")


def summary(frame: Frame, rating: SeasonRating) -> None:
    """Members, rated members, games and the season's days."""
    t, lang, season = frame.t, frame.lang, rating.season
    rated = sum(standing.rating is not None for standing in rating.standings)
    with st.container(horizontal=True, key="club_summary"):
        for label, value in (("club.members", len(season.members)), ("club.rated", rated),
                             ("club.games", len(season))):
            st.metric(t(label), count(value, lang), border=True)
    if len(season):
        first, last = (numbers.day(season.game(i).day, lang) for i in (0, len(season) - 1))
        st.caption(t("club.days", first=first, last=last))


def show_table(frame: Frame, columns: Sequence[Column], rows: Sequence[tuple[Value, ...]],
               key: str, headers: Sequence[str] | None = None) -> None:
    """``rows`` as the sortable table (:func:`~pages.ui.shared.sortable.sortable`), as wide as
    its columns; at most :data:`TABLE_ROWS` rows."""
    names = list(headers) if headers is not None else [frame.t(c.key) for c in columns]
    shown = rows[:TABLE_ROWS]
    styler, config = sortable(frame, columns, shown, names, narrow=NARROW, changes=CHANGES)
    swipe_hint(frame.t("table.swipe"), config, key)
    # as wide as its columns: a table stretched over a wide window spreads a few numbers apart
    st.dataframe(styler, hide_index=True, column_config=config, placeholder="–",
                 height=fitted_height(len(shown), ROWS_IN_VIEW), width="content", key=key)
    if len(rows) > TABLE_ROWS:
        st.caption(frame.t("club.rows_shown", n=len(rows), most=count(TABLE_ROWS, frame.lang)))


def member_list(frame: Frame, rating: SeasonRating) -> None:
    """Every member by rating, highest first (sortable by any column); a name typed above it
    narrows it down, whatever its case and accents."""
    t = frame.t
    st.text_input(t("club.find"), key=_FIND, width=360, placeholder=t("club.find.placeholder"),
                  icon=":material/search:")
    words = folded(st.session_state.get(_FIND, "")).split()
    rows = [row for row in table.list_rows(rating)
            if all(word in folded(str(row[1])) for word in words)]
    if not rows:
        st.info(t("club.find.none", find=st.session_state[_FIND]))
        return
    if len(rows) < len(rating.standings):
        st.caption(t("club.find.count", n=len(rating.standings),
                     found=count(len(rows), frame.lang)))
    show_table(frame, table.list_columns(rating), rows, "club_list")


def choose_member(frame: Frame, rating: SeasonRating) -> str | None:
    """The member whose games are shown, by name (in the list's order); ``None`` before one is
    chosen."""
    names = [standing.name for standing in rating.ranking()]
    if st.session_state.get(_MEMBER) not in (None, *names):
        st.session_state[_MEMBER] = None
    st.selectbox(frame.t("club.member"), names, key=_MEMBER, index=None,
                 placeholder=frame.t("club.member.placeholder"))
    chosen: str | None = st.session_state[_MEMBER]
    return chosen


def others_beside(frame: Frame, rating: SeasonRating, chosen: str | None, most: int
                  ) -> list[str]:
    """The members drawn beside the one chosen (at most ``most``), chosen by name."""
    names = [standing.name for standing in rating.ranking() if standing.name != chosen]
    kept = [name for name in st.session_state.get(_BESIDE, []) if name in names][:most]
    if kept != st.session_state.get(_BESIDE, []):
        st.session_state[_BESIDE] = kept
    beside: list[str] = st.multiselect(frame.t("club.beside"), names, key=_BESIDE,
                                       max_selections=most,
                                       placeholder=frame.t("club.beside.placeholder"))
    return beside


def member_games(frame: Frame, rating: SeasonRating, name: str) -> None:
    """The member's standing in one line and every game of theirs with its change, and the
    DWZ's raise of 7 June 2026 where it moved theirs."""
    t, lang = frame.t, frame.lang
    standing = rating.standing(name)
    parts = [t("club.member.start", rating=numbers.rating(standing.start_rating, lang))
             if standing.start_rating is not None else t("club.member.unrated_start")]
    if standing.first_rating_day is not None and standing.rating is not None:
        parts.append(t("club.member.first", day=numbers.day(standing.first_rating_day, lang)))
    if standing.rating is not None:
        parts.append(t("club.member.now", rating=numbers.rating(standing.rating, lang)))
    st.caption(" · ".join(parts))
    show_table(frame, table.GAME_COLUMNS, table.member_rows(frame, rating, name),
               "club_member_games")


def versus(frame: Frame, rating: SeasonRating, name: str) -> None:
    """The games between the member called ``name`` and another they played, chosen by name:
    won, drawn, lost, the points and each side's change."""
    t, lang = frame.t, frame.lang
    opponents = sorted({change.game.black if change.game.white == name else change.game.white
                        for change in rating.games(name)}, key=folded)
    if not opponents:
        return
    if st.session_state.get(_OPPONENT) not in (None, *opponents):
        st.session_state[_OPPONENT] = None
    st.selectbox(t("club.versus.member", name=name), opponents, key=_OPPONENT, index=None,
                 placeholder=t("club.member.placeholder"))
    other = st.session_state[_OPPONENT]
    if other is None:
        return
    games = head_to_head(rating, name, other)
    st.markdown(t("club.h2h", name=name, other=other, wins=count(games.wins, lang),
                  draws=count(games.draws, lang), losses=count(games.losses, lang),
                  points=numbers.score(games.points, lang),
                  other_points=numbers.score(games.opponent_points, lang)))
    st.caption(t("club.h2h.change", name=name, other=other,
                 change=numbers.signed(games.change, lang, 1),
                 other_change=numbers.signed(games.opponent_change, lang, 1)))
    show_table(frame, table.GAME_COLUMNS, table.game_rows(frame, name, games.games),
               "club_h2h_games")
