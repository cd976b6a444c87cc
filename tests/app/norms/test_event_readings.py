"""What the Whole event page says of every player's norms, through AppTest in English, German and
Dutch: the pairing system they were checked by and why (the file's, or the one chosen, which an
old link's ``norm_format=swiss`` still chooses), a file that lacks title holders, federations or
ratings shown with every player's figures and what fails, a Swiss's own exemption (1.4.3d)
round by round with the first round short, the readings of the Qualification Commission where
they decide the games credited, and the federations that are no FIDE code named on the sheet.
The figures are worked out by hand from FIDE Handbook B.01 (2024) and the 1.4.9 table."""

from __future__ import annotations

import pandas as pd
import pytest
from streamlit.testing.v1 import AppTest

from tests.app.event.pasted import open_event, page_text
from tests.app.norms.norm_cases import norms, sheet
from tests.conftest import PageOpener
from tests.norm_report import FOREIGN, RESULTS, ROUND_ROBIN, SWISS_EXEMPTION
from tests.rendered import rendered
from tests.trf_lines import norm_event, norm_line, trf

LANGS = ["en", "de", "nl"]

# --- the pairing system, and why ---------------------------------------------------------

#: tests/norm_report.py's round robin of 12 (player 1 against 11 GMs of 2380, 7 won,
#: 4 lost) with the file's ``092`` line naming it.
NAMED_ROUND_ROBIN = ROUND_ROBIN.replace("012 Test", "012 Test\n092 Individual: Round robin")
#: By language: the caption for the round robin the 092 line names, for one the pairings show,
#: and for a Swiss chosen.
FORMAT = {
    "en": ("Pairing system of the norms: Round robin (the file's type of tournament (092): "
           "Individual: Round robin).",
           "Pairing system of the norms: Round robin (everyone met everyone once).",
           "Pairing system of the norms: Swiss (as chosen).", "GM norm: not made",
           "GM norm: made"),
    "de": ("Paarungssystem der Normen: Rundenturnier (Turnierart der Datei (092): "
           "Individual: Round robin).",
           "Paarungssystem der Normen: Rundenturnier (jeder spielte einmal gegen jeden).",
           "Paarungssystem der Normen: Schweizer System (wie gewählt).",
           "GM-Norm: nicht erreicht", "GM-Norm: erreicht"),
    "nl": ("Indelingssysteem van de normen: Round robin (toernooitype in het bestand (092): "
           "Individual: Round robin).",
           "Indelingssysteem van de normen: Round robin (iedereen speelde één keer tegen "
           "iedereen).",
           "Indelingssysteem van de normen: Zwitsers (zoals gekozen).", "GM-norm: niet behaald",
           "GM-norm: behaald"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_says_which_pairing_system_the_norms_took_and_why(open_page: PageOpener,
                                                                   lang: str) -> None:
    """As a round robin, every round counts (1.4.1e): 7/11 = 63.6% → 64% → dp 102, Rp 2482,
    no GM norm. Chosen as a Swiss, rounds 10 and 11 (both lost) are left out: 7/9 = 77.8% →
    78% → dp 220, Rp 2600, a GM norm."""
    named, met, chosen, missed, made = FORMAT[lang]
    at = open_event(open_page, NAMED_ROUND_ROBIN, player="1", lang=lang)
    assert named in page_text(at) and missed in page_text(at)
    assert "norm_format" not in at.query_params  # none chosen: the file's
    assert sheet(at, "GM")[PERFORMANCE[lang]][0] == "2482"
    at = open_event(open_page, ROUND_ROBIN, lang=lang)
    assert met in page_text(at)
    at = open_event(open_page, NAMED_ROUND_ROBIN, player="1", lang=lang)
    at.selectbox(key="_norm_format").set_value("swiss").run()
    assert at.query_params["norm_format"] == "swiss"
    assert chosen in page_text(at) and made in page_text(at)
    assert sheet(at, "GM")[PERFORMANCE[lang]][0] == "2600"


#: The performance's row, by language.
PERFORMANCE = {"en": "Performance", "de": "Leistung", "nl": "Prestatie"}


def test_an_old_link_that_says_swiss_still_means_a_swiss(open_page: PageOpener) -> None:
    at = open_event(open_page, NAMED_ROUND_ROBIN, player="1", norm_format="swiss")
    assert "Pairing system of the norms: Swiss (as chosen)." in page_text(at)
    assert "GM norm: made" in page_text(at)
    assert "with rounds 10, 11 left out" not in page_text(at)  # the plural: "2 rounds"
    assert "with 2 rounds left out: 10, 11 (1.4.1e–f)" in page_text(at)


@pytest.mark.parametrize("lang, none", [("en", "As the file says"), ("de", "Wie die Datei sagt"),
                                        ("nl", "Zoals het bestand zegt")])
def test_the_pairing_system_not_chosen_says_it_is_the_files(open_page: PageOpener, lang: str,
                                                              none: str) -> None:
    at = open_event(open_page, NAMED_ROUND_ROBIN, lang=lang)
    choice = at.selectbox(key="_norm_format")
    assert choice.value is None and choice.proto.placeholder == none


# --- a file without title holders, federations or ratings -----------------------------------

#: Player 1 (GER, 2450) against nine untitled players of 2500 of ESP, FRA and ITA, 6½/9: a GM
#: result (Rp 2500 + 166 = 2666, Ra 2500) in a file where no one holds a title, so 1.4.5a
#: (half of 9, rounded up: 5 title holders) and 1.4.5b (3 GMs) fail.
NO_TITLES = norm_event([(2500, "", f) for f in FOREIGN], RESULTS, player={"rating": 2450})
GAPS = {
    "en": ("The file lacks what a norm needs: no player of the file holds a FIDE title (1.4.5a "
           "asks for title holders). Every player's figures are shown all the same, with the "
           "requirement that fails.",
           "Performance", "Opponents with a title (GM, IM, WGM, WIM, FM, WFM)",
           ["0", "at least 5", "1.4.5a", "✗ no"], "GM: fails 1.4.5a, 1.4.5b"),
    "de": ("Der Datei fehlt, was eine Norm braucht: kein Spieler der Datei trägt einen "
           "FIDE-Titel (1.4.5a verlangt Titelträger). Die Werte jedes Spielers stehen trotzdem "
           "da, mit der Bedingung, die nicht erfüllt ist.",
           "Leistung", "Gegner mit Titel (GM, IM, WGM, WIM, FM, WFM)",
           ["0", "mindestens 5", "1.4.5a", "✗ nein"], "GM: 1.4.5a, 1.4.5b verfehlt"),
    "nl": ("Het bestand mist wat een norm nodig heeft: geen speler in het bestand heeft een "
           "FIDE-titel (1.4.5a vraagt om titelhouders). De cijfers van elke speler staan er "
           "toch, met de eis waaraan niet is voldaan.",
           "Prestatie", "Tegenstanders met een titel (GM, IM, WGM, WIM, FM, WFM)",
           ["0", "minstens 5", "1.4.5a", "✗ nee"], "GM: 1.4.5a, 1.4.5b niet gehaald"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_file_without_title_holders_shows_every_figure_beside_what_it_lacks(
        open_page: PageOpener, lang: str) -> None:
    said, performance, holders, row, column = GAPS[lang]
    at = open_event(open_page, NO_TITLES, player="1", lang=lang)
    assert said in page_text(at)
    gm = sheet(at, "GM")
    assert gm[performance][0] == "2666"
    assert gm[holders] == row
    assert norms(at)[1] == column  # a title result that fails only the mix: a near miss


#: Two players without a federation or a rating, a GM beating an IM.
NO_FEDERATIONS = trf(norm_line(1, "", "GM", "", rounds=[("2", "w", "1")]),
                     norm_line(2, "", "IM", "", rounds=[("1", "b", "0")]))
FEDERATIONS_GAP = {
    "en": ("no player has a federation (1.4.3 asks for foreign federations); no player has a "
           "FIDE rating (1.4.8a asks for an average rating).",
           "Federations other than the player's", ["not known", "at least 2", "1.4.3", "✗ no"]),
    "de": ("kein Spieler hat eine Föderation (1.4.3 verlangt ausländische Föderationen); kein "
           "Spieler hat eine FIDE-Elo (1.4.8a verlangt einen Elo-Schnitt).",
           "Andere Föderationen als die des Spielers",
           ["unbekannt", "mindestens 2", "1.4.3", "✗ nein"]),
    "nl": ("geen speler heeft een federatie (1.4.3 vraagt om buitenlandse federaties); geen "
           "speler heeft een FIDE-rating (1.4.8a vraagt om een gemiddelde rating).",
           "Andere federaties dan die van de speler",
           ["onbekend", "minstens 2", "1.4.3", "✗ nee"]),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_file_without_federations_or_ratings_names_each_gap_and_shows_the_sheet(
        open_page: PageOpener, lang: str) -> None:
    reasons, requirement, row = FEDERATIONS_GAP[lang]
    at = open_event(open_page, NO_FEDERATIONS, player="2", lang=lang)
    assert reasons in page_text(at)
    assert [tab.label for tab in at.tabs] == ["GM"]  # an IM's norm left to make
    assert sheet(at, "GM")[requirement] == row


# --- a Swiss's own exemption, round by round ---------------------------------------------

def exemption_table(at: AppTest, round_label: str) -> pd.DataFrame:
    """The table of 1.4.3d's counts: the one whose rows are named by the round."""
    return next(t.value for t in at.table if t.value.index.name == round_label)


SWISS = {
    "en": ("The field does not exempt the event's norms (1.4.3d): a count first falls short in "
           "round 2.", "Round",
           ["Foreign rated\u00a0≥\u00a020", "Federations\u00a0≥\u00a03",
            "GM, IM, WGM, WIM\u00a0≥\u00a010"]),
    "de": ("Das Teilnehmerfeld befreit die Normen des Turniers nicht (1.4.3d): zuerst in Runde "
           "2 bleibt eine Zahl unter ihrem Minimum.", "Runde",
           ["Ausländer mit Elo\u00a0≥\u00a020", "Föderationen\u00a0≥\u00a03",
            "GM, IM, WGM, WIM\u00a0≥\u00a010"]),
    "nl": ("Het deelnemersveld stelt de normen van het toernooi niet vrij (1.4.3d): voor het "
           "eerst in ronde 2 blijft een aantal onder zijn minimum.", "Ronde",
           ["Buitenlanders met rating\u00a0≥\u00a020", "Federaties\u00a0≥\u00a03",
            "GM, IM, WGM, WIM\u00a0≥\u00a010"]),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_swiss_exemption_shows_each_rounds_counts_and_the_first_round_short(
        open_page: PageOpener, lang: str) -> None:
    """20 foreign rated players of 3 federations, 10 of them IMs, two of the IMs missing
    rounds 1 and 2: in round 1 each missed one round and is counted (20, 3, 10); from round 2
    on they have missed two and are not (18, 3, 8), short of 20 and 10, each such round
    marked."""
    verdict, round_label, columns = SWISS[lang]
    at = open_event(open_page, SWISS_EXEMPTION, lang=lang)
    assert verdict in page_text(at)
    table = exemption_table(at, round_label)
    assert list(table.columns) == columns
    assert list(table.index) == ["1", *(f"{r} ✗" for r in range(2, 10))]
    assert list(table.iloc[0]) == ["20", "3", "10"]
    assert [list(table.iloc[r]) for r in range(1, 9)] == [["18", "3", "8"]] * 8


def test_a_round_robin_has_no_swiss_exemption_to_show(open_page: PageOpener) -> None:
    at = open_event(open_page, NAMED_ROUND_ROBIN)
    assert "1.4.3d" not in page_text(at)
    assert not [t for t in at.table if t.value.index.name == "Round"]


# --- the Qualification Commission's readings --------------------------------------------

def tab_text(at: AppTest, title: str) -> str:
    """The captions of ``title``'s tab of the sheet, as the browser shows them."""
    tab = next(tab for tab in at.tabs if tab.label.removeprefix("✓ ") == title)
    return " ".join(rendered(c.value) for c in tab.caption)


#: 8 games against nine GMs of 2410 of ESP, FRA and ITA, round 9 a pairing-allocated bye: the
#: least title score is 6/8 (75% → dp 193: 2603; 5½/8 = 68.75% → 69% → 141: 2551). 8/8 is two
#: points over: 9 games (1.4.1c), the QC's reading of a point over stopping at one.
EIGHT_GAMES = norm_event([(2410, "GM", f) for f in FOREIGN], "11111111" "U")
READINGS = {
    "en": ("It counts as 9 games (1.4.1c; a point over adds no game, as FIDE's Qualification "
           "Commission reads 1.4.1d).",
           "More than a point over its requirement, and counted as 9 games all the same: the "
           "Qualification Commission's reading (a point over counts as 9) stops at one point, "
           "and past it the sources leave the count open (1.4.1c, 1.4.1d)."),
    "de": ("Sie zählt als 9 Partien (1.4.1c; ein Punkt mehr zählt keine Partie dazu, wie die "
           "Qualifikationskommission der FIDE 1.4.1d liest).",
           "Mehr als einen Punkt über der Bedingung, und trotzdem als 9 Partien gezählt: die "
           "Lesart der Qualifikationskommission (ein Punkt mehr zählt als 9) endet bei einem "
           "Punkt, darüber lassen die Quellen die Zahl offen (1.4.1c, 1.4.1d)."),
    "nl": ("Ze telt als 9 partijen (1.4.1c; een punt meer telt geen partij erbij, zoals de "
           "kwalificatiecommissie van de FIDE 1.4.1d leest).",
           "Meer dan een punt boven de eis, en toch als 9 partijen geteld: de lezing van de "
           "kwalificatiecommissie (een punt meer telt als 9) stopt bij één punt, daarboven laten "
           "de bronnen het aantal open (1.4.1c, 1.4.1d)."),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_sheet_names_the_reading_the_games_credited_rest_on(open_page: PageOpener,
                                                               lang: str) -> None:
    credited, reading = READINGS[lang]
    at = open_event(open_page, EIGHT_GAMES, player="1", lang=lang)
    assert credited in tab_text(at, "GM") and reading in tab_text(at, "GM")
    # 7/8, a point over the GM norm: 9 games, and no reading left open (the IM norm is more)
    at = open_event(open_page, norm_event([(2410, "GM", f) for f in FOREIGN], "1111111" "0" "U"),
                    player="1", lang=lang)
    assert credited in tab_text(at, "GM") and reading not in tab_text(at, "GM")


# --- federations that are no FIDE code ----------------------------------------------------

#: Nine GMs of 2380, five of ESP and four of federations that are no FIDE code.
JUNK = norm_event([(2380, "GM", f) for f in ["ESP"] * 5 + ["<b>", "XXX", "123", "<i>"]],
                  "1111111" "00")
UNKNOWN = {
    "en": "4 federations written are no FIDE federation's code: 123, <b>, <i>, XXX; they count "
          "for nothing (1.4.3, 1.4.4).",
    "de": "4 angegebene Föderationen sind keine Föderationskürzel der FIDE: 123, <b>, <i>, XXX; "
          "sie zählen nicht (1.4.3, 1.4.4).",
    "nl": "4 opgegeven federaties zijn geen federatiecodes van de FIDE: 123, <b>, <i>, XXX; die "
          "tellen niet mee (1.4.3, 1.4.4).",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_sheet_names_the_federations_that_count_for_nothing(open_page: PageOpener,
                                                                lang: str) -> None:
    at = open_event(open_page, JUNK, player="1", lang=lang)
    assert UNKNOWN[lang] in page_text(at)
    assert not any("<b>" in m.value and "`" not in m.value for m in at.caption)  # shown as text
