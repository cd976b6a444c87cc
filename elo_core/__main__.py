"""Runs the command line, ``python -m elo_core`` (see :mod:`elo_core.cli.main`)."""

import sys

from elo_core.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
