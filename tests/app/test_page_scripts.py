"""Every page script reads as a table of contents: a docstring, its imports, one function
``<page>_page`` that draws the page and the one call of it, in at most sixty lines; its views
called with every argument after the frame by keyword; and no page part ends a rerun with
``st.stop()`` as a branch (a function returns instead).

The scripts are read, not run: their source is parsed (``ast``), so that no Streamlit page runs.
"""

import ast
from pathlib import Path

import pytest

from pages.ui.frame import PAGES
from tests.paths import ROOT

#: The most lines a page script may have, docstrings and imports included.
MOST_LINES = 60
SCRIPTS = {name: ROOT / path for name, path in PAGES.items()}


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_a_page_script_is_at_most_sixty_lines(name: str) -> None:
    lines = SCRIPTS[name].read_text(encoding="utf-8").splitlines()
    assert len(lines) <= MOST_LINES


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_a_page_script_is_one_function_and_its_call(name: str) -> None:
    body = _tree(SCRIPTS[name]).body
    assert ast.get_docstring(ast.Module(body=body, type_ignores=[])), "no module docstring"
    rest = [node for node in body[1:] if not isinstance(node, ast.Import | ast.ImportFrom)]
    assert len(rest) == 2, [ast.unparse(node).splitlines()[0] for node in rest]
    function, call = rest
    assert isinstance(function, ast.FunctionDef) and function.name == f"{name}_page"
    assert not function.args.args and function.returns is not None
    assert ast.unparse(function.returns) == "None"
    assert ast.get_docstring(function), "no docstring on the page's function"
    assert ast.unparse(call) == f"{name}_page()" and call is body[-1]


def _streamlit_names(tree: ast.Module) -> set[str]:
    """The names Streamlit goes by in ``tree`` (``st`` for ``import streamlit as st``)."""
    return {alias.asname or alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
            for alias in node.names if alias.name == "streamlit"}


def test_no_page_part_ends_a_rerun_with_st_stop() -> None:
    stops = []
    for path in sorted((ROOT / "pages").rglob("*.py")):
        tree = _tree(path)
        streamlit = _streamlit_names(tree)
        stops += [f"{path.relative_to(ROOT)}:{node.lineno}" for node in ast.walk(tree)
                  if isinstance(node, ast.Attribute) and node.attr == "stop"
                  and isinstance(node.value, ast.Name) and node.value.id in streamlit]
        stops += [f"{path.relative_to(ROOT)}:{node.lineno}" for node in ast.walk(tree)
                  if isinstance(node, ast.ImportFrom) and node.module == "streamlit"
                  and any(alias.name == "stop" for alias in node.names)]
    assert stops == []


def _ui_names(tree: ast.Module) -> set[str]:
    """The names a page script takes from the pages' parts (``pages.ui`` and below)."""
    return {alias.asname or alias.name for node in tree.body
            if isinstance(node, ast.ImportFrom) and node.module
            and node.module.split(".")[:2] == ["pages", "ui"] for alias in node.names}


def _root(node: ast.expr) -> str | None:
    """The name a called expression starts from: ``view`` for ``view.comparison``."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_a_page_script_names_every_argument_after_the_first_of_a_view(name: str) -> None:
    tree = _tree(SCRIPTS[name])
    ui = _ui_names(tree)
    unnamed = [ast.unparse(node) for node in ast.walk(tree)
               if isinstance(node, ast.Call) and _root(node.func) in ui
               and (len(node.args) > 1 or any(isinstance(arg, ast.Starred)
                                              for arg in node.args)
                    or any(keyword.arg is None for keyword in node.keywords))]
    assert unnamed == []
