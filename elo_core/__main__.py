"""``python -m elo_core``: see :mod:`elo_core.cli`."""

import sys

from elo_core.cli import main

if __name__ == "__main__":
    sys.exit(main())
