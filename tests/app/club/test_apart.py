"""The Club page's season read and rated in a process of its own (:mod:`pages.ui.apart`): the
server never holds a season's reading, the page shows the same figures, and a child that fails
says so, with a way to try again, on the page and in a download."""

import json
from typing import Any

import pytest
from pytest import MonkeyPatch

from elo_core import FIDE
from elo_core.pool.records import Season
from elo_core.pool.standings import System
from pages.ui.club import downloads
from pages.ui.club.shown import Asked
from pages.ui.in_force import Frame
from tests.app.club.club_page import example, the_list
from tests.app.failing_child import children_failing
from tests.club_files import SEASON, START
from tests.conftest import PageOpener


@pytest.mark.slow
def test_the_season_is_read_in_a_child_and_the_page_shows_its_list(
        open_page: PageOpener, monkeypatch: MonkeyPatch) -> None:
    made: list[int] = []
    reading = Season.__init__

    def counted(self: Season, *args: Any, **kwargs: Any) -> None:  # Season's own arguments
        made.append(1)
        reading(self, *args, **kwargs)

    monkeypatch.setattr(Season, "__init__", counted)
    at = example(open_page)
    # no season is made in the server: the reading's objects are the child's, gone with it
    assert made == []
    rows = the_list(at)
    # the example's classic Elo list at K 20: Albers first, Claes up 28.8 from 1790
    assert (len(rows), rows["Name"].iloc[0]) == (9, "Albers, Arne")
    claes = rows[rows["Name"] == "Claes, Cato"].iloc[0]
    assert (round(claes["Rating"], 1), round(claes["Change"], 1)) == (1818.8, 28.8)


def test_a_reading_whose_child_fails_says_so_and_tries_again_with_the_files_kept(
        open_page: PageOpener) -> None:
    at = example(open_page, lang="de")
    shown = the_list(at)
    with children_failing("ran out of memory"):
        at.run()
    assert not at.exception
    assert ("Der Server konnte diese Dateien gerade nicht lesen und auswerten (kein Speicher "
            "frei oder zu langsam). Die Dateien bleiben erhalten: Versuchen Sie es noch einmal."
            ) in [e.value for e in at.error]
    assert not at.dataframe
    at.button(key="_club_again").click().run()
    assert the_list(at).equals(shown)


def test_a_download_whose_child_dies_says_so_and_how_to_try_again() -> None:
    frame = Frame("nl", FIDE)
    asked = Asked((("club-season.csv", SEASON),), ("club-start.csv", START), frame,
                  System.ELO, 20.0, 1500, System.FIDE, None)
    with children_failing("ended without an answer"):
        listed = downloads.made(frame, asked, "list").decode("utf-8-sig")
        error = json.loads(downloads.made(frame, asked, "json"))["error"]
    assert listed.startswith("Deze download kon nu niet gemaakt worden")
    assert "klik nogmaals op de downloadknop" in listed
    assert error.startswith("Deze download kon nu niet gemaakt worden")
    # the next click: the file itself, a Dutch spreadsheet's
    assert downloads.made(frame, asked, "list").decode("utf-8-sig").startswith(
        "Plaats;Naam;")

