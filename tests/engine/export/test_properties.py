"""The JSON documents, properties that hold for every series and every game: a document is
strict JSON that reads back as itself; a series' document lists its games as the list gives
them and sums them as it says; a game's document gives both players and every result in step
with the formula (B.02 §8.1: a change is K × (S − E))."""

from __future__ import annotations

import json
from typing import Any, NamedTuple

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core import ELO, RULE_SETS, Game, Mode, rate_game, rate_series
from elo_core.export.game import game_dict
from elo_core.export.json_text import dumps
from elo_core.export.series import series_dict
from elo_core.games import Colour, Unplayed
from tests.sampling import examples

ratings = st.integers(100, 3500).map(float) | st.floats(100, 3500, allow_nan=False)
series_games = st.lists(st.builds(
    Game, st.none() | ratings, st.sampled_from([1.0, 0.5, 0.0]),
    name=st.text("AKMaäü ,.'\"\\-", max_size=8), unplayed=st.none(),
    line=st.integers(1, 10_000), colour=st.none() | st.sampled_from(Colour),
    title=st.sampled_from(["", "GM", "WIM"]), federation=st.sampled_from(["", "GER"]),
    fide_id=st.none(),
).map(lambda game: game if game.opponent_rating is not None or game.score == 0.0
      else game._replace(unplayed=Unplayed.FORFEIT_WIN, score=1.0)), max_size=20)


class Rated(NamedTuple):
    """A series rated and written: its start, games, rule set and mode, and its document."""

    start: float
    games: list[Game]
    rules: str
    mode: Mode
    document: dict[str, Any]


@st.composite
def rated_series(draw: st.DrawFn) -> Rated:
    start, games = draw(ratings), draw(series_games)
    k, rules, mode = draw(st.integers(10, 40)), draw(st.sampled_from(sorted(RULE_SETS))), \
        draw(st.sampled_from(Mode))
    return Rated(start, games, rules, mode,
                 series_dict(rate_series(start, games, k, RULE_SETS[rules], mode)))


def written(game: Game) -> str:
    """The opponent as a game line writes them: the name, then the title and the federation
    (``Meier IM FRA``), each where there is one."""
    return " ".join(part for part in (game.name, game.title, game.federation) if part)


@examples(200, deadline=None)
@given(rated_series())
def test_a_series_document_is_strict_json_of_its_games_in_their_order(series: Rated) -> None:
    document, games = series.document, series.games
    assert json.loads(dumps(document)) == document
    assert [(row["line"], row["name"], row["opponent"], row["score"])
            for row in document["games"]] == [
        (game.line, written(game), game.opponent_rating, game.score) for game in games]
    # a round not played, or against no rating, is never rated, and says why; by classic Elo
    # every other game is (FIDE's rules leave out some more: their rows say why)
    rated = [row["not_rated"] is None for row in document["games"]]
    assert all(game.played for game, is_rated in zip(games, rated, strict=True) if is_rated)
    if series.rules == ELO.name:
        assert rated == [game.played for game in games]
    assert all((row["expected"] is None) == (row["not_rated"] is not None)
               for row in document["games"])


@examples(200, deadline=None)
@given(rated_series())
def test_a_series_document_sums_its_rated_games(series: Rated) -> None:
    document = series.document
    rated = [row for row in document["games"] if row["not_rated"] is None]
    assert document["points"] == sum(row["score"] for row in rated)
    assert document["expected_points"] == pytest.approx(sum(row["expected"] for row in rated))
    rounded = document.get("rounded_change")
    change = document["change"] if rounded is None else rounded
    assert document["new_rating"] == pytest.approx(series.start + change)
    if series.mode is Mode.PERIOD:   # one period: each game's change from the start, summed
        assert document["change"] == pytest.approx(sum(row["change"] for row in rated),
                                                   abs=1e-9)


@examples(200, deadline=None)
@given(st.integers(100, 3500), st.integers(100, 3500), st.sampled_from([1.0, 0.5, 0.0]),
       st.integers(1, 100))
def test_a_game_document_moves_both_players_by_the_same_points_either_way(
        rating: int, opponent: int, score: float, k: int) -> None:
    # classic Elo, one K: E + E' = 1, so K × (S − E) = −K × ((1 − S) − E')
    document = game_dict(rate_game(rating, opponent, score, k=k, rules=ELO))
    assert json.loads(dumps(document)) == document
    mine, theirs = document["player"], document["opponent"]
    assert mine["expected"] + theirs["expected"] == pytest.approx(1.0)
    assert mine["change"] == pytest.approx(-theirs["change"])
    # a win and a loss lie K apart, a draw halfway: K × (1 − E), K × (½ − E), K × (0 − E)
    win, draw, loss = (document["scenarios"][name]["change"] for name in ("win", "draw", "loss"))
    assert win - loss == pytest.approx(k)
    assert draw == pytest.approx((win + loss) / 2)
    assert document["break_even"] == pytest.approx(mine["expected"])
