"""Tournament Report Files written for the forecast's tests, by TRF-16's columns (the table in
:mod:`elo_core.trf.reader`), and a norm event to forecast: player 1, an IM of Germany rated
2420, after 7 rounds of 9 against a field of grandmasters and IMs of eight federations."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple


class Entrant(NamedTuple):
    rank: int
    title: str
    name: str
    rating: int | None
    federation: str
    sex: str = "m"


#: A round's games: (White, Black, White's code: ``1``, ``=`` or ``0``; ``""`` for a game
#: paired but not played yet).
Pairings = Sequence[tuple[int, int, str]]
_MIRROR = {"1": "0", "=": "=", "0": "1", "": ""}
_POINTS = {"1": 1.0, "=": 0.5, "0": 0.0, "": 0.0}


def trf_text(entrants: Sequence[Entrant], rounds: Sequence[Pairings], federation: str = "",
             end: str = "2026/11/30") -> str:
    """A TRF of ``entrants`` with ``rounds`` of games; a player not paired in a round has the
    round blank."""
    lines = ["012 Forecast test", "022 Nowhere", f"032 {federation}", "042 2026/11/21",
             f"052 {end}"]
    for entrant in entrants:
        cells, points = [], 0.0
        for games in rounds:
            cell = "        "
            for white, black, code in games:
                if entrant.rank in (white, black):
                    own = code if entrant.rank == white else _MIRROR[code]
                    other = black if entrant.rank == white else white
                    colour = "w" if entrant.rank == white else "b"
                    cell = f"{other:>4} {colour} {own or ' '}"
                    points += _POINTS[own]
            cells.append(f"  {cell}")
        rating = "" if entrant.rating is None else str(entrant.rating)
        lines.append(
            f"001 {entrant.rank:>4} {entrant.sex}{entrant.title:>3} {entrant.name:<33} "
            f"{rating:>4} {entrant.federation:<3} {1000 + entrant.rank:>11} 1990/01/01 "
            f"{points:>4.1f} {entrant.rank:>4}" + "".join(cells))
    return "\n".join(lines) + "\n"


FIELD = (
    Entrant(1, "IM", "Player, One", 2420, "GER"),
    Entrant(2, "GM", "Grand, Two", 2560, "NED"),
    Entrant(3, "GM", "Grand, Three", 2540, "FRA"),
    Entrant(4, "IM", "Inter, Four", 2470, "ESP"),
    Entrant(5, "GM", "Grand, Five", 2510, "ENG"),
    Entrant(6, "IM", "Inter, Six", 2450, "GER"),
    Entrant(7, "FM", "Fide, Seven", 2400, "POL"),
    Entrant(8, "GM", "Grand, Eight", 2590, "USA"),
    Entrant(9, "GM", "Grand, Nine", 2550, "ESP"),
    Entrant(10, "IM", "Inter, Ten", 2480, "FRA"),
)
#: Player 1's first seven rounds, White's code each: 4.5 points, four whites and three blacks;
#: everyone plays the seventh, so nobody has left.
SEVEN_ROUNDS: tuple[Pairings, ...] = (
    ((1, 2, "="),), ((3, 1, "0"),), ((1, 4, "1"),), ((5, 1, "="),), ((1, 6, "1"),),
    ((7, 1, "="),), ((1, 8, "0"), (2, 3, "="), (4, 5, "1"), (6, 7, "0"), (9, 10, "=")),
)
