"""What a page needs from the frame (:mod:`pages.ui.frame`): the language and the rules in
force. A plain value, importable without Streamlit, so that work done in a process of its own
(:mod:`pages.ui.apart`) is handed it as it is."""

from __future__ import annotations

from dataclasses import dataclass

from elo_core import RuleSet
from pages.ui.i18n import translate


@dataclass(frozen=True)
class Frame:
    """The language and the rules in force."""

    lang: str
    rules: RuleSet

    def t(self, key: str, **values: object) -> str:
        """The text ``key`` in the page's language, with ``values`` filled in literally."""
        return translate(key, self.lang, **values)
