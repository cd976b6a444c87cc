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
from tests.rendered import rendered

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
    from elo_core import Colour, parse_game_list
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
    assert {g.line: (g.title, g.federation) for g in again.games} == {
        2: ("GM", "ESP"), 3: ("GM", "FRA"), 4: ("", "")}
    assert edited.splitlines()[0] == HEADERS["de"]


#: A 9-round event after 5 rounds: round 1 won by forfeit, then four GMs of 2500 from ESP, FRA,
#: ITA, ESP, 3½ points. The figures are tests/engine/norms/test_rounds_left.py's, worked out by
#: hand there: 8 games are enough (1.4.1c); the GM norm needs 5½/8 (69% → 141, Rp 2641), so 2
#: more; the IM norm 3½/8 (44% → −43, Rp 2457), so none.
FORFEIT_FIRST = "+\nGM ESP 2500:1\nGM FRA 2500:1\nGM ITA 2500:½\nGM ESP 2500:1"


@pytest.mark.parametrize("lang, gm, im, played", [
    ("en", "GM norm: 2 points needed, with 8 games of 9, the round without a game a forfeit win "
           "or a pairing-allocated bye (1.4.1c). It counts as 9 games (1.4.1c).",
     "IM norm: 0 points needed, with 8 games of 9",
     "Each round left counts only as a game played over the board (1.4.2c)"),
    ("de", "GM-Norm: 2 Punkte nötig, mit 8 Partien von 9, die Runde ohne Partie kampflos "
           "gewonnen oder spielfrei (1.4.1c). Sie zählt als 9 Partien (1.4.1c).",
     "IM-Norm: 0 Punkte nötig, mit 8 Partien von 9",
     "Jede verbleibende Runde zählt nur als am Brett gespielte Partie (1.4.2c)"),
    ("nl", "GM-norm: 2 punten nodig, met 8 partijen van 9, de ronde zonder partij reglementair "
           "gewonnen of vrij geloot (1.4.1c). Ze telt als 9 partijen (1.4.1c).",
     "IM-norm: 0 punten nodig, met 8 partijen van 9",
     "Elke resterende ronde telt alleen als een partij die aan het bord is gespeeld (1.4.2c)")])
def test_a_first_round_won_by_forfeit_leaves_eight_games_to_plan_a_norm_of_nine(
        open_page: PageOpener, lang: str, gm: str, im: str, played: str) -> None:
    at = open_page("tournament", games=FORFEIT_FIRST, norm_open="true", norm_fed="GER",
                   rating="2450", lang=lang)
    text = page_text(at)
    assert gm in text and im in text and played in text


def test_a_first_round_lost_by_forfeit_leaves_no_score_enough_and_says_why(
        open_page: PageOpener) -> None:
    at = open_page("tournament", games=FORFEIT_FIRST.replace("+", "-", 1), norm_open="true",
                   norm_fed="GER", rating="2450")
    assert "GM norm: no score is enough: Games (1.4.1a)." in page_text(at)


def test_the_next_rounds_pairing_entered_changes_the_plan_and_is_kept_in_the_link(
        open_page: PageOpener) -> None:
    """A GM of NED rated 2600 next: Ra (7 × 2500 + 2600) / 8 = 2512.5 → 2513, so 5/8 (63% →
    95, Rp 2608) is enough: 1½ points, not 2."""
    at = open_page("tournament", games=FORFEIT_FIRST, norm_open="true", norm_fed="GER",
                   rating="2450")
    at.number_input(key="norm_next").set_value(2600).run()
    at.selectbox(key="_norm_next_title").set_value("GM").run()
    at.text_input(key="_norm_next_fed").set_value("NED").run()
    assert "GM norm: 1.5 points needed" in page_text(at)
    assert [at.query_params[k] for k in ("norm_next", "norm_next_title", "norm_next_fed")] == [
        "2600", "GM", "NED"]
    again = open_page("tournament", games=FORFEIT_FIRST, norm_open="true", norm_fed="GER",
                      rating="2450", norm_next="2600", norm_next_title="GM", norm_next_fed="NED")
    assert "GM norm: 1.5 points needed" in page_text(again)


#: 8 rounds of 11 against GMs of 2500 (ESP, FRA, ITA): 5 wins, a draw and two losses, 5½.
#: Worked out in tests/engine/norms/test_rounds_left.py: a Swiss makes the GM norm with a draw
#: in round 9 (6/9 = 67% → 125, Rp 2625) and leaves rounds 10 and 11 out (1.4.1e); a round
#: robin counts all 11 games, 7/11 (64% → 102, Rp 2602): 1½ points.
EIGHT_OF_ELEVEN = "\n".join(f"GM {f} 2500:{s}" for f, s in zip(
    ["ESP", "FRA", "ITA"] * 3, ["1", "1", "1", "1", "1", "½", "0", "0"], strict=False))


def test_a_swiss_may_leave_the_last_rounds_out_and_a_round_robin_may_not(
        open_page: PageOpener) -> None:
    at = open_page("tournament", games=EIGHT_OF_ELEVEN, norm_open="true", norm_fed="GER",
                   norm_rounds="11", rating="2450")
    assert ("GM norm: 0.5 points needed, with 2 rounds left out: 10, 11 (1.4.1e–f), the points "
            "scored before the rounds left out.") in page_text(at)
    at.selectbox(key="_norm_format").set_value("round-robin").run()
    assert at.query_params["norm_format"] == "round-robin"
    assert "GM norm: 1.5 points needed, with every game counted." in page_text(at)


#: The planner's question for the player's federation, by language: the field named, and why.
FEDERATION_ASKED = {
    "en": "To plan the rounds left, enter your federation above in “Your federation”, as FIDE "
          "writes it (GER, NED, ENG): 1.4.3 and 1.4.4 count your opponents by whether their "
          "federation is yours or another.",
    "de": "Um die verbleibenden Runden zu planen, geben Sie oben unter „Ihre Föderation“ Ihre "
          "Föderation ein, wie die FIDE sie schreibt (GER, NED, ENG): 1.4.3 und 1.4.4 zählen "
          "Ihre Gegner danach, ob ihre Föderation Ihre oder eine andere ist.",
    "nl": "Vul hierboven bij ‘Je federatie’ je federatie in zoals de FIDE die schrijft (GER, "
          "NED, ENG) om de resterende ronden te plannen: 1.4.3 en 1.4.4 tellen je "
          "tegenstanders naar of hun federatie de jouwe is of een andere.",
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_without_your_federation_the_planner_asks_for_it_and_gives_no_verdict(
        open_page: PageOpener, lang: str) -> None:
    """7 of 9 rounds and no federation: 1.4.3 and 1.4.4 have no figure, so the planner names
    the field that asks for it and why, and says no score is enough for no title."""
    at = open_page("tournament", games=GAMES, norm_open="true", rating="2450", lang=lang)
    assert FEDERATION_ASKED[lang] in [rendered(i.value) for i in at.info]
    text = page_text(at)
    assert not any(none in text for none in ("no score is enough", "kein Ergebnis reicht",
                                              "geen score is genoeg"))
    at.text_input(key="_norm_fed").set_value("GER").run()
    assert FEDERATION_ASKED[lang] not in [rendered(i.value) for i in at.info]
    assert {"en": "GM norm: 1 point needed", "de": "GM-Norm: 1 Punkt nötig",
            "nl": "GM-norm: 1 punt nodig"}[lang] in page_text(at)


def test_a_federation_that_is_no_fide_code_is_named_when_the_planner_asks_for_yours(
        open_page: PageOpener) -> None:
    at = open_page("tournament", games=GAMES, norm_open="true", rating="2450", norm_fed="XYZ")
    assert ("“XYZ” is no FIDE federation's code. To plan the rounds left, enter your "
            "federation above in “Your federation”") in " ".join(rendered(i.value)
                                                                for i in at.info)


#: 7 rounds of 9 won, 3 against GMs and 4 against untitled players of 2500: 3 title holders of
#: 9 < 5 (1.4.5a) if the two to come hold none; were both titled, 5 of 9 would hold.
THREE_TITLED = "GM ESP 2500:1\nGM FRA 2500:1\nGM ITA 2500:1\n" + "\n".join(["ESP 2500:1"] * 4)


@pytest.mark.parametrize("lang, said", [
    ("en", "GM norm: no score is enough if the 2 opponents to come hold no title (not known "
           "yet): Opponents with a title (GM, IM, WGM, WIM, FM, WFM) (1.4.5a)."),
    ("de", "GM-Norm: kein Ergebnis reicht, wenn die 2 kommenden Gegner keinen Titel tragen "
           "(noch unbekannt): Gegner mit Titel (GM, IM, WGM, WIM, FM, WFM) (1.4.5a)."),
    ("nl", "GM-norm: geen score is genoeg als de 2 komende tegenstanders geen titel hebben "
           "(nog niet bekend): Tegenstanders met een titel (GM, IM, WGM, WIM, FM, WFM) "
           "(1.4.5a).")])
def test_no_score_enough_only_if_the_opponents_to_come_are_untitled_says_so(
        open_page: PageOpener, lang: str, said: str) -> None:
    at = open_page("tournament", games=THREE_TITLED, norm_open="true", norm_fed="GER",
                   rating="2450", lang=lang)
    assert said in page_text(at)
    at.selectbox(key="_norm_next_title").set_value("GM").run()  # 4 of 9, one not known
    assert {"en": "if the opponent to come holds no title (not known yet)",
            "de": "wenn der kommende Gegner keinen Titel trägt (noch unbekannt)",
            "nl": "als de komende tegenstander geen titel heeft (nog niet bekend)"}[lang] \
        in page_text(at)


@pytest.mark.parametrize("lang, hint", [("en", "e.g. ENG"), ("de", "z. B. GER"),
                                        ("nl", "bijv. NED")])
def test_your_federation_is_empty_with_a_hint_and_a_help(
        open_page: PageOpener, lang: str, hint: str) -> None:
    at = open_page("tournament", games=GAMES, norm_open="true", lang=lang)
    box = at.text_input(key="_norm_fed")
    assert box.value == "" and box.proto.placeholder == hint
    assert "GER, NED, ENG" in box.proto.help


def test_the_events_rounds_take_the_links_range(open_page: PageOpener) -> None:
    from elo_core.ranges import ROUNDS_MAX

    at = open_page("tournament", games=GAMES, norm_open="true", norm_rounds=str(ROUNDS_MAX))
    rounds = at.number_input(key="_norm_rounds")
    assert (rounds.value, rounds.proto.max) == (ROUNDS_MAX, ROUNDS_MAX)
    assert not any("norm_rounds" in w.value for w in at.warning)
