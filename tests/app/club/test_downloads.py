"""The Club page's figures and downloads say what they count, in three languages: members with
a start rating and those rated at the end apart; a member's change with the rating it is
measured from and the rated games it covers; each list named by its system and holding the
system and K; the games CSV saying why a change is empty."""

from __future__ import annotations

import csv
import io

import pytest

from elo_core import FIDE
from elo_core.pool.standings import System
from pages.ui.club import downloads
from pages.ui.club import shown as club_shown
from pages.ui.in_force import Frame
from tests.app.club.club_page import page_text, rated, the_list, upload
from tests.club_files import SEASON, START
from tests.conftest import PageOpener

SEPARATOR = {"en": ",", "de": ";", "nl": ";"}
#: The summary's labels and the list's new columns, and the systems' names and K, by language.
WORDS = {
    "en": (("Members", "With a start rating", "Rated at the end"),
           ("Change from", "Rated games", "System", "K"), "Classic Elo",
           "K by FIDE's rule (§8.3.3) from each member's facts",
           "+0.4 over 5 rated games", "Albers, Arne: opponent unrated"),
    "de": (("Mitglieder", "Mit Startwertung", "Mit Wertung am Ende"),
           ("Änderung ab", "Gewertete Partien", "System", "K"), "Klassisches Elo",
           "K nach FIDE-Regel (§8.3.3) aus den Angaben jedes Mitglieds",
           "+0,4 aus 5 gewerteten Partien", "Albers, Arne: Gegner ohne Wertung"),
    "nl": (("Leden", "Met startrating", "Met rating aan het eind"),
           ("Wijziging vanaf", "Gerate partijen", "Systeem", "K"), "Klassieke Elo",
           "K volgens FIDE-regel (§8.3.3) uit de gegevens van elk lid",
           "+0,4 over 5 gerate partijen", "Albers, Arne: tegenstander zonder rating"),
}


#: §8.3.3's lines in a few words: a junior under 2300, an adult under 2400.
JUNIOR = {"en": ("junior under 2300", "under 2400"),
          "de": ("Jugendlicher unter 2300", "unter 2400"),
          "nl": ("jeugdspeler onder 2300", "onder 2400")}


def _rows(data: bytes, lang: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig")), delimiter=SEPARATOR[lang]))


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_figures_count_what_their_labels_say(open_page: PageOpener, lang: str) -> None:
    """The example: 7 members on the start list with a rating, 8 rated at the end (Hugo
    Hendriks's first rating, 1764, from his fifth game), 9 members (H. Hendriks unrated)."""
    labels, columns, _, _, albers_change, _ = WORDS[lang]
    at = upload(open_page("club", lang=lang), [("season-2025-26.csv", SEASON)],
                ("club-start.csv", START))
    figures = {metric.label: metric.value for metric in at.metric}
    assert [figures[label] for label in labels] == ["9", "7", "8"]
    table = the_list(at)
    assert list(table.columns[4:6]) == list(columns[:2])
    by_name = {row.iloc[1]: row for _, row in table.iterrows()}
    # Albers started at 1984: +0.43 over the 5 games against rated opponents, of his 7
    albers = by_name["Albers, Arne"]
    assert (albers.iloc[4], albers.iloc[5], albers.iloc[6]) == (1984, 5, 7)
    # Hendriks's change is from his first rating, and covers no rated game yet
    hugo = by_name["Hendriks, Hugo"]
    assert (hugo.iloc[3], hugo.iloc[4], hugo.iloc[5], hugo.iloc[6]) == (0, 1764, 0, 5)
    assert rated().standing("Albers, Arne").rated_games == 5   # the engine's, as the page
    at.selectbox(key="_club_member").set_value("Albers, Arne").run()
    assert albers_change in page_text(at)


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_each_list_is_named_by_its_system_and_holds_the_system_and_k(lang: str) -> None:
    assert [downloads.file_name("list", "season-2025-26.csv", system)
            for system in (System.ELO, System.FIDE)] == [
        "season-2025-26-elo-list.csv", "season-2025-26-fide-list.csv"]
    assert downloads.file_name("games", "season-2025-26.csv", System.DWZ) == (
        "season-2025-26-dwz-games.csv")
    assert downloads.file_name("json", "season-2025-26.csv", System.GLICKO2) == (
        "season-2025-26-glicko2.json")
    _, columns, elo, rule, _, _ = WORDS[lang]
    junior, standard = JUNIOR[lang]
    frame = Frame(lang, FIDE)
    elo_rows = _rows(club_shown.list_csv(frame, rated(System.ELO, 24)), lang)
    assert elo_rows[0][-2:] == list(columns[2:])
    assert {tuple(row[-2:]) for row in elo_rows[1:]} == {(elo, "24")}
    # by FIDE's rule each member's own K, a number, and what it rests on: Claes born 2011, a
    # junior (40); Albers born 1979 with 120 games (20); Hendriks, rated first in the last
    # month he played, no month rated with a K
    header, *fide_rows = _rows(club_shown.list_csv(frame, rated(System.FIDE)), lang)
    at_k = header.index("K")
    by_name = {row[1]: (row[at_k], *row[-2:]) for row in fide_rows}
    assert by_name["Claes, Cato"] == ("40", "FIDE", junior)
    assert by_name["Albers, Arne"] == ("20", "FIDE", standard)
    assert by_name["Hendriks, Hugo"] == ("", "FIDE", "")
    assert rule not in {row[-1] for row in fide_rows}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_games_csv_says_why_a_change_is_empty(lang: str) -> None:
    """Game 4 of the example: de Vries (1745) beats Hugo Hendriks, on no list: his game
    counts towards a first rating, hers moves nothing as her opponent has none."""
    _, _, _, _, _, opponent_unrated = WORDS[lang]
    games = _rows(club_shown.games_csv(Frame(lang, FIDE), rated()), lang)[1:]
    notes = {(row[3], row[4]): row[10] for row in games}
    hendriks = notes[("de Vries, Sanne", "Hendriks, Hugo")]
    assert hendriks.startswith("de Vries, Sanne: ") and "Hendriks, Hugo: " in hendriks
    albers_games = [note for (white, black), note in notes.items()
                    if "Albers, Arne" in (white, black) and "Hendriks" in white + black]
    assert albers_games and all(opponent_unrated in note for note in albers_games)
    assert all(row[10] == "" for row in games if row[7] and row[9])  # rated for both
