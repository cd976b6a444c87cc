"""The Tournament page through AppTest."""

import json

from elo_core import Game
from pages.ui.game_input import apply_table_edits
from tests.rendered import rendered

ISSUE_GAMES = "1800:1\n1950:0.5\n2100:0\n1700:1"


def breakdown(at):
    """The per-game table, drawn when its tab (``view=breakdown``) is open."""
    return next(d.value for d in at.dataframe if "K × difference" in d.value.columns)


def chart_titles(at) -> list[str]:
    return [json.loads(chart.proto.spec)["layout"]["title"]["text"]
            for chart in at.get("plotly_chart")]


def test_issue_deep_link_shows_both_modes(open_page):
    at = open_page("tournament", rating="1800", k="20", games=ISSUE_GAMES)
    # period: 20 × 0.91234 = +18.2; sequential 1817.5 (worked in test_core_known_values)
    assert [(m.label, m.value) for m in at.metric[:2]] == [("New rating", "1818.2"),
                                                          ("New rating", "1817.5")]
    assert at.text_area(key="games").value == ISSUE_GAMES


def test_fide_rules_show_the_rounded_change_and_the_exact_one(open_page):
    at = open_page("tournament", rating="1800", k="20", games=ISSUE_GAMES, rules="fide")
    # 20 × (0.5 + 0.2 − 0.15 + 0.36) = 18.2 → +18
    assert (at.metric[0].value, at.metric[0].delta) == ("1818", "+18 (+18.20)")
    assert "full precision" in " ".join(c.value for c in at.caption)


def test_a_series_that_leaves_the_rating_where_it_was_shows_no_rise(open_page):
    # 20 × (0.5 − 0.50) = 0 in both modes; shown as "0 (0.00)" and "0.0"
    at = open_page("tournament", rating="1800", k="20", games="1800:½", rules="fide")
    grey, no_arrow = 2, 2  # Metric proto: MetricColor.GRAY, MetricDirection.NONE
    assert [(m.delta, m.proto.color, m.proto.direction) for m in at.metric[:2]] == [
        ("0 (0.00)", grey, no_arrow), ("0.0", grey, no_arrow)]


def test_a_bad_line_is_named_kept_and_the_rest_is_computed(open_page):
    text = "1800:1\n1950:x\n2100:0\n1700:1"
    at = open_page("tournament", rating="1800", k="20", games=text, view="breakdown")
    error = rendered(at.error[0].value)
    assert "1 line(s) could not be read" in error and "3 games were computed" in error
    assert 'Line 2: unknown result “x”' in error and error.endswith(': 1950:x')
    assert at.text_area(key="games").value == text
    assert len(breakdown(at)) == 3


def test_bad_lines_are_reported_in_german(open_page):
    at = open_page("tournament", games="1800:1\nabc:1", lang="de")
    assert 'Zeile 2: das Rating „abc“ ist keine Zahl' in at.error[0].value


def test_no_games_says_what_to_type(open_page):
    at = open_page("tournament")
    at.text_area(key="games").set_value("").run()
    assert not at.exception
    assert "No games yet" in at.info[0].value


def test_per_game_breakdown_in_fide_style(open_page):
    at = open_page("tournament", rating="1800", k="20", games=ISSUE_GAMES, rules="fide",
                   view="breakdown")
    table = breakdown(at)
    assert list(table["Expected"]) == ["0.50", "0.30", "0.15", "0.64"]
    assert list(table["K × difference"]) == ["+10.00", "+4.00", "-3.00", "+7.20"]


def test_cap_and_forfeit_are_marked_in_the_breakdown(open_page):
    at = open_page("tournament", rating="1800", games="2300:0\n1900:+", rules="fide",
                   view="breakdown")
    notes = list(breakdown(at)["Note"])
    assert notes == ["400-point rule", "not played, not rated"]


def test_the_trajectory_is_drawn_first_and_only_the_open_tab_is_drawn(open_page):
    at = open_page("tournament", games=ISSUE_GAMES)
    assert chart_titles(at) == ["Rating game by game"]
    assert not any("K × difference" in d.value.columns for d in at.dataframe)
    assert "view" not in at.query_params


def test_the_open_tab_is_kept_in_the_url_by_its_english_name(open_page):
    at = open_page("tournament", games=ISSUE_GAMES, view="changes", lang="de")
    assert chart_titles(at) == ["Änderung je Partie (Ratingperiode)"]
    at.selectbox(key="_lang_widget").set_value("nl").run()
    assert chart_titles(at) == ["Wijziging per partij (ratingperiode)"]
    assert at.query_params["view"] == "changes"


def test_an_unknown_tab_in_the_link_is_named_and_the_trajectory_shown(open_page):
    at = open_page("tournament", games=ISSUE_GAMES, view="chart")
    assert "view=chart is not a known choice; showing Trajectory instead" in at.warning[0].value
    assert chart_titles(at) == ["Rating game by game"]


def test_the_game_table_is_built_only_when_opened(open_page):
    at = open_page("tournament", games=ISSUE_GAMES)
    assert not at.dataframe
    at.session_state["_editor_open"] = True
    at.run()
    assert list(at.dataframe[0].value["rating"]) == [1800, 1950, 2100, 1700]


def test_k_cut_by_the_700_rule_is_explained(open_page):
    games = "\n".join(["1800:½"] * 18)
    at = open_page("tournament", rating="1800", k="40", games=games, rules="fide")
    assert "K 40 becomes 38" in " ".join(c.value for c in at.caption)


def test_performance_ratings(open_page):
    at = open_page("tournament", rating="1800", k="20", games=ISSUE_GAMES)
    perf = {m.label: m.value for m in at.metric[2:5]}
    # FIDE: 1888 + dp(63 %) 95 = 1983; linear: (7550 + 400) / 4 = 1987.5
    assert perf["FIDE"] == "1983" and perf["Linear (rule of 400)"] == "1987.5"


def test_target_planner(open_page):
    at = open_page("tournament", rating="1800", k="20", games="1800:0\n1800:0\n1800:0\n1800:0")
    at.number_input(key="target").set_value(1810).run()
    text = " ".join(m.value for m in at.markdown)
    # 20 × (P − 2) ≥ 10 → 2.5 points; holding 1800 needs 2
    assert "To reach 1810: **2.5** points from 4 games (gives 1810)" in text
    assert "To reach 1800: **2** points from 4 games (gives 1800)" in text


def test_first_rating_for_a_new_player(open_page):
    games = "1600:1\n1600:1\n1600:½\n1600:0\n1600:0"
    at = open_page("tournament", games=games, new="true")
    # Ra = (8000 + 3600) / 7 = 1657.1; p = 3.5 / 7 = 50 % → dp 0 → 1657
    assert at.metric[0].value == "1657"


def test_editing_the_table_rewrites_only_the_edited_lines():
    text = "# club night\nMeier 1800:1\nbad line\n1900:0"
    games = [Game(1800, 1.0, "Meier", line=2), Game(1900, 0.0, line=4)]
    edits = {"edited_rows": {"1": {"result": "½"}}, "deleted_rows": [0],
             "added_rows": [{"name": "Neu", "rating": 2000, "result": "1"}]}
    assert apply_table_edits(text, games, edits) == "# club night\nbad line\n1900:½\nNeu 2000:1"




def test_downloads_carry_the_command_lines_numbers():
    import json

    from elo_core import ELO, Mode, parse_game_list, performance, rate_series
    from pages.ui.tournament_view import games_csv, result_json

    games = parse_game_list(ISSUE_GAMES).games
    period = rate_series(1800, games, 20, ELO, Mode.PERIOD)
    sequential = rate_series(1800, games, 20, ELO, Mode.SEQUENTIAL)
    data = json.loads(result_json(period, sequential, performance(games), []))
    assert round(data["period"]["new_rating"], 1) == 1818.2
    assert round(data["sequential"]["new_rating"], 1) == 1817.5
    assert data["period"]["performance"]["fide"] == 1983
    csv_lines = games_csv(period, sequential).splitlines()
    assert csv_lines[0].startswith("line,name,opponent,score,expected,change,rating_after")
    assert len(csv_lines) == 5
