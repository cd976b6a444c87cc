"""A file the season could not read at all is said above the figures with its reason, the
file's, in the user's language; the warning about lines left out counts only lines, and says
nothing of a line where none is named."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from tests.app.club.club_page import upload
from tests.conftest import PageOpener

GOOD = b"date,white,black,result\n2025-01-10,Anna,Bert,1-0\n2025-01-11,Bert,Anna,x\n"
NO_RESULT = b"date,white,black\n2025-01-12,Anna,Bert\n"
START = ("start.csv", b"name,rating\nAnna,1600\nBert,1500\n")


def warnings(at: AppTest) -> list[str]:
    """The page's warnings, as the user reads them."""
    return [w.value for w in at.warning]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Not in the season, and in no figure on this page: games.csv, Line 1: the header "
           "has no column for result; the file was not read"),
    ("de", "Nicht in der Saison und in keiner Zahl dieser Seite: games.csv, Zeile 1: die "
           "Kopfzeile hat keine Spalte result; die Datei wurde nicht gelesen"),
    ("nl", "Niet in het seizoen en in geen enkel getal op deze pagina: games.csv, Regel 1: de "
           "kopregel heeft geen kolom result; het bestand is niet gelezen")])
def test_a_file_not_read_beside_a_start_list_says_why_not_a_line(open_page: PageOpener, lang: str,
        said: str) -> None:
    at = upload(open_page("club", lang=lang), [("games.csv", NO_RESULT)], START)
    assert warnings(at) == [said]


def test_a_file_not_read_and_a_line_left_out_are_said_apart(open_page: PageOpener) -> None:
    at = upload(open_page("club"), [("good.csv", GOOD), ("games.csv", NO_RESULT)])
    assert warnings(at) == [
        "Not in the season, and in no figure on this page: games.csv, Line 1: the header has no "
        "column for result; the file was not read",
        "1 problem in the files: the line named below was left out of the season, and every "
        "figure on this page is without it."]
