"""Tables the pages show, as pandas DataFrames with headers and numbers in the user's language."""

from __future__ import annotations

import pandas as pd

from elo_core import SeriesReport
from elo_core.expectation import logistic_expected_score, table_expected_hundredths
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


def per_game_table(frame: Frame, period: SeriesReport, sequential: SeriesReport,
                   result_names: dict[float, str]) -> pd.DataFrame:
    """FIDE's published style: opponent, score, E, difference, K, K × difference; and the same
    game in sequential mode beside it, with a note where a rule touched the game."""
    t, lang = frame.t, frame.lang
    k = period.k.effective
    records = []
    for index, (row, seq) in enumerate(zip(period.rows, sequential.rows, strict=True), 1):
        game = row.game
        rated = row.not_rated is None
        note = [t(f"note.{row.not_rated.value}")] if row.not_rated else []
        if row.capped:
            note.append(t("note.capped"))
        records.append({
            "#": index,
            t("col.line"): game.line,
            t("col.name"): game.name,
            t("col.opponent"): numbers.rating(game.opponent_rating, lang),
            t("col.result"): result_names[game.score],
            t("col.expected"): numbers.number(row.expected, lang, 2) if rated else "–",
            t("col.difference"): (numbers.signed(game.score - row.expected, lang, 2)
                                  if rated and row.expected is not None else "–"),
            "K": numbers.number(k, lang, 0 if float(k).is_integer() else 1),
            t("col.k_difference"): numbers.signed(row.change, lang, 2) if rated else "–",
            t("col.sequential_change"): (numbers.signed(seq.change, lang, 2)
                                         if seq.not_rated is None else "–"),
            t("col.sequential_rating"): numbers.number(seq.rating_after, lang, 1),
            t("col.note"): ", ".join(note),
        })
    return pd.DataFrame.from_records(records)
