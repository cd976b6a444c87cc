"""Every widget offers the range the link accepts: each page is drawn with every input shown,
and every number box, slider, date box and text box bound to an input of the link
(:func:`pages.ui.link.bind`) must take that input's range as :mod:`pages.ui.link.params`
declares it, so that whatever the user enters, the link written from it opens again as it was."""

from __future__ import annotations

import json
from collections.abc import Iterator
from inspect import unwrap
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from pages.ui import link
from pages.ui.link import PARAMS, params
from pages.ui.link.readers import Number, Text, bounds
from tests.app.club.club_page import upload
from tests.app.event.pasted import SWISS, open_event
from tests.app.forecast.chance_events import RUNNING
from tests.conftest import PageOpener

#: The ranged inputs drawn as a choice among what the page holds rather than as a number: the
#: Whole event's table page and its player; K per player is a column of a table (its values
#: are read by the K input's own reader).
NOT_BOXES = {"rows", "player", "k_set"}


@pytest.fixture
def bound(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, str]]:
    """The input of the link each widget key shows, as the pages bind them while they run."""
    seen: dict[str, str] = {}
    real = link.bind

    def recording(name: str, widget_key: str | None = None) -> Any:
        seen[widget_key or name] = name
        return real(name, widget_key)

    monkeypatch.setattr(link, "bind", recording)
    yield seen


def _drawn(open_page: PageOpener) -> Iterator[AppTest]:
    """Every page, as often as it takes to show every input that has a range."""
    yield open_page("game", k_rule="false")
    yield open_page("game", k_rule="true")
    yield open_page("game", by="dwz")
    yield open_page("tournament", plan="more", norm_open="true")
    yield open_page("tournament", plan="round", left="3")
    yield open_page("tournament", by="dwz")
    yield open_page("tournament", k_rule="true")
    yield open_event(open_page, k_all="20")
    # an event still running: its chances' rounds, top places, runs and seed
    yield open_event(open_page, RUNNING, fc_open="true", fc_runs="100")
    # a season with no rating in it: a start rating
    yield upload(open_page("club", system="elo"),
                 [("season.csv", b"date,white,black,result\n2025-01-07,Anna,Bert,1-0\n")])
    # by FIDE's rule, members whose facts do not decide their K: the K assumed
    yield upload(open_page("club", system="fide"),
                 [("season.csv", b"date,white,black,result\n2025-01-07,Anna,Bert,1-0\n")],
                 ("start.csv", b"name,rating\nAnna,1600\nBert,1500\n"))


def _offered(at: AppTest, bound: dict[str, str]) -> Iterator[tuple[str, str, Any, Any]]:
    """Each widget bound to an input: the input's name, the widget's key and the least and the
    greatest value it offers."""
    for box in at.number_input:
        if box.key in bound:
            yield bound[box.key], box.key, box.min, box.max
    for slider in at.slider:
        if slider.key in bound:
            yield bound[slider.key], slider.key, slider.min, slider.max
    for day in at.date_input:
        if day.key in bound:
            yield bound[day.key], day.key, day.min, day.max
    for choice in at.selectbox:
        if choice.key in bound and isinstance(unwrap(PARAMS[bound[choice.key]].read), Number):
            numbers = [float(option) for option in choice.options]
            yield bound[choice.key], choice.key, min(numbers), max(numbers)


def test_every_widget_offers_the_range_its_input_accepts_in_the_link(
        open_page: PageOpener, bound: dict[str, str]) -> None:
    checked: set[str] = set()
    wrong = []
    for at in _drawn(open_page):
        assert not at.exception, [e.value for e in at.exception]
        for name, key, low, high in _offered(at, bound):
            declared = bounds(PARAMS[name].read)
            if declared is None:  # a day FIDE's K is judged on: any (the box offers ten years
                continue          # either side of the one shown, as Streamlit does)
            checked.add(name)
            if (low, high) != declared:
                wrong.append((name, key, (low, high), declared))
    assert wrong == []
    ranged = {name for name, param in PARAMS.items() if bounds(param.read) is not None}
    assert ranged - NOT_BOXES - checked == set()  # every ranged input was looked at


def test_every_text_box_takes_as_many_characters_as_its_input_does(
        open_page: PageOpener, bound: dict[str, str]) -> None:
    at = open_event(open_page)
    texts = {box.key: unwrap(PARAMS[bound[box.key]].read) for box in at.text_input
             if box.key in bound}
    offered = {key: box.max_chars for key, box in
               ((key, at.text_input(key=key)) for key in texts)}
    assert offered == {key: read.most for key, read in texts.items() if isinstance(read, Text)}
    assert offered["_find"] == params.FIND_CHARS


def _column_range(at: AppTest, key_start: str, column: str) -> tuple[Any, Any]:
    """The least and greatest value a table editor's column (its key starts ``key_start``)
    takes."""
    table = next(table for table in at.dataframe if (table.key or "").startswith(key_start))
    number = json.loads(table.proto.columns)[column]["type_config"]
    return number["min_value"], number["max_value"]


def test_the_tables_editors_take_the_ranges_of_the_link(open_page: PageOpener) -> None:
    # an opponent's rating typed into the game list's table is a rating as the link reads it;
    # a K set per player is a K as the link reads it (k_set's values)
    at = open_page("tournament")
    at.toggle(key="_editor_open").set_value(True).run()
    assert _column_range(at, "_editor_", "rating") == (params.rating.low, params.rating.high)
    at = open_page("event")
    at.session_state["_k_editor_open"] = True
    at.text_area(key="_event_paste").set_value(SWISS)
    at.button(key="__event_paste_apply").click().run()
    assert _column_range(at, "_k_editor_", "set") == link.bounds("k_all")
    assert (params.k.low, params.k.high) == link.bounds("k_all")


def test_the_norm_planner_takes_no_more_rounds_than_a_link_does(
        open_page: PageOpener) -> None:
    # the widget once took 99 rounds where the link took 50: a 60 typed was refused on reopening
    at = open_page("tournament", norm_open="true", norm_rounds="50")
    box = at.number_input(key="_norm_rounds")
    assert (box.min, box.max, box.value) == (1, 50, 50)
    assert "norm_rounds=" not in " ".join(w.value for w in at.warning)
