"""Rates a season by Glicko-2 as Lichess rates: game by game in date order, a day's games in the
files' order (:mod:`elo_core.glicko2.lichess`).

- Before a game each side's deviation grows with the days since that member's last game, as
  Lichess reads a rating (:func:`~elo_core.glicko2.lichess.idle_rd`: 0.21436 rating periods a
  day, within 45–500); a member's first game of the season starts from the deviation they have.
- Both sides are then rated from their states before the game, the game its own rating period
  with no deviation increase inside it (:func:`~elo_core.glicko2.glickman.rate_glicko2_period`,
  τ 0.75), White's edge of 11.78 points counted where the file says who had White, and limited
  by Lichess's caps (:func:`~elo_core.glicko2.lichess.lichess_caps`).
- A member without a start rating starts at Lichess's defaults, 1500 / 500 / 0.09, and is
  provisional while the deviation is 110 or more. A start list's rating is an established
  player's: deviation 60 (the engine's deviation for an opponent nobody described), volatility
  0.09.
- Forfeits are listed and not rated.
"""

from __future__ import annotations

from elo_core.games import Colour, Game
from elo_core.glicko2.glickman import DEFAULT_OPPONENT_RD, Glicko, rate_glicko2_period
from elo_core.glicko2.lichess import (
    COLOUR_ADVANTAGE,
    DEFAULT_RATING,
    DEFAULT_RD,
    DEFAULT_VOLATILITY,
    LICHESS_TAU,
    idle_rd,
    lichess_caps,
)
from elo_core.pool.records import WHITE_SCORES, Season
from elo_core.pool.standings import Ledger

#: A start list's rating: an established player's deviation.
START_RD = DEFAULT_OPPONENT_RD


def rate_lichess_season(season: Season, keep: bool = True) -> Ledger:
    """Rates the season by Glicko-2 as Lichess rates, game by game. With ``keep``, each game's
    change is kept too."""
    starts = [None if e is None else e.rating for e in season.starts]
    rating = [DEFAULT_RATING if r is None else r for r in starts]
    ledger = Ledger(season, keep, list(rating))
    rd = ledger.rd = [DEFAULT_RD if r is None else START_RD for r in starts]
    volatility = ledger.volatility = [DEFAULT_VOLATILITY] * len(starts)
    last_played: list[int | None] = [None] * len(starts)
    opponents = ledger.opponents
    for number, (white, black, outcome, day, known) in enumerate(zip(
            season.whites, season.blacks, season.outcomes, season.days, season.colours,
            strict=True)):
        score = WHITE_SCORES[outcome]
        if score is None:
            continue
        other = 1.0 - score
        states = []
        for member in (white, black):
            state = Glicko(rating[member], rd[member], volatility[member])
            last = last_played[member]
            if last is not None and day > last:
                state = idle_rd(state, day - last)[0]
            states.append(state)
            last_played[member] = day
        ours, theirs = states
        white_colour, black_colour = (Colour.WHITE, Colour.BLACK) if known else (None, None)
        mine = _rated(ours, Game(theirs.rating, score, "", None, 0, "", theirs.rd,
                                 white_colour))
        yours = _rated(theirs, Game(ours.rating, other, "", None, 0, "", ours.rd, black_colour))
        rating[white], rd[white], volatility[white] = mine
        rating[black], rd[black], volatility[black] = yours
        opponents[white] += theirs.rating
        opponents[black] += ours.rating
        if keep:
            ledger.white_before[number] = ours.rating
            ledger.white_change[number] = mine.rating - ours.rating
            ledger.black_before[number] = theirs.rating
            ledger.black_change[number] = yours.rating - theirs.rating
    ledger.rating[:] = rating
    return ledger


def _rated(state: Glicko, game: Game) -> Glicko:
    """Returns ``state`` after ``game``, its own rating period, within Lichess's caps."""
    period = rate_glicko2_period(state, (game,), LICHESS_TAU, periods=0.0,
                                 colour_advantage=COLOUR_ADVANTAGE)
    return lichess_caps(state, period.after)[0]
