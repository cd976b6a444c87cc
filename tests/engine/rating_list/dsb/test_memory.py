"""The DSB's export is streamed: a generated zip of 200,000 members (more than twice the DSB's)
is read into the store in a fresh Python whose peak resident memory stays within the bound
FIDE's list's import keeps (:mod:`tests.engine.rating_list.import_memory`)."""

from pathlib import Path

import pytest

from tests.dwz_export_lines import write_generated
from tests.engine.rating_list.import_memory import PEAK_MB, imported


@pytest.mark.slow
def test_an_export_of_200000_members_is_imported_in_bounded_memory(tmp_path: Path) -> None:
    file = write_generated(tmp_path / "LV-0-csv_v2.zip", 200_000)
    answer, peak_mb = imported(file, tmp_path / "s.db")
    assert '"players": 200000' in answer and '"kind": "dwz"' in answer
    assert peak_mb < PEAK_MB, f"{peak_mb:.0f} MB"
