"""Tables the pages show, as pandas DataFrames with headers and numbers in the user's language."""

from __future__ import annotations

from typing import NamedTuple

import pandas as pd
import streamlit as st

from elo_core import Game, GameRow, SeriesReport, Unplayed
from elo_core.elo.expectation import logistic_expected_score, table_expected_hundredths
from elo_core.games import score_token
from pages.ui.frame import Frame
from pages.ui.shared import numbers

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

Value = float | str | None


class Column(NamedTuple):
    """A breakdown column: its text key, and how a number in it is written."""

    key: str
    decimals: int | None = None
    """Decimals of a number; ``None``: a text, or a rating or K written compactly."""
    signed: bool = False
    """On the page a change shows its sign (``+4.00``)."""
    on_page: bool = True
    """Shown on the page; a column the rest implies is in the CSV only, so that the page's
    table fits a 1280-pixel window without sideways scrolling."""


COLUMNS = (Column("number"), Column("name"), Column("opponent"), Column("result"),
           Column("expected", 2), Column("difference", 2, True), Column("k"),
           Column("k_difference", 2, True), Column("sequential_change", 1, True, on_page=False),
           Column("sequential_rating", 1), Column("note"))


class Breakdown(NamedTuple):
    """The game-by-game breakdown as values, for the page and the CSV alike."""

    rows: list[tuple[Value, ...]]
    """One a game, in the order of :data:`COLUMNS`; ``None`` where a game has no value."""
    rated: list[bool]
    capped: list[bool]
    totals: tuple[Value, ...]
    rounded_change: int | None
    has_names: bool


def _result(frame: Frame, game: Game) -> str:
    """A result as a crosstable writes it: 1, ½, 0; + and − for a forfeit, "bye" for a bye."""
    if game.unplayed is Unplayed.BYE:
        return frame.t("result.bye")
    if game.unplayed is Unplayed.FORFEIT:
        return frame.t("result.forfeit")
    return score_token(game.score, game.unplayed).replace("-", "−")


def _note(frame: Frame, row: GameRow) -> str:
    notes = []
    if row.not_rated is not None:
        notes.append(frame.t(f"note.{row.not_rated.value}"))
    if row.capped:
        notes.append(frame.t("note.capped"))
    return ", ".join(notes)


def breakdown(frame: Frame, period: SeriesReport, sequential: SeriesReport,
              limit: int | None = None) -> Breakdown:
    """FIDE's published style, one row a game: opponent, result, E, S − E, K, K × (S − E); the
    same game updated after every game beside it, a note where a rule touched the game; and
    the totals an arbiter checks: points, ΣE, Σ(S − E), K, K × Σ, the change as rounded."""
    rows, rated, capped = [], [], []
    for number, (row, seq) in enumerate(zip(period.rows[:limit], sequential.rows[:limit],
                                            strict=True), start=1):
        game = row.game
        counted = row.expected is not None
        rows.append((
            str(number), game.name, game.opponent_rating, _result(frame, game),
            row.expected, game.score - row.expected if counted else None,
            period.k.effective if counted else None, row.change if counted else None,
            seq.change if seq.expected is not None else None, seq.rating_after,
            _note(frame, row),
        ))
        rated.append(counted)
        capped.append(row.capped)
    totals = (frame.t("col.total"), "", None, period.points, period.expected_points,
              period.points - period.expected_points, period.k.effective, period.change,
              sequential.change, sequential.new_rating,
              frame.t("col.total.note", n=period.rated_games))
    return Breakdown(rows, rated, capped, totals, period.rounded_change,
                     any(row.game.name for row in period.rows))


def _shown(value: Value, column: Column, lang: str) -> str:
    if value is None:
        return "–"
    if isinstance(value, str):
        return value
    if column.decimals is None:
        return numbers.compact(value, lang)
    if column.signed:
        return numbers.signed(value, lang, column.decimals)
    return numbers.number(value, lang, column.decimals)


def per_game_table(frame: Frame, period: SeriesReport, sequential: SeriesReport,
                   limit: int = TABLE_ROWS) -> pd.DataFrame:
    """The breakdown as the page shows it: the first ``limit`` games and the totals row, the
    name column only where names were given."""
    t, lang = frame.t, frame.lang
    table = breakdown(frame, period, sequential, limit)
    shown = [i for i, c in enumerate(COLUMNS)
             if c.on_page and (c.key != "name" or table.has_names)]
    records = [[_shown(row[i], COLUMNS[i], lang) for i in shown]
               for row in [*table.rows, table.totals]]
    keys = [COLUMNS[i].key for i in shown]
    if table.rounded_change is not None:
        records[-1][keys.index("k_difference")] += (
            f" → {numbers.signed(table.rounded_change, lang, 0)}")
    return pd.DataFrame.from_records(records, columns=[t(f"col.{key}") for key in keys])



#: Pixels a character of a table cell takes, and a cell's padding: columns sized to their
#: content, so that the breakdown, notes included, fits a 1280-pixel window.
CHAR_PIXELS, CELL_PADDING = 7, 16


def column_config(table: pd.DataFrame) -> dict[str, object]:
    """``st.dataframe``'s column config: each column as wide as its longest cell or header,
    the first column pinned so that a narrow screen scrolls the others beside it."""
    config: dict[str, object] = {}
    for index, name in enumerate(table.columns):
        longest = max(len(str(name)), *(len(str(value)) for value in table[name]))
        config[name] = st.column_config.Column(
            width=round(longest * CHAR_PIXELS + CELL_PADDING), pinned=index == 0)
    return config
