"""The worked examples in the engine's docstrings, run as they are written: each entry point's
figures are worked out by hand from the rule its docstring cites, so an example that no longer
holds is a wrong answer, or a docstring that no longer says what the code does."""

from __future__ import annotations

import doctest
import importlib

import pytest

from tests.paths import ROOT


def _with_examples() -> list[str]:
    """The engine's modules whose source holds an example (``>>>``), found without importing
    them."""
    return sorted(".".join(path.relative_to(ROOT).with_suffix("").parts)
                  for path in (ROOT / "elo_core").rglob("*.py")
                  if ">>> " in path.read_text(encoding="utf-8"))


def test_the_engine_s_entry_points_have_worked_examples() -> None:
    assert {"elo_core.elo.single", "elo_core.elo.series", "elo_core.glicko2.lichess",
            "elo_core.dwz.evaluation", "elo_core.trf.reader", "elo_core.event",
            "elo_core.norms.check", "elo_core.forecast.player"} - set(_with_examples()) == set()


@pytest.mark.parametrize("name", _with_examples())
def test_every_worked_example_of_the_module_holds(name: str) -> None:
    module = importlib.import_module(name)
    runner, failures = doctest.DocTestRunner(), list[str]()
    for test in doctest.DocTestFinder().find(module):
        runner.run(test, out=failures.append)
    assert runner.tries > 0
    assert "".join(failures) == ""
