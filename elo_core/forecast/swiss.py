"""Pairs one simulated round of a Swiss by score groups and ratings. This is an approximation of
FIDE's Dutch system (C.04.3), not the system itself, and said so wherever its chances are shown.

No Python library found pairs by the Dutch system fast enough for a simulation of thousands of
rounds (docs/forecast.md says what was checked), so this pairs as the Dutch system does in the
main, in a few milliseconds for 300 players:

- Players are ranked by score, then by starting rank (the TRF's pairing numbers are in rating
  order). If the number to pair is odd, the pairing-allocated bye (C.04.1 c–d: a win's
  points, no game) goes to a player who has not had one: of the lowest score, the one with
  the fewest rounds without a game, then the lowest ranked (as bbpPairings' test of the
  2025 Dutch rules has it).
- Score groups are paired from the top; each with the players floated down from the one above
  first. Its upper half (S1) meets its lower half (S2) in order, the first of S2 from the
  same place on that the player has not met (C.04.1 b: nobody meets twice); who is left
  floats down to the next group.
- What is left at the bottom is paired among itself where it can, then by exchanging with the
  lowest pairs made; only where no such pairing exists do two players meet again.
- Colours as C.04.3's preferences in short: each player's is the colour that evens their
  balance, else the other one of their last game; two players who want different colours
  both get theirs, else the one with the stronger want (the larger imbalance, then the higher
  ranked) does; without any history, the higher ranked player is White on odd boards.

Not modelled: the Dutch system's finer criteria (float limits, the exact order of
transpositions and exchanges, absolute colour rules over several rounds), acceleration,
byes requested ahead.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

__all__ = ["SwissPlayer", "pair_round"]

WHITE, BLACK = 1, -1


class SwissPlayer(NamedTuple):
    """One player to pair, as a round needs them."""

    number: int
    halves: int
    """The score, in half points."""
    rank: int
    """The starting rank: the lower, the higher ranked among equal scores."""
    balance: int
    """Whites less blacks so far."""
    last: int
    """The last colour (``WHITE``, ``BLACK``) or 0 for none."""
    had_bye: bool
    unplayed: int = 0
    """Rounds so far without a game played (byes, absences, forfeits)."""


def _want(player: SwissPlayer) -> int:
    """Returns the colour the player wants: 0 for no want."""
    if player.balance:
        return BLACK if player.balance > 0 else WHITE
    return -player.last


def _colours(a: SwissPlayer, b: SwissPlayer, board: int) -> tuple[int, int]:
    """Returns White and Black of the pair ``a`` (higher ranked) and ``b``."""
    want_a, want_b = _want(a), _want(b)
    if want_a and want_a != want_b:
        first = want_a
    elif want_b and want_a != want_b:
        first = -want_b
    elif want_a:
        first = want_a if abs(a.balance) >= abs(b.balance) else -want_b
    else:
        first = WHITE if board % 2 else BLACK
    return (a.number, b.number) if first == WHITE else (b.number, a.number)


def _pair_bracket(bracket: list[SwissPlayer], met: set[tuple[int, int]]
                  ) -> tuple[list[tuple[SwissPlayer, SwissPlayer]], list[SwissPlayer]]:
    """Pairs S1 against S2 in order, each against the first of S2 from its own place on (wrapping
    round) not met; the rest paired among themselves in order where they can; who is left floats
    down."""
    half = len(bracket) // 2
    upper, lower = bracket[:half], bracket[half:]
    size = len(lower)
    taken = [False] * size
    pairs: list[tuple[SwissPlayer, SwissPlayer]] = []
    left: list[SwissPlayer] = []
    for place, player in enumerate(upper):
        a = player.number
        for step in range(size):
            j = (place + step) % size
            b = lower[j].number
            if not taken[j] and ((a, b) if a < b else (b, a)) not in met:
                taken[j] = True
                pairs.append((player, lower[j]))
                break
        else:
            left.append(player)
    rest = left + [p for p, used in zip(lower, taken, strict=True) if not used]
    if len(rest) < 2:
        return pairs, rest
    rest.sort(key=lambda p: (-p.halves, p.rank))
    floated: list[SwissPlayer] = []
    while rest:
        player = rest.pop(0)
        match = next((o for o in rest if _key(player, o) not in met), None)
        if match is None:
            floated.append(player)
        else:
            rest.remove(match)
            pairs.append((player, match))
    return pairs, floated


def _key(a: SwissPlayer, b: SwissPlayer) -> tuple[int, int]:
    return (a.number, b.number) if a.number < b.number else (b.number, a.number)


def pair_round(players: Sequence[SwissPlayer], met: set[tuple[int, int]]
               ) -> tuple[list[tuple[int, int]], int | None]:
    """Pairs the round: returns its games (White's index, Black's index), best first, and the index
    of the player with the pairing-allocated bye (``None`` for none). ``met`` holds the pairs of
    indices who have met, lower first."""
    ranked = sorted(players, key=lambda p: (-p.halves, p.rank))
    bye = None
    if len(ranked) % 2:
        eligible = [p for p in ranked if not p.had_bye] or ranked
        choice = min(eligible, key=lambda p: (p.halves, p.unplayed, -p.rank))
        ranked.remove(choice)
        bye = choice.number
    pairs: list[tuple[SwissPlayer, SwissPlayer]] = []
    floated: list[SwissPlayer] = []
    start = 0
    while start < len(ranked):
        end = start
        while end < len(ranked) and ranked[end].halves == ranked[start].halves:
            end += 1
        made, floated = _pair_bracket(floated + ranked[start:end], met)
        pairs += made
        start = end
    while floated:
        player = floated.pop(0)
        swap = next(((i, a, b) for i in range(len(pairs) - 1, -1, -1)
                     for a, b in (pairs[i],) if floated
                     and _key(player, a) not in met and _key(floated[0], b) not in met),
                    None)
        if swap is not None:
            i, a, b = swap
            pairs[i] = (a, player) if a.rank < player.rank else (player, a)
            pairs.append((b, floated.pop(0)))
        else:
            pairs.append((player, floated.pop(0)))
    pairs.sort(key=lambda pair: (-max(pair[0].halves, pair[1].halves),
                                 min(pair[0].rank, pair[1].rank)))
    games = []
    for board, (a, b) in enumerate(pairs, 1):
        high, low = (a, b) if (-a.halves, a.rank) <= (-b.halves, b.rank) else (b, a)
        games.append(_colours(high, low, board))
    return games, bye
