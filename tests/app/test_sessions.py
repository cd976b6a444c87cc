"""Sessions whose browser has gone are ended, so that their memory comes back; a session that
reconnects in time is kept."""

import asyncio
import gc
import time
import weakref

import pytest
from hypothesis import given
from hypothesis import strategies as st
from streamlit.testing.v1.util import patch_config_options

from pages.ui.sessions import Janitor
from tests.served import in_own_thread, open_page, rerun, served


class Server:
    """Which sessions have a browser, what was ended, and a clock the test moves."""

    def __init__(self) -> None:
        self.connected: set[str] = set()
        self.ended: list[str] = []
        self.now = 0.0

    def janitor(self, grace: float = 60) -> Janitor:
        return Janitor(lambda sid: sid in self.connected, self.ended.append, grace,
                       clock=lambda: self.now)

    def gone_at_zero(self) -> Janitor:
        """A janitor (grace 60 s) watching session "a", seen gone at 0 s."""
        janitor = self.janitor(grace=60)
        janitor.watch("a")
        janitor.sweep()
        return janitor


def test_a_session_gone_for_the_grace_time_is_ended_once() -> None:
    server = Server()
    janitor = server.janitor(grace=60)
    server.connected.add("a")
    janitor.watch("a")
    assert janitor.sweep() == []
    server.connected.discard("a")
    server.now = 10  # first seen gone at 10 s
    assert janitor.sweep() == []
    server.now = 69  # gone for 59 s
    assert janitor.sweep() == []
    server.now = 70  # gone for 60 s
    assert janitor.sweep() == ["a"]
    server.now = 200
    assert janitor.sweep() == []
    assert server.ended == ["a"]
    assert janitor.watched() == 0


def test_a_session_that_reconnects_is_kept_and_its_time_starts_again() -> None:
    server = Server()
    janitor = server.gone_at_zero()
    server.now = 50
    server.connected.add("a")
    janitor.sweep()  # back before 60 s
    server.now = 100
    server.connected.discard("a")
    janitor.sweep()  # gone again since 100
    server.now = 150
    assert janitor.sweep() == []
    server.now = 160
    assert janitor.sweep() == ["a"]


def test_a_page_run_after_a_reconnect_keeps_the_session() -> None:
    server = Server()
    janitor = server.gone_at_zero()
    server.now = 59
    janitor.watch("a")  # it ran a page: it is back
    janitor.sweep()
    server.now = 100
    assert janitor.sweep() == []
    assert server.ended == []


@pytest.mark.parametrize("grace", [0.5, 60])
@given(gaps=st.lists(st.floats(0, 200), min_size=1, max_size=30),
       connected=st.lists(st.booleans(), min_size=1, max_size=30))
def test_no_session_is_ended_while_connected_or_before_its_grace_time(
        grace: float, gaps: list[float], connected: list[bool]) -> None:
    server = Server()
    janitor = server.janitor(grace)
    janitor.watch("a")
    gone_since = None
    for gap, up in zip(gaps, connected, strict=False):
        server.now += gap
        if up:
            server.connected.add("a")
        else:
            server.connected.discard("a")
        ended = janitor.sweep()
        if up:
            gone_since = None
            assert ended == []
        elif gone_since is None:
            gone_since = server.now
            assert ended == []
        else:
            assert (ended == ["a"]) == (server.now - gone_since >= grace)
            if ended:
                break
    assert len(server.ended) <= 1


async def _closed_page_kept(ttl: int) -> bool:
    """In a real (socketless) server, open the landing page in two sessions and close the
    first; while the second keeps using the app for as long as Streamlit keeps a closed
    session, whether the first session's object is still alive."""
    async with served(ttl) as server:
        closed_id, _ = await open_page(server, "rating=1900")
        closed = weakref.ref(server.get_app_session(closed_id))
        other_id, other = await open_page(server, "")
        server.disconnect_session(closed_id)
        began = time.monotonic()
        while closed() is not None and time.monotonic() - began < ttl:
            await asyncio.sleep(0.5)
            await rerun(server, other_id, other, "lang=de")
            gc.collect()
        return closed() is not None


@pytest.mark.slow
def test_a_closed_page_s_session_is_let_go_before_streamlit_would_drop_it() -> None:
    ttl = 8  # ended after 4 s gone, checked every second: by 6 s
    # A thread of its own: the browser tests' Playwright keeps an event loop running in this
    # one for the whole test session.
    with patch_config_options({"server.disconnectedSessionTTL": ttl}):
        kept = in_own_thread(_closed_page_kept(ttl))
    assert not kept, "the session and its state are held"
