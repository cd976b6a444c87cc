"""The club page's chart: members' ratings over the season, by date, one line a member.

Written as one plain specification (its traces and its layout) and made a Plotly figure in one
go, as the Tournament page's charts are (:mod:`pages.ui.tournament.charts`), from the lines
the season's reading hands back (:class:`pages.ui.club.shown.Line`)."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import plotly.graph_objects as go

from elo_core import System
from pages.ui.club.shown import MOST_LINES, Line
from pages.ui.in_force import Frame
from pages.ui.shared.charts import layout_spec

#: A date on the axis and on hover as each language writes one (as the pages' date boxes do).
DATE_FORMATS = {"en": "%Y-%m-%d", "de": "%d.%m.%Y", "nl": "%d-%m-%Y"}
#: The DWZ's raise of 7 June 2026 on a member's line: a star, the same for every member, in a
#: colour none of the lines has (Plotly's own colours are drawn first, by their order).
RAISE_MARKER = {"symbol": "star", "size": 15, "color": "#f2b701",
                "line": {"width": 1, "color": "#4d3b00"}}


def trajectory(frame: Frame, system: System, lines: Sequence[Line]) -> go.Figure:
    """The ratings of the members on ``lines`` over the season, by date."""
    t = frame.t
    traces: list[dict[str, Any]] = []
    for line in lines[:MOST_LINES]:
        traces.append({"type": "scatter", "x": line.days, "y": line.ratings,
                       "mode": "lines+markers",
                       # Plotly reads a few HTML tags in a name: a member's is text
                       "name": html.escape(line.name), "line": {"shape": "hv" if system in (
                           System.FIDE, System.DWZ) else "linear"},
                       "hovertemplate": "%{x}: %{y:.1f}<extra>%{fullData.name}</extra>"})
    traces.extend(raise_traces(frame, lines[:MOST_LINES]))
    # the ticks say the dates as the language writes them; an axis title would sit in the legend
    spec = layout_spec(frame, t("club.chart.title"), "", t("club.chart.rating"))
    written = DATE_FORMATS[frame.lang]
    spec["xaxis"] = {**spec["xaxis"], "type": "date", "tickformat": written,
                     "hoverformat": written}
    return go.Figure({"data": traces, "layout": {**spec, "height": 420, "showlegend": True}})


def raise_traces(frame: Frame, lines: Sequence[Line]) -> list[dict[str, Any]]:
    """A star on each line where the DWZ's raise of 7 June 2026 moved the member's DWZ, one
    entry for them all in the legend ("DWZ raise 2026"), each saying its change on hover.
    Drawn after every line, so the lines keep the colours they have without it."""
    traces: list[dict[str, Any]] = []
    for line in lines:
        for day, rating, label in line.raises:
            traces.append({
                "type": "scatter", "x": [day], "y": [rating],
                "mode": "markers", "marker": RAISE_MARKER, "legendgroup": "raise",
                "name": frame.t("club.raise.legend"), "showlegend": not traces,
                "hovertext": [f"{html.escape(line.name)}: {label}"],
                "hovertemplate": "%{x}: %{y:.0f}<br>%{hovertext}<extra></extra>"})
    return traces
