"""Writes cells for a CSV download that a spreadsheet shows as written and never runs as a formula.

A cell of text that begins with ``=``, ``+``, ``-`` or ``@`` (or a tab or carriage return) is
taken by Excel, LibreOffice and Google Sheets as the start of a formula, so a name typed into a
game list could run as one when the download is opened (OWASP, "CSV Injection"). Such a cell
gets a leading apostrophe ``'``, which the spreadsheet shows as text and does not display.
Numbers stay numbers: a negative change such as ``-7.2`` — a float, or text that is nothing but
a number — is not a formula and is left alone; so is a lone ``+`` or ``-`` (a forfeit, as a
crosstable writes it), in which there is nothing to run.
"""

from __future__ import annotations

import re
from typing import TypeVar

#: What a cell that a spreadsheet may take for a formula begins with (OWASP's list).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")
#: A cell of one sign alone: a spreadsheet shows it as written.
_LONE_SIGNS = ("+", "-")

Cell = TypeVar("Cell")


def safe_cell(value: Cell) -> Cell | str:
    """Writes ``value`` as a CSV cell that cannot run as a formula: text beginning with one of
    ``FORMULA_STARTS`` gets a leading ``'``; numbers, text that is just a number, and a lone
    sign stay."""
    if (isinstance(value, str) and value.startswith(FORMULA_STARTS)
            and value not in _LONE_SIGNS and not _PLAIN_NUMBER.fullmatch(value)):
        return "'" + value
    return value
