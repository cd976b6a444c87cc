"""``python -m elo_core event`` on TRF-26 files: the kind of play from the time control (and
``--play`` over it), the standard list lending ratings in rapid and blitz (``--db``), the DWZ
from the national ratings (``--system dwz``), and every record not used under ``not_used``.
The figures are those worked out by hand in ``tests/engine/event/german_events.py``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.engine.cli.running import offered, run_to_exit, strict_answer
from tests.engine.event.german_events import (
    DWZ_LISTED,
    DWZ_NO_LIST,
    RAPID_LENT,
    RAPID_NO_LIST,
)
from tests.paths import DATA

STANDARD, RAPID, BLITZ = (str(DATA / f"german_{kind}.trf")
                          for kind in ("standard", "rapid", "blitz"))


def changes(data: dict[str, Any]) -> dict[str, int]:
    return {p["name"].split(",")[0]: p["rounded_change"] for p in data["players"]
            if p["rounded_change"] is not None}


def test_the_rapid_file_is_rated_as_rapid_by_its_time_control(tmp_path: Path) -> None:
    data = strict_answer(["event", RAPID, "--db", str(tmp_path / "none.sqlite3")])
    event = data["event"]
    assert (event["play"], event["play_chosen_by"], event["rules"]) == (
        "rapid", "file", "fide-rapid")
    assert event["time_control"] == {"written": "900+10", "white_seconds_for_60": 1500,
                                     "black_seconds_for_60": 1500, "play": "rapid"}
    assert event["standard_list"] is None
    assert changes(data) == RAPID_NO_LIST


def test_the_standard_list_lends_lang_her_standard_rating(german_lists: Path) -> None:
    data = strict_answer(["event", RAPID, "--db", str(german_lists)])
    assert data["event"]["standard_list"] == "2026-10-01"
    assert changes(data) == RAPID_LENT
    lang = data["players"][2]
    assert (lang["rating"], lang["rating_from"], lang["k"]["chosen"], lang["flags"]) == (
        1850, "standard-list", 40, ["rapid-gap", "standard-rating"])  # Hoch: 760 apart
    assert data["players"][3]["first_rating"]["rating"] == 1916


def test_the_store_of_the_environment_is_used_without_db(german_lists: Path) -> None:
    assert changes(strict_answer(["event", BLITZ])) == {"Schnell": -2, "Flink": 28, "Eilig": -8,
                                                 "Rasch": -5}


def test_play_and_rules_asked_for_win_over_the_file(german_lists: Path) -> None:
    data = strict_answer(["event", RAPID, "--play", "standard"])
    assert (data["event"]["play"], data["event"]["play_chosen_by"], data["event"]["rules"]) == (
        "standard", "request", "fide")
    assert data["event"]["standard_list"] is None  # standard play lends nothing
    assert data["players"][2]["rating"] is None
    data = strict_answer(["event", STANDARD, "--rules", "fide-2024"])
    assert (data["event"]["play"], data["event"]["rules"]) == ("standard", "fide-2024")


def test_every_record_not_used_is_named_with_its_lines() -> None:
    event = strict_answer(["event", STANDARD])["event"]
    assert [n["tag"] for n in event["not_used"]] == [
        "062", "072", "082", "152", "182", "192", "202"]  # 102, 112, 132, 142: read
    assert event["not_used"][0] == {"tag": "062", "lines": 1, "first_line": 6}
    assert event["national_support"] == {"federation": "GER", "method": "NIDOF"}


def test_the_standard_event_by_the_dwz(tmp_path: Path) -> None:
    data = strict_answer(["event", STANDARD, "--system", "dwz", "--db", str(tmp_path / "none")])
    event = data["event"]
    assert (event["system"], event["wo"], event["wo_chosen_by"], event["dwz_list"]) == (
        "dwz", "old", "date", None)
    assert (event["with_dwz"], event["first_dwz"], event["index_assumed"],
            event["games_rated"]) == (5, 1, 5, 10)
    assert {p["name"].split(",")[0]: p["new_rating"] for p in data["players"]} == DWZ_NO_LIST
    wagner = data["players"][2]
    assert (wagner["dwz"], wagner["index"], wagner["index_from"]) == (1765, 6, "assumed")
    assert wagner["evaluation"]["old_wo"]["fb"] == pytest.approx(0.8825)
    assert wagner["evaluation"]["e"] == 13
    klein = data["players"][5]
    assert (klein["dwz"], klein["index"], klein["evaluation"]) == (None, None, None)
    assert klein["first_dwz"]["new_rating"] == 1534
    assert [r["change"] for r in wagner["rounds"]][4] is None


def test_the_dwz_with_the_dsb_s_list_and_the_new_wo(german_lists: Path) -> None:
    data = strict_answer(["event", STANDARD, "--system", "dwz"])
    assert data["event"]["dwz_list"] == "2026-03-30"
    assert {p["name"].split(",")[0]: p["new_rating"] for p in data["players"]} == DWZ_LISTED
    assert data["players"][2]["listed"] == {"member": "C0327-31", "dwz": 1765, "index": 2,
                                            "birth_year": 2010}
    assert data["players"][4]["born_from"] == "list"
    data = strict_answer(["event", STANDARD, "--system", "dwz", "--wo", "new"])
    assert (data["event"]["wo"], data["players"][2]["new_rating"]) == ("new", 1826)


@pytest.mark.parametrize(("argv", "message"), [
    (["--system", "dwz", "--k", "20"], "--k: only with --system elo"),
    (["--system", "dwz", "--play", "rapid", "--rules", "fide"], "--rules: only with --system"),
    (["--wo", "new"], "--wo: only with --system dwz"),
    (["--play", "bullet"], "invalid choice: 'bullet'"),
])
def test_flags_that_do_not_go_together_are_refused(argv: list[str], message: str) -> None:
    code, out, err = run_to_exit(["event", STANDARD, *argv])
    assert (code, out) == (2, b"")
    assert message in err


def test_a_file_without_national_ratings_has_no_dwz_to_rate() -> None:
    code, out, err = run_to_exit(["event", str(DATA / "swiss.trf"), "--system", "dwz"])
    assert (code, out) == (2, b"")
    assert "no national rating of GER" in err


@pytest.mark.parametrize(("flag", "shown", "named"), [
    ("--play", "{standard,rapid,blitz}", "'standard', 'rapid', 'blitz'"),
    ("--wo", "{old,new}", "'old', 'new'"),
    ("--system", "{elo,dwz}", "'elo', 'dwz'"),
])
def test_the_help_and_a_refusal_name_every_choice(flag: str, shown: str, named: str) -> None:
    assert offered(["event"], flag) == (shown, named)
