"""Tournament: a series of games, rating period and sequential side by side."""

import streamlit as st

from elo_core import Mode, first_rating, order_spread, parse_game_list, performance, rate_series
from pages.ui import (
    charts,
    downloads,
    game_input,
    glicko_view,
    params,
    planner_view,
    tournament_view,
    widgets,
)
from pages.ui.frame import rules_line, setup_page
from pages.ui.tables import TABLE_ROWS, column_config, per_game_table

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
    if games:
        first = first_rating(games)
        tournament_view.first_rating_view(frame, first)
        left_out = {left.game.line for left in first.left_out}
        tournament_view.performance_view(
            frame, performance([g for g in games if g.line not in left_out]))
    else:
        st.info(t("tournament.empty"))
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
names = tournament_view.result_names(frame)
tournament_view.comparison(frame, period, sequential, lichess)
views = widgets.url_tabs(frame, "view", params.VIEWS)
if views["trajectory"].open:
    views["trajectory"].plotly_chart(charts.trajectory(frame, period, sequential, names,
                                                       lichess), key="trajectory")
elif views["changes"].open:
    views["changes"].plotly_chart(charts.change_bars(frame, period, names), key="bars")
elif views["breakdown"].open:
    with views["breakdown"]:
        table = per_game_table(frame, period, sequential)
        st.dataframe(table, hide_index=True, column_config=column_config(table))
        if len(games) > TABLE_ROWS:
            st.caption(t("tournament.first_rows", shown=t("rows.shown", n=TABLE_ROWS),
                         n=len(games)))
else:
    with views["order"]:
        spread = order_spread(rating, games, k, frame.rules)
        st.plotly_chart(charts.order_spread(frame, spread, period), key="order")
        st.caption(tournament_view.order_words(frame, spread, period))
perf = performance(games)
tournament_view.performance_view(frame, perf)
planner_view.planner(frame, rating, games, k, frame.rules)
downloads.buttons(frame, period, sequential, perf, parsed.errors, lichess)
