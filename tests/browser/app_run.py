"""Waiting for the app in a real browser: for a condition, never for a fixed time.

Every browser context the ``browser`` fixture opens runs ``COUNT_RUNS`` before the page's own
scripts: it counts the app's finished script runs (each change of ``stApp``'s
``data-test-script-state`` to ``notRunning``). ``wait_rerun`` then waits for a run newer than the
last one a wait saw, so it cannot return on the run before the action, however fast that run was.
"""

from __future__ import annotations

READY = '[data-testid="stApp"][data-test-script-state="notRunning"]'

#: Counts finished runs in ``window.__appRuns``; ``window.__appRunsSeen`` is the last one waited
#: for.
COUNT_RUNS = """
window.__appRuns = 0;
window.__appRunsSeen = 0;
new MutationObserver(changes => {
  for (const change of changes) {
    const state = change.target.getAttribute('data-test-script-state');
    if (change.target.dataset.testid === 'stApp' && state === 'notRunning'
        && change.oldValue !== 'notRunning') {
      window.__appRuns += 1;
    }
  }
}).observe(document, {subtree: true, attributes: true, attributeOldValue: true,
                      attributeFilter: ['data-test-script-state']});
"""

#: A run newer than the last one seen has finished, the app is idle and drew every element;
#: the run is then marked seen.
NEWER_RUN = """() => {
  const app = document.querySelector('[data-testid="stApp"]');
  const idle = app && app.getAttribute('data-test-script-state') === 'notRunning'
    && document.querySelectorAll('[data-testid=stSkeleton]').length === 0;
  if (!idle || window.__appRuns <= window.__appRunsSeen) return false;
  window.__appRunsSeen = window.__appRuns;
  return true;
}"""

SEEN = "() => { window.__appRunsSeen = window.__appRuns; }"


class CountingBrowser:
    """A Playwright browser whose every new context counts the app's runs."""

    def __init__(self, browser: object) -> None:
        self._browser = browser

    def new_context(self, **options: object) -> object:
        context = self._browser.new_context(**options)
        context.add_init_script(COUNT_RUNS)
        return context

    def __getattr__(self, name: str) -> object:
        return getattr(self._browser, name)


def wait_ready(page: object) -> None:
    """Wait until the app is connected, has finished its run and drawn every element; later
    waits look for a run after this one."""
    page.wait_for_selector('[data-testid="stApp"][data-test-connection-state="CONNECTED"]',
                           timeout=30000)
    page.wait_for_selector(READY, timeout=30000)
    page.wait_for_function(
        'document.querySelectorAll("[data-testid=stSkeleton]").length === 0', timeout=30000)
    page.evaluate(SEEN)


def wait_rerun(page: object, timeout: int = 60000) -> None:
    """Wait until the app has finished a run after the last one waited for (the one an action
    just caused) and drawn every element."""
    page.wait_for_function(NEWER_RUN, timeout=timeout)
