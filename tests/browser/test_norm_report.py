"""The norm report in a real browser (Debian's Chromium): a 9-round event's report, the fullest
a 9-round event gives (a woman with four titles checked, three arbiters, the list held against),
prints on A4 on at most two pages in English, German and Dutch; a file's hostile text runs no
script and shows as typed; a 10,000-character field wraps within the page, on paper and on a
phone. The report is the command line's (the page offers the same HTML: tests/app/norms)."""

from __future__ import annotations

import re
from datetime import date
from typing import TYPE_CHECKING

import pytest

from elo_core import ListUsed, norm_field, norm_report, norm_report_html, read_trf
from tests.browser.screens import PHONE
from tests.norm_report import certified_event

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

#: An A4 page as Chromium lays out a document at 96 pixels an inch (210 mm).
A4_WIDTH = 794
_PAGE_OBJECT = re.compile(rb"/Type\s*/Page(?![A-Za-z])")


def pages(pdf: bytes) -> int:
    """The pages of a PDF: its page objects (``/Type /Page``, not the tree's ``/Pages``)."""
    return len(_PAGE_OBJECT.findall(pdf))


def fullest(lang: str, **fields: str) -> str:
    """The report of a woman who made every norm (GM, IM, WGM, WIM) in 9 rounds, with three
    arbiters named and the players held against a list: the longest a 9-round report gets."""
    text = certified_event(player={"sex": "w", "title": "",
                                   "name": "Wojtaszek-Kowalczyk, Alexandra"},
                           deputies=("FA Jane Doe (1234567)", "NA John Smith-Longname (7654321)"),
                           **fields)
    report = norm_report(norm_field(read_trf(text)), 1, ListUsed(date(2025, 5, 1), "standard"))
    assert [c.achieved for c in report.checks] == [True] * 4
    return norm_report_html(report, lang)


def printed(page: Page, html: str) -> bytes:
    page.set_content(html)
    return page.pdf(format="A4")


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_nine_round_report_prints_on_at_most_two_a4_pages(browser: Browser,
                                                           lang: str) -> None:
    context = browser.new_context()
    page = context.new_page()
    pdf = printed(page, fullest(lang))
    assert pdf.startswith(b"%PDF") and 1 <= pages(pdf) <= 2
    context.close()


def test_hostile_text_runs_nothing_and_shows_as_typed(browser: Browser) -> None:
    name = "<script>window.ran = 1</script><img src=x onerror='window.ran = 2'> **B**"
    context = browser.new_context()
    page = context.new_page()
    page.set_content(fullest("en", name=name, city="תל אביב <i>x</i>"))
    assert page.evaluate("() => window.ran === undefined")
    assert page.locator("img, script, i").count() == 0
    cells = page.locator("table.facts td")
    assert cells.nth(0).inner_text() == name and cells.nth(1).inner_text() == "תל אביב <i>x</i>"
    context.close()


@pytest.mark.parametrize("screen", ["paper", "phone"])
def test_a_ten_thousand_character_field_wraps_within_the_page(browser: Browser,
                                                             screen: str) -> None:
    if screen == "phone":
        context = browser.new_context(**PHONE)
    else:
        context = browser.new_context(viewport={"width": A4_WIDTH, "height": 1123})
    page = context.new_page()
    if screen == "paper":
        page.emulate_media(media="print")
    page.set_content(fullest("de", name="Open " + "x" * 10_000, rate="y" * 10_000))
    width = page.evaluate("() => document.documentElement.clientWidth")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    widest = page.evaluate("() => Math.max(...[...document.querySelectorAll('table.facts')]"
                           ".map(t => t.getBoundingClientRect().right))")
    assert widest <= width
    context.close()
