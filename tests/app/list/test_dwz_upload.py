"""The DSB's DWZ export uploaded on the Rating list page (where the operator allows it), taken
by its header as the command line's ``rating-list import`` takes it: the DWZ database's zip
beside FIDE's list, its broken line named; a ``spieler.csv`` alone of a later day in the place
of the one loaded; an earlier day's export and a zip whose ``spieler.csv`` has no DWZ column
refused saying why; in English, German and Dutch. Every expected text is written out from the
export's rows by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from elo_core.rating_list.dsb.export import MOST_UNPACKED
from tests.app.list.listed_page import problems_box, sidebar_lines, upload
from tests.conftest import PageOpener
from tests.dwz_export_lines import OLDER, Member, redate, write_bomb, write_export

LOADED = {
    "en": ("2 players of the DSB's DWZ list of 30 Nov 2026 loaded.", "1 line was not read",
           "line 3: the member number x is not a number",
           ["FIDE standard, December 2026, 3 players", "DSB DWZ list, 30 Nov 2026, 2 players"],
           "FIDE's rating list or the DSB's DWZ export (TXT, CSV or ZIP)",
           "or the DSB's DWZ export (the DWZ database's ZIP, or its spieler.csv)"),
    "de": ("2 Spieler der DWZ-Liste des DSB vom 30.11.2026 geladen.",
           "1 Zeile wurde nicht gelesen", "Zeile 3: die Mitgliedsnummer x ist keine Zahl",
           ["FIDE Standard, Dezember 2026, 3 Spieler",
            "DWZ-Liste des DSB, 30.11.2026, 2 Spieler"],
           "Elo-Liste der FIDE oder DWZ-Export des DSB (TXT, CSV oder ZIP)",
           "oder den DWZ-Export des DSB (die ZIP-Datei der DWZ-Datenbank oder ihre spieler.csv)"),
    "nl": ("2 spelers van de DWZ-lijst van de DSB van 30 nov 2026 geladen.",
           "1 regel is niet gelezen", "regel 3: het lidnummer x is geen getal",
           ["FIDE standaard, december 2026, 3 spelers",
            "DWZ-lijst van de DSB, 30 nov 2026, 2 spelers"],
           "Ratinglijst van de FIDE of DWZ-export van de DSB (TXT, CSV of ZIP)",
           "of de DWZ-export van de DSB (het zip-bestand van de DWZ-database, of zijn "
           "spieler.csv)"),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_dwz_databases_zip_uploaded_is_loaded_beside_fides_list(
        open_page: PageOpener, listed: Path, allowed: None, tmp_path: Path, lang: str) -> None:
    done, problems, problem, frame_lines, label, how = LOADED[lang]
    export = write_export(tmp_path / "LV-0-csv_v2.zip", [
        Member("C0327", "12", "Müller", "Jürgen", dwz="1843", index="57"),
        Member("C0327", "x", "Broken", "Line"), Member("B0101", "3", "Neu", "Nina")],
        clubs={"C0327": "SK Zähringen"})
    at = open_page("list", lang=lang)
    assert at.get("file_uploader")[0].proto.label == label
    assert how in " ".join(m.value for m in at.markdown)
    at = upload(at, "LV-0-csv_v2.zip", export.read_bytes())
    assert not at.error
    assert len(at.success) == 1 and done in at.success[0].value
    assert problems_box(at).label == problems
    assert problem in problems_box(at).markdown[0].value
    assert sidebar_lines(at) == frame_lines
    at.segmented_control(key="_list_kind").set_value("dwz").run()
    at.text_input(key="_list_find").input("C0327-12").run()
    assert at.dataframe[-1].value.values.tolist()[0][:5] == [
        "Müller, Jürgen", "C0327-12", "SK Zähringen", "1843", "57"]


NAMED_BEFORE = {"en": "DSB DWZ list, 30 Nov 2026, 3 players",
                "de": "DWZ-Liste des DSB, 30.11.2026, 3 Spieler",
                "nl": "DWZ-lijst van de DSB, 30 nov 2026, 3 spelers"}


REPLACED = {
    "en": ("was not loaded: the server holds the DSB DWZ list of 30 Nov 2026, which is newer.",
           "was not loaded: the first line of its spieler.csv is not the header of the DSB's "
           "export (it names no DWZ).",
           "1 player of the DSB's DWZ list of 4 Dec 2026 loaded.",
           "It took the place of the DWZ list of 30 Nov 2026.",
           "DSB DWZ list, 4 Dec 2026, 1 player"),
    "de": ("wurde nicht geladen: der Server hat die Liste DWZ (DSB) von 30.11.2026, die neuer "
           "ist.",
           "wurde nicht geladen: die erste Zeile ihrer spieler.csv ist nicht die Kopfzeile des "
           "DSB-Exports (sie nennt keine Spalte DWZ).",
           "1 Spieler der DWZ-Liste des DSB vom 04.12.2026 geladen.",
           "Sie ersetzt die DWZ-Liste vom 30.11.2026.",
           "DWZ-Liste des DSB, 04.12.2026, 1 Spieler"),
    "nl": ("is niet geladen: de server heeft de lijst DWZ (DSB) van 30 nov 2026, die nieuwer "
           "is.",
           "is niet geladen: de eerste regel van zijn spieler.csv is niet de kopregel van de "
           "export van de DSB (hij noemt geen kolom DWZ).",
           "1 speler van de DWZ-lijst van de DSB van 4 dec 2026 geladen.",
           "Hij vervangt de DWZ-lijst van 30 nov 2026.",
           "DWZ-lijst van de DSB, 4 dec 2026, 1 speler"),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_an_earlier_day_and_a_zip_without_dwz_are_refused_a_later_spieler_csv_taken(
        open_page: PageOpener, dwz_listed: Path, allowed: None, tmp_path: Path, lang: str) -> None:
    older, no_dwz, done, replaced, frame_line = REPLACED[lang]
    earlier = write_export(tmp_path / "spieler.csv",
                           [Member("C0327", "12", "Müller", "Jürgen", last="2026-10-31")])
    at = upload(open_page("list", lang=lang), "spieler.csv", earlier.read_bytes())
    assert len(at.error) == 1 and older in at.error[0].value
    without_dwz = write_export(tmp_path / "LV-0-csv.zip",
                               [Member("C0327", "12", "Müller", "Jürgen")],
                               header=[column for column in OLDER if column != "DWZ"])
    at = upload(at, "LV-0-csv.zip", without_dwz.read_bytes())
    assert len(at.error) == 1 and no_dwz in at.error[0].value
    assert sidebar_lines(at) == [NAMED_BEFORE[lang]]  # the store as it was
    later = write_export(tmp_path / "spieler.csv",
                         [Member("C0327", "12", "Müller", "Jürgen", last="2026-12-04")])
    at = upload(at, "spieler.csv", later.read_bytes())
    assert not at.error
    assert len(at.success) == 1 and done in at.success[0].value
    assert any(c.value == replaced for c in at.caption)
    assert sidebar_lines(at) == [frame_line]



HOSTILE = {
    "en": ("was not loaded: its spieler.csv unpacks to more than the 100 MB taken",
           "was not loaded: no line's Letzte Auswertung is a day"),
    "de": ("wurde nicht geladen: ihre spieler.csv ist entpackt größer als die 100 MB",
           "wurde nicht geladen: keine Zeile hat als Letzte Auswertung einen Tag"),
    "nl": ("is niet geladen: zijn spieler.csv is uitgepakt groter dan de 100 MB",
           "is niet geladen: geen regel heeft als Letzte Auswertung een dag"),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_zip_bomb_and_a_zip_dated_on_no_day_are_refused_saying_why(
        open_page: PageOpener, dwz_listed: Path, allowed: None, tmp_path: Path,
        lang: str) -> None:
    bomb, no_day = HOSTILE[lang]
    path = write_bomb(tmp_path / "bomb.zip", MOST_UNPACKED)
    at = upload(open_page("list", lang=lang), "bomb.zip", path.read_bytes())
    assert len(at.error) == 1 and bomb in at.error[0].value
    undated = write_export(tmp_path / "undated.zip", [Member("C0327", "12", "M", "J", last="")],
                           zip_day=(2026, 11, 30))
    at = upload(at, "undated.zip", redate(undated, 46 << 9).read_bytes())  # month 0, day 0
    assert len(at.error) == 1 and no_day in at.error[0].value
    assert sidebar_lines(at) == [NAMED_BEFORE[lang]]  # the store as it was
