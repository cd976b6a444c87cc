"""The Whole event page with FIDE's list loaded (a tmp ``ELO_DATA_DIR``): the swiss file's
players held against it, each difference read by hand from the two lines:

- Albers (1000001) and Claes (200003) are in the list as the file writes them;
- Bakker (1000002): the file's 2180 against the list's 2190, born 2009 against 2008;
- De Vries (1000004): no title in the file, IM in the list; the norms count him as an IM;
- Evers … Jansen (1000005–1000009) as the file writes them, Fokker's birth 1999 too;
- Kok, Kim has no FIDE ID and the list no player of her name: not in it.
"""

from pathlib import Path

import pytest
from pytest import MonkeyPatch
from streamlit.testing.v1 import AppTest

from elo_core.rating_list import RatingStore, import_list
from tests.app.event.test_event_page import SWISS, open_event
from tests.conftest import PageOpener
from tests.rating_list_lines import Listed, write_list
from tests.rendered import rendered

PLAYERS = [
    Listed("1000001", "Albers, Arne", fed="NED", title="FM", rating="2250", birth="1980"),
    Listed("1000002", "Bakker, Bram", fed="NED", title="CM", rating="2190", birth="2008"),
    Listed("200003", "Claes, Cato", fed="BEL", sex="F", women_title="WIM", rating="2100",
           birth="1988"),
    Listed("1000004", "De Vries, Dirk", fed="NED", title="IM", rating="2050", birth="1972"),
    Listed("1000005", "Evers, Eddy", fed="NED", rating="1990", birth="1966"),
    Listed("1000006", "Fokker, Femke", fed="NED", sex="F", rating="1920", birth="1999"),
    Listed("1000007", "Groen, Gijs", fed="NED", rating="1850", birth="1983"),
    Listed("1000008", "Hendriks, Hans", fed="NED", rating="1800", birth="1955"),
    Listed("1000009", "Jansen, Joost", fed="NED", rating="1700", birth="1977"),
]


@pytest.fixture
def with_list(tmp_path: Path, monkeypatch: MonkeyPatch) -> None:
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path))
    import_list(RatingStore(), write_list(tmp_path / "standard_dec26frl.txt", PLAYERS))


def tables(at: AppTest) -> dict[str, list[list[str]]]:
    """The check's two tables, the first on the page (above the players' table)."""
    named = {"_list_differs": 6, "_list_missing": 4}
    return {key: d.value.values.tolist() for key, d in zip(named, at.dataframe, strict=False)
            if len(d.value.columns) == named[key]}


def captions(at: AppTest) -> str:
    return " ".join(rendered(c.value) for c in at.caption)


@pytest.mark.parametrize(("lang", "label", "rating", "note"), [
    ("en", "Against FIDE's list, December 2026: 2 players differ, 1 not in it", "Rating",
     "The norms count the title and federation from FIDE's list, December 2026 for 1 player "
     "whose line gives none."),
    ("de", "Abgleich mit der FIDE-Liste Dezember 2026: 2 Spieler weichen ab, 1 nicht darin",
     "Elo", "Die Normen zählen Titel und Verband aus der FIDE-Liste Dezember 2026 für 1 "),
    ("nl", "Vergeleken met de FIDE-lijst december 2026: 2 spelers wijken af, 1 niet erin",
     "Rating", "De normen tellen titel en federatie uit de FIDE-lijst december 2026 voor 1 "),
])
def test_the_files_players_are_held_against_the_list(with_list: None, open_page: PageOpener,
                                                       lang: str, label: str, rating: str,
                                                       note: str) -> None:
    at = open_event(open_page, SWISS, lang=lang)
    assert label in [e.label for e in at.expander]
    shown = tables(at)
    assert [row[:2] + row[4:] for row in shown["_list_differs"]] == [
        ["2", "Bakker, Bram", "2180", "2190"], ["2", "Bakker, Bram", "2009", "2008"],
        ["4", "De Vries, Dirk", "–", "IM"]]
    assert shown["_list_differs"][0][2] == "1000002"
    assert shown["_list_differs"][0][3] == rating
    assert shown["_list_missing"] == [["10", "Kok, Kim", "", ""]]
    assert note in captions(at)


def test_without_a_list_the_event_page_says_how_to_load_one(
        tmp_path: Path, monkeypatch: MonkeyPatch, open_page: PageOpener) -> None:
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path))
    at = open_event(open_page, SWISS)
    assert not tables(at)
    assert any("No FIDE rating list is loaded" in i.value for i in at.info)
