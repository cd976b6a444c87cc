"""The README's command-line examples run as written, from the repository's top folder, on the
files it ships under ``examples/``."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys

import pytest

from tests.paths import ROOT


def _examples() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("## The engine on its own", 1)[1].split("```bash", 1)[1]
    block = block.split("```", 1)[0]
    return [line for line in block.splitlines() if "elo_core" in line]


@pytest.mark.parametrize("command", _examples())
def test_every_command_line_example_in_the_readme_runs(command):
    here = command.replace(".venv/bin/python", shlex.quote(sys.executable))
    done = subprocess.run(["bash", "-c", here], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)


def test_the_readme_keeps_its_two_commands():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for marker in ("<!-- run-command -->", "<!-- test-command -->"):
        assert re.search(re.escape(marker) + r"\n```bash\n.+\n```", readme), marker
