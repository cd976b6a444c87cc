"""The Club page says, for each file whose dates write the year last, which order it read them
in and the line that decided it; a file that writes them both ways is refused naming both
lines and their dates, in English, German and Dutch."""

from __future__ import annotations

import pytest

from tests.app.club.club_page import page_text, rated, the_list, upload
from tests.club_files import START, day_first_season
from tests.conftest import PageOpener
from tests.rendered import rendered

HEADER = b"date,white,black,result\n"
#: DD/MM/YYYY: lines 2 to 6 read either way round (no day over 12), line 7 only day first.
UK = HEADER + (b"05/01/2026,Anna,Bert,1-0\n12/02/2026,Bert,Carl,0-1\n03/03/2026,Carl,Anna,1-0\n"
               b"01/04/2026,Anna,Carl,1-0\n09/04/2026,Bert,Anna,0-1\n"
               b"23/04/2026,Carl,Bert,1-0\n30/04/2026,Anna,Bert,1-0\n")
#: MM/DD/YYYY: lines 2 and 3 read either way round, line 4 only month first.
US = HEADER + b"01/07/2026,Dora,Emil,1-0\n02/04/2026,Emil,Dora,0-1\n04/23/2026,Dora,Emil,1-0\n"
#: Day first on line 3 (24/01/2026), month first on line 5 (02/14/2026).
BOTH = HEADER + (b"05/01/2026,Fenna,Gert,1-0\n24/01/2026,Fenna,Gert,0-1\n"
                 b"2026-02-02,Gert,Fenna,1-0\n02/14/2026,Gert,Fenna,1-0\n")

SAID = {
    "en": ("uk.csv: dates read as day/month/year (DD/MM/YYYY), decided by line 7: 23/04/2026",
           "us.csv: dates read as month/day/year (MM/DD/YYYY), decided by line 4: 04/23/2026",
           "both.csv, Line 5: 02/14/2026 has its day and month the other way round from line 3 "
           "(24/01/2026): a file writes its dates one way (write 2025-03-14); the file was not "
           "read"),
    "de": ("uk.csv: Daten gelesen als Tag/Monat/Jahr (TT/MM/JJJJ), entschieden durch Zeile 7: "
           "23/04/2026",
           "us.csv: Daten gelesen als Monat/Tag/Jahr (MM/TT/JJJJ), entschieden durch Zeile 4: "
           "04/23/2026",
           "both.csv, Zeile 5: in 02/14/2026 stehen Tag und Monat andersherum als in Zeile 3 "
           "(24/01/2026): Eine Datei schreibt ihre Daten auf eine Weise (schreiben Sie "
           "2025-03-14); die Datei wurde nicht gelesen"),
    "nl": ("uk.csv: datums gelezen als dag/maand/jaar (DD/MM/JJJJ), bepaald door regel 7: "
           "23/04/2026",
           "us.csv: datums gelezen als maand/dag/jaar (MM/DD/JJJJ), bepaald door regel 4: "
           "04/23/2026",
           "both.csv, Regel 5: in 02/14/2026 staan dag en maand andersom dan op regel 3 "
           "(24/01/2026): een bestand schrijft zijn datums op één manier (schrijf 2025-03-14); "
           "het bestand is niet gelezen"),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_each_files_date_order_is_said_with_the_line_that_decided_it(
        open_page: PageOpener, lang: str) -> None:
    at = upload(open_page("club", lang=lang, system="glicko2"),
                [("uk.csv", UK), ("us.csv", US), ("both.csv", BOTH)])
    text = page_text(at)
    for said in SAID[lang]:
        assert said in text
    # the two files read are rated whole: 7 and 3 games; the refused one not at all
    games = next(metric for metric in at.metric if metric.label in {"Games", "Partien",
                                                                    "Partijen"})
    assert games.value == "10"



#: What the page says of the English club's season (:func:`tests.club_files.day_first_season`,
#: 02/09/2025 its first date) before the order is chosen, and each way it offers.
ASKED = {
    "en": ("season-2025-26.csv, lines 2 to 29: 28 games are left out: their dates, like "
           "02/09/2025, could be day or month first",
           ["day first: 02/09/2025 is 2 September 2025",
            "month first: 02/09/2025 is 9 February 2025"],
           "season-2025-26.csv: dates read as day/month/year (DD/MM/YYYY), as you chose: no "
           "date of the file has a day over 12 to show it (line 2: 02/09/2025)"),
    "de": ("season-2025-26.csv, Zeilen 2 bis 29: 28 Partien fehlen: Ihre Daten, etwa "
           "02/09/2025, können Tag oder Monat zuerst nennen",
           ["Tag zuerst: 02/09/2025 ist der 2. September 2025",
            "Monat zuerst: 02/09/2025 ist der 9. Februar 2025"],
           "season-2025-26.csv: Daten gelesen als Tag/Monat/Jahr (TT/MM/JJJJ), wie gewählt: "
           "Kein Datum der Datei hat einen Tag über 12, der es zeigt (Zeile 2: 02/09/2025)"),
    "nl": ("season-2025-26.csv, regels 2 tot en met 29: 28 partijen ontbreken: de datums, "
           "zoals 02/09/2025, kunnen dag of maand eerst noemen",
           ["dag eerst: 02/09/2025 is 2 september 2025",
            "maand eerst: 02/09/2025 is 9 februari 2025"],
           "season-2025-26.csv: datums gelezen als dag/maand/jaar (DD/MM/JJJJ), zoals gekozen: "
           "geen datum van het bestand heeft een dag boven 12 die het laat zien (regel 2: "
           "02/09/2025)"),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_season_whose_dates_never_show_their_order_is_read_whole_once_the_user_says(
        open_page: PageOpener, lang: str) -> None:
    """The English club's season: every date on a day 1 to 12, so no line decides; the page
    says how many games that leaves out, offers both readings of a date of the file, and reads
    all 28 in the one chosen, the choice in the link."""
    undecided, ways, chosen = ASKED[lang]
    at = upload(open_page("club", lang=lang), [("season-2025-26.csv", day_first_season())],
                ("club-start.csv", START))
    assert undecided in page_text(at)
    radio = at.radio(key="_club_dates")
    assert radio.value is None and [rendered(option) for option in radio.options] == ways
    assert the_list(at).iloc[:, 6].sum() == 0   # games: none read yet
    radio.set_value("day-first").run()
    assert at.query_params["dates"] == "day-first"
    assert undecided not in page_text(at) and chosen in page_text(at)
    # the example's games on the English club's nights, in the same order: its list
    assert list(the_list(at).iloc[:, 6]) == [s.games for s in rated().ranking()]
    assert at.radio(key="_club_dates").value == "day-first"


def test_the_order_in_a_link_reads_the_season_when_the_page_opens(open_page: PageOpener) -> None:
    at = upload(open_page("club", dates="month-first"),
                [("season-2025-26.csv", day_first_season())], ("club-start.csv", START))
    assert "left out" not in page_text(at)
    assert "as you chose" in page_text(at) and "month/day/year" in page_text(at)
    assert at.radio(key="_club_dates").value == "month-first"


#: A line's own "day and month could be either way round", which a date the order decides
#: later is not: the file's games wait for the order, said once above.
EITHER_WAY = {"en": "could be either way round", "de": "können Tag und Monat vertauscht sein",
              "nl": "kunnen dag en maand verwisseld zijn"}
#: The heading of the list of problems, by the word it counts.
PROBLEMS = {"en": "problem", "de": "Problem", "nl": "probleem"}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_each_date_problem_is_said_once_by_file_and_line(open_page: PageOpener,
                                                         lang: str) -> None:
    """The English club's season (28 dates either way round) beside a file that writes its
    dates both ways: the 28 games said once, by file and lines, where the page asks the order
    (not again as 28 problems of lines, nor counted as lines left out); the file refused said
    once, above the figures (not again in the list of problems, which has nothing else)."""
    undecided, _, _ = ASKED[lang]
    refused = SAID[lang][2]
    at = upload(open_page("club", lang=lang),
                [("season-2025-26.csv", day_first_season()), ("both.csv", BOTH)],
                ("club-start.csv", START))
    text = page_text(at)
    assert text.count(undecided) == 1
    assert text.count(refused) == 1
    assert EITHER_WAY[lang] not in text
    assert len(at.warning) == 2   # the file refused, the games waiting for their order
    assert not [e for e in at.expander if PROBLEMS[lang] in e.label]


def test_one_game_waiting_for_its_files_date_order_is_said_by_its_line(
        open_page: PageOpener) -> None:
    at = upload(open_page("club"), [("games.csv", HEADER + b"2026-01-05,Anna,Bert,1-0\n"
                                                           b"03/04/2026,Bert,Anna,1-0\n")])
    assert ("games.csv, line 3: 1 game is left out: its date, 03/04/2026, could be day or "
            "month first, and no date of the file has a day over 12 to show which. Say below "
            "which way round the dates are written.") in page_text(at)
