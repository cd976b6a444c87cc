"""``python -m elo_core rating-list``: import, find and status as JSON, and every refusal a
message with exit 2, never a traceback."""

from datetime import date
from pathlib import Path

import pytest

from tests.engine.cli.running import loaded_by_game, offered, run_to_exit
from tests.engine.rating_list.commands import answer, refused
from tests.rating_list_lines import COMBINED, Listed, own_columns, write_list

CARLSEN = Listed("1503014", "Carlsen, Magnus", fed="NOR", title="GM", rating="2840", k="10",
                 birth="1990", rapid=("2830", "5", "20"))
NUNEZ = Listed("2201234", "Núñez, José", fed="ESP", sex="F", title="WIM", women_title="WIM",
               rating="2105", games="4", k="40", birth="2009", flag="wi")


@pytest.fixture
def db(tmp_path: Path) -> str:
    return str(tmp_path / "lists.sqlite3")


def test_import_says_how_many_players_which_list_and_the_problems(db: str, tmp_path: Path) -> None:
    file = write_list(tmp_path / "standard_dec26frl.zip", [CARLSEN, "x7 junk", NUNEZ])
    data = answer(["rating-list", "import", str(file), "--db", db])
    assert {key: data[key] for key in ("players", "kind", "month", "kind_from", "month_from",
                                       "problem_count", "replaced")} == {
        "players": 2, "kind": "standard", "month": "2026-12", "kind_from": "file name",
        "month_from": "header", "problem_count": 1, "replaced": None}
    assert [(p["line"], p["problem"]) for p in data["problems"]] == [(3, "short-line")]


def test_find_by_name_and_by_id_give_the_players_fields(db: str, tmp_path: Path) -> None:
    answer(["rating-list", "import", str(write_list(tmp_path / "standard_dec26frl.txt",
                                                    [CARLSEN, NUNEZ])), "--db", db])
    (nunez,) = answer(["rating-list", "find", "jose nunez", "--db", db])["players"]
    assert nunez == {"fide_id": 2201234, "name": "Núñez, José", "federation": "ESP",
                     "sex": "F", "title": "WIM", "women_title": "WIM", "other_titles": "",
                     "rating": 2105, "games": 4, "k": 40, "birth_year": 2009,
                     "inactive": True, "woman": True}
    by_id = answer(["rating-list", "find", "--id", "1503014", "--db", db])["players"]
    assert [(p["name"], p["rating"], p["inactive"]) for p in by_id] == [
        ("Carlsen, Magnus", 2840, False)]
    none = {"kind": "standard", "month": "2026-12", "players": []}
    assert answer(["rating-list", "find", "--id", "42", "--db", db]) == none
    assert answer(["rating-list", "find", "kasparov", "--db", db]) == none


def test_the_combined_list_loads_the_kind_and_month_given(db: str, tmp_path: Path) -> None:
    file = write_list(tmp_path / "players_list_foa.txt", [CARLSEN], COMBINED)
    data = answer(["rating-list", "import", str(file), "--kind", "rapid", "--month", "2026-12",
                   "--db", db])
    assert (data["kind"], data["month"], data["kind_from"]) == ("rapid", "2026-12", "given")
    (carlsen,) = answer(["rating-list", "find", "carlsen", "--kind", "rapid",
                         "--db", db])["players"]
    assert (carlsen["rating"], carlsen["games"], carlsen["k"]) == (2830, 5, 20)


def test_status_lists_what_is_loaded_and_nothing_before(db: str, tmp_path: Path) -> None:
    assert answer(["rating-list", "status", "--db", db]) == {"store": db, "lists": []}
    answer(["rating-list", "import", str(write_list(tmp_path / "blitz_nov26frl.txt", [CARLSEN],
                                                    )), "--month", "2026-11", "--db", db])
    (loaded,) = answer(["rating-list", "status", "--db", db])["lists"]
    assert (loaded["kind"], loaded["month"], loaded["players"], loaded["source"]) == (
        "blitz", "2026-11", 1, "blitz_nov26frl.txt")


def test_the_store_follows_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path / "data"))
    answer(["rating-list", "import", str(write_list(tmp_path / "standard_dec26frl.txt",
                                                    [CARLSEN]))])
    assert (tmp_path / "data" / "rating_lists.sqlite3").is_file()
    assert len(answer(["rating-list", "find", "carlsen"])["players"]) == 1


def test_refusals_are_one_message_and_exit_2(db: str, tmp_path: Path) -> None:
    assert "no rating list has been loaded yet" in refused(
        ["rating-list", "find", "carlsen", "--db", db])
    assert "no such file" in refused(["rating-list", "import", str(tmp_path / "x.txt"),
                                      "--db", db])
    (tmp_path / "games.txt").write_text("1800:1\n")
    assert "games.txt: the first line is not a FIDE rating list's header" in refused(
        ["rating-list", "import", str(tmp_path / "games.txt"), "--db", db])
    answer(["rating-list", "import", str(write_list(tmp_path / "standard_dec26frl.txt",
                                                    [CARLSEN])), "--db", db])
    assert refused(["rating-list", "find", "carlsen", "--month", "2026-11", "--db", db]) == (
        "the store keeps no standard list of 2026-11 (it keeps 2026-12)\n")
    assert refused(["rating-list", "remove", "--month", "2026-11", "--db", db]) == (
        "the store keeps no standard list of 2026-11 (it keeps 2026-12)\n")
    assert "--month is for FIDE's lists" in refused(
        ["rating-list", "find", "x", "--kind", "dwz", "--month", "2026-12", "--db", db])
    assert "no rapid list" in refused(["rating-list", "find", "x", "--kind", "rapid",
                                       "--db", db])
    assert "give a name or --id N" in refused(["rating-list", "find", "--db", db])
    assert "is not a month" in refused(["rating-list", "import", "f.txt", "--month", "12/2026"])
    (tmp_path / "junk.db").write_text("junk " * 1000)
    assert "is not a rating list store" in refused(
        ["rating-list", "status", "--db", str(tmp_path / "junk.db")])


@pytest.mark.parametrize(("action", "shown", "named"), [
    ("import", "{standard,rapid,blitz}", "'standard', 'rapid', 'blitz'"),
    ("find", "{standard,rapid,blitz,dwz}", "'standard', 'rapid', 'blitz', 'dwz'"),
    ("remove", "{standard,rapid,blitz}", "'standard', 'rapid', 'blitz'"),
])
def test_the_help_and_a_refusal_name_every_kind_of_list(action: str, shown: str,
                                                        named: str) -> None:
    assert offered(["rating-list", action], "--kind") == (shown, named)


def test_a_search_gives_at_most_a_hundred_players(
        db: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_to_exit(["rating-list", "find", "--help"])[0] == 0
    shown = " ".join(capsys.readouterr().out.split())
    assert "the most players to give, 1–100 (default: 10)" in shown
    assert "argument --limit: '101' is outside 1–100" in refused(
        ["rating-list", "find", "x", "--limit", "101", "--db", db])


def test_one_game_starts_without_the_rating_lists_modules_or_sqlite() -> None:
    assert loaded_by_game(("sqlite3", "zipfile", "elo_core.rating_list",
                           "elo_core.rating_list.store", "elo_core.rating_list.importing")) == []


def test_the_command_line_asks_for_the_month_naming_the_zips_day_then_loads(
        tmp_path: Path) -> None:
    db = str(tmp_path / "lists.sqlite3")
    file = str(write_list(tmp_path / "players_list.zip", [CARLSEN], COMBINED,
                          inside="players_list_foa.txt", written=date(2026, 11, 30)))
    said = refused(["rating-list", "import", file, "--db", db])
    assert said == ("players_list.zip: neither the file's name nor its header says the "
                    "list's month: give --month YYYY-MM (the zip's list was written on "
                    "2026-11-30)\n")
    loaded = answer(["rating-list", "import", file, "--db", db, "--month", "2026-12",
                     "--kind", "blitz"])
    assert (loaded["kind"], loaded["month"], loaded["kind_from"], loaded["month_from"]) == (
        "blitz", "2026-12", "given", "given")


def test_each_month_is_kept_found_by_month_and_removed_by_the_operator(
        db: str, tmp_path: Path) -> None:
    for month, rating in (("DEC26", "2840"), ("NOV26", "2831")):
        player = Listed("1503014", "Carlsen, Magnus", rating=rating)
        answer(["rating-list", "import", str(write_list(
            tmp_path / f"standard_{month.lower()}frl.txt", [player], own_columns(month))),
            "--db", db])
    assert [(item["month"], item["players"]) for item in answer(
        ["rating-list", "status", "--db", db])["lists"]] == [("2026-12", 1), ("2026-11", 1)]
    latest = answer(["rating-list", "find", "carlsen", "--db", db])
    november = answer(["rating-list", "find", "--id", "1503014", "--month", "2026-11",
                       "--db", db])
    assert (latest["month"], latest["players"][0]["rating"]) == ("2026-12", 2840)
    assert (november["month"], november["players"][0]["rating"]) == ("2026-11", 2831)
    removed = answer(["rating-list", "remove", "--month", "2026-12", "--db", db])
    assert (removed["removed"]["month"], [item["month"] for item in removed["lists"]]) == (
        "2026-12", ["2026-11"])
    assert answer(["rating-list", "find", "carlsen", "--db", db])["month"] == "2026-11"
