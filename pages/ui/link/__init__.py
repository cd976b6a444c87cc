"""The link: every input's value in one place, read from the URL, kept across pages, written back.

Each input is a :class:`Param` with a default and a reader that turns the URL's text into a value
or says why it cannot (:mod:`pages.ui.link.readers`). The values live in one plain dict in the
session, so they survive a page switch and a widget that is not drawn in a run. The frame calls
:func:`sync` before any widget is created, so Streamlit never parses a URL value itself:

- when the URL is not the one this session last wrote (a shared link, a reload, the browser's
  Back and Forward, a link between pages), it is read again, param by param; a value that cannot
  be used is replaced by the default and named in a :class:`Notice` (a value of several parts
  keeps the parts that can be used, and the notice names the others);
- then the URL is written back: the page's values that differ from their defaults.

Links between pages carry the values the other page will show (:func:`page_query`), so a link is
always the whole state of its page, and the browser's history is too. The inputs themselves are
declared in :mod:`pages.ui.link.params`; a game list's forms in a link, in
:mod:`pages.ui.link.codec`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

import streamlit as st

from pages.ui.link import readers
from pages.ui.link.readers import BadValue, PartlyRead, Reader, flag

#: The most characters of a URL value a message quotes.
_SHOWN_CHARS = 40
#: Whether this run is a page's first since another page ran (:func:`sync`).
_NEW_PAGE = "_new_page"


def _write_flag(value: object) -> str:
    return "true" if value else "false"


@dataclass(frozen=True)
class Param:
    """One input: its URL name, default, reader and writer, and the pages that show it."""

    name: str
    default: Any
    read: Reader
    pages: frozenset[str]
    write: Callable[[Any], str] = str


class Notice(NamedTuple):
    """A URL value that was not used as given: the page says so while the value stands."""

    name: str
    raw: str
    reason: str
    details: dict[str, object]
    used: Any


PARAMS: dict[str, Param] = {}


def define(name: str, default: Any, read: Reader, pages: str, *,
           write: Callable[[Any], str] | None = None) -> Param:
    """Add an input to the link's schema; ``pages`` is space-separated page names."""
    if write is None:
        write = _write_flag if read is flag else str
    param = Param(name, default, read, frozenset(pages.split()), write)
    PARAMS[name] = param
    return param


def bounds(name: str) -> tuple[Any, Any]:
    """The least and the greatest value of the input ``name``, as
    :mod:`pages.ui.link.params` declares them: its widget offers that range and no other, so
    that what the user enters is what a link to it accepts."""
    found = readers.bounds(PARAMS[name].read)
    if found is None:
        raise TypeError(f"the input {name!r} takes no range of values")
    return found


def values() -> dict[str, Any]:
    """The session's values of every input, defaults filled in."""
    state = st.session_state
    if "_values" not in state:
        state["_values"] = {name: p.default for name, p in PARAMS.items()}
    stored: dict[str, Any] = state["_values"]
    for name, param in PARAMS.items():
        stored.setdefault(name, param.default)
    return stored


def _incoming() -> dict[str, list[str]]:
    return {key: st.query_params.get_all(key) for key in st.query_params}


def _preferred() -> dict[str, Any]:
    """What this session's browser asked for where a link says nothing (:func:`sync`)."""
    preferred: dict[str, Any] = st.session_state.get("_preferred", {})
    return preferred


def _seed(page: str, incoming: dict[str, list[str]]) -> list[Notice]:
    current = values()
    preferred = _preferred()
    notices = []
    for name, param in PARAMS.items():
        if page not in param.pages:
            continue
        given = incoming.get(name, [])
        if not given:
            current[name] = preferred.get(name, param.default)
            continue
        raw = given[-1]
        try:
            current[name] = param.read(raw)
        except BadValue as bad:
            current[name] = bad.value if isinstance(bad, PartlyRead) else param.default
            notices.append(Notice(name, raw, bad.reason, bad.details, current[name]))
            continue
        if len(given) > 1:
            notices.append(Notice(name, " & ".join(given), "repeated", {}, current[name]))
    return notices


def page_query(page: str) -> dict[str, str]:
    """The query of a link to ``page``: its values that differ from their defaults, and those
    that differ from what this session's browser asked for (a German browser's link says
    ``lang=en`` once English is chosen, so that a reload keeps it)."""
    current, preferred = values(), _preferred()
    return {name: param.write(current[name]) for name, param in PARAMS.items()
            if page in param.pages and (current[name] != param.default
                                        or current[name] != preferred.get(name, param.default))}


def sync(page: str, settle: Callable[[dict[str, Any]], None],
         preferred: Callable[[], dict[str, Any]] = dict) -> list[Notice]:
    """Read the URL if it is not the one this session wrote, let ``settle`` fill in values that
    depend on others, then write the page's values back. ``preferred`` gives, once a session,
    what an input the URL leaves out stands for where that is not its default: the language
    the browser asks for.

    Returns the notices still standing: URL values replaced by a default, which the page shows
    until the user changes that input.
    """
    state = st.session_state
    if "_preferred" not in state:
        state["_preferred"] = preferred()
    # a widget of another page is another widget, whatever its key: :func:`bind` sets them all
    state[_NEW_PAGE] = state.get("_drawn_page") != page
    state["_drawn_page"] = page
    incoming = _incoming()
    current = values()
    if state.get("_page") != page or state.get("_link_written") != incoming:
        fresh = _seed(page, incoming)
        settle(current)
        # a value ``settle`` filled in (today, for a bad date) is the one the notice names
        state["_notices"] = [n._replace(used=current[n.name]) for n in fresh]
        state["_page"] = page
    settle(current)
    query = page_query(page)
    if {key: [value] for key, value in query.items()} != incoming:
        st.query_params.from_dict(query)
    state["_link_written"] = {key: [value] for key, value in query.items()}
    standing = [n for n in state["_notices"] if current[n.name] == n.used]
    state["_notices"] = standing
    return standing


def page() -> str:
    """The page the link was last read for (:func:`sync`)."""
    return str(st.session_state.get("_page", "home"))


def shown_raw(raw: str) -> str:
    """A URL value as a message quotes it: at most 40 characters."""
    return raw if len(raw) <= _SHOWN_CHARS else raw[:_SHOWN_CHARS] + "…"


def bind(name: str, widget_key: str | None = None) -> tuple[str, Callable[[], None]]:
    """A widget's key and ``on_change`` for the input ``name``: the widget shows the stored
    value, and a change by the user is stored before the next run reads it.

    The widget's state is set only where it differs from the stored value, or on a page's
    first run (Streamlit tells the same key's widgets on two pages apart): a state set by the
    script overwrites what the browser shows, and a form's box would lose text the user has
    typed and not yet applied whenever another widget reruns the page."""
    key = widget_key or name
    value = values()[name]
    state = st.session_state
    if state.get(_NEW_PAGE, True) or key not in state or state[key] != value:
        state[key] = value

    def store() -> None:
        values()[name] = st.session_state[key]

    return key, store
