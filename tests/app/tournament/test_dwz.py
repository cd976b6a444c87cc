"""The Tournament page by the DWZ through AppTest: the list rated as one evaluation (worked out
by hand from the DSB's rules, every step in a comment) with FIDE's rating period beside it,
the games the DWZ does not count, the WO the last day picks, a first DWZ, the same numbers as
``python -m elo_core dwz``, and the German texts.

P(D) = ½ (1 + erf(D / 400)): erf(0.25) = 0.276326 and erf(0.125) = 0.140316, so
P(−100) = 0.361837, P(−50) = 0.429842 and P(100) = 0.638163.
"""

import json
import subprocess
import sys
from decimal import ROUND_HALF_UP, Decimal

import pytest
from streamlit.testing.v1 import AppTest

from tests.conftest import PageOpener
from tests.paths import ROOT
from tests.rendered import rendered

#: Three games from DWZ 1600 (and Elo 1800 for FIDE's figure).
GAMES = "Meier 1700:1\nSchmidt 1650:½\nKraus 1500:1"
OLD_DAY, NEW_DAY = "2026-05-30", "2026-06-30"


def metrics(at: AppTest) -> dict[str, tuple[str, str]]:
    return {m.label: (m.value, m.delta) for m in at.metric}


def texts(at: AppTest) -> str:
    return " ".join(rendered(e.value) for kind in ("markdown", "caption", "info", "warning")
                    for e in getattr(at, kind)).replace("**", "")


def dwz_page(open_page: PageOpener, **params: str) -> AppTest:
    return open_page("tournament", by="dwz", **params)


def test_the_list_is_one_old_wo_evaluation_with_fides_period_beside_it(
        open_page: PageOpener) -> None:
    # old WO, over 25 (J = 15), R0 1600, Index 10:
    # We = P(−100) + P(−50) + P(100) = 0.361837 + 0.429842 + 0.638163 = 1.429842 exactly; as
    # the DSB's table gives each (three decimals) and rates by: 0.362 + 0.430 + 0.638 = 1.430
    # W = 1 + ½ + 1 = 2.5, n = 3; E0 = 1.6⁴ + 15 = 21.5536 → E = 22 (fB 1, SBr 0, ≤ 30)
    # Rn = 1600 + 800 · (2.5 − 1.430) / (22 + 3) = 1600 + 856 / 25 = 1634.24 → 1634
    # FIDE (standard rules, table 8.1.2) from Elo 1800, K 20: D = 100, 150, 300 give
    # 0.64 + 0.70 + 0.85 = 2.19; 20 · (2.5 − 2.19) = +6.2 → +6, 1806
    at = dwz_page(open_page, dwz="1600", index="10", games=GAMES, last_day=OLD_DAY,
                  rating="1800", k="20")
    shown = metrics(at)
    assert shown["New DWZ"] == ("1634", "+34")
    assert shown["FIDE Elo (rating period)"] == ("1806", "+6")
    assert shown["Expected score We"] == ("1.430", "")
    assert shown["New Index"] == ("11", "")
    assert list(shown)[:2] == ["New DWZ", "FIDE Elo (rating period)"]  # side by side
    text = texts(at)
    for step in ("We = Σ P(D) over 3 rated games = 1.430", "(exactly 1.4298)",
                 "Rn = R0 + 800 · (W − We) / (E + n) = 1600 + 800 · (2.5 − 1.430) / (22 + 3) "
                 "= 1634.24", "1634.24 → 1634",
                 "By FIDE's rules the same games give 1806 (+6): 3 rated games, 2.5 points, "
                 "expected 2.19, K 20."):
        assert step in text, step


def test_the_new_wo_rates_the_same_list_with_k(open_page: PageOpener) -> None:
    # new WO: K0 = 30 (Index 10, over 25 below 2000), W ≥ We: b = 1, a = 0 (R0 not below
    # 1600); Rn = 1600 + 30 · (2.5 − 1.430) = 1632.10 → 1632 (We as the DSB's table gives it)
    at = dwz_page(open_page, dwz="1600", index="10", games=GAMES, last_day=NEW_DAY)
    assert metrics(at)["New DWZ"] == ("1632", "+32")
    assert "Rn = R0 + K · (W − We) = 1600 + 30.0 · (2.5 − 1.430) = 1632.10" in texts(at)


def test_the_games_table_gives_each_games_d_and_p_and_sums_them_to_we(
        open_page: PageOpener) -> None:
    at = dwz_page(open_page, dwz="1600", index="10", games=GAMES + "\nKok 0:1",
                  last_day=OLD_DAY)
    table = at.dataframe[0].value
    assert list(table["D"]) == ["−100", "−50", "+100", ""]
    # each P(D) as the DSB's table gives it, three decimals, and their sum, We as published
    assert list(table["P(D)"]) == ["0.362", "0.430", "0.638", "1.430"]
    assert list(table["Result"]) == ["1", "0.5", "1", "2.5"]
    assert table.iloc[-1]["Name"] == "3 rated games"


@pytest.mark.parametrize(("day", "wo", "new_dwz"), [
    ("2026-06-07", "Old WO", "1634"), ("2026-06-08", "New WO", "1632")])
def test_the_events_last_day_picks_the_wo(
        open_page: PageOpener, day: str, wo: str, new_dwz: str) -> None:
    at = dwz_page(open_page, dwz="1600", index="10", games=GAMES, last_day=day)
    assert metrics(at)["New DWZ"][0] == new_dwz
    assert f"{wo} " in texts(at)


def test_opponents_without_a_dwz_forfeits_and_byes_are_not_counted_and_named(
        open_page: PageOpener) -> None:
    # only 1700:1 counts: the one game of the Single game page's case, 1622
    at = dwz_page(open_page, dwz="1600", index="10", games="1700:1\nKok 0:1\n+\nbye",
                  last_day=OLD_DAY)
    assert metrics(at)["New DWZ"][0] == "1622"
    info = " ".join(rendered(i.value) for i in at.info)
    assert "3 games were not counted" in info
    for line in ("Line 2: the opponent has no DWZ", "Line 3: a forfeit, not played",
                 "Line 4: a bye, not a game"):
        assert line in info, line


def test_a_list_without_an_opponent_with_a_dwz_leaves_the_dwz_as_it_was(
        open_page: PageOpener) -> None:
    at = dwz_page(open_page, dwz="1600", index="10", games="Kok 0:1", last_day=OLD_DAY)
    assert "New DWZ" not in metrics(at)
    assert "the DWZ and its Index stay as they were" in texts(at)


def test_the_page_shows_the_same_numbers_as_the_command_line(open_page: PageOpener) -> None:
    games = "1450:0\n1380:½\n1510:0\n1290:1\n1330:½\nKok 0:1"
    at = dwz_page(open_page, dwz="1250", index="4", born="2011", games=games,
                  last_day="2026-09-12")
    cli = json.loads(subprocess.run(
        [sys.executable, "-m", "elo_core", "dwz", "--rating", "1250", "--index", "4",
         "--birth-year", "2011", "--date", "2026-09-12"], input=games + "\n",
        capture_output=True, text=True, check=True, cwd=ROOT).stdout)
    shown, text = metrics(at), texts(at)
    assert shown["New DWZ"][0] == str(cli["new_rating"])
    assert shown["Expected score We"][0] == f"{cli['expected']:.3f}"
    assert shown["New Index"][0] == str(cli["new_index"])
    # five rated games: a performance (Leistung)
    assert shown["Performance (Leistung)"][0] == str(cli["performance"]["rounded"])
    new_wo = cli["new_wo"]
    assert f"K0 = {new_wo['k0']}: Index 4" in text
    assert f"to one decimal: {new_wo['k']:.1f}" in text
    # the page writes the unrounded DWZ to two decimals half up: 1250 + 71.0 · (2 − 1.575)
    # = 1280.175 here lands on a half, which the float's own digits would round down
    unrounded = Decimal(repr(cli["unrounded_rating"])).quantize(Decimal("0.01"), ROUND_HALF_UP)
    assert f"{unrounded} → {cli['new_rating']}" in text


def test_a_first_dwz_is_the_command_lines_and_says_why_there_is_none(open_page: PageOpener) -> None:
    games = "1500:1\n1600:½\n1700:0\n1550:1\n1650:½"
    at = dwz_page(open_page, new="true", games=games, last_day=OLD_DAY)
    cli = json.loads(subprocess.run(
        [sys.executable, "-m", "elo_core", "dwz", "--date", OLD_DAY], input=games + "\n",
        capture_output=True, text=True, check=True, cwd=ROOT).stdout)
    assert metrics(at)["First DWZ (Erst-DWZ)"][0] == str(cli["new_rating"])
    at = dwz_page(open_page, new="true", games="1500:1\n1600:½\n1700:0\n1550:1",
                  last_day=OLD_DAY)
    assert "it needs at least 5 games against opponents with a DWZ (4 rated games here)" in \
        texts(at)
    # 100 % by the new WO: a drawn game against the average 1600 is added first (har64)
    at = dwz_page(open_page, new="true", games="1500:1\n1600:1\n1700:1\n1550:1\n1650:1",
                  last_day=NEW_DAY)
    assert "adds a drawn game against the average, 1600" in texts(at)
    assert "First DWZ (Erst-DWZ)" in metrics(at)


def test_a_first_dwz_by_the_old_wo_shows_the_dsb_s_iteration_and_its_983(
        open_page: PageOpener) -> None:
    # the DSB's tournament B431-636-C4F (worked in tests/engine/dwz/test_known_values.py):
    # 894 W, 1087 L, 905 W, 1255 L, Restpartie 1177 L; whole steps 992, 984, 983
    at = dwz_page(open_page, new="true", games="894:1\n1087:0\n905:1\n1255:0\n1177:0",
                  last_day=OLD_DAY)
    assert metrics(at)["First DWZ (Erst-DWZ)"][0] == "983"
    assert ("Ri by the DSB's iteration in whole DWZ (WO 3.4.4: from Rc + D, until the units "
            "digit stays): 983; 5 rated games") in texts(at)


def test_the_german_page_names_both_figures_and_the_games_left_out(open_page: PageOpener) -> None:
    at = dwz_page(open_page, dwz="1600", index="10", games=GAMES + "\nKok 0:1",
                  last_day=OLD_DAY, rating="1800", k="20", lang="de")
    shown = metrics(at)
    assert shown["Neue DWZ"] == ("1634", "+34")
    assert shown["FIDE-Elo (Ratingperiode)"] == ("1806", "+6")
    assert shown["Erwartungswert We"] == ("1,430", "")
    text = texts(at)
    for term in ("Alte WO", "Punkterwartung (Erwartungswert) We = Σ P(D) über 3 gewertete "
                 "Partien = 1,430", "(genau 1,4298)", "Zeile 4: Gegner ohne DWZ",
                 "Nach den FIDE-Regeln ergeben dieselben Partien 1806 (+6)"):
        assert term in text, term


def test_fide_s_k_is_judged_on_the_event_s_last_day_unless_set(open_page: PageOpener) -> None:
    # born 2007, 50 games before, never 2400: FIDE's K 40 until the end of the year in which
    # the player turns 18 (§8.3.3), so 40 on the last day, 1 June 2025, and 20 today (2026 or
    # later); 40 · (2.5 − 2.19) = +12.4 → +12, 1812 (the expectation as in the test above)
    common = dict(dwz="1600", index="10", games=GAMES, rating="1800", k_rule="true",
                  born="2007", played="50", last_day="2025-06-01")
    at = dwz_page(open_page, **common)
    assert metrics(at)["FIDE Elo (rating period)"] == ("1812", "+12")
    assert "FIDE's K is judged on the event's last day, 1 Jun 2025" in texts(at)
    # a day set by the user is the day: 1 January 2026, a year after the player turned 18
    at = dwz_page(open_page, on="2026-01-01", **common)
    assert metrics(at)["FIDE Elo (rating period)"] == ("1806", "+6")


def test_the_not_rated_notes_after_an_upload_name_the_file_s_lines(open_page: PageOpener) -> None:
    # the file's line 1 is its header, so Kok (no DWZ) is on line 3 and the forfeit on line 4,
    # though the box below holds them on its lines 2 and 3
    data = b"Name,DWZ,Ergebnis\nMeier,1700,1\nKok,,0\nSchulz,1500,+\n"
    at = dwz_page(open_page, dwz="1600", index="10", last_day=OLD_DAY)
    at.file_uploader(key="_upload").set_value(("runden.csv", data, "text/csv"))
    at.run()
    info = " ".join(rendered(i.value) for i in at.info)
    assert "Line 3: the opponent has no DWZ" in info
    assert "Line 4: a forfeit, not played" in info


def test_after_the_raise_the_page_says_to_enter_the_raised_dwz(open_page: PageOpener) -> None:
    # the DSB's one-time raise of 7 June 2026 (1366 → 1634): an event ending from 8 June is
    # rated from the raised values, one ending up to 7 June from the old ones
    words = "as raised by the DSB on 7 June 2026"
    after = dwz_page(open_page, dwz="1600", index="10", games=GAMES, last_day=NEW_DAY)
    assert words in " ".join(c.value for c in after.caption)
    before = dwz_page(open_page, dwz="1600", index="10", games=GAMES, last_day=OLD_DAY)
    assert words not in " ".join(c.value for c in before.caption)
