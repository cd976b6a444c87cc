"""What the server keeps of a session between its reruns: the inputs, not what was worked out
from them.

Streamlit holds a page's top-level names until the page's next rerun, and a download button's
data until the session ends. Anything rated and kept there for a long list is some 300,000 small
objects per session, and other sessions' lasting objects get placed among them: 20–25 MB of the
server's memory stayed once such sessions had closed (docs/memory.md).
"""

import csv
import gc
import io
import subprocess
import sys
import tracemalloc
from collections.abc import Iterable
from urllib.parse import urlencode

import pytest
from pytest import MonkeyPatch
from streamlit.runtime import Runtime

from elo_core import SeriesReport
from elo_core.event import EventReport, PlayerResult
from elo_core.trf.problems import TrfProblem
from elo_core.trf.reader import read_trf
from elo_core.trf.records import Tournament
from pages.ui.event import shown
from tests.paths import ROOT
from tests.served import downloaded, in_own_thread, open_page, rerun, served
from tests.trf_lines import junk_player_lines

#: Seconds each: every case runs pages in a real Streamlit runtime and measures what it keeps,
#: so the fast run leaves them to CI.
pytestmark = pytest.mark.slow

GAMES = 300
LIST = "\n".join(f"{1500 + 2 * i}:{'1' if i % 3 else '½'}" for i in range(GAMES))


async def _reports_held_between_reruns(query: str) -> tuple[int, dict[str, str]]:
    async with served() as server:
        session_id, browser = await open_page(server, query, "tournament")
        assert server.is_active_session(session_id)
        gc.collect()
        return sum(isinstance(o, SeriesReport) and len(o.rows) == GAMES
                   for o in gc.get_objects()), browser.metrics


def test_a_tournament_page_keeps_no_report_between_reruns() -> None:
    query = urlencode({"rating": 1800, "games": LIST})
    held, shown = in_own_thread(_reports_held_between_reruns(query))
    assert "Rating period" in shown and held == 0


async def _csv_and_metric(query: str) -> tuple[bytes, str]:
    async with served() as server:
        _, browser = await open_page(server, query, "tournament")
        gc.collect()  # nothing rated is left that the download could use
        return (downloaded(server, browser.downloads["Partien herunterladen (CSV)"]),
                browser.metrics["Ratingperiode"])


def test_a_download_rates_the_list_again_as_the_page_did() -> None:
    # K 20 under FIDE's rules: 20 × (0.5 + 0.2 − 0.15 + 0.36) = +18.20, published as +18
    query = urlencode({"rating": 1800, "k": 20, "rules": "fide", "lang": "de",
                       "games": "Meier 1800:1\nKraus 1950:½\nLang 2100:0\n1900:+\n1700:1"})
    data, shown = in_own_thread(_csv_and_metric(query))
    last = data.decode("utf-8-sig").splitlines()[-1].split(";")
    assert shown == "1818" and last[-1] == "18"


async def _example_event() -> tuple[int, bytes]:
    async with served() as server:
        session_id, browser = await open_page(server, "", "event")
        await rerun(server, session_id, browser, "", "event", clicked="Try an example event")
        gc.collect()
        held = sum(isinstance(o, EventReport) for o in gc.get_objects())
        return held, downloaded(server, browser.downloads["Download players (CSV)"])


def test_the_whole_event_keeps_its_file_not_its_report_and_a_download_rates_it_again() -> None:
    held, data = in_own_thread(_example_event())
    assert held == 0
    rows = {row["Name"]: row for row in csv.DictReader(io.StringIO(data.decode("utf-8-sig")))}
    # the example's Bakker (tests/data/swiss.trf): K 40 as a junior, E 2.57 from 3.0 points,
    # 40 × 0.43 = 17.2, published as +17
    bakker = next(row for name, row in rows.items() if name.startswith("Bakker"))
    assert (bakker["Change"], bakker["New rating"], bakker["K"]) == ("17", "2197", "40")


#: What the Whole event page's file input is called.
UPLOAD = "Tournament report file (TRF)"
#: Junk player lines: many read as players, each with its problems (the benchmark's 2 MB file,
#: a tenth as long).
JUNK = junk_player_lines(200_000).encode("ascii")
SESSIONS = 4


async def _given_the_junk(server: Runtime) -> None:
    session_id, browser = await open_page(server, "", "event")
    await rerun(server, session_id, browser, "", "event", uploaded=(UPLOAD, "junk.trf", JUNK))
    assert "Players" in browser.metrics  # taken: many lines read as players


async def _held_by_sessions_with_a_file() -> tuple[float, int]:
    """What ``SESSIONS`` sessions hold between reruns once each has been given the junk (not
    counting a first one, which loads what the page needs once in a server): bytes a session,
    and the readings, players' results and problems they left alive (beyond those alive before
    they came, which other tests of this process may hold)."""
    async with served() as server:
        await open_page(server, "", "event")  # the server's first run declares the pages
        await _given_the_junk(server)
        gc.collect()
        alive_before = _readings_alive()
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        for _ in range(SESSIONS):
            await _given_the_junk(server)
        gc.collect()
        held = (tracemalloc.get_traced_memory()[0] - before) / SESSIONS
        tracemalloc.stop()
        return held, _readings_alive() - alive_before


async def _metrics_given_the_junk() -> dict[str, str]:
    async with served() as server:
        await open_page(server, "", "event")  # the server's first run declares the pages
        session_id, browser = await open_page(server, "", "event")
        await rerun(server, session_id, browser, "", "event", uploaded=(UPLOAD, "junk.trf", JUNK))
        await rerun(server, session_id, browser, "", "event")
        return browser.metrics


def test_the_server_reads_no_report_itself(monkeypatch: MonkeyPatch) -> None:
    # the reading and the rating happen in a child process that ends with them
    # (pages.ui.apart): none of their objects is made in the server, so none of the arenas
    # they would take stays pinned there once the sessions have closed
    read_here: list[int] = []

    def read_counted(text: str | Iterable[str], keep_problems: int | None = None) -> Tournament:
        read_here.append(1)
        return read_trf(text, keep_problems)

    monkeypatch.setattr(shown, "read_trf", read_counted)
    metrics = in_own_thread(_metrics_given_the_junk())
    assert int(metrics["Players"].replace(",", "")) > 100
    assert read_here == []


def _readings_alive() -> int:
    """How many readings, players' results and problems of a report are alive."""
    return sum(isinstance(o, Tournament | PlayerResult | TrfProblem) for o in gc.get_objects())


def test_a_session_keeps_its_files_text_not_its_reading() -> None:
    # a 200 kB file read makes thousands of problems and players (about 2 MB, ten times the
    # file): a session keeps the upload's bytes, the text and the player chooser's labels (one
    # per player, which Streamlit keeps until the next rerun), about four times the file, and
    # reads the text again each rerun
    # measured in a Python of its own: what the other tests of this process have left in
    # Streamlit's and the pages' caches would count as held by these sessions
    done = subprocess.run(
        [sys.executable, "-c", "from tests.app import test_server_memory as t; "
         "from tests.served import in_own_thread; "
         "print(*in_own_thread(t._held_by_sessions_with_a_file()))"],
        cwd=ROOT, capture_output=True, text=True, check=True, timeout=300)
    held, alive = (float(value) for value in done.stdout.split())
    assert alive == 0
    assert held <= 5 * len(JUNK)
