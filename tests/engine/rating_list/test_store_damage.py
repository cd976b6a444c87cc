"""The store under damage: a store file that is not SQLite, a store in a read-only folder, a
full disk, a store whose rows were changed by hand. Each import is refused saying what is
wrong with the store (:class:`~elo_core.rating_list.store.Missing`) and leaves it as it was;
each lookup and ``status`` says it; the command line says it and exits 2, never with a
traceback. A store in a read-only folder is still read."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import closing
from datetime import date
from pathlib import Path

import pytest

from elo_core.cli.main import main
from elo_core.rating_list import ListKind, NoStore, RatingStore, import_list
from elo_core.rating_list.dsb import dwz_by_member, import_dwz
from elo_core.rating_list.store import Missing
from tests.dwz_export_lines import Member, write_export
from tests.paths import ROOT
from tests.rating_list_lines import (
    held,
    november_kept,
    write_generated,
)

NOVEMBER = "players_standard_2026_11"


@pytest.fixture
def store(tmp_path: Path) -> RatingStore:
    """A store keeping November's list of one player, which a refused file leaves there."""
    return november_kept(tmp_path)


def december(tmp_path: Path, players: int = 3) -> Path:
    return write_generated(tmp_path / "standard_dec26frl.txt", players)


def command(*args: str) -> tuple[int, str]:
    """``rating-list ARGS``'s exit status and what it says on standard error, having said
    nothing on standard output and shown no traceback."""
    import io

    out = io.StringIO()
    with pytest.MonkeyPatch.context() as patch:
        err = io.StringIO()
        patch.setattr(sys, "stderr", err)
        code = main(["rating-list", *args], stdout=out)
    assert code != 0 and out.getvalue() == "" and "Traceback" not in err.getvalue()
    return code, err.getvalue().strip()


def test_a_store_file_that_is_not_sqlite_is_said_and_left_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "lists.sqlite3"
    path.write_bytes(b"my notes, not a database\n" * 200)
    before = path.read_bytes()
    store = RatingStore(path)
    with pytest.raises(NoStore) as missing:
        import_list(store, december(tmp_path))
    assert (missing.value.missing, path.read_bytes()) == (Missing.NOT_A_STORE, before)
    said = f"{path} is not a rating list store (file is not a database)"
    assert command("import", str(december(tmp_path)), "--db", str(path)) == (
        2, f"standard_dec26frl.txt: {said}")
    assert command("status", "--db", str(path)) == (2, said)
    assert command("find", "carlsen", "--db", str(path)) == (2, said)
    assert path.read_bytes() == before


def test_a_full_disk_is_said_and_the_store_left_as_it_was(
        store: RatingStore, tmp_path: Path, full_disk: None) -> None:
    big = december(tmp_path, 5_000)
    with pytest.raises(NoStore) as missing:
        import_list(store, big)
    assert (missing.value.missing, missing.value.detail) == (
        Missing.FULL, "database or disk is full")
    assert [(item.month, item.players) for item in store.kept()] == [(date(2026, 11, 1), 1)]
    assert held(store, 1503014).rating == 2840
    code, said = command("import", str(big), "--db", str(store.path))
    assert (code, said) == (2, f"standard_dec26frl.txt: the disk of the store {store.path} is "
                               "full (database or disk is full); the store is left as it was")
    assert import_list(store, december(tmp_path, 3)).loaded.players == 3  # room for a small one


def unprivileged() -> list[str]:
    """What runs a command without the power over files a test run as root has (Linux's
    ``setpriv``, the folder's modes then holding for it as for anyone)."""
    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        pytest.skip("run as root without setpriv: a read-only folder holds no one back")
    return ["setpriv", "--bounding-set", "-dac_override,-dac_read_search"]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    """``python -m elo_core rating-list ARGS`` run without root's power over files."""
    return subprocess.run([*unprivileged(), sys.executable, "-m", "elo_core", "rating-list",
                           *args], cwd=ROOT, capture_output=True, text=True, check=False)


@pytest.fixture
def read_only(store: RatingStore) -> Iterator[Path]:
    """The store's folder made read-only (and writable again after the test)."""
    folder = store.path.parent
    folder.chmod(0o555)
    yield folder
    folder.chmod(0o755)


def test_a_store_in_a_read_only_folder_is_said_left_as_it_was_and_still_read(
        store: RatingStore, tmp_path: Path, read_only: Path) -> None:
    before = store.path.read_bytes()
    done = run("import", str(december(tmp_path)), "--db", str(store.path))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith(f"standard_dec26frl.txt: the store {store.path} cannot be "
                                  "written: it or its folder is read-only (")
    assert "Traceback" not in done.stderr and store.path.read_bytes() == before
    status = run("status", "--db", str(store.path))
    assert status.returncode == 0 and '"month": "2026-11"' in status.stdout
    found = run("find", "carlsen", "--db", str(store.path))
    assert found.returncode == 0 and '"rating": 2840' in found.stdout


def test_a_new_store_in_a_read_only_folder_is_said(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir(mode=0o555)
    for path in (folder / "lists.sqlite3", folder / "data" / "lists.sqlite3"):
        done = run("import", str(december(tmp_path)), "--db", str(path))
        assert done.returncode == 2 and "Traceback" not in done.stderr
        assert f"the store {path} cannot be written: it or its folder is read-only" in done.stderr
    folder.chmod(0o755)
    assert list(folder.iterdir()) == []


def tamper(store: RatingStore, sql: str) -> None:
    """``sql`` run on the store by hand, as someone editing it would."""
    with closing(sqlite3.connect(store.path)) as connection, connection:
        connection.execute(sql)


DAMAGED = (" is damaged ({detail}): move it away and import the lists again")


@pytest.mark.parametrize(("sql", "detail"), [
    ("UPDATE lists SET month = 'junk'",
     "the standard list's row of 'junk' is not as an import writes it"),
    ("UPDATE lists SET players = 'many'",
     "the players 'many' of the row 'standard' is not as an import writes it"),
    ("UPDATE lists SET players_table = 'sqlite_master'",
     "the standard list's row of '2026-11-01' is not as an import writes it"),
], ids=["month", "players", "table"])
def test_a_lists_row_changed_by_hand_is_said_by_status_find_and_import(
        store: RatingStore, tmp_path: Path, sql: str, detail: str) -> None:
    tamper(store, sql)
    said = f"the store {store.path}" + DAMAGED.format(detail=detail)
    with pytest.raises(NoStore) as missing:
        store.kept()
    assert (missing.value.missing, str(missing.value)) == (Missing.DAMAGED, said)
    before = store.path.read_bytes()
    assert command("status", "--db", str(store.path)) == (2, said)
    assert command("find", "carlsen", "--db", str(store.path)) == (2, said)
    assert command("import", str(december(tmp_path)), "--db", str(store.path)) == (
        2, f"standard_dec26frl.txt: {said}")
    assert store.path.read_bytes() == before


def test_a_rating_stored_as_text_is_said_by_the_lookups(store: RatingStore) -> None:
    tamper(store, f"UPDATE {NOVEMBER} SET rating = 'strong' WHERE fide_id = 1503014")
    said = (f"the store {store.path}" + DAMAGED.format(
        detail="the rating 'strong' of the row 1503014 is not as an import writes it"))
    for lookup in (lambda: store.by_id(1503014), lambda: store.find("carlsen"),
                   lambda: store.history(1503014)):
        with pytest.raises(NoStore) as missing:
            lookup()
        assert str(missing.value) == said
    assert command("find", "carlsen", "--db", str(store.path)) == (2, said)
    assert command("find", "--id", "1503014", "--db", str(store.path)) == (2, said)
    assert store.kept()[0].players == 1  # status reads the lists, which are as they were


def test_a_dwz_stored_as_text_is_said_by_the_dwz_lookups(store: RatingStore,
                                                         tmp_path: Path) -> None:
    import_dwz(store, write_export(tmp_path / "LV-0-csv_v2.zip",
                                   [Member("C0327", "12", "Müller", "Jürgen")]))
    tamper(store, "UPDATE players_dwz SET dwz = 'high'")
    with pytest.raises(NoStore) as missing:
        dwz_by_member(store, "C0327-12")
    assert missing.value.missing is Missing.DAMAGED
    code, said = command("find", "--kind", "dwz", "mueller", "--db", str(store.path))
    assert code == 2 and said.endswith(DAMAGED.format(
        detail="the dwz 'high' of the row 'C0327-12' is not as an import writes it"))


def test_a_store_file_cut_short_is_said(store: RatingStore, tmp_path: Path) -> None:
    import_list(store, december(tmp_path, 3_000))
    store.path.write_bytes(store.path.read_bytes()[:20_000])
    code, said = command("find", "carlsen", "--month", "2026-11", "--db", str(store.path))
    assert code == 2 and said.startswith(f"the store {store.path} is damaged (")
    with pytest.raises(NoStore) as missing:
        store.find("carlsen", ListKind.STANDARD, month=date(2026, 11, 1))
    assert missing.value.missing is Missing.DAMAGED
