"""A player's link from the Whole event page: the games it carries, written as a game list and
read back, rate to the very change the event gives that player."""

import pytest

from elo_core import (
    FIDE,
    Game,
    Mode,
    PlayerResult,
    format_game_list,
    parse_game_list,
    rate_event,
    rate_series,
    read_trf,
)
from elo_core.elo.first_rating import first_rating
from elo_core.export.game_list import player_games
from elo_core.games import NotRated
from tests.paths import DATA, ROOT

SWISS = (ROOT / "examples" / "swiss.trf").read_text(encoding="utf-8")
#: Albers's round 1 (``   6 w 1``) paired with himself: a round the event leaves unrated.
SELF_PAIRED = SWISS.replace("3.5    2     6 w 1", "3.5    2     1 w 1", 1)
#: Names a game list read bare cannot hold, in the name field (columns 15–47) of the Swiss.
HOSTILE_NAMES = ["Player 78", "Meier 2", "Kok: Kim", "Jansen;Joost", "2024", '"Bob" #1',
                 "Jan de Wit", "bye", "1800 1", "14.03.2025"]


def renamed(text: str, names: list[str]) -> str:
    """The file with its player lines' names replaced, one by one, in their columns."""
    lines = text.splitlines()
    players = (i for i, line in enumerate(lines) if line.startswith("001"))
    for index, name in zip(players, names, strict=False):
        lines[index] = lines[index][:14] + f"{name:<33}" + lines[index][47:]
    return "\n".join(lines) + "\n"


FILES = {
    "swiss": SWISS,
    "hostile-names": renamed(SWISS, HOSTILE_NAMES),
    "round-robin": (ROOT / "examples" / "round-robin.trf").read_text(encoding="utf-8"),
    "fide-example": (DATA / "fide_example1.trf").read_text(encoding="utf-8"),
    "self-paired": SELF_PAIRED,
}


def linked_games(result: PlayerResult) -> list[Game]:
    """The games as the Tournament page reads them from the link."""
    parsed = parse_game_list(format_game_list(player_games(result)))
    assert parsed.errors == []
    return parsed.games


@pytest.mark.parametrize("name", FILES)
def test_every_players_link_rates_to_the_events_change(name: str) -> None:
    report = rate_event(read_trf(FILES[name]), FIDE)
    for result in report.players:
        games = linked_games(result)
        if result.k is None:
            assert first_rating(games) == result.first_rating, result.player.name
            continue
        assert result.player.rating is not None, f"{result.player.name} is rated with a K"
        linked = rate_series(result.player.rating, games, result.k.chosen, FIDE, Mode.PERIOD)
        assert (linked.k.effective, linked.k.games, linked.rated_games) == (
            result.k.effective, result.k.games, result.rated_games)
        assert linked.change == pytest.approx(result.change, abs=1e-9), result.player.name
        assert (linked.rounded_change, linked.new_rating) == (
            result.rounded_change, result.new_rating)


def test_a_round_against_oneself_is_left_out_of_the_link_as_the_event_leaves_it_unrated() -> None:
    albers = rate_event(read_trf(SELF_PAIRED), FIDE).players[0]
    assert albers.games[0].not_rated is NotRated.OPPONENT_MISSING
    # v3 = (.70) v4 1 (.76) v2 = (.60): E 2.06, points 2.0, 20 × −0.06 = −1.2 → −1, 2249
    assert (albers.rounded_change, albers.new_rating) == (-1, 2249)
    # round 2 against the unrated Kok is listed, as the Tournament page lists it: not rated
    games = player_games(albers)
    assert [g.name for g in games] == ["Kok, Kim", "Claes, Cato", "De Vries, Dirk", "Bakker, Bram"]
    assert [g.played for g in games] == [False, True, True, True]


def test_names_of_every_kind_reach_the_link_whole() -> None:
    report = rate_event(read_trf(FILES["hostile-names"]), FIDE)
    assert [p.player.name for p in report.players] == HOSTILE_NAMES
    albers = report.players[0]
    # round 2 against the unrated 14.03.2025 is listed, not rated
    assert [g.name for g in linked_games(albers)] == [
        '"Bob" #1', "14.03.2025", "Kok: Kim", "Jansen;Joost", "Meier 2"]
