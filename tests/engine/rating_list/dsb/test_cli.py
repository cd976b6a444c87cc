"""``python -m elo_core rating-list`` with the DSB's export: ``import`` finds it by its header
(plain or zipped), ``find --kind dwz`` and ``find --member`` give each player's DWZ, Index,
birth year, FIDE ID and club, and every refusal is a message with exit 2."""

from pathlib import Path

import pytest

from tests.dwz_export_lines import NEWER, Member, write_export
from tests.engine.rating_list.commands import answer, refused
from tests.rating_list_lines import Listed, write_list

MUELLER = Member("C0327", "0012", "Müller", "Jürgen", dwz="1843", index="57", born="1961",
                 fide_id="4612345", fide_elo="1901", federation="GER")
MULLER = Member("B0101", "3", "Muller", "Hans", dwz="1910", index="12", born="1955",
                last="2026-11-02")


@pytest.fixture
def db(tmp_path: Path) -> str:
    return str(tmp_path / "lists.sqlite3")


def test_import_finds_the_zip_by_its_spieler_csv_and_says_what_it_read(db: str,
        tmp_path: Path) -> None:
    path = write_export(tmp_path / "LV-0-csv_v2.zip", [MUELLER, "junk", MULLER],
                        clubs={"C0327": "SK Zähringen"})
    data = answer(["rating-list", "import", str(path), "--db", db])
    assert {key: data[key] for key in ("players", "kind", "month", "month_from", "clubs",
                                       "problem_count", "source")} == {
        "players": 2, "kind": "dwz", "month": "2026-11-30", "month_from": "Letzte Auswertung",
        "clubs": 1, "problem_count": 1, "source": "LV-0-csv_v2.zip"}
    assert [(p["line"], p["problem"], p["token"]) for p in data["problems"]] == [
        (3, "field-count", "1")]


def test_find_by_name_member_and_fide_id_give_the_dwz_fields(db: str, tmp_path: Path) -> None:
    path = write_export(tmp_path / "LV-0-csv_v2.zip", [MUELLER, MULLER],
                        clubs={"C0327": "SK Zähringen"})
    answer(["rating-list", "import", str(path), "--db", db])
    found = answer(["rating-list", "find", "müller", "--kind", "dwz", "--db", db])["players"]
    assert [(p["name"], p["dwz"]) for p in found] == [("Muller, Hans", 1910),
                                                      ("Müller, Jürgen", 1843)]
    (mueller,) = answer(["rating-list", "find", "--member", "C0327-012", "--db", db])["players"]
    assert {key: mueller[key] for key in ("member_id", "zps", "club", "name", "dwz", "index",
                                          "birth_year", "fide_id", "fide_elo",
                                          "fide_federation")} == {
        "member_id": "C0327-12", "zps": "C0327", "club": "SK Zähringen",
        "name": "Müller, Jürgen", "dwz": 1843, "index": 57, "birth_year": 1961,
        "fide_id": 4612345, "fide_elo": 1901, "fide_federation": "GER"}
    by_id = answer(["rating-list", "find", "--id", "4612345", "--kind", "dwz", "--db", db])
    assert [p["member_id"] for p in by_id["players"]] == ["C0327-12"]
    assert answer(["rating-list", "find", "--member", "C0327-99", "--db", db]) == {
        "players": []}


def test_status_names_the_dwz_list_beside_fides(db: str, tmp_path: Path) -> None:
    answer(["rating-list", "import", str(write_list(tmp_path / "standard_dec26frl.txt",
                                                    [Listed("1503014", "Carlsen, M")])),
            "--db", db])
    answer(["rating-list", "import", str(write_export(tmp_path / "spieler.csv", [MUELLER],
                                                      header=NEWER, separator=";")),
            "--db", db])
    lists = answer(["rating-list", "status", "--db", db])["lists"]
    assert [(item["kind"], item.get("month"), item.get("day"), item["players"])
            for item in lists] == [("standard", "2026-12", None, 1),
                                   ("dwz", None, "2026-11-30", 1)]


def test_refusals_are_one_message_and_exit_2(db: str, tmp_path: Path) -> None:
    assert "the store holds no DWZ list" in refused(
        ["rating-list", "find", "--member", "C0327-12", "--db", db])
    path = write_export(tmp_path / "spieler.csv", [MUELLER])
    assert "--kind is for FIDE's lists" in refused(
        ["rating-list", "import", str(path), "--kind", "rapid", "--db", db])
    undated = write_export(tmp_path / "undated.csv", [Member("C0327", "1", "A", "B", last="")])
    assert "undated.csv: no line's Letzte Auswertung is a day" in refused(
        ["rating-list", "import", str(undated), "--db", db])
    answer(["rating-list", "import", str(path), "--db", db])
    assert "give the ZPS and the member's number" in refused(
        ["rating-list", "find", "--member", "12", "--db", db])
    assert "the store holds the DWZ list of 2026-11-30, which is newer" in refused(
        ["rating-list", "import", str(undated), "--month", "2026-10", "--db", db])


def test_find_written_without_umlauts_finds_them_in_both_lists(db: str, tmp_path: Path) -> None:
    """``find Mueller``: Müller, not Muller, in the DWZ list and in FIDE's."""
    answer(["rating-list", "import", str(write_export(tmp_path / "spieler.csv",
                                                      [MUELLER, MULLER])), "--db", db])
    answer(["rating-list", "import", str(write_list(tmp_path / "standard_dec26frl.txt", [
        Listed("4612345", "Müller, Jürgen", rating="1901"),
        Listed("4600001", "Muller, Hans", rating="2100")])), "--db", db])
    dwz = answer(["rating-list", "find", "Mueller", "--kind", "dwz", "--db", db])["players"]
    assert [(p["name"], p["dwz"]) for p in dwz] == [("Müller, Jürgen", 1843)]
    fide = answer(["rating-list", "find", "Mueller", "--db", db])["players"]
    assert [(p["name"], p["fide_id"]) for p in fide] == [("Müller, Jürgen", 4612345)]
