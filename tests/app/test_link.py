"""The link through AppTest: every URL parameter of every page, given anything, never breaks a
page; a value that is not used as given is named with the value that is shown instead."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given
from hypothesis import strategies as st

from pages.ui.link import PARAMS
from pages.ui.link import params as _schema  # noqa: F401  (defines every PARAMS entry)
from tests.conftest import PAGES, PageOpener
from tests.markup import shown
from tests.rendered import rendered
from tests.sampling import examples

HOSTILE = ["1e999", "-1e999", "NaN", "inf", "-inf", "9" * 400, "0" * 390 + "1800", "1900.5",
           "1e-320", "", " ", "abc", "-1", "0", "true", "🙂", "\x00", "1800\n# x",
           "![x](http://h/p.png)", "[Log in](http://h)", "$x$", ":red[x]", "%", "99999999999"]
CASES = [(page, name) for page in PAGES for name, param in PARAMS.items() if page in param.pages]
#: The fast run's cases: each hostile value once, on a page and parameter drawn with a fixed
#: seed (the same each run); CI runs every value on every page's every parameter.
SAMPLED = set(zip(random.Random(27).choices(CASES, k=len(HOSTILE)), HOSTILE, strict=True))


@pytest.mark.parametrize(("page", "name", "raw"), [
    pytest.param(page, name, raw, id=f"{page}-{name}-{raw[:12]!r}",
                 marks=() if ((page, name), raw) in SAMPLED else pytest.mark.slow)
    for page, name in CASES for raw in HOSTILE])
def test_no_value_of_any_parameter_breaks_a_page(open_page: PageOpener, page: str, name: str,
                                                 raw: str) -> None:
    at = open_page(page, **{name: raw})  # open_page fails on any exception
    warnings = " ".join(rendered(w.value) for w in at.warning)
    try:
        accepted = PARAMS[name].read(raw)
    except ValueError:
        accepted = None
        assert f"{name}=" in warnings, (name, raw)
    if accepted is not None:
        assert f"{name}=" not in warnings, (name, raw)


@pytest.mark.slow
@examples(40, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(st.dictionaries(st.sampled_from(sorted(PARAMS)), st.text(max_size=30), max_size=6),
       st.sampled_from(sorted(PAGES)))
def test_any_mix_of_random_parameters_never_breaks_a_page(open_page: PageOpener,
                                                          query: dict[str, str],
                                                          page: str) -> None:
    open_page(page, **query)


@pytest.mark.parametrize(("name", "raw", "shown"), [
    ("rating", "1900.5", "not a whole number; showing 1800 instead"),
    ("k", "15.7", "not a whole number; showing 20 instead"),
    ("opponent", "1e999", "not a number; showing 1900 instead"),
    ("k", "0", "outside 1–100; showing 20 instead"),
    ("result", "Sieg", "not a known choice; showing Win instead"),
    ("how", "maybe", "neither true nor false; showing off instead"),
    ("k_opponent", "abc", "not a number; showing no value instead"),
])
def test_a_warning_names_the_value_actually_used(open_page: PageOpener, name: str, raw: str,
                                                 shown: str) -> None:
    at = open_page("game", **{name: raw})
    assert f"The link's {name}={raw} is {shown}." in rendered(at.warning[0].value)


@pytest.mark.parametrize(("page", "name", "raw", "shown"), [
    ("tournament", "played", "1e9", "outside 0–100000; showing 30 instead"),
    ("tournament", "born", "1850", "outside 1900–"),
    ("tournament", "target", "nan", "not a number; showing no value instead"),
    ("tournament", "more_games", "0", "outside 1–500; showing 5 instead"),
    ("tournament", "more_avg", "-1e999", "not a number; showing 1800 instead"),
    ("tournament", "new", "2", "neither true nor false; showing off instead"),
])
def test_every_number_and_toggle_warns_like_the_others(open_page: PageOpener, page: str, name: str,
                                                       raw: str, shown: str) -> None:
    at = open_page(page, **{name: raw})
    assert f"The link's {name}={raw} is {shown}" in rendered(at.warning[0].value)


def test_a_repeated_parameter_is_named_not_silently_resolved(open_page: PageOpener) -> None:
    # AppTest's query_params take a list for a parameter given twice; PageOpener types one value
    at = open_page("game", k=["1", "2"])
    assert "The link gives k more than once (1 & 2); using 2, the last one." in rendered(
        at.warning[0].value)
    assert at.number_input(key="k").value == 2


def test_the_warning_stands_until_the_value_is_changed(open_page: PageOpener) -> None:
    at = open_page("game", rating="abc")
    at.segmented_control(key="_result").set_value("draw").run()
    assert "rating=abc" in rendered(at.warning[0].value)
    at.number_input(key="rating").set_value(1700).run()
    assert not at.warning


@pytest.mark.parametrize("raw", ["garbage", "2026-13-45", "2026-02-30"])
def test_a_bad_day_for_k_is_named_with_the_day_shown_instead(open_page: PageOpener,
                                                             raw: str) -> None:
    from datetime import date

    from elo_core.language import day

    at = open_page("game", k_rule="true", on=raw)
    assert (f"The link's on={raw} is not a date (YYYY-MM-DD); showing "
            f"{day(date.today(), 'en')} instead.") in rendered(at.warning[0].value)
    assert at.query_params["on"] == date.today().isoformat()


def test_a_federation_in_the_link_is_three_letters_or_named_as_not_one(
        open_page: PageOpener) -> None:
    at = open_page("tournament", norm_fed="ned")
    assert not any("norm_fed" in w.value for w in at.warning)
    at = open_page("tournament", norm_fed="www.e.com")
    assert any("norm_fed=www.e.com is not a federation's three letters" in shown(w.value)
               for w in at.warning)
