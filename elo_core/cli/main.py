"""Runs the engine from the command line (``python -m elo_core``) and writes JSON.

Bad input of any kind exits with status 2, one line per problem on standard error naming the
line or the argument, nothing on standard output, and never a traceback; every number a flag
takes is in the range the pages accept (:mod:`elo_core.cli.arguments`). The JSON is strict
(no NaN or Infinity) and written as UTF-8 whatever the locale. A standard output that is
closed, or whose reader has gone (``… | head``), ends the command quietly with status 1.

:func:`main` runs one command: the flags (:mod:`elo_core.cli.flags`), the command
(:mod:`elo_core.cli.commands`), the answer written (:mod:`elo_core.cli.output`).
"""

from __future__ import annotations

import sys
from typing import IO

from elo_core.cli.arguments import InputError
from elo_core.cli.flags import USAGE_ERROR, build_parser
from elo_core.cli.output import say, stop_writing, utf8_writer

#: The exit status when the answer cannot be written: standard output closed, or its reader
#: gone (as Python's own documentation does on a broken pipe).
OUTPUT_ERROR = 1


def main(argv: list[str] | None = None, stdin: IO[str] | None = None,
         stdout: IO[str] | None = None) -> int:
    """Runs the command line and returns the exit status: 0, ``USAGE_ERROR`` for bad input (one
    line a problem on standard error, nothing on standard output), ``OUTPUT_ERROR`` when the
    answer cannot be written. Bad arguments exit through ``SystemExit``, as ``argparse`` does.
    """
    argv = sys.argv[1:] if argv is None else argv
    args = build_parser(argv).parse_args(argv)
    out = stdout or sys.stdout
    try:
        pieces = iter(args.run(args, stdin or sys.stdin))
        first = next(pieces)
    except InputError as exc:
        return _refused(exc)
    if out is None:
        return OUTPUT_ERROR
    try:
        write = utf8_writer(out)
        write(first)
        for piece in pieces:
            write(piece)
        getattr(out, "buffer", out).flush()
    except InputError as exc:
        return _refused(exc)
    except BrokenPipeError:
        stop_writing(out)
        return OUTPUT_ERROR
    except OSError as exc:
        say(f"python -m elo_core: cannot write the answer ({exc.__class__.__name__})")
        stop_writing(out)
        return OUTPUT_ERROR
    return 0


def _refused(error: InputError) -> int:
    for line in error.args:
        say(line)
    return USAGE_ERROR

