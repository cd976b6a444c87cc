"""A file that cannot be a list is refused within its first megabytes, never read to its end:
one whose first 4 MB give no player (a zip bomb of blank lines just under the 400 MB bound
took 514 s of processor time to be refused as holding nobody), or more lines not read than
players (one line over and over: every line but the first a repeated ID). A list as FIDE's
are, a few of its lines broken anywhere, is read whole. A zip of 700,000 empty files is
refused in bounded memory (Python's zip reader held an object for each: 430 MB)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from elo_core.cli.main import main
from elo_core.rating_list import ListRefused, RatingStore, Refusal, import_list
from elo_core.rating_list.dsb import import_dwz
from elo_core.rating_list.source import FIRST_BYTES, MOST_UNPACKED
from tests.damaged_files import bomb, many_empty
from tests.dwz_export_lines import export_text
from tests.engine.rating_list.import_memory import PEAK_MB, imported_apart
from tests.rating_list_lines import (
    CARLSEN,
    Listed,
    header,
    line,
    november_kept,
    own_columns,
    write_generated,
)

COLUMNS = own_columns()
NO_PLAYER = "no line of its first 4 MB could be read as a player: it is no list"
MOSTLY = ("more lines of its first 4 MB could not be read than were read as players: it is "
          "no list")


@pytest.fixture
def store(tmp_path: Path) -> RatingStore:
    """A store keeping November's list of one player, which a refused file leaves there."""
    return november_kept(tmp_path)


def refused(store: RatingStore, path: Path, capsys: pytest.CaptureFixture[str]) -> ListRefused:
    """Why ``path`` is refused, the store left as it was; the command line says the same and
    exits 2."""
    with pytest.raises(ListRefused) as refusal:
        import_list(store, path)
    assert [(item.month, item.players) for item in store.kept()] == [(date(2026, 11, 1), 1)]
    assert main(["rating-list", "import", str(path), "--db", str(store.path)]) == 2
    assert capsys.readouterr().err.strip() == f"{path.name}: {refusal.value.message()}"
    return refusal.value


def test_a_file_whose_first_megabytes_are_blank_lines_is_refused_there(
        store: RatingStore, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = bomb(tmp_path / "standard_dec26frl.txt", header(COLUMNS), b" " * 40 + b"\r\n",
                FIRST_BYTES + (2 << 20), "")
    refusal = refused(store, path, capsys)
    assert (refusal.refusal, refusal.megabytes, refusal.message()) == (
        Refusal.NO_PLAYERS_EARLY, 4, NO_PLAYER)


def test_one_line_over_and_over_is_refused_within_the_first_megabytes(
        store: RatingStore, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    same = f"{line(CARLSEN, COLUMNS)}\r\n".encode("latin-1") * 100
    path = bomb(tmp_path / "standard_dec26frl.txt", header(COLUMNS), same,
                FIRST_BYTES + (4 << 20), "")
    refusal = refused(store, path, capsys)
    assert (refusal.refusal, refusal.message()) == (Refusal.MOSTLY_UNREAD, MOSTLY)


def test_the_dsbs_export_of_blank_lines_is_refused_there_too(
        store: RatingStore, tmp_path: Path) -> None:
    path = bomb(tmp_path / "spieler.csv", export_text([]).rstrip("\r\n"), b"\r\n" * 1000,
                FIRST_BYTES + (2 << 20), "")
    with pytest.raises(ListRefused) as refusal:
        import_dwz(store, path, date(2026, 11, 30))
    assert refusal.value.refusal is Refusal.NO_PLAYERS_EARLY


def test_a_list_past_the_first_megabytes_with_broken_lines_anywhere_is_read_whole(
        store: RatingStore, tmp_path: Path) -> None:
    """30,000 players (about 4.4 MB), a broken line at the start, in the middle and at the
    end, and 2,000 lines of a repeated ID after the first megabytes: read, each named."""
    path = write_generated(tmp_path / "standard_dec26frl.txt", 30_000)
    lines = path.read_text("latin-1").splitlines()
    broken = line(Listed("x1", "Broken, Line"), COLUMNS)
    repeated = [line(Listed("100001", "Again, Same"), COLUMNS)] * 2_000
    text = [lines[0], broken, *lines[1:15_000], broken, *lines[15_000:], *repeated, broken]
    path.write_text("\r\n".join(text) + "\r\n", "latin-1")
    report = import_list(store, path)
    assert (report.loaded.players, report.problem_count) == (30_000, 2_003)


@pytest.mark.slow
def test_a_zip_bomb_of_blank_lines_just_under_the_bound_is_refused_in_its_first_megabytes(
        store: RatingStore, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = bomb(tmp_path / "standard_dec26frl.zip", header(COLUMNS), b"\r\n" * 50_000,
                MOST_UNPACKED - (1 << 20), "standard_dec26frl.txt")
    assert path.stat().st_size < MOST_UNPACKED // 500  # a bomb: a five-hundredth the size
    refusal = refused(store, path, capsys)
    assert refusal.refusal is Refusal.NO_PLAYERS_EARLY


@pytest.mark.slow
def test_a_zip_of_700000_empty_files_is_refused_in_bounded_memory(tmp_path: Path) -> None:
    """Measured as the import's bound is (``test_memory``): the peak resident memory of a
    fresh Python."""
    path = many_empty(tmp_path / "standard_dec26frl.zip", 700_000)
    assert path.stat().st_size < 60 << 20  # within the page's upload limit, 60 MB
    done, peak_mb = imported_apart(path, tmp_path / "s.db")
    assert done.returncode == 2 and "table of contents is far longer" in done.stderr
    assert peak_mb < PEAK_MB, f"{peak_mb:.0f} MB"
