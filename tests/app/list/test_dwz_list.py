"""The DSB's DWZ list on the Rating list page and in the frame, under AppTest
(``tests/conftest.py``: ``dwz_listed``, beside FIDE's ``listed``): named with its day and
players, in the lists' table, and searched by name and ZPS-member number, in English, German
and Dutch. Every expected text is written out from the export's rows by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.app.expected_texts import INTRO
from tests.app.list.listed_page import sidebar_lines
from tests.conftest import PageOpener

NAMED = {"en": ("DSB DWZ list, 30 Nov 2026, 3 players", "DSB DWZ", "30 Nov 2026",
                "ZPS-member", "Club", "Index"),
         "de": ("DWZ-Liste des DSB, 30.11.2026, 3 Spieler", "DWZ (DSB)", "30.11.2026",
                "ZPS-Mitgl.-Nr.", "Verein", "Index"),
         "nl": ("DWZ-lijst van de DSB, 30 nov 2026, 3 spelers", "DWZ (DSB)", "30 nov 2026",
                "ZPS-lidnr.", "Club", "Index")}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_dwz_list_is_named_listed_and_searched(open_page: PageOpener, dwz_listed: Path,
        lang: str) -> None:
    frame_line, kind, day, member, club, index = NAMED[lang]
    at = open_page("list", lang=lang)
    assert sidebar_lines(at) == [frame_line]
    assert len(at.dataframe) == 1
    assert at.dataframe[0].value.iloc[0].tolist()[:3] == [kind, day, "3"]
    at.text_input(key="_list_find").input("muller").run()
    found = at.dataframe[-1].value
    assert found[[member, club, "DWZ", index]].values.tolist() == [
        ["C0327-12", "SK Zähringen", "1843", "57"]]


def test_beside_fides_list_the_search_asks_which(open_page: PageOpener, listed: Path,
        dwz_listed: Path) -> None:
    at = open_page("list")
    assert sidebar_lines(at) == ["FIDE standard, December 2026, 3 players",
                                 "DSB DWZ list, 30 Nov 2026, 3 players"]
    at.segmented_control(key="_list_kind").set_value("dwz").run()
    at.text_input(key="_list_find").input("C0327-7").run()
    found = at.dataframe[-1].value
    assert len(at.dataframe) == 2
    assert found[["Name", "DWZ", "Born"]].values.tolist() == [["Weiß, Anna", "1204", "2014"]]


BOXES = {"en": ("Name or FIDE ID", "Name, ZPS-member number or FIDE ID",
                "(C0327-12) is the ZPS-member number, another number a FIDE ID",
                ["Name", "ZPS-member", "Club", "DWZ", "Index", "Born", "FIDE ID", "FIDE Elo"]),
         "de": ("Name oder FIDE-ID", "Name, ZPS-Mitgl.-Nr. oder FIDE-ID",
                "(C0327-12) ist die ZPS-Mitgl.-Nr., eine andere Zahl eine FIDE-ID",
                ["Name", "ZPS-Mitgl.-Nr.", "Verein", "DWZ", "Index", "Geboren", "FIDE-ID",
                 "FIDE-Elo"]),
         "nl": ("Naam of FIDE-ID", "Naam, ZPS-lidnummer of FIDE-ID",
                "(C0327-12) is het ZPS-lidnummer, een ander getal een FIDE-ID",
                ["Naam", "ZPS-lidnr.", "Club", "DWZ", "Index", "Geboren", "FIDE-ID",
                 "FIDE-Elo"])}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_search_box_and_its_columns_fit_the_list_searched(open_page: PageOpener, listed: Path,
        dwz_listed: Path, lang: str) -> None:
    fide_box, dwz_box, dwz_help, columns = BOXES[lang]
    at = open_page("list", lang=lang)
    assert any(c.value.startswith(INTRO[lang]) for c in at.caption)
    assert at.text_input(key="_list_find").label == fide_box
    assert "C0327" not in at.text_input(key="_list_find").help
    at.segmented_control(key="_list_kind").set_value("dwz").run()
    box = at.text_input(key="_list_find")
    assert box.label == dwz_box and dwz_help in box.help
    box.input("muller jurgen").run()
    found = at.dataframe[-1].value
    assert found.columns.tolist() == columns
    assert found.values.tolist() == [["Müller, Jürgen", "C0327-12", "SK Zähringen", "1843",
                                      "57", "1961", "4612345", ""]]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_dwz_search_finds_words_inside_a_name(open_page: PageOpener, dwz_listed: Path,
        lang: str) -> None:
    """"jurg mul" begins neither of Müller, Jürgen's names in either order, but each of its
    words begins one of his; "juerg muel" the same written without umlauts."""
    name, member = BOXES[lang][3][:2]
    at = open_page("list", lang=lang)
    for text in ("jurg mul", "juerg muel"):
        at.text_input(key="_list_find").input(text).run()
        found = at.dataframe[-1].value
        assert found[[name, member, "DWZ"]].values.tolist() == [
            ["Müller, Jürgen", "C0327-12", "1843"]], text
