"""The Single game page by the DWZ: your DWZ, Index and year of birth, the opponent's DWZ, the
event's last day and the WO, the result; then the new DWZ and every step
(:mod:`pages.ui.shared.dwz`).

One game is an event of one game (DSB WO 2.2.2: an event is evaluated as a whole): n = 1 and
W − We = S − P(D)."""

from __future__ import annotations

import streamlit as st

from elo_core import Game
from elo_core.elo.single import SCENARIOS
from pages.ui.frame import Frame
from pages.ui.shared import dwz, widgets


def dwz_game(frame: Frame) -> None:
    """Read the DWZ's inputs for one game, evaluate it and show how."""
    t = frame.t
    you, them = st.container(key="players").columns(2, gap="large")
    with you:
        st.subheader(t("game.you"))
        rating, index, born = dwz.player_inputs(frame)
    with them:
        st.subheader(t("game.opponent"))
        opponent = widgets.rating_input(frame, "opponent", t("dwz.opponent_dwz"))
        last_day, wo = dwz.event_inputs(frame)
    result = widgets.url_choice(frame, "result", t("game.result"), list(SCENARIOS))
    evaluation = dwz.evaluate(frame, rating, index, [Game(opponent, SCENARIOS[result], line=1)],
                              last_day, born, wo)
    if evaluation is not None:
        dwz.results(frame, evaluation)
