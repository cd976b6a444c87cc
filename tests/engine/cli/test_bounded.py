"""Every command reads and writes in bounded memory, whatever its input's size or shape: a line
is refused as soon as it is too long, errors beyond the first hundred are counted, long answers
are written as they are made, and the answers stay the documents they were for normal input."""

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from elo_core import FIDE, rate_event, read_trf
from elo_core.export.event import event_dict, problem_dict
from elo_core.export.glicko import glicko_lichess_dict
from elo_core.export.json_text import dumps
from elo_core.glicko2.glickman import Glicko, rate_glicko2_period
from elo_core.glicko2.lichess import LICHESS_DEFAULT, rate_lichess
from elo_core.readers.decoding import decode_text
from elo_core.readers.limits import KEPT_ERRORS
from elo_core.readers.parser import parse_game_list
from tests.engine.cli.running import MB, measured, run_on_bytes
from tests.engine.cli.whole_documents import glicko_period_dict
from tests.paths import DATA
from tests.trf_lines import junk_lines, player_line, trf

if TYPE_CHECKING:
    pass


# --- A line, however long, is refused without being held whole --------------------------------

def test_one_line_of_twenty_megabytes_is_refused_in_a_fraction_of_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, sink, peak = measured(["series", "--rating", "1800", "--summary"], b"1" * (20 * MB))
    assert (code, sink.size) == (2, 0)
    assert capsys.readouterr().err.startswith(
        "line 1: the line is longer than 200 characters and was not read")
    assert peak < 2 * MB


@pytest.mark.slow
@pytest.mark.parametrize("argv", [["first-rating"], ["event"], ["series", "--rating", "1800"],
                                  ["glicko2", "--mode", "lichess"], ["target", "--rating", "1800"]])
def test_millions_of_blank_lines_take_no_memory(argv: list[str],
        capsys: pytest.CaptureFixture[str]) -> None:
    code, _, peak = measured(argv, b"\n" * (4 * MB))
    assert code == (2 if argv == ["event"] else 0)
    assert peak < 2 * MB
    capsys.readouterr()


# --- Errors beyond the first hundred are counted, not kept -------------------------------------

BAD = (["series", "--rating", "1800"], ["performance"], ["glicko2"],
       ["glicko2", "--mode", "lichess"], ["target", "--rating", "1800"], ["first-rating"],
       ["series", "--rating", "1800", "--summary"])


@pytest.mark.slow
@pytest.mark.parametrize("argv", BAD)
def test_a_hundred_thousand_bad_lines_keep_a_hundred_errors_and_count_them_all(
        argv: list[str]) -> None:
    code, _, peak = measured([*argv, "--skip-invalid"], b"x\n" * 100_000)
    assert code == 0 and peak < 3 * MB
    code, out = run_on_bytes([*argv, "--skip-invalid"], b"1800:1\n" + b"x\n" * 150)
    data = json.loads(out)
    assert (code, len(data["errors"]), data["error_count"]) == (0, KEPT_ERRORS, 150)
    assert [e["line"] for e in data["errors"]] == list(range(2, 2 + KEPT_ERRORS))


@pytest.mark.parametrize("argv", BAD[:-1])
def test_a_list_with_errors_within_the_hundred_prints_no_count(argv: list[str]) -> None:
    _, out = run_on_bytes([*argv, "--skip-invalid"], b"1800:1\n" + b"x\n" * KEPT_ERRORS)
    data = json.loads(out)
    assert len(data["errors"]) == KEPT_ERRORS and "error_count" not in data


@pytest.mark.parametrize("argv", BAD)
def test_without_skip_invalid_a_hundred_lines_are_named_and_the_rest_counted(argv: list[str],
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run_on_bytes(argv, b"x\n" * 130)
    err = capsys.readouterr().err.splitlines()
    assert (code, out) == (2, "")
    assert len(err) == KEPT_ERRORS + 1 and err[-1] == "… and 30 more"


# --- Long answers are written as they are made -------------------------------------------------

@pytest.mark.slow
def test_lichess_rates_a_list_of_any_length_without_keeping_its_games() -> None:
    code, sink, peak = measured(["glicko2", "--mode", "lichess"], b"1800:1\n1700:0\n" * 10_000)
    assert code == 0 and sink.size > 4 * MB and peak < 6 * MB


@pytest.mark.slow
def test_a_glicko_period_of_any_length_keeps_no_game() -> None:
    code, sink, peak = measured(["glicko2"], b"1800:1\n1700:0\n" * 10_000)
    assert code == 0 and sink.size > 2 * MB and peak < 6 * MB


@pytest.mark.slow
@pytest.mark.parametrize("argv", [["series", "--rating", "1800", "--rules", "fide"],
                                  ["target", "--rating", "1800", "--more-games", "5"],
                                  ["first-rating"]])
def test_the_commands_that_read_their_games_twice_hold_a_bounded_number(argv: list[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from elo_core.cli import spool

    monkeypatch.setattr(spool, "GAMES_IN_MEMORY", 1000)
    code, _, peak = measured(argv, b"Meier 1800:1\n1700:0\n" * 50_000)
    assert code == 0 and peak < 8 * MB
    _, whole = run_on_bytes(argv, b"Meier 1800:1\n1700:0\n" * 1500)
    monkeypatch.setattr(spool, "GAMES_IN_MEMORY", 10)
    assert run_on_bytes(argv, b"Meier 1800:1\n1700:0\n" * 1500)[1] == whole


@pytest.mark.slow
def test_an_event_of_junk_lines_keeps_a_hundred_problems_and_counts_them_all() -> None:
    data = junk_lines(MB // 2).encode()
    code, _, peak = measured(["event"], data)
    assert code == 0 and peak < 15 * MB
    code, out = run_on_bytes(["event"], data)
    report = json.loads(out)
    assert len(report["errors"]) == KEPT_ERRORS and report["error_count"] > 40_000
    tournament = read_trf(data.decode())
    assert report["error_count"] == len(tournament.problems)
    assert report["errors"] == [problem_dict(p) for p in tournament.problems[:KEPT_ERRORS]]


# --- The answers are the documents they were -------------------------------------------------

@pytest.mark.parametrize("name", ["swiss.trf", "round_robin.trf", "fide_example1.trf"])
def test_the_event_written_player_by_player_is_the_document_whole(name: str) -> None:
    data = (DATA / name).read_bytes()
    code, out = run_on_bytes(["event"], data)
    whole = event_dict(rate_event(read_trf(data.decode("utf-8")), FIDE))
    assert (code, out) == (0, dumps(whole) + "\n")


def test_a_damaged_event_written_player_by_player_is_the_document_whole() -> None:
    lines = (player_line(1, "A", 2000, rounds=[("2", "w", "1"), ("3", "q", "1")]),
             player_line(2, "B", 9999, rounds=[("1", "w", "0")]), player_line(2, "C", 2000))
    data = trf(*lines).encode()
    code, out = run_on_bytes(["event"], data)
    assert (code, out) == (0, dumps(event_dict(rate_event(read_trf(data.decode()), FIDE))) + "\n")


LIST = "Meier 1800/80:w 1\n1950:½\nbye\n2100:b 0\n1700:x\n+\n" * 400


def test_glicko_answers_written_game_by_game_are_the_documents_whole() -> None:
    games = parse_game_list(LIST, max_games=None)
    _, period = run_on_bytes(["glicko2", "--skip-invalid"], LIST.encode())
    whole = glicko_period_dict(rate_glicko2_period(Glicko(1500.0, 500.0, 0.09), games.games),
                               games.games, games.errors[:KEPT_ERRORS])
    assert period == dumps({**whole, "error_count": 400}) + "\n"
    _, lichess = run_on_bytes(["glicko2", "--mode", "lichess", "--skip-invalid"], LIST.encode())
    whole = glicko_lichess_dict(rate_lichess(LICHESS_DEFAULT, games.games),
                                games.errors[:KEPT_ERRORS])
    assert lichess == dumps({**whole, "error_count": 400}) + "\n"


@pytest.mark.slow
@pytest.mark.parametrize("argv", [["glicko2"], ["glicko2", "--mode", "lichess"],
                                  ["series", "--rating", "1800"]])
def test_a_file_read_again_in_the_encoding_its_whole_shows_counts_its_games_once(argv: list[str],
        tmp_path: Path) -> None:
    # 64 KiB of ASCII, then UTF-16 (little endian) that only the whole shows: read again
    data = b"1800:1\n" * 9362 + b"\n\n" + "1700:0\n".encode("utf-16-le") * 12_000
    path = tmp_path / "games.txt"
    path.write_bytes(data)
    text = decode_text(data)
    assert isinstance(text, str), "the whole file reads as UTF-16"
    games = parse_game_list(text, max_games=None)
    code, out = run_on_bytes([*argv, "--skip-invalid", str(path)], b"")
    assert code == 0 and len(json.loads(out)["games"]) == len(games.games) > 10_000
    assert json.loads(out) == json.loads(run_on_bytes([*argv, "--skip-invalid"], text.encode())[1])
