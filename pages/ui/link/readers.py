"""What a value in the link may be: readers that turn a URL parameter's text into a value,
or say why they cannot (:class:`BadValue`, whose ``reason`` names the page's message).

No reader calls ``int()`` or ``float()`` on a string of unbounded length, so a link of 400
digits or ``1e999`` is named, never a traceback.
"""

from __future__ import annotations

import inspect
import math
import re
from collections.abc import Callable
from datetime import date
from typing import Any

_WHOLE = re.compile(r"[+-]?\d{1,9}")
_MARK = re.compile(r"[0-9a-f]{8}")


class BadValue(ValueError):
    """A URL value that cannot be used: ``reason`` is a text key's last part (``not-whole``)."""

    def __init__(self, reason: str, **details: object) -> None:
        super().__init__(reason)
        self.reason = reason
        self.details = details


class PartlyRead(BadValue):
    """A URL value of several parts, some of which cannot be used: ``value`` holds the parts
    that can, and the notice names the others."""

    def __init__(self, reason: str, value: object, **details: object) -> None:
        super().__init__(reason, **details)
        self.value = value


Reader = Callable[[str], Any]


class Whole:
    """A whole number from ``low`` to ``high``; anything else is named for what it is."""

    __slots__ = ("high", "low")

    def __init__(self, low: int, high: int) -> None:
        self.low, self.high = low, high

    def __call__(self, raw: str) -> int:
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
        if not self.low <= value <= self.high:
            raise BadValue("out-of-range", low=self.low, high=self.high)
        return value


class Number:
    """A number from ``low`` to ``high``, decimals allowed (``0.06``)."""

    __slots__ = ("high", "low")

    def __init__(self, low: float, high: float) -> None:
        self.low, self.high = low, high

    def __call__(self, raw: str) -> float:
        text = raw.strip()
        try:
            number = float(text) if len(text) <= 64 else float("nan")
        except ValueError:
            raise BadValue("not-a-number") from None
        if not math.isfinite(number):
            raise BadValue("not-a-number")
        if not self.low <= number <= self.high:
            raise BadValue("out-of-range", low=self.low, high=self.high)
        return number


def optional(read: Reader) -> Reader:
    """``read``, or ``None`` for an empty value."""
    def read_optional(raw: str) -> Any:
        return None if not raw.strip() else read(raw)
    read_optional.__wrapped__ = read  # type: ignore[attr-defined]  # as functools.wraps
    return read_optional


def federation(raw: str) -> str:
    """A federation as FIDE writes it, three letters (``GER``, ``ned`` read as ``NED``), or
    none (``""``)."""
    code = raw.strip().upper()
    if code and not re.fullmatch("[A-Z]{3}", code):
        raise BadValue("not-a-federation")
    return code


class Text:
    """A text of at most ``most`` characters, its line breaks as spaces."""

    __slots__ = ("most",)

    def __init__(self, most: int) -> None:
        self.most = most

    def __call__(self, raw: str) -> str:
        if len(raw) > self.most:
            raise BadValue("too-long", most=self.most)
        return " ".join(raw.split())


class Choice:
    """One of ``names``, by its stable (English) name: a reader that says it reads a choice,
    so that a page can name the choice in the user's language."""

    __slots__ = ("names",)

    def __init__(self, names: tuple[str, ...]) -> None:
        self.names = names

    def __call__(self, raw: str) -> str:
        if raw not in self.names:
            raise BadValue("unknown-choice")
        return raw


def choice(names: tuple[str, ...]) -> Reader:
    """One of ``names``, by its stable (English) name."""
    return Choice(names)


def choice_names(read: Reader) -> tuple[str, ...]:
    """The names a :func:`choice` (or an :func:`optional` one) reads; none for another reader."""
    unwrapped = inspect.unwrap(read)
    return unwrapped.names if isinstance(unwrapped, Choice) else ()


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


class DayBetween:
    """A date written ``YYYY-MM-DD`` from ``low`` to ``high``."""

    __slots__ = ("high", "low")

    def __init__(self, low: date, high: date) -> None:
        self.low, self.high = low, high

    def __call__(self, raw: str) -> date:
        value = day(raw)
        if not self.low <= value <= self.high:
            raise BadValue("out-of-range", low=self.low.isoformat(), high=self.high.isoformat())
        return value


#: The readers that take a value from ``low`` to ``high``.
Ranged = Whole | Number | DayBetween


def bounds(read: Reader) -> tuple[Any, Any] | None:
    """The least and the greatest value a :class:`Whole`, :class:`Number` or
    :class:`DayBetween` (or an :func:`optional` one) reads; none for another reader. A widget
    of the input takes its range from here, so that it offers what the link accepts."""
    unwrapped = inspect.unwrap(read)
    return (unwrapped.low, unwrapped.high) if isinstance(unwrapped, Ranged) else None


def mark(raw: str) -> str:
    """A mark the page wrote: eight hexadecimal digits (a digest of what it stands for)."""
    text = raw.strip()
    if not _MARK.fullmatch(text):
        raise BadValue("not-a-mark")
    return text


def marks(most: int) -> Reader:
    """At most ``most`` marks (:func:`mark`) separated by commas, sorted, each once. A part
    that is no mark is left out and named (:class:`PartlyRead`, ``bad-marks``); more than
    ``most`` marks keep the first ``most`` and say how many there were (``many-marks``, with
    ``n``), and both at once say both (``bad-many-marks``). Nothing usable at all is a
    :class:`BadValue`."""
    def read(raw: str) -> tuple[str, ...]:
        parts = [part.strip() for part in raw.split(",") if part.strip()]
        found = sorted({part for part in parts if _MARK.fullmatch(part)})
        bad = ", ".join(part for part in parts if not _MARK.fullmatch(part))
        kept = tuple(found[:most])
        if len(found) > most:
            many = {"n": len(found), "most": most}
            if bad:
                raise PartlyRead("bad-many-marks", kept, parts=bad, **many)
            raise PartlyRead("many-marks", kept, **many)
        if not bad:
            return kept
        if not found:
            raise BadValue("bad-marks", parts=bad)
        raise PartlyRead("bad-marks", kept, parts=bad)
    return read


def pairs(read_key: Reader, read_value: Reader) -> Reader:
    """``key:value`` pairs separated by commas (``3:40,7:10``), as a dict; a pair that cannot
    be read is left out and named (:class:`PartlyRead`), a key given twice keeps its last
    value. Nothing usable at all is a :class:`BadValue`."""
    def read(raw: str) -> dict[Any, Any]:
        found: dict[Any, Any] = {}
        bad: list[str] = []
        for part in (p.strip() for p in raw.split(",")):
            if not part:
                continue
            key, colon, value = part.partition(":")
            try:
                if not colon:
                    raise BadValue("no-pair")
                found[read_key(key)] = read_value(value)
            except BadValue:
                bad.append(part)
        if not bad:
            return found
        shown = ", ".join(bad)
        if not found:
            raise BadValue("bad-pairs", parts=shown)
        raise PartlyRead("bad-pairs", found, parts=shown)
    return read
