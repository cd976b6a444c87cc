"""``python -m elo_core pool``: the JSON contract (players by rating with their history, every
game, look-alikes, errors by file and line), the system and K as given, the summary, and bad
input (exit 2, one line a problem, nothing on standard output)."""

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.engine.cli.running import loaded_by_game, offered, run_pool
from tests.engine.pool.seasons import FOUR, FOUR_START, NEWCOMER_START, ZERO_FIRST_EVENT
from tests.paths import ROOT


@pytest.fixture
def files(tmp_path: Path) -> tuple[str, str]:
    games, start = tmp_path / "games.csv", tmp_path / "start.csv"
    games.write_text(FOUR, encoding="utf-8")
    start.write_text(FOUR_START, encoding="utf-8")
    return str(games), str(start)


#: What ``pool`` says of the FOUR season by §8.3.3's K: Dora's facts do not decide hers.
DORA_ASSUMED = ("1 member's K by §8.3.3 assumed {k}: the start list's facts do not decide it "
                "(the first: 'Dora', no birth_year, no games_before); --k-assumed sets it, a k "
                "column on the start list gives each member's own\n")


def answer(argv: list[str], stdin: bytes = b"", said: str = "") -> dict[str, Any]:
    code, out, err = run_pool(argv, stdin)
    assert (code, err) == (0, said)
    document: dict[str, Any] = json.loads(out, parse_constant=lambda c: pytest.fail(c))
    return document


def test_players_by_rating_with_rating_games_change_and_history(files: tuple[str, str]) -> None:
    games, start = files
    data = answer([games, "--start-list", start, "--system", "fide"],
                  said=DORA_ASSUMED.format(k=20))
    # the FIDE months of tests/engine/pool/test_known_values.py
    assert [(p["name"], p["rating"], p["games"], p["change"]) for p in data["players"]] == [
        ("Anna", 1789, 4, -11), ("Carl", 1653, 4, 53), ("Bert", 1614, 4, -86),
        ("Dora", 1378, 4, 28)]
    assert [step["month"] for step in data["players"][0]["history"]] == [
        "2025-01", "2025-02", "2025-03"]
    assert len(data["games"]) == 9 and data["errors"] == [] and data["look_alikes"] == []
    assert (data["system"], data["k"], data["rules"]) == ("fide", "fide", "fide")


def test_the_k_assumed_where_a_members_facts_do_not_decide_it_is_the_users(
        files: tuple[str, str]) -> None:
    # Dora with K 40 instead of 20 (tests/engine/pool/test_k_by_rule.py): 1405, the others as
    # with 20
    games, start = files
    data = answer([games, "--start-list", start, "--system", "fide", "--k-assumed", "40"],
                  said=DORA_ASSUMED.format(k=40))
    assert {p["name"]: p["rating"] for p in data["players"]} == {
        "Anna": 1789, "Carl": 1653, "Bert": 1614, "Dora": 1405}
    assert data["k_assumed"] == 40
    dora = next(p for p in data["players"] if p["name"] == "Dora")
    assert dora["k_unsure"] == {"k": 40, "rule": None, "basis": "assumed",
                                "missing": ["birth-year", "games-before"]}
    assert [step["k"] for step in dora["history"]] == [40, 40, 40]


@pytest.mark.parametrize(("argv", "first", "k"), [
    ([], ("Anna", pytest.approx(1788.335601)), 20),
    (["--system", "elo", "--k", "20"], ("Anna", pytest.approx(1788.335601)), 20),
    (["--system", "fide", "--k", "20"], ("Anna", 1789), 20),
    (["--system", "fide", "--k", "fide", "--rules", "fide-2024"], ("Anna", 1789), "fide"),
    (["--system", "dwz"], ("Anna", 1783), None),
    (["--system", "glicko2"], ("Anna", pytest.approx(1777.108091)), None),
])
def test_each_system_and_its_k(files: tuple[str, str], argv: list[str],
        first: tuple[str, object], k: int | str | None) -> None:
    games, start = files
    data = answer([games, "--start-list", start, *argv],
                  said=DORA_ASSUMED.format(k=20) if k == "fide" else "")
    assert (data["players"][0]["name"], data["players"][0]["rating"]) == first
    assert data["k"] == k


def test_the_summary_has_the_same_players_without_history_or_games(files: tuple[str, str]) -> None:
    games, start = files
    full = answer([games, "--start-list", start, "--system", "dwz"])
    summary = answer([games, "--start-list", start, "--system", "dwz", "--summary"])
    assert summary["players"] == [{k: v for k, v in p.items() if k != "history"}
                                  for p in full["players"]]
    assert "games" not in summary and summary["game_count"] == 9


def test_without_a_start_list_everyone_starts_unrated(files: tuple[str, str]) -> None:
    games, _ = files
    data = answer([games, "--system", "fide"])
    assert {p["rating"] for p in data["players"]} == {None}
    assert data["players"][0]["first_rating"]["reason"] == "too-few-games"


def test_bad_rows_are_listed_and_the_rest_rated(tmp_path: Path, files: tuple[str, str]) -> None:
    games, start = files
    extra = tmp_path / "more.csv"
    extra.write_text("date,white,black,result\n2025-03-05,Anna,Bert,x\n2025-03-05,anna,Bert,0-1\n",
                     encoding="utf-8")
    data = answer([games, str(extra), "--start-list", start])
    assert [(e["file"], e["line"], e["problem"]) for e in data["errors"]] == [
        (str(extra), 2, "unknown-result")]
    assert data["look_alikes"] == [["Anna", "anna"]]
    assert data["season"]["files"] == [games, str(extra)]


def test_a_trf_and_standard_input(files: tuple[str, str]) -> None:
    games, _ = files
    data = answer([games, str(ROOT / "examples" / "round-robin.trf"), "-", "--system", "glicko2"],
                  b"date,white,black,result\n2025-03-20,Zoe,Anna,1-0\n")
    assert data["season"]["files"] == [games, str(ROOT / "examples" / "round-robin.trf"),
                                       "standard input"]
    assert data["season"]["games"] == 9 + 15 + 1


def test_a_file_read_again_when_its_whole_is_in_another_encoding(tmp_path: Path) -> None:
    games = tmp_path / "games.csv"
    # each game a round of its own: the same game twice would be named and read once
    head = "date,white,black,result,round\n" + "".join(
        f"2025-01-07,Meier,Kahn,1-0,{n}\n" for n in range(1, 5001))
    games.write_bytes((head + "2025-01-08,Müller,Kahn,0-1,1\n").encode("cp1252"))
    data = answer([str(games), "--summary"])
    assert {p["name"] for p in data["players"]} == {"Meier", "Kahn", "Müller"}
    assert data["game_count"] == 5001


@pytest.mark.parametrize(("argv", "said"), [
    (["--system", "elo", "--k", "fide"], "--k fide: FIDE's rule gives K only with --system fide"),
    (["--system", "dwz", "--k", "20"], "--k: the dwz system has its own K"),
    (["--system", "glicko2", "--rules", "fide"], "--rules: only with --system fide"),
    (["--system", "elo", "--k-assumed", "40"],
     "--k-assumed: only with --system fide and §8.3.3's K (not with one --k)"),
    (["--system", "fide", "--k", "20", "--k-assumed", "40"],
     "--k-assumed: only with --system fide and §8.3.3's K (not with one --k)"),
])
def test_flags_a_system_does_not_take_exit_2(files: tuple[str, str], argv: list[str],
        said: str) -> None:
    games, start = files
    assert run_pool([games, "--start-list", start, *argv]) == (2, "", said + "\n")


def test_a_file_that_cannot_be_read_exits_2_naming_it(tmp_path: Path,
        files: tuple[str, str]) -> None:
    games, start = files
    no_header = tmp_path / "plain.csv"
    no_header.write_text("Anna,Bert,1-0\n", encoding="utf-8")
    binary = tmp_path / "season.xlsx"
    binary.write_bytes(b"PK\x03\x04")
    code, out, err = run_pool([games, str(no_header), str(binary), "--start-list", start])
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        f"{no_header}: line 1: the header has no column for date, white, black, result; the "
        "file was not read",
        f"{binary}: this is not a text file (a spreadsheet, archive or image?); save it as CSV "
        "or plain text"]
    assert run_pool(["/nonexistent/games.csv"])[0:2] == (2, "")
    code, _, err = run_pool([games, "--start-list", str(no_header)])
    assert (code, err) == (2, f"{no_header}: line 1: the header has no column for name; the "
                              "file was not read\n")


def test_an_empty_season_exits_2(tmp_path: Path) -> None:
    empty = tmp_path / "games.csv"
    empty.write_text("date,white,black,result\n", encoding="utf-8")
    assert run_pool([str(empty)]) == (
        2, "", "no games and no start list: there is no one to rate\n")


@pytest.mark.parametrize(("argv", "named"), [
    ([], "the following arguments are required: FILE"),
    (["x.csv", "--system", "uscf"], "argument --system"),
    (["x.csv", "--k", "0"], "argument --k"),
])
def test_bad_arguments_exit_2_naming_the_argument(argv: list[str], named: str) -> None:
    code, out, err = run_pool(argv)
    assert (code, out) == (2, "") and named in err


@pytest.mark.parametrize(("flag", "shown", "named"), [
    ("--system", "{elo,fide,dwz,glicko2}", "'elo', 'fide', 'dwz', 'glicko2'"),
    ("--dates", "{day-first,month-first}", "'day-first', 'month-first'"),
])
def test_the_help_and_a_refusal_name_every_choice(flag: str, shown: str, named: str) -> None:
    assert offered(["pool"], flag) == (shown, named)


def test_one_game_still_starts_without_the_pools_code() -> None:
    assert loaded_by_game(("elo_core.pool.reading", "elo_core.pool.standings",
                           "elo_core.export.pool", "elo_core.pool.names")) == []


def test_the_readme_command_runs_end_to_end() -> None:
    done = subprocess.run([sys.executable, "-m", "elo_core", "pool", "examples/club-season.csv",
                           "--start-list", "examples/club-start.csv", "--system", "fide"],
                          cwd=ROOT, capture_output=True, check=False)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["look_alikes"] == [["Hendriks, H.", "Hendriks, Hugo"]]
    assert data["players"][0]["rating"] >= data["players"][1]["rating"]


def test_the_dwz_raise_of_2026_is_an_entry_of_the_history_with_its_kind(tmp_path: Path) -> None:
    # Anna 1366: May's draw against an equal DWZ changes nothing; 7 June 2026 raises it to
    # 0.64 · 1366 + 760 = 1634.24 → 1634 (+268); September's draw against 1634 nothing
    games, start = tmp_path / "games.csv", tmp_path / "start.csv"
    games.write_text("date,white,black,result\n2026-05-01,Anna,Bert,1/2-1/2\n"
                     "2026-09-01,Bert,Anna,1/2-1/2\n", encoding="utf-8")
    start.write_text("name,rating\nAnna,1366\nBert,1366\n", encoding="utf-8")
    data = answer([str(games), "--start-list", str(start), "--system", "dwz"])
    anna = next(player for player in data["players"] if player["name"] == "Anna")
    assert [(step["date"], step["kind"], step["rating"], step["change"], step["games"],
             step["event"]) for step in anna["history"]] == [
        ("2026-05-01", "event", 1366, 0, 1, 0),
        ("2026-06-07", "raise-2026", 1634, 268, 0, None),
        ("2026-09-01", "event", 1634, 0, 1, 1)]


@pytest.mark.parametrize("summary", [[], ["--summary"]])
def test_a_first_event_without_a_point_is_out_of_games_and_said_disregarded(tmp_path: Path,
        summary: list[str]) -> None:
    # tests/engine/pool/test_known_values.py: Eve's 0 of 5 in her first event is disregarded
    # (FIDE B.02 §8.2); her first rating, 1743, is made of the 5 games after it, whose
    # performance is 1650 + dp(60 %) 72
    games, start = tmp_path / "games.csv", tmp_path / "start.csv"
    games.write_text(ZERO_FIRST_EVENT, encoding="utf-8")
    start.write_text(NEWCOMER_START, encoding="utf-8")
    data = answer([str(games), "--start-list", str(start), "--system", "fide", *summary])
    eve = next(p for p in data["players"] if p["name"] == "Eve")
    assert (eve["games"], eve["disregarded_games"], eve["performance"]) == (5, 5, 1722)
    assert eve["first_rating"]["rating"] == 1743
