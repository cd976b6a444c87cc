"""The Tournament page with FIDE's list loaded, a name shared by more players than it offers:
how many share it is said (more than ``CROWD`` for a crowd), and the one not offered is
chosen by writing their FIDE ID; a name whose players are all offered says no count.

The list: the namesakes (two Smiths), seven Jansens rated 1501–1507, and a crowd of 250
named ``Crowd, P000`` … ``Crowd, P249``, IDs 200000–200249, rated 1000–1249.
"""

from pathlib import Path
from typing import NamedTuple

import pytest
from streamlit.testing.v1 import AppTest

from elo_core.rating_list import RatingStore, import_list
from tests.conftest import PageOpener
from tests.rating_list_lines import NAMESAKES, Listed, write_list
from tests.rendered import rendered

SETTINGS = {"rating": "1800", "k": "20"}
JANSENS = [Listed(str(300000 + n), f"Jansen, {given}", fed="NED", rating=str(1500 + n))
           for n, given in enumerate("ABCDEFG", start=1)]
THE_CROWD = [Listed(str(200000 + n), f"Crowd, P{n:03d}", fed="ENG", rating=str(1000 + n))
             for n in range(250)]


@pytest.fixture
def with_list(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> RatingStore:
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path))
    store = RatingStore()
    import_list(store, write_list(tmp_path / "standard_dec26frl.txt",
                                  [*NAMESAKES, *JANSENS, *THE_CROWD]))
    return store


def warnings(at: AppTest) -> str:
    return " ".join(rendered(w.value) for w in at.warning)


class Said(NamedTuple):
    """What a language says of the names the list loaded shares."""

    seven: str
    """Of Jansen, whom seven share: how many, and the best rated of the five offered."""
    crowd: str
    """Of Crowd, whom 250 share: more than 200."""
    not_offered: str
    """How the one not offered is chosen."""
    two: str
    """Of Smith, whom two share, both offered: no count ..."""
    two_counted: str
    """... such as this one."""


SAID = {
    "en": Said("Line 1: 7 players in FIDE's list, December 2026 are named Jansen, 5 of them "
               "shown: Jansen, G (300007, NED, 1507);",
               "Line 1: more than 200 players in FIDE's list, December 2026 are named Crowd, "
               "5 of them shown:",
               "if it is none of these, write their FIDE ID where the rating goes",
               "Line 1: several players in FIDE's list, December 2026 are named Smith:",
               "2 players"),
    "de": Said("Zeile 1: Die FIDE-Liste Dezember 2026 hat 7 Spieler namens Jansen, 5 davon "
               "hier: Jansen, G (300007, NED, 1507);",
               "Zeile 1: Die FIDE-Liste Dezember 2026 hat mehr als 200 Spieler namens Crowd, "
               "5 davon hier:",
               "ist er nicht darunter, schreiben Sie seine FIDE-ID an die Stelle der Elo",
               "Zeile 1: Die FIDE-Liste Dezember 2026 hat mehrere Spieler namens Smith:",
               "2 Spieler"),
    "nl": Said("Regel 1: de FIDE-lijst december 2026 heeft 7 spelers met de naam Jansen, 5 "
               "daarvan hier: Jansen, G (300007, NED, 1507);",
               "Regel 1: de FIDE-lijst december 2026 heeft meer dan 200 spelers met de naam "
               "Crowd, 5 daarvan hier:",
               "staat die er niet bij, schrijf dan zijn FIDE-ID op de plaats van de rating",
               "Regel 1: de FIDE-lijst december 2026 heeft meerdere spelers met de naam Smith:",
               "2 spelers"),
}


@pytest.mark.parametrize("lang", SAID)
def test_a_name_seven_share_says_seven_and_offers_five(
        with_list: RatingStore, open_page: PageOpener, lang: str) -> None:
    at = open_page("tournament", lang=lang, games="Jansen 1", **SETTINGS)
    assert SAID[lang].seven in warnings(at)
    assert len(at.selectbox(key="_listed_which_1").options) == 5


@pytest.mark.parametrize("lang", SAID)
def test_a_crowd_of_250_says_more_than_200(
        with_list: RatingStore, open_page: PageOpener, lang: str) -> None:
    said = warnings(open_page("tournament", lang=lang, games="Crowd 1", **SETTINGS))
    assert SAID[lang].crowd in said and SAID[lang].not_offered in said
    assert "200249" not in said  # the crowd's best rated is past the first 201 by name


@pytest.mark.parametrize("lang", SAID)
def test_a_name_two_share_both_offered_says_no_count(
        with_list: RatingStore, open_page: PageOpener, lang: str) -> None:
    said = warnings(open_page("tournament", lang=lang, games="Smith 1", **SETTINGS))
    assert SAID[lang].two in said
    assert SAID[lang].two_counted not in said


@pytest.mark.parametrize("lang", SAID)
def test_the_crowds_best_rated_is_chosen_by_writing_its_id(
        with_list: RatingStore, open_page: PageOpener, lang: str) -> None:
    at = open_page("tournament", lang=lang, games="Crowd 200249:1", **SETTINGS)
    assert "Crowd" not in warnings(at)  # asked no more
    [table] = [d.value for d in at.dataframe if "200249" in d.value.to_string()]
    assert list(table.iloc[0])[2:5] == ["Crowd, P249", "200249", "1249"]
    # 1800 against 1249: D = 551, E = 1 / (1 + 10^−1.3775) = 23.85 / 24.85 = 0.9598, a win
    # gives 20 · 0.0402 = +0.80 → 1800.8
    assert at.metric[0].value.replace(",", ".") == "1800.8"
