"""The Tournament page's title norms: with the opponents' titles and federations written in the
list (``GM GER 2450:1``), given by a pasted table's columns (a player card's ``Titel`` and
``Land``) or filled in from FIDE's list, as the games carry them, the norm sheet of every title
for the games entered and, where the event has rounds left, what they must bring
(:mod:`~pages.ui.norms.plan`). The event's pairing system and team championship, which
a list cannot say, are chosen as on the Whole event page."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from elo_core import Game, NormTitle, PlayerFacts, PlayerNorms, check_norm, typed_record
from pages.ui import link
from pages.ui.forecast import tournament_part as chances
from pages.ui.in_force import Frame
from pages.ui.norms import plan, settings, sheet
from pages.ui.shared import widgets


def _inputs(frame: Frame) -> tuple[str, bool, int]:
    t = frame.t
    with st.container(horizontal=True, key="norm_inputs", vertical_alignment="bottom"):
        key, store = link.bind("norm_fed", "_norm_fed")
        st.text_input(t("norms.own_federation"), key=key, on_change=store, max_chars=3,
                      width=160, placeholder=t("norms.own_federation.hint"),
                      help=t("norms.federation.help"))
        key, store = link.bind("norm_rounds", "_norm_rounds")
        st.number_input(t("norms.event_rounds"), *link.bounds("norm_rounds"), step=1, key=key,
                        on_change=store, width=160)
        settings.event_type(frame, exemptions=False)
    woman = widgets.toggle("norm_woman", t("norms.woman"))
    values = link.values()
    return str(values["norm_fed"]), woman, int(values["norm_rounds"])


def norms(frame: Frame, *, games: Sequence[Game], rating: int | None,
          k: float | PlayerFacts | None) -> None:
    """The norms of the games entered, in an expander of their own; where rounds are left, what
    they must bring, and the chances in them of the player rated ``rating`` with ``k``. A title
    or federation the sheet counts an opponent without is said by its line under the game list,
    with the list's other notes (:func:`pages.ui.tournament.game_list.show_errors`)."""
    t = frame.t
    box = widgets.expander("norm_open", t("norms.title"))
    if not box.open:
        return
    with box:
        st.caption(t("norms.typed.help"))
        federation, woman, rounds = _inputs(frame)
        event = settings.typed_settings()
        record = typed_record(games, federation, woman, rounds)
        titles = [title for title in NormTitle if woman or not title.rule.women_only]
        checks = tuple(check_norm(record, title, event) for title in titles)
        left = record.rounds > len(games)
        sheet.player_sheet(frame, PlayerNorms(record, checks, None), "tournament_norms",
                           near=not left)
        if left:
            plan.section(frame, record, len(games), titles, event)
            chances.section(frame, games, rounds, federation, woman, titles, event, rating,
                            k)
