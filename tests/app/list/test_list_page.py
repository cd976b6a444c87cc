"""The rating list on the pages, under AppTest with a list of our own in a tmp data folder
(``tests/conftest.py``: ``listed``, ``no_list``): the frame's line naming it, the Rating list
page's search, an import by upload (zipped, with a broken line) and the files it refuses, in
English, German and Dutch. Every expected text is written out from the list's rows by hand."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from pytest import MonkeyPatch

from elo_core import RULE_SETS
from elo_core.rating_list import RatingStore, import_list
from pages.ui.in_force import Frame
from pages.ui.shared.rating_list import players_count
from tests.app.list.listed_page import problems_box, sidebar_lines, upload, zipped
from tests.conftest import PageOpener
from tests.rating_list_lines import Listed, line, list_text, own_columns, write_list
from tests.rendered import rendered

FRAME_LINE = {"en": "FIDE standard, December 2026, 3 players",
              "de": "FIDE Standard, Dezember 2026, 3 Spieler",
              "nl": "FIDE standaard, december 2026, 3 spelers"}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_every_page_names_the_list_loaded(open_page: PageOpener, listed: Path, lang: str) -> None:
    for page in ("home", "game", "list"):
        assert sidebar_lines(open_page(page, lang=lang)) == [FRAME_LINE[lang]]


@pytest.mark.parametrize(("lang", "players", "shown"), [
    ("en", 1_134_567, "1.1 million players"), ("de", 1_134_567, "1,1 Millionen Spieler"),
    ("nl", 1_134_567, "1,1 miljoen spelers"), ("en", 12_345, "12.3 thousand players"),
    ("en", 9_999, "9,999 players"), ("de", 9_999, "9.999 Spieler"), ("nl", 1, "1 speler")])
def test_a_whole_lists_players_are_counted_short(lang: str, players: int, shown: str) -> None:
    assert players_count(Frame(lang, RULE_SETS["elo"]), players) == shown


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_without_a_list_the_frame_says_nothing_and_the_page_says_how_to_load_one(
        open_page: PageOpener, no_list: None, lang: str) -> None:
    at = open_page("list", lang=lang)
    assert sidebar_lines(at) == []
    hints = [c.value for c in at.caption if "rating-list import" in c.value]
    assert len(hints) == 1
    assert not at.dataframe  # no lists, no search


@pytest.mark.parametrize(("lang", "inactive", "kind"), [("en", "yes", "standard"),
                                                        ("de", "ja", "Standard"),
                                                        ("nl", "ja", "standaard")])
def test_the_list_page_shows_the_list_and_finds_players_by_name_or_id(
        open_page: PageOpener, listed: Path, lang: str, inactive: str, kind: str) -> None:
    at = open_page("list", lang=lang)
    lists = at.dataframe[0].value
    assert lists.iloc[0].tolist()[:3] == [kind, FRAME_LINE[lang].split(", ")[1], "3"]
    assert lists.iloc[0].tolist()[4] == "standard_dec26frl.txt"
    at.text_input(key="_list_find").input("nunez jose").run()
    found = at.dataframe[-1].value
    assert found.iloc[0, :2].tolist() == ["Núñez, José", "12345"]
    assert found.iloc[0, 4:8].tolist() == ["1850", "3", "40", "2011"]
    at.text_input(key="_list_find").input("MEIER").run()
    meier = at.dataframe[-1].value.iloc[0].tolist()
    assert meier[0] == "Meier, Anna" and meier[3] == "WFM" and meier[-1] == inactive
    at.text_input(key="_list_find").input("1503014").run()
    assert at.dataframe[-1].value.iloc[0, :5].tolist() == ["Carlsen, Magnus", "1503014",
                                                          "NOR", "GM", "2830"]
    at.text_input(key="_list_find").input("nobody here").run()
    assert len(at.dataframe) == 1 and len(at.info) == 1
    assert "nobody here" in at.info[0].value


NEWER = {
    "en": ("2 players of the FIDE standard list, December 2026, loaded.", "1 line was not read",
           "line 3: the FIDE ID x12 is not a number",
           "FIDE standard, December 2026, 2 players; 1 earlier month kept", "Nov 2026",
           "Dec 2026"),
    "de": ("2 Spieler der FIDE-Liste Standard, Dezember 2026, geladen.",
           "1 Zeile wurde nicht gelesen", "Zeile 3: die FIDE-ID x12 ist keine Zahl",
           "FIDE Standard, Dezember 2026, 2 Spieler; 1 früherer Monat gespeichert", "Nov. 2026",
           "Dez. 2026"),
    "nl": ("2 spelers van de FIDE-lijst standaard, december 2026, geladen.",
           "1 regel is niet gelezen", "regel 3: de FIDE-ID x12 is geen getal",
           "FIDE standaard, december 2026, 2 spelers; 1 eerdere maand bewaard", "nov 2026",
           "dec 2026"),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_newer_month_uploaded_is_kept_beside_the_last_its_players_history_shown(
        open_page: PageOpener, allowed: None, tmp_path: Path, lang: str) -> None:
    """November's list (Carlsen 2830, Núñez) is kept; December's (Carlsen 2833, zipped, one
    line broken) is loaded beside it and is the latest; each month's search shows the other
    month's rating beside the month's own."""
    import_list(RatingStore(), write_list(tmp_path / "standard_nov26frl.txt", [
        Listed("1503014", "Carlsen, Magnus", rating="2830"),
        Listed("12345", "Núñez, José", rating="1850")], own_columns("NOV26")))
    columns = own_columns("DEC26")
    text = list_text([Listed("1503014", "Carlsen, Magnus", rating="2833"),
                      line(Listed("x12", "Broken, Line"), columns),
                      Listed("777", "Neu, Nina")], columns)
    at = upload(open_page("list", lang=lang), "standard_dec26frl.zip",
                zipped("standard_dec26frl.zip", text))
    done, problems, problem, frame_line, november, december = NEWER[lang]
    assert len(at.success) == 1 and done in at.success[0].value
    assert "standard\\_dec26frl.zip" in at.success[0].value or \
        "`standard_dec26frl.zip`" in at.success[0].value
    assert problems_box(at).label == problems
    assert problem in problems_box(at).markdown[0].value
    assert sidebar_lines(at) == [frame_line]
    assert len(at.dataframe[0].value) == 2  # both months in the lists kept
    assert at.selectbox(key="_list_month_standard").value == date(2026, 12, 1)
    at.text_input(key="_list_find").input("carlsen").run()
    found = at.dataframe[-1].value
    assert (found.iloc[0, 4], found[november].iloc[0]) == ("2833", "2830")
    at.selectbox(key="_list_month_standard").set_value(date(2026, 11, 1)).run()
    found = at.dataframe[-1].value
    assert (found.iloc[0, 4], found[december].iloc[0]) == ("2830", "2833")
    at.text_input(key="_list_find").input("nunez").run()
    assert at.dataframe[-1].value[december].iloc[0] == "–"  # not on December's list


OLDER = {
    "en": ("1 player of the FIDE standard list, November 2026, loaded.",
           "FIDE standard, December 2026, 3 players; 1 earlier month kept",
           "was not loaded: its first line is not the header of a FIDE rating list"),
    "de": ("1 Spieler der FIDE-Liste Standard, November 2026, geladen.",
           "FIDE Standard, Dezember 2026, 3 Spieler; 1 früherer Monat gespeichert",
           "wurde nicht geladen: die erste Zeile ist nicht die Kopfzeile"),
    "nl": ("1 speler van de FIDE-lijst standaard, november 2026, geladen.",
           "FIDE standaard, december 2026, 3 spelers; 1 eerdere maand bewaard",
           "is niet geladen: de eerste regel is niet de kopregel"),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_an_older_month_joins_the_history_and_a_file_that_is_no_list_is_refused(
        open_page: PageOpener, listed: Path, allowed: None, lang: str) -> None:
    done, frame_line, no_list = OLDER[lang]
    columns = own_columns("NOV26")
    at = upload(open_page("list", lang=lang), "standard_nov26frl.txt",
                list_text([Listed("1", "Old, Otto")], columns).encode("latin-1"))
    assert len(at.success) == 1 and done in at.success[0].value
    assert sidebar_lines(at) == [frame_line]  # December stays the latest
    at = upload(at, "notes.txt", b"hello world\r\nsecond line\r\n")
    assert len(at.error) == 1 and no_list in at.error[0].value
    assert "hello world" in at.error[0].value
    assert sidebar_lines(at) == [frame_line]


REMOVED = {"en": ("FIDE standard, December 2026", "FIDE standard, December 2026 was removed.",
                  "FIDE standard, November 2026, 1 player",
                  "Yes, remove FIDE standard, December 2026 from this server for every visitor"),
           "de": ("FIDE Standard, Dezember 2026", "FIDE Standard, Dezember 2026 wurde entfernt.",
                  "FIDE Standard, November 2026, 1 Spieler",
                  "Ja, FIDE Standard, Dezember 2026 für alle Besucher von diesem Server "
                  "entfernen"),
           "nl": ("FIDE standaard, december 2026", "FIDE standaard, december 2026 is verwijderd.",
                  "FIDE standaard, november 2026, 1 speler",
                  "Ja, FIDE standaard, december 2026 voor alle bezoekers van deze server "
                  "verwijderen")}


#: The box that confirms December's removal.
SURE = "_list_remove_sure_standard_2026_12"


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_operator_removes_a_month_on_the_page_once_they_confirm(
        open_page: PageOpener, listed: Path, allowed: None, lang: str) -> None:
    """The button stays disabled until the box naming the list is ticked; once removed, the
    month is neither chosen nor offered, and the box is gone."""
    named, removed, frame_line, sure = REMOVED[lang]
    at = upload(open_page("list", lang=lang), "standard_nov26frl.txt",
                list_text([Listed("1", "Old, Otto")], own_columns("NOV26")).encode("latin-1"))
    at.selectbox(key="_list_remove_choice").set_value(named).run()
    assert at.button(key="_list_remove_button").disabled  # a tap on it does nothing
    assert len(at.success) == 1 and len(at.dataframe[0].value) == 2  # the upload's alone
    assert at.checkbox(key=SURE).label == sure
    at.checkbox(key=SURE).check().run()
    assert not at.button(key="_list_remove_button").disabled
    at.button(key="_list_remove_button").click().run()
    assert not at.exception
    assert rendered(at.success[-1].value) == removed
    assert sidebar_lines(at) == [frame_line]
    assert not any(box.key == "_list_month_standard" for box in at.selectbox)  # one month left
    choice = at.selectbox(key="_list_remove_choice")
    assert choice.value is None and named not in choice.options
    assert not at.get("checkbox") and not any(b.key == "_list_remove_button" for b in at.button)


def test_another_list_chosen_asks_again(open_page: PageOpener, listed: Path,
                                        allowed: None) -> None:
    """The box ticked for one list does not stand for another chosen after it."""
    at = upload(open_page("list"), "standard_nov26frl.txt",
                list_text([Listed("1", "Old, Otto")], own_columns("NOV26")).encode("latin-1"))
    at.selectbox(key="_list_remove_choice").set_value("FIDE standard, December 2026").run()
    at.checkbox(key=SURE).check().run()
    at.selectbox(key="_list_remove_choice").set_value("FIDE standard, November 2026").run()
    assert not at.checkbox(key="_list_remove_sure_standard_2026_11").value
    assert at.button(key="_list_remove_button").disabled


def test_a_server_without_the_upload_offers_no_removal(
        open_page: PageOpener, listed: Path, monkeypatch: MonkeyPatch) -> None:
    monkeypatch.delenv("ELO_LIST_UPLOAD", raising=False)
    at = open_page("list")
    assert not any(box.key == "_list_remove_choice" for box in at.selectbox)


def test_the_upload_states_its_own_limit_and_the_command_line(
        open_page: PageOpener, no_list: None, allowed: None) -> None:
    at = open_page("list")
    how = " ".join(m.value for m in at.markdown)
    assert "at most 60\u00a0MB" in how
    assert "`python -m elo_core rating-list import FILE`" in how


NOT_HERE = {"en": ("This server takes no list by upload", "`ELO_LIST_UPLOAD=1`"),
            "de": ("Dieser Server nimmt keine Liste per Upload", "`ELO_LIST_UPLOAD=1`"),
            "nl": ("Deze server neemt geen lijst per upload", "`ELO_LIST_UPLOAD=1`")}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_server_that_does_not_allow_it_takes_no_list_by_upload_and_says_how(
        open_page: PageOpener, listed: Path, monkeypatch: MonkeyPatch, lang: str) -> None:
    # the store is every visitor's: a public server must not let a visitor replace the list
    monkeypatch.delenv("ELO_LIST_UPLOAD", raising=False)
    at = open_page("list", lang=lang)
    assert not at.get("file_uploader")
    said = " ".join(m.value for m in at.markdown)
    first, variable = NOT_HERE[lang]
    assert first in said and variable in said and "--server.maxUploadSize 60" in said
    assert "rating-list import" in said
    assert sidebar_lines(at) == [FRAME_LINE[lang]]


def test_an_allowed_upload_on_a_server_limited_below_the_list_says_to_raise_it(
        open_page: PageOpener, no_list: None, monkeypatch: MonkeyPatch) -> None:
    from streamlit import config

    monkeypatch.setenv("ELO_LIST_UPLOAD", "1")
    before = config.get_option("server.maxUploadSize")
    config.set_option("server.maxUploadSize", 10)
    try:
        at = open_page("list")
    finally:
        config.set_option("server.maxUploadSize", before)
    how = " ".join(m.value for m in at.markdown)
    assert "at most 10\u00a0MB" in how
    assert [w.value for w in at.warning] == [
        "This server takes files of at most 10\u00a0MB; FIDE's whole list zipped is about "
        "40 MB: start the app with `--server.maxUploadSize 60`."]


@pytest.mark.parametrize(("lang", "said", "frame_line"), [
    ("en", "FIDE's list, {month} is of a month still to come", FRAME_LINE["en"]),
    ("de", "FIDE-Liste {month} ist die Liste eines Monats, der noch kommt", FRAME_LINE["de"]),
    ("nl", "FIDE-lijst {month} is de lijst van een maand die nog moet komen", FRAME_LINE["nl"]),
])
def test_a_month_still_to_come_is_said_and_never_the_latest(
        open_page: PageOpener, listed: Path, tmp_path: Path, lang: str, said: str,
        frame_line: str) -> None:
    """A list of a month to come that an earlier version took in: the page says so, and the
    frame and the search take December's, the latest in force."""
    from datetime import timedelta

    from elo_core.language import month_name
    from elo_core.rating_list.naming import month_from_code

    future = (date.today().replace(day=1) + timedelta(days=62)).replace(day=1)
    code = f"{future:%b%y}".upper()
    assert month_from_code(code) == future
    path = write_list(tmp_path / "standard_later.txt", [Listed("1503014", "Later, Lea")],
                      own_columns(code))
    import_list(RatingStore(listed), path, month=future, today=future)
    at = open_page("list", lang=lang)
    warned = [w.value for w in at.warning]
    assert [said.format(month=month_name(future, lang)) in w for w in warned] == [True]
    assert sidebar_lines(at) == [frame_line]
    assert at.selectbox(key="_list_month_standard").value == date(2026, 12, 1)
