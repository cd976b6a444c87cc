"""Names folded as the module says, each fold worked out by hand from its rule: the marks
dropped, case folded, the base letter of a letter that does not decompose, an apostrophe left
out, every other run of punctuation one space; and the same fold at every search, filter and
look-alike."""

import pytest

from elo_core.folding import (
    apostrophes_read,
    fold,
    given_names_first,
    has_umlaut,
    lookup_keys,
    name_filter,
    search_keys,
    umlauts_written,
)
from elo_core.pool.names import name_keys


@pytest.mark.parametrize(("name", "folded"), [
    ("Núñez, José", "nunez jose"),
    ("CARLSEN, Magnus", "carlsen magnus"),
    ("Østergaard, Søren", "ostergaard soren"),
    ("Łukasz Øberg", "lukasz oberg"),
    ("Łukasiewicz-Groß, Ægir", "lukasiewicz gross aegir"),
    ("Ðuković, Þór", "dukovic thor"),
    ("Straße", "strasse"),
    ("STRAẞE", "strasse"),              # the capital sharp s
    ("İlhan Dağ", "ilhan dag"),         # Turkish: the capital I with a dot, g with a breve
    ("Œuvray, Hélène", "oeuvray helene"),
])
def test_a_name_is_folded_by_the_rule(name: str, folded: str) -> None:
    assert fold(name) == folded


@pytest.mark.parametrize(("name", "folded"), [
    ("O'Brien", "obrien"),               # the typewriter's apostrophe
    ("O’Brien", "obrien"),               # the typographer's
    ("O´Brien", "obrien"),               # an acute accent typed for it
    ("Oʼbrien", "obrien"),               # the modifier letter
    ("D'Angelo-N'Diaye", "dangelo ndiaye"),
    ("O'Brien,  J.R.", "obrien j r"),
    ("van 't Hof, Jan", "van t hof jan"),  # an apostrophe beside a space joins nothing
    ("'s-Gravesande", "s gravesande"),
])
def test_an_apostrophe_is_left_out_and_other_punctuation_is_a_space(name: str,
                                                                   folded: str) -> None:
    assert fold(name) == folded


@pytest.mark.parametrize(("key", "read"), [
    ("o brien", ["obrien"]),                 # O'Brien typed with a space for the apostrophe
    ("pat o brien", ["pat obrien"]),
    ("o brien pat", ["obrien pat"]),
    ("d angelo n diaye", ["dangelo ndiaye"]),  # every such letter at once
    ("van t hof", ["van thof"]),
    ("obrien", []),
    ("carlsen m", []),                       # an initial last is followed by no word
    ("sourab a k m", []),                    # a letter before a letter: initials
    ("j r smith", ["j rsmith"]),
    ("o 2", []), ("1 kok", []),              # a digit is no letter, nor a word of them
])
def test_a_letter_standing_alone_is_read_joined_to_the_word_after_it(key: str,
                                                                     read: list[str]) -> None:
    assert apostrophes_read(key) == read


@pytest.mark.parametrize("typed", ["o brien", "O Brien", "obrien", "O'Brien", "O’Brien",
                                   "o' brien", "OBRIEN"])
def test_o_brien_typed_any_way_looks_for_the_listed_fold(typed: str) -> None:
    """O'Brien's name is kept folded as ``obrien`` (:func:`lookup_keys`): every way it is
    typed looks for that."""
    assert "obrien" in search_keys(typed)
    assert lookup_keys("O'Brien, Pat").surname_first in search_keys(f"{typed} pat")


def test_a_name_written_surname_first_is_turned_round() -> None:
    assert given_names_first("Smith, John") == "John Smith"
    assert given_names_first(" van Dijk,Anna ") == "Anna van Dijk"
    assert given_names_first("John Smith ") == "John Smith"
    assert given_names_first("Carlsen,") == "Carlsen"


def test_a_listed_name_is_kept_folded_both_ways() -> None:
    assert lookup_keys("Carlsen, Magnus") == ("carlsen magnus", "magnus carlsen")
    assert lookup_keys("O'Brien, Pat") == ("obrien pat", "pat obrien")
    assert lookup_keys("Sourab A K M") == ("sourab a k m", "sourab a k m")


def test_a_search_with_an_umlaut_also_looks_for_its_two_letters() -> None:
    assert search_keys("Müller") == ["muller", "mueller"]
    assert search_keys("Mu\u0308ller") == ["muller", "mueller"]   # ü as u and a diaeresis
    assert search_keys("Meier") == ["meier"]
    assert search_keys(" ,.- ") == []
    assert search_keys("O Müller") == ["o muller", "omuller", "o mueller", "omueller"]
    assert (has_umlaut("Mu\u0308ller"), has_umlaut("Müller"), has_umlaut("Muller"),
            has_umlaut("Øberg")) == (True, True, False, False)
    assert umlauts_written("Müller, Jürgen") == ("mueller juergen", "juergen mueller")


@pytest.mark.parametrize(("typed", "name"), [
    ("lukasz", "Łukasz Øberg"),          # the list's search finds him so: the filter too
    ("oberg luk", "Łukasz Øberg"),
    ("obrien", "O'Brien, Pat"),
    ("o'brien", "O’Brien, Pat"),
    ("brien", "O'Brien, Pat"),           # a word's part, as the filter always took it
    ("o brien", "O'Brien, Pat"),
    ("obrien", "O Brien, Pat"),          # a list or a file writing the apostrophe as a space
    ("mueller", "Müller, Hans"),         # the umlaut written out
    ("Müller", "Mueller, Hans"),
    ("Müller", "Muller, Hans"),
    ("weiss", "Weiß, Eva"),
    ("", "Anyone"),
])
def test_a_filter_keeps_the_names_the_lists_search_finds(typed: str, name: str) -> None:
    assert name_filter(typed)(name)


@pytest.mark.parametrize(("typed", "name"), [
    ("mueller", "Muller, Hans"),         # ue is ü, not u: as the list's search reads it
    ("lukasz", "Lukas Berg"),
    ("pat smith", "O'Brien, Pat"),       # every word of the filter, not one of them
])
def test_a_filter_leaves_out_other_names(typed: str, name: str) -> None:
    assert not name_filter(typed)(name)


def test_a_look_alike_is_compared_by_the_same_fold() -> None:
    """The season's look-alikes fold as the list's search does: Ł and Ø as l and o (NFKD
    alone keeps them), the apostrophe left out."""
    assert name_keys("Łukasz Øberg") == (("lukasz", "oberg"),)
    assert name_keys("O'Neil, Sarah") == (("oneil", "sarah"),)
    assert name_keys("Müller, A.") == (("a", "muller"), ("a", "mueller"))
