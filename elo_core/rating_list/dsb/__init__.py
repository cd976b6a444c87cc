"""Reads the DSB's player export (the DWZ database's zip: ``spieler.csv``, ``vereine.csv``) into the
store beside FIDE's lists, for DWZ lookups.

    from pathlib import Path
    from elo_core.rating_list import RatingStore
    from elo_core.rating_list.dsb import import_dwz, find_dwz, dwz_by_member

    store = RatingStore()
    report = import_dwz(store, Path("LV-0-csv_v2.zip"))
    report.loaded, report.day_from      # DwzList: day, players; "Letzte Auswertung", "zip date"
    find_dwz(store, "mueller hans")     # [DwzPlayer(...)], best match first
    dwz_by_member(store, "C0327-12")    # DwzPlayer or None

Each module owns one idea: what the list holds (:mod:`~elo_core.rating_list.dsb.records`), the
columns from the header (:mod:`~elo_core.rating_list.dsb.header`), one line as a player
(:mod:`~elo_core.rating_list.dsb.lines`), the file, plain or zipped
(:mod:`~elo_core.rating_list.dsb.export`), the import
(:mod:`~elo_core.rating_list.dsb.importing`) and the lookups
(:mod:`~elo_core.rating_list.dsb.lookups`).
"""

from elo_core.rating_list.dsb.export import is_dwz_export
from elo_core.rating_list.dsb.importing import DwzImport, import_dwz
from elo_core.rating_list.dsb.lookups import (
    dwz_by_fide_id,
    dwz_by_member,
    dwz_list,
    find_dwz,
    member_number,
)
from elo_core.rating_list.dsb.records import DwzList, DwzPlayer

__all__ = ["DwzImport", "DwzList", "DwzPlayer", "dwz_by_fide_id", "dwz_by_member", "dwz_list",
           "find_dwz", "import_dwz", "is_dwz_export", "member_number"]
