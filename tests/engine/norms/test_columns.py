"""A norm's titles and federations from a pasted table's or a CSV's columns, read as if written
beside the name: chess-results' player card in English (its title column has no name), German
and Dutch, and CSVs with ``Title``/``Fed`` columns. The figures are worked out by hand from
FIDE Handbook B.01 (2024) and the 1.4.9 table (table 8.1.1: 78% → 220)."""

import pytest

from elo_core import (
    NormCheck,
    NormTitle,
    Problem,
    RequirementName,
    check_norm,
    parse_game_list,
    typed_record,
)
from elo_core.readers.uploads import read_upload
from tests.paths import DATA

#: Nine rounds: three GMs from three federations (ESP, FRA, ITA), three IMs, two FMs, one
#: opponent without a title, and the player's federation GER five times; 7 points.
CARD = [
    ("GM", "ESP", 2550, "w", "1"), ("GM", "FRA", 2500, "b", "½"), ("GM", "ITA", 2450, "w", "1"),
    ("IM", "GER", 2400, "b", "½"), ("IM", "GER", 2400, "w", "1"), ("FM", "GER", 2350, "b", "½"),
    ("FM", "GER", 2300, "w", "1"), ("", "GER", 2250, "b", "½"), ("IM", "ESP", 2400, "w", "1")]


def card(header: list[str], black: str = "s", delimiter: str = "\t") -> str:
    """The card under a chess-results header (round, board, start number, title, name, rating,
    federation, club, the opponent's points, the result)."""
    rows = [delimiter.join([str(rd), str(rd), str(10 + rd), title, f"Spieler {rd}", str(rating),
                            fed, "SK", "5", f"{black if colour == 'b' else 'w'} {result}"])
            for rd, (title, fed, rating, colour, result) in enumerate(CARD, 1)]
    return "\n".join([delimiter.join(header), *rows]) + "\n"


ENGLISH = card(["Rd.", "Bo.", "SNo", "", "Name", "Rtg", "FED", "Club/City", "Pts.", "Res."], "b")
GERMAN = card(["Rd.", "Br.", "SNr", "Titel", "Name", "Elo", "Land", "Verein/Ort", "Pkt.", "Erg."])
DUTCH = card(["Rd.", "Bd.", "SNr", "Titel", "Naam", "Elo", "Land", "Vereniging", "Pnt.", "Res."],
             "z")


def gm_sheet(text: str, federation: str = "GER"
             ) -> tuple[NormCheck, dict[RequirementName, tuple[float | None, float, bool]]]:
    games = parse_game_list(text).games
    record = typed_record(games, federation, False, 9)
    check = check_norm(record, NormTitle.GM)
    return check, {r.name: (r.value, r.needed, r.holds) for r in check.judged.requirements}


@pytest.mark.parametrize("text", [ENGLISH, GERMAN, DUTCH], ids=["en", "de", "nl"])
def test_a_player_cards_title_and_federation_columns_make_the_gm_norm(text: str) -> None:
    """By hand: Ra = (2550 + 2500 + 2450 + 3 × 2400 + 2350 + 2300 + 2250) / 9 = 21600 / 9 =
    2400 (no one below the floor 2200); p = 7/9 = 77.8% → 78% → dp 220, Rp 2620 ≥ 2600;
    8 title holders of at least 5 (9/2 up); 3 GMs of at least 3; ESP, FRA, ITA: 3 foreign
    federations of at least 2; GER 5 of at most 5 (3/5 of 9 = 5.4 down); one federation at
    most 6 (2/3 of 9)."""
    check, figures = gm_sheet(text)
    assert figures == {
        RequirementName.GAMES: (9, 9, True),
        RequirementName.SCORE: (7.0, 3.5, True),
        RequirementName.AVERAGE_RATING: (2400, 2380, True),
        RequirementName.PERFORMANCE: (2620, 2600, True),
        RequirementName.TITLE_HOLDERS: (8, 5, True),
        RequirementName.TITLE_OR_HIGHER: (3, 3, True),
        RequirementName.FOREIGN_FEDERATIONS: (3, 2, True),
        RequirementName.OWN_FEDERATION: (5, 5, True),
        RequirementName.ONE_FEDERATION: (5, 6, True),
    }
    assert check.achieved


def test_the_columns_give_what_the_same_games_typed_with_title_and_federation_give() -> None:
    typed = "\n".join(f"{title} {fed} {rating}:{result}" for title, fed, rating, _, result in CARD)
    games = parse_game_list(typed).games
    assert gm_sheet(GERMAN)[0].judged == check_norm(
        typed_record(games, "GER", False, 9), NormTitle.GM).judged


def test_a_player_of_another_federation_has_the_ger_opponents_as_foreign() -> None:
    """As a player of ESP: GER, FRA, ITA are 3 foreign federations; ESP 2 of at most 5."""
    figures = gm_sheet(ENGLISH, "esp")[1]
    assert figures[RequirementName.FOREIGN_FEDERATIONS] == (3, 2, True)
    assert figures[RequirementName.OWN_FEDERATION] == (2, 5, True)


@pytest.mark.parametrize("header, delimiter", [
    ("Name;Title;Fed;Elo;Result", ";"), ("Gegner;Titel;Föderation;Elo;Ergebnis", ";"),
    ("Opponent,Federation,Title,Rating,Score", ","), ("Naam;Titel;Federatie;Elo;Uitslag", ";")])
def test_a_csv_with_title_and_federation_columns_in_any_order(header: str, delimiter: str) -> None:
    names = header.split(delimiter)
    rows = []
    for number, (title, fed, rating, _, result) in enumerate(CARD, 1):
        cells = {0: f"Player {number}", 3: str(rating), 4: result.replace("½", "0.5")}
        title_at, fed_at = (1, 2) if names[1].lower().startswith("tit") else (2, 1)
        cells |= {title_at: title, fed_at: fed.lower()}  # a federation in small letters too
        rows.append(delimiter.join(cells[i] for i in range(5)))
    text = "\n".join([header, *rows]) + "\n"
    upload = read_upload("card.csv", text.encode())
    assert upload.table == text  # kept whole, so that the page's box keeps the columns
    figures = gm_sheet(text)[1]
    assert figures[RequirementName.TITLE_OR_HIGHER] == (3, 3, True)
    assert figures[RequirementName.FOREIGN_FEDERATIONS] == (3, 2, True)
    assert figures[RequirementName.OWN_FEDERATION] == (5, 5, True)


def test_an_empty_cell_takes_what_the_name_says_and_a_column_is_taken_before_the_name() -> None:
    text = ("Name\tTitel\tLand\tElo\tErg.\n"
            "Meier IM FRA\t\t\t2400\t1\n"        # the cells empty: the name's IM FRA
            "Kurz WGM ITA\tGM\tESP\t2500\t½\n")  # the columns first
    games = parse_game_list(text).games
    assert [(g.name, g.title, g.federation) for g in games] == [("Meier", "IM", "FRA"),
                                                               ("Kurz", "GM", "ESP")]
    record = typed_record(games, "GER", False, 9)
    assert [(g.title, g.federation) for g in record.games] == [("IM", "FRA"), ("GM", "ESP")]


def test_the_german_card_of_the_test_data_gives_its_federations_and_no_titles() -> None:
    text = (DATA / "player_card_de.tsv").read_text(encoding="utf-8")
    parsed = parse_game_list(text)
    assert {g.line: (g.title, g.federation) for g in parsed.games} == {
        2: ("", "GER"), 3: ("", "GER"), 4: ("", "AUT"), 5: ("", "GER"), 6: ("", "GER"),
        7: ("", "")}
    assert parsed.notes == ()


def test_an_unknown_title_or_a_federation_not_of_three_letters_is_its_lines_problem() -> None:
    text = ("Rd.\tBr.\tSNr\tTitel\tName\tElo\tLand\tPkt.\tErg.\n"
            "1\t1\t5\tXM\tA\t2500\tESP\t5\tw 1\n"
            "2\t1\t6\tGM\tB\t2500\tSpanien\t5\ts ½\n"
            "3\t1\t7\tGM\tC\t2500\tFRA\t5\tw 1\n")
    parsed = parse_game_list(text)
    games = parsed.games
    assert parsed.errors == []
    assert [(e.line, e.problem, e.token) for e in parsed.notes] == [
        (2, Problem.UNKNOWN_TITLE, "XM"), (3, Problem.NOT_A_FEDERATION, "Spanien")]
    assert parsed.notes[0].message() == (
        "line 2: “XM” is not a FIDE title (GM, IM, WGM, WIM, FM, WFM, CM, WCM): the "
        "norm counts this opponent without a title — \"1\t1\t5\tXM\tA\t2500\tESP\t5\tw 1\"")
    # the game is still rated, and the norm counts the opponent without what was not read
    assert len(games) == 3
    record = typed_record(games, "GER", False, 9)
    assert [(g.title, g.federation) for g in record.games] == [
        ("", "ESP"), ("GM", ""), ("GM", "FRA")]

