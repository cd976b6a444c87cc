"""An import streams the list: a generated list of 200,000 players (a fifth of FIDE's) is read
into the store in a fresh Python whose peak resident memory stays far below the 300 MB the
whole list may take.

The peak is Linux's ``VmHWM`` of the fresh process: its ``ru_maxrss`` (``resource.getrusage``)
would keep the peak of the pytest process it was forked from, since Linux carries it over
``exec``."""

import subprocess
import sys
from pathlib import Path

import pytest

from tests.paths import ROOT
from tests.rating_list_lines import write_generated

#: The bound on the import's peak: a batch of players and SQLite's page cache, not the list.
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
    """``rating-list import FILE --db STORE`` in a fresh Python: how it ended (its standard
    error without the peak's line) and its peak resident memory in MB."""
    done = subprocess.run([sys.executable, "-c", _IMPORT, str(file), str(store)], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    *said, peak_kb = done.stderr.strip().splitlines()
    done.stderr = "\n".join(said)
    return done, int(peak_kb) / 1024


@pytest.mark.slow
def test_a_list_of_200000_players_is_imported_in_bounded_memory(tmp_path: Path) -> None:
    file = write_generated(tmp_path / "standard_dec26frl.txt", 200_000)
    done, peak_mb = imported_apart(file, tmp_path / "s.db")
    assert done.returncode == 0 and '"players": 200000' in done.stdout
    assert peak_mb < PEAK_MB, f"{peak_mb:.0f} MB"
