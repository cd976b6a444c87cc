"""What the Whole event page shows of an event rated by the DWZ, worked out in the process that
reads the file (:mod:`pages.ui.apart`; nothing here imports Streamlit): the file read, every
player rated by :func:`elo_core.event_dwz.rate_event_dwz` from the file's national ratings,
the Index and a missing year of birth from the DSB's list in the store where one is loaded,
and only what the page draws handed back; and the downloads, made the same way."""

from __future__ import annotations

from datetime import date
from typing import NamedTuple

from elo_core import (
    DwzEventReport,
    DwzResult,
    DwzRound,
    DwzTotals,
    IndexFrom,
    RatingStore,
    TrfProblem,
    dwz_event_dict,
    has_dwz,
    listed_players,
    play_used,
    rate_event_dwz,
    split_by_month,
)
from elo_core.export.json_text import dumps
from pages.ui.event import months, table
from pages.ui.event.shown import Asked, FileFacts, file_facts, found_players, read
from pages.ui.in_force import Frame
from pages.ui.shared.spreadsheet import Column, Value, csv_file

#: What an arbiter checks first comes first, as in the Elo table: beside the name the DWZ, the
#: change and the new DWZ, then what the change is made of.
PLAYER_COLUMNS = (
    Column("ecol.rank", 0), Column("ecol.name"), Column("dcol.dwz", 0),
    Column("dcol.change", 0, signed=True), Column("dcol.new", 0), Column("dcol.index"),
    Column("ecol.rated_games", 0), Column("dcol.points"), Column("dcol.expected", 3),
    Column("dcol.factor"), Column("dcol.performance", 0), Column("dcol.first"),
    Column("dcol.born", 0), Column("dcol.index_from"),
)
GAME_COLUMNS = (
    Column("ecol.rank", 0), Column("ecol.name"), Column("gcol.round", 0),
    Column("gcol.opponent"), Column("dcol.opponent_dwz", 0), Column("gcol.colour"),
    Column("gcol.result"), Column("dcol.difference", 0, signed=True),
    Column("dcol.p", 3), Column("dcol.share", 2, signed=True), Column("gcol.why"),
)


class DwzShown(NamedTuple):
    """Everything the page draws of the event by the DWZ."""

    name: str
    city: str
    rate_of_play: str
    start: date | None
    end: date | None
    problems: tuple[TrfProblem, ...]
    problem_count: int
    file: FileFacts
    has_dwz: bool
    """The file gives a national rating of ``GER``: there is a DWZ to rate from."""
    totals: DwzTotals
    list_day: date | None
    """The day of the DSB's list the Index came from; ``None`` where none is loaded."""
    found_on_list: int
    found: int
    """The players the filter finds (all of them without one)."""
    rows: tuple[tuple[Value, ...], ...]
    choices: dict[int, str]
    chosen: DwzResult | None
    long: months.LongEvent | None = None
    """The days the event runs over, where more than 30: FIDE would rate it by month."""


def _factor(result: DwzResult) -> str:
    """The old WO's E or the new WO's K the change was made with: ``E 23``, ``K 38.5``."""
    evaluation = result.evaluation
    if evaluation is None or not evaluation.evaluated:
        return ""
    if evaluation.e is not None:
        return f"E {evaluation.e.e}"
    return "" if evaluation.k is None else f"K {evaluation.k.k:g}"


def _first_words(frame: Frame, result: DwzResult) -> str:
    """A first DWZ, or why there is none yet; ``""`` for a player with a DWZ."""
    first = result.first
    if first is None:
        return ""
    if first.rating is not None:
        return str(first.rating)
    reason = first.reason.value if first.reason is not None else "too-few-games"
    return frame.t("event.dwz.first.not_yet", why=frame.t(f"event.dwz.first.{reason}"))


def player_row(frame: Frame, result: DwzResult) -> tuple[Value, ...]:
    """A player's values, in the order of :data:`PLAYER_COLUMNS`."""
    player, facts, evaluation, first = result.player, result.facts, result.evaluation, result.first
    games = (evaluation.games if evaluation is not None
             else first.games if first is not None else None)
    index = ("" if facts.rating_index is None or evaluation is None
             else f"{facts.rating_index} → {evaluation.new_index}")
    performance = None if evaluation is None else evaluation.performance.rounded
    return (player.start_rank, player.name, facts.dwz, result.change,
            evaluation.new_rating if evaluation is not None else None, index,
            0 if games is None else games.n, None if games is None else games.points,
            None if evaluation is None or not evaluation.evaluated else evaluation.expected,
            _factor(result), performance, _first_words(frame, result), facts.birth_year,
            "" if facts.index_from is None else frame.t(f"event.dwz.index.{facts.index_from}"))


def game_row(frame: Frame, result: DwzResult, game: DwzRound) -> tuple[Value, ...]:
    """One round of a player, in the order of :data:`GAME_COLUMNS`."""
    opponent = "" if game.opponent is None else f"{game.opponent} {game.opponent_name}".strip()
    why = "" if game.not_rated is None else frame.t(f"dwz.round.{game.not_rated.value}")
    return (result.player.start_rank, result.player.name, game.round, opponent,
            game.opponent_dwz, table.colour_words(frame, game.colour),
            table.code_words(game.code), game.difference, game.expected, game.change, why)


def _report(asked: Asked) -> tuple[DwzEventReport, FileFacts, date | None]:
    """The event as asked, read and rated by the DWZ, what the page says of the file, and the
    day of the DSB's list where one is loaded."""
    tournament = read(asked.text)
    listed, loaded = listed_players(tournament, RatingStore(asked.rating_list))
    report = rate_event_dwz(tournament, asked.wo, listed)
    return report, file_facts(tournament, play_used(tournament, asked.play)), (
        None if loaded is None else loaded.day)


def shown(asked: Asked) -> DwzShown:
    """What the page draws of the event by the DWZ, as asked."""
    report, facts, list_day = _report(asked)
    t = report.tournament
    results = report.players
    found = found_players(results, asked.find)
    chosen = next((r for r in results if r.player.start_rank == asked.player), None)
    listed = {r.player.start_rank for r in found}
    offered = [*found, *([] if chosen is None or asked.player in listed else [chosen])]
    return DwzShown(
        t.name, t.city, t.rate_of_play, t.start, t.end, t.problems, t.problem_count, facts,
        has_dwz(t), report.totals, list_day,
        sum(1 for r in results if r.facts.index_from is IndexFrom.LIST),
        len(found), tuple(player_row(asked.frame, r) for r in found),
        {r.player.start_rank: r.player.name for r in offered}, chosen,
        months.long_event(split_by_month(t), t.round_dates, t.start, t.end))


def download(asked: Asked, name: str) -> bytes:
    """The download ``name`` (``players``, ``games``, ``json``) of the event by the DWZ: every
    player, or every round, as a CSV for a spreadsheet in the page's language, or the whole
    event as JSON in the command line's shape (``event --system dwz``)."""
    report, _, list_day = _report(asked)
    frame = asked.frame
    if name == "players":
        return csv_file(frame, PLAYER_COLUMNS, [player_row(frame, r) for r in report.players])
    if name == "games":
        return csv_file(frame, GAME_COLUMNS, [game_row(frame, r, game) for r in report.players
                                              for game in r.rounds])
    if name == "json":
        return dumps(dwz_event_dict(report, list_day), indent=1).encode("utf-8")
    raise ValueError(f"no download {name!r}")
