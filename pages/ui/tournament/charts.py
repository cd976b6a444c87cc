"""The Tournament page's charts: the two ways of counting game by game and the gap between
them, Glicko-2 in its ±2 RD band on a chart of its own, the change per game, and the final
rating over orderings of the same games. Every number drawn comes from ``elo_core``; these
functions only lay it out.

The charts that follow a series count its rated games along their x axis: a round that was
not rated (a bye, a forfeit, an unrated opponent) is no game there, and is marked where it
came, between the games before and after it, its reason on hover.

Each chart is written as one plain specification (its traces and its layout) and made a
Plotly figure in one go: Plotly checks every property of a figure built trace by trace and
update by update again, and that took the trajectory of 1,000 games 14 ms a rerun, 4 ms so.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import numpy as np
import plotly.graph_objects as go

from elo_core import Game, GameRow, LichessReport, NotRated, OrderSpread, SeriesReport, mode_gaps
from elo_core.games import unplayed_reason
from elo_core.glicko2.lichess import display
from pages.ui.i18n import Markdown
from pages.ui.in_force import Frame
from pages.ui.shared import numbers
from pages.ui.shared.charts import (
    BAND_COLOUR,
    COLOURS,
    RESULT_COLOURS,
    UNRATED_COLOUR,
    layout_spec,
    text_width,
)

Spec = dict[str, Any]


class _Chart:
    """A chart as it is written: its traces, and the shapes and notes over them."""

    def __init__(self) -> None:
        self.traces: list[Spec] = []
        self.shapes: list[Spec] = []
        self.notes: list[Spec] = []

    def figure(self, frame: Frame, title: str, x_title: str, y_title: str,
               **layout: Any) -> go.Figure:
        """The Plotly figure, laid out as every chart is, with ``layout`` over that (a nested
        dict is merged one level deep)."""
        spec = layout_spec(frame, title, x_title, y_title)
        for key, value in layout.items():
            spec[key] = {**spec[key], **value} if isinstance(value, dict) and isinstance(
                spec.get(key), dict) else value
        return go.Figure({"data": self.traces, "layout": {
            **spec, "shapes": self.shapes, "annotations": self.notes}})


#: The most bars the spread over orders is drawn with.
ORDER_BINS = 40
#: Up to this many games every game is drawn with its details on hover; a longer series is
#: thinned (trajectory) or summed up in a histogram (per-game changes), so it renders at once.
DETAIL_UP_TO = 400
#: Up to this many places with unrated rounds each is marked; a longer list's would crowd the
#: chart, and its hover still names the rounds of each game.
MARKED_UP_TO = 40
#: Up to this many places the mark names its rounds in words on the chart too.
WORDED_UP_TO = 8


def _game_ticks(games: int) -> Spec:
    """An x axis of whole games: every game up to 20, Plotly's choice beyond."""
    return {"dtick": 1, "tickformat": "d"} if games <= 20 else {"tickformat": "d"}


def _rated(rows: Sequence[GameRow]) -> list[int]:
    """The rows of the games that were rated, in order: the n-th is rated game n + 1."""
    return [index for index, row in enumerate(rows) if row.not_rated is None]


def _game_labels(frame: Frame, rows: Sequence[GameRow], rated: Sequence[int],
                 result_names: dict[float, str]) -> list[str]:
    """Each rated game as its hover names it: its number among the rated games, its row in the
    list (``#7``), the opponent and the result. A name is escaped: Plotly reads ``<a href>``,
    ``<b>`` and ``<br>`` in a text as markup."""
    labels = []
    for number, index in enumerate(rated, start=1):
        game = rows[index].game
        who = f"{html.escape(game.written_name)} {result_names[game.score]}".strip()
        labels.append(f"{frame.t('place.game', n=number)} (#{index + 1}) · {who}")
    return labels


def _no_minus_zero(values: np.ndarray, decimals: int) -> np.ndarray:
    """``values`` with every one that a hover writes to ``decimals`` as nothing made 0: Plotly's
    ``+`` format writes −0.03 as −0.0, a minus on a change that is none."""
    return np.where(np.abs(values) < 0.5 / 10 ** decimals, 0.0, values)


def _game_numbers(rows: Sequence[GameRow], rated: Sequence[int]) -> np.ndarray:
    """Per rated game its opponent, E and change, as a float array, which Plotly takes without
    checking element by element."""
    data = np.array([(rows[i].game.opponent_rating or np.nan, rows[i].expected or 0.0,
                      rows[i].change) for i in rated], dtype=float).reshape(-1, 3)
    data[:, 2] = _no_minus_zero(data[:, 2], 1)
    return data


#: Hover text of a game; Plotly formats the numbers with the figure's locale separators.
GAME_HOVER = ("%{text} · %{customdata[0]:.0f}<br>"
              "E = %{customdata[1]:.2f}<br>Δ = %{customdata[2]:+.1f}")


def _thinned(count: int, most: int) -> np.ndarray:
    """At most ``most`` evenly spread indices of ``count`` points, the first and last kept."""
    if count <= most:
        return np.arange(count)
    return np.unique(np.linspace(0, count - 1, most).round().astype(int))


#: A round of a series as the marks read it: the game, and why it was not rated (``None``: it
#: was).
Round = tuple[Game, NotRated | None]


def _elo_rounds(rows: Sequence[GameRow]) -> list[Round]:
    return [(row.game, row.not_rated) for row in rows]


def _unrated_places(rounds: Sequence[Round]) -> dict[int, list[int]]:
    """The rounds not rated, by how many rated games came before them."""
    places: dict[int, list[int]] = {}
    counted = 0
    for index, (_, why) in enumerate(rounds):
        if why is None:
            counted += 1
        else:
            places.setdefault(counted, []).append(index)
    return places


def _unrated_marks(chart: _Chart, frame: Frame, rounds: Sequence[Round],
                   foot: dict[str, str]) -> None:
    """Each place where rounds were not rated, between the rated games before and after: a
    dotted line over the whole chart, a mark at the foot of the plot ``foot`` names (its axes)
    that names the rounds on hover (``#5``, the row in the list, the opponent and why), and
    for a few places their reasons in words above the chart."""
    places = _unrated_places(rounds)
    if not places or len(places) > MARKED_UP_TO:
        return
    positions = [after + 0.5 for after in places]
    chart.shapes += [{"type": "line", "x0": x, "x1": x, "xref": "x", "y0": 0, "y1": 1,
                      "yref": "paper", "line": {"dash": "dot", "width": 1,
                                                "color": UNRATED_COLOUR}} for x in positions]
    why = {index: frame.t(f"why.{reason.value}") for index, (_, reason) in enumerate(rounds)
           if reason is not None}
    hovers = [frame.t("chart.not_rated_here", rounds=Markdown("<br>".join(
        f"{f'#{i + 1} {html.escape(rounds[i][0].written_name)}'.strip()}: {why[i]}"
        for i in indices)))
        for indices in places.values()]
    chart.traces.append({
        "type": "scatter", "x": positions, "y": [0] * len(positions), "mode": "markers",
        "name": frame.t("chart.unrated"), "text": hovers, "showlegend": False,
        "hovertemplate": "%{text}<extra></extra>",
        "marker": {"symbol": "x-thin", "size": 10, "line": {"width": 2, "color": UNRATED_COLOUR}},
        **foot})
    if len(places) > WORDED_UP_TO:
        return
    chart.notes += [{"x": x, "y": 1, "yref": "paper", "yanchor": "bottom", "showarrow": False,
                     "text": ", ".join(dict.fromkeys(why[i] for i in indices)),
                     "font": {"size": 11}}
                    for x, indices in zip(positions, places.values(), strict=True)]


#: Pixels between two final ratings' labels, so that close ratings do not print over each other.
LABEL_GAP = 13


def _end_labels(chart: _Chart, x: int, ends: list[tuple[float, str, str]],
                axes: tuple[str, str] = ("x", "y")) -> int:
    """Each line's final rating beside its end, the highest on top, a line's height apart; the
    right margin in pixels they need to stay inside the chart."""
    ordered = sorted(ends, key=lambda end: -end[0])
    middle = (len(ordered) - 1) / 2
    chart.notes += [{"x": x, "y": y, "xref": axes[0], "yref": axes[1], "xanchor": "left",
                     "xshift": 6, "showarrow": False, "text": text,
                     "font": {"color": COLOURS[key]}, "yshift": (middle - rank) * LABEL_GAP}
                    for rank, (y, text, key) in enumerate(ordered)]
    return max(text_width(text) for _, text, _ in ends) + 12


def trajectory(frame: Frame, period: SeriesReport, sequential: SeriesReport,
               result_names: dict[float, str]) -> go.Figure:
    """The two ways of counting, rated game by rated game: above, the rating after each
    (sequential: the rating updated after every game; the rating period: the start rating plus
    the changes so far), the final ratings labelled and the axis fitted to these two lines;
    below, the gap between them (sequential − period) after each game, where a game's bar
    says why it moved: the rating each way counted the game from, its E and its change.

    A long series is thinned to ``DETAIL_UP_TO`` points a line, more than a chart's width
    can show; its hover then names the game and the rating.
    """
    t = frame.t
    rows = period.rows
    rated = _rated(rows)
    n = len(rated)
    shown = _thinned(n + 1, DETAIL_UP_TO)
    detailed = n <= DETAIL_UP_TO
    mode = "lines" if n > 60 else "lines+markers"
    chart = _Chart()
    labels = _game_labels(frame, rows, rated, result_names) if detailed else []
    lows, highs = [], []
    for key, report in (("period", period), ("sequential", sequential)):
        ys = np.array([report.start_rating, *(report.rows[i].rating_after for i in rated)])
        lows.append(ys.min())
        highs.append(ys.max())
        if detailed:
            start = np.array([[np.nan, np.nan, 0.0]])
            hover: Spec = {
                "text": np.array([t("chart.start"), *labels], dtype=object),
                "customdata": np.vstack([start, _game_numbers(report.rows, rated)]),
                "hovertemplate": GAME_HOVER + "<br>%{y:.1f}<extra>%{fullData.name}</extra>"}
        else:
            hover = {"hovertemplate": f"{t('chart.game')} %{{x}}: %{{y:.1f}}"}
        chart.traces.append({"type": "scatter", "x": shown, "y": ys[shown], "mode": mode,
                             "name": t(f"mode.{key}"), "line": {"color": COLOURS[key]},
                             "legendgroup": key, **hover})
    ends = [(period.new_rating, numbers.rating(period.new_rating, frame.lang), "period"),
            (sequential.new_rating, numbers.rating(sequential.new_rating, frame.lang),
             "sequential")]
    if period.rounded_change is not None:
        chart.traces.append({"type": "scatter", "x": [n], "y": [period.new_rating],
                             "mode": "markers", "name": t("chart.published"),
                             "hoverinfo": "name+y", "marker": {"symbol": "diamond", "size": 11,
                                                               "color": COLOURS["period"]}})
        lows.append(period.new_rating)
        highs.append(period.new_rating)
    gaps = np.array(mode_gaps(period, sequential), dtype=float)[rated]
    chart.traces.append(_gap_trace(frame, period, sequential, rated, gaps, labels))
    right = _end_labels(chart, n, ends)
    _unrated_marks(chart, frame, _elo_rounds(rows), {"xaxis": "x2", "yaxis": "y2"})
    low, high = min(lows), max(highs)
    pad = max((high - low) * 0.1, 1.0)
    gap_range = _gap_range(gaps, high - low + 2 * pad)
    if n:  # the gap after the last game written at the end of its bar
        chart.notes.append({"x": n, "y": gaps[-1], "xref": "x2", "yref": "y2",
                            "yanchor": "bottom" if gaps[-1] >= 0 else "top",
                            "showarrow": False,
                            "text": numbers.signed(gaps[-1], frame.lang, 1),
                            "font": {"color": COLOURS["sequential" if gaps[-1] >= 0
                                                      else "period"]}})
    # two plots over one axis of rated games: the ratings above, the gap below
    x_axis = {"range": [-0.3, n + 0.6], **_game_ticks(n)}
    return chart.figure(
        frame, t("chart.trajectory.title"), "", t("chart.rating"), height=520,
        margin={"r": right},
        xaxis={**x_axis, "anchor": "y", "matches": "x2", "showticklabels": False},
        yaxis={"domain": [RATINGS_DOMAIN, 1.0], "range": [low - pad, high + pad],
               "anchor": "x"},
        xaxis2={**x_axis, "anchor": "y2", "title": {"text": t("chart.rated_game")}},
        yaxis2={"domain": [0.0, GAP_DOMAIN], "anchor": "x2", "zeroline": True,
                "range": gap_range,
                "title": {"text": t("chart.gap")}})


#: Where the ratings' plot starts and the gap's strip ends, as parts of the chart's height.
RATINGS_DOMAIN, GAP_DOMAIN = 0.38, 0.32


def _gap_range(gaps: np.ndarray, ratings_span: float) -> list[float]:
    """The gap strip's axis, around 0 and on the ratings' own scale (a point as tall in the
    strip as above it), so that a bar shows how big the gap is beside the ratings; wider only
    where a gap would not fit."""
    half = ratings_span * GAP_DOMAIN / (1.0 - RATINGS_DOMAIN) / 2
    widest = float(np.abs(gaps).max()) * 1.1 if len(gaps) else 0.0
    half = max(half, widest)
    return [-half, half]


def _gap_trace(frame: Frame, period: SeriesReport, sequential: SeriesReport,
               rated: Sequence[int], gaps: np.ndarray, labels: Sequence[str]) -> Spec:
    """The gap after each rated game, a bar a game coloured by which way counts higher, with
    what moved it on hover; a long series as a thinned line."""
    t, n = frame.t, len(rated)
    axes = {"xaxis": "x2", "yaxis": "y2", "name": t("chart.gap"), "showlegend": False}
    gaps = _no_minus_zero(gaps, 2)
    if n > DETAIL_UP_TO:
        shown = _thinned(n, DETAIL_UP_TO)
        return {"type": "scatter", "x": shown + 1, "y": gaps[shown], "mode": "lines",
                "line": {"color": COLOURS["sequential"]},
                "hovertemplate": f"{t('chart.game')} %{{x}}: %{{y:+.2f}}", **axes}
    seq_rows = sequential.rows
    data = np.array([(seq_rows[i].rating_before, seq_rows[i].expected or 0.0,
                      seq_rows[i].change, period.start_rating, period.rows[i].expected or 0.0,
                      period.rows[i].change) for i in rated], dtype=float).reshape(-1, 6)
    data[:, [2, 5]] = _no_minus_zero(data[:, [2, 5]], 2)
    template = t("chart.gap.hover", game=Markdown("%{text}"), gap=Markdown("%{y:+.2f}"),
                 seq_from=Markdown("%{customdata[0]:.1f}"), seq_e=Markdown("%{customdata[1]:.2f}"),
                 seq_change=Markdown("%{customdata[2]:+.2f}"),
                 start=Markdown("%{customdata[3]:.0f}"), e=Markdown("%{customdata[4]:.2f}"),
                 change=Markdown("%{customdata[5]:+.2f}"))
    colours = [COLOURS["sequential"] if gap >= 0 else COLOURS["period"] for gap in gaps]
    return {"type": "bar", "x": np.arange(1, n + 1), "y": gaps,
            "marker": {"color": colours}, "text": np.array(labels, dtype=object),
            "textposition": "none", "customdata": data,
            "hovertemplate": template + "<extra></extra>", **axes}


def glicko_chart(frame: Frame, lichess: LichessReport) -> go.Figure:
    """Glicko-2 as Lichess rates, rated game by rated game: the rating inside its ±2 RD band,
    on a chart of its own, since the band is far wider than what separates the two ways of
    counting Elo; the rounds Lichess does not rate marked between the games."""
    t = frame.t
    rated = [row.after for row in lichess.games if row.rated]
    states = [lichess.first, *rated]
    shown = _thinned(len(states), DETAIL_UP_TO)
    ratings = np.array([s.rating for s in states])[shown]
    deviations = np.array([s.rd for s in states])[shown]
    band = t("chart.band")
    chart = _Chart()
    chart.traces += [
        {"type": "scatter", "x": shown, "y": ratings + 2 * deviations, "mode": "lines",
         "line": {"width": 0}, "legendgroup": band, "showlegend": False, "hoverinfo": "skip"},
        {"type": "scatter", "x": shown, "y": ratings - 2 * deviations, "mode": "lines",
         "line": {"width": 0}, "fill": "tonexty", "fillcolor": BAND_COLOUR,
         "legendgroup": band, "name": band, "hoverinfo": "skip"},
        {"type": "scatter", "x": shown, "y": ratings,
         "mode": "lines" if len(rated) > 60 else "lines+markers", "name": t("glicko.title"),
         "line": {"color": COLOURS["glicko"]}, "customdata": deviations,
         "hovertemplate": f"{t('chart.game')} %{{x}}: %{{y:.1f}} ± %{{customdata:.0f}}"
                          "<extra></extra>"}]
    right = _end_labels(chart, len(rated), [(lichess.final.rating, display(lichess.final),
                                             "glicko")])
    rounds = [(row.game, None if row.rated else unplayed_reason(row.game.unplayed)
               if row.game.unplayed is not None else NotRated.OPPONENT_UNRATED)
              for row in lichess.games]
    _unrated_marks(chart, frame, rounds, {"yaxis": "y2"})
    return chart.figure(frame, t("chart.glicko.title"), t("chart.rated_game"),
                        t("chart.rating"), margin={"r": right}, xaxis=_game_ticks(len(rated)),
                        yaxis2={"overlaying": "y", "visible": False, "range": [0, 1]})


def change_bars(frame: Frame, report: SeriesReport, result_names: dict[float, str]) -> go.Figure:
    """Each rated game's change in the rating period, one colour (and legend entry) per result,
    the rounds not rated marked between the games they came between.

    Up to ``DETAIL_UP_TO`` games as a bar a game, with its details on hover. A longer series
    would be a wall of hairlines that takes the browser long to draw; it is shown as a
    histogram of the changes, stacked by result.
    """
    t, rows = frame.t, report.rows
    rated = _rated(rows)
    groups: dict[float, list[int]] = {}
    for number, index in enumerate(rated):
        groups.setdefault(rows[index].game.score, []).append(number)
    detailed = len(rated) <= DETAIL_UP_TO
    labels = np.array(_game_labels(frame, rows, rated, result_names) if detailed else [],
                      dtype=object)
    data = _game_numbers(rows, rated)
    chart = _Chart()
    for score, numbers_ in sorted(groups.items(), reverse=True):
        look = {"name": result_names[score], "marker": {"color": RESULT_COLOURS[score]}}
        if detailed:
            chart.traces.append({"type": "bar", "x": np.array(numbers_) + 1,
                                 "y": data[numbers_, 2], "textposition": "none",
                                 "customdata": data[numbers_], "text": labels[numbers_],
                                 "hovertemplate": GAME_HOVER + "<extra></extra>", **look})
        else:
            chart.traces.append({"type": "histogram", "x": data[numbers_, 2], "nbinsx": 60,
                                 "hovertemplate": "%{x}: %{y}<extra></extra>", **look})
    if not detailed:
        return chart.figure(frame, t("chart.histogram.title", n=len(rated)), t("chart.change"),
                            t("chart.games"), barmode="stack")
    _unrated_marks(chart, frame, _elo_rounds(rows), {})
    return chart.figure(frame, t("chart.bars.title"), t("chart.rated_game"), t("chart.change"),
                        xaxis=_game_ticks(len(rated)))


def order_spread(frame: Frame, spread: OrderSpread, period: SeriesReport) -> go.Figure:
    """The final sequential rating over orderings of the same games, as a histogram, with the
    rating period's result (which no ordering changes) and the order as entered marked, each
    named in the legend below the chart (a label on the bars would stand on their colour)."""
    t = frame.t
    values, counts = np.unique(np.round(np.array(spread.finals), 6), return_counts=True)
    if len(values) > ORDER_BINS:
        counts, edges = np.histogram(spread.finals, bins=ORDER_BINS)
        values, widths = (edges[:-1] + edges[1:]) / 2, np.diff(edges)
    else:  # few distinct results: a thin bar at each
        widths = np.full(len(values), max(np.ptp(values), 1.0) / (3 * ORDER_BINS))
    chart = _Chart()
    chart.traces.append({"type": "bar", "x": values, "y": counts, "width": widths,
                         "name": t("chart.orders"), "marker": {"color": COLOURS["sequential"]},
                         "hovertemplate": "%{x:.1f}: %{y}<extra></extra>"})
    top = float(counts.max()) * 1.05
    chart.traces += [{"type": "scatter", "x": [x, x], "y": [0, top], "mode": "lines",
                      "name": f"{label}: {numbers.rating(x, frame.lang)}",
                      "line": {"color": colour, "dash": "dash"}, "hoverinfo": "name"}
                     for x, label, colour in (
                         (period.new_rating, t("mode.period"), COLOURS["period"]),
                         (spread.as_entered, t("chart.as_entered"), COLOURS["entered"]))]
    # whole orders: no tick at half an order; a rating, never with a thousands separator
    y_axis = {"dtick": 1 if counts.max() <= 5 else 2} if counts.max() <= 10 else {}
    return chart.figure(frame, t("chart.order.title", n=spread.orderings),
                        t("chart.final_rating"), t("chart.orders"),
                        xaxis={"tickformat": ".1~f"}, yaxis=y_axis)
