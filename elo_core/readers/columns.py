"""Reads games from a table with a header row: a CSV file, or a table pasted from a tournament site.

The header names the columns in English, German or Dutch, in any order; only the opponent's
rating and the result are needed (a name and a date are kept where there is a column for them).
A result column is one named result, ``Res.``, ``Ergebnis``/``Erg.``, ``uitslag``, score …; a
points column (``Pts.``, ``Pkt.``, ``Pnt``) is taken only when there is none, because on a
tournament site's player card it holds the opponent's total, not the game's result. Round,
board and start-number columns are passed over.

A title column (``Title``, ``Titel``, ``Tit.``; on chess-results' player card the column without
a name just before the name) and a federation column (``FED``, ``Fed``, ``Federation``, ``Land``,
``Föderation``, ``Federatie``, ``Country``) give a game its opponent's title and federation
(a norm counts them, :mod:`elo_core.norms.typed`), each before what the name cell writes beside
the name (``Meier IM``, :func:`~elo_core.readers.notation.read_opponent`). A cell that is no
FIDE title, or not three letters, leaves the game without it; three letters that are no FIDE
federation's code are kept as written, counting for nothing in a norm; each is said as a note
of its line (:attr:`~elo_core.readers.problems.GameList.notes`).

A result cell is read like a game list's result field (:mod:`elo_core.readers.notation`), so a
colour with the result (``w 1``, ``s ½``, ``b 0``) and forfeits (``+``, ``-``) work. An opponent
without a rating (an empty cell, ``0`` or ``-``, as the sites show unrated players) is listed
as a game that cannot be rated; a round the player was not paired in (``not paired``,
``nicht ausgelost`` in the name cell) or a bye word is a bye.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from enum import StrEnum
from itertools import islice
from typing import NamedTuple

from elo_core.games import Game, Unplayed
from elo_core.readers.limits import MAX_LINE_LENGTH, line_too_long, too_many
from elo_core.readers.notation import (
    BYE_WORDS,
    DASHES,
    Fault,
    doubts,
    read_federation_cell,
    read_opponent,
    read_rating,
    read_result,
    read_title_cell,
)
from elo_core.readers.problems import GameList, LineError, Place, Problem, collect

#: Header words (lower case, letters only) by the column they name; a rating word may be part of
#: a longer header (``Gegner-Elo``, ``rating tegenstander``). Where a table has several rating
#: columns, :class:`RatingColumn` says which is taken.
_RATING_WORDS = ("elo", "rating", "wertung", "dwz", "rtg", "fide", "knsb")
_INTERNATIONAL = ("elo", "fide", "rtgi")
_NATIONAL = ("dwz", "rtgn", "knsb", "national")
_RESULT_WORDS = {"result", "score", "res", "ergebnis", "erg", "resultat", "resultaat",
                 "uitslag", "uitkomst"}
_POINTS_WORDS = {"points", "pts", "punkte", "punkt", "pkt", "punten", "punt", "pnt"}
_NAME_WORDS = {
    "name", "opponent", "opponentname", "player", "gegner", "gegnername", "spieler",
    "tegenstander", "tegenspeler", "naam", "speler",
}
_DATE_WORDS = {"date", "datum", "dag", "tag"}
_TITLE_WORDS = {"title", "titel", "tit"}
_FEDERATION_WORDS = {"fed", "federation", "land", "föderation", "federatie", "country",
                     "verband", "nation"}
#: The delimiters a table may have, the first preferred when a header has as many of each.
DELIMITERS = "\t;,"
#: How a rating cell says the opponent has none.
_UNRATED = {"", "0", "-"}
#: What a player card writes in the name cell of a round the player was not paired in.
_NOT_PAIRED = {"not paired", "nicht ausgelost", "niet ingedeeld", "niet gepaard"}


class RatingColumn(StrEnum):
    """Which rating column a table with several gives the games: an Elo or international column
    (``Elo``, ``FIDE``, chess-results' ``RtgI``), a national one (``DWZ``, ``RtgN``, ``KNSB``),
    or one that says neither (``Rating``), taken between the two."""

    FIDE = "fide"
    """The FIDE rating first, as FIDE's and Glicko-2's games want."""
    NATIONAL = "national"
    """The national rating first, as the DWZ's games want."""


class Header(NamedTuple):
    """Where a table's header is (an index into its lines), its delimiter and its columns."""

    position: int
    delimiter: str
    columns: dict[str, int]
    ratings: tuple[str, ...] = ()
    """Its rating columns as the header names them, the one read first (:func:`rating_names`):
    more than one, and which of them was read is worth saying."""


def _key(header: str) -> str:
    return re.sub(r"[^a-zäöüß]", "", header.strip().lower())


def find_columns(cells: Sequence[str],
                 rating_column: RatingColumn = RatingColumn.FIDE) -> dict[str, int]:
    """Finds which cell of a header row names the rating (by ``rating_column`` where several do),
    result, name, date, title and federation columns; without a title column named, a cell
    left empty just before the name's names it, as chess-results' player card has it."""
    found: dict[str, int] = {}
    points = None
    for index, raw in enumerate(cells):
        key = _key(raw)
        if _names_rating(key):
            continue
        if "result" not in found and key in _RESULT_WORDS:
            found["result"] = index
        elif points is None and key in _POINTS_WORDS:
            points = index
        elif "name" not in found and key in _NAME_WORDS:
            found["name"] = index
        elif "date" not in found and key in _DATE_WORDS:
            found["date"] = index
        elif "title" not in found and key in _TITLE_WORDS:
            found["title"] = index
        elif "federation" not in found and key in _FEDERATION_WORDS:
            found["federation"] = index
    if "title" not in found and found.get("name", 0) > 0 and not cells[found["name"] - 1].strip():
        found["title"] = found["name"] - 1
    if "result" not in found and points is not None:
        found["result"] = points
    ratings = _rating_columns(cells, rating_column)
    if ratings:
        found["rating"] = ratings[0][1]
    return found


def rating_names(cells: Sequence[str],
                 rating_column: RatingColumn = RatingColumn.FIDE) -> tuple[str, ...]:
    """Returns the header cells that name a rating column, trimmed: the one :func:`find_columns`
    reads (by ``rating_column``) first, then the others in their order of preference."""
    return tuple(cells[index].strip() for _, index in _rating_columns(cells, rating_column))


def _names_rating(key: str) -> bool:
    return any(word in key for word in _RATING_WORDS)


def _rating_columns(cells: Sequence[str], rating_column: RatingColumn) -> list[tuple[int, int]]:
    """Lists each rating column as (its preference, its index), the one to read first."""
    return sorted((_rating_preference(key, rating_column), index)
                  for index, key in enumerate(map(_key, cells)) if _names_rating(key))


def _rating_preference(key: str, rating_column: RatingColumn) -> int:
    """Returns 0 for the kind of rating column ``rating_column`` asks for, 2 for the other
    kind, 1 for one that says neither."""
    international = any(word in key for word in _INTERNATIONAL)
    if not international and not any(word in key for word in _NATIONAL):
        return 1
    return 0 if international is (rating_column is RatingColumn.FIDE) else 2


def first_content(lines: Sequence[str]) -> int | None:
    """Returns the index of the first line that is not blank."""
    return next((index for index, line in enumerate(lines) if line.strip()), None)


def delimiter_of(line: str) -> str:
    """Returns the delimiter a header line uses most (tab, then ``;``, then ``,`` on a tie)."""
    return max(DELIMITERS, key=lambda d: (line.count(d), -DELIMITERS.index(d)))


def find_header(lines: Sequence[str],
                rating_column: RatingColumn = RatingColumn.FIDE) -> Header | None:
    """Returns the table header that the first line is, if it names a rating and a result column
    (the rating column chosen by ``rating_column`` where it names several)."""
    index = first_content(lines)
    if index is None or not any(d in lines[index] for d in DELIMITERS):
        return None
    delimiter = delimiter_of(lines[index])
    cells = lines[index].split(delimiter)
    columns = find_columns(cells, rating_column)
    if not {"rating", "result"} <= columns.keys():
        return None
    return Header(index, delimiter, columns, rating_names(cells, rating_column))


def read_table(lines: Sequence[str], header: Header, place: Place,
               max_games: int | None) -> GameList:
    """Reads each row below the header as a game or an error naming its line (or row) number
    (:func:`table_items`); more than ``max_games`` rows are refused before any is read."""
    over = too_many(lines, max_games, place, start=header.position + 1)
    if over is not None:
        return GameList([], [over])
    return collect(table_items(lines, header, place))


def table_items(lines: Iterable[str], header: Header, place: Place,
                on_note: Callable[[LineError], object] | None = None
                ) -> Iterator[Game | LineError]:
    """Yields each row below the header of ``lines`` (all of them, the header's included), one at a
    time, as a game or an error naming its line (or row) number; blank rows are passed over.
    A title or federation cell a row's game is read without is given to ``on_note``.

    A broken quote ends the table with an error that refuses it whole (``REFUSES_LIST``),
    naming the line where reading stopped. On the pages' text box (``Place.LINE``) a row
    longer than ``MAX_LINE_LENGTH`` is an error, as a line of a game list is.
    """
    for number, row in table_rows(lines, header):
        if row is None:
            yield LineError(number, "", Problem.BAD_QUOTES, "", place)
            return
        item = _row(row, header, number, place)
        if isinstance(item, Game):
            item = _with_title_and_federation(item, row, header, place, on_note)
        if item is not None:
            yield item


def _with_title_and_federation(game: Game, row: list[str], header: Header, place: Place,
                               on_note: Callable[[LineError], object] | None) -> Game:
    """Returns ``game`` with the title and federation of its row's cells, each before what its
    name cell writes; gives ``on_note`` a cell that cannot be read, and what the game is then
    read with that the row may not mean (:func:`~elo_core.readers.notation.doubts`)."""
    title, federation = game.title, game.federation
    faults: list[Fault] = []
    for column in ("title", "federation"):
        cell = cell_of(row, header, column)
        read = read_title_cell(cell) if column == "title" else read_federation_cell(cell)
        if isinstance(read, Fault):
            faults.append(read)
        elif read and column == "title":
            title = read
        elif read:
            federation = read
    game = game._replace(title=title, federation=federation)
    if on_note is not None:
        for fault in [*faults, *doubts(game)]:
            on_note(LineError(game.line, header.delimiter.join(row).strip(), fault.problem,
                              fault.token, place))
    return game


def table_rows(lines: Iterable[str], header: Header) -> Iterator[tuple[int, list[str] | None]]:
    """Yields each row below the header of ``lines`` (all of them, the header's included) as its
    cells with the number of the line it ends on; a broken quote ends the rows with that line's
    number and ``None``."""
    import csv  # here, not at the top: the command line starts faster without it

    first = header.position + 1
    reader = csv.reader(islice(lines, first, None), delimiter=header.delimiter, strict=True)
    try:
        for row in reader:
            yield first + reader.line_num, row
    except csv.Error:
        yield first + reader.line_num, None


def cell_of(row: Sequence[str], header: Header, name: str) -> str:
    """Returns the cell of ``row`` in the column ``name`` (``rating``, ``title`` …), trimmed; ``""``
    where the table has no such column or the row is too short for it."""
    index = header.columns.get(name)
    return row[index].strip() if index is not None and index < len(row) else ""


def _row(row: list[str], header: Header, number: int, place: Place) -> Game | LineError | None:
    if not any(cell.strip() for cell in row):
        return None
    text = header.delimiter.join(row).strip()
    if place is Place.LINE and len(text) > MAX_LINE_LENGTH:
        return line_too_long(number, text, place)

    item = _row_game(lambda name: cell_of(row, header, name), number)
    if isinstance(item, Fault):
        return LineError(number, text, item.problem, item.token, place)
    return item


#: A whole number where a player card's row without a header may have its rating.
_WHOLE = re.compile(r"\(?\d+\)?")
#: The fewest cells a player card's row has: a name, a rating, a result and more.
_CARD_CELLS = 5


def read_card_row(cells: Sequence[str], number: int) -> Game | Fault | None:
    """Reads a player card's row pasted without its header, where its columns are plain.

    The result is the last cell, as every site's card has it. The name is the first cell with a
    letter, with only numbers (round, board, start number) before it. The rating is the one whole
    number in 100–3500 between the name and the result; with none, the opponent has no rating, or
    the round is a bye. Where two such numbers could each be the rating (a DWZ and an Elo, a start
    number past 99), the row is a fault naming them. The one cell there written the way a
    federation is written (``GER``, :func:`~elo_core.readers.notation.read_opponent`) is the
    opponent's federation.
    Returns ``None`` where the cells are not such a row."""
    cells = [cell.strip() for cell in cells]
    if len(cells) < _CARD_CELLS or isinstance(read_result(cells[-1]), Fault):
        return None
    name = next((index for index, cell in enumerate(cells) if any(c.isalpha() for c in cell)),
                None)
    if name is None or name == len(cells) - 1 or not all(
            not cell or cell.isdecimal() for cell in cells[:name]):
        return None
    ratings = [index for index in range(name + 1, len(cells) - 1)
               if _WHOLE.fullmatch(cells[index]) and not isinstance(read_rating(cells[index]),
                                                                     Fault)]
    if len(ratings) > 1:
        return Fault(Problem.RATING_COLUMN_UNCLEAR, ", ".join(cells[i] for i in ratings))
    columns = {"name": name, "result": len(cells) - 1, **({"rating": ratings[0]} if ratings
                                                         else {})}
    game = _row_game(lambda key: cells[columns[key]] if key in columns else "", number)
    federations = {opponent.federation for opponent in map(read_opponent, cells[name + 1:-1])
                   if opponent.federation and not (opponent.name or opponent.title)}
    if isinstance(game, Game) and len(federations) == 1:
        return game._replace(federation=federations.pop())
    return game


def _row_game(cell: Callable[[str], str], number: int) -> Game | Fault:
    rating_cell, result_cell, name, date = map(cell, ("rating", "result", "name", "date"))
    if not result_cell:
        return Fault(Problem.MISSING_RESULT)
    result = read_result(result_cell)
    if isinstance(result, Fault):
        return result
    score, unplayed, colour = result
    opponent = read_opponent(name)
    if rating_cell.translate(DASHES) in _UNRATED:
        if name.lower() in BYE_WORDS or name.lower() in _NOT_PAIRED:
            return Game(None, score, "", Unplayed.BYE, number, date)
        if unplayed is not None or name:
            # a game against an unrated opponent is listed; with no rating it cannot be rated
            return Game(None, score, opponent.name, unplayed, number, date, None, colour,
                        opponent.title, opponent.federation)
        return Fault(Problem.MISSING_RATING)
    rating = read_rating(rating_cell)
    if isinstance(rating, Fault):
        return rating
    return Game(rating[0], score, opponent.name, unplayed, number, date, rating[1], colour,
                opponent.title, opponent.federation)
