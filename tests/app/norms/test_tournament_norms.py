"""Title norms on the Tournament page through AppTest: the opponents' titles and federations
written in the list (``GM ESP 2500:1``), the norm sheet of the games entered, and what the
rounds left must bring, in English, German and Dutch. Worked out by hand from FIDE Handbook
B.01 (2024) and the 1.4.9 table (FIDE's table 8.1.1: 67% → 125, 61% → 80)."""

from __future__ import annotations

import pytest

from tests.app.event.test_event_page import page_text
from tests.app.norms.test_event_norms import sheet

#: Seven games against GMs of 2500 from three federations, 5 points (4 wins, 2 draws, a loss).
GAMES = "\n".join(f"GM {fed} 2500:{score}" for fed, score in zip(
    ["ESP", "ESP", "ESP", "FRA", "FRA", "ITA", "ITA"], ["1", "1", "1", "1", "½", "½", "0"],
    strict=True))


def open_norms(open_page, **params):
    at = open_page("tournament", games=GAMES, norm_open="true", norm_fed="GER", rating="2450",
                   **params)
    return at


def test_seven_games_are_no_norm_and_two_rounds_left_need_a_point(open_page):
    """7 of 9 games: 1.4.1a asks for 9. With the two rounds left against 2500s (the average so
    far), 9 games at Ra 2500: 5½/9 = 61% → 2580, 6/9 = 67% → 2625 ≥ 2600, so 1 point more
    for the GM norm; for the IM (2450: 4/9 = 44% → dp −43, 2457) the 5 points are enough."""
    at = open_norms(open_page)
    gm = sheet(at, "GM")
    assert gm["Games"] == ["7", "at least 9", "1.4.1a", "✗ no"]
    assert gm["Opponents with the norm's title or higher"] == ["7", "at least 3", "1.4.5b",
                                                              "✓ yes"]
    assert gm["Federations other than the player's"] == ["3", "at least 2", "1.4.3", "✓ yes"]
    text = page_text(at)
    assert "The 2 rounds left" in text
    assert "GM norm: 1 point needed" in text and "IM norm: 0 points needed" in text


@pytest.mark.parametrize("lang, needed, games", [
    ("de", "GM-Norm: 1 Punkt nötig", "Partien"), ("nl", "GM-norm: 1 punt nodig", "Partijen")])
def test_the_planner_and_the_sheet_in_german_and_dutch(open_page, lang, needed, games):
    at = open_norms(open_page, lang=lang)
    assert needed in page_text(at)
    assert sheet(at, "GM")[games][0] == "7"


def test_without_your_federation_the_federations_are_not_known(open_page):
    at = open_page("tournament", games=GAMES, norm_open="true", norm_rounds="7")
    assert sheet(at, "GM")["Federations other than the player's"][0] == "not known"
