"""The club page's chart: members' ratings over the season, by date, one line a member.

Written as one plain specification (its traces and its layout) and made a Plotly figure in one
go, as the Tournament page's charts are (:mod:`pages.ui.tournament.charts`)."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import plotly.graph_objects as go

from elo_core.pool.standings import SeasonRating
from pages.ui.frame import Frame
from pages.ui.shared.charts import layout_spec

#: A date on the axis and on hover as each language writes one (as the pages' date boxes do).
DATE_FORMATS = {"en": "%Y-%m-%d", "de": "%d.%m.%Y", "nl": "%d-%m-%Y"}
#: The most members drawn at once: beyond them the lines cannot be told apart.
MOST_LINES = 10


def points(rating: SeasonRating, name: str) -> tuple[list[str], list[float]]:
    """The member's rating over the season: where the start list gives one, on the season's
    first day, then after each move (a game, a month, an event, a first rating published); the
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
    # the ticks say the dates as the language writes them; an axis title would sit in the legend
    spec = layout_spec(frame, t("club.chart.title"), "", t("club.chart.rating"))
    written = DATE_FORMATS[frame.lang]
    spec["xaxis"] = {**spec["xaxis"], "type": "date", "tickformat": written,
                     "hoverformat": written}
    return go.Figure({"data": traces, "layout": {**spec, "height": 420, "showlegend": True}})
