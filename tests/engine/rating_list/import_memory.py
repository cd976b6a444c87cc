"""A list imported by the command line in a fresh Python, with the peak resident memory that
Python took: Linux's ``VmHWM`` of the fresh process (its ``ru_maxrss``, from
``resource.getrusage``, would keep the peak of the pytest process it was forked from, since
Linux carries it over ``exec``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.paths import ROOT

#: The bound on an import's peak: a batch of players and SQLite's page cache, not the list.
PEAK_MB = 80
_IMPORT = """
import sys
from pathlib import Path
from elo_core.cli.main import main
code = main(["rating-list", "import", sys.argv[1], "--db", sys.argv[2]])
peak = next(line for line in Path("/proc/self/status").read_text().splitlines()
            if line.startswith("VmHWM:"))
print(peak.split()[1], file=sys.stderr)
sys.exit(code)
"""


def imported_apart(file: Path, store: Path) -> tuple[subprocess.CompletedProcess[str], float]:
    """``rating-list import file --db store`` in a fresh Python, taken or refused: how it
    ended (its standard error without the peak's line), and its peak resident memory in
    MB."""
    done = subprocess.run([sys.executable, "-c", _IMPORT, str(file), str(store)], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    *said, peak_kb = done.stderr.strip().splitlines()
    done.stderr = "\n".join(said)
    return done, int(peak_kb) / 1024


def imported(file: Path, store: Path) -> tuple[str, float]:
    """``rating-list import file --db store`` in a fresh Python, which takes it: its answer,
    and its peak resident memory in MB."""
    done, peak_mb = imported_apart(file, store)
    assert done.returncode == 0, done.stderr
    return done.stdout, peak_mb
