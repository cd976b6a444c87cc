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

Where the store keeps more than one month of a kind, a page offers the month
(:func:`month_choice`, the latest first), and a player picked says their rating on each month
kept (:func:`history_text`).

The kind of list a page looks players up in follows the rules in force (:func:`list_kind`):
under FIDE's rapid & blitz rules (``fide-rapid``, B.02's rapid and blitz regulations) FIDE's
rapid list or its blitz list, as an event's kind of play says, else as the user chooses (the
rapid list first: the rules are one for both, the games are not); under every other rule set
the standard list (the title norms' ratings, B.01 1.4.6, and a standard event's report).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Hashable
from datetime import date
from pathlib import Path
from typing import NamedTuple, TypeVar

import streamlit as st
from babel.dates import format_date
from babel.numbers import format_compact_decimal

from elo_core import (
    FIDE_RAPID,
    DwzList,
    DwzPlayer,
    ListedPlayer,
    Listing,
    ListKind,
    LoadedList,
    NoStore,
    Play,
    RatingStore,
    dwz_by_fide_id,
    dwz_by_member,
    dwz_list,
    find_dwz,
    member_number,
    store_path,
)
from elo_core.language import LOCALES, day, month_name
from pages.ui.in_force import Frame

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
    """The latest list kept of each kind, standard first; none where there is no store, or
    its file is not one (or is being written at this instant)."""
    try:
        return store().lists()
    except NoStore:
        return []


def store_trouble() -> NoStore | None:
    """What keeps the server's store from being read, where something does (a file that is
    no store, a row not as an import writes it, …); ``None`` where it is read, or where there
    is none yet."""
    try:
        store().kept()
    except NoStore as trouble:
        return trouble
    return None


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


def list_kind(frame: Frame, play: Play | None = None) -> ListKind:
    """The kind of list the rules in force rate by (see the module): under FIDE's rapid &
    blitz rules, the list of an event's kind of ``play`` where it is rapid or blitz, else the
    one chosen."""
    if frame.rules.name != FIDE_RAPID.name:
        return ListKind.STANDARD
    if play in (Play.RAPID, Play.BLITZ):
        return ListKind(play.value)
    return ListKind(st.session_state.get(KIND_CHOICE) or FAST_KINDS[0])


def kind_choice(frame: Frame, help_key: str = "rlist.kind.help",
                play: Play | None = None) -> ListKind:
    """Under FIDE's rapid & blitz rules, a choice of the rapid or the blitz list, explained by
    the text ``help_key`` (a page's own: whom it looks up), unless an event's kind of ``play``
    says which; the kind of list the page looks players up in."""
    if frame.rules.name == FIDE_RAPID.name and play not in (Play.RAPID, Play.BLITZ):
        st.segmented_control(frame.t("rlist.kind"), [kind.value for kind in FAST_KINDS],
                             key=KIND_CHOICE, default=FAST_KINDS[0].value,
                             required=True, help=frame.t(help_key),
                             format_func=lambda kind: frame.t(f"rlist.kind.{kind}"))
    return list_kind(frame, play)


def kept_lists(kind: ListKind | None = None) -> list[LoadedList]:
    """Every list of FIDE's kept (of ``kind``, where given), standard first, each kind's
    newest month first; none where there is no store, or its file is not one."""
    try:
        return store().kept(kind)
    except NoStore:
        return []


def month_choice(frame: Frame, kind: ListKind) -> LoadedList | None:
    """The list of ``kind`` the page looks players up in: the latest kept or, where more than
    one month of it is kept, the one the user chooses (newest first; kept in the session for
    each kind, never in the link: what the list fills in never is); ``None`` where none is
    kept."""
    kept = kept_lists(kind)
    if len(kept) < 2:
        return kept[0] if kept else None
    months = [item.month for item in kept]
    key = f"_list_month_{kind.value}"
    if st.session_state.get(key, months[0]) not in months:  # removed since it was chosen
        del st.session_state[key]
    chosen = st.selectbox(frame.t("rlist.month"), months, key=key,
                          help=frame.t("rlist.month.help", n=len(months)),
                          format_func=lambda month: month_name(month, frame.lang))
    return next(item for item in kept if item.month == chosen)


def short_month(month: date, lang: str) -> str:
    """A list's month, short: ``Dec 2026``, ``Dez. 2026``."""
    return format_date(month, "MMM yyyy", locale=LOCALES[lang])


def history_text(frame: Frame, history: list[Listing]) -> str:
    """A player's rating on each list kept, oldest first: ``Oct 2026 1480 · Nov 2026 1500 ·
    Dec 2026 1550`` (``–`` where unrated)."""
    return " · ".join(f"{short_month(line.month, frame.lang)} "
                      f"{'–' if line.player.rating is None else line.player.rating}"
                      for line in history)


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


def caption(frame: Frame, loaded: LoadedList, earlier: int = 0) -> str:
    """``FIDE standard, December 2026, 1.1 million players`` in the frame's language, and
    how many ``earlier`` months of the kind are kept beside it."""
    said = frame.t("list.caption", kind=frame.t(f"list.kind.{loaded.kind.value}"),
                   month=month_name(loaded.month, frame.lang),
                   players=players_count(frame, loaded.players))
    return f"{said}{frame.t('list.caption.earlier', n=earlier)}" if earlier else said


def dwz_loaded() -> DwzList | None:
    """The DSB's DWZ list loaded, or ``None`` (where there is no store, or its file is not
    one)."""
    try:
        return dwz_list(store())
    except NoStore:
        return None


def dwz_caption(frame: Frame, loaded: DwzList) -> str:
    """``DSB DWZ list, 30 Nov 2026, 87 thousand players`` in the frame's language."""
    return frame.t("list.caption.dwz", day=day(loaded.day, frame.lang),
                   players=players_count(frame, loaded.players))


def frame_line(frame: Frame) -> None:
    """Each list loaded, one short line apiece, FIDE's then the DSB's; nothing where none
    is."""
    kept = kept_lists()
    for loaded in loaded_lists():
        earlier = sum(item.kind is loaded.kind for item in kept) - 1
        st.caption(caption(frame, loaded, earlier), help=loaded.source)
    if (dwz := dwz_loaded()) is not None:
        st.caption(dwz_caption(frame, dwz), help=dwz.source)


def upload_allowed() -> bool:
    """Whether this server's operator allows a list to be loaded by upload
    (:data:`UPLOAD_VARIABLE`, see :mod:`pages.ui.list.upload`)."""
    return os.environ.get(UPLOAD_VARIABLE) == "1"


def no_list_hint(frame: Frame, on_list_page: bool = False) -> None:
    """Once, plainly: no list is loaded, and how to load one on this server: by upload on the
    Rating list page where its operator allows it (on that page itself: below, under its
    upload), else by its operator on the command line (``python -m elo_core rating-list
    import FILE`` takes FIDE's list and the DSB's export alike)."""
    if not upload_allowed():
        st.caption(frame.t("list.none"))
    else:
        st.caption(frame.t("list.none.upload.here" if on_list_page else "list.none.upload"))


def search(text: str, kind: ListKind = ListKind.STANDARD, limit: int = PICKER_CHOICES,
           month: date | None = None) -> list[ListedPlayer]:
    """The players ``text`` names on the list of ``kind`` and ``month`` (the latest where
    ``None``), best match first: a number is a FIDE ID, else a name (see
    :meth:`RatingStore.find`); none where the store keeps no such list."""
    text = text.strip()
    try:
        if text.isdigit():
            found = store().by_id(int(text), kind, month)
            return [] if found is None else [found]
        return store().find(text, kind, limit, month)
    except NoStore:
        return []


def histories(fide_ids: list[int], kind: ListKind) -> dict[int, list[Listing]]:
    """Each player's lines on every list of ``kind`` kept, oldest first (none where the
    store cannot answer)."""
    try:
        return store().histories(fide_ids, kind)
    except NoStore:
        return {fide_id: [] for fide_id in fide_ids}


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


class Picked(NamedTuple):
    """A player picked from FIDE's list: the list (its kind and month) and the player as it
    gives them."""

    from_list: LoadedList
    player: ListedPlayer


def picked(key: str) -> Picked | None:
    """The player of FIDE's list last picked with the picker ``key``, if any."""
    player: Picked | None = st.session_state.get(f"_{key}_picked")
    return player


def dwz_picked(key: str) -> DwzPlayer | None:
    """The player of the DWZ list last picked with the picker ``key``, if any."""
    player: DwzPlayer | None = st.session_state.get(f"_{key}_picked")
    return player


def player_picker(frame: Frame, key: str, label: str, fill: Callable[[ListedPlayer], None],
                  loaded: LoadedList) -> None:
    """A box for a name or FIDE ID (``label``) and a choice among the players of FIDE's
    list ``loaded`` (its kind and month) it finds (:func:`choice_picker`)."""
    choice_picker(frame, key, label, frame.t("pick.find.help"), frame.t("list.search.box"),
                  lambda text: {player.fide_id: Picked(loaded, player) for player in search(
                      text, loaded.kind, month=loaded.month)},
                  lambda found: player_label(frame, found.player),
                  lambda found: fill(found.player))


def dwz_picker(frame: Frame, key: str, label: str, fill: Callable[[DwzPlayer], None]) -> None:
    """A box for a name, ZPS-member number or FIDE ID (``label``) and a choice among the
    players of the DWZ list it finds (:func:`choice_picker`)."""
    choice_picker(frame, key, label, frame.t("pick.dwz.find.help"), frame.t("list.search.box.dwz"),
                  lambda text: {player.member_id: player for player in dwz_search(text)},
                  dwz_label, fill)


def choice_picker(frame: Frame, key: str, label: str, help_text: str, placeholder: str,
                  search_for: Callable[[str], dict[Hashable, _Player]],
                  label_of: Callable[[_Player], str], fill: Callable[[_Player], None]) -> None:
    """A box (``label``, ``placeholder`` in it while empty) and the players ``search_for``
    finds for its text: one alone is taken as the text is entered (on a phone a choice of one
    is a needless tap), several are a choice, made afresh for each text entered. A
    player taken or chosen calls ``fill`` (once, then: what the user then edits stands) and
    is kept as :func:`picked`. The box is kept in the session only, never in the link."""
    t = frame.t
    box, choice = f"_{key}_find", f"_{key}_choice"

    def take(player: _Player) -> None:
        st.session_state[f"_{key}_picked"] = player
        fill(player)

    def entered() -> None:
        st.session_state.pop(choice, None)  # a new search, a new choice
        text = str(st.session_state.get(box) or "")
        alone = list(search_for(text).values()) if text.strip() else []
        if len(alone) == 1:
            take(alone[0])

    text = st.text_input(label, key=box, max_chars=SEARCH_CHARS, help=help_text,
                         placeholder=placeholder, on_change=entered)
    if not text.strip():
        return
    found = search_for(text)
    if not found:
        st.caption(t("pick.none", text=text.strip()))
        return
    if len(found) == 1 and st.session_state.get(f"_{key}_picked") in found.values():
        return  # taken as the text was entered: the page's line says who

    def chosen() -> None:
        player = found.get(st.session_state[choice])
        if player is not None:
            take(player)

    st.selectbox(t("pick.choose"), list(found), key=choice, index=None, on_change=chosen,
                 placeholder=t("pick.choose.placeholder"),
                 format_func=lambda found_key: label_of(found[found_key]))
