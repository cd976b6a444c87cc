"""Two imports into one store at once (two uploads, or an upload and the command line): each
writes in one transaction behind SQLite's write lock, so the store holds one whole list or the
other, never a mix; one that waits too long for the lock fails as ``database is locked`` and
leaves the store as the other left it."""

from __future__ import annotations

import sqlite3
import threading

from elo_core.rating_list import ListKind, RatingStore, import_list
from tests.rating_list_lines import own_columns, write_generated

PLAYERS = {"DEC26": 12_000, "JAN27": 8_000}


def test_two_imports_at_once_leave_one_whole_list(tmp_path):
    store = RatingStore(tmp_path / "lists.sqlite3")
    files = {month: write_generated(tmp_path / f"standard_{month.lower()}frl.txt", count,
                                    seed=len(month) + count, columns=own_columns(month))
             for month, count in PLAYERS.items()}
    start = threading.Barrier(len(files))
    outcomes: dict[str, object] = {}

    def load(month: str) -> None:
        start.wait()
        try:
            outcomes[month] = import_list(store, files[month], allow_older=True).loaded.players
        except sqlite3.OperationalError as error:
            outcomes[month] = str(error)

    threads = [threading.Thread(target=load, args=(month,)) for month in files]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert set(outcomes.values()) <= {*PLAYERS.values(), "database is locked"}
    assert any(isinstance(value, int) for value in outcomes.values())
    (loaded,) = store.lists()
    month_code = loaded.month.strftime("%b%y").upper()
    assert loaded.players == PLAYERS[month_code]
    with sqlite3.connect(store.path) as connection:
        tables = {name for (name,) in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}
        rows = connection.execute("SELECT count(*) FROM players_standard").fetchone()[0]
    assert rows == loaded.players
    assert tables == {"lists", "players_standard"}  # no half-loaded table left behind
    assert store.by_id(100_001, ListKind.STANDARD) is not None
