"""The Tournament page with FIDE's list loaded and a long list of names to look up: past ten
names the list holds several times, the page says how many and asks about them a page at a
time; past thirty names it does not hold, it names the first and says how many more; a pasted
table is left as it is; every figure the page shows is read from the games filled in once."""

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from elo_core import ELO, Glicko
from elo_core.rating_list import ListKind
from pages.ui.tournament.ratings import Settings, rate_text
from tests.conftest import PageOpener
from tests.rating_list_lines import TWICE_SURNAMES
from tests.rendered import notices

SETTINGS = {"rating": "1800", "k": "20"}


def asked(at: AppTest) -> list[str]:
    """The keys of the choices the page shows, in order."""
    return [str(box.key) for box in at.selectbox if str(box.key).startswith("_listed_which_")]


@pytest.mark.parametrize(("lang", "many", "page"), [
    ("en", "12 lines name players found several times in FIDE's list, December 2026. "
           "Choose the one you played for each, 10 lines a page", "Page (of 2)"),
    ("de", "12 Zeilen nennen Spieler, die in der FIDE-Liste Dezember 2026 mehrfach stehen. "
           "Wählen Sie für jede Ihren Gegner, 10 Zeilen je Seite", "Seite (von 2)"),
    ("nl", "12 regels noemen spelers die meermaals in de FIDE-lijst december 2026 staan. Kies "
           "voor elke regel je tegenstander, 10 regels per pagina", "Pagina (van 2)"),
])
def test_past_ten_names_held_several_times_the_choices_come_a_page_at_a_time(
        held_twice: Path, open_page: PageOpener, lang: str, many: str,
        page: str) -> None:
    games = "\n".join(f"{surname} 1" for surname in TWICE_SURNAMES)
    at = open_page("tournament", lang=lang, games=games, **SETTINGS)
    assert many in notices(at)
    pages = at.number_input(key="_listed_page")
    assert (pages.label, pages.value, pages.max) == (page, 1, 2)
    assert asked(at) == [f"_listed_which_{line}" for line in range(1, 11)]
    pages.set_value(2).run()
    assert asked(at) == ["_listed_which_11", "_listed_which_12"]
    # Kraft, Berta (200021, 2000) chosen for line 11: written into the line as if typed
    at.selectbox(key="_listed_which_11").set_value(200_021).run()
    assert at.query_params["games"].splitlines()[10] == "Kraft 200021:1"
    assert asked(at) == ["_listed_which_12"]  # line 11 asked no more; still page 2 of 2


def test_ten_names_held_several_times_are_all_asked_at_once(
        held_twice: Path, open_page: PageOpener) -> None:
    at = open_page("tournament", games="\n".join(f"{s} 1" for s in TWICE_SURNAMES[:10]),
                   **SETTINGS)
    assert asked(at) == [f"_listed_which_{line}" for line in range(1, 11)]
    assert not [box for box in at.number_input if box.key == "_listed_page"]


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "35 opponents not in FIDE's list, December 2026: line 1 (Nobody1), "),
    ("de", "35 Gegner nicht in der FIDE-Liste Dezember 2026: Zeile 1 (Nobody1), "),
    ("nl", "35 tegenstanders niet in de FIDE-lijst december 2026: regel 1 (Nobody1), "),
])
def test_past_thirty_names_not_held_the_first_are_named_and_the_rest_counted(
        held_twice: Path, open_page: PageOpener, lang: str, words: str) -> None:
    at = open_page("tournament", lang=lang, games="\n".join(f"Nobody{n} ½" for n in
                                                              range(1, 36)), **SETTINGS)
    text = notices(at)
    assert words in text
    more = {"en": "(Nobody30) and 5 more.", "de": "(Nobody30) und 5 weitere.",
            "nl": "(Nobody30) en nog 5."}[lang]
    assert more in text and "Nobody31" not in text


def test_a_pasted_table_is_not_filled_in(held_twice: Path,
                                         open_page: PageOpener) -> None:
    at = open_page("tournament", games="Name\tElo\tRes.\nAdler\t2000\t1\n", **SETTINGS)
    assert "Filled in" not in notices(at)
    # the table's own 2000: E = 1 / (1 + 10^0.5) = 0.2403, a win 20 · 0.7597 = +15.19
    assert at.metric[0].value == "1815.2"


def test_the_download_rates_the_games_filled_in(held_twice: Path,
                                                open_page: PageOpener) -> None:
    """Adler written with Anna's ID: 1900, D = −100, E = 0.3599, a win +12.80 → 1812.8 on the
    page and in the JSON the download button gives (worked out again at the click)."""
    at = open_page("tournament", games="Adler 200000:1", **SETTINGS)
    assert at.metric[0].value == "1812.8"
    rated = rate_text(Settings(1800, 20, ELO, Glicko(1500, 350, 0.06), 350, 0),
                      "Adler 200000:1", ListKind.STANDARD)
    assert rated.errors == [] and round(rated.period.new_rating, 1) == 1812.8
