"""The Rating list on a 390 px phone: its intro says what the page is for (a phone hides the
other pages' intros, narrow.css), in each language."""

from __future__ import annotations

import pytest

# the phone of every screen's tests, 390 × 844 (a fixture: pytest finds it by its name)
from tests.app.expected_texts import INTRO
from tests.browser.screens import Phone

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_phone_shows_what_the_rating_list_page_is_for(phone: Phone,
                                                        lang: str) -> None:
    page = phone(f"/list?lang={lang}")
    intro = page.get_by_text(INTRO[lang])
    assert intro.is_visible()
    box = intro.bounding_box()
    assert box is not None and box["y"] + box["height"] < 844  # on the first screen
