"""The engine's shape: each public name in one module and offered once by the package, no folder
of more than fifteen modules, no module that only forwards names, no import circle between its
modules or its folders, and no Streamlit or pandas."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import elo_core
from tests.paths import ROOT

PACKAGE = ROOT / "elo_core"
#: What a folder may hold before a newcomer can no longer see its rooms at a glance.
MOST_MODULES = 15


def _modules() -> list[str]:
    return sorted(".".join(path.relative_to(ROOT).with_suffix("").parts)
                  for path in PACKAGE.rglob("*.py") if path.name != "__init__.py")


def _offered() -> dict[str, list[str]]:
    """Each module the package's face lists, and the names that module's ``__all__`` lists."""
    return {name: list(importlib.import_module(f"elo_core.{name}").__all__)
            for name in elo_core._HOMES}


def test_the_package_offers_every_module_that_has_public_names() -> None:
    with_all = {name.removeprefix("elo_core.") for name in _modules()
                if "__all__ =" in (ROOT / f"{name.replace('.', '/')}.py").read_text("utf-8")}
    assert set(elo_core._HOMES) == with_all


def test_the_package_offers_exactly_its_modules_public_names_each_from_its_module() -> None:
    offered = _offered()
    assert {module: list(names) for module, names in elo_core._HOMES.items()} == offered
    every = [public for names in offered.values() for public in names]
    assert sorted(elo_core.__all__) == sorted(set(every)) == sorted(every)
    assert len(elo_core.__all__) == len(set(elo_core.__all__))


def test_type_checkers_read_the_same_modules_the_package_loads_from() -> None:
    face = ast.parse((PACKAGE / "__init__.py").read_text(encoding="utf-8"))
    starred = [node.module.removeprefix("elo_core.") for node in ast.walk(face)
               if isinstance(node, ast.ImportFrom) and node.module
               and [alias.name for alias in node.names] == ["*"]]
    assert starred == list(elo_core._HOMES)


def test_every_offered_name_is_its_module_s_own_value() -> None:
    wrong = [f"{module}.{public}" for module, names in _offered().items() for public in names
             if getattr(elo_core, public)
             is not getattr(importlib.import_module(f"elo_core.{module}"), public)]
    assert wrong == []


def test_every_public_name_lives_in_one_module() -> None:
    homes: dict[str, list[str]] = {}
    for module, names in _offered().items():
        for public in names:
            homes.setdefault(public, []).append(module)
    assert {name: where for name, where in homes.items() if len(where) > 1} == {}


def _defined_at_top(path: Path) -> set[str]:
    """Lists the names a module defines at its top: functions, classes and assigned names."""
    defined: set[str] = set()
    for node in ast.parse(path.read_text("utf-8")).body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            defined.add(node.name)
        targets = (node.targets if isinstance(node, ast.Assign)
                   else [node.target] if isinstance(node, ast.AnnAssign) else [])
        for target in targets:
            elements = target.elts if isinstance(target, ast.Tuple) else [target]
            defined.update(e.id for e in elements if isinstance(e, ast.Name))
    return defined


def test_no_module_defines_another_thing_under_a_name_of_the_face() -> None:
    # a reader who meets ``DRAW`` or ``credited`` anywhere in the engine meets the face's
    home = {public: module for module, names in elo_core._HOMES.items() for public in names}
    assert {"DRAW", "credited", "event_dict", "Opponent"} <= set(home)
    twice = {f"{module}.{name}" for module in _modules()
             for name in _defined_at_top(ROOT / f"{module.replace('.', '/')}.py")
             if name in home and f"elo_core.{home[name]}" != module}
    assert twice == set()


def test_every_name_a_module_lists_as_public_is_its_own() -> None:
    borrowed = {}
    for name, names in _offered().items():
        module = importlib.import_module(f"elo_core.{name}")
        for public in names:
            value = getattr(module, public)
            home = getattr(value, "__module__", module.__name__)
            if callable(value) and home != module.__name__:
                borrowed[f"{name}.{public}"] = home
    assert borrowed == {}


def test_no_folder_holds_more_than_fifteen_modules() -> None:
    folders: dict[str, int] = {}
    for module in _modules():
        folder = module.rpartition(".")[0]
        folders[folder] = folders.get(folder, 0) + 1
    assert {folder: n for folder, n in folders.items() if n > MOST_MODULES} == {}


@pytest.mark.slow
def test_no_module_only_forwards_names() -> None:
    forwarding = []
    for path in PACKAGE.rglob("*.py"):
        if path.name in ("__init__.py", "__main__.py"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        own = [node for node in tree.body if isinstance(
            node, ast.FunctionDef | ast.ClassDef | ast.Assign | ast.AnnAssign)
            and "__all__" not in ast.unparse(node).split("=")[0]]
        if not own:
            forwarding.append(str(path.relative_to(ROOT)))
    assert forwarding == []


def test_the_engine_imports_neither_streamlit_nor_pandas() -> None:
    imported: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                imported.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                imported.add(node.module.split(".")[0])
    assert imported.isdisjoint({"streamlit", "pandas", "plotly", "pages"})


#: A fresh Python in which threads ask the package for names all at once, as a server's first
#: sessions do: each thread prints what it got, or the error.
_AT_ONCE = """
import threading, elo_core
start, out = threading.Barrier(12), []
def ask(name):
    start.wait()
    try:
        out.append(getattr(elo_core, name).__name__)
    except Exception as error:
        out.append(repr(error))
names = ["parse_game_list", "rate_series", "rate_event", "read_trf", "evaluate_dwz", "Game"] * 2
threads = [threading.Thread(target=ask, args=(n,)) for n in names]
for t in threads: t.start()
for t in threads: t.join()
print(sorted(out))
"""


@pytest.mark.slow
def test_threads_that_ask_for_names_at_once_each_get_them() -> None:
    import subprocess
    import sys

    from tests.paths import ROOT

    expected = sorted(["parse_game_list", "rate_series", "rate_event", "read_trf",
                       "evaluate_dwz", "Game"] * 2)
    for _ in range(5):  # before the lock, 4 runs in 5 gave some thread an error
        done = subprocess.run([sys.executable, "-c", _AT_ONCE], cwd=ROOT, capture_output=True,
                              text=True, check=True)
        assert done.stdout.strip() == str(expected)


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _import_graph() -> dict[str, set[str]]:
    """Which of the engine's modules each module imports: at the top, inside a function and for
    type checkers alike (each is a module that must exist before the other makes sense).
    ``from elo_core.readers import parser`` names the module ``parser``; a name from a package
    names the package. The package itself is left out: it offers every module's names, for
    type checkers and on first use, and is what a circle would run through were any module
    to import from it by name (which :func:`test_no_module_imports_a_name_from_the_package`
    forbids)."""
    modules = {_module_name(path): path for path in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        if name == "elo_core":
            continue
        imported: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                if node.module.split(".")[0] == "elo_core":
                    imported.update(f"{node.module}.{alias.name}"
                                    if f"{node.module}.{alias.name}" in modules
                                    else node.module for alias in node.names)
            elif isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names if alias.name in modules)
        graph[name] = imported - {name, "elo_core"}
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every circle of ``graph``, each once: from its least member round to it again."""
    found: list[list[str]] = []

    def walk(start: str, path: list[str]) -> None:
        for nxt in sorted(graph.get(path[-1], ())):
            if nxt == start:
                found.append([*path, start])
            elif nxt > start and nxt not in path:
                walk(start, [*path, nxt])

    for start in sorted(graph):
        walk(start, [start])
    return found


def _folder(module: str) -> str:
    """The room a module is in: its subpackage (``elo_core.readers``), or the module itself
    where it sits at the top (``elo_core.games``)."""
    return ".".join(module.split(".")[:2])


def test_no_module_imports_a_name_from_the_package() -> None:
    from_package = []
    for path in PACKAGE.rglob("*.py"):
        if path.name == "__init__.py" and path.parent == PACKAGE:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "elo_core":
                from_package += [f"{_module_name(path)}: {alias.name}" for alias in node.names
                                 if not (PACKAGE / f"{alias.name}.py").exists()
                                 and not (PACKAGE / alias.name).is_dir()]
    assert from_package == []


def test_no_two_modules_import_each_other_even_round_a_circle() -> None:
    assert _circles(_import_graph()) == []


def test_no_two_folders_import_each_other_even_round_a_circle() -> None:
    rooms: dict[str, set[str]] = {}
    for module, imported in _import_graph().items():
        rooms.setdefault(_folder(module), set()).update(
            _folder(other) for other in imported if _folder(other) != _folder(module))
    assert _circles(rooms) == []


_EACH_FIRST = """
import importlib, sys
failed = []
for name in sys.argv[1:]:
    for loaded in [m for m in sys.modules if m == "elo_core" or m.startswith("elo_core.")]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except ImportError as error:
        failed.append(f"{name}: {error}")
print("\\n".join(failed))
"""


@pytest.mark.slow
def test_every_module_imports_as_the_first_of_the_engine() -> None:
    # a page that imported elo_core.pool.standings first failed with an import circle (through
    # the package's lazy names)
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", _EACH_FIRST, *_modules()], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""
