"""FIDE's lists uploaded under the names FIDE gives them, on the Rating list page, in English,
German and Dutch: the combined ``players_list.zip`` and the current ``rapid_rating_list.zip``
say no month, so the page asks for it, the month of the day the zip says its list was written
chosen first for the user to confirm; the combined list's three kinds are each loaded as a
list of its own; nothing is loaded before the user presses the button."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.app.list.listed_page import sidebar_lines, upload
from tests.conftest import PageOpener
from tests.rating_list_lines import COMBINED, RAPID, Listed, write_list
from tests.rendered import rendered

CARLSEN = Listed("1503014", "Carlsen, Magnus", fed="NOR", title="GM", rating="2840",
                 rapid=("2830", "5", "20"), blitz=("2886", "9", "40"))
WRITTEN = date(2026, 11, 30)

ASKED = {
    "en": ("Neither the name of players_list.zip nor its first line says the list's month",
           "The zip says its list was written on 30 Nov 2026",
           "players_list.zip is FIDE's combined list: it holds the standard, rapid and blitz "
           "lists"),
    "de": ("Weder der Name von players_list.zip noch seine erste Zeile nennt den Monat der "
           "Liste", "Die ZIP-Datei sagt, ihre Liste wurde am 30.11.2026 geschrieben",
           "players_list.zip ist die kombinierte Liste der FIDE"),
    "nl": ("Noch de naam van players_list.zip noch zijn eerste regel noemt de maand van de "
           "lijst", "Het zip-bestand zegt dat zijn lijst op 30 nov 2026 is geschreven",
           "players_list.zip is de gecombineerde lijst van de FIDE"),
}
LOADED = {
    "en": ["FIDE standard, December 2026, 1 player", "FIDE rapid, December 2026, 1 player",
           "FIDE blitz, December 2026, 1 player"],
    "de": ["FIDE Standard, Dezember 2026, 1 Spieler",
           "FIDE Schnellschach, Dezember 2026, 1 Spieler", "FIDE Blitz, Dezember 2026, 1 Spieler"],
    "nl": ["FIDE standaard, december 2026, 1 speler", "FIDE rapid, december 2026, 1 speler",
           "FIDE blitz, december 2026, 1 speler"],
}


def said(at: AppTest) -> str:
    return " ".join(rendered(info.value) for info in at.info)


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_fides_combined_list_asks_its_month_and_loads_the_three_kinds_chosen(
        open_page: PageOpener, no_list: None, allowed: None, tmp_path: Path, lang: str) -> None:
    file = write_list(tmp_path / "players_list.zip", [CARLSEN], COMBINED,
                      inside="players_list_foa.txt", written=WRITTEN)
    at = upload(open_page("list", lang=lang), "players_list.zip", file.read_bytes())
    no_month, written, combined = ASKED[lang]
    assert no_month in said(at) and written in said(at) and combined in said(at)
    assert not at.success and sidebar_lines(at) == []  # nothing loaded yet
    assert at.selectbox(key="_list_ask_month").value == date(2026, 11, 1)
    assert at.segmented_control(key="_list_ask_kinds").value == ["standard", "rapid", "blitz"]
    at.selectbox(key="_list_ask_month").set_value(date(2026, 12, 1)).run()
    at.button(key="_list_ask_load").click().run()
    assert not at.exception and len(at.success) == 3
    assert sidebar_lines(at) == LOADED[lang]


def test_the_combined_lists_kinds_not_chosen_are_not_loaded(
        open_page: PageOpener, no_list: None, allowed: None, tmp_path: Path) -> None:
    file = write_list(tmp_path / "players_list.zip", [CARLSEN], COMBINED,
                      inside="players_list_foa.txt", written=WRITTEN)
    at = upload(open_page("list"), "players_list.zip", file.read_bytes())
    at.segmented_control(key="_list_ask_kinds").set_value(["rapid"]).run()
    at.button(key="_list_ask_load").click().run()
    assert sidebar_lines(at) == ["FIDE rapid, November 2026, 1 player"]


def test_fides_current_rapid_list_asks_only_its_month(
        open_page: PageOpener, no_list: None, allowed: None, tmp_path: Path) -> None:
    file = write_list(tmp_path / "rapid_rating_list.zip", [CARLSEN], RAPID, written=WRITTEN)
    at = upload(open_page("list"), "rapid_rating_list.zip", file.read_bytes())
    assert "combined" not in said(at)
    assert not at.get("button_group")  # its header says the kind: no choice of kinds
    at.button(key="_list_ask_load").click().run()
    assert sidebar_lines(at) == ["FIDE rapid, November 2026, 1 player"]


def test_a_list_not_zipped_offers_no_month_and_loads_none_until_one_is_chosen(
        open_page: PageOpener, no_list: None, allowed: None, tmp_path: Path) -> None:
    file = write_list(tmp_path / "players_list_foa.txt", [CARLSEN], COMBINED)
    at = upload(open_page("list"), "players_list_foa.txt", file.read_bytes())
    assert at.selectbox(key="_list_ask_month").value is None
    at.button(key="_list_ask_load").click().run()
    assert [rendered(w.value) for w in at.warning] == [
        "Choose the list's month and at least one list to load."]
    assert sidebar_lines(at) == []
    at.selectbox(key="_list_ask_month").set_value(date(2026, 12, 1)).run()
    at.button(key="_list_ask_load").click().run()
    assert len(sidebar_lines(at)) == 3


def test_the_month_asked_offers_none_still_to_come(
        open_page: PageOpener, no_list: None, allowed: None, tmp_path: Path) -> None:
    """The months offered run from this month back to FIDE's first list (January 1971); a
    zip dated in a month still to come (a wrong clock where it was packed) has its month not
    offered, nor any, until the user chooses one."""
    this_month = date.today().replace(day=1)
    later = date(this_month.year + 1, this_month.month, 1)
    file = write_list(tmp_path / "players_list.zip", [CARLSEN], COMBINED,
                      inside="players_list_foa.txt", written=later)
    at = upload(open_page("list"), "players_list.zip", file.read_bytes())
    offered = at.selectbox(key="_list_ask_month").options
    assert offered[0] == rendered_month(this_month) and offered[-1] == "January 1971"
    assert len(offered) == (this_month.year - 1971) * 12 + this_month.month
    assert at.selectbox(key="_list_ask_month").value is None


def rendered_month(month: date) -> str:
    """A month as the page offers it in English: ``December 2026``."""
    return month.strftime("%B %Y")
