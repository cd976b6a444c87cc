"""The Whole event page with a tournament report file pasted in, and what its tests read off it:
the players' table and the page's text."""

from __future__ import annotations

import pandas as pd
from streamlit.testing.v1 import AppTest

from tests.conftest import PageOpener
from tests.paths import DATA
from tests.rendered import rendered

SWISS = (DATA / "swiss.trf").read_text(encoding="utf-8")


def open_event(open_page: PageOpener, text: str = SWISS, **params: str) -> AppTest:
    """The page with ``text`` pasted into its box (the box is open while there is no file)."""
    at = open_page("event", **params)
    at.text_area(key="_event_paste").set_value(text)
    at.button(key="__event_paste_apply").click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def players_table(at: AppTest) -> pd.DataFrame:
    """The table of every player: the page's first table."""
    return at.dataframe[0].value


def page_text(at: AppTest) -> str:
    """Every text, caption and message the page shows, as a reader sees it (bold unmarked)."""
    return " ".join(rendered(m.value) for m in [*at.markdown, *at.caption, *at.warning,
                                                 *at.error, *at.info]).replace("**", "")
