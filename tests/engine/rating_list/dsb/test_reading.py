"""The DSB's export read into the store: both header forms by the columns' names (in any
order), Latin-1, comma or semicolon, the zip with the clubs' names, each broken line named,
and where the list's day came from. Every expected value is the field as written."""

from datetime import date
from pathlib import Path

import pytest

from elo_core.rating_list import (
    ListIssue,
    ListKind,
    ListRefused,
    RatingStore,
    Refusal,
    import_list,
)
from elo_core.rating_list.dsb import (
    DwzList,
    DwzPlayer,
    dwz_by_member,
    dwz_list,
    import_dwz,
    is_dwz_export,
)
from tests.dwz_export_lines import NEWER, OLDER, Member, write_export
from tests.rating_list_lines import Listed, write_list

MUELLER = Member("C0327", "0012", "Müller", "Jürgen", dwz="1843", index="57", born="1961",
                 last="2026-11-30", fide_id="4612345", fide_elo="1901", fide_title="CM",
                 federation="GER", academic="Dr.")
WEISS = Member("C0327", "7", "Weiß", "Anna-Lena", dwz="1204", index="3", born="2014",
               sex="W", last="2026-10-05", women_title="WCM", rapid="1250", blitz="1199")


@pytest.fixture
def store(tmp_path: Path) -> RatingStore:
    return RatingStore(tmp_path / "store" / "lists.sqlite3")


def on_list(store: RatingStore, member: str) -> DwzPlayer:
    """The member the test imported (by ZPS and number), said to be on the DWZ list."""
    player = dwz_by_member(store, member)
    assert player is not None, f"{member} is on the DWZ list imported"
    return player


def loaded(store: RatingStore) -> DwzList:
    """The DWZ list the test imported, said to be in the store."""
    found = dwz_list(store)
    assert found is not None, "the DWZ list imported is in the store"
    return found


def test_the_older_export_gives_every_field_as_written(store: RatingStore, tmp_path: Path) -> None:
    report = import_dwz(store, write_export(tmp_path / "spieler.csv", [MUELLER, WEISS]))
    assert (report.loaded.day, report.day_from, report.loaded.players, report.problem_count,
            report.latin1_lines) == (date(2026, 11, 30), "Letzte Auswertung", 2, 0, 2)
    mueller = on_list(store, "C0327-12")
    assert (mueller.member_id, mueller.name, mueller.academic_title, mueller.sex,
            mueller.status, mueller.birth_year, mueller.last_evaluation, mueller.dwz,
            mueller.index, mueller.fide_id, mueller.fide_elo, mueller.fide_title,
            mueller.fide_federation, mueller.club) == (
        "C0327-12", "Müller, Jürgen", "Dr.", "M", "A", 1961, "2026-11-30", 1843, 57, 4612345,
        1901, "CM", "GER", "")


def test_the_newer_export_by_its_own_names_with_semicolons(store: RatingStore,
        tmp_path: Path) -> None:
    report = import_dwz(store, write_export(tmp_path / "spieler.csv", [MUELLER, WEISS],
                                            header=NEWER, separator=";"))
    assert (report.loaded.players, report.problem_count) == (2, 0)
    weiss = on_list(store, "c0327-007")
    assert (weiss.name, weiss.sex, weiss.birth_year, weiss.dwz, weiss.index, weiss.fide_id,
            weiss.women_title, weiss.fide_rapid, weiss.fide_blitz) == (
        "Weiß, Anna-Lena", "W", 2014, 1204, 3, None, "WCM", 1250, 1199)
    assert on_list(store, "C0327-12").academic_title == ""


def test_columns_are_read_by_name_not_by_place(store: RatingStore, tmp_path: Path) -> None:
    shuffled = tuple(reversed(OLDER))
    import_dwz(store, write_export(tmp_path / "spieler.csv", [MUELLER], header=shuffled))
    mueller = on_list(store, "C0327-12")
    assert (mueller.name, mueller.dwz, mueller.index, mueller.birth_year) == (
        "Müller, Jürgen", 1843, 57, 1961)


def test_the_zip_gives_the_clubs_names_and_its_date_when_no_line_has_a_day(
        store: RatingStore, tmp_path: Path) -> None:
    undated = [Member("C0327", "12", "Müller", "Jürgen", last="202648"),
               Member("B0101", "3", "Schmidt", "Hans", last="")]
    path = write_export(tmp_path / "LV-0-csv_v2.zip", undated,
                        clubs={"C0327": "SK Zähringen", "B0101": "SC Weiße Dame"},
                        zip_day=(2026, 12, 1))
    assert is_dwz_export(path)
    report = import_dwz(store, path)
    assert (report.loaded.day, report.day_from, report.clubs, report.loaded.source) == (
        date(2026, 12, 1), "zip date", 2, "LV-0-csv_v2.zip")
    assert [on_list(store, m).club for m in ("C0327-12", "B0101-3")] == [
        "SK Zähringen", "SC Weiße Dame"]


def test_each_broken_line_is_named_by_its_number_and_why(store: RatingStore,
        tmp_path: Path) -> None:
    lines: list[Member | str] = [MUELLER, '"C0327","8","A"',
             Member("", "9", "Ohne", "Verein"),
             Member("C0327", "x9", "Falsch", "Nummer"),
             Member("C0327", "10", "", ""),
             Member("C0327", "11", "Zahl", "Falsch", dwz="17x0"),
             Member("C0327", "0012", "Noch", "Einmal"),
             Member("C0327", "0", "Vorstand", "Kein Mitglied"), WEISS]
    report = import_dwz(store, write_export(tmp_path / "spieler.csv", lines))
    assert [(p.line, p.issue, p.token, p.field) for p in report.problems] == [
        (3, ListIssue.FIELD_COUNT, "3", ""), (4, ListIssue.NO_CLUB, "", ""),
        (5, ListIssue.BAD_MEMBER, "x9", ""), (6, ListIssue.NO_NAME, "", ""),
        (7, ListIssue.BAD_NUMBER, "17x0", "dwz"),
        (8, ListIssue.REPEATED_MEMBER, "C0327-12", "")]
    assert report.problems[4].message().startswith("line 7: the DWZ '17x0' is not a number")
    assert report.problems[-1].message() == (
        'line 8: the member C0327-12 was listed before; the first line was kept — '
        '"\"C0327\",\"0012\",\"A\",\"Noch,Einmal\",\"M\",\"D\",\"1980\",\"2026-11-30\""')
    assert (report.loaded.players, report.problem_count) == (2, 6)
    assert on_list(store, "C0327-12").name == "Müller, Jürgen"


def test_a_file_that_is_not_the_export_is_refused_and_the_store_left(store: RatingStore,
        tmp_path: Path) -> None:
    import_dwz(store, write_export(tmp_path / "spieler.csv", [MUELLER]))
    other = tmp_path / "other.csv"
    other.write_text("Name,Rating\nCarlsen,2840\n", encoding="latin-1")
    with pytest.raises(ListRefused) as refused:
        import_dwz(store, other)
    assert (refused.value.refusal, refused.value.column) == (Refusal.NOT_DWZ_HEADER, "zps")
    assert "(it names no ZPS)" in refused.value.message()
    assert not is_dwz_export(other)
    assert loaded(store).players == 1


def test_an_earlier_day_is_refused_unless_asked_and_fides_lists_stay(store: RatingStore,
        tmp_path: Path) -> None:
    fide = write_list(tmp_path / "standard_dec26frl.txt", [Listed("1503014", "Carlsen, M")])
    import_list(store, fide)
    import_dwz(store, write_export(tmp_path / "spieler.csv", [MUELLER]))
    earlier = write_export(tmp_path / "older.csv", [WEISS])
    with pytest.raises(ListRefused) as refused:
        import_dwz(store, earlier)
    assert (refused.value.refusal, refused.value.kind, refused.value.held) == (
        Refusal.OLDER_MONTH, "dwz", date(2026, 11, 30))
    assert refused.value.message().startswith("the store holds the DWZ list of 2026-11-30")
    report = import_dwz(store, earlier, allow_older=True)
    assert report.replaced is not None, "the earlier list replaces the one of 30 November"
    assert (report.replaced.day, report.loaded.day) == (date(2026, 11, 30), date(2026, 10, 5))
    assert [item.kind for item in store.lists()] == [ListKind.STANDARD]
    carlsen = store.by_id(1503014)
    assert carlsen is not None, "FIDE's list is kept beside the DWZ list"
    assert carlsen.name == "Carlsen, M"


def test_the_same_file_twice_leaves_the_same_store(store: RatingStore, tmp_path: Path) -> None:
    path = write_export(tmp_path / "spieler.csv", [MUELLER, WEISS])
    import_dwz(store, path)
    again = import_dwz(store, path)
    assert again.replaced is not None, "the second import replaces the first"
    assert (again.loaded.players, again.replaced.players) == (2, 2)


def test_a_plain_file_no_line_of_which_has_a_day_asks_for_one(store: RatingStore,
        tmp_path: Path) -> None:
    path = write_export(tmp_path / "spieler.csv", [Member("C0327", "1", "A", "B", last="")])
    with pytest.raises(ListRefused) as refused:
        import_dwz(store, path)
    assert refused.value.refusal is Refusal.NO_DAY
    assert import_dwz(store, path, date(2026, 11, 1)).day_from == "given"
