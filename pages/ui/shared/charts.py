"""What every chart of the dashboard shares: the colours, and one layout (the language's
number separators, the margins, the legend below, no zoom buttons).

Every number drawn comes from ``elo_core``; the charts only lay it out.
"""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from pages.ui.in_force import Frame
from pages.ui.shared import numbers

COLOURS = {"formula": "#1f77b4", "table": "#ff7f0e", "you": "#d62728", "opponent": "#2ca02c",
           "period": "#1f77b4", "sequential": "#ff7f0e", "glicko": "#2ca02c",
           "entered": "#9467bd"}
BAND_COLOUR = "rgba(44, 160, 44, 0.15)"
RESULT_COLOURS = {1.0: "#2ca02c", 0.5: "#9e9e9e", 0.0: "#d62728"}
#: A round not rated, marked between games: a grey that shows on a light and a dark page.
UNRATED_COLOUR = "#8c8c8c"
#: Zoom and selection: a phone zooms with two fingers, and the bar they make on a 390 px chart
#: covers its title. Saving the picture and resetting the axes stay.
ZOOM_BUTTONS = ["zoom", "pan", "select", "lasso", "zoomin", "zoomout", "autoscale"]


#: Pixels at the top of a chart that Plotly's buttons take; the title stands below them, so
#: that on a phone, where the buttons always show, they never cover it.
BUTTONS_PIXELS = 32
#: Pixels a character of a chart's label takes, about (Plotly's 12 px font).
LABEL_CHAR_PIXELS = 7


def text_width(text: str) -> int:
    """About how many pixels a label of ``text`` takes on a chart."""
    return len(text) * LABEL_CHAR_PIXELS


def layout_spec(frame: Frame, title: str, x_title: str, y_title: str) -> dict[str, Any]:
    """The layout every chart of the dashboard has: the language's number separators, the
    title below the buttons, the axes named, the margins, the legend below, no zoom buttons."""
    return {"separators": numbers.plotly_separators(frame.lang),
            "title": {"text": title, "x": 0, "xref": "paper", "y": 1, "yref": "container",
                      "yanchor": "top", "pad": {"t": BUTTONS_PIXELS}},
            "xaxis": {"title": {"text": x_title}}, "yaxis": {"title": {"text": y_title}},
            "hovermode": "closest", "margin": {"l": 10, "r": 10, "t": BUTTONS_PIXELS + 46,
                                               "b": 10},
            "legend": {"orientation": "h", "y": -0.2}, "modebar": {"remove": ZOOM_BUTTONS}}


def layout(fig: go.Figure, frame: Frame, title: str, x_title: str, y_title: str) -> go.Figure:
    """``fig`` laid out as every chart of the dashboard is (:func:`layout_spec`)."""
    fig.update_layout(layout_spec(frame, title, x_title, y_title))
    return fig
