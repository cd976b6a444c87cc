"""What Streamlit's Markdown renderer reads as markup in a text the app sends, and whether a value
of the user's added any to the text it is shown in.

A model of Streamlit 1.67's renderer (``StreamlitMarkdown`` in its frontend: react-markdown with
remark-gfm, remark-math, remark-directive and remark-emoji, then Streamlit's own plugins). It
reads in two stages, and a value must be inert to both:

- before anything is parsed, ``:material/`` becomes ``:material_`` everywhere, code included;
- the parser's constructs (CommonMark, GFM's tables, strikethrough, task lists and footnotes,
  ``$`` math, ``:name[…]`` directives) begin with ASCII punctuation or at a line's start, and a
  backslash or a code span keeps them text;
- afterwards, plugins rewrite the text itself, where a backslash no longer is: web addresses
  (``www.``, ``http://``, e-mail) become links, ``:smile:``, ``:material_…:`` and
  ``:streamlit:`` pictures, and ``--``, ``->``, ``<=`` between spaces typographic signs. Only a
  code span (not text to them) or a character between the letters stops these.
"""

from __future__ import annotations

import re
import string
from collections import Counter
from typing import NamedTuple

_PUNCTUATION = frozenset(string.punctuation)
_JOINER = "\u2060"

#: A line's start the parser reads, each by name; a list's or a quote's marker is read again
#: after it (``- 1. x`` is a list in a list).
_BLOCKS = {
    "list": re.compile(r" {0,3}(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)"),
    "heading": re.compile(r" {0,3}#{1,6}(?=[ \t]|$)"),
    "quote": re.compile(r" {0,3}>"),
    "rule": re.compile(r" {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$"),
    "underline": re.compile(r" {0,3}(?:=+|-+)[ \t]*$"),
    "indented code": re.compile(r"(?: {4}|\t)"),
    "fence": re.compile(r" {0,3}(?:`{3,}|~{3,}|\${2,}|:{3,})"),
    "html block": re.compile(r" {0,3}<"),
    "definition": re.compile(r" {0,3}\[[^\]]*\]:"),
}
_NESTING = re.compile(r" {0,3}(?:[-+*]|\d{1,9}[.)])[ \t]+| {0,3}>[ \t]?")
#: Inline constructs of the parser: each of these characters outside a code span is counted.
_INLINE = "*_~[]<>!&$|\\`"
_DIRECTIVE = re.compile(r":{1,2}[A-Za-z]")
#: What plugins read in the parsed text (remark-gfm's transform, remark-emoji, Streamlit's).
_TEXT = {
    "web address": re.compile(r"(?<![^\W_])(?:https?://|www(?=\.))", re.IGNORECASE),
    "e-mail": re.compile(r"[-.\w+]+@[-\w]+(?:\.[-\w]+)+"),
    "shortcode": re.compile(r":\+1:|:-1:|:[\w-]+:"),
    "typography": re.compile(r"(?:^|(?<=\s))(?:<->|->|<-|--|>=|<=|~=)(?=\s|$)"),
}


class _Reading(NamedTuple):
    """A Markdown text as each stage reads it."""

    parsed: str
    """As the parser's constructs see it: every escaped character and code span a plain ``x``."""
    text: str
    """As the text plugins see it: escapes resolved, each code span an ``x``."""
    shown: str
    """As the user reads it: escapes and code spans resolved, word joiners gone."""
    where: list[int]
    """The place in the Markdown of each character shown."""
    span: list[int]
    """The code span each character shown is in (1, 2, …), 0 outside any."""


def _read(markdown: str) -> _Reading:
    parsed, text, where, span = [], [], [], []
    i = spans = 0
    while i < len(markdown):
        c = markdown[i]
        if c == "\\" and i + 1 < len(markdown) and markdown[i + 1] in _PUNCTUATION:
            parsed.append("x")
            text.append(markdown[i + 1])
            where.append(i + 1)
            span.append(0)
            i += 2
            continue
        if c == "`":
            ticks = re.match(r"`+", markdown[i:])
            assert ticks is not None, "a backtick starts a run of backticks"
            n = len(ticks[0])
            close = re.compile(rf"(?<!`)`{{{n}}}(?!`)").search(markdown, i + n)
            if close is not None:
                start, content = i + n, markdown[i + n:close.start()]
                if content.startswith(" ") and content.endswith(" ") and content.strip(" "):
                    start, content = start + 1, content[1:-1]
                parsed.append("x")
                text.append("x")
                spans += 1
                for k, ch in enumerate(content):
                    if ch != _JOINER:
                        where.append(start + k)
                        span.append(spans)
                i = close.end()
                continue
        parsed.append(c)
        text.append(c)
        if c != _JOINER:
            where.append(i)
            span.append(0)
        i += 1
    shown = "".join(markdown[i] for i in where)
    return _Reading("".join(parsed), "".join(text), shown, where, span)


def markup(markdown: str) -> Counter[str]:
    """Each construct the renderer reads in ``markdown``, counted."""
    reading = _read(markdown)
    parsed, text = reading.parsed, reading.text
    found: Counter[str] = Counter()
    found["icon"] = markdown.count(":material/")
    for line in parsed.split("\n"):
        while True:
            for name, start in _BLOCKS.items():
                if start.match(line):
                    found[name] += 1
            nested = _NESTING.match(line)
            if nested is None or not nested.group():
                break
            line = line[nested.end():]
    for char in _INLINE:
        found[char] += parsed.count(char)
    found["directive"] = len(_DIRECTIVE.findall(parsed))
    for name, pattern in _TEXT.items():
        found[name] = len(pattern.findall(text))
    return +found


def shown(markdown: str) -> str:
    """``markdown`` as the user reads it, escapes and code spans resolved."""
    return _read(markdown).shown


def as_typed(value: str) -> str:
    """A value as a page can show it: a line break is a space in Markdown, and a text starts
    and ends without spaces."""
    return " ".join(value.split("\n")).strip()


def added_markup(markdown: str, value: str) -> str | None:
    """What ``value`` turned into markup in ``markdown``, or that it is not shown whole; ``None``
    where it is shown as the characters it is. Every place it is shown is put back to a plain
    ``x``: what the renderer reads must be the same. A place is within one code span or
    outside all (``**`***`**`` shows ``***`` once)."""
    reading = _read(markdown)
    typed = as_typed(value)
    places: list[int] = []
    for found in re.finditer(f"(?=({re.escape(typed)}))", reading.shown) if typed else ():
        at = found.start()
        if (len(set(reading.span[at:at + len(typed)])) == 1
                and (not places or at >= places[-1] + len(typed))):
            places.append(at)
    if not places:
        return f"{typed!r} is not shown whole in {reading.shown!r}"
    plain, where = markdown, reading.where
    for at in reversed(places):
        start, end = where[at], where[at + len(typed) - 1] + 1
        if start > 0 and plain[start - 1] == "\\" and plain[start] in _PUNCTUATION:
            start -= 1
        plain = plain[:start] + "x" + plain[end:]
    if markup(markdown) != markup(plain):
        return f"{typed!r} reads as {markup(markdown) - markup(plain)} in {markdown!r}"
    return None


#: One value for each construct the renderer knows, as a user could type it into a link, a game
#: list or a file; each must be shown as these characters wherever a page shows it.
CONSTRUCTS = (
    # web addresses and e-mail, which remark-gfm finds in the text
    "www.e.com", "WWW.E.COM", "www", "http://www.e.com", "https://e.com/x", "a@e.com",
    "<http://e.com>",
    # what starts a block at a line's start
    "1. x", "1) x", "- q", "+ q", "* q", "---", "***", "___", "- - -", "===", "# x",
    "###### x", "> x", "```x", "~~~", "$$", ":::x", "[x]: http://e.com", "| a | b |",
    "- [ ] x", "x\n# y",
    # emphasis, code, HTML, entities, LaTeX, links and images, footnotes
    "*x*", "_x_", "**x**", "__x__", "~~x~~", "~x~", "`x`", "``x`` `", "<b>x</b>",
    "<img src=x onerror=alert(1)>", "&amp;", "&#58;", "$x$", "$$x$$", "\\(x\\)", "x\\",
    "[x](http://e.com)", "![x](http://e.com/p.png)", "[^1]",
    # emoji shortcodes, Streamlit's icons and directives
    ":smile:", ":+1:", ":material/warning:", ":material_warning:", ":streamlit:", ":red[x]",
    ":red-background[x]", ":help[x]", ":small[x]", "x:y[z]",
    # what Streamlit writes as typographic signs
    "a -- b", "--", "a -> b", "a <= b",
)
