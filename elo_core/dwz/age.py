"""Counts a player's age as the DWZ counts it, and the age group that picks the rules' values.

Age is the year of the event's end minus the year of birth (the unofficial calculator linked
from schachbund.de: "Alter = Turnierende − Geburtsjahr"); the day of birth does not matter.
The WO's groups (Anhang 1.2): youths up to 20 (Jugendliche), juniors 21–25 (Junioren), and
everyone over 25. Without a birth year a player counts as over 25, as that calculator and
har64/DWZ-Calc do.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["AgeGroup", "age_group", "dwz_age"]

YOUTH_MAX_AGE = 20
JUNIOR_MAX_AGE = 25


class AgeGroup(StrEnum):
    """Names the WO's age groups (old WO: J 5, 10, 15; new WO: K0's rows, the surcharge a)."""

    YOUTH = "youth"
    """Up to 20: Jugendliche."""
    JUNIOR = "junior"
    """21 to 25: Junioren."""
    OVER_25 = "over-25"
    """26 and older, or no birth year given."""


def dwz_age(end_year: int, birth_year: int | None) -> int | None:
    """Returns the event's end year minus the birth year; ``None`` without a birth year. A birth
    year after the event's year is a ``ValueError``."""
    if birth_year is None:
        return None
    if birth_year > end_year:
        raise ValueError(f"born in {birth_year}, after the event's year {end_year}")
    return end_year - birth_year


def age_group(age: int | None) -> AgeGroup:
    """Returns the group of a player of ``age`` (``None``: over 25)."""
    if age is None or age > JUNIOR_MAX_AGE:
        return AgeGroup.OVER_25
    return AgeGroup.YOUTH if age <= YOUTH_MAX_AGE else AgeGroup.JUNIOR
