"""A store an earlier version made still finds every player: one that kept one list of each
kind (its tables named by the kind, ``players_standard``, its ``lists`` one row a kind) is read
as it is and takes a new month beside its own, and one made before the names were kept written
out (its lists without them, the DWZ list without the index of its words) is brought up to date
on its first lookup, once; where it cannot be written to, the lookup says plainly that the list
must be imported again."""

import sqlite3
from contextlib import closing
from datetime import date
from pathlib import Path

import pytest

from elo_core.rating_list import NoStore, RatingStore, import_list
from elo_core.rating_list.dsb import dwz_list, find_dwz, import_dwz
from elo_core.rating_list.keeping import remove_list
from elo_core.rating_list.records import ListKind
from tests.dwz_export_lines import Member, write_export
from tests.rating_list_lines import Listed, own_columns, write_list

#: The store as the version that kept one list of each kind left it: FIDE's tables named by
#: the kind, with their indices, and ``lists`` keyed by the kind; FIDE's words indexed as the
#: version before the names written out did.
_ONE_LIST_A_KIND = """
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
"""


def _as_before(connection: sqlite3.Connection) -> None:
    """The tables as the earlier versions left them: the same players, no names written out,
    one list of each kind named by the kind, the DWZ list's words not indexed."""
    for table in ("players_standard_2026_12", "players_dwz"):
        columns = [row[1] for row in connection.execute(f"PRAGMA table_info({table})")]
        for column in ("surname_written", "given_written"):
            if column in columns:
                connection.execute(f"DROP INDEX {table}_{column}")
                connection.execute(f"ALTER TABLE {table} DROP COLUMN {column}")
    connection.executescript(_ONE_LIST_A_KIND)


@pytest.fixture
def earlier(tmp_path: Path) -> RatingStore:
    """A store holding FIDE's list of December 2026 (Götz, Anna; Vachier-Lagrave, Maxime) and
    the DWZ list (Schäfer, Hans Jürgen) as the earlier versions made it."""
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


def test_a_store_that_kept_one_list_a_kind_takes_a_new_month_beside_its_own(
        earlier: RatingStore, tmp_path: Path) -> None:
    import_list(earlier, write_list(tmp_path / "standard_nov26frl.txt", [
        Listed("3300004", "Götz, Anna", rating="2190")], own_columns("NOV26")))
    assert [item.month for item in earlier.kept()] == [date(2026, 12, 1), date(2026, 11, 1)]
    assert [line.player.rating for line in earlier.history(3300004)] == [2190, 2200]
    assert [p.name for p in earlier.find("lagrave")] == ["Vachier-Lagrave, Maxime"]
    assert dwz_list(earlier) is not None and find_dwz(earlier, "schaefer")
    remove_list(earlier, ListKind.STANDARD, date(2026, 12, 1))
    with closing(sqlite3.connect(earlier.path)) as connection:
        assert connection.execute("SELECT name FROM sqlite_master WHERE name = "
                                  "'players_standard'").fetchone() is None
    assert earlier.rating_in(3300004, date(2026, 11, 1)) == 2190
