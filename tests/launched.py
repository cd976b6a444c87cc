"""A Streamlit server in a process of its own, started as the README starts the app: the one
launcher of the browser tests and the benchmark."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from tests.paths import ROOT

#: How long a server may take to answer its health check.
START_SECONDS = 60
#: Switches the process helper off before any page imports it, then runs Streamlit's command
#: line: the pages' work is then done in the server itself.
_WITHOUT_FORKS = ("import sys; from pages.ui import apart; apart.FORKS = False; "
                  "from streamlit.web.cli import main; "
                  "sys.argv = ['streamlit', 'run', *sys.argv[1:]]; main()")


def free_port() -> int:
    """A TCP port nothing listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class Server:
    """``streamlit run SCRIPT`` on a free port, headless, with ``MALLOC_ARENA_MAX=2`` as the
    README's command sets it; ready once its health check answers. ``forks=False`` does the
    pages' work in the server instead of the process helper (``pages/ui/apart.py``)."""

    def __init__(self, script: Path = ROOT / "dashboard.py", cwd: Path = ROOT,
                 forks: bool = True) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        start = ["-m", "streamlit", "run"] if forks else ["-c", _WITHOUT_FORKS]
        self.process = subprocess.Popen(
            [sys.executable, *start, str(script), "--server.headless", "true",
             "--server.port", str(self.port), "--server.address", "127.0.0.1",
             "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
            cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            env={**os.environ, "MALLOC_ARENA_MAX": "2"})
        deadline = time.monotonic() + START_SECONDS
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"{self.url}/_stcore/health", timeout=2) as r:
                    if r.status == 200:
                        return
            except OSError:
                time.sleep(0.1)  # polls the health check: not yet listening
        self.stop()
        raise RuntimeError(f"{script.name} did not answer its health check in "
                           f"{START_SECONDS} s")

    def stop(self) -> None:
        """End the server, killed if it has not ended 10 s after being asked to."""
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
