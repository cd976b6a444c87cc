"""Input widgets that more than one page uses. Each shows one input of the link
(:mod:`pages.ui.link.params`), offers the range the link declares for it
(:func:`pages.ui.link.bounds`) and stores the user's change back into it
(:func:`pages.ui.link.bind`); none is bound to the URL by Streamlit, so every URL value is
checked before a widget sees it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Literal

import streamlit as st

from elo_core import K_PRESETS, PlayerFacts
from elo_core.language import number
from elo_core.readers.limits import MOST_BYTES_A_CHARACTER
from pages.ui import link
from pages.ui.in_force import Frame
from pages.ui.shared import numbers

if TYPE_CHECKING:
    from streamlit.elements.lib.mutable_expander_container import ExpanderContainer
    from streamlit.elements.lib.mutable_tab_container import TabContainer


def rating_input(frame: Frame, key: str, label: str) -> int:
    """A rating: a slider to explore and a box for exact entry, with one value behind both."""
    box, store_box = link.bind(key)
    slider, store_slider = link.bind(key, f"_{key}_slider")
    low, high = link.bounds(key)
    explore, exact = st.columns([3, 1], vertical_alignment="bottom")
    with exact:
        st.number_input(frame.t("input.exact", label=label), low, high, step=1,
                        key=box, on_change=store_box, label_visibility="collapsed")
    with explore:
        st.slider(label, low, high, step=1, key=slider, on_change=store_slider,
                  help=frame.t("input.rating.help", low=low, high=high))
    return int(link.values()[key])


def whole_input(key: str, label: str, help_text: str | None = None) -> int:
    """A whole number in the input's range."""
    widget, store = link.bind(key)
    st.number_input(label, *link.bounds(key), step=1, key=widget, on_change=store,
                    help=help_text)
    return int(link.values()[key])


def _decimals(value: float) -> int:
    """How many decimals ``value`` is written with: ``0.001`` 3, ``0.0625`` 4, ``0.09`` 2."""
    exponent = Decimal(repr(value)).normalize().as_tuple().exponent
    return max(0, -exponent) if isinstance(exponent, int) else 0


def decimal_choice(frame: Frame, key: str, label: str, step: float,
                   help_text: str | None = None) -> float:
    """A number in the input's range in steps of ``step`` (``0.001``), shown as the language
    writes it (``0,090``: a number box would show ``0.090`` in every language), chosen from a
    list that typing narrows down (``0,06``); a value from the link between two steps is
    offered as it is."""
    widget, store = link.bind(key)
    low, high = link.bounds(key)
    decimals = _decimals(step)
    options = {round(low + i * step, decimals) for i in range(round((high - low) / step) + 1)}
    st.selectbox(label, sorted(options | {float(link.values()[key])}), key=widget,
                 on_change=store, help=help_text,
                 format_func=lambda value: number(
                     value, frame.lang, max(decimals, _decimals(value))))
    return float(link.values()[key])


def optional_whole_input(key: str, label: str, placeholder: str,
                         width: int | Literal["stretch"] = "stretch") -> int | None:
    """A whole number in the input's range, or empty (``None``) for what ``placeholder``
    says."""
    widget, store = link.bind(key)
    st.number_input(label, *link.bounds(key), step=1, key=widget, on_change=store,
                    placeholder=placeholder, width=width)
    value = link.values()[key]
    return None if value is None else int(value)


def target_input(frame: Frame, start: float) -> int:
    """The target rating; until the user sets one it follows the start rating (+50)."""
    low, high = link.bounds("target")
    follows = int(min(start + 50, high))
    widget, store = link.bind("target")
    if st.session_state[widget] is None:
        st.session_state[widget] = follows
    st.number_input(frame.t("target.rating"), low, high, step=1, key=widget, on_change=store)
    target = link.values()["target"]
    return follows if target is None else int(target)


def k_input(frame: Frame, key: str, label: str) -> int:
    """K: a number for any K, with the presets as one-click choices."""
    box, store = link.bind(key)
    preset = f"_{key}_preset"
    value = link.values()[key]
    st.session_state[preset] = value if value in K_PRESETS else None

    def from_preset() -> None:
        if st.session_state[preset] is not None:
            link.values()[key] = st.session_state[preset]

    st.number_input(label, *link.bounds(key), step=1, key=box, on_change=store,
                    help=frame.t("input.k.help"))
    st.pills(frame.t("input.k.presets"), K_PRESETS, key=preset, on_change=from_preset,
             label_visibility="collapsed")
    return int(link.values()[key])


def _css_text(text: str) -> str:
    """``text`` as a CSS string."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


#: The largest game list or PGN an upload takes, in MB: the engine reads at most 10,000 games
#: of at most 200 characters a line (2 MB) or 20,000 PGN games (a few MB); 10 MB holds all of
#: that with the moves. The server's ``maxUploadSize`` is the rating list's larger limit
#: (.streamlit/config.toml); the browser refuses a larger file than the upload's own.
GAME_FILES_MB = 10
#: Bytes in a megabyte, as Streamlit counts an upload's limit.
_MEGABYTE = 1 << 20


def file_upload(frame: Frame, key: str, label: str, types: Sequence[str],
                on_change: Callable[[], None], help_text: str, multiple: bool = False,
                limit_mb: int = GAME_FILES_MB, limit_chars: int | None = None) -> None:
    """A file upload of at most ``limit_mb`` a file, whose button and line say in the user's
    language what Streamlit writes in English ("Upload", "10MB per file • CSV"): Streamlit's
    own words are replaced by ours with a style, since the upload takes no texts (the only
    widget of the pages that needs one). ``multiple``: several files at once.
    ``limit_chars``: a file whose text is refused past that many characters, the figure its
    line then says (its refusal says the same); the browser refuses only a file larger than
    such a text can be (:data:`~elo_core.readers.limits.MOST_BYTES_A_CHARACTER` each)."""
    if limit_chars is not None:
        limit_mb = -(-limit_chars * MOST_BYTES_A_CHARACTER // _MEGABYTE)
    st.file_uploader(label, type=list(types), key=key, on_change=on_change, help=help_text,
                     accept_multiple_files=multiple, max_upload_size=limit_mb)
    zone = f'.st-key-{key} [data-testid="stFileUploaderDropzone"]'
    size = (numbers.megabytes(limit_mb, frame.lang) if limit_chars is None
            else frame.t("upload.characters", n=limit_chars))
    limit = frame.t("upload.limit", size=size, types=", ".join(kind.upper() for kind in types))
    st.html(f'<style>{zone} button [data-testid="stMarkdownContainer"] p {{display: none;}}'
            f'{zone} button [data-testid="stMarkdownContainer"]::after '
            f'{{content: {_css_text(frame.t("upload.button"))};}}'
            f'{zone} [data-testid="stFileUploaderDropzoneInstructions"] span {{font-size: 0;}}'
            f'{zone} [data-testid="stFileUploaderDropzoneInstructions"] span::after '
            f'{{content: {_css_text(limit)}; font-size: 0.875rem;}}</style>')


def toggle(key: str, label: str, help_text: str | None = None) -> bool:
    """An on/off input of the link."""
    widget, store = link.bind(key)
    st.toggle(label, key=widget, on_change=store, help=help_text)
    return bool(link.values()[key])


def expander(key: str, label: str) -> ExpanderContainer:
    """An expander whose open state is an input of the link; its ``open`` says whether to
    build its content."""
    widget, store = link.bind(key)
    return st.expander(label, key=widget, on_change=store)


def _facts(frame: Frame, prefix: str) -> None:
    """The facts FIDE's K rule judges (§8.3.3): the rated games played before, the year of
    birth, whether 2400 was ever reached; the link's inputs ``played``, ``born`` and ``r2400``
    after ``prefix`` (``o_`` for the opponent's)."""
    key, store = link.bind(f"{prefix}played")
    st.number_input(frame.t("input.played"), *link.bounds(f"{prefix}played"), step=1, key=key,
                    on_change=store, help=frame.t("input.played.help"))
    key, store = link.bind(f"{prefix}born")
    st.number_input(frame.t("input.born"), *link.bounds(f"{prefix}born"), step=1, key=key,
                    on_change=store, placeholder=frame.t("input.born.placeholder"))
    key, store = link.bind(f"{prefix}r2400")
    st.checkbox(frame.t("input.reached_2400"), key=key, on_change=store)


def k_choice(frame: Frame, label: str, rating: float) -> float | PlayerFacts:
    """K as the user gives it: a number with presets, or FIDE's rule (§8.3.3) from the
    player's facts, which the engine turns into K and explains."""
    if not toggle("k_rule", frame.t("input.k_rule"), frame.t("input.k_rule.help")):
        return k_input(frame, "k", label)
    _facts(frame, "")
    key, store = link.bind("on")
    st.date_input(frame.t("input.on"), key=key, on_change=store,
                  format=numbers.DATE_INPUT_FORMATS[frame.lang],
                  help=frame.t("input.on.help"))
    values = link.values()
    return PlayerFacts(rating, values["played"], values["born"], values["r2400"], values["on"])


def opponent_k(frame: Frame, opponent: float) -> float | PlayerFacts | None:
    """The opponent's K: under FIDE's rule, from the opponent's own facts (``None`` while they
    are the defaults: an adult with 30+ games who never reached 2400 unless rated 2400+); else
    a number, ``None`` for the same K as the player's."""
    values = link.values()
    if not values["k_rule"]:
        key, store = link.bind("k_opponent")
        st.number_input(frame.t("game.opponent_k"), *link.bounds("k_opponent"), step=1, key=key,
                        on_change=store, placeholder=frame.t("game.same_k"),
                        help=frame.t("game.opponent_k.help"))
        same_or_own: float | None = values["k_opponent"]
        return same_or_own
    with st.expander(frame.t("game.opponent_facts"), key="_opponent_facts"):
        _facts(frame, "o_")
    given = [values[name] for name in ("o_played", "o_born", "o_r2400")]
    if given == [link.PARAMS[name].default for name in ("o_played", "o_born", "o_r2400")]:
        return None  # the engine's default facts for an opponent, and it says so
    return PlayerFacts(opponent, values["o_played"], values["o_born"], values["o_r2400"],
                       values["on"])


def url_choice(frame: Frame, key: str, label: str, names: Sequence[str]) -> str:
    """One of ``names`` as buttons, kept in the link by its stable (English) name while the
    buttons show it in the user's language."""
    widget, store = link.bind(key, f"_{key}")
    st.segmented_control(label, names, key=widget, required=True, on_change=store,
                         format_func=lambda name: frame.t(f"{key}.{name}"))
    return str(link.values()[key])


def url_tabs(frame: Frame, key: str, names: Sequence[str]) -> dict[str, TabContainer]:
    """Tabs named ``{key}.{name}`` in the user's language, the open one kept in the link by its
    stable name.

    The tabs track which one is open, so a page draws only that tab's content
    (``tabs[name].open``) and a rerun does not pay for charts nobody sees.
    """
    widget = f"_{key}_tab"
    labels = [frame.t(f"{key}.{name}") for name in names]
    st.session_state[widget] = labels[list(names).index(link.values()[key])]

    def opened() -> None:
        link.values()[key] = names[labels.index(st.session_state[widget])]

    tabs = st.tabs(labels, key=widget, on_change=opened)
    return dict(zip(names, tabs, strict=True))
