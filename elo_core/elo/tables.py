"""Reads FIDE's two rating tables, shipped with the package as CSV.

- Table 8.1.2 (FIDE Handbook B.02 §8.1.2): rating difference D → scoring probability PD of the
  higher-rated (H) and the lower-rated (L) player, in 51 bands, two decimals.
- Table 8.1.1 (B.02 §8.1.1, the same as Title Regulations B.01 §1.4.9): fractional score p in whole
  per cent → rating difference dp.

Values are kept as whole hundredths so that sums over a rating period are exact integers.
"""

from __future__ import annotations

import os
from decimal import Decimal
from functools import cache
from typing import NamedTuple

#: The smallest difference from which table 8.1.2 gives 1.00 / 0.00.
TABLE_TOP_DIFFERENCE = 736


class ExpectancyBand(NamedTuple):
    """Holds one row of table 8.1.2: differences ``d_min``..``d_max`` (``None``: and above)."""

    d_min: int
    d_max: int | None
    pd_high: int
    """PD of the higher-rated player, in hundredths."""
    pd_low: int
    """PD of the lower-rated player, in hundredths."""


_DATA = os.path.join(os.path.dirname(__file__), "data")


def _rows(name: str) -> list[dict[str, str]]:
    # A plain path, not importlib.resources: that import alone would double the command
    # line's start-up time; and ``csv`` imported here, for the FIDE rules only.
    import csv

    with open(os.path.join(_DATA, name), encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def _hundredths(text: str) -> int:
    return int(Decimal(text) * 100)


@cache
def expectancy_bands() -> tuple[ExpectancyBand, ...]:
    """Returns the 51 bands of table 8.1.2, from D = 0–3 up to D > 735."""
    return tuple(
        ExpectancyBand(
            int(row["D_min"]),
            int(row["D_max"]) if row["D_max"] else None,
            _hundredths(row["PD_H"]),
            _hundredths(row["PD_L"]),
        )
        for row in _rows("fide_table_8_1_2_expectancy.csv")
    )


@cache
def _pd_by_difference() -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Tabulates PD_H and PD_L for every whole difference 0..736, for O(1) look-ups on the hot
    path."""
    high: list[int] = []
    low: list[int] = []
    for band in expectancy_bands():
        top = band.d_max if band.d_max is not None else TABLE_TOP_DIFFERENCE
        for _ in range(band.d_min, top + 1):
            high.append(band.pd_high)
            low.append(band.pd_low)
    return tuple(high), tuple(low)


def expectancy_band(difference: int) -> ExpectancyBand:
    """Returns the band of table 8.1.2 that a whole difference (of either sign) falls in."""
    d = abs(difference)
    return next(b for b in expectancy_bands() if b.d_max is None or d <= b.d_max)


def table_expectancy_hundredths(difference: int) -> int:
    """Returns PD in hundredths for a player whose rating is ``difference`` points above the
    opponent's.

    A negative difference means the player is the lower-rated one (PD_L); zero gives 0.50.
    """
    high, low = _pd_by_difference()
    d = min(abs(difference), TABLE_TOP_DIFFERENCE)
    return high[d] if difference >= 0 else low[d]


@cache
def performance_table() -> dict[int, int]:
    """Returns table 8.1.1, which maps a whole percentage score p (0..100) to a rating difference
    dp."""
    return {
        int(Decimal(row["p"]) * 100): int(row["dp"])
        for row in _rows("fide_table_8_1_1_performance.csv")
    }


def rating_difference_for_percentage(percent: int) -> int:
    """Returns dp for a whole percentage score, from table 8.1.1 (100 % → +800, 0 % → −800)."""
    if not 0 <= percent <= 100:
        raise ValueError(f"percentage must be 0..100, got {percent}")
    return performance_table()[percent]
