"""Writes a player's event as a game list: what a player's link from the Whole event page carries to
the Tournament page, which reads it back as the same games."""

from __future__ import annotations

from elo_core.event import PlayerResult
from elo_core.games import Game, NotRated, Unplayed
from elo_core.trf.records import ResultCode

__all__ = ["player_games"]


def player_games(result: PlayerResult) -> list[Game]:
    """Writes the player's rounds as a game list for the Tournament page, exactly the games the
    event rated and no other game rated: every game played against a rated opponent (the page rates
    it under its own rules), games against an opponent without a rating (listed there as not rated,
    §8.3.1), forfeits (with the opponent), byes and zero-point byes (with their points), which a
    game list never rates. Left out, since a game list cannot say them: games against an opponent
    the file does not have (the player's own number among them), games the file does not rate
    (``W D L``), rounds without a result or not read, and rounds with no code at all (not
    paired)."""
    games = []
    for g in result.games:
        code, reason = g.code, g.not_rated
        if code is None:
            continue
        score = code.rating_score
        if reason is NotRated.OPPONENT_MISSING:
            continue
        if g.opponent_rating is not None and (code.played or reason is NotRated.FORFEIT):
            unplayed = (None if code.played else Unplayed.FORFEIT_WIN
                        if code is ResultCode.FORFEIT_WIN else Unplayed.FORFEIT_LOSS)
            games.append(Game(g.opponent_rating, score, g.opponent_name, unplayed,
                              colour=g.colour))
        elif code.played and reason is NotRated.OPPONENT_UNRATED:
            games.append(Game(None, score, g.opponent_name, colour=g.colour))
        elif reason is NotRated.BYE or code is ResultCode.ZERO_BYE:
            games.append(Game(None, score, "", Unplayed.BYE))
    return games
