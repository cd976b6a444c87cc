"""Where the tests find the repository and their data files."""

from pathlib import Path

#: The repository's top folder.
ROOT = Path(__file__).resolve().parent.parent
#: Hand-made and real files the tests read (see ``data/README.md``).
DATA = ROOT / "tests" / "data"
