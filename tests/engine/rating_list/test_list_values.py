"""What a list may hold: its values in the ranges the pages hold a user's to
(:mod:`elo_core.ranges`: a rating 100–3500, K 1–100, a birth year 1900 to this year, a FIDE ID
1 up; a name of at most 100 characters), a line outside them named and not read, the rest
loaded; and no list of a month or day still to come (the clock's today, 5 December 2026, given
to each import), nor of FIDE's before its first list (1971). A DWZ list the store holds of a
day still to come (loaded before these checks) is no newer list."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from elo_core.cli.main import main
from elo_core.rating_list import ListIssue, ListRefused, RatingStore, Refusal, import_list
from elo_core.rating_list.dsb import dwz_by_member, dwz_list, import_dwz
from tests.dwz_export_lines import NEWER, Member, write_export
from tests.rating_list_lines import CARLSEN, COMBINED, Listed, held, own_columns, write_list

TODAY = date(2026, 12, 5)
#: A column of names wide enough for a name of 10,000 characters (a header may say so).
WIDE = [("ID Number", 15), ("Name", 10_005), *own_columns()[2:]]


@pytest.fixture
def store(tmp_path: Path) -> RatingStore:
    return RatingStore(tmp_path / "lists.sqlite3")


def test_a_line_outside_the_ranges_is_named_and_the_others_loaded(
        store: RatingStore, tmp_path: Path) -> None:
    path = write_list(tmp_path / "standard_dec26frl.txt", [
        CARLSEN,
        Listed("11", "High, Rating", rating="99999"),
        Listed("12", "Low, Rating", rating="50"),
        Listed("13", "Big, K", k="999"),
        Listed("14", "Later, Born", birth="9999"),
        Listed("0", "Zero, Id"),
        Listed("15", "Unrated, Una", rating="0", k="0", birth="0"),
        Listed("16", "Born, This Year", birth="2026", k="40", rating="1400")], WIDE)
    report = import_list(store, path, today=TODAY)
    assert report.loaded.players == 3
    assert [(p.line, p.issue, p.field, p.token, p.allowed) for p in report.problems] == [
        (3, ListIssue.OUT_OF_RANGE, "rating", "99999", (100, 3500)),
        (4, ListIssue.OUT_OF_RANGE, "rating", "50", (100, 3500)),
        (5, ListIssue.OUT_OF_RANGE, "k", "999", (1, 100)),
        (6, ListIssue.OUT_OF_RANGE, "birth_year", "9999", (1900, 2026)),
        (7, ListIssue.OUT_OF_RANGE, "fide_id", "0", (1, 9_999_999_999))]
    assert [p.message().split(" — ")[0] for p in report.problems] == [
        "line 3: the rating 99999 is outside 100–3500",
        "line 4: the rating 50 is outside 100–3500", "line 5: the K 999 is outside 1–100",
        "line 6: the birth year 9999 is outside 1900–2026",
        "line 7: the FIDE ID 0 is outside 1–9999999999"]
    unrated = held(store, 15)
    assert (unrated.rating, unrated.k, unrated.birth_year) == (None, None, None)
    assert (held(store, 16).birth_year, held(store, 1503014).rating) == (2026, 2840)


def test_a_name_longer_than_any_list_has_is_named(store: RatingStore, tmp_path: Path) -> None:
    path = write_list(tmp_path / "standard_dec26frl.txt", [
        CARLSEN, Listed("21", "Long, " + "N" * 9_994), Listed("22", "Long, " + "N" * 94)], WIDE)
    report = import_list(store, path, today=TODAY)
    assert [(p.line, p.issue, p.token) for p in report.problems] == [
        (3, ListIssue.LONG_NAME, "10000")]
    assert report.problems[0].message().startswith(
        "line 3: the name has 10000 characters, more than 100")
    assert len(held(store, 22).name) == 100


def test_the_dsbs_values_are_held_to_the_same_ranges(store: RatingStore, tmp_path: Path) -> None:
    path = write_export(tmp_path / "LV-0-csv_v2.zip", [
        Member("C0327", "1", "Gut", "Anna", dwz="1204", last="2026-11-30"),
        Member("C0327", "2", "Hoch", "Hans", dwz="99999"),
        Member("C0327", "3", "Alt", "Ida", index="5000"),
        Member("C0327", "4", "Später", "Paul", born="9999"),
        Member("C0327", "5", "Elo", "Eva", fide_elo="50"),
        Member("C0327", "6", "Lang", "N" * 10_000),
        Member("C0327", "7", "Zukunft", "Zoe", last="9999-12-31"),
        Member("C0327", "8", "Ohne", "Otto", dwz="0", index="0", fide_id="0", fide_elo="0",
               born="0", last="2026-10-31")], header=NEWER)
    report = import_dwz(store, path, today=TODAY)
    assert [(p.line, p.issue, p.field, p.token) for p in report.problems] == [
        (3, ListIssue.OUT_OF_RANGE, "dwz", "99999"),
        (4, ListIssue.OUT_OF_RANGE, "index", "5000"),
        (5, ListIssue.OUT_OF_RANGE, "birth_year", "9999"),
        (6, ListIssue.OUT_OF_RANGE, "fide_elo", "50"),
        (7, ListIssue.LONG_NAME, "", "10006"),
        (8, ListIssue.FUTURE_DAY, "", "9999-12-31")]
    assert report.problems[-1].message().startswith(
        "line 8: the Letzte Auswertung 9999-12-31 is still to come")
    assert (report.loaded.players, report.loaded.day, report.day_from) == (
        2, date(2026, 11, 30), "Letzte Auswertung")
    otto = dwz_by_member(store, "C0327-8")
    assert otto is not None and (otto.dwz, otto.index, otto.fide_id, otto.birth_year) == (
        None, None, None, None)


MONTHS = [(date(9999, 12, 1), Refusal.FUTURE, "the standard list's month, 9999-12, is still "
           "to come"),
          (date(2027, 1, 1), Refusal.FUTURE, "the standard list's month, 2027-01, is still "
           "to come"),
          (date(1960, 1, 1), Refusal.BEFORE_FIRST_LIST, "the month 1960-01 is before FIDE's "
           "first list (1971)")]


@pytest.mark.parametrize(("month", "refusal", "english"), MONTHS)
def test_a_month_no_list_of_fides_is_of_is_refused(
        store: RatingStore, tmp_path: Path, month: date, refusal: Refusal,
        english: str) -> None:
    with pytest.raises(ListRefused) as refused:
        import_list(store, write_list(tmp_path / "players_list_foa.txt", [CARLSEN], COMBINED),
                    month=month, today=TODAY)
    assert (refused.value.refusal, refused.value.message()) == (refusal, english)
    assert not store.path.exists()


def test_a_header_of_next_month_is_refused_until_it_has_begun(
        store: RatingStore, tmp_path: Path) -> None:
    """FIDE's list is of its month's first day: January's is refused on 5 December, taken
    on 31 December (the first of January has begun east of the server) and after."""
    path = write_list(tmp_path / "standard_jan27frl.txt", [CARLSEN], own_columns("JAN27"))
    with pytest.raises(ListRefused) as refused:
        import_list(store, path, today=TODAY)
    assert refused.value.refusal is Refusal.FUTURE
    assert import_list(store, path, today=date(2026, 12, 31)).loaded.month == date(2027, 1, 1)


def test_the_command_line_refuses_a_month_still_to_come(
        store: RatingStore, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_list(tmp_path / "players_list_foa.txt", [CARLSEN], COMBINED)
    assert main(["rating-list", "import", str(path), "--month", "9999-12", "--db",
                 str(store.path)]) == 2
    assert capsys.readouterr().err.strip() == (
        "players_list_foa.txt: the standard list's month, 9999-12, is still to come")


def test_a_dwz_day_still_to_come_is_refused_given_or_as_the_zips(
        store: RatingStore, tmp_path: Path) -> None:
    path = write_export(tmp_path / "LV-0-csv_v2.zip", [Member("C0327", "1", "Gut", "Anna",
                                                              last="")],
                        zip_day=(2099, 1, 1))
    for day in (date(9999, 12, 31), None):
        with pytest.raises(ListRefused) as refused:
            import_dwz(store, path, day, today=TODAY)
        said = "9999-12-31" if day else "2099-01-01"
        assert (refused.value.refusal, refused.value.message()) == (
            Refusal.FUTURE, f"the DWZ list's day, {said}, is still to come")
    assert dwz_list(store) is None


def test_a_dwz_list_held_of_a_day_still_to_come_is_no_newer_list(
        store: RatingStore, tmp_path: Path) -> None:
    """An earlier version took an export of one Letzte Auswertung 9999-12-31 as the list of
    that day, and refused every genuine export after it as older."""
    misdated = write_export(tmp_path / "misdated.zip", [
        Member("C0327", "1", "Gut", "Anna", last="9999-12-31")])
    import_dwz(store, misdated, today=date(9999, 12, 31))  # as the earlier version took it
    genuine = write_export(tmp_path / "LV-0-csv_v2.zip", [
        Member("C0327", "1", "Gut", "Anna", dwz="1300", last="2026-11-30")])
    report = import_dwz(store, genuine, today=TODAY)
    anna = dwz_by_member(store, "C0327-1")
    assert report.replaced is not None and report.replaced.day == date(9999, 12, 31)
    assert anna is not None and (report.loaded.day, anna.dwz) == (date(2026, 11, 30), 1300)
