"""Every number the command line takes is in the range the pages accept, and the JSON it prints
is strict: bad values exit 2 naming the flag (or the line) with nothing on standard output;
extreme values that are allowed still give JSON that a strict parser reads."""

import json
from pathlib import Path
from typing import Any, NoReturn

import pytest

from tests.engine.cli.running import run_to_exit

HUGE = "9" * 5000          # past Python's 4,300-digit limit for int()
ONES = "1" * 5000
PADDED = "0" * 150 + "1800"  # a rating, zero-padded: not a rating anyone writes


def strict_json(data: bytes) -> dict[str, Any]:
    """JSON as the standard has it (no NaN or Infinity), from UTF-8 bytes: the command line's
    document, one object."""
    def refuse(constant: str) -> NoReturn:
        raise ValueError(f"not JSON: {constant}")
    document: dict[str, Any] = json.loads(data.decode("utf-8"), parse_constant=refuse)
    return document


GAME = ["game", "1800", "1900", "1"]
SERIES = ["series", "--rating", "1800"]
TARGET = ["target", "--rating", "1800"]
GLICKO = ["glicko2"]


@pytest.mark.parametrize(
    ("argv", "flag"),
    [
        (["game", "50", "1900", "1"], "argument rating"),
        (["game", ONES, "1900", "1"], "argument rating"),
        (["game", "1800", "3501", "1"], "argument opponent"),
        (["game", "1800", PADDED, "1"], "argument opponent"),
        ([*GAME, "--k", "1.7e308"], "--k"),
        ([*GAME, "--k", "101"], "--k"),
        ([*GAME, "--k", "0.5"], "--k"),
        ([*GAME, "--k", "nan"], "--k"),
        ([*GAME, "--k", HUGE], "--k"),
        ([*GAME, "--k-opponent", "1000"], "--k-opponent"),
        ([*GAME, "--games-before", HUGE], "--games-before"),
        ([*GAME, "--games-before", "100001"], "--games-before"),
        ([*GAME, "--games-before", "-1"], "--games-before"),
        ([*GAME, "--games-before", "12.5"], "--games-before"),
        ([*GAME, "--birth-year", "1899"], "--birth-year"),
        ([*GAME, "--birth-year", "3000"], "--birth-year"),
        ([*GAME, "--opponent-games-before", HUGE], "--opponent-games-before"),
        ([*GAME, "--opponent-birth-year", HUGE], "--opponent-birth-year"),
        ([*GAME, "--date", "2026-02-30"], "--date"),
        ([*GAME, "--date", HUGE], "--date"),
        ([*SERIES[:2], ONES], "--rating"),
        ([*SERIES, "--k", "1e3"], "--k"),
        ([*SERIES, "--k", "inf", "--summary"], "--k"),
        ([*SERIES, "--games-before", HUGE, "--summary"], "--games-before"),
        ([*TARGET[:2], HUGE], "--rating"),
        ([*TARGET, "--target", "3501"], "--target"),
        ([*TARGET, "--target", ONES], "--target"),
        ([*TARGET, "--more-games", HUGE], "--more-games"),
        ([*TARGET, "--more-games", "501"], "--more-games"),
        ([*TARGET, "--more-games", "5", "--average", "99"], "--average"),
        ([*TARGET, "--more-games", "5", "--average", ONES], "--average"),
        ([*GLICKO, "--rating", ONES], "--rating"),
        ([*GLICKO, "--rd", HUGE], "--rd"),
        ([*GLICKO, "--volatility", "1e-3"], "--volatility"),
        ([*GLICKO, "--tau", HUGE], "--tau"),
        ([*GLICKO, "--opponent-rd", "1.7e308"], "--opponent-rd"),
        ([*GLICKO, "--mode", "lichess", "--days-idle", "3651"], "--days-idle"),
        ([*GLICKO, "--mode", "lichess", "--days-idle", HUGE], "--days-idle"),
    ],
)
def test_a_number_outside_the_pages_range_exits_2_naming_the_flag(argv: list[str],
        flag: str) -> None:
    code, out, err = run_to_exit(argv, "1800:1\n")
    assert code == 2 and out == b""
    assert flag in err and "Traceback" not in err
    assert len(err) < 400      # a long value is quoted cut short


@pytest.mark.parametrize("argv", [
    ["series", "--rating", "1800"],
    ["series", "--rating", "1800", "--summary"],
    ["performance"],
    ["target", "--rating", "1800"],
    ["first-rating"],
    ["glicko2"],
])
@pytest.mark.parametrize(("rating", "problem"), [
    (ONES, "rating-out-of-range"),     # 5,000 digits: past 200 characters, still a rating
    (HUGE, "rating-out-of-range"),
    ("1" * 150, "rating-out-of-range"),
    (PADDED, "rating-out-of-range"),
])
@pytest.mark.parametrize("from_file", [False, True])
def test_a_rating_of_hundreds_or_thousands_of_digits_in_a_line_is_an_error_of_line_1(
        argv: list[str], rating: str, problem: str, from_file: bool, tmp_path: Path) -> None:
    def lines(text: str) -> tuple[list[str], str]:
        """The command's arguments and standard input, the lines in a file or piped."""
        if not from_file:
            return [], text
        games = tmp_path / "games.txt"
        games.write_text(text, encoding="utf-8")
        return [str(games)], ""

    file, stdin = lines(f"{rating}:1\n")
    code, out, err = run_to_exit([*argv, *file], stdin)
    assert (code, out) == (2, b"")
    assert err.startswith("line 1: ") and "Traceback" not in err
    file, stdin = lines(f"{rating}:1\n1800:1\n")
    code, out, _ = run_to_exit([*argv, "--skip-invalid", *file], stdin)
    errors = strict_json(out)["errors"]
    assert code == 0 and [(e["line"], e["problem"]) for e in errors] == [(1, problem)]


@pytest.mark.parametrize("argv", [
    ["game", "100", "3500", "1", "--k", "100", "--k-opponent", "100"],
    ["game", "3500", "100", "0", "--k", "1", "--rules", "fide-rapid"],
    ["game", "3500", "100", "½", "--k", "fide", "--games-before", "0", "--birth-year", "1900",
     "--opponent-games-before", "100000", "--opponent-reached-2400", "--date", "2026-01-01"],
    ["series", "--rating", "100", "--k", "100"],
    ["series", "--rating", "3500", "--k", "100", "--mode", "sequential", "--rules", "fide"],
    ["series", "--rating", "100", "--k", "100", "--summary", "--expectation", "table"],
    ["series", "--rating", "3500", "--k", "1", "--summary", "--mode", "sequential"],
    ["performance"],
    ["target", "--rating", "100", "--target", "3500", "--k", "100", "--more-games", "500",
     "--average", "3500"],
    ["target", "--rating", "3500", "--target", "100", "--k", "1", "--more-games", "1",
     "--average", "100", "--rules", "fide"],
    ["first-rating"],
    ["glicko2", "--rating", "100", "--rd", "500", "--volatility", "1", "--tau", "1.2",
     "--opponent-rd", "1"],
    ["glicko2", "--mode", "lichess", "--rating", "3500", "--rd", "1", "--volatility", "0.1",
     "--tau", "0.3", "--days-idle", "3650", "--opponent-rd", "500"],
])
def test_extreme_values_that_are_allowed_give_strict_json(argv: list[str]) -> None:
    lines = "3500:1\n100:0\n100:1\n3500:0\n3500/500:½\n100/1:½\n" * 50
    code, out, err = run_to_exit(argv, lines)
    assert code == 0, err
    strict_json(out)
