"""What the Whole event page says of the file beside its rating
(:class:`pages.ui.event.shown.FileFacts`): the time control it encodes (TRF-26's ``222``) and
the kind of play the event is rated as, with the choice of another (the link's ``play``); the
rule set that follows and why (the kind of play's, or the one chosen in the rules at the top);
in rapid and blitz, the players rated with their standard rating (B.02 rapid and blitz 7.2.1)
or, without FIDE's standard list, that it would; and every kind of line the file has and the
page does not use, named once."""

from __future__ import annotations

import streamlit as st

from elo_core import NotUsed, Play
from elo_core.language import count
from pages.ui import link
from pages.ui.event.shown import FileFacts
from pages.ui.i18n import Markdown
from pages.ui.in_force import Frame
from pages.ui.link import params
from pages.ui.shared import widgets
from pages.ui.shared.rating_list import list_name

#: The players a line names by name before it says only how many more there are.
NAMED = 10


def _control(frame: Frame, facts: FileFacts) -> str:
    """The time control and the kind of play it is, or that the file has none."""
    t = frame.t
    if not facts.time_control:
        return t("event.play.no_control")
    kind = (t(f"event.play.is.{facts.file_play.value}") if facts.file_play is not None
            else t("event.play.is.mixed"))
    return t("event.play.control", control=facts.time_control, kind=Markdown(kind))


def _rules(frame: Frame, facts: FileFacts) -> str:
    """The rule set in force and why: chosen in the rules at the top, or the kind of play's
    (chosen here, or the file's, or standard play where neither says)."""
    t = frame.t
    rules = t(f"rules.{frame.rules.name}")
    played = facts.play.play
    if link.values()["rules"] is not None:
        return t("event.play.rules.chosen", rules=rules)
    if played is None:
        return t("event.play.rules.none", rules=rules)
    kind = t(f"event.play.kind.{played.value}")
    return t("event.play.rules.asked" if facts.play.asked else "event.play.rules.file",
             rules=rules, kind=kind)


def _lent(frame: Frame, facts: FileFacts, unrated: int) -> None:
    """In rapid and blitz: who is rated with their standard rating, from which list; or that
    no standard list is loaded to lend one."""
    t, played = frame.t, facts.play.play
    if played not in (Play.RAPID, Play.BLITZ):
        return
    kind = t(f"event.play.kind.{played.value}")
    if facts.lent_month is None:
        if unrated:
            st.caption(t("event.lent.no_list", kind=kind))
        return
    if not facts.lent:
        return
    names = ", ".join(f"{name} {rating}" for _, name, rating in facts.lent[:NAMED])
    more = len(facts.lent) - NAMED
    st.caption(t("event.lent", n=len(facts.lent), kind=kind,
                 source=list_name(frame, facts.lent_month),
                 names=names + (f" … (+{count(more, frame.lang)})" if more > 0 else "")))


def not_used_words(frame: Frame, not_used: tuple[NotUsed, ...]) -> str:
    """Every kind of line not used, once: ``250 (3 lines), 310, XXC``, and lines with no
    record's tag by their first line."""
    t, lang = frame.t, frame.lang
    parts = []
    for item in not_used:
        if not item.tag:
            parts.append(t("event.not_used.text", n=item.lines, line=item.first_line))
        elif item.lines > 1:
            parts.append(t("event.not_used.lines", tag=item.tag, n=item.lines))
        else:
            parts.append(item.tag)
    return t("event.not_used", records=", ".join(parts), n=count(len(parts), lang))


def section(frame: Frame, facts: FileFacts | None, unrated: int = 0,
            by_dwz: bool = False) -> None:
    """The file's time control and the kind of play rated, with the choice of another and the
    rules that follow (not by the DWZ, which has its own); the ratings lent in rapid and blitz
    (``unrated``: players without a rating after them); the lines not used."""
    if facts is None:
        return
    with st.container(key="event_file_facts"):
        if by_dwz:
            st.caption(_control(frame, facts))
        else:
            widgets.url_choice(frame, "play", frame.t("event.play"), params.PLAY_CHOICES)
            st.caption(" ".join((_control(frame, facts), _rules(frame, facts))))
            _lent(frame, facts, unrated)
        if facts.not_used:
            st.caption(not_used_words(frame, facts.not_used), help=frame.t("event.not_used.help"))
