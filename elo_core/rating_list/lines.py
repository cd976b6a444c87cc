"""One line of a FIDE rating list read as a player, by the list's :class:`Layout`.

The ID must be a whole number and the name not blank; the rating, games, K and birth year are
whole numbers or blank. A 0 as rating or birth year is FIDE's "none" (the combined list writes
0 for a kind its player has no rating in, and 0 for an unknown birth year). The flag column
holds ``i`` (inactive) and ``w`` (woman), in either case, alone or together (``wi``).
"""

from __future__ import annotations

from elo_core.rating_list.layout import Layout
from elo_core.rating_list.problems import ListIssue, ListProblem
from elo_core.rating_list.records import ListedPlayer

#: How much of a line a problem quotes.
_QUOTED = 60
#: The longest FIDE ID and whole number a field may hold (FIDE's IDs have up to 9 digits).
_DIGITS = 10
_NUMBERS = (("rating", "rating"), ("games", "games"), ("k", "K"), ("birth_year", "birth year"))


def _whole(text: str) -> int | str | None:
    """A whole number, ``None`` if blank, or the text itself when it is not one."""
    if not text:
        return None
    return int(text) if text.isascii() and text.isdigit() and len(text) <= _DIGITS else text


def read_line(number: int, line: str, layout: Layout) -> ListedPlayer | ListProblem:
    """The player of line ``number``, or why it is not one."""
    quoted = line.strip()[:_QUOTED]
    rating_start = layout.columns["rating"][0]
    if len(line.rstrip()) <= rating_start:
        return ListProblem(number, quoted, ListIssue.SHORT_LINE, str(len(line.rstrip())))
    fide_id = _whole(layout.field(line, "fide_id"))
    if not isinstance(fide_id, int):
        return ListProblem(number, quoted, ListIssue.BAD_ID, fide_id or "")
    name = layout.field(line, "name")
    if not name:
        return ListProblem(number, quoted, ListIssue.NO_NAME)
    numbers: dict[str, int | None] = {}
    for field, said in _NUMBERS:
        value = _whole(layout.field(line, field))
        if isinstance(value, str):
            return ListProblem(number, quoted, ListIssue.BAD_NUMBER, f"the {said} {value!r}")
        numbers[field] = (value or None) if field in ("rating", "birth_year") else value
    flag, sex = layout.field(line, "flag").lower(), layout.field(line, "sex").upper()
    return ListedPlayer(
        fide_id, name, layout.field(line, "federation"), sex, layout.field(line, "title"),
        layout.field(line, "women_title"), layout.field(line, "other_titles"),
        numbers["rating"], numbers["games"], numbers["k"], numbers["birth_year"],
        inactive="i" in flag, woman="w" in flag or sex == "F")
