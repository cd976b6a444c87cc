"""Whatever the arguments and whatever the bytes on standard input, the command line answers
with strict JSON in UTF-8 and status 0, or with status 2, nothing on standard output and no
traceback: it never raises."""

import json
import subprocess
import sys
from typing import NoReturn

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.elo.rules import RULE_SETS
from tests.engine.cli.running import run_to_exit
from tests.paths import ROOT
from tests.sampling import examples


def refuse(constant: str) -> NoReturn:
    raise ValueError(f"not JSON: {constant}")


def check_answer(code: int, out: bytes, err: str) -> None:
    """The contract: 0 and strict UTF-8 JSON, or 2 and nothing on standard output."""
    assert "Traceback" not in err
    if code == 0:
        json.loads(out.decode("utf-8"), parse_constant=refuse)
    else:
        assert (code, out) == (2, b""), err
        assert err.strip()


# --- Values: in range, at the edges, outside, and not numbers at all --------------------------

garbage = st.one_of(
    st.sampled_from(["nan", "inf", "-inf", "1e308", "1.7e308", "-0", "", " ", "½", "fide",
                     "9" * 5000, "0" * 300 + "1800", "1" * 4400, "0x10", "1_000", "٣"]),
    st.text(max_size=8),
)
numbers = st.one_of(st.integers(-10**6, 10**6).map(str),
                    st.floats(allow_nan=False, allow_infinity=False).map(str),
                    st.decimals(-5000, 5000, places=3).map(str), garbage)


def mostly(valid: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """Valid values five times in six, so that whole command lines are often valid too."""
    return st.integers(0, 5).flatmap(lambda pick: valid if pick else numbers)


def between(low: float, high: float) -> st.SearchStrategy[str]:
    return mostly(st.floats(low, high).map(lambda value: f"{value:.6f}"))


ratings = mostly(st.integers(100, 3500).map(str))
ks = mostly(st.one_of(st.integers(1, 100).map(str), st.just("fide")))
years = mostly(st.integers(1900, 2026).map(str))
played = mostly(st.integers(0, 100_000).map(str))
results = mostly(st.sampled_from(["1", "½", "0", "w", "d", "l", "win", "=", "+"]))
days = mostly(st.dates().map(str))


def flag(name: str, values: st.SearchStrategy[str]) -> st.SearchStrategy[list[str]]:
    """The flag with a value, or left out."""
    return st.one_of(st.just([]), values.map(lambda value: [name, value]))


def switch(name: str) -> st.SearchStrategy[list[str]]:
    return st.sampled_from([[], [name]])


rules = [flag("--rules", st.sampled_from(sorted(RULE_SETS))),
         flag("--expectation", st.sampled_from(["formula", "table"]))]
k_facts = [flag("--k", ks), flag("--games-before", played), flag("--birth-year", years),
           switch("--reached-2400"), flag("--date", days)]
list_flags = [st.sampled_from([[], ["--skip-invalid"], ["--skip-invalid"]])]

COMMANDS = {
    "game": st.tuples(ratings, ratings, results).map(list),
    "series": flag("--rating", ratings),
    "performance": st.just([]),
    "target": flag("--rating", ratings),
    "first-rating": st.just([]),
    "glicko2": st.just([]),
}
FLAGS = {
    "game": [*k_facts, *rules, flag("--k-opponent", ks),
             flag("--opponent-games-before", played), flag("--opponent-birth-year", years),
             switch("--opponent-reached-2400")],
    "series": [*k_facts, *rules, *list_flags, flag("--mode", st.sampled_from(
        ["period", "sequential", "x"])), switch("--summary")],
    "performance": list_flags,
    "target": [*k_facts, *rules, *list_flags, flag("--target", ratings),
               flag("--more-games", mostly(st.integers(1, 500).map(str))),
               flag("--average", ratings)],
    "first-rating": list_flags,
    "glicko2": [*list_flags, flag("--mode", st.sampled_from(["period", "lichess"])),
                flag("--rating", ratings), flag("--rd", between(1, 500)),
                flag("--volatility", between(0.001, 1)), flag("--tau", between(0.3, 1.2)),
                flag("--opponent-rd", between(1, 500)), flag("--days-idle", between(0, 3650))],
}


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    command = draw(st.sampled_from(sorted(COMMANDS)))
    argv = [command, *draw(COMMANDS[command])]
    for choice in draw(st.permutations(FLAGS[command])):
        argv += draw(choice)
    return argv


game_lines = st.lists(st.one_of(
    st.builds("{}:{}".format, st.integers(0, 4000), st.sampled_from(["1", "½", "0", "+", "x"])),
    st.builds("{}/{} {}".format, st.integers(100, 3500), st.integers(0, 600),
              st.sampled_from(["w 1-0", "0", "bye"])),
    st.sampled_from(["2025-03-14 1800:1", "Meier 1900 ½", "Name;Elo;Res.", "bye", "# note", ""]),
    st.text(max_size=30),
), max_size=15).map("\n".join)
stdin_bytes = st.one_of(
    st.binary(max_size=300),
    st.builds(lambda text, encoding: text.encode(encoding, "replace"), game_lines,
              st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "cp1252"])),
)


@pytest.mark.slow
@examples(400, deadline=None)
@given(command_lines(), stdin_bytes)
def test_any_arguments_and_any_bytes_give_strict_json_or_status_2(argv: list[str],
        data: bytes) -> None:
    check_answer(*run_to_exit(argv, data))


@examples(200, deadline=None)
@given(st.sampled_from([["series", "--rating", "1800"], ["series", "--rating", "1800",
                                                          "--summary"],
                        ["performance"], ["target", "--rating", "1800"], ["first-rating"],
                        ["glicko2", "--mode", "lichess"]]),
       st.sampled_from([[], ["--skip-invalid"]]), stdin_bytes)
def test_any_bytes_on_standard_input_of_every_reading_command(argv: list[str], skip: list[str],
        data: bytes) -> None:
    check_answer(*run_to_exit([*argv, *skip], data))


@pytest.mark.slow
def test_a_handful_of_real_processes_keep_the_contract() -> None:
    cases = [
        (["series", "--rating", "1800", "--summary"], "Müller 1800:½\n".encode("utf-16")),
        (["series", "--rating", "1800", "--k", "1.7e308"], b"1800:1\n"),
        (["performance"], b"PK\x03\x04binary"),
        (["target", "--rating", "1800", "--more-games", "9" * 5000], b"1800:1\n"),
        (["first-rating", "--skip-invalid"], ("1" * 5000 + ":1\n1800:1\n").encode()),
        (["glicko2", "--mode", "lichess", "--days-idle", "3650"], b"\xff\xfe\x00\x00"),
        (["game", "1800", "1900", "½", "--k", "fide", "--birth-year", "2012"], b""),
    ]
    for argv, data in cases:
        result = subprocess.run([sys.executable, "-m", "elo_core", *argv], input=data,
                                capture_output=True, cwd=ROOT, check=False, timeout=60)
        check_answer(result.returncode, result.stdout, result.stderr.decode("utf-8"))
