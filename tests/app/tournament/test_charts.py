"""The Tournament page's charts draw what the engine computed, and stay light for long series."""

import pytest

from elo_core import ELO, Game, Mode, rate_series
from pages.ui.frame import Frame
from pages.ui.tournament import charts

NAMES = {1.0: "Win", 0.5: "Draw", 0.0: "Loss"}


def series(n: int, rules=ELO):
    games = [Game(1700 + (i * 37) % 400, (1.0, 0.5, 0.0)[i % 3]) for i in range(n)]
    return (rate_series(1800, games, 20, rules, Mode.PERIOD),
            rate_series(1800, games, 20, rules, Mode.SEQUENTIAL))


def test_trajectory_ends_at_both_new_ratings():
    period, sequential = series(12)
    fig = charts.trajectory(Frame("en", ELO), period, sequential, NAMES)
    lines = {trace.name: trace for trace in fig.data}
    assert lines["Rating period"].y[-1] == period.new_rating
    assert lines["Sequential"].y[-1] == sequential.new_rating
    assert lines["Sequential"].y[0] == 1800
    assert len(lines["Sequential"].x) == 13


def test_a_long_trajectory_is_thinned_but_keeps_start_and_end():
    period, sequential = series(5000)
    fig = charts.trajectory(Frame("en", ELO), period, sequential, NAMES)
    line = next(trace for trace in fig.data if trace.name == "Sequential")
    assert len(line.x) <= charts.DETAIL_UP_TO
    assert (line.x[0], line.x[-1]) == (0, 5000)
    assert line.y[-1] == sequential.new_rating


def test_per_game_bars_are_coloured_by_result_and_sum_to_the_change():
    period, _ = series(9)
    fig = charts.change_bars(Frame("en", ELO), period, NAMES)
    assert {trace.name for trace in fig.data} == {"Win", "Draw", "Loss"}
    assert {trace.type for trace in fig.data} == {"bar"}
    assert sum(sum(trace.y) for trace in fig.data) == pytest.approx(period.change)


def test_a_long_series_is_summed_up_as_a_histogram():
    period, _ = series(2000)
    fig = charts.change_bars(Frame("de", ELO), period, NAMES)
    assert {trace.type for trace in fig.data} == {"histogram"}
    assert sum(len(trace.x) for trace in fig.data) == 2000
    assert "2.000 Partien" in fig.layout.title.text  # a count, with the German separator


def test_german_charts_use_a_decimal_comma():
    period, sequential = series(3)
    fig = charts.trajectory(Frame("de", ELO), period, sequential, NAMES)
    assert fig.layout.separators == ",."


def test_a_name_with_markup_is_text_in_a_charts_hover():
    games = [Game(1900, 0.0, '<a href="//example.com/login">Log in</a>')]
    report = rate_series(1800, games, 20, ELO, Mode.PERIOD)
    figure = charts.change_bars(Frame("en", ELO), report, NAMES)
    assert figure.data[0].text[0] == ('&lt;a href=&quot;//example.com/login&quot;&gt;Log in'
                                      '&lt;/a&gt; Loss')
