"""A norm's games from a typed list: the title and federation written beside a name, byes and
forfeits left out (FIDE Handbook B.01, 1.4.2c), an unrated opponent unrated (1.4.6d)."""

from elo_core import RoundLeftOut, parse_game_list, typed_record


def test_byes_and_forfeits_are_no_games_and_the_rounds_are_at_least_the_list() -> None:
    games = parse_game_list("GM ESP 2500:1\nbye\nIM FRA 2400:½\n+\nFM ITA 2300:0").games
    record = typed_record(games, "ger", False, 4)
    assert [(g.round, g.title, g.federation, g.rating, g.score) for g in record.games] == [
        (1, "GM", "ESP", 2500, 1.0), (3, "IM", "FRA", 2400, 0.5), (5, "FM", "ITA", 2300, 0.0)]
    assert record.left_out == ((2, RoundLeftOut.BYE), (4, RoundLeftOut.FORFEIT))
    assert record.rounds == 5 and record.points == 1.5 and record.player.federation == "GER"
