"""Glicko-2 as Lichess rates, beside Elo: its inputs, the tournament's third result, and what
Lichess would give for one game.

Every figure comes from :mod:`elo_core.glicko2.lichess`; the shown rating is cut to a whole
number and marked "?" while provisional, as Lichess shows it.
"""

from __future__ import annotations

from contextlib import nullcontext

import streamlit as st

from elo_core import Game, Glicko, LichessReport, SeriesReport, rate_lichess
from elo_core.glicko2.lichess import RATING_FLOOR, display, is_provisional
from elo_core.language import compact, number
from pages.ui import link
from pages.ui.in_force import Frame
from pages.ui.shared import numbers, widgets
from pages.ui.shared.tables import labelled_rows


def inputs_label(frame: Frame) -> str:
    """The label of the box that holds the Glicko-2 inputs: what they are set to now."""
    values = link.values()
    return frame.t("glicko.inputs", rd=values["rd"],
                   vol=number(values["vol"], frame.lang, 3))


def player(frame: Frame, rating: float, *, days: bool) -> Glicko:
    """Your deviation and volatility side by side; for a series, one under the other (they sit
    behind a button there, in a narrow panel) and the days since your last game below."""
    t = frame.t
    first, second = (nullcontext(), nullcontext()) if days else st.columns(2)
    with first:
        rd = widgets.whole_input("rd", t("glicko.rd"), help_text=t("glicko.rd.help"))
    with second:
        volatility = widgets.decimal_choice(frame, "vol", t("glicko.vol"), 0.001,
                                            help_text=t("glicko.vol.help"))
    if days:
        widgets.whole_input("days", t("glicko.days"), help_text=t("glicko.days.help"))
    return Glicko(rating, rd, volatility)


def opponent_rd(frame: Frame, label_key: str) -> int:
    """The opponent's deviation, or the one used for games whose line gives none."""
    return widgets.whole_input("o_rd", frame.t(label_key),
                               help_text=frame.t(f"{label_key}.help"))


def _change(frame: Frame, before: Glicko, after: Glicko) -> str:
    return numbers.signed(int(after.rating) - int(before.rating), frame.lang, 0)


def series_card(frame: Frame, report: LichessReport | None) -> None:
    """The third result beside the rating period and sequential Elo."""
    t = frame.t
    if report is None:
        st.metric(t("glicko.title"), "–", help=t("glicko.floor"), border=True)
        return
    st.metric(t("glicko.title"), display(report.final),
              _change(frame, report.start, report.final), help=t("glicko.help"), border=True,
              **numbers.change_look(int(report.start.rating), int(report.final.rating)))


def series_words(frame: Frame, report: LichessReport | None, sequential: SeriesReport) -> None:
    """The deviation before and after, and in two sentences why Glicko-2 moves more or less
    than Elo here: what a point of surprise moved the rating in the first and the last game,
    against Elo's K."""
    t, lang = frame.t, frame.lang
    if report is None:
        st.caption(t("glicko.floor"))
        return
    st.markdown(t("glicko.summary", rd=number(report.first.rd, lang, 0),
                  rd_after=number(report.final.rd, lang, 1),
                  vol=number(report.final.volatility, lang, 4),
                  provisional=t("glicko.provisional") if report.provisional else ""))
    weights = [w for w in (row.weight for row in report.games) if w is not None]
    if weights:
        st.caption(t("glicko.weight", first=number(weights[0], lang, 1),
                     last=number(weights[-1], lang, 1),
                     k=compact(sequential.k.effective, lang)))


def game_table(frame: Frame, rating: float, opponent: float, score: float,
               mine: Glicko, theirs_rd: float) -> None:
    """What Lichess would give both players for this one game."""
    t, lang = frame.t, frame.lang
    if min(rating, opponent) < RATING_FLOOR:
        st.caption(t("glicko.floor"))
        return
    theirs = Glicko(opponent, theirs_rd, mine.volatility)
    you = rate_lichess(mine, [Game(opponent, score, opponent_rd=theirs_rd)])
    them = rate_lichess(theirs, [Game(rating, 1.0 - score, opponent_rd=mine.rd)])
    rows = []
    for label, report in ((t("game.you"), you), (t("game.opponent"), them)):
        rows.append({
            t("glicko.col.player"): label,
            t("glicko.col.before"): display(report.start),
            t("glicko.col.after"): display(report.final),
            t("glicko.col.change"): _change(frame, report.start, report.final),
            t("glicko.col.rd"): (f"{number(report.start.rd, lang, 0)} → "
                                 f"{number(report.final.rd, lang, 1)}"),
        })
    st.table(labelled_rows(rows, t("glicko.col.player")))
    provisional = is_provisional(mine.rd) or is_provisional(theirs_rd)
    st.caption(t("glicko.game.help") + (" " + t("glicko.provisional") if provisional else ""))
