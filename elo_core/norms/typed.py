"""A norm from a typed list of games (the Tournament page's): each opponent's title and
federation written in the line beside the name, as chess-results' player cards carry them
(``GM GER 2450:1``, ``Meier IM FRA 2400:½``), read into the games a norm counts (FIDE
Handbook B.01, 1.4.2, 1.4.5, 1.4.3).

- The title is the first word of the name written in capitals that is a FIDE title (``GM``,
  ``IM``, ``WGM``, ``WIM``, ``FM``, ``WFM``, ``CM``, ``WCM``); a name's ``Im`` is no title.
- The federation is the last other word of three capital letters (``GER``, ``FID``).
- Only games played over the board count (1.4.2c): a bye or forfeit of the list is left out,
  and a rating not given makes the opponent unrated (1400, 1.4.6d).
- The rounds are the games' order; the list does not say the event's rounds, so the caller
  does. Nor does it say which round a bye was, so 1.4.1c (8 of 9) and 1.4.2c (a last round
  forfeited) are not read from it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from elo_core.games import Game, Unplayed
from elo_core.norms.counted_games import NormGame, NormPlayer, PlayerRecord, RoundLeftOut
from elo_core.norms.titles import read_title

__all__ = ["typed_record", "word_facts"]

_FEDERATION = re.compile(r"[A-Z]{3}")


def word_facts(name: str) -> tuple[str, str]:
    """The title and federation written in an opponent's name (``""`` for either not
    written)."""
    title, federation = "", ""
    for word in name.split():
        if not title and word.isupper() and read_title(word):
            title = read_title(word)
        elif _FEDERATION.fullmatch(word):
            federation = word
    return title, federation


def typed_record(games: Sequence[Game], federation: str, woman: bool,
                 rounds: int) -> PlayerRecord:
    """The player's record for a norm from a typed list: the games played, in order as rounds
    1, 2, …, the others left out; ``federation``: the player's; ``rounds``: the event's (at
    least the list's)."""
    counted: list[NormGame] = []
    left_out: list[tuple[int, RoundLeftOut]] = []
    for number, game in enumerate(games, 1):
        if game.unplayed is not None:
            left_out.append((number, RoundLeftOut.BYE if game.unplayed is Unplayed.BYE
                             else RoundLeftOut.FORFEIT))
            continue
        title, country = word_facts(game.name)
        rating = None if game.opponent_rating is None else round(game.opponent_rating)
        counted.append(NormGame(number, None, rating, title, country, game.score))
    player = NormPlayer(0, "", "w" if woman else "m", "", federation.strip().upper(), None)
    return PlayerRecord(player, tuple(counted), tuple(left_out), max(rounds, len(games)),
                        sum(g.score for g in counted), False, None)
