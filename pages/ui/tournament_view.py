"""The tournament page's outputs: both modes side by side, performance, targets, first rating,
downloads."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pandas as pd
import streamlit as st

from elo_core import (
    RATING_MAX,
    RATING_MIN,
    FirstRating,
    Game,
    LineError,
    Mode,
    Performance,
    PlayerFacts,
    RuleSet,
    SeriesReport,
    points_needed_for,
)
from elo_core.export import series_dict
from elo_core.games import played_opponents
from pages.ui import explain, numbers, params, widgets
from pages.ui.frame import Frame


def result_names(frame: Frame) -> dict[float, str]:
    """Scores as the user's language names them in tables and hovers."""
    return {1.0: frame.t("result.win"), 0.5: frame.t("result.draw"),
            0.0: frame.t("result.loss")}


def _change(frame: Frame, report: SeriesReport) -> str:
    if report.rounded_change is None:
        return numbers.signed(report.change, frame.lang, 1)
    return (f"{numbers.signed(report.rounded_change, frame.lang, 0)} "
            f"({numbers.signed(report.change, frame.lang, 2)})")


def mode_card(frame: Frame, report: SeriesReport) -> None:
    """One mode's result: new rating, change, points against expected, K used."""
    t, lang = frame.t, frame.lang
    mode = report.mode.value
    with st.container(border=True):
        st.subheader(t(f"mode.{mode}"))
        st.caption(t(f"mode.{mode}.help"))
        st.metric(t("tournament.new_rating"), numbers.rating(report.new_rating, lang),
                  _change(frame, report),
                  **numbers.change_look(report.start_rating, report.new_rating))
        st.markdown(t("tournament.points", points=numbers.score(report.points, lang),
                      expected=numbers.number(report.expected_points, lang, 2),
                      games=report.rated_games))
        k = report.k
        st.markdown(t("tournament.k_used", k=numbers.compact(k.effective, lang)))
        note = explain.k_note(frame, k)
        if note:
            st.caption(note)
        if report.mode is Mode.SEQUENTIAL and report.rules.rounds_change:
            st.caption(t("tournament.sequential_unrounded"))


def performance_view(frame: Frame, perf: Performance) -> None:
    """The three performance ratings, each with one line on what it means."""
    t, lang = frame.t, frame.lang
    st.subheader(t("perf.title"))
    cols = st.columns(3)
    values = {"fide": perf.fide, "exact": perf.exact, "linear": perf.linear}
    for col, (name, value) in zip(cols, values.items(), strict=True):
        decimals = 0 if name == "fide" else 1
        shown = "–" if value is None else numbers.number(value, lang, decimals)
        col.metric(t(f"perf.{name}"), shown, border=True)
        col.caption(t(f"perf.{name}.help"))
    if perf.exact is None and perf.games:
        st.caption(t("perf.exact.undefined"))


def target_view(frame: Frame, start: float, games: Sequence[Game], k: float | PlayerFacts,
                rules: RuleSet) -> None:
    """Points needed from these games, or from N more games, to reach a target or hold."""
    t, lang = frame.t, frame.lang
    st.subheader(t("target.title"))
    left, right = st.columns(2)
    with left:
        target = widgets.target_input(frame, start)
        source = widgets.url_choice(frame, "target.from", t("target.from"), params.PLAN_BASES)
    opponents = played_opponents(games)
    if source == "more":
        with right:
            n = widgets.whole_input("more_games", t("target.more_games"), 1, 500)
            average = widgets.whole_input("more_avg", t("target.average"), RATING_MIN,
                                          RATING_MAX)
        opponents = [float(average)] * int(n)
    reach, hold = points_needed_for(start, opponents, [target, start], k, rules)
    for goal, result in ((numbers.rating(target, lang), reach),
                         (numbers.rating(start, lang), hold)):
        if result.points_needed is None:
            st.markdown("- " + t("target.unreachable", target=goal, games=result.games))
        else:
            st.markdown("- " + t("target.needed", target=goal, games=result.games,
                                 points=numbers.score(result.points_needed, lang),
                                 rating=numbers.rating(result.new_rating or 0, lang)))


def first_rating_view(frame: Frame, first: FirstRating) -> None:
    """A first rating by FIDE's rule, with its steps, or why there is none."""
    t, lang = frame.t, frame.lang
    st.subheader(t("first.title"))
    if first.rating is None:
        st.warning(t(f"first.{first.reason.value if first.reason else 'too-few-games'}"))
    else:
        st.metric(t("first.rating"), numbers.rating(first.rating, lang), border=True)
        if first.capped_at_2200:
            st.caption(t("first.capped"))
    st.markdown(t("first.steps", games=first.games, points=numbers.score(first.points, lang),
                  ra=numbers.number(first.average_opponent, lang, 1), p=first.percent,
                  dp=numbers.signed(first.dp, lang, 0)))


def result_json(period: SeriesReport, sequential: SeriesReport, perf: Performance,
                errors: Sequence[LineError]) -> str:
    """Both modes in the command line's ``series`` shape."""
    result = {"period": series_dict(period, perf, errors), "sequential": series_dict(sequential)}
    return json.dumps(result, ensure_ascii=False, indent=1)


def games_csv(period: SeriesReport, sequential: SeriesReport) -> str:
    """The per-game table with full-precision numbers, both modes."""
    rows = series_dict(period)["games"]
    for row, other in zip(rows, series_dict(sequential)["games"], strict=True):
        row["sequential_change"] = other["change"]
        row["sequential_rating_after"] = other["rating_after"]
    return pd.DataFrame.from_records(rows).to_csv(index=False)


def downloads(frame: Frame, period: SeriesReport, sequential: SeriesReport, perf: Performance,
              errors: Sequence[LineError]) -> None:
    """The per-game table as CSV and the whole result as JSON, built when clicked."""
    left, right = st.columns(2)
    left.download_button(frame.t("download.csv"), lambda: games_csv(period, sequential),
                         "games.csv", "text/csv", key="download_csv", on_click="ignore")
    right.download_button(frame.t("download.json"),
                          lambda: result_json(period, sequential, perf, errors),
                          "rating.json", "application/json", key="download_json",
                          on_click="ignore")
