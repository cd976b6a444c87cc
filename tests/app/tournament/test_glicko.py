"""Glicko-2 as Lichess rates, and the order of games, on the pages through AppTest. Known values
from Lichess's own tests (1500/350/0.06 beats 1500/350/0.06 → 1662.21 / 290.23) and from the
3-game order example worked out in tests/engine/elo/test_order.py."""

from tests.conftest import PageOpener
from tests.rendered import rendered

LICHESS_TEST = {"rating": "1500", "opponent": "1500", "rd": "350", "o_rd": "350",
                "vol": "0.06", "result": "win"}


def test_the_single_game_page_shows_what_lichess_would_give(open_page: PageOpener) -> None:
    at = open_page("game", **LICHESS_TEST)
    table = next(t.value for t in at.table if "RD" in t.value.columns)
    # Lichess: 1662.21 / 290.23 → shown cut to 1662, provisional while RD ≥ 110; the loser by
    # symmetry 1500 − 162.21 = 1337.79 → 1337, a change of −163 between the shown ratings
    assert list(table.loc["You"]) == ["1500?", "1662?", "+162", "350 → 290.2"]
    assert list(table.loc["Opponent"]) == ["1500?", "1337?", "−163", "350 → 290.2"]


def test_the_tournament_page_shows_glicko_beside_both_elo_modes(open_page: PageOpener) -> None:
    at = open_page("tournament", rating="1500", rd="350", o_rd="350", vol="0.06",
                   games="1500:1")
    glicko = next(m for m in at.metric if m.label == "Glicko-2 (as on Lichess)")
    assert (glicko.value, glicko.delta) == ("1662?", "+162")
    text = " ".join(rendered(m.value) for m in at.markdown)
    assert "deviation 350 before the first game, 290.2 after the last" in text
    assert "Provisional" in text


def test_a_rating_below_lichess_floor_has_no_lichess_figure(open_page: PageOpener) -> None:
    at = open_page("tournament", rating="300", games="500:1")
    glicko = next(m for m in at.metric if m.label == "Glicko-2 (as on Lichess)")
    assert glicko.value == "–"
    assert "do not go below 400" in " ".join(c.value for c in at.caption)


def test_the_order_tab_spreads_three_games_over_all_six_orders(open_page: PageOpener) -> None:
    # A = 1800:0, B = 2200:1, C = 2000:½ from 2000, K 20, FIDE: the six orders end at 2000.2,
    # 2000.6, 1999.8, 1999.4, 2000.2, 1999.8 (worked in tests/engine/elo/test_order.py); the
    # period ±0
    at = open_page("tournament", rating="2000", k="20", rules="fide",
                   games="1800:0\n2200:1\n2000:½", view="order")
    words = " ".join(rendered(c.value) for c in at.caption)
    assert ("the same games end between 1999.4 and 2000.6 depending on their order (every one "
            "of their 6 distinct orders); as entered, 2000.2") in words
    assert "its result, 2000, is the same in any order" in words


def test_the_page_says_what_a_point_of_surprise_moved_the_glicko_rating(
        open_page: PageOpener) -> None:
    # 1500/60 beats 1500/60: weight RD′² × g / 173.7178 = 19.79
    # (tests/engine/glicko2/test_known_values.py)
    at = open_page("tournament", rating="1500", rd="60", o_rd="60", games="1500:1")
    words = " ".join(rendered(c.value) for c in at.caption)
    assert ("a full point above expectation moved this rating by 19.8 points in the first game "
            "and 19.8 in the last, where Elo uses K 20 in every game") in words


def test_the_volatility_is_written_as_the_language_writes_a_number(open_page: PageOpener) -> None:
    at = open_page("tournament", lang="de", games="1500:1")
    box = at.selectbox(key="vol")
    assert box.value == 0.09
    assert box.format_func(0.09) == "0,090"  # as the box's own label says: "Volatilität 0,090"
    assert "Volatilität 0,090" in next(p.proto.popover.label for p in at.get("popover")
                                       if "Glicko" in p.proto.popover.label)
    at = open_page("tournament", vol="0.0625", games="1500:1")
    assert at.selectbox(key="vol").value == 0.0625  # a link's value between two steps
    assert at.selectbox(key="vol").format_func(0.0625) == "0.0625"
