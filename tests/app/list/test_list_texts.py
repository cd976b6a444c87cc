"""The Rating list's texts say what is true on this server, in English, German and Dutch:
where no list is loaded, how one is loaded here (by upload where the operator allows it, else
by the operator on the command line, whose one ``rating-list import`` takes FIDE's list and the
DSB's export alike); the page without the upload names both lists; and every upload that
fails says why in the page's language, the error's own words only as a detail."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path
from typing import NoReturn

import pytest
from pytest import MonkeyPatch
from streamlit.testing.v1 import AppTest

from elo_core import RULE_SETS
from elo_core.rating_list import ListRefused, Refusal
from pages.ui import apart
from pages.ui.in_force import Frame
from pages.ui.list.outcome import refusal_text
from tests.app.expected_texts import INTRO
from tests.app.list.listed_page import problems_box, upload
from tests.conftest import PageOpener
from tests.dwz_export_lines import OLDER, Member, write_export
from tests.rating_list_lines import Listed, line, list_text, own_columns
from tests.rendered import rendered

COMMAND = {"en": "python -m elo_core rating-list import FILE",
           "de": "python -m elo_core rating-list import DATEI",
           "nl": "python -m elo_core rating-list import BESTAND"}
#: Where the upload is not allowed: that the operator loads a list, on the command line.
BY_THE_OPERATOR = {
    "en": "Its operator loads one on the server's command line",
    "de": "Wer ihn betreibt, lädt eine auf der Kommandozeile des Servers",
    "nl": "Wie hem beheert laadt er een op de opdrachtregel van de server"}
#: Where it is: upload either list on the Rating list page, from another page.
BY_UPLOAD = {
    "en": "upload FIDE's list or the DSB's DWZ export under Load a list on the Rating list page",
    "de": "die Liste der FIDE oder den DWZ-Export des DSB unter Liste laden auf der Seite "
          "Elo-Liste hochladen",
    "nl": "upload de lijst van de FIDE of de DWZ-export van de DSB onder Lijst laden op de "
          "pagina Ratinglijst"}
#: On the Rating list page itself: below, under Load a list.
BY_UPLOAD_HERE = {
    "en": "upload FIDE's list or the DSB's DWZ export below, under Load a list",
    "de": "die Liste der FIDE oder den DWZ-Export des DSB unten unter Liste laden hochladen",
    "nl": "upload de lijst van de FIDE of de DWZ-export van de DSB hieronder, onder Lijst "
          "laden"}
#: The page's name, which the Rating list page does not send its reader to.
PAGE_NAME = {"en": "Rating list page", "de": "Seite Elo-Liste", "nl": "pagina Ratinglijst"}
UPLOAD_WORDS = ("upload", "hochladen")


def hint(at: AppTest) -> str:
    """The one caption that says how to load a list."""
    hints = [rendered(c.value) for c in at.caption if "rating-list import" in c.value]
    assert len(hints) == 1, hints
    return hints[0]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("page", ["list", "game"])
def test_without_upload_the_hint_says_the_operator_loads_a_list_on_the_command_line(
        open_page: PageOpener, no_list: None, monkeypatch: MonkeyPatch, lang: str,
        page: str) -> None:
    monkeypatch.delenv("ELO_LIST_UPLOAD", raising=False)
    said = hint(open_page(page, lang=lang))
    assert BY_THE_OPERATOR[lang] in said and COMMAND[lang] in said
    assert "DWZ" in said and "spieler.csv" in said
    assert not any(word in said.lower() for word in UPLOAD_WORDS)


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("page", ["list", "game"])
def test_with_upload_allowed_the_hint_says_to_upload_either_list(
        open_page: PageOpener, no_list: None, allowed: None, lang: str, page: str) -> None:
    """From Single game the hint sends the reader to the Rating list page; on that page it
    points below, to its own upload, and names no page."""
    said = hint(open_page(page, lang=lang))
    assert (BY_UPLOAD if page == "game" else BY_UPLOAD_HERE)[lang] in said
    assert COMMAND[lang] in said
    assert (PAGE_NAME[lang] in said) is (page == "game")


NOT_HERE_DWZ = {
    "en": "or the DSB's DWZ export from its DWZ database: the ZIP with spieler.csv and "
          "vereine.csv, or spieler.csv alone; the same command tells the two apart",
    "de": "oder der DWZ-Export des DSB aus seiner DWZ-Datenbank: die ZIP-Datei mit spieler.csv "
          "und vereine.csv oder die spieler.csv allein; derselbe Befehl unterscheidet beide",
    "nl": "of de DWZ-export van de DSB uit zijn DWZ-database: het zip-bestand met spieler.csv "
          "en vereine.csv, of spieler.csv alleen; hetzelfde commando onderscheidt ze"}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_without_upload_the_page_names_the_dsb_export_and_its_command(
        open_page: PageOpener, no_list: None, monkeypatch: MonkeyPatch, lang: str) -> None:
    monkeypatch.delenv("ELO_LIST_UPLOAD", raising=False)
    said = " ".join(rendered(m.value) for m in open_page("list", lang=lang).markdown)
    assert NOT_HERE_DWZ[lang] in said and COMMAND[lang] in said


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_intro_says_in_one_sentence_what_the_page_is_for(
        open_page: PageOpener, no_list: None, lang: str) -> None:
    """Short enough for a phone, which shows it (tests/browser/test_list_intro.py)."""
    at = open_page("list", lang=lang)
    intro = [rendered(c.value) for c in at.caption if rendered(c.value).startswith(INTRO[lang])]
    assert len(intro) == 1


def failing(error: Exception) -> object:
    def run(*_: object) -> NoReturn:
        raise error
    return run


#: Each failure outside the refusals: what the page says of it.
FAILED = {
    "en": ("the import, run in a process of its own, did not finish",
           "the server's store of rating lists could not be written",
           "an unexpected error stopped the import", "Detail: "),
    "de": ("der Import, in einem eigenen Prozess ausgeführt, wurde nicht fertig",
           "der Speicher der Elo-Listen auf dem Server konnte nicht beschrieben werden",
           "ein unerwarteter Fehler hat den Import abgebrochen", "Einzelheit: "),
    "nl": ("de import, in een eigen proces uitgevoerd, is niet klaargekomen",
           "de opslag van de ratinglijsten op de server kon niet worden beschreven",
           "een onverwachte fout heeft de import afgebroken", "Detail: "),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_failed_import_says_why_in_the_pages_language_its_error_only_as_a_detail(
        open_page: PageOpener, no_list: None, allowed: None, monkeypatch: MonkeyPatch,
        lang: str) -> None:
    apart_failed, store_failed, unexpected, detail = FAILED[lang]
    errors: list[tuple[Exception, str, str]] = [
        (apart.ApartFailed("load took longer than 600 s"), apart_failed,
         "load took longer than 600 s"),
        (sqlite3.DatabaseError("database disk image is malformed"), store_failed,
         "database disk image is malformed"),
        (KeyError("standard"), unexpected, "KeyError: 'standard'")]
    at = open_page("list", lang=lang)
    for error, why, own_words in errors:
        monkeypatch.setattr(apart, "run", failing(error))
        at = upload(at, "standard_dec26frl.txt", b"ID Number Name\r\n")
        assert len(at.error) == 1
        said = rendered(at.error[0].value)
        assert why in said and own_words not in said
        assert [rendered(c.value) for c in at.caption if c.value.startswith(detail)] == [
            detail + own_words]


NO_COLUMN = {
    "en": ("was not loaded: the first line of its spieler.csv is not the header of the DSB's "
           "export (it names no player's name: neither a column “Spielername” nor the columns "
           "“Nachname” and “Vorname”).",
           "(it names no member's number: neither a column “Mgl-Nr” nor “Mitgliedsnummer”)"),
    "de": ("wurde nicht geladen: die erste Zeile ihrer spieler.csv ist nicht die Kopfzeile des "
           "DSB-Exports (sie nennt keinen Spielernamen: weder eine Spalte „Spielername“ noch "
           "die Spalten „Nachname“ und „Vorname“).",
           "(sie nennt keine Mitgliedsnummer: weder eine Spalte „Mgl-Nr“ noch "
           "„Mitgliedsnummer“)"),
    "nl": ("is niet geladen: de eerste regel van zijn spieler.csv is niet de kopregel van de "
           "export van de DSB (hij noemt geen naam van de speler: geen kolom ‘Spielername’ en "
           "ook niet de kolommen ‘Nachname’ en ‘Vorname’).",
           "(hij noemt geen lidnummer: geen kolom ‘Mgl-Nr’ en ook niet ‘Mitgliedsnummer’)"),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_an_export_without_name_or_member_columns_is_refused_in_the_pages_language(
        open_page: PageOpener, no_list: None, allowed: None, tmp_path: Path,
        lang: str) -> None:
    no_name, no_member = NO_COLUMN[lang]
    member = [Member("C0327", "12", "Müller", "Jürgen")]
    nameless = write_export(tmp_path / "LV-0-csv.zip", member,
                            header=[column for column in OLDER if column != "Spielername"])
    at = upload(open_page("list", lang=lang), "LV-0-csv.zip", nameless.read_bytes())
    assert len(at.error) == 1 and rendered(at.error[0].value).endswith(no_name)
    numberless = write_export(tmp_path / "LV-1-csv.zip", member,
                              header=[column for column in OLDER if column != "Mgl-Nr"])
    at = upload(at, "LV-1-csv.zip", numberless.read_bytes())
    assert len(at.error) == 1 and no_member in rendered(at.error[0].value)


#: A list refused for what its fields say, each worded by the page: the rapid list of December
#: 2026 the server holds, a zip's damaged list, a DSB header without the DWZ column.
FROM_FIELDS = {
    "en": ("the server holds the rapid list of December 2026, which is newer",
           "its players_list_foa.txt is damaged; download it again",
           "(it names no DWZ)"),
    "de": ("der Server hat die Liste Schnellschach von Dezember 2026, die neuer ist",
           "ihre players_list_foa.txt ist beschädigt; laden Sie sie neu herunter",
           "(sie nennt keine Spalte DWZ)"),
    "nl": ("de server heeft de lijst rapid van december 2026, die nieuwer is",
           "zijn players_list_foa.txt is beschadigd; download het opnieuw",
           "(hij noemt geen kolom DWZ)"),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_refusal_is_worded_in_the_pages_language_from_its_fields(lang: str) -> None:
    """The page reads the refusal's fields, never its English: each refusal below is made
    with its fields alone, and its message in English is never looked at."""
    frame = Frame(lang, RULE_SETS["elo"])
    older, damaged, no_dwz = FROM_FIELDS[lang]
    def said(refused: ListRefused) -> str:
        return rendered(refusal_text(frame, refused))

    assert said(ListRefused(Refusal.OLDER_MONTH, kind="rapid", held=date(2026, 12, 1))) == older
    assert said(ListRefused(Refusal.DAMAGED_ZIP, member="players_list_foa.txt")) == damaged
    assert said(ListRefused(Refusal.NOT_DWZ_HEADER, column="dwz")).endswith(no_dwz)


BAD_RATING = {"en": "line 3: the rating 2l00 is not a number",
              "de": "Zeile 3: die Elo 2l00 ist keine Zahl",
              "nl": "regel 3: de rating 2l00 is geen getal"}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_rating_that_is_no_number_is_named_in_the_pages_language(
        open_page: PageOpener, no_list: None, allowed: None, lang: str) -> None:
    columns = own_columns()
    text = list_text([Listed("1503014", "Carlsen, Magnus"),
                      line(Listed("55", "Bad, Rating", rating="2l00"), columns)], columns)
    at = upload(open_page("list", lang=lang), "standard_dec26frl.txt", text.encode("latin-1"))
    assert BAD_RATING[lang] in rendered(problems_box(at).markdown[0].value)
