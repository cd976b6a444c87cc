"""Look-alike names that differ by one typo: caught where one letter is added, left out or
swapped with its neighbour, and bounded so that different people's names are not paired."""

import pytest

from elo_core.pool.names import LookAlike, look_alikes, one_typo_apart


@pytest.mark.parametrize(("first", "second"), [
    ("Sarah O'Neil", "Sarah O'Neill"),       # a doubled letter written once
    ("Karl Hofmann", "Hoffmann, Karl"),      # the same, the words in another order
    ("Schmidt, Jo", "Schmit Jo"),            # a letter left out inside the word
    ("Nicole Weber", "Nicloe Weber"),        # two neighbouring letters swapped
    ("Jürgen Groß", "Jurgen Gross"),         # written the same way already
    ("Łukasz Øberg", "Lukasz Oberg"),        # Ł and Ø folded as the list's search folds them
    ("Sean O'Brien", "Obrien, Sean"),        # an apostrophe does not count
    ("Sean O'Brien", "O Brien, Sean"),       # nor one written as a space
])
def test_one_typo_in_one_word_looks_alike(first: str, second: str) -> None:
    assert look_alikes([first, second]) == (LookAlike(*sorted((first, second))),)


@pytest.mark.parametrize(("first", "second"), [
    ("Jan Meyer", "Jon Meyer"),              # a letter for another: another name
    ("Anna Meier", "Anna Maier"),
    ("Ole Hansen", "Ole Jansen"),            # the first letter
    ("Daniel Weber", "Daniela Weber"),       # a letter added at the end
    ("Andrea Kühn", "Andreas Kühn"),
    ("Jana Roth", "Jan Roth"),               # too short for a typo
    ("Spieler Baaa", "Spieler Baab"),
    ("Sarah O'Neil", "Sara O'Neill"),        # two words differ
    ("Team 12345", "Team 12346"),            # a number is not a word of letters
])
def test_these_are_other_people(first: str, second: str) -> None:
    assert look_alikes([first, second]) == ()


def test_a_typo_is_bounded_by_length_and_first_letter() -> None:
    assert one_typo_apart("neil", "neill") and one_typo_apart("neill", "neil")
    assert not one_typo_apart("jan", "jann")          # the longer has 4 letters
    assert not one_typo_apart("meier", "meier")       # the same word is no typo
    assert not one_typo_apart("mueller", "eumller")   # the first letter moved


def test_a_big_club_gets_its_typos_and_not_every_pair_of_a_surname() -> None:
    # 200 members called Meyer with given names of their own, one of them written twice with
    # a typo: one pair, not the 19,900 pairs of the same surname
    given = [f"{a}{b}{c}ina" for a in "BDFGHKLMNP" for b in "aeiou" for c in "lmnr"][:200]
    names = [f"{name} Meyer" for name in given] + ["Baliina Meyer"]
    assert look_alikes(names) == (LookAlike("Baliina Meyer", "Balina Meyer"),)
