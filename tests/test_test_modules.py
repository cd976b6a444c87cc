"""What tests share lives in helper modules and fixtures, never in another test module: a test
module imported by another would run its tests twice over, or carry them along unseen, and
ties each file to the other's layout."""

from __future__ import annotations

import ast

from tests.paths import ROOT


def _imported(tree: ast.Module) -> set[str]:
    """Every module a file's code imports, ``from a.b import c`` as ``a.b`` and ``a.b.c``."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def test_no_test_module_imports_another() -> None:
    importing = {}
    for path in sorted((ROOT / "tests").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        test_modules = sorted(name for name in _imported(tree)
                              if name.startswith("tests.")
                              and name.rpartition(".")[2].startswith("test_"))
        if test_modules:
            importing[str(path.relative_to(ROOT))] = test_modules
    assert importing == {}
