"""A table with several rating columns (a DWZ and an Elo): the one each rating system rates by
is read, the header says which it read and which it passed over, and an upload of such a table
is kept whole so that each system reads its own column; ``dwz`` on the command line reads the
DWZ column and says so, the Elo commands the Elo column."""

import io
from contextlib import redirect_stderr

import pytest

from elo_core.cli.main import main
from elo_core.readers.columns import RatingColumn
from elo_core.readers.parser import parse_game_list, table_header
from elo_core.readers.uploads import read_upload

#: Each header form with a row: Müller, DWZ 1500 and Elo 1700, beaten; Schulz, DWZ 1380 and no
#: Elo (0), a draw. The columns named: the DWZ's, the Elo's.
FORMS = {
    "DWZ Elo": ("Rd.\tSNr\tName\tDWZ\tElo\tVerein/Ort\tPkt.\tErg.\n"
                "1\t16\tMüller Hans\t1500\t1700\tSK Berlin\t3\tw 1\n"
                "2\t15\tSchulz Eva\t1380\t0\tSC Köln\t4\ts ½\n", "DWZ", "Elo"),
    "Elo DWZ": ("Rd.\tSNr\tName\tElo\tDWZ\tVerein/Ort\tPkt.\tErg.\n"
                "1\t16\tMüller Hans\t1700\t1500\tSK Berlin\t3\tw 1\n"
                "2\t15\tSchulz Eva\t0\t1380\tSC Köln\t4\ts ½\n", "DWZ", "Elo"),
    "RtgI RtgN": ("Rd.\tSNo\tName\tRtgI\tRtgN\tFED\tClub/City\tPts.\tRes.\n"
                  "1\t16\tMüller Hans\t1700\t1500\tGER\tSK Berlin\t3\tw 1\n"
                  "2\t15\tSchulz Eva\t0\t1380\tGER\tSC Köln\t4\tb ½\n", "RtgN", "RtgI"),
    "CSV": ("Runde;Name;DWZ;Elo;Ergebnis\n1;Müller Hans;1500;1700;1\n2;Schulz Eva;1380;0;½\n",
            "DWZ", "Elo"),
}


@pytest.mark.parametrize("form", list(FORMS))
def test_each_system_reads_its_column_and_the_header_names_both(form: str) -> None:
    text, dwz, elo = FORMS[form]
    national = parse_game_list(text, rating_column=RatingColumn.NATIONAL).games
    assert [g.opponent_rating for g in national] == [1500.0, 1380.0]
    assert [g.opponent_rating for g in parse_game_list(text).games] == [1700.0, None]
    national_header, header = table_header(text, RatingColumn.NATIONAL), table_header(text)
    assert national_header is not None and header is not None, "the table has a header"
    assert national_header.ratings == (dwz, elo)
    assert header.ratings == (elo, dwz)


@pytest.mark.parametrize("form", list(FORMS))
def test_an_upload_of_a_table_with_both_columns_is_kept_whole(form: str) -> None:
    text = FORMS[form][0]
    name = "karte.csv" if form == "CSV" else "karte.txt"
    upload = read_upload(name, ("\ufeff" + text).encode())
    assert upload.table == text
    again = parse_game_list(upload.table, rating_column=RatingColumn.NATIONAL).games
    assert [g.opponent_rating for g in again] == [1500.0, 1380.0]


def test_a_table_with_one_rating_column_is_not_kept_and_names_one() -> None:
    text = "Name;Elo;Ergebnis\nMeier;1800;1\n"
    assert read_upload("liste.csv", text.encode()).table is None
    header = table_header(text)
    assert header is not None, "the table has a header"
    assert header.ratings == ("Elo",)
    assert table_header("Meier 1800:1") is None


def run(argv: list[str], stdin: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stderr(err):
        code = main(argv, io.StringIO(stdin), out)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("form", list(FORMS))
def test_the_command_line_says_which_column_it_read(form: str) -> None:
    text, dwz, elo = FORMS[form]
    code, _, err = run(["dwz", "--rating", "1500", "--index", "10", "--date", "2026-05-01"],
                       text)
    assert code == 0
    assert err == (f"standard input: the ratings are read from the column '{dwz}' (the "
                   f"national rating, which the DWZ rates by), not from '{elo}'\n")
    code, _, err = run(["series", "--rating", "1800"], text)
    assert code == 0
    assert err == (f"standard input: the ratings are read from the column '{elo}' (the Elo, "
                   f"which this command rates by), not from '{dwz}'\n")


def test_a_table_with_one_rating_column_says_nothing_on_the_command_line() -> None:
    code, _, err = run(["series", "--rating", "1800"], "Name;Elo;Ergebnis\nMeier;1800;1\n")
    assert (code, err) == (0, "")
