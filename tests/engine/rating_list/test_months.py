"""One list of each kind in the store: a newer month replaces the older, an older month is
refused unless asked for, and the same file loaded twice leaves the same store."""

import sqlite3
from collections.abc import Sequence
from datetime import date
from pathlib import Path

import pytest

from elo_core import ImportReport
from elo_core.rating_list import ListKind, ListRefused, RatingStore, Refusal, import_list
from tests.rating_list_lines import Listed, held, own_columns, write_list

NOVEMBER = [Listed("1", "Old, Olga", rating="1500"), Listed("2", "Gone, Gerd", rating="1600")]
DECEMBER = [Listed("1", "Old, Olga", rating="1550")]


@pytest.fixture
def store(tmp_path: Path) -> RatingStore:
    return RatingStore(tmp_path / "lists.sqlite3")


def _load(store: RatingStore, folder: Path, players: Sequence[str | Listed], month: str, *,
          allow_older: bool = False) -> ImportReport:
    return import_list(store, write_list(folder / f"standard_{month.lower()}frl.txt", players,
                                         own_columns(month)), allow_older=allow_older)


def test_a_newer_month_replaces_the_list_of_its_kind(store: RatingStore, tmp_path: Path) -> None:
    _load(store, tmp_path, NOVEMBER, "NOV26")
    report = _load(store, tmp_path, DECEMBER, "DEC26")
    assert report.replaced is not None, "December's list replaces November's"
    assert (report.replaced.month, report.replaced.players) == (date(2026, 11, 1), 2)
    assert [(item.kind, item.month, item.players) for item in store.lists()] == [
        (ListKind.STANDARD, date(2026, 12, 1), 1)]
    assert held(store, 1).rating == 1550 and store.by_id(2) is None


def test_an_older_month_is_refused_unless_asked_and_the_newer_kept(store: RatingStore,
        tmp_path: Path) -> None:
    _load(store, tmp_path, DECEMBER, "DEC26")
    with pytest.raises(ListRefused) as refused:
        _load(store, tmp_path, NOVEMBER, "NOV26")
    assert refused.value.refusal is Refusal.OLDER_MONTH
    assert refused.value.message().startswith("the store holds the standard list of 2026-12")
    assert held(store, 1).rating == 1550
    _load(store, tmp_path, NOVEMBER, "NOV26", allow_older=True)
    assert (store.lists()[0].month, held(store, 1).rating) == (date(2026, 11, 1), 1500)


def test_another_kind_is_kept_beside(store: RatingStore, tmp_path: Path) -> None:
    _load(store, tmp_path, DECEMBER, "DEC26")
    import_list(store, write_list(tmp_path / "rapid_nov26frl.txt", NOVEMBER,
                                  own_columns("NOV26")))
    assert [item.kind for item in store.lists()] == [ListKind.STANDARD, ListKind.RAPID]
    assert (held(store, 1).rating, held(store, 1, ListKind.RAPID).rating) == (1550, 1500)


def _contents(path: Path) -> tuple[list[tuple[str, str, str | None]], list[tuple[int | str, ...]],
                                   list[tuple[str, str, int, str]]]:
    with sqlite3.connect(path) as connection:
        tables = connection.execute("SELECT type, name, sql FROM sqlite_master "
                                    "ORDER BY name").fetchall()
        players = connection.execute("SELECT * FROM players_standard ORDER BY fide_id").fetchall()
        lists = connection.execute("SELECT kind, month, players, source FROM lists").fetchall()
    return tables, players, lists


def test_the_same_file_twice_leaves_the_same_store(store: RatingStore, tmp_path: Path) -> None:
    _load(store, tmp_path, NOVEMBER, "NOV26")
    once = _contents(store.path)
    _load(store, tmp_path, NOVEMBER, "NOV26")
    assert _contents(store.path) == once
    assert len(once[1]) == 2


def test_a_refused_file_leaves_the_store_as_it_was(store: RatingStore, tmp_path: Path) -> None:
    _load(store, tmp_path, DECEMBER, "DEC26")
    before = _contents(store.path)
    with pytest.raises(ListRefused):
        _load(store, tmp_path, ["junk"], "DEC26")
    assert _contents(store.path) == before
