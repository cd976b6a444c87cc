"""The Whole event page through AppTest: a tournament report file pasted in, every figure of its
table the engine's, K set per player in the link, bad links and damaged files named, and each
player's link to the Tournament page showing the same change there."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

import pandas as pd
import pytest
from pytest import MonkeyPatch
from streamlit.testing.v1 import AppTest

from elo_core import FIDE, RULE_SETS
from elo_core.event import PlayerResult, rate_event
from elo_core.event_months import rate_event_in_periods
from elo_core.export.event import event_dict
from elo_core.trf.reader import read_trf
from pages.ui.event.k_editor import with_edits
from tests.app.event.pasted import SWISS, open_event, page_text, players_table
from tests.app.failing_child import children_failing
from tests.conftest import PageOpener
from tests.paths import DATA
from tests.rendered import rendered
from tests.trf_lines import first_event_without_a_point, player_line, trf

ROUND_ROBIN = (DATA / "round_robin.trf").read_text(encoding="utf-8")


def player_games(at: AppTest) -> pd.DataFrame:
    """The selected player's rounds: the page's last table."""
    return at.dataframe[-1].value


def row(at: AppTest, rank: int) -> pd.Series:
    table = players_table(at)
    return table[table.iloc[:, 0] == rank].iloc[0]


def k_used(result: PlayerResult) -> float:
    """The K a rated player's change was worked out with: every rated player has one."""
    assert result.k is not None, result.player.name
    return result.k.effective


def test_without_a_file_the_page_says_what_to_give_it(open_page: PageOpener) -> None:
    at = open_page("event")
    assert at.title[0].value == "Whole event"
    assert "No event yet" in at.info[0].value
    assert not at.dataframe


def test_every_figure_of_the_table_is_the_engines(open_page: PageOpener) -> None:
    at = open_event(open_page, rules="fide")
    report = rate_event(read_trf(SWISS), FIDE)
    table = players_table(at)
    assert list(table["#"]) == [r.player.start_rank for r in report.players]
    rated = [r for r in report.players if r.player.rating is not None]
    shown = table[table["Rating"].notna()]
    assert list(shown["Change"]) == [r.rounded_change for r in rated]
    assert list(shown["New rating"]) == [r.new_rating for r in rated]
    assert list(shown["Expected"]) == [r.expected for r in rated]
    assert list(shown["K"]) == [k_used(r) for r in rated]
    # the hand-worked file: Bakker, a junior at 2180, K 40: 40 × 0.43 = 17.2 → +17, 2197
    bakker = row(at, 2)
    assert (bakker["K"], bakker["K from"], bakker["Change"], bakker["New rating"]) == (
        40, "junior under 2300", 17, 2197)
    # Kok, unrated: 5 games against rated opponents, 2.5 points → a first rating of 2006
    assert row(at, 10)["First rating"] == "2006"


def test_the_summary_counts_the_field_and_says_why_the_sum_is_not_zero(
        open_page: PageOpener) -> None:
    at = open_event(open_page, rules="fide")
    metrics = {m.label: m.value for m in at.metric}
    # the file's comment: 18 games rated, the rounded changes add up to +8
    assert metrics == {"Players": "10", "Rated players": "9", "Games rated": "18",
                       "Sum of all changes": "+8"}
    assert "players have different K (40, 20)" in page_text(at)
    assert "each player's change is rounded on its own" in page_text(at)


def test_the_sum_is_zero_when_the_changes_cancel_and_says_so(open_page: PageOpener) -> None:
    # K 20 for all, every player below 2650: each game's two changes cancel (see
    # tests/engine/event/test_known_values.py); the rounded changes −5, −20, +12, −15, +12, +16 too
    at = open_event(open_page, ROUND_ROBIN, rules="fide", k_all="20")
    assert {m.label: m.value for m in at.metric}["Sum of all changes"] == "0"
    assert "The changes add up to zero" in page_text(at)
    assert "Not zero" not in page_text(at)


def test_the_400_point_rule_is_a_reason_only_where_it_counts_for_one_side(
        open_page: PageOpener) -> None:
    # FIDE 2024 caps both sides alike; since October 2025 a 2700 player uses the real 500
    # against 2200 while the 2200 player's counts as 400: 0.96 and 0.08 do not add up to 1
    rounds = (("2", "w", "1"),), (("1", "b", "0"),)
    text = trf(player_line(1, "Top, Tim", 2700, rounds=rounds[0]),
               player_line(2, "Low, Lou", 2200, rounds=rounds[1]))
    one_side = open_event(open_page, text, rules="fide", k_all="20")
    assert "for the player below 2650 only" in page_text(one_side)
    both_sides = open_event(open_page, text, rules="fide-2024", k_all="20")
    assert "400-point rule" not in page_text(both_sides)
    assert "The changes add up to zero" in page_text(both_sides)


def test_the_event_header_names_the_event_where_and_when(open_page: PageOpener) -> None:
    at = open_event(open_page)
    assert "Hand-made Swiss" in [h.value for h in at.subheader]
    assert "Utrecht · 9 May 2025 – 11 May 2025 · 90 min + 30 s per move" in page_text(at)


def test_an_event_is_checked_under_fide_rules_until_the_user_chooses_others(
        open_page: PageOpener) -> None:
    at = open_event(open_page)
    assert at.get("popover")[0].proto.popover.label.startswith("Rules: FIDE standard")
    report = rate_event(read_trf(SWISS), FIDE)
    rated = [r for r in report.players if r.player.rating is not None]
    assert list(players_table(at).dropna(subset=["Rating"])["Change"]) == [
        r.rounded_change for r in rated]
    assert "rules" not in at.query_params  # nothing chosen: nothing in the link
    # a player's link names the rules the table used, so the Tournament page counts the same
    table = players_table(at)
    query = table["Tournament page"].iloc[1].split("?", 1)[1]
    assert "rules=fide" in query.split("&")
    at.radio(key="_rules_widget").set_value("elo").run()
    assert at.query_params["rules"] == "elo"
    assert row(at, 2)["Change"] == pytest.approx(rate_event(
        read_trf(SWISS), RULE_SETS["elo"]).players[1].change, abs=0.05)


def test_classic_elo_chosen_on_another_page_goes_with_the_user_to_the_event(
        open_page: PageOpener) -> None:
    at = open_page("game", rules="elo")
    assert at.get("popover")[0].proto.popover.label.startswith("Rules: Classic Elo")
    event = next(p.proto for p in at.get("page_link") if p.proto.page == "event")
    assert "rules=elo" in event.query_string.split("&")
    untouched = open_page("game")
    assert untouched.get("popover")[0].proto.popover.label.startswith("Rules: Classic Elo")
    event = next(p.proto for p in untouched.get("page_link")
                 if p.proto.page == "event")
    assert "rules" not in event.query_string


def test_a_k_set_in_the_link_changes_that_players_row_only(open_page: PageOpener) -> None:
    before = open_event(open_page, rules="fide")
    after = open_event(open_page, rules="fide", k_set="2:20")
    # Bakker with K 20: 20 × 0.43 = 8.6 → +9
    assert (row(after, 2)["K"], row(after, 2)["K from"], row(after, 2)["Change"]) == (
        20, "set by you", 9)
    changed = players_table(before).compare(players_table(after))
    assert set(changed.index) == {1}  # the second row, Bakker's
    assert after.query_params["k_set"] == "2:20"
    assert "K set by you for 1 player." in page_text(after)


def test_a_k_set_for_a_start_rank_the_file_does_not_have_is_named(open_page: PageOpener) -> None:
    at = open_event(open_page, k_set="2:20,42:10")
    # the count is of the file's players: start rank 42 is named, not counted
    assert ("K set by you for 1 player. K set for start rank 42, which this file does not "
            "have.") in page_text(at)
    alone = open_event(open_page, k_set="42:10")
    assert "K set by you" not in page_text(alone)
    assert "K set for start rank 42, which this file does not have." in page_text(alone)


def upload(at: AppTest, text: str, name: str = "event.trf") -> AppTest:
    """``text`` uploaded as the file ``name``."""
    at.file_uploader(key="_event_upload").set_value((name, text.encode("utf-8"), "text/plain"))
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_a_k_set_goes_with_the_players_it_was_set_for_not_the_next_file(
        open_page: PageOpener) -> None:
    at = upload(open_page("event", rules="fide", k_set="1:40,2:10"), SWISS)
    assert (row(at, 1)["K"], row(at, 2)["K"]) == (40, 10)  # Albers and Bakker
    upload(at, ROUND_ROBIN)
    # Ahlberg (10 by the rule at 2450) and the round robin's second keep FIDE's rule
    assert (row(at, 1)["K from"], row(at, 2)["K from"]) != ("set by you", "set by you")
    assert "set by you" not in set(players_table(at)["K from"])
    assert ("The K set by hand in this page's link (1:40, 2:10) was set for other players "
            "than this file has at those start ranks, so this file is rated without it."
            ) in page_text(at)
    assert at.query_params["k_set"] == "1:40,2:10"  # the link keeps it, for its own file
    upload(at, SWISS)
    assert (row(at, 1)["K"], row(at, 2)["K"], row(at, 2)["K from"]) == (40, 10, "set by you")
    assert "was set for other players" not in page_text(at)


def test_a_k_set_applies_to_a_corrected_file_of_the_same_players(open_page: PageOpener) -> None:
    at = upload(open_page("event", rules="fide", k_set="2:10"), SWISS)
    corrected = SWISS.replace("012 Hand-made Swiss", "012 Hand-made Swiss, corrected")
    upload(at, corrected)
    assert at.subheader[0].value.endswith("corrected") and row(at, 2)["K"] == 10


def test_a_k_set_for_other_players_can_be_applied_to_this_file_with_one_click(
        open_page: PageOpener) -> None:
    at = upload(open_page("event", rules="fide", k_set="2:10"), SWISS)
    upload(at, ROUND_ROBIN)
    assert row(at, 2)["K from"] != "set by you"
    next(b for b in at.button if b.label == "Apply it to this file").click().run()
    assert (row(at, 2)["K"], row(at, 2)["K from"]) == (10, "set by you")
    assert "was set for other players" not in page_text(at)


def test_an_edit_in_the_k_table_goes_into_the_link_and_the_row(open_page: PageOpener) -> None:
    at = open_event(open_page, rules="fide")
    # what the editor's on_change does with an edit of Bakker's row (the second rated row)
    ranks = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    assert with_edits({}, ranks, {"edited_rows": {1: {"set": 10}}}) == {2: 10}
    assert with_edits({2: 10, 5: 40}, ranks, {"edited_rows": {"1": {"set": None}}}) == {5: 40}
    assert with_edits({}, ranks, {"edited_rows": {0: {"set": 500}}}) == {1: 100}
    at.session_state["_k_editor_open"] = True
    at.run()
    editor = at.data_editor[0].value
    assert list(editor["rank"]) == ranks and editor["set"].isna().all()


def test_one_k_for_everyone(open_page: PageOpener) -> None:
    at = open_event(open_page, rules="fide", k_all="10")
    assert set(players_table(at)["K"].dropna()) == {10}
    assert row(at, 1)["K from"] == "one K for all"


def test_a_k_set_that_cannot_be_read_is_named_and_the_rest_is_used(open_page: PageOpener) -> None:
    at = open_event(open_page, rules="fide", k_set="2:20,x:40,3:500")
    warning = rendered(at.warning[0].value)
    assert "The link's k_set=2:20,x:40,3:500 has parts that cannot be used (x:40, 3:500;" in (
        warning)
    assert warning.endswith("using 2:20.")
    assert row(at, 2)["K"] == 20


def test_a_k_for_all_out_of_range_is_named_and_fides_rule_used(open_page: PageOpener) -> None:
    at = open_event(open_page, k_all="0")
    assert "The link's k_all=0 is outside 1–100; showing FIDE's rule instead." in rendered(
        at.warning[0].value)
    assert row(at, 2)["K"] == 40


def test_a_player_the_file_does_not_have_is_named(open_page: PageOpener) -> None:
    at = open_event(open_page, player="42")
    assert "The link's player=42 is not a start rank in this file" in page_text(at)
    at = open_event(open_page, player="abc")
    assert "player=abc is not a number" in rendered(at.warning[0].value)


def test_a_value_the_link_cannot_use_names_what_the_page_does_instead(
        open_page: PageOpener) -> None:
    at = open_event(open_page, player="-1")
    assert "player=-1 is outside 1–9999; showing no player chosen instead." in rendered(
        at.warning[0].value)
    at = open_event(open_page, k_set="1:,2:-5,3:200")
    assert rendered(at.warning[0].value).endswith("using no K set by hand.")


def test_a_reload_says_the_file_is_not_in_the_link_and_the_link_s_settings_wait_for_it(
        open_page: PageOpener) -> None:
    at = open_page("event", k_set="2:20", player="2", lang="de")
    assert "Eine Datei ist nie Teil des Links der Seite" in at.info[0].value
    assert "Noch kein Turnier: " in open_page("event", lang="de").info[0].value
    assert "Link" not in open_page("event", lang="de").info[0].value


def test_a_player_in_the_link_shows_their_games_round_by_round(open_page: PageOpener) -> None:
    at = open_event(open_page, rules="fide", player="4")
    games = player_games(at)
    assert list(games["Round"]) == ["1", "2", "3", "4", "5"]
    assert list(games["Result"]) == ["1", "0", "+", "0", "1"]
    assert list(games["Not rated because"]) == ["", "", "forfeit", "", ""]
    assert "De Vries, Dirk: 2 points from 4 rated games, expected 2.03; K 20; change −1." in (
        page_text(at))
    at = open_event(open_page, rules="fide", player="2")
    assert list(player_games(at)["Not rated because"])[2] == "opponent unrated (§8.3.1)"


@pytest.mark.parametrize("rules", sorted(RULE_SETS))
def test_each_players_link_gives_the_same_change_on_the_tournament_page(
        open_page: PageOpener, rules: str) -> None:
    at = open_event(open_page, ROUND_ROBIN, rules=rules)
    table = players_table(at)
    links = dict(zip(table["#"], table["Tournament page"], strict=True))
    for rank in (1, 3, 5):
        query = dict(pair.split("=", 1) for pair in links[rank].split("?", 1)[1].split("&"))
        shown = row(at, rank)
        tournament = open_page("tournament", **{k: _unquoted(v) for k, v in query.items()})
        period = tournament.metric[0]
        assert period.value == _rating(shown["New rating"], rules), (rank, rules)


def _unquoted(value: str) -> str:
    import urllib.parse

    return urllib.parse.unquote_plus(value)


def _rating(value: float, rules: str) -> str:
    return f"{value:.0f}" if RULE_SETS[rules].rounds_change else f"{value:.1f}"


def test_the_selected_players_link_reproduces_their_games(open_page: PageOpener) -> None:
    at = open_event(open_page, rules="fide", player="2")
    link = next(p.proto for p in at.get("page_link")
                if p.proto.label == "Open in the Tournament page")
    assert link.page == "tournament"
    query = dict(pair.split("=", 1) for pair in link.query_string.split("&"))
    games = _unquoted(query["games"]).splitlines()
    # Bakker: four games against rated players and the one against Kok, who has no rating,
    # listed as such (0), so that the Tournament page shows all five rounds
    assert games == ["Groen, Gijs 1850:b 1", "De Vries, Dirk 2050:w 1", "Kok, Kim 0:b 1",
                     "Claes, Cato 2100:w ½", "Albers, Arne 2250:b ½"]
    tournament = open_page("tournament", **{k: _unquoted(v) for k, v in query.items()})
    assert tournament.metric[0].value == "2197" and tournament.metric[0].delta.startswith("+17")
    # its breakdown, the tab the link opens: the round against Kok not rated, and the rating
    # period's result as FIDE publishes it, +17.20 rounded to +17, 2197
    table = next(d.value for d in tournament.dataframe
                 if "K × (S − E)" in d.value.columns.get_level_values(-1))
    assert list(table["", "Note"])[2] == "opponent unrated, not rated"
    period = next(group for group in table.columns.get_level_values(0)
                  if group.startswith("Rating period"))
    totals = table.iloc[-1]
    assert (totals[period, "K × (S − E)"], totals[period, "After"]) == ("+17.20 → +17", "2197")


def test_the_tournament_page_of_a_players_link_names_its_downloads_after_event_and_player(
        open_page: PageOpener, monkeypatch: MonkeyPatch) -> None:
    from streamlit.elements.widgets.button import ButtonMixin, DownloadButtonDataType

    # outside a server a deferred download has no address yet: its name is taken as it is given
    names: dict[str, str | None] = {}
    given = ButtonMixin.download_button

    def download_button(self: ButtonMixin, label: str, data: DownloadButtonDataType,
                        file_name: str | None = None, *args: Any, **kwargs: Any) -> bool:
        names[label] = file_name
        return given(self, label, data, file_name, *args, **kwargs)

    monkeypatch.setattr(ButtonMixin, "download_button", download_button)
    at = open_event(open_page, rules="fide", player="2")
    link = next(p.proto for p in at.get("page_link")
                if p.proto.label == "Open in the Tournament page")
    query = dict(pair.split("=", 1) for pair in link.query_string.split("&"))
    names.clear()
    open_page("tournament", **{k: _unquoted(v) for k, v in query.items()})
    # "Hand-made Swiss" (012) and Bakker, Bram (start rank 2), as a file name takes them
    assert names == {"Download games (CSV)": "hand-made-swiss-bakker-bram-games.csv",
                     "Download result (JSON)": "hand-made-swiss-bakker-bram.json"}
    names.clear()
    open_page("tournament")  # a Tournament page of its own: as before
    assert names == {"Download games (CSV)": "games.csv",
                     "Download result (JSON)": "rating.json"}


def test_the_players_link_says_it_holds_the_opponents_names(open_page: PageOpener) -> None:
    at = open_event(open_page, rules="fide", player="2")
    assert ("This link opens in a new tab and holds the player's games with their opponents' "
            "names") in page_text(at)
    german = open_event(open_page, rules="fide", player="2", lang="de")
    assert "enthält die Partien des Spielers mit den Namen der Gegner" in page_text(german)


def test_an_unrated_players_link_gives_the_same_first_rating_on_the_tournament_page(
        open_page: PageOpener) -> None:
    at = open_event(open_page, rules="fide", player="10")
    link = next(p.proto for p in at.get("page_link")
                if p.proto.label == "Open in the Tournament page")
    query = dict(pair.split("=", 1) for pair in link.query_string.split("&"))
    assert query["new"] == "true"
    tournament = open_page("tournament", **{k: _unquoted(v) for k, v in query.items()})
    # Kok: Ra = (10440 + 2 × 1800) / 7 = 2005.71, p = 50 % → 2006, as in the event's table
    assert tournament.metric[0].value == row(at, 10)["First rating"] == "2006"


GERMAN_DAMAGE = SWISS.replace(
    "001    1 m FM Albers, Arne                      2250 NED     1000001 1980/02/02  3.5",
    "001    1 m FM Albers, Arne                      2250 NED     1000001 1980/02/02  5.5",
).replace("    3 b 0     9 w =", "    3 b 0     9 w x")


def test_a_damaged_file_lists_its_problems_by_line_in_german(open_page: PageOpener) -> None:
    at = open_event(open_page, GERMAN_DAMAGE, lang="de")
    problems = next(e for e in at.expander if "Probleme in der Datei" in e.label)
    assert problems.label == ("2 Probleme in der Datei; das Turnier wird gezeigt, soweit es "
                              "lesbar war:")
    text = rendered(problems.markdown[0].value)
    assert ("Zeile 48, Startnummer 5, Runde 3: unbekanntes Ergebnis „x“ (TRF kennt "
            "1 = 0 + - W D L H F U Z); die Runde wurde nicht gelesen") in text
    assert ("Zeile 44, Startnummer 1: die Punkte in der Datei, 5,5, weichen von den Ergebnissen "
            "ab, 3,5") in text
    assert len(players_table(at)) == 10  # shown as far as it was read


def test_markup_in_the_file_stays_text(open_page: PageOpener) -> None:
    hostile = SWISS.replace("Hand-made Swiss", "[Log in](http://h) **x**")
    at = open_event(open_page, hostile)
    heading = next(h.value for h in at.subheader if "Log in" in h.value)
    assert heading.startswith("`") and rendered(heading) == "[Log in](http://h) **x**"


def test_the_german_table_speaks_as_arbiters_do(open_page: PageOpener) -> None:
    at = open_event(open_page, lang="de", rules="fide", player="2")
    columns = list(players_table(at).columns)
    assert {"Elo", "Gewinnerwartung", "Elo +/−", "Neue Elo", "Ersteinstufung"} <= set(columns)
    assert "Bakker, Bram: 3 Punkte aus 4 gewerteten Partien, erwartet 2,57; K-Faktor 40; " \
           "Änderung +17." in page_text(at)


def test_the_dutch_table_says_wijziging_and_tpr(open_page: PageOpener) -> None:
    at = open_event(open_page, lang="nl", rules="fide", player="4")
    columns = list(players_table(at).columns)
    assert {"Wijziging", "TPR", "Eerste rating"} <= set(columns)
    games = player_games(at)
    assert list(games["Telt niet mee omdat"]) == ["", "", "reglementair", "", ""]


def test_the_example_loads_with_one_click(open_page: PageOpener) -> None:
    at = open_page("event")
    at.button(key="_event_example").click().run()
    assert len(players_table(at)) == 10


def test_the_downloads_carry_the_engines_figures_in_the_pages_language() -> None:
    from pages.ui.event.shown import Asked, download
    from pages.ui.in_force import Frame

    report, periods = rate_event_in_periods(read_trf(SWISS), FIDE)
    asked = Asked(SWISS, Frame("de", FIDE), None, {})
    assert json.loads(download(asked, "json")) == json.loads(json.dumps(
        event_dict(report, periods=periods)))
    german = download(asked, "players").decode("utf-8-sig")
    rows = list(csv.reader(io.StringIO(german), delimiter=";"))
    assert rows[0][:5] == ["Nr.", "Name", "Elo", "Elo +/−", "Neue Elo"]
    bakker = dict(zip(rows[0], rows[2], strict=True))
    assert (bakker["Elo +/−"], bakker["Gewinnerwartung"], bakker["Änderung (genau)"]) == (
        "17", "2,57", "17,20")


def test_the_downloads_write_forfeits_and_titles_as_the_page_and_a_minus_a_spreadsheet_reads(
        ) -> None:
    from pages.ui.event.shown import Asked, download
    from pages.ui.in_force import Frame

    real = (DATA / "fide_example1.trf").read_text(encoding="utf-8")
    asked = Asked(real, Frame("en", FIDE), None, {})
    players = list(csv.DictReader(io.StringIO(download(asked, "players").decode("utf-8-sig"))))
    # player line 1: "g" in columns 11-13, a GM; 2: "m", an IM; 13: "f", an FM (TRF-16, Title)
    assert [players[i]["Title"] for i in (0, 1, 12)] == ["GM", "IM", "FM"]
    # Vasquez, 2558: a negative change, a number to a spreadsheet (ASCII hyphen-minus, no ')
    assert players[0]["Change"] == "-1" and float(players[0]["Change"]) == -1
    games = list(csv.DictReader(io.StringIO(download(asked, "games").decode("utf-8-sig"))))
    # Heidorn (63) won round 1 by forfeit ("204 - +"), Bakhmatov (13) lost it ("153 - -"):
    # written as the page writes them, not as '+
    results = {(g["#"], g["Round"]): g["Result"] for g in games}
    assert (results["63", "1"], results["13", "1"]) == ("+", "−")


def test_a_download_whose_child_dies_says_so_and_how_to_try_again() -> None:
    from pages.ui.event import downloads
    from pages.ui.event.shown import Asked
    from pages.ui.in_force import Frame

    asked = Asked(SWISS, Frame("de", FIDE), None, {})
    with children_failing("ended without an answer"):
        players = downloads.made(asked.frame, asked, "players").decode("utf-8-sig")
        error = json.loads(downloads.made(asked.frame, asked, "json"))["error"]
    assert players.startswith("Dieser Download konnte gerade nicht erstellt werden")
    assert "Klicken Sie noch einmal auf den Download-Knopf" in players
    assert error.startswith("Dieser Download konnte gerade nicht erstellt werden")
    # the next click: the file itself
    assert downloads.made(asked.frame, asked, "players").decode("utf-8-sig").startswith("Nr.;")


def test_fides_own_example_report_is_shown_whole(open_page: PageOpener) -> None:
    real = (DATA / "fide_example1.trf").read_text(encoding="utf-8")
    at = open_event(open_page, real, rules="fide")
    report = rate_event(read_trf(real), FIDE)
    assert len(players_table(at)) == len(report.players) == 284
    assert not any("problem" in e.label for e in at.expander)
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Players"] == "284"
    assert metrics["Games rated"] == str(report.games_rated)


def test_a_pasted_text_without_a_player_line_says_so_and_shows_no_figures(
        open_page: PageOpener) -> None:
    typed = "012 Only a name\nhello world\n"
    at = open_page("event", lang="nl")
    at.text_area(key="_event_paste").set_value(typed)
    at.button(key="__event_paste_apply").click().run()
    assert ("De geplakte tekst is niet ingelezen, het getoonde toernooi is ongewijzigd: er "
            "staat geen spelersregel in (een regel die met 001 begint).") in page_text(at)
    assert not at.metric and not at.dataframe and not at.get("download_button")
    assert at.text_area(key="_event_paste").value == typed  # nothing typed is lost


def test_a_careless_paste_keeps_the_event_shown_and_what_was_typed(open_page: PageOpener) -> None:
    at = open_event(open_page, rules="fide")
    shown = players_table(at)
    at.session_state["_event_paste_open"] = True  # the user opens "Or paste the file's text"
    at.run()
    at.text_area(key="_event_paste").set_value("hello world")
    at.button(key="__event_paste_apply").click().run()
    assert "The pasted text was not taken, and the event shown is as it was" in page_text(at)
    assert players_table(at).equals(shown)
    assert at.text_area(key="_event_paste").value == "hello world"
    at.text_area(key="_event_paste").set_value(ROUND_ROBIN)
    at.button(key="__event_paste_apply").click().run()  # a report: taken
    assert "was not taken" not in page_text(at)
    assert players_table(at)["Name"].iloc[0] == "Ahlberg, Anna"


def test_a_players_link_lists_the_rounds_that_were_not_rated_as_such(open_page: PageOpener) -> None:
    real = (DATA / "fide_example1.trf").read_text(encoding="utf-8")
    at = open_event(open_page, real, rules="fide", player="8")
    link = next(p.proto for p in at.get("page_link")
                if p.proto.label == "Open in the Tournament page")
    query = dict(pair.split("=", 1) for pair in link.query_string.split("&"))
    tournament = open_page("tournament", **{k: _unquoted(v) for k, v in query.items()})
    table = next(d.value for d in tournament.dataframe
                 if "K × (S − E)" in d.value.columns.get_level_values(-1))
    # Haub, 7 rounds: round 1 against Becker, who has no rating, listed and not rated
    assert len(table) == 7 + 1
    assert table["", "Note"].iloc[0] == "opponent unrated, not rated"
    assert table["", "Note"].iloc[-1] == "6 rated games"


@pytest.mark.parametrize(("name", "stem"), [
    ("Hand-made Swiss", "hand-made-swiss"), ("Open d'Été / Zürich 2025", "open-d-ete-zurich-2025"),
    ("Großmeister-Turnier", "grossmeister-turnier"), ("../../etc/passwd", "etc-passwd"),
    ("", "event"), ("Первенство", "event"), ("CON", "con-event"), ("a" * 100, "a" * 60)])
def test_the_downloads_are_named_after_the_event_in_a_name_every_system_takes(name: str,
                                                                              stem: str) -> None:
    from pages.ui.shared.file_names import file_stem

    assert file_stem(name) == stem


def test_a_name_typed_above_the_table_narrows_it_down_and_stays_out_of_the_link(
        open_page: PageOpener) -> None:
    at = open_event(open_page, rules="fide")
    at.text_input(key="_find").set_value("bakker").run()
    table = players_table(at)
    assert list(table["Name"]) == ["Bakker, Bram"]
    # the page's link holds the settings only, as its upload's help says: no name in it
    assert "find" not in at.query_params
    assert "bakker" not in " ".join(v for values in at.query_params.values() for v in values)
    at.run()  # kept in the session from one rerun to the next
    assert list(players_table(at)["Name"]) == ["Bakker, Bram"]
    assert "1 of 10 players." in page_text(at)
    at.text_input(key="_find").set_value("7").run()  # a start rank
    assert list(players_table(at)["#"]) == [7]
    at.text_input(key="_find").set_value("nobody").run()
    assert "No player's name or start rank matches nobody." in page_text(at)


def test_a_players_link_stands_beside_the_new_rating(open_page: PageOpener) -> None:
    at = open_event(open_page, rules="fide")
    order = list(at.dataframe[0].proto.column_order)
    assert order[:6] == ["#", "Name", "Rating", "Change", "New rating", "Tournament page"]


@pytest.mark.slow
def test_a_field_of_9999_players_is_shown_a_thousand_at_a_time_and_whole(
        open_page: PageOpener) -> None:
    from tests.trf_lines import event_file

    huge = event_file(9999, 11)
    assert 1.9e6 < len(huge) < 2.1e6  # 2 MB: under the page's limit of 2,000,000 characters
    at = open_event(open_page, huge, rules="fide")
    assert len(players_table(at)) == 1000
    pages = at.selectbox(key="_rows_choice")
    assert pages.options[-1] == "9,001–9,999"
    # every message the page sends fits the websocket's 8 MB (the table was 11 MB whole)
    assert at.dataframe[0].proto.ByteSize() < 2_000_000
    pages.set_value(10).run()
    ranks = players_table(at)["#"]
    assert (ranks.iloc[0], ranks.iloc[-1]) == (9001, 9999)
    assert at.query_params["rows"] == "10"


@pytest.mark.slow
def test_the_chooser_offers_the_players_of_the_tables_page_and_the_one_chosen(
        open_page: PageOpener) -> None:
    from tests.trf_lines import event_file

    at = open_event(open_page, event_file(2500, 3), rules="fide", player="2400")
    offered = at.selectbox(key="_player_choice").options
    assert len(offered) == 1001 and offered[0].startswith("1 · ") and offered[-1].startswith(
        "2400 · ")
    assert at.selectbox(key="_player_choice").value == 2400
    assert player_games(at)["Round"].tolist() == ["1", "2", "3"]
    at.selectbox(key="_rows_choice").set_value(3).run()
    offered = at.selectbox(key="_player_choice").options
    assert len(offered) == 500 and offered[0].startswith("2001 · ")  # 2400 is on this page
    at.text_input(key="_find").set_value("2400").run()
    assert at.selectbox(key="_player_choice").options == offered[399:400]


@pytest.mark.slow
def test_another_file_opens_at_its_first_thousand_players(open_page: PageOpener) -> None:
    # the page of the table belongs to the file shown: the next one starts at its first players,
    # in the link too (a browser that sent the old page back with its next upload reopened it)
    from tests.trf_lines import event_file

    at = open_event(open_page, event_file(2500, 3), rules="fide")
    at.selectbox(key="_rows_choice").set_value(3).run()
    assert players_table(at)["#"].iloc[0] == 2001
    at.session_state["_event_paste_open"] = True
    at.run()
    at.text_area(key="_event_paste").set_value(event_file(2400, 3, seed=2))
    at.button(key="__event_paste_apply").click().run()
    assert players_table(at)["#"].iloc[0] == 1
    assert at.selectbox(key="_rows_choice").value == 1
    assert "rows" not in at.query_params


def test_a_reading_that_fails_is_said_and_tried_again_with_the_file_kept(
        open_page: PageOpener) -> None:
    at = open_event(open_page, rules="fide", lang="de")
    shown = players_table(at)
    with children_failing("ran out of memory"):
        at.run()
    assert not at.exception
    assert ("Der Server konnte diese Datei gerade nicht lesen und auswerten (kein Speicher frei "
            "oder zu langsam). Die Datei bleibt erhalten: Versuchen Sie es noch einmal."
            ) in [e.value for e in at.error]
    assert not at.dataframe
    at.button(key="_event_again").click().run()
    assert players_table(at).equals(shown)


def _with_names(text: str, first: str, second: str) -> str:
    """The hand-made Swiss with Albers and Bakker renamed (the names fill the same columns)."""
    return (text.replace("Albers, Arne", first.ljust(len("Albers, Arne")))
            .replace("Bakker, Bram", second.ljust(len("Bakker, Bram"))))


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "mixed.trf, line 45: 1 byte is not UTF-8 (0x92) and was read as Windows-1252 (’)"),
    ("de", "mixed.trf, Zeile 45: 1 Byte ist kein UTF-8 (0x92) und wurde als Windows-1252 "
           "gelesen (’)")])
def test_a_utf8_file_with_one_windows_byte_keeps_its_names_and_says_which_line(
        open_page: PageOpener, lang: str, said: str) -> None:
    # UTF-8 names everywhere, and on Bakker's line (45) one byte 0x92, Windows-1252's ’
    data = _with_names(SWISS, "Müller, Jürgen", "O\x00Brien, Åsa").encode("utf-8").replace(
        b"\x00", b"\x92")
    at = open_page("event", lang=lang)
    at.file_uploader(key="_event_upload").set_value(("mixed.trf", data, "text/plain"))
    at.run()
    names = list(players_table(at).iloc[:, 1])
    assert "Müller, Jürgen" in names and "O’Brien, Åsa" in names
    assert any(said in w.value for w in at.warning), [w.value for w in at.warning]
    # the next file, wholly UTF-8, is read without a word
    at.file_uploader(key="_event_upload").set_value(("clean.trf", SWISS.encode(), "text/plain"))
    at.run()
    assert not any("UTF-8" in w.value for w in at.warning)


def test_a_file_of_junk_counts_every_problem_and_lists_the_first_fifty(
        open_page: PageOpener) -> None:
    from tests.trf_lines import junk_player_lines

    junk = junk_player_lines(50_000)
    every = read_trf(junk).problems  # all of them, as the command line reads them
    at = open_event(open_page, junk)
    expander = next(e for e in at.expander if "problems in the file" in e.label)
    assert expander.label.startswith(f"{len(every):,} problems in the file")
    listed = expander.markdown[0].value.splitlines()
    assert len(listed) == 51 and listed[-1] == f"- … and {len(every) - 50:,} more problems"


def test_a_first_event_without_a_point_is_left_out_by_its_rule(open_page: PageOpener) -> None:
    # FIDE B.02 §8.2: a first rating needs 5 games against rated opponents, and "a first event
    # with zero points is disregarded": Neu's five losses do not count, and neither does the
    # draw with Frei, who has no rating either (a first rating is made of games against rated
    # opponents, §8.2 — §8.3.1 is a rated player's rule).
    at = open_event(open_page, first_event_without_a_point(), rules="fide", player="1")
    assert row(at, 1)["First rating"] == "not yet: no point, disregarded (§8.2)"
    assert row(at, 7)["First rating"] == "not yet: 1 game of the 5 needed (§8.2)"
    assert list(player_games(at)["Not rated because"]) == (
        ["disregarded: a first event without a point (§8.2)"] * 5
        + ["left out of a first rating: opponent unrated (§8.2)", "not paired"])
    # Frei scored against a rated opponent: that game counts towards a first rating.
    at = open_event(open_page, first_event_without_a_point(), rules="fide", player="7")
    assert list(player_games(at)["Not rated because"])[5:] == [
        "left out of a first rating: opponent unrated (§8.2)", "towards a first rating (§8.2)"]


@pytest.mark.parametrize(("lang", "column", "game"), [
    ("de", "noch nicht: kein Punkt, entfällt (§8.2)",
     "nicht berücksichtigt: ein erstes Turnier ohne Punkt (§8.2)"),
    ("nl", "nog niet: geen punt, telt niet mee (§8.2)",
     "telt niet mee: een eerste toernooi zonder punten (§8.2)"),
])
def test_a_first_event_without_a_point_names_its_rule_in_german_and_dutch(
        open_page: PageOpener, lang: str, column: str, game: str) -> None:
    at = open_event(open_page, first_event_without_a_point(), rules="fide", player="1",
                    lang=lang)
    table = players_table(at)
    header = {"de": "Ersteinstufung", "nl": "Eerste rating"}[lang]   # the first-rating column
    assert column in list(table[header])
    assert player_games(at).iloc[0, -1] == game


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_every_not_yet_of_the_first_rating_column_fits_the_column_uncut(lang: str) -> None:
    # the players' table makes a column as wide as its longest cell, at most WIDEST pixels,
    # and cuts a longer cell short: every "not yet" (fewer than 5 games, no point, below
    # 1400 after any number) fits, in every language
    from elo_core import FIDE
    from elo_core.elo.first_rating import FirstRating, NoRating
    from pages.ui.event.table import first_rating_words
    from pages.ui.in_force import Frame
    from pages.ui.shared.sortable import WIDEST
    from pages.ui.shared.tables import CELL_PADDING, CHAR_PIXELS

    frame = Frame(lang, FIDE)
    cases = [*((NoRating.TOO_FEW_GAMES, n) for n in range(5)), (NoRating.ZERO_POINTS, 9),
             (NoRating.BELOW_FLOOR, 99)]
    unrated = next(r for r in rate_event(read_trf(SWISS), FIDE).players if r.k is None)
    for reason, games in cases:
        first = FirstRating(games, 0, 0.0, 0, 0, None, False, reason, (), (), None)
        words = first_rating_words(frame, unrated._replace(first_rating=first))
        assert words.startswith(("not yet", "noch nicht", "nog niet"))
        assert len(words) * CHAR_PIXELS + CELL_PADDING <= WIDEST, words
        assert "§8.2" in words or reason is NoRating.BELOW_FLOOR


@pytest.mark.parametrize(("lang", "table_says", "player_says"), [
    ("en", "a first event without a point is disregarded, §8.2",
     "a first event without a point is disregarded (§8.2), and these games give no first "
     "rating"),
    ("de", "ein erstes Turnier ohne Punkt wird nicht berücksichtigt, §8.2",
     "Ein erstes Turnier ohne Punkt wird nicht berücksichtigt (§8.2), diese Partien ergeben "
     "keine Ersteinstufung"),
    ("nl", "een eerste toernooi zonder punten telt niet mee, §8.2",
     "een eerste toernooi zonder punten telt niet mee (§8.2), deze partijen geven geen eerste "
     "rating"),
])
def test_the_captions_say_a_first_event_without_a_point_is_disregarded(
        open_page: PageOpener, lang: str, table_says: str, player_says: str) -> None:
    at = open_event(open_page, first_event_without_a_point(), rules="fide", player="1",
                    lang=lang)
    captions = [rendered(caption.value) for caption in at.caption]
    assert any(table_says in caption for caption in captions)
    assert any(player_says in caption for caption in captions)
    # Neu's games give no first rating: the player's caption does not promise one
    assert not any("opens with a first rating" in caption or "öffnet die Turnier-Seite mit "
                   "einer Ersteinstufung" in caption or "opent de toernooipagina met een eerste "
                   "rating" in caption for caption in captions)


def test_the_downloads_say_a_first_event_without_a_point_is_disregarded() -> None:
    from pages.ui.event.shown import Asked, download
    from pages.ui.in_force import Frame

    asked = Asked(first_event_without_a_point(), Frame("en", FIDE), None, {})
    neu = json.loads(download(asked, "json"))["players"][0]
    assert [game["not_rated"] for game in neu["games"]] == (
        ["first-event-zero"] * 5 + ["opponent-unrated", "not-paired"])
    games = list(csv.DictReader(io.StringIO(download(asked, "games").decode("utf-8-sig"))))
    assert [g["Not rated because"] for g in games if g["#"] == "1"][:5] == (
        ["disregarded: a first event without a point (§8.2)"] * 5)
    # Frei scored against a rated opponent: that game still counts towards a first rating
    frei = json.loads(download(asked, "json"))["players"][6]
    assert frei["games"][6]["not_rated"] == "player-unrated"


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_filter_folds_a_name_as_the_rating_lists_search_does(open_page: PageOpener,
                                                                 lang: str) -> None:
    """"lukasz" finds Łukasz Øberg (Ł and Ø do not decompose: only the engine's fold writes
    them l and o), "obrien" O'Brien (an apostrophe does not count)."""
    text = SWISS.replace("Albers, Arne ", "Øberg, Łukasz").replace("Bakker, Bram ",
                                                                    "O'Brien, Bram")
    at = open_event(open_page, text, rules="fide", lang=lang)
    for typed, name in (("lukasz", "Øberg, Łukasz"), ("OBERG", "Øberg, Łukasz"),
                        ("obrien", "O'Brien, Bram"), ("o’brien bram", "O'Brien, Bram")):
        at.text_input(key="_find").set_value(typed).run()
        assert list(players_table(at).iloc[:, 1]) == [name], typed
