"""``pool`` on the files users bring, in bounded memory whatever their size: the first problems
kept and all counted, the blank lines before a header only counted, a Tournament Report File
read a line at a time; the date order and a file given twice said; no traceback."""

import json

import pytest

from elo_core.readers.limits import KEPT_ERRORS
from tests.engine.cli.running import MB, measured, run_on_bytes, run_pool
from tests.paths import ROOT
from tests.trf_lines import player_line, trf

GAME = b"date,white,black,result\n2025-01-07,Anna,Bert,1-0\n"


def test_a_row_that_leaves_out_the_trailing_event_cell_is_read() -> None:
    code, out, err = run_pool(["-"], b"date,white,black,result,event\n2025-01-01,A,B,1-0\n")
    assert (code, err) == (0, "")
    assert json.loads(out)["season"]["games"] == 1


@pytest.mark.slow
def test_a_megabyte_of_junk_rows_is_read_in_bounded_memory() -> None:
    data = GAME + b"x,y,z,w\n" * (MB // 8)
    code, sink, peak = measured(["pool", "--summary", "-"], data)
    assert code == 0 and peak < 8 * MB and sink.size < 100_000


def test_junk_rows_keep_a_hundred_problems_and_count_them_all() -> None:
    code, out = run_on_bytes(["pool", "--summary", "-"], GAME + b"x,y,z,w\n" * 150)
    report = json.loads(out)
    assert (code, len(report["errors"]), report["error_count"]) == (0, KEPT_ERRORS, 150)
    assert [e["line"] for e in report["errors"]] == list(range(3, 3 + KEPT_ERRORS))
    assert report["season"]["games"] == 1


@pytest.mark.slow
def test_blank_lines_before_the_header_take_no_memory() -> None:
    code, _, peak = measured(["pool", "--summary", "-"], b"\n" * (2 * MB) + GAME)
    assert code == 0 and peak < 2 * MB


def test_blank_lines_before_the_header_are_only_counted() -> None:
    code, out = run_on_bytes(["pool", "-"], b"\n" * 1000 + GAME + b"2025-01-08,Anna,Bert,x\n")
    assert code == 0
    report = json.loads(out)
    assert report["games"][0]["line"] == 1002
    assert [e["line"] for e in report["errors"]] == [1003]


@pytest.mark.slow
def test_a_tournament_report_file_of_blank_lines_takes_what_event_takes() -> None:
    head = trf(player_line(1, "Anna", 2000, rounds=[("2", "w", "1")]),
               player_line(2, "Bert", 1900, rounds=[("1", "b", "0")])).encode()
    data = head + b"\n" * (2 * MB)
    code, _, peak = measured(["pool", "--summary", "-"], data)
    assert code == 0 and peak < 2 * MB
    event_peak = measured(["event"], data)[2]
    assert peak < 2 * event_peak + MB


def test_an_identical_file_is_taken_once_and_said() -> None:
    season = str(ROOT / "examples" / "club-season.csv")
    code, out, err = run_pool([season, season, "--summary"])
    assert code == 0 and json.loads(out)["season"]["games"] == 28
    assert err == f"{season}: the same as {season}, which is read already: taken once\n"


def test_the_date_order_read_is_said_and_in_the_answer() -> None:
    code, out, err = run_pool(["-"], b"date,white,black,result\n05/01/2025,Anna,Bert,1-0\n"
                                     b"24/01/2025,Bert,Anna,1-0\n")
    report = json.loads(out)
    assert code == 0 and report["season"]["date_orders"] == ["day-first"]
    assert [g["date"] for g in report["games"]] == ["2025-01-05", "2025-01-24"]
    assert err == ("standard input: dates read day first (DD/MM/YYYY), as the file's dates "
                   "with a day over 12 show (first line 3: 24/01/2025)\n")


def test_a_file_that_writes_dates_both_ways_is_refused_naming_its_lines() -> None:
    code, out, err = run_pool(["-"], b"date,white,black,result\n24/01/2025,Anna,Bert,1-0\n"
                                     b"01/30/2025,Bert,Anna,1-0\n")
    assert (code, out) == (2, "")
    assert "line 3: '01/30/2025' has its day and month the other way round from line 2" in err


def test_a_report_files_end_date_that_is_no_day_is_said_by_its_line() -> None:
    text = "\n".join(["012 Test", "052 2025/13/45",
                      player_line(1, "Alpha", 2000, rounds=[("2", "w", "1")]),
                      player_line(2, "Beta", 1900, rounds=[("1", "b", "0")])]) + "\n"
    code, _, err = run_pool(["-"], text.encode())
    assert code != 0
    assert err.splitlines()[-2:] == [
        "standard input: the file has no end date (052) or start date (042) that can be read, "
        "so its games were not read",
        "standard input: line 2: the date '2025/13/45' is not a day"]
