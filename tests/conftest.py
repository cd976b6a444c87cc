"""Shared fixtures: the app under AppTest, started from the entrypoint as Streamlit runs it."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pytest
from streamlit.testing.v1 import AppTest

from pages.ui import frame
from tests import sampling
from tests.paths import ROOT

if TYPE_CHECKING:
    from tests.rating_list_lines import Listed


def pytest_configure(config: pytest.Config) -> None:
    """The fast run (``-m "not slow"``) samples what CI runs in full (:mod:`tests.sampling`)."""
    sampling.configure(config)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A case run in each language is kept in one of them by the fast run."""
    sampling.sample_languages(items)


@pytest.fixture(autouse=True, scope="session")
def components_scanned_once() -> Iterator[None]:
    """Each new ``AppTest`` scans the metadata of every installed distribution for Streamlit
    components (about 0.35 s with this venv's packages, most of a page test's time); what is
    installed does not change during a run, so the run scans once and every page test is
    given what that scan found, as a server scans once when it starts."""
    from streamlit.components.v2 import manifest_scanner

    found = manifest_scanner.scan_component_manifests()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(manifest_scanner, "scan_component_manifests", lambda: list(found))
        yield


#: Every page by name, and the file a test switches to (the landing page is where one starts).
PAGES: dict[str, str | None] = {name: None if name == "home" else path
                                for name, path in frame.PAGES.items()}


class PageOpener(Protocol):
    """What :func:`open_page` gives a test: a page by name (a key of :data:`PAGES`) run with
    these URL query parameters (a list for a key given more than once), no exception raised."""

    def __call__(self, page: str, **params: str | list[str]) -> AppTest: ...


@pytest.fixture
def open_page(monkeypatch: pytest.MonkeyPatch) -> PageOpener:
    """Open a page from ``dashboard.py`` with the given URL query parameters."""
    monkeypatch.chdir(ROOT)

    def opener(page: str, **params: str | list[str]) -> AppTest:
        at = AppTest.from_file(str(ROOT / "dashboard.py"), default_timeout=60)
        for key, value in params.items():
            at.query_params[key] = value
        path = PAGES[page]
        if path:
            at.switch_page(path)
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        return at

    return opener


#: The players of the list :func:`listed` loads (FIDE's December 2026 standard list, its
#: month from the header's rating column ``DEC26``): their values as the tests read them back.
LISTED = [
    ("1503014", "Carlsen, Magnus", "NOR", "GM", "", "2830", "5", "10", "1990", ""),
    ("12345", "Núñez, José", "ESP", "", "", "1850", "3", "40", "2011", ""),
    ("4711", "Meier, Anna", "GER", "", "WFM", "1700", "2", "40", "1985", "wi"),
]


def _data_folder_with(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                      players: Sequence[Listed]) -> Path:
    """A data folder of the test's own (``$ELO_DATA_DIR``) holding FIDE's December 2026
    standard list of ``players``, never the real ``data/``; the store's path."""
    from elo_core.rating_list import RatingStore, import_list
    from tests.rating_list_lines import write_list

    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path / "data"))
    store = RatingStore()
    import_list(store, write_list(tmp_path / "standard_dec26frl.txt", players))
    return store.path


@pytest.fixture
def listed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder of the test's own (``$ELO_DATA_DIR``) holding the list of :data:`LISTED`,
    never the real ``data/``; the store's path."""
    from tests.rating_list_lines import Listed

    players = [Listed(fide_id, name, fed=fed, title=title, women_title=women, rating=rating,
                      games=games, k=k, birth=birth, flag=flag, sex="F" if "w" in flag else "M")
               for fide_id, name, fed, title, women, rating, games, k, birth, flag in LISTED]
    return _data_folder_with(tmp_path, monkeypatch, players)


@pytest.fixture
def held_twice(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder of the test's own holding a list of twelve surnames, each twice
    (:data:`tests.rating_list_lines.HELD_TWICE`); the store's path."""
    from tests.rating_list_lines import HELD_TWICE

    return _data_folder_with(tmp_path, monkeypatch, HELD_TWICE)


#: The members of the DSB's export :func:`dwz_listed` loads (the fields as the export writes
#: them: ZPS, member number, surname, given name, DWZ, Index, year of birth, FIDE ID).
DWZ_LISTED = [("C0327", "12", "Müller", "Jürgen", "1843", "57", "1961", "4612345"),
              ("C0327", "7", "Weiß", "Anna", "1204", "3", "2014", ""),
              ("B0101", "3", "Neu", "Nina", "", "", "2016", "")]


@pytest.fixture
def dwz_listed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder of the test's own (``$ELO_DATA_DIR``) holding the DSB's DWZ list of
    :data:`DWZ_LISTED`, read from the DWZ database's zip of 30 November 2026 with the club
    ``C0327`` named ``SK Zähringen``; the store's path."""
    from elo_core.rating_list import RatingStore
    from elo_core.rating_list.dsb import import_dwz
    from tests.dwz_export_lines import Member, write_export

    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path / "data"))
    players = [Member(zps, member, surname, given, dwz=dwz, index=index, born=born,
                      fide_id=fide_id) for zps, member, surname, given, dwz, index, born, fide_id
               in DWZ_LISTED]
    store = RatingStore()
    import_dwz(store, write_export(tmp_path / "LV-0-csv_v2.zip", players,
                                   clubs={"C0327": "SK Zähringen"}))
    return store.path


@pytest.fixture(autouse=True)
def no_list(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test's data folder is its own, with no list loaded, until it asks for
    :func:`listed`: a list in the real ``data/`` never changes what a page test sees."""
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path / "empty"))


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """A disk with room for 30 pages more than each store holds when a connection writes it:
    SQLite's own limit on a database's pages (``max_page_count``), which it meets as it meets
    a full disk (``SQLITE_FULL``). The readers, which open the store by URI, are left as they
    are."""
    import sqlite3

    opened = sqlite3.connect

    def connect(database: str | Path, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        connection: sqlite3.Connection = opened(database, *args, **kwargs)
        if not str(database).startswith("file:"):
            pages = connection.execute("PRAGMA page_count").fetchone()[0]
            connection.execute(f"PRAGMA max_page_count = {pages + 30}")
        return connection

    monkeypatch.setattr(sqlite3, "connect", connect)


#: FIDE's standard list of October 2026 for the German TRF-26 events (``tests/data/german_*.trf``):
#: Lang (unrated in the rapid file) at 1850 and Flink (unrated in the blitz file) at 1990.
GERMAN_STANDARD = [("24600103", "Lang, Lena", "1850", "1999"),
                   ("24600202", "Flink, Fiona", "1990", "2001"),
                   ("24600101", "Hoch, Gregor", "2598", "1985")]
#: The DSB's export for the same events: ZPS, member number, surname, given name, DWZ, Index,
#: year of birth, FIDE ID. Becker (C0411-2) is not in it; Hoffmann's year of birth, which the
#: file leaves blank, is.
GERMAN_DWZ = [("C0327", "12", "Schmidt", "Anna", "2050", "45", "1990", "24600001"),
              ("C0327", "7", "Meyer", "Bernd", "1890", "30", "1975", "24600002"),
              ("C0327", "31", "Wagner", "Clara", "1765", "2", "2010", "24600003"),
              ("C0411", "19", "Hoffmann", "Emil", "1280", "12", "2004", "")]


@pytest.fixture
def german_lists(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder of the test's own (``$ELO_DATA_DIR``) holding :data:`GERMAN_STANDARD` as
    FIDE's standard list of October 2026 and :data:`GERMAN_DWZ` as the DSB's list; the store's
    path."""
    from elo_core.rating_list import RatingStore, import_list
    from elo_core.rating_list.dsb import import_dwz
    from tests.dwz_export_lines import Member, write_export
    from tests.rating_list_lines import Listed, own_columns, write_list

    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path / "data"))
    store = RatingStore()
    import_list(store, write_list(
        tmp_path / "standard_oct26frl.txt",
        [Listed(fide_id, name, rating=rating, birth=born)
         for fide_id, name, rating, born in GERMAN_STANDARD], own_columns("OCT26")))
    import_dwz(store, write_export(tmp_path / "LV-0-csv_v2.zip", [
        Member(zps, member, surname, given, dwz=dwz, index=index, born=born, fide_id=fide_id,
               last="2026-03-30")
        for zps, member, surname, given, dwz, index, born, fide_id in GERMAN_DWZ]))
    return store.path
