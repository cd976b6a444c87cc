"""A change that rounds to nothing is written and coloured as none: grey, without an arrow,
never red and never −0.0 (a metric's delta, a table's change, a chart's hover)."""

import math

import pytest
from streamlit.testing.v1.element_tree import ElementList, Metric

from elo_core import ELO, Game, Mode, rate_series
from pages.ui.in_force import Frame
from pages.ui.shared.tables import FALL, RISE, change_colour
from pages.ui.tournament import charts
from tests.conftest import PageOpener

# 1801 v 1800 by the formula: E = 1 / (1 + 10^(−1/400)) = 0.50144; a draw with K 20 moves the
# rating by 20 × (0.5 − 0.50144) = −0.029 and the opponent's by +0.029, both written 0.0
NEAR_EVEN = {"rating": "1801", "k": "20"}


def _looks(metrics: ElementList[Metric]) -> list[tuple[str, str, int, int]]:
    return [(m.label, m.proto.delta, m.proto.color, m.proto.direction) for m in metrics]


def test_a_tournament_change_that_rounds_to_nothing_is_grey(open_page: PageOpener) -> None:
    at = open_page("tournament", games="1800:½", **NEAR_EVEN)
    grey = [(m.label, m.proto.delta) for m in at.metric[:2]
            if m.proto.color == m.proto.GRAY and m.proto.direction == m.proto.NONE]
    assert grey == [("Rating period", "0.0"), ("Sequential", "0.0")], _looks(at.metric[:2])


def test_a_single_game_change_that_rounds_to_nothing_is_grey_for_both_players(
        open_page: PageOpener) -> None:
    at = open_page("game", opponent="1800", result="draw", **NEAR_EVEN)
    both = at.metric[:2]
    assert [m.proto.delta for m in both] == ["0.0", "0.0"]
    assert all(m.proto.color == m.proto.GRAY and m.proto.direction == m.proto.NONE
               for m in both), _looks(both)


@pytest.mark.parametrize(("value", "decimals", "style"), [
    (-0.03, 1, ""),  # written 0.0
    (0.049, 1, ""),  # written 0.0
    (-0.05, 1, f"color: {FALL}"),  # written −0.1 (a half away from zero)
    (-0.03, 2, f"color: {FALL}"),  # written −0.03
    (0.004, 2, ""),  # written 0.00
    (-0.4, 0, ""),  # written 0
    (0.6, 0, f"color: {RISE}"),  # written +1
    (0, 1, ""),
])
def test_a_table_s_change_is_coloured_as_it_is_written(value: float, decimals: int,
                                                        style: str) -> None:
    assert change_colour(value, decimals) == style


def test_a_chart_s_hover_never_writes_minus_zero() -> None:
    games = [Game(1800, 0.5), Game(1900, 1.0)]
    period = rate_series(1801, games, 20, ELO, Mode.PERIOD)
    sequential = rate_series(1801, games, 20, ELO, Mode.SEQUENTIAL)
    assert -0.05 < period.rows[0].change < 0  # −0.029, which Plotly's "+.1f" writes −0.0
    frame = Frame("en", ELO)
    names = {0.5: "Draw", 1.0: "Win"}
    trajectory = {t.name: t for t in charts.trajectory(frame, period, sequential, names).data}
    bars = {t.name: t for t in charts.change_bars(frame, period, names).data}
    # the trajectory's first point is the start, its second the draw; the bars' "Draw" the draw
    changes = [trajectory["Rating period"].customdata[1][2], bars["Draw"].customdata[0][2]]
    assert all("%{customdata[2]:+.1f}" in t.hovertemplate
               for t in (trajectory["Rating period"], bars["Draw"]))
    assert all(c == 0 and math.copysign(1, c) > 0 for c in changes), changes
