"""Every month imported is kept, each kind's beside the others: a newer month is the latest
and an older one joins the history, the same month again takes its own place only, and the
operator removes a month. Lookups take a month, the latest by default; a player's history is
each month's line; an event's month gives the rating it is rated with."""

import sqlite3
from collections.abc import Sequence
from datetime import date, timedelta
from pathlib import Path

import pytest

from elo_core import ImportReport
from elo_core.rating_list import ListKind, ListRefused, NoStore, RatingStore, import_list
from elo_core.rating_list.keeping import remove_list
from elo_core.rating_list.store import Missing
from tests.rating_list_lines import Listed, held, own_columns, write_list

NOVEMBER = [Listed("1", "Old, Olga", rating="1500"), Listed("2", "Gone, Gerd", rating="1600")]
DECEMBER = [Listed("1", "Old, Olga", rating="1550"), Listed("3", "Neu, Nina", rating="0")]
OCTOBER = [Listed("1", "Old, Olga", rating="1480")]
NOV, DEC, OCT = date(2026, 11, 1), date(2026, 12, 1), date(2026, 10, 1)


@pytest.fixture
def store(tmp_path: Path) -> RatingStore:
    return RatingStore(tmp_path / "lists.sqlite3")


def _load(store: RatingStore, folder: Path, players: Sequence[str | Listed],
          month: str) -> ImportReport:
    return import_list(store, write_list(folder / f"standard_{month.lower()}frl.txt", players,
                                         own_columns(month)))


@pytest.fixture
def three(store: RatingStore, tmp_path: Path) -> RatingStore:
    """November, then December, then October: imported out of order, as an archive is."""
    for players, month in ((NOVEMBER, "NOV26"), (DECEMBER, "DEC26"), (OCTOBER, "OCT26")):
        assert _load(store, tmp_path, players, month).replaced is None
    return store


def test_every_month_imported_is_kept_the_latest_answering_by_default(
        three: RatingStore) -> None:
    assert [(item.month, item.players) for item in three.kept()] == [
        (DEC, 2), (NOV, 2), (OCT, 1)]
    assert [(item.kind, item.month) for item in three.lists()] == [(ListKind.STANDARD, DEC)]
    assert held(three, 1).rating == 1550 and three.by_id(2) is None
    assert three.by_id(2, month=NOV) is not None
    assert [p.name for p in three.find("gone")] == []
    assert [p.name for p in three.find("gone", month=NOV)] == ["Gone, Gerd"]


def test_a_players_history_is_each_months_line_oldest_first(three: RatingStore) -> None:
    assert [(line.month, line.player.rating) for line in three.history(1)] == [
        (OCT, 1480), (NOV, 1500), (DEC, 1550)]
    assert [line.month for line in three.history(2)] == [NOV]  # not on the other months
    assert three.histories([3, 99]) == {3: three.history(3), 99: []}
    assert [line.player.rating for line in three.history(3)] == [None]  # unrated: no rating


def test_an_events_month_gives_the_rating_it_is_rated_with(three: RatingStore) -> None:
    assert [three.rating_in(1, month) for month in (OCT, NOV, DEC)] == [1480, 1500, 1550]
    assert three.rating_in(3, DEC) is None and three.rating_in(2, DEC) is None
    with pytest.raises(NoStore) as missing:
        three.rating_in(1, date(2026, 9, 1))
    assert (missing.value.missing, missing.value.month, missing.value.kept) == (
        Missing.NO_MONTH, date(2026, 9, 1), (DEC, NOV, OCT))
    assert str(missing.value).startswith(
        "the store keeps no standard list of 2026-09 (it keeps 2026-12, 2026-11, 2026-10)")


def test_the_same_month_again_takes_its_own_place_only(three: RatingStore,
        tmp_path: Path) -> None:
    report = _load(three, tmp_path, [Listed("1", "Old, Olga", rating="1505")], "NOV26")
    assert report.replaced is not None and (report.replaced.month,
                                            report.replaced.players) == (NOV, 2)
    assert [three.rating_in(1, month) for month in (OCT, NOV, DEC)] == [1480, 1505, 1550]


def test_another_kind_is_kept_beside(three: RatingStore, tmp_path: Path) -> None:
    import_list(three, write_list(tmp_path / "rapid_nov26frl.txt", NOVEMBER, own_columns("NOV26")))
    assert [item.kind for item in three.lists()] == [ListKind.STANDARD, ListKind.RAPID]
    assert [item.month for item in three.kept(ListKind.RAPID)] == [NOV]
    assert held(three, 1, ListKind.RAPID).rating == 1500
    with pytest.raises(NoStore) as missing:
        three.by_id(1, ListKind.BLITZ)
    assert missing.value.missing is Missing.NO_LIST


def test_the_operator_removes_a_month_its_tables_with_it(three: RatingStore) -> None:
    removed = remove_list(three, ListKind.STANDARD, DEC)
    assert (removed.month, removed.players) == (DEC, 2)
    assert [item.month for item in three.kept()] == [NOV, OCT]
    assert held(three, 1).rating == 1500  # November is now the latest
    with sqlite3.connect(three.path) as connection:
        tables = {name for (name,) in connection.execute(
            "SELECT name FROM sqlite_master WHERE name LIKE '%2026_12%'")}
    assert tables == set()
    with pytest.raises(NoStore) as missing:
        remove_list(three, ListKind.STANDARD, DEC)
    assert (missing.value.missing, missing.value.kept) == (Missing.NO_MONTH, (NOV, OCT))


def _contents(path: Path) -> tuple[list[tuple[str, str, str | None]], list[tuple[int | str, ...]],
                                   list[tuple[str, str, int, str]]]:
    with sqlite3.connect(path) as connection:
        tables = connection.execute("SELECT type, name, sql FROM sqlite_master "
                                    "ORDER BY name").fetchall()
        players = connection.execute(
            "SELECT * FROM players_standard_2026_11 ORDER BY fide_id").fetchall()
        lists = connection.execute("SELECT kind, month, players, source FROM lists").fetchall()
    return tables, players, lists


def test_the_same_file_twice_leaves_the_same_store(store: RatingStore, tmp_path: Path) -> None:
    _load(store, tmp_path, NOVEMBER, "NOV26")
    once = _contents(store.path)
    _load(store, tmp_path, NOVEMBER, "NOV26")
    assert _contents(store.path) == once
    assert len(once[1]) == 2


def test_a_refused_file_leaves_the_store_as_it_was(store: RatingStore, tmp_path: Path) -> None:
    _load(store, tmp_path, NOVEMBER, "NOV26")
    before = _contents(store.path)
    with pytest.raises(ListRefused):
        _load(store, tmp_path, ["junk"], "NOV26")
    assert _contents(store.path) == before


def _month_to_come() -> date:
    """The first day of the month after next: a list no one can have yet."""
    return (date.today().replace(day=1) + timedelta(days=62)).replace(day=1)


def test_a_month_still_to_come_an_earlier_version_kept_is_never_the_latest(
        three: RatingStore, tmp_path: Path) -> None:
    """An earlier version took in a list dated after today (this one refuses it): it is kept
    and answers when its month is asked for, but the latest is the newest month in force."""
    future = _month_to_come()
    path = write_list(tmp_path / "standard_later.txt", [Listed("1", "Old, Olga", rating="1999")],
                      own_columns(f"{future:%b%y}".upper()))
    import_list(three, path, month=future, today=future)  # as the earlier version did
    assert [item.month for item in three.kept()] == [future, DEC, NOV, OCT]
    assert [(item.kind, item.month) for item in three.lists()] == [(ListKind.STANDARD, DEC)]
    latest = three.loaded(ListKind.STANDARD)
    assert latest is not None and latest.month == DEC
    assert held(three, 1).rating == 1550
    later = three.by_id(1, month=future)
    assert later is not None and later.rating == 1999


def test_a_store_of_only_a_month_to_come_has_no_latest(store: RatingStore,
                                                       tmp_path: Path) -> None:
    future = _month_to_come()
    path = write_list(tmp_path / "standard_later.txt", [Listed("1", "Old, Olga")],
                      own_columns(f"{future:%b%y}".upper()))
    import_list(store, path, month=future, today=future)
    assert store.lists() == [] and store.loaded(ListKind.STANDARD) is None
    with pytest.raises(NoStore) as refused:
        store.by_id(1)
    assert refused.value.missing is Missing.NO_LIST
    assert store.by_id(1, month=future) is not None
