"""The pages' children failing, as a child can (out of memory, killed, too slow): within
:func:`children_failing`, every call of :func:`pages.ui.apart.run` raises what the pages catch."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import NoReturn

from pytest import MonkeyPatch

from pages.ui import apart


@contextmanager
def children_failing(why: str) -> Iterator[None]:
    """Makes every child a page starts fail with ``why`` after the work's name, until the
    block ends."""
    def failing(work: Callable[..., object], *args: object) -> NoReturn:
        raise apart.ApartFailed(f"{work.__name__} {why}")

    with MonkeyPatch.context() as patch:
        patch.setattr(apart, "run", failing)
        yield
