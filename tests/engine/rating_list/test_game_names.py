"""A game list's opponents filled in from the list, each expected game worked out by hand from
the module's rules: a name or ID without a rating found once gets the list's rating, ID, title
and federation; found twice, both players are said; not found, said; a line's own rating,
title and federation stay as written; and however long the list, its names are asked for in
one query and its IDs in another."""

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from elo_core import parse_game_list
from elo_core.games import Colour
from elo_core.rating_list import NoStore, RatingStore, import_list
from elo_core.rating_list.game_names import choices, fill_in, may_fill_in, with_fide_id
from elo_core.rating_list.identify import identify_name
from tests.rating_list_lines import Listed, write_list

PLAYERS = [
    Listed("1503014", "Carlsen, Magnus", fed="NOR", title="GM", rating="2830"),
    Listed("100001", "Smith, John", fed="ENG", rating="1900"),
    Listed("100002", "Smith, John", fed="SCO", title="FM", rating="2000"),
    Listed("100003", "Kok, Anna", fed="NED", sex="F", women_title="WIM", rating="2200"),
    Listed("100004", "Jansen, Piet", fed="NED", rating="0"),
    Listed("100005", "Carlo, Mario", fed="ITA", rating="1700"),
]


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> RatingStore:
    folder = tmp_path_factory.mktemp("game_names")
    store = RatingStore(folder / "lists.sqlite3")
    import_list(store, write_list(folder / "standard_dec26frl.txt", PLAYERS))
    return store


def test_a_name_found_once_gets_the_lists_rating_id_title_and_federation(
        store: RatingStore) -> None:
    parsed = parse_game_list("Carlsen 1\n2026-01-03 Carlsen, Magnus w 1-0\n")
    matched = fill_in(parsed, store)
    assert [(g.line, g.name, g.opponent_rating, g.title, g.federation, g.fide_id, g.date,
             g.colour) for g in matched.games.games] == [
        (1, "Carlsen", 2830, "GM", "NOR", 1503014, "", None),
        (2, "Carlsen, Magnus", 2830, "GM", "NOR", 1503014, "2026-01-03", Colour.WHITE)]
    assert matched.games.errors == []
    assert [(f.line, f.written, f.player.fide_id, f.rating, f.title, f.federation)
            for f in matched.filled] == [(1, "Carlsen", 1503014, True, "GM", "NOR"),
                                         (2, "Carlsen, Magnus", 1503014, True, "GM", "NOR")]


def test_a_fide_id_where_the_rating_goes_is_that_player(store: RatingStore) -> None:
    matched = fill_in(parse_game_list("1503014:½\nSmith 100002 0\n"), store)
    assert [(g.name, g.opponent_rating, g.title, g.federation, g.score)
            for g in matched.games.games] == [("Carlsen, Magnus", 2830, "GM", "NOR", 0.5),
                                               ("Smith", 2000, "FM", "SCO", 0.0)]
    assert [f.written for f in matched.filled] == ["1503014", "100002"]


def test_a_name_the_list_holds_twice_is_asked_about_never_guessed(store: RatingStore) -> None:
    parsed = parse_game_list("Smith ½")
    matched = fill_in(parsed, store)
    assert matched.games == parsed  # nothing filled in: the line stays its problem
    assert matched.filled == ()
    assert matched.several == ((1, "Smith"),)
    [(line, found)] = choices(store, matched.several)  # who the line's name may be
    assert line == 1
    assert [p.fide_id for p in found.candidates] == [100002, 100001]  # the higher rated first
    assert found.player is None


@pytest.mark.parametrize(("text", "line", "written"), [
    ("Smith ½", 1, "Smith 100001:½"),
    ("Kok 2200:1\nSmith 1 w\n", 2, "Kok 2200:1\nSmith 100001:w 1\n"),
    ("2026-01-03 Smith, John b 0", 1, "2026-01-03 Smith, John 100001:b 0"),
    ('"Smith 2" 1', 1, '"Smith 2" 100001:1'),
    ("Smith FM 1", 1, "Smith FM 100001:1"),
])
def test_the_player_chosen_for_a_line_has_their_id_written_where_the_rating_goes(
        store: RatingStore, text: str, line: int, written: str) -> None:
    assert with_fide_id(text, line, 100001) == written
    # the line is then filled in as any ID line: Smith, John of ENG, 1900
    [filled] = [f for f in fill_in(parse_game_list(written), store).filled if f.line == line]
    assert (filled.line, filled.player.fide_id, filled.player.rating) == (line, 100001, 1900)


@pytest.mark.parametrize(("text", "line"), [("Smith 1800:1", 1), ("Smith ½", 2), ("", 1)])
def test_a_line_that_gives_a_rating_or_no_line_is_left_as_written(text: str, line: int) -> None:
    assert with_fide_id(text, line, 100001) == text


def test_a_name_not_in_the_list_is_said_and_a_prefix_of_a_word_is_no_match(
        store: RatingStore) -> None:
    matched = fill_in(parse_game_list("Nobody 1\nCarl 0\nJan de Jansen 1"), store)
    assert matched.not_found == ((1, "Nobody"), (2, "Carl"), (3, "Jan de Jansen"))
    assert matched.filled == ()
    assert [e.line for e in matched.games.errors] == [1, 2, 3]
    carlsen = identify_name(store, "Carlsen Magnus").player
    assert carlsen is not None, "Carlsen Magnus is one listed player"
    assert carlsen.fide_id == 1503014


def test_the_lines_own_rating_and_title_win_the_list_fills_in_the_rest(store: RatingStore) -> None:
    matched = fill_in(parse_game_list("Kok 2150:1\nKok IM 2200 ½\nKok WGM GER 2100:0\n"),
                      store)
    assert [(g.opponent_rating, g.title, g.federation) for g in matched.games.games] == [
        (2150, "WIM", "NED"), (2200, "IM", "NED"), (2100, "WGM", "GER")]
    assert [(f.line, f.rating, f.title, f.federation) for f in matched.filled] == [
        (1, False, "WIM", "NED"), (2, False, "", "NED")]


def test_an_unrated_player_of_the_list_is_an_opponent_without_a_rating(
        store: RatingStore) -> None:
    [game] = fill_in(parse_game_list("Jansen, Piet 1"), store).games.games
    assert (game.opponent_rating, game.federation, game.fide_id) == (None, "NED", 100004)
    assert not game.played


def test_a_store_without_a_list_says_so(tmp_path: Path) -> None:
    with pytest.raises(NoStore):
        fill_in(parse_game_list("Carlsen 1"), RatingStore(tmp_path / "none.sqlite3"))


def test_only_a_line_naming_an_opponent_without_a_rating_may_be_filled_in() -> None:
    assert may_fill_in(parse_game_list("Kok 1\n1800:1"))
    assert not may_fill_in(parse_game_list("Kok 1800:1\n1800:x\n:1"))


def test_a_whole_word_inside_a_listed_name_is_that_player(tmp_path: Path) -> None:
    """``Lagrave 1`` is Vachier-Lagrave, Maxime (a whole word of his name), as is ``Lagrave
    Maxime``; ``Lagr 1`` is no one (a piece of a word could be anyone)."""
    store = RatingStore(tmp_path / "lists.sqlite3")
    import_list(store, write_list(tmp_path / "standard_dec26frl.txt", [
        Listed("2209390", "Vachier-Lagrave, Maxime", fed="FRA", title="GM", rating="2750")]))
    for name in ("Lagrave", "Lagrave Maxime"):
        player = identify_name(store, name).player
        assert player is not None, f"{name} is one listed player, Vachier-Lagrave"
        assert player.fide_id == 2209390
    matched = fill_in(parse_game_list("Lagrave 1\nLagr 1"), store)
    assert [(g.line, g.opponent_rating, g.title) for g in matched.games.games] == [
        (1, 2750, "GM")]
    assert matched.not_found == ((2, "Lagr"),)


def test_an_apostrophe_typed_as_a_space_is_the_listed_name(tmp_path: Path) -> None:
    """``O Brien 1`` and ``Pat O Brien 1`` are O'Brien, Pat, as ``OBrien`` and ``O’Brien``
    are; ``O Brien`` is not Olaf Brien, whose words it holds only as the start of a word."""
    store = RatingStore(tmp_path / "lists.sqlite3")
    import_list(store, write_list(tmp_path / "standard_dec26frl.txt", [
        Listed("2500001", "O'Brien, Pat", fed="IRL", rating="2100"),
        Listed("2500003", "Brien, Olaf", fed="NOR", rating="2200")]))
    matched = fill_in(parse_game_list("O Brien 1\nPat O Brien ½\nOBrien 0\nO’Brien 1\n"),
                      store)
    assert [(g.line, g.opponent_rating, g.fide_id) for g in matched.games.games] == [
        (1, 2100, 2500001), (2, 2100, 2500001), (3, 2100, 2500001), (4, 2100, 2500001)]
    assert matched.not_found == ()


def test_the_player_chosen_keeps_the_lines_comment() -> None:
    """The comment and the spaces before it stay, and a ``#`` in a quoted name is the
    name's."""
    assert with_fide_id("Smith 1 w  # round 3\n", 1, 100001) == (
        "Smith 100001:w 1  # round 3\n")
    assert with_fide_id('"Smith #2" ½ # r4', 1, 100001) == '"Smith #2" 100001:½ # r4'


class CountingStore(RatingStore):
    """The store, every statement it is asked counted."""

    statements: list[str]

    @contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        with super().reading() as connection:
            connection.set_trace_callback(self.statements.append)
            yield connection


def test_each_distinct_name_is_asked_for_once_all_in_one_query(store: RatingStore) -> None:
    """1,000 lines, six names and IDs among them: one query for the names, one for the IDs,
    the same as for six lines."""
    lines = ["Carlsen 1", "Smith ½", "Nobody 0", "Kok 2000:1", "1503014:1", "Smith 100001:0"]
    counted = []
    for text in ("\n".join(lines), "\n".join(lines * 167)):
        counting = CountingStore(store.path)
        counting.statements = []
        matched = fill_in(parse_game_list(text), counting)
        # the players' tables asked, not the fold's bookkeeping (name_folds names the table)
        asked = [s for s in counting.statements if "players_standard" in s
                 and "FROM name_folds" not in s
                 and s.lstrip().startswith(("SELECT", "WITH"))]
        counted.append((len(asked), sum(s.lstrip().startswith("WITH written") for s in asked),
                        sum("fide_id IN" in s for s in asked)))
        assert len(matched.filled) == len(text.splitlines()) // 6 * 4
    assert counted == [(2, 1, 1), (2, 1, 1)]
