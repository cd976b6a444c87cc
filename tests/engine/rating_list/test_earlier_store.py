"""A store an earlier version made still finds every player: one that kept one list of each
kind (its tables named by the kind, ``players_standard``, its ``lists`` one row a kind) is read
as it is and takes a new month beside its own; one made before the names were kept written out
(its lists without them, the DWZ list without the index of its words), or whose names the
earlier fold folded (an apostrophe a space, ``o brien``, and no record of the fold), is brought
up to date on its first lookup, once, each month kept on the first lookup of that month; where
it cannot be written to, the lookup says plainly that the list must be imported again."""

import sqlite3
from contextlib import closing
from datetime import date
from pathlib import Path

import pytest

from elo_core.folding import FOLD_VERSION
from elo_core.rating_list import NoStore, RatingStore, import_list
from elo_core.rating_list.dsb import dwz_list, find_dwz, import_dwz
from elo_core.rating_list.keeping import remove_list
from elo_core.rating_list.records import ListKind
from tests.dwz_export_lines import Member, write_export
from tests.rating_list_lines import Listed, own_columns, write_list

#: The store as the version that kept one list of each kind left it: FIDE's tables named by
#: the kind, with their indices, and ``lists`` keyed by the kind; FIDE's words indexed as the
#: version before the names written out did, O'Brien's name as the earlier fold folded it (an
#: apostrophe a space), and no record of the fold.
_ONE_LIST_A_KIND = """
UPDATE players_standard_2026_12 SET surname_first = 'o brien pat', given_first = 'pat o brien'
    WHERE fide_id = 2500001;
ALTER TABLE players_standard_2026_12 RENAME TO players_standard;
DROP INDEX players_standard_2026_12_surname_first;
DROP INDEX players_standard_2026_12_given_first;
DROP INDEX players_standard_2026_12_rating;
CREATE INDEX players_standard_surname_first ON players_standard (surname_first);
CREATE INDEX players_standard_given_first ON players_standard (given_first);
CREATE INDEX players_standard_rating ON players_standard (rating);
DROP TABLE words_standard_2026_12;
CREATE VIRTUAL TABLE words_standard USING fts5(name, content='', detail=none, columnsize=0,
    prefix='1 2 3 4 5 6 7 8');
INSERT INTO words_standard (rowid, name) SELECT fide_id, surname_first FROM players_standard;
DROP TABLE IF EXISTS words_dwz;
CREATE TABLE lists_before (kind TEXT PRIMARY KEY, month TEXT NOT NULL,
    players INTEGER NOT NULL, imported TEXT NOT NULL, source TEXT NOT NULL);
INSERT INTO lists_before SELECT kind, month, players, imported, source FROM lists;
DROP TABLE lists;
ALTER TABLE lists_before RENAME TO lists;
DROP TABLE name_folds;
"""


def _as_before(connection: sqlite3.Connection) -> None:
    """The tables as the earlier versions left them: the same players, no names written out,
    one list of each kind named by the kind, the DWZ list's words not indexed, the names
    folded by the earlier fold."""
    for table in ("players_standard_2026_12", "players_dwz"):
        columns = [row[1] for row in connection.execute(f"PRAGMA table_info({table})")]
        for column in ("surname_written", "given_written"):
            if column in columns:
                connection.execute(f"DROP INDEX {table}_{column}")
                connection.execute(f"ALTER TABLE {table} DROP COLUMN {column}")
    connection.executescript(_ONE_LIST_A_KIND)


@pytest.fixture
def earlier(tmp_path: Path) -> RatingStore:
    """A store holding FIDE's list of December 2026 (Götz, Anna; Vachier-Lagrave, Maxime;
    O'Brien, Pat) and the DWZ list (Schäfer, Hans Jürgen) as the earlier versions made it."""
    store = RatingStore(tmp_path / "lists.sqlite3")
    import_list(store, write_list(tmp_path / "standard_dec26frl.txt", [
        Listed("3300004", "Götz, Anna", rating="2200"),
        Listed("2500001", "O'Brien, Pat", rating="2100"),
        Listed("623539", "Vachier-Lagrave, Maxime", rating="2730")]))
    import_dwz(store, write_export(tmp_path / "spieler.csv", [
        Member("C0327", "3", "Schäfer", "Hans Jürgen", dwz="1700")]))
    with closing(sqlite3.connect(store.path)) as connection:
        _as_before(connection)
    return store


def test_a_store_of_the_previous_version_finds_every_player(earlier: RatingStore) -> None:
    """"Goetz" is Götz written without the umlaut, "lagrave" a word inside a FIDE name,
    "obrien" O'Brien folded again, and "juergen schaefer" Schäfer's words written out in
    another order, a DWZ name's words."""
    assert [p.name for p in earlier.find("Goetz")] == ["Götz, Anna"]
    assert [p.name for p in earlier.find("obrien")] == ["O'Brien, Pat"]
    assert [p.name for p in earlier.find("pat obrien")] == ["O'Brien, Pat"]
    assert [p.name for p in earlier.find("lagrave")] == ["Vachier-Lagrave, Maxime"]
    assert [p.name for p in find_dwz(earlier, "juergen schaefer")] == ["Schäfer, Hans Jürgen"]
    assert [p.name for p in find_dwz(earlier, "jurgen")] == ["Schäfer, Hans Jürgen"]


@pytest.mark.slow
@pytest.mark.parametrize("made", ["earlier", "months_folded_before"])
def test_a_store_of_an_earlier_version_that_cannot_be_written_says_import_again(
        made: str, request: pytest.FixtureRequest) -> None:
    """Another connection holding the write lock past SQLite's five seconds' wait, over a
    store that kept one list a kind and over one that kept its months folded by the earlier
    fold."""
    store: RatingStore = request.getfixturevalue(made)
    with closing(sqlite3.connect(store.path, isolation_level=None)) as other:
        other.execute("BEGIN IMMEDIATE")
        with pytest.raises(NoStore, match=r"imported by an earlier version.*import it again"):
            store.find("obrien")
        other.execute("ROLLBACK")


def test_a_store_that_kept_one_list_a_kind_takes_a_new_month_beside_its_own(
        earlier: RatingStore, tmp_path: Path) -> None:
    import_list(earlier, write_list(tmp_path / "standard_nov26frl.txt", [
        Listed("3300004", "Götz, Anna", rating="2190")], own_columns("NOV26")))
    assert [item.month for item in earlier.kept()] == [date(2026, 12, 1), date(2026, 11, 1)]
    assert [line.player.rating for line in earlier.history(3300004)] == [2190, 2200]
    assert [p.name for p in earlier.find("lagrave")] == ["Vachier-Lagrave, Maxime"]
    assert [p.name for p in earlier.find("obrien")] == ["O'Brien, Pat"]
    assert dwz_list(earlier) is not None and find_dwz(earlier, "schaefer")
    remove_list(earlier, ListKind.STANDARD, date(2026, 12, 1))
    with closing(sqlite3.connect(earlier.path)) as connection:
        assert connection.execute("SELECT name FROM sqlite_master WHERE name = "
                                  "'players_standard'").fetchone() is None
        assert _folds(connection) == [("players_dwz", FOLD_VERSION),
                                      ("players_standard_2026_11", FOLD_VERSION)]
    assert earlier.rating_in(3300004, date(2026, 11, 1)) == 2190


#: A month's list as the earlier fold left it: an apostrophe a space, in the folded names, the
#: names written out and the words' index.
_MONTH_FOLDED_BEFORE = """
UPDATE {players} SET surname_first = 'o brien pat', given_first = 'pat o brien'
    WHERE fide_id = 2500001;
UPDATE {players} SET surname_first = 'o mahony jurgen', given_first = 'jurgen o mahony',
    surname_written = 'o mahony juergen', given_written = 'juergen o mahony'
    WHERE fide_id = 2500002;
DROP TABLE {words};
CREATE VIRTUAL TABLE {words} USING fts5(name, content='', detail=none, columnsize=0,
    prefix='1 2 3 4 5 6 7 8');
INSERT INTO {words} (rowid, name) SELECT fide_id, surname_first FROM {players};
INSERT INTO {words} (rowid, name) SELECT -1 - fide_id, surname_written
    FROM {players} WHERE surname_written IS NOT NULL;
"""
#: The DWZ list as the earlier fold left it, and no record of the fold.
_DWZ_FOLDED_BEFORE = """
UPDATE players_dwz SET surname_first = 'd costa ana', given_first = 'ana d costa';
DROP TABLE words_dwz;
CREATE VIRTUAL TABLE words_dwz USING fts5(name, content='', detail=none, columnsize=0,
    prefix='1 2 3 4 5 6 7 8');
INSERT INTO words_dwz (rowid, name) SELECT rowid, surname_first FROM players_dwz;
DROP TABLE name_folds;
"""
#: O'Brien's rating on each month's list.
_O_BRIEN = {"DEC26": "2100", "NOV26": "2090"}


@pytest.fixture
def months_folded_before(tmp_path: Path) -> RatingStore:
    """A store keeping FIDE's lists of November and December 2026 (O'Brien, Pat; O'Mahony,
    Jürgen; Brien, Olaf) and the DWZ list (D'Costa, Ana), each month in tables of its own,
    their names folded as the earlier fold folded them."""
    store = RatingStore(tmp_path / "lists.sqlite3")
    for month, rating in _O_BRIEN.items():
        import_list(store, write_list(tmp_path / f"standard_{month.lower()}frl.txt", [
            Listed("2500001", "O'Brien, Pat", rating=rating),
            Listed("2500002", "O'Mahony, Jürgen", rating="2000"),
            Listed("2500003", "Brien, Olaf", rating="1900")], own_columns(month)))
    import_dwz(store, write_export(tmp_path / "spieler.csv", [
        Member("C0327", "3", "D'Costa", "Ana", dwz="1700")]))
    with closing(sqlite3.connect(store.path)) as connection:
        for month in ("2026_12", "2026_11"):
            connection.executescript(_MONTH_FOLDED_BEFORE.format(
                players=f"players_standard_{month}", words=f"words_standard_{month}"))
        connection.executescript(_DWZ_FOLDED_BEFORE)
    return store


def _folds(connection: sqlite3.Connection) -> list[tuple[str, int]]:
    return connection.execute("SELECT players, version FROM name_folds ORDER BY players"
                              ).fetchall()


def _found(store: RatingStore, text: str, month: date | None = None) -> list[tuple[str, int]]:
    return [(p.name, p.rating or 0) for p in store.find(text, month=month)]


def test_each_month_folded_by_the_earlier_fold_is_folded_again_on_its_own_first_lookup(
        months_folded_before: RatingStore) -> None:
    """"obrien" and "omahony" find the names only once they are folded again, by the fold and
    by the words' index ("juergen", a word of the name written out); "brien", a word of the
    earlier fold, no longer finds O'Brien, and Olaf Brien is found as before. A lookup of
    December folds December's list alone, November's on its own first lookup."""
    store = months_folded_before
    assert _found(store, "obrien") == [("O'Brien, Pat", 2100)]
    with closing(sqlite3.connect(store.path)) as connection:
        assert _folds(connection) == [("players_standard_2026_12", FOLD_VERSION)]
    november = date(2026, 11, 1)
    for month, rating in ((None, 2100), (november, 2090)):
        assert _found(store, "pat obrien", month) == [("O'Brien, Pat", rating)]
        assert _found(store, "omahony juergen", month) == [("O'Mahony, Jürgen", 2000)]
        assert _found(store, "juergen", month) == [("O'Mahony, Jürgen", 2000)]
        assert _found(store, "brien", month) == [("Brien, Olaf", 1900)]
    assert [p.name for p in find_dwz(store, "dcosta")] == ["D'Costa, Ana"]
    with closing(sqlite3.connect(store.path)) as connection:
        assert _folds(connection) == [("players_dwz", FOLD_VERSION),
                                      ("players_standard_2026_11", FOLD_VERSION),
                                      ("players_standard_2026_12", FOLD_VERSION)]


@pytest.mark.parametrize("typed", ["o brien", "obrien", "O’Brien", "O'Brien, Pat"])
def test_a_month_folded_by_the_earlier_fold_finds_o_brien_however_typed(
        months_folded_before: RatingStore, typed: str) -> None:
    """The earlier fold kept O'Brien as ``o brien pat``: the first lookup, whichever way it
    is typed, finds him, and so does every lookup after it, in each month kept."""
    store = months_folded_before
    for month, rating in ((None, 2100), (date(2026, 11, 1), 2090), (None, 2100)):
        assert _found(store, typed, month)[0] == ("O'Brien, Pat", rating)


def test_a_month_folded_again_is_read_without_the_write_lock(
        months_folded_before: RatingStore) -> None:
    """Once brought up to date, a month is only read: another connection holding the write
    lock does not hold its lookups up."""
    store = months_folded_before
    november = date(2026, 11, 1)
    store.find("obrien"), store.find("obrien", month=november), find_dwz(store, "dcosta")
    with closing(sqlite3.connect(store.path, isolation_level=None)) as other:
        other.execute("BEGIN IMMEDIATE")
        assert _found(store, "obrien", november) == [("O'Brien, Pat", 2090)]
        assert _found(store, "obrien") == [("O'Brien, Pat", 2100)]
        assert [p.name for p in find_dwz(store, "dcosta")] == ["D'Costa, Ana"]
        other.execute("ROLLBACK")


def test_a_month_removed_takes_the_record_of_its_fold_with_it(
        months_folded_before: RatingStore, tmp_path: Path) -> None:
    """The month imported again records its own fold, and is found without being folded
    again."""
    store = months_folded_before
    store.find("obrien")
    remove_list(store, ListKind.STANDARD, date(2026, 12, 1))
    with closing(sqlite3.connect(store.path)) as connection:
        assert _folds(connection) == []
    import_list(store, write_list(tmp_path / "standard_dec26frl.txt", [
        Listed("2500001", "O'Brien, Pat", rating="2110")], own_columns("DEC26")))
    with closing(sqlite3.connect(store.path)) as connection:
        assert _folds(connection) == [("players_standard_2026_12", FOLD_VERSION)]
    assert _found(store, "obrien") == [("O'Brien, Pat", 2110)]
