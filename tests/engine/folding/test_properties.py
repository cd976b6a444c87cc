"""What holds of the fold for every text: folding twice is folding once, case and the
punctuation between words do not count, an apostrophe does not, and the fold's result is
words of lower-case letters and digits, one space apart."""

import re
import string
import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from elo_core.folding import APOSTROPHES, apostrophes_read, fold, name_filter, search_keys

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


#: Letters of names as lists and game lists write them: ASCII, umlauts and ß, other accents,
#: letters that do not decompose, and non-Latin ones (Cyrillic, Greek, CJK), and digits.
_ANY_LETTERS = _LETTERS + "0123456789ÄäüÖÓÑЖжщΩωλ李王"
#: A word of a name: an initial (one letter) as often as a longer word.
_words = st.one_of(st.text(st.sampled_from(_ANY_LETTERS), min_size=1, max_size=1),
                   st.text(st.sampled_from(_ANY_LETTERS), min_size=2, max_size=8))
#: Written names: words with spaces, commas, hyphens, dots and apostrophes between them.
_written_names = st.builds(
    lambda words, breaks: words[0] + "".join(b + w for b, w in zip(breaks, words[1:],
                                                                   strict=False)),
    st.lists(_words, min_size=1, max_size=5),
    st.lists(st.sampled_from([" ", ", ", "-", ". ", "'", "’", " ' "]), min_size=4, max_size=4))


def _joined(key: str) -> str:
    """The folded ``key`` with every letter standing alone before a word of two letters or more
    joined to that word, by the rule stated in full."""
    return re.sub(r"(?<![^ ])([^\W\d_]) (?=[^\W\d_]{2})", r"\1", key)


def _searched_for(text: str) -> list[str]:
    """The search keys of ``text`` by the rule stated in full, without a shortcut: the text
    folded, and folded with its umlauts written as two letters, each also with every letter
    standing alone before a word of two letters or more joined to that word."""
    written_out = unicodedata.normalize("NFC", text)
    for umlaut, letters in zip("äöüÄÖÜ", ("ae", "oe", "ue", "Ae", "Oe", "Ue"), strict=True):
        written_out = written_out.replace(umlaut, letters)
    keys = [key for key in (fold(text), fold(written_out)) if key]
    return list(dict.fromkeys(found for key in keys for found in (key, _joined(key))))


@given(st.one_of(_written_names, names, st.text(max_size=20)))
def test_a_names_search_keys_are_those_the_rule_gives(name: str) -> None:
    assert search_keys(name) == _searched_for(name)


@given(st.one_of(_written_names, names, st.text(max_size=20)))
def test_a_keys_lone_letters_are_joined_as_the_rule_says(name: str) -> None:
    folded = fold(name)
    assert apostrophes_read(folded) == ([_joined(folded)] if _joined(folded) != folded else [])
