"""Players found by name, folded as :mod:`elo_core.folding` says (its own tests hold each fold),
and by FIDE ID; best match first, ties by rating."""

from collections.abc import Sequence
from datetime import date
from pathlib import Path

import pytest

from elo_core import ListedPlayer
from elo_core.rating_list import ListKind, NoStore, RatingStore, import_list
from tests.rating_list_lines import Listed, held, write_list

PLAYERS = [
    Listed("1503014", "Carlsen, Magnus", rating="2840"),
    Listed("1000001", "Carlsen, Henrik", rating="2100"),
    Listed("1000002", "Carlsenius, Anna", rating="2300"),
    Listed("1000003", "Magnusson, Carl", rating="2500"),
    Listed("2201234", "Núñez, José", rating="2105"),
    Listed("2201235", "Nunez, Jose", rating="1900"),
    Listed("3300001", "Mueller, Hans", rating="2000"),
    Listed("3300002", "Müller, Hans", rating="1990"),
    Listed("3300003", "Muller, Hans", rating="1980"),
]


def _loaded(folder: Path, players: Sequence[Listed]) -> RatingStore:
    store = RatingStore(folder / "lists.sqlite3")
    import_list(store, write_list(folder / "standard_dec26frl.txt", players))
    return store


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> RatingStore:
    return _loaded(tmp_path_factory.mktemp("lookups"), PLAYERS)


def _names(players: list[ListedPlayer]) -> list[str]:
    return [p.name for p in players]


def test_a_surname_finds_its_players_best_rated_first_then_longer_surnames(
        store: RatingStore) -> None:
    assert _names(store.find("carlsen")) == [
        "Carlsen, Magnus", "Carlsenius, Anna", "Carlsen, Henrik"]


def test_the_exact_name_comes_first_in_either_order(store: RatingStore) -> None:
    assert _names(store.find("Henrik Carlsen"))[0] == "Carlsen, Henrik"
    assert _names(store.find("carlsen, henrik")) == ["Carlsen, Henrik"]
    assert _names(store.find("Magnus Carlsen")) == ["Carlsen, Magnus"]


def test_surname_prefixes_come_before_given_name_prefixes(store: RatingStore) -> None:
    """"magnus": Magnusson by his surname before Carlsen by his given name."""
    assert _names(store.find("magnus")) == ["Magnusson, Carl", "Carlsen, Magnus"]


def test_accents_case_and_punctuation_do_not_count(store: RatingStore) -> None:
    assert _names(store.find("Nunez, Jose")) == ["Núñez, José", "Nunez, Jose"]
    assert _names(store.find("NÚÑEZ JOSÉ")) == ["Núñez, José", "Nunez, Jose"]


def test_an_apostrophe_and_letters_that_do_not_decompose_do_not_count(tmp_path: Path) -> None:
    """"obrien" is O'Brien (the docs: punctuation does not count), "lukasz oberg" Łukasz
    Øberg, as the Whole event's and the Club's filters find them."""
    store = RatingStore(tmp_path / "lists.sqlite3")
    import_list(store, write_list(tmp_path / "standard_dec26frl.txt", [
        Listed("4100001", "O'Brien, Pat", rating="2100"),
        Listed("4100002", "Øberg, Łukasz", rating="2000")], encoding="utf-8"))
    assert _names(store.find("obrien")) == ["O'Brien, Pat"]
    assert _names(store.find("O’Brien, Pat")) == ["O'Brien, Pat"]
    assert _names(store.find("lukasz oberg")) == ["Øberg, Łukasz"]
    assert _names(store.find("Łukasz")) == ["Øberg, Łukasz"]


@pytest.mark.parametrize("typed", ["o brien", "O Brien", "obrien", "O’Brien", "o'brien",
                                   "pat o brien", "O Brien, Pat", "o brien pat"])
def test_o_brien_is_found_however_the_apostrophe_is_typed(tmp_path: Path, typed: str) -> None:
    """The apostrophe typed as a space ("o brien"), left out, or typographic: O'Brien first,
    before Olaf Brien, whose words "o brien" also begin."""
    store = RatingStore(tmp_path / "lists.sqlite3")
    import_list(store, write_list(tmp_path / "standard_dec26frl.txt", [
        Listed("4100001", "O'Brien, Pat", rating="2100"),
        Listed("4100003", "Brien, Olaf", rating="2200"),
        Listed("4100004", "Obrist, Paul", rating="2300")]))
    assert _names(store.find(typed))[0] == "O'Brien, Pat"
    assert "Obrist, Paul" not in _names(store.find(typed))


def test_an_umlaut_finds_the_name_written_with_ue_as_well(store: RatingStore) -> None:
    assert _names(store.find("Müller, Hans")) == ["Mueller, Hans", "Müller, Hans",
                                                  "Muller, Hans"]
    assert _names(store.find("muller")) == ["Müller, Hans", "Muller, Hans"]


def test_a_limit_gives_the_best_matches_only(store: RatingStore) -> None:
    assert _names(store.find("carlsen", limit=2)) == ["Carlsen, Magnus", "Carlsenius, Anna"]


def test_nothing_found_is_an_empty_list(store: RatingStore) -> None:
    assert store.find("Kasparov") == [] and store.find("--") == []
    assert store.by_id(999) is None


def test_a_fide_id_finds_its_player(store: RatingStore) -> None:
    assert held(store, 2201235).name == "Nunez, Jose"


def test_a_kind_not_loaded_and_a_missing_store_are_said(store: RatingStore, tmp_path: Path) -> None:
    with pytest.raises(NoStore, match="no rapid list"):
        store.by_id(1503014, ListKind.RAPID)
    with pytest.raises(NoStore, match="no rating list has been loaded yet"):
        RatingStore(tmp_path / "none.sqlite3").find("carlsen")
    assert not (tmp_path / "none.sqlite3").exists()


def test_a_file_that_is_no_store_is_said(tmp_path: Path) -> None:
    (tmp_path / "junk.sqlite3").write_text("not a database " * 100)
    with pytest.raises(NoStore, match="is not a rating list store"):
        RatingStore(tmp_path / "junk.sqlite3").find("carlsen")


def test_the_store_is_where_the_environment_says(monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path))
    assert RatingStore().path == tmp_path / "rating_lists.sqlite3"
    assert RatingStore(tmp_path / "x.db").path == tmp_path / "x.db"
    monkeypatch.delenv("ELO_DATA_DIR")
    assert RatingStore().path.parts[-2:] == ("data", "rating_lists.sqlite3")


def test_the_loaded_lists_say_kind_month_players_and_file(store: RatingStore) -> None:
    (loaded,) = store.lists()
    assert (loaded.kind, loaded.month, loaded.players, loaded.source) == (
        ListKind.STANDARD, date(2026, 12, 1), len(PLAYERS), "standard_dec26frl.txt")


def test_a_prefix_many_names_share_is_found_in_the_same_order(store: RatingStore,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Walked down the players by rating (as for ``s`` in a full list) the answer is the one
    the sorted range gives."""
    monkeypatch.setattr("elo_core.rating_list.ranking.CROWDED", 2)
    assert _names(store.find("carlsen")) == [
        "Carlsen, Magnus", "Carlsenius, Anna", "Carlsen, Henrik"]
    assert _names(store.find("carlsen", limit=2)) == ["Carlsen, Magnus", "Carlsenius, Anna"]
    assert _names(store.find("magnus")) == ["Magnusson, Carl", "Carlsen, Magnus"]


COMPOUND = [
    Listed("2209390", "Vachier-Lagrave, Maxime", rating="2750"),
    Listed("2209391", "Lagrave, Anna", rating="1800"),
    Listed("2209392", "Dubois, Maxime", rating="2300"),
    Listed("2209393", "Garcia Lopez, Ana Maria", rating="2000"),
]


@pytest.fixture(scope="module")
def compound(tmp_path_factory: pytest.TempPathFactory) -> RatingStore:
    return _loaded(tmp_path_factory.mktemp("compound"), COMPOUND)


@pytest.mark.parametrize("crowded", [5000, 1])
def test_a_word_inside_a_name_finds_it_below_the_names_that_begin_so(compound: RatingStore,
        monkeypatch: pytest.MonkeyPatch, crowded: int) -> None:
    """``lagrave``: Lagrave, Anna (her surname begins so) before Vachier-Lagrave, Maxime (a
    word inside his), though he is rated higher; two words in any order find the name that
    holds both, each as a word's start (``lop ana``); found the same when thousands of names
    would hold the words and the players are walked by rating (``CROWDED`` 1)."""
    monkeypatch.setattr("elo_core.rating_list.ranking.CROWDED", crowded)
    assert _names(compound.find("Lagrave")) == ["Lagrave, Anna", "Vachier-Lagrave, Maxime"]
    assert _names(compound.find("Lagrave Maxime")) == ["Vachier-Lagrave, Maxime"]
    assert _names(compound.find("Maxime Lagrave")) == ["Vachier-Lagrave, Maxime"]
    assert _names(compound.find("maria")) == ["Garcia Lopez, Ana Maria"]
    assert _names(compound.find("lop ana")) == ["Garcia Lopez, Ana Maria"]
    assert _names(compound.find("maxime")) == ["Vachier-Lagrave, Maxime", "Dubois, Maxime"]
    assert compound.find("Lagrave Anna Maxime") == []
    assert compound.find("agrave") == []  # a word's start, not a piece of it
