"""The Tournament page's charts: the rating trajectory (Glicko-2's band and line beside Elo's
two), the change per game, and the final rating over orderings of the same games. Every number
drawn comes from ``elo_core``; these functions only lay it out.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import numpy as np
import plotly.graph_objects as go

from elo_core import GameRow, LichessReport, OrderSpread, SeriesReport
from elo_core.glicko2.lichess import display
from pages.ui.frame import Frame
from pages.ui.shared import numbers
from pages.ui.shared.charts import BAND_COLOUR, COLOURS, RESULT_COLOURS, UNRATED_COLOUR, layout

#: The most bars the spread over orders is drawn with.
ORDER_BINS = 40
#: Up to this many games every game is drawn with its details on hover; a longer series is
#: thinned (trajectory) or summed up in a histogram (per-game changes), so it renders at once.
DETAIL_UP_TO = 400


def _whole_game_ticks(fig: go.Figure, games: int) -> None:
    fig.update_xaxes(dtick=1 if games <= 20 else None, tickformat="d")


def _hover_data(rows: Sequence[GameRow], result_names: dict[float, str]
                ) -> tuple[list[str], np.ndarray]:
    """Per game: a label (name and result) and the numbers (opponent, E, change) as a float
    array, which Plotly takes without checking element by element. A name is escaped: Plotly
    reads ``<a href>``, ``<b>`` and ``<br>`` in a text as markup."""
    labels = [f"{html.escape(row.game.name)} {result_names[row.game.score]}".strip()
              for row in rows]
    numbers_ = np.array([(np.nan if row.game.opponent_rating is None else row.game.opponent_rating,
                          np.nan if row.expected is None else row.expected, row.change)
                         for row in rows], dtype=float).reshape(-1, 3)
    return labels, numbers_


#: Hover text of a game; Plotly formats the numbers with the figure's locale separators.
GAME_HOVER = ("%{text} · %{customdata[0]:.0f}<br>"
              "E = %{customdata[1]:.2f}<br>Δ = %{customdata[2]:+.1f}")


def _thinned(count: int, most: int) -> np.ndarray:
    """At most ``most`` evenly spread indices of ``count`` points, the first and last kept."""
    if count <= most:
        return np.arange(count)
    return np.unique(np.linspace(0, count - 1, most).round().astype(int))


def trajectory(frame: Frame, period: SeriesReport, sequential: SeriesReport,
               result_names: dict[float, str], lichess: LichessReport | None = None
               ) -> go.Figure:
    """Both modes game by game: sequential as the rating after each game, the rating period
    as the start rating plus the running sum of changes; the final ratings labelled. With
    ``lichess``, Glicko-2's rating after each game too, inside its ±2 RD band.

    A long series is thinned to ``DETAIL_UP_TO`` points a line, more than a chart's width
    can show; its hover then names the game and the rating.
    """
    t = frame.t
    n = len(period.rows)
    mode = "lines" if n > 60 else "lines+markers"
    shown = _thinned(n + 1, DETAIL_UP_TO)
    fig = go.Figure()
    if lichess is not None:
        _glicko_band(fig, frame, lichess, shown)
    for key, report in (("period", period), ("sequential", sequential)):
        ys = np.array([report.start_rating, *(row.rating_after for row in report.rows)])
        if n > DETAIL_UP_TO:
            hover: dict[str, object] = {"hovertemplate": f"{t('chart.game')} %{{x}}: %{{y:.1f}}"}
        else:
            labels, data = _hover_data(report.rows, result_names)
            start = np.array([[report.start_rating, np.nan, 0.0]])
            hover = {"text": np.array([t("chart.start"), *labels], dtype=object),
                     "customdata": np.vstack([start, data]),
                     "hovertemplate": GAME_HOVER + "<br>%{y:.1f}"}
        fig.add_trace(go.Scatter(x=shown, y=ys[shown], mode=mode, name=t(f"mode.{key}"),
                                 line={"color": COLOURS[key]}, **hover))
    ends = [(period.new_rating, numbers.rating(period.new_rating, frame.lang), "period"),
            (sequential.new_rating, numbers.rating(sequential.new_rating, frame.lang),
             "sequential")]
    if lichess is not None:
        _glicko_line(fig, frame, lichess, shown, mode)
        ends.append((lichess.final.rating, display(lichess.final), "glicko"))
    _end_labels(fig, n, ends)
    if period.rounded_change is not None:
        fig.add_trace(go.Scatter(x=[n], y=[period.new_rating], mode="markers",
                                 name=t("chart.published"), hoverinfo="name+y",
                                 marker={"symbol": "diamond", "size": 11,
                                         "color": COLOURS["period"]}))
    _whole_game_ticks(fig, n)
    return layout(fig, frame, t("chart.trajectory.title"), t("chart.game"), t("chart.rating"))


def _glicko_states(lichess: LichessReport, shown: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Glicko-2's rating and RD game by game (the start after any idle days)."""
    states = [lichess.first, *(row.after for row in lichess.games)]
    return (np.array([s.rating for s in states])[shown],
            np.array([s.rd for s in states])[shown])


def _glicko_band(fig: go.Figure, frame: Frame, lichess: LichessReport,
                 shown: np.ndarray) -> None:
    """The ±2 RD band, drawn first so that every line stays on top of it."""
    ratings, deviations = _glicko_states(lichess, shown)
    band = frame.t("chart.band")
    fig.add_trace(go.Scatter(x=shown, y=ratings + 2 * deviations, mode="lines", line={"width": 0},
                             legendgroup=band, showlegend=False, hoverinfo="skip"))
    fig.add_trace(go.Scatter(x=shown, y=ratings - 2 * deviations, mode="lines", line={"width": 0},
                             fill="tonexty", fillcolor=BAND_COLOUR, legendgroup=band, name=band,
                             hoverinfo="skip"))


def _glicko_line(fig: go.Figure, frame: Frame, lichess: LichessReport, shown: np.ndarray,
                 mode: str) -> None:
    """Glicko-2's rating game by game, dotted so that an Elo line under it still shows."""
    t = frame.t
    ratings, deviations = _glicko_states(lichess, shown)
    fig.add_trace(go.Scatter(x=shown, y=ratings, mode=mode, name=t("glicko.title"),
                             line={"color": COLOURS["glicko"], "dash": "dot"},
                             customdata=deviations,
                             hovertemplate=f"{t('chart.game')} %{{x}}: %{{y:.1f}} "
                                           "± %{customdata:.0f}<extra></extra>"))


#: Pixels between two final ratings' labels, so that close ratings do not print over each other.
LABEL_GAP = 13


def _end_labels(fig: go.Figure, x: int, ends: list[tuple[float, str, str]]) -> None:
    """Each line's final rating beside its end, the highest on top, a line's height apart."""
    ordered = sorted(ends, key=lambda end: -end[0])
    middle = (len(ordered) - 1) / 2
    for rank, (y, text, key) in enumerate(ordered):
        fig.add_annotation(x=x, y=y, xanchor="left", showarrow=False, text=text,
                           font={"color": COLOURS[key]}, yshift=(middle - rank) * LABEL_GAP)


def change_bars(frame: Frame, report: SeriesReport, result_names: dict[float, str]) -> go.Figure:
    """Each game's change in the rating period, one colour (and legend entry) per result.

    Up to ``DETAIL_UP_TO`` games as a bar a game, with its details on hover. A longer series
    would be a wall of hairlines that takes the browser long to draw; it is shown as a
    histogram of the changes, stacked by result.
    """
    rows = report.rows
    unrated = frame.t("chart.unrated")
    groups: dict[str, list[int]] = {}
    for index, row in enumerate(rows):
        label = result_names[row.game.score] if row.not_rated is None else unrated
        groups.setdefault(label, []).append(index)
    detailed = len(rows) <= DETAIL_UP_TO
    labels, data = _hover_data(rows, result_names) if detailed else ([], np.empty((0, 3)))
    fig = go.Figure()
    for label, indices in groups.items():
        colour = UNRATED_COLOUR if label == unrated else RESULT_COLOURS[rows[indices[0]].game.score]
        x = np.array(indices) + 1
        y = np.array([rows[i].change for i in indices])
        if detailed:
            fig.add_trace(go.Bar(x=x, y=y, name=label, marker_color=colour, textposition="none",
                                 customdata=data[indices],
                                 text=np.array(labels, dtype=object)[indices],
                                 hovertemplate=GAME_HOVER + "<extra></extra>"))
        else:
            fig.add_trace(go.Histogram(x=y, name=label, marker_color=colour, nbinsx=60,
                                       hovertemplate="%{x}: %{y}<extra></extra>"))
    if not detailed:
        fig.update_layout(barmode="stack")
        return layout(fig, frame, frame.t("chart.histogram.title", n=len(rows)),
                       frame.t("chart.change"), frame.t("chart.games"))
    _whole_game_ticks(fig, len(rows))
    return layout(fig, frame, frame.t("chart.bars.title"), frame.t("chart.game"),
                   frame.t("chart.change"))


def order_spread(frame: Frame, spread: OrderSpread, period: SeriesReport) -> go.Figure:
    """The final sequential rating over orderings of the same games, as a histogram, with the
    rating period's result (which no ordering changes) and the order as entered marked."""
    t = frame.t
    values, counts = np.unique(np.round(np.array(spread.finals), 6), return_counts=True)
    if len(values) > ORDER_BINS:
        counts, edges = np.histogram(spread.finals, bins=ORDER_BINS)
        values, widths = (edges[:-1] + edges[1:]) / 2, np.diff(edges)
    else:  # few distinct results: a thin bar at each
        widths = np.full(len(values), max(np.ptp(values), 1.0) / (3 * ORDER_BINS))
    fig = go.Figure(go.Bar(x=values, y=counts, width=widths, name=t("chart.orders"),
                           marker_color=COLOURS["sequential"],
                           hovertemplate="%{x:.1f}: %{y}<extra></extra>"))
    if counts.max() <= 10:  # whole orders: no tick at half an order
        fig.update_yaxes(dtick=1 if counts.max() <= 5 else 2)
    for x, label, colour, side in ((period.new_rating, t("mode.period"), COLOURS["period"],
                                    "top"),
                                   (spread.as_entered, t("chart.as_entered"), "#555555",
                                    "bottom")):
        fig.add_vline(x=x, line_color=colour, line_dash="dash",
                      annotation_text=f"{label}: {numbers.rating(x, frame.lang)}",
                      annotation_position=f"{side} right")
    fig.update_xaxes(tickformat=".1~f")  # a rating, never with a thousands separator
    return layout(fig, frame, t("chart.order.title", n=spread.orderings),
                   t("chart.final_rating"), t("chart.orders"))
