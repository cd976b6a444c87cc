"""A rerun's last message is not held back by a full garbage collection.

Streamlit collects all garbage after every script run by default (``runner.postScriptGC``),
in the run's own thread: with pandas, Plotly, Arrow and the engine loaded that walks some
120,000 objects, 120–190 ms on the development machine, while the rerun's last message waits
for it. The dashboard switches it off (``.streamlit/config.toml``; docs/speed.md), and the
sessions that end are still collected in full (``pages/ui/sessions.py``).
"""

import asyncio
import gc
import time
from urllib.parse import urlencode

import pytest
from streamlit.runtime import Runtime

from tests.served import in_own_thread, open_page, rerun, served

#: Seconds each: every case starts a real server in this process, so the fast run leaves them
#: to CI.
pytestmark = pytest.mark.slow


async def _runs_over(server: Runtime, session_id: str) -> None:
    """Wait until the session has no script runner left: every run a rerun caused (a page may
    run again at once) has ended, with what Streamlit does after each."""
    session = server.get_app_session(session_id)
    began = time.monotonic()
    while session is not None and session._scriptrunner is not None:
        assert time.monotonic() - began < 60, "the page's runs end"
        await asyncio.sleep(0.05)


async def _rerun_with_k_24(page: str, params: dict[str, str]) -> tuple[dict[str, str], list[int]]:
    """The metrics a session shows once its page has been rerun with K 24, and the
    generations collected in full while it ran."""
    collected: list[int] = []
    collect = gc.collect

    def counted(generation: int = 2) -> int:
        collected.append(generation)
        return collect(generation)

    async with served() as server:
        session_id, browser = await open_page(server, urlencode({**params, "k": 20}), page)
        await _runs_over(server, session_id)
        with pytest.MonkeyPatch.context() as patched:
            patched.setattr(gc, "collect", counted)
            await rerun(server, session_id, browser, urlencode({**params, "k": 24}), page)
            await _runs_over(server, session_id)
        return browser.metrics, collected


@pytest.mark.parametrize(("page", "params", "shown"), [
    # 1800 v 1900: E = 1 / (1 + 10^(100/400)) = 0.359935; 24 × 0.640065 = +15.36 → 1815.4
    # (K 20 would give 1812.8)
    ("game", {"rating": "1800", "opponent": "1900", "result": "win"},
     ("Your new rating", "1815.4")),
    # 1800 v 1800: E = 0.5; 24 × 0.5 = +12 → 1812 (K 20 would give 1810)
    ("tournament", {"rating": "1800", "games": "1800:1"}, ("Rating period", "1812")),
])
def test_a_new_k_is_shown_without_a_full_collection_after_the_rerun(
        page: str, params: dict[str, str], shown: tuple[str, str]) -> None:
    metrics, collected = in_own_thread(_rerun_with_k_24(page, params))
    label, value = shown
    assert metrics[label] == value
    assert collected == []
