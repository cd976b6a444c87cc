"""The command line run in the test's own process, as its tests need it: through real byte
streams, to its exit (a refused argument exits through SystemExit, as argparse does), with the
peak memory it took; and which modules ``game`` loads, in a fresh Python."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
import tracemalloc
from contextlib import redirect_stderr, redirect_stdout
from typing import TYPE_CHECKING, Any

import pytest

from elo_core.cli.main import main

if TYPE_CHECKING:
    from _typeshed import ReadableBuffer

#: A megabyte, as the memory bounds count.
MB = 2**20


class _Sink(io.RawIOBase):
    """Standard output that keeps only how much was written and its first bytes."""

    def __init__(self) -> None:
        self.size, self.head = 0, b""

    def writable(self) -> bool:
        return True

    def write(self, data: ReadableBuffer) -> int:
        written = memoryview(data).cast("B")
        if len(self.head) < 4096:
            self.head += bytes(written[:4096])
        self.size += len(written)
        return len(written)


def measured(argv: list[str], data: bytes) -> tuple[int, _Sink, int]:
    """The exit status, the output's size and start, and the peak memory the command took
    (the input is there before measuring, the output is not kept)."""
    sink = _Sink()
    stdout = io.TextIOWrapper(io.BufferedWriter(sink), encoding="utf-8")
    stdin = io.TextIOWrapper(io.BytesIO(data))
    main(["performance"], io.TextIOWrapper(io.BytesIO(b"1800:1\n")), io.StringIO())  # imports
    tracemalloc.start()
    try:
        code = main(argv, stdin, stdout)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return code, sink, peak


def run_on_bytes(argv: list[str], data: bytes) -> tuple[int, str]:
    """The exit status and the answer, ``data`` read and the answer written as bytes."""
    stdout = io.TextIOWrapper(io.BytesIO())
    code = main(argv, io.TextIOWrapper(io.BytesIO(data)), stdout)
    return code, stdout.buffer.getvalue().decode("utf-8")


def run_to_exit(argv: list[str], stdin: str | bytes = "") -> tuple[int, bytes, str]:
    """Exit status, standard output (bytes), standard error: a refused argument exits through
    SystemExit, as argparse does. Standard input is ``stdin`` as it is given (bytes) or as
    UTF-8."""
    data = stdin if isinstance(stdin, bytes) else stdin.encode()
    stdout = io.TextIOWrapper(io.BytesIO())
    err = io.StringIO()
    with redirect_stderr(err):
        try:
            code = main(argv, io.TextIOWrapper(io.BytesIO(data)), stdout)
        except SystemExit as exit_info:
            assert isinstance(exit_info.code, int), exit_info.code
            code = exit_info.code
    return code, stdout.buffer.getvalue(), err.getvalue()


def offered(command: list[str], flag: str) -> tuple[str, str]:
    """What a user is told of ``flag``'s choices: the set that ``command --help`` writes beside
    it (``{old,new}``), and the ones named by the one line that refuses a value not among them
    (``'old', 'new'``), with exit status 2 and nothing on standard output."""
    shown = io.StringIO()
    with redirect_stdout(shown):  # argparse writes its help to sys.stdout
        assert run_to_exit([*command, "--help"])[0] == 0
    beside = re.search(rf"{re.escape(flag)} (\{{[^}}]*\}})", shown.getvalue())
    assert beside, f"{flag}: no choices in the help"
    code, out, err = run_to_exit([*command, flag, "nonsense"])
    refusal = re.fullmatch(rf"python -m elo_core {' '.join(command)}: argument {flag}: invalid "
                           r"choice: 'nonsense' \(choose from (.*)\)\n", err)
    assert (code, out) == (2, b"") and refusal, err
    return beside[1], refusal[1]


def strict_answer(argv: list[str], stdin: bytes = b"") -> dict[str, Any]:
    """The command's answer, which it gives with exit status 0 and nothing on stderr: strict
    JSON (no ``NaN`` or ``Infinity``)."""
    code, out, err = run_to_exit(argv, stdin)
    assert (code, err) == (0, "")
    document: dict[str, Any] = json.loads(out.decode("utf-8"),
                                          parse_constant=lambda c: pytest.fail(c))
    return document


def run_pool(argv: list[str], stdin: bytes = b"") -> tuple[int, str, str]:
    """``pool`` with ``argv``: exit status, standard output, standard error."""
    stdout = io.TextIOWrapper(io.BytesIO())
    err = io.StringIO()
    with redirect_stderr(err):
        try:
            code = main(["pool", *argv], io.TextIOWrapper(io.BytesIO(stdin)), stdout)
        except SystemExit as exit_info:
            assert isinstance(exit_info.code, int), exit_info.code
            code = exit_info.code
    return code, stdout.buffer.getvalue().decode("utf-8"), err.getvalue()


def loaded_by_game(modules: tuple[str, ...]) -> list[str]:
    """Which of ``modules`` ``python -m elo_core game 1800 1900 1`` loads."""
    code = ("import sys, runpy; sys.argv = ['elo_core', 'game', '1800', '1900', '1'];\n"
            "try:\n runpy.run_module('elo_core', run_name='__main__')\n"
            "except SystemExit: pass\n"
            f"import json; print(json.dumps(sorted(m for m in {modules!r} if m in sys.modules)))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    imported: list[str] = json.loads(result.stdout.strip().splitlines()[-1])
    return imported
