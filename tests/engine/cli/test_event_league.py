"""``python -m elo_core event`` on a league across three months (``tests/league.py``; the values
worked out by hand in ``tests/engine/event/test_league.py``): the event's ``periods`` and each
player's ``months``, with the store's lists of the months and without them, as
``docs/command-line.md`` documents them."""

from pathlib import Path

import pytest

from tests.engine.cli.running import strict_answer
from tests.league import LEAGUE, league_store
from tests.paths import DATA

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
    data = strict_answer(["event", FILE])
    periods = data["event"]["periods"]
    assert periods == {
        "by_month": True, "days": 70, "days_from": "round-dates", "list_kind": "standard",
        "months": [{"month": "2026-09", "rounds": [1, 2], "list_kept": True},
                   {"month": "2026-10", "rounds": [3, 4], "list_kept": True},
                   {"month": "2026-11", "rounds": [5, 6], "list_kept": True}],
        "undated_rounds": [], "one_period": None}
    claes = data["players"][1]
    assert [(m["month"], m["rounds"], m["rating"], m["rating_from"], m["rated_games"],
             m["points"], m["rounded_change"], m["k"]["effective"]) for m in claes["months"]] == [
        ("2026-09", [1, 2], 1850, "list", 2, 1.0, 0, 20),
        ("2026-10", [3, 4], 1862, "list", 2, 1.0, -5, 20),
        ("2026-11", [5, 6], 1857, "list", 2, 0.0, -22, 20)]
    assert [m["change"] for m in claes["months"]] == pytest.approx([0.0, -4.8, -22.0])
    assert [m["expected"] for m in claes["months"]] == pytest.approx([1.0, 1.24, 1.10])
    assert [(p["rating"], p["rating_from"], p["rounded_change"], p["new_rating"])
            for p in data["players"]] == [
        (1900, "list", 24, 1924), (1850, "list", -27, 1835), (1800, "list", 4, 1804),
        (1750, "list", -1, 1749)]
    assert data["event"]["rounded_sum_of_changes"] == 0


def test_without_lists_each_month_takes_the_file_s_ratings_and_says_so() -> None:
    data = strict_answer(["event", FILE])
    assert [m["list_kept"] for m in data["event"]["periods"]["months"]] == [False] * 3
    assert {m["rating_from"] for p in data["players"] for m in p["months"]} == {"not-kept"}
    assert {p["rating_from"] for p in data["players"]} == {"file"}
    assert [p["rounded_change"] for p in data["players"]] == [24, -25, 5, -4]


def test_an_event_of_one_period_has_no_months() -> None:
    data = strict_answer(["event", str(LEAGUE.parent / "swiss.trf")])
    assert data["event"]["periods"] == {
        "by_month": False, "days": 2, "days_from": "start-end", "list_kind": "standard",
        "months": [], "undated_rounds": [], "one_period": "at-most-30-days"}
    assert {len(p["months"]) for p in data["players"]} == {0}


def test_a_rapid_league_lends_each_month_s_standard_rating(lists: Path, tmp_path: Path) -> None:
    # Eek unrated in the file; the store keeps the standard lists, no rapid list
    unrated = tmp_path / "league.trf"
    unrated.write_text(LEAGUE.read_text(encoding="utf-8").replace(" 1750 NED", "      NED"),
                       encoding="utf-8")
    data = strict_answer(["event", str(unrated), "--play", "rapid"])
    assert (data["event"]["rules"], data["event"]["periods"]["list_kind"]) == (
        "fide-rapid", "rapid")
    assert [m["list_kept"] for m in data["event"]["periods"]["months"]] == [False] * 3
    eek = data["players"][3]
    assert [(m["rating"], m["rating_from"], m["k"]["effective"], m["rounded_change"])
            for m in eek["months"]] == [(1750, "standard-list", 40, -29),
                                        (1735, "standard-list", 40, -5),
                                        (1733, "standard-list", 40, 30)]
    assert (eek["rating"], eek["rating_from"], eek["rounded_change"]) == (
        1750, "standard-list", -4)
    assert "standard-rating" in eek["flags"]


def test_a_long_file_without_round_dates_says_why_it_is_one_period(tmp_path: Path) -> None:
    undated = tmp_path / "league.trf"
    undated.write_text("".join(line for line in LEAGUE.read_text(encoding="utf-8")
                               .splitlines(keepends=True) if not line.startswith("132")),
                       encoding="utf-8")
    periods = strict_answer(["event", str(undated)])["event"]["periods"]
    assert (periods["by_month"], periods["days"], periods["days_from"],
            periods["one_period"]) == (False, 70, "start-end", "no-round-dates")


GERMAN_LEAGUE = DATA / "german_league.trf"


def test_by_the_dwz_a_league_is_one_evaluation_and_says_so(tmp_path: Path) -> None:
    # the DWZ evaluates an event as a whole against the DWZ before it (WO 2.2.3): the league's
    # figures are those of the same games played in one November week, ending the same day
    data = strict_answer(["event", str(GERMAN_LEAGUE), "--system", "dwz"])
    assert data["event"]["periods"] == {
        "by_month": False, "days": 63, "days_from": "round-dates", "list_kind": None,
        "months": [], "undated_rounds": [], "one_period": "dwz"}
    week = tmp_path / "week.trf"
    text = GERMAN_LEAGUE.read_text(encoding="utf-8")
    for day, late in zip(("26/09/12", "26/09/26", "26/10/10", "26/10/24"),
                         ("26/11/10", "26/11/11", "26/11/12", "26/11/13"), strict=True):
        text = text.replace(day, late)
    week.write_text(text.replace("042 2026/09/12", "042 2026/11/10"), encoding="utf-8")
    in_a_week = strict_answer(["event", str(week), "--system", "dwz"])
    assert in_a_week["event"]["periods"]["days"] == 4
    assert [p["new_rating"] for p in data["players"]] == [p["new_rating"]
                                                          for p in in_a_week["players"]]
