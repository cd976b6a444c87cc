"""The pages' imports: every name comes in through one door. A name on the engine's face
(``elo_core.__all__``) comes from ``elo_core`` itself, never from the submodule behind it; any
other name comes from the one module that defines it, never from a module that only passes it
on; and each name reaches the pages through one path, so that a reader who finds it in one
file knows where it comes from in all of them."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import elo_core
from tests.paths import ROOT

#: The packages whose imports these tests hold to one door: the engine and the pages.
OURS = ("elo_core", "pages")
FACE = frozenset(elo_core.__all__)


def _sources() -> list[Path]:
    return [ROOT / "dashboard.py", *sorted((ROOT / "pages").rglob("*.py"))]


def _path(module: str) -> Path | None:
    """The file of one of our modules, or ``None`` where there is none."""
    base = ROOT.joinpath(*module.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def _is_module(module: str) -> bool:
    return _path(module) is not None


def _bound(target: ast.expr) -> Iterator[str]:
    if isinstance(target, ast.Name):
        yield target.id
    elif isinstance(target, ast.Tuple | ast.List):
        for element in target.elts:
            yield from _bound(element)


def _statements(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """A module's statements at its top, those inside its ``if``, ``try`` and ``with`` too."""
    for node in body:
        yield node
        if isinstance(node, ast.If | ast.With):
            yield from _statements(node.body)
            if isinstance(node, ast.If):
                yield from _statements(node.orelse)
        elif isinstance(node, ast.Try):
            for block in (node.body, node.orelse, node.finalbody,
                          *(handler.body for handler in node.handlers)):
                yield from _statements(block)


@cache
def _body(module: str) -> tuple[ast.stmt, ...]:
    """One of our modules' statements, those inside its ``if``, ``try`` and ``with`` too."""
    path = _path(module)
    assert path is not None, module
    return tuple(_statements(ast.parse(path.read_text(encoding="utf-8")).body))


@cache
def _defines(module: str) -> frozenset[str]:
    """The names ``module`` defines itself (a function, a class, a value it assigns), and the
    modules of a package; not the names it imports."""
    path = _path(module)
    assert path is not None, module
    own: set[str] = set()
    for node in _body(module):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            own.add(node.name)
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                own.update(_bound(target))
        elif isinstance(node, ast.AnnAssign | ast.AugAssign):
            own.update(_bound(node.target))
    if path.name == "__init__.py":
        own.update(child.stem if child.suffix == ".py" else child.name
                   for child in path.parent.iterdir()
                   if (child.suffix == ".py" and child.stem != "__init__")
                   or (child / "__init__.py").is_file())
    return frozenset(own)


@cache
def _home(module: str, name: str) -> str:
    """The module that defines ``name``, which ``module`` gives: the package's face says where
    its names live; any other module's imports are followed to where the name is defined."""
    if module == "elo_core":
        return next((f"elo_core.{home}" for home, names in elo_core._HOMES.items()
                     if name in names), module)
    if name in _defines(module):
        return module
    for node in _body(module):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                if (alias.asname or alias.name) == name and node.module.split(".")[0] in OURS:
                    return _home(node.module, alias.name)
    return module


def _door(module: str, name: str) -> str | None:
    """What is wrong with taking ``name`` from ``module``, or ``None`` where that is its door."""
    if _is_module(f"{module}.{name}"):
        return None
    if module == "elo_core":
        return None if name in FACE else "is not on the engine's face"
    if module.startswith("elo_core.") and _home(module, name) == _home("elo_core", name):
        return "is on the engine's face: import it from elo_core"
    if name not in _defines(module):
        return f"is not defined in {module}: import it from the module that defines it"
    return None


def _imports(path: Path) -> Iterator[tuple[int, str, str]]:
    """Each name one of our modules gives ``path``: the line, the module and the name; a module
    bound to a name, then used as ``module.name``, gives that name too."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    modules: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module.split(".")[0] not in OURS:
                continue
            for alias in node.names:
                yield node.lineno, node.module, alias.name
                if _is_module(f"{node.module}.{alias.name}"):
                    modules[alias.asname or alias.name] = f"{node.module}.{alias.name}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in OURS and alias.asname:
                    modules[alias.asname] = alias.name
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.value.id in modules):
            yield node.lineno, modules[node.value.id], node.attr


def _where(path: Path, line: int) -> str:
    return f"{path.relative_to(ROOT)}:{line}"


def test_every_name_comes_from_its_own_door() -> None:
    wrong = [f"{_where(path, line)}: {name} from {module} {problem}"
             for path in _sources() for line, module, name in _imports(path)
             if (problem := _door(module, name)) is not None]
    assert wrong == []


def test_every_name_comes_through_one_path() -> None:
    paths: dict[str, dict[str, str]] = {}
    for path in _sources():
        for line, module, name in _imports(path):
            if not _is_module(f"{module}.{name}"):
                paths.setdefault(f"{_home(module, name)}.{name}", {}).setdefault(
                    module, _where(path, line))
    assert {name: found for name, found in paths.items() if len(found) > 1} == {}


def test_no_module_of_the_pages_passes_on_a_name_it_imports() -> None:
    # ``from x import y as y`` is how a module says it passes ``y`` on
    forwarded = [f"{_where(path, node.lineno)}: {alias.name}"
                 for path in _sources()
                 for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                 if isinstance(node, ast.ImportFrom)
                 for alias in node.names if alias.asname == alias.name]
    assert forwarded == []
