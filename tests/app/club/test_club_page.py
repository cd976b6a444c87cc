"""The club page through AppTest: a season uploaded, its list the engine's and the command line's,
a small season worked out by hand, bad lines and look-alike names named, the system switched,
the systems compared, a member's games, and the downloads in the page's language; no name in
the link."""

from __future__ import annotations

import csv
import io
import json
import random
import subprocess
import sys

import pytest

from elo_core import FIDE
from elo_core.pool.compare import compare_ranks
from elo_core.pool.standings import System
from pages.ui.club import downloads
from pages.ui.club import shown as club_shown
from pages.ui.in_force import Frame
from tests.app.club.club_page import (
    example,
    example_season,
    page_text,
    rated,
    the_list,
    upload,
)
from tests.conftest import PageOpener
from tests.markup import CONSTRUCTS, added_markup, as_typed, shown
from tests.paths import ROOT


def test_without_files_the_page_offers_the_example_and_says_the_names_stay_here(
        open_page: PageOpener) -> None:
    at = open_page("club")
    assert at.title[0].value == "Club rating list"
    assert "No season yet" in at.info[0].value
    assert ("A club's names and birth years are personal data: the files stay in this browser "
            "session and are not stored") in page_text(at)
    assert not at.dataframe
    at.button(key="_club_example").click().run()
    assert len(the_list(at)) == 9


def test_the_example_seasons_list_is_the_engines_and_the_command_lines(
        open_page: PageOpener) -> None:
    at = example(open_page)
    table = the_list(at)
    out = subprocess.run([sys.executable, "-m", "elo_core", "pool", "examples/club-season.csv",
                          "--start-list", "examples/club-start.csv", "--system", "elo"],
                         cwd=ROOT, capture_output=True, text=True, check=True).stdout
    players = json.loads(out)["players"]
    assert list(table["Name"]) == [p["name"] for p in players]
    assert [None if r != r else int(r) for r in table["#"]] == [p["rank"] for p in players]
    assert list(table["Rating"].fillna(-1)) == pytest.approx(
        [-1 if p["rating"] is None else p["rating"] for p in players])
    assert list(table["Games"]) == [p["games"] for p in players]
    # Hendriks, H. has no performance: his one game, a first event without a point, is
    # disregarded (FIDE B.02 §8.2)
    assert [None if r != r else int(r) for r in table["Performance"]] == [
        p["performance"] for p in players]
    engine = rated().ranking()
    assert list(table["Change"].fillna(0)) == pytest.approx([s.change or 0 for s in engine])


HAND_START = b"name,rating\nAnna,1600\nBert,1400\nCarl,1500\nDora,1500\n"
HAND_GAMES = (b"date,white,black,result\n"
              b"2025-01-10,Carl,Dora,1-0\n"
              b"2025-02-10,Anna,Bert,0-1\n"
              b"2025-03-10,Carl,Anna,1/2-1/2\n"
              b"2025-03-17,Dora,Bert,1-0\n"
              b"2025-03-24,Bert,Dora,+:-\n")


def test_four_members_by_classic_elo_with_k_20_as_worked_out_by_hand(open_page: PageOpener) -> None:
    # E = 1 / (1 + 10^(−D/400)), change = 20 (S − E), game by game in date order:
    # 1. Carl 1500 – Dora 1500, 1-0: D = 0, E = 0.5 → Carl +10 = 1510, Dora −10 = 1490
    # 2. Anna 1600 – Bert 1400, 0-1: D = 200, E(Anna) = 1 / (1 + 10^−0.5) = 1 / 1.316228
    #    = 0.759747 → Anna 20 × (0 − 0.759747) = −15.195 → 1584.805; Bert +15.195 → 1415.195
    # 3. Carl 1510 – Anna 1584.805, ½-½: D = −74.805, E(Carl) = 1 / (1 + 10^0.187013)
    #    = 1 / 2.538180 = 0.393980 → Carl 20 × (0.5 − 0.393980) = +2.120 → 1512.120;
    #    Anna −2.120 → 1582.685
    # 4. Dora 1490 – Bert 1415.195, 1-0: D = +74.805, E(Dora) = 1 − 0.393980 = 0.606020
    #    → Dora 20 × (1 − 0.606020) = +7.880 → 1497.880; Bert −7.880 → 1407.315
    # 5. Bert – Dora +:- is a forfeit: listed, never rated, no game played over the board
    # The list: Anna 1582.685 (−17.315), Carl 1512.120 (+12.120), Dora 1497.880 (−2.120),
    # Bert 1407.315 (+7.315); the changes add up to 0, as one K keeps the sum of ratings
    at = upload(open_page("club", system="elo", club_k="20"), [("hand.csv", HAND_GAMES)],
                ("hand-start.csv", HAND_START))
    table = the_list(at)
    assert list(table["Name"]) == ["Anna", "Carl", "Dora", "Bert"]
    assert list(table["#"]) == [1, 2, 3, 4]
    assert list(table["Rating"]) == pytest.approx([1582.685, 1512.120, 1497.880, 1407.315],
                                                  abs=0.001)
    assert list(table["Change"]) == pytest.approx([-17.315, 12.120, -2.120, 7.315], abs=0.001)
    assert list(table["Games"]) == [2, 2, 2, 2]
    at.selectbox(key="_club_member").set_value("Bert").run()
    games = at.dataframe[1].value
    assert list(games["Opponent"]) == ["Anna", "Dora", "Dora"]
    assert list(games["Change"].fillna(0)) == pytest.approx([15.195, -7.880, 0], abs=0.001)
    assert list(games["Note"]) == ["", "", "forfeit"]
    assert list(games["Score"]) == ["1", "0", "+"]


def test_a_bad_line_is_named_with_its_file_and_line_and_the_rest_is_read(
        open_page: PageOpener) -> None:
    games = (b"date,white,black,result\n2025-01-10,Carl,Dora,1-0\n2025-01-11,Carl,Anna,x\n"
             b"2025-01-12,Anna,Anna,1-0\n")
    at = upload(open_page("club"), [("season.csv", games)],
                ("start.csv", b"name,rating\nAnna,1600\nBert,abc\n"))
    text = page_text(at)
    assert ("season.csv, Line 3: unknown result x (use 1-0, 0-1, ½-½, 1/2-1/2, or +:- and -:+ "
            "for forfeits): 2025-01-11,Carl,Anna,x") in text
    assert "season.csv, Line 4: Anna cannot play against themselves" in text
    assert "start.csv, Line 3: the rating abc is not a number: Bert,abc" in text
    assert any(e.label == "3 problems in the files; the rest was read:" for e in at.expander)
    assert sorted(the_list(at)["Name"]) == ["Anna", "Carl", "Dora"]
    german = upload(open_page("club", lang="de"), [("season.csv", games)])
    assert "season.csv, Zeile 3: unbekanntes Ergebnis x" in page_text(german)


def test_names_that_look_alike_are_listed_and_rated_apart(open_page: PageOpener) -> None:
    games = (b"date,white,black,result\n2025-01-10,\"M\xc3\xbcller, A.\",Kahn,1-0\n"
             b"2025-01-11,Kahn,Mueller A,0-1\n")
    at = upload(open_page("club"), [("season.csv", games)])
    assert [box.label for box in at.checkbox] == ["“Mueller A” and “Müller, A.” are one person"]
    assert at.checkbox[0].value is False
    assert any(e.label == "1 pair of names looks alike" for e in at.expander)
    assert {"Müller, A.", "Mueller A", "Kahn"} == set(the_list(at)["Name"])


def test_the_system_switch_changes_the_ratings_and_goes_into_the_link(
        open_page: PageOpener) -> None:
    at = example(open_page)
    classic = list(the_list(at)["Rating"])
    at.segmented_control(key="_system").set_value("fide").run()
    fide = the_list(at)
    assert at.query_params["system"] == "fide"
    engine = rated(System.FIDE).ranking()
    assert list(fide["Name"]) == [s.name for s in engine]
    assert list(fide["Rating"].fillna(-1)) == [-1 if s.rating is None else s.rating
                                               for s in engine]
    assert list(fide["Rating"]) != classic
    assert "Calendar months as rating periods" in page_text(at)


def test_the_comparison_lists_the_members_whose_rank_moves(open_page: PageOpener) -> None:
    at = example(open_page, system="dwz", versus="fide")
    table = at.dataframe[-1].value
    season = example_season()
    moves = [m for m in compare_ranks(rated(System.DWZ, season=season),
                                      rated(System.FIDE, season=season))
             if m.moved != 0 and (m.rank, m.other_rank) != (None, None)]
    assert [(m.name, m.moved) for m in moves] == [("de Vries, Sanne", -1),
                                                  ("Hendriks, Hugo", 1)]
    assert list(table["Name"]) == [m.name for m in moves]
    assert list(table["Places"]) == [-1, 1]
    assert list(table.columns[1:3]) == ["DWZ: #", "DWZ: Rating"]
    assert "DWZ, its own K. Sort by any column" in page_text(at)
    assert "FIDE: K by FIDE's rule (§8.3.3) from each member's facts" in page_text(at)


def test_a_members_games_show_every_change_and_the_games_against_another(
        open_page: PageOpener) -> None:
    at = example(open_page)
    at.selectbox(key="_club_member").set_value("Claes, Cato").run()
    games = at.dataframe[1].value
    engine = list(rated().games("Claes, Cato"))
    assert len(games) == len(engine) == 7
    own = [c.white_change if c.game.white == "Claes, Cato" else c.black_change for c in engine]
    assert list(games["Change"].fillna(0)) == pytest.approx([c or 0 for c in own])
    assert at.get("plotly_chart")
    at.selectbox(key="_club_opponent").set_value("Albers, Arne").run()
    assert "Claes, Cato against Albers, Arne: 0 won, 1 drawn, 0 lost, 0.5 : 0.5." in page_text(at)


def test_no_name_chosen_or_typed_goes_into_the_link(open_page: PageOpener) -> None:
    at = example(open_page, system="fide", k_by="fixed", club_k="30")
    at.text_input(key="_club_find").set_value("claes").run()
    assert list(the_list(at)["Name"]) == ["Claes, Cato"]
    at.selectbox(key="_club_member").set_value("Claes, Cato").run()
    at.multiselect(key="_club_beside").select("Albers, Arne").run()
    # the settings only: the system compared with is the first other than FIDE
    assert {key: at.query_params[key] for key in at.query_params} == {
        "system": "fide", "k_by": "fixed", "club_k": "30", "versus": "elo"}


def test_the_downloads_are_named_after_the_file_and_written_for_a_german_spreadsheet(
        open_page: PageOpener) -> None:
    at = example(open_page, lang="de")
    assert [b.proto.label for b in at.get("download_button")] == [
        "Rangliste (CSV)", "Alle Partien (CSV)", "Alles (JSON)"]
    assert downloads.stem("club-season.csv") == "club-season"
    assert downloads.stem("Vereinsmeisterschaft Zürich.CSV") == "vereinsmeisterschaft-zurich"
    rating, german = rated(), Frame("de", FIDE)
    rows = list(csv.reader(io.StringIO(club_shown.list_csv(german, rating).decode("utf-8-sig")),
                           delimiter=";"))
    assert rows[0] == ["Rang", "Name", "Wertung", "Änderung", "Änderung ab", "Gewertete Partien",
                       "Partien", "Punkte", "Leistung", "System", "K"]
    assert rows[1][:4] == ["1", "Albers, Arne", "1984,4", "0,4"]
    games = list(csv.reader(io.StringIO(club_shown.games_csv(german, rating).decode("utf-8-sig")),
                            delimiter=";"))
    assert games[0][:6] == ["Partie", "Datum", "Turnier", "Weiß", "Schwarz", "Ergebnis"]
    assert len(games) == 1 + 28
    assert json.loads(club_shown.season_json(rating))["players"][0]["name"] == "Albers, Arne"


def _cell(value: str) -> bytes:
    """``value`` as one cell of a CSV row."""
    out = io.StringIO()
    csv.writer(out, lineterminator="").writerow([value])
    return out.getvalue().encode("utf-8")


#: The constructs a name in one CSV cell can hold.
NAMES = [c for c in CONSTRUCTS if "\n" not in c and c.strip()]
#: The fast run's names, drawn with a fixed seed (the same each run); CI runs every one.
SAMPLED_NAMES = random.Random(27).sample(NAMES, 8)


@pytest.mark.parametrize("raw", [
    pytest.param(raw, marks=() if raw in SAMPLED_NAMES else pytest.mark.slow) for raw in NAMES])
def test_a_name_from_a_file_is_shown_as_the_characters_it_is(open_page: PageOpener,
                                                             raw: str) -> None:
    # a name on both sides of a game is named in the problem, and the line with it; a game of
    # its own brings it into the list, the chart and head-to-head's line
    name = _cell(raw)
    games = (b"date,white,black,result\n2025-01-10," + name + b"," + name + b",1-0\n"
             b"2025-01-11," + name + b",Kahn,1-0\n")
    at = upload(open_page("club"), [("season.csv", games)])
    at.selectbox(key="_club_member").set_value(raw.strip()).run()
    at.selectbox(key="_club_opponent").set_value("Kahn").run()
    assert not at.exception
    texts = [*(e.value for kind in ("markdown", "caption", "info", "warning", "error")
               for e in getattr(at, kind)), *(e.label for e in at.expander)]
    showing = [text for text in texts if as_typed(raw.strip()) in shown(text)]
    assert len(showing) >= 2  # the problem, and head-to-head
    assert [added_markup(text, raw.strip()) for text in showing] == [None] * len(showing)


def test_a_season_file_with_one_windows_byte_keeps_its_names_and_says_which_line(
        open_page: PageOpener) -> None:
    # UTF-8 throughout, and on line 3 one byte 0x92 (Windows-1252's ’)
    data = ("date,white,black,result\n2025-01-07,Müller,Jansen,1-0\n"
            "2025-01-14,O\x00Brien,Müller,½-½\n").encode().replace(b"\x00", b"\x92")
    at = upload(open_page("club", lang="de"), [("saison.csv", data)])
    assert any("saison.csv, Zeile 3: 1 Byte ist kein UTF-8 (0x92)" in w.value for w in at.warning)
    names = set(at.dataframe[0].value.iloc[:, 1])
    assert {"Müller", "O’Brien", "Jansen"} <= names
