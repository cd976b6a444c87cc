"""What a command loads to start (docs/speed.md's start-up row): its own modules, not the other
commands', and its flags and help the same as beside every other command's."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from elo_core.cli.flags import build_parser
from elo_core.cli.main import main

#: Every module of the engine that ``game`` needs: the command line, the game list's notation
#: (its ratings and results are read as a list's are), the Elo arithmetic and its JSON.
GAME_MODULES = {
    "elo_core", "elo_core.cli", "elo_core.cli.arguments", "elo_core.cli.commands",
    "elo_core.cli.flags", "elo_core.cli.main", "elo_core.cli.output",
    "elo_core.elo", "elo_core.elo.expectation", "elo_core.elo.kfactor", "elo_core.elo.mode",
    "elo_core.elo.rules", "elo_core.elo.series", "elo_core.elo.single", "elo_core.elo.tables",
    "elo_core.export", "elo_core.export.game", "elo_core.export.json_text",
    "elo_core.export.kfactor", "elo_core.games", "elo_core.ranges", "elo_core.readers",
    "elo_core.readers.notation", "elo_core.readers.problems", "elo_core.rounding",
}

#: What the lone command line's start-up (``python -c "import argparse, json, decimal"``, the
#: benchmark's yardstick) does not load, and ``game`` need not: the package's face would load
#: ``pathlib`` and ``threading``, argparse's width of the terminal ``shutil``, FIDE's tables'
#: reader ``csv`` (which classic Elo's rules need not).
NOT_FOR_A_GAME = ("pathlib", "threading", "shutil", "csv", "pandas", "numpy", "streamlit")

_LOADED = """
import runpy, sys
sys.argv = ["elo_core", *sys.argv[1:]]
try:
    runpy.run_module("elo_core", run_name="__main__", alter_sys=True)
except SystemExit:
    pass
import json
sys.stderr.write("\\n" + json.dumps(sorted(sys.modules)))
"""


def loaded_by(argv: list[str], stdin: str = "") -> set[str]:
    """The modules ``python -m elo_core`` with ``argv`` has loaded when it ends, in a fresh
    Python."""
    done = subprocess.run([sys.executable, "-c", _LOADED, *argv], input=stdin,
                          capture_output=True, text=True, check=True)
    return set(json.loads(done.stderr.splitlines()[-1]))


def _engine(modules: set[str]) -> set[str]:
    return {m for m in modules if m.split(".")[0] == "elo_core"}


def test_one_game_loads_the_elo_arithmetic_and_nothing_else_of_the_engine() -> None:
    loaded = loaded_by(["game", "1800", "1900", "1"])  # the benchmark's command
    assert _engine(loaded) == GAME_MODULES
    assert [m for m in NOT_FOR_A_GAME if m in loaded] == []


def test_a_game_list_s_performance_loads_no_other_rating_system_nor_a_file_s_reader() -> None:
    loaded = _engine(loaded_by(["performance"], "1800:1\n1900:½\n"))
    others = ("elo_core.glicko2", "elo_core.dwz", "elo_core.norms", "elo_core.rating_list",
              "elo_core.trf", "elo_core.pool", "elo_core.event", "elo_core.forecast")
    assert [m for m in loaded if m.startswith(others)] == []


COMMANDS = ["game", "series", "performance", "target", "first-rating", "event", "norms",
            "glicko2", "dwz", "pool", "rating-list", "rating-list import", "rating-list find",
            "rating-list status", "forecast"]


def _help(argv: list[str], of: list[str] | None, capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as done:
        build_parser(of).parse_args([*argv, "-h"])
    assert done.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("command", COMMANDS)
def test_a_command_built_alone_has_the_flags_and_help_it_has_beside_the_others(
        command: str, capsys: pytest.CaptureFixture[str]) -> None:
    argv = command.split()
    alone = _help(argv, argv, capsys)
    assert alone == _help(argv, None, capsys)
    assert alone.startswith(f"usage: python -m elo_core {command} [-h]")


def test_the_help_without_a_command_lists_every_command(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["-h"])
    listed = capsys.readouterr().out
    assert all(f"\n    {command} " in listed for command in COMMANDS if " " not in command)


def test_an_unknown_command_is_refused_with_every_command_named(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["gmae", "1800", "1900", "1"])
    assert done.value.code == 2
    assert "invalid choice: 'gmae' (choose from 'game', 'series'" in capsys.readouterr().err


@pytest.mark.parametrize("columns", [60, 200])
def test_help_is_as_wide_as_the_terminal(columns: int, capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    lines = _help(["series"], ["series"], capsys).splitlines()
    description = next(i for i, line in enumerate(lines) if line.startswith("A series"))
    # argparse wraps at the terminal's width less 2
    assert max(len(line) for line in lines[description:description + 3]) in range(
        columns - 20, columns - 1)
