"""Waiting for the app in a real browser: for the app's own state, never for a fixed time.

The app is ready when ``stApp`` says it is connected and its script is not running, no element
is still a skeleton, and the page's title is drawn (:func:`wait_ready`). A page just opened
(``goto``, a reload, a new tab) is a new document, which says "not running" only once a run has
finished, so that is enough there.

After an action the old page still says "not running" until the run the action started is
drawn, and a short run's start and end may reach the browser together, so that the page never
says "running" at all: the state alone cannot tell the run before the action from the one
after it. So every wait after an action is for what that run draws and the page did not show
before (:func:`wait_drawn`: a figure, a message, a table, a page's title), then for the app to
be ready: the state is read from the same drawing as that element, so it is the new run's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, TypedDict

from tests.launched import Server

if TYPE_CHECKING:
    from playwright.sync_api import FloatRect, Locator, Page, ViewportSize

#: The app is connected and idle, drew every element, its page's title among them (a fresh
#: server's first run draws nothing: it declares the pages and runs again,
#: ``pages/ui/frame.py:current``).
READY = """() => {
  const app = document.querySelector('[data-testid="stApp"]');
  return app !== null
    && app.getAttribute('data-test-connection-state') === 'CONNECTED'
    && app.getAttribute('data-test-script-state') === 'notRunning'
    && document.querySelectorAll('[data-testid=stSkeleton]').length === 0
    && document.querySelector('[data-testid=stMain] h1') !== null;
}"""


class Screen(TypedDict):
    """The screen of a context: its size, and whether it is a phone's (mobile, touch)."""

    viewport: ViewportSize
    is_mobile: bool
    has_touch: bool


class OpenUrl(Protocol):
    """What the ``open_url`` fixture hands a test: open ``path`` of the shared server (or of
    ``target``) in a new page of one desktop-sized context, ready to read."""

    def __call__(self, path: str, target: Server | None = None) -> Page: ...


def wait_ready(page: Page, timeout: int = 60000) -> None:
    """Wait until the app is connected, idle and has drawn every element, its page's title
    among them: on a page just opened, its first run is then drawn. The run may take a
    minute: a fresh server's first page imports everything, on a loaded machine too."""
    page.wait_for_function(READY, timeout=timeout)


def wait_drawn(page: Page, drawn: Locator | str, timeout: int = 60000) -> None:
    """After an action: wait until the page shows ``drawn``, what only the run the action
    started draws (an element, or a script's condition on what the page draws), then until
    that run has finished and drawn every element.

    Right after Back or Forward the app still shows the last run as finished. A second step
    taken then, while the first step's run is under way, races Streamlit's browser side: that
    run's page list, arriving once the address has moved on, moves the address back to its
    page in a new history entry (``pushState``), which drops the Forward entries; so each step
    waits for what its own run draws."""
    if isinstance(drawn, str):
        page.wait_for_function(drawn, timeout=timeout)
    else:
        drawn.first.wait_for(timeout=timeout)
    wait_ready(page, timeout)


#: Every table's grid, with the rows of its accessible copy, and every chart's drawing is
#: loaded (both are loaded lazily, after the run that placed them) and the main part's size
#: has stayed the same over the last ``STILL_FRAMES`` frames (the wait looks once a frame).
SETTLED = """(frames) => {
  const main = document.querySelector('[data-testid=stMain]');
  const loaded = main
    && [...document.querySelectorAll('[data-testid=stDataFrame]')]
      .every(table => table.querySelector('.dvn-scroller') && table.querySelector('tbody tr'))
    && [...document.querySelectorAll('[data-testid=stPlotlyChart]')]
      .every(chart => chart.querySelector('.main-svg'));
  const size = loaded ? JSON.stringify(main.getBoundingClientRect()) : null;
  window.__stillFrames = size !== null && size === window.__lastSize
    ? window.__stillFrames + 1 : 0;
  window.__lastSize = size;
  return window.__stillFrames >= frames;
}"""
#: Frames a page's size stays the same before it counts as settled.
STILL_FRAMES = 3


def wait_settled(page: Page, timeout: int = 30000) -> None:
    """Wait until the lazily loaded tables and charts are drawn and the page has taken its
    size: what a measurement of the layout needs."""
    page.evaluate("() => { window.__lastSize = null; window.__stillFrames = 0; }")
    page.wait_for_function(SETTLED, arg=STILL_FRAMES, timeout=timeout)


def wait_frames(page: Page) -> None:
    """Wait until the browser has drawn two more frames: a value typed into a table's editor
    is then the grid's own, which Enter commits."""
    page.evaluate(
        "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")


#: The text box's script (``pages/ui/shared/text_box.js``) has looked at the box as it now
#: holds its text and knows the text last applied.
BOX_LOOKED_AT = """(key) => {
  const box = document.querySelector(`.st-key-${key} textarea`);
  const seen = (window.__eloTextBoxesSeen || {})[key];
  const known = (window.__eloTextBoxes || {})[key];
  return Boolean(box && seen && known) && seen.value === box.value
    && seen.applied === known.applied;
}"""


def wait_box_looked_at(page: Page, key: str = "games", timeout: int = 15000) -> None:
    """Wait until the text box's script has compared the box's text with the list last
    applied: whether the page calls its figures stale is then settled."""
    page.wait_for_function(BOX_LOOKED_AT, arg=key, timeout=timeout)


def drawn_box(element: Locator) -> FloatRect:
    """The box ``element`` takes on the page, in CSS pixels: a measurement relies on the
    element being drawn (Playwright gives no box for one that is hidden or gone)."""
    box = element.bounding_box()
    assert box is not None, f"{element} is not drawn"
    return box
