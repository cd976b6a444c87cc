"""The DWZ list's lookups: a name folded as FIDE's list's are (accents, umlauts written out,
case, punctuation, either order), the higher DWZ first; a member by ZPS and number with or
without leading zeros; a FIDE ID; a store without a DWZ list said, not guessed."""

from pathlib import Path

import pytest

from elo_core.rating_list import NoStore, RatingStore
from elo_core.rating_list.dsb import (
    DwzPlayer,
    dwz_by_fide_id,
    dwz_by_member,
    dwz_list,
    find_dwz,
    import_dwz,
    member_number,
)
from tests.dwz_export_lines import Member, write_export

PLAYERS = [Member("C0327", "12", "Müller", "Jürgen", dwz="1843", fide_id="4612345"),
           Member("B0101", "3", "Mueller", "Hans-Peter", dwz="2010"),
           Member("D0202", "5", "Weiß", "Anna", dwz=""),
           Member("D0202", "6", "Weiss", "Bernd", dwz="1500"),
           Member("E0303", "1", "Müller", "Jürgen", dwz="1400", fide_id="4612345")]


@pytest.fixture
def store(tmp_path: Path) -> RatingStore:
    return listing(tmp_path, PLAYERS)


def listing(folder: Path, members: list[Member]) -> RatingStore:
    """A store in ``folder`` holding the DWZ list of ``members``."""
    store = RatingStore(folder / "lists.sqlite3")
    import_dwz(store, write_export(folder / "spieler.csv", members))
    return store


def names(players: list[DwzPlayer]) -> list[tuple[str, int | None]]:
    """Each player found as the list names them, with their DWZ (none if not rated)."""
    return [(p.name, p.dwz) for p in players]


def test_a_name_finds_its_accented_and_written_out_forms_higher_dwz_first(
        store: RatingStore) -> None:
    assert names(find_dwz(store, "Müller")) == [("Mueller, Hans-Peter", 2010),
                                                ("Müller, Jürgen", 1843),
                                                ("Müller, Jürgen", 1400)]
    assert names(find_dwz(store, "jurgen muller")) == [("Müller, Jürgen", 1843),
                                                       ("Müller, Jürgen", 1400)]
    assert names(find_dwz(store, "hans peter")) == [("Mueller, Hans-Peter", 2010)]


def test_a_player_without_a_dwz_comes_after_those_with_one(store: RatingStore) -> None:
    assert names(find_dwz(store, "weiss")) == [("Weiss, Bernd", 1500), ("Weiß, Anna", None)]


def test_a_member_by_zps_and_number_and_players_by_fide_id(store: RatingStore) -> None:
    anna = dwz_by_member(store, " d0202 - 0005 ")
    assert anna is not None, "D0202-5 is on the list, written with spaces and leading zeros"
    assert anna.name == "Weiß, Anna"
    assert dwz_by_member(store, "D0202-7") is None
    assert [p.member_id for p in dwz_by_fide_id(store, 4612345)] == ["C0327-12", "E0303-1"]
    assert (member_number("C0327-12"), member_number("C0327"), member_number("12")) == (
        ("C0327", 12), None, None)


def test_a_store_without_a_dwz_list_says_so(tmp_path: Path) -> None:
    empty = RatingStore(tmp_path / "none.sqlite3")
    assert dwz_list(empty) is None
    with pytest.raises(NoStore):
        find_dwz(empty, "müller")


def test_a_name_written_without_umlauts_finds_the_dwz_lists_umlauts(tmp_path: Path) -> None:
    """"Mueller" is Müller's surname written out; "Muller" has no umlaut to be read so."""
    store = listing(tmp_path, [
        Member("C0327", "12", "Müller", "Jürgen", dwz="1843"),
        Member("B0101", "3", "Mueller", "Hans", dwz="1700"),
        Member("B0101", "4", "Muller", "Pierre", dwz="2200"),
        Member("D0202", "5", "Götz", "Anna", dwz="1600")])
    assert names(find_dwz(store, "Mueller")) == [("Müller, Jürgen", 1843),
                                                 ("Mueller, Hans", 1700)]
    assert names(find_dwz(store, "Mueller, Juergen")) == [("Müller, Jürgen", 1843)]
    assert names(find_dwz(store, "juergen mue")) == [("Müller, Jürgen", 1843)]
    assert names(find_dwz(store, "Goetz")) == [("Götz, Anna", 1600)]


def test_a_word_inside_a_name_is_found_after_the_names_that_begin_with_it(
        tmp_path: Path) -> None:
    """As in FIDE's lists: the names that are or begin with the search first (either order),
    then those holding its words as the start of words of theirs, each group the higher DWZ
    first. "peter": Peters (a start, DWZ 1200) before Mueller, Hans-Peter (a word, 2010);
    "jurg": Jurga before Schäfer, Hans Jürgen; "juerg", written without its umlaut, Schäfer
    only (Jurga has no "ü" to be read); "juergen schaefer", his words in another order."""
    store = listing(tmp_path, [
        Member("C0327", "1", "Peters", "Lena", dwz="1200"),
        Member("C0327", "2", "Mueller", "Hans-Peter", dwz="2010"),
        Member("C0327", "3", "Schäfer", "Hans Jürgen", dwz="1700"),
        Member("C0327", "4", "Jurga", "Ola", dwz="1100")])
    assert names(find_dwz(store, "peter")) == [("Peters, Lena", 1200),
                                               ("Mueller, Hans-Peter", 2010)]
    assert names(find_dwz(store, "peter mueller")) == [("Mueller, Hans-Peter", 2010)]
    assert names(find_dwz(store, "jurg")) == [("Jurga, Ola", 1100),
                                              ("Schäfer, Hans Jürgen", 1700)]
    assert names(find_dwz(store, "juerg")) == [("Schäfer, Hans Jürgen", 1700)]
    assert names(find_dwz(store, "juergen schaefer")) == [("Schäfer, Hans Jürgen", 1700)]


def test_an_apostrophe_typed_as_a_space_finds_the_name(tmp_path: Path) -> None:
    """D'Costa and O'Mahony typed with a space for the apostrophe, or without it."""
    store = listing(tmp_path, [Member("C0327", "1", "D'Costa", "Ana", dwz="1700"),
                               Member("C0327", "2", "O'Mahony", "Jürgen", dwz="1600")])
    for typed in ("d costa", "D Costa, Ana", "ana d costa", "dcosta", "D’Costa"):
        assert names(find_dwz(store, typed)) == [("D'Costa, Ana", 1700)], typed
    for typed in ("o mahony juergen", "O Mahony", "jürgen o mahony"):
        assert names(find_dwz(store, typed)) == [("O'Mahony, Jürgen", 1600)], typed
