"""A search written without umlauts ("Mueller", "Goetz") finds the name the list holds with
them ("Müller", "Götz") at each step, ranked as that step's match, and only names with the
umlaut there: not "Muller", and "Manuel" not "Manul". Each expectation worked out by hand:
"Müller, Hans-Jürgen" folds to "muller hans jurgen", with its umlauts written out to
"mueller hans juergen"."""

from collections.abc import Sequence
from pathlib import Path

import pytest

from elo_core.folding import umlauts_read, umlauts_written
from elo_core.rating_list import ListedPlayer, RatingStore, import_list
from elo_core.rating_list.identify import identify_name
from tests.rating_list_lines import Listed, write_list

PLAYERS = [
    Listed("3300001", "Mueller, Hans", rating="2000"),
    Listed("3300002", "Müller, Hans-Jürgen", rating="2400"),
    Listed("3300003", "Muller, Hans", rating="2500"),
    Listed("3300004", "Götz, Anna", rating="2200"),
    Listed("3300005", "Manul, Ivan", rating="2600"),
    Listed("3300006", "Manuel, Jose", rating="2100"),
]


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> RatingStore:
    folder = tmp_path_factory.mktemp("umlauts")
    store = RatingStore(folder / "lists.sqlite3")
    import_list(store, write_list(folder / "standard_dec26frl.txt", PLAYERS))
    return store


def _names(players: Sequence[ListedPlayer]) -> list[str]:
    return [p.name for p in players]


def test_each_ae_oe_ue_is_read_both_ways_and_a_name_written_out() -> None:
    assert umlauts_read("mueller") == ["muller"]
    assert umlauts_read("goetz schuetz") == ["gotz schuetz", "goetz schutz", "gotz schutz"]
    assert umlauts_read("weiss") == []
    assert umlauts_written("Müller, Hans-Jürgen") == ("mueller hans juergen",
                                                      "hans juergen mueller")


def test_written_out_finds_the_umlaut_exactly_in_either_order(store: RatingStore) -> None:
    assert _names(store.find("Mueller, Hans-Juergen")) == ["Müller, Hans-Jürgen"]
    assert _names(store.find("hans juergen mueller")) == ["Müller, Hans-Jürgen"]


def test_a_surname_prefix_finds_the_umlaut_but_not_the_name_without_it(store: RatingStore) -> None:
    """Prefix of the surname first: Müller (2400) and Mueller (2000), the higher first; the
    real "Mueller, Hans" is the exact match of "mueller hans" and comes first there."""
    assert _names(store.find("Mueller")) == ["Müller, Hans-Jürgen", "Mueller, Hans"]
    assert _names(store.find("muel")) == ["Müller, Hans-Jürgen", "Mueller, Hans"]
    assert _names(store.find("mueller hans")) == ["Mueller, Hans", "Müller, Hans-Jürgen"]
    assert _names(store.find("Goetz")) == ["Götz, Anna"]


def test_a_given_names_prefix_and_a_word_inside_the_name(store: RatingStore) -> None:
    assert _names(store.find("anna goe")) == ["Götz, Anna"]
    assert _names(store.find("juergen")) == ["Müller, Hans-Jürgen"]


def test_an_ue_that_is_no_umlaut_still_finds_its_own_name_only(store: RatingStore) -> None:
    assert _names(store.find("Manuel")) == ["Manuel, Jose"]
    assert _names(store.find("Muller")) == ["Muller, Hans", "Müller, Hans-Jürgen"]


def test_a_name_written_without_umlauts_identifies_its_one_player(store: RatingStore) -> None:
    """A tournament's or a game's "Goetz Anna" is the list's Götz, Anna, as "Gotz Anna" is."""
    goetz = identify_name(store, "Goetz Anna").player
    assert goetz is not None, "Goetz Anna is one listed player, Götz, Anna"
    assert goetz.fide_id == 3300004
    mueller = identify_name(store, "Mueller Hans").player
    assert mueller is not None, "Mueller Hans is one listed player, Mueller, Hans"
    assert mueller.fide_id == 3300001


def test_where_thousands_share_the_read_prefix_the_umlaut_is_still_found(
        store: RatingStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """A crowded prefix (here: two names) is looked for by the names written out, not among
    the best rated players only: "Muel" finds Müller (2400) though Manul (2600) and Muller
    (2500), the two best rated, have no umlaut."""
    monkeypatch.setattr("elo_core.rating_list.ranking.CROWDED", 2)
    assert _names(store.find("Muel")) == ["Müller, Hans-Jürgen", "Mueller, Hans"]


@pytest.mark.slow
def test_an_umlaut_below_fifty_thousand_better_rated_names_of_its_prefix_is_found(
        tmp_path: Path) -> None:
    """50,001 players "Muller, Player n" rated 2000 to 2100, and one "Müller, Hans" rated 1000:
    "Mueller" finds him at once (a prefix step: his name written out begins "mueller"), and
    "hans mueller" as the exact match of his given names first. (The walk down the 50,000 best
    rated that the search was before found nobody.)"""
    crowd = [Listed(str(5_000_000 + n), f"Muller, Player {n}", rating=str(2000 + n % 100))
             for n in range(50_001)]
    store = RatingStore(tmp_path / "lists.sqlite3")
    import_list(store, write_list(tmp_path / "standard_dec26frl.txt",
                                  [*crowd, Listed("4000001", "Müller, Hans", rating="1000")]))
    assert _names(store.find("Mueller")) == ["Müller, Hans"]
    assert _names(store.find("hans mueller")) == ["Müller, Hans"]
    assert _names(store.find("mueller ha")) == ["Müller, Hans"]


def test_a_reading_of_fewer_than_three_letters_is_not_made() -> None:
    # "oe" read as "ö" is the prefix "o", "oez" → "oz": thousands of names begin so, and a
    # search that short names nobody by its umlaut; "oezt" → "ozt" is read
    assert umlauts_read("oe") == []
    assert umlauts_read("oez") == []
    assert umlauts_read("oezt") == ["ozt"]
    assert umlauts_read("ue") == []
