"""Names the reading taken where B.01 and its readers leave a norm's figure open. The result names
it together with what the other reading would give (FIDE Handbook B.01, 1.4.1c, 1.4.1d, 1.4.5b–e,
1.7).

- 1.4.1d: each full point above the least title score counts as one more game (half a point
  adds nothing); 1.7: in an event of more than 13 rounds a norm counts as 13 games.
- 1.4.1c with 1.4.1d: the Qualification Commission's review of rejected applications (2023)
  settles the first step: "a norm over 8 rounds with an overscore of one point will count as a
  norm over 9 rounds". So an 8-game 1.4.1c norm counts as 9 games with or without that point.
  Past one point the sources say nothing: it is credited 9 still, and the result says the
  reading stops there (:attr:`ReadingPoint.EIGHT_GAMES_OVERSCORE`).
- 1.7 caps only events of more than 13 rounds; whether 1.4.1d's extra games may take a norm of
  an event of 13 rounds or fewer past 13 is not said: they are credited, and the result says so
  (:attr:`ReadingPoint.OVERSCORE_PAST_THIRTEEN`).
- 1.4.5b–e in a double round robin: "half, rounded up" of the opponents must hold the norm's
  title or a higher one, and the sources differ on half of what. Taken here: half the games
  (Sharly Chess), an opponent met twice counting twice; the other reading: half the opponents
  (cigan), each counted once. Met twice each, the two agree; they differ where a game was
  forfeited or left out. Where the requirement holds under one and not the other, the result
  says so (:attr:`ReadingPoint.DOUBLE_ROUND_ROBIN_HALF`).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import NamedTuple

from elo_core.norms.counted_games import NormGame
from elo_core.norms.performance import adjusted_ratings, least_title_score
from elo_core.norms.requirements import LEAST_OF_TITLE, Judgement, RequirementName

__all__ = ["GamesCredited", "Reading", "ReadingPoint", "credited",
           "double_round_robin_reading"]

#: 1.4.1a: the games of a norm, and what 1.4.1c's 8 count as.
NINE_GAMES = 9
#: 1.7: a norm of an event of more than 13 rounds counts as 13 games.
MOST_GAMES_CREDITED = 13


class ReadingPoint(StrEnum):
    """Names a point on which the reading taken decides a figure."""

    EIGHT_GAMES_OVERSCORE = "eight-games-overscore"
    """An 8-game 1.4.1c norm more than one full point over its requirement: credited 9, the
    Qualification Commission's reading stopping at one point."""
    OVERSCORE_PAST_THIRTEEN = "overscore-past-thirteen"
    """1.4.1d's extra games taking a norm of at most 13 rounds past 13, which 1.7 does not
    cap."""
    DOUBLE_ROUND_ROBIN_HALF = "double-round-robin-half"
    """1.4.5b–e's half in a double round robin: of the games (taken) or of the opponents."""

    @property
    def about_credit(self) -> bool:
        """The point decides the games credited."""
        return self is not ReadingPoint.DOUBLE_ROUND_ROBIN_HALF


class Reading(NamedTuple):
    """The reading taken on one point, and what the other gives."""

    point: ReadingPoint
    clause: str
    taken: str
    """The reading taken (``credit-nine``, ``credit-every-game``, ``half-the-games``)."""
    other: str
    """The other reading (``open``: the sources say nothing; ``half-the-opponents``)."""
    other_holds: bool | None = None
    """Under the other reading, whether the requirement holds; ``None`` where the other is no
    figure."""


class GamesCredited(NamedTuple):
    """The games a norm counts as, the clauses that decide them, and the readings they rest
    on."""

    games: int
    clauses: tuple[str, ...]
    """The clauses whose case the norm is, each once: ``1.4.1c`` (8 games as 9), ``1.4.1d``
    (a full point or more over the requirement: a game more a point, none for 1.4.1c's 8 as
    the Qualification Commission reads it), ``1.7`` (13, where the games would be more in an
    event of more than 13 rounds); none where the norm counts as its games."""
    readings: tuple[Reading, ...]


def credited(judged: Judgement, eight_of_nine: bool, rounds: int) -> GamesCredited:
    """Works out how many games a norm made on ``judged`` counts as, and what decides them
    (see the module). 1.4.1c's 8 games (``eight_of_nine``) count as 9; otherwise each full
    point over the least title score adds a game (1.4.1d), up to 13 in an event of more than
    13 rounds (1.7)."""
    n = len(judged.games)
    least = least_title_score(n, sum(adjusted_ratings(judged.games, judged.title)),
                              judged.title)
    extra = 0 if least is None else int(judged.points - least)
    over = ("1.4.1d",) if extra else ()
    if eight_of_nine:
        readings = (Reading(ReadingPoint.EIGHT_GAMES_OVERSCORE, "1.4.1c, 1.4.1d", "credit-nine",
                            "open"),) if extra > 1 else ()
        return GamesCredited(NINE_GAMES, ("1.4.1c", *over), readings)
    games = n + extra
    if rounds > MOST_GAMES_CREDITED and games > MOST_GAMES_CREDITED:
        return GamesCredited(MOST_GAMES_CREDITED,
                             (*(over if n < MOST_GAMES_CREDITED else ()), "1.7"), ())
    if rounds <= MOST_GAMES_CREDITED < games:
        return GamesCredited(games, over, (Reading(ReadingPoint.OVERSCORE_PAST_THIRTEEN,
                                                   "1.4.1d, 1.7", "credit-every-game",
                                                   "open"),))
    return GamesCredited(games, over, ())


def _half_the_opponents(games: Sequence[NormGame], counted: frozenset[str]) -> bool | None:
    """Reads 1.4.5b–e as half the distinct opponents, rounded up and at least 3, holding a title in
    ``counted``; ``None`` where the games do not say who the opponents are."""
    if any(g.opponent is None for g in games):
        return None
    opponents = {g.opponent: g.title for g in games}
    titled = sum(title in counted for title in opponents.values())
    return titled >= max(LEAST_OF_TITLE, -(-len(opponents) // 2))


def double_round_robin_reading(judged: Judgement) -> Reading | None:
    """Returns the reading taken and the other's answer, where 1.4.5b–e's requirement on ``judged``
    (a double round robin's) holds under one reading of its half and not under the other."""
    requirement = next((r for r in judged.requirements
                        if r.name is RequirementName.TITLE_OR_HIGHER), None)
    if requirement is None:
        return None
    other = _half_the_opponents(judged.games, judged.title.rule.counted)
    if other is None or other == requirement.holds:
        return None
    return Reading(ReadingPoint.DOUBLE_ROUND_ROBIN_HALF, requirement.clause, "half-the-games",
                   "half-the-opponents", other)
