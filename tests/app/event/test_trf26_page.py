"""The Whole event page with TRF-26 files through AppTest, in English, German and Dutch: the
time control and the kind of play the event is rated as (and a choice over it in the link), the
players rated with their standard rating in rapid and blitz, every record not used named, and
the event by the DWZ with every step. The figures are those worked out by hand in
``tests/engine/event/german_events.py``."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.app.event.pasted import open_event, page_text, players_table
from tests.conftest import PageOpener
from tests.engine.event.german_events import DWZ_LISTED, DWZ_NO_LIST, RAPID_LENT
from tests.paths import DATA

STANDARD, RAPID, BLITZ = ((DATA / f"german_{kind}.trf").read_text(encoding="utf-8")
                          for kind in ("standard", "rapid", "blitz"))
LANGUAGES = ("en", "de", "nl")
#: What each language calls the table's columns and the page's sentences, as a user reads them.
SAID = {
    "en": {"change": "Change", "rules": "Rules: FIDE rapid & blitz", "new": "New DWZ",
           "rapid": "Time control 900+10 (222): rapid", "not_used": "Not used: 062, 072",
           "lent": "Lang, Lena 1850", "file": "Rated as rapid, as the file says",
           "none": "The file gives no DWZ"},
    "de": {"change": "Elo +/−", "rules": "Regeln: FIDE-Schnellschach & Blitz", "new": "Neue DWZ",
           "rapid": "Bedenkzeit 900+10 (222): Schnellschach",
           "not_used": "Nicht verwendet: 062, 072", "lent": "Lang, Lena 1850",
           "file": "Gewertet als Schnellschach, wie in der Datei",
           "none": "Die Datei enthält keine DWZ"},
    "nl": {"change": "Wijziging", "rules": "Regels: FIDE rapid & blitz", "new": "Nieuwe DWZ",
           "rapid": "Bedenktijd 900+10 (222): rapid", "not_used": "Niet gebruikt: 062, 072",
           "lent": "Lang, Lena 1850", "file": "Gerekend als rapid, zoals in het bestand",
           "none": "Het bestand bevat geen DWZ"},
}


def changes(at: AppTest, column: str) -> dict[str, int]:
    table = players_table(at)
    named = table.iloc[:, 1].str.split(",").str[0]
    return {name: int(number) for name, number in zip(named, table[column], strict=True)
            if number == number and number is not None}


def rules_label(at: AppTest) -> str:
    label: str = at.get("popover")[0].proto.popover.label
    return label


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_rapid_file_is_rated_by_the_rapid_rules_with_lang_s_standard_rating(
        open_page: PageOpener, german_lists: Path, lang: str) -> None:
    at = open_event(open_page, RAPID, lang=lang)
    said, text = SAID[lang], page_text(at)
    assert rules_label(at).startswith(said["rules"])
    for key in ("rapid", "file", "lent", "not_used"):
        assert said[key] in text, key
    assert "rules" not in at.query_params and "play" not in at.query_params
    assert changes(at, said["change"]) == RAPID_LENT


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_german_event_by_the_dwz_with_every_step(open_page: PageOpener, german_lists: Path,
                                                   lang: str) -> None:
    at = open_event(open_page, STANDARD, by="dwz", player="3", lang=lang)
    table = players_table(at)
    named = table.iloc[:, 1].str.split(",").str[0]
    # the new DWZ, and Klein's first DWZ in its own column
    new = {name: int(dwz) if dwz == dwz and dwz is not None else int(first)
           for name, dwz, first in zip(named, table[SAID[lang]["new"]], table.iloc[:, 11],
                                       strict=True)}
    assert new == DWZ_LISTED
    text = page_text(at)
    # Wagner's steps as the Tournament page shows them: E = 13 cut to 5 · Index 2 = 10
    assert "1765 + 800 · (3 − 2.101) / (10 + 4) = 1816.37" in text.replace(",", ".")
    assert "C0327-31" in text


def test_without_the_dsb_s_list_each_index_is_taken_as_6_and_said_so(
        open_page: PageOpener) -> None:
    at = open_event(open_page, STANDARD, by="dwz")
    table = players_table(at)
    assert list(table["New DWZ"])[:5] == [DWZ_NO_LIST[name] for name in
                                          ("Schmidt", "Meyer", "Wagner", "Becker", "Hoffmann")]
    assert "5 players' Index is taken as 6" in page_text(at)


def test_the_new_wo_asked_for_in_the_link(open_page: PageOpener, german_lists: Path) -> None:
    at = open_event(open_page, STANDARD, by="dwz", wo="new")
    assert int(players_table(at)["New DWZ"].iloc[2]) == 1826
    assert "New WO" in page_text(at)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_file_without_a_dwz_says_so_by_the_dwz(open_page: PageOpener, lang: str) -> None:
    at = open_event(open_page, (DATA / "swiss.trf").read_text(encoding="utf-8"), by="dwz",
                    lang=lang)
    assert SAID[lang]["none"] in page_text(at)
    assert not at.dataframe


def test_the_kind_of_play_chosen_over_the_file_goes_into_the_link(
        open_page: PageOpener, german_lists: Path) -> None:
    at = open_event(open_page, RAPID)
    at.segmented_control(key="_play").set_value("standard").run()
    assert at.query_params["play"] == "standard"
    assert rules_label(at).startswith("Rules: FIDE standard")
    text = page_text(at)
    assert "Rated as standard play, as chosen here" in text
    assert "Lang, Lena 1850" not in text
    # Lang unrated: the table of every player (below the check against the standard list)
    table = next(d.value for d in at.dataframe if "Tournament page" in d.value.columns)
    assert table["Rating"].isna().iloc[2]


def test_rules_chosen_at_the_top_win_over_the_kind_of_play(open_page: PageOpener) -> None:
    at = open_event(open_page, BLITZ, rules="fide")
    assert rules_label(at).startswith("Rules: FIDE standard")
    assert "Rated by FIDE's standard rules (since Oct 2025), as chosen in the rules at the top" in (
        page_text(at))


def test_without_the_standard_list_the_page_says_what_it_would_lend(
        open_page: PageOpener) -> None:
    text = page_text(open_event(open_page, BLITZ))
    assert "Time control 180+2 (222): blitz" in text
    assert "FIDE's standard list is not loaded" in text


def test_a_trf_16_file_says_it_has_no_time_control(open_page: PageOpener) -> None:
    at = open_event(open_page)
    assert "The file encodes no time control" in page_text(at)
    assert "Without a time control the event is rated as standard play" in page_text(at)
    assert "Not used: 062, 072" in page_text(at)
