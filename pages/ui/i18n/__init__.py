"""Every text the dashboard shows, in English, German and Dutch, and the one place where a text
is put together with its values.

Texts live beside what they belong to (:mod:`~pages.ui.i18n.common`, ``home``, ``game``,
``game_list``, ``tournament``). An entry is ``(English, Deutsch, Nederlands)`` with
``{placeholders}``; a text that counts has plural forms chosen by Babel's CLDR plural rules
for its ``n``. :func:`translate` escapes every value it fills in, so a value that came from a
user (a URL parameter, a pasted line, a name in a file) is shown as the characters it is and
never as Markdown, a link, an image, LaTeX or a colour directive.
"""

from __future__ import annotations

import re
from functools import cache

from babel import Locale
from babel.numbers import format_decimal

from pages.ui.i18n import common, game, game_list, home, tournament
from pages.ui.i18n.entry import Entry

LANGUAGES = ("en", "de", "nl")
_LOCALES = {"en": "en_GB", "de": "de_DE", "nl": "nl_NL"}


def _merged(*parts: dict[str, Entry]) -> dict[str, Entry]:
    texts: dict[str, Entry] = {}
    for part in parts:
        clash = texts.keys() & part.keys()
        if clash:
            raise ValueError(f"texts defined twice: {sorted(clash)}")
        texts.update(part)
    return texts


TEXTS = _merged(common.TEXTS, home.TEXTS, game.TEXTS, game_list.TEXTS, tournament.TEXTS)

#: Characters that Streamlit's Markdown gives a meaning: emphasis, code, links and images,
#: HTML, LaTeX (``$``), colour and icon directives (``:red[…]``, ``:material/…:``), tables,
#: headings, and autolinks (``http://``).
_MARKDOWN = re.compile(r"([\\`*_{}\[\]<>()#+!|~$:&-])")
_LINE_BREAKS = re.compile(r"[\r\n\u2028\u2029\x0b\x0c\x85]+")


def escape_markdown(text: str) -> str:
    """``text`` as literal characters in Markdown: every special character escaped, line
    breaks turned into spaces (a value never starts a heading, a list or a table row)."""
    return _MARKDOWN.sub(r"\\\1", _LINE_BREAKS.sub(" ", text))


@cache
def _plural_form(lang: str):  # type: ignore[no-untyped-def]
    return Locale.parse(_LOCALES[lang]).plural_form


def count(n: int, lang: str) -> str:
    """A count as the language writes it: ``10,000`` / ``10.000``."""
    return format_decimal(n, locale=_LOCALES[lang], group_separator=True)


class Markdown(str):
    """A text that is already safe to show as Markdown: one of ours, with values escaped."""


#: A value of only these characters needs no escaping: letters, digits, spaces, and the
#: punctuation of numbers and sentences that Markdown leaves alone inside a line.
_PLAIN = re.compile(r"(?:[^\W_]|[ .,%°×−–+\-/=≤≥≈±'’\"“”„«»…·])*")


def _filled(value: object) -> str:
    if isinstance(value, Markdown):
        return value
    text = str(value)
    return text if _PLAIN.fullmatch(text) else escape_markdown(text)


def translate(key: str, lang: str, **values: object) -> Markdown:
    """The text ``key`` in ``lang`` with ``values`` filled in, each shown literally; a text with
    plural forms takes the form for ``n`` (an ``int``, written with thousands separators)."""
    language = lang if lang in LANGUAGES else "en"
    entry = TEXTS[key][LANGUAGES.index(language)]
    if isinstance(entry, dict):
        n = values["n"]
        if not isinstance(n, int):
            raise TypeError(f"{key}: n must be an int, got {n!r}")
        entry = entry[_plural_form(language)(n)]
        values = {**values, "n": count(n, language)}
    if not values:
        return Markdown(entry)
    return Markdown(entry.format(**{name: _filled(value) for name, value in values.items()}))
