"""Title norms in a real browser on a phone (390 px). On the Whole event page, in German: the
norms column in the players' table, the chosen player's sheet wrapped to the screen, and the
report downloaded as the browser saves it, a page that prints on A4 with no script; in English
and Dutch, the sheet within the screen and the norm made. On the
Tournament page, in German and Dutch: a player card pasted into the box, or a CSV uploaded, whose
title and federation columns make the norm sheet; in English, the same games typed with each
opponent's title and federation; in Dutch, the rounds left after a first round won by
forfeit (1.4.1c) with the next round's opponent typed in. On the Whole event page, in German,
a near miss named by its clause in the column and the sheet; in English, the sheet open on
the IM norm made where the GM norm is missed; in German, English and Dutch, a Swiss's own
exemption (1.4.3d) round by round, its table within the screen. The figures are worked out in
tests/app/norms/test_event_norms.py, tests/engine/norms/test_columns.py,
tests/engine/norms/test_rounds_left.py and test_reach.py (B.01 and FIDE's table 8.1.1)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.app.norms.norm_cases import CARD_ROWS, GM_NORM, player_card
from tests.browser.app_run import drawn_box, wait_drawn, wait_ready
from tests.browser.event_upload import first_column, upload
from tests.browser.screens import PHONE, page_scrolls_sideways
from tests.launched import Server
from tests.norm_report import RESULTS, SWISS_EXEMPTION
from tests.trf_lines import norm_event

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser


def _norm_cell(page: Page) -> str:
    """The first row's norms cell of the players' table (which draws the columns in view
    only: scrolled to the norms beside the link)."""
    grid = page.locator('[data-testid="stDataFrame"]').first
    grid.hover()
    page.mouse.wheel(400, 0)
    page.wait_for_function("() => [...document.querySelectorAll("
                           "'[data-testid=stDataFrame] thead th')].some(h => h.innerText === "
                           "'Norm')", timeout=10000)
    headers = [h.inner_text() for h in grid.locator("table thead th").all()]
    first = grid.locator("table tbody tr").first.locator("td")
    return first.nth(headers.index("Norm")).inner_text()


def test_on_a_phone_the_sheet_fits_and_the_report_downloads(
        browser: Browser, server: Server, tmp_path: Path) -> None:
    event = tmp_path / "norm.trf"
    event.write_text(GM_NORM, encoding="utf-8")
    context = browser.new_context(**PHONE, accept_downloads=True)
    page = context.new_page()
    page.goto(server.url + "/event?player=1&lang=de")
    wait_ready(page)
    upload(page, event)
    assert first_column(page.locator('[data-testid="stDataFrame"]').first)[0] == "1"
    assert _norm_cell(page) == "GM"
    sheet = page.locator('[data-testid="stTable"]').first
    sheet.scroll_into_view_if_needed()
    assert "Leistung" in sheet.inner_text() and "mindestens 2600" in sheet.inner_text()
    assert drawn_box(sheet)["width"] <= 390
    assert "GM-Norm: erreicht" in page.inner_text('[data-testid="stMain"]')
    assert not page_scrolls_sideways(page)
    with page.expect_download() as download:
        page.get_by_role("button", name="Normbericht zum Drucken (HTML, A4)").click()
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    html = saved.read_text(encoding="utf-8")
    assert saved.name.endswith("-norms.html")
    assert "@page { size: A4;" in html and "<script" not in html
    assert "&lt;script&gt;x&lt;/script&gt;" in html
    context.close()


#: The Tournament page's norm inputs in the link: the player's federation and the event's rounds.
NORM_QUERY = "/tournament?rating=2450&norm_open=true&norm_fed=GER&norm_rounds=9"
#: The card's nine games as a Dutch spreadsheet's CSV, the federations in small letters.
DUTCH_CSV = "Naam;Titel;Land;Elo;Uitslag\n" + "".join(
    f"Speler {rd};{title};{fed.lower()};{rating};{result.replace('½', '0,5')}\n"
    for rd, (title, fed, rating, result) in enumerate(CARD_ROWS, 1))


def _norm_sheet(page: Page, of_title: str) -> dict[str, list[str]]:
    """The GM tab's requirements table, scrolled into view and within the phone's width:
    each row's figure, threshold and whether it holds, by its name and clause."""
    sheet = page.locator('[data-testid="stTable"]').filter(has_text=of_title).first
    sheet.scroll_into_view_if_needed()
    assert drawn_box(sheet)["width"] <= 390
    rows = ([cell.inner_text().strip() for cell in row.locator("th, td").all()]
            for row in sheet.locator("tbody tr").all())
    return {name: rest for name, *rest in rows}


def test_a_player_card_pasted_on_a_phone_gives_the_norm_sheet_in_german(
        browser: Browser, server: Server) -> None:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(server.url + NORM_QUERY + "&lang=de")
    wait_ready(page)
    box = page.get_by_role("textbox", name="Partien, eine pro Zeile")
    box.fill(player_card("de"))
    box.press("Control+Enter")
    # the page's own example made no norm: the card's run draws the one it makes
    wait_drawn(page, page.get_by_text("GM-Norm: erreicht"))
    gm = _norm_sheet(page, "Gegner mit dem Titel der Norm oder höher")
    # 3 GMs, 8 title holders, ESP FRA ITA foreign, Rp 2620
    assert gm["Gegner mit dem Titel der Norm oder höher · 1.4.5b"] == ["3", "mindestens 3",
                                                                      "✓ ja"]
    assert gm["Gegner mit Titel (GM, IM, WGM, WIM, FM, WFM) · 1.4.5a"][0] == "8"
    assert gm["Andere Föderationen als die des Spielers · 1.4.3"][0] == "3"
    assert gm["Leistung · 1.4.8"] == ["2620", "mindestens 2600", "✓ ja"]
    assert "GM-Norm: erreicht" in page.inner_text('[data-testid="stMain"]')
    assert not page_scrolls_sideways(page)
    context.close()


def test_a_csv_uploaded_on_a_phone_keeps_its_columns_for_the_norm_in_dutch(
        browser: Browser, server: Server, tmp_path: Path) -> None:
    card = tmp_path / "kaart.csv"
    card.write_text(DUTCH_CSV, encoding="utf-8")
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(server.url + NORM_QUERY + "&lang=nl")
    wait_ready(page)
    page.locator('[data-testid="stFileUploaderDropzoneInput"]').set_input_files(str(card))
    wait_drawn(page, page.get_by_text("GM-norm: behaald"))
    gm = _norm_sheet(page, "Tegenstanders met de titel van de norm of hoger")
    box = page.get_by_role("textbox", name="Partijen, één per regel")
    assert box.input_value().startswith("Naam;Titel;Land;Elo;Uitslag")  # the table kept whole
    assert gm["Tegenstanders met de titel van de norm of hoger · 1.4.5b"] == ["3", "minstens 3",
                                                                             "✓ ja"]
    assert gm["Tegenstanders van de eigen federatie · 1.4.4"] == ["5", "hoogstens 5", "✓ ja"]
    assert "GM-norm: behaald" in page.inner_text('[data-testid="stMain"]')
    assert not page_scrolls_sideways(page)
    context.close()


def test_opponents_typed_with_title_and_federation_give_the_sheet_on_a_phone_in_english(
        browser: Browser, server: Server) -> None:
    # the card's nine games as a player types them: title, federation, rating, result
    typed = "\n".join(f"{title} {fed} {rating}:{result}".strip()
                      for title, fed, rating, result in CARD_ROWS)
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(server.url + NORM_QUERY + "&lang=en")
    wait_ready(page)
    box = page.get_by_role("textbox", name="Games, one per line")
    box.fill(typed)
    box.press("Control+Enter")
    wait_drawn(page, page.get_by_text("GM norm: made"))
    gm = _norm_sheet(page, "Opponents with the norm's title or higher")
    # 3 GMs, 8 title holders, ESP FRA ITA foreign, 5 of GER (at most 5), Rp 2620
    assert gm["Opponents with the norm's title or higher · 1.4.5b"] == ["3", "at least 3",
                                                                       "✓ yes"]
    assert gm["Opponents with a title (GM, IM, WGM, WIM, FM, WFM) · 1.4.5a"][0] == "8"
    assert gm["Federations other than the player's · 1.4.3"][0] == "3"
    assert gm["Opponents of the player's federation · 1.4.4"] == ["5", "at most 5", "✓ yes"]
    assert gm["Performance · 1.4.8"] == ["2620", "at least 2600", "✓ yes"]
    assert "GM norm: made" in page.inner_text('[data-testid="stMain"]')
    assert not page_scrolls_sideways(page)
    context.close()


@pytest.mark.parametrize(("lang", "made", "performance"), [
    ("en", "GM norm: made", ("Performance", "at least 2600")),
    ("nl", "GM-norm: behaald", ("Prestatie", "minstens 2600"))])
def test_an_event_s_norm_sheet_fits_a_phone_in_english_and_dutch(
        browser: Browser, server: Server, tmp_path: Path, lang: str, made: str,
        performance: tuple[str, str]) -> None:
    event = tmp_path / "norm.trf"
    event.write_text(GM_NORM, encoding="utf-8")
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(server.url + f"/event?player=1&lang={lang}")
    wait_ready(page)
    upload(page, event)
    sheet = page.locator('[data-testid="stTable"]').first
    sheet.scroll_into_view_if_needed()
    assert all(word in sheet.inner_text() for word in performance)
    assert drawn_box(sheet)["width"] <= 390
    assert made in page.inner_text('[data-testid="stMain"]')
    assert not page_scrolls_sideways(page)
    context.close()




def test_a_near_miss_is_named_by_its_clause_on_a_phone_in_german(
        browser: Browser, server: Server, tmp_path: Path) -> None:
    """An IM of GER with a GM result against nine GMs, six of them of GER: 1.4.4 fails."""
    event = tmp_path / "near.trf"
    event.write_text(norm_event([(2500, "GM", f) for f in ["GER"] * 6 + ["ESP"] * 2 + ["FRA"]],
                                RESULTS, player={"rating": 2450, "title": "IM"}),
                     encoding="utf-8")
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(server.url + "/event?player=1&lang=de")
    wait_ready(page)
    upload(page, event)
    assert _norm_cell(page) == "GM: 1.4.4 verfehlt"
    main = page.locator('[data-testid="stMain"]')
    said = main.get_by_text("aber keine GM-Norm: Gegner der eigenen Föderation (1.4.4).")
    said.scroll_into_view_if_needed()
    assert drawn_box(said)["width"] <= 390
    tabs = [t.inner_text() for t in page.locator('[role="tab"]').all()]
    assert tabs == ["GM"]  # an IM has only the GM norm left to make
    assert not page_scrolls_sideways(page)
    context.close()


def test_the_sheet_opens_on_the_im_norm_made_on_a_phone_in_english(
        browser: Browser, server: Server, tmp_path: Path) -> None:
    """An FM against nine IMs of 2450, 6½/9: an IM norm, a GM result without a GM (1.4.5b)."""
    event = tmp_path / "im.trf"
    event.write_text(norm_event([(2450, "IM", f) for f in ["ESP", "FRA", "ITA"] * 3], RESULTS,
                                player={"rating": 2400, "title": "FM"}), encoding="utf-8")
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(server.url + "/event?player=1&lang=en")
    wait_ready(page)
    upload(page, event)
    chosen = page.locator('[role="tab"][aria-selected="true"]')
    assert chosen.inner_text() == "✓ IM"
    assert "IM norm: made" in page.inner_text('[data-testid="stMain"]')
    assert _norm_cell(page) == "IM · GM: fails 1.4.5b"
    context.close()


#: A 9-round event after 5 rounds: round 1 won by forfeit, then four GMs of 2500 (ESP, FRA,
#: ITA, ESP), 3½ points; with a GM of 2600 next, the GM norm needs 1½ more over 8 games
#: (tests/engine/norms/test_rounds_left.py).
FORFEIT_FIRST = "+\nGM ESP 2500:1\nGM FRA 2500:1\nGM ITA 2500:½\nGM ESP 2500:1"


def test_the_rounds_left_after_a_forfeit_won_are_planned_on_a_phone_in_dutch(
        browser: Browser, server: Server) -> None:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(server.url + "/tournament?rating=2450&norm_open=true&norm_fed=GER&lang=nl")
    wait_ready(page)
    box = page.get_by_role("textbox", name="Partijen, één per regel")
    box.fill(FORFEIT_FIRST)
    box.press("Control+Enter")
    main = page.locator('[data-testid="stMain"]')
    wait_drawn(page, main.get_by_text("GM-norm: 2 punten nodig, met 8 partijen van 9"))
    assert "aan het bord is gespeeld (1.4.2c)" in main.inner_text()
    rating = page.get_by_role("spinbutton", name="Rating tegenstander")
    rating.scroll_into_view_if_needed()
    assert drawn_box(rating)["x"] + drawn_box(rating)["width"] <= 390
    rating.fill("2600")
    rating.press("Enter")
    needed = main.get_by_text("GM-norm: 1,5 punten nodig, met 8 partijen van 9")
    wait_drawn(page, needed)
    assert drawn_box(needed)["width"] <= 390
    assert "norm_next=2600" in page.url
    assert not page_scrolls_sideways(page)
    context.close()


#: By language: the expander of 1.4.3d round by round, the verdict, and the table's header.
EXEMPTION = {
    "de": ("Befreiung durch das Teilnehmerfeld (1.4.3d), Runde für Runde",
           "zuerst in Runde 2 bleibt eine Zahl unter ihrem Minimum",
           ["Runde", "Ausländer mit Elo\u00a0≥\u00a020"]),
    "en": ("The field's exemption (1.4.3d), round by round",
           "a count first falls short in round 2", ["Round", "Foreign rated\u00a0≥\u00a020"]),
    "nl": ("Vrijstelling door het deelnemersveld (1.4.3d), ronde voor ronde",
           "voor het eerst in ronde 2 blijft een aantal onder zijn minimum",
           ["Ronde", "Buitenlanders met rating\u00a0≥\u00a020"]),
}


@pytest.mark.parametrize("lang", ["de", "en", "nl"])
def test_the_swiss_exemption_round_by_round_fits_a_phone(
        browser: Browser, server: Server, tmp_path: Path, lang: str) -> None:
    """tests/norm_report.py's Swiss: 20 foreign rated players, two IMs missing rounds 1 and 2,
    so from round 2 on 18 of them and 8 masters (tests/app/norms/test_event_readings.py)."""
    label, verdict, header = EXEMPTION[lang]
    event = tmp_path / "swiss.trf"
    event.write_text(SWISS_EXEMPTION, encoding="utf-8")
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(server.url + f"/event?lang={lang}")
    wait_ready(page)
    upload(page, event)
    main = page.locator('[data-testid="stMain"]')
    said = main.get_by_text(verdict)
    said.scroll_into_view_if_needed()
    assert drawn_box(said)["width"] <= 390
    expander = page.locator(".st-key-norm_swiss")
    expander.get_by_text(label).click()
    table = expander.locator('[data-testid="stTable"]')
    table.wait_for(timeout=10000)
    table.scroll_into_view_if_needed()
    box = drawn_box(table)
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390
    rows = [[" ".join(cell.inner_text().split()) for cell in row.locator("th, td").all()]
            for row in table.locator("tr").all()]
    assert rows[0][:2] == [" ".join(text.split()) for text in header]
    assert rows[1:] == [["1", "20", "3", "10"], *([f"{r} ✗", "18", "3", "8"] for r in range(2, 10))]
    assert not page_scrolls_sideways(page)
    context.close()
