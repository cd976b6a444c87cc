"""The Tournament page's rounds left for a norm: the next round's opponent where the pairing is
known (rating, title, federation, each an input of the link), then for each title the least
score the rounds left need, or why no score is enough (:func:`elo_core.rounds_left`, which
counts the games as a norm does: 1.4.1c, 1.4.1d, 1.4.1e). The rounds left count as games
played over the board (1.4.2c), and the page says so."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from elo_core import (
    FutureOpponent,
    NormSettings,
    NormTitle,
    PlayerRecord,
    RoundsLeft,
    rounds_left,
)
from pages.ui import link
from pages.ui.frame import Frame
from pages.ui.link.params import OPPONENT_TITLES
from pages.ui.norms import rows
from pages.ui.shared import widgets


def next_opponent(frame: Frame) -> FutureOpponent:
    """The next round's opponent as far as the user knows them; each field empty for not
    known."""
    t = frame.t
    st.markdown(t("norms.next"))
    with st.container(horizontal=True, key="norm_next_inputs"):
        rating = widgets.optional_whole_input("norm_next", t("norms.next.rating"),
                                              t("norms.next.rating.unknown"), width=160)
        key, store = link.bind("norm_next_title", "_norm_next_title")
        st.selectbox(t("norms.next.title"), [None, *OPPONENT_TITLES], key=key, on_change=store,
                     placeholder=t("norms.unknown"), width=160,
                     format_func=lambda title: t("norms.unknown" if title is None
                                                 else f"norms.title.{title}"))
        key, store = link.bind("norm_next_fed", "_norm_next_fed")
        st.text_input(t("norms.next.federation"), key=key, on_change=store, max_chars=3,
                      width=160, placeholder=t("norms.unknown"),
                      help=t("norms.federation.help"))
    values = link.values()
    return FutureOpponent(rating, values["norm_next_title"] or "", values["norm_next_fed"])


def _line(frame: Frame, plan: RoundsLeft) -> str:
    """One title's plan: the points needed and on which games, or why none are enough."""
    t = frame.t
    if plan.points_needed is None:
        return t("norms.plan.none", title=plan.title.value,
                 why=rows.missed_by(frame, plan.blockers))
    check = plan.check
    line = t("norms.plan.needed", title=plan.title.value, n=plan.points_needed)
    if check.basis is not None:
        line += ", " + rows.basis(frame, check)
        if check.left_out:
            line += ", " + t("norms.plan.before")
    line += "."
    if check.games_credited is not None and check.games_credited != len(check.judged.games):
        line += " " + t("norms.credited", n=check.games_credited)
    return line


def section(frame: Frame, record: PlayerRecord, after_round: int, titles: Sequence[NormTitle],
         settings: NormSettings) -> None:
    """What the rounds after ``after_round`` of ``record``'s event must bring for each of
    ``titles``."""
    t = frame.t
    st.markdown(f"**{t('norms.plan', n=record.rounds - after_round)}**")
    st.caption(t("norms.plan.played"))
    opponent = next_opponent(frame)
    for found in rounds_left(record, after_round, record.rounds, [opponent], titles, settings):
        st.caption(_line(frame, found))
