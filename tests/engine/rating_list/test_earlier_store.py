"""A store an earlier version made (its lists without their names written out, the DWZ list
without the index of its words; its names folded with an apostrophe as a space) still finds
every player: it is brought up to date on its first lookup, once; where it cannot be written
to, the lookup says plainly that the list must be imported again."""

import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from elo_core.rating_list import NoStore, RatingStore, import_list
from elo_core.rating_list.dsb import find_dwz, import_dwz
from tests.dwz_export_lines import Member, write_export
from tests.rating_list_lines import Listed, write_list

#: FIDE's words indexed as the previous version did.
_WORDS_BEFORE = """
DROP TABLE words_standard;
CREATE VIRTUAL TABLE words_standard USING fts5(name, content='', detail=none, columnsize=0,
    prefix='1 2 3 4 5 6 7 8');
INSERT INTO words_standard (rowid, name) SELECT fide_id, surname_first FROM players_standard;
DROP TABLE IF EXISTS words_dwz;
"""


def _as_before(connection: sqlite3.Connection) -> None:
    """The tables as the previous version left them: the same players, no names written out,
    FIDE's words indexed as they were, the DWZ list's not at all."""
    for table in ("players_standard", "players_dwz"):
        columns = [row[1] for row in connection.execute(f"PRAGMA table_info({table})")]
        for column in ("surname_written", "given_written"):
            if column in columns:
                connection.execute(f"DROP INDEX {table}_{column}")
                connection.execute(f"ALTER TABLE {table} DROP COLUMN {column}")
    connection.executescript(_WORDS_BEFORE)


@pytest.fixture
def earlier(tmp_path: Path) -> RatingStore:
    """A store holding FIDE's list (Götz, Anna; Vachier-Lagrave, Maxime) and the DWZ list
    (Schäfer, Hans Jürgen) as the previous version made it."""
    store = RatingStore(tmp_path / "lists.sqlite3")
    import_list(store, write_list(tmp_path / "standard_dec26frl.txt", [
        Listed("3300004", "Götz, Anna", rating="2200"),
        Listed("623539", "Vachier-Lagrave, Maxime", rating="2730")]))
    import_dwz(store, write_export(tmp_path / "spieler.csv", [
        Member("C0327", "3", "Schäfer", "Hans Jürgen", dwz="1700")]))
    with closing(sqlite3.connect(store.path)) as connection:
        _as_before(connection)
    return store


def test_a_store_of_the_previous_version_finds_every_player(earlier: RatingStore) -> None:
    """"Goetz" is Götz written without the umlaut, "lagrave" a word inside a FIDE name, and
    "juergen schaefer" Schäfer's words written out in another order, a DWZ name's words."""
    assert [p.name for p in earlier.find("Goetz")] == ["Götz, Anna"]
    assert [p.name for p in earlier.find("lagrave")] == ["Vachier-Lagrave, Maxime"]
    assert [p.name for p in find_dwz(earlier, "juergen schaefer")] == ["Schäfer, Hans Jürgen"]
    assert [p.name for p in find_dwz(earlier, "jurgen")] == ["Schäfer, Hans Jürgen"]


@pytest.mark.slow
def test_a_store_of_the_previous_version_that_cannot_be_written_says_import_again(
        earlier: RatingStore) -> None:
    """Another connection holding the write lock past SQLite's five seconds' wait."""
    with closing(sqlite3.connect(earlier.path, isolation_level=None)) as other:
        other.execute("BEGIN IMMEDIATE")
        with pytest.raises(NoStore, match=r"imported by an earlier version.*import it again"):
            earlier.find("Goetz")
        other.execute("ROLLBACK")


#: FIDE's list and the DWZ list as the fold of version 1 left them: an apostrophe a space, in
#: the folded names, the names written out and the words' index, and no record of the fold.
_FOLDED_BEFORE = """
UPDATE players_standard SET surname_first = 'o brien pat', given_first = 'pat o brien'
    WHERE fide_id = 2500001;
UPDATE players_standard SET surname_first = 'o mahony jurgen', given_first = 'jurgen o mahony',
    surname_written = 'o mahony juergen', given_written = 'juergen o mahony'
    WHERE fide_id = 2500002;
DROP TABLE words_standard;
CREATE VIRTUAL TABLE words_standard USING fts5(name, content='', detail=none, columnsize=0,
    prefix='1 2 3 4 5 6 7 8');
INSERT INTO words_standard (rowid, name) SELECT fide_id, surname_first FROM players_standard;
INSERT INTO words_standard (rowid, name) SELECT -1 - fide_id, surname_written
    FROM players_standard WHERE surname_written IS NOT NULL;
UPDATE players_dwz SET surname_first = 'd costa ana', given_first = 'ana d costa';
DROP TABLE words_dwz;
CREATE VIRTUAL TABLE words_dwz USING fts5(name, content='', detail=none, columnsize=0,
    prefix='1 2 3 4 5 6 7 8');
INSERT INTO words_dwz (rowid, name) SELECT rowid, surname_first FROM players_dwz;
DROP TABLE name_folds;
"""


@pytest.fixture
def folded_before(tmp_path: Path) -> RatingStore:
    """A store holding O'Brien, Pat and O'Mahony, Jürgen in FIDE's list and D'Costa, Ana in the
    DWZ list, their names folded as version 1 folded them."""
    store = RatingStore(tmp_path / "lists.sqlite3")
    import_list(store, write_list(tmp_path / "standard_dec26frl.txt", [
        Listed("2500001", "O'Brien, Pat", rating="2100"),
        Listed("2500002", "O'Mahony, Jürgen", rating="2000"),
        Listed("2500003", "Brien, Olaf", rating="1900")]))
    import_dwz(store, write_export(tmp_path / "spieler.csv", [
        Member("C0327", "3", "D'Costa", "Ana", dwz="1700")]))
    with closing(sqlite3.connect(store.path)) as connection:
        connection.executescript(_FOLDED_BEFORE)
    return store


def test_a_store_folded_by_the_earlier_fold_is_folded_again(folded_before: RatingStore) -> None:
    """"obrien" and "omahony" find the names only once they are folded again, by the fold and
    by the words' index ("juergen", a word of the name written out); "o brien", two words of
    the earlier fold, no longer finds O'Brien by them, and Olaf Brien is found as before."""
    assert [p.name for p in folded_before.find("obrien")] == ["O'Brien, Pat"]
    assert [p.name for p in folded_before.find("pat obrien")] == ["O'Brien, Pat"]
    assert [p.name for p in folded_before.find("omahony juergen")] == ["O'Mahony, Jürgen"]
    assert [p.name for p in folded_before.find("juergen")] == ["O'Mahony, Jürgen"]
    assert [p.name for p in folded_before.find("brien")] == ["Brien, Olaf"]
    assert [p.name for p in find_dwz(folded_before, "dcosta")] == ["D'Costa, Ana"]
    with closing(sqlite3.connect(folded_before.path)) as connection:
        assert connection.execute("SELECT players, version FROM name_folds ORDER BY players"
                                  ).fetchall() == [("players_dwz", 2), ("players_standard", 2)]
