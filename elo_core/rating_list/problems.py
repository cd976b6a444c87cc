"""Lists what reading a FIDE rating list can say back: a line that did not become a player
(:class:`ListProblem`, kept and counted as the game readers keep theirs), and a file that is not a
list at all (:class:`ListRefused`).

Problems are data: each carries its facts as fields (a line's number and text, a field's name,
value and the range it must be in, a zip's file, a month), and a page words them in the user's
language from the fields; ``message()`` is the English the command line prints.
"""

from __future__ import annotations

from datetime import date
from enum import StrEnum
from typing import NamedTuple

from elo_core.rating_list.naming import FIRST_LIST
from elo_core.readers.limits import KEPT_ERRORS

__all__ = ["ListIssue", "ListProblem", "ListRefused", "Problems", "Refusal"]


class ListIssue(StrEnum):
    """Why one line of a list was not read."""

    SHORT_LINE = "short-line"
    BAD_ID = "bad-id"
    NO_NAME = "no-name"
    BAD_NUMBER = "bad-number"
    REPEATED_ID = "repeated-id"
    LINE_TOO_LONG = "line-too-long"
    FIELD_COUNT = "field-count"
    NO_CLUB = "no-club"
    BAD_MEMBER = "bad-member"
    REPEATED_MEMBER = "repeated-member"
    OUT_OF_RANGE = "out-of-range"
    LONG_NAME = "long-name"
    FUTURE_DAY = "future-day"


#: The fields of a line that must be whole numbers (FIDE's list's and the DSB's export's), as
#: the English names them.
_NUMBER_ENGLISH = {"rating": "rating", "games": "games", "k": "K", "birth_year": "birth year",
                 "dwz": "DWZ", "index": "Index", "fide_id": "FIDE ID", "fide_elo": "FIDE Elo",
                 "fide_rapid": "rapid Elo", "fide_blitz": "blitz Elo"}

_LINE_ENGLISH = {
    ListIssue.SHORT_LINE: "the line ends at column {token}, before the rating's column",
    ListIssue.BAD_ID: "the FIDE ID {token!r} is not a number",
    ListIssue.NO_NAME: "the line has no name",
    ListIssue.BAD_NUMBER: "the {field} {token!r} is not a number",
    ListIssue.REPEATED_ID: "the FIDE ID {token} was listed before; the first line was kept",
    ListIssue.LINE_TOO_LONG: "the line is longer than {token} characters and was not read",
    ListIssue.FIELD_COUNT: "the line has {token} fields, not as many as the header's columns",
    ListIssue.NO_CLUB: "the line has no ZPS (the club's number)",
    ListIssue.BAD_MEMBER: "the member number {token!r} is not a number",
    ListIssue.REPEATED_MEMBER: "the member {token} was listed before; the first line was kept",
    ListIssue.OUT_OF_RANGE: "the {field} {token} is outside {low}–{high}",
    ListIssue.LONG_NAME: "the name has {token} characters, more than {high}",
    ListIssue.FUTURE_DAY: "the Letzte Auswertung {token} is still to come",
}


class ListProblem(NamedTuple):
    """Records one line of the list that was not read, by its number (the header is line 1).
    ``issue`` says why, and ``token`` is the value it is about, as the line writes it. For a number
    that is none or out of its range, ``field`` names the field: ``rating``, ``games``, ``k``,
    ``birth_year``, ``fide_id``, and in the DSB's export also ``dwz``, ``index``, ``fide_elo``,
    ``fide_rapid``, ``fide_blitz``. For a value out of its range, or a name too long, ``allowed``
    is the range it must be in (lowest and highest)."""

    line: int
    text: str
    issue: ListIssue
    token: str = ""
    field: str = ""
    allowed: tuple[int, int] | None = None

    def message(self) -> str:
        """Returns the problem in English, such as
        ``line 7: the FIDE ID 'x12' is not a number — "x12 …"``."""
        quoted = f' — "{self.text}"' if self.text else ""
        low, high = self.allowed or (0, 0)
        why = _LINE_ENGLISH[self.issue].format(token=self.token,
                                               field=_NUMBER_ENGLISH.get(self.field, ""),
                                               low=low, high=high)
        return f"line {self.line}: {why}{quoted}"


class Refusal(StrEnum):
    """Why a whole file was not taken as a list."""

    EMPTY = "empty"
    NO_HEADER = "no-header"
    XML = "xml"
    NO_TEXT_IN_ZIP = "no-text-in-zip"
    NOT_A_ZIP = "not-a-zip"
    NO_KIND = "no-kind"
    NO_MONTH = "no-month"
    OLDER_MONTH = "older-month"
    NO_PLAYERS = "no-players"
    NOT_DWZ_HEADER = "not-dwz-header"
    NO_PLAYERS_IN_ZIP = "no-players-in-zip"
    NO_DAY = "no-day"
    TOO_BIG_IN_ZIP = "too-big-in-zip"
    DAMAGED_ZIP = "damaged-zip"
    LIST_TOO_BIG_IN_ZIP = "list-too-big-in-zip"
    ENCRYPTED_ZIP = "encrypted-zip"
    ZIP_METHOD = "zip-method"
    DAMAGED_ZIP_DIRECTORY = "damaged-zip-directory"
    ZIP_DIRECTORY_TOO_BIG = "zip-directory-too-big"
    NO_PLAYERS_EARLY = "no-players-early"
    MOSTLY_UNREAD = "mostly-unread"
    FUTURE = "future"
    BEFORE_FIRST_LIST = "before-first-list"


#: The columns of the DSB's export a header cannot do without, as the English names them (a
#: player's name is one column, ``Spielername``, or two, ``Nachname`` and ``Vorname``).
_DWZ_COLUMN_ENGLISH = {"zps": "ZPS", "member": "Mgl-Nr or Mitgliedsnummer",
                      "name": "Spielername or Nachname and Vorname", "dwz": "DWZ"}

_FILE_ENGLISH = {
    Refusal.EMPTY: "the file is empty",
    Refusal.NO_HEADER: "the first line is not a FIDE rating list's header "
                       "(ID Number, Name, Fed, … and the rating's column): {quoted!r}",
    Refusal.XML: "this is FIDE's XML list; load the TXT list (the same download in TXT)",
    Refusal.NO_TEXT_IN_ZIP: "the zip holds no .txt list",
    Refusal.NOT_A_ZIP: "the file ends in .zip but is not a zip archive",
    Refusal.NO_KIND: "neither the file's name nor its header says which list it is: "
                     "give --kind standard, rapid or blitz",
    Refusal.NO_MONTH: "neither the file's name nor its header says the list's month: "
                      "give --month YYYY-MM{written}",
    Refusal.OLDER_MONTH: "the store holds the {kind} list of {held}, which is newer; give "
                         "--allow-older to load the older one in its place",
    Refusal.NO_PLAYERS: "no line of the list could be read as a player",
    Refusal.NOT_DWZ_HEADER: "the first line is not the header of the DSB's spieler.csv (it "
                            "names no {column})",
    Refusal.NO_PLAYERS_IN_ZIP: "the zip holds no spieler.csv",
    Refusal.TOO_BIG_IN_ZIP: "the zip's {member} unpacks to more than 100 MB",
    Refusal.DAMAGED_ZIP: "the zip's {member} is damaged; download it again",
    Refusal.LIST_TOO_BIG_IN_ZIP: "the zip's {member} unpacks to more than 400 MB (FIDE's "
                                 "largest list is about 200 MB)",
    Refusal.NO_DAY: "no line's Letzte Auswertung is a day and the file is not the DSB's zip: "
                    "give --month YYYY-MM",
    Refusal.ENCRYPTED_ZIP: "the zip's {member} is encrypted (it needs a password): unpack it "
                           "with its password and load what it holds",
    Refusal.ZIP_METHOD: "the zip's {member} is packed by a method this program cannot unpack "
                        "({method}): unpack it and load what it holds, or zip it again",
    Refusal.DAMAGED_ZIP_DIRECTORY: "the zip's table of contents is damaged; download it again",
    Refusal.ZIP_DIRECTORY_TOO_BIG: "the zip's table of contents is far longer than a list's "
                                   "(FIDE's zip holds one file, the DSB's three): it is no "
                                   "list's zip",
    Refusal.NO_PLAYERS_EARLY: "no line of its first {megabytes} MB could be read as a player: "
                              "it is no list",
    Refusal.MOSTLY_UNREAD: "more lines of its first {megabytes} MB could not be read than "
                           "were read as players: it is no list",
    Refusal.FUTURE: "the {kind} list's {dated}, {month}, is still to come",
    Refusal.BEFORE_FIRST_LIST: "the month {month} is before FIDE's first list ({first})",
}


class ListRefused(Exception):
    """The file is not taken as a list: ``refusal`` says why, and the fields what it is
    about, each where the refusal has one:

    - ``quoted``: the start of the first line, which is no list's header (``NO_HEADER``);
    - ``member``: the zip's file that is too big, damaged, encrypted or packed by a method
      that cannot be unpacked here;
    - ``column``: the column of the DSB's export its header lacks (``NOT_DWZ_HEADER``: ``zps``,
      ``member``, ``name`` or ``dwz``);
    - ``kind`` and ``held``: the newer list the store holds (``OLDER_MONTH``; ``kind``
      ``"dwz"`` for the DSB's, whose ``held`` is a day, else a month's first day);
    - ``written``: the day the zip says its list was written, which may be its month
      (``NO_MONTH``), ``None`` where the file is not zipped;
    - ``method``: the name of the method the zip's file is packed by, which cannot be unpacked
      here (``ZIP_METHOD``: ``Implode``, ``Deflate64``, … or ``method 77``);
    - ``megabytes``: how much of the file was read without a player (``NO_PLAYERS_EARLY``),
      or with more lines not read than players (``MOSTLY_UNREAD``);
    - ``kind`` and ``month``: the list's kind and month (the DWZ list's: its day) that is
      still to come (``FUTURE``), or the month before FIDE's first list
      (``BEFORE_FIRST_LIST``).
    """

    def __init__(self, refusal: Refusal, *, quoted: str = "", member: str = "",
                 column: str = "", kind: str = "", held: date | None = None,
                 written: date | None = None, method: str = "", megabytes: int = 0,
                 month: date | None = None) -> None:
        super().__init__(refusal)
        self.refusal = refusal
        self.quoted = quoted
        self.member = member
        self.column = column
        self.kind = kind
        self.held = held
        self.written = written
        self.method = method
        self.megabytes = megabytes
        self.month = month

    def _said(self, day: date | None) -> str:
        """Writes a month (``2026-12``), or the DWZ list's day (``2026-11-30``)."""
        if day is None:
            return ""
        return day.isoformat() if self.kind == "dwz" else f"{day:%Y-%m}"

    def message(self) -> str:
        """Says why, in English."""
        written = ("" if self.written is None else
                   f" (the zip's list was written on {self.written.isoformat()})")
        return _FILE_ENGLISH[self.refusal].format(
            quoted=self.quoted, member=self.member, kind="DWZ" if self.kind == "dwz" else
            self.kind, column=_DWZ_COLUMN_ENGLISH.get(self.column, self.column),
            held=self._said(self.held), written=written, method=self.method,
            megabytes=self.megabytes, month=self._said(self.month),
            dated="day" if self.kind == "dwz" else "month", first=FIRST_LIST.year)

    def __str__(self) -> str:
        return self.message()


class Problems:
    """Keeps the first ``KEPT_ERRORS`` problems, and counts all of them."""

    def __init__(self) -> None:
        self.kept: list[ListProblem] = []
        self.count = 0

    def add(self, problem: ListProblem) -> None:
        self.count += 1
        if len(self.kept) < KEPT_ERRORS:
            self.kept.append(problem)
