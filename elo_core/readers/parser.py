"""Reads a game list: one game per line, as people type them.

A line is ``[DATE] [NAME] [RATING[/RD]] SEP FIELD [# comment]``:

- DATE, where a line has one, is the day the game was played, written as a date is written
  (``2025-03-14``, ``2025.03.14``, ``14.03.2025``; a PGN's ``2025.??.??`` too); the first rating
  reads it (:mod:`elo_core.dates`);
- NAME is the opponent's name: words, or in double quotes anything but a line break, a quote
  inside written twice (``"Meier 2" 1800:1``, ``"Kok: Kim" 1800:½``, ``"Jan ""JJ"" Kok":+``).
  A quoted name is the whole name and is taken as it stands; a bare one has its spaces made
  single. A quote that does not open a quoted name (no closing quote before a space, SEP or
  the line's end) is part of a bare name (``O"Brien``);

- SEP is ``:`` ``;`` or a tab (once at most), or spaces;
- RATING is the opponent's rating, RATING_MIN–RATING_MAX; RD its Glicko rating deviation,
  above 0 and at most 500 (``1850/60:1``); ``0`` for an opponent without a rating, as pairing
  programs and tournament sites show one (``Kok 0:1``: a game played and listed, never rated,
  B.02 §8.3.1);
- FIELD is a result (:mod:`elo_core.readers.notation` has the whole grammar): a score, a game's
  result with the player's colour (``1800:w 1-0``, ``1800 0-1 b``), a colour with a score
  (``1800:s ½``), a forfeit (``1800:+``, ``1800:kampflos``) or a bye (``bye``, ``bye ½``).
  Without SEP, the last two words are the field when they read as a mark and a result or the
  first of them is a mark, else the last word is; with SEP, the field follows it (a bye or
  forfeit word just before SEP belongs to it: ``bye:½``, ``kampflos:+``).

A round not played (a forfeit or a bye) needs no rating: a bare ``+``, ``-``, ``bye``,
``spielfrei``, ``vrij``, ``kampflos``, ``kampflos +`` or ``bye 0`` is a game that is listed and
never rated, and ``Meier +`` or ``Meier:+`` is a forfeit won against Meier. There the word
before the field is the rating when it starts with a digit, so such a name cannot; and a name
that ends in a mark (a colour, bye or forfeit word) is read whole only with SEP
(``Jan de Wit:+``; in ``Jan de Wit +``, ``Wit +`` is White's forfeit win). A bare name cannot
hold SEP or ``#`` nor end in a number (``Meier 2 1800:1`` has too many fields); in quotes it
can, and :func:`~elo_core.readers.writer.format_game` quotes every name that would not read
back whole bare. ``#`` outside quotes starts a comment; blank lines are skipped.

A pasted table (a first line whose cells, split by tabs, ``;`` or ``,``, name a rating and a
result column, as a tournament site's player card has) is read by its columns instead
(:mod:`elo_core.readers.columns`). Text after a byte-order mark is read as if it had none.

Like python-chess's PGN reader, it never stops at the first problem: every line becomes a game or
a :class:`LineError` that names the line, quotes it and says why. A list with more games than
``max_games`` (``MAX_GAMES`` on the pages) is refused before any line is read, and a line longer
than ``MAX_LINE_LENGTH`` is an error that is not read further.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import lru_cache
from itertools import chain, repeat

from elo_core.games import Colour, Game, Unplayed
from elo_core.ranges import GAME_RD_MAX, RATING_MAX, RATING_MIN
from elo_core.readers.columns import (
    Header,
    RatingColumn,
    find_header,
    read_card_row,
    table_items,
)
from elo_core.readers.limits import (
    LONGEST_LINE,
    MAX_GAMES,
    MAX_LINE_LENGTH,
    line_too_long,
    too_many,
)
from elo_core.readers.notation import (
    RESULT_TOKENS,
    SCORE_PAIR,
    UNPLAYED_WORDS,
    UNRATED_TOKEN,
    Fault,
    Result,
    WrittenOpponent,
    doubts,
    is_mark,
    may_doubt,
    read_number,
    read_opponent,
    read_rating,
    read_result,
)
from elo_core.readers.problems import GameList, LineError, Place, Problem, collect

__all__ = ["parse_game_list"]


_SEPARATORS = re.compile(r"[:;\t]")
#: A date at the start of a line: year first (ISO or a PGN's dots, unknown parts as ``?``) or
#: last (``14.03.2025``); the first rating reads and checks it.
_DATE = re.compile(r"(?:[\d?]{4}[-./][\d?]{1,2}[-./][\d?]{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{4})"
                   r"(?=\s|$)")
#: A :class:`Game` from a tuple of all its fields, without the keyword handling of its
#: constructor, which costs a tenth of the time a plain line takes to read.
_new_game = tuple.__new__
#: Where a :class:`Game`'s line number stands among its fields.
_GAME_LINE = Game._fields.index("line")
#: The commonest line, tidy: no space around it, a name (if any) of words that each begin with a
#: letter, one space between them and before the rating, and a colon before the result
#: (``Spieler Baaa 1643:0``, ``1800/60:½``): the name, and the rest (:func:`_tail_fields`). Its
#: name needs no spaces made single, and cannot end in a number (:func:`_ends_in_number`),
#: since no word of it begins with a digit or a sign.
_TIDY_LINE = re.compile(
    r'(?:([^\W\d_][^\s#:;"]*(?: [^\W\d_][^\s#:;"]*)*) )?([1-9]\d{2,3}(?:/[1-9]\d?\d?)?:[^\s#:;]+)')
#: Any other well-formed line, read in one match; anything else takes the careful path.
_PLAIN_LINE = re.compile(
    r'\s*(?:(?P<name>[^\d\s#:;"][^#:;\t]*?)\s+)?(?P<rating>[1-9]\d{2,3})(?:/(?P<rd>[1-9]\d?\d?))?'
    r"\s*(?:[:;\t]\s*|\s+)(?P<result>[^\s#:;]+)\s*")
#: What a tidy line's rating, deviation and result give: the rating, the score, how the round
#: was not played, the deviation, the colour.
_TailFields = tuple[float, float, Unplayed | None, float | None, Colour | None]


def parse_line(text: str, line: int = 1) -> Game | LineError | None:
    """Parses one line into a game, an error, or ``None`` for a blank or comment line (the grammar
    above; a line longer than ``MAX_LINE_LENGTH`` is an error without being read)."""
    return _read_line(text, line, _tail_fields)


def _tail_fields(tail: str) -> _TailFields | None:
    """Reads the end of a tidy line (:data:`_TIDY_LINE`), its rating, deviation and result
    (``1643:0``, ``1800/60:½``); returns ``None`` where the rating is out of range, the
    deviation above ``GAME_RD_MAX`` or the result unknown."""
    rating_text, _, result_text = tail.partition(":")
    rating_text, _, rd = rating_text.partition("/")
    return _checked(rating_text, rd or None, result_text)


def _checked(rating_text: str, rd: str | None, result_text: str) -> _TailFields | None:
    """Reads a well-formed line's rating, deviation and result, written as digits and a result
    word; returns ``None`` where the rating is out of range, the deviation above
    ``GAME_RD_MAX`` or the result unknown."""
    rating = float(rating_text)
    result = RESULT_TOKENS.get(result_text) or RESULT_TOKENS.get(result_text.lower())
    if (result is None or not RATING_MIN <= rating <= RATING_MAX
            or (rd is not None and int(rd) > GAME_RD_MAX)):
        return None
    score, unplayed, colour = result
    return rating, score, unplayed, None if rd is None else float(rd), colour


def _read_line(text: str, line: int, tail_fields: Callable[[str], _TailFields | None]
               ) -> Game | LineError | None:
    """Parses a line as :func:`parse_line` does, and has ``tail_fields`` read the end of a tidy
    line: :func:`_tail_fields`, or the same keeping what it has read, as a list's reader does
    (a long list repeats its ratings and results, if not its names)."""
    if len(text) > MAX_LINE_LENGTH:
        return line_too_long(line, text)
    tidy = _TIDY_LINE.fullmatch(text)
    fields = tail_fields(tidy[2]) if tidy else None
    if tidy and fields is not None:
        rating, score, unplayed, rd, colour = fields
        name = tidy[1]
        if not name:
            name = title = federation = ""
        elif name.istitle():  # no word of two capitals: no title, quickly
            title = federation = ""
        else:
            name, title, federation = read_opponent(name)
        return _new_game(Game, (rating, score, name, unplayed, line, "", rd, colour, title,
                                federation, None))
    plain = _PLAIN_LINE.fullmatch(text)
    if plain:
        name, rating_text, rd_text, result_text = plain.groups()  # in the pattern's order
        fields = _checked(rating_text, rd_text, result_text)
        if fields is not None and not (name and _ends_in_number(name)):
            rating, score, unplayed, rd, colour = fields
            if not name or name.istitle():  # no word of two capitals: no title, quickly
                name, title, federation = " ".join(name.split()) if name else "", "", ""
            else:
                name, title, federation = read_opponent(name)
            return _new_game(Game, (rating, score, name, unplayed, line, "", rd, colour, title,
                                    federation, None))
    named = _NAME_AND_RESULT.fullmatch(text)
    if named:
        before, last, result_text = named.groups()
        wanting = _name_and_result(text, before, last, result_text, line)
        if wanting is not None:
            return wanting
    return _parse_line_carefully(text, line)


#: A line of a name and a result alone (``Müller17 1``, ``Carlsen, Magnus ½``): no separator,
#: quote, comment or date, the name's last word a word of letters, which the reader takes for
#: the rating it is not; :func:`_name_and_result` reads it in one match.
_NAME_AND_RESULT = re.compile(
    r'[^\S\t]*([^\W\d_][^\t#:;"]*?[^\S\t])?([^\W\d_]\w*)[^\S\t]+([^\s#:;"]+)[^\S\t]*')


def _name_and_result(text: str, before: str | None, last: str, result_text: str,
                     line: int) -> LineError | None:
    """Returns the error the careful path makes of a line of a name and a played result alone
    (a game wanting its rating, the name's last word read as a rating that is not a number);
    ``None`` for any line it would read otherwise: a result word the name's last word could
    be the mark or the result of (``Kok w 1``, ``Kok 1 w``), a number before it (``Meier 2
    Jan 1``)."""
    result = RESULT_TOKENS.get(result_text) or RESULT_TOKENS.get(result_text.lower())
    if (result is None or result.unplayed is not None or is_mark(last)
            or last.lower() in RESULT_TOKENS):
        return None
    words = before.split() if before else []
    if words and read_number(words[-1]) is not None:
        return None
    words.append(last)
    game = _game(None, result, read_opponent(" ".join(words)), line)
    return LineError(line, text.strip(), _rating_wanted(last), last, game=_wanting(game, ""))


def _rating_wanted(word: str) -> Problem:
    """Tells what a line lacks whose rating's place holds ``word``, not a number: a word
    without a digit is its name's (``Nobody 1``: the rating is missing), one with a digit a
    rating mistyped, or a name (``l800``, ``Müller17``: the rating is not a number)."""
    return (Problem.RATING_NOT_A_NUMBER if any(c.isdecimal() for c in word)
            else Problem.MISSING_RATING)


_NO_NAME = WrittenOpponent("")


def _ends_in_number(name: str) -> bool:
    """Tells whether the last word of a name is a number (``Player 2 1800:1`` has too many
    fields)."""
    return (name[-1].isdecimal() or name[-1] in ".,") and (
        read_number(name.rsplit(None, 1)[-1]) is not None)


#: A quoted name at the start of a line's content: anything but a quote, or a quote written
#: twice, between two quotes; then a space, a separator or the end.
_QUOTED_NAME = re.compile(r'"((?:[^"]|"")*)"(?=[\s:;]|$)')


def _parse_line_carefully(text: str, line: int) -> Game | LineError | None:
    if not text.split("#", 1)[0].strip():
        return None
    content = text.strip()
    day = _DATE.match(content)
    if day:
        content = content[day.end():].strip()
    quoted = _QUOTED_NAME.match(content)
    if quoted:
        item = _read_named(quoted[1].replace('""', '"'),
                           content[quoted.end():].split("#", 1)[0].strip(), line)
    else:
        content = content.split("#", 1)[0].strip()
        item = _read_content(content, line) if content else Fault(Problem.NOT_A_GAME)
    if isinstance(item, Fault):
        return LineError(line, text.strip(), item.problem, item.token,
                         game=_wanting(item.game, day.group() if day else ""))
    return item._replace(date=day.group()) if day else item


def _wanting(game: Game | None, day: str) -> Game | None:
    """Returns the game a line without a rating gives, on its day, where it names its
    opponent: by name, or by FIDE ID in the rating's place; ``None`` where it names no one."""
    if game is None or not (game.name or game.fide_id):
        return None
    return game._replace(date=day) if day else game


def line_comment(text: str) -> str:
    """Returns a line's comment as written, with the spaces before it (``"Kok 1  # round 3"`` →
    ``"  # round 3"``), where the reader above finds it: the first ``#`` after the line's date
    and quoted name (a ``#`` inside quotes is the name's); ``""`` for a line without one."""
    content = text.strip()
    day = _DATE.match(content)
    start = day.end() if day else 0
    rest = content[start:].lstrip()
    start = len(content) - len(rest)
    quoted = _QUOTED_NAME.match(rest)
    sign = content.find("#", start + (quoted.end() if quoted else 0))
    return "" if sign < 0 else content[len(content[:sign].rstrip()):]


def _read_named(name: str, rest: str, line: int) -> Game | Fault:
    """Reads the game after a quoted name: the rest of the line read as a line without a name
    (a title and federation may stand there: ``"Meier 2" GM GER 1800:1``); a result alone
    after the name (``"Meier 2" 1``) is a game without its rating."""
    result = read_result(rest) if rest and len(rest.split()) == 1 else None
    if isinstance(result, Result) and result.unplayed is None:
        return Fault(Problem.MISSING_RATING, "", Game(None, result.score, name, None, line))
    item = _read_content(rest, line) if rest else Fault(Problem.NOT_A_GAME)
    if isinstance(item, Fault):
        named = item.game is not None and not item.game.name
        return item._replace(game=item.game._replace(name=name) if named and item.game
                             else None)
    return Fault(Problem.TOO_MANY_FIELDS) if item.name else item._replace(name=name)


def _read_content(content: str, line: int) -> Game | Fault:
    """Reads a line's content (comment and outer spaces gone) by the grammar above. A tab or a
    semicolon is a separator where that reading gives a game, else a space: a row copied from
    a spreadsheet (``Meier⇥1800⇥1``) or exported by a German spreadsheet without its header
    (``Müller, Hans;1800;1``) reads as the same game as ``Meier 1800 1``."""
    item = _read_fields(content, line)
    for separator in "\t;":
        spaced_content = content.replace(separator, " ").strip()
        if isinstance(item, Fault) and separator in content and spaced_content:
            spaced = _read_fields(spaced_content, line)
            if isinstance(spaced, Game):
                return spaced
    if isinstance(item, Fault):
        for separator in "\t;":
            card = read_card_row(content.split(separator), line)
            if card is not None:
                return card
        last = content.split()[-1]
        if SCORE_PAIR.fullmatch(last) and last in RESULT_TOKENS:
            # Müller 1:0: a result after a name alone
            return Fault(Problem.MISSING_RATING, "", _paired_without_rating(content, line))
    return item


#: A word a rating may be: ``1600``, ``1850/60``, ``(1600)``.
_RATING_WORD = re.compile(r"\(?\d[\d/.,]*\)?")


def _pair_splits(content: str) -> Iterator[tuple[list[str], list[str]]]:
    """Yields the ways a line's words split before a result written with the player's score
    first (``1:0``, a colour before or after it: ``w 1:0``, ``1:0 b``): the words before it,
    and the field."""
    words = content.split()
    for at in (len(words) - 1, len(words) - 2):
        if at < 1 or not SCORE_PAIR.fullmatch(words[at]):
            continue
        before, field = words[:at], words[at:]
        if len(field) == 1 and len(before) > 1 and is_mark(before[-1]):
            before, field = before[:-1], [before[-1], *field]
        yield before, field


def _score_pair(content: str, line: int) -> Game | Fault | None:
    """Reads a line whose result is written with the player's score first (``Müller 1600
    1:0``, a colour before or after it: ``1600 w 1:0``), which SEP would split; returns
    ``None`` for any other. Only after a rating is it such a result: ``Kok 0:1`` is a win
    against an opponent without a rating, as it always was."""
    for before, field in _pair_splits(content):
        if _RATING_WORD.fullmatch(before[-1]):
            return _entry(read_result(" ".join(field)), before, line)
    return None


def _paired_without_rating(content: str, line: int) -> Game | None:
    """Returns the game of a line that writes a name and a result with the player's score
    first, but no rating (``Müller 1:0``, ``Müller w 1:0``): the name, the result and the
    colour."""
    for before, field in _pair_splits(content):
        result = read_result(" ".join(field))
        if isinstance(result, Result):
            return _game(None, result, read_opponent(" ".join(before)), line)
    return None


def _read_fields(content: str, line: int) -> Game | Fault:
    paired = _score_pair(content, line)
    if paired is not None:
        return paired
    parts = _SEPARATORS.split(content)
    if len(parts) > 2:
        return Fault(Problem.TOO_MANY_FIELDS)
    if len(parts) == 2:
        words, field = parts[0].split(), parts[1].split()
        if not field:
            return Fault(Problem.MISSING_RESULT)
        if len(field) == 1 and words and words[-1].lower() in UNPLAYED_WORDS:
            joined = read_result(f"{words[-1]} {field[0]}")
            if isinstance(joined, Result):
                return _entry(joined, words[:-1], line)
        return _entry(read_result(" ".join(field)), words, line)
    words = content.split()
    if len(words) >= 2:
        pair = read_result(" ".join(words[-2:]))
        if isinstance(pair, Result) or is_mark(words[-2]):
            return _entry(pair, words[:-2], line)
    *words, last = words
    result = read_result(last)
    if not words and not (isinstance(result, Result) and result.unplayed):
        return Fault(Problem.MISSING_RESULT if read_number(last) is not None
                     else Problem.NOT_A_GAME)
    return _entry(result, words, line)


def _game(rating: float | None, result: Result, opponent: WrittenOpponent, line: int,
          rd: float | None = None, fide_id: int | None = None) -> Game:
    """Returns the game a read result makes against ``opponent``."""
    score, unplayed, colour = result
    return Game(rating, score, opponent.name, unplayed, line, "", rd, colour, opponent.title,
                opponent.federation, fide_id)


def _entry(result: Result | Fault, words: list[str], line: int) -> Game | Fault:
    """Returns the game that ``words`` (name and rating) and a read result make; where the
    rating's place holds a name's word or a FIDE ID, the fault of the rating with the game
    the line gives without it."""
    if isinstance(result, Fault):
        return result
    if not words:
        game = _game(None, result, _NO_NAME, line)
        return game if result.unplayed else Fault(Problem.MISSING_RATING, "", game)
    *name, rating_token = words
    if result.unplayed and not rating_token.lstrip("(")[:1].isdecimal():
        return _game(None, result, read_opponent(" ".join(words)), line)
    if name and read_number(name[-1]) is not None:
        if all(read_number(word) is not None for word in name):
            return Fault(Problem.TOO_MANY_FIELDS)
        return Fault(Problem.NUMBER_FOR_NAME, name[-1])
    if rating_token == UNRATED_TOKEN:
        return _game(None, result, read_opponent(" ".join(name)), line)
    rating = read_rating(rating_token)
    if isinstance(rating, Fault):
        if rating.problem is Problem.RATING_NOT_A_NUMBER:  # Kok 1: the word is the name's
            return Fault(_rating_wanted(rating.token), rating.token,
                         _game(None, result, read_opponent(" ".join(words)), line))
        if is_fide_id(rating_token):
            return rating._replace(game=_game(None, result, read_opponent(" ".join(name)),
                                              line, fide_id=int(rating_token)))
        return rating
    return _game(rating[0], result, read_opponent(" ".join(name)), line, rating[1])


#: The most digits a FIDE ID has.
_ID_DIGITS = 10


def is_fide_id(word: str) -> bool:
    """Checks whether a word in the rating's place is a FIDE ID: a whole number above ``RATING_MAX``
    of at most ten digits."""
    return word.isdecimal() and len(word) <= _ID_DIGITS and int(word) > RATING_MAX


def parse_game_list(text: str, max_games: int | None = MAX_GAMES,
                    rating_column: RatingColumn = RatingColumn.FIDE) -> GameList:
    """Reads every line of ``text`` as a game or an error, and never raises. The games,
    errors and notes are :func:`read_game_list`'s, the one reader, collected
    (:func:`~elo_core.readers.problems.collect`); a pasted table with several rating columns
    gives the one ``rating_column`` asks for (FIDE's first unless told).

    With more than ``max_games`` games (lines that are not blank or a comment; a table's rows)
    nothing is read: the one error names the first line beyond the limit (``None``: no limit).
    Only the lines are counted for that, none is read as a game.

    By the grammar above, ``Meier IM FRA 1950:½`` is a draw against Meier, an IM of France
    rated 1950; ``2025-03-14 Kok 1800 1-0 w`` a win with White against Kok on that day:

    >>> from elo_core import parse_game_list
    >>> meier = parse_game_list("Meier IM FRA 1950:½").games[0]
    >>> meier.name, meier.title, meier.federation, meier.opponent_rating, meier.score
    ('Meier', 'IM', 'FRA', 1950.0, 0.5)
    >>> kok = parse_game_list("2025-03-14 Kok 1800 1-0 w").games[0]
    >>> kok.date, kok.colour.value, kok.score
    ('2025-03-14', 'white', 1.0)

    A line that is no game is named, with why, and the lines around it are still read:

    >>> listed = parse_game_list("1800:1\\nKok 1800:x\\nbye")
    >>> len(listed.games)
    2
    >>> print(listed.errors[0].message())
    line 2: unknown result 'x' (use 1, ½, 0, w/d/l, + or -) — "Kok 1800:x"
    """
    if max_games is not None:
        lines = text.removeprefix("\ufeff").splitlines()
        _, header = _opening(iter(lines), rating_column)
        over = (too_many(lines, max_games, Place.LINE, skip_comments=True) if header is None
                else too_many(lines, max_games, Place.LINE, start=header.position + 1))
        if over is not None:
            return GameList([], [over])
    notes: list[LineError] = []
    parsed = collect(read_game_list((text,), rating_column, on_note=notes.append))
    return parsed._replace(notes=tuple(notes)) if parsed.games and notes else parsed


def read_game_list(texts: Iterable[str], rating_column: RatingColumn = RatingColumn.FIDE,
                   on_header: Callable[[Header], object] | None = None,
                   on_note: Callable[[LineError], object] | None = None
                   ) -> Iterator[Game | LineError]:
    """Reads the games and errors of the text that comes in ``texts`` (pieces of any size, or the
    whole text as one), one at a time and in order, with no game limit: a list of any length
    takes no more memory than its longest line. A table (a first line that names a rating
    and a result column) is read by its columns, the rating from ``rating_column``; its
    header is given to ``on_header`` before its first row is read (which column was read),
    and what a line's or row's game is read with that it may not mean (a title or federation
    not read, :func:`~elo_core.readers.notation.doubts`) to ``on_note``, before the game."""
    lines = split_lines(texts)
    head, header = _opening(lines, rating_column)
    if header is not None:
        if on_header is not None:
            on_header(header)
        return table_items(chain(head, lines), header, Place.LINE, on_note)
    return _line_items(chain(head, lines), on_note)


def table_header(text: str, rating_column: RatingColumn = RatingColumn.FIDE) -> Header | None:
    """Returns the header of the table that ``text`` is, as :func:`read_game_list` reads it.

    Its ratings come from ``rating_column``. A game list has no header (``None``). Only the lines
    up to the first that is not blank are split."""
    return _opening(split_lines((text,)), rating_column)[1]


def _opening(lines: Iterator[str], rating_column: RatingColumn
             ) -> tuple[Iterator[str], Header | None]:
    """Returns the lines up to the first that is not blank, a byte-order mark taken off the
    first, and the table header that line is, if it is one (its rating from
    ``rating_column``). The blank lines come back as empty ones, however many there are: they
    are counted, not kept."""
    for blank, line in enumerate(lines):
        if blank == 0:
            line = line.removeprefix("\ufeff")
        if line.strip():
            header = find_header([line], rating_column)
            return (chain(repeat("", blank), [line]),
                    None if header is None else header._replace(position=blank))
    return iter(()), None  # blank lines only, which read as nothing


#: How many distinct lines :func:`_line_items` keeps the reading of: a long list repeats its
#: lines (a few thousand ratings, a few results), and a line reads the same wherever it stands.
#: A line too long to be read is not kept.
_KEPT_READINGS = 4096
_UNREAD = object()
_NO_NOTES: tuple[LineError, ...] = ()


def _line_items(lines: Iterable[str], on_note: Callable[[LineError], object] | None = None
                ) -> Iterator[Game | LineError]:
    """Yields each line read as a game or an error (blank and comment lines passed over),
    numbered; gives each note of a game's line to ``on_note`` (:func:`line_notes`)."""
    readings: dict[str, list[object] | LineError | None] = {}
    noted: dict[str, Sequence[LineError]] = {}
    tail_fields = lru_cache(maxsize=_KEPT_READINGS)(_tail_fields)
    for number, line in enumerate(lines, start=1):
        reading = readings.get(line, _UNREAD)
        if reading is _UNREAD:
            item = _read_line(line, number, tail_fields)
            notes = (line_notes(item, line) if isinstance(item, Game) and may_doubt(item)
                     else _NO_NOTES)
            if len(readings) < _KEPT_READINGS and len(line) <= MAX_LINE_LENGTH:
                readings[line] = list(item) if isinstance(item, Game) else item
                if notes:
                    noted[line] = notes
            if on_note is not None:
                for note in notes:
                    on_note(note)
            if item is not None:
                yield item
        elif type(reading) is list:
            reading[_GAME_LINE] = number
            if on_note is not None:
                for note in noted.get(line, ()):
                    on_note(note._replace(line=number))
            yield _new_game(Game, reading)
        elif isinstance(reading, LineError):
            game = reading.game
            yield reading._replace(line=number,
                                   game=None if game is None else game._replace(line=number))


def line_notes(game: Game, text: str) -> list[LineError]:
    """Returns the notes of the line ``text``, read as ``game``: what its opponent is read with that
    it may not mean (:func:`~elo_core.readers.notation.doubts`), each naming the line."""
    return [LineError(game.line, text.strip(), fault.problem, fault.token)
            for fault in doubts(game)]


#: What ``str.splitlines`` ends a line at.
_LINE_BREAKS = "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"
#: How much of a piece of text is split at once: a whole text is taken this much at a time, so
#: that its lines (millions of blank ones, say) are never all split at once.
_SPLIT_AT_ONCE = 1 << 16


def split_lines(texts: Iterable[str], breaks: str = _LINE_BREAKS) -> Iterator[str]:
    r"""Yields the lines of text that comes in pieces, as ``str.splitlines`` gives those of the
    whole, in bounded memory.

    A line longer than ``LONGEST_LINE`` is given cut there; the rest of it is passed over as it
    comes. A piece is split ``_SPLIT_AT_ONCE`` characters at a time. ``breaks`` are the characters
    that end a line: ``\r\n`` for a TRF, which ends lines at ``\r\n``, ``\r`` and ``\n`` only.
    ``\r\n`` is one line break, whether it is split between two pieces or not."""
    split = str.splitlines if breaks == _LINE_BREAKS else _splitter(breaks)
    rest: list[str] = []  # the line not ended yet, as far as it is kept
    kept = 0
    after_cr = False
    for text in _slices(texts):
        if after_cr and text[0] == "\n":
            text = text[1:]
            if not text:
                after_cr = False
                continue
        lines = split(text)
        last = text[-1]
        after_cr = last == "\r"
        if len(lines) > 1 or last in breaks:
            first = lines[0]
            if rest:
                rest.append(first[:LONGEST_LINE - kept])
                first, rest, kept = "".join(rest), [], 0
            yield first[:LONGEST_LINE]
            if last not in breaks:
                partial = lines.pop()
                rest, kept = [partial[:LONGEST_LINE]], min(len(partial), LONGEST_LINE)
            yield from lines[1:]
        elif kept < LONGEST_LINE:
            rest.append(text[:LONGEST_LINE - kept])
            kept += len(rest[-1])
    if rest:
        yield "".join(rest)


def _slices(texts: Iterable[str]) -> Iterator[str]:
    """Yields the pieces, none empty and none longer than ``_SPLIT_AT_ONCE``."""
    for text in texts:
        if len(text) <= _SPLIT_AT_ONCE:
            if text:
                yield text
        else:
            for at in range(0, len(text), _SPLIT_AT_ONCE):
                yield text[at:at + _SPLIT_AT_ONCE]


def _splitter(breaks: str) -> Callable[[str], list[str]]:
    r"""Returns a ``str.splitlines`` with only ``breaks`` (and ``\r\n``) ending a line."""
    pattern = re.compile("\r\n|[" + re.escape(breaks) + "]")
    others = breaks.replace("\n", "")

    def split(text: str) -> list[str]:
        lines = (text.split("\n") if not any(b in text for b in others)  # the usual: quicker
                 else pattern.split(text))
        if text[-1] in breaks:
            lines.pop()
        return lines
    return split
