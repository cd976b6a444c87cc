"""The target planner: the question a player comes with, answered by the engine's planner.

Three questions, one at a time (the link's ``plan``): the points these games needed for a
target; the points more games need, counted in the same rating period or after the next list
(``basis``); and tonight's game: what a win, a draw and a loss add to this period's change, and
what the rounds after it need. Every line says which rating it counts from.
"""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd
import streamlit as st

from elo_core import (
    Basis,
    Game,
    NextRound,
    Plan,
    PlanLine,
    PlayerFacts,
    RuleSet,
    next_round,
    opponents_at_average,
    plan,
)
from elo_core.games import played_opponents
from elo_core.language import compact
from pages.ui import link
from pages.ui.in_force import Frame
from pages.ui.link import params
from pages.ui.shared import explain, numbers, widgets

_BASES = {"period": Basis.SAME_PERIOD, "list": Basis.NEXT_LIST}


def _line(frame: Frame, line: PlanLine, games: int, hold_label: bool,
          projected: bool = False) -> str:
    """One target's line; ``projected``: the rating held is the one the games entered give,
    not yet the player's."""
    t, lang = frame.t, frame.lang
    goal = numbers.rating(line.target, lang)
    key = "plan.reach"
    if hold_label and line.holds:
        key = "plan.hold.list" if projected else "plan.hold"
    if line.points_needed is None:
        return t(f"{key}.unreachable", target=goal, n=games)
    return t(key, target=goal, n=games, points=t("points", n=line.points_needed),
             rating=numbers.rating(line.new_rating or 0, lang))


def _show_plan(frame: Frame, result: Plan) -> None:
    t, lang = frame.t, frame.lang
    projected = result.basis is Basis.NEXT_LIST and result.entered.rated_games > 0
    if projected:
        k_there = t("plan.k_there", k=compact(result.k.effective, lang))
        why = explain.k_note(frame, result.k)
        st.caption(t("plan.counted_from_list", rating=numbers.rating(result.counted_from, lang),
                     n=result.entered.rated_games) + " " + k_there
                   + ("" if why is None else " " + why))
    elif result.entered.rated_games:
        st.caption(t("plan.counted_in_period", rating=numbers.rating(result.counted_from, lang),
                     n=result.entered.rated_games + result.extra_games,
                     points=t("points", n=result.points_scored),
                     k=compact(result.k.effective, lang)))
    lines = [*result.lines]
    if result.hold.target not in {line.target for line in lines}:
        lines.append(result.hold)
    for line in lines:
        st.markdown("- " + _line(frame, line, result.extra_games, hold_label=True,
                                 projected=projected))


def _these_games(frame: Frame, start: float, games: Sequence[Game], target: float,
                 k: float | PlayerFacts, rules: RuleSet) -> None:
    result = plan(start, [], played_opponents(games), [target], k, rules, Basis.SAME_PERIOD)
    scored = sum(g.score for g in games if g.played)
    st.caption(frame.t("plan.these.help") + " " + frame.t(
        "plan.these.scored", points=frame.t("points", n=scored)))
    _show_plan(frame, result)


def _more_games(frame: Frame, start: float, games: Sequence[Game], target: float,
                k: float | PlayerFacts, rules: RuleSet) -> None:
    t = frame.t
    left, right = st.columns(2)
    with left:
        count = widgets.whole_input("more_games", t("plan.more_games"))
    with right:
        average = widgets.whole_input("more_avg", t("plan.average"))
    basis = Basis.SAME_PERIOD
    if any(g.played for g in games):
        name = widgets.url_choice(frame, "basis", t("basis"), params.PLAN_BASES)
        basis = _BASES[name]
        st.caption(t(f"basis.{name}.help"))
    result = plan(start, games, opponents_at_average(count, average), [target], k, rules, basis)
    _show_plan(frame, result)


def _round_table(frame: Frame, tonight: NextRound) -> pd.DataFrame:
    t, lang = frame.t, frame.lang
    rows = []
    for name, result in tonight.results.items():
        note = ""
        if result.k_cut_by_this_game:
            note = t("round.k_cut", k=compact(result.k.effective, lang),
                     chosen=compact(tonight.now.k.effective, lang))
        row = {t("round.col.result"): t(f"result.{name}"),
               t("round.col.change"): numbers.change_text(result.change,
                                                          result.rounded_change, lang),
               t("round.col.gain"): numbers.change_text(result.gain, result.rounded_gain, lang),
               t("round.col.rating"): numbers.rating(result.new_rating, lang)}
        if result.remaining is not None and tonight.remaining_rounds:
            row[t("round.col.remaining", n=tonight.remaining_rounds)] = (
                t("round.out_of_reach") if result.remaining.points_needed is None
                else numbers.score(result.remaining.points_needed, lang))
        row[t("round.col.note")] = note
        rows.append(row)
    return pd.DataFrame(rows)


def _next_round(frame: Frame, start: float, games: Sequence[Game], target: float,
                k: float | PlayerFacts, rules: RuleSet) -> None:
    t, lang = frame.t, frame.lang
    first, second, third = st.columns(3)
    with first:
        opponent = widgets.whole_input("tonight", t("round.opponent"))
    with second:
        left = widgets.whole_input("left", t("round.left"))
    average = None
    if left:
        with third:
            average = widgets.optional_whole_input(
                "left_avg", t("round.left_avg"),
                placeholder=t("round.left_avg.same", rating=numbers.rating(opponent, lang)))
    tonight = next_round(start, games, opponent, k, rules, left, average, target)
    if not tonight.rated:
        st.info(t("round.not_rated"))
        return
    now = tonight.now
    st.caption(t("round.now", n=now.rated_games,
                 change=numbers.change_text(now.change, now.rounded_change, lang)))
    st.dataframe(_round_table(frame, tonight), hide_index=True)
    if tonight.plan is not None:
        line = tonight.plan.lines[0]
        st.markdown("- " + _line(frame, line, left + 1, hold_label=False))


_QUESTIONS = {"these": _these_games, "more": _more_games, "round": _next_round}


def planner(frame: Frame, *, start: float, games: Sequence[Game], k: float | PlayerFacts,
            rules: RuleSet) -> None:
    """The target and the question; only the question asked is computed."""
    t = frame.t
    st.subheader(t("plan.title"))
    target = widgets.target_input(frame, start)
    names: tuple[str, ...] = params.PLAN_QUESTIONS
    if not any(g.played for g in games):  # nothing entered yet: the next games, or tonight's
        names = tuple(name for name in names if name != "these")
        if link.values()["plan"] not in names:
            link.values()["plan"] = names[0]
        st.caption(t("plan.no_games"))
    question = widgets.url_choice(frame, "plan", t("plan"), names)
    _QUESTIONS[question](frame, start, games, target, k, rules)
