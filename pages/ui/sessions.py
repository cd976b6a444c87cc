"""Ending the sessions whose browser has gone, so that their memory comes back.

Streamlit keeps a session whose websocket has closed for ``server.disconnectedSessionTTL``
seconds (120 by default), so that a page which loses its connection for a moment carries on
where it was. But it never shuts such a session down: its store drops the session after that
time, and only when another session disconnects. Until then the session's state (its game list)
is held; ever after, Streamlit's file managers hold what the session gave them: its uploaded
files and the data behind its download buttons (here both series, game by game). (Streamlit
1.67: ``WebsocketSessionManager.disconnect_session`` saves the session in a
``MemorySessionStorage``, a TTL cache with no removal hook; only ``AppSession.shutdown`` lets go
of uploads and downloads; streamlit/streamlit#12506.)

So each session that runs a page is watched, and once it has been gone for half that time it is
closed the way Streamlit closes a logged-out session: shut down, its files and state released.
Then the garbage collector runs and the C heap's free pages go back to the system, which
measurably lowers the server's resident memory once the sessions with long lists have ended.

For those pages to go back, the server's first session has Arrow, which Streamlit sends every
table through, allocate from the C heap instead of its own mimalloc pool
(:func:`tables_from_the_c_heap`), which kept what eight sessions' tables had freed. With the C
heap in two arenas instead of one for each thread a rerun runs in (``MALLOC_ARENA_MAX=2``, which
the README's command sets: glibc reads it only as the server starts), eight sessions on the
largest event left 21 MB behind instead of 41 MB (docs/memory.md).
"""

from __future__ import annotations

import contextlib
import ctypes
import gc
import threading
import time
from collections.abc import Callable

import pyarrow
from streamlit import config, runtime
from streamlit.runtime import Runtime
from streamlit.runtime.scriptrunner import get_script_run_ctx


class Janitor:
    """The sessions to end: each one once it has been gone for ``grace`` seconds.

    ``is_active`` says whether a session still has its browser; ``end`` closes it. A session
    that comes back before then is kept, and its time starts again when it goes.
    """

    def __init__(self, is_active: Callable[[str], bool], end: Callable[[str], None],
                 grace: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.grace = grace
        self._is_active, self._end, self._clock = is_active, end, clock
        self._gone_since: dict[str, float | None] = {}
        self._lock = threading.Lock()

    def watch(self, session_id: str) -> None:
        """Watch ``session_id``, which is running a page now."""
        with self._lock:
            self._gone_since[session_id] = None

    def watched(self) -> int:
        """How many sessions are watched: connected, or gone for less than ``grace``."""
        with self._lock:
            return len(self._gone_since)

    def sweep(self) -> list[str]:
        """End every session gone for ``grace`` seconds or more; the ids ended."""
        now = self._clock()
        with self._lock:
            watched = list(self._gone_since.items())
        ended = []
        for session_id, gone_since in watched:
            if self._is_active(session_id):
                self._mark(session_id, None)
            elif gone_since is None:
                self._mark(session_id, now)
            elif now - gone_since >= self.grace:
                self._end(session_id)
                ended.append(session_id)
                with self._lock:
                    self._gone_since.pop(session_id, None)
        return ended

    def _mark(self, session_id: str, gone_since: float | None) -> None:
        with self._lock:
            if session_id in self._gone_since:
                self._gone_since[session_id] = gone_since


def tables_from_the_c_heap() -> None:
    """Arrow's memory from the C heap, whose free pages :func:`release_free_memory` gives
    back."""
    pyarrow.set_memory_pool(pyarrow.system_memory_pool())


def release_free_memory() -> None:
    """Collect the ended sessions' reference cycles, then give the C heap's free pages back
    to the system (glibc's ``malloc_trim``; skipped where the C library has none)."""
    gc.collect()
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None).malloc_trim(0)


_current: tuple[Runtime, Janitor] | None = None
_starting = threading.Lock()


def _keep_sweeping(janitor: Janitor, server: Runtime, interval: float) -> None:
    ended = False
    while Runtime.exists() and runtime.get_instance() is server:
        time.sleep(interval)
        if ended:
            release_free_memory()  # the sessions ended a sweep ago are shut down by now
        ended = bool(janitor.sweep())


def _start_sweeping(server: Runtime) -> Janitor:
    tables_from_the_c_heap()
    grace = config.get_option("server.disconnectedSessionTTL") / 2
    janitor = Janitor(server.is_active_session, server.clear_user_info_for_session, grace)
    threading.Thread(target=_keep_sweeping, args=(janitor, server, max(grace / 4, 0.5)),
                     name="session-janitor", daemon=True).start()
    return janitor


def watch_this_session() -> None:
    """Have this session ended once its browser has been gone for half the time Streamlit
    keeps it for a reconnect; the first call in a server starts the sweeping.

    The sweep runs every eighth of that time (no more often than twice a second), so a session
    ends at most three quarters of the way through it (90 s of Streamlit's 120), while
    Streamlit can still shut it down. Outside a server (AppTest, bare ``python``) there are no
    sessions to end.
    """
    global _current
    ctx = get_script_run_ctx()
    if ctx is None or not Runtime.exists():
        return
    server = runtime.get_instance()
    if type(server) is not Runtime:  # AppTest's stand-in runtime: no server, no browsers
        return
    with _starting:
        if _current is None or _current[0] is not server:
            _current = (server, _start_sweeping(server))
        janitor = _current[1]
    janitor.watch(ctx.session_id)
