"""The club page's outputs: the season in figures, the list of every member (sortable, a name
typed above it narrows it down), one member's games with every change, and the games between
two members.

A name typed or chosen here stays in this session and out of the link: a club's names are
personal data (the widgets are the session's own, not the link's)."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from elo_core.language import count, day
from pages.ui.club.shown import Member, Shown
from pages.ui.i18n import Markdown
from pages.ui.in_force import Frame
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


def asked() -> tuple[str, str | None, tuple[str, ...], str | None]:
    """What this session's widgets ask of the season, as :class:`~pages.ui.club.shown.Asked`
    takes it: the list's filter, the member chosen, those beside them and the opponent."""
    state = st.session_state
    return (state.get(_FIND, ""), state.get(_MEMBER), tuple(state.get(_BESIDE, [])),
            state.get(_OPPONENT))


def summary(frame: Frame, *, season: Shown) -> None:
    """Members, those with a start rating and those rated at the end, games and the season's
    days."""
    t, lang = frame.t, frame.lang
    with st.container(horizontal=True, key="club_summary"):
        for label, value in (("club.members", season.members),
                             ("club.rated_start", season.rated_at_start),
                             ("club.rated", season.rated), ("club.games", season.games)):
            st.metric(t(label), count(value, lang), border=True)
    if season.first_day is not None and season.last_day is not None:
        st.caption(t("club.days", first=day(season.first_day, lang),
                     last=day(season.last_day, lang)))


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


def k_facts(frame: Frame, season: Shown) -> None:
    """By FIDE's rule: the facts each member's K was found from, and the members whose K the
    start list's K column gave, their facts not deciding it (the first named, with the facts
    missing, the rest counted)."""
    if not season.k_by_rule:
        return
    t = frame.t
    st.caption(t("club.k.facts"))
    if season.k_listed_count:
        named = list(season.k_listed)
        if season.k_listed_count > len(named):
            named.append(t("club.k.more", n=season.k_listed_count - len(named)))
        st.caption(t("club.k.listed", n=season.k_listed_count,
                     members=Markdown(", ".join(named))))


def member_list(frame: Frame, season: Shown) -> None:
    """Every member by rating, highest first (sortable by any column); a name typed above it
    narrows it down, whatever its case and accents (:func:`pages.ui.club.shown.found_rows`)."""
    t = frame.t
    st.text_input(t("club.find"), key=_FIND, width=360, placeholder=t("club.find.placeholder"),
                  icon=":material/search:")
    if not season.rows:
        st.info(t("club.find.none", find=st.session_state[_FIND]))
        return
    if len(season.rows) < season.standings:
        st.caption(t("club.find.count", n=season.standings,
                     found=count(len(season.rows), frame.lang)))
    show_table(frame, season.columns, season.rows, "club_list")
    disregarded(frame, season)


def disregarded(frame: Frame, season: Shown) -> None:
    """The members whose first event without a point is disregarded (FIDE B.02 §8.2), with
    its games, which the list's Games leaves out; the first few named, the rest counted."""
    if not season.disregarded:
        return
    named = [frame.t("club.disregarded.member", name=name, n=games)
             for name, games in season.disregarded]
    more = season.disregarding - len(season.disregarded)
    if more:
        named.append(frame.t("club.disregarded.more", n=more))
    st.caption(frame.t("club.disregarded", members=Markdown(", ".join(named))))


def choose_member(frame: Frame, season: Shown) -> str | None:
    """The member whose games are shown, by name (in the list's order); ``None`` before one is
    chosen."""
    if st.session_state.get(_MEMBER) not in (None, *season.names):
        st.session_state[_MEMBER] = None
    st.selectbox(frame.t("club.member"), season.names, key=_MEMBER, index=None,
                 placeholder=frame.t("club.member.placeholder"))
    chosen: str | None = st.session_state[_MEMBER]
    return chosen


def others_beside(frame: Frame, season: Shown, chosen: str | None, most: int) -> list[str]:
    """The members drawn beside the one chosen (at most ``most``), chosen by name."""
    names = [name for name in season.names if name != chosen]
    kept = list(season.beside)
    if kept != st.session_state.get(_BESIDE, []):
        st.session_state[_BESIDE] = kept
    beside: list[str] = st.multiselect(frame.t("club.beside"), names, key=_BESIDE,
                                       max_selections=most,
                                       placeholder=frame.t("club.beside.placeholder"))
    return beside


def member_games(frame: Frame, season: Shown, member: Member) -> None:
    """The member's standing in one line (by FIDE's rule, their K too) and every game of
    theirs with its change (by FIDE's months, its month's K), and the DWZ's raise of 7 June
    2026 where it moved theirs."""
    t, lang = frame.t, frame.lang
    parts = [t("club.member.start", rating=numbers.rating(member.start_rating, lang))
             if member.start_rating is not None else t("club.member.unrated_start")]
    if member.first_rating_day is not None and member.rating is not None:
        parts.append(t("club.member.first", day=day(member.first_rating_day, lang)))
    if member.rating is not None:
        parts.append(t("club.member.now", rating=numbers.rating(member.rating, lang)))
    if member.change is not None:
        # a change by whole points (FIDE's months, the DWZ) is written whole: +9, not +9.0
        decimals = 0 if float(member.change).is_integer() else 1
        parts.append(t("club.member.change", n=member.rated_games,
                       change=numbers.signed(member.change, lang, decimals)))
    if member.k:
        parts.append(member.k)
    st.caption(" · ".join(parts))
    show_table(frame, season.game_columns, member.rows, "club_member_games")


def versus(frame: Frame, season: Shown, name: str | None) -> None:
    """The games between the member called ``name`` and another they played, chosen by name:
    won, drawn, lost, the points and each side's change."""
    t, lang = frame.t, frame.lang
    if season.member is None or name is None or not season.member.opponents:
        return
    if st.session_state.get(_OPPONENT) not in (None, *season.member.opponents):
        st.session_state[_OPPONENT] = None
    st.selectbox(t("club.versus.member", name=name), season.member.opponents, key=_OPPONENT,
                 index=None, placeholder=t("club.member.placeholder"))
    other, games = season.opponent, season.versus
    if other is None or games is None or st.session_state[_OPPONENT] != other:
        return
    st.markdown(t("club.h2h", name=name, other=other, wins=count(games.wins, lang),
                  draws=count(games.draws, lang), losses=count(games.losses, lang),
                  points=numbers.score(games.points, lang),
                  other_points=numbers.score(games.opponent_points, lang)))
    st.caption(t("club.h2h.change", name=name, other=other,
                 change=numbers.signed(games.change, lang, 1),
                 other_change=numbers.signed(games.opponent_change, lang, 1)))
    show_table(frame, season.game_columns, games.rows, "club_h2h_games")
