"""The Single game page with FIDE's list loaded (``tests/conftest.py``: ``listed``): you and
your opponent found by name or FIDE ID fill in the rating, the K and the facts of FIDE's K
rule, shown as from the list and left to edit; the user's edit wins. Each figure worked out by
hand from the list's rows (Núñez 1850, K 40, born 2011; Carlsen 2830, K 10; Meier 1700, K 40,
born 1985) and the FIDE rules since October 2025."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.app.game.picked import captions, pick
from tests.conftest import PageOpener

FROM_LIST = {
    "en": ("From FIDE's list, December 2026: Núñez, José (FIDE ID 12345, ESP), rating 1850, "
           "born 2011; 3 games this month.",
           "K 40: the list's, and FIDE's rule from these facts gives the same.",
           "The rating 1900 is yours (the list has 1850)."),
    "de": ("Aus der FIDE-Liste, Dezember 2026: Núñez, José (FIDE-ID 12345, ESP), Elo 1850, "
           "geboren 2011; 3 Partien im Monat.",
           "K 40: der der Liste, und FIDEs Regel ergibt aus diesen Angaben denselben.",
           "Die Elo 1900 ist Ihre Eingabe (die Liste hat 1850)."),
    "nl": ("Uit de FIDE-lijst, december 2026: Núñez, José (FIDE-ID 12345, ESP), rating 1850, "
           "geboren 2011; 3 partijen deze maand.",
           "K 40: die van de lijst, en de regel van de FIDE geeft met deze gegevens dezelfde.",
           "De rating 1900 is jouw invoer (de lijst heeft 1850)."),
}


def new_ratings(at: AppTest) -> list[str]:
    return [metric.value for metric in at.metric][:2]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_both_players_found_fill_in_the_game_and_an_edit_wins(
        open_page: PageOpener, listed: Path, lang: str) -> None:
    at = open_page("game", lang=lang, rules="fide")
    pick(at, "you", "nunez jose", 12345)
    pick(at, "opponent", "1503014", 1503014)
    assert at.number_input(key="rating").value == 1850
    assert at.number_input(key="k").value == 40
    assert at.number_input(key="opponent").value == 2830
    assert at.number_input(key="k_opponent").value == 10
    source, same_k, edited = FROM_LIST[lang]
    assert f"{source} {same_k}" in captions(at)
    # D = −980 counts as −400 for you (under 2650): table 8.1.2 gives 0.08, so a win is
    # 40 × 0.92 = 36.8 → +37 → 1887; Carlsen (2650+) keeps D = 980: 1.00, 10 × −1 → 2820
    assert new_ratings(at) == ["1887", "2820"]
    # the link holds the page's inputs as if typed, never the player found
    link = dict(at.query_params)
    assert link["rating"] == "1850" and link["born"] == "2011" and link["opponent"] == "2830"
    assert not any(found in value for value in map(str, link.values())
                   for found in ("12345", "1503014", "nunez", "Núñez", "Carlsen"))
    at.number_input(key="rating").set_value(1900).run()
    assert f"{source} {edited} {same_k}" in captions(at)
    # 1900: D = −930, still −400: +37 → 1937
    assert new_ratings(at) == ["1937", "2820"]
    assert at.number_input(key="rating").value == 1900


def test_fides_rule_is_filled_in_and_where_the_lists_k_differs_both_are_said(
        open_page: PageOpener, listed: Path) -> None:
    at = pick(open_page("game", rules="fide", k_rule="true", on="2026-12-02"), "you",
              "meier anna", 4711)
    assert at.number_input(key="born").value == 1985
    assert at.checkbox(key="r2400").value is False  # K 40 is no K 10: 2400 never reached
    # born 1985, adult; 30 games played before as the page has it, under 2400: K 20
    differs = ("The list gives K 40; FIDE's rule (§8.3.3) from the facts here gives 20. The "
               "page uses 20. The list counts only its month's games, not all played before: "
               "with fewer than 30 rated games played so far, the rule gives the list's K too.")
    assert any(differs in caption for caption in captions(at))
    at.number_input(key="played").set_value(12).run()  # fewer than 30 games: K 40
    assert any("K 40: the list's, and FIDE's rule from these facts gives the same." in caption
               for caption in captions(at))


def test_k_by_hand_takes_the_lists_k_and_says_the_rules_beside_it(
        open_page: PageOpener, listed: Path) -> None:
    at = pick(open_page("game"), "you", "Meier", 4711)
    assert at.number_input(key="k").value == 40
    assert any("The list gives K 40; FIDE's rule (§8.3.3) from the facts here gives 20. The "
               "page uses 40." in caption for caption in captions(at))


def test_the_opponents_k_facts_come_from_the_list_under_fides_rule(
        open_page: PageOpener, listed: Path) -> None:
    at = pick(open_page("game", rules="fide", k_rule="true", on="2026-12-02"), "opponent",
              "carlsen", 1503014)
    assert at.number_input(key="o_born").value == 1990
    assert at.checkbox(key="o_r2400").value is True


def test_with_the_dwz_the_page_says_the_list_is_fides(open_page: PageOpener, listed: Path) -> None:
    at = open_page("game", by="dwz")
    assert any("it gives Elo ratings, no DWZ" in caption for caption in captions(at))
    assert not [box for box in at.text_input if box.key == "_you_find"]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_without_a_list_the_page_says_so_once_and_works_as_before(
        open_page: PageOpener, no_list: None, lang: str) -> None:
    at = open_page("game", lang=lang, rules="fide")
    assert len([c for c in captions(at) if "rating-list import" in c]) == 1
    assert not [box for box in at.text_input if box.key == "_you_find"]
    # 1800 beats 1900: table 8.1.2 gives 0.36 for D = −100; 20 × 0.64 = 12.8 → ±13
    assert new_ratings(at) == ["1813", "1887"]


def test_a_name_not_on_the_list_is_said_and_nothing_filled_in(
        open_page: PageOpener, listed: Path) -> None:
    at = open_page("game")
    at.text_input(key="_you_find").input("nobody").run()
    assert "No player of the list matches nobody." in captions(at)
    assert at.number_input(key="rating").value == 1800


#: A name on a list is text, whatever it holds: emphasis, a link, an icon, LaTeX.
HOSTILE = "**Evil** [x](http://e.vil) :material/home: $x$, Eve"


def test_a_name_from_the_list_is_shown_as_the_characters_it_is(
        open_page: PageOpener, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from elo_core.rating_list import RatingStore, import_list
    from tests.app.messages import markup_added, showing
    from tests.rating_list_lines import Listed, write_list

    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path / "hostile"))
    import_list(RatingStore(), write_list(tmp_path / "standard_dec26frl.txt",
                                          [Listed("99", HOSTILE, rating="2000")]))
    at = pick(open_page("game"), "you", "99", 99)
    assert showing(at, HOSTILE)
    assert markup_added(at, HOSTILE) == []


@pytest.fixture
def rapid_listed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Núñez, José: 1850 standard, 1700 rapid, K 20 (the combined list, loaded for the two
    kinds); no blitz list."""
    from datetime import date

    from elo_core.rating_list import ListKind, RatingStore, import_list
    from tests.rating_list_lines import COMBINED, Listed, write_list
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path / "data"))
    nunez = Listed("12345", "Núñez, José", fed="ESP", rating="1850", k="40", birth="2011",
                   rapid=("1700", "2", "20"))
    combined = write_list(tmp_path / "players_list_foa.txt", [nunez], COMBINED)
    for kind in (ListKind.STANDARD, ListKind.RAPID):
        import_list(RatingStore(), combined, kind, date(2026, 12, 1))


@pytest.mark.parametrize(("lang", "source", "no_blitz"), [
    ("en", "From FIDE's list, December 2026, rapid: Núñez, José",
     "FIDE's blitz list is not loaded"),
    ("de", "Aus der FIDE-Liste, Dezember 2026, Schnellschach: Núñez, José",
     "Die FIDE-Blitzliste ist nicht geladen"),
    ("nl", "Uit de FIDE-lijst, december 2026, rapid: Núñez, José",
     "De FIDE-blitzlijst is niet geladen"),
])
def test_under_the_rapid_rules_a_player_is_found_in_the_rapid_list(open_page: PageOpener,
        rapid_listed: None, lang: str, source: str, no_blitz: str) -> None:
    at = open_page("game", lang=lang, rules="fide-rapid")
    pick(at, "you", "nunez", 12345)
    assert at.number_input(key="rating").value == 1700  # the rapid list's, not 1850
    assert at.number_input(key="k").value == 20
    assert any(caption.startswith(source) for caption in captions(at))
    at.segmented_control(key="_list_kind").set_value("blitz").run()
    assert any(caption.startswith(no_blitz) for caption in captions(at))
    assert not [box for box in at.text_input if box.key == "_you_find"]


@pytest.mark.parametrize("allowed", [True, False], ids=["upload", "no-upload"])
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_list_not_loaded_says_how_a_list_is_loaded_on_this_server(
        open_page: PageOpener, rapid_listed: None, monkeypatch: pytest.MonkeyPatch, lang: str,
        allowed: bool) -> None:
    from tests.app.expected_texts import HOW_TO_LOAD, PAGE_NAME

    if allowed:
        monkeypatch.setenv("ELO_LIST_UPLOAD", "1")
    else:
        monkeypatch.delenv("ELO_LIST_UPLOAD", raising=False)
    at = open_page("game", lang=lang, rules="fide-rapid")
    at.segmented_control(key="_list_kind").set_value("blitz").run()
    [said] = [caption for caption in captions(at) if "rating-list import" in caption]
    assert HOW_TO_LOAD[lang, allowed] in said
    assert (PAGE_NAME[lang] in said) is allowed


@pytest.fixture
def two_months(listed: Path, tmp_path: Path) -> Path:
    """The December list of ``listed`` and November's beside it: Núñez, José 1820 there
    (K 40, born 2011, 4 games), Carlsen 2831."""
    from elo_core.rating_list import RatingStore, import_list
    from tests.rating_list_lines import Listed, own_columns, write_list

    import_list(RatingStore(listed), write_list(tmp_path / "standard_nov26frl.txt", [
        Listed("12345", "Núñez, José", fed="ESP", rating="1820", games="4", k="40",
               birth="2011"),
        Listed("1503014", "Carlsen, Magnus", fed="NOR", title="GM", rating="2831", k="10",
               birth="1990")], own_columns("NOV26")))
    return listed


MONTHS = {
    "en": ("On the lists kept: Nov 2026 1820 · Dec 2026 1850.",
           "From FIDE's list, November 2026: Núñez, José (FIDE ID 12345, ESP), rating 1820"),
    "de": ("In den gespeicherten Listen: Nov. 2026 1820 · Dez. 2026 1850.",
           "Aus der FIDE-Liste, November 2026: Núñez, José (FIDE-ID 12345, ESP), Elo 1820"),
    "nl": ("In de bewaarde lijsten: nov 2026 1820 · dec 2026 1850.",
           "Uit de FIDE-lijst, november 2026: Núñez, José (FIDE-ID 12345, ESP), rating 1820"),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_name_with_one_match_is_taken_with_its_history_in_the_month_chosen(
        open_page: PageOpener, two_months: Path, lang: str) -> None:
    """One player found is taken as the name is entered, without a choice of one; the line
    under them gives their rating on each month kept; another month chosen finds them there,
    and the line says which month it was."""
    history, november = MONTHS[lang]
    at = open_page("game", lang=lang, rules="fide")
    assert at.selectbox(key="_list_month_standard").value == date(2026, 12, 1)
    at.text_input(key="_you_find").input("nunez").run()
    assert not [box for box in at.selectbox if box.key == "_you_choice"]
    assert at.number_input(key="rating").value == 1850
    assert any(history in caption for caption in captions(at))
    at.selectbox(key="_list_month_standard").set_value(date(2026, 11, 1)).run()
    assert at.number_input(key="rating").value == 1850  # what was taken stands
    at.text_input(key="_you_find").input("jose nunez").run()
    assert at.number_input(key="rating").value == 1820
    assert any(caption.startswith(november) and history in caption
               for caption in captions(at))


def test_a_name_with_several_matches_is_still_a_choice(open_page: PageOpener,
                                                      listed: Path) -> None:
    """``m`` begins Meier, Anna and, given name first, Magnus Carlsen (the surname found
    first): nothing is taken until one is chosen."""
    at = open_page("game")
    at.text_input(key="_you_find").input("m").run()
    assert at.selectbox(key="_you_choice").options == [
        "Meier, Anna · GER · WFM · 1700 · 4711", "Carlsen, Magnus · NOR · GM · 2830 · 1503014"]
    assert at.number_input(key="rating").value == 1800
