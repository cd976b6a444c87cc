"""A norm from a typed list of games (the Tournament page's): each opponent's title and
federation written in the line beside the name, as chess-results' player cards carry them
(``GM GER 2450:1``, ``Meier IM FRA 2400:½``), read into the games a norm counts (FIDE
Handbook B.01, 1.4.2, 1.4.5, 1.4.3).

- The title is the first word of the name written in capitals that is a FIDE title (``GM``,
  ``IM``, ``WGM``, ``WIM``, ``FM``, ``WFM``, ``CM``, ``WCM``, :func:`elo_core.titles.read_title`);
  a name's ``Im`` is no title, nor is an initial (``Meier M``): TRF's one-letter codes are
  read in a TRF's title columns only.
- The federation is the last other word of three capital letters (``GER``, ``FID``).
- Only games played over the board count (1.4.2c): a bye or forfeit of the list is left out,
  and a rating not given makes the opponent unrated (1400, 1.4.6d).
- A pasted table or a CSV gives them in its own columns (:func:`column_facts`): a title column
  (``Titel``; chess-results' unnamed one before the name) and a federation column (``FED``,
  ``Land``), read as if written beside the name; where a row's cell is empty, what the name
  says is taken. A title cell is read as a TRF's title columns are (``GM`` or TRF-16's
  ``g``, :func:`elo_core.titles.read_trf_title`). A title cell that is no FIDE title, or a
  federation cell that is not three letters, is a problem of its line, and the opponent counts
  without it.
- The rounds are the games' order; the list does not say the event's rounds, so the caller
  does. 1.4.1c (8 games of 9) is counted as for a file
  (:func:`~elo_core.norms.counted_games.eight_of_nine`): the round given without a game is a
  forfeit won (``+``) or a bye of a full point, read as the pairing-allocated bye (FIDE C.04
  gives it a win's point; a bye of ½ or 0 is one asked for, which 1.4.1c does not count). The
  list does not say who forfeited a last round, so 1.4.2c's reading of it is not made.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from elo_core.games import Game, Unplayed
from elo_core.norms.counted_games import (
    NormGame,
    NormPlayer,
    PlayerRecord,
    RoundLeftOut,
    eight_of_nine,
)
from elo_core.readers.columns import cell_of, table_rows
from elo_core.readers.parser import split_lines, table_header
from elo_core.readers.problems import LineError, Problem
from elo_core.titles import read_title, read_trf_title

__all__ = ["ColumnFacts", "column_facts", "typed_record", "word_facts"]

_FEDERATION = re.compile(r"[A-Z]{3}")
#: A federation cell: three letters in either case (``GER``, ``ned``).
_FEDERATION_CELL = re.compile(r"[A-Za-z]{3}")


class ColumnFacts(NamedTuple):
    """The titles and federations a table's columns give its games."""

    by_line: dict[int, tuple[str, str]]
    """A game's line → its opponent's title and federation (``""`` for either not given)."""
    errors: list[LineError]
    """Each game's line whose title or federation cell could not be read, and why."""


def word_facts(name: str) -> tuple[str, str]:
    """The title and federation written in an opponent's name (``""`` for either not
    written)."""
    title, federation = "", ""
    for word in name.split():
        if not title and word.isupper() and (read := read_title(word)) is not None:
            title = read
        elif _FEDERATION.fullmatch(word):
            federation = word
    return title, federation


def column_facts(text: str, games: Sequence[Game]) -> ColumnFacts:
    """The title and federation columns of the table ``text`` is (none for a typed list), for
    the lines of ``games`` (the games it was read as): each cell read as a TRF's title and a
    FIDE federation are, the federation in capitals; a cell that is neither is an error of its
    line and gives nothing."""
    header = table_header(text)
    if header is None or not {"title", "federation"} & header.columns.keys():
        return ColumnFacts({}, [])
    wanted = {game.line for game in games}
    facts = ColumnFacts({}, [])
    for number, row in table_rows(split_lines((text,)), header):
        if row is None:
            break
        if number not in wanted:
            continue
        quoted = header.delimiter.join(row).strip()
        title_cell, federation_cell = (cell_of(row, header, name)
                                       for name in ("title", "federation"))
        title = read_trf_title(title_cell) or "" if title_cell else ""
        if title_cell and not title:
            facts.errors.append(LineError(number, quoted, Problem.UNKNOWN_TITLE, title_cell))
        federation = ""
        if _FEDERATION_CELL.fullmatch(federation_cell):
            federation = federation_cell.upper()
        elif federation_cell:
            facts.errors.append(LineError(number, quoted, Problem.NOT_A_FEDERATION,
                                          federation_cell))
        facts.by_line[number] = title, federation
    return facts


def typed_record(games: Sequence[Game], federation: str, woman: bool, rounds: int,
                 facts: Mapping[int, tuple[str, str]] | None = None) -> PlayerRecord:
    """The player's record for a norm from a typed list: the games played, in order as rounds
    1, 2, …, the others left out; ``federation``: the player's; ``rounds``: the event's (at
    least the list's); ``facts``: a table's titles and federations by line
    (:func:`column_facts`), each taken before what the name says."""
    counted: list[NormGame] = []
    left_out: list[tuple[int, RoundLeftOut]] = []
    given: list[int] = []
    for number, game in enumerate(games, 1):
        if game.unplayed is not None:
            left_out.append((number, RoundLeftOut.BYE if game.unplayed is Unplayed.BYE
                             else RoundLeftOut.FORFEIT))
            if game.unplayed is Unplayed.FORFEIT_WIN or (game.unplayed is Unplayed.BYE
                                                         and game.score == 1):
                given.append(number)
            continue
        title, country = word_facts(game.name)
        if facts is not None and game.line in facts:
            column_title, column_country = facts[game.line]
            title, country = column_title or title, column_country or country
        rating = None if game.opponent_rating is None else round(game.opponent_rating)
        counted.append(NormGame(number, None, rating, title, country, game.score))
    player = NormPlayer(0, "", "w" if woman else "m", "", federation.strip().upper(), None)
    rounds = max(rounds, len(games))
    return PlayerRecord(player, tuple(counted), tuple(left_out), rounds,
                        sum(g.score for g in counted),
                        eight_of_nine(rounds, len(counted), [r for r, _ in left_out], given),
                        None, tuple(given))
