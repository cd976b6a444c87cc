"""What the fast run (``pytest -m "not slow"``) samples, and CI (``.ci/run``) runs in full.

Two kinds of case mostly repeat what their neighbours show, so the fast run keeps a few:

- a case run once in each language (a parameter named ``lang``): the fast run keeps one
  language per test, drawn from the test's name (so different tests keep different languages,
  and the same test keeps the same one every run);
- a hypothesis property: the fast run tries a tenth of its examples, at least
  :data:`FAST_EXAMPLES` (a failure hypothesis found before is still tried first, from its
  database).

Nothing is dropped from CI: a run that does not leave out the slow tests runs every case and
every example.

No property is timed, in either run: speed is the benchmark's to measure
(``benchmarks/benchmark.py``), and a busy machine that draws or checks an example slowly says
nothing about the rule tested, so hypothesis's deadline and its too-slow health check are off.
"""

from __future__ import annotations

import zlib
from collections import defaultdict
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

#: The fewest examples a property tries in the fast run (hypothesis's own default is 100).
FAST_EXAMPLES = 10

_fast = False


def leaves_out_slow(config: pytest.Config) -> bool:
    """Whether this run's ``-m`` expression leaves out the tests marked ``slow``."""
    expression = " ".join(str(config.getoption("markexpr") or "").split())
    return "not slow" in expression


def configure(config: pytest.Config) -> None:
    """Sample for the rest of this run if it is the fast run: called before any test module is
    imported, so that :func:`examples` and the default example count see it."""
    global _fast
    _fast = leaves_out_slow(config)
    settings.register_profile("untimed", deadline=None,
                              suppress_health_check=[HealthCheck.too_slow])
    settings.register_profile("fast", settings.get_profile("untimed"),
                              max_examples=FAST_EXAMPLES)
    settings.load_profile("fast" if _fast else "untimed")


def examples(count: int, **given: Any) -> settings:
    """Hypothesis settings for a property that tries ``count`` examples (CI), a tenth of them
    in the fast run; ``given`` are the other settings, as ``settings`` takes them."""
    if _fast:
        count = max(FAST_EXAMPLES, count // 10)
    return settings(max_examples=count, **given)


def sample_languages(items: list[pytest.Item]) -> None:
    """Mark ``slow`` every case of a test in a language other than the one the fast run keeps
    for that test (tests run in a single language are left as they are)."""
    cases: defaultdict[str, list[tuple[pytest.Function, str]]] = defaultdict(list)
    for item in items:
        if isinstance(item, pytest.Function) and hasattr(item, "callspec"):
            lang = item.callspec.params.get("lang")
            if isinstance(lang, str):
                cases[item.nodeid.partition("[")[0]].append((item, lang))
    for test, runs in cases.items():
        languages = sorted({lang for _, lang in runs})
        kept = languages[zlib.crc32(test.encode()) % len(languages)]
        for item, lang in runs:
            if lang != kept:
                item.add_marker(pytest.mark.slow)
