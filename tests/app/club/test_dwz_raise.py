"""The Club page by DWZ says when a season crosses the DSB's one-time raise of 7 June 2026, in
the page's language, and rates on from the raised values (0.64 · 1366 + 760 = 1634.24 → 1634,
the record card's figure)."""

from __future__ import annotations

import json

import pytest

from tests.app.club.club_page import page_text, the_list, upload
from tests.conftest import PageOpener

START = b"name,rating\nAnna,1366\nBert,1366\n"
# equal DWZ and draws: W = We, so only the raise changes a DWZ
CROSSING = b"date,white,black,result\n2026-05-01,Anna,Bert,1/2-1/2\n2026-09-01,Bert,Anna,1/2-1/2\n"
AFTER = b"date,white,black,result\n2026-09-01,Bert,Anna,1/2-1/2\n"


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "crosses 7 June 2026"), ("de", "über den 7. Juni 2026"), ("nl", "over 7 juni 2026")])
def test_a_season_crossing_the_day_says_so(open_page: PageOpener, lang: str, words: str) -> None:
    at = upload(open_page("club", system="dwz", lang=lang), [("s.csv", CROSSING)],
                ("start.csv", START))
    assert words in page_text(at)


def test_the_list_shows_the_raised_dwz(open_page: PageOpener) -> None:
    at = upload(open_page("club", system="dwz"), [("s.csv", CROSSING)], ("start.csv", START))
    assert list(the_list(at)["Rating"]) == [1634, 1634]


def test_a_season_after_the_day_says_nothing_of_the_raise(open_page: PageOpener) -> None:
    at = upload(open_page("club", system="dwz"), [("s.csv", AFTER)], ("start.csv", START))
    assert "crosses 7 June 2026" not in page_text(at)


@pytest.mark.parametrize(("lang", "label", "legend"), [
    ("en", "DWZ raise 2026 (+268)", "DWZ raise 2026"),
    ("de", "DWZ-Anhebung 2026 (+268)", "DWZ-Anhebung 2026"),
    ("nl", "DWZ-verhoging 2026 (+268)", "DWZ-verhoging 2026")])
def test_a_member_s_games_and_chart_mark_the_raise_as_a_step_of_its_own(
        open_page: PageOpener, lang: str, label: str, legend: str) -> None:
    # Anna: May's draw leaves 1366; 7 June 2026: 0.64 · 1366 + 760 = 1634.24 → 1634, +268;
    # September's draw leaves 1634
    at = upload(open_page("club", system="dwz", lang=lang), [("s.csv", CROSSING)],
                ("start.csv", START))
    at.selectbox(key="_club_member").set_value("Anna").run()
    games = at.dataframe[1].value
    day = {"en": "7 Jun 2026", "de": "07.06.2026", "nl": "7 jun 2026"}[lang]
    raised = games.iloc[1]
    assert len(games) == 3 and list(games.iloc[:, 2]) == ["Bert", "", "Bert"]
    assert (raised.iloc[1], raised.iloc[5], raised.iloc[7], raised.iloc[8]) == (
        day, 1366, 268, label)
    figure = json.loads(at.get("plotly_chart")[0].proto.spec)
    stars = [trace for trace in figure["data"] if trace.get("legendgroup") == "raise"]
    assert [(trace["x"], trace["y"], trace["name"], trace["marker"]["symbol"])
            for trace in stars] == [(["2026-06-07"], [1634], legend, "star")]
    assert label in stars[0]["hovertext"][0]
