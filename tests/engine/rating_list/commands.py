"""``rating-list`` run in the test's own process: its answer, or its refusal."""

from __future__ import annotations

import json
from typing import Any

from tests.engine.cli.running import run_to_exit


def answer(argv: list[str]) -> dict[str, Any]:
    """The command's JSON answer, which it gives with exit status 0 and nothing on stderr."""
    code, out, err = run_to_exit(argv)
    assert (code, err) == (0, "")
    document: dict[str, Any] = json.loads(out)
    return document


def refused(argv: list[str]) -> str:
    """What the command says on stderr as it refuses (exit status 2, no answer, no
    traceback)."""
    code, out, err = run_to_exit(argv)
    assert (code, out) == (2, b"") and "Traceback" not in err
    return err
