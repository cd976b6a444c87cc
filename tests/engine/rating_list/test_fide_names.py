"""FIDE's lists under the names FIDE gives them: the current downloads (``players_list.zip``
with ``players_list_foa.txt`` inside, ``standard_rating_list.zip``, ``rapid_rating_list.zip``)
say no month in their names, and only a kind's standard list says it in its header; the
combined list holds all three kinds. What each says is read before the list is (for the page
to ask the rest), the month is asked for with the day the zip says its list was written, and
each kind of the combined list loads as a list of its own."""

from datetime import date
from pathlib import Path

import pytest

from elo_core.rating_list import ListKind, ListRefused, RatingStore, Refusal, import_list
from elo_core.rating_list.importing import ListFacts, read_facts
from tests.rating_list_lines import COMBINED, RAPID, Listed, held, own_columns, write_list

CARLSEN = Listed("1503014", "Carlsen, Magnus", fed="NOR", title="GM", rating="2840", k="10",
                 rapid=("2830", "5", "20"), blitz=("2886", "9", "40"))
#: The day FIDE's zip of December's list says it was written.
WRITTEN = date(2026, 11, 30)


@pytest.fixture
def store(tmp_path: Path) -> RatingStore:
    return RatingStore(tmp_path / "lists.sqlite3")


def combined(folder: Path) -> Path:
    return write_list(folder / "players_list.zip", [CARLSEN], COMBINED,
                      inside="players_list_foa.txt", written=WRITTEN)


def test_what_fides_own_names_say_is_read_before_the_list(tmp_path: Path) -> None:
    standard = write_list(tmp_path / "standard_rating_list.zip", [CARLSEN], own_columns("DEC26"),
                          written=WRITTEN)
    rapid = write_list(tmp_path / "rapid_rating_list.zip", [CARLSEN], RAPID, written=WRITTEN)
    assert read_facts(combined(tmp_path)) == ListFacts(
        ListKind.STANDARD, "combined list", None, "", True, WRITTEN)
    assert read_facts(standard) == ListFacts(
        ListKind.STANDARD, "file name", date(2026, 12, 1), "header", False, WRITTEN)
    assert read_facts(rapid) == ListFacts(ListKind.RAPID, "header", None, "", False, WRITTEN)
    plain = write_list(tmp_path / "players_list_foa.txt", [CARLSEN], COMBINED)
    assert read_facts(plain).written is None


def test_a_list_that_says_no_month_is_refused_with_the_day_its_zip_was_written(
        store: RatingStore, tmp_path: Path) -> None:
    with pytest.raises(ListRefused) as no_month:
        import_list(store, combined(tmp_path))
    assert (no_month.value.refusal, no_month.value.written) == (Refusal.NO_MONTH, WRITTEN)
    assert no_month.value.message() == (
        "neither the file's name nor its header says the list's month: give --month YYYY-MM "
        "(the zip's list was written on 2026-11-30)")
    assert store.lists() == []


def test_each_kind_of_the_combined_list_loads_as_a_list_of_its_own(store: RatingStore,
        tmp_path: Path) -> None:
    file = combined(tmp_path)
    for kind in ListKind:
        import_list(store, file, kind, date(2026, 12, 1))
    assert [(item.kind, item.month, item.source) for item in store.lists()] == [
        (kind, date(2026, 12, 1), "players_list.zip") for kind in ListKind]
    assert [held(store, 1503014, kind).rating for kind in ListKind] == [2840, 2830, 2886]
    assert [held(store, 1503014, kind).k for kind in ListKind] == [10, 20, 40]


def test_fides_current_rapid_list_loads_under_its_own_name_with_the_month_given(
        store: RatingStore, tmp_path: Path) -> None:
    rapid = write_list(tmp_path / "rapid_rating_list.zip", [CARLSEN], RAPID, written=WRITTEN)
    report = import_list(store, rapid, month=date(2026, 12, 1))
    assert (report.loaded.kind, report.kind_from, report.month_from) == (
        ListKind.RAPID, "header", "given")
    assert held(store, 1503014, ListKind.RAPID).rating == 2830
