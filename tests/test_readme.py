"""The README's and the command-line reference's examples run as written, from the repository's
top folder, on the files it ships under ``examples/``; the README stays a first screen."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys

import pytest

from tests.paths import ROOT

#: Where examples stand: the file, and the heading of the section whose first block they are.
EXAMPLES = (("README.md", "## The engine on its own"), ("docs/command-line.md", "## Examples"))
#: The README holds what a newcomer needs first; the rest lives in docs/ (8 kB, what a newcomer
#: reads in a few minutes).
README_MOST_BYTES = 8000


def _examples() -> list[str]:
    commands: list[str] = []
    for name, heading in EXAMPLES:
        text = (ROOT / name).read_text(encoding="utf-8")
        block = text.split(heading, 1)[1].split("```bash", 1)[1].split("```", 1)[0]
        commands += [line for line in block.splitlines() if "elo_core" in line]
    return list(dict.fromkeys(commands))


@pytest.mark.parametrize("command", _examples())
def test_every_command_line_example_in_the_readme_runs(command: str) -> None:
    here = command.replace(".venv/bin/python", shlex.quote(sys.executable))
    done = subprocess.run(["bash", "-c", here], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)


def test_the_readme_keeps_its_two_commands() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for marker in ("<!-- run-command -->", "<!-- test-command -->"):
        assert re.search(re.escape(marker) + r"\n```bash\n.+\n```", readme), marker


def test_the_readme_fits_a_first_screen_and_links_the_rest() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.encode("utf-8")) < README_MOST_BYTES
    for doc in re.findall(r"\]\((docs/[^)#]+)", readme):
        assert (ROOT / doc).exists(), doc


def _map_names() -> set[str]:
    """Every path the README's map names, as written in a cell (``pages/ui/norms/``,
    ``tournament/``, ``event_dwz.py``)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Where things live", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"`([^`\s]+)`", section))


def test_the_readme_s_map_names_every_folder_of_the_engine_and_the_pages() -> None:
    named = _map_names()
    folders = [path for root in ("elo_core", "pages/ui") for path in (ROOT / root).iterdir()
               if path.is_dir() and (path / "__init__.py").exists()]
    missing = [str(path.relative_to(ROOT)) for path in folders
               if f"{path.relative_to(ROOT)}/" not in named and f"{path.name}/" not in named]
    assert missing == []


def test_the_readme_s_map_names_every_module_at_the_engine_s_top() -> None:
    named = _map_names()
    modules = [path.name for path in (ROOT / "elo_core").glob("*.py")
               if path.name not in ("__init__.py", "__main__.py")]
    assert [name for name in modules
            if name not in named and f"elo_core/{name}" not in named] == []
