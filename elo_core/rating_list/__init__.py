"""Keeps FIDE's rating list in a store of our own. The monthly TXT list (plain or zipped, a kind's
own or the combined one) is read once into one SQLite file; then players are looked up by FIDE ID or
by name, in any order, case and accents.

    from datetime import date
    from pathlib import Path
    from elo_core.rating_list import ListKind, RatingStore, import_list

    store = RatingStore()                      # $ELO_DATA_DIR or data/rating_lists.sqlite3
    report = import_list(store, Path("standard_dec26frl.zip"))
    report.loaded                              # LoadedList: kind, month, players, imported, source
    report.problems, report.problem_count      # the lines not read: the first 100, all counted
    store.find("nunez jose", limit=5)          # [ListedPlayer(...)], best match first
    store.by_id(1503014, ListKind.RAPID)       # ListedPlayer or None, in the latest month kept
    store.rating_in(1503014, date(2026, 11, 1))  # the rating on November's standard list
    store.history(1503014)                     # [Listing(month, player)], oldest first
    store.lists(), store.kept()                # the latest list of each kind; every month kept

Each module owns one idea: what a list holds (:mod:`~elo_core.rating_list.records`), what
reading one can say back (:mod:`~elo_core.rating_list.problems`), a kind and month from a
file's name (:mod:`~elo_core.rating_list.naming`), the columns from the header
(:mod:`~elo_core.rating_list.layout`), one line as a player (:mod:`~elo_core.rating_list.lines`),
a file's lines, zipped or not (:mod:`~elo_core.rating_list.source`), the store and its lookups
(:mod:`~elo_core.rating_list.store`), its lists written and removed
(:mod:`~elo_core.rating_list.keeping`), the indices its names are found by
(:mod:`~elo_core.rating_list.indexing`), the search by name, best match first
(:mod:`~elo_core.rating_list.ranking`) and an import (:mod:`~elo_core.rating_list.importing`);
names are folded for looking up as everywhere in the engine (:mod:`~elo_core.folding`).
A store that is missing or holds no list of the kind asked for is :class:`NoStore`; a file that
is not a list is :class:`ListRefused`.
"""

from elo_core.rating_list.importing import ImportReport, import_list
from elo_core.rating_list.problems import ListIssue, ListProblem, ListRefused, Refusal
from elo_core.rating_list.records import ListedPlayer, Listing, ListKind, LoadedList
from elo_core.rating_list.store import NoStore, RatingStore, store_path

__all__ = ["ImportReport", "ListIssue", "ListKind", "ListProblem", "ListRefused", "ListedPlayer",
           "Listing", "LoadedList", "NoStore", "RatingStore", "Refusal", "import_list",
           "store_path"]
