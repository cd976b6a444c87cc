"""Reads FIDE's Tournament Report File (TRF) by fixed columns: the tournament and every player's
rounds, with each problem reported by line (:mod:`elo_core.trf.problems`); never an exception.

The format is FIDE Handbook C.04 Annex 2, "Format of TRF (Tournament Report File)", TRF-16
(Krause 2006, updated Tromsø 2014, approved Elista 2015), and its 2026 revision TRF-26 (approved
by the FIDE Council on 12 May 2025, applied from 1 September 2025). Columns count from 1:

====================  =========================================================================
Tournament lines      ``012`` name, ``022`` city, ``032`` federation, ``042`` start date,
                      ``052`` end date, ``062`` players, ``072`` rated players, ``082`` teams,
                      ``092`` type, ``102`` chief arbiter, ``112`` deputy, ``122`` rate of play,
                      ``132`` round dates (one a round, 10 columns each from column 92, as
                      the rounds of a player line); text from column 5. TRF-26 adds ``142``
                      the event's rounds and ``162`` (points per result, below) among
                      others, and ``###`` comment lines; TRF(x) (JaVaFo's, the format pairing
                      programs exchange during an event) ``XXR`` the event's rounds.
Player line ``001``   1–3 ``001``; 5–8 starting rank (1–9999); 10 sex (``m``/``w``); 11–13
                      title (TRF-16's code, ``g`` … ``wc``, or the title in full: read by
                      :func:`elo_core.titles.read_trf_title`); 15–47 name; 49–52 FIDE
                      rating; 54–56 federation (FIDE's code, :mod:`elo_core.federations`);
                      58–68 FIDE ID;
                      70–79 birth date (``YYYY/MM/DD``); 81–84 points; 86–89 rank.
Each round            round 1 at 92–99, round 2 at 102–109, … (10 columns a round): 4 columns
                      opponent's starting rank (``0000`` or blank: none), a blank, the colour
                      (``w``, ``b``, ``-`` or blank: none), a blank, the result code.
====================  =========================================================================

Result codes (letters in either case): ``1 = 0`` a game played; ``+ -`` a forfeit won or lost
(the game was not played); ``W D L`` a win, draw or loss in a game that lasted less than one
move, not rated; ``H`` half-point bye, ``F`` full-point bye, ``U`` pairing-allocated bye, ``Z``
zero-point bye (a known absence), all not rated; blank is the same as ``Z``. Pairing programs
(Swiss-Manager among them) also write ``0000 - -`` for a round absent and ``0000 - +`` for a bye
worth a win; those are read as written, with the points of ``-`` and ``+``.

Points per result follow TRF-26's tag ``162`` where the file has it, else its defaults: a win
(played, forfeit, ``W``) or full-point bye 1, a draw (``=``, ``D``) or half-point bye ½, a loss
or absence 0, a pairing-allocated bye as a win.

The ``trf`` package on PyPI (1.1.1) was not used: it refuses a whole file over one player line
its pattern does not match, with no line number (a three-letter title such as ``WFM`` in columns
11–13 is one), raises on a blank points field or a ``062`` line that is not a bare number, and
knows neither TRF-26 nor the checks across lines.

Dates are read as :func:`elo_core.dates.read_date` reads a game's (``2025/03/14``,
``14.03.2025``, spaces ignored: ``28. 07. 2005``), the start and end date the same way round:
where one of them shows the file writes day/month/year (``24/09/2010``), the other is read so
(``02/10/2010`` is 2 October); a birth date needs only its year. The chief arbiter (``102``),
the deputies (``112``) and each round's date (``132``) are read as
:mod:`elo_core.trf.event_lines` reads them; a round's date that is not a day is a problem of
its line and round, and the round has none.

A rating must fit its columns: digits that run on into column 48 or 53 (``22500`` over 48–52)
are a problem of the line, and the player is read as unrated rather than as the four columns'
part of the number.

TRF-26 adds what is read here too: each player's national ratings (its National Rating Support
records and the ``172`` line, :mod:`elo_core.trf.national`; a national rating outside
RATING_MIN–RATING_MAX, or not a number, is a problem of its line, and no rating) and the
encoded time control (``222``, :mod:`elo_core.trf.time_control`). A TRF-16 file, which has none
of them, reads as it always has.

Nothing is passed over unsaid: every line the reader does not use is counted by its tag
(:attr:`~elo_core.trf.records.Tournament.not_used`): the records of TRF-26 the project does not
use (the counts ``062`` and ``072``, the team and pairing records ``250``, ``310`` …), a second
line of a record read once, a pairing program's own lines (TRF(x)'s ``XXC``, ``XXP`` …; its
``XXR`` is read, the event's rounds), and text that begins with no record's tag. Only comments
(``###``) and blank lines go unnamed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from datetime import date
from types import MappingProxyType
from typing import NamedTuple

from elo_core.dates import DateProblem, read_date, writes_day_first
from elo_core.federations import read_federation
from elo_core.games import Colour
from elo_core.ranges import (
    BIRTH_YEAR_MIN,
    EVENT_ROUNDS_MAX,
    EVENT_ROUNDS_MIN,
    RATING_MAX,
    RATING_MIN,
)
from elo_core.readers.parser import split_lines
from elo_core.titles import read_trf_title
from elo_core.trf.checks import cross_checks
from elo_core.trf.event_lines import read_arbiter, read_round_dates
from elo_core.trf.national import (
    NationalRating,
    is_national_record,
    read_national,
    read_support,
    start_rank_of,
)
from elo_core.trf.problems import TrfProblem, TrfProblemKind
from elo_core.trf.records import (
    DEFAULT_POINTS,
    SYMBOL,
    NotUsed,
    ResultCode,
    RoundEntry,
    Tournament,
    TrfPlayer,
)
from elo_core.trf.time_control import Play, read_time_control

__all__ = ["file_play", "read_trf"]

_DIGITS = re.compile(r"[0-9]+")
_POINTS = re.compile(r"[0-9]{1,4}(?:[.,][0-9]{1,2})?")
_YEAR = re.compile(r"([0-9]{4})(?![0-9])")
_COLOURS = {"w": Colour.WHITE, "b": Colour.BLACK, "-": None, " ": None}
_CODES = {code.value: code for code in ResultCode if code.value}
#: The tournament lines read, by tag (the first of each; every ``112``, one a deputy arbiter).
_FIELDS = {"012": "name", "022": "city", "032": "federation", "042": "start", "052": "end",
           "092": "event_type", "102": "chief_arbiter", "122": "rate_of_play",
           "132": "round_dates", "142": "rounds", "162": "scoring", "172": "national_support",
           "222": "time_control", "XXR": "rounds_x"}
_DEPUTY = "112"
#: Lines that are comments (TRF-26's remark 1), never named as not used.
_COMMENT = "###"
#: A record's tag: three capitals or digits, then a blank or the line's end.
_TAG = re.compile(r"[0-9A-Z]{3}(?= |$)")
_FIRST_ROUND, _ROUND_WIDTH = 91, 10
#: The most rounds a player line is read for (:data:`elo_core.ranges.EVENT_ROUNDS_MAX`).
MAX_ROUNDS = EVENT_ROUNDS_MAX
#: Forfeit codes that pairing programs also write without an opponent (``0000 - -`` for an
#: absence, ``0000 - +`` for a bye worth a win): read as such, not as a problem.
_ABSENCES = frozenset({ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS})


def _columns(line: str, first: int, last: int) -> str:
    """Columns ``first``–``last`` (counting from 1) of ``line``, stripped."""
    return line[first - 1:last].strip()


def _whole(text: str) -> int | None:
    return int(text) if _DIGITS.fullmatch(text) else None




def _announced(fields: Mapping[str, tuple[int, str]], problems: _Problems, dated: int
               ) -> tuple[int | None, str]:
    """Returns the event's rounds as the file announces them, and the line that does:
    ``142``, else ``XXR``, else the ``dated`` rounds of ``132`` (up to the last round with a
    date written); a ``142`` or ``XXR`` that is no number of rounds is a problem of its line,
    and read as not given."""
    for name, tag in (("rounds", "142"), ("rounds_x", "XXR")):
        if name not in fields:
            continue
        number, text = fields[name]
        value = _whole(text.strip())
        if value is not None and EVENT_ROUNDS_MIN <= value <= EVENT_ROUNDS_MAX:
            return value, tag
        problems.append(TrfProblem(number, TrfProblemKind.BAD_ROUNDS, None, None,
                                   text.strip()))
    return (min(dated, EVENT_ROUNDS_MAX), "132") if dated else (None, "")


def _runs_on(line: str) -> bool:
    """Tells whether a rating's digits run on into the blank column beside its four: a digit
    in column 48 just before one in 49, or in 53 just after one in 52."""
    return any(_DIGITS.fullmatch(line[at:at + 2]) for at in (47, 51))


def _scoring(text: str) -> dict[str, float]:
    """Points per result symbol from a tag-162 line's text (after column 4): a symbol at
    column 6, its points at 7–10, the next at 15 and 16–19, and so on every 9 columns."""
    points = dict(DEFAULT_POINTS)
    given: dict[str, float] = {}
    padded = "    " + text
    for at in range(5, len(padded), 9):
        symbol, value = padded[at].upper(), padded[at + 1:at + 5].strip()
        if symbol in "WDLAPX" and _POINTS.fullmatch(value):
            given[symbol] = float(value.replace(",", "."))
    points.update(given)
    if "P" not in given:
        points["P"] = points["W"]
    return points


#: A round's opponent as written (``0012``, ``  12``) → the number, each number one object
#: however many rounds name it.
_OPPONENTS = {f"{n:0{width}d}": n for width in range(1, 5) for n in range(10**width)}


class _Problems:
    """Every problem as it is found: the first ``keep`` in line order kept (all where ``keep``
    is ``None``), all counted, and the kinds each player has."""

    def __init__(self, keep: int | None) -> None:
        self._keep = keep
        self.kept: list[TrfProblem] = []
        self.count = 0
        self.kinds: dict[int, set[TrfProblemKind]] = {}

    def append(self, problem: TrfProblem) -> None:
        self.count += 1
        if problem.player is not None:
            self.kinds.setdefault(problem.player, set()).add(problem.kind)
        if problem.kind is TrfProblemKind.NOT_MIRRORED and problem.token.isdigit():
            self.kinds.setdefault(int(problem.token), set()).add(problem.kind)
        self.kept.append(problem)
        if self._keep is not None and len(self.kept) > 2 * self._keep + 1000:
            self.kept = self.first()

    def first(self) -> list[TrfProblem]:
        """Returns the problems kept, in line order: a stable sort, so the first of a line come
        first."""
        self.kept.sort(key=lambda p: (p.line == 0, p.line, p.round or 0))
        return self.kept if self._keep is None else self.kept[:self._keep]


class _Line(NamedTuple):
    number: int
    text: str
    start_rank: int


def _round(line: _Line, number: int, points: Mapping[str, float],
           problems: _Problems) -> RoundEntry:
    """Reads round ``number`` of a player line (its 10 columns, padded with blanks)."""
    at = _FIRST_ROUND + _ROUND_WIDTH * (number - 1)
    chunk = line.text[at:at + _ROUND_WIDTH].ljust(_ROUND_WIDTH)

    def problem(kind: TrfProblemKind, token: str) -> RoundEntry:
        problems.append(TrfProblem(line.number, kind, line.start_rank, number, token))
        return RoundEntry(number, None, None, None, None)

    if chunk[4] != " " or chunk[6] != " " or chunk[8:].strip():
        return problem(TrfProblemKind.MISALIGNED_ROUND, chunk.strip())
    opponent_text, colour_text, code_text = chunk[:4].strip(), chunk[5].lower(), chunk[7]
    opponent = _OPPONENTS.get(opponent_text) if opponent_text else 0
    if opponent is None:
        return problem(TrfProblemKind.BAD_OPPONENT, opponent_text)
    if colour_text not in _COLOURS:
        return problem(TrfProblemKind.BAD_COLOUR, chunk[5])
    code = _CODES.get(code_text.upper(), ResultCode.BLANK if code_text == " " else None)
    if code is None:
        return problem(TrfProblemKind.UNKNOWN_RESULT, code_text)
    if not code.game and code is not ResultCode.BLANK and opponent:
        problems.append(TrfProblem(line.number, TrfProblemKind.BYE_WITH_OPPONENT,
                                   line.start_rank, number, code.value))
        opponent = 0
    elif code.game and not opponent and code not in _ABSENCES:
        problems.append(TrfProblem(line.number, TrfProblemKind.RESULT_WITHOUT_OPPONENT,
                                   line.start_rank, number, code.value))
    elif code is ResultCode.BLANK and opponent:
        problems.append(TrfProblem(line.number, TrfProblemKind.NO_RESULT,
                                   line.start_rank, number, str(opponent)))
    return RoundEntry(number, opponent or None, _COLOURS[colour_text], code,
                      points[SYMBOL[code]])


def _start_rank(text: str) -> int | None:
    """Reads a player line's starting rank (columns 5–8, 1–9999), ``None`` where it has
    none."""
    start_rank = _whole(_columns(text, 5, 8))
    return start_rank if start_rank is not None and 1 <= start_rank <= 9999 else None


def _player(number: int, text: str, points: Mapping[str, float],
            problems: _Problems, beyond: bool = False) -> TrfPlayer | None:
    """Reads a player line, or returns ``None`` (with the problem) where it has no starting
    rank; ``beyond``: the line goes on past the last round read (``text`` may be cut
    there)."""
    start_rank = _start_rank(text)
    if start_rank is None:
        problems.append(TrfProblem(number, TrfProblemKind.BAD_START_RANK, None, None,
                                   _columns(text, 5, 8)))
        return None

    def flag(kind: TrfProblemKind, token: str) -> None:
        problems.append(TrfProblem(number, kind, start_rank, None, token))

    rating_text = _columns(text, 49, 52)
    rating = _whole(rating_text) if rating_text else 0
    if rating_text and _runs_on(text):
        flag(TrfProblemKind.RATING_TOO_WIDE, _columns(text, 48, 53))
        rating = None
    elif rating is None:
        flag(TrfProblemKind.BAD_RATING, rating_text)
    elif rating and not RATING_MIN <= rating <= RATING_MAX:
        flag(TrfProblemKind.RATING_OUT_OF_RANGE, rating_text)
        rating = None
    federation = _columns(text, 54, 56)
    if federation and read_federation(federation) is None:
        flag(TrfProblemKind.UNKNOWN_FEDERATION, federation)
    title_text = _columns(text, 11, 13)
    title = read_trf_title(title_text)
    if title_text and title is None:
        flag(TrfProblemKind.UNKNOWN_TITLE, title_text)
    birth = _columns(text, 70, 79)
    year_match = _YEAR.match(birth)
    birth_year = int(year_match[1]) if year_match else None
    if birth and (birth_year is None or birth_year < BIRTH_YEAR_MIN) and birth_year != 0:
        flag(TrfProblemKind.BAD_BIRTH_DATE, birth)
    points_text = _columns(text, 81, 84)
    file_points = None
    if _POINTS.fullmatch(points_text):
        file_points = float(points_text.replace(",", "."))
    elif points_text:
        flag(TrfProblemKind.BAD_POINTS, points_text)
    rank_text = _columns(text, 86, 89)
    rank = _whole(rank_text)
    if rank_text and rank is None:
        flag(TrfProblemKind.BAD_RANK, rank_text)
    line = _Line(number, text, start_rank)
    count = max(0, -(-(len(text.rstrip()) - _FIRST_ROUND) // _ROUND_WIDTH))
    if beyond or count > MAX_ROUNDS:
        flag(TrfProblemKind.TOO_MANY_ROUNDS, str(MAX_ROUNDS))
        count = MAX_ROUNDS
    rounds = tuple(_round(line, r, points, problems) for r in range(1, count + 1))
    return TrfPlayer(start_rank, _columns(text, 10, 10), title.value if title else "",
                     _columns(text, 15, 47),
                     rating or None, federation,
                     _columns(text, 58, 68), birth,
                     birth_year if birth_year and birth_year >= BIRTH_YEAR_MIN else None,
                     file_points, rank, rounds, number)


def _padded(player: TrfPlayer, rounds: int) -> TrfPlayer:
    """Pads the player with the rounds the line leaves out at its end, as blank (not
    paired)."""
    missing = tuple(RoundEntry(r, None, None, ResultCode.BLANK, 0.0)
                    for r in range(len(player.rounds) + 1, rounds + 1))
    return player._replace(rounds=player.rounds + missing) if missing else player


#: The columns of a player line that are read: the last of ``MAX_ROUNDS`` rounds ends here.
_READ_UP_TO = _FIRST_ROUND + _ROUND_WIDTH * MAX_ROUNDS


def read_trf(text: str | Iterable[str], keep_problems: int | None = None) -> Tournament:
    """Reads the tournament in ``text`` as far as it can be read, and reports every problem by
    line.

    ``text`` is the whole text or its pieces as they come (a file read in chunks): it is read a
    line at a time, and a file of any size takes no more memory than its players (at most
    9,999, of at most ``MAX_ROUNDS`` rounds, and a national rating each a federation).
    ``keep_problems`` keeps the first so many problems in line order; all are counted
    (``problem_count``) and every player's kinds kept (``problem_kinds``), so the event's flags
    come from them all.

    Never raises on any text. A line that is neither a tournament line read here, a player line
    nor a national rating (the other records of TRF-26, TRF(x)'s ``XX`` lines) is counted in
    ``not_used``; ``###`` comments are passed over.

    The event's name is line ``012`` and its last day ``052``; a player line (``001``) holds
    the starting rank in columns 5–8, the rating in 49–52, and from column 92 each round's
    opponent, colour and result. A result code TRF does not have is named with its line,
    player and round, and the rest of the file is still read:

    >>> from elo_core import read_trf
    >>> event = read_trf("\\n".join([
    ...     "012 Club Open", "052 2026/03/14",
    ...     "001    1 m    Albers, Arne                      2250 NED     1000001 1980/02/02"
    ...     "  1.0    1     2 w x",
    ...     "001    2 m    Bakker, Bram                      2100 NED     1000002 1985/07/07"
    ...     "  0.0    2     1 b 0",
    ... ]))
    >>> event.name, event.end.isoformat(), [player.rating for player in event.players]
    ('Club Open', '2026-03-14', [2250, 2100])
    >>> [(p.line, p.player, p.round, p.kind.value, p.token) for p in event.problems]
    [(3, 1, 1, 'unknown-result', 'x')]
    """
    problems = _Problems(keep_problems)
    fields: dict[str, tuple[int, str]] = {}
    deputies: list[str] = []
    raw: dict[int, tuple[int, str, bool]] = {}
    national: dict[tuple[int, str], tuple[int, str]] = {}
    not_used: dict[str, list[int]] = {}
    blank = True
    pieces = (text,) if isinstance(text, str) else text
    for number, line in enumerate(split_lines(pieces, "\r\n"), 1):
        if not line:
            continue
        if blank and line.strip():
            blank = False
        tag = line[:3]
        if tag == "001":
            rank = _start_rank(line)
            if rank is None or rank in raw:
                # left out: its problems said now, the line not kept
                player = _player(number, line, DEFAULT_POINTS, problems)
                if player is not None:
                    problems.append(TrfProblem(number, TrfProblemKind.DUPLICATE_START_RANK,
                                               rank, None, str(rank)))
            else:
                raw[rank] = (number, line[:_READ_UP_TO], len(line.rstrip()) > _READ_UP_TO)
        elif tag in _FIELDS and line[3:4] in ("", " ") and _FIELDS[tag] not in fields:
            fields[_FIELDS[tag]] = (number, line[4:])
        elif tag == _DEPUTY and line[3:4] in ("", " ") and len(deputies) < MAX_ROUNDS:
            deputies.append(line[4:])
        elif is_national_record(line):
            _national_line(number, line, national, problems)
        elif tag != _COMMENT and line.strip():
            tagged = _TAG.match(line)
            _count(not_used, tagged[0] if tagged else "", number)
    points = _scoring(fields.get("scoring", (0, ""))[1])
    ratings = _national_ratings(national, raw, problems)
    players: list[TrfPlayer] = []
    for rank in list(raw):
        number, line, beyond = raw.pop(rank)
        player = _player(number, line, points, problems, beyond)
        assert player is not None, "a line is kept for its starting rank"
        players.append(player._replace(national=ratings[rank]) if rank in ratings else player)
    rounds = max((len(p.rounds) for p in players), default=0)
    read = tuple(_padded(p, rounds) for p in players)
    days: dict[str, date | None] = {}
    written = {tag: fields.get(tag, (0, ""))[1].replace(" ", "") for tag in ("start", "end")}
    # the file writes both dates one way: where one shows it (24/09/2010), the other is read so
    order = next((o for o in map(writes_day_first, written.values()) if o is not None), None)
    for tag, day in written.items():
        found = read_date(day, order)
        days[tag] = found if isinstance(found, date) else None
        if day and days[tag] is None:
            kind = (TrfProblemKind.AMBIGUOUS_DATE if found is DateProblem.AMBIGUOUS
                    else TrfProblemKind.BAD_DATE)
            problems.append(TrfProblem(fields[tag][0], kind, None, None,
                                       fields[tag][1].strip()))
    dates_line, dates_text = fields.get("round_dates", (0, ""))
    round_dates, bad_dates = read_round_dates(f"132 {dates_text}", MAX_ROUNDS)
    for rnd, token in bad_dates:
        problems.append(TrfProblem(dates_line, TrfProblemKind.BAD_DATE, None, rnd, token))
    host = fields.get("federation", (0, ""))[1].strip()
    if host and read_federation(host) is None:
        problems.append(TrfProblem(fields["federation"][0], TrfProblemKind.UNKNOWN_FEDERATION,
                                   None, None, host))
    control_line, control_text = fields.get("time_control", (0, ""))
    time_control = read_time_control(control_text)
    if control_text.strip() and time_control is None:
        problems.append(TrfProblem(control_line, TrfProblemKind.BAD_TIME_CONTROL, None, None,
                                   control_text.strip()[:40]))
    for problem in cross_checks(read):
        problems.append(problem)
    if blank:
        problems.append(TrfProblem(0, TrfProblemKind.EMPTY_FILE))
    elif not read:
        problems.append(TrfProblem(0, TrfProblemKind.NO_PLAYERS))
    dated = max([r for r, day in enumerate(round_dates, 1) if day is not None]
                + [r for r, _ in bad_dates], default=0)
    announced, announced_by = _announced(fields, problems, dated)
    name, city, federation, rate_of_play, event_type = (
        fields.get(tag, (0, ""))[1].strip()
        for tag in ("name", "city", "federation", "rate_of_play", "event_type"))
    kinds = MappingProxyType({rank: frozenset(found) for rank, found in problems.kinds.items()})
    support = fields.get("national_support")
    arbiters = (read_arbiter(text) for text in deputies)
    return Tournament(name, city, federation, days["start"], days["end"], rate_of_play, read,
                      tuple(problems.first()), rounds, problems.count, kinds, event_type,
                      None if support is None else read_support(support[1]), time_control,
                      tuple(NotUsed(tag, count, first) for tag, (count, first)
                            in not_used.items()),
                      read_arbiter(fields.get("chief_arbiter", (0, ""))[1]),
                      tuple(a for a in arbiters if a is not None), round_dates, announced,
                      announced_by)


def _count(not_used: dict[str, list[int]], tag: str, number: int) -> None:
    """Counts one more line of ``tag`` not used, the first at line ``number``."""
    counted = not_used.setdefault(tag, [0, number])
    counted[0] += 1


def _national_line(number: int, line: str, national: dict[tuple[int, str], tuple[int, str]],
                   problems: _Problems) -> None:
    """Keeps an NRS record by starting rank and federation (the first of each; a second is a
    problem of its line, and left out), or records the problem that it names no starting
    rank."""
    rank = start_rank_of(line)
    if rank is None:
        problems.append(TrfProblem(number, TrfProblemKind.NATIONAL_WITHOUT_PLAYER, None, None,
                                   line[4:8].strip()))
    elif (rank, line[:3]) in national:
        problems.append(TrfProblem(number, TrfProblemKind.DUPLICATE_START_RANK, rank, None,
                                   str(rank)))
    else:
        national[rank, line[:3]] = (number, line[:_READ_UP_TO])


def _national_ratings(national: dict[tuple[int, str], tuple[int, str]],
                      players: Mapping[int, object], problems: _Problems
                      ) -> dict[int, tuple[NationalRating, ...]]:
    """Reads each player's national ratings, in the file's order; a record for a starting rank
    without a player line, and a rating that is no number or out of range, are each a
    problem."""
    ratings: dict[int, list[NationalRating]] = {}
    for (rank, _), (number, line) in sorted(national.items(), key=lambda item: item[1][0]):
        if rank not in players:
            problems.append(TrfProblem(number, TrfProblemKind.NATIONAL_WITHOUT_PLAYER, None,
                                       None, str(rank)))
            continue
        rating, written = read_national(number, line)
        if written:
            problems.append(TrfProblem(number, TrfProblemKind.BAD_RATING, rank, None, written))
        elif rating.rating is not None and not RATING_MIN <= rating.rating <= RATING_MAX:
            problems.append(TrfProblem(number, TrfProblemKind.RATING_OUT_OF_RANGE, rank, None,
                                       str(rating.rating)))
            rating = rating._replace(rating=None)
        if rating.birth_year is not None and rating.birth_year < BIRTH_YEAR_MIN:
            rating = rating._replace(birth_year=None)
        ratings.setdefault(rank, []).append(rating)
    return {rank: tuple(found) for rank, found in ratings.items()}


def player_names(text: str | Iterable[str]) -> dict[int, str]:
    """Reads the name of each player :func:`read_trf` reads from ``text``, by starting rank, in the
    file's order: of the first ``001`` line with each valid starting rank, as it reads it. A
    pass over the lines that reads nothing else, for what needs only the field (whose K is set
    by hand, whether a file has a player at all)."""
    names: dict[int, str] = {}
    pieces = (text,) if isinstance(text, str) else text
    for line in split_lines(pieces, "\r\n"):
        if line[:3] == "001":
            rank = _start_rank(line)
            if rank is not None and rank not in names:
                names[rank] = _columns(line, 15, 47)
    return names


def file_play(text: str | Iterable[str]) -> Play | None:
    """Reads the kind of play the time control of ``text`` says (TRF-26's ``222``: the first
    such line, as :func:`read_trf` reads it); ``None`` where the file has none, or none that
    says one. It passes over the lines and reads nothing else, for what needs only this (the
    pages' rule set while a file is shown)."""
    pieces = (text,) if isinstance(text, str) else text
    for line in split_lines(pieces, "\r\n"):
        if line[:3] == "222" and line[3:4] in ("", " "):
            control = read_time_control(line[4:])
            return None if control is None else control.play
    return None
