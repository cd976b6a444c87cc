"""Plotly figures: the expectation curve, the rating trajectory and per-game changes.

Every number drawn comes from ``elo_core``; these functions only lay it out.
"""

from __future__ import annotations

from collections.abc import Sequence

import plotly.graph_objects as go

from elo_core import Expectation, GameRow, RuleSet, SeriesReport
from elo_core.expectation import logistic_expected_score
from elo_core.rules import CAP_DIFFERENCE, DifferenceCap
from elo_core.tables import expectancy_bands
from pages.ui import numbers
from pages.ui.frame import Frame

CURVE_RANGE = 800
#: Above this many games the trajectory is drawn with WebGL.
WEBGL_FROM = 1000
COLOURS = {"formula": "#1f77b4", "table": "#ff7f0e", "you": "#d62728", "opponent": "#2ca02c",
           "period": "#1f77b4", "sequential": "#ff7f0e"}
RESULT_COLOURS = {1.0: "#2ca02c", 0.5: "#9e9e9e", 0.0: "#d62728"}


def _whole_game_ticks(fig: go.Figure, games: int) -> None:
    fig.update_xaxes(dtick=1 if games <= 20 else None, tickformat="d")


def _layout(fig: go.Figure, title: str, x_title: str, y_title: str) -> go.Figure:
    fig.update_layout(title=title, xaxis_title=x_title, yaxis_title=y_title,
                      hovermode="closest", margin={"l": 10, "r": 10, "t": 50, "b": 10},
                      legend={"orientation": "h", "y": -0.2})
    return fig


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


def expectation_curve(
    frame: Frame, rules: RuleSet, points: Sequence[tuple[str, float, float, float]]
) -> go.Figure:
    """E against D, formula and (under the table) FIDE's steps; ``points`` are
    (label, real difference, counted difference, expected score) of each player."""
    t = frame.t
    xs = list(range(-CURVE_RANGE, CURVE_RANGE + 1, 5))
    fig = go.Figure()
    fig.add_trace(go.Scatter(
        x=xs, y=[logistic_expected_score(d) for d in xs], name=t("chart.formula"),
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
                + f"<br>E = {numbers.number(expected, frame.lang, 3)}")
        fig.add_trace(go.Scatter(
            x=[counted], y=[expected], mode="markers+text", name=label, text=[label],
            textposition="bottom center" if expected > 0.85 else "top center",
            marker={"size": 14, "color": colour},
            hovertext=[text], hoverinfo="text"))
    fig.update_yaxes(range=[0, 1.02])
    fig.update_xaxes(range=[-CURVE_RANGE, CURVE_RANGE])
    return _layout(fig, t("chart.curve.title"), t("chart.curve.x"), t("chart.curve.y"))


def _hover(frame: Frame, rows: Sequence[GameRow], result_names: dict[float, str]) -> list[str]:
    lang = frame.lang
    out = []
    for row in rows:
        game = row.game
        who = f"{game.name} " if game.name else ""
        expected = "–" if row.expected is None else numbers.number(row.expected, lang, 2)
        out.append(
            f"{who}{numbers.rating(game.opponent_rating, lang)}: {result_names[game.score]}"
            f"<br>E = {expected}<br>Δ = {numbers.signed(row.change, lang, 1)}")
    return out


def trajectory(frame: Frame, period: SeriesReport, sequential: SeriesReport,
               result_names: dict[float, str]) -> go.Figure:
    """Both modes game by game: sequential as the rating after each game, the rating period
    as the start rating plus the running sum of changes; the final ratings labelled."""
    t = frame.t
    n = len(period.rows)
    trace = go.Scattergl if n >= WEBGL_FROM else go.Scatter
    mode = "lines" if n > 60 else "lines+markers"
    fig = go.Figure()
    xs = list(range(n + 1))
    for key, report in (("period", period), ("sequential", sequential)):
        ys = [report.start_rating, *(row.rating_after for row in report.rows)]
        hover = [t("chart.start"), *_hover(frame, report.rows, result_names)]
        fig.add_trace(trace(x=xs, y=ys, mode=mode, name=t(f"mode.{key}"),
                            line={"color": COLOURS[key]}, hovertext=hover,
                            hoverinfo="text+name"))
        fig.add_annotation(x=n, y=report.new_rating, xanchor="left", showarrow=False,
                           font={"color": COLOURS[key]},
                           text=numbers.rating(report.new_rating, frame.lang))
    if period.rounded_change is not None:
        fig.add_trace(go.Scatter(x=[n], y=[period.new_rating], mode="markers",
                                 name=t("chart.published"), hoverinfo="name+y",
                                 marker={"symbol": "diamond", "size": 11,
                                         "color": COLOURS["period"]}))
    _whole_game_ticks(fig, n)
    return _layout(fig, t("chart.trajectory.title"), t("chart.game"), t("chart.rating"))


def change_bars(frame: Frame, report: SeriesReport, result_names: dict[float, str]) -> go.Figure:
    """Each game's change in the rating period, coloured by result."""
    rows = report.rows
    colours = [RESULT_COLOURS[r.game.score] if r.not_rated is None else "#e0e0e0" for r in rows]
    fig = go.Figure(go.Bar(x=list(range(1, len(rows) + 1)), y=[r.change for r in rows],
                           marker_color=colours, hovertext=_hover(frame, rows, result_names),
                           hoverinfo="text"))
    _whole_game_ticks(fig, len(rows))
    return _layout(fig, frame.t("chart.bars.title"), frame.t("chart.game"),
                   frame.t("chart.change"))

