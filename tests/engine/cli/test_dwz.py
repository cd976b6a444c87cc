"""``python -m elo_core dwz``: the JSON contract (``e`` or ``k``, every step), the WO by the
date or on request, a first DWZ without ``--rating``, games not rated and why, and bad input
(exit 2, the flag or line named, nothing on standard output)."""

import io
import json
from contextlib import redirect_stderr
from typing import Any, NoReturn

import pytest

from elo_core.cli.main import main
from tests.engine.cli.running import loaded_by_game, offered

YOUTH = ["--rating", "1000", "--index", "6", "--birth-year", "2005", "--date", "2018-05-01"]
ADULT = ["--rating", "1500", "--index", "10", "--birth-year", "1970"]


def strict_json(text: str) -> dict[str, Any]:
    def refuse(constant: str) -> NoReturn:
        raise ValueError(f"not JSON: {constant}")
    document: dict[str, Any] = json.loads(text, parse_constant=refuse)
    return document


def run(argv: list[str], stdin: str = "") -> tuple[int, str, str]:
    """Exit status, standard output, standard error (a refused flag exits through SystemExit,
    as argparse does)."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stderr(err):
        try:
            code = main(["dwz", *argv], io.StringIO(stdin), out)
        except SystemExit as exit_info:
            assert isinstance(exit_info.code, int), exit_info.code
            code = exit_info.code
    return code, out.getvalue(), err.getvalue()


def test_the_published_example_by_the_old_wo() -> None:
    # 1000 beats 1200, both youths: We 0.2398, E 5, 1101 (tests/engine/dwz has the arithmetic)
    code, out, _ = run(YOUTH, "1200:1\n")
    data = strict_json(out)
    assert code == 0
    assert (data["wo"], data["wo_chosen_by"], data["first"]) == ("old", "date", False)
    assert (data["new_rating"], data["e"], data["k"], data["new_wo"]) == (1101, 5, None, None)
    # We as the DSB's table gives it (the club's page: 0.24), the exact one beside it
    assert data["expected"] == 0.24
    assert data["exact_expected"] == pytest.approx(0.23975, abs=5e-6)
    assert (data["points"], data["n"], data["age"], data["age_group"]) == (1.0, 1, 13, "youth")
    assert data["old_wo"] == {
        "j": 5, "e0": 6.0, "acceleration": True, "fb": 0.5, "braking": False, "sbr": 0.0,
        "e_unrounded": 3.0, "e_rounded": 3, "e_ceiling": 30, "e_bound": "minimum", "e": 5}
    assert data["unrounded_rating"] == pytest.approx(1101.3333, abs=1e-4)  # 1000 + 800 · 0.76 / 6
    assert (data["rounded_change"], data["new_index"]) == (101, 7)
    assert data["games"] == [{"line": 1, "name": "", "opponent": 1200.0, "score": 1.0,
                              "colour": None, "rated": True, "difference": -200.0,
                              "expected": data["expected"],
                              "exact_expected": data["exact_expected"], "not_rated": None}]
    assert data["errors"] == []


def test_the_new_wo_from_8_june_2026_gives_k_and_not_e() -> None:
    # 1500 over 25, Index 10, beats 1500 on 8 June: K = 30 + 4 = 34; 1500 + 17 = 1517
    code, out, _ = run([*ADULT, "--date", "2026-06-08"], "1500:1\n")
    data = strict_json(out)
    assert code == 0 and (data["wo"], data["e"], data["old_wo"]) == ("new", None, None)
    assert (data["k"], data["new_rating"]) == (34.0, 1517)
    assert data["new_wo"] == {
        "k0_row": "over-25-below-2000", "k0_column": 10, "k0": 30, "braking": False,
        "b": 1.0, "surcharge": True, "a": 4.0, "k_unrounded": 34.0, "k_rounded": 34.0,
        "capped_at_80": False, "k": 34.0}


KEYS = {"wo", "wo_chosen_by", "last_day", "first", "rating", "index", "birth_year", "age",
        "age_group", "n", "points", "expected", "exact_expected", "e", "k", "old_wo", "new_wo",
        "change",
        "unrounded_rating", "floored", "new_rating", "rounded_change", "new_index",
        "first_dwz", "performance", "games", "errors"}


@pytest.mark.parametrize("argv", [YOUTH, [*ADULT, "--date", "2026-06-08"], ["--wo", "old"]])
def test_an_evaluation_and_a_first_dwz_have_the_same_keys(argv: list[str]) -> None:
    code, out, _ = run(argv, "1500:1\n1600:½\n1400:0\n1500:1\n1550:0\n")
    assert code == 0 and set(strict_json(out)) == KEYS


def test_7_june_2026_is_the_old_wo_and_wo_forces_either() -> None:
    _, old_text, _ = run([*ADULT, "--date", "2026-06-07"], "1500:1\n")
    _, forced_text, _ = run([*ADULT, "--date", "2026-06-08", "--wo", "old"], "1500:1\n")
    old, forced = strict_json(old_text), strict_json(forced_text)
    # E = 1.5⁴ + 15 = 20.06 → 20; 1500 + 800 × 0.5 / 21 = 1519.05
    assert (old["wo"], old["wo_chosen_by"], old["e"], old["new_rating"]) == (
        "old", "date", 20, 1519)
    assert (forced["wo"], forced["wo_chosen_by"], forced["new_rating"]) == (
        "old", "request", 1519)


def test_without_rating_the_first_dwz_of_a_new_player() -> None:
    # 2.5 of 5 against 1600: the performance 1600; by the new WO 1600 + 0.08 × 400 = 1632
    lines = "1600:1\n1600:1\n1600:½\n1600:0\n1600:0\n"
    code, out, _ = run(["--date", "2026-06-08"], lines)
    data = strict_json(out)
    assert code == 0 and data["first"] is True
    assert (data["rating"], data["index"], data["e"], data["k"]) == (None, None, None, None)
    assert (data["new_rating"], data["new_index"], data["expected"]) == (1632, 1, 2.5)
    assert data["first_dwz"] == {"average_opponent": 1600.0, "fictitious_draw": None,
                                 "performance": 1600.0, "correction": "towards-2000",
                                 "reason": None}
    _, out, _ = run(["--date", "2026-06-07"], lines)
    assert strict_json(out)["new_rating"] == 1600


def test_no_first_dwz_says_why() -> None:
    code, out, _ = run(["--date", "2026-01-10"], "1600:1\n1600:0\n")
    data = strict_json(out)
    assert code == 0 and data["new_rating"] is None and data["new_index"] is None
    assert data["first_dwz"]["reason"] == "too-few-games" and data["expected"] is None


def test_opponents_without_a_dwz_forfeits_and_byes_are_listed_and_not_rated() -> None:
    table = "Name;DWZ;Ergebnis\nMeier;1500;1\nNeu;;½\nSchulz;-;1\nKraus;1600;+\nspielfrei;;1\n"
    code, out, _ = run([*ADULT, "--date", "2026-05-01"], table)
    data = strict_json(out)
    assert code == 0 and (data["n"], data["points"], data["new_rating"]) == (1, 1.0, 1519)
    assert [(g["name"], g["not_rated"]) for g in data["games"]] == [
        ("Meier", None), ("Neu", "opponent-unrated"), ("Schulz", "opponent-unrated"),
        ("Kraus", "forfeit"), ("", "bye")]


def test_a_table_with_elo_and_dwz_is_rated_against_the_dwz() -> None:
    # chess-results' player card: RtgI the Elo, RtgN the DWZ; 1500 against the DWZ 1500 wins:
    # 1500 + 800 × 0.5 / 21 = 1519 (against the Elo 1700 it would be more)
    card = "Rd.\tName\tRtgI\tRtgN\tRes.\n1\tMeier\t1700\t1500\t1\n"
    code, out, _ = run([*ADULT, "--date", "2026-05-01"], card)
    data = strict_json(out)
    assert code == 0 and data["games"][0]["opponent"] == 1500 and data["new_rating"] == 1519


def test_no_rated_game_keeps_the_dwz_and_its_index() -> None:
    code, out, _ = run([*ADULT, "--date", "2026-07-01"], "bye\n1500:+\n")
    data = strict_json(out)
    assert code == 0 and (data["new_rating"], data["new_index"], data["k"]) == (1500, 10, None)


@pytest.mark.parametrize(("argv", "named"), [
    (["--index", "3"], "--index: a new player has no Index"),
    (["--rating", "1500"], "--index: needed with --rating"),
    (["--rating", "1500.5", "--index", "2"], "argument --rating: '1500.5' is not a whole"),
    (["--rating", "99", "--index", "2"], "argument --rating"),
    (["--rating", "3501", "--index", "2"], "argument --rating"),
    (["--rating", "1500", "--index", "0"], "argument --index: '0' is outside 1–999"),
    (["--rating", "1500", "--index", "1000"], "argument --index"),
    (["--rating", "1500", "--index", "9" * 5000], "argument --index"),
    (["--rating", "1500", "--index", "2", "--birth-year", "1899"], "argument --birth-year"),
    (["--rating", "1500", "--index", "2", "--birth-year", "2020", "--date", "2019-12-31"],
     "--birth-year: 2020 is after"),
    (["--date", "2026-02-30"], "argument --date"),
    (["--wo", "2026"], "argument --wo"),
])
def test_bad_flags_exit_2_naming_the_flag(argv: list[str], named: str) -> None:
    code, out, err = run(argv, "1500:1\n")
    assert (code, out) == (2, "")
    assert named in err and "Traceback" not in err and len(err) < 400


def test_bad_lines_exit_2_naming_them_unless_skipped() -> None:
    code, out, err = run([*ADULT, "--date", "2026-07-01"], "1500:1\n1500:x\n")
    assert (code, out) == (2, "") and err.startswith("line 2:")
    code, out, _ = run([*ADULT, "--date", "2026-07-01", "--skip-invalid"], "1500:1\n1500:x\n")
    data = strict_json(out)
    assert code == 0 and data["n"] == 1 and data["errors"][0]["line"] == 2


def test_the_help_states_every_range(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["dwz", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert all(part in text for part in (
        "100–3500", "1–999", "1900–this year", "YYYY-MM-DD", "2026-06-07", "2026-06-08"))


def test_the_wo_flag_offers_the_old_wo_and_the_new() -> None:
    assert offered(["dwz"], "--wo") == ("{old,new}", "'old', 'new'")


@pytest.mark.parametrize("argv", [
    ["--rating", "100", "--index", "1", "--birth-year", "2020", "--date", "2026-01-01"],
    ["--rating", "3500", "--index", "999", "--date", "2026-06-08"],
    ["--rating", "100", "--index", "1", "--wo", "new"],
    ["--date", "2026-06-08"],
    ["--date", "2026-06-07"],
])
def test_extreme_values_that_are_allowed_give_strict_json(argv: list[str]) -> None:
    code, out, err = run(argv, "3500:1\n100:0\n100:1\n3500:0\n3500:½\n100:½\n" * 50)
    assert code == 0, err
    strict_json(out)


def test_one_game_starts_without_the_dwz() -> None:
    assert loaded_by_game(("elo_core.dwz", "elo_core.dwz.evaluation", "elo_core.dwz.wo",
                           "elo_core.dwz.first_dwz")) == []
