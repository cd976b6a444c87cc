"""Lookups while a list is imported over the store: each reads the lists as they were before
the import (SQLite's write-ahead log), at once, however much of the new list the import has
written (more than its page cache holds, so that without the log the import would hold the
store's file to itself and every lookup wait 5 s for it, then fail as "database is locked");
the new list is there once the import is done.

The import reads its list from a pipe this test feeds, so that it stops where the test
stops feeding it: mid-load, its transaction open and its write lock held."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from elo_core.rating_list import RatingStore, import_list, importing
from tests.engine.rating_list.feeding import FED, SMALL_CACHE_KIB, Feeding, locked
from tests.rating_list_lines import Listed, held, own_columns, write_list


@pytest.fixture
def feeding(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[
        tuple[RatingStore, Feeding]]:
    """A store keeping November's list of Carlsen; December's import, its cache small,
    stopped mid-load with :data:`FED` players fed, the write lock held."""
    monkeypatch.setattr(importing, "CACHE_KIB", SMALL_CACHE_KIB)
    store = RatingStore(tmp_path / "lists.sqlite3")
    import_list(store, write_list(tmp_path / "standard_nov26frl.txt", [
        Listed("1503014", "Carlsen, Magnus", rating="2830")], own_columns("NOV26")))
    fed = Feeding(store, tmp_path / "standard_dec26frl.txt")
    fed.players(1, FED)
    assert locked(store.path)
    yield store, fed
    if fed.thread.is_alive():
        fed.done()


def test_lookups_during_an_import_read_the_lists_as_they_were(
        feeding: tuple[RatingStore, Feeding]) -> None:
    store, fed = feeding
    assert [item.month for item in store.kept()] == [date(2026, 11, 1)]
    assert [player.rating for player in store.find("carlsen")] == [2830]
    assert held(store, 1503014).rating == 2830
    assert store.by_id(1, month=None) is None  # December's players are not in yet
    fed.players(FED + 1, 10)
    assert fed.done() == FED + 10
    assert [item.month for item in store.kept()] == [date(2026, 12, 1), date(2026, 11, 1)]
    assert held(store, 1).name == "Player1, Anna"
    assert [line.player.rating for line in store.history(1503014)] == [2830]
