"""An import streams the list: a generated list of 200,000 players (a fifth of FIDE's) is read
into the store in a fresh Python whose peak resident memory stays far below the 300 MB the
whole list may take (:mod:`tests.engine.rating_list.import_memory` measures it)."""

from pathlib import Path

import pytest

from tests.engine.rating_list.import_memory import PEAK_MB, imported
from tests.rating_list_lines import write_generated


@pytest.mark.slow
def test_a_list_of_200000_players_is_imported_in_bounded_memory(tmp_path: Path) -> None:
    file = write_generated(tmp_path / "standard_dec26frl.txt", 200_000)
    answer, peak_mb = imported(file, tmp_path / "s.db")
    assert '"players": 200000' in answer
    assert peak_mb < PEAK_MB, f"{peak_mb:.0f} MB"
