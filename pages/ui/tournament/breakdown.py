"""The Tournament page's game-by-game breakdown, as FIDE publishes one: a row a game and the
totals an arbiter checks, as values for the page's table and the CSV download alike."""

from __future__ import annotations

from typing import NamedTuple

import pandas as pd

from elo_core import Game, GameRow, SeriesReport, Unplayed
from elo_core.games import score_token
from pages.ui.frame import Frame
from pages.ui.shared import numbers
from pages.ui.shared.spreadsheet import Column, Value, page_cell
from pages.ui.shared.tables import TABLE_ROWS

COLUMNS = (Column("col.number"), Column("col.name"), Column("col.opponent"),
           Column("col.result"), Column("col.expected", 2), Column("col.difference", 2, True),
           Column("col.k"), Column("col.k_difference", 2, True),
           Column("col.sequential_change", 1, True, on_page=False),
           Column("col.sequential_rating", 1), Column("col.note"))


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


def kept_columns(table: Breakdown) -> list[int]:
    """The columns a breakdown is written with: the name only where names were given."""
    return [i for i, c in enumerate(COLUMNS) if c.key != "col.name" or table.has_names]


def per_game_table(frame: Frame, period: SeriesReport, sequential: SeriesReport,
                   limit: int = TABLE_ROWS) -> pd.DataFrame:
    """The breakdown as the page shows it: the first ``limit`` games and the totals row, the
    name column only where names were given."""
    lang = frame.lang
    table = breakdown(frame, period, sequential, limit)
    shown = [i for i in kept_columns(table) if COLUMNS[i].on_page]
    records = [[page_cell(row[i], COLUMNS[i], lang) for i in shown]
               for row in [*table.rows, table.totals]]
    keys = [COLUMNS[i].key for i in shown]
    if table.rounded_change is not None:
        records[-1][keys.index("col.k_difference")] += (
            f" → {numbers.signed(table.rounded_change, lang, 0)}")
    return pd.DataFrame.from_records(records, columns=[frame.t(key) for key in keys])
