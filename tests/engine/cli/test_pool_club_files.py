"""``python -m elo_core pool`` on a club's files as organisers write them
(:mod:`tests.club_files`): dates DD/MM/YYYY that no line shows the order of, read as
``--dates`` says."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.club_files import SEASON, START, day_first_season, given_first_season
from tests.paths import ROOT


def pool(tmp_path: Path, files: dict[str, bytes], *flags: str) -> tuple[dict[str, Any], str]:
    """``pool`` run on ``files`` (written to ``tmp_path``) with the example's start list:
    the JSON it prints and what it says on standard error."""
    for name, data in {**files, "club-start.csv": START}.items():
        (tmp_path / name).write_bytes(data)
    done = subprocess.run([sys.executable, "-m", "elo_core", "pool", *files,
                           "--start-list", "club-start.csv", *flags],
                          cwd=tmp_path, capture_output=True, text=True, check=True,
                          env={"PYTHONPATH": str(ROOT)})
    return json.loads(done.stdout), done.stderr


def test_a_season_whose_dates_never_show_their_order_leaves_its_games_out_and_says_how(
        tmp_path: Path) -> None:
    report, said = pool(tmp_path, {"season-2025-26.csv": day_first_season()})
    assert report["season"]["games"] == 0 and report["errors"] == []
    assert report["season"]["undecided"] == [
        {"games": 28, "line": 2, "last_line": 29, "date": "02/09/2025"}]
    assert said == ("season-2025-26.csv: 28 games left out: no date of the file has a day "
                    "over 12, so '02/09/2025' (line 2) could be either day or month first; say "
                    "which with --dates day-first or --dates month-first\n")


def test_dates_day_first_read_the_english_clubs_season_as_the_example_reads(
        tmp_path: Path) -> None:
    """The nights keep their order, so classic Elo, game by game, gives every member the
    example's rating: the same games in the same order (Hugo Hendriks's first rating comes on
    the last night, 1 December, not 25 November)."""
    english, said = pool(tmp_path, {"season-2025-26.csv": day_first_season()},
                         "--dates", "day-first")
    example, _ = pool(tmp_path, {"club-season.csv": SEASON})
    assert english["season"]["games"] == 28 and english["errors"] == []
    assert english["season"]["date_orders"] == ["day-first"]
    def standings(report: dict[str, Any]) -> list[dict[str, Any]]:
        return [{k: v for k, v in p.items() if k not in ("history", "first_rating")}
                for p in report["players"]]

    assert standings(english) == standings(example)
    assert [g["date"] for g in english["games"]][::4] == [
        "2025-09-02", "2025-09-11", "2025-10-03", "2025-10-12", "2025-11-07", "2025-11-10",
        "2025-12-01"]
    assert said == ("season-2025-26.csv: dates read day first (DD/MM/YYYY), as --dates says: "
                    "no date of the file has a day over 12 (first line 2: 02/09/2025)\n")


def test_dates_month_first_read_the_same_file_the_other_way_round(tmp_path: Path) -> None:
    report, _ = pool(tmp_path, {"season-2025-26.csv": day_first_season()},
                     "--dates", "month-first")
    assert report["season"]["date_orders"] == ["month-first"]
    # 02/09/2025 is 9 February, 01/12/2025 12 January: the first night is now 12 January
    assert report["season"]["first_day"] == "2025-01-12"
    assert sorted({g["date"] for g in report["games"]}) == [
        "2025-01-12", "2025-02-09", "2025-03-10", "2025-07-11", "2025-10-11", "2025-11-09",
        "2025-12-10"]


def test_a_file_whose_lines_show_its_order_is_read_in_it_whatever_dates_says(
        tmp_path: Path) -> None:
    us = b"date,white,black,result\n04/01/2025,Anna,Bert,1-0\n03/14/2025,Bert,Anna,0-1\n"
    report, said = pool(tmp_path, {"us.csv": us}, "--dates", "day-first")
    assert report["season"]["date_orders"] == ["month-first"]
    assert [g["date"] for g in report["games"]] == ["2025-03-14", "2025-04-01"]
    assert "as the file's dates with a day over 12 show (first line 3: 03/14/2025)" in said


def test_a_start_list_written_surname_first_rates_the_games_written_given_names_first(
        tmp_path: Path) -> None:
    """Nine members, not sixteen: every start rating applies, every figure the example's; the
    one pair left that looks alike is Hugo Hendriks and H. Hendriks."""
    report, said = pool(tmp_path, {"season-2025-26.csv": given_first_season()})
    example, _ = pool(tmp_path, {"club-season.csv": SEASON})
    assert report["season"]["members"] == 9
    assert report["look_alikes"] == [["H. Hendriks", "Hugo Hendriks"]]
    assert [(p["rating"], p["start_rating"], p["games"]) for p in report["players"]] == [
        (p["rating"], p["start_rating"], p["games"]) for p in example["players"]]
    assert said == ("7 members written both surname first and given names first, each read "
                    "as one member (the first: 'Albers, Arne' as 'Arne Albers')\n")


def test_merge_reads_two_names_that_look_alike_as_one_member(tmp_path: Path) -> None:
    report, _ = pool(tmp_path, {"season-2025-26.csv": given_first_season()},
                     "--merge", "H. Hendriks", "Hugo Hendriks", "--summary")
    assert report["season"]["members"] == 8 and report["look_alikes"] == []
    assert report["season"]["merged"] == [["H. Hendriks", "Hugo Hendriks"]]
    hugo = next(p for p in report["players"] if p["name"] == "Hugo Hendriks")
    assert hugo["games"] + hugo["disregarded_games"] == 7


def test_merge_of_a_name_no_member_has_is_refused(tmp_path: Path) -> None:
    (tmp_path / "games.csv").write_bytes(SEASON)
    done = subprocess.run([sys.executable, "-m", "elo_core", "pool", "games.csv", "--merge",
                           "Nobody", "Claes, Cato"], cwd=tmp_path, capture_output=True,
                          text=True, env={"PYTHONPATH": str(ROOT)})
    assert (done.returncode, done.stdout) == (2, "")
    assert "--merge: no member is called 'Nobody'" in done.stderr
