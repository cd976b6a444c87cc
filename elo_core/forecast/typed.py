"""Turns a typed list of games (the Tournament page's) into the event a forecast reads: the player
at starting rank 1, each round of the list a round of the event, each opponent a player of their
own, so that :func:`~elo_core.forecast.player.forecast_player` judges the list's norms as the norm
sheet of a typed list does (:func:`~elo_core.norms.typed.typed_record`) and rates its period as the
page does.

- A game played is a game against its opponent (``1``, ``=``, ``0``): their rating (unrated
  where the list gives none), title and federation as the game carries them (written beside
  the name, a table's columns, or FIDE's list); the colour where the list says it.
- A round not played is written as a TRF writes it without an opponent, so that the norm
  engine leaves it out as the typed reading does (1.4.2c): a forfeit won ``+`` and a full-point
  bye ``U`` (the two a 9-round norm may go without, 1.4.1c), a forfeit lost ``-``, a forfeit
  whose side is not said as a game of no move (``W``, ``D``, ``L`` by its points: no game,
  and no round given), a bye of ½ ``H`` and of 0 ``Z``.
- The rounds played are the list's, byes at its end too: the forecast is told them
  (``after_round``), as a file cannot say a last round of byes was played.
- The opponents still to come are not among the list's players (nobody is met twice), so a
  round not given is drawn from a rating band: by default the ratings of the opponents met
  (:func:`met_band`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from elo_core.elo.kfactor import PlayerFacts
from elo_core.elo.rules import FIDE, RuleSet
from elo_core.forecast.defaults import DEFAULT_RUNS, DEFAULT_SEED
from elo_core.forecast.draws import RatingBand
from elo_core.forecast.player import PlayerForecast, forecast_player
from elo_core.forecast.standing import NextGame
from elo_core.games import Game, Unplayed
from elo_core.norms.event_type import DEFAULT_SETTINGS, NormSettings
from elo_core.norms.titles import NormTitle
from elo_core.ranges import RATING_MAX, RATING_MIN
from elo_core.trf.records import ResultCode, RoundEntry, Tournament, TrfPlayer

__all__ = ["TYPED_START_RANK", "forecast_typed", "met_band", "typed_tournament"]

#: The player's starting rank in the event a list is read as.
TYPED_START_RANK = 1
#: A band's half width around the player's rating where the list has no rated opponent.
_AROUND = 200
_PLAYED = {1.0: ResultCode.WIN, 0.5: ResultCode.DRAW, 0.0: ResultCode.LOSS}
_MIRROR = {ResultCode.WIN: ResultCode.LOSS, ResultCode.DRAW: ResultCode.DRAW,
           ResultCode.LOSS: ResultCode.WIN}
#: A round without a game, by why and by its points.
_BYES = {1.0: ResultCode.PAIRING_BYE, 0.5: ResultCode.HALF_BYE, 0.0: ResultCode.ZERO_BYE}
_NO_MOVE = {1.0: ResultCode.UNRATED_WIN, 0.5: ResultCode.UNRATED_DRAW,
            0.0: ResultCode.UNRATED_LOSS}


def _unplayed_code(game: Game) -> ResultCode:
    """Returns the code of a round of the list not played over the board."""
    if game.unplayed is Unplayed.FORFEIT_WIN:
        return ResultCode.FORFEIT_WIN
    if game.unplayed is Unplayed.FORFEIT_LOSS:
        return ResultCode.FORFEIT_LOSS
    table = _BYES if game.unplayed is Unplayed.BYE else _NO_MOVE
    return table.get(game.score, table[0.0])


def _player(rank: int, rating: int | None, title: str, federation: str, sex: str,
            rounds: tuple[RoundEntry, ...]) -> TrfPlayer:
    return TrfPlayer(rank, sex, title, "", rating, federation, "", "", None, None, None,
                     rounds, 0)


def typed_tournament(games: Sequence[Game], rating: int | None, federation: str,
                     woman: bool) -> Tournament:
    """Builds the event of the typed list ``games`` (in order, one a round) for the player rated
    ``rating`` (``None``: unrated) of ``federation``, a woman or not. The player is
    :data:`TYPED_START_RANK`."""
    own: list[RoundEntry] = []
    opponents: list[TrfPlayer] = []
    for number, game in enumerate(games, 1):
        if game.unplayed is not None:
            code = _unplayed_code(game)
            own.append(RoundEntry(number, None, None, code, game.score))
            continue
        code = _PLAYED.get(game.score, ResultCode.LOSS)
        rank = TYPED_START_RANK + number
        own.append(RoundEntry(number, rank, game.colour, code, game.score))
        theirs = (RoundEntry(r, None, None, ResultCode.BLANK, 0.0) for r in range(1, number))
        opponent_rating = (None if game.opponent_rating is None
                           else round(game.opponent_rating))
        opponents.append(_player(
            rank, opponent_rating, game.title, game.federation, "m",
            (*theirs,
             RoundEntry(number, TYPED_START_RANK, None, _MIRROR[code], 1 - game.score))))
    player = _player(TYPED_START_RANK, rating, "", federation.strip().upper(),
                     "w" if woman else "m", tuple(own))
    rounds = len(games)
    padded = [p._replace(rounds=p.rounds + tuple(
        RoundEntry(r, None, None, ResultCode.BLANK, 0.0)
        for r in range(len(p.rounds) + 1, rounds + 1))) for p in opponents]
    return Tournament("", "", "", None, None, "", (player, *padded), (), rounds)


def met_band(games: Sequence[Game], rating: int | None) -> RatingBand:
    """Returns the ratings of the opponents to come where none is given: from the lowest to the
    highest rating of the opponents met over the board; where none was rated, the player's rating ±
    200 (1400–1800 for an unrated player), within the ratings a rating list has."""
    met = [round(g.opponent_rating) for g in games
           if g.unplayed is None and g.opponent_rating is not None]
    if met:
        return RatingBand(min(met), max(met))
    centre = 1600 if rating is None else rating
    return RatingBand(max(RATING_MIN, centre - _AROUND), min(RATING_MAX, centre + _AROUND))


def forecast_typed(games: Sequence[Game], rating: int | None, federation: str, woman: bool,
                   rounds: int, given: Sequence[NextGame | None] = (), *,
                   band: RatingBand | None = None, runs: int = DEFAULT_RUNS,
                   seed: int = DEFAULT_SEED, settings: NormSettings = DEFAULT_SETTINGS,
                   titles: Collection[NormTitle] | None = None, rules: RuleSet = FIDE,
                   k: float | PlayerFacts | None = None) -> PlayerForecast:
    """Estimates the chances of the player of the typed list ``games`` in an event of ``rounds``
    rounds (at least the list's), the list's rounds played: :func:`typed_tournament`'s event
    forecast by :func:`~elo_core.forecast.player.forecast_player`, ``given`` the games to come as
    far as known, the others drawn from ``band`` (default: :func:`met_band`), the rest of the
    arguments as that takes them."""
    return forecast_player(
        typed_tournament(games, rating, federation, woman), TYPED_START_RANK,
        max(rounds, len(games)), given, band=band or met_band(games, rating), runs=runs,
        seed=seed, settings=settings, titles=titles, rules=rules, k=k,
        after_round=len(games))
