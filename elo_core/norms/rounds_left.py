"""Works out what the rounds left must bring for a norm: after some rounds of an event, with the
opponents still to come as far as they are known, the least score in them that makes each title's
norm, or the requirements no score can meet (FIDE Handbook B.01, 1.4.1 to 1.4.8).

The plan checks the event as it would end: the games so far, and every round left a game
played over the board (1.4.2c: a round left that is forfeited or a bye is no game, and the
plan no longer holds). It is the norm check itself (:func:`~elo_core.norms.check.check_norm`)
that judges it, so the plan counts the games as a finished event's norm does:

- 1.4.1c: in a 9-round event, 8 games are enough where the one round so far without a game
  was given, a forfeit win or a pairing-allocated bye
  (:func:`~elo_core.norms.counted_games.eight_of_nine`);
- 1.4.1d: each full point above the least title score counts as a game more (the check's
  games credited);
- 1.4.1e–f: in a Swiss the games after a title result may be left out, so the points may come
  in the next rounds and the last ones be left out; in a round robin every round counts.

The opponents to come are given as far as known: a rating (or unrated, as 1400 under 1.4.6d),
a title and a federation. Where a rating is not known it is taken as the average of the
opponents so far (their ratings as played, unrated as 1400, rounded 0.5 up), and without any so
far as the title's least average (1.4.8a); an unknown title counts as none, an unknown
federation as none foreign. The points to come are scored as wins first, then a draw, then
losses, so that where later rounds may be left out the points come before them. More points
never lose a norm that fewer points make (the same sets of games, each with more points), so
the least score is found by halving the range of scores.

Where no score is enough, the plan says on what that rests:

- a requirement that fails whatever the opponents to come (the games, the performance with
  every point won) is a verdict;
- a requirement of titles or federations (1.4.5, 1.4.3) that the opponents to come whose title
  or federation is not known could still meet, were they titled or of another federation, is a
  verdict only on that assumption (:attr:`RoundsLeft.assumed`);
- a requirement without a figure, as the player's federation is not given (1.4.3, 1.4.4),
  is no verdict at all (:attr:`RoundsLeft.not_known`): the plan needs the federation.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from elo_core.federations import read_federation
from elo_core.norms.check import NormCheck, check_norm
from elo_core.norms.counted_games import UNRATED_RATING, NormGame, PlayerRecord, eight_of_nine
from elo_core.norms.event_type import DEFAULT_SETTINGS, NormSettings
from elo_core.norms.requirements import Requirement, RequirementName
from elo_core.norms.titles import NormTitle
from elo_core.titles import read_title

__all__ = ["FutureOpponent", "RoundsLeft", "ToCome", "rounds_left"]

#: The requirements that depend on the score, which the plan works out rather than judges.
_SCORED = frozenset({RequirementName.SCORE, RequirementName.PERFORMANCE})
#: The requirements an opponent's title counts for (1.4.5), and a federation (1.4.3).
_BY_TITLE = frozenset({RequirementName.TITLE_HOLDERS, RequirementName.TITLE_OR_HIGHER})
_BY_FEDERATION = frozenset({RequirementName.FOREIGN_FEDERATIONS})


class FutureOpponent(NamedTuple):
    """Describes an opponent still to come, as far as they are known."""

    rating: int | None = None
    """``None``: not known (the average so far), unless ``unrated``."""
    title: str = ""
    """``""`` (or what is no title): not known, counted as none."""
    federation: str = ""
    """``""`` (or what is no FIDE federation's code): not known, counted as none."""
    unrated: bool = False
    """Known to be unrated: 1400 (1.4.6d)."""


class ToCome(NamedTuple):
    """How many of the opponents to come have a title and a federation not known."""

    titles: int
    federations: int


class RoundsLeft(NamedTuple):
    """Holds one title's plan for the rounds left."""

    title: NormTitle
    rounds_left: int
    points: float
    """The points so far."""
    points_needed: float | None
    """The least score in the rounds left that makes the norm; ``None`` where none does."""
    check: NormCheck
    """The norm checked on the event as it would end, the rounds left scoring
    ``points_needed`` (wins, then a draw), or every point where no score is enough: each
    requirement with its figure, the set of games that makes the norm and the games it counts
    as."""
    blockers: tuple[Requirement, ...]
    """Why no score is enough: the requirements that fail whatever the score (with every
    point to come won, for the performance), each with a figure."""
    assumed: tuple[Requirement, ...] = ()
    """Of :attr:`blockers`, those the opponents to come whose title or federation is not known
    could still meet (1.4.5 were they titled, 1.4.3 were each of another federation): no score
    is enough only if they are not."""
    not_known: tuple[Requirement, ...] = ()
    """The requirements that fail for want of a figure, as the player's federation is not given
    (1.4.3, 1.4.4): where no blocker fails besides, the plan cannot say until it is."""
    to_come: ToCome = ToCome(0, 0)
    """The opponents to come whose title or federation is not known, on which
    :attr:`assumed` rests."""

    @property
    def certain(self) -> tuple[Requirement, ...]:
        """The blockers that fail whatever the opponents to come: no score is enough."""
        return tuple(r for r in self.blockers if r not in self.assumed)

    @property
    def assumes_untitled(self) -> bool:
        """A blocker assumed rests on the opponents to come holding no title (1.4.5)."""
        return any(r.name in _BY_TITLE for r in self.assumed)

    @property
    def assumes_no_federation(self) -> bool:
        """A blocker assumed rests on the opponents to come counting for no federation
        (1.4.3)."""
        return any(r.name in _BY_FEDERATION for r in self.assumed)


def _future_games(so_far: Sequence[NormGame], future: Sequence[FutureOpponent],
                  title: NormTitle, first_round: int) -> list[NormGame]:
    ratings = [UNRATED_RATING if g.rating is None else g.rating for g in so_far]
    guess = ((2 * sum(ratings) + len(ratings)) // (2 * len(ratings)) if ratings
             else title.rule.average)
    return [NormGame(first_round + i, None,
                     None if o.unrated else (guess if o.rating is None else o.rating),
                     read_title(o.title) or "", o.federation.strip().upper(), 0.0)
            for i, o in enumerate(future)]


def _to_come(future: Sequence[FutureOpponent]) -> ToCome:
    """Counts how many of ``future`` have a title, and a federation, not known."""
    return ToCome(sum(not read_title(o.title) for o in future),
                  sum(read_federation(o.federation) is None for o in future))


def _assumed(blockers: Sequence[Requirement], to_come: ToCome) -> tuple[Requirement, ...]:
    """Returns the ``blockers`` that the opponents to come whose title or federation is not known
    could meet: each a title holder of the norm's title, or of a federation no other has."""
    unknown = {**dict.fromkeys(_BY_TITLE, to_come.titles),
               **dict.fromkeys(_BY_FEDERATION, to_come.federations)}
    return tuple(r for r in blockers if unknown.get(r.name) and r.value is not None
                 and r.value + unknown[r.name] >= r.needed)


def _scored(record: PlayerRecord, played: int, halves: int) -> PlayerRecord:
    """Returns ``record`` with its games from ``played`` on scoring ``halves`` half points in all:
    wins, then a draw, then losses."""
    games = list(record.games[:played])
    for game in record.games[played:]:
        score = min(2, halves)
        halves -= score
        games.append(game._replace(score=score / 2))
    return record._replace(games=tuple(games), points=sum(g.score for g in games))


def rounds_left(record: PlayerRecord, after_round: int, rounds: int,
                future: Sequence[FutureOpponent], titles: Sequence[NormTitle] = tuple(NormTitle),
                settings: NormSettings = DEFAULT_SETTINGS,
                waiver: str | None = None) -> tuple[RoundsLeft, ...]:
    """Works out, for each of ``titles``, the score the rounds left must bring for a norm, or
    why no score is enough. ``record`` holds the player's rounds, of which those up to
    ``after_round`` count, in an event of ``rounds`` rounds; ``future`` holds the opponents of
    the rounds left as far as they are known (padded with unknown opponents to the rounds left,
    and cut to them). ``settings`` and ``waiver`` are as
    :func:`~elo_core.norms.check.check_norm` takes them."""
    so_far = tuple(g for g in record.games if g.round <= after_round)
    left_out = tuple((r, why) for r, why in record.left_out if r <= after_round)
    given = tuple(r for r in record.given_rounds if r <= after_round)
    rest = max(0, rounds - after_round)
    opponents = [*future[:rest], *[FutureOpponent()] * (rest - len(future[:rest]))]
    points = sum(g.score for g in so_far)
    to_come = _to_come(opponents)
    plans = []
    for title in titles:
        games = (*so_far, *_future_games(so_far, opponents, title, after_round + 1))
        ending = PlayerRecord(record.player, games, left_out, rounds, points,
                              eight_of_nine(rounds, len(games), [r for r, _ in left_out], given),
                              None, given)

        def checked(halves: int, ending: PlayerRecord = ending,
                    title: NormTitle = title) -> NormCheck:
            return check_norm(_scored(ending, len(so_far), halves), title, settings, waiver)

        best = checked(2 * rest)
        if not best.achieved:
            failing = best.all_games.failing
            not_known = tuple(r for r in failing if r.value is None)
            known = tuple(r for r in failing if r.value is not None)
            unscored = tuple(r for r in known if r.name not in _SCORED)
            assumed = _assumed(unscored, to_come)
            # the score's own requirements are why only where nothing else surely fails
            blockers = unscored if len(assumed) < len(unscored) else known
            plans.append(RoundsLeft(title, rest, points, None, best, blockers, assumed,
                                    not_known, to_come))
            continue
        low, high = -1, 2 * rest  # no norm with ``low`` half points (none below 0), one with high
        found = best
        while high - low > 1:
            middle = (low + high) // 2
            trial = checked(middle)
            if trial.achieved:
                high, found = middle, trial
            else:
                low = middle
        plans.append(RoundsLeft(title, rest, points, high / 2, found, ()))
    return tuple(plans)
