"""The Whole event page's outputs, drawn from what :func:`pages.ui.event.shown.shown` hands
back: the file's problems by line, the event's header and summary, the table of every player
(sortable, each row a link to the Tournament page), and one player's games round by round.

A player's link to the Tournament page fills in their start rating, K, the rules in force and
their games, with the game-by-game breakdown open. The Tournament page rates the same games the
same way, so it shows the change the event's table shows."""

from __future__ import annotations

import functools
import urllib.parse
from collections.abc import Callable, Sequence

import pandas as pd
import streamlit as st

from elo_core import NoRating, PlayerResult, RuleSet, TrfProblem
from elo_core.language import compact, count, day, number
from pages.ui import link
from pages.ui.event import table
from pages.ui.event.dwz_shown import DwzShown
from pages.ui.event.shown import PAGE_ROWS, LinkFacts, Shown, Summary
from pages.ui.frame import PAGES
from pages.ui.i18n import Markdown
from pages.ui.in_force import Frame
from pages.ui.link import codec, params
from pages.ui.shared import numbers
from pages.ui.shared.messages import PROBLEMS_SHOWN, problem_list, problem_text
from pages.ui.shared.sortable import sortable
from pages.ui.shared.spreadsheet import page_cell
from pages.ui.shared.tables import column_config, fitted_height, swipe_hint

#: Rows the players' table shows before it scrolls inside itself.
ROWS_IN_VIEW = 15
#: The link to a player's Tournament page follows the new rating, the fifth column.
LINK_AFTER = 5
#: The name's column, kept in view on a phone, starts narrower than the others, so that the
#: rating, the change and the new rating fit beside it on a 390-pixel screen.
NARROW = {"ecol.name": 190}
#: The column whose numbers are changes, coloured as they rise and fall.
CHANGES = frozenset({"ecol.change"})
#: The Tournament page's path, beside the Whole event page's.
TOURNAMENT = "tournament"


def tournament_query(facts: LinkFacts, rules: RuleSet, kept: bool = True) -> dict[str, str]:
    """The query of the player's Tournament page (what ``facts`` holds: the games, and an
    unrated player's first rating or a rated player's rating period from their rating and K);
    the event's ``rules`` by name, so that the Tournament page counts under them even where it
    would show another rule set by default; the language and expected score as they are.

    ``kept``: a game list too long for a link may be kept in this session (a link followed
    here); else it is always in the link itself (a link opened in another tab)."""
    current = link.values()
    query = {name: link.PARAMS[name].write(current[name]) for name in ("lang", "exp")
             if current[name] != link.PARAMS[name].default}
    query["rules"] = rules.name
    query["games"] = (codec.write_game_list(facts.games) if kept
                      else codec.standalone_form(facts.games))
    query["view"] = "breakdown"
    query["file"] = facts.file
    if facts.rating is None or facts.k is None:
        query["new"] = "true"
    else:
        query["rating"] = str(facts.rating)
        query["k"] = f"{facts.k:g}"
    return query


def tournament_url(facts: LinkFacts, rules: RuleSet, here: str | None) -> str:
    """The player's Tournament page as a link that works in a new tab: resolved against
    ``here``, this page's own address (``st.context.url``, so it holds under any base path),
    since a table's link column follows absolute links only; relative where the address is not
    known (outside a browser)."""
    target = TOURNAMENT if here is None else urllib.parse.urljoin(here, TOURNAMENT)
    return f"{target}?{urllib.parse.urlencode(tournament_query(facts, rules, kept=False))}"


def problems(frame: Frame, found: Sequence[TrfProblem], total: int) -> None:
    """The problems the reader found, by line: the first :data:`PROBLEMS_SHOWN` of the
    ``found`` it kept, and how many more of the ``total`` it counted."""
    if total:
        problem_list(found, functools.partial(problem_text, frame),
                     frame.t("event.problems", n=total),
                     frame.t("event.more_problems", n=total - min(len(found), PROBLEMS_SHOWN)),
                     "_event_problems", total)


def header(frame: Frame, tournament: Shown | DwzShown) -> None:
    """The event's name, and where, when and at what rate of play it was played."""
    t, lang = frame.t, frame.lang
    st.subheader(t("event.name", name=tournament.name) if tournament.name
                 else t("event.untitled"))
    days = [day(d, lang) for d in (tournament.start, tournament.end) if d is not None]
    when = (t("event.dates", start=days[0], end=days[1]) if len(days) == 2 and days[0] != days[1]
            else days[0] if days else "")
    city, rate = (t("event.text", text=part) if part else "" for part in
                  (tournament.city, tournament.rate_of_play))
    line = " · ".join(part for part in (city, when, rate) if part)
    if line:
        st.caption(line)


def _joined(frame: Frame, parts: list[str]) -> str:
    """``a, b and c`` in the user's language."""
    if len(parts) == 1:
        return parts[0]
    return frame.t("event.and", first=Markdown(", ".join(parts[:-1])), last=parts[-1])


def summary(frame: Frame, totals: Summary) -> None:
    """Players, rated players, games rated, the sum of all changes, and why it is not zero."""
    t, lang = frame.t, frame.lang
    shown = numbers.change_text(totals.sum_of_changes, totals.rounded_sum_of_changes, lang)
    with st.container(horizontal=True, key="event_summary"):
        for label, value in (("event.players", number(totals.players, lang, 0)),
                             ("event.rated_players", number(totals.rated_players, lang,
                                                                    0)),
                             ("event.games_rated", number(totals.games_rated, lang, 0)),
                             ("event.sum", shown)):
            st.metric(t(label), value, border=True)
    if totals.published_sum == 0:
        st.caption(t("event.sum.zero") if totals.sum_of_changes == 0 else
                   t("event.sum.zero_rounded", sum=numbers.signed(totals.sum_of_changes, lang, 1)))
    elif totals.reasons:
        st.caption(t("event.sum.why", reasons=_joined(frame, list(totals.reasons))))


def _pages(frame: Frame, event: Shown) -> None:
    """A choice of the table's pages (the link's ``rows``) where the players found are more than
    a thousand, and what the table holds."""
    t, lang, total, pages = frame.t, frame.lang, event.found, event.pages
    link.values()["rows"] = event.page
    if pages > 1:
        key, store = link.bind("rows", "_rows_choice")
        # the labels from the count alone: a selectbox keeps its format_func until the next rerun
        st.selectbox(t("event.rows"), range(1, pages + 1), key=key, on_change=store,
                     format_func=lambda page: t(
                         "event.rows.range", first=count((page - 1) * PAGE_ROWS + 1, lang),
                         last=count(min(page * PAGE_ROWS, total), lang)))
    if pages > 1:
        st.caption(t("event.rows.caption", n=total, most=count(PAGE_ROWS, lang)))


def find_box(frame: Frame, beside: Callable[[], None] | None = None) -> None:
    """The box a name or start rank is typed in to narrow the table down (the session's
    ``find``; a new one shows the first thousand it finds); ``beside``: more inputs beside
    it."""
    t = frame.t
    key, store = link.bind("find", "_find")

    def find() -> None:  # another name: the table's first thousand of those it finds
        store()
        link.values()["rows"] = 1

    with st.container(horizontal=True, vertical_alignment="bottom", key="event_find_row"):
        st.text_input(t("event.find"), key=key, on_change=find, width=360,
                      max_chars=params.FIND_CHARS, placeholder=t("event.find.placeholder"),
                      icon=":material/search:")
        if beside is not None:
            beside()


def players_table(frame: Frame, event: Shown, beside: Callable[[], None] | None = None) -> None:
    """Every player (a name or start rank typed above narrows them down; a field of more than
    a thousand is shown a thousand at a time), sortable by any column (the numbers sort as
    numbers, shown in the user's language), the change coloured, the name kept in view on a
    narrow screen, and beside the new rating a link to each player's Tournament page;
    ``beside``: more inputs drawn beside the search box."""
    t, lang = frame.t, frame.lang
    find_box(frame, beside)
    if not event.found:
        if link.values()["find"]:  # else the norms' filter found none, and says so
            st.info(t("event.find.none", find=link.values()["find"]))
        return
    if event.found < event.summary.players:
        st.caption(t("event.find.count", n=event.summary.players,
                     found=count(event.found, lang)))
    _pages(frame, event)
    names = [t(c.key) for c in event.columns]
    link_name, here = t("ecol.link"), st.context.url
    urls = [tournament_url(facts, frame.rules, here) for facts in event.links]
    styler, config = sortable(frame, event.columns, event.rows, names, narrow=NARROW,
                              changes=CHANGES, more={link_name: urls},
                              helps={"ecol.first_rating": t("ecol.first_rating.help")})
    config[link_name] = st.column_config.LinkColumn(link_name, display_text=t("ecol.link.text"),
                                                    help=t("event.player.open.names"))
    # the link beside the new rating, where a 1280-pixel window and a phone both show it
    order = [*names[:LINK_AFTER], link_name, *names[LINK_AFTER:]]
    swipe_hint(t("table.swipe"), config, "event_table")
    st.dataframe(styler, hide_index=True, column_config=config, column_order=order,
                 height=fitted_height(len(event.rows), ROWS_IN_VIEW), placeholder="–",
                 key="event_table")


def choose_player(frame: Frame, event: Shown) -> PlayerResult | None:
    """The player whose games are shown (the link's ``player``), chosen by start rank from the
    players of the table's page (and the one chosen)."""
    return event.chosen if player_chooser(frame, event.choices) else None


def player_chooser(frame: Frame, by_rank: dict[int, str]) -> bool:
    """The choice of a player by start rank among ``by_rank`` (the link's ``player``); whether
    the one the link names is among them (the page says so where it is not)."""
    t = frame.t
    key, store = link.bind("player", "_player_choice")

    def store_rank() -> None:
        # a choice made on another file's labels comes back as its label, not a start rank
        # (Streamlit matches a choice by its label): that file's player is no choice here
        if isinstance(st.session_state[key], str):
            st.session_state[key] = link.values()["player"]
        else:
            store()

    chosen = link.values()["player"]
    if chosen is not None and chosen not in by_rank:
        st.session_state[key] = None
    # the names alone: a selectbox keeps what its labels are made from until the next rerun
    names = {rank: f"{rank} · {name}" for rank, name in by_rank.items()}
    st.selectbox(t("event.player.choose"), list(names), key=key, on_change=store_rank,
                 index=None, placeholder=t("event.player.choose"), format_func=names.__getitem__)
    if chosen is not None and chosen not in by_rank:
        st.warning(t("event.player.missing", rank=chosen), icon=":material/link_off:")
        return False
    return True


def player_games(frame: Frame, result: PlayerResult, facts: LinkFacts,
                 after_summary: Callable[[], None] | None = None) -> None:
    """One player's rounds: opponent, rating, colour, result, E, K × (S − E), and why a round is
    not rated; the totals in a sentence (``after_summary`` draws more below it: the months of
    an event rated by month); and the link to the Tournament page."""
    t, lang = frame.t, frame.lang
    player = result.player
    if player.rating is not None and result.k is not None:
        st.markdown(t("event.player.summary", name=player.name or str(player.start_rank),
                      n=result.rated_games, points=t("points", n=result.points),
                      expected=number(result.expected, lang, 2),
                      k=compact(result.k.effective, lang),
                      change=numbers.change_text(result.change, result.rounded_change, lang)))
    elif result.first_rating is not None and result.first_rating.reason is NoRating.ZERO_POINTS:
        st.caption(t("event.player.first_event_zero"))
    else:
        st.caption(t("event.player.unrated"))
    if after_summary is not None:
        after_summary()
    columns = table.GAME_COLUMNS[2:]
    names = [t(c.key) for c in columns]
    rows = [row[2:] for row in table.game_rows(frame, result)]
    games = pd.DataFrame.from_records(
        [[page_cell(v, c, lang) for c, v in zip(columns, row, strict=True)]
         for row in rows], columns=names)
    games_config = column_config(games)
    swipe_hint(t("table.swipe"), games_config, "event_player_games")
    st.dataframe(games, hide_index=True, placeholder="–", column_config=games_config,
                 key="event_player_games")
    # in a new tab, as the table's links open (a table opens no link in its own tab), so that
    # this tab keeps the event and the player chosen; a page of the app where the address is
    # not known (outside a browser)
    here = st.context.url
    if here is None:
        st.page_link(PAGES["tournament"], label=t("event.player.open"),
                     icon=":material/open_in_new:",
                     query_params=tournament_query(facts, frame.rules))
    else:
        st.page_link(tournament_url(facts, frame.rules, here),
                     label=t("event.player.open"), icon=":material/open_in_new:")
    st.caption(t("event.player.open.names"))
