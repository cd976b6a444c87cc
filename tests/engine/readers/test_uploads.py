"""Game lists from CSV and PGN files."""


import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core import Colour, LineError, Place, Problem, Unplayed
from elo_core.readers.columns import RatingColumn
from elo_core.readers.decoding import decode_text
from elo_core.readers.limits import MAX_LIST_CHARS
from elo_core.readers.parser import parse_game_list
from elo_core.readers.pgn import PgnPlayer, count_pgn_games, read_pgn_games, read_pgn_players
from elo_core.readers.uploads import read_csv_games, read_upload
from tests.paths import DATA

PGN = """[Event "Club"]
[White "Anna"]
[Black "Ben"]
[WhiteElo "1800"]
[BlackElo "1900"]
[Result "1-0"]

1. e4 e5 1-0

[Event "Club"]
[White "Cleo"]
[Black "Anna"]
[WhiteElo "2000"]
[BlackElo "1800"]
[Result "1/2-1/2"]

1. d4 d5 1/2-1/2

[Event "Club"]
[White "Anna"]
[Black "Dirk"]
[WhiteElo "1800"]
[Result "0-1"]

1. c4 0-1

[Event "Club"]
[White "Ben"]
[Black "Cleo"]
[Result "1-0"]

1. f4 1-0

[Event "Club"]
[White "Eva"]
[Black "Anna"]
[WhiteElo "2100"]
[Result "*"]

1. e4 *
"""


def test_pgn_yields_the_named_players_games_from_their_side() -> None:
    parsed = read_pgn_games(PGN, "anna")
    assert [(g.name, g.opponent_rating, g.score) for g in parsed.games] == [
        ("Ben", 1900, 1.0), ("Cleo", 2000, 0.5)]
    assert [(e.line, e.problem) for e in parsed.errors] == [
        (3, Problem.NO_OPPONENT_RATING), (5, Problem.UNFINISHED_GAME)]
    assert parsed.errors[0].message().startswith("game 3: the opponent Dirk has no rating")


def test_pgn_players_most_frequent_first() -> None:
    assert read_pgn_players(PGN)[0].name == "Anna"


def test_csv_in_german_with_semicolons_and_any_column_order() -> None:
    text = "Ergebnis;Gegner;Gegner-Elo;Datum\n1;Meier;1950;2026-01-05\n½;Kurz;2010;\nx;Lang;1900;\n"
    parsed = read_csv_games(text)
    assert [(g.name, g.opponent_rating, g.score, g.date) for g in parsed.games] == [
        ("Meier", 1950, 1.0, "2026-01-05"), ("Kurz", 2010, 0.5, "")]
    assert [(e.line, e.problem, e.token) for e in parsed.errors] == [
        (4, Problem.UNKNOWN_RESULT, "x")]
    assert parsed.errors[0].message().startswith("row 4:")


def test_csv_in_dutch_and_english() -> None:
    dutch = read_csv_games("tegenstander,rating tegenstander,uitslag\nJan,1850,remise\n")
    english = read_csv_games("Opponent rating\tResult\n1850\t0.5\n")
    assert [(g.opponent_rating, g.score) for g in dutch.games] == [(1850, 0.5)]
    assert [(g.opponent_rating, g.score) for g in english.games] == [(1850, 0.5)]


def test_csv_without_a_rating_column_says_so() -> None:
    parsed = read_csv_games("name,result\nMeier,1\n")
    assert parsed.games == []
    assert [(e.problem, e.token) for e in parsed.errors] == [(Problem.MISSING_COLUMN, "rating")]


def test_decoding_accepts_utf8_with_bom_and_windows_1252_and_refuses_a_binary() -> None:
    assert decode_text("\ufeffGegner\n".encode()) == "Gegner\n"
    assert decode_text("Müller O’Brien".encode("cp1252")) == "Müller O’Brien"
    assert isinstance(decode_text(b"PK\x03\x04 not a csv"), LineError)


@given(st.text(max_size=300))
def test_any_csv_text_becomes_games_and_errors_without_raising(text: str) -> None:
    parsed = read_csv_games(text)
    # A round not played may have no opponent; every rating there is in range.
    assert all((g.opponent_rating is None and g.unplayed)
               or (g.opponent_rating is not None and 100 <= g.opponent_rating <= 3500)
               for g in parsed.games)


@given(st.text(st.sampled_from(list('[]"\n 1-0/2*WhiteBlackElo AnnaResult')), max_size=300))
def test_any_pgn_text_becomes_games_and_errors_without_raising(text: str) -> None:
    parsed = read_pgn_games(text, "Anna")
    assert all(g.score in (0.0, 0.5, 1.0) for g in parsed.games)
    read_pgn_players(text)




# --- CSV as people have them ----------------------------------------------------------------

def test_a_semicolon_csv_whose_header_has_one_column_more_than_its_rows_finds_its_columns() -> None:
    parsed = read_csv_games((DATA / "semicolon_extra_header.csv").read_text(encoding="utf-8"))
    assert [(g.line, g.name, g.opponent_rating, g.score, g.date) for g in parsed.games] == [
        (2, "Meier", 1950, 1.0, "2026-01-05"), (3, "Kurz", 2010, 0.5, "2026-01-12")]
    # The row that is not a game is quoted with the file's own separator.
    assert parsed.errors == [LineError(4, "2026-01-19;Lang;1900;x", Problem.UNKNOWN_RESULT, "x",
                                       Place.ROW)]


def test_csv_rows_with_an_unrated_opponent_are_listed_and_forfeits_need_no_rating() -> None:
    text = ("Name,Elo,Result\nMeier,0,1\nKurz,,½\n,,1\nLang,-,+\nBye,,½\n"
            "not paired,,0\n")
    parsed = read_csv_games(text)
    # a game against an unrated opponent is listed, and cannot be rated; without a name or a
    # rating a row says nothing of its opponent
    assert [(e.line, e.problem, e.token) for e in parsed.errors] == [
        (4, Problem.MISSING_RATING, "")]
    assert [(g.line, g.name, g.opponent_rating, g.score, g.unplayed) for g in parsed.games] == [
        (2, "Meier", None, 1.0, None), (3, "Kurz", None, 0.5, None),
        (5, "Lang", None, 1.0, Unplayed.FORFEIT_WIN), (6, "", None, 0.5, Unplayed.BYE),
        (7, "", None, 0.0, Unplayed.BYE)]


def test_csv_result_cells_may_carry_a_colour_and_ratings_a_deviation() -> None:
    parsed = read_csv_games("Gegner;Elo;Ergebnis\nMeier;1950/80;s 1\nKurz;2010;1-0 w\n")
    assert [(g.opponent_rating, g.opponent_rd, g.score, g.colour) for g in parsed.games] == [
        (1950, 80, 1.0, Colour.BLACK), (2010, None, 1.0, Colour.WHITE)]


def test_a_csv_result_column_is_preferred_to_a_points_column() -> None:
    parsed = read_csv_games("Name,Rtg,Pts.,Res.\nMeier,1950,4.5,0\n")
    assert [(g.opponent_rating, g.score) for g in parsed.games] == [(1950, 0.0)]


def test_a_points_column_is_the_result_when_there_is_no_other() -> None:
    parsed = read_csv_games("Gegner;Elo;Punkte\nMeier;1950;0,5\n")
    assert [(g.opponent_rating, g.score) for g in parsed.games] == [(1950, 0.5)]


def test_a_csv_without_a_header_says_so_quoting_the_first_row() -> None:
    parsed = read_csv_games("1800;1\n1900;0\n")
    assert parsed.errors == [LineError(1, "1800;1", Problem.NO_HEADER, "", Place.ROW)]


def test_a_broken_quote_refuses_the_csv_and_names_where_reading_stopped() -> None:
    parsed = read_csv_games('Name,Elo,Result\nMeier,1800,1\n"Kurz,1900,0\nLang,2000,1\n')
    assert parsed.games == []
    assert [(e.line, e.problem) for e in parsed.errors] == [(4, Problem.BAD_QUOTES)]


def test_a_huge_rating_in_a_csv_cell_is_out_of_range() -> None:
    for cell in ("1" * 5000, "0" * 5000 + "1800"):
        parsed = read_csv_games(f"Elo,Result\n{cell},1\n")
        assert [(e.line, e.problem, e.token) for e in parsed.errors] == [
            (2, Problem.RATING_OUT_OF_RANGE, cell)]


def test_ten_thousand_csv_rows_pass_and_one_more_is_refused_naming_its_row() -> None:
    at_limit = "Elo,Result\n" + "1800,1\n" * 10_000
    assert len(read_csv_games(at_limit).games) == 10_000
    parsed = read_csv_games(at_limit + "1900,0\n")
    # Header on row 1, so the 10,001st game is row 10,002.
    assert parsed.games == []
    assert [(e.line, e.problem, e.token, e.place) for e in parsed.errors] == [
        (10_002, Problem.TOO_MANY_GAMES, "10000", Place.ROW)]


@given(st.lists(st.text(st.sampled_from("0123456789;,½wbs+-xMeier \t"), max_size=25),
                max_size=30))
def test_every_csv_row_is_a_game_an_error_or_blank(rows: list[str]) -> None:
    text = "Gegner;Elo;Ergebnis\n" + "\n".join(rows)
    parsed = read_csv_games(text)
    numbers = sorted([g.line for g in parsed.games] + [e.line for e in parsed.errors])
    # A row of empty cells is blank (no quotes here, so its cells are its ;-separated parts).
    assert numbers == [n for n, row in enumerate(rows, start=2)
                       if any(cell.strip() for cell in row.split(";"))]


# --- PGN --------------------------------------------------------------------------------------

def test_pgn_players_carry_their_own_elo_tag_from_before_these_games() -> None:
    pgn = ('[White "Anna"]\n[Black "Ben"]\n[WhiteElo "1800"]\n[Date "2025.03.01"]\n'
           '[Result "1-0"]\n\n1-0\n\n'
           '[White "Ben"]\n[Black "Anna"]\n[BlackElo "1825"]\n[Date "2025.05.01"]\n'
           '[Result "0-1"]\n\n0-1\n\n'
           '[White "Anna"]\n[Black "Cleo"]\n[WhiteElo "1790"]\n[Date "2025.04.01"]\n'
           '[Result "*"]\n\n*\n')
    # Anna's earliest game with her Elo is 2025.03.01 (1800): the rating she started these
    # games from, not a later list's (1825 in May); Ben and Cleo have no Elo tag of their own.
    assert read_pgn_players(pgn) == [PgnPlayer("Anna", 3, 1800.0), PgnPlayer("Ben", 2, None),
                                     PgnPlayer("Cleo", 1, None)]


def test_pgn_games_carry_the_players_colour() -> None:
    parsed = read_pgn_games(PGN, "Anna")
    assert [g.colour for g in parsed.games] == [Colour.WHITE, Colour.BLACK]


# --- One entry point for uploads --------------------------------------------------------------

def test_a_txt_upload_in_the_text_boxs_own_format_is_read_as_a_game_list() -> None:
    upload = read_upload("games.txt", "Meier 1800:1\nKurz, Eva 1900 ½\nbye\n".encode())
    assert [(g.name, g.opponent_rating, g.score) for g in upload.games] == [
        ("Meier", 1800, 1.0), ("Kurz, Eva", 1900, 0.5), ("", None, 1.0)]
    assert (upload.errors, upload.refused) == ([], None)


def test_a_txt_upload_with_a_table_header_is_read_by_its_columns() -> None:
    upload = read_upload("card.txt", (DATA / "player_card_de.tsv").read_bytes())
    assert len(upload.games) == 6 and upload.errors == []
    assert [g.name for g in upload.games if g.opponent_rating is None and not g.unplayed] == [
        "Becker Jonas"]


def test_a_csv_upload_in_utf16_or_windows_1252_keeps_its_names() -> None:
    text = "Gegner;Elo;Ergebnis\nO’Brien €;1950;1\n"
    for data in (text.encode("utf-16"), text.encode("cp1252"), b"\xef\xbb\xbf" + text.encode()):
        upload = read_upload("games.csv", data)
        assert [(g.name, g.opponent_rating) for g in upload.games] == [("O’Brien €", 1950)]


def test_an_upload_of_the_same_bytes_from_a_bom_file_reads_as_without_it() -> None:
    upload = read_upload("games.txt", b"\xef\xbb\xbf1800:1\n")
    assert [(g.opponent_rating, g.line) for g in upload.games] == [(1800, 1)]


def _refusal(filename: str, data: bytes, player: str | None = None) -> tuple[Problem, int, str]:
    upload = read_upload(filename, data, player)
    assert upload.games == [] and upload.refused is not None
    return upload.refused.problem, upload.refused.line, upload.refused.token


@pytest.mark.parametrize(("filename", "data", "refusal"), [
    ("games.csv", b"", (Problem.EMPTY_FILE, 0, "")),
    ("games.txt", b"  \n\n", (Problem.EMPTY_FILE, 0, "")),
    ("games.csv", b"PK\x03\x04\x14\x00\x06\x00", (Problem.NOT_TEXT, 0, "")),   # an .xlsx
    ("games.csv", b"\x89PNG\r\n\x1a\n\x00\x00", (Problem.NOT_TEXT, 0, "")),
    ("games.txt", b"1800:1\n1900:0\nM\x81ller 2000:1\n", (Problem.UNREADABLE_FILE, 3, "0x81")),
    ("games.csv", b"Name;Elo;Ergebnis\n", (Problem.NO_GAMES, 0, "")),             # header only
    ("games.csv", b"Meier;1800;1\n", (Problem.NO_HEADER, 1, "")),
    ("games.csv", b"Name;Ergebnis\nMeier;1\n", (Problem.MISSING_COLUMN, 1, "rating")),
    ("games.csv", b'Name,Elo,Result\n"Meier,1800,1\n', (Problem.BAD_QUOTES, 2, "")),
    ("games.csv", b"Elo,Result\n1800,x\n", (Problem.NO_GAMES, 0, "")),          # rows all bad
    ("games.pgn", b"this is not a pgn\n", (Problem.NO_GAMES, 0, "")),
    ("games.pgn", b'[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1-0\n',
     (Problem.NO_RATINGS, 0, "")),
    ("games.txt", ("1800:1\n" * 10_001).encode(), (Problem.TOO_MANY_GAMES, 10_001, "10000")),
])
def test_a_failed_upload_comes_back_as_the_reason_nothing_was_imported(filename: str, data: bytes,
        refusal: tuple[Problem, int, str]) -> None:
    assert _refusal(filename, data) == refusal


def test_rows_that_failed_are_listed_with_the_refusal() -> None:
    upload = read_upload("games.csv", b"Elo,Result\n1800,x\n50,1\n")
    assert [(e.line, e.problem) for e in upload.errors] == [
        (2, Problem.UNKNOWN_RESULT), (3, Problem.RATING_OUT_OF_RANGE)]


def test_a_pgn_upload_first_lists_the_players_then_reads_the_chosen_ones_games() -> None:
    first = read_upload("club.pgn", PGN.encode())
    assert (first.games, first.refused) == ([], None)
    assert [p.name for p in first.players][:1] == ["Anna"]
    chosen = read_upload("club.pgn", PGN.encode(), "Anna")
    assert [(g.name, g.opponent_rating, g.score) for g in chosen.games] == [
        ("Ben", 1900, 1.0), ("Cleo", 2000, 0.5)]
    assert [e.problem for e in chosen.errors] == [Problem.NO_OPPONENT_RATING,
                                                  Problem.UNFINISHED_GAME]


def test_a_pgn_in_a_txt_file_is_read_as_a_pgn() -> None:
    assert read_upload("export.txt", PGN.encode()).players[0].name == "Anna"


GAME = ('[Event "x"]\n[White "Anna"]\n[Black "Ben"]\n[WhiteElo "1800"]\n[BlackElo "1900"]\n'
        '[Result "1-0"]\n\n1. e4 1-0\n\n')


#: A PGN game of headers alone: 20,001 of them are within the pages' limit of characters.
SHORT_GAME = '[White "A"]\n[Black "B"]\n[WhiteElo "1800"]\n[Result "1-0"]\n\n1-0\n\n'


def test_a_pgn_of_20000_games_is_read_and_20001_are_refused_before_any_is_read() -> None:
    assert len(SHORT_GAME * 20_001) < MAX_LIST_CHARS
    assert count_pgn_games(SHORT_GAME * 20_000) == 20_000
    assert read_upload("big.pgn", (SHORT_GAME * 20_000).encode()).refused is None
    assert _refusal("big.pgn", (SHORT_GAME * 20_001).encode()) == (Problem.TOO_MANY_GAMES, 0,
                                                                   "20000")


@pytest.mark.parametrize("name", ["games.txt", "games.csv", "big.pgn"])
def test_a_file_longer_than_the_pages_take_is_refused_before_it_is_read(name: str) -> None:
    """2,000,000 characters (``MAX_LIST_CHARS``) the most, whatever the file is: a PGN of
    long games too; the command line, which reads in bounded memory, passes no limit."""
    within = (GAME * (MAX_LIST_CHARS // len(GAME) + 1))[:MAX_LIST_CHARS]
    assert _refusal(name, (within + "x").encode()) == (Problem.TOO_MANY_CHARACTERS, 0,
                                                       str(MAX_LIST_CHARS))
    upload = read_upload(name, (within + "x").encode(), max_chars=None)
    assert upload.refused is None or upload.refused.problem is not Problem.TOO_MANY_CHARACTERS
    upload = read_upload(name, within.encode())
    assert upload.refused is None or upload.refused.problem is not Problem.TOO_MANY_CHARACTERS


def test_a_players_games_beyond_the_list_limit_are_refused() -> None:
    assert _refusal("big.pgn", (GAME * 10_001).encode(), "Anna") == (
        Problem.TOO_MANY_GAMES, 0, "10000")


@given(st.binary(max_size=300), st.sampled_from(["a.csv", "a.txt", "a.pgn", "a", "A.CSV"]))
def test_any_bytes_under_any_name_become_an_upload_without_raising(data: bytes,
        filename: str) -> None:
    upload = read_upload(filename, data)
    assert upload.games or upload.refused or upload.players


@given(st.text(max_size=300), st.sampled_from(["a.csv", "a.txt", "a.pgn"]))
def test_any_text_under_any_name_becomes_an_upload_without_raising(text: str,
        filename: str) -> None:
    upload = read_upload(filename, text.encode("utf-8", "surrogatepass"))
    assert (upload.refused is None) == bool(upload.games or upload.players)


def test_a_huge_rating_in_a_txt_upload_is_an_error_never_an_exception() -> None:
    data = ("1" * 150 + ":1\n" + "1" * 5000 + ":1\n1800:1\n").encode()
    upload = read_upload("games.txt", data)
    # Within the 200 characters a line may have, and beyond them too, the rating is out of
    # range (a line that long is not read further, but it is plainly a rating and a result).
    assert [(e.line, e.problem) for e in upload.errors] == [
        (1, Problem.RATING_OUT_OF_RANGE), (2, Problem.RATING_OUT_OF_RANGE)]
    assert [g.opponent_rating for g in upload.games] == [1800]


@pytest.mark.parametrize(("header", "row"), [
    ("Name;DWZ;Elo;Erg.", "Meier;1650;1850;1"),
    ("Name\tRtgN\tRtgI\tRes.", "Meier\t1650\t1850\t1"),
    ("naam,KNSB,FIDE,uitslag", "Meier,1650,1850,1"),
])
def test_a_table_with_a_national_and_a_fide_rating_is_rated_against_the_fide_one(header: str,
        row: str) -> None:
    parsed = read_csv_games(f"{header}\n{row}\n")
    assert [g.opponent_rating for g in parsed.games] == [1850.0]


@pytest.mark.parametrize(("header", "row"), [
    ("Name;DWZ;Elo;Erg.", "Meier;1650;1850;1"),
    ("Name\tRtgI\tRtgN\tRes.", "Meier\t1850\t1650\t1"),
    ("Name\tRtg\tRtgN\tRes.", "Meier\t1850\t1650\t1"),
])
def test_the_dwz_s_games_take_the_national_rating_of_a_table_that_has_both(header: str,
        row: str) -> None:
    text, national = f"{header}\n{row}\n", RatingColumn.NATIONAL
    for games in (read_csv_games(text, rating_column=national).games,
                  parse_game_list(text, rating_column=national).games,
                  read_upload("card.txt", text.encode(), rating_column=national).games):
        assert [g.opponent_rating for g in games] == [1650.0]
