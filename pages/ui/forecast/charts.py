"""The chart of a forecast's final score: a bar for each score the player can finish on, its
height the chance, each bar's chance on hover in the page's words
(:func:`~pages.ui.forecast.words.chance`). Every number drawn comes from ``elo_core``; this
only lays it out, as every chart of the dashboard is (:mod:`pages.ui.shared.charts`)."""

from __future__ import annotations

import html
from collections.abc import Sequence

import plotly.graph_objects as go

from elo_core import ScoreChance
from pages.ui.forecast.words import chance
from pages.ui.in_force import Frame
from pages.ui.shared import numbers
from pages.ui.shared.charts import COLOURS, layout_spec


def final_scores(frame: Frame, scores: Sequence[ScoreChance], rounds: int) -> go.Figure:
    """The chance of each final score after ``rounds`` rounds, the games played included."""
    t, lang = frame.t, frame.lang
    hover = [html.escape(t("fc.scores.hover", points=numbers.score(s.points, lang),
                           chance=chance(frame, s.probability)))
             for s in scores]
    spec = layout_spec(frame, t("fc.scores"), t("fc.scores.x", n=rounds), t("fc.scores.y"))
    spec["xaxis"] = {**spec["xaxis"], "dtick": 0.5 if len(scores) <= 12 else None,
                     "tickformat": ""}
    spec["yaxis"] = {**spec["yaxis"], "tickformat": ".0%", "rangemode": "tozero"}
    spec["showlegend"] = False
    spec["bargap"] = 0.15
    return go.Figure({"data": [{
        "type": "bar", "x": [s.points for s in scores], "y": [s.probability for s in scores],
        "marker": {"color": COLOURS["you"]}, "hovertext": hover, "hoverinfo": "text",
        "name": t("fc.scores")}], "layout": spec})
