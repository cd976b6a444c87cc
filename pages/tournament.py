"""Tournament: a series of games, rating period and sequential side by side.

The page is one function, not a script of top-level names: Streamlit keeps a page's top-level
names until its next rerun, and for a long list they would hold every game and both series'
reports in the server between reruns (see :mod:`pages.ui.tournament.ratings`).
"""

import functools

import streamlit as st

from pages.ui.frame import current
from pages.ui.norms import tournament_part
from pages.ui.shared.dwz import system_choice
from pages.ui.tournament import downloads, dwz, game_list, inputs, planner, ratings, view


def tournament_page() -> None:
    """Read the settings and the games, then rate them and draw every view: by the DWZ, for a
    player new to the list, with no game rated, or both ways and by Glicko-2 beside them."""
    frame = current()
    by_dwz = system_choice(frame) == "dwz"
    # on a phone the settings come first, so that the results follow the game list (narrow.css)
    games_col, settings_col = st.container(key="tournament_inputs").columns([3, 2], gap="large")
    with settings_col:
        chosen = inputs.settings(frame, by_dwz=by_dwz)
    with games_col:
        text = game_list.games_text(frame)
        list_is_settled = game_list.upload(frame)
    if not list_is_settled:
        return
    # dimmed, with a note, while the box holds a list not yet calculated
    with st.container(key=game_list.FIGURES):
        read = inputs.games(frame, text=text, by_dwz=by_dwz)
        games, settings = read.games, chosen.settings
        if chosen.dwz_settings is not None:
            dwz.results(frame, chosen=chosen.dwz_settings, parsed=read.parsed,
                        elo_games=read.elo_games)
        elif settings is None:
            view.first_rating_mode(frame, parsed=read.parsed)
        elif not any(game.played for game in games):
            view.none_rated(frame, parsed=read.parsed)
            planner.planner(frame, start=settings.rating, games=games, k=settings.k,
                            rules=frame.rules)
        else:
            rated = ratings.rate(settings, games=games, errors=read.parsed.errors)
            view.comparison(frame, period=rated.period, sequential=rated.sequential,
                            lichess=rated.lichess)
            view.views(frame, period=rated.period, sequential=rated.sequential,
                       lichess=rated.lichess, k=settings.k)
            view.performance_view(frame, perf=rated.performance)
            planner.planner(frame, start=settings.rating, games=games, k=settings.k,
                            rules=frame.rules)
            tournament_part.norms(frame, games=games, rating=settings.rating, k=settings.k)
            # a download rates the list again when clicked: no report outlives this rerun
            downloads.buttons(frame, rated=functools.partial(ratings.rate_text, settings, text,
                                                             read.looked.kind))


tournament_page()
