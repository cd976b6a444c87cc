"""What a forecast's figures say of themselves: a chance never 100 % or 0 % unless the rules
settle it, in the page's language, and a table's column of chances that sorts as the chances
do while only the rules' certainties are exactly 1 and 0."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core import FIDE
from elo_core.forecast.draws import RatingBand
from elo_core.forecast.judge import Certainty
from elo_core.forecast.model import ModelFit
from elo_core.forecast.player import Assumption
from pages.ui.forecast.words import chance, chance_cell, chance_value, note
from pages.ui.in_force import Frame
from tests.sampling import examples

EN, DE, NL = (Frame(lang, FIDE) for lang in ("en", "de", "nl"))


@pytest.mark.parametrize("probability, en, de", [
    (0.598, "59.8%", "59,8\u00a0%"),
    (0.9994, "99.9%", "99,9\u00a0%"),
    (0.99951, "over 99.9%", "über 99,9\u00a0%"),    # would show as 100.0 %
    (1.0, "over 99.9%", "über 99,9\u00a0%"),        # every run made it: still the model's
    (0.00051, "0.1%", "0,1\u00a0%"),
    (0.00049, "under 0.1%", "unter 0,1\u00a0%"),    # would show as 0.0 %
    (0.0, "under 0.1%", "unter 0,1\u00a0%"),
])
def test_a_models_chance_is_never_shown_as_certain(probability: float, en: str,
                                                   de: str) -> None:
    assert (chance(EN, probability), chance(DE, probability)) == (en, de)


def test_the_rules_certainties_are_words() -> None:
    assert [chance(f, 1.0, Certainty.CERTAIN) for f in (EN, DE, NL)] == [
        "certain", "sicher", "zeker"]
    assert [chance(f, 0.0, Certainty.IMPOSSIBLE) for f in (EN, DE, NL)] == [
        "impossible", "unmöglich", "onmogelijk"]


@examples(200)
@given(st.floats(min_value=0, max_value=1), st.floats(min_value=0, max_value=1))
def test_a_column_of_chances_sorts_as_they_do_and_reads_as_the_page_writes_them(
        first: float, second: float) -> None:
    a, b = chance_value(first), chance_value(second)
    assert 0 < a < 1 and 0 < b < 1
    assert (a < b) <= (first < second) and (a > b) <= (first > second)
    assert chance_cell(EN, a) == chance(EN, first)
    assert chance_cell(EN, chance_value(1.0, Certainty.CERTAIN)) == "certain"
    assert chance_cell(EN, chance_value(0.0, Certainty.IMPOSSIBLE)) == "impossible"
    assert chance_cell(EN, None) == "–"


def test_the_note_names_the_model_the_runs_and_every_assumption() -> None:
    said = note(EN, ModelFit.SOUND, [Assumption.GAMES_PLAYED, Assumption.SWISS_APPROXIMATE],
                1000, 2024, 1 / (2 * 1000 ** 0.5))
    assert "FIDE's own simulation model (O. Milvang 2024" in said
    assert "Simulated: 1,000 runs from seed 2024; each chance within about ±1.6%" in said
    assert "Every rating lies from 1600 to 2400, where the model is sound." in said
    assert "- every round to come is a game played over the board" in said
    assert "- the rounds left are paired by score groups and ratings" in said
    exact = note(DE, ModelFit.SERVICEABLE, [Assumption.OPPONENTS_GIVEN], None, None, None)
    assert "Exakt: jeder Ausgang der kommenden Partien ist ausgewertet" in exact
    assert "Simuliert" not in exact


def test_every_assumption_has_its_words_in_every_language() -> None:
    for frame in (EN, DE, NL):
        for assumption in Assumption:
            said = note(frame, ModelFit.SOUND, [assumption], None, None, None,
                        RatingBand(2400, 2550))
            assert "{" not in said and f"fc.assume.{assumption.value}" not in said
    assert "from 2400 to 2550" in note(EN, ModelFit.SOUND, [Assumption.OPPONENTS_IN_BAND],
                                       None, None, None, RatingBand(2400, 2550))
