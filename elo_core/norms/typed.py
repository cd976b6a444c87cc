"""Checks a norm from a typed list of games (the Tournament page's). It takes the games in order,
each opponent's title and federation as the game-list reader gives them (FIDE Handbook B.01, 1.4.2,
1.4.5, 1.4.3).

- The reader takes them from the line, written beside the name (``GM GER 2450:1``, ``Meier IM
  FRA 2400:½``, :func:`~elo_core.readers.notation.read_opponent`), or from a pasted table's or
  a CSV's title and federation columns (chess-results' ``Titel`` and ``Land``,
  :mod:`~elo_core.readers.columns`); a rating list fills in those a line does not give
  (:mod:`~elo_core.rating_list.game_names`).
- Only games played over the board count (1.4.2c): a bye or forfeit of the list is left out,
  and a rating not given makes the opponent unrated (1400, 1.4.6d).
- The rounds are the games' order; the list does not say the event's rounds, so the caller
  does. 1.4.1c (8 games of 9) is counted as for a file
  (:func:`~elo_core.norms.counted_games.eight_of_nine`): the round given without a game is a
  forfeit won (``+``) or a bye of a full point, read as the pairing-allocated bye (FIDE C.04
  gives it a win's point; a bye of ½ or 0 is one asked for, which 1.4.1c does not count). The
  list does not say who forfeited a last round, so 1.4.2c's reading of it is not made.
"""

from __future__ import annotations

from collections.abc import Sequence

from elo_core.games import Game, Unplayed
from elo_core.norms.counted_games import (
    NormGame,
    NormPlayer,
    PlayerRecord,
    RoundLeftOut,
    eight_of_nine,
)

__all__ = ["typed_record"]


def typed_record(games: Sequence[Game], federation: str, woman: bool,
                 rounds: int) -> PlayerRecord:
    """Builds the player's record for a norm from a typed list: the games played count as rounds
    1, 2, … in their order, and the other lines are rounds left out. ``federation`` is the
    player's; ``rounds`` is the event's number of rounds (at least the list's)."""
    counted: list[NormGame] = []
    left_out: list[tuple[int, RoundLeftOut]] = []
    given: list[int] = []
    for number, game in enumerate(games, 1):
        if game.unplayed is not None:
            left_out.append((number, RoundLeftOut.BYE if game.unplayed is Unplayed.BYE
                             else RoundLeftOut.FORFEIT))
            if game.unplayed is Unplayed.FORFEIT_WIN or (game.unplayed is Unplayed.BYE
                                                         and game.score == 1):
                given.append(number)
            continue
        rating = None if game.opponent_rating is None else round(game.opponent_rating)
        counted.append(NormGame(number, None, rating, game.title, game.federation, game.score))
    player = NormPlayer(0, "", "w" if woman else "m", "", federation.strip().upper(), None)
    rounds = max(rounds, len(games))
    return PlayerRecord(player, tuple(counted), tuple(left_out), rounds,
                        sum(g.score for g in counted),
                        eight_of_nine(rounds, len(counted), [r for r, _ in left_out], given),
                        None, tuple(given))
