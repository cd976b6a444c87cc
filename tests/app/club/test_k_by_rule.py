"""The Club page by FIDE's months with K by §8.3.3: each member's K as a number in the list and
in the list's download, each game's K among the member's games, the facts it was found from
said on the page; where a member's facts do not decide it, the start list's own K (FIDE's list
saved as CSV) or a K assumed, each such member named with the facts missing, in English, German
and Dutch, and the K assumed set by the user. The figures are those worked out by hand in
``tests/engine/pool/test_k_by_rule.py``."""

from __future__ import annotations

import csv
import io

import pytest
from streamlit.testing.v1 import AppTest

from elo_core import FIDE
from elo_core.pool.standings import System
from pages.ui.club import shown as club_shown
from pages.ui.in_force import Frame
from tests.app.club.club_page import page_text, rated, the_list, upload
from tests.conftest import PageOpener
from tests.engine.pool.seasons import FOUR, FOUR_FIDE_LIST, FOUR_START, season

GAMES = ("season.csv", FOUR.encode())
START = ("start.csv", FOUR_START.encode())
#: FIDE's combined list, the club's four lines saved as CSV (no games before).
FIDE_LIST = ("fide-list.csv", FOUR_FIDE_LIST.encode())
SEPARATOR = {"en": ",", "de": ";", "nl": ";"}

#: What the page says, by language: the facts K is found from; the members whose K is the
#: start list's; Dora's K assumed; its box's label; the K column's "K by" of the download.
SAID = {
    "en": ("K by FIDE's rule (§8.3.3), month by month, from each member's facts: the start "
           "list's rating, birth_year and games_before (a K of 10 on it says 2400 was "
           "reached), the season's games added month by month, and 2400 reached by a rating "
           "published. The list's K is each member's in their last month with a rated game; a "
           "member's games show the K of each.",
           "K from the start list's K column, where the facts given do not decide FIDE's rule, "
           "for 3 members: Anna (no games before), Carl (no birth year, no games before), Dora "
           "(no birth year, no games before).",
           "K 20 assumed for 1 member whose facts do not decide FIDE's rule (§8.3.3): Dora (no "
           "birth year, no games before).",
           "K where the facts do not decide it", "K by",
           ("under 2400", "junior under 2300", "fewer than 30 games",
            "assumed: no birth year, no games before")),
    "de": ("K nach FIDE-Regel (§8.3.3), Monat für Monat, aus den Angaben jedes Mitglieds: "
           "Wertung, birth_year und games_before der Startliste (ein K von 10 dort sagt, dass "
           "2400 erreicht wurden), die Partien der Saison Monat für Monat dazu, und 2400 "
           "erreicht durch eine veröffentlichte Wertung. Das K der Liste ist das jedes Mitglieds "
           "in seinem letzten Monat mit einer gewerteten Partie; die Partien eines Mitglieds "
           "zeigen das K jeder Partie.",
           "K aus der Spalte K der Startliste, wo die Angaben die FIDE-Regel nicht entscheiden, "
           "für 3 Mitglieder: Anna (keine Partien vorher), Carl (kein Geburtsjahr, keine "
           "Partien vorher), Dora (kein Geburtsjahr, keine Partien vorher).",
           "K 20 angenommen für 1 Mitglied, dessen Angaben die FIDE-Regel (§8.3.3) nicht "
           "entscheiden: Dora (kein Geburtsjahr, keine Partien vorher).",
           "K, wo die Angaben ihn nicht entscheiden", "K nach",
           ("unter 2400", "Jugendlicher unter 2300", "weniger als 30 Partien",
            "angenommen: kein Geburtsjahr, keine Partien vorher")),
    "nl": ("K volgens FIDE-regel (§8.3.3), maand na maand, uit de gegevens van elk lid: de "
           "rating, birth_year en games_before van de startlijst (een K van 10 daar zegt dat "
           "2400 bereikt is), de partijen van het seizoen maand na maand erbij, en 2400 bereikt "
           "door een gepubliceerde rating. De K van de lijst is die van elk lid in zijn laatste "
           "maand met een gerate partij; de partijen van een lid tonen de K van elke partij.",
           "K uit de kolom K van de startlijst, waar de gegevens de FIDE-regel niet bepalen, "
           "voor 3 leden: Anna (geen partijen vooraf), Carl (geen geboortejaar, geen partijen "
           "vooraf), Dora (geen geboortejaar, geen partijen vooraf).",
           "K 20 aangenomen voor 1 lid wiens gegevens de FIDE-regel (§8.3.3) niet bepalen: "
           "Dora (geen geboortejaar, geen partijen vooraf).",
           "K waar de gegevens hem niet bepalen", "K volgens",
           ("onder 2400", "jeugdspeler onder 2300", "minder dan 30 partijen",
            "aangenomen: geen geboortejaar, geen partijen vooraf")),
}


def ks(at: AppTest) -> dict[str, int]:
    """Each member's K in the list, by name."""
    table = the_list(at)
    return {name: int(k) for name, k in zip(table.iloc[:, 1], table["K"], strict=True)}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_each_members_k_is_a_number_with_the_facts_it_was_found_from(
        open_page: PageOpener, lang: str) -> None:
    facts, listed, _, _, _, _ = SAID[lang]
    at = upload(open_page("club", lang=lang, system="fide"), [GAMES], FIDE_LIST)
    # FIDE's list gives no games before: Anna's and Carl's and Dora's K from its K column,
    # Bert a junior by his year of birth
    assert ks(at) == {"Anna": 20, "Carl": 40, "Bert": 40, "Dora": 40}
    ratings = dict(zip(the_list(at).iloc[:, 1], the_list(at).iloc[:, 2], strict=True))
    assert ratings == {"Anna": 1789, "Carl": 1653, "Bert": 1614, "Dora": 1405}
    text = page_text(at)
    assert facts in text and listed in text
    assert "assumed" not in text and "angenommen" not in text and "aangenomen" not in text
    # each of Bert's games with its month's K; the forfeit of 4 February, not rated, none
    at.selectbox(key="_club_member").set_value("Bert").run()
    games = at.dataframe[1].value
    assert [None if k != k else k for k in games["K"]] == [40, 40, None, 40, 40]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_k_assumed_is_said_by_member_and_set_by_the_user(open_page: PageOpener,
                                                           lang: str) -> None:
    _, _, assumed, label, _, _ = SAID[lang]
    at = upload(open_page("club", lang=lang, system="fide"), [GAMES], START)
    assert assumed in page_text(at)
    assert ks(at) == {"Anna": 20, "Carl": 40, "Bert": 40, "Dora": 20}
    box = at.number_input(key="k_assumed")
    assert (box.label, box.value) == (label, 20)
    box.set_value(40).run()
    assert at.query_params["k_assumed"] == "40"
    assert ks(at)["Dora"] == 40
    ratings = dict(zip(the_list(at).iloc[:, 1], the_list(at).iloc[:, 2], strict=True))
    assert ratings == {"Anna": 1789, "Carl": 1653, "Bert": 1614, "Dora": 1405}
    assert assumed.replace("K 20", "K 40") in page_text(at)


def test_no_k_is_assumed_where_every_members_facts_decide_it(open_page: PageOpener) -> None:
    start = ("start.csv", FOUR_START.replace("Dora,1350,,,", "Dora,1350,1980,100,").encode())
    at = upload(open_page("club", system="fide"), [GAMES], start)
    assert "assumed" not in page_text(at)
    assert not [box for box in at.number_input if box.key == "k_assumed"]
    assert ks(at)["Dora"] == 20


def test_the_k_assumed_comes_from_the_link(open_page: PageOpener) -> None:
    at = upload(open_page("club", system="fide", k_assumed="40"), [GAMES], START)
    assert ks(at)["Dora"] == 40
    assert at.number_input(key="k_assumed").value == 40


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_lists_download_holds_each_members_k_and_what_it_rests_on(lang: str) -> None:
    *_, k_by, whys = SAID[lang]
    rating = rated(System.FIDE, season=season(FOUR, FOUR_START))
    rows = list(csv.reader(io.StringIO(club_shown.list_csv(Frame(lang, FIDE), rating)
                                       .decode("utf-8-sig")), delimiter=SEPARATOR[lang]))
    header, *members = rows
    at_k, at_by = header.index("K"), header.index(k_by)
    assert {row[1]: (row[at_k], row[at_by]) for row in members} == {
        "Anna": ("20", whys[0]), "Bert": ("40", whys[1]), "Carl": ("40", whys[2]),
        "Dora": ("20", whys[3])}


#: Ella, born 2007, is a junior to the end of 2025, the year she turns 18 (K 40), and 20 from
#: January 2026: 1520 after December, 1509 after January.
ELLA = ("ella.csv", b"date,white,black,result\n2025-12-09,Ella,Finn,1-0\n"
                    b"2026-01-13,Finn,Ella,1-0\n")
ELLA_START = ("start.csv", b"name,rating,birth_year,games_before\nElla,1500,2007,50\n"
                           b"Finn,1500,1980,100\n")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "+9 over 2 rated games · K 40 (junior under 2300); from January 2026: K 20 (under "
           "2400)"),
    ("de", "+9 aus 2 gewerteten Partien · K 40 (Jugendlicher unter 2300); ab Januar 2026: K "
           "20 (unter 2400)"),
    ("nl", "+9 over 2 gerate partijen · K 40 (jeugdspeler onder 2300); vanaf januari 2026: K "
           "20 (onder 2400)")])
def test_a_members_k_where_it_changes_is_said_and_shown_on_each_game(
        open_page: PageOpener, lang: str, said: str) -> None:
    # FIDE's months change a rating by whole points: +9, not +9.0
    at = upload(open_page("club", lang=lang, system="fide"), [ELLA], ELLA_START)
    assert ks(at)["Ella"] == 20
    at.selectbox(key="_club_member").set_value("Ella").run()
    assert said in page_text(at)
    games = at.dataframe[1].value
    assert list(games["K"]) == [40, 20]
