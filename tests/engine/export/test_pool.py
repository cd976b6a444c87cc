"""The season's JSON: one shape, whole for a download and in pieces for the command line."""

import json

from elo_core.export.json_text import dumps
from elo_core.export.pool import ITEMS_PER_PIECE, pool_dict, pool_pieces
from elo_core.pool.rating import rate_season
from elo_core.pool.standings import System
from tests.engine.pool.seasons import FOUR, FOUR_START, NEWCOMER, NEWCOMER_START, season


def test_the_pieces_are_the_whole_dict_as_strict_json_either_way() -> None:
    read = season(FOUR + "2025-03-05,Zoe,Anna,x\n", FOUR_START)
    for system in System:
        for history in (True, False):
            rated = rate_season(read, system, keep_games=history)
            text = "".join(pool_pieces(rated, history))
            assert text == dumps(pool_dict(rated, history)) + "\n"
            assert json.loads(text) == pool_dict(rated, history)


def test_a_long_list_comes_a_thousand_players_to_a_piece() -> None:
    games = "date,white,black,result\n" + "".join(
        f"2025-01-07,P{n},Q{n},1-0\n" for n in range(ITEMS_PER_PIECE + 1))
    pieces = list(pool_pieces(rate_season(season(games), System.GLICKO2), history=False))
    # the head, '"players": [', 1000, 1000 and 2 players, ']', the game count, the tail
    assert len(pieces) == 8
    assert len(json.loads("".join(pieces))["players"]) == 2 * ITEMS_PER_PIECE + 2


def test_the_shape() -> None:
    out = pool_dict(rate_season(season(NEWCOMER, NEWCOMER_START), System.FIDE))
    assert list(out) == ["system", "rules", "expectation", "k", "k_assumed", "season",
                         "players", "games", "look_alikes", "errors"]
    assert (out["system"], out["rules"], out["expectation"], out["k"], out["k_assumed"]) == (
        "fide", "fide", "table", "fide", 20)
    assert out["season"] | {"events": len(out["season"]["events"])} == {
        "files": ["games.csv"], "start_list": "start.csv", "date_orders": [None],
        "undecided": [None], "merged": [], "first_day": "2025-01-07",
        "last_day": "2025-03-04", "members": 5, "games": 6, "events": 6}
    eve = next(p for p in out["players"] if p["name"] == "Eve")
    assert eve == {
        "rank": 2, "name": "Eve", "rating": 1761, "start_rating": None, "change": 18,
        # Rp: (1800 + 1700 + 1600 + 1350 + 1800 + 1700) / 6 = 1658.3 → 1658; 4 of 6,
        # 66.7 % → 67 % → dp 125
        "games": 6, "disregarded_games": 0, "rated_games": 1, "points": 4.0,
        "performance": 1658 + 125,
        "first_rating": {"date": "2025-02-28", "rating": 1743, "games": 5, "reason": None},
        "rd": None, "volatility": None, "provisional": None, "index": None,
        # 5 games since her first rating, none before it: new to the list, K 40 (§8.3.3)
        "k": {"k": 40, "rule": "new-player", "basis": "facts", "missing": []},
        "k_unsure": None,
        "history": [
            {"date": "2025-02-28", "rating": 1743, "change": None, "games": 5, "game": None,
             "month": "2025-02", "event": None, "first": True, "kind": "first", "k": None},
            {"date": "2025-03-31", "rating": 1761, "change": 18, "games": 1, "game": None,
             "month": "2025-03", "event": None, "first": False, "kind": "month", "k": 40}]}
    # Bert, nothing but his rating on the start list: 20 assumed, the two facts missing
    bert = next(p for p in out["players"] if p["name"] == "Bert")
    assert bert["k"] == bert["k_unsure"] == {
        "k": 20, "rule": None, "basis": "assumed", "missing": ["birth-year", "games-before"]}
    assert out["games"][0] == {
        "number": 0, "date": "2025-01-07", "white": "Eve", "black": "Anna", "result": "½-½",
        "not_rated": None, "event": 0, "file": "games.csv", "line": 2, "colours_known": True,
        "white_before": None, "white_change": None, "black_before": 1800,
        "black_change": None}


def test_errors_and_look_alikes() -> None:
    out = pool_dict(rate_season(season("date,white,black,result\n2025-01-07,Anna,anna,1-0\n"
                                       "2025-01-07,Anna,Bert,x\n"), System.ELO), False)
    assert out["look_alikes"] == [["Anna", "anna"]]
    assert out["errors"] == [{
        "file": "games.csv", "line": 3, "problem": "unknown-result", "token": "x",
        "text": "2025-01-07,Anna,Bert,x", "player": None, "round": None,
        "message": 'games.csv: line 3: unknown result \'x\' (use 1-0, 0-1, ½-½, 1/2-1/2, or '
                   '+:- and -:+ for forfeits) — "2025-01-07,Anna,Bert,x"'}]
    assert "games" not in out and out["game_count"] == 1
