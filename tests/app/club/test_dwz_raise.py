"""The Club page by DWZ says when a season crosses the DSB's one-time raise of 7 June 2026, in
the page's language, and rates on from the raised values (0.64 · 1366 + 760 = 1634.24 → 1634,
the record card's figure)."""

from __future__ import annotations

import pytest

from tests.app.club.test_club_page import page_text, the_list, upload

START = b"name,rating\nAnna,1366\nBert,1366\n"
# equal DWZ and draws: W = We, so only the raise changes a DWZ
CROSSING = b"date,white,black,result\n2026-05-01,Anna,Bert,1/2-1/2\n2026-09-01,Bert,Anna,1/2-1/2\n"
AFTER = b"date,white,black,result\n2026-09-01,Bert,Anna,1/2-1/2\n"


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "crosses 7 June 2026"), ("de", "über den 7. Juni 2026"), ("nl", "over 7 juni 2026")])
def test_a_season_crossing_the_day_says_so(open_page, lang, words):
    at = upload(open_page("club", system="dwz", lang=lang), [("s.csv", CROSSING)],
                ("start.csv", START))
    assert words in page_text(at)


def test_the_list_shows_the_raised_dwz(open_page):
    at = upload(open_page("club", system="dwz"), [("s.csv", CROSSING)], ("start.csv", START))
    assert list(the_list(at)["Rating"]) == [1634, 1634]


def test_a_season_after_the_day_says_nothing_of_the_raise(open_page):
    at = upload(open_page("club", system="dwz"), [("s.csv", AFTER)], ("start.csv", START))
    assert "crosses 7 June 2026" not in page_text(at)
