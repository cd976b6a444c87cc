"""The order-of-games tab: the spread over the orderings, worked out once for each list and K
the server keeps (:data:`pages.ui.tournament.view.KEPT_SPREADS`), and shown the same when the
user goes back to a K."""

from collections.abc import Sequence

import pytest

from elo_core import Game, OrderSpread, PlayerFacts, RuleSet, order_spread
from pages.ui.tournament import view
from tests.conftest import PageOpener

# 1800, a win and a loss against 1800, updated after every game (classic Elo, the formula).
# K 20, won first: 1810, then D = +10: E = 1 / (1 + 10^(−10/400)) = 0.514387, −20 × 0.514387
# = −10.29 → 1799.7; lost first: 1790, E = 0.485613, +20 × 0.514387 = +10.29 → 1800.3.
# K 24: 1812, D = +12: E = 0.517244, −24 × 0.517244 = −12.41 → 1799.6; 1788 + 12.41 → 1800.4.
K_20 = "between 1799.7 and 1800.3"
K_24 = "between 1799.6 and 1800.4"


def test_a_k_gone_back_to_shows_its_spread_again_without_rating_the_orderings_again(
        open_page: PageOpener, monkeypatch: pytest.MonkeyPatch) -> None:
    view.kept_order_spread.cache_clear()
    worked_out: list[float | PlayerFacts] = []

    def counted(start_rating: float, games: Sequence[Game], k: float | PlayerFacts,
                rules: RuleSet) -> OrderSpread:
        worked_out.append(k)
        return order_spread(start_rating, games, k, rules)

    monkeypatch.setattr(view, "order_spread", counted)
    at = open_page("tournament", rating="1800", k="20", view="order", games="1800:1\n1800:0")
    shown = [" ".join(c.value for c in at.caption)]
    for k in (24, 20, 24):
        at.number_input(key="k").set_value(k).run()
        shown.append(" ".join(c.value for c in at.caption))
    assert [K_20 in shown[0], K_24 in shown[1], K_20 in shown[2], K_24 in shown[3]] == [True] * 4
    assert worked_out == [20, 24]
