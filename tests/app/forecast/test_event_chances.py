"""The Whole event page's chances in the rounds left through AppTest, in English, German and
Dutch: the forecast runs in the background with its progress drawn, then the table holds the
command line's figures for the same file and seed; an event with every round played, one
whose rounds the file does not say, and a round robin each say why nothing is forecast."""

from __future__ import annotations

from collections.abc import Callable

import pandas as pd
import pytest
from streamlit.testing.v1 import AppTest

from pages.ui import apart
from pages.ui.forecast import event_part
from pages.ui.forecast.words import EDGE
from tests.app.event.pasted import SWISS, open_event, page_text
from tests.app.forecast.chance_events import ROBIN_RUNNING, RUNNING
from tests.conftest import PageOpener
from tests.engine.cli.running import strict_answer
from tests.engine.forecast.events import FIELD, SEVEN_ROUNDS, trf_text
from tests.paths import DATA

ROUND_ROBIN = (DATA / "round_robin.trf").read_text(encoding="utf-8")


def job(at: AppTest) -> apart.Job[object]:
    held: tuple[object, apart.Job[object]] = at.session_state[event_part.JOB]
    return held[1]


def finished(at: AppTest) -> AppTest:
    """The page drawn again once the forecast it started is done (as its fragment does)."""
    assert job(at).wait(300), "the forecast is done"
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def chances_table(at: AppTest) -> pd.DataFrame:
    table: pd.DataFrame = at.dataframe[-1].value
    return table


def test_the_table_holds_the_command_lines_figures(open_page: PageOpener) -> None:
    at = open_event(open_page, RUNNING, fc_open="true", fc_top="2", fc_runs="400", seed="11")
    assert [p.proto.text for p in at.get("progress")], "the progress is drawn while it runs"
    assert "The page stays usable meanwhile" in page_text(at)
    at = finished(at)
    cli = strict_answer(["forecast", "-", "--runs", "400", "--seed", "11", "--top", "2",
                         "--format", "swiss"], RUNNING.encode())
    table = chances_table(at)
    # the chances first after the name: what a phone shows without a swipe
    assert list(table.columns) == ["No.", "Name", "Best norm", "Its chance", "Top 2",
                                   "Expected final", "Points", "Rating"]
    assert table["No."].tolist() == [p["start_rank"] for p in cli["players"]]
    assert table["Expected final"].tolist() == [p["expected_points"] for p in cli["players"]]
    assert table["Top 2"].tolist() == pytest.approx(
        [min(max(p["top"], EDGE), 1 - EDGE) for p in cli["players"]], abs=0)
    one = table[table["No."] == 1].iloc[0]
    assert (one["Best norm"], one["Its chance"]) == ("GM", cli["players"][0]["norms"]["GM"])
    grand = table[table["No."] == 2].iloc[0]
    assert pd.isna(grand["Best norm"]), "a GM has no norm left to make"
    text = page_text(at)
    assert "7 rounds played. The file announces 9 rounds (its XXR line)." in text
    assert "After round 7 of 9." in text
    assert "Simulated: 400 runs from seed 11; each chance within about ±2.5%" in text
    assert "an approximation of FIDE's Dutch system" in text


def test_a_player_who_left_with_a_norm_open_is_forecast_with_the_rest(
        open_page: PageOpener) -> None:
    # Player 1 (an IM, 4.5 of 6 against GMs) has no game in round 7: taken to have left, two
    # rounds still to come; nine games are the least a nine-round norm counts (B.01 1.4.1)
    left = trf_text(FIELD, (*SEVEN_ROUNDS[:6], SEVEN_ROUNDS[6][1:])) + "XXR 9\n"
    at = finished(open_event(open_page, left, fc_open="true", fc_runs="100"))
    one = chances_table(at)[lambda table: table["No."] == 1].iloc[0]
    assert (one["Points"], one["Expected final"], one["Its chance"]) == (4.5, 4.5, 0.0)


def test_an_event_with_every_round_played_has_nothing_to_forecast(
        open_page: PageOpener) -> None:
    at = open_event(open_page, SWISS, fc_open="true", fc_rounds="5")
    assert "Every round is played: nothing is left to forecast." in page_text(at)
    assert event_part.JOB not in at.session_state


def test_where_the_file_does_not_say_its_rounds_the_page_asks(open_page: PageOpener) -> None:
    at = open_event(open_page, SWISS, fc_open="true")
    assert "The file does not say how many rounds the event has" in page_text(at)
    assert event_part.JOB not in at.session_state
    at.number_input(key="fc_rounds").set_value(7).run()
    assert [p.proto.text for p in at.get("progress")]
    assert job(at).wait(300)
    job(at).answer()


def test_a_round_robin_the_file_says_is_not_forecast_as_a_swiss(open_page: PageOpener) -> None:
    at = open_event(open_page, ROBIN_RUNNING, fc_open="true")
    text = page_text(at)
    assert "2 rounds played. The file announces 5 rounds (its 142 line)." in text
    assert ("the file says this one is a Round robin (its 092 line: Individual: Round robin): "
            "nothing is forecast.") in text
    assert event_part.JOB not in at.session_state, "no forecast started"
    # a Swiss chosen in the event's type over the file's line, as the norms take it
    at = open_event(open_page, ROBIN_RUNNING, fc_open="true", norm_format="swiss",
                    fc_runs="100")
    assert finished(at).dataframe[-1].value["No."].tolist() == [1, 2, 3, 4, 5, 6]


def test_a_round_robin_chosen_is_not_forecast(open_page: PageOpener) -> None:
    at = open_event(open_page, RUNNING, fc_open="true", norm_format="round-robin")
    assert ("this one is a Round robin (the event's type above): nothing is forecast."
            in page_text(at))
    assert event_part.JOB not in at.session_state
    at = open_event(open_page, ROUND_ROBIN, fc_open="true", fc_rounds="9",
                    norm_format="double-round-robin", lang="de")
    assert "dieses ist ein Doppelrundenturnier (die Turnierart oben)" in page_text(at)


def test_closing_the_section_stops_its_forecast(open_page: PageOpener) -> None:
    at = open_event(open_page, RUNNING, fc_open="true", fc_runs="10000")
    running = job(at)
    at.session_state["_values"]["fc_open"] = False  # as the expander's change stores it
    at.run()
    assert event_part.JOB not in at.session_state
    assert running.wait(30)
    with pytest.raises(apart.JobStopped):
        running.answer()


@pytest.mark.parametrize("lang, words, top", [
    ("en", ["The file announces 9 rounds", "After round 7 of 9."], "Top 3"),
    ("de", ["Die Datei kündigt 9 Runden an (ihre Zeile XXR).", "Nach Runde 7 von 9.",
            "Simuliert: 200 Durchläufe"], "Top 3"),
    ("nl", ["Het bestand kondigt 9 ronden aan (zijn regel XXR).", "Na ronde 7 van 9.",
            "Gesimuleerd: 200 runs"], "Top 3"),
])
def test_the_chances_in_three_languages(open_page: PageOpener, lang: str, words: list[str],
                                        top: str) -> None:
    at = finished(open_event(open_page, RUNNING, fc_open="true", fc_runs="200", lang=lang))
    text = page_text(at)
    for word in words:
        assert word in text
    assert top in chances_table(at).columns


def test_a_forecast_whose_child_fails_says_so_and_leaves_the_event_drawn(
        open_page: PageOpener, monkeypatch: pytest.MonkeyPatch) -> None:
    worked_out = apart.run

    def outline_out_of_memory(work: Callable[..., object], *args: object) -> object:
        if work.__name__ == "outline":
            raise apart.ApartFailed("outline ran out of memory")
        return worked_out(work, *args)

    monkeypatch.setattr(apart, "run", outline_out_of_memory)
    at = open_event(open_page, SWISS, fc_open="true", fc_rounds="5", lang="de")
    assert not at.exception, [e.value for e in at.exception]
    assert any(e.value.startswith("Der Server konnte diese Datei gerade nicht lesen")
               for e in at.error)
    assert at.button(key="_fc_event_again")
    assert at.dataframe, "the event's table stays drawn above the forecast"
    monkeypatch.setattr(apart, "run", worked_out)
    at.button(key="_fc_event_again").click().run()
    assert not at.error and not at.exception
