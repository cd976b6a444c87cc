"""The Single game page's outputs: headline figures, rule notes, what a win, a draw and a
loss would each be worth, the game by Glicko-2 as Lichess rates it, the matchup on the
expectation curve, and how each new rating was worked out."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from elo_core import GameReport, Side
from pages.ui.game import curve as curves
from pages.ui.in_force import Frame
from pages.ui.shared import explain, glicko, numbers, widgets
from pages.ui.shared.tables import labelled_rows


def _change(frame: Frame, side: Side) -> str:
    """The change as published, the exact change beside a rounded one."""
    return numbers.change_text(side.change, side.rounded_change, frame.lang, with_exact=True)


def headline(frame: Frame, *, report: GameReport) -> None:
    """New ratings and changes of both players, and the win probability, large and first; the
    break-even score as a percentage, as the expected score is."""
    t, lang = frame.t, frame.lang
    mine, theirs = report.player, report.opponent
    row = st.container(horizontal=True, key="headline")
    for label, side in (("game.your_new_rating", mine), ("game.opponent_new_rating", theirs)):
        row.metric(t(label), numbers.rating(side.new_rating, lang), _change(frame, side),
                   border=True, **numbers.change_look(side.rating, side.new_rating))
    if mine.expected is None:
        row.metric(t("game.expected"), "–", border=True)
        return
    row.metric(t("game.expected"), numbers.percent(mine.expected, lang),
               help=t("game.expected.help"), border=True)
    st.markdown(t("game.break_even", score=numbers.percent(mine.expected, lang),
                  draw=_change(frame, report.scenarios["draw"][0])))


def notes(frame: Frame, *, report: GameReport) -> None:
    """Where a rule shaped the result: the 400-point rule, an unrated game, a change that is not
    zero-sum. (Which rule chose each K is said under each K.)"""
    t = frame.t
    mine, theirs = report.player, report.opponent
    if not mine.rated:
        st.info(t("game.not_rated"))
        return
    for side, who in ((mine, "you"), (theirs, "opponent")):
        if side.capped:
            st.info(t(f"game.capped.{who}", rating=numbers.rating(side.rating, frame.lang)))
    if mine.capped != theirs.capped and (mine.capped or theirs.capped):
        st.info(t("game.cap_2650"))
    if mine.rounded_change is not None and theirs.rounded_change is not None:
        # under rounding rules the changes published are the rounded ones
        total, decimals = float(mine.rounded_change + theirs.rounded_change), 0
    else:
        total, decimals = mine.change + theirs.change, 2
    if abs(total) > 1e-9:
        st.info(t("game.not_zero_sum", total=numbers.signed(total, frame.lang, decimals)))


def scenarios(frame: Frame, *, report: GameReport) -> None:
    """What a win, a draw and a loss would each be worth, under its heading."""
    st.subheader(frame.t("game.scenarios"))
    st.table(scenario_table(frame, report))


def scenario_table(frame: Frame, report: GameReport) -> pd.DataFrame:
    """What a win, a draw and a loss would each be worth, for both players."""
    t, lang = frame.t, frame.lang
    rows = []
    for name, (mine, theirs) in report.scenarios.items():
        rows.append({
            t("game.col.result"): t(f"result.{name}"),
            t("game.col.your_change"): _change(frame, mine),
            t("game.col.your_rating"): numbers.rating(mine.new_rating, lang),
            t("game.col.opponent_change"): _change(frame, theirs),
            t("game.col.opponent_rating"): numbers.rating(theirs.new_rating, lang),
        })
    return labelled_rows(rows, t("game.col.result"))


def lichess(frame: Frame, *, rating: int, opponent: int, score: float) -> None:
    """The same game by Glicko-2 as Lichess rates it: your deviation and volatility, your
    opponent's deviation, and what both would get."""
    st.subheader(frame.t("glicko.game.title"))
    mine_col, theirs_col = st.columns(2, gap="large")
    with mine_col:
        mine = glicko.player(frame, rating, days=False)
    with theirs_col:
        theirs_rd = glicko.opponent_rd(frame, "glicko.opponent_rd")
    glicko.game_table(frame, rating, opponent, score, mine, theirs_rd)


def curve(frame: Frame, *, report: GameReport) -> None:
    """The matchup on the expectation curve of the rules in force."""
    st.plotly_chart(curves.expectation_curve(frame, frame.rules,
                                             curves.curve_points(frame, report)), key="curve")


def how(frame: Frame, *, report: GameReport, rating: int, opponent: int) -> None:
    """Each new rating worked out step by step (yours of ``rating``, your opponent's of
    ``opponent``), in an expander kept in the link."""
    t = frame.t
    box = widgets.expander("how", t("game.how"))
    if box.open:
        box.markdown(explain.side_steps(frame, t("game.you"), report.player, opponent,
                                        report.score))
        box.markdown(explain.side_steps(frame, t("game.opponent"), report.opponent, rating,
                                        1 - report.score))
