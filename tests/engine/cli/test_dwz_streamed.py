"""``python -m elo_core dwz`` in bounded memory: the games counted in one reading and read
again from a spool for their rows, the answer written as it is made, is the document the whole
list gives (:func:`~tests.engine.cli.whole_documents.dwz_dict` of
:func:`~elo_core.dwz.evaluation.evaluate_dwz` or :func:`~elo_core.dwz.first_dwz.first_dwz`),
byte for byte, and a long list takes a bounded amount of memory."""

import io
from datetime import date
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.cli.main import main
from elo_core.dwz.evaluation import DwzEvaluation, evaluate_dwz
from elo_core.dwz.first_dwz import FirstDwz, first_dwz
from elo_core.dwz.wo import WO
from elo_core.export.json_text import dumps
from elo_core.readers.columns import RatingColumn
from elo_core.readers.limits import KEPT_ERRORS
from elo_core.readers.parser import parse_game_list
from tests.engine.cli.running import MB, measured
from tests.engine.cli.whole_documents import dwz_dict
from tests.sampling import examples


def run(argv: list[str], text: str) -> tuple[int, str]:
    stdout = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    code = main(["dwz", *argv], io.TextIOWrapper(io.BytesIO(text.encode())), stdout)
    stdout.flush()
    return code, stdout.buffer.getvalue().decode("utf-8")


def whole(text: str, rating: int | None, index: int | None, birth_year: int | None,
        last_day: date, wo: str | None) -> str:
    """The document as the command made it before: every game in a list, one ``dwz_dict``."""
    games = parse_game_list(text, max_games=None, rating_column=RatingColumn.NATIONAL)
    wo_ = None if wo is None else WO(wo)
    report: DwzEvaluation | FirstDwz
    if rating is None:
        report = first_dwz(games.games, last_day, wo_)
    else:
        assert index is not None, "a player with a rating has a development index"
        report = evaluate_dwz(rating, index, games.games, last_day, birth_year, wo_)
    return dumps(dwz_dict(report, games.errors[:KEPT_ERRORS], len(games.errors))) + "\n"


def argv_of(rating: int | None, index: int | None, birth_year: int | None, last_day: date,
        wo: str | None) -> list[str]:
    return [*(["--rating", str(rating), "--index", str(index)] if rating is not None else []),
            *(["--birth-year", str(birth_year)] if birth_year is not None else []),
            "--date", last_day.isoformat(), *(["--wo", wo] if wo else []), "--skip-invalid"]


# Game lines: played games (whole DWZ, a fraction, colours, German results), forfeits with and
# without an opponent, byes, a quoted name, and lines that are errors.
LINES = ["Meier 1800:1", "1950:½", "2100:b 0", "1700:w 1-0", "1500.5:remise", "1500:0",
         "Kraus 1600:+", "1600:-", "+", "-", "kampflos", "bye", "spielfrei", "bye ½",
         '"Kok: Kim" 1850:1', "1850:1", "2400:0", "900:1", "x", "1700:x", "Kim:1"]
# A table with a DWZ column, whose empty and "-" cells are opponents without a DWZ.
ROWS = ["Meier;1500;1", "Neu;;½", "Schulz;-;1", "Kraus;1600;+", "spielfrei;;1", "Lang;1900;0",
        "Berg;1750;½", "Roth;2000;1", "Voss;1400;0", "Roth;2000;x"]
lists = st.one_of(
    st.lists(st.sampled_from(LINES), max_size=30).map(lambda ls: "".join(f"{x}\n" for x in ls)),
    st.lists(st.sampled_from(ROWS), max_size=30).map(
        lambda rs: "Name;DWZ;Ergebnis\n" + "".join(f"{r}\n" for r in rs)),
    # every rated game won, drawn or lost: 100 % (the fictitious draw), 0 %, at expectation
    st.builds(lambda rs, s: "".join(f"{r}:{s}\n" for r in rs),
              st.lists(st.integers(min_value=100, max_value=3500), min_size=1, max_size=12),
              st.sampled_from(["1", "0", "½"])),
)
players = st.one_of(st.none(), st.tuples(st.integers(min_value=100, max_value=3500),
                                         st.integers(min_value=1, max_value=40)))
birth_years = st.one_of(st.none(), st.integers(min_value=1930, max_value=2018))
last_days = st.sampled_from([date(2018, 5, 1), date(2026, 6, 7), date(2026, 6, 8),
                             date(2026, 11, 30)])
wos = st.sampled_from([None, "old", "new"])


@pytest.mark.slow
@examples(300, deadline=None)
@given(lists, players, birth_years, last_days, wos)
def test_the_streamed_answer_is_the_whole_lists_document(text: str,
        player: tuple[int, int] | None, born: int | None, last_day: date, wo: str | None) -> None:
    rating, index = player if player is not None else (None, None)
    born = born if rating is not None else None
    argv = argv_of(rating, index, born, last_day, wo)
    assert run(argv, text) == (0, whole(text, rating, index, born, last_day, wo))


@pytest.mark.parametrize("player", [None, (1800, 5), (1200, 1)])
def test_games_read_again_from_disk_give_the_same_document(player: tuple[int, int] | None,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from elo_core.cli import spool

    text = "Meier 1800:1\n1700:0\nbye\n1900:½\nx\n+\n1650.5:1\n" * 400
    rating, index = player if player is not None else (None, None)
    argv = argv_of(rating, index, None, date(2026, 6, 7), None)
    expected = whole(text, rating, index, None, date(2026, 6, 7), None)
    monkeypatch.setattr(spool, "GAMES_IN_MEMORY", 10)  # 2,800 games, most of them on disk
    assert run(argv, text) == (0, expected)


@pytest.mark.slow
@pytest.mark.parametrize("argv", [["--rating", "1800", "--index", "5"], ["--skip-invalid"]])
def test_a_long_list_is_evaluated_in_bounded_memory(argv: list[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    # 120,000 games (a generator's lines, written to a file first). The command as it was,
    # holding every game, each row with its P(D) and the whole document, took 114 MB
    # (evaluation) and 106 MB (first DWZ) here by tracemalloc, growing with the list (by
    # /usr/bin/time, 1,000,000 games took 1.06 GB and 1.09 GB). Now the games wait in a spool
    # (here 1,000 in memory, the rest on disk in batches of 10,000) and the opponents are one
    # count per DWZ: 8.6 MB either way, the same for 50,000 games or 300,000.
    from elo_core.cli import spool

    path = tmp_path / "games.txt"
    with path.open("w", encoding="utf-8") as out:
        out.writelines(f"P{i} {1500 + i % 700}:{'1' if i % 3 else '½'}\n" for i in range(120_000))
    monkeypatch.setattr(spool, "GAMES_IN_MEMORY", 1000)
    code, sink, peak = measured(["dwz", *argv, str(path)], b"")
    assert code == 0 and sink.size > 19 * MB and peak < 12 * MB
