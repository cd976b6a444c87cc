"""Title norms on the Whole event page through AppTest: the norms column, the filter by norm or
within reach, the chosen player's sheet with every requirement and its clause, the event type
as a choice, and the report to print, in English, German and Dutch (what the page says of
every player's norms: tests/app/norms/test_event_readings.py). The figures are worked out by
hand from FIDE Handbook B.01 (2024) and the 1.4.9 table, which is FIDE's table 8.1.1 (72% →
166, 78% → 220)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest import MonkeyPatch
from streamlit.runtime.memory_media_file_storage import MemoryMediaFileStorage
from streamlit.testing.v1 import AppTest, app_test

from tests.app.event.pasted import open_event, page_text, players_table
from tests.app.norms.norm_cases import GM_NORM, HOSTILE, norms, sheet
from tests.conftest import PageOpener
from tests.engine.cli.running import run_to_exit
from tests.norm_report import FOREIGN, RESULTS, certified_event, read_report
from tests.paths import DATA
from tests.trf_lines import norm_event

#: The same 6½ against nine IMs of 2250: Ra 2250 < 2380 is no GM norm whatever the score
#: (1.4.8a); Rp = 2250 + 166 = 2416 < 2450, no IM norm, and 7/9 = 77.8% → 78% → 2250 + 220 =
#: 2470 would have been: half a point short, within reach.
IM_REACH = norm_event([(2250, "IM", f) for f in FOREIGN], RESULTS, player={"rating": 2300})
SWISS = (DATA / "swiss.trf").read_text(encoding="utf-8")


def test_the_column_names_the_norm_and_the_sheet_every_requirement_with_its_clause(
        open_page: PageOpener) -> None:
    at = open_event(open_page, GM_NORM, player="1")
    assert norms(at)[1] == "GM"
    assert norms(at)[2] is None  # an opponent with one game
    gm = sheet(at, "GM")
    assert gm["Games"] == ["9", "at least 9", "1.4.1a", "✓ yes"]
    assert gm["Points"] == ["6.5", "at least 3.5", "1.4.8b", "✓ yes"]
    assert gm["Average rating of the opponents"] == ["2500", "at least 2380", "1.4.8a", "✓ yes"]
    assert gm["Performance"] == ["2666", "at least 2600", "1.4.8", "✓ yes"]
    assert gm["Opponents with the norm's title or higher"] == ["9", "at least 3", "1.4.5b",
                                                              "✓ yes"]
    assert gm["Federations other than the player's"] == ["3", "at least 2", "1.4.3", "✓ yes"]
    assert gm["Opponents of the player's federation"] == ["0", "at most 5", "1.4.4", "✓ yes"]
    assert gm["Opponents of any one federation"] == ["3", "at most 6", "1.4.4", "✓ yes"]
    assert "GM norm: made" in page_text(at)


def test_within_reach_is_the_title_and_the_points_short_and_the_filter_keeps_it(
        open_page: PageOpener) -> None:
    at = open_event(open_page, IM_REACH, player="1")
    assert norms(at)[1] == "IM: 0.5 short"
    im = sheet(at, "IM")
    assert im["Performance"] == ["2416", "at least 2450", "1.4.8", "✗ no"]
    assert "0.5 points short of the norm with every game counted." in page_text(at)
    assert sheet(at, "GM")["Average rating of the opponents"] == [
        "2250", "at least 2380", "1.4.8a", "✗ no"]
    at.toggle(key="_norm_only").set_value(True).run()
    assert list(players_table(at).iloc[:, 0]) == [1]
    assert at.query_params["norm_only"] == "true"


def test_the_filter_says_when_no_player_has_a_norm_or_is_near_one(
        open_page: PageOpener) -> None:
    at = open_event(open_page, IM_REACH.replace(" 2250 ", " 2100 "), norm_only="true")
    assert "No player has a norm or is near one." in page_text(at)
    assert "matches" not in page_text(at)


def test_a_round_robin_must_use_every_round_where_a_swiss_may_leave_the_last_out(
        open_page: PageOpener) -> None:
    """Ten GMs of 2500 (4 ESP, 3 FRA, 3 ITA), 6 of the first nine and the tenth lost: 6/10 =
    60% → dp 72, 2572 < 2600; the first nine, 6/9 = 66.7% → 67% → dp 125, 2625. A Swiss may
    leave the tenth out (1.4.1e), a round robin may not, and leaving out a win (5/9 = 55.6% →
    56%, dp 43) is no norm either."""
    opponents = [(2500, "GM", f) for f in [*FOREIGN, "ESP"]]
    text = norm_event(opponents, ["1", "1", "1", "1", "1", "=", "=", "0", "0", "0"])
    at = open_event(open_page, text, player="1")
    assert "with round 10 left out (1.4.1e–f)" in page_text(at)
    assert sheet(at, "GM")["Performance"] == ["2625", "at least 2600", "1.4.8", "✓ yes"]
    at.selectbox(key="_norm_format").set_value("round-robin").run()
    assert at.query_params["norm_format"] == "round-robin"
    assert "GM norm: not made" in page_text(at)
    assert sheet(at, "GM")["Performance"] == ["2572", "at least 2600", "1.4.8", "✗ no"]


@pytest.mark.parametrize("lang, made, short, requirement", [
    ("de", "GM-Norm: erreicht", "IM: 0,5 fehlt", "Leistung"),
    ("nl", "GM-norm: behaald", "IM: 0,5 tekort", "Prestatie")])
def test_the_sheet_and_the_column_in_german_and_dutch(
        open_page: PageOpener, lang: str, made: str, short: str, requirement: str) -> None:
    at = open_event(open_page, GM_NORM, player="1", lang=lang)
    assert made in page_text(at)
    assert sheet(at, "GM")[requirement][0] == "2666"
    at = open_event(open_page, IM_REACH, lang=lang)
    assert norms(at)[1] == short


def report(
        open_page: PageOpener, monkeypatch: MonkeyPatch, text: str = GM_NORM,
        **params: str) -> tuple[str, str]:
    """The norm report's button label and the page it downloads, as the browser gets it."""
    storage = MemoryMediaFileStorage("/mock/media")
    monkeypatch.setattr(app_test, "MemoryMediaFileStorage", lambda _: storage)
    at = open_event(open_page, text, player="1", **params)
    button = next(b for b in at.get("download_button")
                  if b.proto.id.endswith("download_norm_report"))
    html = storage.get_file(button.proto.url.rsplit("/", 1)[-1]).content.decode("utf-8")
    return button.proto.label, html


@pytest.mark.parametrize("lang, label, dates, black", [
    ("en", "Norm report to print (HTML, A4)", "3 May 2025 – 11 May 2025", "B"),
    ("de", "Normbericht zum Drucken (HTML, A4)", "03.05.2025 – 11.05.2025", "S"),
    ("nl", "Normrapport om te printen (HTML, A4)", "3 mei 2025 – 11 mei 2025", "Z")])
def test_the_page_offers_the_report_the_command_line_writes(
        open_page: PageOpener, monkeypatch: MonkeyPatch, lang: str, label: str, dates: str,
        black: str) -> None:
    text = certified_event()
    shown, html = report(open_page, monkeypatch, text, lang=lang)
    assert shown == label
    code, out, err = run_to_exit(["norms", "--player", "1", "--report", "html", "--lang", lang],
                                 text)
    assert (code, err, html) == (0, "", out.decode("utf-8"))
    read = read_report(html)
    assert f'<html lang="{lang}">' in html
    # the event's dates, and round 8's colour (black) in the games' table
    assert read.tables[1][2][1] == dates and read.tables[4][8][2] == black


def test_the_report_names_the_list_the_players_were_held_against(
        open_page: PageOpener, monkeypatch: MonkeyPatch, listed: Path) -> None:
    _, html = report(open_page, monkeypatch, certified_event(), lang="de")
    event = read_report(html).facts["Turnier"]
    # the list loaded (FIDE's December 2026 list) beside the one in force at the start (May 2025)
    assert event["Spieler abgeglichen mit"] == "FIDE-Liste Dezember 2026"
    assert "FIDE-Liste Mai 2025" in event["Elo"]


def test_the_report_has_no_script_no_outside_file_and_shows_a_hostile_name_as_typed(
        open_page: PageOpener, monkeypatch: MonkeyPatch) -> None:
    _, html = report(open_page, monkeypatch)
    assert "<script" not in html.lower() and "src=" not in html and "href=" not in html
    assert "<link" not in html and "url(" not in html
    read = read_report(html)
    assert "script" not in read.tags
    assert read.facts["Player"]["Name"] == HOSTILE == read.paragraphs[1]


@pytest.mark.parametrize("lang, one, one_and_a_half", [
    ("en", "1", "1.5"), ("de", "1", "1,5"), ("nl", "1", "1,5")])
def test_the_report_writes_points_as_the_language_does(
        open_page: PageOpener, monkeypatch: MonkeyPatch, lang: str, one: str,
        one_and_a_half: str) -> None:
    # one win and eight losses against the nine GMs of 2500, then a win, a draw and seven losses
    for results, said in ((["1"] + ["0"] * 8, one), (["1", "="] + ["0"] * 7, one_and_a_half)):
        text = norm_event([(2500, "GM", f) for f in FOREIGN], results, player={"rating": 2300})
        _, html = report(open_page, monkeypatch, text, lang=lang)
        assert read_report(html).tables[0][1][:2] == ["9", said]


#: Player 1 (IM, GER) against nine GMs of 2500, six of them of GER: 6½/9 → 72% → dp 166, Rp
#: 2666 at Ra 2500, a GM result; but 6 of the player's own federation is more than 3/5 of 9 =
#: 5 (1.4.4): no norm, a near miss. (6 of one federation is within 2/3 of 9 = 6; ESP and FRA
#: are two foreign ones, 1.4.3.)
NEAR_MISS = norm_event([(2500, "GM", f) for f in ["GER"] * 6 + ["ESP"] * 2 + ["FRA"]], RESULTS,
                       player={"rating": 2450, "title": "IM"})


def opened_tab(at: AppTest) -> int:
    """The index of the tab the sheet opens on."""
    tabs = at.get("tab_container")[0]
    return int(tabs.proto.tab_container.default_tab_index)


@pytest.mark.parametrize("lang, column, said", [
    ("en", "GM: fails 1.4.4", "but no GM norm: Opponents of the player's federation (1.4.4)."),
    ("de", "GM: 1.4.4 verfehlt", "aber keine GM-Norm: Gegner der eigenen Föderation (1.4.4)."),
    ("nl", "GM: 1.4.4 niet gehaald",
     "maar geen GM-norm: Tegenstanders van de eigen federatie (1.4.4).")])
def test_a_title_result_that_fails_only_a_clause_of_the_mix_is_shown_with_that_clause(
        open_page: PageOpener, lang: str, column: str, said: str) -> None:
    at = open_event(open_page, NEAR_MISS, player="1", lang=lang)
    assert norms(at)[1] == column
    assert said in page_text(at)
    assert [tab.label for tab in at.tabs] == ["GM"]  # an IM has the GM's norm left to make
    at.toggle(key="_norm_only").set_value(True).run()
    assert list(players_table(at).iloc[:, 0]) == [1]


def test_a_player_who_holds_the_title_has_no_norm_of_it_and_is_not_listed_as_near_one(
        open_page: PageOpener) -> None:
    """GM_NORM's figures (a GM result) for a player who is a GM already."""
    held = norm_event([(2500, "GM", f) for f in FOREIGN], RESULTS,
                      player={"rating": 2600, "title": "GM"})
    at = open_event(open_page, held, player="1")
    assert norms(at)[1] is None
    assert not at.tabs
    assert ("The player holds the GM title: no title above it is left to make a norm for."
            in page_text(at))
    assert not any(b.proto.id.endswith("download_norm_report")
                   for b in at.get("download_button"))
    at.toggle(key="_norm_only").set_value(True).run()
    assert "No player has a norm or is near one." in page_text(at)


def test_a_wgm_can_make_gm_and_im_norms_and_no_womens_norm(open_page: PageOpener) -> None:
    wgm = norm_event([(2500, "GM", f) for f in FOREIGN], RESULTS,
                     player={"rating": 2400, "title": "WGM", "sex": "w"})
    at = open_event(open_page, wgm, player="1")
    assert [tab.label for tab in at.tabs] == ["✓ GM", "✓ IM"]
    assert norms(at)[1] == "GM"


def test_the_sheet_opens_on_the_im_norm_made_where_the_gm_norm_is_missed(
        open_page: PageOpener) -> None:
    """An FM against nine IMs of 2450, 6½/9: Rp 2450 + 166 = 2616 at Ra 2450 is a GM result
    without a GM among the opponents (1.4.5b asks for 3) and an IM norm (9 IMs ≥ 3)."""
    fm = norm_event([(2450, "IM", f) for f in FOREIGN], RESULTS,
                    player={"rating": 2400, "title": "FM"})
    at = open_event(open_page, fm, player="1")
    assert [tab.label for tab in at.tabs] == ["GM", "✓ IM"]
    assert opened_tab(at) == 1
    assert norms(at)[1] == "IM · GM: fails 1.4.5b"


@pytest.mark.parametrize("lang, none", [("en", "None"), ("de", "Keine"), ("nl", "Geen")])
def test_the_event_types_choices_say_none_in_the_pages_language(
        open_page: PageOpener, lang: str, none: str) -> None:
    at = open_event(open_page, GM_NORM, lang=lang)
    for key in ("_norm_team", "_norm_exempt"):
        choice = at.selectbox(key=key)
        assert choice.value is None and choice.proto.placeholder == none
