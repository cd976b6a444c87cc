"""A text box whose text counts once the user says so: a button in the user's language applies
it (and Ctrl+Enter), and while the box holds other text than the one applied, the page says its
figures are for the text as last applied and dims them.

The box is a Streamlit text area in a form that Enter does not submit, so Streamlit shows none
of its English hints ("Press Ctrl+Enter to apply", a "99/2000000" counter). What a form cannot
tell the server, whether the box's text is still the one applied, is seen in the browser by a
small script (``text_box.js``): it compares a checksum of the box's text with the applied
text's, which the server sends, and marks the page while they differ. The same script keeps
the box's length within its limit and lets Ctrl+Enter press the button.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable
from functools import cache
from pathlib import Path

import streamlit as st

_SCRIPT = Path(__file__).with_name("text_box.js")


@cache
def _script() -> str:
    return _SCRIPT.read_text(encoding="utf-8")


def checksum(text: str) -> int:
    """The text's checksum as the browser works it out from the box: its line breaks as a
    text box holds them (``\\n``), as UTF-16 code units, through zlib's CRC-32."""
    box_text = text.replace("\r\n", "\n").replace("\r", "\n")
    return zlib.crc32(box_text.encode("utf-16-le"))


def _style(key: str, figures: str) -> str:
    """Hidden until the box holds other text than the one applied: the note; then the figures
    are dimmed, as Streamlit dims what a rerun is about to replace."""
    note = f'[data-testid="stLayoutWrapper"]:has(> .st-key-_{key}_stale)'
    return (f"{note} {{display: none;}} body[data-stale-{key}] {note} {{display: block;}} "
            f"body[data-stale-{key}] .st-key-{figures} {{opacity: 0.4;}}")


def text_box(label: str, apply_label: str, stale_note: str, *, key: str, applied: str,
             on_apply: Callable[[], None], figures: str, limit: int, height: int = 220,
             help_text: str | None = None, placeholder: str | None = None) -> None:
    """The text area ``key`` and its button ``apply_label``; ``on_apply`` runs when it is
    pressed, before the page runs again. ``applied`` is the text the page's figures are for,
    ``figures`` the key of the container that holds them, ``limit`` the most characters the
    box takes; ``stale_note`` says, while the box holds other text, that the figures are for
    the text as last applied."""
    with st.form(f"_{key}_form", enter_to_submit=False, border=False):
        st.text_area(label, key=key, height=height, help=help_text, placeholder=placeholder)
        st.form_submit_button(apply_label, on_click=on_apply, key=f"_{key}_apply",
                              type="primary", icon=":material/calculate:")
    with st.container(key=f"_{key}_stale"):
        st.warning(stale_note, icon=":material/history:")
    script = (_script().replace("__KEY__", json.dumps(key))
              .replace("__APPLIED__", str(checksum(applied))).replace("__LIMIT__", str(limit)))
    st.html(f"<style>{_style(key, figures)}</style><script>{script}</script>",
            unsafe_allow_javascript=True)
