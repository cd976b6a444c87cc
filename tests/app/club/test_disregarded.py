"""A first event without a point, disregarded for a first rating (FIDE B.02 §8.2), on the club
page: out of the list's Games and performance, said under the list and in the member's games,
and the same in the CSV and JSON downloads as the command line's ``pool`` gives it
(tests/engine/cli/test_pool.py)."""

from __future__ import annotations

import csv
import io
import json

import pytest

from elo_core import FIDE
from elo_core.pool.rating import rate_season
from elo_core.pool.standings import System
from pages.ui.club import shown as club_shown
from pages.ui.in_force import Frame
from tests.app.club.club_page import page_text, the_list, upload
from tests.conftest import PageOpener
from tests.engine.pool.seasons import NEWCOMER_START, ZERO_FIRST_EVENT, season

FILES = [("season.csv", ZERO_FIRST_EVENT.encode())]
START = ("start.csv", NEWCOMER_START.encode())
#: How the page and the downloads say a game of it.
DISREGARDED = "disregarded: a first event without a point (§8.2)"


def test_the_list_counts_the_games_rated_and_names_the_disregarded(open_page: PageOpener) -> None:
    # tests/engine/pool/test_known_values.py: Eve's 0 of 5 on 4 and 5 January is disregarded;
    # her first rating, 1743 at March's end, is of the 5 games after it, whose performance is
    # 8250 / 5 = 1650 + dp(60 %) 72 = 1722
    at = upload(open_page("club", system="fide"), FILES, START)
    eve = the_list(at).set_index("Name").loc["Eve"]
    assert (eve["Games"], eve["Performance"], eve["Points"]) == (5, 1722, 3)
    assert ("Not in Games: a first event without a point, which a first rating disregards "
            "(FIDE B.02 §8.2), of Eve (5 games).") in page_text(at)
    at.selectbox(key="_club_member").set_value("Eve").run()
    notes = list(at.dataframe[1].value["Note"])
    assert notes[:5] == [DISREGARDED] * 5
    assert DISREGARDED not in notes[5:]


@pytest.mark.parametrize(("lang", "said"), [
    ("de", "Nicht in „Partien“: ein erstes Turnier ohne Punkt, das eine Ersteinstufung nicht "
           "berücksichtigt (FIDE B.02 §8.2), von Eve (5 Partien)."),
    ("nl", "Niet in Partijen: een eerste toernooi zonder punten, dat voor een eerste rating "
           "niet meetelt (FIDE B.02 §8.2), van Eve (5 partijen).")])
def test_the_disregarded_are_said_in_german_and_dutch(open_page: PageOpener, lang: str,
        said: str) -> None:
    at = upload(open_page("club", system="elo", lang=lang), FILES, START)
    assert said in page_text(at)


def test_the_dwz_names_none(open_page: PageOpener) -> None:
    # the WO has no §8.2: Eve's January games count towards her first DWZ, all 10 in Games
    at = upload(open_page("club", system="dwz"), FILES, START)
    assert the_list(at).set_index("Name").loc["Eve"]["Games"] == 10
    assert "first event without a point" not in page_text(at)


def test_the_downloads_count_and_say_them_as_the_page() -> None:
    rating = rate_season(season(ZERO_FIRST_EVENT, NEWCOMER_START), System.FIDE, None, FIDE)
    english = Frame("en", FIDE)
    rows = {row["Name"]: row for row in csv.DictReader(io.StringIO(
        club_shown.list_csv(english, rating).decode("utf-8-sig")))}
    assert (rows["Eve"]["Games"], rows["Eve"]["Performance"]) == ("5", "1722")
    games = list(csv.DictReader(io.StringIO(
        club_shown.games_csv(english, rating).decode("utf-8-sig"))))
    # each side's empty change says why: Eve's first event disregarded, or no rating yet
    # (towards her first rating), her opponents' as Eve has no rating
    notes = [game["Note"].split("; ") for game in games]
    opponents = [game["Black"] if game["White"] == "Eve" else game["White"] for game in games]
    assert [sorted(note) for note in notes] == [
        sorted([f"Eve: {why}", f"{opponent}: opponent unrated"])
        for why, opponent in zip([DISREGARDED] * 5 + ["no rating yet"] * 5, opponents,
                                 strict=True)]
    eve = next(player for player in json.loads(club_shown.season_json(rating))["players"]
               if player["name"] == "Eve")
    assert (eve["games"], eve["disregarded_games"], eve["performance"]) == (5, 5, 1722)
