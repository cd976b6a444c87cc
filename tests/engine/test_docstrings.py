"""The worked examples in the engine's docstrings, run as they are written: each entry point's
figures are worked out by hand from the rule its docstring cites, so an example that no longer
holds is a wrong answer, or a docstring that no longer says what the code does."""

from __future__ import annotations

import ast
import doctest
import importlib
import re
import unicodedata

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


#: A tracker's issue by its number ("issue 29", "issue #29"), and a search corpus: the team's own
#: tools, which a reader of the repository cannot open.
_ISSUE = re.compile(r"\bissues?\s+#?\d+\b", re.IGNORECASE)
_CORPUS = re.compile(r"\bcorp(?:us|ora)\b", re.IGNORECASE)
#: A public repository named as GitHub names it, ``owner/name``, whose issue a reader can open.
_PUBLIC_REPOSITORY = re.compile(r"\b[\w.-]+/[\w.-]+\b")


def _docstrings() -> list[tuple[str, str]]:
    """Lists every docstring of the engine (modules, classes, functions, private ones too) with
    where it is, as ``path:line``."""
    found = []
    for path in sorted((ROOT / "elo_core").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
                text = ast.get_docstring(node, clean=False)
                if text is not None:
                    found.append((f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 1)}", text))
    return found


def _points_outside(text: str) -> list[str]:
    """Returns what ``text`` cites that only the team's own tools hold: a search corpus, or an issue
    by its number, unless it is a public repository's on GitHub, named just before it."""
    outside = [m.group() for m in _ISSUE.finditer(text)
               if "GitHub" not in text
               or not _PUBLIC_REPOSITORY.search(text, max(0, m.start() - 60), m.start())]
    return outside + [m.group() for m in _CORPUS.finditer(text)]


def test_no_docstring_points_outside_the_repository() -> None:
    """A docstring states the rule and its source (a FIDE Handbook clause, a DWZ Wertungsordnung
    section, a public repository's issue), never the team's tracker or search tools."""
    assert _points_outside("Sharly-Chess/sharly-chess, issue 690 on GitHub, reads it so.") == []
    assert _points_outside("Mended in issue 29, as the search corpus showed.") == [
        "issue 29", "corpus"]
    assert _points_outside("Read and/or, issue 29.") == ["issue 29"]
    found = {where: outside for where, text in _docstrings() if (outside := _points_outside(text))}
    assert found == {}


def test_no_docstring_holds_a_control_character() -> None:
    """An escape written in a docstring that is no raw string (``"\\r"``) becomes the character
    itself, which ``help()`` and a reader's editor show as a broken line, not as the escape."""
    found = [where for where, text in _docstrings()
             if any(c not in "\n" and unicodedata.category(c) == "Cc" for c in text)]
    assert found == []


#: A docstring that opens with a verb in the third person, as python-chess's do ("Returns",
#: "Reads", "Tells"); not a pronoun or a determiner that happens to end in "s".
_VERB_FIRST = re.compile(r"(?!This\b|Its\b)[A-Z][a-z]+s\b")


#: A property's docstring may name the value it holds, as python-chess's do ("The side to move").
_PROPERTIES = {"property", "cached_property"}


def _defined(kinds: tuple[type[ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef], ...]
             ) -> list[tuple[str, str, bool, str]]:
    """Lists the docstrings of the engine's ``kinds`` of definition, nested and private ones too:
    where each is, as ``path:line``, its name, whether it is a property, and its text."""
    found = []
    for path in sorted((ROOT / "elo_core").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, kinds) and (text := ast.get_docstring(node)) is not None:
                found.append((f"{path.relative_to(ROOT)}:{node.lineno}", node.name,
                              any(ast.unparse(d).split(".")[-1] in _PROPERTIES
                                  for d in node.decorator_list), text))
    return found


def test_every_function_s_docstring_opens_with_a_verb() -> None:
    """A function's or a method's docstring says what it does, opening with a verb in the third
    person (python-chess's first lines: "Returns …", "Parses …"); a property's may name its
    value instead."""
    assert _VERB_FIRST.match("Returns the rows") and _VERB_FIRST.match("Reads, under the lock")
    assert not _VERB_FIRST.match("The rows ``where`` takes") and not _VERB_FIRST.match("Its key")
    functions = _defined((ast.FunctionDef, ast.AsyncFunctionDef))
    assert len(functions) > 700
    assert sum(prop for _, _, prop, _ in functions) > 50
    assert [(where, text.split()[0]) for where, _, prop, text in functions
            if not prop and not _VERB_FIRST.match(text)] == []


def test_the_rating_lists_private_classes_open_with_a_verb() -> None:
    classes = [(where, text) for where, name, _, text in _defined((ast.ClassDef,))
               if where.startswith("elo_core/rating_list/") and name.startswith("_")]
    assert len(classes) > 5
    assert [(where, text.split()[0]) for where, text in classes
            if not _VERB_FIRST.match(text)] == []
