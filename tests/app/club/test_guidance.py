"""The Club page as a first-time organiser meets it: what to upload said in the page with the
example's files to start from, the example named as such, a file uploaded twice read once, a
warning about lines left out in view, a season nobody is rated in rated from a start rating
the page states, and a start list's DWZ and Elo columns read by the system chosen."""

from __future__ import annotations

import pytest

from tests.app.club.club_page import page_text, the_list, upload
from tests.club_files import SEASON, START
from tests.conftest import PageOpener

#: Four members, no start list: classic Elo, FIDE and the DWZ rate only from ratings.
FOUR = (b"date,white,black,result\n2025-01-07,Anna,Bert,1-0\n2025-01-14,Bert,Anna,1/2-1/2\n"
        b"2025-01-21,Carl,Dora,0-1\n")


def test_a_first_visit_shows_what_to_upload_and_the_examples_files(open_page: PageOpener) -> None:
    at = open_page("club")
    text = page_text(at)
    assert "date,white,black,result" in text
    assert "2025-09-02" in text and "02.09.2025" in text   # a date format that works
    assert "name,rating" in text
    downloads = {button.proto.label for button in at.get("download_button")}
    assert downloads == {"The example's games (club-season.csv)",
                         "The example's start list (club-start.csv)"}


def test_the_example_says_it_is_the_example(open_page: PageOpener) -> None:
    at = open_page("club")
    at.button(key="_club_example").click().run()
    assert any("This is the example season (club-season.csv with the start list "
               "club-start.csv)" in info.value for info in at.info)


def test_the_same_file_uploaded_twice_is_read_once(open_page: PageOpener) -> None:
    # the example season has 28 games (examples/club-season.csv, one a line after the header)
    at = upload(open_page("club"), [("club-season.csv", SEASON), ("club-season.csv", SEASON),
                                    ("copy.csv", SEASON)], ("club-start.csv", START))
    games = next(metric for metric in at.metric if metric.label == "Games")
    assert games.value == "28"
    assert "copy.csv is the same file as club-season.csv: it is read once." in page_text(at)


def test_a_warning_about_lines_left_out_is_open_above_the_figures(open_page: PageOpener) -> None:
    games = FOUR + b"".join(b"2025-02-%02d,Anna,Bert,x\n" % day for day in range(1, 28))
    at = upload(open_page("club"), [("season.csv", games)], ("s.csv", b"name,rating\nAnna,1600"))
    warning = "27 problems in the files: the lines named below were left out of the season"
    assert any(w.value.startswith(warning) for w in at.warning)
    for folded in at.expander:   # not inside the list of problems, which folds when long
        assert not any(w.value.startswith(warning) for w in folded.warning)


@pytest.mark.parametrize("system", ["elo", "fide", "dwz"])
def test_without_a_start_list_everyone_starts_at_the_stated_rating(
        open_page: PageOpener, system: str) -> None:
    at = upload(open_page("club", system=system), [("season.csv", FOUR)])
    stated = next(info.value for info in at.info
                  if "Nobody in the files has a rating" in info.value)
    assert "every member starts at 1500" in stated and "name,rating" in stated
    figures = {metric.label: metric.value for metric in at.metric}
    assert figures["With a start rating"] == figures["Rated at the end"] == "4"
    assert the_list(at)["Rating"].notna().all()
    assert "Every member has the same rank by both systems" not in page_text(at)


def test_the_start_rating_is_set_by_the_user_and_rates_as_worked_out_by_hand(
        open_page: PageOpener) -> None:
    # classic Elo, K 20, everyone from 1600: Anna beats Bert, E = 0.5: 1610 and 1590; Bert
    # (1590) draws Anna (1610): E(Bert) = 1 / (1 + 10^(20/400)) = 0.4712495, Bert +0.57501,
    # Anna −0.57501; Dora beats Carl: 1610, Carl 1590
    at = upload(open_page("club", system="elo", club_k="20"), [("season.csv", FOUR)])
    at.number_input(key="club_start").set_value(1600).run()
    table = the_list(at)
    ratings = dict(zip(table["Name"], table["Rating"], strict=True))
    assert ratings == pytest.approx({"Anna": 1609.42499, "Bert": 1590.57501, "Dora": 1610,
                                     "Carl": 1590}, abs=1e-4)
    assert at.query_params["club_start"] == "1600"


#: A start list as the DSB's exports write one: a DWZ and an Elo column, 0 for no Elo.
DSB_START = b"Name;DWZ;Elo\nAnna;1380;0\nBert;1500;1620\nCarl;1700;1750\nDora;1600;0\n"


@pytest.mark.parametrize(("system", "column", "bert"), [
    ("dwz", "DWZ", 1500), ("elo", "Elo", 1620), ("fide", "Elo", 1620)])
def test_a_start_list_with_dwz_and_elo_is_read_from_the_systems_column(
        open_page: PageOpener, system: str, column: str, bert: int) -> None:
    at = upload(open_page("club", system=system), [("season.csv", FOUR)],
                ("dsb.csv", DSB_START))
    assert f"Start ratings from the start list's column “{column}”" in page_text(at)
    at.selectbox(key="_club_member").set_value("Bert").run()
    assert f"Started at {bert}" in page_text(at)



def test_problems_past_those_kept_are_counted_in_the_warning_and_the_list(
        open_page: PageOpener) -> None:
    # the reader keeps the first 100 problems (elo_core.readers.limits.KEPT_ERRORS) and
    # counts them all: 150 bad rows are 150 problems on the page, 50 of them listed
    games = FOUR + b"".join(b"2025-02-01,Anna,Bert,x%d\n" % n for n in range(150))
    at = upload(open_page("club"), [("season.csv", games)], ("s.csv", b"name,rating\nAnna,1600"))
    assert any(w.value.startswith("150 problems in the files") for w in at.warning)
    listed = next(e for e in at.expander if e.label.startswith("150 problems in the files"))
    assert "and 100 more" in listed.markdown[0].value
