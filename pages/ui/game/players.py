"""The Single game page's inputs by Elo: the list players are found in (its kind and month),
your rating and K, your opponent's, and the result; and, once the game is rated, the line under
each K saying which rule chose it and the line under each rating saying what came from the
list (:mod:`pages.ui.game.listed`)."""

from __future__ import annotations

from typing import NamedTuple

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from elo_core import GameReport, ListKind, LoadedList, PlayerFacts
from elo_core.elo.single import SCENARIOS
from pages.ui.game import listed
from pages.ui.in_force import Frame
from pages.ui.shared import explain, rating_list, widgets


class Players(NamedTuple):
    """What the inputs say, and the places kept for the lines drawn once the game is rated."""

    rating: int
    k: float | PlayerFacts
    opponent: int
    k_opponent: float | PlayerFacts | None
    score: float
    your_k: DeltaGenerator
    their_k: DeltaGenerator
    your_listing: DeltaGenerator | None
    their_listing: DeltaGenerator | None


def list_choice(frame: Frame, *, lists: list[LoadedList]) -> LoadedList | None:
    """The list players are found in: the standard list, or under FIDE's rapid & blitz rules
    the rapid or blitz list chosen; its month chosen where more than one is kept. ``None``
    where none of that kind is loaded, and the page says how to load one."""
    kind = rating_list.kind_choice(frame) if lists else ListKind.STANDARD
    loaded = rating_list.month_choice(frame, kind) if lists else None
    if loaded is None and kind is ListKind.STANDARD:
        rating_list.no_list_hint(frame)
    elif loaded is None:
        st.caption(rating_list.not_loaded(frame, "rlist.kind.none",
                                          kind=frame.t(f"rlist.kind.{kind.value}")))
    return loaded


def _side(frame: Frame, side: listed.Side, loaded: LoadedList | None, heading: str,
          label: str) -> tuple[int, DeltaGenerator | None]:
    """One player's heading, their picker in ``loaded`` where a list is (and the place for
    the line saying what came from it), and their rating."""
    st.subheader(frame.t(heading))
    listing = None
    if loaded is not None:
        listed.picker(frame, side, loaded)
        listing = st.empty()
    return widgets.rating_input(frame, side.rating, frame.t(label)), listing


def inputs(frame: Frame, *, loaded: LoadedList | None) -> Players:
    """You and your opponent side by side, each with a picker in ``loaded`` where a list is,
    a rating and a K; then the result."""
    t = frame.t
    you, them = st.container(key="players").columns(2, gap="large")
    with you:
        rating, your_listing = _side(frame, listed.YOU, loaded, "game.you", "game.your_rating")
        k = widgets.k_choice(frame, t("game.your_k"), rating)
        your_k = st.empty()
    with them:
        opponent, their_listing = _side(frame, listed.OPPONENT, loaded, "game.opponent",
                                        "game.opponent_rating")
        k_opponent = widgets.opponent_k(frame, opponent)
        their_k = st.empty()
    result = widgets.url_choice(frame, "result", t("game.result"), list(SCENARIOS))
    return Players(rating, k, opponent, k_opponent, SCENARIOS[result], your_k, their_k,
                   your_listing, their_listing)


def notes(frame: Frame, *, players: Players, report: GameReport) -> None:
    """Under each K the rule that chose it; under each rating what came from the list."""
    for place, note in ((players.your_k, explain.k_note(frame, report.player.report.k)),
                        (players.their_k, explain.opponent_k_note(frame, report))):
        if note:
            place.caption(note)
    for listing, side, used in (
            (players.your_listing, listed.YOU, report.player.report.k.chosen),
            (players.their_listing, listed.OPPONENT, report.opponent.report.k.chosen)):
        if listing is not None and (line := listed.note(frame, side, used)):
            listing.caption(line)
