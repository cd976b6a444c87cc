"""Rates a season by classic Elo: game by game in date order, a day's games in the files' order, one
K for everyone.

Each game played over the board between two rated members moves both at once, from the ratings
before it: K × (S − E) with E = 1 / (1 + 10^(−D/400)) (the logistic formula, no 400-point rule,
no rounding; :mod:`elo_core.elo.expectation`, :func:`~elo_core.elo.series.game_change`), each
side from its own view. With one K the exchange is zero-sum: the pool keeps the sum of its
ratings. Forfeits are listed and not rated (FIDE B.02 §5.1).

Classic Elo has no rule of its own for a first rating, so a member without a start rating gets
FIDE's (B.02 §8.2, :func:`~elo_core.elo.first_rating.first_rating`): once their games against
rated members are 5 or more, after each game, until one results (the handbook's floor of 1400
and cap of 2200 included, the first event without a point left out, 26 months pooled). Game by
game there is no list to wait for, so it holds from the next game on. Until then their games
count towards it and are not rated for either side: a rated member's game against an unrated one
has no rating to be computed against (§8.3.1).
"""

from __future__ import annotations

from elo_core.elo.expectation import logistic_expected_score
from elo_core.elo.first_rating import MIN_GAMES, first_rating
from elo_core.elo.series import game_change
from elo_core.games import Game
from elo_core.pool.records import WHITE_SCORES, Season
from elo_core.pool.standings import Ledger


def start_ratings(season: Season) -> list[float | None]:
    """Returns each member's start list rating, ``None`` for a member without one."""
    return [None if entry is None else entry.rating for entry in season.starts]


def rate_classic(season: Season, k: float, keep: bool = True) -> Ledger:
    """Rates the season by classic Elo with one ``k``. With ``keep``, each game's change is kept
    too."""
    ledger = Ledger(season, keep, start_ratings(season))
    rating, opponents = ledger.rating, ledger.opponents
    white_before, white_change = ledger.white_before, ledger.white_change
    black_before, black_change = ledger.black_before, ledger.black_change
    pending: dict[int, list[Game]] = {}
    scores, expected, change = WHITE_SCORES, logistic_expected_score, game_change
    for number, (white, black, outcome) in enumerate(zip(
            season.whites, season.blacks, season.outcomes, strict=True)):
        score = scores[outcome]
        if score is None:
            continue
        ours, theirs = rating[white], rating[black]
        if ours is None or theirs is None:
            for member in ledger.one_unrated(pending, number, white, black, score):
                _try_first(ledger, pending, number, member)
            continue
        ours_change = change(k, score, expected(ours - theirs), None)
        theirs_change = change(k, 1.0 - score, expected(theirs - ours), None)
        rating[white] = ours + ours_change
        rating[black] = theirs + theirs_change
        opponents[white] += theirs
        opponents[black] += ours
        if keep:
            white_before[number], white_change[number] = ours, ours_change
            black_before[number], black_change[number] = theirs, theirs_change
    ledger.still_unrated(lambda member: first_rating(pending.get(member, [])))
    return ledger


def _try_first(ledger: Ledger, pending: dict[int, list[Game]], number: int,
               member: int) -> None:
    """Tries a first rating for ``member`` after game ``number``, once there are 5 games towards it;
    held from the next game on."""
    games = pending[member]
    if len(games) >= MIN_GAMES:
        first = first_rating(games)
        ledger.published(member, ledger.season.days[number], first, first.games, number,
                         number)
        if first.rating is not None:
            del pending[member]
