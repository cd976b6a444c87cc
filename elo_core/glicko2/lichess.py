"""Rates by Glicko-2 as Lichess rates: every game its own rating period, then Lichess's caps.

Lichess's use of Glickman's steps (scalachess ``glicko/impl/RatingCalculator.scala``, lila
``Glicko.scala``, ``Perf``/``PerfsUpdater``): each game is rated right after it with no deviation
increase inside it (:func:`~elo_core.glicko2.glickman.rate_glicko2_period` with no elapsed
period), White's edge counted where the colour is known, then limited by Lichess's caps; the
deviation grows with the days between games.

Lichess also multiplies gains by a per-speed factor held in its settings (``RatingRegulator``,
not part of its code) and halves changes of a human playing a bot; neither is modelled here.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import StrEnum
from typing import NamedTuple

from elo_core.games import Game
from elo_core.glicko2.glickman import (
    DEFAULT_OPPONENT_RD,
    SCALE,
    Glicko,
    GlickoPeriod,
    PeriodTerms,
    grown_rd,
)

__all__ = ["Cap", "LichessGame", "LichessReport", "lichess_games", "rate_lichess"]

#: Lichess: τ (scalachess ``Tau.default``).
LICHESS_TAU = 0.75
#: Lichess: a new player's rating, deviation and volatility (lila ``Glicko.default``).
DEFAULT_RATING, DEFAULT_RD, DEFAULT_VOLATILITY = 1500.0, 500.0, 0.09
#: Lichess's limits (lila ``Glicko.cap``, ``Glicko.maxRatingDelta``, ``Glicko.sanityCheck``).
RATING_FLOOR = 400.0
RATING_LIMIT = 4000.0
RD_FLOOR, RD_CEILING = 45.0, 500.0
VOLATILITY_CEILING = 0.1
MAX_RATING_DELTA = 700.0
#: A rating with this deviation or more is provisional, shown with "?" (``provisionalDeviation``).
PROVISIONAL_RD = 110.0
#: The deviation grows by this many rating periods a day without games (``ratingPeriodsPerDay``,
#: "chosen so a typical player's RD goes from 60 -> 110 in 1 year").
RATING_PERIODS_PER_DAY = 0.21436
#: White's edge in standard chess, in rating points (scalachess ``ColorAdvantage.standard``);
#: White's rating counts half of it more, Black's half of it less.
COLOUR_ADVANTAGE = 11.782457

LICHESS_DEFAULT = Glicko(DEFAULT_RATING, DEFAULT_RD, DEFAULT_VOLATILITY)


class Cap(StrEnum):
    """A limit Lichess applied after a game (lila ``Perf``/``Glicko``)."""

    RATING_DELTA = "rating-delta"
    """The game moved the rating by more than 700: it moves by 700."""
    RESET = "reset"
    """Lichess's sanity check failed (rating 4000 or more): back to 1500 / 500 / 0.09."""
    RATING_FLOOR = "rating-floor"
    RD_FLOOR = "rd-floor"
    RD_CEILING = "rd-ceiling"
    VOLATILITY_CEILING = "volatility-ceiling"


class LichessGame(NamedTuple):
    """One game as Lichess counts it."""

    game: Game
    before: Glicko
    period: GlickoPeriod | None
    """The game as its own rating period, before the caps; ``None``: unplayed, not rated."""
    after: Glicko
    caps: tuple[Cap, ...]

    @property
    def rated(self) -> bool:
        """Played over the board, so rated (an unplayed round never is)."""
        return self.period is not None

    @property
    def weight(self) -> float | None:
        """The rating points a full point of surprise (S − E = 1) moves the rating in this game,
        what K is in Elo: RD′² × g(φⱼ) / 173.7178, step 7 of Glickman's procedure on the rating
        scale; ``None`` for a round not played."""
        if self.period is None or not self.period.games:
            return None
        return self.period.after.rd ** 2 * self.period.games[0].g / SCALE


class LichessReport(NamedTuple):
    """Holds a series of games rated one by one as Lichess does."""

    start: Glicko
    tau: float
    days_idle: float
    first: Glicko
    """The player before the first game: the RD grown over the days idle, within 45–500."""
    first_caps: tuple[Cap, ...]
    games: tuple[LichessGame, ...]

    @property
    def final(self) -> Glicko:
        """The player after the last game (unrounded)."""
        return self.games[-1].after if self.games else self.first

    @property
    def provisional(self) -> bool:
        """Lichess marks the final rating with "?" (RD 110 or more)."""
        return is_provisional(self.final.rd)

    @property
    def shown_rating(self) -> int:
        """The final rating as Lichess shows it, cut to a whole number."""
        return shown_rating(self.final.rating)


def is_provisional(rd: float) -> bool:
    """Checks whether Lichess shows a rating as provisional ("?") while its RD is 110 or more."""
    return rd >= PROVISIONAL_RD


def shown_rating(rating: float) -> int:
    """Returns the whole number Lichess shows: cut toward zero (``rating.toInt``), not rounded."""
    return int(rating)


def display(state: Glicko) -> str:
    """Writes a rating as Lichess writes it: ``1741?`` while provisional (lila
    ``Glicko.display``)."""
    return f"{shown_rating(state.rating)}{'?' if is_provisional(state.rd) else ''}"


def idle_rd(state: Glicko, days: float) -> tuple[Glicko, tuple[Cap, ...]]:
    """Returns the player after ``days`` without games, as Lichess reads a rating (lila
    ``Glicko.liveDeviation``): RD = √(φ² + t σ²) × 173.7178 with t = days × 0.21436, then kept
    within 45–500."""
    rd = grown_rd(state.rd, state.volatility, days * RATING_PERIODS_PER_DAY)
    caps = (Cap.RD_FLOOR,) if rd < RD_FLOOR else (Cap.RD_CEILING,) if rd > RD_CEILING else ()
    return state._replace(rd=min(max(rd, RD_FLOOR), RD_CEILING)), caps


def _sane(state: Glicko) -> bool:
    """Tells whether ``state`` passes lila's ``Glicko.sanityCheck``."""
    return (0 < state.rating < RATING_LIMIT and 0 < state.rd < 2 * RD_CEILING
            and 0 < state.volatility < 2 * VOLATILITY_CEILING)


def lichess_caps(before: Glicko, computed: Glicko) -> tuple[Glicko, tuple[Cap, ...]]:
    """Applies Lichess's limits after a game (lila ``Perf.addOrReset``, ``Glicko.cap``): the rating
    moves at most 700; a result that fails the sanity check (rating of 4000 or more) is replaced by
    the default 1500 / 500 / 0.09; then rating ≥ 400, 45 ≤ RD ≤ 500, volatility ≤ 0.1."""
    low, high = before.rating - MAX_RATING_DELTA, before.rating + MAX_RATING_DELTA
    rating, rd, volatility = computed
    if (low <= rating <= high and RATING_FLOOR <= rating < RATING_LIMIT
            and RD_FLOOR <= rd <= RD_CEILING and 0 < volatility <= VOLATILITY_CEILING):
        return computed, ()  # within every limit, and so sane: the usual game
    caps: list[Cap] = []
    state = computed
    if not low <= computed.rating <= high:
        caps.append(Cap.RATING_DELTA)
        state = state._replace(rating=min(max(computed.rating, low), high))
    if not _sane(state):
        caps.append(Cap.RESET)
        state = LICHESS_DEFAULT
    limits = (
        (state.rating < RATING_FLOOR, Cap.RATING_FLOOR),
        (state.rd < RD_FLOOR, Cap.RD_FLOOR),
        (state.rd > RD_CEILING, Cap.RD_CEILING),
        (state.volatility > VOLATILITY_CEILING, Cap.VOLATILITY_CEILING),
    )
    caps.extend(cap for hit, cap in limits if hit)
    capped = Glicko(max(state.rating, RATING_FLOOR), min(max(state.rd, RD_FLOOR), RD_CEILING),
                    min(state.volatility, VOLATILITY_CEILING))
    return capped, tuple(caps)


def lichess_games(
    first: Glicko,
    games: Iterable[Game],
    tau: float = LICHESS_TAU,
    *,
    opponent_rd: float = DEFAULT_OPPONENT_RD,
    colour_advantage: float = COLOUR_ADVANTAGE,
) -> Iterator[LichessGame]:
    """Rates the games one after another from ``first`` (the player before the first game) as
    :func:`rate_lichess` rates them, and yields each as it is rated, so a list of any length
    keeps no game."""
    state = first
    for game in games:
        if not game.played:
            yield LichessGame(game, state, None, state, ())
            continue
        sums = PeriodTerms(state, opponent_rd, colour_advantage)
        term = sums.add(game)
        period = sums.period(state, tau, 0.0, (term,) if term else ())
        after, caps = lichess_caps(state, period.after)
        yield LichessGame(game, state, period, after, caps)
        state = after


def rate_lichess(
    player: Glicko = LICHESS_DEFAULT,
    games: Iterable[Game] = (),
    tau: float = LICHESS_TAU,
    *,
    opponent_rd: float = DEFAULT_OPPONENT_RD,
    days_idle: float = 0.0,
    colour_advantage: float = COLOUR_ADVANTAGE,
) -> LichessReport:
    """Rates ``games`` one after another as Lichess does.

    Before the first game the RD grows over ``days_idle`` days (:func:`idle_rd`). Each played game
    is then its own rating period (Glickman's steps with no deviation increase, φ* = φ; the
    volatility is still updated), its colour advantage counted when its colour is known, and the
    result limited by :func:`lichess_caps` (:func:`lichess_games`). Unplayed rounds are listed
    and change nothing.

    Lichess's own test values (τ = 0.75, colours not known): a player at 1500, RD 350, σ 0.06
    who beats an equal opponent ends at 1662.21, RD 290.23, σ 0.0599993. A new player (1500,
    RD 500, σ 0.09) who beats another ends at 1741 and RD 396 as Lichess shows them (cut to
    whole numbers), still provisional (RD 110 or more):

    >>> from elo_core import Game, Glicko, rate_lichess
    >>> won = rate_lichess(Glicko(1500, 350, 0.06), [Game(1500, 1, opponent_rd=350)]).final
    >>> f"{won.rating:.2f} {won.rd:.2f} {won.volatility:.7f}"
    '1662.21 290.23 0.0599993'
    >>> new = rate_lichess(games=[Game(1500, 1, opponent_rd=500)])
    >>> new.shown_rating, int(new.final.rd), new.provisional
    (1741, 396, True)
    """
    first, first_caps = idle_rd(player, days_idle)
    rows = lichess_games(first, games, tau, opponent_rd=opponent_rd,
                         colour_advantage=colour_advantage)
    return LichessReport(player, tau, days_idle, first, first_caps, tuple(rows))
