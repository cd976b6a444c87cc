"""Names that look alike: pairs to report, never to merge.

A season matches its members' names exactly once trimmed, since only the club knows whether
"Müller, A." and "Mueller A" are one person. What looks alike is said instead. Two names look
alike when, written the same way, one of them is the other or the other with some words cut to
their initial. Written the same way means:

- case does not count (``casefold``, which also writes ``ß`` as ``ss``);
- an umlaut is its two letters, ``ä ö ü`` as ``ae oe ue``, or its bare letter: "Müller" looks
  like "Mueller" and like "Muller" (another accent is dropped: "Hübner" and "Hubner",
  "José" and "Jose");
- punctuation and spacing do not count, only the words: "Müller, A." is ``müller a``;
- nor does the order of the words: "Anna Müller" and "Müller, Anna";
- a word of one letter is an initial, and stands for any word that starts with it:
  "A. Mueller" looks like "Anna Müller", while "Anna Müller" and "Anton Müller" do not look
  alike (both only look like "A. Müller").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from itertools import combinations, product
from typing import NamedTuple

__all__ = ["LookAlike", "look_alikes", "name_keys"]

_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue"})
_WORD_BREAK = re.compile(r"[\W_]+")
#: The same for a name in ASCII, quicker: every character that is not a letter or digit is a
#: space.
_ASCII_BREAKS = str.maketrans({chr(c): " " for c in range(128) if not chr(c).isalnum()})
#: A name of more words than this is compared as it is, without cutting words to initials
#: (2⁵ ways of cutting are the most tried for one name).
MOST_WORDS_CUT = 5

#: A name written the same way: its words, sorted.
Key = tuple[str, ...]


class LookAlike(NamedTuple):
    """Two names of the season that may be one member, in alphabetical order."""

    first: str
    second: str


def _bare(text: str) -> str:
    """``text`` without its accents (``é`` → ``e``), by Unicode's decomposition."""
    return "".join(c for c in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(c))


def _key(form: str) -> Key:
    return tuple(sorted(word for word in _WORD_BREAK.split(form) if word))


def name_keys(name: str) -> tuple[Key, ...]:
    """The ways ``name`` is written the same way (see the module): its sorted words, case,
    punctuation and order aside, an umlaut as ``ae`` and as ``a``; one key for a name without
    an accent, none for a name without a letter or digit."""
    folded = name.casefold()
    if folded.isascii():
        words = folded.translate(_ASCII_BREAKS).split()
        words.sort()
        return (tuple(words),) if words else ()
    forms = (_bare(folded.translate(_UMLAUTS)), _bare(folded))
    return tuple(key for key in dict.fromkeys(map(_key, forms)) if key)


def _cut(key: Key) -> Iterator[Key]:
    """``key`` with one or more of its words cut to their initial."""
    if len(key) > MOST_WORDS_CUT:
        return
    choices = [(word, word[0]) if len(word) > 1 else (word,) for word in key]
    for words in product(*choices):
        if words != key:
            yield tuple(sorted(words))


def look_alikes(names: Iterable[str]) -> tuple[LookAlike, ...]:
    """Every pair of ``names`` (distinct texts) that look alike, each pair once, in
    alphabetical order."""
    by_key: dict[Key, list[str]] = {}
    keys: list[tuple[str, tuple[Key, ...]]] = []
    for name in dict.fromkeys(names):
        own = name_keys(name)
        keys.append((name, own))
        for key in own:
            group = by_key.get(key)
            if group is None:
                by_key[key] = [name]
            else:
                group.append(name)
    pairs: set[tuple[str, str]] = set()
    for group in by_key.values():
        if len(group) > 1:
            pairs.update(combinations(sorted(set(group)), 2))
    initialled = {key for key in by_key if min(map(len, key)) == 1}
    if initialled:
        for name, own in keys:
            for key in own:
                for cut in _cut(key):
                    if cut in initialled:
                        pairs.update((min(name, other), max(name, other))
                                     for other in by_key[cut] if other != name)
    return tuple(LookAlike(first, second) for first, second in sorted(pairs))
