"""The Single game page's chart: the expected score against the rating difference, by the
formula and (under FIDE's table) by table 8.1.2's steps, with both players on it."""

from __future__ import annotations

from functools import cache, lru_cache

import numpy as np
import plotly.graph_objects as go

from elo_core import Expectation, GameReport, RuleSet, logistic_expected_score
from elo_core.elo.rules import CAP_DIFFERENCE, DifferenceCap
from elo_core.elo.tables import expectancy_bands
from elo_core.language import number
from pages.ui.in_force import Frame
from pages.ui.shared import numbers
from pages.ui.shared.charts import COLOURS, layout

CURVE_RANGE = 800


@cache
def _formula_curve() -> tuple[np.ndarray, np.ndarray]:
    """The logistic curve every 10 points of difference, smooth at any chart width."""
    xs = np.arange(-CURVE_RANGE, CURVE_RANGE + 1, 10)
    return xs, np.array([logistic_expected_score(float(d)) for d in xs])


@cache
def _table_steps() -> tuple[list[int], list[float]]:
    xs: list[int] = []
    ys: list[float] = []
    for band in reversed(expectancy_bands()):
        xs.append(-(band.d_max if band.d_max is not None else CURVE_RANGE))
        ys.append(band.pd_low / 100)
    for band in expectancy_bands():
        xs.append(band.d_min)
        ys.append(band.pd_high / 100)
    xs.append(CURVE_RANGE)
    ys.append(1.0)
    return xs, ys


CurvePoint = tuple[str, float, float, float]


def curve_points(frame: Frame, report: GameReport) -> tuple[CurvePoint, ...]:
    """(label, real D, counted D, E) for both players, for the expectation curve."""
    points: list[CurvePoint] = []
    for side, other, label in ((report.player, report.opponent, frame.t("game.you")),
                               (report.opponent, report.player, frame.t("game.opponent"))):
        row = side.report.rows[0]
        if row.expected is not None and row.difference is not None:
            points.append((label, side.rating - other.rating, row.difference, row.expected))
    return tuple(points)


@lru_cache(maxsize=64)
def expectation_curve(frame: Frame, rules: RuleSet, points: tuple[CurvePoint, ...]) -> go.Figure:
    """E against D, formula and (under the table) FIDE's steps; ``points`` are
    (label, real difference, counted difference, expected score) of each player.

    Kept for reuse: a rerun that moves neither player (another K, another result) draws the
    same figure without building it again, so callers must not change the figure.
    """
    t = frame.t
    xs, ys = _formula_curve()
    fig = go.Figure()
    fig.add_trace(go.Scatter(
        x=xs, y=ys, name=t("chart.formula"),
        line={"color": COLOURS["formula"]},
        hovertemplate="D = %{x}<br>E = %{y:.3f}<extra></extra>"))
    if rules.expectation is Expectation.TABLE:
        steps_x, steps_y = _table_steps()
        fig.add_trace(go.Scatter(
            x=steps_x, y=steps_y, name=t("chart.table"), line={"color": COLOURS["table"],
                                                               "shape": "hv"},
            hovertemplate="D ≥ %{x}<br>PD = %{y:.2f}<extra></extra>"))
    if rules.cap is not DifferenceCap.NONE:
        for x0, x1 in ((-CURVE_RANGE, -CAP_DIFFERENCE), (CAP_DIFFERENCE, CURVE_RANGE)):
            fig.add_vrect(x0=x0, x1=x1, fillcolor="grey", opacity=0.12, line_width=0)
        fig.add_annotation(x=(CAP_DIFFERENCE + CURVE_RANGE) / 2, y=0.05, showarrow=False,
                           text=t("chart.cap_zone"))
    for (label, real, counted, expected), colour in zip(
            points, (COLOURS["you"], COLOURS["opponent"]), strict=False):
        text = (f"{label}<br>D = {numbers.signed(real, frame.lang, 0)}"
                + (f" → {numbers.signed(counted, frame.lang, 0)}" if counted != real else "")
                + f"<br>E = {number(expected, frame.lang, 3)}")
        fig.add_trace(go.Scatter(
            x=[counted], y=[expected], mode="markers+text", name=label, text=[label],
            textposition="bottom center" if expected > 0.85 else "top center",
            marker={"size": 14, "color": colour},
            hovertext=[text], hoverinfo="text"))
    fig.update_yaxes(range=[0, 1.02])
    fig.update_xaxes(range=[-CURVE_RANGE, CURVE_RANGE])
    return layout(fig, frame, t("chart.curve.title"), t("chart.curve.x"), t("chart.curve.y"))
