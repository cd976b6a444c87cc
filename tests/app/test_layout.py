"""The pages' folders show who owns what: a page's parts import the shared parts, never another
page's; the shared parts import no page's."""

import ast
from pathlib import Path

from pages.ui.frame import PAGES
from tests.paths import ROOT

UI = ROOT / "pages" / "ui"


def _owner(module: str) -> str | None:
    """The page whose own part ``module`` is (its file, or a module of its folder)."""
    parts = module.split(".")
    if parts[:2] == ["pages", "ui"] and len(parts) > 2 and parts[2] in PAGES:
        return parts[2]
    if parts[0] == "pages" and len(parts) == 2 and parts[1] in PAGES:
        return parts[1]
    return None


def _imported(path: Path) -> set[str]:
    """Every module ``path`` imports, by its full name: ``from pages.ui import tournament``
    names ``pages.ui.tournament``, ``from pages.ui.tournament.view import views`` the module."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            if _owner(node.module) is not None:
                names.add(node.module)
            else:
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def _modules(page: str | None) -> list[Path]:
    """A page's file and its folder's modules; for ``None``, every module no page owns."""
    every = [ROOT / "dashboard.py", *sorted((ROOT / "pages").glob("**/*.py"))]
    return [path for path in every
            if _owner(".".join(path.relative_to(ROOT).with_suffix("").parts)) == page]


def test_every_page_has_a_folder_of_its_own_parts() -> None:
    assert sorted(path.name for path in UI.iterdir() if path.name in PAGES) == sorted(PAGES)


def test_no_page_imports_another_pages_parts() -> None:
    crossings = [f"{path.relative_to(ROOT)} imports {module}"
                 for page in PAGES for path in _modules(page)
                 for module in sorted(_imported(path)) if _owner(module) not in (None, page)]
    assert not crossings, "\n".join(crossings)


def test_the_shared_parts_import_no_pages_parts() -> None:
    shared = _modules(None)
    assert UI / "shared" / "numbers.py" in shared and ROOT / "dashboard.py" in shared
    crossings = [f"{path.relative_to(ROOT)} imports {module}" for path in shared
                 for module in sorted(_imported(path)) if _owner(module) is not None]
    assert not crossings, "\n".join(crossings)
