"""The Tournament page's charts: the two ways of counting game by game and the gap between
them, Glicko-2 in its ±2 RD band on a chart of its own, the change per game, and the final
rating over orderings of the same games. Every number drawn comes from ``elo_core``; these
functions only lay it out.

The charts that follow a series count its rated games along their x axis: a round that was
not rated (a bye, a forfeit, an unrated opponent) is no game there, and is marked where it
came, between the games before and after it, its reason on hover.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import numpy as np
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from elo_core import Game, GameRow, LichessReport, OrderSpread, SeriesReport, mode_gaps
from elo_core.games import NotRated, unplayed_reason
from elo_core.glicko2.lichess import display
from pages.ui.frame import Frame
from pages.ui.i18n import Markdown
from pages.ui.shared import numbers
from pages.ui.shared.charts import (
    BAND_COLOUR,
    COLOURS,
    RESULT_COLOURS,
    UNRATED_COLOUR,
    layout,
    text_width,
)

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


def _whole_game_ticks(fig: go.Figure, games: int) -> None:
    fig.update_xaxes(dtick=1 if games <= 20 else None, tickformat="d")


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
        who = f"{html.escape(game.name)} {result_names[game.score]}".strip()
        labels.append(f"{frame.t('place.game', n=number)} (#{index + 1}) · {who}")
    return labels


def _game_numbers(rows: Sequence[GameRow], rated: Sequence[int]) -> np.ndarray:
    """Per rated game its opponent, E and change, as a float array, which Plotly takes without
    checking element by element."""
    return np.array([(rows[i].game.opponent_rating or np.nan, rows[i].expected or 0.0,
                      rows[i].change) for i in rated], dtype=float).reshape(-1, 3)


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


def _unrated_marks(fig: go.Figure, frame: Frame, rounds: Sequence[Round],
                   foot: dict[str, str]) -> None:
    """Each place where rounds were not rated, between the rated games before and after: a
    dotted line over the whole chart, a mark at the foot of the plot ``foot`` names (its axes)
    that names the rounds on hover (``#5``, the row in the list, the opponent and why), and
    for a few places their reasons in words above the chart."""
    places = _unrated_places(rounds)
    if not places or len(places) > MARKED_UP_TO:
        return
    positions = [after + 0.5 for after in places]
    for x in positions:
        fig.add_vline(x=x, line_dash="dot", line_width=1, line_color=UNRATED_COLOUR)
    why = {index: frame.t(f"why.{reason.value}") for index, (_, reason) in enumerate(rounds)
           if reason is not None}
    hovers = [frame.t("chart.not_rated_here", rounds=Markdown("<br>".join(
        f"{f'#{i + 1} {html.escape(rounds[i][0].name)}'.strip()}: {why[i]}" for i in indices)))
        for indices in places.values()]
    fig.add_trace(go.Scatter(x=positions, y=[0] * len(positions), mode="markers",
                             name=frame.t("chart.unrated"), text=hovers, showlegend=False,
                             hovertemplate="%{text}<extra></extra>",
                             marker={"symbol": "x-thin", "size": 10,
                                     "line": {"width": 2, "color": UNRATED_COLOUR}}, **foot))
    if len(places) > WORDED_UP_TO:
        return
    for x, indices in zip(positions, places.values(), strict=True):
        fig.add_annotation(x=x, y=1, yref="paper", yanchor="bottom", showarrow=False,
                           text=", ".join(dict.fromkeys(why[i] for i in indices)),
                           font={"size": 11})


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
    gaps = np.array(mode_gaps(period, sequential), dtype=float)[rated]
    shown = _thinned(n + 1, DETAIL_UP_TO)
    detailed = n <= DETAIL_UP_TO
    mode = "lines" if n > 60 else "lines+markers"
    fig = make_subplots(rows=2, cols=1, shared_xaxes=True, row_heights=[0.68, 0.32],
                        vertical_spacing=0.06)
    labels = _game_labels(frame, rows, rated, result_names) if detailed else []
    lows, highs = [], []
    for key, report in (("period", period), ("sequential", sequential)):
        ys = np.array([report.start_rating, *(report.rows[i].rating_after for i in rated)])
        lows.append(ys.min())
        highs.append(ys.max())
        if detailed:
            start = np.array([[np.nan, np.nan, 0.0]])
            hover: dict[str, object] = {
                "text": np.array([t("chart.start"), *labels], dtype=object),
                "customdata": np.vstack([start, _game_numbers(report.rows, rated)]),
                "hovertemplate": GAME_HOVER + "<br>%{y:.1f}<extra>%{fullData.name}</extra>"}
        else:
            hover = {"hovertemplate": f"{t('chart.game')} %{{x}}: %{{y:.1f}}"}
        fig.add_trace(go.Scatter(x=shown, y=ys[shown], mode=mode, name=t(f"mode.{key}"),
                                 line={"color": COLOURS[key]}, legendgroup=key, **hover),
                      row=1, col=1)
    ends = [(period.new_rating, numbers.rating(period.new_rating, frame.lang), "period"),
            (sequential.new_rating, numbers.rating(sequential.new_rating, frame.lang),
             "sequential")]
    if period.rounded_change is not None:
        fig.add_trace(go.Scatter(x=[n], y=[period.new_rating], mode="markers",
                                 name=t("chart.published"), hoverinfo="name+y",
                                 marker={"symbol": "diamond", "size": 11,
                                         "color": COLOURS["period"]}), row=1, col=1)
        lows.append(period.new_rating)
        highs.append(period.new_rating)
    _gap_bars(fig, frame, period, sequential, rated, gaps, labels)
    _end_labels(fig, n, ends)
    low, high = min(lows), max(highs)
    pad = max((high - low) * 0.1, 1.0)
    fig.update_yaxes(range=[low - pad, high + pad], row=1, col=1)
    fig.update_xaxes(range=[-0.3, n + 0.6])
    _unrated_marks(fig, frame, _elo_rounds(rows), {"xaxis": "x2", "yaxis": "y2"})
    _whole_game_ticks(fig, n)
    layout(fig, frame, t("chart.trajectory.title"), "", t("chart.rating"))
    fig.update_xaxes(title_text=t("chart.rated_game"), row=2, col=1)
    fig.update_yaxes(title_text=t("chart.gap"), zeroline=True, row=2, col=1)
    longest = max(text_width(text) for _, text, _ in ends)
    fig.update_layout(height=520, margin={"r": longest + 12})
    return fig


def _gap_bars(fig: go.Figure, frame: Frame, period: SeriesReport, sequential: SeriesReport,
              rated: Sequence[int], gaps: np.ndarray, labels: Sequence[str]) -> None:
    """The gap after each rated game, a bar a game coloured by which way counts higher, with
    what moved it on hover; a long series as a thinned line."""
    t, n = frame.t, len(rated)
    name = t("chart.gap")
    if n > DETAIL_UP_TO:
        shown = _thinned(n, DETAIL_UP_TO)
        fig.add_trace(go.Scatter(x=shown + 1, y=gaps[shown], mode="lines", name=name,
                                 line={"color": COLOURS["sequential"]}, showlegend=False,
                                 hovertemplate=f"{t('chart.game')} %{{x}}: %{{y:+.2f}}"),
                      row=2, col=1)
        return
    seq_rows = sequential.rows
    data = np.array([(seq_rows[i].rating_before, seq_rows[i].expected or 0.0,
                      seq_rows[i].change, period.start_rating, period.rows[i].expected or 0.0,
                      period.rows[i].change) for i in rated], dtype=float).reshape(-1, 6)
    template = t("chart.gap.hover", game=Markdown("%{text}"), gap=Markdown("%{y:+.2f}"),
                 seq_from=Markdown("%{customdata[0]:.1f}"), seq_e=Markdown("%{customdata[1]:.2f}"),
                 seq_change=Markdown("%{customdata[2]:+.2f}"),
                 start=Markdown("%{customdata[3]:.0f}"), e=Markdown("%{customdata[4]:.2f}"),
                 change=Markdown("%{customdata[5]:+.2f}"))
    colours = [COLOURS["sequential"] if gap >= 0 else COLOURS["period"] for gap in gaps]
    fig.add_trace(go.Bar(x=np.arange(1, n + 1), y=gaps, name=name, marker_color=colours,
                         showlegend=False, text=np.array(labels, dtype=object),
                         textposition="none", customdata=data,
                         hovertemplate=template + "<extra></extra>"), row=2, col=1)


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
    fig = go.Figure()
    fig.add_trace(go.Scatter(x=shown, y=ratings + 2 * deviations, mode="lines",
                             line={"width": 0}, legendgroup=band, showlegend=False,
                             hoverinfo="skip"))
    fig.add_trace(go.Scatter(x=shown, y=ratings - 2 * deviations, mode="lines",
                             line={"width": 0}, fill="tonexty", fillcolor=BAND_COLOUR,
                             legendgroup=band, name=band, hoverinfo="skip"))
    fig.add_trace(go.Scatter(x=shown, y=ratings, mode="lines" if len(rated) > 60
                             else "lines+markers", name=t("glicko.title"),
                             line={"color": COLOURS["glicko"]}, customdata=deviations,
                             hovertemplate=f"{t('chart.game')} %{{x}}: %{{y:.1f}} "
                                           "± %{customdata:.0f}<extra></extra>"))
    end = display(lichess.final)
    _end_labels(fig, len(rated), [(lichess.final.rating, end, "glicko")])
    rounds = [(row.game, None if row.rated else unplayed_reason(row.game.unplayed)
               if row.game.unplayed is not None else NotRated.OPPONENT_UNRATED)
              for row in lichess.games]
    _unrated_marks(fig, frame, rounds, {"yaxis": "y2"})
    fig.update_layout(yaxis2={"overlaying": "y", "visible": False, "range": [0, 1]})
    _whole_game_ticks(fig, len(rated))
    layout(fig, frame, t("chart.glicko.title"), t("chart.rated_game"), t("chart.rating"))
    fig.update_layout(margin={"r": text_width(end) + 12})
    return fig


#: Pixels between two final ratings' labels, so that close ratings do not print over each other.
LABEL_GAP = 13


def _end_labels(fig: go.Figure, x: int, ends: list[tuple[float, str, str]]) -> None:
    """Each line's final rating beside its end, the highest on top, a line's height apart; the
    right margin is made to hold them, so that they stay inside the chart."""
    ordered = sorted(ends, key=lambda end: -end[0])
    middle = (len(ordered) - 1) / 2
    for rank, (y, text, key) in enumerate(ordered):
        fig.add_annotation(x=x, y=y, xanchor="left", xshift=6, showarrow=False, text=text,
                           font={"color": COLOURS[key]}, yshift=(middle - rank) * LABEL_GAP,
                           xref="x", yref="y")


def change_bars(frame: Frame, report: SeriesReport, result_names: dict[float, str]) -> go.Figure:
    """Each rated game's change in the rating period, one colour (and legend entry) per result,
    the rounds not rated marked between the games they came between.

    Up to ``DETAIL_UP_TO`` games as a bar a game, with its details on hover. A longer series
    would be a wall of hairlines that takes the browser long to draw; it is shown as a
    histogram of the changes, stacked by result.
    """
    rows = report.rows
    rated = _rated(rows)
    groups: dict[float, list[int]] = {}
    for number, index in enumerate(rated):
        groups.setdefault(rows[index].game.score, []).append(number)
    detailed = len(rated) <= DETAIL_UP_TO
    labels = _game_labels(frame, rows, rated, result_names) if detailed else []
    data = _game_numbers(rows, rated)
    fig = go.Figure()
    for score, numbers_ in sorted(groups.items(), reverse=True):
        y = data[numbers_, 2]
        if detailed:
            fig.add_trace(go.Bar(x=np.array(numbers_) + 1, y=y, name=result_names[score],
                                 marker_color=RESULT_COLOURS[score], textposition="none",
                                 customdata=data[numbers_],
                                 text=np.array(labels, dtype=object)[numbers_],
                                 hovertemplate=GAME_HOVER + "<extra></extra>"))
        else:
            fig.add_trace(go.Histogram(x=y, name=result_names[score], nbinsx=60,
                                       marker_color=RESULT_COLOURS[score],
                                       hovertemplate="%{x}: %{y}<extra></extra>"))
    if not detailed:
        fig.update_layout(barmode="stack")
        return layout(fig, frame, frame.t("chart.histogram.title", n=len(rated)),
                      frame.t("chart.change"), frame.t("chart.games"))
    _unrated_marks(fig, frame, _elo_rounds(rows), {})
    _whole_game_ticks(fig, len(rated))
    return layout(fig, frame, frame.t("chart.bars.title"), frame.t("chart.rated_game"),
                  frame.t("chart.change"))


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
    fig = go.Figure(go.Bar(x=values, y=counts, width=widths, name=t("chart.orders"),
                           marker_color=COLOURS["sequential"],
                           hovertemplate="%{x:.1f}: %{y}<extra></extra>"))
    if counts.max() <= 10:  # whole orders: no tick at half an order
        fig.update_yaxes(dtick=1 if counts.max() <= 5 else 2)
    top = float(counts.max()) * 1.05
    for x, label, colour in ((period.new_rating, t("mode.period"), COLOURS["period"]),
                             (spread.as_entered, t("chart.as_entered"), COLOURS["entered"])):
        fig.add_trace(go.Scatter(x=[x, x], y=[0, top], mode="lines",
                                 name=f"{label}: {numbers.rating(x, frame.lang)}",
                                 line={"color": colour, "dash": "dash"}, hoverinfo="name"))
    fig.update_xaxes(tickformat=".1~f")  # a rating, never with a thousands separator
    return layout(fig, frame, t("chart.order.title", n=spread.orderings),
                  t("chart.final_rating"), t("chart.orders"))
