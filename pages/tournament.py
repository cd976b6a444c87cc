"""Tournament: a series of games, rating period and sequential side by side.

The page is one function, not a script of top-level names: Streamlit keeps a page's top-level
names until its next rerun, and for a long list they would hold every game and both series'
reports in the server between reruns (see :mod:`pages.ui.tournament.ratings`).
"""

import functools

import streamlit as st

from elo_core import parse_game_list
from elo_core.readers.columns import RatingColumn
from pages.ui import link
from pages.ui.frame import current
from pages.ui.norms import tournament_part
from pages.ui.shared import glicko, widgets
from pages.ui.shared.dwz import system_choice
from pages.ui.tournament import downloads, dwz, game_list, listed, planner, ratings, view


def tournament_page() -> None:
    """Read the settings and the games, then rate them and draw every view."""
    frame = current()
    t = frame.t

    by_dwz = system_choice(frame) == "dwz"
    # on a phone the settings come first, so that the results follow the game list (narrow.css)
    games_col, settings_col = st.container(key="tournament_inputs").columns([3, 2], gap="large")
    with settings_col:
        dwz_settings = dwz.settings(frame) if by_dwz else None
        new_player = not by_dwz and widgets.toggle(
            "new", t("tournament.new_player"), t("tournament.new_player.help"))
        if new_player:
            st.caption(t("first.what"))
        elif not by_dwz:
            rating = widgets.rating_input(frame, "rating", t("tournament.start_rating"))
            k = widgets.k_choice(frame, t("tournament.k"), rating)
            # a popover, not an expander: a closed expander (HTML's <details>) on the page
            # makes Chromium take 1.6 times as long to put a pasted list into the box
            with st.popover(glicko.inputs_label(frame), key="_glicko_inputs",
                            width="stretch"):
                start = glicko.player(frame, rating, days=True)
                opponent_rd = glicko.opponent_rd(frame, "glicko.default_rd")
    with games_col:
        text = game_list.games_text(frame)
        list_is_settled = game_list.upload(frame)
    if not list_is_settled:
        st.stop()
    # dimmed, with a note, while the box holds a list not yet calculated
    with st.container(key=game_list.FIGURES):
        # a table with a DWZ and an Elo column gives the one the system chosen rates by
        column = RatingColumn.NATIONAL if by_dwz else RatingColumn.FIDE
        parsed = parse_game_list(text, rating_column=column)
        # opponents written by name or FIDE ID get FIDE's list's rating, title and federation
        looked = (listed.Looked(parsed, frozenset()) if by_dwz
                  else listed.filled_in(frame, text, parsed))
        parsed = looked.parsed
        several_columns = game_list.column_note(frame, text, column)
        game_list.show_errors(frame, parsed, said=looked.said)
        if st.toggle(t("games.table", n=len(parsed.games)), key="_editor_open"):
            game_list.table_editor(frame, text, parsed, column)

        games = parsed.games
        if dwz_settings is not None:
            # FIDE's figure beside the DWZ rates the same games by the table's Elo column
            dwz.results(frame, dwz_settings, games,
                        parse_game_list(text).games if several_columns else games)
            st.stop()
        if new_player:
            view.first_rating_mode(frame, games)
            st.stop()
        if not any(game.played for game in games):
            if games:
                st.info(t("tournament.none_rated"))
            elif not parsed.errors:
                st.info(t("tournament.empty"))
            planner.planner(frame, rating, games, k, frame.rules)
            st.stop()

        settings = ratings.Settings(rating, k, frame.rules, start, opponent_rd,
                                    link.values()["days"])
        rated = ratings.rate(settings, games, parsed.errors)
        view.comparison(frame, rated.period, rated.sequential, rated.lichess)
        view.views(frame, rated.period, rated.sequential, rated.lichess, k)
        view.performance_view(frame, rated.performance)
        planner.planner(frame, rating, games, k, frame.rules)
        tournament_part.norms(frame, games, rating, k)
        # a download rates the list again when clicked, so that no report outlives this rerun
        downloads.buttons(frame, functools.partial(ratings.rate_text, settings, text,
                                                   looked.kind))


tournament_page()
