"""The landing page's table: the expected score by rating difference, by the formula and by
FIDE's table 8.1.2, for the higher- and the lower-rated player."""

from __future__ import annotations

import pandas as pd

from elo_core import logistic_expected_score
from elo_core.elo.expectation import table_expected_hundredths
from elo_core.language import number
from pages.ui.in_force import Frame

#: The rating differences of the landing page's table.
DIFFERENCES = (0, 25, 50, 100, 150, 200, 300, 400, 600, 800)


def expectation_table(frame: Frame) -> pd.DataFrame:
    """Expected score by rating difference: formula and FIDE table, higher- and lower-rated."""
    t, lang = frame.t, frame.lang
    return pd.DataFrame(
        {
            t("table.difference"): [number(d, lang, 0) for d in DIFFERENCES],
            t("table.formula_high"): [number(logistic_expected_score(d), lang, 3)
                                      for d in DIFFERENCES],
            t("table.formula_low"): [number(logistic_expected_score(-d), lang, 3)
                                     for d in DIFFERENCES],
            t("table.fide_high"): [number(table_expected_hundredths(d) / 100, lang, 2)
                                   for d in DIFFERENCES],
            t("table.fide_low"): [number(table_expected_hundredths(-d) / 100, lang, 2)
                                  for d in DIFFERENCES],
        }
    )
