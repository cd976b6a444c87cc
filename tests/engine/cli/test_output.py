"""Standard output as it really is: a locale that is not UTF-8, a reader that leaves early, an
output closed from the start. Real processes, since that is where these happen."""

import json
import os
import subprocess
import sys
from pathlib import Path
from subprocess import CompletedProcess

import pytest

from tests.paths import ROOT

COMMAND = [sys.executable, "-m", "elo_core"]
GAMES = "Müller 1800:½\nO’Brien 1950:1\n".encode()


def elo_core(*argv: str, data: bytes = GAMES, **environment: str) -> CompletedProcess[bytes]:
    env = {**os.environ, **environment}
    return subprocess.run([*COMMAND, *argv], input=data, capture_output=True, cwd=ROOT,
                          env=env, check=False, timeout=60)


@pytest.mark.parametrize("environment", [{"LC_ALL": "C"}, {"PYTHONIOENCODING": "ascii"},
                                         {"LC_ALL": "C", "PYTHONIOENCODING": "latin-1"}])
@pytest.mark.parametrize("summary", [[], ["--summary"]])
def test_a_locale_that_is_not_utf8_still_gets_utf8_json(environment: dict[str, str],
        summary: list[str]) -> None:
    result = elo_core("series", "--rating", "1800", *summary, data=GAMES, **environment)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout.decode("utf-8"))
    if not summary:
        assert [g["name"] for g in data["games"]] == ["Müller", "O’Brien"]
    assert data["points"] == 1.5


def test_errors_in_an_ascii_locale_are_written_without_a_traceback() -> None:
    result = elo_core("series", "--rating", "1800", data="Müller 1800:x½\n".encode(),
                      PYTHONIOENCODING="ascii")
    assert result.returncode == 2 and result.stdout == b""
    assert result.stderr.startswith(b"line 1: unknown result")
    assert b"Traceback" not in result.stderr


def test_help_in_an_ascii_locale_is_written_as_utf8() -> None:
    result = elo_core("glicko2", "--help", data=b"", PYTHONIOENCODING="ascii")
    assert result.returncode == 0 and b"Traceback" not in result.stderr
    assert "volatility σ" in result.stdout.decode("utf-8")


@pytest.mark.parametrize("summary", [[], ["--summary"]])
def test_a_reader_that_has_gone_ends_the_command_quietly_with_status_1(summary: list[str],
        tmp_path: Path) -> None:
    games = tmp_path / "games.txt"
    games.write_text("1800:1\n" * 20_000, encoding="utf-8")
    process = subprocess.Popen([*COMMAND, "series", "--rating", "1800", *summary, str(games)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    assert process.stdout is not None, "the output is a pipe"
    process.stdout.close()          # the reader goes before a byte is written
    _, err = process.communicate(timeout=60)
    assert process.returncode == 1
    assert err == b""


def test_a_pipe_closed_after_ten_bytes_gives_no_traceback(tmp_path: Path) -> None:
    games = tmp_path / "games.txt"
    games.write_text("1800:1\n" * 100_000, encoding="utf-8")
    shell = (f"{sys.executable} -m elo_core series --rating 1800 {games} 2>{tmp_path}/err "
             f"| head -c 10; echo \" ${{PIPESTATUS[0]}}\"")
    result = subprocess.run(["bash", "-c", shell], capture_output=True, cwd=ROOT, check=True,
                            timeout=120)
    head, status = result.stdout.decode().rsplit(" ", 1)
    assert head == '{"mode": "' and status.strip() == "1"
    assert (tmp_path / "err").read_bytes() == b""


def test_a_standard_output_closed_from_the_start_ends_quietly_with_status_1() -> None:
    result = subprocess.run(["sh", "-c", f"{sys.executable} -m elo_core series --rating 1800 "
                                         ">&-"], input=GAMES, capture_output=True, cwd=ROOT,
                            check=False, timeout=60)
    assert result.returncode == 1 and result.stderr == b""


def test_bad_input_with_standard_output_closed_is_still_named() -> None:
    result = subprocess.run(["sh", "-c", f"{sys.executable} -m elo_core series --rating 1800 "
                                         ">&-"], input=b"1800:x\n", capture_output=True,
                            cwd=ROOT, check=False, timeout=60)
    assert result.returncode == 2 and result.stderr.startswith(b"line 1: unknown result")


def test_a_closed_standard_input_is_named() -> None:
    result = subprocess.run(["sh", "-c", f"{sys.executable} -m elo_core performance <&-"],
                            capture_output=True, cwd=ROOT, check=False, timeout=60)
    assert result.returncode == 2 and result.stdout == b""
    assert result.stderr == b"standard input: cannot read it (it is closed)\n"


def test_a_lines_notes_are_said_on_stderr_and_kept_in_the_json() -> None:
    """As the Tournament page says them: a line read with what it may not mean."""
    import io
    from contextlib import redirect_stderr

    from elo_core.cli.main import main as run

    err, out = io.StringIO(), io.TextIOWrapper(io.BytesIO())
    with redirect_stderr(err):
        code = run(["performance", "-"], io.TextIOWrapper(io.BytesIO(b"GM XXX 2480:1\n1800:0\n")),
                   out)
    assert code == 0
    said = ("line 1: the federation “XXX” is no FIDE federation's code (GER, NED, FID …): the "
            "norm counts this opponent without a federation — \"GM XXX 2480:1\"")
    assert err.getvalue().splitlines() == ["1 line was read, perhaps not as you meant:", said]
    notes = json.loads(out.buffer.getvalue())["notes"]
    assert [(n["line"], n["problem"], n["token"], n["message"]) for n in notes] == [
        (1, "not-a-federation", "XXX", said)]
