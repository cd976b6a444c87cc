"""The Whole event page's file: an upload or a paste, kept in this session as its text.

The file is not in the link (a report of 300 players is far too long for one, and it is the
arbiter's, not a setting): its text lives in the session under one key, which the upload and
the text box both write. An upload that cannot be used (not text, too long, no player line)
leaves the text as it was and says why.

A session keeps the text, not what the reader makes of it, and the server never reads it: a
reading takes ten times the file or more (a 2 MB file of junk player lines: 7,500 players and
80,000 problems, 19 MB), and eight sessions each keeping one took the server to 3× its memory.
Each rerun has the file read and rated in a process of its own (:mod:`pages.ui.event.shown`),
which hands back what the page draws.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path

import streamlit as st

from elo_core import LineError
from elo_core.language import count
from elo_core.readers.decoding import decode
from elo_core.readers.limits import MAX_LIST_CHARS
from pages.ui import apart, link
from pages.ui.event import shown as event_shown
from pages.ui.in_force import Frame
from pages.ui.shared import play, widgets
from pages.ui.shared.messages import error_text, mixed_text
from pages.ui.shared.text_box import text_box

#: The example the page offers to a first-time visitor.
EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "swiss.trf"
_TEXT, _REFUSED = "_event_text", "_event_refused"
#: The file's name and the bytes of it read as Windows-1252, while it is the event's file.
_MIXED = "_event_mixed"
#: A paste that was not taken, kept in its box so that nothing typed is lost.
_PASTE_KEPT = "_event_paste_kept"
#: The key of the container that holds what the page shows of the event.
FIGURES = "event_figures"
#: The name a refusal gives the text box's content.
_PASTED = ""


#: What the page does with the players of the file shown before another is taken (or, for the
#: first file, with its own), handed over as a function that reads them only if needed: the K
#: set by hand that was shown with a file is for its players.
Shown = Callable[[Callable[[], dict[int, str]]], None]


def _take_text(name: str, text: str, shown: Shown) -> bool:
    """Make ``text`` the event's file, or keep the one there and say why not."""
    state = st.session_state
    before = state.get(_TEXT, "")
    if len(text) > MAX_LIST_CHARS:
        state[_REFUSED] = (name, "too-long")
        return False
    try:
        if before:
            shown(lambda: apart.run(event_shown.players, before))
        players = apart.run(event_shown.players, text)
    except apart.ApartFailed:
        state[_REFUSED] = (name, "failed")
        return False
    if not players:
        state[_REFUSED] = (name, "no-players")
        return False
    if not before:
        shown(lambda: players)
    state[_TEXT] = text
    # the rule set in force follows the file's kind of play from the next run's frame on
    play.remember(text)
    # a new file opens at its first thousand players, in the link this run writes too
    link.values()["rows"] = 1
    state.pop(_MIXED, None)
    state.pop(_PASTE_KEPT, None)
    return True


def _take(name: str, data: bytes, shown: Shown) -> None:
    """Make the file ``data`` the event's, or keep the one there and say why not."""
    decoded = decode(data)
    if isinstance(decoded, LineError):
        st.session_state[_REFUSED] = (name, decoded)
    elif _take_text(name, decoded.text, shown):
        st.session_state[_MIXED] = None if decoded.mixed is None else (name, decoded.mixed)


def _on_upload(shown: Shown) -> None:
    st.session_state.pop(_REFUSED, None)
    file = st.session_state.get("_event_upload")
    if file is not None:
        _take(file.name, file.getvalue(), shown)


def _on_example(shown: Shown) -> None:
    st.session_state.pop(_REFUSED, None)
    _take(EXAMPLE.name, EXAMPLE.read_bytes(), shown)


def _on_paste(shown: Shown) -> None:
    """A pasted report becomes the event; an emptied box clears it; a text without a player
    line stays in the box, and the event shown stays as it was."""
    state = st.session_state
    state.pop(_REFUSED, None)
    pasted = state["_event_paste"]
    if not pasted.strip():
        state[_TEXT] = ""
        play.remember("")
        state.pop(_PASTE_KEPT, None)
    elif not _take_text(_PASTED, pasted, shown):
        state[_PASTE_KEPT] = pasted


def _refusal(frame: Frame, name: str, why: LineError | str) -> str:
    """Which file (or the pasted text) was not taken, and why, in the user's language."""
    reason = (error_text(frame, why) if isinstance(why, LineError)
              else frame.t(f"event.refused.{why}", limit=count(MAX_LIST_CHARS, frame.lang)))
    if name == _PASTED:
        return frame.t("event.refused.paste", why=reason)
    return frame.t("event.refused", file=name, why=reason)


def file_text(frame: Frame, *, shown: Shown) -> str:
    """The upload, the text box (drawn only while its expander is open) and the example; the
    event's text as this session holds it, ``""`` before there is one. ``shown`` is told the
    file shown before another is taken (:data:`Shown`)."""
    t, state = frame.t, st.session_state
    text: str = state.get(_TEXT, "")
    widgets.file_upload(frame, "_event_upload", t("event.upload"), ("trf", "txt"),
                        functools.partial(_on_upload, shown),
                        t("event.upload.help", limit=count(MAX_LIST_CHARS, frame.lang)),
                        limit_chars=MAX_LIST_CHARS)
    paste = st.expander(t("event.paste"), expanded=not text, key="_event_paste_open",
                        on_change="rerun")
    if paste.open:
        kept = state.get(_PASTE_KEPT, text)
        if state.get("_event_paste") != kept:
            state["_event_paste"] = kept
        with paste:
            text_box(t("event.paste.label"), t("event.paste.apply"), t("event.paste.stale"),
                     key="_event_paste", applied=kept, on_apply=functools.partial(_on_paste, shown),
                     figures=FIGURES, limit=MAX_LIST_CHARS)
    if not text and EXAMPLE.exists():
        st.button(t("event.example"), on_click=_on_example, args=(shown,),
                  icon=":material/science:", key="_event_example")
    refused = state.get(_REFUSED)
    if refused is not None:
        st.error(_refusal(frame, *refused), icon=":material/block:")
    mixed = state.get(_MIXED) if text else None
    if mixed is not None:
        st.warning(mixed_text(frame, *mixed), icon=":material/translate:")
    return text
