"""What holds of the fold for every text: folding twice is folding once, case and the
punctuation between words do not count, an apostrophe does not, and the fold's result is
words of lower-case letters and digits, one space apart."""

import string

from hypothesis import given
from hypothesis import strategies as st

from elo_core.folding import APOSTROPHES, fold, name_filter, search_keys

#: Names as people write them: Latin letters with and without accents, and their punctuation.
_LETTERS = string.ascii_letters + "äöüÄÖÜßéèñçåøØłŁæÆđĐþðıİœŒẞ"
_PUNCTUATION = " ,.-_/" + APOSTROPHES
names = st.text(st.sampled_from(_LETTERS + _PUNCTUATION), max_size=30)


@given(st.text(max_size=30))
def test_folding_twice_is_folding_once(text: str) -> None:
    assert fold(fold(text)) == fold(text)


@given(names)
def test_case_does_not_count(name: str) -> None:
    assert fold(name.upper()) == fold(name) == fold(name.lower())


@given(st.lists(st.text(st.sampled_from(_LETTERS), min_size=1, max_size=8), min_size=1,
                max_size=4),
       st.lists(st.sampled_from([" ", ", ", "-", ".", " - ", "_", ". "]), min_size=3,
                max_size=3))
def test_the_punctuation_between_words_does_not_count(words: list[str],
                                                      breaks: list[str]) -> None:
    written = words[0] + "".join(b + w for b, w in zip(breaks * 2, words[1:], strict=False))
    assert fold(written) == fold(" ".join(words))


@given(names, st.sampled_from(APOSTROPHES), st.integers(0, 30))
def test_an_apostrophe_does_not_count(name: str, apostrophe: str, at: int) -> None:
    assert fold(name[:at] + apostrophe + name[at:]) == fold(name)


@given(st.text(max_size=30))
def test_a_fold_is_words_one_space_apart(text: str) -> None:
    folded = fold(text)
    assert folded == folded.strip() and "  " not in folded
    assert all(word.isalnum() and word == word.casefold() for word in folded.split())


@given(names)
def test_a_name_is_kept_by_a_filter_of_any_of_its_folded_words(name: str) -> None:
    for key in search_keys(name):
        for word in key.split():
            assert name_filter(word)(name)
