"""The Tournament page's rounds left for a norm: the next round's opponent where the pairing is
known (rating, title, federation, each an input of the link), then for each title the least
score the rounds left need, or why no score is enough (:func:`elo_core.rounds_left`, which
counts the games as a norm does: 1.4.1c, 1.4.1d, 1.4.1e). The rounds left count as games
played over the board (1.4.2c), and the page says so.

A verdict says what it rests on: where no score is enough only if the opponents to come whose
title or federation is not known are untitled or count for no federation, it says so; where
the player's federation is not given (or is no FIDE code), the page asks for it in the field
above, and why, instead of a verdict."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from elo_core import (
    FutureOpponent,
    NormSettings,
    NormTitle,
    PlayerRecord,
    RoundsLeft,
    read_federation,
    rounds_left,
)
from elo_core.norms.report import rows
from pages.ui import link
from pages.ui.in_force import Frame
from pages.ui.link.params import NEXT_COLOURS, OPPONENT_TITLES
from pages.ui.shared import widgets


def next_opponent(frame: Frame) -> FutureOpponent:
    """The next round's opponent as far as the user knows them, each field empty for not
    known; beside them the player's colour, which the chances take
    (:mod:`pages.ui.forecast.tournament_part`) and the points needed do not."""
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
        key, store = link.bind("norm_next_colour", "_norm_next_colour")
        st.selectbox(t("fc.colour"), [None, *NEXT_COLOURS], key=key, on_change=store,
                     placeholder=t("norms.unknown"), width=160,
                     format_func=lambda colour: t("norms.unknown" if colour is None
                                                  else f"fc.colour.{colour}"))
    values = link.values()
    return FutureOpponent(rating, values["norm_next_title"] or "", values["norm_next_fed"])


def _assumption(frame: Frame, plan: RoundsLeft) -> str:
    """What a verdict that rests on the opponents to come assumes of them: no title, no
    federation, or both, as far as :attr:`~elo_core.RoundsLeft.assumed` needs."""
    parts = [frame.t(key, n=n) for key, n, needs in (
        ("norms.plan.if.titles", plan.to_come.titles, plan.assumes_untitled),
        ("norms.plan.if.federations", plan.to_come.federations, plan.assumes_no_federation))
        if needs]
    return parts[0] if len(parts) == 1 else frame.t("norms.plan.if.and", first=parts[0],
                                                    then=parts[1])


def _line(frame: Frame, plan: RoundsLeft) -> str | None:
    """One title's plan: the points needed and on which games, or why none are enough, and
    on what that rests; none where only the player's federation is missing (asked for)."""
    t = frame.t
    if plan.points_needed is None:
        if plan.certain:
            return t("norms.plan.none", title=plan.title.value,
                     why=rows.missed_by(frame, plan.certain))
        if plan.assumed:
            return t("norms.plan.none.if", title=plan.title.value,
                     assumption=_assumption(frame, plan),
                     why=rows.missed_by(frame, plan.assumed))
        return None
    check = plan.check
    line = t("norms.plan.needed", title=plan.title.value, n=plan.points_needed)
    if check.basis is not None:
        line += ", " + rows.basis(frame, check)
        if check.left_out:
            line += ", " + t("norms.plan.before")
    line += "."
    games = rows.credited_games(frame, check)
    if games is not None and check.games_credited != len(check.judged.games):
        line += " " + games
    return line


def section(frame: Frame, record: PlayerRecord, after_round: int, titles: Sequence[NormTitle],
         settings: NormSettings) -> None:
    """What the rounds after ``after_round`` of ``record``'s event must bring for each of
    ``titles``."""
    t = frame.t
    st.markdown(f"**{t('norms.plan', n=record.rounds - after_round)}**")
    st.caption(t("norms.plan.played"))
    opponent = next_opponent(frame)
    plans = rounds_left(record, after_round, record.rounds, [opponent], titles, settings)
    if any(plan.not_known for plan in plans):
        federation_asked(frame, record.player.federation)
    for found in plans:
        line = _line(frame, found)
        if line is not None:
            st.caption(line)


def federation_asked(frame: Frame, written: str) -> None:
    """Where the player's federation is ``written`` as none or as no FIDE code, which field
    asks for it and why: 1.4.3 and 1.4.4 count by it, and no plan is made without it."""
    field = frame.t("norms.own_federation")
    if read_federation(written) is None and written.strip():
        text = frame.t("norms.plan.federation.unknown", code=written.strip(), field=field)
    else:
        text = frame.t("norms.plan.federation", field=field)
    st.info(text, icon=":material/flag:")
