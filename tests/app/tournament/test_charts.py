"""The Tournament page's charts draw what the engine computed, and stay light for long series."""

import plotly.graph_objects as go
import pytest

from elo_core import ELO, Game, Mode, RuleSet, SeriesReport, mode_gaps, rate_series
from elo_core.games import Unplayed
from pages.ui.in_force import Frame
from pages.ui.shared.charts import text_width
from pages.ui.tournament import charts

NAMES = {1.0: "Win", 0.5: "Draw", 0.0: "Loss"}


def series(n: int, rules: RuleSet = ELO) -> tuple[SeriesReport, SeriesReport]:
    games = [Game(1700 + (i * 37) % 400, (1.0, 0.5, 0.0)[i % 3]) for i in range(n)]
    return (rate_series(1800, games, 20, rules, Mode.PERIOD),
            rate_series(1800, games, 20, rules, Mode.SEQUENTIAL))


def test_trajectory_ends_at_both_new_ratings() -> None:
    period, sequential = series(12)
    fig = charts.trajectory(Frame("en", ELO), period, sequential, NAMES)
    lines = {trace.name: trace for trace in fig.data}
    assert lines["Rating period"].y[-1] == period.new_rating
    assert lines["Sequential"].y[-1] == sequential.new_rating
    assert lines["Sequential"].y[0] == 1800
    assert len(lines["Sequential"].x) == 13


ISSUE_18 = [Game(1720, 1.0, "Meier"), Game(1810, 0.5, "Schmidt"), Game(1905, 0.0, "Kraus"),
            Game(1580, 0.5), Game(None, 1.0, unplayed=Unplayed.BYE),
            Game(2010, 1.0, "Huber", Unplayed.FORFEIT_WIN), Game(1690, 1.0, "Bauer"),
            Game(1750, 0.0), Game(1840, 0.5, "Vogel")]


def issue_18_figure(lang: str = "en") -> tuple[SeriesReport, SeriesReport, go.Figure]:
    period = rate_series(1650, ISSUE_18, 20, ELO, Mode.PERIOD)
    sequential = rate_series(1650, ISSUE_18, 20, ELO, Mode.SEQUENTIAL)
    return period, sequential, charts.trajectory(Frame(lang, ELO), period, sequential, NAMES)


def test_the_y_axis_fits_the_two_elo_lines_so_their_gap_shows() -> None:
    period, sequential, fig = issue_18_figure()
    low, high = fig.layout.yaxis.range
    # 1650 to 1672 (the period 1669.49, sequential 1667.48): the axis spans about 25 points,
    # not the 1516–1797 of Glicko-2's band, which has a chart of its own
    assert low < 1650 and high > max(period.new_rating, sequential.new_rating)
    assert high - low < 30
    assert not any(trace.name and "Glicko" in trace.name for trace in fig.data)


def test_the_x_axis_counts_rated_games_and_the_bye_and_forfeit_are_marked_between_them() -> None:
    _, _, fig = issue_18_figure()
    line = next(trace for trace in fig.data if trace.name == "Sequential")
    assert list(line.x) == list(range(8))  # the start and 7 rated games
    mark = next(trace for trace in fig.data if trace.name == "Not rated")
    assert list(mark.x) == [4.5]  # after the 4th rated game, before the 5th
    assert "#5: bye" in mark.text[0] and "#6 Huber: forfeit" in mark.text[0]
    assert [a.text for a in fig.layout.annotations if a.x == 4.5] == ["bye, forfeit"]
    # the hover of rated game 5 names its row in the list, Bauer's
    assert line.text[5].startswith("Game 5 (#7) · Bauer")


def test_the_gap_between_the_modes_is_drawn_game_by_game_from_the_engine() -> None:
    period, sequential, fig = issue_18_figure()
    bars = next(trace for trace in fig.data if trace.type == "bar")
    rated = [i for i, row in enumerate(period.rows) if row.not_rated is None]
    assert list(bars.y) == pytest.approx([mode_gaps(period, sequential)[i] for i in rated])
    assert bars.y[-1] == pytest.approx(sequential.new_rating - period.new_rating)
    assert bars.y[0] == 0  # the first game counts from the start rating both ways


def test_the_final_ratings_labels_have_room_inside_the_chart() -> None:
    _, _, fig = issue_18_figure("de")
    labels = [a for a in fig.layout.annotations if a.xanchor == "left"]
    assert sorted(a.text for a in labels) == ["1667,5", "1669,5"]
    assert fig.layout.margin.r >= text_width("1669,5") + 6


def test_a_long_trajectory_is_thinned_but_keeps_start_and_end() -> None:
    period, sequential = series(5000)
    fig = charts.trajectory(Frame("en", ELO), period, sequential, NAMES)
    line = next(trace for trace in fig.data if trace.name == "Sequential")
    assert len(line.x) <= charts.DETAIL_UP_TO
    assert (line.x[0], line.x[-1]) == (0, 5000)
    assert line.y[-1] == sequential.new_rating


def test_per_game_bars_are_coloured_by_result_and_sum_to_the_change() -> None:
    period, _ = series(9)
    fig = charts.change_bars(Frame("en", ELO), period, NAMES)
    assert {trace.name for trace in fig.data} == {"Win", "Draw", "Loss"}
    assert {trace.type for trace in fig.data} == {"bar"}
    assert sum(sum(trace.y) for trace in fig.data) == pytest.approx(period.change)


def test_a_long_series_is_summed_up_as_a_histogram() -> None:
    period, _ = series(2000)
    fig = charts.change_bars(Frame("de", ELO), period, NAMES)
    assert {trace.type for trace in fig.data} == {"histogram"}
    assert sum(len(trace.x) for trace in fig.data) == 2000
    assert "2.000 Partien" in fig.layout.title.text  # a count, with the German separator


def test_german_charts_use_a_decimal_comma() -> None:
    period, sequential = series(3)
    fig = charts.trajectory(Frame("de", ELO), period, sequential, NAMES)
    assert fig.layout.separators == ",."


def test_a_name_with_markup_is_text_in_a_charts_hover() -> None:
    games = [Game(1900, 0.0, '<a href="//example.com/login">Log in</a>')]
    report = rate_series(1800, games, 20, ELO, Mode.PERIOD)
    figure = charts.change_bars(Frame("en", ELO), report, NAMES)
    # the game's number among the rated games, its row in the list, the name as characters
    assert figure.data[0].text[0] == ('Game 1 (#1) · &lt;a href=&quot;//example.com/login&quot;'
                                      '&gt;Log in&lt;/a&gt; Loss')


def test_glicko_2_has_a_chart_of_its_own_with_its_band_over_its_rated_games() -> None:
    from elo_core import Glicko, rate_lichess

    lichess = rate_lichess(Glicko(1650, 60, 0.09), ISSUE_18)
    fig = charts.glicko_chart(Frame("en", ELO), lichess)
    line = next(trace for trace in fig.data if trace.name == "Glicko-2 (as on Lichess)")
    assert list(line.x) == list(range(8))  # the start and the 7 games Lichess rates
    assert line.y[-1] == lichess.final.rating
    band = next(trace for trace in fig.data if trace.name == "Glicko-2 ± 2 RD")
    assert band.fill == "tonexty"
    assert list(next(t for t in fig.data if t.name == "Not rated").x) == [4.5]


def test_the_gap_strip_says_how_big_the_gap_is_on_the_ratings_own_scale() -> None:
    # 1800 wins twice against 1800, K 20, by the formula: the period +10 +10 = 1820; sequential
    # +10 = 1810, then E = 1 / (1 + 10^(−10/400)) = 0.51439, 20 × 0.48561 = +9.71: 1819.71,
    # so the gap ends at −0.29, written −0.3 beside the last bar
    games = [Game(1800, 1.0), Game(1800, 1.0)]
    period = rate_series(1800, games, 20, ELO, Mode.PERIOD)
    sequential = rate_series(1800, games, 20, ELO, Mode.SEQUENTIAL)
    fig = charts.trajectory(Frame("en", ELO), period, sequential, NAMES)
    assert [note.text for note in fig.layout.annotations if note.yref == "y2"] == ["−0.3"]
    # the ratings' axis spans 1800 − 2 to 1820 + 2 (a tenth of the range, at least 1, either
    # side) over 62 % of the height; the strip 32 %, so a point is as tall in both: ±6.19
    ratings, strip = fig.layout.yaxis, fig.layout.yaxis2
    assert list(ratings.range) == [1798, 1822]
    assert list(strip.range) == pytest.approx([-24 * 0.32 / 0.62 / 2, 24 * 0.32 / 0.62 / 2])
    assert (strip.domain[1] - strip.domain[0], ratings.domain[1] - ratings.domain[0]) == \
        pytest.approx((0.32, 0.62))
