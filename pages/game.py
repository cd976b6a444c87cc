"""Single game: what one game is worth for both players, and why."""

import streamlit as st

from elo_core import ListKind, rate_game
from elo_core.elo.single import SCENARIOS
from pages.ui.frame import current
from pages.ui.game import curve, dwz, listed, view
from pages.ui.shared import explain, glicko, rating_list, widgets
from pages.ui.shared.dwz import system_choice

frame = current()
t = frame.t
lists = rating_list.loaded_lists()

if system_choice(frame) == "dwz":
    dwz.dwz_game(frame, fide_loaded=any(item.kind is ListKind.STANDARD for item in lists))
    st.stop()

# the standard list, or under FIDE's rapid & blitz rules the rapid or blitz list chosen; its
# month chosen where more than one is kept
kind = rating_list.kind_choice(frame) if lists else ListKind.STANDARD
loaded = rating_list.month_choice(frame, kind) if lists else None
if loaded is None and kind is ListKind.STANDARD:
    rating_list.no_list_hint(frame)
elif loaded is None:
    st.caption(rating_list.not_loaded(frame, "rlist.kind.none",
                                      kind=t(f"rlist.kind.{kind.value}")))
you, them = st.container(key="players").columns(2, gap="large")
with you:
    st.subheader(t("game.you"))
    if loaded is not None:
        listed.picker(frame, listed.YOU, loaded)
        your_listing = st.empty()
    rating = widgets.rating_input(frame, "rating", t("game.your_rating"))
    k = widgets.k_choice(frame, t("game.your_k"), rating)
    your_k = st.empty()
with them:
    st.subheader(t("game.opponent"))
    if loaded is not None:
        listed.picker(frame, listed.OPPONENT, loaded)
        their_listing = st.empty()
    opponent = widgets.rating_input(frame, "opponent", t("game.opponent_rating"))
    k_opponent = widgets.opponent_k(frame, opponent)
    their_k = st.empty()
result = widgets.url_choice(frame, "result", t("game.result"), list(SCENARIOS))

report = rate_game(rating, opponent, SCENARIOS[result], k, frame.rules, k_opponent)

for place, note in ((your_k, explain.k_note(frame, report.player.report.k)),
                    (their_k, explain.opponent_k_note(frame, report))):
    if note:
        place.caption(note)
if loaded is not None:
    for place, side, used in ((your_listing, listed.YOU, report.player.report.k.chosen),
                              (their_listing, listed.OPPONENT, report.opponent.report.k.chosen)):
        if listing := listed.note(frame, side, used):
            place.caption(listing)
view.headline(frame, report)
view.notes(frame, report)
st.subheader(t("game.scenarios"))
st.table(view.scenario_table(frame, report))
st.subheader(t("glicko.game.title"))
mine_col, theirs_col = st.columns(2, gap="large")
with mine_col:
    mine = glicko.player(frame, rating, days=False)
with theirs_col:
    theirs_rd = glicko.opponent_rd(frame, "glicko.opponent_rd")
glicko.game_table(frame, rating, opponent, report.score, mine, theirs_rd)
st.plotly_chart(curve.expectation_curve(frame, frame.rules, curve.curve_points(frame, report)),
                key="curve")
how = widgets.expander("how", t("game.how"))
if how.open:
    how.markdown(explain.side_steps(frame, t("game.you"), report.player, opponent, report.score))
    how.markdown(explain.side_steps(frame, t("game.opponent"), report.opponent, rating,
                                    1 - report.score))
