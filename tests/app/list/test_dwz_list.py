"""The DSB's DWZ list on the Rating list page and in the frame, under AppTest
(``tests/conftest.py``: ``dwz_listed``, beside FIDE's ``listed``): named with its day and
players, in the lists' table, and searched by name and ZPS-member number, in English, German
and Dutch. Every expected text is written out from the export's rows by hand."""

from __future__ import annotations

import pytest

from tests.app.list.test_list_page import sidebar_lines

NAMED = {"en": ("DSB DWZ list, 30 Nov 2026, 3 players", "DSB DWZ", "30 Nov 2026",
                "ZPS-member", "Club", "Index"),
         "de": ("DWZ-Liste des DSB, 30.11.2026, 3 Spieler", "DWZ (DSB)", "30.11.2026",
                "ZPS-Mitgl.-Nr.", "Verein", "Index"),
         "nl": ("DWZ-lijst van de DSB, 30 nov 2026, 3 spelers", "DWZ (DSB)", "30 nov 2026",
                "ZPS-lidnr.", "Club", "Index")}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_dwz_list_is_named_listed_and_searched(open_page, dwz_listed, lang):
    frame_line, kind, day, member, club, index = NAMED[lang]
    at = open_page("list", lang=lang)
    assert sidebar_lines(at) == [frame_line]
    assert len(at.dataframe) == 1
    assert at.dataframe[0].value.iloc[0].tolist()[:3] == [kind, day, "3"]
    at.text_input(key="_list_find").input("muller").run()
    found = at.dataframe[-1].value
    assert found[[member, club, "DWZ", index]].values.tolist() == [
        ["C0327-12", "SK Zähringen", "1843", "57"]]


def test_beside_fides_list_the_search_asks_which(open_page, listed, dwz_listed):
    at = open_page("list")
    assert sidebar_lines(at) == ["FIDE standard, December 2026, 3 players",
                                 "DSB DWZ list, 30 Nov 2026, 3 players"]
    at.segmented_control(key="_list_kind").set_value("dwz").run()
    at.text_input(key="_list_find").input("C0327-7").run()
    found = at.dataframe[-1].value
    assert len(at.dataframe) == 2
    assert found[["Name", "DWZ", "Born"]].values.tolist() == [["Weiß, Anna", "1204", "2014"]]
