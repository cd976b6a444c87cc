"""Fills a game list's opponents in from FIDE's list. It completes the games the one reader gave
(:func:`~elo_core.readers.parser.parse_game_list`) and never reads their text again.

- A line that names its opponent but gives no rating (``Kok 1``, ``Müller 1:0``), or gives a
  FIDE ID where the rating goes (a whole number above ``RATING_MAX``: ``Kok 1503014:1``,
  ``1503014:1``), is a game wanting its rating (:attr:`~elo_core.readers.problems.LineError
  .game`). Its name or ID is looked up (:mod:`~elo_core.rating_list.identify`): found once,
  the game gets the list's rating, its FIDE ID, and the list's title and federation where the
  line writes none (a line written as an ID gets the list's name), and the line's problem is
  gone; found several times, that is said, never one guessed, and who the players may be is
  asked for a few lines at a time (:func:`choices`: a page of them); not found, that is
  said, and the line stays a problem.
- A game that gives a rating keeps it (the user's rating wins over the list's); where its
  name is found once and the line gives no title or federation, the list's are filled in. A
  name the list holds several times or not at all is left as written.
- Each distinct name is looked up once, and all of them in one query, and all the IDs in
  another, however long the list. That query only tells one player from several
  (:func:`~elo_core.rating_list.identify.classify_names`): it ranks no one, so ten thousand
  common names cost a few rows each, not every player of each.
- A pasted table is not filled in: its columns are its own (:mod:`elo_core.readers.columns`);
  the caller leaves it as it is.
- Only one of the players a name may be, once chosen, is written into its line, as if typed
  (:func:`with_fide_id`: its FIDE ID where the rating goes, the rest of the line as it is:
  ``Kok 1`` → ``Kok 100003:1``, ``Kok 1 w  # r3`` → ``Kok 100003:w 1  # r3``).

The list's unrated player gives a game against an opponent without a rating (B.02 §8.3.1).
A list's title is its FIDE title, else its women's title
(:attr:`~elo_core.rating_list.records.ListedPlayer.fide_title`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from elo_core.games import Game
from elo_core.rating_list.identify import (
    Classified,
    Identified,
    classify_names,
    identify_ids,
    identify_names,
)
from elo_core.rating_list.records import ListedPlayer, ListKind
from elo_core.rating_list.store import RatingStore
from elo_core.readers.parser import line_comment, parse_line
from elo_core.readers.problems import GameList, LineError
from elo_core.readers.writer import format_game

__all__ = ["Filled", "MatchedList", "choices", "fill_in", "may_fill_in", "with_fide_id"]


class Filled(NamedTuple):
    """Holds a game filled in from the list: the player found and what the list filled in."""

    line: int
    written: str
    """The name or ID as the line wrote it."""
    player: ListedPlayer
    rating: bool
    """The list's rating was filled in (the line gave none)."""
    title: str
    """The title the list filled in (``""`` for none)."""
    federation: str


class MatchedList(NamedTuple):
    """Holds a game list matched against the list: the games to rate, each line's answer."""

    games: GameList
    """The games with those filled in, in line order; the errors without the lines whose
    games were filled in."""
    filled: tuple[Filled, ...]
    several: tuple[tuple[int, str], ...]
    """A line without a rating whose name the list holds several times, and the name as
    written; who it may be: :func:`choices`."""
    not_found: tuple[tuple[int, str], ...]
    """A line without a rating whose name or ID the list does not hold."""


def may_fill_in(parsed: GameList) -> bool:
    """Checks whether a line of ``parsed`` names an opponent without a rating, which the list would
    fill in."""
    return any(error.game is not None for error in parsed.errors)


def _completed(game: Game, player: ListedPlayer, rating: float | None, written: str,
               rating_filled: bool) -> tuple[Game, Filled]:
    """Returns ``game`` with ``rating``, the player's ID, name (where it writes none), and the
    list's title and federation where it writes none; and what was filled in (the name or ID
    ``written``, and whether the rating was, ``rating_filled``)."""
    title = "" if game.title else player.fide_title
    federation = "" if game.federation else player.federation
    completed = game._replace(opponent_rating=rating, name=game.name or player.name,
                              title=game.title or title,
                              federation=game.federation or federation,
                              fide_id=player.fide_id)
    return completed, Filled(game.line, written, player, rating_filled, title, federation)


def fill_in(parsed: GameList, store: RatingStore,
            kind: ListKind = ListKind.STANDARD) -> MatchedList:
    """Fills ``parsed``'s games in from the store's list of ``kind`` (see the module); raises
    :class:`~elo_core.rating_list.store.NoStore` where it holds none and a line asks for it."""
    wanting = [error.game for error in parsed.errors if error.game is not None]
    named = [game for game in parsed.games if game.name and not (game.title and game.federation)]
    by_name = classify_names(store, [game.name for game in wanting if game.fide_id is None]
                             + [game.name for game in named], kind)
    by_id = {fide_id: Classified(found.written, found.player, False)  # an ID is one player
             for fide_id, found in identify_ids(
                 store, {game.fide_id for game in wanting if game.fide_id is not None},
                 kind).items()}
    games = {game.line: game for game in parsed.games}
    filled: list[Filled] = []
    several: list[tuple[int, str]] = []
    not_found: list[tuple[int, str]] = []
    for game in wanting:
        found = by_name[game.name] if game.fide_id is None else by_id[game.fide_id]
        player = found.player
        if player is not None:
            rating = None if player.rating is None else float(player.rating)
            games[game.line], fact = _completed(game, player, rating, found.written, True)
            filled.append(fact)
        elif found.several:
            several.append((game.line, found.written))
        else:
            not_found.append((game.line, found.written))
    for game in named:
        known = by_name[game.name].player
        if known is not None and ((known.fide_title and not game.title)
                                  or (known.federation and not game.federation)):
            games[game.line], fact = _completed(game, known, game.opponent_rating, game.name,
                                                False)
            filled.append(fact)
    done = {fact.line for fact in filled}
    completed = GameList([games[line] for line in sorted(games)],
                         [error for error in parsed.errors if error.line not in done],
                         parsed.notes)
    filled.sort(key=lambda fact: fact.line)
    return MatchedList(completed, tuple(filled), tuple(several), tuple(not_found))


def choices(store: RatingStore, several: Sequence[tuple[int, str]],
            kind: ListKind = ListKind.STANDARD) -> tuple[tuple[int, Identified], ...]:
    """Finds who the name of each line of ``several`` (lines of :attr:`MatchedList.several`,
    a page of them) may be on the store's list of ``kind``: at most
    :data:`~elo_core.rating_list.identify.MOST_CANDIDATES` players, best first, each distinct
    name looked up once and all of them in one query
    (:func:`~elo_core.rating_list.identify.identify_names`)."""
    found = identify_names(store, [written for _, written in several], kind)
    return tuple((line, found[written]) for line, written in several)


def with_fide_id(text: str, line: int, fide_id: int) -> str:
    """Returns ``text`` with the FIDE ID of the player chosen for its line ``line`` (1 first)
    written where that line's rating goes, as if typed (see the module); the other lines as they
    are, and ``text`` unchanged where that line gives no game wanting its rating."""
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return text
    read = parse_line(lines[line - 1], line)
    if not isinstance(read, LineError) or read.game is None:
        return text
    game = read.game._replace(fide_id=fide_id)
    written = format_game(game) + line_comment(lines[line - 1])
    again = parse_line(written, line)
    if not isinstance(again, LineError) or again.game != game:
        return text
    lines[line - 1] = written
    return "\n".join(lines) + ("\n" if text.endswith("\n") else "")
