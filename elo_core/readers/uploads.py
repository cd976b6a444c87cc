"""Reads game lists from files: one entry point for an upload, and the CSV reader.

:func:`read_upload` takes a file as the browser sends it (its name and bytes) and returns what
the page needs, never raising: the games, the rows that are not games, the players of a PGN when
the page must ask whose games to rate, or the one reason nothing was imported.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from elo_core.games import Game
from elo_core.readers.columns import (
    Header,
    RatingColumn,
    delimiter_of,
    find_columns,
    first_content,
    rating_names,
    read_table,
)
from elo_core.readers.decoding import Mixed, decode
from elo_core.readers.limits import MAX_GAMES, MAX_PGN_GAMES
from elo_core.readers.parser import parse_game_list, table_header
from elo_core.readers.pgn import PgnPlayer, count_pgn_games, read_pgn_games, read_pgn_players
from elo_core.readers.problems import GameList, LineError, Place, Problem

#: A PGN's first line: a tag pair such as ``[Event "Club"]``.
_PGN_TAG = re.compile(r'\s*\[\w+\s+"')
#: Problems that concern a whole file rather than one of its rows.
_WHOLE_FILE = {Problem.TOO_MANY_GAMES, Problem.BAD_QUOTES, Problem.NO_HEADER,
               Problem.MISSING_COLUMN, Problem.EMPTY_FILE}


class Upload(NamedTuple):
    """Holds what an uploaded file yielded.

    ``refused`` is set when nothing was imported (and ``games`` is empty); then ``errors`` may
    still list each row that failed. A PGN read without a player has no games and lists its
    ``players``, the most frequent first.
    """

    games: list[Game]
    errors: list[LineError]
    players: list[PgnPlayer]
    refused: LineError | None
    mixed: Mixed | None = None
    """Bytes of a UTF-8 file that are not UTF-8, read as Windows-1252
    (:class:`~elo_core.readers.decoding.Mixed`); ``None``: none."""
    table: str | None = None
    """The text of a table with more than one rating column (a DWZ and an Elo, say), or with a
    title or federation column, to keep as it is: read again, it gives the ratings of the
    column each rating system asks for (:func:`~elo_core.readers.parser.parse_game_list`) and
    a norm its opponents' titles and federations (:mod:`~elo_core.readers.columns`);
    ``None`` for any other file."""


def read_csv_games(text: str, max_games: int | None = MAX_GAMES,
                   rating_column: RatingColumn = RatingColumn.FIDE) -> GameList:
    """Reads the games from a CSV with a header row; any column order, header names in EN, DE or NL;
    of several rating columns the one ``rating_column`` asks for.

    The delimiter (tab, ``;`` or ``,``) is the one the header line has most of, so rows may have
    fewer or more cells than the header. Each row that is not a game becomes an error naming its
    row number in the file (the header is row 1) and quoting it with the file's delimiter.
    """
    lines = text.removeprefix("\ufeff").splitlines(keepends=True)
    index = first_content(lines)
    if index is None:
        return GameList([], [LineError(0, "", Problem.EMPTY_FILE, "", Place.FILE)])
    delimiter = delimiter_of(lines[index])
    cells = lines[index].rstrip("\r\n").split(delimiter)
    columns = find_columns(cells, rating_column)
    missing = [name for name in ("rating", "result") if name not in columns]
    if missing:
        problem = Problem.NO_HEADER if len(missing) == 2 else Problem.MISSING_COLUMN
        token = missing[0] if problem is Problem.MISSING_COLUMN else ""
        header_text = delimiter.join(cells).strip()
        return GameList([], [LineError(index + 1, header_text, problem, token, Place.ROW)])
    header = Header(index, delimiter, columns, rating_names(cells, rating_column))
    return read_table(lines, header, Place.ROW, max_games)


def read_upload(filename: str, data: bytes, player: str | None = None,
                max_games: int | None = MAX_GAMES,
                rating_column: RatingColumn = RatingColumn.FIDE) -> Upload:
    """Reads an uploaded file's games: decoded by one rule (:mod:`elo_core.readers.decoding`), then
    read by its kind — a ``.pgn`` (or any file that starts with a PGN tag) through python-chess, a
    ``.csv`` by its header, anything else (``.txt``) as the text box reads a game list, which takes
    a table with a recognised header too.

    A PGN with more than ``MAX_PGN_GAMES`` games, or a list with more than ``max_games``, is
    refused before its games are read. For a PGN, ``player`` says whose games to take; without
    it the players are listed and no games read. A table's rating column is the one
    ``rating_column`` asks for where it has several (a PGN's are its Elo tags).
    """
    decoded = decode(data)
    if isinstance(decoded, LineError):
        return Upload([], [], [], decoded)
    upload = _read_text(filename, decoded.text, player, max_games, rating_column)
    return upload if decoded.mixed is None else upload._replace(mixed=decoded.mixed)


def _read_text(filename: str, text: str, player: str | None, max_games: int | None,
               rating_column: RatingColumn) -> Upload:
    if not text.strip():
        return Upload([], [], [], LineError(0, "", Problem.EMPTY_FILE, "", Place.FILE))
    kind = filename.lower().rpartition(".")[2]
    if kind == "pgn" or _PGN_TAG.match(text):
        return _pgn_upload(text, player, max_games)
    parsed = (read_csv_games(text, max_games, rating_column) if kind == "csv"
              else parse_game_list(text, max_games, rating_column))
    upload = _outcome(parsed, [])
    header = table_header(text, rating_column)
    if upload.games and header is not None and (
            len(header.ratings) > 1 or {"title", "federation"} & header.columns.keys()):
        return upload._replace(table=text.removeprefix("\ufeff"))
    return upload


def _pgn_upload(text: str, player: str | None, max_games: int | None) -> Upload:
    if count_pgn_games(text) > MAX_PGN_GAMES:
        return Upload([], [], [], _file_error(Problem.TOO_MANY_GAMES, str(MAX_PGN_GAMES)))
    players = read_pgn_players(text)
    if not players:
        return Upload([], [], [], _file_error(Problem.NO_GAMES))
    if all(p.elo is None for p in players):
        return Upload([], [], players, _file_error(Problem.NO_RATINGS))
    if player is None:
        return Upload([], [], players, None)
    wanted = player.strip().casefold()
    played = sum(p.games for p in players if p.name.casefold() == wanted)
    if max_games is not None and played > max_games:
        return Upload([], [], players, _file_error(Problem.TOO_MANY_GAMES, str(max_games)))
    return _outcome(read_pgn_games(text, player), players)


def _file_error(problem: Problem, token: str = "") -> LineError:
    return LineError(0, "", problem, token, Place.FILE)


def _outcome(parsed: GameList, players: list[PgnPlayer]) -> Upload:
    if parsed.games:
        return Upload(parsed.games, parsed.errors, players, None)
    if parsed.errors and parsed.errors[0].problem in _WHOLE_FILE:
        return Upload([], parsed.errors[1:], players, parsed.errors[0])
    return Upload([], parsed.errors, players, _file_error(Problem.NO_GAMES))
