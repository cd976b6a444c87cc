"""The minimal pure-Python loops ``benchmark.py`` times ``python -m elo_core pool --summary``
against: the same updates written as plainly as they can be, and nothing else.

    python benchmarks/pool_baselines.py elo|fide|dwz|glicko2 SEASON.csv START.csv

Each reads the start list (``name,rating,birth_year,games_before,index``) and the games
(``date,white,black,result``, in date order, every member on the start list, no bad row) with
``str.split``, rates them by the system's rules, and prints each member's rating, games,
points, change and performance (FIDE's Rp) with the rank, as JSON: what the pool's summary
holds. No validation, no look-alikes, no history: the pool does those on top.
"""

from __future__ import annotations

import csv
import json
import math
import sys
from collections.abc import Iterator
from pathlib import Path

#: A member on the start list: rating, birth year, games before, DWZ index.
Member = list[float]

DATA = Path(__file__).resolve().parent.parent / "elo_core" / "elo" / "data"


def _hundredths(text: str) -> int:
    whole, _, fraction = text.partition(".")
    return int(whole) * 100 + int((fraction + "00")[:2])


def pd_table() -> list[tuple[int, int]]:
    """Table 8.1.2 by |D| 0–736: (PD_H, PD_L) in hundredths."""
    table = []
    with open(DATA / "fide_table_8_1_2_expectancy.csv", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            top = int(row["D_max"]) if row["D_max"] else 736
            table += [(_hundredths(row["PD_H"]), _hundredths(row["PD_L"]))] * (
                top - int(row["D_min"]) + 1)
    return table


def dp_table() -> dict[int, int]:
    """Table 8.1.1: whole per cent → dp."""
    with open(DATA / "fide_table_8_1_1_performance.csv", encoding="utf-8") as handle:
        return {_hundredths(row["p"]): int(row["dp"]) for row in csv.DictReader(handle)}


def read_start(path: str) -> dict[str, Member]:
    """name → [rating, birth year, games before, index]."""
    members: dict[str, Member] = {}
    with open(path, encoding="utf-8") as handle:
        next(handle)
        for line in handle:
            name, rating, born, before, index = line.rstrip("\n").split(",")
            members[name] = [float(rating), int(born), int(before), int(index)]
    return members


def report(start: dict[str, Member], rating: dict[str, float], games: dict[str, int],
           points: dict[str, float], opponents: dict[str, float]) -> None:
    """The members by rating with rank, games, points, change and Rp, as JSON."""
    dp = dp_table()
    players = []
    for rank, name in enumerate(sorted(rating, key=rating.__getitem__, reverse=True), 1):
        n = games[name]
        rp = None
        if n:
            rp = math.floor(opponents[name] / n + 0.5) + dp[math.floor(points[name] * 100 / n
                                                                       + 0.5)]
        players.append({"rank": rank, "name": name, "rating": rating[name], "games": n,
                        "points": points[name], "change": rating[name] - start[name][0],
                        "performance": rp})
    print(json.dumps({"players": players}))


def games_of(path: str, games: dict[str, int], points: dict[str, float]
             ) -> Iterator[tuple[str, str, str, float]]:
    """Each game's date, White, Black and White's score, counted into each side's ``games``
    and ``points`` as it is read."""
    with open(path, encoding="utf-8") as handle:
        next(handle)
        for line in handle:
            day, white, black, result = line.rstrip("\n").split(",")
            s = SCORES[result]
            games[white] += 1
            games[black] += 1
            points[white] += s
            points[black] += 1.0 - s
            yield day, white, black, s


SCORES = {"1-0": 1.0, "½-½": 0.5, "0-1": 0.0}


def elo(season: str, start: dict[str, Member]) -> None:
    """Classic Elo, K 20, game by game."""
    rating = {name: facts[0] for name, facts in start.items()}
    games, points, opponents = dict.fromkeys(rating, 0), dict.fromkeys(rating, 0.0), \
        dict.fromkeys(rating, 0.0)
    for _, white, black, s in games_of(season, games, points):
        rw, rb = rating[white], rating[black]
        rating[white] = rw + 20.0 * (s - 1.0 / (1.0 + 10.0 ** (-(rw - rb) / 400.0)))
        rating[black] = rb + 20.0 * (1.0 - s - 1.0 / (1.0 + 10.0 ** (-(rb - rw) / 400.0)))
        opponents[white] += rb
        opponents[black] += rw
    report(start, rating, games, points, opponents)


def fide(season: str, start: dict[str, Member]) -> None:
    """FIDE's months: PD by table 8.1.2 against the month's list, the 400-point rule below
    2650, K by §8.3.3 month by month, K × n ≤ 700, rounded once, a half away from zero."""
    table = pd_table()
    rating = {name: facts[0] for name, facts in start.items()}
    born = {name: facts[1] for name, facts in start.items()}
    before = {name: facts[2] for name, facts in start.items()}
    reached = {name: r >= 2400 for name, r in rating.items()}
    games, points, opponents = dict.fromkeys(rating, 0), dict.fromkeys(rating, 0.0), \
        dict.fromkeys(rating, 0.0)

    def pd(own: float, other: float) -> int:
        d = own - other
        if own < 2650:
            d = max(-400, min(400, d))
        high, low = table[min(int(abs(d)), 736)]
        return high if d >= 0 else low

    def close(month: str, sums: dict[str, int], counts: dict[str, int]) -> None:
        if not month:
            return
        year = int(month[:4])
        for name, total in sums.items():
            n, r = counts[name], rating[name]
            k = (10 if reached[name] or r >= 2400 else 40 if year <= born[name] + 18 and r < 2300
                 else 40 if before[name] < 30 else 20)
            if k * n > 700:
                k = 700 // n
            q = k * total
            rating[name] = r + ((abs(q) + 50) // 100) * (1 if q >= 0 else -1)
            before[name] += n
            reached[name] = reached[name] or rating[name] >= 2400

    month = ""
    sums: dict[str, int] = {}
    counts: dict[str, int] = {}
    for day, white, black, s in games_of(season, games, points):
        if day[:7] != month:
            close(month, sums, counts)
            month, sums, counts = day[:7], {}, {}
        rw, rb = rating[white], rating[black]
        sums[white] = sums.get(white, 0) + round(s * 100) - pd(rw, rb)
        sums[black] = sums.get(black, 0) + round((1.0 - s) * 100) - pd(rb, rw)
        counts[white] = counts.get(white, 0) + 1
        counts[black] = counts.get(black, 0) + 1
        opponents[white] += rb
        opponents[black] += rw
    close(month, sums, counts)
    report(start, rating, games, points, opponents)


def dwz(season: str, start: dict[str, Member]) -> None:
    """The DWZ's old WO, each day an event: Rn = R0 + 800 (W − We) / (E + n)."""
    rating = {name: facts[0] for name, facts in start.items()}
    born = {name: facts[1] for name, facts in start.items()}
    index = {name: int(facts[3]) for name, facts in start.items()}
    games, points, opponents = dict.fromkeys(rating, 0), dict.fromkeys(rating, 0.0), \
        dict.fromkeys(rating, 0.0)

    def close(day: str, event: dict[str, list[tuple[float, float]]]) -> None:
        if not day:
            return
        year, new = int(day[:4]), {}
        for name, played in event.items():
            r0 = rating[name]
            w = sum(s for _, s in played)
            we = sum(0.5 + 0.5 * math.erf((r0 - o) / 400.0) for o, _ in played)
            age = year - born[name]
            j = 5 if age <= 20 else 10 if age <= 25 else 15
            fb = min(max(r0 / 2000.0, 0.5), 1.0) if age <= 20 and w >= we else 1.0
            braking = math.exp((1300 - r0) / 150.0) - 1.0 if r0 < 1300 and w < we else 0.0
            e = math.floor(((r0 / 1000.0) ** 4 + j) * fb + braking + 0.5)
            top = 150 if braking else 5 * index[name] if index[name] <= 5 else 30
            e = max(5, min(e, top))
            new[name] = math.floor(r0 + 800.0 * (w - we) / (e + len(played)) + 0.5)
        for name, r in new.items():
            rating[name] = r
            index[name] += 1

    today = ""
    event: dict[str, list[tuple[float, float]]] = {}
    for day, white, black, s in games_of(season, games, points):
        if day != today:
            close(today, event)
            today, event = day, {}
        event.setdefault(white, []).append((rating[black], s))
        event.setdefault(black, []).append((rating[white], 1.0 - s))
        opponents[white] += rating[black]
        opponents[black] += rating[white]
    close(today, event)
    report(start, rating, games, points, opponents)


def glicko2(season: str, start: dict[str, Member]) -> None:
    """Glicko-2 as Lichess rates: game by game, τ 0.75, no deviation increase inside a game,
    the deviation grown with the days idle, White's edge, Lichess's caps."""
    from datetime import date

    scale, tau, edge = 173.7178, 0.75, 11.782457 / 173.7178
    state = {name: [facts[0], 60.0, 0.09] for name, facts in start.items()}
    seen: dict[str, int] = {}
    games, points, opponents = dict.fromkeys(state, 0), dict.fromkeys(state, 0.0), \
        dict.fromkeys(state, 0.0)

    def rated(r: float, rd: float, sigma: float, r_j: float, rd_j: float, s: float,
              advantage: float) -> tuple[float, float, float]:
        mu, phi, mu_j, phi_j = (r - 1500) / scale, rd / scale, (r_j - 1500) / scale, rd_j / scale
        g = 1.0 / math.sqrt(1.0 + 3.0 * phi_j * phi_j / (math.pi * math.pi))
        e = 1.0 / (1.0 + math.exp(-g * (mu - mu_j + advantage)))
        v = 1.0 / (g * g * e * (1.0 - e))
        delta = v * g * (s - e)
        a = 2.0 * math.log(sigma)

        def f(x: float) -> float:
            ex = math.exp(x)
            return (ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2)
                    - (x - a) / tau ** 2)

        big_a = a
        if delta * delta > phi * phi + v:
            big_b = math.log(delta * delta - phi * phi - v)
        else:
            k = 1
            while f(a - k * tau) < 0:
                k += 1
            big_b = a - k * tau
        f_a, f_b = f(big_a), f(big_b)
        while abs(big_b - big_a) > 0.000001:
            big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
            f_c = f(big_c)
            if f_c * f_b <= 0:
                big_a, f_a = big_b, f_b
            else:
                f_a /= 2.0
            big_b, f_b = big_c, f_c
        sigma = math.exp(big_a / 2.0)
        phi = 1.0 / math.sqrt(1.0 / (phi * phi) + 1.0 / v)
        new = scale * (mu + phi * phi * g * (s - e)) + 1500
        new = max(min(max(new, r - 700), r + 700), 400.0)
        return new, min(max(scale * phi, 45.0), 500.0), min(sigma, 0.1)

    for day, white, black, s in games_of(season, games, points):
        today = date.fromisoformat(day).toordinal()
        for name in (white, black):
            member = state[name]
            if name in seen and today > seen[name]:
                grown = scale * math.sqrt((member[1] / scale) ** 2
                                          + (today - seen[name]) * 0.21436 * member[2] ** 2)
                member[1] = min(max(grown, 45.0), 500.0)
            seen[name] = today
        (rw, rdw, sw), (rb, rdb, sb) = state[white], state[black]
        state[white][:] = rated(rw, rdw, sw, rb, rdb, s, edge)
        state[black][:] = rated(rb, rdb, sb, rw, rdw, 1.0 - s, -edge)
        opponents[white] += rb
        opponents[black] += rw
    report(start, {name: member[0] for name, member in state.items()}, games, points,
           opponents)


if __name__ == "__main__":
    system, season_file, start_file = sys.argv[1:4]
    {"elo": elo, "fide": fide, "dwz": dwz, "glicko2": glicko2}[system](
        season_file, read_start(start_file))
