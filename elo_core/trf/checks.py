"""Checks a Tournament Report File's player lines against each other: every game is written twice,
once on each player's line, so the two must agree; and each line's points must be its rounds'
points.

- An opponent's number must be a player line of the file (and not the player's own).
- Mirrored: in that round the opponent's line names the player back, with the other colour
  (where both lines give one), and the complementary result: ``1``/``0``, ``=``/``=``,
  ``+``/``-`` (and ``-``/``-``, a double forfeit), ``W``/``L``, ``D``/``D``, and blank/blank
  (a game without a result yet). A pair that does not agree is reported once, on the line of
  the lower starting rank, naming the other.
- The points in columns 81–84 must equal the sum of the rounds' points (tag 162's, or the
  defaults: byes count as the format says, see :mod:`elo_core.trf.reader`). Lines with a round that
  could not be read are left out of this check: their sum is not known.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from elo_core.trf.problems import TrfProblem, TrfProblemKind
from elo_core.trf.records import ResultCode, RoundEntry, TrfPlayer

_R = ResultCode
#: The results the opponent's line may give for each result of the player's.
MIRRORS: dict[ResultCode, frozenset[ResultCode]] = {
    _R.WIN: frozenset({_R.LOSS}), _R.LOSS: frozenset({_R.WIN}), _R.DRAW: frozenset({_R.DRAW}),
    _R.FORFEIT_WIN: frozenset({_R.FORFEIT_LOSS}),
    _R.FORFEIT_LOSS: frozenset({_R.FORFEIT_WIN, _R.FORFEIT_LOSS}),
    _R.UNRATED_WIN: frozenset({_R.UNRATED_LOSS}), _R.UNRATED_LOSS: frozenset({_R.UNRATED_WIN}),
    _R.UNRATED_DRAW: frozenset({_R.UNRATED_DRAW}), _R.BLANK: frozenset({_R.BLANK}),
}


def mirrored(mine: RoundEntry, theirs: RoundEntry, me: int) -> bool:
    """Checks whether the opponent's round ``theirs`` says the same game as the player ``me``'s
    ``mine``."""
    if theirs.code is None:
        return True  # not read, and said so already
    if theirs.opponent != me or mine.code not in MIRRORS or theirs.code not in MIRRORS[mine.code]:
        return False
    return mine.colour is None or theirs.colour is None or mine.colour != theirs.colour


def _points_differ(player: TrfPlayer) -> TrfProblem | None:
    if player.points is None or any(e.score is None for e in player.rounds):
        return None
    total = sum(e.score or 0.0 for e in player.rounds)
    if abs(total - player.points) < 1e-9:
        return None
    return TrfProblem(player.line, TrfProblemKind.POINTS_DIFFER, player.start_rank, None,
                      f"{player.points:g} in the file, {total:g} from the results")


def cross_checks(players: Sequence[TrfPlayer]) -> Iterator[TrfProblem]:
    """Returns every problem between the lines: opponents that do not exist, games that do not
    mirror, points that do not add up."""
    by_rank = {p.start_rank: p for p in players}
    for player in players:
        me = player.start_rank
        for entry in player.rounds:
            if entry.opponent is None or entry.code is None:
                continue
            other = by_rank.get(entry.opponent)
            if other is None or entry.opponent == me:
                yield TrfProblem(player.line, TrfProblemKind.OPPONENT_MISSING, me, entry.round,
                                 str(entry.opponent))
                continue
            theirs = other.rounds[entry.round - 1]
            mutual = theirs.opponent == me
            if mutual and entry.opponent < me:
                continue  # the pair is checked from the lower starting rank
            if not mirrored(entry, theirs, me):
                yield TrfProblem(player.line, TrfProblemKind.NOT_MIRRORED, me, entry.round,
                                 str(entry.opponent))
        problem = _points_differ(player)
        if problem is not None:
            yield problem
