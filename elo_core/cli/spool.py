"""Keeps what a command reads again or writes later, in bounded memory: the games of a list
(:class:`GameSpool`), which a series reads twice since its K needs their count before its first
row; and text written before the head it follows is known (:class:`TextSpool`), as Glicko-2's
games before the rating they come to. Each is held in memory up to a size and beyond it in a
temporary file, which the system removes however the command ends.
"""

from __future__ import annotations

import pickle
import tempfile
from collections.abc import Collection, Iterable, Iterator
from typing import IO

from elo_core.games import Game
from elo_core.readers.limits import GAMES_IN_MEMORY

_BATCH = 10_000
#: Characters of text a spool holds in memory before it goes to disk.
TEXT_IN_MEMORY = 1 << 20
_READ = 1 << 16


class GameSpool(Collection[Game]):
    """Keeps games in the order they were added, to be read as often as needed."""

    def __init__(self, games: Iterable[Game] = ()) -> None:
        self._first: list[Game] = []
        self._batch: list[Game] = []
        self._file: IO[bytes] | None = None
        self._count = 0
        for game in games:
            self.append(game)

    def append(self, game: Game) -> None:
        self._count += 1
        if len(self._first) < GAMES_IN_MEMORY:
            self._first.append(game)
            return
        self._batch.append(game)
        if len(self._batch) >= _BATCH:
            if self._file is None:  # the spool's own, closed with it: no context to manage
                self._file = tempfile.TemporaryFile()  # noqa: SIM115
            self._file.seek(0, 2)
            pickle.dump(self._batch, self._file, pickle.HIGHEST_PROTOCOL)
            self._batch = []

    def __len__(self) -> int:
        return self._count

    def __contains__(self, item: object) -> bool:
        return any(game == item for game in self)

    def __iter__(self) -> Iterator[Game]:
        yield from self._first
        if self._file is not None:
            self._file.seek(0)
            while True:
                try:
                    batch: list[Game] = pickle.load(self._file)  # our own file, just written
                except EOFError:
                    break
                yield from batch
        yield from self._batch


class TextSpool:
    """Keeps text written in pieces, read back once in the same order (:meth:`pieces`)."""

    def __init__(self) -> None:
        self._pieces: list[str] = []
        self._size = 0
        self._file: IO[str] | None = None

    def write(self, text: str) -> None:
        if self._file is not None:
            self._file.write(text)
            return
        self._pieces.append(text)
        self._size += len(text)
        if self._size > TEXT_IN_MEMORY:
            self._file = tempfile.TemporaryFile(  # noqa: SIM115 (closed once read back)
                "w+", encoding="utf-8", newline="")
            for piece in self._pieces:
                self._file.write(piece)
            self._pieces = []

    def pieces(self) -> Iterator[str]:
        """Yields the text as written, in pieces; the spool is empty after."""
        if self._file is None:
            yield from self._pieces
            self._pieces = []
            return
        with self._file:
            self._file.seek(0)
            while piece := self._file.read(_READ):
                yield piece
