"""TRF player lines for the tests, with every field in its columns (TRF-16: start rank 5–8,
name 15–47, rating 49–52, birth date 70–79, points 81–84, rank 86–89, rounds from 92), and
junk that begins as such lines do."""

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


def junk_player_lines(size, seed=1):
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
