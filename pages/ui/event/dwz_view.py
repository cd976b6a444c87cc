"""The Whole event page by the DWZ, drawn from what :func:`pages.ui.event.dwz_shown.shown`
hands back: the WO asked for, the event's totals and the WO that evaluates it and why, where
each Index came from (the DSB's list, or taken as 6), the table of every player, and one
player's evaluation with every step as the Tournament page shows it
(:func:`pages.ui.shared.dwz.results`, :func:`~pages.ui.shared.dwz.first_view`) and their rounds.
"""

from __future__ import annotations

import functools

import pandas as pd
import streamlit as st

from elo_core import WO
from elo_core.language import count, day
from pages.ui import link
from pages.ui.event import dwz_shown, file_view, months_view, view
from pages.ui.event.dwz_shown import GAME_COLUMNS, PLAYER_COLUMNS, DwzShown
from pages.ui.event.shown import Asked
from pages.ui.in_force import Frame
from pages.ui.link import params
from pages.ui.shared import apart_work, dwz, numbers, widgets
from pages.ui.shared.file_names import file_stem
from pages.ui.shared.sortable import sortable
from pages.ui.shared.spreadsheet import page_cell
from pages.ui.shared.tables import column_config, fitted_height, swipe_hint

#: Rows the players' table shows before it scrolls inside itself.
ROWS_IN_VIEW = 15
#: The name's column starts narrower, so that the DWZ, the change and the new DWZ fit beside it
#: on a 390-pixel screen.
NARROW = {"ecol.name": 190}
#: The columns whose numbers are changes, coloured as they rise and fall.
CHANGES = frozenset({"dcol.change"})
#: Each download: its text key, its file name after the event's, and its type.
_FILES = {"players": ("event.download.players", "{}-dwz-players.csv", "text/csv"),
          "games": ("event.download.games", "{}-dwz-games.csv", "text/csv"),
          "json": ("event.download.json", "{}-dwz.json", "application/json")}


def wo_choice(frame: Frame) -> WO | None:
    """The WO: the one the event's last day picks (``None``), or either one asked for (the
    link's ``wo``, as on the Tournament page)."""
    chosen = widgets.url_choice(frame, "wo", frame.t("dwz.wo"), params.WO_CHOICES)
    return None if chosen == "auto" else WO(chosen)


def worked_out(frame: Frame, asked: Asked) -> DwzShown | None:
    """What the page shows of the event by the DWZ, worked out in a process of its own;
    ``None`` where that failed, and the page says so."""
    return apart_work.drawn(frame, "event", dwz_shown.shown, asked)


def summary(frame: Frame, event: DwzShown) -> None:
    """The WO and why; the players, those with a DWZ, the games rated, the first DWZs and the
    sum of the changes; where each Index came from."""
    t, lang = frame.t, frame.lang
    totals = event.totals
    dwz.wo_note(frame, totals.wo, totals.wo_requested, totals.last_day)
    with st.container(horizontal=True, key="event_summary"):
        for label, value in (("event.players", count(totals.players, lang)),
                             ("event.dwz.with_dwz", count(totals.with_dwz, lang)),
                             ("event.games_rated", count(totals.games_rated, lang)),
                             ("event.dwz.first_dwz", count(totals.first_dwz, lang)),
                             ("event.sum", numbers.signed(totals.sum_of_changes, lang, 0))):
            st.metric(t(label), value, border=True)
    if event.list_day is not None:
        st.caption(t("event.dwz.list", n=event.found_on_list, players=count(totals.players, lang),
                     day=day(event.list_day, lang)))
    if totals.index_assumed:
        st.warning(t("event.dwz.assumed" if event.list_day is not None
                     else "event.dwz.assumed.no_list", n=totals.index_assumed),
                   icon=":material/help:")


def players_table(frame: Frame, event: DwzShown) -> None:
    """Every player by the DWZ (a name or start rank typed above narrows them down), sortable
    by any column, the change coloured, the name kept in view on a narrow screen."""
    t, lang = frame.t, frame.lang
    view.find_box(frame)
    if not event.found:
        st.info(t("event.find.none", find=link.values()["find"]))
        return
    if event.found < event.totals.players:
        st.caption(t("event.find.count", n=event.totals.players,
                     found=count(event.found, lang)))
    names = [t(c.key) for c in PLAYER_COLUMNS]
    styler, config = sortable(frame, PLAYER_COLUMNS, event.rows, names, narrow=NARROW,
                              changes=CHANGES,
                              helps={"dcol.index_from": t("dcol.index_from.help"),
                                     "dcol.factor": t("dcol.factor.help")})
    swipe_hint(t("table.swipe"), config, "event_dwz_table")
    st.dataframe(styler, hide_index=True, column_config=config,
                 height=fitted_height(len(event.rows), ROWS_IN_VIEW), placeholder="–",
                 key="event_dwz_table")


def player(frame: Frame, event: DwzShown) -> None:
    """The player chosen: their evaluation with every step, or their first DWZ, and each
    round with D, P(D), its share of the change and why a round is not rated."""
    t, lang = frame.t, frame.lang
    st.subheader(t("event.player"))
    if not view.player_chooser(frame, event.choices) or event.chosen is None:
        return
    result = event.chosen
    facts = result.facts
    if facts.rating_index is not None:
        st.caption(t(f"event.dwz.facts.{facts.index_from}", index=facts.rating_index,
                     member=facts.listed.member_id if facts.listed is not None else ""))
    if facts.born_late is not None:
        st.caption(t("event.dwz.born_late", born=facts.born_late))
    if result.evaluation is not None:
        dwz.results(frame, result.evaluation)
    elif result.first is not None:
        dwz.first_view(frame, result.first)
    columns = GAME_COLUMNS[2:]
    names = [t(c.key) for c in columns]
    rows = [dwz_shown.game_row(frame, result, game)[2:] for game in result.rounds]
    games = pd.DataFrame.from_records(
        [[page_cell(v, c, lang) for c, v in zip(columns, row, strict=True)] for row in rows],
        columns=names)
    config = column_config(games)
    swipe_hint(t("table.swipe"), config, "event_dwz_games")
    st.dataframe(games, hide_index=True, placeholder="–", column_config=config,
                 key="event_dwz_games")


def _made(frame: Frame, asked: Asked, name: str) -> bytes:
    return apart_work.made(frame, "event.download.failed", name == "json", dwz_shown.download,
                           asked, name)


def downloads(frame: Frame, event_name: str, asked: Asked) -> None:
    """Every player, every round, and the whole event as JSON, by the DWZ, each made when
    clicked from the file the session keeps (as the Elo downloads are)."""
    stem = file_stem(event_name)
    with st.container(horizontal=True, key="event_downloads"):
        for name, (label, file_name, mime) in _FILES.items():
            st.download_button(frame.t(label), functools.partial(_made, frame, asked, name),
                               file_name.format(stem), mime, key=f"download_dwz_{name}",
                               on_click="ignore")


def section(frame: Frame, *, asked: Asked) -> None:
    """The event by the DWZ, as the page shows it below the file's header."""
    t = frame.t
    event = worked_out(frame, asked)
    if event is None:
        return
    view.header(frame, event)
    view.problems(frame, event.problems, event.problem_count)
    file_view.section(frame, event.file, by_dwz=True)
    if not event.has_dwz:
        st.warning(t("event.dwz.none"), icon=":material/info:")
        return
    summary(frame, event)
    months_view.by_dwz(frame, event.long)
    st.subheader(t("event.table"))
    st.caption(t("event.dwz.table.caption"))
    players_table(frame, event)
    player(frame, event)
    downloads(frame, event.name, asked)
