"""The club page's settings, all of them in the link: the system a season is rated by, with a
line saying what it means, K where the system takes one, the system it is compared with, and
where everyone starts when nobody has a rating."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from elo_core import System
from pages.ui import link
from pages.ui.club.table import k_words
from pages.ui.i18n import Markdown
from pages.ui.in_force import Frame
from pages.ui.link.params import K_BY, SYSTEMS
from pages.ui.shared import widgets


def k_assumed_value() -> float:
    """The K the link's settings assume, by §8.3.3, for a member whose facts do not decide
    it."""
    return float(link.values()["k_assumed"])


def k_for(system: System) -> float | None:
    """The K the link's settings give ``system``: classic Elo's one K; FIDE's one K, or
    ``None`` for §8.3.3's from each member's facts; ``None`` for the DWZ and Glicko-2, which
    have their own."""
    values = link.values()
    if system is System.ELO or (system is System.FIDE and values["k_by"] == "fixed"):
        return float(values["club_k"])
    return None


def k_text(frame: Frame, system: System) -> str:
    """The K ``system`` is rated with, in words: ``K 20``, FIDE's rule, the system's own."""
    return k_words(frame, system, k_for(system))


def system_choice(frame: Frame) -> System:
    """The system, what it means in one line, and K where the system takes one."""
    t = frame.t
    system = System(widgets.url_choice(frame, "system", t("club.system"), SYSTEMS))
    st.caption(t(f"system.{system.value}.means"))
    if system is System.FIDE:
        widgets.url_choice(frame, "k_by", t("club.k"), K_BY)
    if system is System.ELO or (system is System.FIDE and link.values()["k_by"] == "fixed"):
        widgets.whole_input("club_k", t("club.k.one"), t("club.k.help"))
    elif system is not System.FIDE:
        st.caption(t("club.k.own"))
    return system


def versus_system(system: System) -> System:
    """The system the season is compared with, as the link asks: any other than ``system``,
    the first of them where the link asks ``system`` itself."""
    others = [name for name in SYSTEMS if name != system.value]
    if link.values()["versus"] not in others:
        link.values()["versus"] = others[0]
    return System(link.values()["versus"])


def versus_choice(frame: Frame, system: System) -> System:
    """The system the season is compared with (any other than ``system``), chosen here."""
    t = frame.t
    versus_system(system)
    others = [name for name in SYSTEMS if name != system.value]
    key, store = link.bind("versus", "_versus")
    st.selectbox(t("club.versus"), others, key=key, on_change=store,
                 format_func=lambda name: t(f"system.{name}"))
    return System(link.values()["versus"])


def k_assumed(frame: Frame, members: Sequence[str], count: int) -> None:
    """The members whose K by §8.3.3 was assumed, their facts not deciding it and the start
    list giving none (the first named, with the facts missing, the rest counted), what the
    rule would give them, and the K assumed for them, set here and kept in the link."""
    t = frame.t
    named = list(members)
    if count > len(members):
        named.append(t("club.k.more", n=count - len(members)))
    with st.container(border=True, key="club_k_assumed"):
        st.info(" ".join((t("club.k.assumed", k=link.values()["k_assumed"], n=count,
                            members=Markdown(", ".join(named))),
                          t("club.k.assumed.how"))), icon=":material/help:")
        widgets.whole_input("k_assumed", t("club.k.assumed.set"), t("club.k.assumed.help"))


def start_rating(frame: Frame) -> int:
    """Where every member starts when nobody in the season has a rating."""
    return widgets.whole_input("club_start", frame.t("club.start_rating"),
                               frame.t("club.start_rating.help"))
