"""A typed list of games forecast as the Tournament page forecasts it: the event it is read as
counts the games for a norm as the typed norm sheet does, rates the period as the page does,
and the chances of the games to come are the model's, combined here by hand."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core import parse_game_list
from elo_core.elo.mode import Mode
from elo_core.elo.rules import FIDE
from elo_core.elo.series import summarise_series
from elo_core.forecast.draws import RatingBand
from elo_core.forecast.judge import Certainty
from elo_core.forecast.model import game_chances
from elo_core.forecast.player import Assumption
from elo_core.forecast.standing import NextGame, Opponent
from elo_core.forecast.typed import TYPED_START_RANK, forecast_typed, met_band, typed_tournament
from elo_core.games import Colour, Game, Unplayed
from elo_core.norms.counted_games import player_record
from elo_core.norms.titles import NormTitle
from elo_core.norms.typed import typed_record
from tests.sampling import examples

#: Seven games against GMs of 2500 from three federations, 5 points (the Tournament page's
#: norm tests' list).
SEVEN = "\n".join(f"GM {fed} 2500:{score}" for fed, score in zip(
    ["ESP", "ESP", "ESP", "FRA", "FRA", "ITA", "ITA"], ["1", "1", "1", "1", "½", "½", "0"],
    strict=True))


def seven() -> list[Game]:
    return parse_game_list(SEVEN).games


def either(rating: int, opponent: int) -> tuple[float, float, float]:
    """The player's win, draw and loss with White and Black as likely, from the model."""
    white, black = game_chances(rating, opponent), game_chances(opponent, rating)
    return ((white.white_win + black.black_win) / 2, (white.draw + black.draw) / 2,
            (white.black_win + black.white_win) / 2)


def test_two_games_given_the_gm_norm_is_a_point_from_them() -> None:
    """9 games: Ra (8 × 2500 + 2400) / 9 = 2488.9 → 2489; 6/9 = 67% → dp 125 → 2614 ≥ 2600,
    5½/9 = 61% → dp 80 → 2569 (table 8.1.1): the GM norm needs a point from the two games
    to come (3 GMs, 4 federations: the mix is there). The IM norm (2450) is made by every
    outcome: 5/9 = 56% → dp 43 → 2532."""
    forecast = forecast_typed(seven(), 2450, "GER", False, 9, [
        NextGame(Opponent(2500, "GM", "ESP"), None), NextGame(Opponent(2400, "IM", "NED"), None)],
        k=20)
    win_1, draw_1, loss_1 = either(2450, 2500)
    win_2, draw_2, loss_2 = either(2450, 2400)
    short = loss_1 * loss_2 + loss_1 * draw_2 + draw_1 * loss_2
    norms = {n.title: n for n in forecast.norms}
    assert forecast.exact and forecast.runs is None
    assert norms[NormTitle.GM].probability == pytest.approx(1 - short, abs=1e-12)
    assert norms[NormTitle.GM].certainty is None
    assert norms[NormTitle.IM].certainty is Certainty.CERTAIN
    scores = {s.points: s.probability for s in forecast.scores}
    assert scores[5.0] == pytest.approx(loss_1 * loss_2, abs=1e-12)
    assert scores[7.0] == pytest.approx(win_1 * win_2, abs=1e-12)
    assert Assumption.COLOUR_EITHER in forecast.assumptions
    assert Assumption.OPPONENTS_GIVEN in forecast.assumptions


def test_with_no_round_left_the_change_is_the_page_s_rating_period() -> None:
    """7 games v 2500 at 2450: each expected 0.43 (table 8.1.2, a gap of 50), 3.01 in all;
    K 20 × (5 − 3.01) = +39.8, rounded once: +40."""
    forecast = forecast_typed(seven(), 2450, "GER", False, 7, k=20)
    period = summarise_series(2450, seven(), 20, FIDE, Mode.PERIOD)
    assert forecast.rating_change is not None
    assert forecast.rating_change.changes == ((40.0, 1.0),)
    assert period.rounded_change == 40
    assert forecast.scores[0] == (5.0, 1.0) and forecast.exact


def test_a_list_ending_in_a_bye_has_its_rounds_played() -> None:
    games = parse_game_list("2000:1\nbye 1").games
    assert games[-1].unplayed is Unplayed.BYE
    forecast = forecast_typed(games, 2000, "", False, 3, [NextGame(Opponent(2000), Colour.WHITE)])
    assert forecast.after_round == 2 and forecast.points == 2.0
    assert [s.points for s in forecast.scores] == [2.0, 2.5, 3.0]


def test_a_band_says_nothing_of_titles_so_no_norm_is_impossible_for_want_of_them() -> None:
    """Two rounds left, neither given, the opponents rated 2500 to 2600 (the band says nothing
    of who they are). The IM norm needs 3 opponents of the title or higher (1.4.5): with none
    met, 2 to come cannot be 3, whoever comes; with one met, they can, and the rules leave it
    open, however the band's opponents, drawn without titles, play."""
    games = parse_game_list("\n".join(f"FM ESP 2400:{s}" for s in "1111½½0")).games
    forecast = forecast_typed(games, 2350, "GER", False, 9, band=RatingBand(2500, 2600),
                              runs=500)
    im = {n.title: n for n in forecast.norms}[NormTitle.IM]
    # 0 IMs met, 2 to come: at most 2 of the title, fewer than 3 whoever comes
    assert im.certainty is Certainty.IMPOSSIBLE
    one_met = parse_game_list("IM ESP 2450:1\n" + "\n".join(
        f"FM ESP 2400:{s}" for s in "111½½0")).games
    forecast = forecast_typed(one_met, 2350, "GER", False, 9, band=RatingBand(2500, 2600),
                              runs=500)
    im = {n.title: n for n in forecast.norms}[NormTitle.IM]
    assert im.certainty is None, "1 IM met and 2 to come may be 3"


def test_the_band_of_the_opponents_met() -> None:
    assert met_band(seven(), 2450) == RatingBand(2500, 2500)
    games = parse_game_list("1900:1\n2150:0\nbye 1\n2000:½").games
    assert met_band(games, 1800) == RatingBand(1900, 2150)
    assert met_band(parse_game_list("bye 1").games, 1800) == RatingBand(1600, 2000)
    assert met_band([], None) == RatingBand(1400, 1800)
    assert met_band([], 2750) == RatingBand(2550, 2950)


_UNPLAYED = [None, None, None, Unplayed.BYE, Unplayed.FORFEIT_WIN, Unplayed.FORFEIT_LOSS,
             Unplayed.FORFEIT]
_TITLES = ["", "GM", "IM", "WGM", "FM"]
_FEDERATIONS = ["", "GER", "ESP", "FRA", "FID"]


@st.composite
def typed_games(draw: st.DrawFn) -> list[Game]:
    games = []
    for line in range(1, draw(st.integers(min_value=0, max_value=11)) + 1):
        unplayed = draw(st.sampled_from(_UNPLAYED))
        score = draw(st.sampled_from([1.0, 0.5, 0.0]))
        rating = draw(st.one_of(st.none(), st.integers(min_value=1400, max_value=2700)))
        title, federation = draw(st.sampled_from(_TITLES)), draw(st.sampled_from(_FEDERATIONS))
        colour = draw(st.sampled_from([None, Colour.WHITE, Colour.BLACK]))
        if unplayed is Unplayed.BYE:
            rating = None
        games.append(Game(rating, score, "Name", unplayed, line, colour=colour, title=title,
                          federation=federation))
    return games


@examples(200)
@given(typed_games(), st.booleans(), st.sampled_from(["GER", "", "ESP"]))
def test_the_event_a_list_is_read_as_counts_its_games_as_the_typed_norm_sheet(
        games: list[Game], woman: bool, federation: str) -> None:
    tournament = typed_tournament(games, 2300, federation, woman)
    by_file = player_record(tournament, tournament.players[0])
    by_list = typed_record(games, federation, woman, len(games))
    assert tournament.players[0].start_rank == TYPED_START_RANK
    assert [(g.round, g.rating, g.title, g.federation, g.score) for g in by_file.games] == [
        (g.round, g.rating, g.title, g.federation, g.score) for g in by_list.games]
    assert [r for r, _ in by_file.left_out] == [r for r, _ in by_list.left_out]
    assert (by_file.points, by_file.eight_of_nine, by_file.given_rounds,
            by_file.player.woman, by_file.player.federation) == (
        by_list.points, by_list.eight_of_nine, by_list.given_rounds, woman,
        federation.upper())
    assert by_file.last_round_forfeit is None, "a list does not say who forfeited"
    points = sum(e.score or 0 for e in tournament.players[0].rounds)
    assert points == sum(g.score for g in games)
