"""The names downloads are given: made from an event's or an uploaded file's name, safe on every
system."""

from __future__ import annotations

import re
import unicodedata

#: The longest a file's name is made from a name.
STEM_CHARS = 60
#: Names Windows keeps for its devices, whatever follows the dot (``con.json``).
DEVICE_NAMES = frozenset({"con", "prn", "aux", "nul", *(f"com{n}" for n in range(1, 10)),
                          *(f"lpt{n}" for n in range(1, 10))})


def file_stem(name: str, no_name: str = "event") -> str:
    """A file name made from ``name``, safe on every system: its letters without accents and
    its digits, lower case, joined by hyphens (``Hand-made Swiss`` → ``hand-made-swiss``,
    ``Open d'Été / Zürich 2025`` → ``open-d-ete-zurich-2025``); ``no_name`` where nothing of it
    is left, and after a name Windows keeps for a device."""
    ascii_name = unicodedata.normalize("NFKD", name.replace("ß", "ss")).encode(
        "ascii", "ignore").decode("ascii")
    stem = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")
    stem = stem[:STEM_CHARS].rstrip("-") or no_name
    return f"{stem}-{no_name}" if stem in DEVICE_NAMES else stem
