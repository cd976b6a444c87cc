"""The Tournament page with a table that has a DWZ and an Elo column: by the DWZ the ratings come
from the DWZ (national) column, FIDE's figure beside it and the Elo mode from the Elo column,
the page says which column it read, and the command line gives the same DWZ.

The card's two games, from DWZ 1500 (Index 10, over 25, old WO: the event ends 1 May 2026):
Müller has DWZ 1500 and Elo 1700 and is beaten; Schulz has DWZ 1500 and no Elo (0) and draws.

- By the DWZ column: P(0) = ½ for both, We = 1, W = 1.5, n = 2; E0 = (1500/1000)⁴ + 15 =
  20.0625 → E = 20 (WO 2019 §5.2.2, J = 15 over 25); Rn = 1500 + 800 · (1.5 − 1) / (20 + 2) =
  1518.18 → 1518.
- By the Elo column (what the page did): Schulz has no rating and is not counted, Müller's 1700
  gives P(−200) = ½ (1 + erf(−0.5)) = 0.23975; Rn = 1500 + 800 · 0.76025 / 21 = 1528.96 → 1529.
- FIDE's figure beside it, from Elo 1800 with K 20 (B.02 §8.1.2: D = 100 gives 0.64): only
  Müller's 1700 is rated, 1800 + 20 · (1 − 0.64) = 1807.2 → 1807 (+7); by the DWZ column both
  games would count (D = 300: 0.85 each): 1800 + 20 · (1.5 − 1.7) = 1796.
"""

import json
import subprocess
import sys

import pytest
from streamlit.testing.v1 import AppTest

from tests.conftest import PageOpener
from tests.paths import ROOT
from tests.rendered import rendered

ROWS = [("Müller Hans", "1500", "1700", "w 1"), ("Schulz Eva", "1500", "0", "s ½")]


def dwz_first(header: str) -> str:
    """The German player card: round, start number, name, DWZ, Elo, club, points, result."""
    rows = (f"{n}\t{17 - n}\t{name}\t{dwz}\t{elo}\tSK Berlin\t{n + 2}\t{result}"
            for n, (name, dwz, elo, result) in enumerate(ROWS, start=1))
    return "\n".join([header, *rows])


def elo_first(header: str) -> str:
    """The card with the Elo before the DWZ (chess-results' RtgI, RtgN)."""
    rows = (f"{n}\t{17 - n}\t{name}\t{elo}\t{dwz}\tGER\tSK Berlin\t{n + 2}\t{result}"
            for n, (name, dwz, elo, result) in enumerate(ROWS, start=1))
    return "\n".join([header, *rows])


CARDS = {
    "DWZ Elo": (dwz_first("Rd.\tSNr\tName\tDWZ\tElo\tVerein/Ort\tPkt.\tErg."), "DWZ", "Elo"),
    "Elo DWZ": (elo_first("Rd.\tSNr\tName\tElo\tDWZ\tLand\tVerein/Ort\tPkt.\tErg."),
                "DWZ", "Elo"),
    "RtgI RtgN": (elo_first("Rd.\tSNo\tName\tRtgI\tRtgN\tFED\tClub/City\tPts.\tRes."),
                  "RtgN", "RtgI"),
}
#: The same card as a German spreadsheet's CSV.
CSV = "Runde;Name;DWZ;Elo;Ergebnis\n1;Müller Hans;1500;1700;w 1\n2;Schulz Eva;1500;0;s ½\n"
SETTINGS = {"dwz": "1500", "index": "10", "last_day": "2026-05-01", "rating": "1800", "k": "20"}


def metrics(at: AppTest) -> dict[str, tuple[str, str]]:
    return {m.label: (m.value, m.delta) for m in at.metric}


def texts(at: AppTest) -> str:
    return " ".join(rendered(e.value) for kind in ("caption", "info", "warning")
                    for e in getattr(at, kind))


def assert_rated_by_the_dwz_column(at: AppTest, dwz: str, elo: str) -> None:
    shown = metrics(at)
    assert shown["Neue DWZ"] == ("1518", "+18")
    assert shown["FIDE-Elo (Ratingperiode)"] == ("1807", "+7")
    text = texts(at)
    assert "Gegner ohne DWZ" not in text
    assert (f"Die DWZ wird aus „{dwz}“ berechnet, der nationalen Wertung, die FIDE-Zahl "
            f"daneben aus „{elo}“.") in text


@pytest.mark.parametrize("form", list(CARDS))
def test_a_pasted_card_is_rated_by_the_dwz_column(open_page: PageOpener, form: str) -> None:
    card, dwz, elo = CARDS[form]
    at = open_page("tournament", by="dwz", lang="de", games=card, **SETTINGS)
    assert_rated_by_the_dwz_column(at, dwz, elo)


def test_an_uploaded_csv_is_rated_by_the_dwz_column_and_by_the_elo_column_for_elo(
        open_page: PageOpener) -> None:
    at = open_page("tournament", by="dwz", lang="de", **SETTINGS)
    at.file_uploader(key="_upload").set_value(("karte.csv", CSV.encode(), "text/csv"))
    at.run()
    assert not at.exception
    assert_rated_by_the_dwz_column(at, "DWZ", "Elo")
    # the file is kept as a table, so that the Elo mode reads its own column: one game rated
    at.query_params["by"] = "elo"
    at.run()
    assert "Die Tabelle hat mehrere Wertungsspalten: Gelesen wird „Elo“, die Elo" in texts(at)
    assert "1 Punkt aus 1 gewerteten Partie, erwartet 0,64" in " ".join(
        rendered(m.value) for m in at.markdown)


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "the ratings are read from “RtgI”, the Elo, which FIDE's rules and Glicko-2 rate "
           "by; “RtgN” is not read"),
    ("nl", "gelezen wordt „RtgI”, de Elo, waarmee de FIDE-regels en Glicko-2 rekenen; „RtgN” "
           "wordt niet gelezen"),
])
def test_by_elo_the_page_says_it_read_the_elo_column(
        open_page: PageOpener, lang: str, words: str) -> None:
    at = open_page("tournament", lang=lang, games=CARDS["RtgI RtgN"][0], rating="1800", k="20")
    assert words in texts(at)


def test_by_dwz_in_english_and_dutch_the_page_names_both_columns(open_page: PageOpener) -> None:
    en = open_page("tournament", by="dwz", games=CARDS["DWZ Elo"][0], **SETTINGS)
    assert ("the DWZ is rated from “DWZ”, the national rating, and FIDE's figure beside it "
            "from “Elo”") in texts(en)
    nl = open_page("tournament", by="dwz", lang="nl", games=CARDS["DWZ Elo"][0], **SETTINGS)
    assert ("de DWZ wordt berekend uit „DWZ”, de nationale rating, en het FIDE-getal ernaast "
            "uit „Elo”") in texts(nl)


@pytest.mark.parametrize("form", list(CARDS))
def test_the_page_and_the_command_line_give_the_same_dwz(open_page: PageOpener, form: str) -> None:
    card = CARDS[form][0]
    cli = json.loads(subprocess.run(
        [sys.executable, "-m", "elo_core", "dwz", "--rating", "1500", "--index", "10",
         "--date", "2026-05-01"], input=card + "\n", capture_output=True, text=True,
        check=True, cwd=ROOT).stdout)
    at = open_page("tournament", by="dwz", lang="de", games=card, **SETTINGS)
    assert cli["new_rating"] == 1518
    assert metrics(at)["Neue DWZ"][0] == str(cli["new_rating"])
