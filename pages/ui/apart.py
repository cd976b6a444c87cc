"""Work done in a process of its own, which ends with it, so that all the memory the work took
goes back to the system.

CPython hands the memory of its small objects back to the system only a whole arena (1 MB) at a
time, once nothing in it is alive. The reading of a big report makes hundreds of thousands of
small objects; made in the server, among objects of other sessions that live on, it leaves
arenas that a few of those pin, and the server's resident memory stays high after every
session has ended (docs/memory.md). Done in a child process, the work's objects never enter
the server's heap: the child ends, the system takes its memory back whole, and the server
keeps only the answer, what the page draws.

The children are forked from a helper: a small Python started with the first work, which
imports the work's module once and then forks a child for each work, so that a child starts in
a millisecond or two and holds no copy of the server (Streamlit, other sessions' data, the
locks of its threads), as a child forked from the server itself would. The server hands the
helper one end of a socket for each work; the work and its answer go through it, pickled.
(:mod:`multiprocessing`'s fork server does much the same, but has each child import the
server's main module again, which under Streamlit is Streamlit itself.) At most one child a
processor runs at once; another work waits for one to end. Where the system cannot fork
(Windows), the work is done in the server itself. The helper keeps the code it was started
with: where a work's module has changed on disk since, it is started again (and the log says
so), so that an edit takes effect as Streamlit's own reruns do; a work of a module it has not
imported starts it again with that module too, so that the pages' works each find theirs
imported.

A long work a page polls (:func:`start`, the Whole event page's forecast) is a :class:`Job`:
a thread of the server waits for its child, which tells its progress as it goes, while the
page stays usable; it can be stopped, and it never takes the last processor where there are
two or more, so that the pages' other works go on beside it.

Kept because it is measured: with the work done in the server, the memory 8 closed sessions on
the largest event, or the Club page's largest season, leave is over its goal, and apart it is
within it (``benchmarks/benchmark.py --only event-memory`` and ``--only club-memory`` measure
both; the figures are in docs/memory.md).
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, Generic, TypeVar

T = TypeVar("T")

#: The longest a work may take before its child is stopped (the largest file the Whole event
#: page takes is read and rated in about 2 s, its largest download made in 10 s).
TIMEOUT = 300.0
#: The longest a child may take to start (a millisecond or two; far longer only where the
#: helper is stopped or the machine is out of processes).
START_TIMEOUT = 30.0
#: Whether this system can fork the children, and hand a socket from one process to another.
FORKS = hasattr(os, "fork") and hasattr(socket, "send_fds")

_SLOTS = threading.BoundedSemaphore(os.cpu_count() or 1)
#: The jobs' own share of the processors: all but one, at least one.
_JOB_SLOTS = threading.BoundedSemaphore(max(1, (os.cpu_count() or 1) - 1))
_LOCK = threading.Lock()
#: The helper, once started: its process, the socket the server hands it a work's end on, and
#: the modules it imported, each with the time its file was last changed then.
_HELPER: list[tuple[subprocess.Popen[bytes], socket.socket, dict[str, float | None]]] = []
#: How often a job's thread looks whether it is to stop, in seconds.
_LOOK = 0.2
#: A child's message that tells a job's progress: the tag, the steps done, all of them.
_PROGRESS = "progress"
_LOG = logging.getLogger(__name__)


class ApartFailed(RuntimeError):
    """The child ended without an answer (stopped from outside, out of memory) or took longer
    than :data:`TIMEOUT`."""


class JobStopped(Exception):
    """A job stopped before its work was done."""


class _HelperGone(Exception):
    """The helper ended before it forked the work's child: no child failed."""


def _answer(connection: Connection) -> None:
    """In a child: do the work received, hand back what it returns or what it raised; a job's
    work is given a ``progress`` that tells the server each step."""
    connection.send(os.getpid())
    work, args, told = connection.recv()

    def progress(done: int, total: int) -> None:
        connection.send((_PROGRESS, done, total))

    try:
        answer: tuple[bool, object, str] = (
            True, work(*args, progress=progress) if told else work(*args), "")
    except MemoryError:
        answer = (False, ApartFailed(f"{work.__name__} ran out of memory"), "")
    except Exception as error:  # raised again in the server, its traceback logged there
        answer = (False, error, traceback.format_exc())
    try:
        connection.send(answer)
    except Exception as error:  # an answer or an error that cannot be pickled
        connection.send((False, ApartFailed(f"{type(error).__name__}: {error}"),
                         traceback.format_exc()))


def _reap(*_: object) -> None:
    """Take note of every child that has ended (so that none is left a zombie)."""
    with contextlib.suppress(ChildProcessError):
        while os.waitpid(-1, os.WNOHANG)[0]:
            pass


def serve(control: int, modules: list[str]) -> None:
    """The helper: import ``modules``, then fork a child for each socket handed over on the
    socket ``control``, until the server closes it."""
    for module in modules:
        importlib.import_module(module)
    signal.signal(signal.SIGCHLD, _reap)
    # Ctrl+C in the server's terminal reaches the helper too: it ends when the server closes
    # its socket, without a traceback of its own
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    with socket.socket(fileno=control) as server:
        while True:
            message, fds, _, _ = socket.recv_fds(server, 1, 1)
            if not message:
                return
            if os.fork() == 0:
                server.close()
                signal.signal(signal.SIGINT, signal.default_int_handler)
                code = 0
                try:
                    _answer(Connection(fds[0]))
                except BaseException:  # the server has gone, or the answer could not be sent
                    code = 1
                os._exit(code)
            os.close(fds[0])


def _changed(module: str) -> float | None:
    """When the file of ``module`` (imported here too) was last changed; ``None`` where it has
    no file."""
    try:
        return os.stat(sys.modules[module].__file__ or "").st_mtime
    except (KeyError, OSError):
        return None


def _start(modules: list[str]
           ) -> tuple[subprocess.Popen[bytes], socket.socket, dict[str, float | None]]:
    """Start the helper, ``modules`` imported in it; its process, control socket and the time
    each module's file was last changed."""
    for module in modules:
        importlib.import_module(module)
    changed = {module: _changed(module) for module in modules}
    ours, theirs = socket.socketpair()
    code = (f"import sys; sys.path[:0] = {sys.path!r}; from pages.ui import apart; "
            f"apart.serve({theirs.fileno()}, {modules!r})")
    try:
        process = subprocess.Popen([sys.executable, "-c", code], pass_fds=(theirs.fileno(),),
                                   stdin=subprocess.DEVNULL)
    except BaseException:
        ours.close()
        raise
    finally:
        theirs.close()
    return process, ours, changed


def _hand_over(module: str, end: socket.socket) -> None:
    """Hand ``end`` to the helper (started again if it has gone, if one of its modules has
    changed since it started, or with the work's module too where it has not imported it),
    which forks a child for it."""
    with _LOCK:
        for _ in range(2):
            modules = dict(_HELPER[0][2]) if _HELPER else {}
            if _HELPER and _HELPER[0][0].poll() is None:
                for name, changed in modules.items():
                    if changed != _changed(name):
                        _LOG.warning("%s has changed since the helper started: starting it "
                                     "again with the new code", name)
                        _end_helper()
                        break
                else:
                    if module not in modules:
                        _end_helper()
            if not _HELPER or _HELPER[0][0].poll() is not None:
                _end_helper()
                _HELPER.append(_start([*(m for m in modules if m != module), module]))
            try:
                socket.send_fds(_HELPER[0][1], [b"w"], [end.fileno()])
                return
            except OSError:
                _end_helper()
    raise ApartFailed("the helper that forks the children cannot be started")


def run(work: Callable[..., T], *args: Any) -> T:
    """``work(*args)`` done in a child process, its answer returned (an exception it raised is
    raised here). ``work`` is a function of a module, and its arguments and answer can be
    pickled."""
    if not FORKS:
        return work(*args)
    with _SLOTS:
        return _done_apart(work, args)


def _done_apart(work: Callable[..., T], args: tuple[Any, ...],
                job: Job[Any] | None = None) -> T:
    """``work(*args)`` in a child, a slot held; for a ``job``, its progress told to it."""
    try:
        done, answer, trace = _in_child(work, args, job)
    except _HelperGone:  # killed between two works: that is no reason to fail this one
        done, answer, trace = _in_child(work, args, job)
    if not done:
        if trace:
            _LOG.error("%s raised in its child process:\n%s", work.__name__, trace.rstrip())
        raise answer
    return answer  # type: ignore[no-any-return]


def _in_child(work: Callable[..., T], args: tuple[Any, ...],
              job: Job[Any] | None = None) -> tuple[bool, Any, str]:
    """``work(*args)`` in a child forked by the helper: whether it returned, what it returned
    or raised, and the traceback of what it raised; for a ``job``, each step it tells handed
    on, and the child stopped where the job is. :class:`_HelperGone` where the helper ended
    before it forked the child."""
    ours, theirs = socket.socketpair()
    try:
        _hand_over(work.__module__, theirs)
    except BaseException:
        ours.close()
        raise
    finally:
        theirs.close()
    with Connection(ours.detach()) as connection:
        child = None
        try:
            if not connection.poll(START_TIMEOUT):
                _stop_helper()  # stopped, not gone: the next work starts another
                raise ApartFailed(f"{work.__name__} was not started within "
                                  f"{START_TIMEOUT:g} s")
            try:
                pid = connection.recv()
            except EOFError:  # the helper closed the child's end unforked: it has ended
                raise _HelperGone from None
            # the child waits for its work, so it is alive and this names it, not a later
            # process that the system has given its number to once it has ended
            child = _open(pid)
            connection.send((work, args, job is not None))
            began = time.monotonic()
            while True:
                if job is not None and job.stopping:
                    _stop(child)
                    raise JobStopped(f"{work.__name__} was stopped")
                left = TIMEOUT - (time.monotonic() - began)
                if left <= 0:
                    _stop(child)
                    raise ApartFailed(f"{work.__name__} took longer than {TIMEOUT:g} s")
                if not connection.poll(left if job is None else min(left, _LOOK)):
                    continue
                message = connection.recv()
                if message[0] == _PROGRESS:
                    if job is not None:
                        job.told(message[1], message[2])
                    continue
                answer: tuple[bool, Any, str] = message
                return answer
        except (EOFError, OSError):  # the child has ended: nothing is left to stop
            raise ApartFailed(f"{work.__name__} ended without an answer") from None
        finally:
            if child is not None:
                with contextlib.suppress(OSError):
                    os.close(child)


def _end_helper() -> None:
    """Forget the helper, stopped if it still runs, its socket closed (the lock held)."""
    if _HELPER:
        process, control, _ = _HELPER.pop()
        process.kill()
        process.wait()
        control.close()


def _stop_helper() -> None:
    """Stop the helper, which no longer forks; the next work starts another."""
    with _LOCK:
        _end_helper()


def _open(pid: int) -> int | None:
    """A handle on the child ``pid`` that names it even once the number goes to another
    process (Linux's pidfd); ``None`` where the system has none."""
    if not hasattr(os, "pidfd_open"):
        return None
    try:
        return os.pidfd_open(pid)
    except OSError:  # already ended
        return None


def _stop(child: int | None) -> None:
    """Stop a child that is still at work (its answer will not be read), by its handle: a
    process that has ended is not stopped again, nor whoever has its number now."""
    if child is not None:
        with contextlib.suppress(ProcessLookupError, OSError):
            signal.pidfd_send_signal(child, signal.SIGKILL)


class Job(Generic[T]):
    """A work done apart in the background (:func:`start`): its progress as the child tells
    it, its answer once done, and a way to stop it."""

    def __init__(self, work: Callable[..., T], args: tuple[Any, ...]) -> None:
        self._lock = threading.Lock()
        self._steps: tuple[int, int] | None = None
        self._answer: tuple[bool, Any] | None = None
        self._stopping = threading.Event()
        self._done = threading.Event()
        threading.Thread(target=self._run, args=(work, args), daemon=True,
                         name=f"job {work.__name__}").start()

    def _run(self, work: Callable[..., T], args: tuple[Any, ...]) -> None:
        answer: tuple[bool, Any]
        try:
            if not FORKS:
                answer = (True, work(*args, progress=self.told))
            elif self._slot(_JOB_SLOTS):
                try:
                    if self._slot(_SLOTS):
                        try:
                            answer = (True, _done_apart(work, args, self))
                        finally:
                            _SLOTS.release()
                    else:
                        answer = (False, JobStopped(f"{work.__name__} was stopped"))
                finally:
                    _JOB_SLOTS.release()
            else:
                answer = (False, JobStopped(f"{work.__name__} was stopped"))
        except Exception as error:  # handed to whoever asks for the answer
            answer = (False, error)
        with self._lock:
            self._answer = answer
        self._done.set()

    def _slot(self, slots: threading.BoundedSemaphore) -> bool:
        """Wait for one of ``slots``, unless the job is stopped first."""
        while not slots.acquire(timeout=_LOOK):
            if self._stopping.is_set():
                return False
        return True

    def told(self, done: int, total: int) -> None:
        """The work has done ``done`` of its ``total`` steps."""
        if self._stopping.is_set() and not FORKS:
            raise JobStopped("stopped")
        with self._lock:
            self._steps = (done, total)

    @property
    def steps(self) -> tuple[int, int] | None:
        """The steps done and all of them, as last told; ``None`` before the first (the work
        waits for a processor, or has just begun)."""
        with self._lock:
            return self._steps

    @property
    def stopping(self) -> bool:
        """Whether the job is to stop."""
        return self._stopping.is_set()

    def done(self) -> bool:
        """Whether the job has ended: answered, failed or stopped."""
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the job has ended, at most ``timeout`` seconds; whether it has."""
        return self._done.wait(timeout)

    def answer(self) -> T:
        """What the work returned; what it raised is raised here (:class:`ApartFailed` where
        its child failed, :class:`JobStopped` where it was stopped)."""
        self._done.wait()
        with self._lock:
            assert self._answer is not None
            done, value = self._answer
        if not done:
            raise value
        return value  # type: ignore[no-any-return]

    def stop(self) -> None:
        """Stop the job: its child is ended within a fifth of a second."""
        self._stopping.set()


def start(work: Callable[..., T], *args: Any) -> Job[T]:
    """``work(*args, progress=...)`` started apart, in the background: ``progress(done,
    total)`` tells each step. ``work`` is a function of a module, and its arguments and answer
    can be pickled."""
    return Job(work, args)
