"""Every text the dashboard shows, in English, German and Dutch, and the one place where a text is
put together with its values.

Texts live beside what they belong to (:mod:`~pages.ui.i18n.common`, ``home``, ``faq``, ``game``,
``game_list``, ``tournament``, ``planner``, ``glicko``, ``event``, ``trf`` for a report file's
problems, ``club``, ``rating_list``, ``forecast`` for the chances); the norm sheet's and the norm
report's in the engine, which writes the report (:mod:`elo_core.norms.report.texts`). An entry
(:data:`elo_core.language.Entry`) is ``(English, Deutsch, Nederlands)`` with ``{placeholders}``; a
text that counts has plural forms chosen by Babel's CLDR plural rules for its ``n`` (``1 game`` /
``2 games``, ``1 Punkt`` / ``2,5 Punkte``), as :mod:`elo_core.language` chooses them. A text with
two counts is two texts, each with its own ``n``, one filled into the other. :func:`translate` fills
in every value so that it is shown as the characters it is: a value that came from a user (a URL
parameter, a pasted line, a name in a file) never becomes Markdown, a link, an image, LaTeX or a
colour directive, and is shown cut to ``SHOWN_CHARS`` characters (:func:`shortened`), however long
it is.
"""

from __future__ import annotations

import re

from elo_core.language import Entry, worded
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


TEXTS = _merged(common.TEXTS, home.TEXTS, faq.TEXTS, game.TEXTS, game_list.TEXTS,
                tournament.TEXTS, planner.TEXTS, glicko.TEXTS, dwz.TEXTS, event.TEXTS, trf.TEXTS,
                club.TEXTS, norms.TEXTS, norm_texts.TEXTS, rating_list.TEXTS, forecast.TEXTS)

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

