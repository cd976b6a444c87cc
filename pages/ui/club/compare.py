"""The club page's comparison: the same season under a second system, its ranks beside the
first system's, and the members whose rank moves."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from elo_core import RuleSet
from elo_core.pool.compare import compare_ranks
from elo_core.pool.rating import rate_season
from elo_core.pool.records import Season
from elo_core.pool.standings import SeasonRating, System
from pages.ui.club import settings, table, view
from pages.ui.frame import Frame


def comparison(frame: Frame, rating: SeasonRating, rules: RuleSet,
               season_for: Callable[[System], tuple[Season, bool]], start: int) -> None:
    """The second system (chosen here), the season as ``season_for`` gives it for that system
    (and whether everyone starts from ``start``, which is said) rated by it, and every member
    whose rank differs, with both ranks and ratings; a line where no rank moves."""
    t = frame.t
    other_system = settings.versus_choice(frame, rating.system)
    season, nobody = season_for(other_system)
    other = rate_season(season, other_system, settings.k_for(other_system), rules,
                        keep_games=False)
    st.caption(t("club.versus.k", system=t(f"system.{other_system.value}"),
                 k=settings.k_text(frame, other_system)))
    if nobody:
        st.caption(t("club.versus.nobody_rated", system=t(f"system.{other_system.value}"),
                     start=start))
    # a member unranked by both systems does not move; one ranked by one system only does
    moves = [move for move in compare_ranks(rating, other) if move.moved != 0
             and (move.rank, move.other_rank) != (None, None)]
    if not moves:
        st.info(t("club.versus.same"))
        return
    st.caption(t("club.versus.moved", n=len(moves)))
    view.show_table(frame, table.COMPARE_COLUMNS, [table.compare_row(m) for m in moves],
                    "club_compare",
                    table.compare_headers(frame, (rating.system.value, other_system.value)))
