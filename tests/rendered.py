"""What a user reads of a Markdown text the app sends: code spans and backslash escapes
resolved to the characters they show."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from streamlit.testing.v1 import AppTest

_CODE_SPAN = re.compile(r"(`+)( ?)(.+?)\2\1(?!`)")


def rendered(markdown: str) -> str:
    r"""``1950\:x`` and ```1950:x``` as the browser shows them: ``1950:x``."""
    parts = []
    position = 0
    for span in _CODE_SPAN.finditer(markdown):
        parts.append(re.sub(r"\\(.)", r"\1", markdown[position:span.start()]))
        parts.append(span[3])
        position = span.end()
    parts.append(re.sub(r"\\(.)", r"\1", markdown[position:]))
    return "".join(parts).replace("\u2060", "")


def notices(at: AppTest) -> str:
    """Every caption, note and warning the page ``at`` shows, as a user reads them."""
    return " ".join(rendered(e.value) for kind in ("caption", "info", "warning")
                    for e in getattr(at, kind))
