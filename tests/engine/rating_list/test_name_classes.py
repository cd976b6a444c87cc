"""Telling one player from several: a game list's names sorted into found once, several times
and not at all in one query that ranks no one (:func:`classify_names`, what :func:`fill_in`
asks), and who a name held several times may be asked only for the lines shown
(:func:`choices`). Known values worked out by hand from :mod:`elo_core.rating_list.identify`'s
rules, and the property that the cheap answer is always the full one's
(:func:`identify_names`)."""

from __future__ import annotations

import tempfile
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core import parse_game_list
from elo_core.rating_list import RatingStore
from elo_core.rating_list import identify as identify_module
from elo_core.rating_list.game_names import choices, fill_in
from elo_core.rating_list.identify import (
    CROWD,
    MOST_CANDIDATES,
    classify_names,
    identify_names,
)
from tests.rating_list_lines import Listed, imported
from tests.sampling import examples

#: More players of one name than a key's step looks at (``CROWD``).
CROWDED = CROWD + 50
PLAYERS = [
    Listed("1001", "Smith, John", rating="1900"),
    Listed("1002", "Smith, John Paul", rating="2100"),
    Listed("1003", "Smith, John Peter", rating="2200"),
    Listed("1004", "Kim, Lee", rating="2000"),
    Listed("1005", "Lee, Kim", rating="2050"),
    Listed("1006", "Müller, Hans", rating="1950"),
    Listed("1007", "Muller, Karl", rating="1850"),
    Listed("1008", "Vachier-Lagrave, Maxime", rating="2750"),
    Listed("1009", "Dupont-Lagrave, Anne", rating="1800"),
    Listed("6001", "Kowalski-Nowak, Zbigniew", rating="2300"),
    # seven who share a surname: more than the candidates offered
    *(Listed(str(7000 + n), f"Jansen, {given}", rating=str(1500 + n))
      for n, given in enumerate("ABCDEFG", start=1)),
    # the crowd: IDs 5001…5250, each rated 1000 + n, so the higher the ID the higher rated
    *(Listed(str(5000 + n), "Nowak, Jan Maria", rating=str(1000 + n))
      for n in range(1, CROWDED + 1)),
]

#: Each written name, the players it may be, best first, by the module's rules, and how many
#: players share it (``CROWD + 1`` for more than ``CROWD``).
KNOWN = [
    # the whole name of one player: only they are meant, though two higher rated begin so
    ("Smith John", [1001], 1),
    ("John Smith", [1001], 1),
    # three names begin so: the higher rated first
    ("Smith", [1003, 1002, 1001], 3),
    # one player's name surname first and another's given names first: both whole, both meant
    ("Kim Lee", [1005, 1004], 2),
    # the umlaut written out: Müller, Hans, not Muller, Karl
    ("Mueller Hans", [1006], 1),
    ("Mueller", [1006], 1),
    ("Muller", [1006, 1007], 2),
    # held word by word (no name begins with it)
    ("Lagrave", [1008, 1009], 2),
    ("Lagrave Maxime", [1008], 1),
    ("Zbigniew Nowak", [6001], 1),
    # seven share it: the five best rated offered
    ("Jansen", [7007, 7006, 7005, 7004, 7003], 7),
    # a crowd past CROWD: several, the best rated of the first CROWD + 1 by name (and ID),
    # more than CROWD sharing it
    ("Nowak Jan Maria", [5000 + CROWD + 1 - n for n in range(5)], CROWD + 1),
    ("Nowak", [5000 + CROWD + 1 - n for n in range(5)], CROWD + 1),
    # the crowd's words, held by more than CROWD names each, written so name no one
    ("Maria Nowak", [], 0),
    ("Nobody", [], 0),
]


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> RatingStore:
    return imported(tmp_path_factory.mktemp("name_classes"), PLAYERS)


@pytest.mark.parametrize(("written", "ids", "sharing"), KNOWN)
def test_a_name_is_found_once_several_times_or_not_at_all_as_its_players_say(
        store: RatingStore, written: str, ids: list[int], sharing: int) -> None:
    identified = identify_names(store, [written])[written]
    assert [p.fide_id for p in identified.candidates] == ids
    assert identified.sharing == sharing
    classified = classify_names(store, [written])[written]
    assert classified.written == written
    assert (None if classified.player is None else classified.player.fide_id) == (
        ids[0] if len(ids) == 1 else None)
    assert classified.several == (len(ids) > 1)


def test_a_game_list_is_filled_in_and_its_choices_asked_for_the_lines_shown(
        store: RatingStore) -> None:
    """Every known name a line, ``Name 1``: the ones found once filled in with their rating,
    the ones held several times asked about, two lines at a time, with their players in the
    same order."""
    text = "\n".join(f"{written} 1" for written, *_ in KNOWN)
    matched = fill_in(parse_game_list(text), store)
    lines = {line: (written, ids) for line, (written, ids, _) in enumerate(KNOWN, start=1)}
    assert [(f.line, f.player.fide_id) for f in matched.filled] == [
        (line, ids[0]) for line, (_, ids) in lines.items() if len(ids) == 1]
    assert matched.several == tuple((line, written) for line, (written, ids) in lines.items()
                                    if len(ids) > 1)
    assert matched.not_found == tuple((line, written) for line, (written, ids) in lines.items()
                                      if not ids)
    for page in range(0, len(matched.several), 2):
        shown = matched.several[page:page + 2]
        assert [(line, [p.fide_id for p in found.candidates])
                for line, found in choices(store, shown)] == [
            (line, lines[line][1]) for line, _ in shown]


_SURNAMES = ["Müller", "Mueller", "Muller", "Smith", "Smith-Jones", "O'Brien", "Brien", "Kim",
             "Lee"]
_GIVEN = ["Hans", "Hans Peter", "Anna", "Pat", "Lee", "Kim", "Jones"]
#: What is written: the listed names' words, in any order and number, spelled as lists and
#: people write them.
_WORDS = ["Müller", "Mueller", "Muller", "Smith", "Jones", "O", "Brien", "OBrien", "O'Brien",
          "Kim", "Lee", "Hans", "Peter", "Anna", "Pat", "Nobody", "Mull"]
listed = st.lists(st.tuples(st.sampled_from(_SURNAMES), st.sampled_from(_GIVEN),
                            st.integers(0, 2800).map(lambda r: "0" if r < 1000 else str(r))),
                  min_size=1, max_size=14)
written_names = st.lists(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=3).map(" ".join),
                         min_size=1, max_size=12)


@examples(60)
@given(listed, written_names, st.sampled_from([2, 3, CROWD]))
def test_the_cheap_answer_is_the_full_ones_on_any_list(
        players: list[tuple[str, str, str]], names: list[str], crowd: int) -> None:
    """Whatever the list holds and however a name is written, and however few players a
    key's step looks at (``CROWD``, made small so that a crowd is a few players): a name
    :func:`classify_names` finds once is the one player :func:`identify_names` finds, one it
    finds several times has several there, and one it does not find has none; and a game
    list filled in and its choices asked page by page say the same. A name whose players
    are all offered is shared by as many, one whose best are offered by at least as many."""
    with tempfile.TemporaryDirectory() as folder, \
            mock.patch.object(identify_module, "CROWD", crowd):
        store = imported(Path(folder), [
            Listed(str(100 + n), f"{surname}, {given_name}", rating=rating)
            for n, (surname, given_name, rating) in enumerate(players)])
        full = identify_names(store, names)
        cheap = classify_names(store, names)
        assert set(cheap) == set(full)
        for name, found in full.items():
            assert (cheap[name].player, cheap[name].several) == (
                found.player, len(found.candidates) > 1), name
            # all offered: as many share it; some: at least as many as offered (or a crowd)
            offered = min(len(found.candidates), crowd + 1)
            if len(found.candidates) < MOST_CANDIDATES:
                assert found.sharing == offered, name
            else:
                assert found.sharing >= offered, name
        matched = fill_in(parse_game_list("\n".join(f"{name} 1" for name in names)), store)
        assert {f.line: f.player for f in matched.filled} == {
            line: full[name].player for line, name in enumerate(names, start=1)
            if full[name].player is not None}
        assert matched.not_found == tuple((line, name) for line, name in enumerate(names, 1)
                                          if not full[name].candidates)
        assert choices(store, matched.several) == tuple(
            (line, full[name]) for line, name in enumerate(names, 1)
            if len(full[name].candidates) > 1)
