"""What a hostile or careless visitor meets in a real browser: links, files and file names that
carry markup (each shown as typed, with no markup of its own), the browser's Back and Forward, a
reload of a long list."""

from __future__ import annotations

import random
import re
import urllib.parse
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.browser.app_run import OpenUrl, wait_drawn, wait_ready
from tests.markup import CONSTRUCTS
from tests.paths import DATA

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

pytestmark = pytest.mark.browser

PASTE = """(text) => {
  const box = document.querySelector('textarea');
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(box, text);
  box.dispatchEvent(new Event('input', {bubbles: true}));
}"""


def app_text(page: Page) -> str:
    return page.inner_text('[data-testid="stApp"]')


def metric_values(page: Page) -> list[str]:
    return page.locator('[data-testid="stMetricValue"]').all_inner_texts()


def wait_metric(page: Page, value: str) -> None:
    """Wait until the first figure reads ``value`` (a page shows the last run's figures until
    the new run replaces them)."""
    page.wait_for_function(
        "v => document.querySelector('[data-testid=stMetricValue]')?.innerText === v", arg=value,
        timeout=30000)


def games_counted(page: Page, count: int) -> Locator:
    """The Tournament page's table toggle, which says how many games the list has."""
    return page.get_by_text(f"Edit as a table ({count:,} games)")


def paste_games(page: Page, text: str) -> None:
    """``text`` pasted into the box and calculated: its games counted (a game a line)."""
    page.evaluate(PASTE, text)
    page.locator("textarea").press("Control+Enter")
    wait_drawn(page, games_counted(page, text.count("\n") + 1))


@pytest.mark.parametrize("raw", [
    "![x](http://127.0.0.1:9/pixel.png)",
    "[Log in](http://127.0.0.1:9/login)",
    "$\\frac{1}{2}$",
    ":red[alarm] :material/warning:",
    "<img src=x onerror=alert(1)>",
    "http://127.0.0.1:9/autolink",
])
def test_markup_in_a_link_is_shown_as_the_characters_it_is(open_url: OpenUrl, raw: str) -> None:
    page = open_url("/game?rating=" + urllib.parse.quote(raw, safe=""))
    warning = page.locator('[data-testid="stAlertContentWarning"]').first
    text = warning.inner_text().replace("\u2060", "")  # the joiner that keeps :material/ as is
    assert f"The link's rating={raw} is not a number; showing 1800 instead." in text
    assert warning.locator("img, a, .katex, span[style*=color], [role=img]").count() == 0
    assert metric_values(page)[0] == "1812.8"  # the default 1800 against 1900, won, K 20


def test_a_pasted_name_with_markup_stays_text_in_the_error(open_url: OpenUrl) -> None:
    page = open_url("/tournament?games=" + urllib.parse.quote("[click](http://x.test) 1800:x"))
    error = page.locator('[data-testid="stAlertContentError"]')
    assert error.inner_text().endswith(": [click](http://x.test) 1800:x")
    assert error.locator("a").count() == 0


def test_back_and_forward_between_pages_restore_each_page(open_url: OpenUrl) -> None:
    page = open_url("/game?rating=1850&opponent=1900&result=loss&k=24")
    # 1850 v 1900: E = 1 / (1 + 10^(50/400)) = 0.4285; 24 × −0.4285 = −10.3 → 1839.7
    assert metric_values(page)[0] == "1839.7"
    page.get_by_role("link", name="Tournament").first.click()
    page.wait_for_url(re.compile(r"/tournament"))
    wait_drawn(page, page.locator("h1", has_text="Tournament"))
    assert page.get_by_role("spinbutton", name="K-factor").input_value() == "24"
    paste_games(page, "1900:1\n1900:0")
    # as a user does, each step once its page is drawn (``wait_drawn`` waits for what the run
    # the step started draws): a step taken while the last one's run is under way races
    # Streamlit's browser side, which then moves the address to that run's page in a new
    # history entry. Without games in the link the page shows its example's four.
    page.go_back()
    page.wait_for_url(re.compile(r"/tournament(?!.*games)"))
    wait_drawn(page, games_counted(page, 4))
    page.go_back()
    page.wait_for_url(re.compile(r"/game\?"))
    wait_drawn(page, page.locator("h1", has_text="Single game"))
    wait_metric(page, "1839.7")
    assert page.get_by_role("radio", name="Loss").is_checked()
    page.go_forward()
    page.wait_for_url(re.compile(r"/tournament"))
    wait_drawn(page, games_counted(page, 4))
    page.go_forward()
    page.wait_for_url(re.compile(r"games="))
    wait_drawn(page, games_counted(page, 2))
    # the box takes the list a moment after the run has drawn the page (its script syncs it)
    page.wait_for_function("v => document.querySelector('textarea')?.value === v",
                           arg="1900:1\n1900:0", timeout=5000)
    assert page.locator("textarea").input_value() == "1900:1\n1900:0"


def _games(count: int, names: bool) -> str:
    rnd = random.Random(7)
    letters = "abcdefghijklmnopqrstuvwxyz"
    lines = []
    for _ in range(count):
        name = "".join(rnd.choice(letters) for _ in range(24)) + " " if names else ""
        lines.append(f"{name}{rnd.randint(1400, 2400)}:{rnd.choice('1½0')}")
    return "\n".join(lines)


def test_ten_thousand_games_survive_a_reload_through_the_link(open_url: OpenUrl) -> None:
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


def test_a_list_too_long_for_a_link_keeps_the_settings_and_says_so(open_url: OpenUrl) -> None:
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


def _upload(page: Page, path: Path, drawn: Locator) -> None:
    """The file at ``path`` given to the page's file input, and ``drawn``, what the page shows
    of it, drawn."""
    page.locator('[data-testid="stFileUploaderDropzoneInput"]').set_input_files(str(path))
    wait_drawn(page, drawn)


@pytest.mark.parametrize(("name", "content", "why"), [
    ("empty.csv", b"", "the file is empty"),
    ("archive.csv", b"PK\x03\x04" + bytes(range(256)) * 4, "this is not a text file"),
    ("header.csv", b"Gegner;Elo;Ergebnis\n", "no games found"),
    ("club.pgn", b'[White "Anna"]\n[Black "Ben"]\n[Result "1-0"]\n\n1. e4 1-0\n',
     "the games have no Elo tags"),
])
def test_a_failed_upload_leaves_the_list_as_it_was_and_says_why(
        open_url: OpenUrl, tmp_path: Path, name: str, content: bytes, why: str) -> None:
    typed = "Meier 1800:1\n1950:x\n# my own notes"
    page = open_url("/tournament?games=" + urllib.parse.quote(typed))
    path = tmp_path / name
    path.write_bytes(content)
    error = page.locator('[data-testid="stAlertContentError"]').filter(
        has_text="Nothing was imported")
    _upload(page, path, error)
    assert why in error.inner_text()
    assert page.locator("textarea").input_value() == typed


def test_while_the_page_asks_whose_pgn_games_no_old_results_are_shown(
        open_url: OpenUrl, tmp_path: Path) -> None:
    page = open_url("/tournament?games=1800:1")
    assert metric_values(page)
    path = tmp_path / "club.pgn"
    path.write_text('[White "Anna"]\n[Black "Ben"]\n[WhiteElo "1800"]\n[BlackElo "1900"]\n'
                    '[Result "1-0"]\n\n1. e4 1-0\n', encoding="utf-8")
    _upload(page, path, page.get_by_text("Choose whose games to rate"))
    assert page.locator('[data-testid="stMetric"]').count() == 0


#: What Markdown makes of a text, counted in each Markdown block (a caption's too) of the page's
#: main part: a code element that shows exactly a value of the user's is the page's own way of
#: quoting it.
MARKUP = """([root, values]) => {
  const selectors = ['a', 'ul', 'ol', 'li', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'em',
    'strong', 'del', 'img', 'blockquote', 'table', 'pre', 'code', 'input', '.katex',
    '[role=img]', 'span[style]', 'span[class*=stMarkdown]', '[data-testid=stTooltipIcon]'];
  const plain = s => s.replaceAll('\\u2060', '').replace(/\\s+/g, ' ').trim();
  const blocks = [' [data-testid=stMarkdownContainer]', ' [data-testid=stCaptionContainer]'];
  return [...document.querySelectorAll(blocks.map(b => root + b).join(','))].map(block => {
    const found = {};
    for (const selector of selectors) {
      let elements = [...block.querySelectorAll(selector)];
      if (selector === 'code') {
        elements = elements.filter(e => !values.includes(plain(e.textContent)));
      }
      if (elements.length) found[selector] = elements.length;
    }
    return [plain(block.innerText), found];
  });
}"""


def markup(page: Page, values: list[str],
           root: str = '[data-testid="stMain"]') -> list[tuple[str, dict[str, int]]]:
    """Each Markdown block of ``root``: its text as shown, and the markup in it (each
    selector's count)."""
    return [(text, found) for text, found in
            page.evaluate(MARKUP, [root, [" ".join(value.split()) for value in values]])]


def shown_alike(page: Page, probe_page: Page, values: list[str]) -> None:
    """The page shows each value as typed and with the markup the probe's page shows, in
    which a plain word stands where the page has a value."""
    blocks, probes = markup(page, values), markup(probe_page, [])
    assert [found for _, found in blocks] == [found for _, found in probes]
    text = " ".join(shown for shown, _ in blocks)
    for value in values:
        assert " ".join(value.split()) in text, (value, text)


def _query(names: list[str], values: list[str]) -> str:
    return urllib.parse.urlencode(dict(zip(names, values, strict=False)))


URL_PAGES = {
    "": ["lang", "rules", "exp"],
    "game": ["lang", "rules", "exp", "rating", "k", "k_rule", "played", "born", "r2400", "rd",
             "vol", "o_rd", "on", "opponent", "k_opponent", "result", "how", "o_played",
             "o_born", "o_r2400"],
    "tournament": ["lang", "rules", "exp", "rating", "k", "view", "target", "plan", "basis",
                   "more_games", "more_avg", "days", "tonight", "left", "left_avg", "new"],
    "event": ["lang", "rules", "exp", "k_all", "k_set", "player"],
}
#: Each page once with the first constructs, the Single game page until every construct has
#: been through one of its parameters.
URL_CASES = [(page, 0) for page in URL_PAGES] + [
    ("game", start) for start in range(len(URL_PAGES["game"]), len(CONSTRUCTS),
                                       len(URL_PAGES["game"]))]


@pytest.mark.parametrize(("path", "start"), URL_CASES)
def test_a_url_value_is_shown_as_typed_on_every_page(open_url: OpenUrl, path: str,
                                                     start: int) -> None:
    names = URL_PAGES[path]
    values = list(CONSTRUCTS[start:start + len(names)])
    probe = open_url(f"/{path}?" + _query(names, [f"Probe{i}" for i in range(len(values))]))
    page = open_url(f"/{path}?" + _query(names, values))
    shown_alike(page, probe, values)
    warnings = page.locator('[data-testid="stAlertContentWarning"]').all_inner_texts()
    for name, value in zip(names, values, strict=False):
        shown = f"{name}={' '.join(value.split())} "
        assert any(shown in w.replace("\u2060", "") for w in warnings), (shown, warnings)


SWISS_TRF = DATA / "swiss.trf"
#: Each report's changed fields: the event's name, city and rate of play, its start date,
#: Albers's name and his birth date (ten columns).
TRF_CASES = [
    {"012": "www.e.com", "022": "www.e.com", "122": "www.e.com", "042": "www.e.com",
     "name": "www.e.com", "birth": "www.e.com"},
    {"012": "- Foo", "022": "1. Foo", "122": "+ Foo", "042": "# x", "name": "---",
     "birth": "> x"},
    {"012": "===", "022": "---", "122": ":smile:", "042": "$x$", "name": "*x*", "birth": "`x`"},
    {"012": "[x](http://e.com)", "022": ":red[x]", "122": "<b>x</b>", "042": "a@e.com",
     "name": ":material/warning:", "birth": "~~x~~"},
]


def _report(fields: dict[str, str]) -> str:
    lines = []
    for line in SWISS_TRF.read_text(encoding="utf-8").splitlines():
        if line[:3] in fields:
            line = f"{line[:3]} {fields[line[:3]]}"
        elif line.startswith("001    1 "):
            line = (line[:14] + fields["name"].ljust(33) + line[47:69]
                    + fields["birth"].ljust(10) + line[79:])
        lines.append(line)
    return "\n".join(lines) + "\n"


def test_every_field_of_an_uploaded_report_is_shown_as_typed(
        open_url: OpenUrl, tmp_path: Path) -> None:
    probe_file = tmp_path / "probe.trf"
    probe_file.write_text(_report({key: f"Probe{i}" for i, key in enumerate(TRF_CASES[0])}),
                          encoding="utf-8")
    probe, page = open_url("/event?player=1"), open_url("/event?player=1")
    # the event's header line: its city (022) and rate of play (122) beside its date
    _upload(probe, probe_file, probe.get_by_text("Probe1 · 11 May 2025 · Probe2"))
    for number, fields in enumerate(TRF_CASES):
        hostile = tmp_path / f"{number}.trf"
        hostile.write_text(_report(fields), encoding="utf-8")
        _upload(page, hostile,
                page.get_by_text(f"{fields['022']} · 11 May 2025 · {fields['122']}"))
        page.get_by_text(f"the birth date “{fields['birth']}”").wait_for(timeout=15000)
        shown_alike(page, probe, list(fields.values()))
        main = page.inner_text('[data-testid="stMain"]').replace("\u2060", "")
        assert f"{fields['022']} · 11 May 2025 · {fields['122']}" in main
        assert f"the date “{fields['042']}” is not a day" in main
        assert f"{fields['name']}: 3 points from 4 rated games" in main


#: File names a page refuses to read, each shown whole at the start of its message.
REFUSED_NAMES = ("www.e.com.trf", "1. x.trf", "- x.trf", "+ x.trf", "---.trf", "# x.trf",
                 "*x*.trf", ":smile:.trf", "[x](e.com).trf")


def test_a_refused_files_name_is_shown_whole_and_as_typed(
        open_url: OpenUrl, tmp_path: Path) -> None:
    probe, page = open_url("/event"), open_url("/event")
    for shown, name in ((probe, "Probe.trf"), *((page, name) for name in REFUSED_NAMES)):
        path = tmp_path / name
        path.write_bytes(b"012 Only a name\n")
        error = shown.locator(
            '[data-testid="stAlertContentError"] [data-testid="stMarkdownContainer"]')
        _upload(shown, path, error.filter(has_text=name))
        if shown is page:
            shown_alike(page, probe, [name])
            assert error.inner_text().startswith(
                f"{name} was not taken, and the event shown is as it was")
