"""Every text the dashboard shows, in English, German and Dutch, and the one place where a text is
put together with its values.

Texts live beside what they belong to (:mod:`~pages.ui.i18n.common`, ``home``, ``faq``, ``game``,
``game_list``, ``tournament``, ``planner``, ``glicko``, ``event``, ``trf`` for a report file's
problems, ``club``, ``rating_list``, ``forecast`` for the chances); the norm sheet's and the norm
report's in the engine, which writes the report (:mod:`elo_core.norms.report.texts`). An entry
(:data:`elo_core.language.Entry`) is ``(English, Deutsch, Nederlands)`` with ``{placeholders}``; a
text that counts has plural forms chosen by Babel's CLDR plural rules for its ``n`` (``1 game`` /
``2 games``, ``1 Punkt`` / ``2,5 Punkte``), as :mod:`elo_core.language` chooses them. A text with
two counts is two texts, each with its own ``n``, one filled into the other. A range a text names
is written ``{RATING_MIN}``–``{RATING_MAX}`` and filled in once, from the engine
(:mod:`elo_core.ranges`), as the language writes it. :func:`translate` fills in every value so
that it is shown as the characters it is: a value that came from a user (a URL parameter, a
pasted line, a name in a file) never becomes Markdown, a link, an image, LaTeX or a colour
directive, and is shown cut to ``SHOWN_CHARS`` characters (:func:`shortened`), however long it
is.
"""

from __future__ import annotations

import re

import elo_core
from elo_core import ranges
from elo_core.forecast import model
from elo_core.language import Entry, Forms, count, day, worded
from elo_core.norms.report import texts as norm_texts
from elo_core.readers.limits import MAX_LINE_LENGTH
from pages.ui.i18n import (
    club,
    common,
    dwz,
    event,
    faq,
    forecast,
    game,
    game_list,
    glicko,
    home,
    norms,
    planner,
    rating_list,
    tournament,
    trf,
)

#: The most characters of one value a text shows (a file's event name, a pasted line, a link's
#: parameter); a longer value is cut there, an ellipsis after it. A game list's longest line
#: (``MAX_LINE_LENGTH``) is quoted whole; the downloads carry every text as the file has it.
SHOWN_CHARS = MAX_LINE_LENGTH


def _merged(*parts: dict[str, Entry]) -> dict[str, Entry]:
    texts: dict[str, Entry] = {}
    for part in parts:
        clash = texts.keys() & part.keys()
        if clash:
            raise ValueError(f"texts defined twice: {sorted(clash)}")
        texts.update(part)
    return texts


def _figures(lang: str) -> dict[str, str]:
    """Each accepted range's bounds (:mod:`elo_core.ranges`, the forecast model's ratings) as a
    text in ``lang`` writes them: a rating, K, year or rank bare, a count with its thousands
    separators, a day as the language writes one."""
    return {
        "RATING_MIN": str(elo_core.RATING_MIN), "RATING_MAX": str(elo_core.RATING_MAX),
        "K_MIN": str(ranges.K_MIN), "K_MAX": str(ranges.K_MAX),
        "GAMES_BEFORE_MAX": count(ranges.GAMES_BEFORE_MAX, lang),
        "BIRTH_YEAR_MIN": str(ranges.BIRTH_YEAR_MIN),
        "DWZ_INDEX_MIN": str(ranges.DWZ_INDEX_MIN), "DWZ_INDEX_MAX": str(ranges.DWZ_INDEX_MAX),
        "GAME_DAY_MIN": day(ranges.GAME_DAY_MIN, lang),
        "GAME_DAY_MAX": day(ranges.GAME_DAY_MAX, lang),
        "GAME_RD_MAX": str(ranges.GAME_RD_MAX),
        "START_RANK_MIN": str(ranges.START_RANK_MIN),
        "START_RANK_MAX": str(ranges.START_RANK_MAX),
        "EVENT_ROUNDS_MIN": str(ranges.EVENT_ROUNDS_MIN),
        "EVENT_ROUNDS_MAX": str(ranges.EVENT_ROUNDS_MAX),
        "SOUND_MIN": str(model.SOUND[0]), "SOUND_MAX": str(model.SOUND[1]),
        "SERVICEABLE_MIN": str(model.SERVICEABLE[0]),
        "SERVICEABLE_MAX": str(model.SERVICEABLE[1]),
    }


_FIGURE = re.compile(r"\{([A-Z][A-Z_]*)\}")


def _written(text: str, lang: str) -> str:
    """``text`` with each ``{RANGE_NAME}`` written as :func:`_figures` gives it in ``lang``."""
    if _FIGURE.search(text) is None:
        return text
    figures = _figures(lang)
    return _FIGURE.sub(lambda found: figures[found[1]], text)


def _with_figures(entry: Entry) -> Entry:
    """``entry`` with its ranges written in each language: a range is stated once, in the
    engine, and never by hand in a text."""
    en, de, nl = entry
    if isinstance(en, str) and isinstance(de, str) and isinstance(nl, str):
        return _written(en, "en"), _written(de, "de"), _written(nl, "nl")
    assert isinstance(en, dict) and isinstance(de, dict) and isinstance(nl, dict)
    return _forms(en, "en"), _forms(de, "de"), _forms(nl, "nl")


def _forms(forms: Forms, lang: str) -> Forms:
    return {form: _written(words, lang) for form, words in forms.items()}


TEXTS = {key: _with_figures(entry) for key, entry in _merged(
    common.TEXTS, home.TEXTS, faq.TEXTS, game.TEXTS, game_list.TEXTS, tournament.TEXTS,
    planner.TEXTS, glicko.TEXTS, dwz.TEXTS, event.TEXTS, trf.TEXTS, club.TEXTS, norms.TEXTS,
    norm_texts.TEXTS, rating_list.TEXTS, forecast.TEXTS).items()}

_LINE_BREAKS = re.compile(r"[\r\n\u2028\u2029\x0b\x0c\x85]+")
_BACKTICKS = re.compile(r"`+")


def literal(text: str) -> str:
    """``text`` as an inline code span, which Markdown shows character for character: no
    emphasis, link, autolink (``http://``, ``www.``, e-mail), image, HTML, LaTeX, emoji or
    directive inside it. Line breaks become spaces, so a value never starts a new block.
    Streamlit rewrites ``:material/`` everywhere, code included, before it reads Markdown; an
    invisible word joiner keeps that sequence as typed."""
    text = _LINE_BREAKS.sub(" ", text).replace(":material/", ":\u2060material/")
    if not text:
        return text
    fence = "`" * (max((len(run) for run in _BACKTICKS.findall(text)), default=0) + 1)
    padded = text.startswith("`") or text.endswith("`") or (
        text.startswith(" ") and text.endswith(" ") and text.strip())
    return f"{fence} {text} {fence}" if padded else f"{fence}{text}{fence}"


class Markdown(str):
    """A text that is already safe to show as Markdown: one of ours, with values escaped."""


#: A value of only these characters is shown as text: letters, digits, spaces, and the
#: punctuation of numbers and sentences that Markdown leaves alone inside a line ...
_PLAIN = re.compile(r"(?:[^\W_]|[ \u00a0\u202f.,%°×−–+\-/=≤≥≈±'’\"“”„«»…·()§])*")
#: ... unless it holds what Streamlit's renderer reads in the text itself, after the parser, where
#: no backslash reaches: a web address (remark-gfm links ``www.`` after anything but a letter or
#: a digit, and ``www`` before a message's full stop) and two dashes between spaces (Streamlit
#: writes an em dash); a code span is no text to either.
_READ_IN_TEXT = re.compile(r"(?<![^\W_])www(?:\.|$)|(?:^|\s)--(?:\s|$)", re.IGNORECASE)
#: What starts a block at a line's start, where a value may stand (a message that begins with a
#: file's name, a heading that is the event's name): the marker of a list item (``- x``,
#: ``+ x``), a rule or a heading's underline (``---``, ``===``), each kept text by a backslash
#: before it, or a numbered item's number (``1. x``, ``1) x``), by one before its full stop.
_MARKER = re.compile(r" *(?=[-+](?: |$)|-[ -]*$|=+ *$)| *\d+(?=[.)](?: |$))")


def shortened(text: str) -> str:
    """``text`` as long as a page shows one value: its first ``SHOWN_CHARS`` characters and
    an ellipsis where it is longer (``SHOWN_CHARS`` in all), else as it is."""
    return text if len(text) <= SHOWN_CHARS else text[:SHOWN_CHARS - 1].rstrip() + "…"


def _filled(value: object) -> str:
    if isinstance(value, Markdown):
        return value
    text = shortened(str(value))
    if not _PLAIN.fullmatch(text) or _READ_IN_TEXT.search(text):
        return literal(text)
    marker = _MARKER.match(text)
    return text if marker is None else f"{text[:marker.end()]}\\{text[marker.end():]}"


def translate(key: str, lang: str, **values: object) -> Markdown:
    """The text ``key`` in ``lang`` with ``values`` filled in, each shown literally; a text with
    plural forms takes the form for ``n``, written with thousands separators
    (:func:`elo_core.language.worded`)."""
    try:
        entry, filled = worded(TEXTS[key], lang, values)
    except TypeError as error:
        raise TypeError(f"{key}: {error}") from None
    if not filled:
        return Markdown(entry)
    return Markdown(entry.format(**{name: _filled(value) for name, value in filled.items()}))

