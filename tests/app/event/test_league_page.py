"""The Whole event page on a league across three months (``tests/league.py``), in English,
German and Dutch: rated month by month with each month's list, each month's rounds and list
named, a player's months (the rating used, K, games, points, expected score and change), a month
whose list is not kept said so, and a file without round dates that runs long rated as one
period, said so. Every value is worked out by hand in ``tests/engine/event/test_league.py``."""

from pathlib import Path

import pandas as pd
import pytest
from pytest import MonkeyPatch
from streamlit.testing.v1 import AppTest

from tests.app.event.pasted import open_event, page_text
from tests.conftest import PageOpener
from tests.league import LEAGUE, league_store
from tests.paths import DATA
from tests.trf_lines import player_line, trf

TEXT = LEAGUE.read_text(encoding="utf-8")


@pytest.fixture
def lists(tmp_path: Path, monkeypatch: MonkeyPatch) -> Path:
    """``$ELO_DATA_DIR`` keeping the league's September, October and November lists."""
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path))
    return league_store(tmp_path).path


def table(at: AppTest, first_column: str) -> pd.DataFrame:
    """The page's table whose first column is named ``first_column``."""
    return next(d.value for d in at.dataframe if d.value.columns[0] == first_column)


def row(at: AppTest, rank: int) -> pd.Series:
    """The players' table's row of starting rank ``rank`` (the table after the months')."""
    players = next(d.value for d in at.dataframe if len(d.value.columns) > 10)
    return players[players.iloc[:, 0] == rank].iloc[0]


MONTHS = {"en": ["September 2026", "October 2026", "November 2026"],
          "de": ["September 2026", "Oktober 2026", "November 2026"],
          "nl": ["september 2026", "oktober 2026", "november 2026"]}
LIST = {"en": "FIDE's list, {}", "de": "FIDE-Liste {}", "nl": "FIDE-lijst {}"}
TITLE = {"en": "Rated month by month", "de": "Monat für Monat gewertet",
         "nl": "Per maand gerekend"}
WHY = {"en": "The rounds run over 70 days, from 9 Sept 2026 to 18 Nov 2026",
       "de": "Die Runden erstrecken sich über 70 Tage, vom 09.09.2026 bis zum 18.11.2026",
       "nl": "De ronden lopen over 70 dagen, van 9 sep 2026 tot 18 nov 2026"}
MONTH_COLUMN = {"en": "Month", "de": "Monat", "nl": "Maand"}
FROM_LIST = {"en": "the month's list", "de": "der Liste des Monats",
             "nl": "de lijst van de maand"}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_league_is_rated_month_by_month_with_each_month_s_list(
        lists: Path, open_page: PageOpener, lang: str) -> None:
    at = open_event(open_page, TEXT, lang=lang, player="2")
    text = page_text(at)
    assert TITLE[lang] in [s.value for s in at.subheader]
    assert WHY[lang] in text
    months = table(at, MONTH_COLUMN[lang])
    assert months.values.tolist() == [[m, rounds, LIST[lang].format(m)] for m, rounds in
                                      zip(MONTHS[lang], ["1–2", "3–4", "5–6"], strict=True)]
    # the table's change is the months' sum, the new rating November's list's plus November's
    assert [(row(at, rank).iloc[3], row(at, rank).iloc[4]) for rank in (1, 2, 3, 4)] == [
        (24, 1924), (-27, 1835), (4, 1804), (-1, 1749)]
    claes = [r for r in at.dataframe if r.value.columns[0] == MONTH_COLUMN[lang]][-1].value
    decimal = "," if lang in ("de", "nl") else "."
    assert claes.values.tolist() == [
        [MONTHS[lang][0], "1–2", "1850", FROM_LIST[lang], "20", "2", "1", f"1{decimal}00", "0"],
        [MONTHS[lang][1], "3–4", "1862", FROM_LIST[lang], "20", "2", "1", f"1{decimal}24",
         "−5"],
        [MONTHS[lang][2], "5–6", "1857", FROM_LIST[lang], "20", "2", "0", f"1{decimal}10",
         "−22"]]


def test_a_month_whose_list_is_not_kept_is_said_and_takes_the_file_s_ratings(
        tmp_path: Path, monkeypatch: MonkeyPatch, open_page: PageOpener) -> None:
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path))
    league_store(tmp_path, ("SEP26", "NOV26"))
    at = open_event(open_page, TEXT, lang="en", player="2")
    assert table(at, "Month").values.tolist()[1] == [
        "October 2026", "3–4", "the file (list not kept)"]
    claes = [r for r in at.dataframe if r.value.columns[0] == "Month"][-1].value
    assert claes.values.tolist()[1][2:4] == ["1850", "the file (list not kept)"]
    assert row(at, 2).iloc[3] == -26


def test_without_lists_every_month_is_a_period_of_the_file_s_ratings(
        open_page: PageOpener) -> None:
    at = open_event(open_page, TEXT, lang="en")
    assert {r[2] for r in table(at, "Month").values.tolist()} == {
        "the file (list not kept)"}
    assert [row(at, rank).iloc[3] for rank in (1, 2, 3, 4)] == [24, -25, 5, -4]


def test_an_event_of_one_period_shows_no_months(open_page: PageOpener) -> None:
    at = open_event(open_page, lang="en", player="1")
    assert "Rated month by month" not in [s.value for s in at.subheader]
    assert all(d.value.columns[0] != "Month" for d in at.dataframe)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The event's dates run over 91 days, but the file gives no round dates"),
    ("de", "Die Daten des Turniers erstrecken sich über 91 Tage, aber die Datei nennt keine"),
    ("nl", "De data van het toernooi lopen over 91 dagen, maar het bestand geeft geen"),
])
def test_a_long_file_without_round_dates_is_one_period_and_says_so(
        open_page: PageOpener, lang: str, said: str) -> None:
    text = "042 2026/09/01\n" + trf(player_line(1, "A", 1900, rounds=[("2", "w", "1")]),
                                    player_line(2, "B", 1800, rounds=[("1", "b", "0")]),
                                    end="2026/12/01")
    at = open_event(open_page, text, lang=lang)
    assert said in " ".join(w.value for w in at.warning)


GERMAN_LEAGUE = (DATA / "german_league.trf").read_text(encoding="utf-8")
BY_DWZ = {
    "en": "This event runs over 63 days, from 12 Sept 2026 to 14 Nov 2026. FIDE rates such an "
          "event month by month; the DWZ evaluates an event as a whole",
    "de": "Dieses Turnier erstreckt sich über 63 Tage, vom 12.09.2026 bis zum 14.11.2026. Die "
          "FIDE wertet ein solches Turnier Monat für Monat; die DWZ wertet ein Turnier als "
          "Ganzes",
    "nl": "Dit toernooi loopt over 63 dagen, van 12 sep 2026 tot 14 nov 2026. De FIDE rekent "
          "zo'n toernooi per maand; de DWZ rekent een toernooi als geheel",
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_by_the_dwz_a_league_is_one_evaluation_and_the_page_says_so(
        open_page: PageOpener, lang: str) -> None:
    at = open_event(open_page, GERMAN_LEAGUE, by="dwz", lang=lang)
    assert BY_DWZ[lang] in " ".join(i.value for i in at.info)
    assert TITLE[lang] not in [s.value for s in at.subheader]


def test_by_the_dwz_an_event_of_a_few_days_says_nothing_of_months(
        open_page: PageOpener) -> None:
    at = open_event(open_page, (DATA / "german_standard.trf").read_text(encoding="utf-8"),
                    by="dwz", lang="en")
    assert not any("FIDE rates such an event" in i.value for i in at.info)


LENT_EACH_MONTH = {
    "en": "A player without a rapid rating in a month is rated with the standard rating of "
          "that month's FIDE list",
    "de": "Ein Spieler ohne Elo im Schnellschach in einem Monat wird mit der Standard-Elo der "
          "FIDE-Liste dieses Monats gewertet",
    "nl": "Een speler zonder rating voor rapid in een maand wordt gerekend met de "
          "standaardrating van de FIDE-lijst van die maand",
}
FROM_STANDARD = {"en": "the standard list (unrated in this play)",
                 "de": "der Standardliste (ohne Elo in dieser Bedenkzeit)",
                 "nl": "de standaardlijst (zonder rating in dit tempo)"}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_rapid_league_lends_each_month_s_standard_rating_and_says_so(
        lists: Path, open_page: PageOpener, lang: str) -> None:
    # Eek unrated in the file; the store keeps the three standard lists, no rapid list
    at = open_event(open_page, TEXT.replace(" 1750 NED", "      NED"), play="rapid",
                    player="4", lang=lang)
    assert LENT_EACH_MONTH[lang] in " ".join(c.value for c in at.caption)
    eek = [r for r in at.dataframe if r.value.columns[0] == MONTH_COLUMN[lang]][-1].value
    assert [r[2:4] for r in eek.values.tolist()] == [
        ["1750", FROM_STANDARD[lang]], ["1735", FROM_STANDARD[lang]],
        ["1733", FROM_STANDARD[lang]]]
    assert [r[-1] for r in eek.values.tolist()] == ["−29", "−5", "+30"]
