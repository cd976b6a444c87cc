"""The Tournament page through AppTest."""

import io
import json

import pandas as pd
import pytest
from streamlit.testing.v1 import AppTest

from elo_core import Game, Problem
from pages.ui.tournament.game_list import apply_table_edits
from tests.conftest import PageOpener
from tests.rendered import rendered

ISSUE_GAMES = "1800:1\n1950:0.5\n2100:0\n1700:1"


def breakdown(at: AppTest) -> pd.DataFrame:
    """The per-game table, drawn when its tab (``view=breakdown``) is open: its columns in two
    groups, the rating period's and the sequential one's, each headed with its K."""
    return next(d.value for d in at.dataframe if is_breakdown(d.value))


def is_breakdown(table: pd.DataFrame) -> bool:
    return "K × (S − E)" in table.columns.get_level_values(-1)


PERIOD, SEQUENTIAL = "Rating period (K 20)", "Sequential (K 20)"


def chart_titles(at: AppTest) -> list[str]:
    return [json.loads(chart.proto.spec)["layout"]["title"]["text"]
            for chart in at.get("plotly_chart")]


def test_issue_deep_link_shows_both_modes(open_page: PageOpener) -> None:
    at = open_page("tournament", rating="1800", k="20", games=ISSUE_GAMES)
    # period: 20 × 0.91234 = +18.2; sequential 1817.5 (worked in test_core_known_values)
    assert [(m.label, m.value) for m in at.metric[:2]] == [("Rating period", "1818.2"),
                                                          ("Sequential", "1817.5")]
    assert at.text_area(key="games").value == ISSUE_GAMES


def test_fide_rules_show_the_rounded_change_and_the_exact_one(open_page: PageOpener) -> None:
    at = open_page("tournament", rating="1800", k="20", games=ISSUE_GAMES, rules="fide")
    # 20 × (0.5 + 0.2 − 0.15 + 0.36) = 18.2 → +18
    assert (at.metric[0].value, at.metric[0].delta) == ("1818", "+18 (+18.20)")
    assert "The rating period is also rounded once, to a whole number (§8.3.4)." in " ".join(
        rendered(m.value) for m in at.markdown)


def test_a_series_that_leaves_the_rating_where_it_was_shows_no_rise(open_page: PageOpener) -> None:
    # 20 × (0.5 − 0.50) = 0 in both modes; shown as "0 (0.00)" and "0.0"
    at = open_page("tournament", rating="1800", k="20", games="1800:½", rules="fide")
    grey, no_arrow = 2, 2  # Metric proto: MetricColor.GRAY, MetricDirection.NONE
    assert [(m.delta, m.proto.color, m.proto.direction) for m in at.metric[:2]] == [
        ("0 (0.00)", grey, no_arrow), ("0.0", grey, no_arrow)]


def test_a_bad_line_is_named_kept_and_the_rest_is_computed(open_page: PageOpener) -> None:
    text = "1800:1\n1950:x\n2100:0\n1700:1"
    at = open_page("tournament", rating="1800", k="20", games=text, view="breakdown")
    error = rendered(at.error[0].value)
    assert "1 line could not be read and was left out; 3 games were computed." in error
    assert 'Line 2: unknown result “x”' in error and error.endswith(': 1950:x')
    assert at.text_area(key="games").value == text
    assert len(breakdown(at)) == 3 + 1  # and the totals row


def test_bad_lines_are_reported_in_german(open_page: PageOpener) -> None:
    at = open_page("tournament", games="1800:1\n18OO:1\nabc:1", lang="de")
    assert 'Zeile 2: die Elo „18OO“ ist keine Zahl' in at.error[0].value
    assert "Zeile 3: die Elo des Gegners fehlt" in at.error[0].value  # abc: a name's word


def test_no_games_says_what_to_type(open_page: PageOpener) -> None:
    at = open_page("tournament")
    at.text_area(key="games").set_value("")
    at.button(key="_games_apply").click().run()
    assert not at.exception
    assert "No games yet" in at.info[0].value


def test_per_game_breakdown_in_fide_style_with_a_totals_row(open_page: PageOpener) -> None:
    at = open_page("tournament", rating="1800", k="20", games=ISSUE_GAMES, rules="fide",
                   view="breakdown")
    table = breakdown(at)
    # table 8.1.2 from 1800: 0.50, 0.30, 0.15, 0.64; Σ(S − E) = 2.5 − 1.59 = +0.91;
    # K × Σ = 20 × 0.91 = +18.20 → +18 (§8.3.4)
    assert list(table[PERIOD, "E"]) == ["0.50", "0.30", "0.15", "0.64", "1.59"]
    assert list(table[PERIOD, "K × (S − E)"]) == ["+10.00", "+4.00", "−3.00", "+7.20",
                                                  "+18.20 → +18"]
    totals = table.iloc[-1]
    assert (totals["", "#"], totals["", "Result"], totals[PERIOD, "S − E"]) == ("Σ", "2.5",
                                                                             "+0.91")
    assert totals["", "Note"] == "4 rated games"
    assert isinstance(table.columns, pd.MultiIndex)  # two header rows: the group, the column
    assert list(table.columns) == [
        ("", "#"), ("", "Rating"), ("", "Result"), (PERIOD, "E"), (PERIOD, "S − E"),
        (PERIOD, "K × (S − E)"), (PERIOD, "After"), (SEQUENTIAL, "E"), (SEQUENTIAL, "After"),
        ("", "Note")]


def test_the_totals_row_gives_each_ways_result_the_periods_as_the_rules_publish_it(
        open_page: PageOpener) -> None:
    # the issue's games from 1650, K 20: the period +19.49 → 1669.49 under classic Elo (nothing
    # rounded), sequential 1667.48; under FIDE's rules the period is rounded once: 1669
    games = ("Meier 1720:1\nSchmidt 1810:½\nKraus 1905:0\n1580:0.5\nbye\nHuber 2010:+\n"
             "Bauer 1690:1\n1750:0\nVogel 1840:½")
    at = open_page("tournament", rating="1650", k="20", games=games, view="breakdown")
    totals = breakdown(at).iloc[-1]
    assert (totals[PERIOD, "K × (S − E)"], totals[PERIOD, "After"]) == ("+19.49", "1669.49")
    assert (totals[SEQUENTIAL, "E"], totals[SEQUENTIAL, "After"]) == ("2.63", "1667.48")
    totals = breakdown(open_page("tournament", rating="1650", k="20", games=games,
                                 view="breakdown", rules="fide")).iloc[-1]
    assert totals[PERIOD, "After"] == "1669"
    assert totals[PERIOD, "K × (S − E)"].endswith("→ +19")
    # the bye and the forfeit are rows, not rated, the rating carried over
    rows = breakdown(at)
    assert list(rows["", "Note"])[4:6] == ["bye, not rated", "forfeit, not rated"]
    assert rows[SEQUENTIAL, "After"][4] == rows[SEQUENTIAL, "After"][3]


def test_the_name_column_is_there_only_when_names_were_given(open_page: PageOpener) -> None:
    at = open_page("tournament", games="Meier 1800:1\n1900:0", view="breakdown")
    assert list(breakdown(at)["", "Name"]) == ["Meier", "", ""]


def test_cap_and_forfeit_are_marked_in_the_breakdown(open_page: PageOpener) -> None:
    at = open_page("tournament", rating="1800", games="2300:0\n1900:+\n1900:-", rules="fide",
                   view="breakdown")
    table = breakdown(at)
    assert list(table["", "Result"])[:3] == ["0", "+", "−"]
    assert list(table["", "Note"])[:3] == ["400-point rule", "forfeit, not rated",
                                           "forfeit, not rated"]
    assert list(table[PERIOD, "E"])[1:3] == ["–", "–"]


def test_the_trajectory_is_drawn_first_and_only_the_open_tab_is_drawn(
        open_page: PageOpener) -> None:
    at = open_page("tournament", games=ISSUE_GAMES)
    assert chart_titles(at) == ["Rating game by game"]
    assert not any(is_breakdown(d.value) for d in at.dataframe)
    assert "view" not in at.query_params


def test_the_open_tab_is_kept_in_the_url_by_its_english_name(open_page: PageOpener) -> None:
    at = open_page("tournament", games=ISSUE_GAMES, view="changes", lang="de")
    assert chart_titles(at) == ["Änderung je Partie (Ratingperiode)"]
    at.radio(key="_lang_widget").set_value("nl").run()
    assert chart_titles(at) == ["Wijziging per partij (ratingperiode)"]
    assert at.query_params["view"] == "changes"


def test_an_unknown_tab_in_the_link_is_named_and_the_trajectory_shown(
        open_page: PageOpener) -> None:
    at = open_page("tournament", games=ISSUE_GAMES, view="chart")
    assert "view=chart is not a known choice; showing Trajectory instead" in at.warning[0].value
    assert chart_titles(at) == ["Rating game by game"]


def test_the_game_table_is_built_only_when_opened(open_page: PageOpener) -> None:
    at = open_page("tournament", games=ISSUE_GAMES)
    assert not at.dataframe
    at.session_state["_editor_open"] = True
    at.run()
    assert list(at.dataframe[0].value["rating"]) == [1800, 1950, 2100, 1700]


def test_k_cut_by_the_700_rule_is_explained(open_page: PageOpener) -> None:
    games = "\n".join(["1800:½"] * 18)
    at = open_page("tournament", rating="1800", k="40", games=games, rules="fide")
    assert "K 40 becomes 38" in " ".join(c.value for c in at.caption)


def test_performance_ratings(open_page: PageOpener) -> None:
    at = open_page("tournament", rating="1800", k="20", games=ISSUE_GAMES)
    perf = {m.label: m.value for m in at.metric}
    # FIDE: 1888 + dp(63 %) 95 = 1983; linear: (7550 + 400) / 4 = 1987.5
    assert perf["FIDE"] == "1983" and perf["Linear (rule of 400)"] == "1987.5"


def test_target_planner(open_page: PageOpener) -> None:
    at = open_page("tournament", rating="1800", k="20", games="1800:0\n1800:0\n1800:0\n1800:0")
    at.number_input(key="target").set_value(1810).run()
    text = planner_text(at)
    # 20 × (P − 2) ≥ 10 → 2.5 points; holding 1800 needs 2
    assert "To reach 1810: 2.5 points from 4 games (gives 1810)" in text
    assert "To hold your rating (1800): 2 points from 4 games (gives 1800)" in text


def planner_text(at: AppTest) -> str:
    return " ".join(rendered(m.value) for m in [*at.markdown, *at.caption]).replace("**", "")


THREE_GAMES = "1950:1\n1950:1\n1950:½"
MORE = {"rating": "1950", "k": "20", "rules": "fide", "games": THREE_GAMES, "plan": "more",
        "more_games": "7", "more_avg": "1950", "target": "2000"}


def test_more_games_in_the_same_period_pool_the_games_entered(open_page: PageOpener) -> None:
    # 10 games pooled against 1950: ΣE = 10 × 0.50 = 5, 2.5 scored; 20 × (2.5 + P − 5) ≥ 49.5
    # → P ≥ 4.975 → 5 → 2000; hold 1950: P ≥ 2.475 → 2.5 → ±0
    text = planner_text(open_page("tournament", **MORE))
    assert "Counted from your start rating 1950 in one rating period with the games entered: " \
           "10 games in all, 2.5 points already scored, K 20." in text
    assert "To reach 2000: 5 points from 7 games (gives 2000)." in text
    assert "To hold your rating (1950): 2.5 points from 7 games (gives 1950)." in text


def test_more_games_after_the_next_list_count_from_the_new_rating(open_page: PageOpener) -> None:
    # the 3 games give 20 × (2.5 − 1.5) = +20 → 1970; then 7 against 1950 from 1970: PD_H(20)
    # 0.53 → ΣE 3.71; 20 × (P − 3.71) ≥ 29.5 → P ≥ 5.185 → 5.5 → +36 → 2006;
    # hold 1970: P ≥ 3.685 → 4 → +6 → 1976
    text = planner_text(open_page("tournament", **MORE, basis="list"))
    assert "Counted from 1970, the new rating the 3 games entered give." in text
    assert "To reach 2000: 5.5 points from 7 games (gives 2006)." in text
    assert "To hold 1970, the rating these games give: 4 points from 7 games (gives 1976)." in text
    assert "Counted from 1970, the new rating the 3 games entered give. There K is 20." in text


def test_planning_works_with_no_games_entered(open_page: PageOpener) -> None:
    # 5 games against 1900 from 1800: PD_L(100) 0.36 → ΣE 1.80; 1830: P ≥ 3.275 → 3.5 → 1834
    at = open_page("tournament", rating="1800", k="20", rules="fide", games="",
                   more_avg="1900", target="1830")
    text = planner_text(at)
    assert "No games entered yet" in text
    assert "To reach 1830: 3.5 points from 5 games (gives 1834)." in text
    assert "To hold your rating (1800): 2 points from 5 games (gives 1804)." in text


SEVENTEEN = "\n".join(["1800:1"] * 9 + ["1800:0"] * 8)


def test_the_next_round_says_what_each_result_adds_and_what_comes_after(
        open_page: PageOpener) -> None:
    at = open_page("tournament", rating="1800", k="40", rules="fide", games=SEVENTEEN,
                   plan="round", tonight="1800", left="2", target="1850")
    table = next(d.value for d in at.dataframe if "Tonight adds" in d.value.columns)
    # 18 × 40 = 720 > 700 → K 38 for all 18 games, ΣE 9: win 38 × 1 = +38 (+18 on +20),
    # draw 38 × 0.5 = +19 (−1), loss 0 (−20). Then 2 rounds: 20 games → K 35, ΣE 10:
    # after a win 35 × P ≥ 49.5 → 1.5; after a draw 35 × (P − 0.5) ≥ 49.5 → 2; a loss: no
    assert list(table["Period's change"]) == ["+38", "+19", "0"]
    assert list(table["Tonight adds"]) == ["+18", "−1", "−20"]
    assert list(table["The 2 rounds after need"]) == ["1.5", "2", "out of reach"]
    assert all("K 40 → 38" in note for note in table["Note"])
    text = planner_text(at)
    assert "So far this period: 17 rated games, a change of +20." in text
    # tonight and both rounds together: 35 × (P − 1) ≥ 49.5 → 2.5 of 3 → +53 → 1853
    assert "To reach 1850: 2.5 points from 3 games (gives 1853)." in text


def test_first_rating_for_a_new_player(open_page: PageOpener) -> None:
    games = "1600:1\n1600:1\n1600:½\n1600:0\n1600:0"
    at = open_page("tournament", games=games, new="true")
    # Ra = (8000 + 3600) / 7 = 1657.1; p = 3.5 / 7 = 50 % → dp 0 → 1657
    assert at.metric[0].value == "1657"


def test_editing_the_table_rewrites_only_the_edited_lines() -> None:
    text = "# club night\nMeier 1800:1\nbad line\n1900:0"
    games = [Game(1800, 1.0, "Meier", line=2), Game(1900, 0.0, line=4)]
    edits = {"edited_rows": {"1": {"result": "½"}}, "deleted_rows": [0],
             "added_rows": [{"name": "Neu", "rating": 2000, "result": "1"}]}
    assert apply_table_edits(text, games, edits) == "# club night\nbad line\n1900:½\nNeu 2000:1"




def test_the_json_download_carries_the_command_lines_numbers() -> None:
    from elo_core import ELO, Glicko, Mode, parse_game_list, performance, rate_lichess, rate_series
    from pages.ui.tournament.downloads import result_json

    games = parse_game_list(ISSUE_GAMES).games
    period = rate_series(1800, games, 20, ELO, Mode.PERIOD)
    sequential = rate_series(1800, games, 20, ELO, Mode.SEQUENTIAL)
    lichess = rate_lichess(Glicko(1800, 60, 0.09), games)
    data = json.loads(result_json(period, sequential, performance(games), [], lichess))
    assert round(data["period"]["new_rating"], 1) == 1818.2
    assert round(data["sequential"]["new_rating"], 1) == 1817.5
    assert data["period"]["performance"]["fide"] == 1983
    assert data["glicko2"]["mode"] == "lichess" and len(data["glicko2"]["games"]) == 4


GERMAN_CSV = {"rating": "1800", "k": "20", "rules": "fide", "lang": "de",
              "games": "Meier 1800:1\n=cmd|' /C calc'!A0 1950:½\nKraus 2100:0\n1900:+\n1700:1"}


def _german_csv() -> pd.DataFrame:
    from elo_core import FIDE, Mode, parse_game_list, rate_series
    from pages.ui.in_force import Frame
    from pages.ui.tournament.downloads import games_csv

    games = parse_game_list(GERMAN_CSV["games"]).games
    period = rate_series(1800, games, 20, FIDE, Mode.PERIOD)
    sequential = rate_series(1800, games, 20, FIDE, Mode.SEQUENTIAL)
    data = games_csv(Frame("de", FIDE), period, sequential)
    assert data.startswith("\ufeff".encode())  # UTF-8 with a byte-order mark
    # as a German spreadsheet reads it: semicolons, decimal commas
    return pd.read_csv(io.BytesIO(data), sep=";", decimal=",", encoding="utf-8-sig",
                       dtype={"#": str, "Name": str})


def test_the_german_csv_opens_with_the_pages_numbers(open_page: PageOpener) -> None:
    at = open_page("tournament", **GERMAN_CSV, view="breakdown")
    page = breakdown(at)
    sheet = _german_csv()

    def page_numbers(column: tuple[str, str]) -> list[float | None]:
        # the page writes a change with the minus sign (U+2212), the CSV with the hyphen-minus
        return [float(v.replace(",", ".").replace("\u2212", "-").split(" → ")[0])
                if v != "–" else None for v in page[column]]

    def sheet_numbers(column: str) -> list[float | None]:
        return [None if pd_isna(v) else float(v) for v in sheet[column]]

    # the CSV's one header row names each column with its group, as the page's two rows do
    for group, german, columns in (
            ("Ratingperiode (K 20)", "Ratingperiode", ("E", "K × (S − E)", "Danach")),
            ("Fortlaufend (K 20)", "Fortlaufend", ("E", "Danach"))):
        for column in columns:
            assert sheet_numbers(f"{german}: {column}") == page_numbers((group, column)), column
    # the sequential change a game, left off the page so that it fits a 1280-pixel window
    assert sheet["Fortlaufend: K × (S − E)"].iloc[-1] == pytest.approx(
        sheet["Fortlaufend: Danach"].iloc[-1] - 1800, abs=0.01)
    assert sheet_numbers("Ratingperiode: S − E") == page_numbers(("Ratingperiode (K 20)",
                                                                   "S − E"))
    # 20 × (0.5 + 0.2 − 0.15 + 0.36) = +18.20 → +18
    assert sheet["Gerundete Änderung"].iloc[-1] == 18
    assert list(sheet["Gewertet"])[:5] == ["ja", "ja", "ja", "nein", "ja"]


def test_the_csv_never_starts_a_cell_with_a_formula_from_a_name() -> None:
    sheet = _german_csv()
    assert sheet["Name"].iloc[1] == "'=cmd|' /C calc'!A0"


def test_the_english_csv_uses_commas_and_decimal_points() -> None:
    from elo_core import ELO, Mode, parse_game_list, rate_series
    from pages.ui.in_force import Frame
    from pages.ui.tournament.downloads import games_csv

    games = parse_game_list(ISSUE_GAMES).games
    period = rate_series(1800, games, 20, ELO, Mode.PERIOD)
    sequential = rate_series(1800, games, 20, ELO, Mode.SEQUENTIAL)
    lines = games_csv(Frame("en", ELO), period, sequential).decode("utf-8-sig").splitlines()
    assert lines[0].startswith("#,Rating,Result,Rating period: E,Rating period: S − E,"
                               "Rating period: K,Rating period: K × (S − E),Rating period: After,"
                               "Sequential: E,Sequential: K,Sequential: K × (S − E),"
                               "Sequential: After,Note,")
    assert lines[1].startswith("1,1800,1,0.50,0.50,20,10.00,1810.00,0.50,20,10.00,1810.00,")
    assert len(lines) == 4 + 2  # header, 4 games, totals


def pd_isna(value: float | str | None) -> bool:
    return bool(pd.isna(value))


def test_first_rating_disregards_a_first_event_without_a_point(open_page: PageOpener) -> None:
    # 3 losses on one day, then 3 wins a month later: the first event scored 0 and is
    # disregarded (§8.2), leaving 3 games, fewer than the 5 a first rating needs
    games = "\n".join(["2025-01-10 1800:0"] * 3 + ["2025-02-15 1800:1"] * 3)
    at = open_page("tournament", games=games, new="true")
    assert any("at least 5 games against rated opponents are needed" in w.value
               for w in at.warning)
    text = " ".join(rendered(m.value) for m in at.markdown)
    assert "3 games do not count:" in text
    assert "Line 1 (10 Jan 2025): the first event scored no point" in text
    assert not any(w.label == "Start rating" for w in at.number_input)


def test_editing_a_row_of_a_pasted_table_keeps_every_game() -> None:
    from elo_core import parse_game_list

    text = ("Rd.\tBo.\tSNo\tName\tRtg\tFED\tPts.\tRes.\n1\t4\t12\tJansen, Piet\t1712\tNED\t3\tw 1\n"
            "2\t3\t8\tDekker, Anna\t2013\tNED\t4\ts ½\n3\t\t\tbye\t\t\t\t+\n")
    games = parse_game_list(text).games
    edited = apply_table_edits(text, games, {"edited_rows": {"0": {"rating": 1750}}})
    again = parse_game_list(edited)
    # the table becomes game lines: the edited rating, the colours and the bye all kept
    assert again.errors == []
    assert [(g.name, g.opponent_rating, g.score, g.colour, g.unplayed) for g in again.games] == [
        ("Jansen, Piet", 1750, 1.0, games[0].colour, None),
        ("Dekker, Anna", 2013, 0.5, games[1].colour, None),
        ("", None, 1.0, None, games[2].unplayed)]


@pytest.mark.parametrize("name", ["Meier 2", "Kok: Kim", "Jansen;Joost", "2024", 'Jan "JJ" Kok'])
def test_a_name_typed_into_the_table_reads_back_whole(name: str) -> None:
    from elo_core import parse_game_list

    text = "Meier 1800:1\n1900:0"
    games = parse_game_list(text).games
    edits = {"edited_rows": {"0": {"name": name}, "1": {"name": name, "result": None}},
             "added_rows": [{"name": name, "rating": 2000, "result": "½"},
                            {"name": name, "result": "1"}]}
    again = parse_game_list(apply_table_edits(text, games, edits))
    # the full rows read back with the name as typed; a row without its result or rating is
    # named for what it lacks, not for the name
    assert [(g.name, g.opponent_rating, g.score) for g in again.games] == [
        (name, 1800, 1.0), (name, 2000, 0.5)]
    assert [e.line for e in again.errors] == [2, 4]
    assert again.errors[0].problem is Problem.MISSING_RESULT
    assert Problem.TOO_MANY_FIELDS not in {e.problem for e in again.errors}


def test_editing_a_rating_keeps_the_colour_the_deviation_and_the_date() -> None:
    from elo_core import parse_game_list

    text = "2025-03-14 Meier 1800/60:w 1"
    games = parse_game_list(text).games
    assert apply_table_edits(text, games, {"edited_rows": {"0": {"rating": 1850}}}) == (
        "2025-03-14 Meier 1850/60:w 1")


def test_a_list_of_only_unplayed_rounds_says_none_can_be_rated(open_page: PageOpener) -> None:
    at = open_page("tournament", games="+\nbye\n1900:-")
    assert "None of these games can be rated" in at.info[0].value
    assert not any("No games yet" in i.value for i in at.info)


#: The three ways the page rates a list: by FIDE's rules, as a player new to the list, by the
#: DWZ (and a first DWZ).
RATED_BY = {"elo": {}, "first rating": {"new": "true"}, "dwz": {"by": "dwz"},
            "first dwz": {"by": "dwz", "new": "true"}}
#: What the page says of an empty box, and of lines none of which could be read.
EMPTY = {"en": "No games yet", "de": "Noch keine Partien", "nl": "Nog geen partijen"}
NOT_READ = {"en": "2 lines could not be read and were left out; 0 games were computed.",
            "de": "2 Zeilen waren nicht lesbar und wurden ausgelassen; 0 Partien wurden "
                  "berechnet.",
            "nl": "2 regels waren niet leesbaar en zijn weggelaten; 0 partijen zijn berekend."}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("way", RATED_BY)
def test_a_list_that_could_not_be_read_says_so_once(open_page: PageOpener, way: str,
                                                    lang: str) -> None:
    at = open_page("tournament", games="abc\n1800:7", lang=lang, **RATED_BY[way])
    assert [rendered(e.value).split("\n")[0] for e in at.error] == [NOT_READ[lang]]
    assert not at.info


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("way", RATED_BY)
def test_an_empty_box_says_what_to_type_whichever_way_it_rates(open_page: PageOpener, way: str,
                                                               lang: str) -> None:
    at = open_page("tournament", games="", lang=lang, **RATED_BY[way])
    assert not at.error and [i.value.split(":")[0] for i in at.info] == [EMPTY[lang]]


def test_after_the_next_list_the_planner_says_which_k_and_why(open_page: PageOpener) -> None:
    # new to the list with 25 games, K 40 now; after these 8 games 33 games completed: K 20
    games = "\n".join(["1800:½"] * 8)
    at = open_page("tournament", rating="1800", rules="fide", k_rule="true", played="25",
                   on="2026-03-01", games=games, plan="more", basis="list")
    text = planner_text(at)
    assert "There K is 20. K = 20: rated under 2400 (§8.3.3)." in text


def test_with_no_games_tonights_first_round_can_be_planned(open_page: PageOpener) -> None:
    # round 1 against 1900 from 1800, FIDE, K 20: PD_L(100) 0.36; a win 20 × 0.64 = +12.8
    # → +13, a draw +2.8 → +3, a loss −7.2 → −7; for 1810 tonight alone: a win (+13)
    at = open_page("tournament", rating="1800", k="20", rules="fide", games="", plan="round",
                   tonight="1900", target="1810")
    table = next(d.value for d in at.dataframe if "Tonight adds" in d.value.columns)
    assert list(table["Period's change"]) == ["+13", "+3", "−7"]
    assert "To reach 1810: 1 point from 1 game (gives 1813)." in planner_text(at)



def test_a_list_typed_into_the_box_counts_once_calculate_is_pressed(open_page: PageOpener) -> None:
    at = open_page("tournament", rating="1800", k="20", games="1800:1", lang="de")
    assert at.metric[0].value == "1810"
    at.text_area(key="games").set_value("1800:1\n1800:1").run()
    assert at.metric[0].value == "1810"  # typed, not yet applied: the figures stand
    apply = at.button(key="_games_apply")
    assert apply.label == "Berechnen"
    at.text_area(key="games").set_value("1800:1\n1800:1")
    apply.click().run()
    assert at.metric[0].value == "1820"
    assert at.query_params["games"] == "1800:1\n1800:1"


def test_the_box_has_no_counter_and_no_english_hint_and_keeps_its_limit_in_the_browser(
        open_page: PageOpener) -> None:
    from elo_core.readers.limits import MAX_LIST_CHARS

    at = open_page("tournament")
    box = at.text_area(key="games")
    assert box.proto.max_chars == 0  # Streamlit's counter ("99/2000000") is not drawn
    script = next(h.proto.body for h in at.get("html") if "data-stale" in h.proto.body)
    assert f"limit: {MAX_LIST_CHARS}" in script


def test_the_box_s_script_survives_the_sanitizer_that_streamlit_runs_over_html() -> None:
    """DOMPurify drops a script whose text holds ``<`` before a letter, ``/`` or ``!``
    (SAFE_FOR_XML), and with it the whole behaviour of the box."""
    import re

    from pages.ui.shared.text_box import _script

    assert not re.search(r"<[/\w!]", _script())


def test_the_checksum_is_of_the_text_as_the_box_holds_it() -> None:
    import zlib

    from pages.ui.shared.text_box import checksum

    assert checksum("1800:1\r\n1900:½") == checksum("1800:1\n1900:½") == zlib.crc32(
        "1800:1\n1900:½".encode("utf-16-le"))


def test_an_uploaded_list_with_one_windows_byte_keeps_its_names_and_says_so(
        open_page: PageOpener) -> None:
    # line 2 holds 0x92 (Windows-1252's ’), the other lines UTF-8
    data = "Müller 1800:1\nO\x00Brien 1900:½\nJürgens 2000:0\n".encode().replace(b"\x00", b"\x92")
    at = open_page("tournament", lang="nl")
    at.file_uploader(key="_upload").set_value(("club.txt", data, "text/plain"))
    at.run()
    from elo_core import parse_game_list

    text = at.text_area(key="games").value
    assert text is not None  # the upload filled the box
    games = parse_game_list(text).games
    assert [g.name for g in games] == ["Müller", "O’Brien", "Jürgens"]
    assert any("club.txt, regel 2: 1 byte is geen UTF-8 (0x92)" in w.value for w in at.warning)


def test_first_rating_marks_every_round_it_leaves_out_with_the_rule(open_page: PageOpener) -> None:
    # 9 lines, 6 of them games against rated opponents: a first rating counts only those
    # (B.02 §8.2; unplayed rounds are never rated, §5.1), so the other 3 are named, with why
    games = "\n".join(["Alpha 1800:1", "Kok 0:1", "+", "bye", "Beta 1700:0", "Gamma 1800:1",
                       "Delta 1900:½", "Eps 2000:0", "Zeta 1600:1"])
    at = open_page("tournament", games=games, new="true", lang="de")
    text = " ".join(rendered(m.value) for m in at.markdown)
    assert "6 Partien, 3,5 Punkte" in text
    assert ("3 Partien zählen nicht: - Zeile 2: Der Gegner hat keine Elo, und eine "
            "Ersteinstufung zählt nur Partien gegen Gegner mit Elo (§8.2) - Zeile 3: kampflos, "
            "nicht am Brett gespielt, und nicht gespielte Partien werden nicht gewertet (§5.1) "
            "- Zeile 4: spielfrei, keine Partie, und nicht gespielte Runden werden nicht "
            "gewertet (§5.1)") in " ".join(text.split())
