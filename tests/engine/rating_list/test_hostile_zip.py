"""FIDE's list as a hostile upload zips it: a zip bomb, a zip whose header says the list
unpacks to more than any list does, one whose header says less than it holds, a damaged one.
Each is refused saying why, before a line is stored, never a traceback nor hours of reading;
the store keeps the list it had."""

import zipfile
from datetime import date
from pathlib import Path

import pytest

from elo_core.rating_list import ListKind, ListRefused, RatingStore, Refusal, import_list
from elo_core.rating_list.source import MOST_UNPACKED
from tests.rating_list_lines import CARLSEN, Listed, declared, list_text, november_kept, write_list

INSIDE = "standard_dec26frl.txt"
TOO_BIG = ("the zip's standard_dec26frl.txt unpacks to more than 400 MB (FIDE's largest list "
           "is about 200 MB)")


@pytest.fixture
def store(tmp_path: Path) -> RatingStore:
    """A store keeping November's list of one player, which a refused file leaves there."""
    return november_kept(tmp_path)


def refused(store: RatingStore, path: Path) -> ListRefused:
    with pytest.raises(ListRefused) as refusal:
        import_list(store, path, ListKind.STANDARD, date(2026, 12, 1))
    assert [(item.month, item.players) for item in store.lists()] == [(date(2026, 11, 1), 1)]
    return refusal.value


def test_a_zip_whose_list_says_it_unpacks_past_the_bound_is_refused_unread(
        store: RatingStore, tmp_path: Path) -> None:
    path = declared(write_list(tmp_path / "standard_dec26frl.zip", [CARLSEN]), 401 << 20)
    refusal = refused(store, path)
    assert (refusal.refusal, refusal.message()) == (Refusal.LIST_TOO_BIG_IN_ZIP, TOO_BIG)


def test_a_zip_whose_list_holds_more_than_it_says_is_refused_as_damaged(
        store: RatingStore, tmp_path: Path) -> None:
    # the reader stops at the size declared, where the check sum of what it read fails
    path = declared(write_list(tmp_path / "standard_dec26frl.zip", [CARLSEN] * 50), 300)
    refusal = refused(store, path)
    assert (refusal.refusal, refusal.message()) == (
        Refusal.DAMAGED_ZIP, f"the zip's {INSIDE} is damaged; download it again")


def test_a_damaged_zip_is_refused_and_the_store_left(store: RatingStore, tmp_path: Path) -> None:
    players = [Listed(str(100 + n), f"Player{n}, X{n * 7919 % 1000}", rating=str(1400 + n))
               for n in range(3000)]
    path = write_list(tmp_path / "standard_dec26frl.zip", players)
    raw = bytearray(path.read_bytes())
    raw[200:260] = bytes(60)  # inside the list's compressed data
    path.write_bytes(bytes(raw))
    refusal = refused(store, path)
    assert refusal.refusal is Refusal.DAMAGED_ZIP


@pytest.mark.slow
def test_a_zip_bomb_past_the_bound_is_refused_before_a_line_is_read(
        store: RatingStore, tmp_path: Path) -> None:
    """A list of one line over and over, past 400 MB, deflated to a few hundred kB."""
    header, line = list_text([CARLSEN]).split("\n", 1)
    block = (line * 2000).encode("latin-1")
    path = tmp_path / "standard_dec26frl.zip"
    with (zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive,
          archive.open(INSIDE, "w", force_zip64=True) as stream):
        stream.write(f"{header}\n".encode("latin-1"))
        for _ in range(MOST_UNPACKED // len(block) + 1):
            stream.write(block)
    assert path.stat().st_size < MOST_UNPACKED // 100  # a bomb: a hundredth the size or less
    refusal = refused(store, path)
    assert (refusal.refusal, refusal.message()) == (Refusal.LIST_TOO_BIG_IN_ZIP, TOO_BIG)
