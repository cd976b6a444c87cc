"""An import stopped mid-load, for the tests of what reads and writes the store meanwhile: its
list fed through a pipe to an import running in a thread (:class:`Feeding`), and whether
another connection holds the store's write lock (:func:`locked`)."""

from __future__ import annotations

import os
import sqlite3
import threading
from contextlib import closing
from pathlib import Path

from elo_core.rating_list import RatingStore, import_list
from elo_core.rating_list.keeping import BATCH
from tests.rating_list_lines import Listed, header, line, own_columns

#: Players fed before the lookups: three batches, some 5 MB of pages, past a small cache.
FED = 3 * BATCH
#: The import's page cache, in KiB, that makes it write more than it holds: a fiftieth of what
#: the players fed take.
SMALL_CACHE_KIB = 100


def locked(path: Path) -> bool:
    """Whether another connection holds the write lock of the store at ``path``."""
    with closing(sqlite3.connect(path, timeout=0, isolation_level=None)) as probe:
        try:
            probe.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError:
            return True
        probe.execute("ROLLBACK")
        return False


class Feeding:
    """December's list fed through a pipe to an import running in a thread."""

    def __init__(self, store: RatingStore, pipe: Path) -> None:
        os.mkfifo(pipe)
        self.columns = own_columns("DEC26")
        self.thread = threading.Thread(target=self._load, args=(store, pipe))
        self.thread.start()
        self.feed = pipe.open("w", encoding="latin-1")
        self.feed.write(header(self.columns) + "\r\n")
        self.loaded: int | None = None

    def _load(self, store: RatingStore, pipe: Path) -> None:
        self.loaded = import_list(store, pipe).loaded.players

    def players(self, first: int, count: int) -> None:
        """Players ``first`` to ``first + count - 1`` fed, each ``PlayerN, Anna``."""
        for number in range(first, first + count):
            self.feed.write(line(Listed(str(number), f"Player{number}, Anna",
                                        rating=str(1000 + number % 2000)), self.columns) + "\r\n")
        self.feed.flush()

    def done(self) -> int | None:
        """The feed ended, and the import with it: the players it loaded."""
        self.feed.close()
        self.thread.join()
        return self.loaded
