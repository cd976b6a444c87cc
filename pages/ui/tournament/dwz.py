"""The Tournament page by the DWZ: the list rated as ONE evaluation (DSB WO 2.2.2, 2.2.3: an
event is evaluated as a whole, against the DWZ before it), with what the same games give by
FIDE's rules beside it (one rating period, FIDE's standard rule set, B.02 §8.3), so that a
German player sees both numbers; or, for a player without a DWZ, the first DWZ (WO 3.4).
Every figure comes from :mod:`elo_core`.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import NamedTuple

import pandas as pd
import streamlit as st

from elo_core import (
    FIDE,
    TABLE_DECIMALS,
    WO,
    DwzEvaluation,
    Game,
    GameList,
    Mode,
    PlayerFacts,
    SeriesReport,
    dwz_table_expected,
    first_dwz,
    rate_series,
)
from elo_core.language import compact, day, number
from pages.ui.in_force import Frame
from pages.ui.shared import dwz, numbers, widgets
from pages.ui.shared.tables import TABLE_ROWS, column_config, fitted_height
from pages.ui.tournament import game_list

#: Rows of the games' table in view before it scrolls inside itself.
GAME_ROWS = 20


class DwzSettings(NamedTuple):
    """The DWZ's inputs on the Tournament page, and the Elo and K of FIDE's figure beside it;
    for a new player (``rating`` ``None``) only the last day and the WO."""

    rating: int | None
    rating_index: int
    """The Index of ``rating`` (``index`` would hide the tuple's own method)."""
    born: int | None
    last_day: date
    wo: WO | None
    elo: int
    k: float | PlayerFacts


def settings(frame: Frame) -> DwzSettings:
    """The settings column by the DWZ: whether you have a DWZ yet, your DWZ, Index and year of
    birth, the event's last day and the WO; then your Elo and K for FIDE's figure."""
    t = frame.t
    new_player = widgets.toggle("new", t("dwz.new_player"), t("dwz.new_player.help"))
    rating: int | None = None
    index, born = 1, None
    if new_player:
        st.caption(t("dwz.first.what"))
    else:
        rating, index, born = dwz.player_inputs(frame)
    last_day, wo = dwz.event_inputs(frame)
    elo: int = 0
    k: float | PlayerFacts = 0.0
    if not new_player:
        st.markdown(f"**{t('dwz.for_fide')}**")
        elo = widgets.rating_input(frame, "rating", t("dwz.your_elo"))
        k = widgets.k_choice(frame, t("tournament.k"), elo)
        if isinstance(k, PlayerFacts) and k.on is None:
            # FIDE's K judged on the event's last day, the day the DWZ judges the age on
            k = k._replace(on=last_day)
            st.caption(t("dwz.fide_on_last_day", day=day(last_day, frame.lang)))
    return DwzSettings(rating, index, born, last_day, wo, elo, k)


def results(frame: Frame, *, chosen: DwzSettings, parsed: GameList,
            elo_games: Sequence[Game] | None = None) -> None:
    """The games ``parsed`` as one DWZ evaluation with FIDE's rating period beside it (of
    ``elo_games``, the same games against their Elo where a table has both), or the first
    DWZ."""
    t = frame.t
    if game_list.no_games(frame, parsed):
        return
    games = parsed.games
    if chosen.rating is None:
        dwz.first_view(frame, first_dwz(games, chosen.last_day, chosen.wo),
                       game_list.upload_lines())
        return
    evaluation = dwz.evaluate(frame, chosen.rating, chosen.rating_index, games, chosen.last_day,
                              chosen.born, chosen.wo)
    if evaluation is None:
        return
    fide = rate_series(chosen.elo, games if elo_games is None else elo_games, chosen.k, FIDE,
                       Mode.PERIOD)
    dwz.results(frame, evaluation, beside=lambda: _fide_metric(frame, fide),
                under=lambda: _fide_words(frame, fide), lines=game_list.upload_lines())
    if evaluation.evaluated:
        table = games_table(frame, evaluation)
        st.dataframe(table, hide_index=True, column_config=column_config(table),
                     height=fitted_height(len(table), GAME_ROWS))
        if evaluation.games.n > TABLE_ROWS:
            st.caption(t("rows.shown", n=TABLE_ROWS))


def games_table(frame: Frame, evaluation: DwzEvaluation) -> pd.DataFrame:
    """The rated games (the first 1,000), each with D and P(D) from R0 as the DSB's table gives
    it, and a totals row with n, W and We as the DSB publishes it, so that We can be checked
    game by game."""
    t, lang = frame.t, frame.lang
    rated = [row for row in evaluation.games.rows if row.not_rated is None]
    rows = [{t("col.number"): str(row.game.line), t("col.name"): row.game.written_name,
             t("dwz.col.opponent"): numbers.rating(row.game.opponent_rating or 0, lang),
             t("col.result"): numbers.score(row.game.score, lang),
             "D": numbers.signed(row.difference or 0, lang, 0),
             "P(D)": number(dwz_table_expected(row.difference or 0), lang,
                                    TABLE_DECIMALS)}
            for row in rated[:TABLE_ROWS]]
    rows.append({t("col.number"): t("col.total"), t("col.name"): t("dwz.games",
                                                                   n=evaluation.games.n),
                 t("dwz.col.opponent"): "", t("col.result"): numbers.score(
                     evaluation.games.points, lang), "D": "",
                 "P(D)": number(evaluation.expected, lang, TABLE_DECIMALS)})
    return pd.DataFrame(rows)


def _fide_metric(frame: Frame, fide: SeriesReport) -> None:
    lang = frame.lang
    st.metric(frame.t("dwz.fide"), numbers.rating(fide.new_rating, lang),
              numbers.change_text(fide.change, fide.rounded_change, lang),
              help=frame.t("dwz.fide.help"), border=True,
              **numbers.change_look(fide.start_rating, fide.new_rating))


def _fide_words(frame: Frame, fide: SeriesReport) -> None:
    """What FIDE counted of the same games, in one line."""
    t, lang = frame.t, frame.lang
    if not fide.rated_games:
        st.caption(t("dwz.fide.none"))
        return
    st.caption(t("dwz.fide.summary", rating=numbers.rating(fide.new_rating, lang),
                 change=numbers.change_text(fide.change, fide.rounded_change, lang),
                 points=t("points", n=fide.points),
                 rated_games=t("dwz.games", n=fide.rated_games),
                 expected=number(fide.expected_points, lang, 2),
                 k=compact(fide.k.effective, lang)))
