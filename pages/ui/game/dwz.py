"""The Single game page by the DWZ: your DWZ, Index and year of birth, the opponent's DWZ, the
event's last day and the WO, the result; then the new DWZ and every step
(:mod:`pages.ui.shared.dwz`).

One game is an event of one game (DSB WO 2.2.2: an event is evaluated as a whole): n = 1 and
W − We = S − P(D). The opponent's new DWZ comes from the same game seen from the other side,
from the opponent's Index and year of birth (10 and over 25 unless set). One game has no
performance (WO 3.6 asks for 5 games), so the page shows none.

With the DSB's DWZ list loaded, you and your opponent are found in it and fill in the DWZ,
Index and year of birth (:mod:`pages.ui.game.dwz_listed`); with only FIDE's, the page says
that it gives no DWZ."""

from __future__ import annotations

import streamlit as st

from elo_core import DwzEvaluation, Game
from elo_core.elo.single import SCENARIOS
from elo_core.language import number
from pages.ui.game import dwz_listed
from pages.ui.in_force import Frame
from pages.ui.shared import dwz, numbers, rating_list, widgets


def _listed(frame: Frame, side: dwz_listed.DwzSide) -> None:
    """The picker for ``side`` where the DWZ list is loaded, and what it filled in."""
    loaded = rating_list.dwz_loaded()
    if loaded is None:
        return
    dwz_listed.picker(frame, side)
    if listing := dwz_listed.note(frame, side, loaded):
        st.caption(listing)


def dwz_game(frame: Frame, *, fide_loaded: bool) -> None:
    """Read the DWZ's inputs for one game (``fide_loaded``: FIDE's list is, whose Elo this
    page does not fill in), evaluate it and show how."""
    t = frame.t
    if fide_loaded and rating_list.dwz_loaded() is None:
        st.caption(t("pick.dwz"))
    you, them = st.container(key="players").columns(2, gap="large")
    with you:
        st.subheader(t("game.you"))
        _listed(frame, dwz_listed.YOU)
        rating, index, born = dwz.player_inputs(frame)
    with them:
        st.subheader(t("game.opponent"))
        _listed(frame, dwz_listed.OPPONENT)
        opponent = widgets.rating_input(frame, "opponent", t("dwz.opponent_dwz"))
        opponent_index, opponent_born = dwz.opponent_inputs(frame)
        last_day, wo = dwz.event_inputs(frame)
    result = widgets.url_choice(frame, "result", t("game.result"), list(SCENARIOS))
    score = SCENARIOS[result]
    evaluation = dwz.evaluate(frame, rating, index, [Game(opponent, score, line=1)],
                              last_day, born, wo)
    theirs = dwz.evaluate(frame, opponent, opponent_index, [Game(rating, 1.0 - score, line=1)],
                          last_day, opponent_born, wo)
    if evaluation is not None:
        dwz.results(frame, evaluation, beside=None if theirs is None
                    else lambda: _opponent_card(frame, theirs), performance_card=False)


def _opponent_card(frame: Frame, theirs: DwzEvaluation) -> None:
    """The opponent's new DWZ from the same game, as the Elo mode gives both."""
    lang = frame.lang
    st.metric(frame.t("dwz.opponent_new_dwz"), numbers.rating(theirs.new_rating, lang),
              numbers.signed(theirs.rounded_change, lang, 0), border=True,
              help=frame.t("dwz.opponent_new_dwz.help", e_or_k=_e_or_k(frame, theirs)),
              **numbers.change_look(theirs.rating, theirs.new_rating))


def _e_or_k(frame: Frame, theirs: DwzEvaluation) -> str:
    """The opponent's E (old WO) or K (new WO), as the card's help names it."""
    if theirs.e is not None:
        return f"E = {theirs.e.e}"
    return "K = " + number(theirs.k.k if theirs.k is not None else 0.0, frame.lang, 1)
