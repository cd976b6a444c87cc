"""A FIDE list read into the store: both layouts by their header, Latin-1 and UTF-8, zipped,
each broken line named by its number and why, the flags, and where the kind and month came
from. Every expected value is the field as written in the generated line."""

import pickle
from datetime import date
from pathlib import Path

import pytest

from elo_core.rating_list import (
    ListIssue,
    ListKind,
    ListRefused,
    NoStore,
    RatingStore,
    Refusal,
    import_list,
)
from elo_core.rating_list.store import Missing
from elo_core.readers.limits import KEPT_ERRORS
from tests.rating_list_lines import COMBINED, Listed, held, list_text, own_columns, write_list

CARLSEN = Listed("1503014", "Carlsen, Magnus", fed="NOR", title="GM", rating="2840", games="3",
                 k="10", birth="1990", rapid=("2830", "5", "20"), blitz=("2886", "9", "40"))
NUNEZ = Listed("2201234", "Núñez, José", fed="ESP", sex="F", title="WIM", women_title="WIM",
               other_titles="FA,IA", rating="2105", games="0", k="40", birth="2009", flag="wi")


@pytest.fixture
def store(tmp_path: Path) -> RatingStore:
    return RatingStore(tmp_path / "store" / "lists.sqlite3")


def test_a_kinds_own_list_gives_every_field_as_written(store: RatingStore, tmp_path: Path) -> None:
    report = import_list(store, write_list(tmp_path / "standard_dec26frl.txt", [CARLSEN, NUNEZ]))
    assert (report.loaded.kind, report.loaded.month, report.loaded.players) == (
        ListKind.STANDARD, date(2026, 12, 1), 2)
    carlsen, nunez = held(store, 1503014), held(store, 2201234)
    assert (carlsen.name, carlsen.federation, carlsen.sex, carlsen.title, carlsen.rating,
            carlsen.games, carlsen.k, carlsen.birth_year, carlsen.inactive, carlsen.woman) == (
        "Carlsen, Magnus", "NOR", "M", "GM", 2840, 3, 10, 1990, False, False)
    assert (nunez.name, nunez.title, nunez.women_title, nunez.other_titles, nunez.rating,
            nunez.k, nunez.birth_year, nunez.inactive, nunez.woman) == (
        "Núñez, José", "WIM", "WIM", "FA,IA", 2105, 40, 2009, True, True)


@pytest.mark.parametrize(("kind", "expected"), [
    (None, (2840, 3, 10)), (ListKind.RAPID, (2830, 5, 20)), (ListKind.BLITZ, (2886, 9, 40))])
def test_the_combined_list_gives_the_kind_asked_for_standard_by_default(store: RatingStore,
        tmp_path: Path, kind: ListKind | None, expected: tuple[int, int, int]) -> None:
    file = write_list(tmp_path / "players_list_foa.txt", [CARLSEN], COMBINED)
    report = import_list(store, file, kind, date(2026, 12, 1))
    carlsen = held(store, 1503014, report.loaded.kind)
    assert (carlsen.rating, carlsen.games, carlsen.k, carlsen.birth_year) == (*expected, 1990)
    assert report.kind_from == ("combined list" if kind is None else "given")
    assert report.month_from == "given"


def test_a_player_without_a_rating_in_the_combined_list_has_none(store: RatingStore,
        tmp_path: Path) -> None:
    unrated = Listed("7", "Newcomer, Nina", rating="0", games="0", birth="0")
    import_list(store, write_list(tmp_path / "players_list_foa.txt", [unrated], COMBINED),
                month=date(2026, 12, 1))
    assert (held(store, 7).rating, held(store, 7).birth_year) == (None, None)


def test_columns_are_found_by_the_header_not_by_fixed_positions(store: RatingStore,
        tmp_path: Path) -> None:
    """An older layout without the FOA column: every column four characters to the left."""
    columns = [c for c in own_columns("SEP24") if c[0] != "FOA"]
    import_list(store, write_list(tmp_path / "rapid.txt", [CARLSEN], columns))
    assert store.lists()[0].kind is ListKind.RAPID
    assert (held(store, 1503014, ListKind.RAPID).rating,
            held(store, 1503014, ListKind.RAPID).birth_year) == (2840, 1990)


@pytest.mark.parametrize("encoding", ["latin-1", "utf-8"])
def test_latin1_and_utf8_lists_both_read_their_accents(store: RatingStore, tmp_path: Path,
        encoding: str) -> None:
    report = import_list(store, write_list(tmp_path / "standard_dec26frl.txt", [NUNEZ],
                                           encoding=encoding))
    assert held(store, 2201234).name == "Núñez, José"
    assert report.latin1_lines == (1 if encoding == "latin-1" else 0)


def test_a_zipped_list_is_read_from_the_text_inside(store: RatingStore, tmp_path: Path) -> None:
    report = import_list(store, write_list(tmp_path / "blitz_nov26frl.zip", [CARLSEN, NUNEZ],
                                           own_columns("NOV26")))
    assert (report.loaded.kind, report.loaded.month, report.loaded.source) == (
        ListKind.BLITZ, date(2026, 11, 1), "blitz_nov26frl.zip")
    assert (report.kind_from, report.month_from) == ("file name", "header")
    assert held(store, 1503014, ListKind.BLITZ).rating == 2840


def test_the_month_comes_from_the_file_name_where_the_header_has_none(store: RatingStore,
        tmp_path: Path) -> None:
    file = write_list(tmp_path / "standard_mar25frl.txt", [CARLSEN], own_columns("SRtng"))
    report = import_list(store, file)
    assert (report.loaded.month, report.month_from, report.kind_from) == (
        date(2025, 3, 1), "file name", "header")


def test_broken_and_short_lines_are_named_by_number_and_why_the_rest_read(store: RatingStore,
        tmp_path: Path) -> None:
    columns = own_columns()
    bad_id = list_text([Listed("12x4", "Bad, Id")]).splitlines()[1]
    bad_rating = list_text([Listed("55", "Bad, Rating", rating="2l00")]).splitlines()[1]
    lines: list[Listed | str] = [CARLSEN, "4711           Short, Line", bad_id, bad_rating,
             Listed("66", "", rating="1500"), Listed("1503014", "Again, Carlsen"), NUNEZ]
    report = import_list(store, write_list(tmp_path / "standard_dec26frl.txt", lines, columns))
    assert report.loaded.players == 2
    assert [(p.line, p.issue, p.token, p.field) for p in report.problems] == [
        (3, ListIssue.SHORT_LINE, "26", ""), (4, ListIssue.BAD_ID, "12x4", ""),
        (5, ListIssue.BAD_NUMBER, "2l00", "rating"), (6, ListIssue.NO_NAME, "", ""),
        (7, ListIssue.REPEATED_ID, "1503014", "")]
    assert report.problems[0].message() == (
        'line 3: the line ends at column 26, before the rating\'s column — '
        '"4711           Short, Line"')
    assert report.problems[2].message().startswith("line 5: the rating '2l00' is not a number")
    assert held(store, 1503014).name == "Carlsen, Magnus"


def test_of_many_broken_lines_the_first_are_kept_and_all_counted(store: RatingStore,
        tmp_path: Path) -> None:
    lines: list[Listed | str] = [CARLSEN, *["junk"] * (KEPT_ERRORS + 50)]
    report = import_list(store, write_list(tmp_path / "standard_dec26frl.txt", lines))
    assert (len(report.problems), report.problem_count) == (KEPT_ERRORS, KEPT_ERRORS + 50)
    assert report.problems[-1].line == KEPT_ERRORS + 2  # the header and Carlsen before


@pytest.mark.parametrize(("name", "data", "refusal"), [
    ("standard_dec26frl.txt", b"", Refusal.EMPTY),
    ("standard_dec26frl.txt", b"name,rating\nMeier,1800\n", Refusal.NO_HEADER),
    ("players_list_xml.txt", b"<playerslist><player>", Refusal.XML),
    ("standard_dec26frl.zip", b"not a zip", Refusal.NOT_A_ZIP),
    ("standard_dec26frl.txt",
     (list_text([]) + "junk\r\n").encode(), Refusal.NO_PLAYERS),
])
def test_a_file_that_is_not_a_list_is_refused_and_the_store_left_alone(store: RatingStore,
        tmp_path: Path, name: str, data: bytes, refusal: Refusal) -> None:
    file = tmp_path / name
    file.write_bytes(data)
    with pytest.raises(ListRefused) as refused:
        import_list(store, file)
    assert refused.value.refusal is refusal
    assert store.lists() == []


def test_a_refusal_carries_its_facts_as_fields_across_a_process(store: RatingStore,
        tmp_path: Path) -> None:
    """The page imports in a process of its own, which hands the refusal back pickled: its
    fields arrive as they were, for the page to word."""
    file = tmp_path / "standard_dec26frl.txt"
    file.write_bytes(b"name,rating\nMeier,1800\n")
    with pytest.raises(ListRefused) as refused:
        import_list(store, file)
    arrived = pickle.loads(pickle.dumps(refused.value))
    assert (arrived.refusal, arrived.quoted) == (Refusal.NO_HEADER, "name,rating")
    assert arrived.message() == refused.value.message() == (
        "the first line is not a FIDE rating list's header (ID Number, Name, Fed, … and the "
        "rating's column): 'name,rating'")
    missing = pickle.loads(pickle.dumps(NoStore(Missing.NO_LIST, store.path, kind="rapid")))
    assert (missing.missing, missing.kind, missing.path) == (Missing.NO_LIST, "rapid", store.path)
    assert str(missing) == f"the store holds no rapid list ({store.path})"


def test_a_list_whose_name_and_header_say_no_kind_or_no_month_asks_for_it(store: RatingStore,
        tmp_path: Path) -> None:
    with pytest.raises(ListRefused) as no_kind:
        import_list(store, write_list(tmp_path / "list.txt", [CARLSEN]))
    with pytest.raises(ListRefused) as no_month:
        import_list(store, write_list(tmp_path / "players_list_foa.txt", [CARLSEN], COMBINED))
    assert (no_kind.value.refusal, no_month.value.refusal) == (Refusal.NO_KIND, Refusal.NO_MONTH)
    assert "--month YYYY-MM" in no_month.value.message()


def test_a_line_too_long_to_hold_is_named_and_the_next_read(store: RatingStore,
        tmp_path: Path) -> None:
    from elo_core.readers.limits import LONGEST_LINE

    report = import_list(store, write_list(tmp_path / "standard_dec26frl.txt",
                                           [CARLSEN, "9" * (3 * LONGEST_LINE), NUNEZ]))
    assert [(p.line, p.issue) for p in report.problems] == [(3, ListIssue.LINE_TOO_LONG)]
    assert report.loaded.players == 2 and held(store, 2201234).name == "Núñez, José"
