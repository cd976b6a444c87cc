"""A file the season could not read at all is said above the figures with its reason, the
file's, in the user's language; the warning about lines left out counts only lines, and says
nothing of a line where none is named."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from tests.app.club.club_page import upload
from tests.app.messages import messages
from tests.conftest import PageOpener
from tests.trf_lines import player_line

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


@pytest.mark.parametrize(("lang", "refused", "why"), [
    ("en", "no end date (052) or start date (042) that can be read",
     "Line 2: the date “2025/13/45” is not a day"),
    ("de", "kein lesbares End- (052) oder Anfangsdatum (042)",
     "Zeile 2: das Datum „2025/13/45“ ist kein Tag"),
    ("nl", "geen leesbare eind- (052) of begindatum (042)",
     "Regel 2: de datum “2025/13/45” is geen dag")])
def test_a_report_files_end_date_that_is_no_day_is_said_with_its_line(
        open_page: PageOpener, lang: str, refused: str, why: str) -> None:
    trf = "\n".join(["012 Test", "052 2025/13/45",
                     player_line(1, "Alpha", 2000, rounds=[("2", "w", "1")]),
                     player_line(2, "Beta", 1900, rounds=[("1", "b", "0")])]) + "\n"
    at = upload(open_page("club", lang=lang), [("good.csv", GOOD), ("bad.trf", trf.encode())])
    assert any(refused in w for w in warnings(at))
    assert any(why in text and "bad.trf" in text for text in messages(at)), messages(at)
