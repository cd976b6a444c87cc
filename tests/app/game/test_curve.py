"""The Single game page's expectation curve draws what the engine computed."""

from elo_core import FIDE, rate_game
from pages.ui.game.curve import curve_points, expectation_curve
from pages.ui.in_force import Frame


def test_the_curve_shows_fide_steps_and_the_capped_matchup() -> None:
    frame = Frame("en", FIDE)
    report = rate_game(2700, 2200, 1.0, 10, FIDE)
    fig = expectation_curve(frame, FIDE, curve_points(frame, report))
    names = [trace.name for trace in fig.data]
    assert names[:2] == ["Formula", "FIDE table 8.1.2"]
    you = next(trace for trace in fig.data if trace.name == "You")
    opponent = next(trace for trace in fig.data if trace.name == "Opponent")
    # the 2700 player counts D = +500 (≥ 2650), the 2200 player −400 (capped)
    assert (you.x[0], you.y[0]) == (500, 0.96)
    assert (opponent.x[0], opponent.y[0]) == (-400, 0.08)
    assert len(fig.layout.shapes) == 2  # the two shaded ±400 zones
