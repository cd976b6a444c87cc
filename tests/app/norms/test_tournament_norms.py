"""Title norms on the Tournament page through AppTest: the opponents' titles and federations
written in the list (``GM ESP 2500:1``), the norm sheet of the games entered, and what the
rounds left must bring, in English, German and Dutch. Worked out by hand from FIDE Handbook
B.01 (2024) and the 1.4.9 table (FIDE's table 8.1.1: 67% → 125, 61% → 80)."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from tests.app.event.pasted import page_text
from tests.app.norms.norm_cases import HEADERS, player_card, sheet
from tests.conftest import PageOpener

#: Seven games against GMs of 2500 from three federations, 5 points (4 wins, 2 draws, a loss).
GAMES = "\n".join(f"GM {fed} 2500:{score}" for fed, score in zip(
    ["ESP", "ESP", "ESP", "FRA", "FRA", "ITA", "ITA"], ["1", "1", "1", "1", "½", "½", "0"],
    strict=True))


def open_norms(open_page: PageOpener, **params: str) -> AppTest:
    at = open_page("tournament", games=GAMES, norm_open="true", norm_fed="GER", rating="2450",
                   **params)
    return at


def test_seven_games_are_no_norm_and_two_rounds_left_need_a_point(open_page: PageOpener) -> None:
    """7 of 9 games: 1.4.1a asks for 9. With the two rounds left against 2500s (the average so
    far), 9 games at Ra 2500: 5½/9 = 61% → 2580, 6/9 = 67% → 2625 ≥ 2600, so 1 point more
    for the GM norm; for the IM (2450: 4/9 = 44% → dp −43, 2457) the 5 points are enough."""
    at = open_norms(open_page)
    gm = sheet(at, "GM")
    assert gm["Games"] == ["7", "at least 9", "1.4.1a", "✗ no"]
    assert gm["Opponents with the norm's title or higher"] == ["7", "at least 3", "1.4.5b",
                                                              "✓ yes"]
    assert gm["Federations other than the player's"] == ["3", "at least 2", "1.4.3", "✓ yes"]
    text = page_text(at)
    assert "The 2 rounds left" in text
    assert "GM norm: 1 point needed" in text and "IM norm: 0 points needed" in text


@pytest.mark.parametrize("lang, needed, games", [
    ("de", "GM-Norm: 1 Punkt nötig", "Partien"), ("nl", "GM-norm: 1 punt nodig", "Partijen")])
def test_the_planner_and_the_sheet_in_german_and_dutch(
        open_page: PageOpener, lang: str, needed: str, games: str) -> None:
    at = open_norms(open_page, lang=lang)
    assert needed in page_text(at)
    assert sheet(at, "GM")[games][0] == "7"


def test_without_your_federation_the_federations_are_not_known(open_page: PageOpener) -> None:
    at = open_page("tournament", games=GAMES, norm_open="true", norm_rounds="7")
    assert sheet(at, "GM")["Federations other than the player's"][0] == "not known"


@pytest.mark.parametrize("lang, made, rows", [
    ("en", "GM norm: made", ("Opponents with the norm's title or higher",
                             "Opponents with a title (GM, IM, WGM, WIM, FM, WFM)",
                             "Federations other than the player's",
                             "Opponents of the player's federation", "Performance")),
    ("de", "GM-Norm: erreicht", ("Gegner mit dem Titel der Norm oder höher",
                                 "Gegner mit Titel (GM, IM, WGM, WIM, FM, WFM)",
                                 "Andere Föderationen als die des Spielers",
                                 "Gegner der eigenen Föderation", "Leistung")),
    ("nl", "GM-norm: behaald", ("Tegenstanders met de titel van de norm of hoger",
                                "Tegenstanders met een titel (GM, IM, WGM, WIM, FM, WFM)",
                                "Andere federaties dan die van de speler",
                                "Tegenstanders van de eigen federatie", "Prestatie")),
])
def test_a_pasted_player_cards_title_and_federation_columns_make_the_sheet(
        open_page: PageOpener, lang: str, made: str, rows: tuple[str, ...]) -> None:
    at = open_page("tournament", games=player_card(lang), norm_open="true", norm_fed="GER",
                   norm_rounds="9", rating="2450", lang=lang)
    gm = sheet(at, "GM")
    of_title, holders, foreign, own, performance = rows
    assert [gm[r][0] for r in (of_title, holders, foreign, own, performance)] == [
        "3", "8", "3", "5", "2620"]
    assert made in page_text(at)


def test_a_cards_first_seven_rounds_leave_the_gm_norm_one_and_a_half_points(
        open_page: PageOpener) -> None:
    """After 7 rounds (5½ points; 3 GMs, 7 title holders, ESP, FRA, ITA already) against
    opponents of 16950 / 7 = 2421.4 so far: 9 games at Ra 2421 need Rp 2600, dp ≥ 179: 7/9 =
    78% → 220 makes it, 6½/9 = 72% → 166 (2587) does not, so 1½ points; the IM's 2450 needs
    dp ≥ 29, and 5½/9 = 61% → 80 has it."""
    at = open_page("tournament", games=player_card("en", 7), norm_open="true", norm_fed="GER",
                   norm_rounds="9", rating="2450")
    text = page_text(at)
    assert "The 2 rounds left" in text
    assert "GM norm: 1.5 points needed" in text and "IM norm: 0 points needed" in text
    assert sheet(at, "GM")["Opponents with the norm's title or higher"][0] == "3"


def test_a_cards_title_not_read_is_named_by_its_line_and_the_player_asks_for_the_federation(
        open_page: PageOpener) -> None:
    card = player_card("de").replace("\tGM\tSpieler 2", "\tXM\tSpieler 2")
    at = open_page("tournament", games=card, norm_open="true", norm_rounds="9", lang="de")
    warning = " ".join(w.value for w in at.warning)
    assert "Ein Titel oder eine Föderation der Tabelle ist nicht lesbar" in warning
    assert "Zeile 3" in warning and "„XM“ ist kein FIDE-Titel" in warning
    gm = sheet(at, "GM")
    assert gm["Gegner mit dem Titel der Norm oder höher"][0] == "2"
    # without the player's own federation (asked in the expander) the rule cannot be judged
    assert gm["Andere Föderationen als die des Spielers"][0] == "unbekannt"


def test_editing_a_cards_rows_in_the_table_keeps_its_titles_and_federations() -> None:
    from elo_core import Colour, column_facts, parse_game_list
    from pages.ui.tournament.game_list import apply_table_edits

    text = player_card("de", 3).replace("\t½", "\ts ½")  # round 2 with Black
    games = parse_game_list(text).games
    edits = {"edited_rows": {"0": {"rating": 2560}, "1": {"result": "1"}},
             "deleted_rows": [2],
             "added_rows": [{"name": "Neu", "rating": 2300, "result": "½"}]}
    edited = apply_table_edits(text, games, edits)
    again = parse_game_list(edited)
    assert again.errors == []
    assert [(g.name, g.opponent_rating, g.score, g.colour) for g in again.games] == [
        ("Spieler 1", 2560, 1.0, None), ("Spieler 2", 2500, 1.0, Colour.BLACK),
        ("Neu", 2300, 0.5, None)]
    # the rows edited keep their title and federation cells; the row added has none
    assert column_facts(edited, again.games).by_line == {2: ("GM", "ESP"), 3: ("GM", "FRA"),
                                                         4: ("", "")}
    assert edited.splitlines()[0] == HEADERS["de"]
