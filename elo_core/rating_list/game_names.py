"""A typed game list's opponents matched against FIDE's list (issue 29).

- A line that gives a name, or a FIDE ID where the rating goes (a whole number above
  ``RATING_MAX``: ``Kok 1503014:1``, ``1503014:1``), but no rating (``Kok 1``, ``Müller
  1:0``) is looked up
  (:mod:`~elo_core.rating_list.identify`): found once, the line is written anew with the list's
  rating, and its title and federation beside the name as :mod:`elo_core.norms.typed` reads
  them (``Carlsen 1`` → ``Carlsen GM NOR 2830:1``; a name written as an ID gets the list's
  name); found several times, the players it may be are said, never one guessed; not found,
  that is said.
- A line that gives a rating keeps it (the user's rating wins over the list's); where the
  name is found once and the line gives no title or federation, the list's are written beside
  the name. A name the list holds several times or not at all is left as written.
- A pasted table is left as it is: its columns are its own (:mod:`elo_core.readers.columns`).
- A line written anew keeps its comment as typed (``Kok 1  # round 3`` → ``Kok WIM NED
  2200:1  # round 3``, :func:`elo_core.readers.parser.line_comment`), and the game's every
  field: its date, colour, deviation and result.
- One of the players a name may be, once chosen, is written into its line as if typed: its
  FIDE ID where the rating goes, the rest of the game as the line gives it
  (:func:`with_fide_id`: ``Kok 1`` → ``Kok 100003:1``, ``Kok 1 w`` → ``Kok 100003:w 1``).

The list's unrated player is written with ``0`` (an opponent without a rating, B.02 §8.3.1).
A list's title is its FIDE title, else its women's title.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

from elo_core.games import Game
from elo_core.norms.typed import word_facts
from elo_core.ranges import RATING_MAX
from elo_core.rating_list.identify import Identified, identify_id, identify_name, the_list
from elo_core.rating_list.records import ListedPlayer, ListKind
from elo_core.rating_list.store import RatingStore
from elo_core.readers.parser import line_comment, parse_game_list, table_header
from elo_core.readers.problems import Problem
from elo_core.readers.writer import format_game

__all__ = ["NO_RATING", "Filled", "MatchedList", "match_game_list", "with_fide_id"]

#: A rating that reads, put where a line's rating is missing to see what the line says.
_TRIAL_RATING = "1500"
#: A place a rating can go: before a run of spaces, a separator or the line's end.
_GAP = re.compile(r"(?=[ \t:;])|$")
_ID = re.compile(r"(?<![\w\"])(\d{4,10})(?![\w\"])")
#: What the reader says of a line that gives a name or ID but no rating it takes.
NO_RATING = frozenset({Problem.RATING_NOT_A_NUMBER, Problem.RATING_OUT_OF_RANGE,
                       Problem.MISSING_RATING})


class Filled(NamedTuple):
    """A line written anew from the list: the player found and what the list filled in."""

    line: int
    written: str
    """The name or ID as the line wrote it."""
    player: ListedPlayer
    rating: bool
    """The list's rating was filled in (the line gave none)."""
    title: str
    """The title written beside the name from the list (``""`` for none)."""
    federation: str


class MatchedList(NamedTuple):
    """A game list matched against the list: the text to read, each line's answer."""

    text: str
    """The game list with the lines filled in written anew; the others as they were."""
    filled: tuple[Filled, ...]
    several: tuple[tuple[int, Identified], ...]
    """A line without a rating whose name the list holds several times, and who it may be."""
    not_found: tuple[tuple[int, str], ...]
    """A line without a rating whose name or ID the list does not hold."""


def _one_game(line: str) -> Game | None:
    parsed = parse_game_list(line)
    if parsed.errors or len(parsed.games) != 1:
        return None
    return parsed.games[0]


def _without_rating(line: str) -> Iterator[tuple[Game, int | None]]:
    """How the line reads with a rating where it has none: the game, and the FIDE ID written
    where the rating goes (``None`` where the line writes a name only)."""
    for found in _ID.finditer(line):
        if int(found.group(1)) > RATING_MAX:
            game = _one_game(f"{line[:found.start()]}{_TRIAL_RATING}{line[found.end():]}")
            if game is not None:
                yield game, int(found.group(1))
                return
    for gap in _GAP.finditer(line):
        game = _one_game(f"{line[:gap.start()]} {_TRIAL_RATING}{line[gap.start():]}")
        if game is not None and game.name:
            yield game, None
            return


def _id_written(line: str, fide_id: int) -> str | None:
    """``line`` written by the game-list writer with ``fide_id`` where its rating goes, or
    ``None`` where the line gives no game without a rating, or the one written does not read
    back as that game with that ID."""
    for game, _ in _without_rating(line):
        rated = format_game(game._replace(line=1))
        head, rating, tail = rated.rpartition(f" {_TRIAL_RATING}:")
        written = f"{head} {fide_id}:{tail}{line_comment(line)}"
        if rating and list(_without_rating(written)) == [(game._replace(line=1), fide_id)]:
            return written
    return None


def with_fide_id(text: str, line: int, fide_id: int) -> str:
    """``text`` with the FIDE ID of the player chosen for its line ``line`` (1 first) written
    where that line's rating goes, as if typed (see the module); the other lines as they are,
    and ``text`` unchanged where that line gives no game without a rating."""
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return text
    written = _id_written(lines[line - 1], fide_id)
    if written is None:
        return text
    lines[line - 1] = written
    return "\n".join(lines) + ("\n" if text.endswith("\n") else "")


def _named(game: Game, player: ListedPlayer, rating: float | None,
           written: str) -> tuple[str, Filled]:
    """The game's line (``written``) written anew with ``rating`` and the list's title and
    federation where the name gives none, its comment kept."""
    name = game.name or player.name
    title, federation = word_facts(name)
    more = ("" if title else player.fide_title, "" if federation else player.federation)
    name = " ".join(word for word in (name, *more) if word)
    line = format_game(game._replace(opponent_rating=rating, name=name)) + line_comment(written)
    return line, Filled(game.line, "", player, False, more[0], more[1])


def _facts_left(name: str) -> str:
    """The name without the title and federation words written in it."""
    title, federation = word_facts(name)
    return " ".join(w for w in name.split() if w not in (title, federation) or not w.isupper())


def match_game_list(text: str, store: RatingStore,
                    kind: ListKind = ListKind.STANDARD) -> MatchedList:
    """``text``'s opponents matched against the store's list of ``kind`` (see the module);
    :class:`~elo_core.rating_list.store.NoStore` where it holds none."""
    lines = text.splitlines()
    if table_header(text) is not None:
        return MatchedList(text, (), (), ())
    the_list(store, kind)  # NoStore before any line is read
    filled: list[Filled] = []
    several: list[tuple[int, Identified]] = []
    not_found: list[tuple[int, str]] = []
    errors = {error.line: error.problem for error in parse_game_list(text).errors}
    games = {game.line: game for game in parse_game_list(text).games}
    for number, line in enumerate(lines, start=1):
        if errors.get(number) in NO_RATING:
            for game, fide_id in _without_rating(line):
                found = (identify_id(store, fide_id, kind) if fide_id is not None
                         else identify_name(store, _facts_left(game.name), kind))
                written = str(fide_id) if fide_id is not None else game.name
                if found.player is None and found.candidates:
                    several.append((number, found))
                elif found.player is None:
                    not_found.append((number, written))
                else:
                    player = found.player
                    lines[number - 1], fact = _named(game._replace(line=number), player,
                                                     player.rating, line)
                    filled.append(fact._replace(written=written, rating=True))
        elif number in games and games[number].name:
            game = games[number]
            title, federation = word_facts(game.name)
            if title and federation:
                continue
            known = identify_name(store, _facts_left(game.name), kind).player
            if known is not None and ((known.fide_title and not title)
                                      or (known.federation and not federation)):
                lines[number - 1], fact = _named(game, known, game.opponent_rating, line)
                filled.append(fact._replace(written=game.name))
    joined = "\n".join(lines) + ("\n" if text.endswith("\n") else "")
    return MatchedList(joined, tuple(filled), tuple(several), tuple(not_found))
