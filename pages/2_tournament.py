"""Tournament: a series of games, rating period and sequential side by side."""

import streamlit as st

from elo_core import Mode, parse_game_list, performance, rate_series
from pages.ui import downloads, game_input, glicko_view, planner_view, tournament_view, widgets
from pages.ui.frame import rules_line, setup_page

frame = setup_page("tournament")
t = frame.t
st.title(t("nav.tournament"))
rules_line(frame)
st.container(key="intro").caption(t("tournament.intro"))

# on a phone the settings come first, so that the results follow the game list (narrow.css)
games_col, settings_col = st.container(key="tournament_inputs").columns([3, 2], gap="large")
with settings_col:
    new_player = widgets.toggle("new", t("tournament.new_player"), t("tournament.new_player.help"))
    if new_player:
        st.caption(t("first.what"))
    else:
        rating = widgets.rating_input(frame, "rating", t("tournament.start_rating"))
        k = widgets.k_choice(frame, t("tournament.k"), rating)
        with st.expander(glicko_view.inputs_label(frame), key="_glicko_inputs"):
            start = glicko_view.player(frame, rating, days=True)
            opponent_rd = glicko_view.opponent_rd(frame, "glicko.default_rd")
with games_col:
    text = game_input.games_text(frame)
    list_is_settled = game_input.upload(frame)
if not list_is_settled:
    st.stop()
parsed = parse_game_list(text)
game_input.show_errors(frame, parsed)
editor = st.expander(t("games.table", n=len(parsed.games)), key="_editor_open",
                     on_change="rerun")
if editor.open:
    with editor:
        game_input.table_editor(frame, text, parsed)

games = parsed.games
if new_player:
    tournament_view.first_rating_mode(frame, games)
    st.stop()
if not any(game.played for game in games):
    if games:
        st.info(t("tournament.none_rated"))
    elif not parsed.errors:
        st.info(t("tournament.empty"))
    planner_view.planner(frame, rating, games, k, frame.rules)
    st.stop()

period = rate_series(rating, games, k, frame.rules, Mode.PERIOD)
sequential = rate_series(rating, games, k, frame.rules, Mode.SEQUENTIAL)
lichess = glicko_view.lichess_series(start, games, opponent_rd)
tournament_view.comparison(frame, period, sequential, lichess)
tournament_view.views(frame, period, sequential, lichess, k)
perf = performance(games)
tournament_view.performance_view(frame, perf)
planner_view.planner(frame, rating, games, k, frame.rules)
downloads.buttons(frame, period, sequential, perf, parsed.errors, lichess)
