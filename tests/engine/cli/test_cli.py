"""The command line's contract: JSON out, exit status 2 and named problems for bad input."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from elo_core.cli.main import main
from tests.engine.cli.running import loaded_by_game

GAMES = "1800:1\n1950:0.5\n2100:0\n1700:1\n"


def run(argv: list[str], stdin: str = "") -> tuple[int, str]:
    out = io.StringIO()
    code = main(argv, io.StringIO(stdin), out)
    return code, out.getvalue()


def test_game_prints_both_players_and_the_scenarios() -> None:
    code, out = run(["game", "1800", "1900", "win", "--k", "20"])
    data = json.loads(out)
    assert code == 0
    assert set(data["player"]) >= {"rating", "k", "expected", "change", "new_rating"}
    assert data["player"]["new_rating"] == pytest.approx(1812.8013, abs=1e-4)
    assert data["opponent"]["new_rating"] == pytest.approx(1887.1987, abs=1e-4)
    assert set(data["scenarios"]) == {"win", "draw", "loss"}
    assert "rounded_change" not in data["player"]


def test_game_under_fide_rules_has_a_rounded_change_that_new_rating_uses() -> None:
    _, out = run(["game", "2000", "2100", "1", "--rules", "fide"])
    player = json.loads(out)["player"]
    assert player["change"] == pytest.approx(12.8)
    assert (player["rounded_change"], player["new_rating"]) == (13, 2013)


def test_series_in_both_modes_matches_the_issue_example() -> None:
    _, period = run(["series", "--rating", "1800", "--k", "20"], GAMES)
    _, sequential = run(["series", "--rating", "1800", "--mode", "sequential"], GAMES)
    period, sequential = json.loads(period), json.loads(sequential)
    assert round(period["new_rating"], 1) == 1818.2
    assert round(sequential["new_rating"], 1) == 1817.5
    assert [g["line"] for g in period["games"]] == [1, 2, 3, 4]
    assert period["performance"]["fide"] == 1983
    assert period["errors"] == []


def test_series_with_fide_k_from_the_facts() -> None:
    _, out = run(["series", "--rating", "1800", "--rules", "fide", "--k", "fide",
                     "--games-before", "10"], GAMES)
    data = json.loads(out)
    assert data["k_effective"] == 40 and data["k"]["rule"] == "new-player"
    # 40 × 0.91 = 36.4 → 36
    assert data["rounded_change"] == 36 and data["new_rating"] == 1836


def test_bad_lines_exit_2_with_one_named_line_each_and_nothing_on_stdout(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(["series", "--rating", "1800"], "1800:1\nabc\n1800:x\n")
    err = capsys.readouterr().err.splitlines()
    assert code == 2 and out == ""
    assert err[0].startswith("line 2:") and err[1].startswith("line 3:")


def test_skip_invalid_computes_the_rest_and_lists_the_errors() -> None:
    code, out = run(["series", "--rating", "1800", "--skip-invalid"], "1800:1\n1800:x\n")
    data = json.loads(out)
    assert code == 0 and len(data["games"]) == 1
    assert data["errors"][0]["line"] == 2 and data["errors"][0]["problem"] == "unknown-result"


@pytest.mark.parametrize(
    ("argv", "named"),
    [
        (["game", "abc", "1900", "1"], "argument rating"),
        (["game", "1800", "1900", "maybe"], "argument result"),
        (["game", "1800", "1900", "1", "--k", "-5"], "argument --k"),
        (["game", "1800", "1900", "1", "--rules", "uscf"], "argument --rules"),
        (["series"], "--rating"),
    ],
)
def test_bad_arguments_exit_2_naming_the_argument(argv: list[str], named: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        run(argv)
    captured = capsys.readouterr()
    assert exit_info.value.code == 2
    assert named in captured.err and captured.out == ""
    assert "Traceback" not in captured.err


def test_missing_file_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = run(["series", "--rating", "1800", "/nonexistent/games.txt"])
    assert code == 2 and "/nonexistent/games.txt" in capsys.readouterr().err


def test_performance_target_and_first_rating_subcommands() -> None:
    assert json.loads(run(["performance"], GAMES)[1])["fide"] == 1983
    target = json.loads(run(["target", "--rating", "1800", "--target", "1810"],
                            "1800:0\n" * 4)[1])
    assert target["points_needed"] == 2.5
    first = json.loads(run(["first-rating"], "1600:1\n1600:1\n1600:½\n1600:0\n1600:0\n")[1])
    assert first["rating"] == 1657


def test_the_command_line_does_not_import_pandas_numpy_or_plotly() -> None:
    assert loaded_by_game(("pandas", "numpy", "plotly", "chess", "streamlit")) == []


def test_one_game_starts_without_the_norm_report_s_template_or_babel() -> None:
    assert loaded_by_game(("jinja2", "babel", "elo_core.language",
                            "elo_core.norms.report.html")) == []


def test_one_game_starts_without_the_file_readers_the_event_s_or_the_order_s_code() -> None:
    assert loaded_by_game(("elo_core.event", "elo_core.trf.reader", "elo_core.elo.order",
                           "elo_core.cli.sources", "elo_core.readers.parser",
                           "elo_core.elo.first_rating", "elo_core.readers.decoding")) == []


def test_every_public_name_of_the_package_is_there_on_first_use() -> None:
    import elo_core

    assert dir(elo_core) == sorted(elo_core.__all__)
    for name in elo_core.__all__:
        getattr(elo_core, name)  # an AttributeError for a name without a home
    assert elo_core.rate_event is __import__("elo_core.event", fromlist=["_"]).rate_event
    # a function named as its module stays the function once the module is imported
    code = ("import elo_core.elo.performance, elo_core.elo.first_rating, elo_core.elo.next_round\n"
            "from elo_core import first_rating, next_round, performance\n"
            "print(all(callable(f) and type(f).__name__ == 'function'\n"
            "          for f in (first_rating, next_round, performance)))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == "True"
    unknown = "nothing_here"  # by a variable: type checkers know the package's every name
    with pytest.raises(AttributeError, match="no attribute 'nothing_here'"):
        getattr(elo_core, unknown)


def run_bytes(argv: list[str], data: bytes) -> tuple[int, str]:
    """Standard input as the real one is: text with a binary buffer underneath."""
    out = io.StringIO()
    code = main(argv, io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"), out)
    return code, out.getvalue()


def test_a_byte_order_mark_on_standard_input_is_ignored() -> None:
    code, out = run_bytes(["series", "--rating", "1800"], b"\xef\xbb\xbf1800:1\n")
    assert code == 0 and [g["opponent"] for g in json.loads(out)["games"]] == [1800]


def test_the_issues_byte_order_mark_pipe_works_end_to_end() -> None:
    result = subprocess.run([sys.executable, "-m", "elo_core", "series", "--rating", "1800"],
                            input=b"\xef\xbb\xbf1800:1\n", capture_output=True, check=False)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["games"][0]["opponent"] == 1800


def test_windows_1252_bytes_read_the_same_from_standard_input_and_from_a_file(
        tmp_path: Path) -> None:
    data = "O’Brien 1800:1\nMüller 1900:½\n".encode("cp1252")
    games_file = tmp_path / "games.txt"
    games_file.write_bytes(data)
    _, piped = run_bytes(["series", "--rating", "1800"], data)
    _, from_file = run(["series", "--rating", "1800", str(games_file)])
    assert json.loads(piped) == json.loads(from_file)
    assert [g["name"] for g in json.loads(piped)["games"]] == ["O’Brien", "Müller"]


def test_an_undecodable_file_is_named_with_its_line(tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    games_file = tmp_path / "games.txt"
    games_file.write_bytes(b"1800:1\nM\x81ller 1900:0\n")
    code, out = run(["series", "--rating", "1800", str(games_file)])
    assert (code, out) == (2, "")
    assert capsys.readouterr().err.startswith(f"{games_file}: line 2: the text cannot be read")


def test_a_binary_on_standard_input_is_not_a_text_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = run_bytes(["performance"], b"PK\x03\x04\x00\x00binary")
    assert code == 2
    assert capsys.readouterr().err == (
        "standard input: this is not a text file (a spreadsheet, archive or image?); "
        "save it as CSV or plain text\n")


def test_the_command_line_has_no_game_limit() -> None:
    data = json.loads(run(["performance"], "1800:1\n" * 10_001)[1])
    assert data["games"] == 10_001 and data["errors"] == []
