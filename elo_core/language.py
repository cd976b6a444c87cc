"""Words the engine's texts for people, in English, German or Dutch: a text in the language with its
plural form for a count, and numbers, days and months as each language writes them, with CLDR's
conventions from Babel (the pages and the engine's documents, such as the norm report, alike).

A text is an :data:`Entry`: ``(English, Deutsch, Nederlands)`` with ``{placeholders}``; a text
that counts has plural forms by CLDR category (``one``, ``other``), chosen by Babel's plural
rules for its ``n`` (``1 game`` / ``2 games``, ``1 Punkt`` / ``2,5 Punkte``).

Numbers are rounded half away from zero, like the ratings themselves (Babel's own formatter
would round half to even, and is too slow for a table of 10,000 games). A day is written one
way in each language, CLDR's medium form: ``14 Mar 2026``, ``14.03.2026``, ``14 mrt 2026``.

Babel is imported when a text is first worded, not with the module, so that the command line
takes its ``--lang`` choices from :data:`LANGUAGES` without it (``docs/speed.md``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from functools import cache

#: The languages, in the order an entry gives its texts.
LANGUAGES = ("en", "de", "nl")
#: The locale whose conventions (numbers, dates, plural rules) each language follows.
LOCALES = {"en": "en_GB", "de": "de_DE", "nl": "nl_NL"}

Forms = dict[str, str]
#: A text: one string a language, or for a text that counts, its plural forms a language.
Entry = tuple[str, str, str] | tuple[Forms, Forms, Forms]

_STEPS = [Decimal(1).scaleb(-d) for d in range(6)]


def language(lang: str) -> str:
    """Returns ``lang`` where it is one of :data:`LANGUAGES`, else English."""
    return lang if lang in LANGUAGES else "en"


@cache
def _plural_form(lang: str) -> Callable[[float], str]:
    from babel import Locale

    rule: Callable[[float], str] = Locale.parse(LOCALES[lang]).plural_form
    return rule


def count(n: int | float, lang: str) -> str:
    """Writes a count as the language writes it: ``10,000`` / ``10.000``; points ``2.5`` /
    ``2,5``."""
    from babel.numbers import format_decimal

    return format_decimal(n, locale=LOCALES[language(lang)], group_separator=True)


def worded(entry: Entry, lang: str, values: Mapping[str, object]) -> tuple[str, dict[str, object]]:
    """Returns the text of ``entry`` in ``lang`` (English for a language there is none of), its
    plural form chosen for ``values``' ``n`` where it counts, and the values with that ``n`` written
    as the language counts: a count (an ``int``) or points in halves (``2.5``; a whole float counts
    as the whole number, so ``1.0`` is ``1 point``)."""
    lang = language(lang)
    text = entry[LANGUAGES.index(lang)]
    if not isinstance(text, dict):
        return text, dict(values)
    n = values["n"]
    if isinstance(n, float) and n.is_integer():
        n = int(n)
    if isinstance(n, bool) or not isinstance(n, int | float):
        raise TypeError(f"n must be a number, got {n!r}")
    return text[_plural_form(lang)(n)], {**values, "n": count(n, lang)}


def text(texts: Mapping[str, Entry], key: str, lang: str, **values: object) -> str:
    """Returns the text ``key`` of ``texts`` in ``lang`` with ``values`` filled in as they are: for
    a document that escapes what it writes (the norm report's template does)."""
    form, filled = worded(texts[key], lang, values)
    return form.format(**filled) if filled else form


@cache
def _decimal_symbol(lang: str) -> str:
    from babel import Locale

    symbol: str = Locale.parse(LOCALES[lang]).number_symbols["latn"]["decimal"]
    return symbol


def number(value: float, lang: str, decimals: int = 1) -> str:
    """Writes a number as ``1812.8`` in English, ``1812,8`` in German and Dutch (no thousands
    separator)."""
    written = str(Decimal(repr(float(value))).quantize(_STEPS[decimals], ROUND_HALF_UP))
    if written.startswith("-") and not written.strip("-0."):
        written = written[1:]
    return written.replace(".", _decimal_symbol(language(lang))) if decimals else written


def compact(value: float, lang: str) -> str:
    """Writes whole numbers without decimals, others to one decimal: a rating, points, a K."""
    return number(value, lang, 0 if float(value).is_integer() else 1)


def day(value: date, lang: str) -> str:
    """Writes a date as the language writes it: ``30 Nov 2026``, ``30.11.2026``, ``30 nov 2026``."""
    from babel.dates import format_date

    return format_date(value, format="medium", locale=LOCALES[language(lang)])


def month_name(month: date, lang: str) -> str:
    """Writes a month as the language writes it: ``December 2026``, ``Dezember 2026``."""
    from babel.dates import format_date

    return format_date(month, "LLLL yyyy", locale=LOCALES[language(lang)])
