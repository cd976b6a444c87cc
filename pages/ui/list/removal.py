"""The Rating list page's removal of one month of FIDE's lists, where the server's operator allows
the upload (the same trust: the store is every visitor's): a choice among the lists kept, a box
to tick that names the list and says it goes for every visitor, and a button that names the one
it removes, which does nothing until the box is ticked
(:func:`elo_core.rating_list.keeping.remove_list`): no careless tap, nor two, removes a month.
Then what was removed, or why not, in the user's language, and the choice empty again where the
list chosen is kept no more (set to none, not forgotten, so that the browser shows it empty
too). One change of the store at a time in this server, as for an import
(:data:`pages.ui.list.loading.ONE_AT_A_TIME`); the removal itself is a moment's work, done in
the server by the button's callback, before the run it starts draws the lists without it."""

from __future__ import annotations

from typing import NamedTuple

import streamlit as st

from elo_core import LoadedList, Missing, NoStore, remove_list
from elo_core.language import month_name
from pages.ui.in_force import Frame
from pages.ui.list import loading
from pages.ui.list.outcome import store_text
from pages.ui.shared import rating_list

_CHOICE, _SURE, _DONE = "_list_remove_choice", "_list_remove_sure", "_list_remove_done"


class Removed(NamedTuple):
    """What the last removal came to: the list removed, or that it was not kept any more, or
    that the store was busy, or what else is wrong with it (``failed``)."""

    named: str
    removed: bool = False
    busy: bool = False
    failed: Missing | None = None


def _name(frame: Frame, loaded: LoadedList) -> str:
    """``FIDE standard, December 2026`` in the page's language."""
    return frame.t("list.remove.name", kind=frame.t(f"list.kind.{loaded.kind.value}"),
                   month=month_name(loaded.month, frame.lang))


def sure_key(loaded: LoadedList) -> str:
    """The key of the box that confirms the removal of ``loaded``."""
    return f"{_SURE}_{loaded.kind.value}_{loaded.month:%Y_%m}"


def _remove(named: str, loaded: LoadedList) -> None:
    """The button's work, before the run it starts: ``loaded`` removed from the server's
    store, one change of the store at a time, and what that came to kept for the run."""
    outcome = Removed(named, busy=True)
    if loading.ONE_AT_A_TIME.acquire(blocking=False):
        try:
            remove_list(rating_list.store(), loaded.kind, loaded.month)
            outcome = Removed(named, removed=True)
        except NoStore as error:
            if error.missing in (Missing.NO_MONTH, Missing.NO_LIST, Missing.NO_STORE):
                outcome = Removed(named)
            elif error.missing is not Missing.BUSY:  # busy: another process writes it
                outcome = Removed(named, failed=error.missing)
        finally:
            loading.ONE_AT_A_TIME.release()
    st.session_state[_DONE] = outcome


def removal(frame: Frame, *, kept: list[LoadedList]) -> None:
    """The removal, where the store keeps one of FIDE's lists at least, and what the last one
    came to."""
    t = frame.t
    done: Removed | None = st.session_state.pop(_DONE, None)
    if done is not None and done.removed:
        st.success(t("list.remove.done", list=done.named), icon=":material/delete:")
    elif done is not None and done.failed is not None:
        st.error(t("list.remove.failed", list=done.named, why=store_text(frame, done.failed)),
                 icon=":material/error:")
    elif done is not None:
        st.warning(t("list.import.busy" if done.busy else "list.remove.gone", list=done.named),
                   icon=":material/warning:")
    if not kept:
        return
    with st.expander(t("list.remove"), icon=":material/delete:", key="_list_remove"):
        lists = {_name(frame, item): item for item in kept}
        if st.session_state.get(_CHOICE) not in lists:  # removed since, here or elsewhere
            st.session_state[_CHOICE] = None  # set, not forgotten: the browser shows it so
        chosen = st.selectbox(t("list.remove.which"), list(lists), key=_CHOICE, index=None,
                              placeholder=t("list.remove.placeholder"),
                              help=t("list.remove.help"))
        if chosen is None:
            return
        # a box of each list's own: one ticked for a list stands for no other
        sure = st.checkbox(t("list.remove.sure", list=chosen), key=sure_key(lists[chosen]))
        st.button(t("list.remove.button", list=chosen), key="_list_remove_button",
                  on_click=_remove, args=(chosen, lists[chosen]), icon=":material/delete:",
                  disabled=not sure)
