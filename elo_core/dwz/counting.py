"""Counts an event's games as the DWZ counts them: which are rated, and why the others are not.

A game counts when it was played over the board against an opponent with a DWZ. A forfeit or a
bye is not a game and is never rated (which is why the WO has organisers mark them, WO 6.1:
"die kampflos entstandenen Resultate sind unbedingt als solche zu kennzeichnen"); nor is a game
against an opponent without a DWZ, since the games evaluated are those among the "Auswahl II"
(WO 3.4.1.2), and an opponent who gets a first DWZ in the same event is not known to one
player's list. Each game left out keeps its reason (:class:`~elo_core.games.NotRated`).

An event of any length is counted in bounded memory by :class:`DwzTally`, one game at a time:
the DWZ needs of its games only sums (n, W, We = Σ P(D), exact and as published) and, for the
performance, the rated opponents' DWZ, which it keeps as a count for each DWZ (at most 3,401
whole ratings in the range 100–3500, one count for each rating with a fraction that the list
has). Every number it gives is the one :func:`count_dwz_games` gives for the same games, and
:func:`dwz_rows` gives their rows, game by game, from a second reading of the games.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from typing import NamedTuple

from elo_core.dwz.expectation import ERF_SCALE, TABLE_UNIT, dwz_table_score, exactly_summed
from elo_core.games import Game, NotRated, unplayed_reason

__all__ = ["DwzGame", "DwzGames", "DwzTally", "count_dwz_games", "dwz_rows"]


class DwzGame(NamedTuple):
    """One game of the list as the DWZ counts it."""

    game: Game
    difference: float | None
    """D: the player's DWZ minus the opponent's; ``None`` for a game not rated, or where the
    player's DWZ is not known yet."""
    expected: float | None
    """P(D) (WO 3.3.1); ``None`` where D is."""
    not_rated: NotRated | None
    """Why the game does not count; ``None`` for a rated game."""


class DwzGames(NamedTuple):
    """Holds the list's games, and the rated ones' count, points and opponents."""

    rows: tuple[DwzGame, ...]
    n: int
    """The rated games (the formulas' n)."""
    points: float
    """W: the points scored in rated games."""
    opponents: tuple[float, ...]
    """The rated games' opponents' DWZ, in the list's order."""
    expected: float | None = None
    """We from the player's DWZ, where it was given, as the DSB publishes it and rates by it:
    Σ P(D), each to three decimals as its table gives it
    (:func:`~elo_core.dwz.expectation.dwz_published_points`)."""
    exact_expected: float | None = None
    """We = Σ P(D) of the exact normal distribution, summed exactly as
    :func:`~elo_core.dwz.expectation.dwz_expected_points` sums it."""


#: A :class:`DwzGame` (or :class:`DwzGames`) from a tuple of all its fields, without the
#: keyword handling of its constructor: a national pool's season counts millions.
_new_row = tuple.__new__


def count_dwz_games(games: Iterable[Game], rating: float | None = None) -> DwzGames:
    """Returns every game of ``games`` with whether it counts, and, given the player's ``rating``,
    each rated game's D and P(D)."""
    rows: list[DwzGame] = []
    opponents: list[float] = []
    halves: list[float] = []
    thousandths = 0
    points = 0.0
    for game in games:
        opponent = game.opponent_rating
        if game.unplayed is not None:
            rows.append(DwzGame(game, None, None, unplayed_reason(game.unplayed)))
        elif opponent is None:
            rows.append(DwzGame(game, None, None, NotRated.OPPONENT_UNRATED))
        elif rating is None:
            opponents.append(opponent)
            points += game.score
            rows.append(DwzGame(game, None, None, None))
        else:
            opponents.append(opponent)
            points += game.score
            difference = rating - opponent
            half = 0.5 * math.erf(difference / ERF_SCALE)  # P(D) = ½ + ½ erf(D / 400)
            halves.append(half)
            thousandths += dwz_table_score(difference)
            rows.append(_new_row(DwzGame, (game, difference, 0.5 + half, None)))
    exact = None if rating is None else math.fsum([0.5] * len(halves) + halves)
    published = None if rating is None else thousandths / TABLE_UNIT
    return _new_row(DwzGames, (tuple(rows), len(opponents), points, tuple(opponents), published,
                               exact))


def dwz_rows(games: Iterable[Game], rating: float | None = None) -> Iterator[DwzGame]:
    """Yields the rows of :func:`count_dwz_games` one at a time, as ``games`` come: each game with
    whether it counts, and, given the player's ``rating``, a rated game's D and P(D)."""
    for game in games:
        opponent = game.opponent_rating
        if game.unplayed is not None:
            yield DwzGame(game, None, None, unplayed_reason(game.unplayed))
        elif opponent is None:
            yield DwzGame(game, None, None, NotRated.OPPONENT_UNRATED)
        elif rating is None:
            yield DwzGame(game, None, None, None)
        else:
            difference = rating - opponent
            expected = 0.5 + 0.5 * math.erf(difference / ERF_SCALE)  # P(D) = ½ + ½ erf(D / 400)
            yield _new_row(DwzGame, (game, difference, expected, None))


class DwzTally:
    """Counts an event's rated games one at a time, none of them kept: n, W, and how many
    were played against each opponent DWZ (``opponents``, in the order each DWZ first came).

    Every sum is the one :func:`count_dwz_games` gives: W is added in the list's order, and
    We, Σ P(D) and the opponents' sum are worked exactly
    (:func:`~elo_core.dwz.expectation.exactly_summed`) and rounded once, as ``math.fsum``
    rounds the sum of every game's term."""

    __slots__ = ("n", "opponents", "points")

    def __init__(self) -> None:
        self.n = 0
        self.points = 0.0
        self.opponents: dict[float, int] = {}

    def count(self, games: Iterable[Game]) -> Iterator[Game]:
        """Counts the rated games among ``games`` (played, against an opponent with a DWZ),
        passing every game on."""
        opponents, n, points = self.opponents, self.n, self.points
        try:
            for game in games:
                opponent = game.opponent_rating
                if game.unplayed is None and opponent is not None:
                    n += 1
                    points += game.score
                    opponents[opponent] = opponents.get(opponent, 0) + 1
                yield game
        finally:
            self.n, self.points = n, points

    def opponents_sum(self) -> float:
        """Returns the Σ of the rated opponents' DWZ, as ``math.fsum`` of every game's gives it."""
        return exactly_summed(self.opponents.items())

    def expected(self, rating: float) -> float:
        """Returns We = n · ½ + Σ ½ erf(D / 400) from the player's ``rating``, as
        :func:`count_dwz_games` sums it."""
        return exactly_summed([(0.5, self.n), *(
            (0.5 * math.erf((rating - opponent) / ERF_SCALE), count)
            for opponent, count in self.opponents.items())])

    def published(self, rating: float) -> float:
        """Returns We as the DSB publishes it from the player's ``rating``, as
        :func:`count_dwz_games` sums it: each game's P(D) to three decimals, as its table gives
        it."""
        thousandths: int = sum(count * dwz_table_score(rating - opponent)
                               for opponent, count in self.opponents.items())
        return thousandths / TABLE_UNIT

    def scores(self, rating: float) -> float:
        """Returns Σ P(D) of the rows from ``rating``, each game's P(D) = ½ + ½ erf(D / 400) as a
        row holds it, summed as ``math.fsum`` of the rows' P(D) sums them."""
        return exactly_summed(
            (0.5 + 0.5 * math.erf((rating - opponent) / ERF_SCALE), count)
            for opponent, count in self.opponents.items())

    def games(self, rating: float | None = None) -> DwzGames:
        """Returns the counts as :class:`DwzGames`, without rows or opponents (the games are not
        kept: :func:`dwz_rows` gives the rows from a second reading), We (as published and
        exact) from ``rating``."""
        if rating is None:
            return _new_row(DwzGames, ((), self.n, self.points, (), None, None))
        return _new_row(DwzGames, ((), self.n, self.points, (), self.published(rating),
                                   self.expected(rating)))
