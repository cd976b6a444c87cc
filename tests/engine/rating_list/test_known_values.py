"""Reading a rating list's lines, known values: FIDE's TXT lists by the columns their headers
name, and the DSB's ``spieler.csv`` by its header's names, each line written out by hand from
the layouts :mod:`elo_core.rating_list.layout` and :mod:`elo_core.rating_list.dsb.header` cite
(FIDE's downloads; schach-in's and clm_dsb_import's readers of the DSB's export).

The names' folded forms (for looking a player up) are another module's and are left out here.
"""

from __future__ import annotations

from datetime import date

import pytest

from elo_core.rating_list.dsb.header import read_header as read_dwz_header
from elo_core.rating_list.dsb.lines import DWZ_COLUMNS, DwzLineReader, evaluation_day
from elo_core.rating_list.layout import read_layout
from elo_core.rating_list.lines import ROW_COLUMNS, LineReader
from elo_core.rating_list.naming import kind_from_name, month_from_code, month_from_name
from elo_core.rating_list.problems import ListIssue, ListProblem
from elo_core.rating_list.records import ListKind

#: A kind's own list as FIDE writes it (``standard_rating_list.txt``, 136 characters a line):
#: each column starts where its name starts and runs to the next name.
#:         0         1         2         3         4         5         6         7         8
#:         0123456789012345678901234567890123456789012345678901234567890123456789012345678901
OWN = ("ID Number      Name                                                         Fed Sex "
       "Tit  WTit OTit           FOA DEC26 Gms K  B-day Flag")
CARLSEN = ("1503014        Carlsen, Magnus                                              NOR M   "
           "GM                           2830  5   10 1990")
MEIER = ("4711           Meier, Anna                                                  GER F   "
         "     WFM  FT             AIM 1700  0   40 0     wi")
#: The combined list (``players_list_foa.txt``, 162 characters): each kind's three columns.
COMBINED = ("ID Number      Name                                                         Fed Sex "
            "Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag")
KOK = ("100003         Kok, Anna                                                    NED F   "
       "     WIM                     2200  9   20 2150  0   20 0     0   20 1995  w")

#: The fields a row holds beside the names' folded forms.
SHOWN = tuple(column for column in ROW_COLUMNS if column not in ("surname_first", "given_first"))

#: The day the lists are read on: a birth year or a DWZ evaluation after it is out of range.
TODAY = date(2026, 12, 5)


def shown(row: tuple[object, ...] | ListProblem) -> dict[str, object]:
    assert not isinstance(row, ListProblem), row
    return {column: value for column, value in zip(ROW_COLUMNS, row, strict=True)
            if column in SHOWN}


def test_a_kinds_own_header_gives_each_field_its_columns() -> None:
    layout = read_layout(OWN, None)
    assert layout is not None
    assert layout.columns == {
        "fide_id": (0, 15), "name": (15, 76), "federation": (76, 80), "sex": (80, 84),
        "title": (84, 89), "women_title": (89, 94), "other_titles": (94, 109),
        "rating": (113, 119), "games": (119, 123), "k": (123, 126), "birth_year": (126, 132),
        "flag": (132, None)}
    assert (layout.combined, layout.month_code, layout.kind) == (False, "DEC26", None)


def test_a_line_of_a_kinds_own_list_gives_every_field_as_written() -> None:
    layout = read_layout(OWN, None)
    assert layout is not None
    reader = LineReader(layout, TODAY)
    assert shown(reader.row(2, CARLSEN)) == {
        "fide_id": 1503014, "name": "Carlsen, Magnus", "federation": "NOR", "sex": "M",
        "title": "GM", "women_title": "", "other_titles": "", "rating": 2830, "games": 5,
        "k": 10, "birth_year": 1990, "inactive": False, "woman": False}
    # a birth year 0 is FIDE's "unknown"; the flag "wi": a woman, inactive; FOA is not read
    assert shown(reader.row(3, MEIER)) == {
        "fide_id": 4711, "name": "Meier, Anna", "federation": "GER", "sex": "F",
        "title": "", "women_title": "WFM", "other_titles": "FT", "rating": 1700, "games": 0,
        "k": 40, "birth_year": None, "inactive": True, "woman": True}


@pytest.mark.parametrize(("kind", "figures"), [
    (None, (2200, 9, 20)), (ListKind.STANDARD, (2200, 9, 20)),
    (ListKind.RAPID, (2150, 0, 20)),
    (ListKind.BLITZ, (None, 0, 20)),   # a 0 rating: no blitz rating
])
def test_the_combined_list_gives_the_kind_asked_for(
        kind: ListKind | None, figures: tuple[int | None, int, int]) -> None:
    layout = read_layout(COMBINED, kind)
    assert layout is not None and layout.combined
    row = shown(LineReader(layout, TODAY).row(2, KOK))
    assert (row["rating"], row["games"], row["k"]) == figures
    assert (row["name"], row["women_title"], row["birth_year"], row["woman"]) == (
        "Kok, Anna", "WIM", 1995, True)


@pytest.mark.parametrize(("line", "issue", "token", "field"), [
    ("1503014        Carlsen", ListIssue.SHORT_LINE, "22", ""),
    ("15O3014        " + CARLSEN[15:], ListIssue.BAD_ID, "15O3014", ""),
    (CARLSEN[:113] + "28x0" + CARLSEN[117:], ListIssue.BAD_NUMBER, "28x0", "rating"),
])
def test_a_line_that_is_no_players_row_says_why(line: str, issue: ListIssue,
                                                token: str, field: str) -> None:
    layout = read_layout(OWN, None)
    assert layout is not None
    problem = LineReader(layout, TODAY).row(9, line)
    assert isinstance(problem, ListProblem)
    assert (problem.line, problem.issue, problem.token, problem.field) == (
        9, issue, token, field)


def test_a_header_without_a_rating_column_is_no_lists() -> None:
    assert read_layout("ID Number      Name      Fed Sex", None) is None


@pytest.mark.parametrize(("name", "kind", "month"), [
    ("standard_dec26frl.zip", ListKind.STANDARD, date(2026, 12, 1)),
    ("rapid_jan99frl.zip", ListKind.RAPID, date(1999, 1, 1)),
    ("blitz_MAY05frl.txt", ListKind.BLITZ, date(2005, 5, 1)),
    ("players_list_foa.txt", None, None),
    ("standard_rating_list.zip", ListKind.STANDARD, None),
])
def test_a_files_name_gives_its_kind_and_month_as_fide_names_its_downloads(
        name: str, kind: ListKind | None, month: date | None) -> None:
    assert (kind_from_name(name), month_from_name(name)) == (kind, month)


@pytest.mark.parametrize(("code", "month"), [
    ("DEC26", date(2026, 12, 1)), ("jan71", date(1971, 1, 1)), ("OCT99", date(1999, 10, 1)),
    ("APR00", date(2000, 4, 1)), ("SEP70", date(2070, 9, 1)), ("DEC2026", None), ("XYZ26", None),
])
def test_a_month_code_is_the_month_fide_means(code: str, month: date | None) -> None:
    # FIDE's lists begin in the 1970s: 71–99 are the 1900s, 00–70 the 2000s
    assert month_from_code(code) == month


# --- The DSB's spieler.csv ----------------------------------------------------------------------

#: The older export's header as clm_dsb_import checks it, and a member's line.
OLDER = ("ZPS,Mgl-Nr,Status,Spielername,Geschlecht,Spielberechtigung,Geburtsjahr,"
         "Letzte-Auswertung,DWZ,Index,FIDE-Elo,FIDE-Titel,FIDE-ID,FIDE-Land")
MUELLER = "C0327,0012,A,\"Müller,Jürgen,Dr.\",M,D,1961,202648,1843,57,1901,FM,4612345,GER"
#: The newer export's header (semicolons, first and last name apart), and a member's line.
NEWER = ("ID;ZPS;Mitgliedsnummer;Status;Nachname;Vorname;Geschlecht;Spielberechtigung;"
         "Geburtsjahr;Letzte Auswertung;DWZ;Index;FIDE-Elozahl;FIDE-Titel;FIDE-ID;FIDE-Land;"
         "FIDE-Frauentitel;FIDE-Elozahl-Schnellschach;FIDE-Elozahl-Blitz")
WEISS = "99;B0101;7;P;Weiß;Anna, Lena;W;D;2014;2026-11-30;1204;3;0;;0;;WCM;0;1350"


def dwz_row(header: str, line: str) -> dict[str, object]:
    columns = read_dwz_header(header)
    assert not isinstance(columns, str), columns
    row = DwzLineReader(columns, {"C0327": "SK Zähringen"}, TODAY).row(2, line)
    assert row is not None and not isinstance(row, ListProblem), row
    return {column: value for column, value in zip(DWZ_COLUMNS, row, strict=True)
            if column not in ("surname_first", "given_first")}


def test_the_older_exports_line_gives_every_field_its_name_names() -> None:
    # the member as the DSB writes them, ZPS and number without its leading zeros; the name
    # "Nachname,Vorname,Titel"; the Elo and the ID FIDE's
    assert dwz_row(OLDER, MUELLER) == {
        "member_id": "C0327-12", "zps": "C0327", "member": 12,
        "name": "Müller, Jürgen", "academic_title": "Dr.", "sex": "M", "status": "A",
        "birth_year": 1961, "last_evaluation": "202648", "dwz": 1843, "dwz_index": 57,
        "fide_id": 4612345, "fide_elo": 1901, "fide_title": "FM", "women_title": "",
        "fide_federation": "GER", "fide_rapid": None, "fide_blitz": None,
        "club": "SK Zähringen"}


def test_the_newer_exports_line_by_its_own_names_with_a_comma_in_the_given_name() -> None:
    row = dwz_row(NEWER, WEISS)
    # the comma in "Anna, Lena" read as a space; 0 is "none" for the FIDE figures
    assert (row["zps"], row["member"], row["name"], row["status"], row["birth_year"]) == (
        "B0101", 7, "Weiß, Anna Lena", "P", 2014)
    assert (row["dwz"], row["dwz_index"], row["fide_id"], row["fide_elo"], row["fide_rapid"],
            row["fide_blitz"], row["women_title"], row["club"]) == (
        1204, 3, None, None, None, 1350, "WCM", "")


def test_a_member_number_0_is_no_player_and_a_header_without_a_name_is_refused() -> None:
    columns = read_dwz_header(OLDER)
    assert not isinstance(columns, str)
    assert DwzLineReader(columns, {}, TODAY).row(3, MUELLER.replace(",0012,", ",0,")) is None
    assert read_dwz_header("ZPS;Mgl-Nr;DWZ;Index") == "name"  # the first needed column missing


@pytest.mark.parametrize(("text", "day"), [
    ("2026-11-30", date(2026, 11, 30)), ("30.11.2026", date(2026, 11, 30)),
    ("1.2.2026", date(2026, 2, 1)), ("202648", None), ("31.11.2026", None), ("", None)])
def test_a_last_evaluation_is_a_day_where_it_is_written_as_one(text: str,
                                                               day: date | None) -> None:
    assert evaluation_day(text) == day
