"""Waiting for the app in a real browser: for a condition, never for a fixed time.

Every browser context the ``browser`` fixture opens runs ``COUNT_RUNS`` before the page's own
scripts: it counts the app's finished script runs (each run's end, as the server's message on
the app's WebSocket says, once the browser has drawn it). ``wait_ready`` and ``wait_rerun`` then
wait for a run newer than the last one a wait saw, so neither can return on the run before the
action, however fast that run was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, Protocol, TypedDict, Unpack

from tests.launched import Server

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, FloatRect, Locator, Page, ViewportSize

#: Counts finished runs in ``window.__appRuns``; ``window.__appRunsSeen`` is the last one waited
#: for. A run is counted from the server's messages on the app's WebSocket: each ForwardMsg
#: whose ``script_finished`` (field 6, a varint: the tag byte 0x30) says the run drew its page
#: (finished, a compile error, a fragment's run; not one cut short for a rerun), two frames after
#: it arrived, once React has drawn it. The page's ``data-test-script-state`` cannot count runs:
#: a short run's "running" and "notRunning" can reach React before it draws either (a loaded
#: machine delivers the messages together), and the attribute then never changes (issue 27).
COUNT_RUNS = """
window.__appRuns = 0;
window.__appRunsSeen = 0;
(() => {
  const DRAWN = new Set([0, 1, 3]);
  const finished = (bytes) => {
    let at = 0;
    const varint = () => {
      let value = 0, shift = 0, byte;
      do { byte = bytes[at++]; value += (byte & 0x7f) * 2 ** shift; shift += 7; }
      while (byte & 0x80 && at < bytes.length);
      return value;
    };
    while (at < bytes.length) {
      const tag = varint(), field = Math.floor(tag / 8), wire = tag % 8;
      if (field === 6 && wire === 0) return DRAWN.has(varint());
      if (wire === 0) varint();
      else if (wire === 2) { const length = varint(); at += length; }
      else if (wire === 1) at += 8;
      else if (wire === 5) at += 4;
      else return false;
    }
    return false;
  };
  const Socket = window.WebSocket;
  window.WebSocket = function (...args) {
    const socket = new Socket(...args);
    socket.addEventListener('message', event => {
      if (event.data instanceof ArrayBuffer && finished(new Uint8Array(event.data))) {
        requestAnimationFrame(() => requestAnimationFrame(() => { window.__appRuns += 1; }));
      }
    });
    return socket;
  };
  window.WebSocket.prototype = Socket.prototype;
  Object.assign(window.WebSocket, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
})();
"""

#: A run newer than the last one seen has finished, the app is idle and drew every element,
#: its page's title among them; the run is then marked seen. (A fresh server's first run
#: draws nothing: it declares the pages and runs again, ``pages/ui/frame.py:current``.)
NEWER_RUN = """() => {
  const app = document.querySelector('[data-testid="stApp"]');
  const idle = app && app.getAttribute('data-test-script-state') === 'notRunning'
    && document.querySelectorAll('[data-testid=stSkeleton]').length === 0
    && document.querySelector('[data-testid=stMain] h1') !== null;
  if (!idle || window.__appRuns <= window.__appRunsSeen) return false;
  window.__appRunsSeen = window.__appRuns;
  return true;
}"""


class ContextOptions(TypedDict, total=False):
    """The options of Playwright's ``Browser.new_context`` the tests set: a screen's size, a
    phone's touch, the colour scheme and language the browser asks for, downloads and the
    clipboard."""

    viewport: ViewportSize
    is_mobile: bool
    has_touch: bool
    color_scheme: Literal["dark", "light", "no-preference"]
    locale: str
    accept_downloads: bool
    permissions: list[str]


class Screen(TypedDict):
    """The screen of a context: its size, and whether it is a phone's (mobile, touch)."""

    viewport: ViewportSize
    is_mobile: bool
    has_touch: bool


class CountingBrowser:
    """A Playwright browser whose every new context counts the app's runs."""

    def __init__(self, browser: Browser) -> None:
        self._browser = browser

    def new_context(self, **options: Unpack[ContextOptions]) -> BrowserContext:
        context = self._browser.new_context(**options)
        context.add_init_script(COUNT_RUNS)
        return context


class OpenUrl(Protocol):
    """What the ``open_url`` fixture hands a test: open ``path`` of the shared server (or of
    ``target``) in a new page of one desktop-sized context, ready to read."""

    def __call__(self, path: str, target: Server | None = None) -> Page: ...


def wait_ready(page: Page) -> None:
    """Wait until the app is connected and has finished a run after the last one a wait saw
    (a page just opened, or the run a link, a reload, Back or Forward started), and drawn
    every element; later waits look for a run after this one.

    Right after Back or Forward the app still shows the last run as finished. A second step
    taken then, while the first step's run is under way, races Streamlit's browser side: that
    run's page list, arriving once the address has moved on, moves the address back to its
    page in a new history entry (``pushState``), which drops the Forward entries. The run may
    take a minute: a fresh server's first page imports everything, on a loaded machine too."""
    page.wait_for_selector('[data-testid="stApp"][data-test-connection-state="CONNECTED"]',
                           timeout=30000)
    wait_rerun(page)


def wait_rerun(page: Page, timeout: int = 60000) -> None:
    """Wait until the app has finished a run after the last one waited for (the one an action
    just caused) and drawn every element."""
    page.wait_for_function(NEWER_RUN, timeout=timeout)


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
