"""The Tournament page's inputs: the settings column (by the DWZ, its settings; for a player
new to the list, only that; else the start rating, K and Glicko-2's inputs) and the game list
read, filled in from FIDE's list, with every line it could not read and the table to edit it
in."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import streamlit as st

from elo_core import Game, GameList, parse_game_list
from elo_core.readers.columns import RatingColumn
from pages.ui import link
from pages.ui.in_force import Frame
from pages.ui.shared import glicko, widgets
from pages.ui.tournament import dwz, game_list, listed, ratings


class Chosen(NamedTuple):
    """What the settings column says: the DWZ's settings where the page rates by the DWZ;
    else the Elo and Glicko-2 settings, ``None`` for a player new to the list."""

    dwz_settings: dwz.DwzSettings | None
    settings: ratings.Settings | None


class Read(NamedTuple):
    """The game list as the page rates it: the games filled in from FIDE's list and the lines
    the lookup speaks for (``looked``), and by the DWZ the games against their Elo where a
    table has both columns (FIDE's figure beside the DWZ rates those)."""

    looked: listed.Looked
    elo_games: Sequence[Game]

    @property
    def parsed(self) -> GameList:
        return self.looked.parsed

    @property
    def games(self) -> Sequence[Game]:
        return self.looked.parsed.games


def settings(frame: Frame, *, by_dwz: bool) -> Chosen:
    """The settings column, by the DWZ (``by_dwz``) or by FIDE's rules."""
    t = frame.t
    if by_dwz:
        return Chosen(dwz.settings(frame), None)
    if widgets.toggle("new", t("tournament.new_player"), t("tournament.new_player.help")):
        st.caption(t("first.what"))
        return Chosen(None, None)
    rating = widgets.rating_input(frame, "rating", t("tournament.start_rating"))
    k = widgets.k_choice(frame, t("tournament.k"), rating)
    # a popover, not an expander: a closed expander (HTML's <details>) on the page makes
    # Chromium take 1.6 times as long to put a pasted list into the box
    with st.popover(glicko.inputs_label(frame), key="_glicko_inputs", width="stretch"):
        start = glicko.player(frame, rating, days=True)
        opponent_rd = glicko.opponent_rd(frame, "glicko.default_rd")
    return Chosen(None, ratings.Settings(rating, k, frame.rules, start, opponent_rd,
                                         link.values()["days"]))


def games(frame: Frame, *, text: str, by_dwz: bool) -> Read:
    """The game list ``text`` read, a table's ratings from the column the system rates by (by
    the DWZ, ``by_dwz``, its DWZ column); by FIDE's rules, opponents written by name or FIDE ID
    given FIDE's list's rating, title and federation; the column read where a table has
    several, the lines not read, and the table to edit the games in."""
    column = RatingColumn.NATIONAL if by_dwz else RatingColumn.FIDE
    parsed = parse_game_list(text, rating_column=column)
    looked = (listed.Looked(parsed, frozenset()) if by_dwz
              else listed.filled_in(frame, text, parsed))
    several_columns = game_list.column_note(frame, text, column)
    game_list.show_errors(frame, looked.parsed, said=looked.said)
    if st.toggle(frame.t("games.table", n=len(looked.parsed.games)), key="_editor_open"):
        game_list.table_editor(frame, text, looked.parsed, column)
    by_elo = parse_game_list(text).games if by_dwz and several_columns else None
    return Read(looked, looked.parsed.games if by_elo is None else by_elo)
