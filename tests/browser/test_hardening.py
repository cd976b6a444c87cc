"""What a hostile or careless visitor meets in a real browser: links that carry markup, the
browser's Back and Forward, a reload of a long list."""

from __future__ import annotations

import random
import re
import urllib.parse

import pytest

from tests.browser.conftest import wait_ready

pytestmark = pytest.mark.browser

PASTE = """(text) => {
  const box = document.querySelector('textarea');
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(box, text);
  box.dispatchEvent(new Event('input', {bubbles: true}));
}"""


def app_text(page) -> str:
    return page.inner_text('[data-testid="stApp"]')


def metric_values(page) -> list[str]:
    return page.locator('[data-testid="stMetricValue"]').all_inner_texts()


def wait_metric(page, value: str) -> None:
    """Wait until the first figure reads ``value`` (a page shows the last run's figures until
    the new run replaces them)."""
    page.wait_for_function(
        "v => document.querySelector('[data-testid=stMetricValue]')?.innerText === v", arg=value,
        timeout=30000)


def paste_games(page, text: str) -> None:
    page.evaluate(PASTE, text)
    page.locator("textarea").press("Control+Enter")
    page.wait_for_timeout(300)
    wait_ready(page)


@pytest.mark.parametrize("raw", [
    "![x](http://127.0.0.1:9/pixel.png)",
    "[Log in](http://127.0.0.1:9/login)",
    "$\\frac{1}{2}$",
    ":red[alarm] :material/warning:",
    "<img src=x onerror=alert(1)>",
    "http://127.0.0.1:9/autolink",
])
def test_markup_in_a_link_is_shown_as_the_characters_it_is(open_url, raw):
    page = open_url("/game?rating=" + urllib.parse.quote(raw, safe=""))
    warning = page.locator('[data-testid="stAlertContentWarning"]').first
    text = warning.inner_text().replace("\u2060", "")  # the joiner that keeps :material/ as is
    assert f"The link's rating={raw} is not a number; showing 1800 instead." in text
    assert warning.locator("img, a, .katex, span[style*=color], [role=img]").count() == 0
    assert metric_values(page)[0] == "1812.8"  # the default 1800 against 1900, won, K 20


def test_a_pasted_name_with_markup_stays_text_in_the_error(open_url):
    page = open_url("/tournament?games=" + urllib.parse.quote("[click](http://x.test) 1800:x"))
    error = page.locator('[data-testid="stAlertContentError"]')
    assert error.inner_text().endswith(": [click](http://x.test) 1800:x")
    assert error.locator("a").count() == 0


def test_back_and_forward_between_pages_restore_each_page(open_url):
    page = open_url("/game?rating=1850&opponent=1900&result=loss&k=24")
    # 1850 v 1900: E = 1 / (1 + 10^(50/400)) = 0.4285; 24 × −0.4285 = −10.3 → 1839.7
    assert metric_values(page)[0] == "1839.7"
    page.get_by_role("link", name="Tournament").first.click()
    page.wait_for_url(re.compile(r"/tournament"))
    wait_ready(page)
    assert page.get_by_role("spinbutton", name="K-factor").input_value() == "24"
    paste_games(page, "1900:1\n1900:0")
    page.go_back()
    page.wait_for_url(re.compile(r"/tournament(?!.*games)"))
    wait_ready(page)
    page.go_back()
    page.wait_for_url(re.compile(r"/game\?"))
    wait_metric(page, "1839.7")
    assert page.get_by_role("radio", name="Loss").is_checked()
    page.go_forward()
    page.wait_for_url(re.compile(r"/tournament"))
    page.go_forward()
    page.wait_for_url(re.compile(r"games="))
    wait_ready(page)
    assert page.locator("textarea").input_value() == "1900:1\n1900:0"


def _games(count: int, names: bool) -> str:
    rnd = random.Random(7)
    letters = "abcdefghijklmnopqrstuvwxyz"
    lines = []
    for _ in range(count):
        name = "".join(rnd.choice(letters) for _ in range(24)) + " " if names else ""
        lines.append(f"{name}{rnd.randint(1400, 2400)}:{rnd.choice('1½0')}")
    return "\n".join(lines)


def test_ten_thousand_games_survive_a_reload_through_the_link(open_url):
    text = _games(10_000, names=False)
    page = open_url("/tournament?rating=1800")
    paste_games(page, text)
    page.wait_for_function("window.location.search.includes('games=z')", timeout=30000)
    before = metric_values(page)[:2]
    assert len(page.url) < 128_000
    page.reload()
    wait_ready(page)
    assert page.locator("textarea").input_value() == text
    assert metric_values(page)[:2] == before


def test_a_list_too_long_for_a_link_keeps_the_settings_and_says_so(open_url):
    text = _games(10_000, names=True)
    page = open_url("/tournament?rating=1900")
    paste_games(page, text)
    assert "the page's link holds the settings only" in app_text(page)
    page.wait_for_function("window.location.search.includes('games=%23')", timeout=30000)
    assert len(page.url) < 1000
    page.reload()
    wait_ready(page)
    assert "holds the settings only" in app_text(page)
    assert page.get_by_role("spinbutton", name="Start rating").input_value() == "1900"


def _upload(page, path) -> None:
    page.locator('[data-testid="stFileUploaderDropzoneInput"]').set_input_files(str(path))
    page.wait_for_timeout(300)
    wait_ready(page)


@pytest.mark.parametrize(("name", "content", "why"), [
    ("empty.csv", b"", "the file is empty"),
    ("archive.csv", b"PK\x03\x04" + bytes(range(256)) * 4, "this is not a text file"),
    ("header.csv", b"Gegner;Elo;Ergebnis\n", "no games found"),
    ("club.pgn", b'[White "Anna"]\n[Black "Ben"]\n[Result "1-0"]\n\n1. e4 1-0\n',
     "the games have no Elo tags"),
])
def test_a_failed_upload_leaves_the_list_as_it_was_and_says_why(open_url, tmp_path, name,
                                                                 content, why):
    typed = "Meier 1800:1\n1950:x\n# my own notes"
    page = open_url("/tournament?games=" + urllib.parse.quote(typed))
    path = tmp_path / name
    path.write_bytes(content)
    _upload(page, path)
    error = page.locator('[data-testid="stAlertContentError"]').filter(
        has_text="Nothing was imported")
    error.wait_for(timeout=15000)
    assert why in error.inner_text()
    assert page.locator("textarea").input_value() == typed


def test_while_the_page_asks_whose_pgn_games_no_old_results_are_shown(open_url, tmp_path):
    page = open_url("/tournament?games=1800:1")
    assert metric_values(page)
    path = tmp_path / "club.pgn"
    path.write_text('[White "Anna"]\n[Black "Ben"]\n[WhiteElo "1800"]\n[BlackElo "1900"]\n'
                    '[Result "1-0"]\n\n1. e4 1-0\n', encoding="utf-8")
    _upload(page, path)
    page.get_by_text("Choose whose games to rate").wait_for(timeout=15000)
    assert page.locator('[data-testid="stMetric"]').count() == 0
