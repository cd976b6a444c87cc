"""Finds names that look alike, for the club to merge or keep apart, and the one member that a name
written both ways stands for.

A season matches its members' names exactly once trimmed, since only the club knows whether
"Müller, A." and "Mueller A" are one person; the one exception is the order FIDE's lists and
most start lists write a name in, ``Surname, Given names``: "Smith, John" is the member
"John Smith" (:func:`known_as`). What looks alike is said instead, and merged only where
the club says so (:func:`~elo_core.pool.reading.merge_members`). Two names look alike when,
written the same way, one of them is the other or the other with some words cut to their
initial. Written the same way means folded as every name of the engine is
(:func:`elo_core.folding.fold`), its words in any order:

- case, accents and punctuation do not count ("Müller, A." is ``muller a``, "O'Neil"
  ``oneil``, "Łukasz" ``lukasz``), nor an apostrophe written as a space ("O Neil" is
  ``oneil`` as well as ``o neil``: :func:`~elo_core.folding.search_keys`);
- an umlaut is its two letters, ``ä ö ü`` as ``ae oe ue``, or its bare letter: "Müller"
  looks like "Mueller" and like "Muller";
- nor does the order of the words: "Anna Müller" and "Müller, Anna";
- a word of one letter is an initial, and stands for any word that starts with it:
  "A. Mueller" looks like "Anna Müller", while "Anna Müller" and "Anton Müller" do not look
  alike (both only look like "A. Müller").

Two names also look alike when they are written the same way but for one typo in one word: a
letter added or left out inside the word (a doubled letter written once: "Sarah O'Neil" and
"Sarah O'Neill", "Hofmann" and "Hoffmann"), or two neighbouring letters swapped ("Nicole"
and "Nicloe"). So that a big club is not flooded with pairs of different people, a typo is
bounded (:func:`one_typo_apart`): the word is of letters only and of at least
:data:`TYPO_LETTERS` letters (the longer of the two), its first letter is kept, and a letter
written for another is no typo: that is how different names differ ("Jan Meyer" and "Jon
Meyer", "Anna Meier" and "Anna Maier", "Hansen" and "Jansen"), as is a letter added at the
end ("Daniel" and "Daniela", "Andrea" and "Andreas"). The other words are the same.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import combinations, product
from typing import NamedTuple

from elo_core.folding import given_names_first, search_keys

__all__ = ["LookAlike", "known_as", "look_alikes", "name_keys", "one_typo_apart"]

#: A name of more words than this is compared as it is, without cutting words to initials
#: (2⁵ ways of cutting are the most tried for one name).
MOST_WORDS_CUT = 5

#: The fewest letters of the longer word for a typo to count (:func:`one_typo_apart`):
#: in a shorter word one letter more or less makes another name ("Jan" and "Jana").
TYPO_LETTERS = 5

#: A name written the same way: its words, sorted.
Key = tuple[str, ...]
#: Where a word of a name may hold a typo: the name's other words, the word's first letter and
#: its length.
_Slot = tuple[str, str, int]


class LookAlike(NamedTuple):
    """Two names of the season that may be one member, in alphabetical order."""

    first: str
    second: str


def known_as(name: str) -> str:
    """Returns the name a member is known by in a season: ``name`` trimmed, and one written surname
    first as given names first (``"Smith, John"`` → ``"John Smith"``,
    :func:`~elo_core.folding.given_names_first`), so that a start list written one way and games
    written the other are one member each. Nothing else is changed: "smith john" and "Smith John"
    are other names, which look alike."""
    return given_names_first(name)


def name_keys(name: str) -> tuple[Key, ...]:
    """Returns the keys under which names count as written the same way as ``name`` (see the
    module): its folded words, sorted, and those of its umlauts written as two letters; none for a
    name without a letter or digit."""
    keys = search_keys(name)
    if len(keys) == 1:  # most names: no umlaut
        words = keys[0].split()
        words.sort()
        return (tuple(words),)
    return tuple(dict.fromkeys(tuple(sorted(key.split())) for key in keys))


def _cut(key: Key) -> Iterator[Key]:
    """Yields ``key`` with one or more of its words cut to their initial."""
    if len(key) > MOST_WORDS_CUT:
        return
    choices = [(word, word[0]) if len(word) > 1 else (word,) for word in key]
    for words in product(*choices):
        if words != key:
            yield tuple(sorted(words))


def _inside_cuts(word: str) -> Iterator[str]:
    """Yields ``word`` with one letter left out, neither the first nor the last."""
    return (word[:i] + word[i + 1:] for i in range(1, len(word) - 1))


def _swaps(word: str) -> Iterator[str]:
    """Yields ``word`` with two neighbouring letters after the first swapped (where they differ)."""
    return (word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(1, len(word) - 1)
            if word[i] != word[i + 1])


def one_typo_apart(one: str, other: str) -> bool:
    """Checks whether two words (written the same way) are one typo apart, as the module bounds it.
    Both are letters only, the longer has at least :data:`TYPO_LETTERS` letters, and both begin
    with the same letter. Then either the longer is the shorter with one letter added (neither
    first nor last), or one is the other with two neighbouring letters swapped (after the
    first)."""
    short, long = sorted((one, other), key=len)
    if (len(long) < TYPO_LETTERS or short[:1] != long[:1] or not short.isalpha()
            or not long.isalpha()):
        return False
    if len(long) == len(short) + 1:
        return short in _inside_cuts(long)
    return len(long) == len(short) and short != long and short in _swaps(long)


def _slots(key: Key) -> Iterator[tuple[_Slot, str]]:
    """Yields each word of ``key`` that may hold a typo, with where it stands."""
    for i, word in enumerate(key):
        if len(word) >= TYPO_LETTERS - 1 and word.isalpha():
            yield (" ".join(key[:i] + key[i + 1:]), word[0], len(word)), word


def _typos(names: Iterable[tuple[str, tuple[Key, ...]]]) -> set[tuple[str, str]]:
    """Finds the pairs of names one typo apart in one word, the rest the same. Each word is looked
    for among the words of its slot one letter shorter and of its own length, by the words a typo
    makes of it, so a slot of many names costs their letters, not their pairs."""
    by_slot: dict[_Slot, dict[str, list[str]]] = {}
    for name, keys in names:
        for key in keys:
            for slot, word in _slots(key):
                words = by_slot.get(slot)
                if words is None:
                    by_slot[slot] = {word: [name]}
                elif word in words:
                    words[word].append(name)
                else:
                    words[word] = [name]
    pairs: set[tuple[str, str]] = set()
    nothing: dict[str, list[str]] = {}
    for (rest, first, length), words in by_slot.items():
        shorter = by_slot.get((rest, first, length - 1), nothing)
        if length < TYPO_LETTERS or (len(words) == 1 and not shorter):
            continue  # most slots: one word, and no word one letter shorter beside it
        for word, holders in words.items():
            found = [*(shorter.get(cut, ()) for cut in _inside_cuts(word)),
                     *(words.get(swapped, ()) for swapped in _swaps(word))]
            pairs.update((min(name, other), max(name, other)) for group in found
                         for other in group for name in holders if name != other)
    return pairs


def look_alikes(names: Iterable[str]) -> tuple[LookAlike, ...]:
    """Finds every pair of ``names`` (distinct texts) that look alike, each pair once, in
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
    pairs |= _typos(keys)
    return tuple(LookAlike(first, second) for first, second in sorted(pairs))
