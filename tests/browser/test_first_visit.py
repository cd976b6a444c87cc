"""A first visit on a phone: what a newcomer sees without scrolling or guessing."""

from __future__ import annotations

import pytest

from tests.app.expected_texts import OFFERED

# the phone of every screen's tests, 390 × 844 (a fixture: pytest finds it by its name)
from tests.browser.screens import Phone

pytestmark = pytest.mark.browser


#: The text a reader sees on the first screen: every text node with a box inside the viewport.
FIRST_SCREEN_TEXT = """() => {
  const walker = document.createTreeWalker(document.querySelector('[data-testid=stMain]'),
                                           NodeFilter.SHOW_TEXT);
  const seen = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight
        && box.right <= window.innerWidth) seen.push(node.textContent);
  }
  return seen.join(' ');
}"""


@pytest.mark.parametrize("lang", sorted(OFFERED))
def test_the_landing_page_s_first_screen_on_a_phone_names_all_it_offers(phone: Phone,
                                                                         lang: str) -> None:
    page = phone(f"/?lang={lang}")
    seen: str = page.evaluate(FIRST_SCREEN_TEXT).lower()
    missing = [word for word in OFFERED[lang] if word.lower() not in seen]
    assert not missing, (missing, seen)
