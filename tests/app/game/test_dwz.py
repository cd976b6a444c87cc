"""The Single game page by the DWZ through AppTest: cases worked out by hand from the DSB's
rules (every step in a comment), the WO the event's last day picks, the same numbers as
``python -m elo_core dwz``, and the German terms as the DSB writes them.

P(D) = ½ (1 + erf(D / 400)); erf(0.25) = 0.276326, so P(−100) = 0.361837 and
P(100) = 0.638163.
"""

import json
import subprocess
import sys

import pytest
from streamlit.testing.v1 import AppTest

from tests.conftest import PageOpener
from tests.paths import ROOT
from tests.rendered import rendered

OLD_DAY, NEW_DAY = "2026-05-30", "2026-06-30"


def metrics(at: AppTest) -> dict[str, tuple[str, str]]:
    return {m.label: (m.value, m.delta) for m in at.metric}


def steps(at: AppTest) -> str:
    return " ".join(rendered(m.value) for m in at.markdown).replace("**", "")


def dwz_page(open_page: PageOpener, **params: str) -> AppTest:
    return open_page("game", by="dwz", **params)


def test_old_wo_adult_win_against_a_stronger_player_worked_by_hand(open_page: PageOpener) -> None:
    # old WO (last day 30 May 2026), no year of birth: over 25, J = 15; R0 1600, Index 10,
    # one game won against 1700:
    # D = −100, P = 0.361837 = We; W = 1, n = 1
    # E0 = (1600/1000)⁴ + 15 = 6.5536 + 15 = 21.5536; fB = 1 (not a youth); SBr = 0 (R0 ≥ 1300)
    # E = 21.5536 → 22; Index 10 > 5: at most 30, so E = 22
    # Rn = 1600 + 800 · (1 − 0.362) / (22 + 1) = 1600 + 510.4 / 23 = 1622.191 → 1622, We as
    # the DSB's table gives P(−100) = 0.361837 (three decimals) and rates by it
    at = dwz_page(open_page, dwz="1600", index="10", opponent="1700", result="win",
                  last_day=OLD_DAY)
    shown = metrics(at)
    assert shown["New DWZ"] == ("1622", "+22")
    assert shown["Expected score We"] == ("0.362", "")
    assert shown["New Index"] == ("11", "")
    # one game can never have a performance (WO 3.6: at least 5 games): no card for it
    assert "Performance (Leistung)" not in shown
    text = steps(at)
    assert "Old WO" in text and "on or before 7 June 2026" in text
    for step in ("D = 1600 − 1700 = −100", "= 0.3618",
                 "E0 = (R0/1000)⁴ + J = (1600/1000)⁴ + 15 = 21.5536",
                 "Acceleration factor fB = 1", "Braking surcharge SBr = 0",
                 "E = E0 · fB + SBr = 21.5536, rounded to a whole number: 22",
                 "Rn = R0 + 800 · (W − We) / (E + n) = 1600 + 800 · (1 − 0.362) / (22 + 1) "
                 "= 1622.19", "1622.19 → 1622", "Index 10 → 11"):
        assert step in text, step


def test_old_wo_youth_is_accelerated_and_a_low_index_caps_e(open_page: PageOpener) -> None:
    # born 2010, event 2026: age 16, a youth (J = 5); R0 1500 wins against 1400:
    # D = 100, P = 0.638163; W = 1 ≥ We, so fB = 1500/2000 = 0.75
    # E0 = 1.5⁴ + 5 = 10.0625; E0 · fB = 7.546875 → 8
    # Index 4: at most 5 · 4 = 20, E = 8; Rn = 1500 + 800 · 0.362 / (8 + 1) = 1532.18 → 1532
    at = dwz_page(open_page, dwz="1500", index="4", born="2010", opponent="1400",
                  result="win", last_day=OLD_DAY)
    assert metrics(at)["New DWZ"] == ("1532", "+32")
    text = steps(at)
    assert "Age 2026 − 2010 = 16: youth (up to 20)" in text
    assert "fB = R0/2000 within 0.5–1 = 0.7500" in text
    assert "= 7.5469, rounded to a whole number: 8" in text
    # Index 1: at most 5 · 1 = 5, so E = 5: 1500 + 289.469 / (5 + 1) = 1548.24 → 1548
    at = dwz_page(open_page, dwz="1500", index="1", born="2010", opponent="1400",
                  result="win", last_day=OLD_DAY)
    assert metrics(at)["New DWZ"] == ("1548", "+48")
    assert "E is at most 5 · Index up to Index 5: E = 5" in steps(at)


def test_new_wo_uses_k_for_the_same_game(open_page: PageOpener) -> None:
    # new WO (last day 30 June 2026), the same game: over 25 with a DWZ below 2000, Index 10:
    # K0 = 30; W ≥ We, so b = 1; a = 0 (R0 1600 is not below 1600); K = 30.0
    # Rn = 1600 + 30 · (1 − 0.362) = 1619.14 → 1619 (P(−100) as the DSB's table gives it)
    at = dwz_page(open_page, dwz="1600", index="10", opponent="1700", result="win",
                  last_day=NEW_DAY)
    assert metrics(at)["New DWZ"] == ("1619", "+19")
    text = steps(at)
    assert "New WO" in text and "on or after 8 June 2026" in text
    for step in ("K0 = 30: Index 10, 26 and older with a DWZ below 2000",
                 "Braking factor b = 1", "Success surcharge a = 0",
                 "K = K0 · b + a = 30.0000, to one decimal: 30.0",
                 "Rn = R0 + K · (W − We) = 1600 + 30.0 · (1 − 0.362) = 1619.14",
                 "1619.14 → 1619"):
        assert step in text, step


def test_new_wo_brakes_below_1600_and_lifts_to_the_floor_of_1100(open_page: PageOpener) -> None:
    # adult, R0 1200, Index 5, a loss against 1200: P = 0.5, W = 0 < We
    # K0 = 40 (Index 5, over 25 below 2000); b = (1200 + 800)/2400 = 0.8333; a = 0
    # K = 40 · 0.8333 = 33.333 → 33.3; Rn = 1200 + 33.3 · (0 − 0.5) = 1183.35 → 1183
    at = dwz_page(open_page, dwz="1200", index="5", opponent="1200", result="loss",
                  last_day=NEW_DAY)
    assert metrics(at)["New DWZ"] == ("1183", "−17")
    assert "b = (R0 + 800)/2400 = (1200 + 800)/2400 = 0.8333" in steps(at)
    # R0 1110: b = 1910/2400 = 0.795833, K = 31.8333 → 31.8; 1110 − 15.9 = 1094.1 → 1100
    at = dwz_page(open_page, dwz="1110", index="5", opponent="1110", result="loss",
                  last_day=NEW_DAY)
    assert metrics(at)["New DWZ"] == ("1100", "−10")
    assert "1094.10 is below 1100, the new WO's floor: the new DWZ is 1100" in steps(at)


@pytest.mark.parametrize(("day", "wo", "new_dwz"), [
    ("2026-06-07", "Old WO", "1622"), ("2026-06-08", "New WO", "1619")])
def test_the_events_last_day_picks_the_wo(
        open_page: PageOpener, day: str, wo: str, new_dwz: str) -> None:
    at = dwz_page(open_page, dwz="1600", index="10", opponent="1700", result="win",
                  last_day=day)
    assert metrics(at)["New DWZ"][0] == new_dwz
    assert steps(at).startswith(wo)


def test_a_wo_asked_for_overrides_the_day_and_says_which_the_day_picks(
        open_page: PageOpener) -> None:
    at = dwz_page(open_page, dwz="1600", index="10", opponent="1700", result="win",
                  last_day=OLD_DAY, wo="new")
    assert metrics(at)["New DWZ"][0] == "1619"
    assert "New WO (K-factor, floor 1100), as chosen; by its last day (30 May 2026) the " \
           "event falls under the old WO." in steps(at)


def test_the_rating_system_choice_switches_the_page_and_goes_into_the_link(
        open_page: PageOpener) -> None:
    at = open_page("game", rating="1800", opponent="1900", k="20")
    at.segmented_control(key="_by").set_value("dwz").run()
    assert at.query_params["by"] == "dwz"
    assert "New DWZ" in metrics(at)
    # the page's line under its title says what it now rates by
    assert "the expected score by the normal distribution" in " ".join(
        rendered(c.value) for c in at.caption)
    # the link carries the day it was opened on, so that it shows the same WO next year
    assert at.query_params["last_day"]
    at.segmented_control(key="_by").set_value("elo").run()
    assert "Your new rating" in metrics(at)


def test_a_year_of_birth_after_the_events_year_is_named(open_page: PageOpener) -> None:
    at = dwz_page(open_page, born="2026", last_day="2025-12-31")
    assert "Born in 2026, after the event's year 2025" in rendered(at.warning[0].value)
    assert "New DWZ" not in metrics(at)


def test_the_page_shows_the_same_numbers_as_the_command_line(open_page: PageOpener) -> None:
    # a youth below 1300 who loses: braking (SBr) under the old WO
    at = dwz_page(open_page, dwz="1150", index="3", born="2014", opponent="1250",
                  result="loss", last_day="2026-03-01")
    cli = json.loads(subprocess.run(
        [sys.executable, "-m", "elo_core", "dwz", "--rating", "1150", "--index", "3",
         "--birth-year", "2014", "--date", "2026-03-01"], input="1250:0\n",
        capture_output=True, text=True, check=True, cwd=ROOT).stdout)
    shown = metrics(at)
    assert shown["New DWZ"][0] == str(cli["new_rating"])
    assert shown["Expected score We"][0] == f"{cli['expected']:.3f}"
    assert shown["New Index"][0] == str(cli["new_index"])
    text = steps(at)
    assert f"rounded to a whole number: {cli['old_wo']['e_rounded']}" in text
    assert f"SBr = e^((1300 − R0)/150) − 1 = {cli['old_wo']['sbr']:.4f}" in text
    assert f"{cli['unrounded_rating']:.2f} → {cli['new_rating']}" in text


def test_the_german_page_uses_the_dsbs_terms_and_comma_decimals(open_page: PageOpener) -> None:
    at = dwz_page(open_page, dwz="1600", index="10", opponent="1700", result="win",
                  last_day=OLD_DAY, lang="de")
    shown = metrics(at)
    assert shown["Neue DWZ"] == ("1622", "+22")
    assert shown["Erwartungswert We"] == ("0,362", "")
    assert "Neuer Index" in shown and "Leistung" not in shown
    assert "Neue DWZ des Gegners" in shown
    assert [s.label for s in at.slider] == ["Ihre Wertungszahl (DWZ)", "DWZ des Gegners"]
    text = steps(at)
    for term in ("Alte WO", "Entwicklungskoeffizient E", "Gewinnerwartung P(D)",
                 "Grundwert E0 = (R0/1000)⁴ + J = (1600/1000)⁴ + 15 = 21,5536",
                 "Beschleunigungsfaktor fB = 1", "Bremszuschlag SBr = 0",
                 "ganzzahlig gerundet: 22", "1622,19 → 1622"):
        assert term in text, term
    at = dwz_page(open_page, dwz="1200", index="5", opponent="1200", result="loss",
                  last_day=NEW_DAY, lang="de")
    text = steps(at)
    for term in ("Neue WO", "K-Faktor K = K0 · b + a", "Bremsfaktor b", "Erfolgszuschlag a = 0",
                 "auf eine Nachkommastelle gerundet: 33,3",
                 # "frühestens am" read as "at the earliest", a limit, not the rule's "from"
                 "Das Turnier endete am 30.06.2026, am 8. Juni 2026 oder später."):
        assert term in text, term
    assert "frühestens" not in text


@pytest.mark.parametrize(("params", "new_dwz"), [
    # the opponent, 1700, Index 10 unless set, over 25 without a year of birth, loses to 1600
    # on 30 May 2026 (old WO): D = +100, P(100) = 0.638163, 0.638 in the DSB's table; W = 0;
    # J = 15: E0 = 1.7⁴ + 15 = 23.3521 → 23 (fB 1, no braking from 1300 on, ≤ 30);
    # Rn = 1700 + 800 · (0 − 0.638) / (23 + 1) = 1700 − 21.267 = 1678.73 → 1679
    ({}, ("1679", "−21")),
    # the same opponent with Index 4, born 2010 (16 in 2026, a youth, J = 5): W < We, so
    # fB = 1; E0 = 1.7⁴ + 5 = 13.3521 → 13 (≤ 5 · 4 = 20);
    # Rn = 1700 − 800 · 0.638 / (13 + 1) = 1700 − 36.457 = 1663.54 → 1664
    ({"o_index": "4", "o_born": "2010"}, ("1664", "−36")),
])
def test_the_opponent_s_new_dwz_from_the_same_game(
        open_page: PageOpener, params: dict[str, str], new_dwz: tuple[str, str]) -> None:
    at = dwz_page(open_page, dwz="1600", index="10", opponent="1700", result="win",
                  last_day=OLD_DAY, **params)
    shown = metrics(at)
    assert shown["New DWZ"] == ("1622", "+22")
    assert shown["Opponent's new DWZ"] == new_dwz
    assert [n.label for n in at.number_input].count("Index") == 2


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "as raised by the DSB on 7 June 2026"), ("de", "am 7. Juni 2026 angehoben"),
    ("nl", "op 7 juni 2026 verhoogde")])
def test_after_the_raise_the_page_says_to_enter_the_raised_dwz(
        open_page: PageOpener, lang: str, words: str) -> None:
    # the DSB's one-time raise of 7 June 2026 (1366 → 1634): an event ending from 8 June is
    # rated from the raised values, one ending up to 7 June from the old ones
    after = dwz_page(open_page, dwz="1600", opponent="1700", result="win", last_day=NEW_DAY,
                     lang=lang)
    assert words in " ".join(c.value for c in after.caption)
    before = dwz_page(open_page, dwz="1600", opponent="1700", result="win", last_day=OLD_DAY,
                      lang=lang)
    assert words not in " ".join(c.value for c in before.caption)
