"""Finds where each field of a FIDE rating list's line is, read from the list's header.

FIDE's TXT lists are fixed-width, Latin-1 or plain ASCII, one header line naming the columns
and one line a player; each column starts where its name starts in the header and runs to the
next column's start (the last to the end of the line). The layouts read here, as FIDE's files
and the public projects that parse them show them (among them the test data of parsers of
``players_list_foa.txt``):

- a kind's own list (``standard_rating_list.txt``, 136 characters a line)::

    ID Number      Name   …   Fed Sex Tit  WTit OTit           FOA DEC26 Gms K  B-day Flag

  (older: ``… OTit           DEC26 Gms K  B-day Flag``, without FOA; the rating column is
  named by the month, or ``SRtng``/``RRtng``/``BRtng``, games ``Gms`` or ``SGm``, K ``K`` or
  ``SK``);
- the combined list (``players_list_foa.txt``, 162 characters; ``players_list.txt`` without
  FOA)::

    ID Number   …   FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag

  where the kind picks its three columns.

The layout has changed over the years, so no position is fixed here: only the names.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from elo_core.rating_list.naming import MONTH_CODE
from elo_core.rating_list.records import ListKind

#: A header's column names: ``ID Number`` is one, every other run of non-spaces one.
_NAMES = re.compile(r"ID\s[Nn]umber|\S+")
#: Each field and the names a header gives its column (lower case).
_FIELDS = {"fide_id": ("id number",), "name": ("name",), "federation": ("fed",),
           "sex": ("sex",), "title": ("tit",), "women_title": ("wtit",),
           "other_titles": ("otit",), "birth_year": ("b-day", "born", "byear"),
           "flag": ("flag",)}
#: A kind's rating, games and K in the combined list.
_COMBINED = {ListKind.STANDARD: ("srtng", "sgm", "sk"), ListKind.RAPID: ("rrtng", "rgm", "rk"),
             ListKind.BLITZ: ("brtng", "bgm", "bk")}
_OWN_RATINGS = {names[0]: kind for kind, names in _COMBINED.items()}
_OWN_GAMES = ("gms", "games", "gm", "sgm", "rgm", "bgm")
_OWN_K = ("k", "sk", "rk", "bk")


class Layout(NamedTuple):
    """Holds each field's columns, ``(start, end)`` with ``end`` ``None`` for the last; a field the
    header does not name is missing."""

    columns: dict[str, tuple[int, int | None]]
    combined: bool
    """The header is the combined list's, with a rating for each kind."""
    month_code: str | None
    """The rating column's name where it is a month (``DEC26``)."""
    kind: ListKind | None
    """The kind the rating column's name says (``RRtng``: rapid), else ``None``."""

    def field(self, line: str, name: str) -> str:
        """Returns the field ``name`` of ``line``, stripped; ``""`` where the header has no such
        column or the line ends before it."""
        span = self.columns.get(name)
        return "" if span is None else line[span[0]:span[1]].strip()


def read_layout(line: str, kind: ListKind | None) -> Layout | None:
    """Reads the layout a header line gives, the combined list's columns for ``kind`` (standard when
    ``None``); ``None`` when it is no FIDE list's header (no ID, name and rating column)."""
    found = [(m.start(), m.group().lower()) for m in _NAMES.finditer(line.rstrip("\r\n"))]
    spans = {name: (start, found[i + 1][0] if i + 1 < len(found) else None)
             for i, (start, name) in enumerate(found)}
    columns = {field: spans[name] for field, names in _FIELDS.items()
               for name in names if name in spans}
    combined = all(name in spans for names in _COMBINED.values() for name in names)
    month_code, named_kind = None, None
    if combined:
        rating, games, k = _COMBINED[kind or ListKind.STANDARD]
        columns |= {"rating": spans[rating], "games": spans[games], "k": spans[k]}
    else:
        rating_at = next((i for i, (_, name) in enumerate(found)
                          if MONTH_CODE.fullmatch(name) or name in _OWN_RATINGS), None)
        if rating_at is not None:
            start, name = found[rating_at]
            columns["rating"] = spans[name]
            named_kind = _OWN_RATINGS.get(name)
            month_code = None if named_kind else name.upper()
            for field, names in (("games", _OWN_GAMES), ("k", _OWN_K)):
                hit = next((spans[n] for n in names if n in spans and spans[n][0] > start),
                           None)
                if hit is not None:
                    columns[field] = hit
    if not {"fide_id", "name", "rating"} <= columns.keys():
        return None
    return Layout(columns, combined, month_code, named_kind)
