"""One line of a FIDE rating list read as a player's row, by the list's :class:`Layout`.

The ID must be a whole number and the name not blank; the rating, games, K and birth year are
whole numbers or blank. A 0 as rating or birth year is FIDE's "none" (the combined list writes
0 for a kind its player has no rating in, and 0 for an unknown birth year). The flag column
holds ``i`` (inactive) and ``w`` (woman), in either case, alone or together (``wi``).

A row is a plain tuple in the store's column order (:data:`ROW_COLUMNS`), the name folded both
ways beside it (:func:`~elo_core.folding.lookup_keys`): a million lines are read
without an object per line, each field cut by a slice worked out once from the header.
"""

from __future__ import annotations

from elo_core.folding import lookup_keys
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


def _whole(text: str) -> int | str | None:
    """A whole number, ``None`` if blank, or the text itself when it is not one."""
    if not text:
        return None
    return int(text) if text.isascii() and text.isdigit() and len(text) <= _DIGITS else text


class LineReader:
    """The lines of one list read by its ``layout``: each field's slice taken once."""

    def __init__(self, layout: Layout) -> None:
        def cut(field: str) -> slice:
            span = layout.columns.get(field)
            return _NOWHERE if span is None else slice(*span)

        self._rating_start = layout.columns["rating"][0]
        self._id, self._name, self._sex, self._flag = map(cut, ("fide_id", "name", "sex",
                                                                "flag"))
        self._texts = tuple(map(cut, _TEXTS))
        self._numbers = tuple((cut(field), field) for field in _NUMBERS)

    def row(self, number: int, line: str) -> Row | ListProblem:
        """The player's row of line ``number``, or why it is not one."""
        length = len(line.rstrip())
        if length <= self._rating_start:
            return ListProblem(number, line.strip()[:_QUOTED], ListIssue.SHORT_LINE,
                               str(length))
        fide_id = _whole(line[self._id].strip())
        if not isinstance(fide_id, int):
            return ListProblem(number, line.strip()[:_QUOTED], ListIssue.BAD_ID, fide_id or "")
        name = line[self._name].strip()
        if not name:
            return ListProblem(number, line.strip()[:_QUOTED], ListIssue.NO_NAME)
        numbers: list[int | None] = []
        for cut, field in self._numbers:
            value = _whole(line[cut].strip())
            if isinstance(value, str):
                return ListProblem(number, line.strip()[:_QUOTED], ListIssue.BAD_NUMBER, value,
                                   field)
            numbers.append(value)
        rating, games, k, born = numbers
        federation, title, women_title, other_titles = (line[cut].strip()
                                                        for cut in self._texts)
        flag, sex = line[self._flag].strip().lower(), line[self._sex].strip().upper()
        surname_first, given_first = lookup_keys(name)
        return (fide_id, name, surname_first, given_first, federation, sex, title, women_title,
                other_titles, rating or None, games, k, born or None, "i" in flag,
                "w" in flag or sex == "F")
