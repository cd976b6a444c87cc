"""The DSB's export as a careless or hostile upload writes it: a zip whose ``spieler.csv``
carries no real date, a file in UTF-16 or with the old Mac's line ends (read as they are), a
lone carriage return inside a line, a zip bomb. Each is read, refused or its lines named, never
a traceback nor hours of reading."""

import zipfile
from collections.abc import Callable
from datetime import date
from pathlib import Path

import pytest

from elo_core.rating_list import ListIssue, ListRefused, RatingStore, Refusal
from elo_core.rating_list.dsb import dwz_by_member, dwz_list, import_dwz
from elo_core.rating_list.dsb.export import MOST_UNPACKED
from tests.dwz_export_lines import Member, export_text, redate, write_bomb, write_export

ANNA = Member("C0327", "7", "Weiß", "Anna", dwz="1204", last="")
BERND = Member("C0327", "8", "Öztürk", "Bernd", dwz="1650", last="")


@pytest.fixture
def store(tmp_path: Path) -> RatingStore:
    return RatingStore(tmp_path / "store" / "lists.sqlite3")


def _zip_dated(path: Path, dos_date: int) -> Path:
    """A zip of ``spieler.csv`` whose DOS date field is ``dos_date``."""
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(zipfile.ZipInfo("spieler.csv", (2026, 11, 30, 6, 0, 0)),
                         export_text([ANNA]).encode("latin-1"))
    return redate(path, dos_date)


def test_a_zip_dated_month_0_says_nothing_of_the_day_so_one_is_asked_for(
        store: RatingStore, tmp_path: Path) -> None:
    path = _zip_dated(tmp_path / "dwz.zip", 46 << 9)  # 2026, month 0, day 0
    with pytest.raises(ListRefused) as refused:
        import_dwz(store, path)
    assert refused.value.refusal is Refusal.NO_DAY
    assert dwz_list(store) is None


def test_a_zip_with_no_real_date_still_loads_with_the_day_given(
        store: RatingStore, tmp_path: Path) -> None:
    path = _zip_dated(tmp_path / "dwz.zip", (46 << 9) | (13 << 5) | 31)  # month 13
    report = import_dwz(store, path, date(2026, 11, 30))
    anna = dwz_by_member(store, "C0327-7")
    assert anna is not None, "Anna, member C0327-7, is in the loaded list"
    assert (report.loaded.day, report.day_from, anna.dwz) == (
        date(2026, 11, 30), "given", 1204)


@pytest.mark.parametrize("written", [
    lambda text: text.encode("utf-16"),
    lambda text: text.replace("\r\n", "\r").encode("latin-1")], ids=["utf-16", "cr"])
def test_utf16_and_the_old_macs_line_ends_are_read_a_line_a_player(
        store: RatingStore, tmp_path: Path, written: Callable[[str], bytes]) -> None:
    path = tmp_path / "spieler.csv"
    path.write_bytes(written(export_text([ANNA, BERND])))
    report = import_dwz(store, path, date(2026, 11, 30))
    anna, bernd = dwz_by_member(store, "C0327-7"), dwz_by_member(store, "C0327-8")
    assert anna is not None and bernd is not None, "both members are in the loaded list"
    assert (report.loaded.players, report.problem_count, anna.name, bernd.dwz) == (
        2, 0, "Weiß, Anna", 1650)


def test_a_lone_carriage_return_in_an_unquoted_field_names_that_line(
        store: RatingStore, tmp_path: Path) -> None:
    broken = "C0327,8,A,Kurz\rWeg,M,D,1980,2026-11-30,1650,4,,,,"
    path = tmp_path / "spieler.csv"
    path.write_bytes(export_text([broken, ANNA]).encode("latin-1"))
    report = import_dwz(store, path, date(2026, 11, 30))
    assert (report.loaded.players, [(p.line, p.issue) for p in report.problems]) == (
        1, [(2, ListIssue.FIELD_COUNT)])


def test_a_zip_whose_spieler_csv_unpacks_past_the_bound_is_refused_unread(
        store: RatingStore, tmp_path: Path) -> None:
    path = write_bomb(tmp_path / "bomb.zip", MOST_UNPACKED)
    assert path.stat().st_size < MOST_UNPACKED // 100  # a bomb: a hundredth the size or less
    with pytest.raises(ListRefused) as refused:
        import_dwz(store, path, date(2026, 11, 30))
    assert (refused.value.refusal, refused.value.message()) == (
        Refusal.TOO_BIG_IN_ZIP, "the zip's spieler.csv unpacks to more than 100 MB")
    assert dwz_list(store) is None


def test_a_damaged_zip_is_refused_and_the_store_left(store: RatingStore, tmp_path: Path) -> None:
    path = write_export(tmp_path / "dwz.zip", [Member("C0327", str(n), f"N{n}", "X")
                                               for n in range(1, 3000)])
    raw = bytearray(path.read_bytes())
    raw[200:260] = bytes(60)  # inside spieler.csv's compressed data
    path.write_bytes(bytes(raw))
    with pytest.raises(ListRefused) as refused:
        import_dwz(store, path)
    assert (refused.value.refusal, refused.value.message()) == (
        Refusal.DAMAGED_ZIP, "the zip's spieler.csv is damaged; download it again")
    assert dwz_list(store) is None
