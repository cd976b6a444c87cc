"""A game list in a link: as typed, compressed, or kept in this session.

A short list stays as typed, readable in the address bar. A list whose URL form is longer than
:data:`PLAIN_LIST_CHARS` is compressed (``z:``, then zlib in URL-safe base64: 10,000 games fit
in 30–40 kB). A list still longer than :data:`LINK_LIST_CHARS` compressed stays out of the link,
which holds a digest of it instead (``#`` and 16 hex digits) while the list is kept in this
session: Back and Forward bring it back, and a link opened anywhere else holds the settings only.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
import urllib.parse
import zlib

import streamlit as st

from elo_core.readers.limits import MAX_LIST_CHARS
from pages.ui.link.readers import BadValue

#: A game list whose URL form is at most this long is written as typed; a longer one compressed.
PLAIN_LIST_CHARS = 1500
#: A compressed game list longer than this is kept out of the link (the server refuses request
#: lines of about 128 kB; this leaves room for the other settings and for a proxy in between).
LINK_LIST_CHARS = 64_000
_COMPRESSED = "z:"
_KEPT = re.compile(r"#([0-9a-f]{16})")
#: Where this session keeps the one list too long for its link, by its digest.
_KEPT_LISTS = "_kept_lists"


def game_list(raw: str) -> str:
    """A game list: as typed, compressed (``z:``…), or kept in this session (``#``digest)."""
    kept = _KEPT.fullmatch(raw)
    if kept:
        text: str | None = st.session_state.get(_KEPT_LISTS, {}).get(kept[1])
        if text is None:
            raise BadValue("list-not-kept")
        return text
    if raw.startswith(_COMPRESSED):
        return _unpack(raw[len(_COMPRESSED):])
    return raw


def _unpack(packed: str) -> str:
    try:
        data = base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4))
        unpacker = zlib.decompressobj()
        text = unpacker.decompress(data, MAX_LIST_CHARS + 1)
        if len(text) > MAX_LIST_CHARS or unpacker.unconsumed_tail:
            raise BadValue("list-too-long")
        return text.decode("utf-8")
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError) as exc:
        if isinstance(exc, BadValue):
            raise
        raise BadValue("list-damaged") from None


def standalone_form(text: str) -> str:
    """``text`` in a form a link holds on its own, for a link opened anywhere: as typed, or
    compressed above :data:`PLAIN_LIST_CHARS` (never kept in a session)."""
    plain = urllib.parse.quote(text, safe="")
    if (len(plain) <= PLAIN_LIST_CHARS and not text.startswith(_COMPRESSED)
            and not _KEPT.fullmatch(text)):
        return text
    return _COMPRESSED + base64.urlsafe_b64encode(
        zlib.compress(text.encode("utf-8"), 9)).decode("ascii").rstrip("=")


@st.cache_resource(scope="session", max_entries=1, show_spinner=False)
def _shortest_form(text: str) -> str:
    """:func:`standalone_form`, or above :data:`LINK_LIST_CHARS` the list's digest. Worked out
    once per list in a session (the link is written several times a rerun, and a long list
    takes a while to compress); Streamlit lets go of it with the session."""
    packed = standalone_form(text)
    if len(packed) <= LINK_LIST_CHARS:
        return packed
    return "#" + hashlib.blake2b(text.encode("utf-8"), digest_size=8).hexdigest()


def write_game_list(text: str) -> str:
    """The shortest form of ``text`` a link can hold; above :data:`LINK_LIST_CHARS` compressed,
    a digest of the list kept in this session (the link then holds the settings only)."""
    form = _shortest_form(text)
    kept = _KEPT.fullmatch(form)
    if kept:
        lists: dict[str, str] = st.session_state.setdefault(_KEPT_LISTS, {})
        if kept[1] not in lists:
            lists.clear()  # one long list per session is enough to make Back and Forward work
            lists[kept[1]] = text
    return form


def list_kept_out_of_link(written: str) -> bool:
    """The link holds a digest instead of the list: it reproduces the settings only."""
    return bool(_KEPT.fullmatch(written))
