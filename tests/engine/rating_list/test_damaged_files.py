"""Lists as damaged files hold them, FIDE's and the DSB's: a zip whose list is encrypted (a
password's, or AES), packed by a method Python cannot unpack (Implode, Deflate64), whose LZMA
stream or end record is damaged, of hundreds of thousands of empty files. Each is refused
saying why in words, before a line is stored, and the store keeps what it had; on the command
line a message and exit 2, never a traceback. A list with the old Mac's line ends, or in
UTF-16, is read."""

from __future__ import annotations

import codecs
import zipfile
from collections.abc import Callable
from datetime import date
from pathlib import Path

import pytest

from elo_core.cli.main import main
from elo_core.rating_list import ListRefused, RatingStore, Refusal, import_list
from elo_core.rating_list.dsb import dwz_list, import_dwz
from elo_core.rating_list.source import MOST_DIRECTORY
from tests.damaged_files import (
    AES,
    DEFLATE64,
    IMPLODE,
    encrypted,
    end_damaged,
    lzma_damaged,
    many_empty,
    packed_by,
)
from tests.dwz_export_lines import Member, export_text, write_export
from tests.rating_list_lines import CARLSEN, Listed, held, list_text, november_kept, write_list

NUNEZ = Listed("2201234", "Núñez, José", fed="ESP", rating="1850")
INSIDE = "standard_dec26frl.txt"
ANNA = Member("C0327", "7", "Weiß", "Anna", dwz="1204", last="2026-11-30")


@pytest.fixture
def store(tmp_path: Path) -> RatingStore:
    """A store keeping November's list of one player, which a refused file leaves there."""
    return november_kept(tmp_path)


def fide_zip(tmp_path: Path) -> Path:
    return write_list(tmp_path / "standard_dec26frl.zip", [CARLSEN, NUNEZ])


def dsb_zip(tmp_path: Path) -> Path:
    return write_export(tmp_path / "LV-0-csv_v2.zip", [ANNA])


def untouched(store: RatingStore) -> None:
    """The store keeps November's list and nothing else."""
    assert [(item.month, item.players) for item in store.kept()] == [(date(2026, 11, 1), 1)]
    assert dwz_list(store) is None


def refused(store: RatingStore, path: Path) -> ListRefused:
    """Why ``path`` is refused (FIDE's list, or the DSB's export by its name), the store
    left as it was."""
    with pytest.raises(ListRefused) as refusal:
        if path.name.startswith("LV"):
            import_dwz(store, path)
        else:
            import_list(store, path)
    untouched(store)
    return refusal.value


def said_on_the_command_line(store: RatingStore, path: Path,
                             capsys: pytest.CaptureFixture[str]) -> str:
    """What ``rating-list import`` says of ``path``: nothing on standard output, exit 2."""
    assert main(["rating-list", "import", str(path), "--db", str(store.path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err
    untouched(store)
    return err.strip()


#: Each damage, the zip it is done to, and what it is refused as, in English.
DAMAGE: list[tuple[str, Callable[[Path], Path], Callable[[Path], Path], Refusal, str]] = [
    ("encrypted FIDE", fide_zip, encrypted, Refusal.ENCRYPTED_ZIP,
     f"the zip's {INSIDE} is encrypted (it needs a password): unpack it with its password "
     "and load what it holds"),
    ("encrypted DSB", dsb_zip, encrypted, Refusal.ENCRYPTED_ZIP,
     "the zip's spieler.csv is encrypted (it needs a password): unpack it with its password "
     "and load what it holds"),
    ("AES", fide_zip, lambda path: packed_by(path, AES), Refusal.ENCRYPTED_ZIP,
     f"the zip's {INSIDE} is encrypted (it needs a password): unpack it with its password "
     "and load what it holds"),
    ("implode", fide_zip, lambda path: packed_by(path, IMPLODE), Refusal.ZIP_METHOD,
     f"the zip's {INSIDE} is packed by a method this program cannot unpack (Implode): unpack "
     "it and load what it holds, or zip it again"),
    ("deflate64 DSB", dsb_zip, lambda path: packed_by(path, DEFLATE64), Refusal.ZIP_METHOD,
     "the zip's spieler.csv is packed by a method this program cannot unpack (Deflate64): "
     "unpack it and load what it holds, or zip it again"),
    ("end record", fide_zip, end_damaged, Refusal.DAMAGED_ZIP_DIRECTORY,
     "the zip's table of contents is damaged; download it again"),
    ("end record DSB", dsb_zip, end_damaged, Refusal.DAMAGED_ZIP_DIRECTORY,
     "the zip's table of contents is damaged; download it again"),
]


@pytest.mark.parametrize(("made", "damaged", "refusal", "english"),
                         [case[1:] for case in DAMAGE], ids=[case[0] for case in DAMAGE])
def test_a_damaged_zip_is_refused_in_words_and_the_store_kept(
        store: RatingStore, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        made: Callable[[Path], Path], damaged: Callable[[Path], Path], refusal: Refusal,
        english: str) -> None:
    path = damaged(made(tmp_path))
    found = refused(store, path)
    assert (found.refusal, found.message()) == (refusal, english)
    assert said_on_the_command_line(store, path, capsys) == f"{path.name}: {english}"


@pytest.mark.parametrize("name", ["standard_dec26frl.zip", "LV-0-csv_v2.zip"])
def test_a_damaged_lzma_stream_is_refused_as_damaged(
        store: RatingStore, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        name: str) -> None:
    dsb = name.startswith("LV")
    inside, text = (("spieler.csv", export_text([ANNA] * 300)) if dsb
                    else (INSIDE, list_text([CARLSEN] * 300)))
    path = lzma_damaged(tmp_path / name, inside, text.encode("latin-1"))
    english = f"the zip's {inside} is damaged; download it again"
    found = refused(store, path)
    assert (found.refusal, found.message()) == (Refusal.DAMAGED_ZIP, english)
    assert said_on_the_command_line(store, path, capsys) == f"{path.name}: {english}"


def test_a_zip_of_thousands_of_files_is_refused_before_its_table_is_read(
        store: RatingStore, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = many_empty(tmp_path / "standard_dec26frl.zip", 2_000)
    assert path.stat().st_size > 2 * MOST_DIRECTORY  # the table alone is past the bound
    english = ("the zip's table of contents is far longer than a list's (FIDE's zip holds one "
               "file, the DSB's three): it is no list's zip")
    found = refused(store, path)
    assert (found.refusal, found.message()) == (Refusal.ZIP_DIRECTORY_TOO_BIG, english)
    assert said_on_the_command_line(store, path, capsys) == f"{path.name}: {english}"


def test_a_zip_of_a_few_files_is_read(store: RatingStore, tmp_path: Path) -> None:
    """The DSB's zip holds three files, and a zip tool may add a folder's entry or two."""
    path = tmp_path / "standard_dec26frl.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for folder in ("lists/", "lists/old/"):
            archive.writestr(folder, b"")
        archive.writestr("lists/readme.md", b"FIDE's list of December 2026\n")
        archive.writestr(f"lists/{INSIDE}", list_text([CARLSEN, NUNEZ]).encode("latin-1"))
    assert import_list(store, path).loaded.players == 2


ENDINGS = {
    "cr": lambda text: text.replace("\r\n", "\r").encode("latin-1"),
    "lf": lambda text: text.replace("\r\n", "\n").encode("latin-1"),
    "utf-16": lambda text: text.encode("utf-16"),
    "utf-16-be with its mark": lambda text: codecs.BOM_UTF16_BE + text.encode("utf-16-be"),
    "utf-16-le without a mark": lambda text: text.encode("utf-16-le"),
    "utf-16 cr": lambda text: text.replace("\r\n", "\r").encode("utf-16"),
}


@pytest.mark.parametrize("written", list(ENDINGS))
@pytest.mark.parametrize("suffix", [".txt", ".zip"])
def test_a_list_with_the_old_macs_line_ends_or_in_utf16_is_read(
        store: RatingStore, tmp_path: Path, written: str, suffix: str) -> None:
    data = ENDINGS[written](list_text([CARLSEN, NUNEZ]))
    path = tmp_path / f"standard_dec26frl{suffix}"
    if suffix == ".zip":
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr(INSIDE, data)
    else:
        path.write_bytes(data)
    report = import_list(store, path)
    assert (report.loaded.players, report.problem_count, report.latin1_lines) == (
        2, 0, 0 if "utf" in written else 1)
    assert held(store, 2201234).name == "Núñez, José"
    assert held(store, 1503014).title == "GM"
