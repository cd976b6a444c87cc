"""The Tournament page's opponents looked up in FIDE's list (issue 29): a name or FIDE ID
written without a rating gets the list's rating, title and federation
(:func:`elo_core.rating_list.game_names.match_game_list`), shown as filled in, by line, with
the list it came from: the standard list, or under FIDE's rapid & blitz rules the rapid or
blitz list chosen (:func:`pages.ui.shared.rating_list.list_kind`), said plainly where that one
is not loaded.
A name the list holds several times names who it may be and asks which, with a choice of
them: the one chosen has their FIDE ID written into the line as if typed
(:func:`elo_core.rating_list.game_names.with_fide_id`), so the box and the link carry it and
the line is filled in as any ID line; until then the line's only message is that question
(:attr:`Looked.asked`: the game reader's own about its missing rating is not shown as well).
A name the list does not hold is said. The text box otherwise keeps what the user wrote: a
rating written in a line is the user's and wins, and nothing else from the list goes into the
link."""

from __future__ import annotations

from typing import NamedTuple

import pandas as pd
import streamlit as st

from elo_core.rating_list import ListKind
from elo_core.rating_list.game_names import (
    NO_RATING,
    MatchedList,
    match_game_list,
    with_fide_id,
)
from elo_core.rating_list.identify import Identified
from elo_core.readers.parser import parse_game_list
from pages.ui import link
from pages.ui.frame import Frame
from pages.ui.i18n import Markdown
from pages.ui.shared.rating_list import (
    any_loaded,
    kind_choice,
    list_name,
    loaded_list,
    no_list,
    not_loaded,
)


class Looked(NamedTuple):
    """The game list to read, and the lines whose problem the list's lookup says (a name it
    holds several times, until one is chosen)."""

    text: str
    asked: frozenset[int]


def _could_look_up(text: str) -> bool:
    """A line of ``text`` gives a name or number but no rating the reader takes."""
    return any(e.problem in NO_RATING for e in parse_game_list(text).errors)


def _filled_table(frame: Frame, matched: MatchedList) -> None:
    t = frame.t
    rows = [{t("rlist.col.line"): str(f.line), t("rlist.col.written"): f.written,
             t("rlist.col.listed"): f.player.name, t("rlist.col.id"): str(f.player.fide_id),
             t("rlist.col.rating"): (str(f.player.rating or "–") if f.rating
                                     else t("rlist.yours")),
             t("rlist.col.title"): f.title, t("rlist.col.fed"): f.federation}
            for f in matched.filled]
    st.dataframe(pd.DataFrame(rows, dtype=str), hide_index=True, key="_listed_table")


def _write_choice(line: int, key: str) -> None:
    """The player chosen for ``line`` written into the game list, as if typed."""
    fide_id = st.session_state.get(key)
    if fide_id is not None:
        games = link.values()
        games["games"] = with_fide_id(str(games["games"]), line, int(fide_id))


def _which(frame: Frame, line: int, identified: Identified) -> None:
    """A choice among the players the line's name may be."""
    t = frame.t
    players = {p.fide_id: p for p in identified.candidates}
    key = f"_listed_which_{line}"
    st.selectbox(t("rlist.which", line=line, name=identified.written), list(players),
                 index=None, key=key, on_change=_write_choice, args=(line, key),
                 placeholder=t("rlist.which.placeholder"),
                 format_func=lambda fide_id: t(
                     "rlist.choice", name=players[fide_id].name, id=fide_id,
                     fed=players[fide_id].federation or "–",
                     rating=players[fide_id].rating or "–"))


def filled_in(frame: Frame, text: str) -> Looked:
    """The game list to read: ``text`` with the list's ratings, titles and federations filled
    in where its lines give none, each shown; ``text`` as it stands where no list of the kind
    the rules rate by is loaded (said once, where a line could have been looked up)."""
    t = frame.t
    kind = kind_choice(frame) if any_loaded() else ListKind.STANDARD
    found = loaded_list(kind)
    if found is None:
        if _could_look_up(text) and kind is ListKind.STANDARD:
            no_list(frame)
        elif _could_look_up(text):
            st.info(not_loaded(frame, "rlist.kind.none", kind=t(f"rlist.kind.{kind.value}")))
        return Looked(text, frozenset())
    store, loaded = found
    matched = match_game_list(text, store, kind)
    source = list_name(frame, loaded.month, kind)
    if matched.filled:
        st.caption(t("rlist.filled", n=len(matched.filled), source=source,
                     lines=", ".join(str(f.line) for f in matched.filled)))
        _filled_table(frame, matched)
    for line, identified in matched.several:
        # each candidate is one of our texts, its values escaped: the join is safe Markdown
        who = Markdown("; ".join(t("rlist.candidate", name=p.name, id=p.fide_id,
                                   fed=p.federation or "–", rating=p.rating or "–")
                                 for p in identified.candidates))
        st.warning(t("rlist.several", line=line, name=identified.written, source=source,
                     who=who, id=identified.candidates[0].fide_id))
        _which(frame, line, identified)
    if matched.not_found:
        shown = Markdown(", ".join(t("rlist.line_name", line=line, name=name)
                                   for line, name in matched.not_found))
        st.warning(t("rlist.not_found", n=len(matched.not_found), source=source,
                     lines=shown))
    return Looked(matched.text, frozenset(line for line, _ in matched.several))
