"""What the Club page's tests share: the example season and start list, the page with files
uploaded, and what it shows (the list, its texts), beside the engine's own rating of the
example."""

from __future__ import annotations

import pandas as pd
from streamlit.testing.v1 import AppTest

from elo_core import FIDE
from elo_core.pool.rating import rate_season
from elo_core.pool.reading import read_season
from elo_core.pool.records import Season
from elo_core.pool.standings import SeasonRating, System
from elo_core.pool.start_list import read_start_list_bytes
from tests.club_files import SEASON, START
from tests.conftest import PageOpener
from tests.rendered import rendered


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


def example_season() -> Season:
    """The example season and start list, as the engine reads them."""
    return read_season([("club-season.csv", SEASON)],
                       read_start_list_bytes("club-start.csv", START))


def rated(system: System = System.ELO, k: float | None = None,
          season: Season | None = None) -> SeasonRating:
    """``season`` (the example's by default) rated by ``system``, as the page rates it."""
    return rate_season(season or example_season(), system, k, FIDE)
