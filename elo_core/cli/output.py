"""Writes the command line's answer: UTF-8 whatever the locale, one line a problem on standard
error, and quiet once standard output has gone (``… | head``)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import IO, TYPE_CHECKING, cast

if TYPE_CHECKING:
    from _typeshed import SupportsWrite


def say(line: str) -> None:
    """Writes one line on standard error, if there is one."""
    if sys.stderr is not None:
        sys.stderr.write(f"{line}\n")


def utf8_writer(stream: SupportsWrite[str]) -> Callable[[str], object]:
    """Writes text to ``stream`` as UTF-8 bytes where it has bytes underneath (a real standard
    output, whatever its locale's encoding), else as text."""
    binary = getattr(stream, "buffer", None)
    if binary is None:
        return stream.write
    cast("IO[str]", stream).flush()
    return lambda text: binary.write(text.encode("utf-8"))


def stop_writing(stream: IO[str]) -> None:
    """Stops writing after a broken pipe: the rest of standard output goes nowhere, so the flush at
    exit cannot fail again (as Python's documentation on SIGPIPE advises)."""
    try:
        descriptor = stream.fileno()
    except (AttributeError, OSError, ValueError):
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, descriptor)
    os.close(devnull)


