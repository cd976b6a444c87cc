"""A page's background work as the benchmark times it (docs/speed.md): the Whole event page's
forecast done in the child process a job starts (:func:`pages.ui.apart.start`), with the
processor time the child spent on it, which the server cannot read of another process's
child."""

from __future__ import annotations

import time

from elo_core.forecast.whole_event import Progress
from pages.ui.forecast.event_work import ChancesAsked, chances


def timed_chances(asked: ChancesAsked, progress: Progress | None = None) -> tuple[float, bool]:
    """:func:`~pages.ui.forecast.event_work.chances` as the page's job runs it: its processor
    time in the child, and whether it gave every player's chances."""
    start = time.process_time()
    found = chances(asked, progress)
    return time.process_time() - start, bool(found.players)
