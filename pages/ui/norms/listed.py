"""The list the Tournament page looks players up in: the store (``$ELO_DATA_DIR``, else
``data/``) and the list of the kind the rules rate by. Under FIDE's rapid & blitz rules
(``fide-rapid``, B.02's rapid and blitz regulations) that is FIDE's rapid list or its blitz
list, as the user chooses (the rapid list first: the rules are one for both, the games are
not); under every other rule set the standard list (the title norms' ratings, B.01 1.4.6, and
a standard event's report)."""

from __future__ import annotations

import streamlit as st

from elo_core.elo.rules import FIDE_RAPID
from elo_core.rating_list import ListKind, LoadedList, NoStore, RatingStore
from pages.ui.in_force import Frame

#: The lists a game under FIDE's rapid & blitz rules is rated by, the first one chosen first.
FAST_KINDS = (ListKind.RAPID, ListKind.BLITZ)
#: The session's choice between them (not in the link: what the list fills in never is).
KIND_CHOICE = "_list_kind"


def list_kind(frame: Frame) -> ListKind:
    """The kind of list the rules in force rate by (see the module)."""
    if frame.rules.name != FIDE_RAPID.name:
        return ListKind.STANDARD
    return ListKind(st.session_state.get(KIND_CHOICE) or FAST_KINDS[0])


def kind_choice(frame: Frame, help_key: str = "rlist.kind.help") -> ListKind:
    """Under FIDE's rapid & blitz rules, a choice of the rapid or the blitz list, explained by
    the text ``help_key`` (a page's own: whom it looks up); the kind of list the page looks
    players up in."""
    if frame.rules.name == FIDE_RAPID.name:
        st.segmented_control(frame.t("rlist.kind"), [kind.value for kind in FAST_KINDS],
                             key=KIND_CHOICE, default=FAST_KINDS[0].value,
                             required=True, help=frame.t(help_key),
                             format_func=lambda kind: frame.t(f"rlist.kind.{kind}"))
    return list_kind(frame)


def loaded_list(kind: ListKind = ListKind.STANDARD) -> tuple[RatingStore, LoadedList] | None:
    """The store and its list of ``kind``, or ``None`` where none is loaded."""
    store = RatingStore()
    try:
        loaded = store.loaded(kind)
    except NoStore:
        return None
    return None if loaded is None else (store, loaded)


def any_loaded() -> bool:
    """Whether the store holds a list of any kind."""
    try:
        return bool(RatingStore().lists())
    except NoStore:
        return False
