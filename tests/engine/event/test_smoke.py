"""The event's API end to end on a three-player file: read, rate, export, game list."""

from elo_core import FIDE, event_dict, format_game_list, player_games, rate_event, read_trf
from tests.engine.event.rated import k_of

TRF = """012 Smoke
052 2025/03/02
001    1 m    Alpha, Anna                       2000 GER     1234567 2010/01/01  1.0    1     2 w 1
001    2 m    Beta, Bert                        1900 GER     1234568 1980        0.0    2     1 b 0
"""


def test_a_small_file_reads_rates_and_exports() -> None:
    tournament = read_trf(TRF)
    assert [p.name for p in tournament.players] == ["Alpha, Anna", "Beta, Bert"]
    assert tournament.problems == ()
    report = rate_event(tournament, FIDE)
    alpha, beta = report.players
    assert (k_of(alpha).chosen, alpha.rounded_change) == (40, 14)  # junior: 40 × (1 − 0.64)
    assert (k_of(beta).chosen, beta.rounded_change) == (20, -7)  # 20 × (0 − 0.36)
    data = event_dict(report)
    assert data["event"]["games_rated"] == 1
    assert format_game_list(player_games(alpha)) == "Beta, Bert 1900:w 1"
