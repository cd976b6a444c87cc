"""FIDE's rating list on the pages: the server's one store, the loaded list as the pages name it
("FIDE standard, December 2026, 1.1 million players", and in a sentence "FIDE's list,
December 2026"), the hint where none is loaded, and a player picker that finds a player by
name or FIDE ID. The DSB's DWZ list beside it (:mod:`elo_core.rating_list.dsb`) the same way:
named ("DSB DWZ list, 30 Nov 2026, 87 thousand players"), and a picker that finds a player
by name, ZPS-member number or FIDE ID.

The store (:class:`elo_core.rating_list.RatingStore`) is one object for the server, kept by
``st.cache_resource`` for its path (``$ELO_DATA_DIR`` may name another between two runs, as in
the tests); it opens an SQLite connection for each question and closes it after, so every
session's thread has its own and none is shared. Nothing from it goes into a link: what a
picked player fills in is the page's own inputs, as if typed.

The kind of list a page looks players up in follows the rules in force (:func:`list_kind`):
under FIDE's rapid & blitz rules (``fide-rapid``, B.02's rapid and blitz regulations) FIDE's
rapid list or its blitz list, as the user chooses (the rapid list first: the rules are one for
both, the games are not); under every other rule set the standard list (the title norms'
ratings, B.01 1.4.6, and a standard event's report).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Hashable
from datetime import date
from pathlib import Path
from typing import TypeVar

import streamlit as st
from babel.numbers import format_compact_decimal

from elo_core.elo.rules import FIDE_RAPID
from elo_core.language import month_name as month_name
from elo_core.rating_list import ListedPlayer, ListKind, LoadedList, NoStore, RatingStore
from elo_core.rating_list.dsb import (
    DwzList,
    DwzPlayer,
    dwz_by_fide_id,
    dwz_by_member,
    dwz_list,
    find_dwz,
    member_number,
)
from elo_core.rating_list.store import store_path
from pages.ui.i18n import LOCALES
from pages.ui.in_force import Frame
from pages.ui.shared import numbers

_Player = TypeVar("_Player")

#: The most players the picker offers for one search.
PICKER_CHOICES = 20
#: From this many players on, a list's players are counted short (``12.3 thousand``).
COUNTED_SHORT = 10_000
#: A search this long at most (a name on FIDE's list has at most 60 characters).
SEARCH_CHARS = 60
#: The environment variable by which a server's operator allows a list to be loaded by upload
#: on the Rating list page (``1``); the page's texts name it.
UPLOAD_VARIABLE = "ELO_LIST_UPLOAD"
#: The lists a game under FIDE's rapid & blitz rules is rated by, the first one chosen first.
FAST_KINDS = (ListKind.RAPID, ListKind.BLITZ)
#: The session's choice between them (not in the link: what the list fills in never is).
KIND_CHOICE = "_list_kind"


@st.cache_resource
def _store_at(path: str) -> RatingStore:
    return RatingStore(Path(path))


def store() -> RatingStore:
    """The server's store, where ``$ELO_DATA_DIR`` (else ``data/``) puts it."""
    return _store_at(str(store_path()))


def loaded_lists() -> list[LoadedList]:
    """The lists in the store, standard first; none where there is no store, or its file is
    not one (or is being written at this instant)."""
    try:
        return store().lists()
    except NoStore:
        return []


def any_loaded() -> bool:
    """Whether the store holds a list of any kind."""
    return bool(loaded_lists())


def loaded_list(kind: ListKind = ListKind.STANDARD) -> tuple[RatingStore, LoadedList] | None:
    """The store and its list of ``kind``, or ``None`` where none is loaded."""
    try:
        loaded = store().loaded(kind)
    except NoStore:
        return None
    return None if loaded is None else (store(), loaded)


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


def list_name(frame: Frame, month: date, kind: ListKind = ListKind.STANDARD) -> str:
    """"FIDE's list, December 2026" (the standard list of ``month``), "FIDE's rapid list,
    December 2026", "FIDE's blitz list, December 2026" in the page's language."""
    key = "rlist.name" if kind is ListKind.STANDARD else f"rlist.name.{kind.value}"
    return frame.t(key, month=month_name(month, frame.lang))


def no_list(frame: Frame) -> None:
    """Says that no list is loaded, and how to load one on this server."""
    st.info(not_loaded(frame, "rlist.none"))


def not_loaded(frame: Frame, key: str, **values: object) -> str:
    """The text of ``key`` (a list not loaded, and what that means here), then how a list is
    loaded on this server: on the Rating list page where its operator allows the upload, else
    by the operator on the command line (:func:`upload_allowed`)."""
    how = "rlist.load.upload" if upload_allowed() else "rlist.load.operator"
    return f"{frame.t(key, **values)} {frame.t(how)}"


def players_count(frame: Frame, players: int) -> str:
    """How many players, short from :data:`COUNTED_SHORT` on: ``1.1 million players``,
    ``1,1 Millionen Spieler`` (CLDR's long compact form, one decimal); else all of them,
    ``250 players``, ``8.000 Spieler``."""
    if players < COUNTED_SHORT:
        return frame.t("list.players", n=players)
    shown = format_compact_decimal(players, format_type="long", locale=LOCALES[frame.lang],
                                   fraction_digits=1)
    return frame.t("list.players.many", shown=shown)


def caption(frame: Frame, loaded: LoadedList) -> str:
    """``FIDE standard, December 2026, 1.1 million players`` in the frame's language."""
    return frame.t("list.caption", kind=frame.t(f"list.kind.{loaded.kind.value}"),
                   month=month_name(loaded.month, frame.lang),
                   players=players_count(frame, loaded.players))


def dwz_loaded() -> DwzList | None:
    """The DSB's DWZ list loaded, or ``None`` (where there is no store, or its file is not
    one)."""
    try:
        return dwz_list(store())
    except NoStore:
        return None


def dwz_caption(frame: Frame, loaded: DwzList) -> str:
    """``DSB DWZ list, 30 Nov 2026, 87 thousand players`` in the frame's language."""
    return frame.t("list.caption.dwz", day=numbers.day(loaded.day, frame.lang),
                   players=players_count(frame, loaded.players))


def frame_line(frame: Frame) -> None:
    """Each list loaded, one short line apiece, FIDE's then the DSB's; nothing where none
    is."""
    for loaded in loaded_lists():
        st.caption(caption(frame, loaded), help=loaded.source)
    if (dwz := dwz_loaded()) is not None:
        st.caption(dwz_caption(frame, dwz), help=dwz.source)


def upload_allowed() -> bool:
    """Whether this server's operator allows a list to be loaded by upload
    (:data:`UPLOAD_VARIABLE`, see :mod:`pages.ui.list.upload`)."""
    return os.environ.get(UPLOAD_VARIABLE) == "1"


def no_list_hint(frame: Frame) -> None:
    """Once, plainly: no list is loaded, and how to load one on this server: by upload on the
    Rating list page where its operator allows it, else by its operator on the command line
    (``python -m elo_core rating-list import FILE`` takes FIDE's list and the DSB's export
    alike)."""
    st.caption(frame.t("list.none.upload" if upload_allowed() else "list.none"))


def search(text: str, kind: ListKind = ListKind.STANDARD,
           limit: int = PICKER_CHOICES) -> list[ListedPlayer]:
    """The players ``text`` names, best match first: a number is a FIDE ID, else a name (see
    :meth:`RatingStore.find`); none where the store holds no list of ``kind``."""
    text = text.strip()
    try:
        if text.isdigit():
            found = store().by_id(int(text), kind)
            return [] if found is None else [found]
        return store().find(text, kind, limit)
    except NoStore:
        return []


def dwz_search(text: str, limit: int = PICKER_CHOICES) -> list[DwzPlayer]:
    """The DWZ list's players ``text`` names, best match first: ``C0327-12`` a member by ZPS
    and number, a number a FIDE ID, else a name; none where no DWZ list is loaded."""
    text = text.strip()
    try:
        if member_number(text) is not None:
            found = dwz_by_member(store(), text)
            return [] if found is None else [found]
        if text.isdigit():
            return dwz_by_fide_id(store(), int(text))[:limit]
        return find_dwz(store(), text, limit)
    except NoStore:
        return []


def dwz_label(player: DwzPlayer) -> str:
    """A DWZ list's player as a choice shows them: ``Müller, Jürgen · SK Zähringen · 1843 ·
    C0327-12``."""
    dwz = "–" if player.dwz is None else str(player.dwz)
    return " · ".join(part for part in (player.name, player.club, dwz, player.member_id)
                      if part)


def player_label(frame: Frame, player: ListedPlayer) -> str:
    """A player as a choice shows them: ``Carlsen, Magnus · NOR · GM · 2830 · 1503014``."""
    rating = "–" if player.rating is None else str(player.rating)
    parts = [player.name, player.federation, player.title or player.women_title, rating,
             str(player.fide_id)]
    return " · ".join(part for part in parts if part)


def picked(key: str) -> ListedPlayer | None:
    """The player of FIDE's list last picked with the picker ``key``, if any."""
    player: ListedPlayer | None = st.session_state.get(f"_{key}_picked")
    return player


def dwz_picked(key: str) -> DwzPlayer | None:
    """The player of the DWZ list last picked with the picker ``key``, if any."""
    player: DwzPlayer | None = st.session_state.get(f"_{key}_picked")
    return player


def player_picker(frame: Frame, key: str, label: str, fill: Callable[[ListedPlayer], None],
                  kind: ListKind = ListKind.STANDARD) -> None:
    """A box for a name or FIDE ID (``label``) and a choice among the players of FIDE's
    list of ``kind`` it finds (:func:`choice_picker`)."""
    choice_picker(frame, key, label, frame.t("pick.find.help"), frame.t("list.search.box"),
                  lambda text: {player.fide_id: player for player in search(text, kind)},
                  lambda player: player_label(frame, player), fill)


def dwz_picker(frame: Frame, key: str, label: str, fill: Callable[[DwzPlayer], None]) -> None:
    """A box for a name, ZPS-member number or FIDE ID (``label``) and a choice among the
    players of the DWZ list it finds (:func:`choice_picker`)."""
    choice_picker(frame, key, label, frame.t("pick.dwz.find.help"), frame.t("list.search.box.dwz"),
                  lambda text: {player.member_id: player for player in dwz_search(text)},
                  dwz_label, fill)


def choice_picker(frame: Frame, key: str, label: str, help_text: str, placeholder: str,
                  search_for: Callable[[str], dict[Hashable, _Player]],
                  label_of: Callable[[_Player], str], fill: Callable[[_Player], None]) -> None:
    """A box (``label``, ``placeholder`` in it while empty) and a choice among the players
    ``search_for`` finds for its text; choosing one calls ``fill`` with them (once, at the
    choice: what the user then edits stands) and keeps them as :func:`picked`. The box is
    kept in the session only, never in the link."""
    t = frame.t
    text = st.text_input(label, key=f"_{key}_find", max_chars=SEARCH_CHARS,
                         help=help_text, placeholder=placeholder)
    if not text.strip():
        return
    found = search_for(text)
    if not found:
        st.caption(t("pick.none", text=text.strip()))
        return
    choice = f"_{key}_choice"

    def chosen() -> None:
        player = found.get(st.session_state[choice])
        if player is not None:
            st.session_state[f"_{key}_picked"] = player
            fill(player)

    st.selectbox(t("pick.choose"), list(found), key=choice, index=None, on_change=chosen,
                 placeholder=t("pick.choose.placeholder"),
                 format_func=lambda found_key: label_of(found[found_key]))
