"""Numbers as the user's language writes them (1812.8 / 1812,8), with CLDR's symbols from Babel:
a number, a rating or points and a day as the engine writes them in its documents too
(:mod:`elo_core.language`: a half rounded away from zero, like the ratings themselves), and
what only the pages write (a change with its sign, a percentage, a size, Plotly's separators).

One minus sign on the page: a change is written with the typographic minus (U+2212), the one
the formulas use (``S − E``). Only :func:`number` keeps the ASCII hyphen-minus, for the CSV
download, whose numbers a spreadsheet must read.
"""

from __future__ import annotations

from datetime import date
from functools import cache
from typing import Literal, TypedDict

from babel import Locale
from babel.dates import format_date

from elo_core.language import LOCALES, compact, number

#: How a date box shows a date, as each language writes one; English as ISO 8601, since
#: 01/12/2026 is the first of December in Britain and the twelfth of January in America.
DATE_INPUT_FORMATS = {"en": "YYYY-MM-DD", "de": "DD.MM.YYYY", "nl": "DD-MM-YYYY"}
#: The minus sign of a change shown on the page.
MINUS = "\u2212"
#: Decimals of a change far below any it is shown with, and above a float's noise.
CHANGE_NOISE_DECIMALS = 9


@cache
def _percent_pattern(lang: str) -> str:
    pattern: str = Locale.parse(LOCALES[lang]).percent_formats[None].pattern
    return pattern


def shown_sign(value: float, decimals: int) -> int:
    """The sign of ``value`` as :func:`number` writes it to ``decimals``: 0 where it rounds to
    nothing, so that −0.03 written as ``0.0`` is no fall."""
    if not number(value, "en", decimals).strip("-0."):
        return 0
    return 1 if value > 0 else -1


def signed(value: float, lang: str, decimals: int = 1) -> str:
    """A change with its sign: ``+12.8``, ``−7.2`` (U+2212), ``0.0``."""
    text = number(abs(value), lang, decimals)
    if not text.strip("0.,"):
        return text
    return ("+" if value > 0 else MINUS) + text


def change_text(change: float, rounded: float | None, lang: str, *,
                with_exact: bool = False) -> str:
    """A change as published: whole where the rules round it (``rounded``, §8.3.4: ``+10``),
    with ``with_exact`` the exact change beside it (``+10 (+10.20)``); else the exact change
    to a tenth (``+10.2``)."""
    if rounded is None:
        return signed(change, lang, 1)
    text = signed(rounded, lang, 0)
    return f"{text} ({signed(change, lang, 2)})" if with_exact else text


class ChangeLook(TypedDict):
    """``st.metric``'s keyword arguments for how a change looks."""

    delta_color: Literal["off", "green", "red"]
    delta_arrow: Literal["off", "up", "down"]


def change_look(before: float, after: float) -> ChangeLook:
    """``st.metric``'s colour and arrow for a change from ``before`` to ``after``: green and up
    for a rise, red and down for a fall, grey and without an arrow when the rating did not
    move as the delta writes it (to a tenth at the finest: −0.03 is ``0.0``, no fall). Given
    outright, since Streamlit would judge the delta's text: it reads only an ASCII ``-`` as a
    fall (not the ``−`` of :func:`signed`), and ``0 (+0.30)`` as a rise."""
    # rounded first, so that the binary noise of after − before (−0.04999… for −0.05) rounds
    # as the change itself is written
    sign = shown_sign(round(after - before, CHANGE_NOISE_DECIMALS), 1)
    if sign == 0:
        return {"delta_color": "off", "delta_arrow": "off"}
    if sign > 0:
        return {"delta_color": "green", "delta_arrow": "up"}
    return {"delta_color": "red", "delta_arrow": "down"}


def percent(value: float, lang: str, decimals: int = 1) -> str:
    """``36.0%`` in English, ``36,0 %`` in German and Dutch, as CLDR writes a percentage."""
    spaced = "\u00a0%" in _percent_pattern(lang) or " %" in _percent_pattern(lang)
    text = number(value * 100, lang, decimals)
    return f"{text}\u00a0%" if spaced else f"{text}%"


#: A rating (``1800``, ``1812.8``) and a score in points (``2``, ``2.5`` / ``2,5``).
rating = score = compact


def day_in_words(value: date, lang: str) -> str:
    """A date with its month's name, as the language writes it: ``2 September 2025``,
    ``2. September 2025``, ``2 september 2025`` (where the day and the month must not be
    mistaken for each other)."""
    return format_date(value, format="long", locale=LOCALES[lang])


def megabytes(size: float, lang: str) -> str:
    """A size in megabytes as the language writes it: ``10 MB``, ``2,5 MB``."""
    return f"{compact(size, lang)}\u00a0MB"


def plotly_separators(lang: str) -> str:
    """Plotly's ``layout.separators`` (decimal, then thousands) for the language."""
    symbols = Locale.parse(LOCALES[lang]).number_symbols["latn"]
    separators: str = symbols["decimal"] + symbols["group"]
    return separators
