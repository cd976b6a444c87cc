"""Writes strict JSON text (RFC 8259): what the command line prints and the pages offer for
download.

No ``NaN`` or ``Infinity``, which strict readers refuse; text as it is (``ensure_ascii`` off, so
``½`` and ``ü`` stay readable), written as UTF-8 by whoever writes it out.
"""

from __future__ import annotations

import json
from typing import Any


def dumps(value: Any, indent: int | None = None) -> str:
    """Writes ``value`` as strict JSON; a number that is not finite is a ``ValueError``, never
    JSON."""
    return json.dumps(value, ensure_ascii=False, allow_nan=False, indent=indent)
