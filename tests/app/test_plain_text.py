"""Text from a user or a file is never markup: every construct Streamlit's renderer knows, fed
through every place a page shows such a value (each URL parameter's notice on every page, a game
list's line, each field of a tournament report file, a refused upload's name), is shown as the
characters it is and adds no markup to its message (:mod:`tests.markup` models the renderer;
``tests/browser/test_hardening.py`` shows the same in a real browser)."""

from __future__ import annotations

import re

import pytest
from streamlit.testing.v1 import AppTest

from pages.ui.i18n import translate
from pages.ui.link import PARAMS
from pages.ui.link import params as _schema  # noqa: F401  (defines every PARAMS entry)
from tests.app.messages import markup_added, showing
from tests.conftest import PAGES, PageOpener
from tests.markup import CONSTRUCTS, added_markup, as_typed, shown
from tests.paths import DATA

SWISS = (DATA / "swiss.trf").read_text(encoding="utf-8")
#: A file the Whole event page refuses: it has no player line.
NO_PLAYERS = b"012 Only a name\n"


#: Where a message puts a value: alone, within a sentence, in quotes, before a full stop, at a
#: line's end.
POSITIONS = ("{}", "a {} b", "“{}”", "a {}.", "a {}\nb")


@pytest.mark.parametrize("raw", CONSTRUCTS)
def test_the_model_sees_each_construct_raw_and_none_in_a_code_span(raw: str) -> None:
    # the model proves nothing unless it tells each construct from text: each is markup raw in
    # at least one of the positions, and inert as a code span in every one (Streamlit rewrites
    # :material/ in code too, which a word joiner keeps from it)
    assert any(added_markup(position.format(raw), raw) for position in POSITIONS), raw
    fence = "`" * (max(map(len, re.findall("`+", raw)), default=0) + 1)
    spanned = f"{fence} {' '.join(raw.splitlines())} {fence}".replace(":material/",
                                                                       ":\u2060material/")
    assert [added_markup(p.format(spanned), raw) for p in POSITIONS] == [None] * len(POSITIONS)


@pytest.mark.parametrize("raw", ["-", "=", "1.", "1)", "- - -", "-x", "www", "WWW. x", "x --",
                                 "-- x", "x\u00a0--"])
def test_a_value_that_is_only_a_marker_or_a_word_the_renderer_reads_is_text(raw: str) -> None:
    # "{text}" alone: a value at a line's start, where it is a whole message (a city, a name)
    assert [added_markup(translate("event.text", lang, text=raw), raw)
            for lang in ("en", "de", "nl")] == [None] * 3


@pytest.mark.parametrize("number", ["1,800", "+10.20", "−3", "2.5", "12,5", "24.09.2010",
                                    "50 %", "1 – 2", "10.000"])
def test_a_number_the_page_writes_is_filled_in_as_written(number: str) -> None:
    # a text with numbers filled in also stands in a table's cell and a CSV, which show no
    # Markdown: what a number may hold is left as it is
    assert translate("event.text", "en", text=number) == number


def with_query(at: AppTest, **params: str | list[str]) -> AppTest:
    """The session's page opened again with the link's query ``params``, as a link followed."""
    at.query_params.clear()
    at.query_params.update(params)
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


#: The link's values that are free text, taken as they are: the game list, shown in its box,
#: the players' filter, shown in its own, and the downloads' name (a Whole event player's
#: link), shown only as a file name cut to safe characters, and a federation, whose three
#: letters (``www``) are a code like any other, shown in its box (none a notice): yours and the
#: next opponent's.
FREE_TEXT = {"games", "find", "file", "norm_fed", "norm_next_fed"}


@pytest.mark.slow
@pytest.mark.parametrize("page", sorted(PAGES))
def test_every_url_value_is_shown_as_typed_on_every_page(open_page: PageOpener, page: str) -> None:
    names = [name for name, param in PARAMS.items() if page in param.pages]
    at, problems = open_page(page), []
    for raw in CONSTRUCTS:
        with_query(at, **{name: raw for name in names})
        notices = [shown(w.value) for w in at.warning]
        problems += [f"{page}: {name}={raw!r} not shown whole in {notices}" for name in names
                     if name not in FREE_TEXT
                     and not any(f"{name}={as_typed(raw)}" in n for n in notices)]
        problems += [f"{page}: {problem}" for problem in markup_added(at, raw)]
    assert problems == []


@pytest.mark.slow
def test_a_repeated_url_value_is_shown_as_typed(open_page: PageOpener) -> None:
    at, problems = open_page("home"), []
    for raw in CONSTRUCTS:
        with_query(at, lang=[raw, "en"])
        if not any(f"({as_typed(raw)} & en)" in text for text in showing(at, raw)):
            problems.append(f"{raw!r} not shown in {[shown(w.value) for w in at.warning]}")
        problems += markup_added(at, raw)
    assert problems == []


def _field(line: str, first: int, last: int, value: str) -> str:
    """``line`` with columns ``first``–``last`` (from 1) holding ``value``."""
    return line[:first - 1] + value.ljust(last - first + 1) + line[last:]


def _hostile_report(value: str) -> str:
    """The hand-made Swiss with ``value`` as its name, city, rate of play and start date, in
    its type of tournament (``092 Swiss VALUE``, which the norms name as what they read the
    pairing system from), and as Albers's name and birth date (where it fits the date's ten
    columns)."""
    lines = []
    for line in SWISS.splitlines():
        tag = line[:3]
        if tag in ("012", "022", "042", "122"):
            line = f"{tag} {value}"
        elif tag == "092":
            line = f"{tag} Swiss {value}"
        elif line.startswith("001    1 "):
            line = _field(line, 15, 47, value)
            if len(value) <= 10:
                line = _field(line, 70, 79, value)
        lines.append(line)
    return "\n".join(lines) + "\n"


@pytest.mark.slow
def test_every_field_of_a_report_file_is_shown_as_typed(open_page: PageOpener) -> None:
    at, problems = open_page("event", player="1"), []
    for raw in (c for c in CONSTRUCTS if "\n" not in c):
        upload = at.file_uploader(key="_event_upload")
        upload.set_value(("swiss.trf", _hostile_report(raw).encode("utf-8"), "text/plain")).run()
        typed = as_typed(raw)
        heading = [shown(h.value) for h in at.subheader]
        where = next((shown(c.value) for c in at.caption if "11 May 2025" in shown(c.value)), "")
        summary = [shown(m.value) for m in at.markdown]
        dates = " ".join(shown(m.value) for e in at.expander for m in e.markdown)
        norms = " ".join(shown(c.value) for c in at.caption)
        expected = {
            "the event's name": typed in heading,
            "the city and the rate of play": where.startswith(typed) and f"· {typed}" in where,
            "the player's name": any(s.startswith(f"**{typed}**: ") for s in summary),
            "the start date": f"the date “{typed}” is not a day" in dates,
            "the birth date": len(raw) > 10 or f"the birth date “{typed}”" in dates,
            "the type of tournament": f"(092): Swiss {typed})" in norms,
        }
        problems += [f"{raw!r}: {place} not shown whole" for place, ok in expected.items()
                     if not ok]
        problems += markup_added(at, raw)
    assert problems == []


@pytest.mark.slow
def test_a_refused_files_name_is_shown_whole_and_as_typed(open_page: PageOpener) -> None:
    at, problems = open_page("event"), []
    for raw in CONSTRUCTS:
        name = f"{raw}.trf"
        at.file_uploader(key="_event_upload").set_value((name, NO_PLAYERS, "text/plain")).run()
        refusals = [shown(e.value) for e in at.error]
        if not any(r.startswith(f"{as_typed(name)} was not taken") for r in refusals):
            problems.append(f"{name!r} not shown whole: {refusals}")
        problems += markup_added(at, name)
    assert problems == []
