"""The Tournament page's chances in the rounds left through AppTest, in English, German and
Dutch: the figures are the command line's for the same games written as a TRF (same seed),
the exact ones the model's chances combined by hand, every chance in words where the rules
settle it or a percentage would say 100 % or 0 %, and the model's note beside them."""

from __future__ import annotations

import json
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from elo_core.forecast.model import game_chances
from tests.app.event.pasted import page_text
from tests.app.forecast.chance_events import AS_TRF, GAMES
from tests.conftest import PageOpener
from tests.engine.cli.running import strict_answer


def open_chances(open_page: PageOpener, **params: str) -> AppTest:
    values = {"games": GAMES, "norm_open": "true", "norm_fed": "GER", "rating": "2450",
              "rules": "fide", "k": "10", **params}
    return open_page("tournament", **values)


def score_chart(at: AppTest) -> dict[str, Any]:
    """The final score's bars, as the page hands them to Plotly."""
    for chart in at.get("plotly_chart"):
        spec: dict[str, Any] = json.loads(chart.proto.spec)
        if spec["data"][0].get("name") in ("Final score", "Endpunktzahl", "Eindscore"):
            return spec
    raise AssertionError("no chart of the final score")


def test_the_figures_are_the_command_lines_for_the_same_games(open_page: PageOpener) -> None:
    """Two rounds left, the next against a GM of Spain with White, the other drawn from the
    band of those met (2500): the page's bars, norms and rating range are the command's for
    the TRF of the same games (K 10, as §8.3.3 reads a 2450 of the file)."""
    at = open_chances(open_page, norm_next="2500", norm_next_title="GM", norm_next_fed="ESP",
                      norm_next_colour="white")
    cli = strict_answer(["forecast", "-", "--rounds", "9", "--player", "1", "--next",
                         "2500:GM:ESP:w", "--band", "2500-2500", "--format", "swiss"],
                        AS_TRF.encode())
    bars = score_chart(at)["data"][0]
    assert list(zip(bars["x"], bars["y"], strict=True)) == [
        (s["points"], s["probability"]) for s in cli["scores"]]
    text = page_text(at)
    gm = cli["norms"]["GM"]
    assert 0.01 < gm < 0.99
    assert f"GM norm: {gm * 100:.1f}%" in text
    assert cli["norms"]["IM"] == 1.0 and "IM" not in cli["certainty"]
    assert "IM norm: over 99.9%" in text, "a model's 100 % is no certainty"
    rating = cli["rating"]
    assert (f"+{rating['mean']:.1f} on average; in 90% of outcomes from "
            f"+{rating['low']:.0f} to +{rating['high']:.0f}") in text
    assert "Simulated: 10,000 runs from seed 2024; each chance within about ±0.5%" in text
    assert "an opponent not given is rated 2500, of no title or federation known" in text
    assert ("After round 7 of 9 (5 points): the final score counts the games played as they "
            "stand.") in text
    assert "the games given: their opponents, and their colours where given" in text


def test_one_round_left_and_given_is_exact_and_the_norms_impossible(
        open_page: PageOpener) -> None:
    """An 8-round event: 8 games, fewer than the 9 a norm needs (1.4.1a), none made whatever
    the last game brings: impossible by the rules. The last game, Black against a 2500 (the
    model's chances for 2500 with White against 2450): 5, 5½ or 6 points."""
    at = open_chances(open_page, norm_rounds="8", norm_next="2500", norm_next_colour="black")
    white_win, draw, black_win = game_chances(2500, 2450)
    bars = score_chart(at)["data"][0]
    assert bars["x"] == [5.0, 5.5, 6.0]
    assert bars["y"] == pytest.approx([white_win, draw, black_win], abs=1e-12)
    text = page_text(at)
    assert "GM norm: impossible" in text and "IM norm: impossible" in text
    assert "Exact: every outcome of the games to come is judged" in text
    assert "Simulated" not in text


@pytest.mark.parametrize("lang, words", [
    ("en", ["Your chances in the 2 rounds left", "GM norm:", "Expected final score:",
            "Some ratings lie outside 1600–2400", "Rating change over the event"]),
    ("de", ["Ihre Chancen in den 2 verbleibenden Runden", "GM-Norm:",
            "Erwartete Endpunktzahl:", "außerhalb 1600–2400", "Elo-Änderung über das Turnier",
            "Simuliert: 10.000 Durchläufe ab Startwert 2024", "Nach Runde 7 von 9 (5 Punkte)",
            "als eine Ratingperiode, nach den FIDE-Standardregeln (seit Okt. 2025): im Mittel"]),
    ("nl", ["Je kansen in de 2 resterende ronden", "GM-norm:", "Verwachte eindscore:",
            "buiten 1600–2400", "Ratingwijziging over het toernooi",
            "Gesimuleerd: 10.000 runs vanaf seed 2024", "Na ronde 7 van 9 (5 punten)"]),
])
def test_the_chances_in_three_languages(open_page: PageOpener, lang: str,
                                        words: list[str]) -> None:
    at = open_chances(open_page, lang=lang)
    text = page_text(at)
    for word in words:
        assert word in text
    assert score_chart(at)["layout"]["separators"] == {"en": ".,", "de": ",.", "nl": ",."}[lang]


def test_ratings_outside_the_models_range_get_a_word_of_caution(open_page: PageOpener) -> None:
    at = open_chances(open_page, games="2700:1\n2720:½", rating="2710", norm_rounds="4")
    assert any("outside 1400–2600" in w.value for w in at.warning)
    assert "rated anywhere from 2700 to 2720" in page_text(at)


def test_a_band_upside_down_takes_the_opponents_met(open_page: PageOpener) -> None:
    at = open_chances(open_page, fc_low="2600", fc_high="2400")
    assert any("lowest rating is above the highest" in w.value for w in at.warning)
    text = page_text(at)
    assert "an opponent not given is rated 2500, of no title" in text
    assert "Empty: the ratings of the opponents met, 2500." in text


def test_a_seed_is_the_links_and_gives_other_draws(open_page: PageOpener) -> None:
    first = score_chart(open_chances(open_page))["data"][0]["y"]
    other = open_chances(open_page, seed="7")
    assert score_chart(other)["data"][0]["y"] != first
    assert "from seed 7" in page_text(other)


@pytest.mark.parametrize("lang, said", [
    ("en", {"elo": "as one rating period, by classic Elo:",
            "fide": "as one rating period, by FIDE's standard rules (since Oct 2025):",
            "fide-2024": "as one rating period, by FIDE's 2024 rules (Mar 2024 – Sep 2025):",
            "fide-rapid": "as one rating period, by FIDE's rapid & blitz rules:"}),
    ("de", {"elo": "als eine Ratingperiode, nach klassischem Elo:",
            "fide": "als eine Ratingperiode, nach den FIDE-Standardregeln (seit Okt. 2025):",
            "fide-2024": "als eine Ratingperiode, nach den FIDE-Regeln von 2024 (März 2024 – "
                         "Sept. 2025):",
            "fide-rapid": "als eine Ratingperiode, nach den FIDE-Regeln für Schnellschach & "
                          "Blitz:"}),
    ("nl", {"elo": "als één ratingperiode, volgens klassieke Elo:",
            "fide": "als één ratingperiode, volgens de FIDE-standaardregels (sinds okt. 2025):",
            "fide-2024": "als één ratingperiode, volgens de FIDE-regels van 2024 (mrt. 2024 – "
                         "sep. 2025):",
            "fide-rapid": "als één ratingperiode, volgens de FIDE-regels voor rapid & blitz:"}),
])
def test_the_rating_line_names_every_rule_set_as_its_language_declines_it(
        open_page: PageOpener, lang: str, said: dict[str, str]) -> None:
    """"nach klassischem Elo", never "nach Klassisches Elo": each rule set after "by"."""
    for rules, words in said.items():
        assert words in page_text(open_chances(open_page, lang=lang, rules=rules))
