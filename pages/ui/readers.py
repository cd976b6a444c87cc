"""What a value in the link may be: readers that turn a URL parameter's text into a value,
or say why they cannot (:class:`BadValue`, whose ``reason`` names the page's message).

No reader calls ``int()`` or ``float()`` on a string of unbounded length, so a link of 400
digits or ``1e999`` is named, never a traceback.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from datetime import date
from typing import Any

_WHOLE = re.compile(r"[+-]?\d{1,9}")

class BadValue(ValueError):
    """A URL value that cannot be used: ``reason`` is a text key's last part (``not-whole``)."""

    def __init__(self, reason: str, **details: object) -> None:
        super().__init__(reason)
        self.reason = reason
        self.details = details


Reader = Callable[[str], Any]


def whole(low: int, high: int) -> Reader:
    """A whole number from ``low`` to ``high``; anything else is named for what it is."""
    def read(raw: str) -> int:
        text = raw.strip()
        if _WHOLE.fullmatch(text):
            value = int(text)
        else:
            try:
                number = float(text[:64]) if len(text) <= 64 else float("nan")
            except ValueError:
                raise BadValue("not-a-number") from None
            if not math.isfinite(number):
                raise BadValue("not-a-number")
            if not number.is_integer():
                raise BadValue("not-whole")
            value = int(number)
        if not low <= value <= high:
            raise BadValue("out-of-range", low=low, high=high)
        return value
    return read


def decimal(low: float, high: float) -> Reader:
    """A number from ``low`` to ``high``, decimals allowed (``0.06``)."""
    def read(raw: str) -> float:
        text = raw.strip()
        try:
            number = float(text) if len(text) <= 64 else float("nan")
        except ValueError:
            raise BadValue("not-a-number") from None
        if not math.isfinite(number):
            raise BadValue("not-a-number")
        if not low <= number <= high:
            raise BadValue("out-of-range", low=low, high=high)
        return number
    return read


def optional(read: Reader) -> Reader:
    """``read``, or ``None`` for an empty value."""
    return lambda raw: None if not raw.strip() else read(raw)


def choice(names: tuple[str, ...]) -> Reader:
    """One of ``names``, by its stable (English) name."""
    def read(raw: str) -> str:
        if raw not in names:
            raise BadValue("unknown-choice")
        return raw
    return read


_TRUE, _FALSE = {"true", "1", "yes", "on"}, {"false", "0", "no", "off"}


def flag(raw: str) -> bool:
    """``true`` or ``false`` (also 1/0, yes/no, on/off)."""
    text = raw.strip().lower()
    if text in _TRUE or text in _FALSE:
        return text in _TRUE
    raise BadValue("not-a-flag")


def day(raw: str) -> date:
    """A date written ``YYYY-MM-DD``."""
    try:
        return date.fromisoformat(raw.strip())
    except ValueError:
        raise BadValue("not-a-date") from None
