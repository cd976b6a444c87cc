"""The Rating list page's question for a list of FIDE's that does not say all an import needs
(:func:`elo_core.rating_list.importing.read_facts`): its month, where neither its name nor its
header says it (FIDE's current downloads, ``players_list.zip``, ``standard_rating_list.zip``),
the month of the day the zip says the list was written offered first and that day shown, for
the user to confirm; which kinds, for the combined list (``players_list_foa.txt`` holds the
standard, rapid and blitz lists, each loaded as a list of its own, all three offered first);
and which kind, for a list whose kind nothing says. The list is loaded only once the user
presses the button."""

from __future__ import annotations

from datetime import date
from typing import NamedTuple

import streamlit as st

from elo_core import ListFacts, ListKind
from elo_core.language import day, month_name
from elo_core.rating_list.naming import FIRST_LIST
from pages.ui.in_force import Frame

_MONTH, _KINDS, _PRESSED = "_list_ask_month", "_list_ask_kinds", "_list_ask_pressed"


class Choice(NamedTuple):
    """What the user chose: the kinds to load from the file, and the list's month."""

    kinds: tuple[ListKind, ...]
    month: date


def months(today: date) -> list[date]:
    """The months a list may be of, newest first: from ``today``'s back to FIDE's first list
    (:data:`~elo_core.rating_list.naming.FIRST_LIST`)."""
    count = (today.year - FIRST_LIST.year) * 12 + today.month - FIRST_LIST.month + 1
    return [date(FIRST_LIST.year + (FIRST_LIST.month - 1 + n) // 12,
                 (FIRST_LIST.month - 1 + n) % 12 + 1, 1) for n in reversed(range(count))]


def _offered(facts: ListFacts) -> date | None:
    """The month chosen first: the one the file says, else the month of the day the zip says
    its list was written."""
    if facts.month is not None:
        return facts.month
    return None if facts.written is None else facts.written.replace(day=1)


def _said(frame: Frame, file: str, facts: ListFacts) -> str:
    """Why the page asks, in the user's language."""
    t = frame.t
    said = []
    if facts.month is None:
        said.append(t("list.ask.month.none", file=file))
        if facts.written is not None:
            said.append(t("list.ask.month.written",
                          day=day(facts.written, frame.lang)))
    if facts.combined:
        said.append(t("list.ask.combined", file=file))
    elif facts.kind is None:
        said.append(t("list.ask.kind", file=file))
    return " ".join(said)


def _press() -> None:
    """The button pressed, kept for the run it starts (a callback runs before the script, so
    a run the page starts again before it reaches the button keeps it too)."""
    st.session_state[_PRESSED] = True


def ask(frame: Frame, file: str, facts: ListFacts) -> Choice | None:
    """The question for ``file`` (see the module), and the user's choice once they press the
    button; ``None`` until then, or while the month or the kinds are not chosen (said)."""
    t = frame.t
    st.info(_said(frame, file, facts), icon=":material/help:")
    offered = months(date.today())
    first = _offered(facts)
    month: date | None = st.selectbox(
        t("list.ask.month"), offered, key=_MONTH,
        index=offered.index(first) if first in offered else None,
        placeholder=t("list.ask.month.placeholder"),
        format_func=lambda shown: month_name(shown, frame.lang))
    if facts.combined or facts.kind is None:
        kinds = [kind.value for kind in ListKind]
        chosen = st.segmented_control(
            t("list.ask.kinds" if facts.combined else "list.ask.kind.which"), kinds,
            key=_KINDS, selection_mode="multi" if facts.combined else "single",
            default=kinds if facts.combined else None,
            format_func=lambda kind: t(f"list.kind.{kind}"))
        values = [chosen] if isinstance(chosen, str) else list(chosen or [])
        picked = tuple(ListKind(kind) for kind in values)
    else:
        picked = (facts.kind,)
    st.button(t("list.ask.load"), type="primary", key="_list_ask_load", on_click=_press)
    if not st.session_state.pop(_PRESSED, False):
        return None
    if month is None or not picked:
        st.warning(t("list.ask.missing"), icon=":material/warning:")
        return None
    return Choice(picked, month)


def forget() -> None:
    """The last question's answers forgotten, so that a new file is asked about afresh."""
    for key in (_MONTH, _KINDS):
        st.session_state.pop(key, None)
