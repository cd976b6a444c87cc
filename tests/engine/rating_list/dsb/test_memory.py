"""The DSB's export is streamed: a generated zip of 200,000 members (more than twice the DSB's)
is read into the store in a fresh Python whose peak resident memory stays within the bound
FIDE's list's import keeps (see ``tests/engine/rating_list/test_memory.py``)."""

import subprocess
import sys
from pathlib import Path

import pytest

from tests.dwz_export_lines import write_generated
from tests.engine.rating_list.test_memory import _IMPORT, PEAK_MB
from tests.paths import ROOT


@pytest.mark.slow
def test_an_export_of_200000_members_is_imported_in_bounded_memory(tmp_path: Path) -> None:
    file = write_generated(tmp_path / "LV-0-csv_v2.zip", 200_000)
    done = subprocess.run([sys.executable, "-c", _IMPORT, str(file), str(tmp_path / "s.db")],
                          cwd=ROOT, capture_output=True, text=True, check=True)
    assert '"players": 200000' in done.stdout and '"kind": "dwz"' in done.stdout
    peak_mb = int(done.stderr.strip().splitlines()[-1]) / 1024  # kB
    assert peak_mb < PEAK_MB, f"{peak_mb:.0f} MB"
