"""The frame ``dashboard.py`` draws around every page: the page config, the link's values, the
navigation, the settings every page shares, and the page's heading.

:func:`draw` runs before the page (a deep link works as the very first request): it reads the
link before any widget exists (:func:`pages.ui.link.sync`), names each URL value it could not
use, and draws the navigation as links that carry the other page's values, so your rating, K,
rules and language go with you and a link is always the whole page. A page then asks for
:func:`current`, the language and rules in force.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from pathlib import Path

import streamlit as st
from streamlit.navigation.page import StreamlitPage

from elo_core import RULE_SETS, Expectation, rules_for_play
from elo_core.language import LANGUAGES, day
from pages.ui import link, sessions
from pages.ui.i18n import Markdown, translate
from pages.ui.in_force import Frame
from pages.ui.link import params
from pages.ui.link.readers import choice_names
from pages.ui.shared import play, rating_list

NARROW_SCREENS = Path(__file__).with_name("narrow.css")
#: Every page: its name (its path in a link, the landing page's being empty) and its file.
PAGES = {"home": "pages/home.py", "game": "pages/game.py", "tournament": "pages/tournament.py",
         "event": "pages/event.py", "club": "pages/club.py", "list": "pages/list.py"}
EXPECTATION_CHOICES = params.EXPECTATION_CHOICES
#: The rule set a page shows while the user has chosen none: a club's season under the FIDE
#: system as FIDE rates it; a single game and a series as most calculators count them. An
#: event is checked as FIDE rates its kind of play (:func:`_page_rules`).
PAGE_RULES = {"club": "fide"}
DEFAULT_RULES = "elo"
#: The page whose file's kind of play picks its rule set.
PLAY_PAGE = "event"
#: The pages whose intro a phone shows too: the landing page's says what the dashboard offers,
#: the Rating list's what its page is for (its title and sections alone do not say it).
INTRO_ON_PHONES = ("home", "list")
#: What an input left empty stands for, where that is more than "no value".
NOTHING_MEANS = {"k_all": "event.k.rule", "k_set": "event.k.none_set",
                 "k_for": "event.k.for_any", "player": "event.player.none",
                 "same": "club.same.none"}


def _sidebar(frame: Frame, page: str) -> None:
    """The pages, as links that carry each page's values, and the rating list loaded. The
    settings every page shares are on the page itself (:func:`settings_row`), where a phone
    reaches them without the sidebar."""
    t = frame.t
    with st.sidebar:
        for name, path in PAGES.items():
            st.page_link(path, label=t(f"nav.{name}"), query_params=link.page_query(name),
                         icon=":material/chevron_right:" if name != page
                         else ":material/radio_button_checked:")
        rating_list.frame_line(frame)


def settings_row(frame: Frame) -> None:
    """The rules in force and the language, on the page itself (a phone's sidebar is closed),
    each a button that opens its one choice."""
    t = frame.t
    with st.container(horizontal=True, key="settings"):
        with st.popover(t("frame.rules_line", rules=t(f"rules.{frame.rules.name}")),
                        icon=":material/gavel:", key="_rules_popover"):
            rules = tuple(RULE_SETS)
            key, store = link.bind("rules", "_rules_widget")
            st.session_state[key] = frame.rules.name
            st.radio(t("frame.rules"), rules, key=key, on_change=store,
                     format_func=lambda name: t(f"rules.{name}"),
                     captions=[t(f"rules.{name}.help") for name in rules])
            key, store = link.bind("exp", "_exp_widget")
            st.selectbox(t("frame.expectation"), EXPECTATION_CHOICES, key=key, on_change=store,
                         format_func=lambda choice: t(f"expectation.{choice}"),
                         help=t("frame.expectation.help"))
        # each language by its own name, so that a reader finds theirs in any language
        with st.popover(translate(f"lang.{frame.lang}", frame.lang), icon=":material/translate:",
                        key="_lang_popover"):
            key, store = link.bind("lang", "_lang_widget")
            st.radio(t("frame.language"), LANGUAGES, key=key, on_change=store,
                     format_func=lambda code: translate(f"lang.{code}", code))


#: The most parts of a link's value a notice names as used (the marks of names merged); then
#: how many more.
PARTS_AT_ONCE = 5
#: Where a choice's names are translated, for the choices not named after their parameter.
CHOICE_TEXTS = {"exp": "expectation", "versus": "system", "dates": "club.date_order",
                "norm_format": "norms.format", "norm_team": "norms.team",
                "norm_exempt": "norms.exemption", "norm_next_title": "norms.title",
                "norm_next_colour": "fc.colour"}


def show_notices(frame: Frame, notices: Sequence[link.Notice]) -> None:
    """Each URL value that was not used as given: which, why, and what is shown instead (the
    first ``PARTS_AT_ONCE`` parts of a long one, and how many more)."""
    for notice in notices:
        used = notice.used
        if (used is None or used == {} or used == ()) and notice.name in NOTHING_MEANS:
            shown = frame.t(NOTHING_MEANS[notice.name])
        elif used is None and notice.name == "rules":
            shown = frame.t(f"rules.{frame.rules.name}")
        elif used is None or used == "" or used == {}:
            shown = frame.t("url.nothing")
        elif choice_names(link.PARAMS[notice.name].read):
            shown = frame.t(f"{CHOICE_TEXTS.get(notice.name, notice.name)}.{used}")
        elif isinstance(used, bool):
            shown = frame.t("url.on" if used else "url.off")
        elif isinstance(used, date):
            shown = day(used, frame.lang)
        elif isinstance(used, tuple) and len(used) > PARTS_AT_ONCE:
            more = frame.t("url.more", n=len(used) - PARTS_AT_ONCE)
            shown = f"{link.PARAMS[notice.name].write(used[:PARTS_AT_ONCE])} {more}"
        elif isinstance(used, dict | tuple):
            shown = link.PARAMS[notice.name].write(used)
        else:
            shown = str(used)
        st.warning(frame.t(f"url.{notice.reason}", name=Markdown(notice.name),
                           value=link.shown_raw(notice.raw), shown=shown, **notice.details),
                   icon=":material/link_off:")


def _browser_language() -> dict[str, str]:
    """The first of our languages the browser asks for: its own language
    (``st.context.locale``, ``navigator.language``), else the request's ``Accept-Language`` in
    the order of its weights; nothing where it asks for none of them."""
    asked = [st.context.locale or ""]
    header = st.context.headers.get("Accept-Language") or ""
    weighted = []
    for position, part in enumerate(header.split(",")):
        tag, _, weight = part.strip().partition(";q=")
        try:
            quality = float(weight) if weight else 1.0
        except ValueError:
            quality = 0.0
        weighted.append((-quality, position, tag))
    asked += [tag for _, _, tag in sorted(weighted)]
    for tag in asked:
        code = tag.split("-")[0].strip().lower()
        if code in LANGUAGES:
            return {"lang": code}
    return {}


#: Where :func:`draw` leaves the frame for the page that runs after it.
_DRAWN = "_frame_drawn"


def navigation() -> StreamlitPage:
    """Every page as Streamlit's navigation knows it, and the one the link names. The menu
    stays hidden: the frame's own links carry each page's values (:func:`_sidebar`)."""
    pages = [st.Page(path, url_path=None if name == "home" else name, default=name == "home")
             for name, path in PAGES.items()]
    return st.navigation(pages, position="hidden")


def page_name(page: StreamlitPage) -> str:
    """The name of a page of :func:`navigation`."""
    return page.url_path or "home"


def _page_rules(page: str) -> str:
    """The rule set ``page`` shows while the user has chosen none: for an event, FIDE's rules
    for its kind of play (standard, or rapid and blitz: :func:`elo_core.rules_for_play`), as
    the link asks for it or the file's time control says it (:mod:`pages.ui.shared.play`)."""
    if page == PLAY_PAGE:
        return rules_for_play(play.in_force()).name
    return PAGE_RULES.get(page, DEFAULT_RULES)


def _in_force() -> Frame:
    values = link.values()
    rules = RULE_SETS[values["rules"] or _page_rules(link.page())]
    if values["exp"] != "rules":
        rules = rules.with_expectation(Expectation(values["exp"]))
    return Frame(values["lang"], rules)


def draw(page: str) -> None:
    """Everything before the page's own content: configure the page, read the link, draw the
    navigation and the shared settings, name the link's values that were not used, and head
    the page with its title, the rules in force and what it is for."""
    sessions.watch_this_session()
    notices = link.sync(page, params.settle, _browser_language)
    frame = _in_force()
    t = frame.t
    st.set_page_config(page_title=f"{t(f'nav.{page}')} · {t('app.name')}",
                       page_icon="♟", layout="wide")
    st.html(NARROW_SCREENS)
    _sidebar(frame, page)
    show_notices(frame, notices)
    st.title(t("app.name" if page == "home" else f"nav.{page}"))
    settings_row(frame)
    # the landing page's intro is what the dashboard offers, the Rating list's what its page is
    # for: both on a phone too (narrow.css hides only the other pages' ``intro``)
    intro = st.container(key=f"{page}_intro" if page in INTRO_ON_PHONES else "intro")
    if page == "home":
        intro.markdown(t("home.intro"))
    elif page in params.RATED_PAGES.split() and link.values()["by"] == "dwz":
        intro.caption(t("dwz.intro"))
    else:
        intro.caption(t(f"{page}.intro"))
    st.session_state[_DRAWN] = frame


def current() -> Frame:
    """The frame drawn for this run: the language and the rules in force. A page asks for it
    first, once.

    A folder named ``pages`` beside the entrypoint makes Streamlit run a page's file by itself,
    without the entrypoint, until :func:`navigation` has run once in the server (its legacy
    multipage runner; every run under ``AppTest``). Such a run finds no frame: it declares the
    navigation, which ends that runner, and runs again through the entrypoint."""
    frame: Frame | None = st.session_state.pop(_DRAWN, None)
    if frame is None:
        navigation()
        st.rerun()
    return frame
