"""What the Tournament page says of a game line it reads, in the user's language: a line read
with what it may not mean (a federation that is no FIDE federation's code, a title written as
a TRF's code) is rated and named with its field; a number where the name goes says how a line
is written; the box keeps what was typed. And an opponent's name of Markdown or HTML is shown as
the characters it is everywhere the page shows it: the tables, the charts' hover, the messages,
the downloads."""

from __future__ import annotations

import csv
import html
import io
import json

import pytest
from streamlit.testing.v1 import AppTest

from elo_core import FIDE, Game, Mode, parse_game_list, performance, rate_series
from elo_core.export.spreadsheet import safe_cell
from elo_core.readers.writer import format_game
from pages.ui.in_force import Frame
from pages.ui.tournament.downloads import games_csv, result_json
from tests.app.messages import markup_added
from tests.app.norms.norm_cases import sheet
from tests.conftest import PageOpener
from tests.markup import as_typed, shown

LINES = "GM XXX 2480:½\nGM <b> 2400:1\ng NED 2600:1\nGM 123 2450:0"

#: Each line's message as the page words it, in each language.
SAID = {
    "en": ["Line 1: the federation “XXX” is no FIDE federation's code (GER, NED, FID …): the "
           "norm counts this opponent without a federation: GM XXX 2480:½",
           "Line 2: the federation “<b>” is no FIDE federation's code (GER, NED, FID …): the "
           "norm counts this opponent without a federation: GM <b> 2400:1",
           "Line 3: “g” is read as a name, not a title: a game line writes a title in full (GM, "
           "IM, WGM, WIM, FM, WFM, CM, WCM), not as a TRF's code (g, m, wg …): g NED 2600:1",
           "Line 4: “123” is a number where the opponent's name, title or federation stands: "
           "write NAME TITLE FEDERATION RATING:RESULT (Meier GM GER 2450:1), a name with a "
           "number in quotes (\"Meier 2\" 1800:1): GM 123 2450:0"],
    "de": ["Zeile 1: die Föderation „XXX“ ist kein Föderationskürzel der FIDE (GER, NED, FID …): "
           "Die Norm zählt diesen Gegner ohne Föderation: GM XXX 2480:½",
           "Zeile 2: die Föderation „<b>“ ist kein Föderationskürzel der FIDE (GER, NED, FID …): "
           "Die Norm zählt diesen Gegner ohne Föderation: GM <b> 2400:1",
           "Zeile 3: „g“ wird als Name gelesen, nicht als Titel: Eine Partiezeile schreibt den "
           "Titel aus (GM, IM, WGM, WIM, FM, WFM, CM, WCM), nicht als TRF-Kürzel (g, m, wg …): "
           "g NED 2600:1",
           "Zeile 4: „123“ ist eine Zahl, wo Name, Titel oder Föderation des Gegners stehen: "
           "Schreiben Sie NAME TITEL FÖDERATION ELO:ERGEBNIS (Meier GM GER 2450:1), einen Namen "
           "mit einer Zahl in Anführungszeichen (\"Meier 2\" 1800:1): GM 123 2450:0"],
    "nl": ["Regel 1: de federatie „XXX” is geen federatiecode van de FIDE (GER, NED, FID …): de "
           "norm telt deze tegenstander zonder federatie: GM XXX 2480:½",
           "Regel 2: de federatie „<b>” is geen federatiecode van de FIDE (GER, NED, FID …): de "
           "norm telt deze tegenstander zonder federatie: GM <b> 2400:1",
           "Regel 3: „g” wordt als naam gelezen, niet als titel: een partijregel schrijft de "
           "titel voluit (GM, IM, WGM, WIM, FM, WFM, CM, WCM), niet als TRF-code (g, m, wg …): "
           "g NED 2600:1",
           "Regel 4: „123” is een getal waar naam, titel of federatie van de tegenstander staan: "
           "schrijf NAAM TITEL FEDERATIE RATING:UITSLAG (Meier GM GER 2450:1), een naam met een "
           "getal tussen aanhalingstekens (\"Meier 2\" 1800:1): GM 123 2450:0"],
}
#: The heading above the lines read with what they may not mean.
READ_BUT = {"en": "3 lines were read, perhaps not as you meant:",
            "de": "3 Zeilen wurden gelesen, vielleicht nicht wie gemeint:",
            "nl": "3 regels zijn gelezen, misschien niet zoals bedoeld:"}


def listed(markdown: str) -> list[str]:
    """The items of a message's list, as the user reads them."""
    return [shown(item) for item in markdown.split("\n- ")[1:]]


def names(at: AppTest) -> list[str]:
    """The breakdown's names, the totals row left out."""
    table = next(d.value for d in at.dataframe if "K × (S − E)" in d.value.columns
                 .get_level_values(-1))
    return list(table.iloc[:-1, 1])


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_each_line_says_what_it_may_not_mean_and_the_number_where_the_name_goes(
        open_page: PageOpener, lang: str) -> None:
    at = open_page("tournament", games=LINES, rating="2300", k="20", view="breakdown",
                   lang=lang)
    [error] = at.error
    assert listed(error.value) == SAID[lang][3:]
    [notes] = [w for w in at.warning if READ_BUT[lang] in w.value]
    assert listed(notes.value) == SAID[lang][:3]
    # the three are rated, each opponent written as the line writes it; the box as typed
    assert names(at) == ["GM XXX", "GM <b>", "g NED"]
    assert at.text_area(key="games").value == LINES


def test_the_norm_counts_a_federation_that_is_no_fide_code_as_none(open_page: PageOpener) -> None:
    at = open_page("tournament", games="GM XXX 2480:½\nGM GER 2450:1\nGM FRA 2500:1",
                   norm_open="true", norm_fed="NED")
    # GER and FRA, not XXX: two federations other than the player's (1.4.3)
    assert sheet(at, "GM")["Federations other than the player's"][0] == "2"


#: Names a user could paste that Markdown, HTML or a spreadsheet would read as more than text.
HOSTILE = ["**x**", "<img src=x onerror=alert(1)>", "[a](javascript:alert(1))", "<b>x</b>",
           ":red[x]", "$x$"]


@pytest.mark.parametrize("name", HOSTILE)
def test_a_name_of_markup_is_shown_as_typed_in_tables_hovers_and_messages(
        open_page: PageOpener, name: str) -> None:
    line = format_game(Game(1800.0, 1.0, name))
    text = f"{line}\n{line.replace(':1', ':x')}"  # the second line an error that quotes it
    at = open_page("tournament", games=text, rating="1800", view="breakdown")
    assert names(at) == [name]
    at = open_page("tournament", games=text, rating="1800")
    hovers = [label for chart in at.get("plotly_chart")
              for trace in json.loads(chart.proto.spec)["data"] for label in trace.get("text", [])
              if isinstance(label, str) and "Game 1" in label]
    assert hovers and all(html.escape(name) in label for label in hovers)
    assert any(as_typed(line.replace(":1", ":x")) in shown(e.value) for e in at.error)
    assert markup_added(at, name) == []


@pytest.mark.parametrize("name", [*HOSTILE, "=cmd|' /C calc'!A0"])
def test_a_name_of_markup_is_written_as_typed_into_the_downloads(name: str) -> None:
    games = parse_game_list(format_game(Game(1800.0, 1.0, name))).games
    assert [g.name for g in games] == [name]
    period = rate_series(1800, games, 20, FIDE, Mode.PERIOD)
    sequential = rate_series(1800, games, 20, FIDE, Mode.SEQUENTIAL)
    rows = list(csv.reader(io.StringIO(games_csv(Frame("en", FIDE), period, sequential)
                                       .decode("utf-8-sig"))))
    assert rows[1][1] == str(safe_cell(name))  # a formula's sign kept from running
    assert safe_cell(name) == name or name.startswith("=")
    data = json.loads(result_json(period, sequential, performance(games), [], None))
    assert data["period"]["games"][0]["name"] == name
