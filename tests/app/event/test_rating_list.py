"""The Whole event page with FIDE's list loaded (a tmp ``ELO_DATA_DIR``): the swiss file's
players held against it, each difference read by hand from the two lines (the event began in
May 2025, so against December 2026's list a rating, title or federation may have changed
since, and only a birth year is an error of the file for sure):

- Albers (1000001) and Claes (200003) are in the list as the file writes them;
- Bakker (1000002): the file's 2180 against the list's 2190, born 2009 against 2008;
- De Vries (1000004): no title in the file, IM in the list; the norms count him as an IM;
- Evers … Jansen (1000005–1000009) as the file writes them, Fokker's birth 1999 too;
- Kok, Kim has no FIDE ID and the list no player of her name: not in it.
"""

from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from pytest import MonkeyPatch
from streamlit.testing.v1 import AppTest

from elo_core.rating_list import ListKind, RatingStore, import_list
from pages.ui.i18n import TEXTS
from tests.app.event.pasted import SWISS, open_event
from tests.conftest import PageOpener
from tests.rating_list_lines import Listed, own_columns, write_list
from tests.rendered import rendered

PLAYERS = [
    Listed("1000001", "Albers, Arne", fed="NED", title="FM", rating="2250", birth="1980"),
    Listed("1000002", "Bakker, Bram", fed="NED", title="CM", rating="2190", birth="2008"),
    Listed("200003", "Claes, Cato", fed="BEL", sex="F", women_title="WIM", rating="2100",
           birth="1988"),
    Listed("1000004", "De Vries, Dirk", fed="NED", title="IM", rating="2050", birth="1972"),
    Listed("1000005", "Evers, Eddy", fed="NED", rating="1990", birth="1966"),
    Listed("1000006", "Fokker, Femke", fed="NED", sex="F", rating="1920", birth="1999"),
    Listed("1000007", "Groen, Gijs", fed="NED", rating="1850", birth="1983"),
    Listed("1000008", "Hendriks, Hans", fed="NED", rating="1800", birth="1955"),
    Listed("1000009", "Jansen, Joost", fed="NED", rating="1700", birth="1977"),
]


@pytest.fixture
def with_list(tmp_path: Path, monkeypatch: MonkeyPatch) -> None:
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path))
    import_list(RatingStore(), write_list(tmp_path / "standard_dec26frl.txt", PLAYERS))


#: The check's tables, each named by the caption above it (its text's key).
TABLES = {"rlist.differs": "_list_differs", "rlist.differs.other_month": "_list_changed",
          "rlist.missing": "_list_missing"}


def tables(at: AppTest) -> dict[str, list[list[str]]]:
    """The check's tables, each below its caption in the check's expander: the fields to
    check, those that may have changed since the event's month, the players not in the list
    (a caption told by the words after its last value, in whichever language)."""
    check = next((e for e in at.expander if e.key == "_list_check"), None)
    if check is None:
        return {}
    found = {}
    for caption, table in zip(check.caption, check.dataframe, strict=False):
        said = rendered(caption.value)
        [key] = [name for text, name in TABLES.items()
                 if any(said.endswith(str(entry).rsplit("}", 1)[-1]) for entry in TEXTS[text])]
        found[key] = table.value.values.tolist()
    return found


def captions(at: AppTest) -> str:
    return " ".join(rendered(c.value) for c in at.caption)


#: By language: what the page says of the fields that may have changed between the event's
#: month (May 2025) and the list's (December 2026), and of those to check.
CHANGED_SINCE = {
    "en": "Differs from FIDE's list, December 2026, a list of another month than the event's "
          "(May 2025): ratings, titles and federations change from month to month, so these "
          "may have changed since and are no error of the file as such; the list of May 2025, "
          "once loaded, checks them.",
    "de": "Weicht von der FIDE-Liste Dezember 2026 ab, einer Liste eines anderen Monats als "
          "dem des Turniers (Mai 2025): Elo, Titel und Föderationen ändern sich von Monat zu "
          "Monat, diese können sich also seither geändert haben und sind als solche kein "
          "Fehler der Datei; die Liste von Mai 2025, einmal geladen, prüft sie.",
    "nl": "Wijkt af van de FIDE-lijst december 2026, een lijst van een andere maand dan die "
          "van het toernooi (mei 2025): ratings, titels en federaties veranderen van maand tot "
          "maand, dus deze kunnen sindsdien veranderd zijn en zijn als zodanig geen fout van "
          "het bestand; de lijst van mei 2025, eenmaal geladen, controleert ze.",
}
TO_CHECK = {"en": "check these before sending the report",
            "de": "Prüfen Sie dies, bevor Sie den Bericht senden",
            "nl": "controleer dit voordat je het rapport verstuurt"}


@pytest.mark.parametrize(("lang", "label", "birth", "note"), [
    ("en", "Against FIDE's list, December 2026: 2 players differ, 1 not in it", "Birth year",
     "The norms count the title and federation from FIDE's list, December 2026 for 1 player "
     "whose line gives none."),
    ("de", "Abgleich mit der FIDE-Liste Dezember 2026: 2 Spieler weichen ab, 1 nicht darin",
     "Geburtsjahr", "Die Normen zählen Titel und Verband aus der FIDE-Liste Dezember 2026 für 1 "),
    ("nl", "Vergeleken met de FIDE-lijst december 2026: 2 spelers wijken af, 1 niet erin",
     "Geboortejaar", "De normen tellen titel en federatie uit de FIDE-lijst december 2026 voor 1 "),
])
def test_the_files_players_are_held_against_the_list(with_list: None, open_page: PageOpener,
                                                       lang: str, label: str, birth: str,
                                                       note: str) -> None:
    """Against a later month's list Bakker's rating and De Vries's title may have changed
    since May 2025: shown apart, as no error of the file; Bakker's birth year is one."""
    at = open_event(open_page, SWISS, lang=lang)
    assert label in [e.label for e in at.expander]
    shown = tables(at)
    assert [row[:2] + row[4:] for row in shown["_list_differs"]] == [
        ["2", "Bakker, Bram", "2009", "2008"]]
    assert shown["_list_differs"][0][2:4] == ["1000002", birth]
    assert [row[:2] + row[4:] for row in shown["_list_changed"]] == [
        ["2", "Bakker, Bram", "2180", "2190"], ["4", "De Vries, Dirk", "–", "IM"]]
    assert shown["_list_missing"] == [["10", "Kok, Kim", "", ""]]
    said = captions(at)
    assert note in said and CHANGED_SINCE[lang] in said and TO_CHECK[lang] in said


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_against_a_later_months_list_what_a_month_changes_is_nothing_to_check(
        with_list: None, tmp_path: Path, open_page: PageOpener, lang: str) -> None:
    """December's Bakker born 2009 as the file writes him: what differs (his rating, De
    Vries's title) may have changed since May 2025, so the page asks to check nothing."""
    born = [replace(p, birth="2009") if p.fide_id == "1000002" else p for p in PLAYERS]
    import_list(RatingStore(), write_list(tmp_path / "standard_dec26frl.txt", born))
    at = open_event(open_page, SWISS, lang=lang)
    assert "_list_differs" not in tables(at)
    assert [row[:2] for row in tables(at)["_list_changed"]] == [["2", "Bakker, Bram"],
                                                              ["4", "De Vries, Dirk"]]
    said = captions(at)
    assert CHANGED_SINCE[lang] in said and TO_CHECK[lang] not in said


def test_without_a_list_the_event_page_says_how_to_load_one(
        tmp_path: Path, monkeypatch: MonkeyPatch, open_page: PageOpener) -> None:
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path))
    at = open_event(open_page, SWISS)
    assert not tables(at)
    assert any("No FIDE rating list is loaded" in i.value for i in at.info)


@pytest.fixture
def with_rapid_list(with_list: None, tmp_path: Path) -> None:
    """Beside the standard list, FIDE's rapid list of December 2026: the same players, their
    rapid ratings as the file writes them but Albers's 2200 (the file's 2250) and Bakker's
    2180 (the standard list's 2190)."""
    rapid = {"1000001": "2200", "1000002": "2180"}
    players = [replace(p, rating=rapid.get(p.fide_id, p.rating)) for p in PLAYERS]
    import_list(RatingStore(), write_list(tmp_path / "rapid_dec26frl.txt", players),
                ListKind.RAPID, date(2026, 12, 1))


@pytest.mark.parametrize(("lang", "label"), [
    ("en", "Against FIDE's rapid list, December 2026: 3 players differ, 1 not in it"),
    ("de", "Abgleich mit der FIDE-Schnellschachliste Dezember 2026: 3 Spieler weichen ab, "
           "1 nicht darin"),
    ("nl", "Vergeleken met de FIDE-rapidlijst december 2026: 3 spelers wijken af, 1 niet erin"),
])
def test_under_the_rapid_rules_the_players_are_held_against_the_rapid_list(
        with_rapid_list: None, open_page: PageOpener, lang: str, label: str) -> None:
    """Albers's 2250 against the rapid list's 2200 differs, Bakker's 2180 agrees with it (the
    standard list's 2190 is not his rapid rating); his birth year and De Vries's title as
    against the standard list."""
    at = open_event(open_page, SWISS, lang=lang, rules="fide-rapid")
    assert label in [e.label for e in at.expander]
    assert [row[:2] + row[4:] for row in tables(at)["_list_differs"]] == [
        ["2", "Bakker, Bram", "2009", "2008"]]
    assert [row[:2] + row[4:] for row in tables(at)["_list_changed"]] == [
        ["1", "Albers, Arne", "2250", "2200"], ["4", "De Vries, Dirk", "–", "IM"]]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "FIDE's blitz list is not loaded, so the file's players are held against no list"),
    ("de", "Die FIDE-Blitzliste ist nicht geladen, daher werden die Spieler der Datei mit "
           "keiner Liste abgeglichen"),
    ("nl", "De FIDE-blitzlijst is niet geladen, dus de spelers van het bestand worden met geen "
           "enkele lijst vergeleken"),
])
def test_the_blitz_list_chosen_but_not_loaded_is_said_and_nothing_compared(
        with_rapid_list: None, open_page: PageOpener, lang: str, said: str) -> None:
    at = open_event(open_page, SWISS, lang=lang, rules="fide-rapid")
    at.segmented_control(key="_list_kind").set_value("blitz").run()
    assert any(said in i.value for i in at.info)
    assert not tables(at)
    assert not [e for e in at.expander if e.key == "_list_check"]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "FIDE's standard list is not loaded, so the file's players are held against no "
           "list"),
    ("de", "Die FIDE-Standardliste ist nicht geladen, daher werden die Spieler der Datei mit "
           "keiner Liste abgeglichen"),
    ("nl", "De FIDE-standaardlijst is niet geladen, dus de spelers van het bestand worden met "
           "geen enkele lijst vergeleken"),
])
def test_under_the_standard_rules_a_rapid_list_alone_is_not_held_against(
        tmp_path: Path, monkeypatch: MonkeyPatch, open_page: PageOpener, lang: str,
        said: str) -> None:
    """Only the rapid list loaded: the standard rules rate by the standard list, so nothing
    is compared, and the page does not say that no list is loaded."""
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path))
    import_list(RatingStore(), write_list(tmp_path / "rapid_dec26frl.txt", PLAYERS),
                ListKind.RAPID, date(2026, 12, 1))
    at = open_event(open_page, SWISS, lang=lang)
    assert any(said in i.value for i in at.info)
    assert not tables(at)
    assert not [e for e in at.expander if e.key == "_list_check"]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "the event's players are held against FIDE's rapid list or its blitz list"),
    ("de", "Die Spieler des Turniers werden mit FIDEs Schnellschach- oder Blitzliste "
           "abgeglichen"),
    ("nl", "de spelers van het toernooi worden vergeleken met de rapidlijst of de blitzlijst"),
])
def test_the_rapid_or_blitz_choice_says_the_events_players_are_held_against_it(
        with_rapid_list: None, open_page: PageOpener, lang: str, said: str) -> None:
    """The page compares the file's own players with the list: it looks up no opponents."""
    at = open_event(open_page, SWISS, lang=lang, rules="fide-rapid")
    help_text = at.segmented_control(key="_list_kind").help or ""
    assert said in help_text
    assert not any(word in help_text for word in ("opponents", "Gegner", "tegenstanders"))


@pytest.mark.parametrize("allowed", [True, False], ids=["upload", "no-upload"])
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_list_not_loaded_says_how_a_list_is_loaded_on_this_server(
        with_rapid_list: None, open_page: PageOpener, monkeypatch: MonkeyPatch, lang: str,
        allowed: bool) -> None:
    from tests.app.expected_texts import HOW_TO_LOAD, PAGE_NAME

    if allowed:
        monkeypatch.setenv("ELO_LIST_UPLOAD", "1")
    else:
        monkeypatch.delenv("ELO_LIST_UPLOAD", raising=False)
    at = open_event(open_page, SWISS, lang=lang, rules="fide-rapid")
    at.segmented_control(key="_list_kind").set_value("blitz").run()
    [said] = [rendered(i.value) for i in at.info if "rating-list import" in i.value]
    assert HOW_TO_LOAD[lang, allowed] in said
    assert (PAGE_NAME[lang] in said) is allowed


@pytest.fixture
def with_months(with_list: None, tmp_path: Path) -> None:
    """Beside December 2026's list, May 2025's, the swiss event's own month (it began on
    2025-05-09): Bakker, Bram there as the file writes him (2180, born 2009)."""
    in_may = [replace(player, rating="2180", birth="2009") if player.fide_id == "1000002"
              else player for player in PLAYERS]
    import_list(RatingStore(), write_list(tmp_path / "standard_may25frl.txt", in_may,
                                          own_columns("MAY25")))


@pytest.mark.parametrize(("lang", "label"), [
    ("en", "Against FIDE's list, May 2025: 1 player differs, 1 not in it"),
    ("de", "Abgleich mit der FIDE-Liste Mai 2025: 1 Spieler weicht ab, 1 nicht darin"),
    ("nl", "Vergeleken met de FIDE-lijst mei 2025: 1 speler wijkt af, 1 niet erin"),
])
def test_an_event_is_held_against_the_list_of_its_own_month(
        with_months: None, open_page: PageOpener, lang: str, label: str) -> None:
    """December's Bakker (2190, born 2008) differs from the file; May's, the event's month,
    does not: only De Vries's title is left."""
    at = open_event(open_page, SWISS, lang=lang)
    assert label in [e.label for e in at.expander]
    assert [row[:2] + row[4:] for row in tables(at)["_list_differs"]] == [
        ["4", "De Vries, Dirk", "–", "IM"]]
    assert "whose list this server does not keep" not in captions(at)


SAID_NOT_KEPT = {
    "en": "The event began in May 2025, whose list this server does not keep: its players "
          "were held against FIDE's list, December 2026, the latest kept.",
    "de": "Das Turnier begann im Mai 2025, dessen Liste dieser Server nicht gespeichert hat: "
          "Seine Spieler wurden mit der FIDE-Liste Dezember 2026 verglichen, der neuesten "
          "gespeicherten.",
    "nl": "Het toernooi begon in mei 2025, waarvan deze server de lijst niet bewaart: de "
          "spelers zijn vergeleken met de FIDE-lijst december 2026, de nieuwste bewaarde.",
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_an_event_whose_months_list_is_not_kept_says_which_it_was_held_against(
        with_list: None, open_page: PageOpener, lang: str) -> None:
    at = open_event(open_page, SWISS, lang=lang)
    assert SAID_NOT_KEPT[lang] in captions(at)


def test_the_players_are_held_against_the_list_once_for_each_file_and_list(
        with_list: None, tmp_path: Path, open_page: PageOpener,
        monkeypatch: MonkeyPatch) -> None:
    """The work done in the page's own process (``apart.FORKS`` off), where the store's
    lookups can be counted: reruns apply the check kept, the norms' list facts too; the list
    imported again, Bakker now as the file writes him, is checked anew."""
    from elo_core.rating_list.trf_check import ListCheck, check_players
    from pages.ui import apart

    monkeypatch.setattr(apart, "FORKS", False)
    checks: list[int] = []

    def counted(*args: Any) -> ListCheck:
        checks.append(1)
        return check_players(*args)

    monkeypatch.setattr("pages.ui.event.list_check.check_players", counted)
    at = open_event(open_page, SWISS)
    first = tables(at)
    at.run()
    at.run()
    assert (checks, tables(at)) == ([1], first)
    assert "for 1 player whose line gives none" in captions(at)
    again = [replace(p, rating="2180", birth="2009") if p.fide_id == "1000002" else p
             for p in PLAYERS]
    import_list(RatingStore(), write_list(tmp_path / "standard_dec26frl.txt", again))
    at.run()
    assert checks == [1, 1]
    assert [row[:2] + row[4:] for row in tables(at)["_list_changed"]] == [
        ["4", "De Vries, Dirk", "–", "IM"]]
    assert "_list_differs" not in tables(at)
