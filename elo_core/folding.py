"""Folds names for comparing them: accents, case and punctuation are left out, so that "Nunez, Jose"
finds "Núñez, José", "carlsen" finds "Carlsen, Magnus" and "obrien" finds "O'Brien". Every search,
filter and look-alike of the engine and the pages folds a name by :func:`fold`, and by nothing else:
the rating list's search, the Whole event's and the Club's filters (:func:`name_filter`) and a
season's names that look alike (:mod:`elo_core.pool.names`).

A name is folded one character at a time: Unicode's compatibility decomposition (NFKD) with
the combining marks dropped (``ú`` → ``u``), case folded, and the letters that do not
decompose written as their Latin base letters (``ß`` → ``ss``, ``ø`` → ``o``, ``ł`` → ``l``,
``æ`` → ``ae``, ``đ`` → ``d``, ``þ`` → ``th``, ``ı`` → ``i``); an apostrophe is left out, so
that it joins the letters on either side of it (``O'Brien`` → ``obrien``, ``D’Angelo`` →
``dangelo``, as a name is typed without it), and every run of other characters that are
neither letters nor digits (comma, hyphen, dot, spaces) is one space between words. Folding
twice is folding once.

FIDE writes a name surname first, ``Surname, Given names``; :func:`given_names_first` writes it
the other way round, and :func:`lookup_keys` gives it folded both ways, so either order finds
it. A search for a name with an umlaut is also made with the umlaut written as its two letters
(``ü`` → ``ue``), as FIDE writes many German names (:func:`search_keys`): "Müller" finds
"Mueller" as well as "Muller". The other way, a search written without umlauts, "Mueller",
"Goetz", looks also for the umlaut each ``ae``, ``oe``, ``ue`` may stand for
(:func:`umlauts_read`), kept only for a name that has the umlaut there
(:func:`umlauts_written`): "Mueller" finds "Müller" but not "Muller", "Manuel" not "Manul".
(``ß`` folds as ``ss`` already: "Weiss" finds "Weiß".)

A name written with an apostrophe is often typed with a space in its place ("o brien"), and a
listed name may be written so ("O Brien"): a search also looks for the text with each letter
standing alone before a word joined to that word (:func:`apostrophes_read`: ``o brien`` →
``obrien``), so that "o brien", "obrien", "O'Brien" and "O’Brien" find each other. A letter
before a one-letter word is an initial (``a k m``) and left as it is.

A store of folded names records the :data:`FOLD_VERSION` it folded them by, so that a store
folded by an earlier version is folded again (:mod:`elo_core.rating_list.indexing`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import NamedTuple

__all__ = ["APOSTROPHES", "FOLD_VERSION", "UMLAUT_LETTERS", "LookupKeys", "apostrophes_read",
           "fold", "given_names_first", "has_umlaut", "lookup_keys", "name_filter",
           "search_keys", "umlauts_read", "umlauts_written"]

#: The fold's version: 2 since an apostrophe joins the letters beside it (``obrien``; version
#: 1 wrote it as a space, ``o brien``).
FOLD_VERSION = 2
#: The apostrophes a name is written with, each left out by the fold: the typewriter's, the
#: typographer's (’ ‘), the modifier letter (ʼ), the grave and acute accents and the prime
#: typed in their place.
APOSTROPHES = "'’‘ʼ`´′"
_BASE_LETTERS = str.maketrans({"ß": "ss", "ø": "o", "ł": "l", "æ": "ae", "œ": "oe", "đ": "d",
                               "þ": "th", "ð": "d", "ı": "i", "ħ": "h",
                               **dict.fromkeys(APOSTROPHES, "")})
#: An ASCII name folded at once: an apostrophe left out, every other character that is not a
#: letter or digit a space.
_ASCII_FOLD = str.maketrans({chr(c): "" if chr(c) in APOSTROPHES else " " for c in range(128)
                             if not chr(c).isalnum()})
_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"})
#: The letters written as two letters in German without an umlaut.
UMLAUT_LETTERS = "äöüÄÖÜ"
#: An umlaut written as two letters in a folded text.
_TWO_LETTERS = re.compile("(?<=[aou])e")
#: How many of a folded text's ``ae``, ``oe``, ``ue`` are read both ways (``2 ** n`` forms).
_MOST_READ = 3
#: The shortest reading made: a prefix of one or two letters (``oe`` read as ``ö``) is shared
#: by thousands of names, so that looking for the umlaut among them would cost a walk down the
#: whole list for a search that says too little to find anyone by.
_SHORTEST_READING = 3
_NOT_WORD = re.compile(r"[\W_]+")
#: In a folded text, a letter standing alone before a word of two letters or more, and the
#: space between them (``o brien``), as an apostrophe typed as a space leaves them.
_LONE_LETTER = re.compile(r"(?<![^ ])([^\W\d_]) (?=[^\W\d_]{2})")
#: How many characters' folded forms are kept: Latin-1 and far more than a list's names use.
_KEPT_LETTERS = 4096


def _unmarked(text: str) -> str:
    """Returns ``text`` decomposed (NFKD) without its combining marks."""
    return "".join(c for c in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(c))


class _FoldedLetters(dict[int, str]):
    """Each character folded on its own, worked out the first time it is met and kept (the
    first ``_KEPT_LETTERS`` of them, so that a list of every character cannot grow it without
    bound): without its marks, case folded, then without the marks case folding may bring
    (``İ``), as its base letter, an apostrophe as nothing. Each of these acts on one character
    at a time, so a name translated by this table is the name folded as a whole."""

    def __missing__(self, character: int) -> str:
        letter = chr(character)
        folded = ("" if letter in APOSTROPHES  # before NFKD, which writes ´ as a space
                  else _unmarked(_unmarked(letter).casefold()).translate(_BASE_LETTERS))
        if len(self) < _KEPT_LETTERS:
            self[character] = folded
        return folded


_FOLDED_LETTERS = _FoldedLetters()


def fold(text: str) -> str:
    """Folds ``text`` for comparing names (see the module):
    ``"Núñez, José"`` → ``"nunez jose"``, ``"O'Brien-Smith"`` → ``"obrien smith"``,
    ``"Łukasz Øberg"`` → ``"lukasz oberg"``."""
    if text.isascii():
        return " ".join(text.casefold().translate(_ASCII_FOLD).split())
    return _NOT_WORD.sub(" ", text.translate(_FOLDED_LETTERS)).strip()


def given_names_first(name: str) -> str:
    """Turns a name written ``Surname, Given names`` the other way round, as written otherwise (its
    parts trimmed): ``"Smith, John"`` → ``"John Smith"``, ``"van Dijk,Anna"`` → ``"Anna van Dijk"``.
    A name without a comma stays as it is, trimmed."""
    surname, comma, given = name.partition(",")
    if not comma:
        return name.strip()
    return " ".join(part for part in (given.strip(), surname.strip()) if part)


class LookupKeys(NamedTuple):
    """A listed name folded surname first and given names first."""

    surname_first: str
    given_first: str


def lookup_keys(name: str) -> LookupKeys:
    """Returns a name's folded keys in both orders:
    ``"Carlsen, Magnus"`` → ``("carlsen magnus", "magnus carlsen")``. A name without a comma (FIDE
    lists some so) is the same both ways."""
    return LookupKeys(fold(name), fold(given_names_first(name)))


def _written_out(text: str) -> str:
    """Returns ``text`` with its umlauts written as two letters, composed first (``u`` and a
    combining diaeresis are ``ü``)."""
    return unicodedata.normalize("NFC", text).translate(_UMLAUTS)


def has_umlaut(text: str) -> bool:
    """Checks whether ``text`` has an umlaut (``ä``, ``ö``, ``ü``, composed or not), which a search
    also writes as two letters."""
    return not text.isascii() and any(
        letter in UMLAUT_LETTERS for letter in unicodedata.normalize("NFC", text))


def apostrophes_read(key: str) -> list[str]:
    """Returns the folded ``key`` with each letter standing alone before a word of two letters or
    more joined to that word, as a name written with an apostrophe reads when it is typed with a
    space in its place: ``"o brien"`` → ``["obrien"]``, ``"pat o brien"`` → ``["pat obrien"]``,
    ``"d angelo n diaye"`` → ``["dangelo ndiaye"]``. Returns none for a key without such a letter
    (``"obrien"``, ``"carlsen m"``, ``"sourab a k m"``)."""
    if " " not in key:  # a name of one word, as most are written, has no letter standing alone
        return []
    joined = _LONE_LETTER.sub(r"\1", key)
    return [joined] if joined != key else []


def search_keys(text: str) -> list[str]:
    """Returns the folded forms a search for ``text`` looks for. They are ``text`` folded and,
    where it has an umlaut, ``text`` folded with the umlaut as two letters (``"Müller"`` →
    ``["muller", "mueller"]``). Each form also comes with its letters standing alone joined to the
    word after them (:func:`apostrophes_read`: ``"O Brien"`` → ``["o brien", "obrien"]``). A text
    without a letter or digit gives none."""
    folded = fold(text)
    if text.isascii():  # no umlaut to write out: the one key, and its letters joined
        return [folded, *apostrophes_read(folded)] if folded else []
    keys = [folded, fold(_written_out(text))]
    return list(dict.fromkeys(found for key in keys if key
                              for found in (key, *apostrophes_read(key))))


def umlauts_read(key: str) -> list[str]:
    """Returns the folded ``key`` with its ``ae``, ``oe``, ``ue`` (the first three) read as the
    umlaut each may stand for, folded (``a``, ``o``, ``u``), in each way but ``key`` itself:
    ``"mueller"`` → ``["muller"]``, ``"goetz"`` → ``["gotz"]``, ``"schuetz"`` → ``["schutz"]``; none
    for a key without them, and none shorter than three characters (``"oe"``, ``"oez"``: see
    ``_SHORTEST_READING``). Each is a name written with the umlaut only where
    :func:`umlauts_written` says so."""
    places = [found.start() for found in _TWO_LETTERS.finditer(key)][:_MOST_READ]
    readings: list[str] = []
    for chosen in range(1, 2 ** len(places)):
        dropped = {place for bit, place in enumerate(places) if chosen >> bit & 1}
        readings.append("".join(c for at, c in enumerate(key) if at not in dropped))
    return [reading for reading in readings if len(reading) >= _SHORTEST_READING]


def umlauts_written(name: str) -> LookupKeys:
    """Returns a listed name's :func:`lookup_keys` with its umlauts written as two letters, as a
    search without umlauts writes them:
    ``"Müller, Jürgen"`` → ``("mueller juergen", "juergen mueller")``."""
    return lookup_keys(_written_out(name))


def name_filter(text: str) -> Callable[[str], bool]:
    """Returns a check of whether a filter typed as ``text`` keeps a name. It keeps a name where
    each word of ``text``, folded, is inside the name folded: ``"luk"`` keeps ``"Łukasz Øberg"``,
    and ``"obrien"`` keeps ``"O'Brien, Pat"``. Umlauts are read as the rating list's search reads
    them: ``"Müller"`` keeps ``"Mueller"``, and ``"Mueller"`` keeps ``"Müller"`` but not
    ``"Muller"``. A text without a letter or digit keeps every name."""
    typed = [key.split() for key in search_keys(text)]

    def keeps(name: str) -> bool:
        names = search_keys(name)
        return any(all(word in folded for word in words) for words in typed for folded in names)

    return keeps if typed else lambda name: True
