"""The Single game page through AppTest: every input, and the numbers against the engine and
against hand-worked values."""

import json
from datetime import date

import pytest
from streamlit.testing.v1 import AppTest

from elo_core import ELO, rate_game
from tests.conftest import PageOpener
from tests.rendered import rendered


def captions(at: AppTest) -> str:
    return " ".join(rendered(c.value) for c in at.caption)


def metrics(at: AppTest) -> list[tuple[str, str, str]]:
    return [(m.label, m.value, m.delta) for m in at.metric]


def test_issue_deep_link_shows_both_new_ratings(open_page: PageOpener) -> None:
    at = open_page("game", rating="1800", opponent="1900", result="win", k="20")
    # E = 0.359935; 20 × 0.640065 = +12.8 → 1812.8; the opponent 1887.2
    assert metrics(at) == [
        ("Your new rating", "1812.8", "+12.8"),
        ("Opponent's new rating", "1887.2", "−12.8"),
        ("Your expected score", "36.0%", ""),
    ]


def test_a_rating_that_does_not_move_shows_no_rise(open_page: PageOpener) -> None:
    # FIDE, equal ratings, a draw: 20 × (0.5 − 0.50) = 0 for both
    at = open_page("game", rating="1800", opponent="1800", result="draw", k="20", rules="fide")
    grey, no_arrow = 2, 2  # Metric proto: MetricColor.GRAY, MetricDirection.NONE
    assert [(m.proto.color, m.proto.direction) for m in at.metric[:2]] == [(grey, no_arrow)] * 2
    at = open_page("game", rating="1800", opponent="1800", result="win", k="20", rules="fide")
    green, up = 1, 1
    assert (at.metric[0].proto.color, at.metric[0].proto.direction) == (green, up)


def test_scenario_table_lists_win_draw_and_loss_for_both_players(open_page: PageOpener) -> None:
    at = open_page("game", rating="1800", opponent="1900", k="20")
    table = at.table[0].value
    assert list(table.index) == ["Win", "Draw", "Loss"]
    # draw: 20 × (0.5 − 0.359935) = +2.8; loss: −7.2
    assert table.loc["Draw", "Your change"] == "+2.8"
    assert table.loc["Loss", "Your new rating"] == "1792.8"
    assert table.loc["Loss", "Opponent's new rating"] == "1907.2"


def test_the_slider_and_the_exact_box_are_one_value(open_page: PageOpener) -> None:
    at = open_page("game")
    at.slider(key="_rating_slider").set_value(2000).run()
    assert at.number_input(key="rating").value == 2000
    at.number_input(key="rating").set_value(2222).run()
    assert at.slider(key="_rating_slider").value == 2222
    # D = 322: 10^(−0.805) = 0.15668, E = 1 / 1.15668 = 0.86455; 20 × 0.13545 = +2.7
    assert at.metric[0].value == "2224.7"


@pytest.mark.parametrize(("result", "score"), [("win", 1.0), ("draw", 0.5), ("loss", 0.0)])
def test_every_result_matches_the_engine(open_page: PageOpener, result: str, score: float) -> None:
    at = open_page("game", rating="1650", opponent="1720")
    at.segmented_control(key="_result").set_value(result).run()
    assert at.query_params.get("result", "win") == result
    report = rate_game(1650, 1720, score, 20, ELO)
    assert at.metric[0].value == f"{report.player.new_rating:.1f}"
    assert at.metric[1].value == f"{report.opponent.new_rating:.1f}"


def test_k_presets_set_k(open_page: PageOpener) -> None:
    at = open_page("game", rating="1800", opponent="1900")
    at.pills(key="_k_preset").set_value(40).run()
    assert at.number_input(key="k").value == 40
    assert at.metric[0].value == "1825.6"  # 40 × 0.640065 = 25.6


def test_a_different_opponent_k_is_not_zero_sum(open_page: PageOpener) -> None:
    at = open_page("game", rating="1800", opponent="1900", result="draw", k="40")
    at.number_input(key="k_opponent").set_value(10).run()
    # +40 × 0.140065 = +5.6 and −10 × 0.140065 = −1.4
    assert at.metric[0].delta == "+5.6" and at.metric[1].delta == "−1.4"
    assert any("Not zero-sum" in info.value for info in at.info)


def test_fide_rules_round_and_explain_the_own_side_cap(open_page: PageOpener) -> None:
    at = open_page("game", rating="2700", opponent="2200", k="10", rules="fide")
    # 2700 uses D = 500 → 0.96: +0.4 → 0; 2200 counts 400 → 0.08: −0.8 → −1
    assert metrics(at)[:2] == [("Your new rating", "2700", "0 (+0.40)"),
                               ("Opponent's new rating", "2199", "−1 (−0.80)")]
    infos = " ".join(info.value for info in at.info)
    assert "for your opponent (2200) the difference counts as 400" in infos
    assert "2650" in infos


def test_k_by_fide_rule_says_which_line_chose_it(open_page: PageOpener) -> None:
    at = open_page("game", rating="1700", opponent="1700", rules="fide", k_rule="true",
                   played="12")
    assert "K = 40: new to the list" in captions(at)
    assert at.metric[0].value == "1720"  # 40 × (1 − 0.50) = 20


ISSUE_JUNIOR = {"rating": "1850", "opponent": "2100", "result": "win", "rules": "fide",
                "k_rule": "true", "born": "2011", "played": "12", "on": "2026-11-30"}


def test_the_opponents_k_comes_from_the_opponents_own_facts(open_page: PageOpener) -> None:
    at = open_page("game", **ISSUE_JUNIOR)
    # D = 250, table band 246–256: 0.19 / 0.81. The junior (born 2011, 2026 ≤ 2029, under
    # 2300): K 40 × (1 − 0.19) = +32.4 → +32. The adult opponent: K 20 × (0 − 0.81) = −16.2 → −16
    assert metrics(at)[:2] == [("Your new rating", "1882", "+32 (+32.40)"),
                               ("Opponent's new rating", "2084", "−16 (−16.20)")]
    text = captions(at)
    assert "K = 40: junior" in text
    assert "K = 20: rated under 2400" in text and "default facts for an opponent" in text


def test_the_opponents_facts_can_be_changed(open_page: PageOpener) -> None:
    at = open_page("game", **ISSUE_JUNIOR, o_played="10")
    # a new opponent with 10 games: K 40 × (0 − 0.81) = −32.4 → −32
    assert at.metric[1].delta == "−32 (−32.40)"
    assert "K = 40: new to the list" in captions(at)
    assert at.query_params["o_played"] == "10"


def test_the_day_k_is_judged_on_is_in_the_link(open_page: PageOpener) -> None:
    facts = {**ISSUE_JUNIOR, "played": "30"}
    del facts["on"]
    at = open_page("game", **facts)
    assert at.query_params["on"] == date.today().isoformat()
    # judged in 2030, the player born 2011 is no longer a junior (2011 + 18 = 2029 < 2030):
    # K 20 × 0.81 = +16.2 → +16
    later = open_page("game", **{**facts, "on": "2030-01-01"})
    assert later.metric[0].delta == "+16 (+16.20)"
    assert "K = 20: rated under 2400" in captions(later)


def test_rapid_game_that_is_not_rated_says_so(open_page: PageOpener) -> None:
    at = open_page("game", rating="2650", opponent="2050", rules="fide-rapid")
    assert at.metric[0].value == "2650"
    assert "Not rated" in at.info[0].value


def test_how_it_was_computed_writes_out_the_arithmetic(open_page: PageOpener) -> None:
    at = open_page("game", rating="2000", opponent="2100", rules="fide", how="true")
    steps = at.expander[0].markdown[0].value
    assert "D = 2000 − 2100 = −100" in steps
    assert "band 99–106, lower-rated player: E = 0.36" in steps
    assert "+12.80 rounds to +13" in steps
    assert "New rating: 2013" in steps


def test_the_arithmetic_is_written_out_only_when_asked_for(open_page: PageOpener) -> None:
    at = open_page("game", rating="2000", opponent="2100")
    assert not at.expander[0].markdown
    assert "how" not in at.query_params


def test_german_page_formats_numbers_the_german_way(open_page: PageOpener) -> None:
    at = open_page("game", rating="1800", opponent="1900", k="20", lang="de")
    assert at.title[0].value == "Einzelpartie"
    assert [m.value for m in at.metric] == ["1812,8", "1887,2", "36,0\u00a0%"]


@pytest.mark.parametrize(("param", "raw"), [("rating", "abc"), ("rating", "5000"),
                                            ("k", "-3"), ("opponent", "1e9")])
def test_bad_url_values_are_named_and_replaced_by_a_sane_value(
        open_page: PageOpener, param: str, raw: str) -> None:
    at = open_page("game", **{param: raw})
    assert f"{param}={raw}" in at.warning[0].value
    assert at.metric[0].value == "1812.8"  # the defaults: 1800 v 1900, K 20, a win


def test_page_figures_agree_with_the_engine_under_each_rule_set(open_page: PageOpener) -> None:
    for rules in ("elo", "fide", "fide-2024", "fide-rapid"):
        at = open_page("game", rating="2480", opponent="1990", rules=rules, k="16")
        from elo_core import RULE_SETS
        report = rate_game(2480, 1990, 1.0, 16, RULE_SETS[rules])
        shown = at.metric[0].value
        expected = report.player.new_rating
        assert shown == (f"{expected:.0f}" if RULE_SETS[rules].rounds_change
                         else f"{expected:.1f}"), rules


def test_the_curve_marks_both_players(open_page: PageOpener) -> None:
    at = open_page("game", rating="1800", opponent="1900", rules="fide")
    chart = at.get("plotly_chart")[0]
    assert '"name":"You"' in chart.proto.spec and '"name":"Opponent"' in chart.proto.spec
    assert "FIDE table 8.1.2" in chart.proto.spec


def test_the_curve_follows_the_players(open_page: PageOpener) -> None:
    at = open_page("game", rating="1800", opponent="1900", k="20")
    at.number_input(key="k").set_value(32).run()
    at.number_input(key="rating").set_value(2000).run()
    spec = json.loads(at.get("plotly_chart")[0].proto.spec)
    points = {trace["name"]: (trace["x"], trace["y"]) for trace in spec["data"]
              if trace["name"] in ("You", "Opponent")}
    # D = 2000 − 1900 = +100: E = 1 / (1 + 10^(−100/400)) = 0.6401 and 0.3599
    assert points["You"][0] == [100] and round(points["You"][1][0], 4) == 0.6401
    assert points["Opponent"][0] == [-100] and round(points["Opponent"][1][0], 4) == 0.3599


def test_under_rounding_rules_not_zero_sum_adds_the_published_changes(
        open_page: PageOpener) -> None:
    # FIDE, 2700 v 2200, a win: the 2700 player (2650+) uses D = 500 → PD 0.96, K 10:
    # +0.40 → 0; the 2200 player's D counts as 400 → PD 0.08: 10 × (0 − 0.08) = −0.80 → −1
    at = open_page("game", rating="2700", opponent="2200", k="10", rules="fide")
    notes = " ".join(rendered(i.value) for i in at.info)
    assert "the two changes add up to −1, not 0" in notes


def test_the_day_k_is_judged_on_is_written_unambiguously_in_every_language(
        open_page: PageOpener) -> None:
    formats = {}
    for lang in ("en", "de", "nl"):
        at = open_page("game", k_rule="true", on="2026-12-01", lang=lang)
        formats[lang] = at.date_input(key="on").proto.format
    # 01/12/2026 is the first of December in Britain and the twelfth of January in America
    assert formats == {"en": "YYYY-MM-DD", "de": "DD.MM.YYYY",
                       "nl": "DD-MM-YYYY"}
