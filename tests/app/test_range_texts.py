"""Every range a message names is the engine's (:mod:`elo_core.ranges`, the forecast model's
ratings), written into the text in the user's language, never by hand: a range changed in the
engine changes every message that names it."""

from datetime import date

import pytest

import elo_core
from elo_core import ranges
from elo_core.forecast import model
from elo_core.language import Entry
from pages.ui import i18n
from pages.ui.i18n import club, event, forecast, game_list, trf
from tests.conftest import PageOpener
from tests.rendered import rendered


@pytest.mark.parametrize(("entry", "name", "changed", "written"), [
    (club.TEXTS["season.rating-out-of-range"], "RATING_MAX", 3600, ("3600",) * 3),
    (game_list.TEXTS["problem.rating-out-of-range"], "RATING_MIN", 50, ("50–",) * 3),
    (trf.TEXTS["trf.rating-out-of-range"], "RATING_MAX", 3600, ("3600",) * 3),
    (game_list.TEXTS["problem.deviation-out-of-range"], "GAME_RD_MAX", 350, ("350",) * 3),
    (trf.TEXTS["trf.bad-start-rank"], "START_RANK_MAX", 999, ("999",) * 3),
    (club.TEXTS["season.birth-year-out-of-range"], "BIRTH_YEAR_MIN", 1880, ("1880",) * 3),
    (club.TEXTS["season.games-before-out-of-range"], "GAMES_BEFORE_MAX", 20_000,
     ("20,000", "20.000", "20.000")),
    (club.TEXTS["season.k-out-of-range"], "K_MAX", 60, ("60",) * 3),
    (club.TEXTS["season.index-out-of-range"], "DWZ_INDEX_MAX", 500, ("500",) * 3),
    (club.TEXTS["season.date-out-of-range"], "GAME_DAY_MIN", date(1950, 3, 1),
     ("1 Mar 1950", "01.03.1950", "1 mrt 1950")),
    (event.TEXTS["url.bad-pairs"], "K_MAX", 60, ("60",) * 3),
])
def test_a_message_names_the_range_the_engine_holds(monkeypatch: pytest.MonkeyPatch,
                                                    entry: Entry, name: str, changed: object,
                                                    written: tuple[str, str, str]) -> None:
    monkeypatch.setattr(elo_core if name.startswith("RATING_") else ranges, name, changed)
    for text, figure in zip(i18n._with_figures(entry), written, strict=True):
        assert isinstance(text, str)
        assert figure in text


def test_the_forecast_names_the_models_ratings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(model, "SOUND", (1700, 2300))
    for text in i18n._with_figures(forecast.TEXTS["fc.fit.serviceable"]):
        assert isinstance(text, str)
        assert "1700–2300" in text


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "the rating 4000 is outside 100–3500"),
    ("de", "die Elo 4000 liegt außerhalb von 100–3500"),
    ("nl", "de rating 4000 valt buiten 100–3500"),
])
def test_the_tournament_says_a_ratings_range_in_the_users_language(
        open_page: PageOpener, lang: str, said: str) -> None:
    at = open_page("tournament", games="1800:1\n4000:1", lang=lang)
    assert said in rendered(at.error[0].value)
