"""Reads one line of a FIDE rating list as a player's row, by the list's :class:`Layout`.

The ID must be a whole number and the name not blank; the rating, games, K and birth year are
whole numbers or blank. A 0 as rating, K or birth year is FIDE's "none" (the combined list
writes 0 for a kind its player has no rating or K in, and 0 for an unknown birth year). The
flag column holds ``i`` (inactive) and ``w`` (woman), in either case, alone or together
(``wi``).

A list's values are held to the ranges the pages hold a user's to (:mod:`elo_core.ranges`,
:data:`NUMBER_RANGES`: a rating 100–3500, K 1–100, a birth year from 1900 to this year, a FIDE
ID 1–9,999,999,999) and its names to :data:`~elo_core.ranges.LISTED_NAME_MAX` characters: a
line outside them is named and not read, so that no page fills in a value from the list that
it would refuse from the user (the DSB's export's lines alike,
:mod:`~elo_core.rating_list.dsb.lines`).

A row is a plain tuple in the store's column order (:data:`ROW_COLUMNS`), the name folded both
ways beside it (:func:`~elo_core.folding.lookup_keys`): a million lines are read
without an object per line, each field cut by a slice worked out once from the header.
"""

from __future__ import annotations

from datetime import date

from elo_core.folding import lookup_keys
from elo_core.ranges import (
    BIRTH_YEAR_MIN,
    DWZ_INDEX_MAX,
    DWZ_INDEX_MIN,
    FIDE_ID_MAX,
    FIDE_ID_MIN,
    K_MAX,
    K_MIN,
    LISTED_NAME_MAX,
    RATING_MAX,
    RATING_MIN,
)
from elo_core.rating_list.layout import Layout
from elo_core.rating_list.problems import ListIssue, ListProblem

#: A row's columns: the store's player columns with the two folded names after the name.
ROW_COLUMNS = ("fide_id", "name", "surname_first", "given_first", "federation", "sex", "title",
               "women_title", "other_titles", "rating", "games", "k", "birth_year", "inactive",
               "woman")
#: A player's row, in :data:`ROW_COLUMNS` order.
Row = tuple[int, str, str, str, str, str, str, str, str, int | None, int | None, int | None,
            int | None, bool, bool]
#: How much of a line a problem quotes.
_QUOTED = 60
#: The longest FIDE ID and whole number a field may hold (FIDE's IDs have up to 9 digits).
_DIGITS = 10
_NUMBERS = ("rating", "games", "k", "birth_year")
_TEXTS = ("federation", "title", "women_title", "other_titles")
#: Where a field the header does not name is cut: nowhere, so it is blank.
_NOWHERE = slice(0, 0)
#: The numbers whose 0 is "none".
_NONE_AS_0 = ("rating", "k", "birth_year")
#: The range each number a list's line gives (FIDE's list's and the DSB's export's) must be
#: in, as the pages take a user's (:mod:`elo_core.ranges`); ``None`` as the highest birth year
#: is this year's.
NUMBER_RANGES: dict[str, tuple[int, int | None]] = {
    "rating": (RATING_MIN, RATING_MAX), "k": (K_MIN, K_MAX),
    "birth_year": (BIRTH_YEAR_MIN, None), "fide_id": (FIDE_ID_MIN, FIDE_ID_MAX),
    "dwz": (RATING_MIN, RATING_MAX), "index": (DWZ_INDEX_MIN, DWZ_INDEX_MAX),
    "fide_elo": (RATING_MIN, RATING_MAX), "fide_rapid": (RATING_MIN, RATING_MAX),
    "fide_blitz": (RATING_MIN, RATING_MAX)}


def outside(number: int, quoted: str, field: str, value: int, today: date) -> ListProblem | None:
    """Returns line ``number``'s problem where ``value`` of ``field`` is outside its range
    (:data:`NUMBER_RANGES`, the birth year up to ``today``'s year), else ``None``."""
    low, high = NUMBER_RANGES[field]
    allowed = (low, today.year if high is None else high)
    if allowed[0] <= value <= allowed[1]:
        return None
    return ListProblem(number, quoted, ListIssue.OUT_OF_RANGE, str(value), field, allowed)


def too_long(number: int, quoted: str, name: str) -> ListProblem | None:
    """Returns line ``number``'s problem where ``name`` is longer than a list's names are, else
    ``None``."""
    if len(name) <= LISTED_NAME_MAX:
        return None
    return ListProblem(number, quoted, ListIssue.LONG_NAME, str(len(name)),
                       allowed=(1, LISTED_NAME_MAX))


def _whole(text: str) -> int | str | None:
    """Reads a whole number; returns ``None`` if blank, or the text itself when it is not
    one."""
    if not text:
        return None
    return int(text) if text.isascii() and text.isdigit() and len(text) <= _DIGITS else text


class LineReader:
    """Reads the lines of one list by its ``layout``: each field's slice taken once; a birth year
    after ``today``'s year is out of range."""

    def __init__(self, layout: Layout, today: date) -> None:
        def cut(field: str) -> slice:
            span = layout.columns.get(field)
            return _NOWHERE if span is None else slice(*span)

        self._rating_start = layout.columns["rating"][0]
        self._id, self._name, self._sex, self._flag = map(cut, ("fide_id", "name", "sex",
                                                                "flag"))
        self._texts = tuple(map(cut, _TEXTS))
        self._numbers = tuple((cut(field), field) for field in _NUMBERS)
        self._today = today

    def row(self, number: int, line: str) -> Row | ListProblem:
        """Returns the player's row of line ``number``, or why it is not one."""
        length = len(line.rstrip())
        if length <= self._rating_start:
            return ListProblem(number, line.strip()[:_QUOTED], ListIssue.SHORT_LINE,
                               str(length))
        quoted = line.strip()[:_QUOTED]
        fide_id = _whole(line[self._id].strip())
        if not isinstance(fide_id, int):
            return ListProblem(number, quoted, ListIssue.BAD_ID, fide_id or "")
        if (problem := outside(number, quoted, "fide_id", fide_id, self._today)) is not None:
            return problem
        name = line[self._name].strip()
        if not name:
            return ListProblem(number, quoted, ListIssue.NO_NAME)
        if (problem := too_long(number, quoted, name)) is not None:
            return problem
        numbers: list[int | None] = []
        for cut, field in self._numbers:
            value = _whole(line[cut].strip())
            if isinstance(value, str):
                return ListProblem(number, quoted, ListIssue.BAD_NUMBER, value, field)
            if value == 0 and field in _NONE_AS_0:
                value = None
            if value is not None and field in NUMBER_RANGES and (
                    problem := outside(number, quoted, field, value, self._today)) is not None:
                return problem
            numbers.append(value)
        rating, games, k, born = numbers
        federation, title, women_title, other_titles = (line[cut].strip()
                                                        for cut in self._texts)
        flag, sex = line[self._flag].strip().lower(), line[self._sex].strip().upper()
        surname_first, given_first = lookup_keys(name)
        return (fide_id, name, surname_first, given_first, federation, sex, title, women_title,
                other_titles, rating, games, k, born, "i" in flag,
                "w" in flag or sex == "F")
