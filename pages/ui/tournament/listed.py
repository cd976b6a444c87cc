"""The Tournament page's opponents looked up in FIDE's list: a name or FIDE ID written without a
rating gets the list's rating, title and federation, the games read once filled in
(:func:`elo_core.rating_list.game_names.fill_in`), shown as filled in, by line, with the list
it came from: the standard list, or under FIDE's rapid & blitz rules the rapid or blitz list
chosen (:func:`pages.ui.shared.rating_list.list_kind`), said plainly where that one is not
loaded.

A name the list holds several times names who it may be and asks which, with a choice of them
(and how many share the name, where they are more than those offered):
the one chosen has their FIDE ID written into the line as if typed
(:func:`elo_core.rating_list.game_names.with_fide_id`), so the box and the link carry it and
the line is filled in as any ID line; until then the line's only message is that question
(:attr:`Looked.said`: the game reader's own about its missing rating is not shown as well).
Past ``CHOICES_AT_ONCE`` such names the page says how many, and asks about them a page at a
time: only the names of the page shown are looked up for who they may be
(:func:`elo_core.rating_list.game_names.choices`). A name the list does not hold is said,
and that is its line's one message too (the first ``NAMED_AT_ONCE``, and how many more).
The text box otherwise keeps what the user wrote: a rating written in a line is the user's and
wins, and nothing else from the list goes into the link."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple, TypeVar

import pandas as pd
import streamlit as st

from elo_core import (
    CROWD,
    GameList,
    Identified,
    ListKind,
    LoadedList,
    MatchedList,
    RatingStore,
    choices,
    fill_in,
    may_fill_in,
    with_fide_id,
)
from elo_core.readers.parser import table_header
from pages.ui import link
from pages.ui.i18n import Markdown
from pages.ui.in_force import Frame
from pages.ui.shared.rating_list import (
    any_loaded,
    kind_choice,
    list_name,
    loaded_list,
    no_list,
    not_loaded,
    player_label,
)
from pages.ui.shared.tables import TABLE_ROWS

#: The most names the list holds several times that are asked about at once; past them, a
#: page of them at a time.
CHOICES_AT_ONCE = 10
#: The most lines named in one sentence (lines filled in, names not found); then how many more.
NAMED_AT_ONCE = 30
#: The session's page of the names asked about.
PAGE_KEY = "_listed_page"
#: A line named in a sentence: a line filled in, or a line and its name not found.
_Line = TypeVar("_Line")


class Looked(NamedTuple):
    """The games to rate, and the lines whose one message the list's lookup gives: a name it
    holds several times (until one is chosen), and a name or ID it does not hold (the game
    reader's own message about the missing rating is not said as well)."""

    parsed: GameList
    said: frozenset[int]
    kind: ListKind = ListKind.STANDARD
    """The kind of list the games were looked up in."""


def matched(text: str, parsed: GameList, kind: ListKind,
            loaded: tuple[RatingStore, LoadedList] | None) -> MatchedList | None:
    """``parsed`` (the games of ``text``) filled in from the list of ``kind`` ``loaded`` (the
    store and the list, :func:`~pages.ui.shared.rating_list.loaded_list`); ``None`` where none is,
    and for a pasted table (its columns are its own)."""
    if loaded is None or table_header(text) is not None:
        return None
    return fill_in(parsed, loaded[0], kind)


def _some(frame: Frame, lines: Sequence[_Line], named: Callable[[_Line], str]) -> Markdown:
    """The first ``NAMED_AT_ONCE`` of ``lines``, each as ``named`` writes it (safe Markdown:
    one of our texts with its values escaped, or a number), and how many more; only those
    shown are written."""
    shown = ", ".join(map(named, lines[:NAMED_AT_ONCE]))
    more = len(lines) - NAMED_AT_ONCE
    return Markdown(shown if more <= 0 else f"{shown} {frame.t('rlist.more', n=more)}")


def _filled_table(frame: Frame, found: MatchedList) -> None:
    """The lines filled in, the first ``TABLE_ROWS``: each with who the list says it is."""
    t = frame.t
    shown = found.filled[:TABLE_ROWS]
    yours = t("rlist.yours")
    columns = {
        t("rlist.col.line"): [str(f.line) for f in shown],
        t("rlist.col.written"): [f.written for f in shown],
        t("rlist.col.listed"): [f.player.name for f in shown],
        t("rlist.col.id"): [str(f.player.fide_id) for f in shown],
        t("rlist.col.rating"): [str(f.player.rating or "–") if f.rating else yours
                                for f in shown],
        t("rlist.col.title"): [f.title for f in shown],
        t("rlist.col.fed"): [f.federation for f in shown]}
    st.dataframe(pd.DataFrame(columns, dtype=str), hide_index=True, key="_listed_table")
    if len(found.filled) > TABLE_ROWS:
        st.caption(t("rlist.first_rows", n=TABLE_ROWS))


def _write_choice(line: int, key: str) -> None:
    """The player chosen for ``line`` written into the game list, as if typed."""
    fide_id = st.session_state.get(key)
    if fide_id is not None:
        games = link.values()
        games["games"] = with_fide_id(str(games["games"]), line, int(fide_id))


def _which(frame: Frame, line: int, identified: Identified, source: str) -> None:
    """Who the line's name may be, and a choice among them; how many share it where they are
    more than those offered (more than ``CROWD`` where a crowd does)."""
    t = frame.t
    # each candidate is one of our texts, its values escaped: the join is safe Markdown
    who = Markdown("; ".join(t("rlist.candidate", name=p.name, id=p.fide_id,
                               fed=p.federation or "–", rating=p.rating or "–")
                             for p in identified.candidates))
    said = {"line": line, "name": identified.written, "source": source, "who": who,
            "id": identified.candidates[0].fide_id}
    shown = len(identified.candidates)
    if identified.sharing > CROWD:
        st.warning(t("rlist.several.crowd", n=CROWD, shown=shown, **said))
    elif identified.sharing > shown:
        st.warning(t("rlist.several.more", n=identified.sharing, shown=shown, **said))
    else:
        st.warning(t("rlist.several", **said))
    players = {p.fide_id: p for p in identified.candidates}
    key = f"_listed_which_{line}"
    st.selectbox(t("rlist.which", line=line, name=identified.written), list(players),
                 index=None, key=key, on_change=_write_choice, args=(line, key),
                 placeholder=t("rlist.which.placeholder"),
                 format_func=lambda fide_id: player_label(frame, players[fide_id]))


def _choices(frame: Frame, several: Sequence[tuple[int, str]], store: RatingStore,
             kind: ListKind, source: str) -> None:
    """A choice for each line whose name the list holds several times; past
    ``CHOICES_AT_ONCE``, how many there are and a page of them at a time. Only the page's
    names are looked up for who they may be."""
    shown = several
    if len(several) > CHOICES_AT_ONCE:
        pages = -(-len(several) // CHOICES_AT_ONCE)
        st.warning(frame.t("rlist.several.many", n=len(several), source=source,
                           at_once=CHOICES_AT_ONCE))
        if st.session_state.get(PAGE_KEY, 1) > pages:
            st.session_state[PAGE_KEY] = pages  # choices made: fewer pages than before
        page = st.number_input(frame.t("rlist.page", pages=pages), 1, pages, step=1,
                               key=PAGE_KEY, width=200)
        shown = several[(page - 1) * CHOICES_AT_ONCE:page * CHOICES_AT_ONCE]
    for line, identified in choices(store, shown, kind):
        if identified.candidates:  # none where the list was replaced since it was read
            _which(frame, line, identified, source)


def filled_in(frame: Frame, text: str, parsed: GameList) -> Looked:
    """The games to rate: ``parsed`` (the games of ``text``) with the list's ratings, titles
    and federations filled in where its lines give none, each shown; ``parsed`` as it stands
    where no list of the kind the rules rate by is loaded (said once, where a line could have
    been looked up)."""
    t = frame.t
    kind = kind_choice(frame) if any_loaded() else ListKind.STANDARD
    loaded = loaded_list(kind)
    if loaded is None and may_fill_in(parsed):
        if kind is ListKind.STANDARD:
            no_list(frame)
        else:
            st.info(not_loaded(frame, "rlist.kind.none", kind=t(f"rlist.kind.{kind.value}")))
    found = matched(text, parsed, kind, loaded)
    if found is None or loaded is None:
        return Looked(parsed, frozenset(), kind)
    source = list_name(frame, loaded[1].month, kind)
    if found.filled:
        st.caption(t("rlist.filled", n=len(found.filled), source=source,
                     lines=_some(frame, found.filled, lambda fact: str(fact.line))))
        _filled_table(frame, found)
    _choices(frame, found.several, loaded[0], kind, source)
    if found.not_found:
        shown = _some(frame, found.not_found,
                      lambda line_name: t("rlist.line_name", line=line_name[0],
                                          name=line_name[1]))
        st.warning(t("rlist.not_found", n=len(found.not_found), source=source, lines=shown))
    return Looked(found.games, frozenset(line for line, _ in (*found.several, *found.not_found)),
                  kind)
