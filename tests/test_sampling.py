"""The fast run samples and CI does not: a test run in three languages runs in one of them under
``-m "not slow"`` and in all three otherwise, and a property tries a tenth of its examples."""

import pytest

pytest_plugins = ["pytester"]

CONFTEST = """
from tests import sampling

def pytest_configure(config):
    sampling.configure(config)

def pytest_collection_modifyitems(items):
    sampling.sample_languages(items)
"""

TESTS = """
import pytest
from hypothesis import given, strategies as st
from tests.sampling import examples

TRIED = []

@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_each_language(lang):
    pass

@pytest.mark.parametrize(("lang", "word"), [("en", "one"), ("de", "eins"), ("nl", "een")])
def test_each_language_with_its_word(lang, word):
    pass

@pytest.mark.parametrize("lang", ["de"])
def test_one_language(lang):
    pass

@examples(300)
@given(st.integers())
def test_counted(n):
    TRIED.append(n)

def test_how_many_were_tried():
    print(f"TRIED={len(TRIED)}")
"""


@pytest.fixture
def suite(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    from tests.paths import ROOT

    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_suite=TESTS)
    return pytester


def tried(result: pytest.RunResult) -> int:
    line = next(line for line in result.outlines if "TRIED=" in line)
    return int(line.split("TRIED=")[1].split()[0])


def test_the_fast_run_keeps_one_language_per_test_and_a_tenth_of_the_examples(
        suite: pytest.Pytester) -> None:
    result = suite.runpytest_subprocess("-m", "not slow", "-s", "-p", "no:cacheprovider")
    # one of three, one of three, the single language, the property, the count
    result.assert_outcomes(passed=5, deselected=4)
    assert tried(result) == 30


@pytest.mark.slow
def test_ci_runs_every_language_and_every_example(suite: pytest.Pytester) -> None:
    result = suite.runpytest_subprocess("-s", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=9)
    assert tried(result) == 300


@pytest.mark.slow
def test_the_language_kept_is_the_same_every_run(suite: pytest.Pytester) -> None:
    def kept() -> list[str]:
        run = suite.runpytest_subprocess("-m", "not slow", "-q", "--collect-only",
                                         "-p", "no:cacheprovider")
        return sorted(line for line in run.outlines if "[" in line)

    assert kept() == kept()
