"""TRF player lines for the tests, with every field in its columns (TRF-16: start rank 5–8,
name 15–47, rating 49–52, birth date 70–79, points 81–84, rank 86–89, rounds from 92), and junk
ones."""

import random


def player_line(rank, name="", rating="", birth="", points=None, rounds=(), place=""):
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


def trf(*lines, end="2025/05/11"):
    """A tournament of ``lines`` ending on ``end``."""
    return "\n".join(["012 Test", f"052 {end}", *lines]) + "\n"


def junk_lines(size, seed=1):
    """Player lines of random text after a start rank, ``size`` bytes of them: every round a
    problem, as a damaged or hostile file has."""
    rnd = random.Random(seed)
    lines, total = [], 0
    while total < size:
        body = "".join(rnd.choice("0123456789 wb=+-abcxyz.:") for _ in range(2000))
        lines.append(f"001 {len(lines) % 9999 + 1:>4} {body}")
        total += len(lines[-1]) + 1
    return "\n".join(lines) + "\n"
