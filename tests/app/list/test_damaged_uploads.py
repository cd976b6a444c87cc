"""The Rating list page under damage, in English, German and Dutch: a zip that is encrypted,
packed by a method Python cannot unpack, whose table of contents is damaged or far too long,
a file whose first megabytes hold no player, a list of a month still to come, each refused in
the page's language; a list with the old Mac's line ends or in UTF-16 loaded, its lines outside
the pages' ranges named; a store that is not SQLite, on a full disk, or with a row changed by
hand, said by what is wrong; an older DSB export loaded in the newer's place on the user's
word; and, while a list is imported, the page reads the lists as they were. The store is left
as it was by each refusal. Every expected text is written out by hand."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

import pytest
from pytest import MonkeyPatch

from elo_core.rating_list import RatingStore, import_list
from elo_core.rating_list.source import FIRST_BYTES
from elo_core.rating_list.store import STORE_FILE
from pages.ui import apart
from tests.app.list.listed_page import problems_box, sidebar_lines, upload
from tests.conftest import PageOpener
from tests.damaged_files import IMPLODE, bomb, encrypted, end_damaged, many_empty, packed_by
from tests.dwz_export_lines import Member, write_export
from tests.engine.rating_list.feeding import FED, SMALL_CACHE_KIB, Feeding
from tests.rating_list_lines import (
    Listed,
    header,
    list_text,
    own_columns,
    write_generated,
    write_list,
)
from tests.rendered import rendered

CARLSEN = Listed("1503014", "Carlsen, Magnus", fed="NOR", title="GM", rating="2830")
NUNEZ = Listed("2201234", "Núñez, José", fed="ESP", rating="1850")
INSIDE = "standard_dec26frl.txt"
#: The frame's line of the list :func:`tests.conftest.listed` loads, which each refusal keeps.
KEPT = {"en": "FIDE standard, December 2026, 3 players",
        "de": "FIDE Standard, Dezember 2026, 3 Spieler",
        "nl": "FIDE standaard, december 2026, 3 spelers"}


def zipped(tmp_path: Path) -> Path:
    return write_list(tmp_path / "standard_dec26frl.zip", [CARLSEN, NUNEZ])


#: Each damaged file and what the page says of it.
REFUSED: dict[str, tuple[Callable[[Path], Path], dict[str, str]]] = {
    "encrypted": (lambda tmp: encrypted(zipped(tmp)), {
        "en": f"was not loaded: its {INSIDE} is encrypted (it needs a password): unpack it "
              "with its password and upload what it holds.",
        "de": f"wurde nicht geladen: ihre {INSIDE} ist verschlüsselt (sie braucht ein "
              "Passwort): entpacken Sie sie mit dem Passwort und laden Sie den Inhalt hoch.",
        "nl": f"is niet geladen: zijn {INSIDE} is versleuteld (er is een wachtwoord nodig): "
              "pak het uit met het wachtwoord en upload wat erin zit."}),
    "implode": (lambda tmp: packed_by(zipped(tmp), IMPLODE), {
        "en": f"was not loaded: its {INSIDE} is packed by a method this app cannot unpack "
              "(Implode): unpack it and upload what it holds, or zip it again.",
        "de": f"wurde nicht geladen: ihre {INSIDE} ist mit einem Verfahren gepackt, das diese "
              "App nicht entpacken kann (Implode): entpacken Sie sie und laden Sie den Inhalt "
              "hoch, oder packen Sie sie neu.",
        "nl": f"is niet geladen: zijn {INSIDE} is ingepakt met een methode die deze app niet "
              "kan uitpakken (Implode): pak het uit en upload wat erin zit, of zip het "
              "opnieuw."}),
    "end record": (lambda tmp: end_damaged(zipped(tmp)), {
        "en": "was not loaded: its table of contents is damaged; download it again.",
        "de": "wurde nicht geladen: ihr Inhaltsverzeichnis ist beschädigt; laden Sie sie neu "
              "herunter.",
        "nl": "is niet geladen: zijn inhoudsopgave is beschadigd; download het opnieuw."}),
    "many files": (lambda tmp: many_empty(tmp / "standard_dec26frl.zip", 2_000), {
        "en": "was not loaded: its table of contents is far longer than a list's (FIDE's ZIP "
              "holds one file, the DSB's three): it is no list's ZIP.",
        "de": "wurde nicht geladen: ihr Inhaltsverzeichnis ist viel länger als das einer Liste "
              "(die ZIP-Datei der FIDE enthält eine Datei, die des DSB drei): sie ist keine "
              "ZIP-Datei einer Liste.",
        "nl": "is niet geladen: zijn inhoudsopgave is veel langer dan die van een lijst (het "
              "zip-bestand van de FIDE bevat één bestand, dat van de DSB drie): het is geen "
              "zip-bestand van een lijst."}),
    "blank lines": (lambda tmp: bomb(tmp / "standard_dec26frl.zip", header(own_columns()),
                                     b"\r\n" * 1000, FIRST_BYTES + (1 << 20), INSIDE), {
        "en": "was not loaded: no line of its first 4 MB could be read as a player: it is no "
              "list.",
        "de": "wurde nicht geladen: keine Zeile ihrer ersten 4 MB konnte als Spieler gelesen "
              "werden: sie ist keine Liste.",
        "nl": "is niet geladen: geen enkele regel van de eerste 4 MB kon als speler worden "
              "gelezen: het is geen lijst."}),
    "month to come": (lambda tmp: write_list(tmp / "standard_jan70frl.txt", [CARLSEN],
                                             own_columns("JAN70")), {
        "en": "was not loaded: the list's month, January 2070, is still to come.",
        "de": "wurde nicht geladen: der Monat der Liste, Januar 2070, steht noch bevor.",
        "nl": "is niet geladen: de maand van de lijst, januari 2070, moet nog komen."}),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("damage", list(REFUSED))
def test_a_damaged_file_is_refused_in_the_pages_language_and_the_store_kept(
        open_page: PageOpener, listed: Path, allowed: None, tmp_path: Path, damage: str,
        lang: str) -> None:
    made, said = REFUSED[damage]
    path = made(tmp_path)
    at = upload(open_page("list", lang=lang), path.name, path.read_bytes())
    assert len(at.error) == 1, [e.value for e in at.error]
    assert rendered(at.error[0].value) == f"{path.name} {said[lang]}"
    assert sidebar_lines(at) == [KEPT[lang]]


READ = {"en": ("2 players of the FIDE standard list, December 2026, loaded.",
               "line 3: the rating 99999 is outside 100–3500",
               "line 4: K 999 is outside 1–100", "line 5: the FIDE ID 0 is outside 1–9999999999"),
        "de": ("2 Spieler der FIDE-Liste Standard, Dezember 2026, geladen.",
               "Zeile 3: die Elo 99999 liegt außerhalb von 100–3500",
               "Zeile 4: der K-Faktor 999 liegt außerhalb von 1–100",
               "Zeile 5: die FIDE-ID 0 liegt außerhalb von 1–9999999999"),
        "nl": ("2 spelers van de FIDE-lijst standaard, december 2026, geladen.",
               "regel 3: de rating 99999 ligt buiten 100–3500",
               "regel 4: de K-factor 999 ligt buiten 1–100",
               "regel 5: de FIDE-ID 0 ligt buiten 1–9999999999")}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("written", ["cr", "utf-16"])
def test_old_mac_line_ends_and_utf16_are_read_their_lines_out_of_range_named(
        open_page: PageOpener, allowed: None, lang: str, written: str) -> None:
    text = list_text([CARLSEN, Listed("11", "High, Rating", rating="99999"),
                      Listed("12", "Big, K", k="999"), Listed("0", "Zero, Id"), NUNEZ])
    data = (text.replace("\r\n", "\r").encode("latin-1") if written == "cr"
            else text.encode("utf-16"))
    at = upload(open_page("list", lang=lang), INSIDE, data)
    done, *problems = READ[lang]
    assert not at.error and len(at.success) == 1 and done in at.success[0].value
    box = rendered(problems_box(at).markdown[0].value)
    assert all(problem in box for problem in problems), box
    at.text_input(key="_list_find").input("nunez").run()
    assert at.dataframe[-1].value.iloc[0, 0] == "Núñez, José"


STORE = {
    "not sqlite": {
        "en": "the server's store of rating lists is not one this app can read (its file is "
              "not an SQLite database)",
        "de": "der Speicher der Elo-Listen auf dem Server ist keiner, den diese App lesen kann "
              "(seine Datei ist keine SQLite-Datenbank)",
        "nl": "de opslag van de ratinglijsten op de server is er geen die deze app kan lezen "
              "(het bestand is geen SQLite-database)"},
    "damaged": {
        "en": "the server's store of rating lists is damaged (a row of it is not as an import "
              "writes it); its operator can move it away and load the lists again",
        "de": "der Speicher der Elo-Listen auf dem Server ist beschädigt (eine Zeile darin ist "
              "nicht so, wie ein Import sie schreibt); wer den Server betreibt, kann ihn "
              "beiseitelegen und die Listen neu laden",
        "nl": "de opslag van de ratinglijsten op de server is beschadigd (een rij ervan is niet "
              "zoals een import hem schrijft); wie de server beheert, kan hem weghalen en de "
              "lijsten opnieuw laden"},
}
SHOWN = {"en": "Not all of this server's rating lists can be read: {why}.",
         "de": "Nicht alle Elo-Listen auf diesem Server können gelesen werden: {why}.",
         "nl": "Niet alle ratinglijsten op deze server kunnen worden gelezen: {why}."}
FAILED = {"en": "{file} could not be loaded: {why}. The list loaded before stays as it was.",
          "de": "{file} konnte nicht geladen werden: {why}. Die zuvor geladene Liste bleibt "
                "unverändert.",
          "nl": "{file} kon niet worden geladen: {why}. De eerder geladen lijst blijft zoals "
                "hij was."}


def spoiled(store: Path, how: str) -> None:
    """The store at ``store`` spoiled: overwritten by a file that is not SQLite, or its row
    of the list changed by hand."""
    if how == "not sqlite":
        store.write_bytes(b"my notes, not a database\n" * 200)
        return
    with closing(sqlite3.connect(store)) as connection, connection:
        connection.execute("UPDATE lists SET month = 'junk'")


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("how", list(STORE))
def test_a_store_that_cannot_be_read_is_said_on_the_page_and_left_as_it_is(
        open_page: PageOpener, listed: Path, allowed: None, tmp_path: Path, how: str,
        lang: str) -> None:
    spoiled(listed, how)
    before = listed.read_bytes()
    why = STORE[how][lang]
    at = open_page("list", lang=lang)
    assert [rendered(e.value) for e in at.error] == [SHOWN[lang].format(why=why)]
    path = zipped(tmp_path)
    at = upload(at, path.name, path.read_bytes())
    assert rendered(at.error[-1].value) == FAILED[lang].format(file=path.name, why=why)
    assert listed.read_bytes() == before


FULL = {"en": "the server's disk is full", "de": "die Festplatte des Servers ist voll",
        "nl": "de schijf van de server is vol"}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_full_disk_is_said_and_the_list_loaded_before_kept(
        open_page: PageOpener, listed: Path, allowed: None, tmp_path: Path,
        monkeypatch: MonkeyPatch, full_disk: None, lang: str) -> None:
    """The import is run in the test's process (where the disk is made full), not apart."""
    monkeypatch.setattr(apart, "run", lambda work, *args: work(*args))
    path = write_generated(tmp_path / "standard_dec26frl.txt", 5_000)
    at = upload(open_page("list", lang=lang), path.name, path.read_bytes())
    assert [rendered(e.value) for e in at.error] == [
        FAILED[lang].format(file=path.name, why=FULL[lang])]
    assert sidebar_lines(at) == [KEPT[lang]]


OLDER = {
    "en": ("was not loaded: the server holds the DSB DWZ list of 30 Nov 2026, which is newer.",
           "Load it all the same, in place of the list of 30 Nov 2026",
           "1 player of the DSB's DWZ list of 31 Oct 2026 loaded.",
           "It took the place of the DWZ list of 30 Nov 2026."),
    "de": ("wurde nicht geladen: der Server hat die Liste DWZ (DSB) von 30.11.2026, die neuer "
           "ist.", "Trotzdem laden, anstelle der Liste vom 30.11.2026",
           "1 Spieler der DWZ-Liste des DSB vom 31.10.2026 geladen.",
           "Sie ersetzt die DWZ-Liste vom 30.11.2026."),
    "nl": ("is niet geladen: de server heeft de lijst DWZ (DSB) van 30 nov 2026, die nieuwer "
           "is.", "Toch laden, in plaats van de lijst van 30 nov 2026",
           "1 speler van de DWZ-lijst van de DSB van 31 okt 2026 geladen.",
           "Hij vervangt de DWZ-lijst van 30 nov 2026."),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_an_older_dwz_export_is_loaded_in_the_newers_place_on_the_users_word(
        open_page: PageOpener, dwz_listed: Path, allowed: None, tmp_path: Path,
        lang: str) -> None:
    refused, button, done, replaced = OLDER[lang]
    earlier = write_export(tmp_path / "spieler.csv",
                           [Member("C0327", "12", "Müller", "Jürgen", last="2026-10-31")])
    at = upload(open_page("list", lang=lang), "spieler.csv", earlier.read_bytes())
    assert len(at.error) == 1 and refused in rendered(at.error[0].value)
    assert at.button(key="_list_older_load").label == button
    at.button(key="_list_older_load").click().run()
    assert not at.error and len(at.success) == 1 and done in at.success[0].value
    assert any(rendered(c.value) == replaced for c in at.caption)
    assert not any(b.key == "_list_older_load" for b in at.button)


def test_the_page_reads_the_lists_as_they_were_while_a_list_is_imported(
        open_page: PageOpener, tmp_path: Path, monkeypatch: MonkeyPatch) -> None:
    """December's import over November's list stopped mid-load (its page cache small, so
    that it has written more than it holds): the page names November's list and finds its
    players at once, where it waited 21 s and said no list was loaded."""
    from elo_core.rating_list import importing

    data = tmp_path / "data"
    monkeypatch.setenv("ELO_DATA_DIR", str(data))
    monkeypatch.setattr(importing, "CACHE_KIB", SMALL_CACHE_KIB)
    store = RatingStore(data / STORE_FILE)
    import_list(store, write_list(tmp_path / "standard_nov26frl.txt", [CARLSEN],
                                  own_columns("NOV26")))
    fed = Feeding(store, tmp_path / "standard_dec26frl.txt")
    try:
        fed.players(1, FED)
        at = open_page("list")
        assert sidebar_lines(at) == ["FIDE standard, November 2026, 1 player"]
        at.text_input(key="_list_find").input("carlsen").run()
        assert at.dataframe[-1].value.iloc[0, :5].tolist() == [
            "Carlsen, Magnus", "1503014", "NOR", "GM", "2830"]
    finally:
        fed.done()
    [line] = sidebar_lines(open_page("list"))
    assert line.startswith("FIDE standard, December 2026, ")
    assert line.endswith("; 1 earlier month kept")
