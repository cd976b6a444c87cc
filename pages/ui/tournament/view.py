"""The tournament page's outputs: the three results side by side and how they differ, the tabs
(trajectory, change per game, breakdown, order of games), performance ratings, and the first
rating of a player new to the list."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import streamlit as st

from elo_core import (
    FirstRating,
    Game,
    GameList,
    LichessReport,
    NotRated,
    OrderSpread,
    Performance,
    PlayerFacts,
    RuleSet,
    SeriesReport,
    first_rating,
    order_spread,
    performance,
)
from elo_core.games import unplayed_reason
from elo_core.language import compact, day, number
from pages.ui.in_force import Frame
from pages.ui.link import params
from pages.ui.shared import explain, glicko, numbers, widgets
from pages.ui.shared.tables import TABLE_ROWS, column_config, fitted_height, swipe_hint
from pages.ui.tournament import charts, game_list
from pages.ui.tournament.breakdown import per_game_table

#: Rows of the breakdown in view before it scrolls inside itself: a 20-player round robin's
#: games and the totals.
BREAKDOWN_ROWS = 20
#: The widest the breakdown's names start (a longer one is cut short; the column can be
#: widened), so that both ways' columns and the notes fit a 1280-pixel window.
NAME_PIXELS = 96
#: Order spreads the server keeps, the most recently shown: one for each of the six K presets,
#: so that a K the user goes back to, or another input changed (the language, the Glicko-2
#: inputs, the planner), does not rate the 2,000 orderings of a long list again.
KEPT_SPREADS = 6


def result_names(frame: Frame) -> dict[float, str]:
    """Scores as the user's language names them in tables and hovers."""
    return {1.0: frame.t("result.win"), 0.5: frame.t("result.draw"),
            0.0: frame.t("result.loss")}


def comparison(frame: Frame, *, period: SeriesReport, sequential: SeriesReport,
               lichess: LichessReport | None) -> None:
    """The new ratings side by side (a compact row that fits a phone): rating period,
    sequential and Glicko-2 as Lichess rates; what each counted, which K each used and why, and
    in words how far apart they end and why."""
    t, lang = frame.t, frame.lang
    with st.container(horizontal=True, key="results"):
        for report in (period, sequential):
            mode = report.mode.value
            change = numbers.change_text(report.change, report.rounded_change, lang,
                                         with_exact=True)
            st.metric(t(f"mode.{mode}"), numbers.rating(report.new_rating, lang), change,
                      help=t(f"mode.{mode}.help"), border=True,
                      **numbers.change_look(report.start_rating, report.new_rating))
        glicko.series_card(frame, lichess)
    for report in (period, sequential):
        mode = report.mode.value
        st.markdown(t("tournament.summary", mode=t(f"mode.{mode}"), n=report.rated_games,
                      points=t("points", n=report.points),
                      expected=number(report.expected_points, lang, 2),
                      k=compact(report.k.effective, lang)))
        note = explain.k_note(frame, report.k, period.k if report is sequential else None)
        if note:
            st.caption(note)
    st.markdown(_apart(frame, period, sequential))
    glicko.series_words(frame, lichess, sequential)


def _apart(frame: Frame, period: SeriesReport, sequential: SeriesReport) -> str:
    """How far apart the two modes end, and why."""
    t, lang = frame.t, frame.lang
    gap = sequential.new_rating - period.new_rating
    shown = number(abs(gap), lang, 1)
    if shown.strip("0.,") == "":
        return t("compare.same", rating=numbers.rating(period.new_rating, lang))
    why = t("compare.why")
    if period.rounded_change is not None:
        why = t("compare.why_rounded", why=why)
    key = "compare.higher" if gap > 0 else "compare.lower"
    return t(key, gap=shown, sequential=numbers.rating(sequential.new_rating, lang),
             period=numbers.rating(period.new_rating, lang), why=why)


def order_words(frame: Frame, spread: OrderSpread, period: SeriesReport) -> str:
    """The spread in words: between which ratings the same games end, updated after every
    game, over how many orderings; and the rating period, which no ordering changes."""
    t, lang = frame.t, frame.lang
    how = t("order.sampled", n=spread.orderings) if spread.sampled else t(
        "order.every", n=spread.orderings)
    return t("order.words", low=numbers.rating(spread.minimum, lang),
             high=numbers.rating(spread.maximum, lang),
             entered=numbers.rating(spread.as_entered, lang), how=how,
             period=numbers.rating(period.new_rating, lang))


def performance_view(frame: Frame, *, perf: Performance) -> None:
    """The three performance ratings, each with one line on what it means."""
    t, lang = frame.t, frame.lang
    st.subheader(t("perf.title"))
    cols = st.columns(3)
    values = {"fide": perf.fide, "exact": perf.exact, "linear": perf.linear}
    for col, (name, value) in zip(cols, values.items(), strict=True):
        decimals = 0 if name == "fide" else 1
        shown = "–" if value is None else number(value, lang, decimals)
        col.metric(t(f"perf.{name}"), shown, border=True)
        col.caption(t(f"perf.{name}.help"))
    if perf.exact is None and perf.games:
        st.caption(t("perf.exact.undefined"))


def _not_counted(frame: Frame, games: Sequence[Game], first: FirstRating) -> list[str]:
    """Every round a first rating leaves out, in the list's order, each with the rule: an
    unplayed round (§5.1), an opponent without a rating (§8.2), and the games the date rules
    leave out (§8.2's first event without a point, §7.1.4's 26 months)."""
    t, lang = frame.t, frame.lang
    rounds = [(game.line, t(f"first.not_counted.{why.value}",
                            where=t("place.line", n=game.line)))
              for game in games if not game.played
              for why in [NotRated.OPPONENT_UNRATED if game.unplayed is None
                          else unplayed_reason(game.unplayed)]]
    rounds += [(left.game.line, t(f"first.left_out.{left.reason.value}",
                                  where=t("place.line", n=left.game.line),
                                  day=day(left.day, lang)))
               for left in first.left_out]
    return [line for _, line in sorted(rounds, key=lambda pair: pair[0])]


def first_rating_view(frame: Frame, first: FirstRating, games: Sequence[Game] = ()) -> None:
    """A first rating by FIDE's rule, with its steps, or why there is none; every one of
    ``games`` it leaves out, with the rule that does."""
    t, lang = frame.t, frame.lang
    st.subheader(t("first.title"))
    if first.rating is None:
        st.warning(t(f"first.{first.reason.value if first.reason else 'too-few-games'}"))
    else:
        st.metric(t("first.rating"), numbers.rating(first.rating, lang), border=True)
        if first.capped_at_2200:
            st.caption(t("first.capped"))
    st.markdown(t("first.steps", n=first.games, points=t("points", n=first.points),
                  ra=number(first.average_opponent, lang, 1), p=first.percent,
                  dp=numbers.signed(first.dp, lang, 0)))
    lines = _not_counted(frame, games, first)
    if lines:
        st.markdown(t("first.left_out", n=len(lines)) + "\n\n" +
                    "\n".join(f"- {line}" for line in lines))
    if first.date_issues:
        lines = [t("games.problem", where=t("place.line", n=issue.game.line),
                   why=t(f"date.{issue.problem.value}", token=issue.game.date))
                 for issue in first.date_issues]
        st.warning(t("first.date_issues") + "\n\n" + "\n".join(f"- {line}" for line in lines))


def views(frame: Frame, *, period: SeriesReport, sequential: SeriesReport,
          lichess: LichessReport | None, k: float | PlayerFacts) -> None:
    """The tabs (the open one kept in the link): the trajectory, the change per game, the
    breakdown, the order of games. Only the open tab is computed and drawn."""
    t = frame.t
    names = result_names(frame)
    tabs = widgets.url_tabs(frame, "view", params.VIEWS)
    if tabs["trajectory"].open:
        with tabs["trajectory"]:
            st.plotly_chart(charts.trajectory(frame, period, sequential, names),
                            key="trajectory")
            st.caption(t("chart.trajectory.caption"))
            if lichess is not None and widgets.toggle("band", t("chart.glicko.open")):
                st.plotly_chart(charts.glicko_chart(frame, lichess), key="glicko_chart")
    elif tabs["changes"].open:
        tabs["changes"].plotly_chart(charts.change_bars(frame, period, names), key="bars")
    elif tabs["breakdown"].open:
        with tabs["breakdown"]:
            table = per_game_table(frame, period, sequential)
            config = column_config(table, widest={t("col.name"): NAME_PIXELS})
            swipe_hint(t("table.swipe"), config, "breakdown")
            # every game and the totals in view up to a round-robin's length, a header row over
            # each way's columns and one over every column
            st.dataframe(table, hide_index=True, height=fitted_height(
                len(table), BREAKDOWN_ROWS, header_rows=2), column_config=config)
            if len(period.rows) > TABLE_ROWS:
                st.caption(t("tournament.first_rows", shown=t("rows.shown", n=TABLE_ROWS),
                             n=len(period.rows)))
    else:
        with tabs["order"]:
            games = [row.game for row in period.rows]
            spread = kept_order_spread(period.start_rating, tuple(games), k, period.rules)
            st.plotly_chart(charts.order_spread(frame, spread, period), key="order")
            st.caption(order_words(frame, spread, period))


@lru_cache(maxsize=KEPT_SPREADS)
def kept_order_spread(start_rating: float, games: tuple[Game, ...], k: float | PlayerFacts,
                      rules: RuleSet) -> OrderSpread:
    """:func:`~elo_core.order_spread` of the same start rating, games, K and rules, kept for
    :data:`KEPT_SPREADS` of them: the spread depends on nothing else, and the games are
    compared one by one (never a digest), so a kept spread is only ever that list's."""
    return order_spread(start_rating, games, k, rules)


def first_rating_mode(frame: Frame, *, parsed: GameList) -> None:
    """A player new to the list: the first rating of the games ``parsed``, its steps and the
    games it leaves out, and the performance of the games it counts."""
    if game_list.no_games(frame, parsed):
        return
    games = parsed.games
    first = first_rating(games)
    first_rating_view(frame, first, games)
    left_out = {left.game.line for left in first.left_out}
    performance_view(frame, perf=performance([g for g in games if g.line not in left_out]))


def none_rated(frame: Frame, *, parsed: GameList) -> None:
    """Where no game of the list ``parsed`` is rated: that none is, or, with no games, what
    :func:`~pages.ui.tournament.game_list.no_games` says."""
    if not game_list.no_games(frame, parsed):
        st.info(frame.t("tournament.none_rated"))
