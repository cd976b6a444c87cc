"""Names folded for looking them up: accents, case and punctuation left out, so that
"Nunez, Jose" finds "Núñez, José" and "carlsen" finds "Carlsen, Magnus".

A name is folded by Unicode's compatibility decomposition (NFKD) with the combining marks
dropped (``ú`` → ``u``), the letters that do not decompose written as their Latin base letters
(``ß`` → ``ss``, ``ø`` → ``o``, ``ł`` → ``l``, ``æ`` → ``ae``, ``đ`` → ``d``, ``þ`` → ``th``,
``ı`` → ``i``), case folded, and every run of characters that are neither letters nor digits
(comma, hyphen, dot, apostrophe, spaces) made one space. FIDE writes a name surname first,
``Surname, Given names``; :func:`lookup_keys` gives it folded both ways, surname first and
given names first, so either order finds it. A search for a name with an umlaut is also made
with the umlaut written as its two letters (``ü`` → ``ue``), as FIDE writes many German
names (:func:`search_keys`): "Müller" finds "Mueller" as well as "Muller". The other way, a
search written without umlauts, "Mueller", "Goetz", looks also for the umlaut each ``ae``,
``oe``, ``ue`` may stand for (:func:`umlauts_read`), kept only for a name that has the umlaut
there (:func:`umlauts_written`): "Mueller" finds "Müller" but not "Muller", "Manuel" not
"Manul". (``ß`` folds as ``ss`` already: "Weiss" finds "Weiß".)
"""

from __future__ import annotations

import re
import unicodedata
from typing import NamedTuple

__all__ = ["UMLAUT_LETTERS", "LookupKeys", "fold", "lookup_keys", "search_keys", "umlauts_read",
           "umlauts_written"]

_BASE_LETTERS = str.maketrans({"ß": "ss", "ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "æ": "ae",
                               "Æ": "ae", "œ": "oe", "Œ": "oe", "đ": "d", "Đ": "d", "þ": "th",
                               "Þ": "th", "ð": "d", "Ð": "d", "ı": "i", "ħ": "h", "Ħ": "h"})
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
#: How many characters' folded forms are kept: Latin-1 and far more than a list's names use.
_KEPT_LETTERS = 4096


class _FoldedLetters(dict[int, str]):
    """Each character folded on its own, worked out the first time it is met and kept (the
    first ``_KEPT_LETTERS`` of them, so that a list of every character cannot grow it without
    bound): the base letter, NFKD with the combining marks dropped, case folded. Each of these
    acts on one character at a time, so a name translated by this table is the name folded as
    a whole."""

    def __missing__(self, character: int) -> str:
        decomposed = unicodedata.normalize("NFKD", chr(character).translate(_BASE_LETTERS))
        folded = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
        if len(self) < _KEPT_LETTERS:
            self[character] = folded
        return folded


_FOLDED_LETTERS = _FoldedLetters()


def fold(text: str) -> str:
    """``text`` folded: ``"Núñez, José"`` → ``"nunez jose"``, ``"O'Brien-Smith"`` →
    ``"o brien smith"``."""
    folded = text.casefold() if text.isascii() else text.translate(_FOLDED_LETTERS)
    return _NOT_WORD.sub(" ", folded).strip()


class LookupKeys(NamedTuple):
    """A listed name folded surname first and given names first."""

    surname_first: str
    given_first: str


def lookup_keys(name: str) -> LookupKeys:
    """``"Carlsen, Magnus"`` → ``("carlsen magnus", "magnus carlsen")``; a name without a
    comma (FIDE lists some so) is the same both ways."""
    surname, comma, given = name.partition(",")
    if not comma:
        first = fold(name)
        return LookupKeys(first, first)
    folded_surname, folded_given = fold(surname), fold(given)
    both = (folded_surname, folded_given)
    return LookupKeys(" ".join(filter(None, both)), " ".join(filter(None, both[::-1])))


def search_keys(text: str) -> list[str]:
    """The folded forms a search for ``text`` looks for: ``text`` folded, and, where it has an
    umlaut, folded with the umlaut as two letters (``"Müller"`` → ``["muller", "mueller"]``);
    none for a text without a letter or digit."""
    keys = dict.fromkeys(key for key in (fold(text), fold(text.translate(_UMLAUTS))) if key)
    return list(keys)


def umlauts_read(key: str) -> list[str]:
    """The folded ``key`` with its ``ae``, ``oe``, ``ue`` (the first three) read as the umlaut
    each may stand for, folded (``a``, ``o``, ``u``), in each way but ``key`` itself:
    ``"mueller"`` → ``["muller"]``, ``"goetz"`` → ``["gotz"]``, ``"schuetz"`` → ``["schutz"]``;
    none for a key without them, and none shorter than three characters (``"oe"``, ``"oez"``:
    see ``_SHORTEST_READING``). Each is a name written with the umlaut only where
    :func:`umlauts_written` says so."""
    places = [found.start() for found in _TWO_LETTERS.finditer(key)][:_MOST_READ]
    readings: list[str] = []
    for chosen in range(1, 2 ** len(places)):
        dropped = {place for bit, place in enumerate(places) if chosen >> bit & 1}
        readings.append("".join(c for at, c in enumerate(key) if at not in dropped))
    return [reading for reading in readings if len(reading) >= _SHORTEST_READING]


def umlauts_written(name: str) -> LookupKeys:
    """A listed name's :func:`lookup_keys` with its umlauts written as two letters, as a
    search without umlauts writes them: ``"Müller, Jürgen"`` → ``("mueller juergen",
    "juergen mueller")``."""
    return lookup_keys(name.translate(_UMLAUTS))
