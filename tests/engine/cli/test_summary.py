"""A list read in one pass that keeps no game (``series --summary``, ``performance``) comes to
the very numbers of the full report: the same sums, in the same order."""

import io
import json
import tracemalloc
from datetime import date
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core import RULE_SETS, Expectation, Game, LineError, Mode, PlayerFacts, RuleSet, Unplayed
from elo_core.cli.main import main
from elo_core.elo.performance import performance
from elo_core.elo.series import rate_series, summarise_series
from elo_core.export.list_summary import summarise_list
from elo_core.export.series import series_dict
from elo_core.readers.limits import KEPT_ERRORS
from elo_core.readers.parser import parse_game_list, read_game_list
from elo_core.readers.problems import Problem
from elo_core.readers.writer import format_game
from tests.sampling import examples

if TYPE_CHECKING:
    from _typeshed import WriteableBuffer

played = st.builds(lambda r, s: Game(float(r), s), st.integers(100, 3500),
                   st.sampled_from([0.0, 0.5, 1.0]))
unplayed = st.sampled_from([Game(None, 1.0, unplayed=Unplayed.BYE),
                            Game(1800.0, 1.0, unplayed=Unplayed.FORFEIT_WIN),
                            Game(2000.0, 0.0, unplayed=Unplayed.FORFEIT_LOSS)])
# fractional ratings too: a rating period's sums are then not whole hundredths
fractional = st.builds(lambda r, s: Game(r, s), st.floats(100, 3500).map(lambda r: round(r, 2)),
                       st.sampled_from([0.0, 0.5, 1.0]))
game_lists = st.lists(st.one_of(played, played, unplayed, fractional), max_size=60)
rules = st.builds(lambda name, how: RULE_SETS[name] if how is None
                  else RULE_SETS[name].with_expectation(how),
                  st.sampled_from(sorted(RULE_SETS)), st.sampled_from([None, *Expectation]))
# K by hand, or §8.3.3 from the facts (a junior, a new player, 2400 reached, an adult)
ks = st.one_of(st.integers(1, 100).map(float),
               st.builds(PlayerFacts, st.integers(100, 3500).map(float), st.integers(0, 60),
                         st.sampled_from([None, 1990, 2012]), st.booleans(),
                         st.just(date(2026, 3, 1))))


@examples(300)
@given(st.integers(100, 3500).map(float), game_lists, ks, rules, st.sampled_from(list(Mode)))
def test_a_series_summarised_in_one_pass_has_the_full_reports_numbers(start: float,
        games: list[Game], k: float | PlayerFacts, rules: RuleSet, mode: Mode) -> None:
    full = rate_series(start, games, k, rules, mode)
    summary = summarise_series(start, iter(games), k, rules, mode)
    assert (summary.k, summary.points, summary.expected_points, summary.change,
            summary.rounded_change, summary.new_rating) == (
        full.k, full.points, full.expected_points, full.change, full.rounded_change,
        full.new_rating)
    assert (summary.games, summary.rated_games) == (len(full.rows), full.rated_games)


@given(game_lists)
def test_performance_counted_in_one_pass_is_the_full_lists(games: list[Game]) -> None:
    assert summarise_list(iter(games)).performance == performance(games)


def test_more_games_than_k_times_n_allows_cut_k_at_the_end_of_the_pass() -> None:
    # 36 games with K 20 under FIDE: 20 × 36 = 720 > 700 → K 19 (19 × 36 = 684); 18 wins and
    # 18 losses against equals: Σ(S − E) = 18 × 0.5 − 18 × 0.5 = 0, a change of 0
    games = [Game(1800.0, 1.0), Game(1800.0, 0.0)] * 18
    summary = summarise_series(1800.0, iter(games), 20.0, RULE_SETS["fide"])
    assert (summary.k.effective, summary.k.games, summary.change) == (19, 36, 0)
    # one more win against an equal: Σ = 0.5, 37 games → K 18 (18 × 37 = 666): +9
    summary = summarise_series(1800.0, iter([*games, Game(1800.0, 1.0)]), 20.0,
                               RULE_SETS["fide"])
    assert (summary.k.effective, summary.rounded_change, summary.new_rating) == (18, 9, 1809)


def test_a_summary_keeps_the_first_hundred_errors_and_counts_them_all() -> None:
    text = "1800:1\n" + "1800:x\n" * 150 + "1900:0\n"
    summary = summarise_list(read_game_list([text]),
                             partial(summarise_series, 1800.0, k=20.0, rules=RULE_SETS["elo"]))
    assert summary.error_count == 150 and len(summary.errors) == KEPT_ERRORS
    assert [e.line for e in summary.errors] == list(range(2, 2 + KEPT_ERRORS))
    assert summary.series is not None and summary.performance is not None, "two games are rated"
    assert summary.series.games == 2 and summary.performance.games == 2


def test_a_broken_quote_leaves_the_summary_without_games_as_the_full_list_has_none() -> None:
    text = "Name;Elo;Res.\nMeier;1800;1\n\"Kraus;1900;½\n"
    summary = summarise_list(read_game_list([text]),
                             partial(summarise_series, 1800.0, k=20.0, rules=RULE_SETS["elo"]))
    assert summary.series is not None and summary.performance is not None, (
        "the summary says what no games give")
    assert summary.series.games == 0 and summary.performance.games == 0
    assert summary.error_count == 1 and summary.errors[0].problem is Problem.BAD_QUOTES


# --- The command line: `series --summary` against `series`, from the same bytes ---------------

def run(argv: list[str], data: bytes) -> tuple[int, bytes]:
    """Standard input and output as the real ones are: text over bytes."""
    stdout = io.TextIOWrapper(io.BytesIO())
    code = main(argv, io.TextIOWrapper(io.BytesIO(data)), stdout)
    return code, stdout.buffer.getvalue()


bad_lines = st.sampled_from(["1800:x", "abc", "50:1", "Meier", "1800 1 2"])
lines = st.one_of(st.one_of(played, unplayed, fractional).map(format_game), bad_lines,
                  st.just(""), st.just("# a comment"))


@examples(100, deadline=None)
@given(st.lists(lines, max_size=40).map("\n".join), st.integers(100, 3500),
       st.sampled_from(["20", "40", "fide"]), st.sampled_from(sorted(RULE_SETS)),
       st.sampled_from(["period", "sequential"]), st.sampled_from(["", "formula", "table"]),
       st.sampled_from(["utf-8", "utf-16", "cp1252"]))
def test_the_summary_prints_the_full_outputs_numbers(text: str, start: int, k: str, rule_set: str,
        mode: str, how: str, encoding: str) -> None:
    argv = ["series", "--rating", str(start), "--k", k, "--rules", rule_set, "--mode", mode,
            "--games-before", "12", "--date", "2026-03-01", "--skip-invalid",
            *(["--expectation", how] if how else [])]
    data = text.encode(encoding)
    code, full = run(argv, data)
    summary_code, summary = run([*argv, "--summary"], data)
    assert code == summary_code == 0
    full, summary = json.loads(full), json.loads(summary)
    listed, errors = full.pop("games"), full.pop("errors")
    assert summary.pop("game_count") == len(listed)
    assert summary.pop("rated_games") == sum(1 for g in listed if g["not_rated"] is None)
    assert summary.pop("error_count") == len(errors)
    assert summary.pop("errors") == errors[:KEPT_ERRORS]
    assert summary == full


def test_a_summary_without_skip_invalid_names_the_first_hundred_lines_and_how_many_more(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(["series", "--rating", "1800", "--summary"], b"1800:x\n" * 130)
    err = capsys.readouterr().err.splitlines()
    assert (code, out) == (2, b"")
    assert len(err) == KEPT_ERRORS + 1 and err[0].startswith("line 1:")
    assert err[-1] == "… and 30 more"


@pytest.mark.parametrize("argv", [["series", "--rating", "1800", "--summary"],
                                  ["performance"]])
def test_the_streamed_commands_refuse_what_is_not_text(argv: list[str],
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(argv, b"1800:1\n" * 20_000 + b"\x00")
    assert (code, out) == (2, b"")
    assert capsys.readouterr().err.startswith("standard input: this is not a text file")


def test_the_performance_command_lists_the_first_hundred_errors_and_counts_them_all() -> None:
    code, out = run(["performance", "--skip-invalid"], b"1800:x\n" * 130 + b"1800:1\n")
    data = json.loads(out)
    assert code == 0 and data["games"] == 1
    assert (len(data["errors"]), data["error_count"]) == (KEPT_ERRORS, 130)


class _Pipe(io.RawIOBase):
    """Bytes that can be read once, as from a pipe: not seekable."""

    def __init__(self, data: bytes) -> None:
        self._data = io.BytesIO(data)

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: "WriteableBuffer") -> int:
        return self._data.readinto(buffer)


def pipe(data: bytes) -> io.TextIOWrapper:
    """Standard input as a pipe gives it: text over bytes that cannot be read again."""
    return io.TextIOWrapper(io.BufferedReader(_Pipe(data)))


def test_a_pipe_with_a_windows_1252_byte_late_keeps_its_utf8_names_and_says_where(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # 70,000 bytes of UTF-8 with "Müller" told from the first 64 KiB; then a Windows-1252 ’
    data = ("Müller 1800:1\n" * 5000).encode() + "O’Brien 1900:0\n".encode("cp1252")
    warning = ("standard input: line 5001: a byte that is not UTF-8, 0x92, was read as "
               "Windows-1252 (’); the rest is UTF-8\n")
    stdout = io.TextIOWrapper(io.BytesIO())
    code = main(["series", "--rating", "1800", "--summary"], pipe(data), stdout)
    assert code == 0 and json.loads(stdout.buffer.getvalue())["game_count"] == 5001
    assert capsys.readouterr().err == warning
    games = tmp_path / "games.txt"
    games.write_bytes(data)
    code, full = run(["series", "--rating", "1800", str(games)], b"")
    names = [g["name"] for g in json.loads(full)["games"]]
    assert code == 0 and (names[0], names[-1], len(names)) == ("Müller", "O’Brien", 5001)
    assert capsys.readouterr().err == warning.replace("standard input", str(games))


def test_the_full_series_written_a_thousand_games_at_a_time_is_the_document_whole() -> None:
    # 2,500 games: two full pieces of a thousand and a last one of 500
    text = "Meier 1800:1\n1950:½\nbye\n2100:0\n1700:x\n" * 500
    code, out = run(["series", "--rating", "1800", "--skip-invalid"], text.encode())
    games = parse_game_list(text, max_games=None)
    whole = series_dict(rate_series(1800.0, games.games, 20.0, RULE_SETS["elo"]),
                        performance(games.games), games.errors[:KEPT_ERRORS])
    assert code == 0 and len(whole["games"]) == 2000
    # the first hundred of the 500 errors, and how many there are
    assert out.decode() == json.dumps({**whole, "error_count": 500}, ensure_ascii=False) + "\n"


def test_lines_too_long_to_read_are_not_kept_however_many_there_are() -> None:
    # 5,000 distinct lines of 10,000 characters (50 MB in all): each an error, none kept
    tracemalloc.start()
    try:
        items = read_game_list(f"{n:05d}{'x' * 9995}\n" for n in range(5000))
        errors = sum(1 for item in items
                     if isinstance(item, LineError) and item.problem is Problem.LINE_TOO_LONG)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert errors == 5000 and peak < 5_000_000
