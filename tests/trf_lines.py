"""TRF player lines for the tests, with every field in its columns (TRF-16: start rank 5–8,
name 15–47, rating 49–52, birth date 70–79, points 81–84, rank 86–89, rounds from 92), junk
ones and whole generated events."""

import random
from collections.abc import Sequence
from typing import Any

#: A round as a player line writes it: the opponent (``"0000"`` for none), colour and code.
Round = tuple[str, str, str]


def player_line(rank: int | str, name: str = "", rating: int | str = "", birth: str = "",
                points: float | str | None = None, rounds: Sequence[Round] = (),
                place: int | str = "") -> str:
    """``rounds``: (opponent, colour, code) per round, as written (``"0000"``, ``"-"``, ``" "``).
    Points are the sum of the codes' default points unless given."""
    default = {"1": 1, "=": .5, "+": 1, "H": .5, "F": 1, "U": 1, "W": 1, "D": .5}
    total = sum(default.get(code.upper(), 0) for _, _, code in rounds)
    shown = points if isinstance(points, str) else f"{total if points is None else points:>4.1f}"
    line = (f"001 {rank:>4} m    {name:<33} {rating!s:>4} NED {'':>11} {birth:<10} "
            f"{shown:>4} {place!s:>4}")
    for opponent, colour, code in rounds:
        line += f"  {opponent!s:>4} {colour} {code}"
    return line


def trf(*lines: str, end: str = "2025/05/11") -> str:
    """A tournament of ``lines`` ending on ``end``."""
    return "\n".join(["012 Test", f"052 {end}", *lines]) + "\n"


def junk_lines(size: int, seed: int = 1) -> str:
    """Player lines of random text after a start rank, ``size`` bytes of them: every round a
    problem, as a damaged or hostile file has."""
    rnd = random.Random(seed)
    lines: list[str] = []
    total = 0
    while total < size:
        body = "".join(rnd.choice("0123456789 wb=+-abcxyz.:") for _ in range(2000))
        lines.append(f"001 {len(lines) % 9999 + 1:>4} {body}")
        total += len(lines[-1]) + 1
    return "\n".join(lines) + "\n"


def event_file(players: int = 300, rounds: int = 9, seed: int = 1) -> str:
    """A Tournament Report File of ``players`` rated players (some juniors, some unrated) and
    ``rounds`` rounds, paired at random, every game mirrored."""
    rnd = random.Random(seed)
    table: dict[int, list[tuple[str, str, str]]] = {p: [] for p in range(1, players + 1)}
    for _ in range(rounds):
        order = list(table)
        rnd.shuffle(order)
        for white, black in zip(order[::2], order[1::2], strict=False):
            code = rnd.choice("1=0")
            table[white].append((str(black), "w", code))
            table[black].append((str(white), "b", {"1": "0", "0": "1", "=": "="}[code]))
        if len(order) % 2:
            table[order[-1]].append(("0000", "-", "U"))
    return trf(*(player_line(p, player_name(p), "" if p % 50 == 0 else rnd.randint(1400, 2700),
                             str(rnd.randint(1950, 2015)), rounds=table[p])
                 for p in table))


def player_name(number: int) -> str:
    """A name of its own for every number: Spieler Baaa, Spieler Baab, …"""
    letters, number = "", number + 26**3
    while number:
        number, letter = divmod(number, 26)
        letters = chr(ord("a") + letter) + letters
    return f"Spieler {letters.capitalize()}"


def junk_player_lines(size: int, seed: int = 1) -> str:
    """``size`` characters at most of lines that begin as a player line does (``001``) and go
    on in random digits and spaces, after a name line: not one a valid player line, though
    many read as a player with a start rank and little else, each with its problems."""
    rnd = random.Random(seed)
    lines, length = ["012 Junk"], len("012 Junk\n")
    while True:
        line = "001" + "".join(rnd.choice("0123456789 ") for _ in range(100))
        if length + len(line) + 1 > size:
            return "\n".join(lines) + "\n"
        lines.append(line)
        length += len(line) + 1


def norm_line(rank: int, rating: int | str = "", title: str = "", federation: str = "GER",
              sex: str = "m", rounds: Sequence[Round] = (), name: str = "") -> str:
    """A player line with a title (columns 11–13), a federation (54–56) and a sex (10), as a
    norm needs them; ``rounds`` as :func:`player_line`'s."""
    line = player_line(rank, name or player_name(rank), rating, rounds=rounds)
    return f"{line[:9]}{sex}{title:>3}{line[13:53]}{federation:<3}{line[56:]}"


def norm_event(opponents: Sequence[tuple[int | str, str, str]], results: Sequence[str],
               player: dict[str, Any] | None = None, host: str = "", rounds: int | None = None,
               tail: Sequence[str] = ()) -> str:
    """A TRF whose player 1 (``player``: ``norm_line``'s keywords) meets ``opponents``
    (``(rating, title, federation)`` each, starting ranks 2, 3, …) in rounds 1, 2, … with
    ``results`` (codes of player 1: ``1 = 0 + - U H``; a bye's opponent is none), each
    opponent's line mirroring its game; ``tail``: more lines."""
    mirror = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}
    rounds = rounds or len(results)
    own, others = [], []
    for r, (code, (rating, title, federation)) in enumerate(zip(results, opponents,
                                                                strict=False), 1):
        rank = r + 1
        if code in mirror:
            own.append((str(rank), "w", code))
            theirs = [("0000", "-", "Z")] * rounds
            theirs[r - 1] = ("1", "b", mirror[code])
        else:
            own.append(("0000", "-", code))
            theirs = [("0000", "-", "Z")] * rounds
        others.append(norm_line(rank, rating, title, federation, rounds=theirs))
    head = [f"032 {host}"] if host else []
    return trf(*head, norm_line(1, rounds=own, **(player or {})), *others, *tail)


def first_event_without_a_point() -> str:
    """Neu, without a rating, loses to five rated players and draws with Frei, also without a
    rating; Frei also beats Anders (1500)."""
    rated = [(2, "Anders", 1500), (3, "Bauer", 1600), (4, "Claes", 1700), (5, "Dekker", 1800),
             (6, "Evers", 1900)]
    return trf(
        player_line(1, "Neu", rounds=[*((str(r), "b", "0") for r, _, _ in rated),
                                      ("7", "w", "=")]),
        *(player_line(r, name, rating, rounds=[("0000", "-", "Z")] * (r - 2) + [("1", "w", "1")]
                      + ([("0000", "-", "Z")] * 5 + [("7", "b", "0")] if r == 2 else []))
          for r, name, rating in rated),
        player_line(7, "Frei", rounds=[("0000", "-", "Z")] * 5
                    + [("1", "b", "="), ("2", "w", "1")]))


def round_robin_event(opponents: Sequence[tuple[int | str, str, str]], results: str,
                      times: int = 1, head: Sequence[str] = (),
                      player: dict[str, Any] | None = None) -> str:
    """A round robin (``times`` 2: a double one) by the circle method, in which player 1
    (``player``: ``norm_line``'s keywords) meets ``opponents`` (starting ranks 2, 3, … as
    ``(rating, title, federation)``) in that order, cycle after cycle, with ``results`` (player
    1's codes ``1 = 0 + -``, a round each); every other game a draw; ``head``: tournament
    lines."""
    mirror = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}
    size = len(opponents) + 1 + (len(opponents) + 1) % 2
    labels = list(range(size))
    cycle: list[list[tuple[int, int]]] = []
    for _ in range(size - 1):
        cycle.append([(labels[i], labels[size - 1 - i]) for i in range(size // 2)])
        labels = [labels[0], labels[-1], *labels[1:-1]]
    # label 0 is player 1; whoever label 0 meets in round r of a cycle is starting rank r + 2
    rank = {0: 1} | {b: r + 2 for r, pairs in enumerate(cycle) for a, b in pairs if a == 0}
    table: dict[int, list[Round]] = {r: [] for r in range(1, size + 1)}
    round_number = 0
    for turn in range(times):
        for pairs in cycle:
            for a, b in pairs:
                white, black = (rank[a], rank[b]) if turn % 2 == 0 else (rank[b], rank[a])
                code = (results[round_number] if 1 in (white, black) else "=")
                first = code if white == 1 else mirror[code]
                table[white].append((str(black), "w", first))
                table[black].append((str(white), "b", mirror[first]))
            round_number += 1
    lines = [norm_line(1, rounds=table[1], **(player or {}))]
    for r in range(2, size + 1):
        rating, title, federation = (opponents[r - 2] if r - 2 < len(opponents)
                                     else ("", "", "GER"))
        lines.append(norm_line(r, rating, title, federation, rounds=table[r]))
    return trf(*head, *lines)
