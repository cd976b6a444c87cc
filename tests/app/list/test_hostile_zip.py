"""FIDE's list zipped as a hostile upload writes it, on the Rating list page (where the
operator allows the upload): a zip whose list says it unpacks past the bound, and a damaged
one, are refused saying why in the page's language; the store keeps what it had."""

from pathlib import Path

import pytest

from tests.app.list.listed_page import upload
from tests.conftest import PageOpener
from tests.rating_list_lines import CARLSEN, declared, write_list
from tests.rendered import rendered

SAID = {
    "en": ("was not loaded: its standard_dec26frl.txt unpacks to more than the 400 MB taken",
           "was not loaded: its standard_dec26frl.txt is damaged; download it again"),
    "de": ("wurde nicht geladen: ihre standard_dec26frl.txt ist entpackt größer als die 400 MB",
           "wurde nicht geladen: ihre standard_dec26frl.txt ist beschädigt"),
    "nl": ("is niet geladen: zijn standard_dec26frl.txt is uitgepakt groter dan de 400 MB",
           "is niet geladen: zijn standard_dec26frl.txt is beschadigd"),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_zip_past_the_bound_and_a_damaged_zip_are_refused_saying_why(
        open_page: PageOpener, allowed: None, tmp_path: Path, lang: str) -> None:
    too_big, damaged = SAID[lang]
    path = declared(write_list(tmp_path / "standard_dec26frl.zip", [CARLSEN]), 401 << 20)
    at = upload(open_page("list", lang=lang), path.name, path.read_bytes())
    assert len(at.error) == 1 and too_big in rendered(at.error[0].value), at.error
    path = declared(write_list(tmp_path / "standard_dec26frl.zip", [CARLSEN] * 50), 300)
    at = upload(at, path.name, path.read_bytes())
    assert len(at.error) == 1 and damaged in rendered(at.error[0].value), at.error
    assert not at.dataframe  # no list loaded, none shown
