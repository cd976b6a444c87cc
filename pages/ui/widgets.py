"""Input widgets that more than one page uses, each bound to the URL under its own key.

A bound widget's key is its query parameter. Widgets that a callback also sets (a rating from its
slider, K from a preset) take their first value from ``st.session_state`` rather than a
``value`` argument, as Streamlit asks; the URL still wins on a page's first run.

Streamlit drops an invalid URL value silently; these widgets first read the raw parameter and,
if it cannot be used, tell the user what was wrong and which value is shown instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from typing import TYPE_CHECKING

import streamlit as st

from elo_core import K_PRESETS, RATING_MAX, RATING_MIN, PlayerFacts
from elo_core.kfactor import K_MAX, K_MIN
from pages.ui.frame import Frame

if TYPE_CHECKING:
    from streamlit.elements.lib.mutable_tab_container import TabContainer

def _is_whole_in(low: int, high: int) -> Callable[[str], bool]:
    def check(raw: str) -> bool:
        try:
            value = float(raw)
        except ValueError:
            return False
        return value.is_integer() and low <= value <= high
    return check


def url_notice(frame: Frame, key: str, valid: Callable[[str], bool], shown: object) -> None:
    """Warn once if the URL holds a value for ``key`` that the widget will not take."""
    raw = st.query_params.get(key)
    if raw is not None and not valid(raw):
        st.warning(frame.t("url.bad_value", name=key, value=raw, shown=shown))


def rating_input(frame: Frame, key: str, label: str, default: int) -> int:
    """A rating: a slider to explore and a box for exact entry, with one value behind both."""
    url_notice(frame, key, _is_whole_in(RATING_MIN, RATING_MAX), default)
    slider_key = f"_{key}_slider"

    def from_slider() -> None:
        st.session_state[key] = st.session_state[slider_key]

    st.session_state.setdefault(key, default)
    explore, exact = st.columns([3, 1], vertical_alignment="bottom")
    with exact:
        value = st.number_input(
            frame.t("input.exact", label=label), RATING_MIN, RATING_MAX, step=1, key=key,
            bind="query-params", label_visibility="collapsed",
        )
    st.session_state[slider_key] = int(value)
    with explore:
        st.slider(label, RATING_MIN, RATING_MAX, step=1, key=slider_key, on_change=from_slider,
                  help=frame.t("input.rating.help", low=RATING_MIN, high=RATING_MAX))
    return int(value)


def k_input(frame: Frame, key: str, label: str, default: int = 20) -> int:
    """K: a number for any K, with the presets as one-click choices."""
    url_notice(frame, key, _is_whole_in(K_MIN, K_MAX), default)
    preset_key = f"_{key}_preset"

    def from_preset() -> None:
        if st.session_state[preset_key] is not None:
            st.session_state[key] = st.session_state[preset_key]

    st.session_state.setdefault(key, default)
    value = st.number_input(label, K_MIN, K_MAX, step=1, key=key, bind="query-params",
                            help=frame.t("input.k.help"))
    st.session_state[preset_key] = value if value in K_PRESETS else None
    st.pills(frame.t("input.k.presets"), K_PRESETS, key=preset_key, on_change=from_preset,
             label_visibility="collapsed")
    return int(value)


def k_choice(frame: Frame, label: str, rating: float) -> float | PlayerFacts:
    """K as the user gives it: a number with presets, or FIDE's rule (§8.3.3) from the
    player's facts, which the engine turns into K and explains."""
    if not st.toggle(frame.t("input.k_rule"), key="k_rule", bind="query-params",
                     help=frame.t("input.k_rule.help")):
        return k_input(frame, "k", label)
    this_year = date.today().year
    played = st.number_input(frame.t("input.played"), 0, 100000, 30, 1, key="played",
                             bind="query-params", help=frame.t("input.played.help"))
    born = st.number_input(frame.t("input.born"), 1900, this_year, None, 1, key="born",
                           bind="query-params", placeholder=frame.t("input.born.placeholder"))
    reached = st.checkbox(frame.t("input.reached_2400"), key="r2400", bind="query-params")
    return PlayerFacts(rating, int(played), None if born is None else int(born), reached,
                       date.today())


def opponent_k_input(frame: Frame) -> int | None:
    """The opponent's K; empty means the same as the player's."""
    url_notice(frame, "k_opponent", _is_whole_in(K_MIN, K_MAX), frame.t("game.same_k"))
    value = st.number_input(frame.t("game.opponent_k"), K_MIN, K_MAX, None, 1, key="k_opponent",
                            bind="query-params", placeholder=frame.t("game.same_k"),
                            help=frame.t("game.opponent_k.help"))
    return None if value is None else int(value)


def _seed_choice(frame: Frame, key: str, names: Sequence[str], state_key: str) -> None:
    """On a page's first run, take the choice's stable name from the URL (the first name if
    there is none), and say so if the URL's value is not one of ``names``."""
    if state_key in st.session_state:
        return
    raw = st.query_params.get(key)
    if raw is not None and raw not in names:
        st.warning(frame.t("url.bad_choice", name=key, value=raw,
                           shown=frame.t(f"{key}.{names[0]}")))
    st.session_state[state_key] = raw if raw in names else names[0]


def _write_choice(key: str, name: str, default: str) -> None:
    if name == default:
        st.query_params.pop(key, None)
    else:
        st.query_params[key] = name


def url_choice(frame: Frame, key: str, label: str, names: list[str]) -> str:
    """One of ``names`` as buttons, the first by default, kept in the URL under ``key`` by its
    stable name.

    A bound segmented control would write its translated label to the URL (``result=Sieg``);
    this keeps ``result=win`` in every language.
    """
    widget_key = f"_{key}"
    _seed_choice(frame, key, names, widget_key)
    value = str(st.segmented_control(label, names, key=widget_key, required=True,
                                     format_func=lambda name: frame.t(f"{key}.{name}")))
    _write_choice(key, value, names[0])
    return value


def url_tabs(frame: Frame, key: str, names: list[str]) -> dict[str, TabContainer]:
    """Tabs named ``{key}.{name}`` in the user's language, the open one kept in the URL under
    ``key`` by its stable name (the first by default).

    The tabs track which one is open, so a page draws only that tab's content
    (``tabs[name].open``) and a rerun does not pay for charts nobody sees.
    """
    name_key, widget_key = f"_{key}", f"_{key}_tab"
    _seed_choice(frame, key, names, name_key)
    labels = [frame.t(f"{key}.{name}") for name in names]
    st.session_state[widget_key] = labels[names.index(st.session_state[name_key])]

    def opened() -> None:
        st.session_state[name_key] = names[labels.index(st.session_state[widget_key])]

    tabs = st.tabs(labels, key=widget_key, on_change=opened)
    _write_choice(key, st.session_state[name_key], names[0])
    return dict(zip(names, tabs, strict=True))
