"""Tables the pages show, as pandas DataFrames with headers and numbers in the user's language."""

from __future__ import annotations

import pandas as pd

from elo_core import Game, GameRow, NotRated, SeriesReport, Unplayed
from elo_core.expectation import logistic_expected_score, table_expected_hundredths
from elo_core.games import score_token
from pages.ui import numbers
from pages.ui.frame import Frame

#: The rating differences of the landing page's table.
DIFFERENCES = (0, 25, 50, 100, 150, 200, 300, 400, 600, 800)


def expectation_table(frame: Frame) -> pd.DataFrame:
    """Expected score by rating difference: formula and FIDE table, higher- and lower-rated."""
    t, lang = frame.t, frame.lang
    return pd.DataFrame(
        {
            t("table.difference"): [numbers.number(d, lang, 0) for d in DIFFERENCES],
            t("table.formula_high"): [numbers.number(logistic_expected_score(d), lang, 3)
                                      for d in DIFFERENCES],
            t("table.formula_low"): [numbers.number(logistic_expected_score(-d), lang, 3)
                                     for d in DIFFERENCES],
            t("table.fide_high"): [numbers.number(table_expected_hundredths(d) / 100, lang, 2)
                                   for d in DIFFERENCES],
            t("table.fide_low"): [numbers.number(table_expected_hundredths(-d) / 100, lang, 2)
                                  for d in DIFFERENCES],
        }
    )


#: The most games a browser table shows; the CSV download has every game.
TABLE_ROWS = 1000
_COLUMNS = ("number", "name", "opponent", "result", "expected", "difference", "k",
            "k_difference", "sequential_change", "sequential_rating", "note")


def _result(frame: Frame, game: Game) -> str:
    """A result as a crosstable writes it: 1, ½, 0; + and − for a forfeit, "bye" for a bye."""
    if game.unplayed is Unplayed.BYE:
        return frame.t("result.bye")
    if game.unplayed is Unplayed.FORFEIT:
        return frame.t("result.forfeit")
    return score_token(game.score, game.unplayed).replace("-", "−")


def _note(frame: Frame, row: GameRow) -> str:
    notes = []
    if row.not_rated is NotRated.UNPLAYED:
        notes.append(frame.t("note.bye" if row.game.unplayed is Unplayed.BYE
                             else "note.forfeit"))
    elif row.not_rated is NotRated.RAPID_GAP:
        notes.append(frame.t("note.rapid-gap"))
    if row.capped:
        notes.append(frame.t("note.capped"))
    return ", ".join(notes)


def per_game_table(frame: Frame, period: SeriesReport, sequential: SeriesReport,
                   limit: int = TABLE_ROWS) -> pd.DataFrame:
    """FIDE's published style, one row a game: opponent, result, E, S − E, K, K × (S − E); the
    same game updated after every game beside it, a note where a rule touched the game, and a
    totals row an arbiter can check: points, ΣE, Σ(S − E), K, K × Σ and the change as rounded.
    The first ``limit`` games; the name column only where names were given."""
    t, lang = frame.t, frame.lang
    k = numbers.compact(period.k.effective, lang)
    dash = "–"
    records = []
    for number, (row, seq) in enumerate(zip(period.rows[:limit], sequential.rows[:limit],
                                            strict=True), start=1):
        game = row.game
        rated = row.expected is not None
        records.append((
            str(number), game.name,
            dash if game.opponent_rating is None else numbers.rating(game.opponent_rating, lang),
            _result(frame, game),
            numbers.number(row.expected, lang, 2) if rated else dash,
            numbers.signed(game.score - row.expected, lang, 2) if rated else dash,
            k if rated else dash,
            numbers.signed(row.change, lang, 2) if rated else dash,
            numbers.signed(seq.change, lang, 1) if seq.expected is not None else dash,
            numbers.number(seq.rating_after, lang, 1),
            _note(frame, row),
        ))
    records.append(_totals(frame, period, sequential))
    columns = [t(f"col.{c}") for c in _COLUMNS]
    table = pd.DataFrame.from_records(records, columns=columns)
    if not any(game.name for game in (row.game for row in period.rows)):
        table = table.drop(columns=t("col.name"))
    return table


def _totals(frame: Frame, period: SeriesReport, sequential: SeriesReport) -> tuple[str, ...]:
    """Σ of the period: points of rated games, ΣE, Σ(S − E), K, K × Σ as rounded; the
    sequential change and final rating."""
    t, lang = frame.t, frame.lang
    exact = numbers.signed(period.change, lang, 2)
    change = exact if period.rounded_change is None else (
        f"{exact} → {numbers.signed(period.rounded_change, lang, 0)}")
    return (
        t("col.total"), "", "", numbers.score(period.points, lang),
        numbers.number(period.expected_points, lang, 2),
        numbers.signed(period.points - period.expected_points, lang, 2),
        numbers.compact(period.k.effective, lang), change,
        numbers.signed(sequential.change, lang, 1),
        numbers.number(sequential.new_rating, lang, 1),
        t("col.total.note", n=period.rated_games),
    )
