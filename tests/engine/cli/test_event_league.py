"""``python -m elo_core event`` on a league across three months (``tests/league.py``; the values
worked out by hand in ``tests/engine/event/test_league.py``): the event's ``periods`` and each
player's ``months``, with the store's lists of the months and without them, as
``docs/command-line.md`` documents them."""

from pathlib import Path

import pytest

from tests.engine.cli.test_event import answer
from tests.league import LEAGUE, league_store

FILE = str(LEAGUE)


@pytest.fixture
def lists(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The store of ``$ELO_DATA_DIR``, keeping the league's September, October and November
    lists."""
    folder = tmp_path / "lists"
    folder.mkdir()
    monkeypatch.setenv("ELO_DATA_DIR", str(folder))
    return league_store(folder).path


def test_the_league_is_rated_month_by_month_with_each_month_s_list(lists: Path) -> None:
    data = answer(["event", FILE])
    periods = data["event"]["periods"]
    assert periods == {
        "by_month": True, "days": 70, "days_from": "round-dates", "list_kind": "standard",
        "months": [{"month": "2026-09", "rounds": [1, 2], "list_kept": True},
                   {"month": "2026-10", "rounds": [3, 4], "list_kept": True},
                   {"month": "2026-11", "rounds": [5, 6], "list_kept": True}],
        "undated_rounds": []}
    claes = data["players"][1]
    assert [(m["month"], m["rounds"], m["rating"], m["rating_from"], m["rated_games"],
             m["points"], m["rounded_change"], m["k"]["effective"]) for m in claes["months"]] == [
        ("2026-09", [1, 2], 1850, "list", 2, 1.0, 0, 20),
        ("2026-10", [3, 4], 1862, "list", 2, 1.0, -5, 20),
        ("2026-11", [5, 6], 1857, "list", 2, 0.0, -22, 20)]
    assert [m["change"] for m in claes["months"]] == pytest.approx([0.0, -4.8, -22.0])
    assert [m["expected"] for m in claes["months"]] == pytest.approx([1.0, 1.24, 1.10])
    assert [(p["rating"], p["rounded_change"], p["new_rating"]) for p in data["players"]] == [
        (1900, 24, 1924), (1850, -27, 1835), (1800, 4, 1804), (1750, -1, 1749)]
    assert data["event"]["rounded_sum_of_changes"] == 0


def test_without_lists_each_month_takes_the_file_s_ratings_and_says_so() -> None:
    data = answer(["event", FILE])
    assert [m["list_kept"] for m in data["event"]["periods"]["months"]] == [False] * 3
    assert {m["rating_from"] for p in data["players"] for m in p["months"]} == {"not-kept"}
    assert [p["rounded_change"] for p in data["players"]] == [24, -25, 5, -4]


def test_an_event_of_one_period_has_no_months() -> None:
    data = answer(["event", str(LEAGUE.parent / "swiss.trf")])
    assert data["event"]["periods"] == {
        "by_month": False, "days": 2, "days_from": "start-end", "list_kind": "standard",
        "months": [], "undated_rounds": []}
    assert {len(p["months"]) for p in data["players"]} == {0}
