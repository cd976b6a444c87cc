"""The server's checks against FIDE's list (pages/ui/event/list_kept.py): kept for each file
and list, applied as they were made, and bounded."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from pytest import MonkeyPatch

from elo_core.rating_list import ListKind, RatingStore, import_list
from pages.ui.event import list_check, list_kept
from pages.ui.event.list_check import Completion, ListChecked, ListRow
from pages.ui.event.shown import read
from tests.paths import DATA
from tests.rating_list_lines import Listed, write_list

SWISS = (DATA / "swiss.trf").read_text(encoding="utf-8")
PLAYERS = [Listed("1000004", "De Vries, Dirk", fed="NED", title="IM", rating="2050",
                  birth="1972")]


@pytest.fixture
def store(tmp_path: Path) -> Path:
    """A store keeping December 2026's standard list."""
    path = tmp_path / "lists.sqlite3"
    import_list(RatingStore(path), write_list(tmp_path / "standard_dec26frl.txt", PLAYERS))
    return path


def test_there_is_nothing_to_keep_without_a_list_of_the_kind(store: Path,
                                                             tmp_path: Path) -> None:
    assert list_kept.key(SWISS, tmp_path / "none.sqlite3", ListKind.STANDARD) is None
    assert list_kept.key(SWISS, store, ListKind.RAPID) is None
    assert list_kept.kept(None) is None


def test_a_check_is_kept_for_its_file_and_list_alone(store: Path, tmp_path: Path) -> None:
    key = list_kept.key(SWISS, store, ListKind.STANDARD)
    assert key is not None and key == list_kept.key(SWISS, store, ListKind.STANDARD)
    assert list_kept.key(SWISS + "\n", store, ListKind.STANDARD) != key
    # the same month imported again, within the same second: another list
    import_list(RatingStore(store), write_list(tmp_path / "standard_dec26frl.txt",
                                               [replace(PLAYERS[0], rating="2060")]))
    assert list_kept.key(SWISS, store, ListKind.STANDARD) != key
    again = list_kept.key(SWISS, store, ListKind.STANDARD)
    import_list(RatingStore(store), write_list(tmp_path / "standard_may25frl.txt", PLAYERS),
                month=date(2025, 5, 1))
    assert list_kept.key(SWISS, store, ListKind.STANDARD) != again


def test_a_kept_check_is_applied_as_made_without_the_store(store: Path,
                                                          tmp_path: Path) -> None:
    """De Vries's line gives no title; the list's IM counts for his norms, from the check
    kept as from the store."""
    tournament = read(SWISS)
    completed, made = list_check.checked(tournament, store)
    assert made is not None and made.completions == (Completion(4, "IM", "NED"),)
    kept = list_check.checked(tournament, tmp_path / "gone.sqlite3",
                              kept=list_check.packed(made))
    assert kept == (completed, made)
    assert next(p for p in completed.players if p.start_rank == 4).title == "IM"


def _check(rows: int) -> ListChecked:
    row = ListRow(1, "Kok, Kim", "", "", "", "")
    return ListChecked(date(2026, 12, 1), ListKind.STANDARD, (), (row,) * rows, ())


def test_the_least_recently_used_checks_go_past_the_bounds(store: Path,
                                                           monkeypatch: MonkeyPatch) -> None:
    monkeypatch.setattr(list_kept, "_kept", type(list_kept._kept)())
    monkeypatch.setattr(list_kept, "KEPT", 2)
    keys = [list_kept.key(f"{SWISS}{n}", store, ListKind.STANDARD) for n in range(4)]
    for key in keys[:2]:
        list_kept.keep(key, _check(1))
    assert list_kept.kept(keys[0]) is not None  # used: the second is now the oldest
    list_kept.keep(keys[2], _check(1))
    assert [list_kept.kept(k) is not None for k in keys[:3]] == [True, False, True]
    monkeypatch.setattr(list_kept, "KEPT_BYTES", len(list_check.packed(_check(1000))) + 100)
    list_kept.keep(keys[3], _check(1000))
    assert [list_kept.kept(k) is not None for k in keys] == [False, False, False, True]
