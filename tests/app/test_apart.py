"""Work done in a process of its own (:mod:`pages.ui.apart`): the answer handed back as the work
returned it, what it raised raised in the server, a child that dies or takes too long named and
ended, a helper that has gone started again; and what the Whole event page has done there needs
no Streamlit and gives what the page would have worked out itself."""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from pytest import LogCaptureFixture, MonkeyPatch

from elo_core import FIDE
from pages.ui import apart
from pages.ui.event import shown
from pages.ui.in_force import Frame
from tests.paths import DATA, ROOT

#: Seconds each: every case starts, kills or replaces real helper processes, so the fast run
#: leaves them to CI.
pytestmark = pytest.mark.slow

SWISS = (DATA / "swiss.trf").read_text(encoding="utf-8")


def process_and_double(value: str) -> tuple[int, str]:
    return os.getpid(), value * 2


def refuse(line: int) -> None:
    raise ValueError(f"line {line}: not a game")


def die() -> None:
    os._exit(3)


def exhaust() -> None:
    raise MemoryError


def sleep_after_writing_pid(path: str) -> None:
    Path(path).write_text(str(os.getpid()))
    time.sleep(60)


def assert_ended(pid: int) -> None:
    """The child ``pid`` ends within five seconds (the helper takes note of its end)."""
    for _ in range(100):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.05)
    pytest.fail(f"child {pid} still runs")


def test_a_work_is_done_in_another_process_and_its_answer_handed_back() -> None:
    text = "1800:1\n" * 300_000  # 2 MB there and 4 MB back
    pid, answer = apart.run(process_and_double, text)
    assert pid != os.getpid()
    assert answer == text * 2
    assert apart.run(process_and_double, "x")[0] != pid  # each work a child of its own


def test_what_a_work_raises_is_raised_in_the_server() -> None:
    with pytest.raises(ValueError, match="line 7: not a game"):
        apart.run(refuse, 7)


def test_a_child_that_dies_is_named_and_the_next_work_done() -> None:
    with pytest.raises(apart.ApartFailed, match="die ended without an answer"):
        apart.run(die)
    assert apart.run(process_and_double, "a")[1] == "aa"


def test_a_child_out_of_memory_is_named_as_such() -> None:
    with pytest.raises(apart.ApartFailed, match="exhaust ran out of memory"):
        apart.run(exhaust)


def test_a_helper_that_no_longer_forks_is_replaced(monkeypatch: MonkeyPatch) -> None:
    monkeypatch.setattr(apart, "START_TIMEOUT", 0.5)
    apart.run(process_and_double, "a")
    helper = apart._HELPER[0][0]
    os.kill(helper.pid, signal.SIGSTOP)
    try:
        with pytest.raises(apart.ApartFailed, match=r"not started within 0\.5 s"):
            apart.run(process_and_double, "b")
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(helper.pid, signal.SIGCONT)
    assert helper.poll() is not None  # stopped for good
    # the next helper's start-up (a Python importing the work's module) is given its usual time:
    # half a second is not enough on a busy machine
    monkeypatch.setattr(apart, "START_TIMEOUT", 30.0)
    assert apart.run(process_and_double, "c")[1] == "cc"


def test_a_work_that_takes_too_long_is_stopped(tmp_path: Path, monkeypatch: MonkeyPatch) -> None:
    monkeypatch.setattr(apart, "TIMEOUT", 0.5)
    written = tmp_path / "pid"
    began = time.monotonic()
    with pytest.raises(apart.ApartFailed, match=r"took longer than 0\.5 s"):
        apart.run(sleep_after_writing_pid, str(written))
    assert time.monotonic() - began < 10
    pid = int(written.read_text())
    assert_ended(pid)


def test_a_helper_that_has_gone_is_started_again() -> None:
    apart.run(process_and_double, "a")
    helper = apart._HELPER[0][0]
    helper.kill()
    helper.wait()
    assert apart.run(process_and_double, "b")[1] == "bb"
    assert apart._HELPER[0][0].pid != helper.pid


def test_what_the_event_page_has_done_apart_needs_no_streamlit() -> None:
    # the helper imports the module of the page's work: Streamlit there would be tens of MB more
    done = subprocess.run(
        [sys.executable, "-c", "import sys, pages.ui.apart, pages.ui.event.shown; "
         "print(sorted(m for m in sys.modules if m.split('.')[0] in ('streamlit', 'pandas')))"],
        cwd=ROOT, capture_output=True, text=True, check=True, timeout=60)
    assert done.stdout.strip() == "[]"


def test_the_event_worked_out_apart_is_the_event_worked_out_here() -> None:
    asked = shown.Asked(SWISS, Frame("de", FIDE), None, {3: 10}, find="a", player=2,
                        editor=True)
    there = apart.run(shown.shown, asked)
    assert there == shown.shown(asked)
    assert there.chosen is not None and there.chosen.player.start_rank == 2
    assert there.k_set_applies and there.editor_rows
    for name in shown.DOWNLOADS:
        assert apart.run(shown.download, asked, name) == shown.download(asked, name)


def test_what_a_child_raised_is_logged_in_the_server_with_its_traceback(
        caplog: LogCaptureFixture) -> None:
    with caplog.at_level(logging.ERROR, logger="pages.ui.apart"), pytest.raises(ValueError):
        apart.run(refuse, 7)
    logged = caplog.text
    assert "refuse raised in its child process" in logged
    assert "Traceback" in logged and "ValueError: line 7: not a game" in logged


def test_a_child_that_has_ended_is_not_signalled(monkeypatch: MonkeyPatch) -> None:
    # its number may be another process's by now: nothing is sent to it
    sent: list[tuple[object, int]] = []
    monkeypatch.setattr(os, "kill", lambda pid, sig: sent.append((pid, sig)))
    monkeypatch.setattr(signal, "pidfd_send_signal",
                        lambda fd, sig, *rest: sent.append((fd, sig)))
    with pytest.raises(apart.ApartFailed, match="die ended without an answer"):
        apart.run(die)
    assert sent == []


def test_a_work_that_cannot_be_handed_over_leaves_no_socket_open(monkeypatch: MonkeyPatch) -> None:
    apart.run(process_and_double, "a")
    before = len(os.listdir("/proc/self/fd"))

    def refused(module: str, end: socket.socket) -> None:
        raise apart.ApartFailed("the helper that forks the children cannot be started")

    monkeypatch.setattr(apart, "_hand_over", refused)
    for _ in range(5):
        with pytest.raises(apart.ApartFailed):
            apart.run(process_and_double, "b")
    assert len(os.listdir("/proc/self/fd")) == before


def test_a_helper_killed_once_the_work_is_handed_over_fails_no_work(
        monkeypatch: MonkeyPatch) -> None:
    apart.run(process_and_double, "a")
    handed = apart._hand_over
    killed: list[int] = []

    def hand_over_then_kill(module: str, end: socket.socket) -> None:
        helper = apart._HELPER[0][0]
        if not killed:
            os.kill(helper.pid, signal.SIGSTOP)  # it takes the work, and forks no child
        handed(module, end)
        if not killed:
            helper.kill()
            helper.wait()
            killed.append(helper.pid)

    monkeypatch.setattr(apart, "_hand_over", hand_over_then_kill)
    assert apart.run(process_and_double, "b")[1] == "bb"  # done by the helper started again
    assert killed and apart._HELPER[0][0].pid != killed[0]


def test_ctrl_c_leaves_the_helper_to_end_with_the_server() -> None:
    apart.run(process_and_double, "a")
    helper = apart._HELPER[0][0]
    os.kill(helper.pid, signal.SIGINT)  # as Ctrl+C in the terminal sends it to both
    assert apart.run(process_and_double, "b")[1] == "bb"
    assert helper.poll() is None and apart._HELPER[0][0].pid == helper.pid


def test_a_change_to_the_works_module_starts_the_helper_again(caplog: LogCaptureFixture) -> None:
    apart.run(process_and_double, "a")
    helper = apart._HELPER[0][0]
    module = Path(__file__)
    changed = module.stat()
    try:
        os.utime(module, ns=(changed.st_atime_ns, changed.st_mtime_ns + 10**9))
        with caplog.at_level(logging.WARNING, logger="pages.ui.apart"):
            assert apart.run(process_and_double, "b")[1] == "bb"
    finally:
        os.utime(module, ns=(changed.st_atime_ns, changed.st_mtime_ns))
    assert apart._HELPER[0][0].pid != helper.pid
    assert "tests.app.test_apart has changed since the helper started" in caplog.text


def count_to(total: int, progress: Callable[[int, int], None]) -> int:
    for done in range(1, total + 1):
        progress(done, total)
    return total


def tell_then_sleep(path: str, progress: Callable[[int, int], None]) -> None:
    progress(0, 1)
    Path(path).write_text(str(os.getpid()))
    time.sleep(60)


def test_a_job_tells_its_progress_and_hands_back_its_answer() -> None:
    job = apart.start(count_to, 500)
    assert job.wait(60) and job.done()
    assert job.answer() == 500
    assert job.steps == (500, 500)


def refuse_once_begun(line: int, progress: Callable[[int, int], None]) -> None:
    progress(0, 1)
    refuse(line)


def test_a_job_that_raises_raises_when_asked_for_its_answer() -> None:
    job = apart.start(refuse_once_begun, 3)
    with pytest.raises(ValueError, match="line 3: not a game"):
        job.answer()


def test_a_job_stopped_ends_its_child(tmp_path: Path) -> None:
    written = tmp_path / "pid"
    job = apart.start(tell_then_sleep, str(written))
    for _ in range(600):
        if written.exists() and written.read_text():
            break
        time.sleep(0.05)
    pid = int(written.read_text())
    job.stop()
    assert job.wait(10)
    with pytest.raises(apart.JobStopped):
        job.answer()
    assert_ended(pid)


def test_a_job_leaves_a_processor_to_the_pages_other_works(tmp_path: Path) -> None:
    if (os.cpu_count() or 1) < 2:
        pytest.skip("one processor: a job and a page's work take turns")
    written = tmp_path / "pid"
    job = apart.start(tell_then_sleep, str(written))
    others: list[apart.Job[None]] = []
    try:
        others += [apart.start(tell_then_sleep, str(tmp_path / f"other{n}"))
                  for n in range(os.cpu_count() or 1)]
        began = time.monotonic()
        assert apart.run(process_and_double, "a")[1] == "aa"
        assert time.monotonic() - began < 30
        assert all(other.steps is None for other in others), "the jobs' share is taken"
    finally:
        job.stop()
        for other in others:
            other.stop()
        job.wait(10)


def test_works_of_two_modules_share_one_helper() -> None:
    apart.run(process_and_double, "a")
    apart.run(shown.players, SWISS)
    helper = apart._HELPER[0][0]
    apart.run(process_and_double, "b")
    apart.run(shown.players, SWISS)
    assert apart._HELPER[0][0].pid == helper.pid
