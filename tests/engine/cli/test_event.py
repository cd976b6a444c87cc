"""``python -m elo_core event``: JSON out, the rule set and K as given, exit 2 with the line
named for a file that cannot be read at all."""

import json

import pytest

from tests.engine.cli.running import run_to_exit, strict_answer
from tests.paths import DATA
from tests.trf_lines import first_event_without_a_point

SWISS = str(DATA / "swiss.trf")


def test_the_event_as_json_under_fide_with_fide_s_k_by_default() -> None:
    data = strict_answer(["event", SWISS])
    assert (data["event"]["name"], data["event"]["rules"]) == ("Hand-made Swiss", "fide")
    assert (data["event"]["games_rated"], data["event"]["rounded_sum_of_changes"]) == (18, 8)
    bakker = data["players"][1]
    assert (bakker["k"]["chosen"], bakker["k"]["rule"], bakker["rounded_change"]) == (
        40, "junior", 17)
    assert data["players"][9]["first_rating"]["rating"] == 2006
    assert data["errors"] == []


def test_standard_input_reads_the_same() -> None:
    assert strict_answer(["event", "-"], (DATA / "swiss.trf").read_bytes()) == strict_answer(
        ["event", SWISS])


def test_one_k_for_everyone_and_another_rule_set() -> None:
    data = strict_answer(["event", SWISS, "--k", "10", "--rules", "elo"])
    assert {p["k"]["chosen"] for p in data["players"] if p["k"]} == {10}
    assert data["event"]["rules"] == "elo"
    assert all(p["rounded_change"] is None for p in data["players"])


@pytest.mark.parametrize("k", ["0", "101", "x", "1e3"])
def test_k_outside_the_page_s_range_is_refused(k: str) -> None:
    code, out, err = run_to_exit(["event", SWISS, "--k", k])
    assert (code, out) == (2, b"")
    assert "--k" in err


def test_a_file_with_problems_lists_them_under_errors() -> None:
    text = (DATA / "swiss.trf").read_text(encoding="utf-8").replace(
        " 1.5    8    10 w 0", " 9.5    8    10 w 0")
    data = strict_answer(["event", "-"], text.encode())
    assert [(e["line"], e["player"], e["problem"]) for e in data["errors"]] == [
        (48, 5, "points-differ")]
    assert data["players"][4]["flags"] == ["points-differ"]


@pytest.mark.parametrize(("stdin", "message"), [
    (b"", "standard input: the file is empty"),
    (b"012 A name\nnot a player\n", "standard input: no player line (001) could be read"),
    (b"PK\x03\x04 zipped", "standard input: this is not a text file"),
])
def test_a_file_that_cannot_be_read_at_all_exits_2(stdin: bytes, message: str) -> None:
    code, out, err = run_to_exit(["event"], stdin)
    assert (code, out) == (2, b"")
    assert err.startswith(message)


def test_exit_2_names_the_lines_of_a_file_without_a_readable_player() -> None:
    code, out, err = run_to_exit(["event"], b"012 x\n001 abcd m    Someone\n")
    assert (code, out) == (2, b"")
    assert err.splitlines() == [
        "standard input: line 2: the starting rank 'abcd' (columns 5–8) is not a number from "
        "1 to 9999; the line was left out",
        "standard input: no player line (001) could be read, so there is no tournament"]


def test_a_missing_file_exits_2() -> None:
    code, out, err = run_to_exit(["event", str(DATA / "no-such.trf")])
    assert (code, out) == (2, b"")
    assert "cannot read it" in err


def test_a_utf8_file_with_a_windows_1252_byte_keeps_its_names_and_says_where() -> None:
    # the city in Windows-1252 (line 2, "Malmö"), every name in UTF-8 ("Müller")
    text = (DATA / "swiss.trf").read_text(encoding="utf-8").replace("Albers, Arne ", "Müller, Jürg")
    data = text.replace("022 Utrecht", "022 Malmö").encode("utf-8").replace(
        "Malmö".encode(), "Malmö".encode("cp1252"))
    code, out, err = run_to_exit(["event"], data)
    event = json.loads(out)
    assert (code, event["event"]["city"], event["players"][0]["name"]) == (
        0, "Malmö", "Müller, Jürg")
    assert err == ("standard input: line 35: a byte that is not UTF-8, 0xF6, was read as "
                   "Windows-1252 (ö); the rest is UTF-8\n")


def test_a_first_event_without_a_point_is_disregarded_by_its_rule() -> None:
    # FIDE B.02 §8.2: "a first event with zero points is disregarded": Neu (no rating) loses
    # all five games against rated opponents; the draw with Frei (no rating either) is a game
    # against an unrated opponent, and round 7 Neu was not paired
    data = strict_answer(["event", "-"], first_event_without_a_point().encode())
    neu = data["players"][0]
    assert [game["not_rated"] for game in neu["games"]] == (
        ["first-event-zero"] * 5 + ["opponent-unrated", "not-paired"])
    assert (neu["first_rating"]["rating"], neu["first_rating"]["reason"]) == (None,
                                                                             "zero-points")
    # Frei's win against Anders (1500) counts towards a first rating
    assert data["players"][6]["games"][6]["not_rated"] == "player-unrated"
