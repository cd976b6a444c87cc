"""The Club page with a season uploaded, and what its tests read off it: the example season
and start list, the rating list, the page's text."""

from __future__ import annotations

import pandas as pd
from streamlit.testing.v1 import AppTest

from tests.conftest import PageOpener
from tests.paths import ROOT
from tests.rendered import rendered

SEASON = (ROOT / "examples" / "club-season.csv").read_bytes()
START = (ROOT / "examples" / "club-start.csv").read_bytes()


def upload(at: AppTest, files: list[tuple[str, bytes]],
           start: tuple[str, bytes] | None = None) -> AppTest:
    """``files`` uploaded at once as the season, and ``start`` as its start list."""
    if start is not None:
        at.file_uploader(key="_club_start_upload").set_value((*start, "text/csv"))
    at.file_uploader(key="_club_upload").set_value([(name, data, "text/csv")
                                                    for name, data in files])
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def example(open_page: PageOpener, **params: str) -> AppTest:
    """The page with the example season and start list uploaded."""
    return upload(open_page("club", **params), [("club-season.csv", SEASON)],
                  ("club-start.csv", START))


def the_list(at: AppTest) -> pd.DataFrame:
    """The rating list: the page's first table."""
    return at.dataframe[0].value


def page_text(at: AppTest) -> str:
    """Every text, caption and message the page shows, as a reader sees it."""
    return " ".join(rendered(m.value) for m in [*at.markdown, *at.caption, *at.warning,
                                                 *at.error, *at.info])
