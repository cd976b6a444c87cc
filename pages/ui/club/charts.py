"""The club page's chart: members' ratings over the season, by date, one line a member.

Written as one plain specification (its traces and its layout) and made a Plotly figure in one
go, as the Tournament page's charts are (:mod:`pages.ui.tournament.charts`)."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import plotly.graph_objects as go

from elo_core.pool.standings import SeasonRating, StepKind
from pages.ui.club.table import raise_label
from pages.ui.frame import Frame
from pages.ui.shared.charts import layout_spec

#: A date on the axis and on hover as each language writes one (as the pages' date boxes do).
DATE_FORMATS = {"en": "%Y-%m-%d", "de": "%d.%m.%Y", "nl": "%d-%m-%Y"}
#: The most members drawn at once: beyond them the lines cannot be told apart.
MOST_LINES = 10
#: The DWZ's raise of 7 June 2026 on a member's line: a star, the same for every member, in a
#: colour none of the lines has (Plotly's own colours are drawn first, by their order).
RAISE_MARKER = {"symbol": "star", "size": 15, "color": "#f2b701",
                "line": {"width": 1, "color": "#4d3b00"}}


def points(rating: SeasonRating, name: str) -> tuple[list[str], list[float]]:
    """The member's rating over the season: where the start list gives one, on the season's
    first day, then after each move (a game, a month, an event, a first rating published, the
    DWZ's raise of 7 June 2026); the
    days as ISO dates."""
    season, standing = rating.season, rating.standing(name)
    days: list[str] = []
    ratings: list[float] = []
    if standing.start_rating is not None and len(season):
        days.append(season.game(0).day.isoformat())
        ratings.append(standing.start_rating)
    for step in rating.history(name):
        days.append(step.day.isoformat())
        ratings.append(step.rating)
    return days, ratings


def trajectory(frame: Frame, rating: SeasonRating, names: Sequence[str]) -> go.Figure:
    """The ratings of the members called ``names`` over the season, by date."""
    t = frame.t
    traces: list[dict[str, Any]] = []
    for name in names[:MOST_LINES]:
        days, ratings = points(rating, name)
        traces.append({"type": "scatter", "x": days, "y": ratings, "mode": "lines+markers",
                       # Plotly reads a few HTML tags in a name: a member's is text
                       "name": html.escape(name), "line": {"shape": "hv" if rating.system.value in (
                           "fide", "dwz") else "linear"},
                       "hovertemplate": "%{x}: %{y:.1f}<extra>%{fullData.name}</extra>"})
    traces.extend(raise_traces(frame, rating, names[:MOST_LINES]))
    # the ticks say the dates as the language writes them; an axis title would sit in the legend
    spec = layout_spec(frame, t("club.chart.title"), "", t("club.chart.rating"))
    written = DATE_FORMATS[frame.lang]
    spec["xaxis"] = {**spec["xaxis"], "type": "date", "tickformat": written,
                     "hoverformat": written}
    return go.Figure({"data": traces, "layout": {**spec, "height": 420, "showlegend": True}})


def raise_traces(frame: Frame, rating: SeasonRating, names: Sequence[str]
                 ) -> list[dict[str, Any]]:
    """A star on each line where the DWZ's raise of 7 June 2026 moved the member's DWZ, one
    entry for them all in the legend ("DWZ raise 2026"), each saying its change on hover.
    Drawn after every line, so the lines keep the colours they have without it."""
    traces: list[dict[str, Any]] = []
    for name in names:
        for step in rating.history(name):
            if step.kind is StepKind.RAISE_2026:
                traces.append({
                    "type": "scatter", "x": [step.day.isoformat()], "y": [step.rating],
                    "mode": "markers", "marker": RAISE_MARKER, "legendgroup": "raise",
                    "name": frame.t("club.raise.legend"), "showlegend": not traces,
                    "hovertext": [f"{html.escape(name)}: {raise_label(frame, step)}"],
                    "hovertemplate": "%{x}: %{y:.0f}<br>%{hovertext}<extra></extra>"})
    return traces
