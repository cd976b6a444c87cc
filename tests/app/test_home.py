"""The landing page tells a first-time visitor everything the dashboard rates, in every
language: the DWZ and Glicko-2 beside Elo, the whole event and the club rating list."""

import pytest

from tests.app.expected_texts import OFFERED
from tests.conftest import PageOpener
from tests.rendered import rendered


@pytest.mark.parametrize("lang", sorted(OFFERED))
def test_the_landing_page_names_the_dwz_glicko_the_whole_event_and_the_club_list(
        open_page: PageOpener, lang: str) -> None:
    at = open_page("home", lang=lang)
    intro = rendered(at.main.markdown[0].value).lower()
    missing = [word for word in OFFERED[lang] if word.lower() not in intro]
    assert not missing, (missing, intro)
