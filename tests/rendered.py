"""What a user reads of a Markdown text the app sends: code spans and backslash escapes
resolved to the characters they show."""

import re

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
