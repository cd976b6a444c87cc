"""elo_core: chess rating arithmetic, exact to the rules it cites.

Plain, typed Python, no Streamlit. Its folders say what it owns:

- the rating systems side by side, each with the same small surface (expected score, one game,
  a series or an evaluation, a first rating): :mod:`elo_core.elo` (classic Elo and the FIDE
  Handbook B.02), :mod:`elo_core.glicko2` (Glickman's rating period and Lichess's game by
  game) and :mod:`elo_core.dwz` (the German DWZ, by the DSB's old and new Wertungsordnung);
- the shared vocabulary (:mod:`~elo_core.games`), every accepted range
  (:mod:`~elo_core.ranges`), FIDE's titles as files and lists write them
  (:mod:`~elo_core.titles`) and its federations' codes (:mod:`~elo_core.federations`),
  dates, names folded for comparing them (:mod:`~elo_core.folding`) and exact rounding;
- reading game lists and files (:mod:`elo_core.readers`), FIDE's Tournament Report File
  (:mod:`elo_core.trf`) and a whole event rated from one (:mod:`~elo_core.event`);
- FIDE title norms from an event, every requirement with its clause (:mod:`elo_core.norms`),
  and the chances in the rounds left by FIDE's simulation model (:mod:`elo_core.forecast`);
- a club's season, every member rated by the system chosen (:mod:`elo_core.pool`);
- JSON shapes and spreadsheet cells (:mod:`elo_core.export`) and the command line
  (:mod:`elo_core.cli`, ``python -m elo_core``).

Every public name is listed once, in its own module's ``__all__``; this package offers them all
(``from elo_core import rate_series``). They load on first use (PEP 562), so that a command
that needs one module does not wait for all of them: ``python -m elo_core game`` starts without
the event's or the order's code.
"""

from __future__ import annotations

import _thread
import importlib
import re
from typing import TYPE_CHECKING, Any

# The modules whose ``__all__`` this package offers, listed once: type checkers read the star
# imports, and :func:`_modules` reads the same lines from this file.
if TYPE_CHECKING:
    from elo_core.dates import *
    from elo_core.dwz.age import *
    from elo_core.dwz.counting import *
    from elo_core.dwz.evaluation import *
    from elo_core.dwz.expectation import *
    from elo_core.dwz.first_dwz import *
    from elo_core.dwz.first_iteration import *
    from elo_core.dwz.new_wo import *
    from elo_core.dwz.old_wo import *
    from elo_core.dwz.performance import *
    from elo_core.dwz.wo import *
    from elo_core.elo.expectation import *
    from elo_core.elo.first_rating import *
    from elo_core.elo.kfactor import *
    from elo_core.elo.mode import *
    from elo_core.elo.next_round import *
    from elo_core.elo.order import *
    from elo_core.elo.performance import *
    from elo_core.elo.planner import *
    from elo_core.elo.rules import *
    from elo_core.elo.series import *
    from elo_core.elo.single import *
    from elo_core.elo.targets import *
    from elo_core.event import *
    from elo_core.event_dwz import *
    from elo_core.export.event import *
    from elo_core.export.game_list import *
    from elo_core.export.norms import *
    from elo_core.export.pool import *
    from elo_core.federations import *
    from elo_core.folding import *
    from elo_core.forecast.draws import *
    from elo_core.forecast.judge import *
    from elo_core.forecast.model import *
    from elo_core.forecast.player import *
    from elo_core.forecast.standing import *
    from elo_core.forecast.swiss import *
    from elo_core.forecast.whole_event import *
    from elo_core.games import *
    from elo_core.glicko2.glickman import *
    from elo_core.glicko2.lichess import *
    from elo_core.norms.check import *
    from elo_core.norms.counted_games import *
    from elo_core.norms.event_format import *
    from elo_core.norms.event_norms import *
    from elo_core.norms.event_type import *
    from elo_core.norms.exemptions import *
    from elo_core.norms.left_out import *
    from elo_core.norms.performance import *
    from elo_core.norms.reach import *
    from elo_core.norms.readings import *
    from elo_core.norms.report.facts import *
    from elo_core.norms.report.html import *
    from elo_core.norms.requirements import *
    from elo_core.norms.rounds_left import *
    from elo_core.norms.titles import *
    from elo_core.norms.typed import *
    from elo_core.pool.compare import *
    from elo_core.pool.names import *
    from elo_core.pool.problems import *
    from elo_core.pool.rating import *
    from elo_core.pool.reading import *
    from elo_core.pool.records import *
    from elo_core.pool.standings import *
    from elo_core.pool.start_list import *
    from elo_core.ranges import *
    from elo_core.rating_list.dsb.export import *
    from elo_core.rating_list.dsb.header import *
    from elo_core.rating_list.dsb.importing import *
    from elo_core.rating_list.dsb.lines import *
    from elo_core.rating_list.dsb.lookups import *
    from elo_core.rating_list.dsb.records import *
    from elo_core.rating_list.game_names import *
    from elo_core.rating_list.identify import *
    from elo_core.rating_list.importing import *
    from elo_core.rating_list.indexing import *
    from elo_core.rating_list.keeping import *
    from elo_core.rating_list.problems import *
    from elo_core.rating_list.ranking import *
    from elo_core.rating_list.records import *
    from elo_core.rating_list.store import *
    from elo_core.rating_list.trf_check import *
    from elo_core.readers.parser import *
    from elo_core.readers.problems import *
    from elo_core.readers.writer import *
    from elo_core.titles import *
    from elo_core.trf.national import *
    from elo_core.trf.problems import *
    from elo_core.trf.reader import *
    from elo_core.trf.records import *
    from elo_core.trf.time_control import *


def _modules() -> list[str]:
    """The modules the star imports above name, in their order."""
    with open(__file__, encoding="utf-8") as source:
        return re.findall(r"^    from elo_core\.([\w.]+) import \*$", source.read(), re.MULTILINE)


_public: dict[str, Any] | None = None
# ``threading.Lock`` itself, without importing ``threading`` (or ``pathlib`` above): a command
# that needs none of these names starts without them
_filling = _thread.allocate_lock()


def _names() -> dict[str, Any]:
    """Every public name and its value, the modules imported the first time one is asked for.

    The table is published only once whole, and filled under a lock: threads that ask at the
    same moment (a server's first sessions) each wait for it rather than read it half made."""
    global _public
    if _public is None:
        with _filling:
            if _public is None:
                names: dict[str, Any] = {}
                for name in _modules():
                    module = importlib.import_module(f"{__name__}.{name}")
                    names.update((key, getattr(module, key)) for key in module.__all__)
                names["__all__"] = sorted(names)
                _public = names
    return _public


def __getattr__(name: str) -> Any:
    try:
        return _names()[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None


def __dir__() -> list[str]:
    return list(_names()["__all__"])
