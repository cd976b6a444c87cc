"""Two imports into one store at once (two uploads, or an upload and the command line): each
writes in one transaction behind SQLite's write lock, so each month is kept whole or not at
all, never a mix; one that waits too long for the lock fails as the store being busy
(``Missing.BUSY``) and leaves the store as the other left it. One that waits for the lock is
kept beside the month the other loaded meanwhile."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import threading
import time
from datetime import date
from pathlib import Path

import pytest

from elo_core.rating_list import ListKind, NoStore, RatingStore, import_list
from elo_core.rating_list.store import Missing
from tests.engine.rating_list.feeding import locked
from tests.rating_list_lines import (
    Listed,
    held,
    list_text,
    own_columns,
    write_generated,
    write_list,
)

PLAYERS = {"NOV26": 12_000, "DEC26": 8_000}


@pytest.mark.slow
def test_two_imports_at_once_leave_one_whole_list(tmp_path: Path) -> None:
    store = RatingStore(tmp_path / "lists.sqlite3")
    files = {month: write_generated(tmp_path / f"standard_{month.lower()}frl.txt", count,
                                    seed=len(month) + count, columns=own_columns(month))
             for month, count in PLAYERS.items()}
    start = threading.Barrier(len(files))
    outcomes: dict[str, object] = {}

    def load(month: str) -> None:
        start.wait()
        try:
            outcomes[month] = import_list(store, files[month]).loaded.players
        except NoStore as error:
            outcomes[month] = error.missing

    threads = [threading.Thread(target=load, args=(month,)) for month in files]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(outcomes) == len(files)
    assert set(outcomes.values()) <= {*PLAYERS.values(), Missing.BUSY}
    loaded = {month: count for month, count in outcomes.items() if isinstance(count, int)}
    assert loaded
    assert {item.month.strftime("%b%y").upper(): item.players
            for item in store.kept()} == loaded
    with sqlite3.connect(store.path) as connection:
        tables = {name for (name,) in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}
        counted = {month: connection.execute(
            f"SELECT count(*) FROM players_standard_{_month_suffix(month)}").fetchone()[0]
            for month in loaded}
    assert counted == loaded
    # no half-loaded table left behind: each month's players and their names' words (FTS5's
    # own tables), and the table of the fold each list's names were folded by
    assert tables == {"lists", "name_folds"} | {
        f"{table}_{_month_suffix(month)}{part}" for month in loaded
        for table, parts in (("players_standard", ("",)),
                             ("words_standard", ("", "_data", "_idx", "_config")))
        for part in parts}
    assert store.by_id(100_001, ListKind.STANDARD) is not None


def _month_suffix(code: str) -> str:
    """``DEC26`` → ``2026_12``, as a month's tables are named."""
    return {"NOV26": "2026_11", "DEC26": "2026_12"}[code]


#: An import of the file given in another process, with the store's connection saying on its
#: standard output when it asks for the write lock (and waiting for it up to a minute).
_OTHER_PROCESS = """
import sqlite3, sys
from pathlib import Path

class Announcing(sqlite3.Connection):
    def execute(self, sql, *parameters):
        if sql == "BEGIN IMMEDIATE":
            print("asking for the lock", flush=True)
        return super().execute(sql, *parameters)

opened = sqlite3.connect
sqlite3.connect = lambda *a, **k: opened(*a, **{**k, "factory": Announcing, "timeout": 60})
from elo_core.rating_list import ListRefused, RatingStore, import_list
try:
    report = import_list(RatingStore(Path(sys.argv[1])), Path(sys.argv[2]))
    print("loaded", report.loaded.month, flush=True)
except ListRefused as refused:
    print("refused:", refused.message(), flush=True)
"""


def test_a_month_waiting_for_the_lock_is_kept_beside_the_one_loaded_meanwhile(
        tmp_path: Path) -> None:
    """The store keeps September; November's import (its file a pipe this test feeds) holds the
    write lock mid-load; October's, in another process, then asks for the lock; November is
    committed, then October: the store keeps all three, November the latest."""
    store = RatingStore(tmp_path / "lists.sqlite3")
    import_list(store, write_list(tmp_path / "standard_sep26frl.txt",
                                  [Listed("1", "Old, Olga", rating="1500")], own_columns("SEP26")))
    october = write_list(tmp_path / "standard_oct26frl.txt",
                         [Listed("1", "Old, Olga", rating="1520")], own_columns("OCT26"))
    november = tmp_path / "standard_nov26frl.txt"
    os.mkfifo(november)
    head, *rest = list_text([Listed("1", "Old, Olga", rating="1550")],
                            own_columns("NOV26")).splitlines(keepends=True)
    loading = threading.Thread(target=import_list, args=(store, november))
    loading.start()
    with november.open("w", encoding="latin-1") as feed:
        feed.write(head)
        feed.flush()
        while not locked(store.path):
            time.sleep(0.01)
        other = subprocess.Popen([sys.executable, "-c", _OTHER_PROCESS, str(store.path),
                                  str(october)], stdout=subprocess.PIPE, text=True,
                                 cwd=Path(__file__).resolve().parents[3])
        assert other.stdout is not None
        assert other.stdout.readline() == "asking for the lock\n"
        feed.writelines(rest)
    loading.join()
    said, _ = other.communicate(timeout=60)
    assert said == "loaded 2026-10-01\n"
    assert [item.month for item in store.kept()] == [
        date(2026, 11, 1), date(2026, 10, 1), date(2026, 9, 1)]
    assert held(store, 1).rating == 1550
    assert [listing.player.rating for listing in store.history(1)] == [1500, 1520, 1550]
