"""The screens the browser tests look at: a phone's, and whether a page scrolls sideways on
it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from tests.browser.app_run import Screen

if TYPE_CHECKING:
    from playwright.sync_api import Page

#: A phone's screen: 390 × 844, mobile, touch.
PHONE: Screen = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


class Phone(Protocol):
    """What the ``phone`` fixture hands a test: ``path`` opened on the phone, its widgets
    settled."""

    def __call__(self, path: str) -> Page: ...


def page_scrolls_sideways(page: Page) -> bool:
    """Whether anything of the page's main part but a table, a chart or a row of tabs (which
    scroll on their own) reaches past the screen's right edge."""
    scrolls: bool = page.evaluate(
        "() => document.documentElement.scrollWidth > window.innerWidth + 1 || "
        "[...document.querySelectorAll('[data-testid=stMain] *')].some(e => "
        "e.getBoundingClientRect().right > window.innerWidth + 1 && "
        "getComputedStyle(e).position !== 'fixed' && e.closest('[data-testid=stDataFrame], "
        ".js-plotly-plot, [role=tablist]') === null)")
    return scrolls
