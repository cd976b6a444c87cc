"""Tables the pages show, as pandas DataFrames with headers and numbers in the user's language."""

from __future__ import annotations

import pandas as pd

from elo_core import NotRated, SeriesReport
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


#: The most games a browser table shows; the CSV download has every game.
TABLE_ROWS = 1000
_COLUMNS = ("line", "name", "opponent", "result", "expected", "difference", "k",
            "k_difference", "sequential_change", "sequential_rating", "note")


def per_game_table(frame: Frame, period: SeriesReport, sequential: SeriesReport,
                   result_names: dict[float, str], limit: int = TABLE_ROWS) -> pd.DataFrame:
    """FIDE's published style: opponent, score, E, difference, K, K × difference; and the same
    game in sequential mode beside it, with a note where a rule touched the game. The first
    ``limit`` games."""
    t, lang = frame.t, frame.lang
    k = numbers.compact(period.k.effective, lang)
    notes = {reason: t(f"note.{reason.value}") for reason in NotRated}
    capped = t("note.capped")
    records = []
    for row, seq in zip(period.rows[:limit], sequential.rows[:limit], strict=True):
        game = row.game
        rated = row.expected is not None
        note = [notes[row.not_rated]] if row.not_rated else []
        if row.capped:
            note.append(capped)
        records.append((
            game.line,
            game.name,
            "–" if game.opponent_rating is None else numbers.rating(game.opponent_rating, lang),
            result_names[game.score],
            numbers.number(row.expected, lang, 2) if rated else "–",
            numbers.signed(game.score - row.expected, lang, 2) if rated else "–",
            k,
            numbers.signed(row.change, lang, 2) if rated else "–",
            numbers.signed(seq.change, lang, 2) if seq.expected is not None else "–",
            numbers.number(seq.rating_after, lang, 1),
            ", ".join(note),
        ))
    columns = [("K" if c == "k" else t(f"col.{c}")) for c in _COLUMNS]
    table = pd.DataFrame.from_records(records, columns=columns)
    table.insert(0, "#", range(1, len(table) + 1))
    return table
