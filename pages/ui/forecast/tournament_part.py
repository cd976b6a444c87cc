"""The Tournament page's chances in the rounds left, beside the norm planner: the final score's
bars, each norm's chance and the rating change over the event, for the player of the list
(:func:`elo_core.forecast.typed.forecast_typed`: the list read as the event it is).

The next round's opponent is the planner's (rating, title, federation: the link's
``norm_next``…), with the player's colour beside them; the rounds whose opponent is not given
draw one from a band of ratings (the link's ``fc_low`` and ``fc_high``; empty: the ratings of
the opponents met). Exact where every game to come is given, else simulated from the link's
``seed``; the rating change is the page's rating period, by the rules in force and the K
chosen, so that with no round left it is the period's change the page shows."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from elo_core import (
    Colour,
    Game,
    NextGame,
    NormSettings,
    NormTitle,
    Opponent,
    PlayerFacts,
    PlayerForecast,
    RatingBand,
    forecast_typed,
    met_band,
)
from elo_core.forecast.player import TAIL
from pages.ui import link
from pages.ui.forecast import charts, words
from pages.ui.i18n import Markdown
from pages.ui.in_force import Frame
from pages.ui.shared import numbers, widgets


def next_game() -> NextGame | None:
    """The next round's game as the planner's inputs give it; ``None`` where the opponent's
    rating is not known (an unrated opponent is given as a rating left empty only where the
    title or federation is known)."""
    values = link.values()
    rating, title = values["norm_next"], values["norm_next_title"] or ""
    federation = values["norm_next_fed"]
    if rating is None:
        return None
    colour = values["norm_next_colour"]
    return NextGame(Opponent(int(rating), title, federation),
                    None if colour is None else Colour(colour))


def _band(frame: Frame, games: Sequence[Game], rating: int | None) -> RatingBand:
    """The band the opponents not given are drawn from: the user's, else those met."""
    t = frame.t
    met = met_band(games, rating)
    low_text, high_text = (numbers.rating(r, frame.lang) for r in met)
    with st.container(horizontal=True, key="fc_band_inputs", vertical_alignment="bottom"):
        low = widgets.optional_whole_input("fc_low", t("fc.band.low"), low_text, width=200)
        high = widgets.optional_whole_input("fc_high", t("fc.band.high"), high_text, width=160)
        key, store = link.bind("seed", "_fc_seed")
        st.number_input(t("fc.seed"), *link.bounds("seed"), step=1, key=key, on_change=store,
                        width=160, help=t("fc.seed.help"))
    st.caption(t("fc.band.help", ratings=words.ratings(frame, met)))
    band = RatingBand(met.low if low is None else low, met.high if high is None else high)
    if band.low > band.high:
        st.warning(t("fc.band.upside_down"), icon=":material/swap_vert:")
        return met
    return band


def _figures(frame: Frame, forecast: PlayerForecast, band: RatingBand, rules: str) -> None:
    t, lang = frame.t, frame.lang
    st.caption(t("fc.after", after=forecast.after_round, rounds=forecast.rounds,
                 points=t("points", n=forecast.points)))
    lines = [t("fc.norm", title=n.title.value, chance=words.chance(frame, n.probability,
                                                                   n.certainty))
             for n in forecast.norms]
    lines.append(t("fc.expected", points=numbers.score(round(forecast.expected_points, 2),
                                                         lang),
                   rounds=forecast.rounds))
    change = forecast.rating_change
    if change is not None:
        lines.append(t("fc.rating", rules=t(f"rules.{rules}"),
                       share=Markdown(numbers.percent(1 - 2 * TAIL, lang, 0)),
                       mean=numbers.signed(change.mean, lang, 1),
                       low=numbers.signed(change.low, lang, 0 if change.low.is_integer() else 1),
                       high=numbers.signed(change.high, lang,
                                           0 if change.high.is_integer() else 1)))
    st.markdown("\n".join(f"- {line}" for line in lines))
    st.plotly_chart(charts.final_scores(frame, forecast.scores, forecast.rounds),
                    key="fc_scores")
    words.show_note(frame, forecast.fit, forecast.assumptions, forecast.runs, forecast.seed,
                    forecast.error, band)


def section(frame: Frame, games: Sequence[Game], rounds: int, federation: str, woman: bool,
            titles: Sequence[NormTitle], settings: NormSettings, rating: int | None,
            k: float | PlayerFacts | None) -> None:
    """The chances of the player rated ``rating`` (``None``: unrated) of ``federation`` in the
    rounds after the list's ``games`` of an event of ``rounds`` rounds: the norms of
    ``titles`` as ``settings`` counts them, and the rating change by the rules in force and
    ``k``."""
    t = frame.t
    st.markdown(f"**{t('fc.title', n=rounds - len(games))}**")
    band = _band(frame, games, rating)
    given = next_game()
    forecast = forecast_typed(games, rating, federation, woman, rounds,
                              [] if given is None else [given], band=band,
                              seed=int(link.values()["seed"]), settings=settings,
                              titles=titles, rules=frame.rules, k=k)
    _figures(frame, forecast, band, frame.rules.name)
