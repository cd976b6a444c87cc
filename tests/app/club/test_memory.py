"""What the server keeps of a club page's session between its reruns: the files as they came,
not the season read from them nor its rating; a download reads and rates the files again."""

import csv
import gc
import io

import pytest

from elo_core.pool.records import Season
from elo_core.pool.standings import SeasonRating
from tests.served import downloaded, in_own_thread, open_page, rerun, served


async def _example_season() -> tuple[int, bytes]:
    async with served() as server:
        await open_page(server, "", "")  # the server's first run declares the pages
        session_id, browser = await open_page(server, "", "club")
        await rerun(server, session_id, browser, "", "club", clicked="Try an example season")
        gc.collect()
        held = sum(isinstance(o, Season | SeasonRating) for o in gc.get_objects())
        return held, downloaded(server, browser.downloads["Rating list (CSV)"])


@pytest.mark.slow
def test_a_session_keeps_the_seasons_files_not_its_rating_and_a_download_rates_it_again() -> None:
    held, data = in_own_thread(_example_season())
    assert held == 0
    rows = list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"))))
    # the example's classic Elo list at K 20: Albers first, Claes up 28.8 from 1790
    assert (rows[0]["Name"], rows[0]["#"]) == ("Albers, Arne", "1")
    claes = next(row for row in rows if row["Name"] == "Claes, Cato")
    assert (claes["Rating"], claes["Change"]) == ("1818.8", "28.8")
