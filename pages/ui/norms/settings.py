"""The event as a norm needs it, which a Tournament Report File or a game list may not say: its
pairing system (Swiss, round robin, double round robin; not chosen, the file's, as the engine
reads it, and a Swiss for a typed list), whether it is a World or Continental team championship
(1.4.1b) and whether it is exempt from the foreigner requirement (1.4.3a–c); each an input of
the link. And the players' table's filter: only those with a norm or near one.

A choice of "none" is the link's empty value, which Streamlit would show as its own English
placeholder ("Choose an option"): each choice says what none means in the page's language
instead."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from elo_core import EventFormat, Exemption, NormSettings, TeamChampionship
from pages.ui import link
from pages.ui.in_force import Frame
from pages.ui.norms.facts import NormsAsked


def _choice(frame: Frame, name: str, label: str, options: Sequence[str | None],
            texts: str, none: str = "norms.none") -> None:
    key, store = link.bind(name, f"_{name}")
    st.selectbox(label, list(options), key=key, on_change=store,
                 placeholder=frame.t(none),
                 format_func=lambda value: frame.t(none if value is None
                                                   else f"{texts}.{value}"))


def event_type(frame: Frame, exemptions: bool = True) -> None:
    """The event's type, team championship and (with ``exemptions``, where the host
    federation is known: a file's) exemption, in a popover beside the filter."""
    t = frame.t
    help_text = t("norms.settings.help" if exemptions else "norms.settings.help.typed")
    with st.popover(t("norms.settings"), icon=":material/tune:", help=help_text):
        _choice(frame, "norm_format", t("norms.format"), [None, *(f.value for f in EventFormat)],
                "norms.format", "norms.format.file" if exemptions else "norms.format.typed")
        _choice(frame, "norm_team", t("norms.team"),
                [None, *(c.value for c in TeamChampionship)], "norms.team")
        if exemptions:
            _choice(frame, "norm_exempt", t("norms.exemption"),
                    [None, *(e.value for e in Exemption)], "norms.exemption")


def only_toggle(frame: Frame) -> None:
    """The table's filter: only the players with a norm or within reach of one."""
    key, store = link.bind("norm_only", "_norm_only")

    def changed() -> None:  # another set of players: the table's first page of them
        store()
        link.values()["rows"] = 1

    st.toggle(frame.t("norms.only"), key=key, on_change=changed, help=frame.t("norms.only.help"))


def asked() -> NormsAsked:
    """The norms as the link asks for them."""
    values = link.values()
    return NormsAsked(values["norm_format"], values["norm_team"], values["norm_exempt"],
                      values["norm_only"])


def typed_settings() -> NormSettings:
    """The event of a typed game list as the link gives it: its pairing system and team
    championship (the Tournament page asks for no exemption, which needs the host
    federation a file gives)."""
    values = link.values()
    return NormsAsked(values["norm_format"], values["norm_team"]).settings


def bar(frame: Frame) -> None:
    """The filter and the event's type, side by side (beside the players' search box)."""
    with st.container(horizontal=True, vertical_alignment="center", key="norm_bar",
                      width="content"):
        only_toggle(frame)
        event_type(frame)


def none_found(frame: Frame, found: int) -> None:
    """Where the filter is on and ``found`` no player: that no player has a norm or is within
    reach of one."""
    if link.values()["norm_only"] and not found:
        st.info(frame.t("norms.only.none"), icon=":material/workspace_premium:")
