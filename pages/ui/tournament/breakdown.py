"""The Tournament page's game-by-game breakdown, as FIDE publishes one, beside the same games
updated after every game: two labelled groups of columns, a row a game, and a totals row that
gives each way's result (the rating period's as the rules publish it, rounded where they round),
as values for the page's table and the CSV download alike."""

from __future__ import annotations

from typing import NamedTuple

import pandas as pd

from elo_core import Game, GameRow, SeriesReport, Unplayed
from elo_core.language import compact
from elo_core.readers.writer import score_token
from pages.ui.in_force import Frame
from pages.ui.shared import numbers
from pages.ui.shared.spreadsheet import Column, Value, page_cell
from pages.ui.shared.tables import TABLE_ROWS

PERIOD, SEQUENTIAL = "mode.period", "mode.sequential"
COLUMNS = (Column("col.number"), Column("col.name"), Column("col.opponent"),
           Column("col.result"),
           Column("col.expected", 2, group=PERIOD), Column("col.difference", 2, True, group=PERIOD),
           Column("col.k", on_page=False, group=PERIOD),
           Column("col.k_difference", 2, True, group=PERIOD),
           Column("col.after", 2, group=PERIOD),
           Column("col.expected", 2, group=SEQUENTIAL),
           Column("col.k", on_page=False, group=SEQUENTIAL),
           # the page's sequential columns are E and the rating after, what the period's are
           # compared with; its change a game is in the CSV (and the trajectory's hover)
           Column("col.k_difference", 2, True, on_page=False, group=SEQUENTIAL),
           Column("col.after", 2, group=SEQUENTIAL),
           Column("col.note"))
#: Where the rating period's change and its result stand in a row.
PERIOD_CHANGE, PERIOD_AFTER = (COLUMNS.index(Column(key, 2, signed, group=PERIOD))
                               for key, signed in (("col.k_difference", True),
                                                   ("col.after", False)))


class Breakdown(NamedTuple):
    """The game-by-game breakdown as values, for the page and the CSV alike."""

    rows: list[tuple[Value, ...]]
    """One a game, in the order of :data:`COLUMNS`; ``None`` where a game has no value."""
    rated: list[bool]
    capped: list[bool]
    totals: tuple[Value, ...]
    """Σ: the points; each way's expected points, change and new rating."""
    rounded_change: int | None
    has_names: bool
    ks: tuple[float, float]
    """The K each way counted with (the rating period's cut by K × n ≤ 700 where it is)."""


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
    """FIDE's published style, one row a game: opponent, result, then the rating period's E,
    S − E, K, K × (S − E) and the rating so far, and the same game updated after every game:
    its E (from the rating the games before gave), K, K × (S − E) and the rating after; a note
    where a rule touched the game. The totals an arbiter checks: points, each way's ΣE and
    change, and each way's new rating, the period's as published."""
    rows: list[tuple[Value, ...]] = []
    rated, capped = [], []
    k_period, k_sequential = period.k.effective, sequential.k.effective
    for number, (row, seq) in enumerate(zip(period.rows[:limit], sequential.rows[:limit],
                                            strict=True), start=1):
        game = row.game
        counted = row.expected is not None
        seq_counted = seq.expected is not None
        rows.append((
            str(number), game.written_name, game.opponent_rating, _result(frame, game),
            row.expected, None if row.expected is None else game.score - row.expected,
            k_period if counted else None, row.change if counted else None, row.rating_after,
            seq.expected, k_sequential if seq_counted else None,
            seq.change if seq_counted else None, seq.rating_after,
            _note(frame, row),
        ))
        rated.append(counted)
        capped.append(row.capped)
    totals = (frame.t("col.total"), "", None, period.points,
              period.expected_points, period.points - period.expected_points, k_period,
              period.change, period.new_rating,
              sequential.expected_points, k_sequential, sequential.change,
              sequential.new_rating,
              frame.t("col.total.note", n=period.rated_games))
    return Breakdown(rows, rated, capped, totals, period.rounded_change,
                     any(row.game.written_name for row in period.rows), (k_period, k_sequential))


def kept_columns(table: Breakdown) -> list[int]:
    """The columns a breakdown is written with: the name only where names were given."""
    return [i for i, c in enumerate(COLUMNS) if c.key != "col.name" or table.has_names]


def per_game_table(frame: Frame, period: SeriesReport, sequential: SeriesReport,
                   limit: int = TABLE_ROWS) -> pd.DataFrame:
    """The breakdown as the page shows it: the first ``limit`` games and the totals row, the
    name column only where names were given, each way's columns under its name and K."""
    lang = frame.lang
    table = breakdown(frame, period, sequential, limit)
    shown = [i for i in kept_columns(table) if COLUMNS[i].on_page]
    records = [[page_cell(row[i], COLUMNS[i], lang) for i in shown]
               for row in [*table.rows, table.totals]]
    if table.rounded_change is not None:
        # the period's result as FIDE publishes it: the change rounded once, a whole rating
        totals = records[-1]
        totals[shown.index(PERIOD_CHANGE)] += (
            f" → {numbers.signed(table.rounded_change, lang, 0)}")
        totals[shown.index(PERIOD_AFTER)] = numbers.rating(period.new_rating, lang)
    groups = {PERIOD: table.ks[0], SEQUENTIAL: table.ks[1]}

    def group_label(group: str | None) -> str:
        if group is None:
            return ""
        return frame.t("col.group", mode=frame.t(group), k=compact(groups[group], lang))

    header = pd.MultiIndex.from_tuples([
        (group_label(COLUMNS[i].group), frame.t(COLUMNS[i].key)) for i in shown])
    return pd.DataFrame.from_records(records, columns=header)
