"""What a user reads of a Markdown text the app sends: backslash escapes resolved."""

import re


def rendered(markdown: str) -> str:
    r"""``1950\:x`` as the browser shows it: ``1950:x``."""
    return re.sub(r"\\(.)", r"\1", markdown)
