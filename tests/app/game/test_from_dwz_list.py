"""The Single game page by the DWZ with the DSB's DWZ list loaded: you and your opponent found
by name, ZPS-member number or FIDE ID fill in the DWZ, the Index and the year of birth, shown
as from the list (with the club) and left to edit; the user's edit wins; the frame names the
list. Every figure is the export's field as written (``tests/conftest.py``: ``dwz_listed``;
Müller 1843, Index 57, born 1961, SK Zähringen; Weiß 1204, Index 3, born 2014)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.app.game.picked import captions, pick
from tests.conftest import PageOpener

FROM_LIST = {
    "en": ("From the DSB's DWZ list of 30 Nov 2026: Müller, Jürgen (C0327-12, SK Zähringen), "
           "DWZ 1843, Index 57, born 1961.",
           "From the DSB's DWZ list of 30 Nov 2026: Weiß, Anna (C0327-7, SK Zähringen), "
           "DWZ 1204, Index 3, born 2014.",
           "The DWZ 1700 is yours (the list has 1843).",
           "DSB DWZ list, 30 Nov 2026, 3 players"),
    "de": ("Aus der DWZ-Liste des DSB vom 30.11.2026: Müller, Jürgen (C0327-12, SK "
           "Zähringen), DWZ 1843, Index 57, geboren 1961.",
           "Aus der DWZ-Liste des DSB vom 30.11.2026: Weiß, Anna (C0327-7, SK Zähringen), "
           "DWZ 1204, Index 3, geboren 2014.",
           "Die DWZ 1700 ist Ihre Eingabe (die Liste hat 1843).",
           "DWZ-Liste des DSB, 30.11.2026, 3 Spieler"),
    "nl": ("Uit de DWZ-lijst van de DSB van 30 nov 2026: Müller, Jürgen (C0327-12, SK "
           "Zähringen), DWZ 1843, index 57, geboren 1961.",
           "Uit de DWZ-lijst van de DSB van 30 nov 2026: Weiß, Anna (C0327-7, SK Zähringen), "
           "DWZ 1204, index 3, geboren 2014.",
           "De DWZ 1700 is jouw invoer (de lijst heeft 1843).",
           "DWZ-lijst van de DSB, 30 nov 2026, 3 spelers"),
}


BOX = {"en": "Name, ZPS-member number or FIDE ID", "de": "Name, ZPS-Mitgl.-Nr. oder FIDE-ID",
       "nl": "Naam, ZPS-lidnummer of FIDE-ID"}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_both_players_found_fill_in_dwz_index_and_year_of_birth(open_page: PageOpener,
        dwz_listed: Path, lang: str) -> None:
    at = open_page("game", lang=lang, by="dwz", last_day="2026-12-01")
    assert at.text_input(key="_dwz_you_find").placeholder == BOX[lang]
    pick(at, "dwz_you", "jurgen muller", "C0327-12")
    pick(at, "dwz_opponent", "C0327-007", "C0327-7")
    assert [at.number_input(key=key).value for key in ("dwz", "index", "_dwz_born")] == [
        1843, 57, 1961]
    assert [at.number_input(key=key).value for key in ("opponent", "o_index", "_dwz_o_born")
            ] == [1204, 3, 2014]
    mine, theirs, edited, frame_line = FROM_LIST[lang]
    assert mine in captions(at) and theirs in captions(at)
    assert frame_line in [caption.value for caption in at.sidebar.caption]
    # the link holds the page's inputs as if typed, never the player found
    link = dict(at.query_params)
    assert (link["dwz"], link["index"], link["born"], link["opponent"], link["o_index"],
            link["o_born"]) == ("1843", "57", "1961", "1204", "3", "2014")
    assert not any(found in str(value) for value in link.values()
                   for found in ("C0327", "Müller", "muller"))
    at.number_input(key="dwz").set_value(1700).run()
    assert f"{mine} {edited}" in captions(at)
    assert at.number_input(key="index").value == 57


def test_the_page_by_the_dwz_gives_the_same_figures_as_typed(open_page: PageOpener,
        dwz_listed: Path) -> None:
    at = pick(open_page("game", by="dwz", last_day="2026-12-01"), "dwz_you", "4612345",
              "C0327-12")
    pick(at, "dwz_opponent", "weiss", "C0327-7")
    typed = open_page("game", by="dwz", last_day="2026-12-01", dwz="1843", index="57",
                      born="1961", opponent="1204", o_index="3", o_born="2014")
    assert len(at.metric) >= 2
    assert [(m.label, m.value, m.delta) for m in at.metric] == [
        (m.label, m.value, m.delta) for m in typed.metric]


def test_a_player_without_a_dwz_fills_in_nothing_and_says_so(open_page: PageOpener,
        dwz_listed: Path) -> None:
    at = pick(open_page("game", by="dwz"), "dwz_you", "neu", "B0101-3")
    assert at.number_input(key="dwz").value == 1600
    assert "Neu, Nina has no DWZ on the list: nothing was filled in." in captions(at)


def test_a_name_the_list_does_not_hold_is_said(open_page: PageOpener, dwz_listed: Path) -> None:
    at = open_page("game", by="dwz")
    at.text_input(key="_dwz_you_find").input("Kasparov").run()
    assert "No player of the list matches Kasparov." in captions(at)


def test_without_a_dwz_list_there_is_no_dwz_picker(open_page: PageOpener) -> None:
    at = open_page("game", by="dwz")
    assert not [box for box in at.text_input if box.key == "_dwz_you_find"]


def test_a_name_written_without_its_umlaut_finds_the_player_in_german(
        open_page: PageOpener, dwz_listed: Path) -> None:
    """"Mueller" as typed without an umlaut is the list's Müller, Jürgen: his DWZ 1843."""
    at = open_page("game", lang="de", by="dwz", last_day="2026-12-01")
    pick(at, "dwz_you", "Mueller", "C0327-12")
    assert at.number_input(key="dwz").value == 1843
    assert FROM_LIST["de"][0] in captions(at)
