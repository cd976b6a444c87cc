"""A TRF's players held against the list: each difference below worked out by hand from the
two lines (a TRF player's title as the reader gives it, ``GM`` for the file's ``g``; a blank
birth date is no difference)."""

from pathlib import Path

import pytest

from elo_core.rating_list import NoStore, RatingStore, import_list
from elo_core.rating_list.trf_check import Difference, Field, check_players, with_list_facts
from elo_core.trf.records import Tournament, TrfPlayer
from tests.rating_list_lines import Listed, write_list

PLAYERS = [
    Listed("1503014", "Carlsen, Magnus", fed="NOR", title="GM", rating="2830", birth="1990"),
    Listed("100001", "Smith, John", fed="ENG", rating="1900"),
    Listed("100002", "Smith, John", fed="SCO", rating="2000"),
    Listed("100003", "Kok, Anna", fed="NED", women_title="WIM", rating="2200", birth="2001"),
]


def _player(rank: int, name: str, rating: int | None, title: str = "", federation: str = "",
        fide_id: str = "", birth_year: int | None = None) -> TrfPlayer:
    return TrfPlayer(rank, "m", title, name, rating, federation, fide_id,
                     "" if birth_year is None else f"{birth_year}/01/01", birth_year,
                     None, None, (), rank)


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> RatingStore:
    folder = tmp_path_factory.mktemp("trf_check")
    store = RatingStore(folder / "lists.sqlite3")
    import_list(store, write_list(folder / "standard_dec26frl.txt", PLAYERS))
    return store


def test_a_player_found_by_id_shows_each_field_that_differs(store: RatingStore) -> None:
    [checked] = check_players([_player(1, "Carlsen, M", 2800, "GM", "NOR", "1503014", 1991)],
                              store).players
    assert checked.listed is not None, "FIDE ID 1503014 is on the list"
    assert checked.listed.fide_id == 1503014
    assert checked.differences == (Difference(Field.RATING, "2800", "2830"),
                                   Difference(Field.BIRTH_YEAR, "1991", "1990"))


def test_a_line_as_the_list_writes_it_differs_in_nothing(store: RatingStore) -> None:
    check = check_players([_player(1, "Kok, Anna", 2200, "WIM", "NED", "100003")], store)
    assert check.differing == () and check.not_listed == ()


def test_a_player_without_an_id_is_found_by_name_and_a_blank_birth_is_no_difference(
        store: RatingStore) -> None:
    [checked] = check_players([_player(1, "Kok, Anna", None, "", "GER")], store).players
    assert checked.differences == (Difference(Field.RATING, "", "2200"),
                                   Difference(Field.TITLE, "", "WIM"),
                                   Difference(Field.FEDERATION, "GER", "NED"))


def test_players_not_in_the_list_or_of_a_name_it_holds_twice_are_said(store: RatingStore) -> None:
    check = check_players([_player(1, "Nobody, A", 1800, fide_id="999999"),
                           _player(2, "Smith, John", 1900),
                           _player(3, "Newcomer, B", None)], store)
    assert [(c.player.start_rank, c.several) for c in check.not_listed] == [
        (1, 0), (2, 2), (3, 0)]


def test_a_store_without_a_list_says_so(tmp_path: Path) -> None:
    with pytest.raises(NoStore):
        check_players([], RatingStore(tmp_path / "none.sqlite3"))


def test_the_norms_get_the_lists_title_and_federation_where_the_line_gives_none(
        store: RatingStore) -> None:
    players = (_player(1, "Kok, Anna", 2200, "", "", "100003"),
               _player(2, "Carlsen, Magnus", 2830, "f", "GER", "1503014"),
               _player(3, "Nobody, A", 1800))
    event = Tournament("Open", "", "", None, None, "", players, ())
    completed, changed = with_list_facts(event, check_players(players, store))
    assert [(p.title, p.federation) for p in completed.players] == [
        ("WIM", "NED"), ("f", "GER"), ("", "")]
    assert changed == 1
