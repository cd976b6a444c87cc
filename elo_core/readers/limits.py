"""Sets once, for the pages and the command line, how much text the readers take on.

Past a limit a list is refused with a message before any of it is read (the lines are counted
first, which costs a fraction of reading them), so a huge paste or upload can never tie up the
server. The command line passes no game limit: it reads a line at a time, in bounded memory.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from elo_core.readers.problems import LineError, Place, Problem

#: The most games one list may have on the pages: enough for any player's career of rated
#: games, and the size the pages stay quick at (see docs/speed.md).
MAX_GAMES = 10_000
#: The most characters one line of a game list may have; a real line (a name, a rating and a
#: result) is far shorter. A longer line is an error for that line and is not read further.
MAX_LINE_LENGTH = 200
#: The most games a PGN file may hold, whoever played them; the file is refused before any game
#: is read when it has more.
MAX_PGN_GAMES = 20_000
#: The most characters of one line the readers hold, however long the line: a longer line is
#: cut there as it comes in, the rest passed over unread. No reader reads that far (a game line
#: is refused beyond ``MAX_LINE_LENGTH``, a TRF line's last round ends at column 2091), so a
#: line of any length is refused in bounded memory.
LONGEST_LINE = 1 << 16
#: The most characters one game list on the pages may have (a list in a link unpacked, a file
#: of a whole event, pasted or uploaded): ``MAX_GAMES`` lines of ``MAX_LINE_LENGTH``
#: characters. The pages' text boxes and every upload of a game list or event (Tournament,
#: Whole event, Club) take at most this many, and say so with this one figure
#: (:func:`too_long`).
MAX_LIST_CHARS = MAX_GAMES * MAX_LINE_LENGTH
#: The most bytes one character takes in a file the readers decode (UTF-8 writes one in at most
#: four, UTF-16 in two or four): a file larger than that many bytes a character cannot hold a
#: text within a limit of characters.
MOST_BYTES_A_CHARACTER = 4
#: How many errors of one list or file are kept to be shown, on the pages and by the command
#: line; all of them are counted (a 2 MB file of junk has 80,000, which kept whole made its
#: reading ten times the file).
KEPT_ERRORS = 100
#: How many games a command that reads its games twice holds in memory
#: (:class:`~elo_core.cli.spool.GameSpool`): the lists the pages take and far more, about
#: 25 MB; the rest wait on disk.
GAMES_IN_MEMORY = 100_000
#: How much of a line that is too long its error quotes.
_QUOTED = 40


def too_long(text: str, limit: int | None = MAX_LIST_CHARS) -> LineError | None:
    """Returns the refusal of a ``text`` of more than ``limit`` characters, for the whole
    file, before any of it is read; ``None`` within the limit (or with no limit)."""
    if limit is None or len(text) <= limit:
        return None
    return LineError(0, "", Problem.TOO_MANY_CHARACTERS, str(limit), Place.FILE)


def too_many(lines: Sequence[str], limit: int | None, place: Place, *, start: int = 0,
             skip_comments: bool = False) -> LineError | None:
    """Returns the error for more than ``limit`` entries among ``lines[start:]``, naming the first
    entry beyond it; ``None`` within the limit (or with no limit).

    An entry is a line that is not blank (nor, with ``skip_comments``, a ``#`` comment). Only
    the lines are looked at, none is read as a game.
    """
    if limit is None or len(lines) - start <= limit:
        return None
    count = 0
    for number in range(start, len(lines)):
        stripped = lines[number].lstrip()
        if stripped and not (skip_comments and stripped[0] == "#"):
            count += 1
            if count > limit:
                return LineError(number + 1, "", Problem.TOO_MANY_GAMES, str(limit), place)
    return None


#: A line too long to read that is still plainly a game: a rating of thousands of digits (zeros
#: in front or not) and a result, as a careless paste or a hostile link makes one.
_HUGE_RATING = re.compile(r"\s*(?:[^\d\s#:;][^#:;\t]{0,80}?\s+)?(?P<rating>\d{10,})"
                          r"(?:/\d{1,12})?\s*(?:[:;\t]\s*|\s+)\S{1,20}\s*")


def line_too_long(number: int, text: str, place: Place = Place.LINE) -> LineError:
    """Returns the error for a line longer than ``MAX_LINE_LENGTH``, quoting only its start; a game
    whose rating has thousands of digits is named for that, "the rating … is out of range"."""
    quoted = text.strip()[:_QUOTED] + "…"
    huge = _HUGE_RATING.fullmatch(text)
    if huge:
        return LineError(number, quoted, Problem.RATING_OUT_OF_RANGE,
                         huge["rating"][:_QUOTED // 4] + "…", place)
    return LineError(number, quoted, Problem.LINE_TOO_LONG, str(MAX_LINE_LENGTH), place)
