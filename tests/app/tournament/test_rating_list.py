"""The Tournament page with FIDE's list loaded (a tmp ``ELO_DATA_DIR`` holding a small list):
opponents written by name get the list's rating, shown as filled in with the list's month;
the user's own rating wins; a name held twice asks for the ID; a name not held is said; and
without a list the page says once how to load one.

The figures, from 1800 with K 20 under the page's classic rules (E = 1 / (1 + 10^(−D/400))):
- Kok, Anna is 2200 in the list: D = −400, E = 1 / 11 = 0.0909, a win gives
  20 · (1 − 0.0909) = +18.18 → 1818.2;
- written ``Kok 2000:1``, the user's 2000 counts: E = 1 / (1 + 10^0.5) = 0.2403, a win gives
  20 · 0.7597 = +15.19 → 1815.2.
"""

from datetime import date
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from elo_core.rating_list import RatingStore, import_list
from tests.app.expected_texts import HOW_TO_LOAD, PAGE_NAME
from tests.app.norms.norm_cases import sheet
from tests.conftest import PageOpener
from tests.rating_list_lines import NAMESAKES, Listed, write_list
from tests.rendered import rendered

SETTINGS = {"rating": "1800", "k": "20"}


@pytest.fixture
def with_list(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> RatingStore:
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path))
    store = RatingStore()
    import_list(store, write_list(tmp_path / "standard_dec26frl.txt", NAMESAKES))
    return store


def texts(at: AppTest) -> str:
    return " ".join(rendered(e.value) for kind in ("caption", "info", "warning")
                    for e in getattr(at, kind))


def first_metric(at: AppTest) -> tuple[str, str]:
    return at.metric[0].value, at.metric[0].delta


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "Filled in from FIDE's list, December 2026: line 1."),
    ("de", "Aus der FIDE-Liste Dezember 2026 ergänzt: Zeile 1."),
    ("nl", "Aangevuld uit de FIDE-lijst december 2026: regel 1."),
])
def test_a_name_without_a_rating_gets_the_lists_rating(
        with_list: RatingStore, open_page: PageOpener, lang: str, words: str) -> None:
    at = open_page("tournament", lang=lang, games="Kok 1", **SETTINGS)
    assert words in texts(at)
    assert first_metric(at)[0].replace(",", ".") == "1818.2"
    [table] = [d.value for d in at.dataframe if "100003" in d.value.to_string()]
    assert list(table.iloc[0])[2:] == ["Kok, Anna", "100003", "2200", "WIM", "NED"]
    assert at.query_params["games"] == "Kok 1"  # the link holds what was typed


def test_the_users_own_rating_wins(with_list: RatingStore, open_page: PageOpener) -> None:
    at = open_page("tournament", games="Kok 2000:1", **SETTINGS)
    assert first_metric(at)[0] == "1815.2"


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "Line 1: several players in FIDE's list, December 2026 are named Smith: "
           "Smith, John (100002, SCO, 2000); Smith, John (100001, ENG, 1900)."),
    ("de", "Zeile 1: Die FIDE-Liste Dezember 2026 hat mehrere Spieler namens Smith"),
    ("nl", "Regel 1: de FIDE-lijst december 2026 heeft meerdere spelers met de naam Smith"),
])
def test_a_name_held_twice_asks_for_the_id(
        with_list: RatingStore, open_page: PageOpener, lang: str, words: str) -> None:
    at = open_page("tournament", lang=lang, games="Smith 1\nNobody ½", **SETTINGS)
    text = texts(at)
    assert words in text
    assert {"en": "Not in FIDE's list, December 2026: line 2 (Nobody).",
            "de": "Nicht in der FIDE-Liste Dezember 2026: Zeile 2 (Nobody).",
            "nl": "Niet in de FIDE-lijst december 2026: regel 2 (Nobody)."}[lang] in text
    chosen = open_page("tournament", lang=lang, games="Smith 100001:1", **SETTINGS)
    # 1900 against 1800: E = 1 / (1 + 10^0.25) = 0.3599, a win gives +12.80 → 1812.8
    assert first_metric(chosen)[0].replace(",", ".") == "1812.8"


@pytest.mark.parametrize(("lang", "label", "choice"), [
    ("en", "Line 2: Smith — which one?", "Smith, John · ENG · 1900 · 100001"),
    ("de", "Zeile 2: Smith – welcher?", "Smith, John · ENG · 1900 · 100001"),
    ("nl", "Regel 2: Smith — welke?", "Smith, John · ENG · 1900 · 100001"),
])
def test_a_name_held_twice_is_chosen_and_the_line_carries_the_id(
        with_list: RatingStore, open_page: PageOpener, lang: str, label: str, choice: str) -> None:
    at = open_page("tournament", lang=lang, games="Kok 1\nSmith 1 w", **SETTINGS)
    which = at.selectbox(key="_listed_which_2")
    assert which.label == label
    assert which.options == ["Smith, John · SCO · FM · 2000 · 100002", choice]
    which.set_value(100001).run()
    assert at.query_params["games"] == "Kok 1\nSmith 100001:w 1"
    assert at.session_state["games"] == "Kok 1\nSmith 100001:w 1"
    assert not [box for box in at.selectbox if box.key == "_listed_which_2"]  # asked no more
    [table] = [d.value for d in at.dataframe if "100001" in d.value.to_string()]
    assert list(table.iloc[1])[2:5] == ["Smith, John", "100001", "1900"]
    # Kok 2200: E = 0.0909, +18.18; Smith 1900: D = −100, E = 1 / (1 + 10^0.25) = 0.3599,
    # +12.80; together 1800 + 30.98 = 1831.0
    assert first_metric(at)[0].replace(",", ".") == "1831.0"


def test_without_a_list_a_name_is_not_looked_up_and_the_page_says_how_to_load_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, open_page: PageOpener) -> None:
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path))
    at = open_page("tournament", games="Kok 1\nMeier 1800:1", **SETTINGS)
    assert [rendered(i.value) for i in at.info if "rating list" in i.value] == [
        "No FIDE rating list is loaded, so players are not looked up in it. This server takes "
        "no list by upload: its operator loads lists (FIDE's monthly TXT or ZIP) with "
        "python -m elo_core rating-list import FILE."]
    rated = open_page("tournament", games="Meier 1800:1", **SETTINGS)
    assert not [i for i in rated.info if "rating list" in i.value]


@pytest.mark.parametrize(("lang", "not_found"), [
    ("en", "Not in FIDE's list, December 2026: line 1 (Nobody). The game is left out until you "
           "write the opponent's rating in its line."),
    ("de", "Nicht in der FIDE-Liste Dezember 2026: Zeile 1 (Nobody). Die Partie bleibt "
           "ausgelassen, bis Sie die Elo des Gegners in ihre Zeile schreiben."),
    ("nl", "Niet in de FIDE-lijst december 2026: regel 1 (Nobody). De partij blijft "
           "weggelaten tot je de rating van de tegenstander in haar regel schrijft."),
])
def test_a_name_the_list_does_not_hold_has_one_message(
        with_list: RatingStore, open_page: PageOpener, lang: str, not_found: str) -> None:
    """The list's answer is the line's one message: not the game reader's about its rating as
    well; a line the list is not asked about keeps the reader's own."""
    at = open_page("tournament", lang=lang, games="Nobody 1\nKok 1\n1800:x", **SETTINGS)
    messages = [rendered(e.value) for kind in ("error", "warning", "info")
                for e in getattr(at, kind)]
    assert [m for m in messages if "Nobody" in m] == [not_found]
    [error] = at.error
    assert "1800:x" in rendered(error.value) and "Nobody" not in error.value


@pytest.mark.parametrize(("lang", "missing"), [
    ("en", "Line 1: the opponent's rating is missing: Nobody 1"),
    ("de", "Zeile 1: die Elo des Gegners fehlt: Nobody 1"),
    ("nl", "Regel 1: de rating van de tegenstander ontbreekt: Nobody 1"),
])
def test_without_a_list_a_name_without_a_rating_is_a_missing_rating(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, open_page: PageOpener, lang: str,
        missing: str) -> None:
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path))
    at = open_page("tournament", lang=lang, games="Nobody 1", **SETTINGS)
    [error] = at.error
    assert rendered(error.value).endswith(f"\n\n- {missing}")


def test_the_norm_sheet_counts_the_lists_titles_and_federations(
        with_list: RatingStore, open_page: PageOpener) -> None:
    # Kok: WIM NED from the list; Smith 100002: FM SCO; against a GER player: two title
    # holders (1.4.5a) and two federations other than the player's (1.4.3)
    at = open_page("tournament", games="Kok 1\nSmith 100002:½", norm_open="true",
                   norm_fed="GER", **SETTINGS)
    gm = sheet(at, "GM")
    assert gm["Opponents with a title (GM, IM, WGM, WIM, FM, WFM)"][0] == "2"
    assert gm["Federations other than the player's"][0] == "2"


@pytest.mark.parametrize(("lang", "several"), [
    ("en", "several players in FIDE's list, December 2026 are named Smith"),
    ("de", "Die FIDE-Liste Dezember 2026 hat mehrere Spieler namens Smith"),
    ("nl", "de FIDE-lijst december 2026 heeft meerdere spelers met de naam Smith"),
])
def test_a_name_held_twice_is_said_only_as_the_question_which(with_list: RatingStore,
        open_page: PageOpener, lang: str, several: str) -> None:
    """Line 2 waits for a choice: its one message is the list's question, not the game
    reader's "not a number" as well; line 3's own problem is still said."""
    at = open_page("tournament", lang=lang, games="Kok 1\nSmith 1\nMeier 1800:x", **SETTINGS)
    assert several in texts(at)
    [error] = [rendered(e.value) for e in at.error]
    assert "Smith" not in error and "Meier 1800:x" in error


def test_the_player_chosen_keeps_the_lines_comment(with_list: RatingStore,
        open_page: PageOpener) -> None:
    at = open_page("tournament", games="Smith 1 w  # round 3", **SETTINGS)
    at.selectbox(key="_listed_which_1").set_value(100001).run()
    assert at.session_state["games"] == "Smith 100001:w 1  # round 3"
    assert not at.error


@pytest.fixture
def with_three_lists(tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> tuple[RatingStore, Path]:
    """Kok, Anna: 2200 standard, 2000 rapid, 1900 blitz (the combined list, loaded for each
    kind)."""
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path))
    from elo_core.rating_list import ListKind
    from tests.rating_list_lines import COMBINED
    store = RatingStore()
    kok = Listed("100003", "Kok, Anna", fed="NED", sex="F", rating="2200",
                 rapid=("2000", "0", "20"), blitz=("1900", "0", "20"))
    combined = write_list(tmp_path / "players_list_foa.txt", [kok], COMBINED)
    for kind in (ListKind.STANDARD, ListKind.RAPID):
        import_list(store, combined, kind, date(2026, 12, 1))
    return store, combined


@pytest.mark.parametrize(("lang", "source"), [
    ("en", "Filled in from FIDE's rapid list, December 2026: line 1."),
    ("de", "Aus der FIDE-Schnellschachliste Dezember 2026 ergänzt: Zeile 1."),
    ("nl", "Aangevuld uit de FIDE-rapidlijst december 2026: regel 1."),
])
def test_under_the_rapid_rules_the_rapid_list_is_used_and_named(
        with_three_lists: tuple[RatingStore, Path], open_page: PageOpener, lang: str,
        source: str) -> None:
    """Under FIDE's rapid & blitz rules Kok is 2000 (rapid), not 2200: D = −200, table 8.1.2
    gives 0.24, a win 20 · 0.76 = +15.2, rounded as FIDE's rules round it: 1815 (the
    standard 2200 would give 0.08, +18.4 → 1818)."""
    at = open_page("tournament", lang=lang, games="Kok 1", rules="fide-rapid", **SETTINGS)
    assert source in texts(at)
    assert first_metric(at)[0] == "1815"
    [table] = [d.value for d in at.dataframe if "100003" in d.value.to_string()]
    assert list(table.iloc[0])[2:5] == ["Kok, Anna", "100003", "2000"]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "FIDE's blitz list is not loaded, so players are not looked up"),
    ("de", "Die FIDE-Blitzliste ist nicht geladen, daher werden Spieler nicht nachgeschlagen"),
    ("nl", "De FIDE-blitzlijst is niet geladen, dus spelers worden niet opgezocht"),
])
def test_the_blitz_list_chosen_but_not_loaded_is_said_and_nothing_filled_in(
        with_three_lists: tuple[RatingStore, Path], open_page: PageOpener, lang: str,
        said: str) -> None:
    at = open_page("tournament", lang=lang, games="Kok 1", rules="fide-rapid", **SETTINGS)
    at.segmented_control(key="_list_kind").set_value("blitz").run()
    assert said in texts(at)
    assert not [d for d in at.dataframe if "100003" in d.value.to_string()]


def test_the_blitz_list_chosen_and_loaded_is_used(with_three_lists: tuple[RatingStore, Path],
        open_page: PageOpener) -> None:
    """Blitz 1900: D = −100, table 8.1.2 gives 0.36, a win 20 · 0.64 = +12.8, rounded
    1813."""
    store, combined = with_three_lists
    from elo_core.rating_list import ListKind
    import_list(store, combined, ListKind.BLITZ, date(2026, 12, 1))
    at = open_page("tournament", games="Kok 1", rules="fide-rapid", **SETTINGS)
    at.segmented_control(key="_list_kind").set_value("blitz").run()
    assert "Filled in from FIDE's blitz list, December 2026: line 1." in texts(at)
    assert first_metric(at)[0] == "1813"


@pytest.mark.parametrize("allowed", [True, False], ids=["upload", "no-upload"])
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_list_not_loaded_says_how_a_list_is_loaded_on_this_server(
        with_three_lists: tuple[RatingStore, Path], open_page: PageOpener,
        monkeypatch: pytest.MonkeyPatch, lang: str, allowed: bool) -> None:
    if allowed:
        monkeypatch.setenv("ELO_LIST_UPLOAD", "1")
    else:
        monkeypatch.delenv("ELO_LIST_UPLOAD", raising=False)
    at = open_page("tournament", lang=lang, games="Kok 1", rules="fide-rapid", **SETTINGS)
    at.segmented_control(key="_list_kind").set_value("blitz").run()
    [said] = [rendered(i.value) for i in at.info if "rating-list import" in i.value]
    assert HOW_TO_LOAD[lang, allowed] in said
    assert (PAGE_NAME[lang] in said) is allowed


def test_a_choice_shows_a_name_as_the_list_writes_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, open_page: PageOpener) -> None:
    # a choice is plain text: a name with Markdown in it is shown as written, never as code
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path))
    import_list(RatingStore(), write_list(tmp_path / "standard_dec26frl.txt", [
        Listed("300079", "**x**, Eins", rating="1500"),
        Listed("300080", "**x**, Zwei", fed="NED", rating="1400")]))
    at = open_page("tournament", games="**x** 1", **SETTINGS)
    assert at.selectbox(key="_listed_which_1").options == [
        "**x**, Eins · GER · 1500 · 300079", "**x**, Zwei · NED · 1400 · 300080"]
