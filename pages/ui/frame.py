"""The frame every page draws first: page config, shared settings, navigation.

Shared settings (language, rule set, expected-score method) live in plain ``st.session_state``
keys, seeded once from the URL and written back to ``st.query_params`` on every run. A widget
bound to the URL would lose its value on a switch between ``pages/`` pages; a plain key does not.
Navigation is drawn with ``st.page_link`` so that its labels can be translated, and every page
calls :func:`setup_page` itself, so a deep link works as the very first request.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import streamlit as st

from elo_core import RULE_SETS, Expectation, RuleSet
from pages.ui.i18n import LANGUAGES, translate

PAGES = {"home": "dashboard.py", "game": "pages/1_game.py", "tournament": "pages/2_tournament.py"}
EXPECTATION_CHOICES = ("rules", *(e.value for e in Expectation))
SHARED_SETTINGS = ("lang", "rules", "exp")


@dataclass(frozen=True)
class Frame:
    """What a page needs from the frame: the language and the rules in force."""

    lang: str
    rules: RuleSet

    def t(self, key: str, **values: object) -> str:
        """The text ``key`` in the page's language, with ``values`` filled in."""
        return translate(key, self.lang, **values)


def _shared_setting(name: str, choices: tuple[str, ...], default: str) -> str:
    """A setting kept across pages: seeded once from the URL, written back every run."""
    state = st.session_state
    if name not in state:
        raw = st.query_params.get(name)
        state[name] = raw if raw in choices else default
        if raw is not None and raw not in choices:
            state.setdefault("_url_notices", []).append((name, raw))
    state[f"_{name}_widget"] = state[name]
    if state[name] == default:
        st.query_params.pop(name, None)
    else:
        st.query_params[name] = state[name]
    return state[name]


def _copy_from_widget(name: str) -> Callable[[], None]:
    def copy() -> None:
        st.session_state[name] = st.session_state[f"_{name}_widget"]
    return copy


def _sidebar(frame: Frame, page: str) -> None:
    t = frame.t
    with st.sidebar:
        for name, path in PAGES.items():
            st.page_link(path, label=t(f"nav.{name}"), icon=":material/chevron_right:"
                         if name != page else ":material/radio_button_checked:")
        st.divider()
        st.selectbox(t("frame.language"), LANGUAGES, key="_lang_widget",
                     format_func=lambda code: translate(f"lang.{code}", code),
                     on_change=_copy_from_widget("lang"))
        rules = tuple(RULE_SETS)
        st.radio(t("frame.rules"), rules, key="_rules_widget",
                 format_func=lambda name: t(f"rules.{name}"),
                 captions=[t(f"rules.{name}.help") for name in rules],
                 on_change=_copy_from_widget("rules"))
        st.selectbox(t("frame.expectation"), EXPECTATION_CHOICES, key="_exp_widget",
                     format_func=lambda choice: t(f"expectation.{choice}"),
                     help=t("frame.expectation.help"), on_change=_copy_from_widget("exp"))


def _enter(page: str) -> None:
    """On arrival from another page, drop the last page's inputs.

    Both pages have a ``rating`` input; without this, the one page's stale widget state would
    shadow the other's, and the shared settings are the only state meant to cross pages.
    """
    state = st.session_state
    if state.get("_page") != page:
        for key in [k for k in state if k not in SHARED_SETTINGS]:
            del state[key]
        state["_page"] = page


def setup_page(page: str) -> Frame:
    """Configure the page, read the shared settings, draw navigation and settings."""
    _enter(page)
    lang = _shared_setting("lang", LANGUAGES, "en")
    rules_name = _shared_setting("rules", tuple(RULE_SETS), "elo")
    expectation = _shared_setting("exp", EXPECTATION_CHOICES, "rules")
    rules = RULE_SETS[rules_name]
    if expectation != "rules":
        rules = rules.with_expectation(Expectation(expectation))
    frame = Frame(lang, rules)
    st.set_page_config(page_title=f"{frame.t(f'nav.{page}')} · {frame.t('app.name')}",
                       page_icon="♟", layout="wide")
    _sidebar(frame, page)
    for name, raw in st.session_state.pop("_url_notices", []):
        st.warning(frame.t("frame.bad_url_setting", name=name, value=raw))
    return frame
