"""The club page's tables as values, once for the page and once for the CSV downloads: the list
of every member, one member's games with every change (and the DWZ's raise of 7 June 2026, a
row of its own), and the season's ranks under two systems."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from elo_core.dwz.wo import RAISED_ON
from elo_core.pool.compare import RankMove
from elo_core.pool.standings import GameChange, SeasonRating, Standing, Step, StepKind, System
from pages.ui.in_force import Frame
from pages.ui.shared import numbers
from pages.ui.shared.spreadsheet import Column, Value

#: The list: rank, name, rating, the change over the season, the rating it is measured from
#: (the start list's, or the first the season gave) and the rated games it covers, the games
#: played over the board, points, performance; in the CSV also the system and K it was rated
#: by, so that a list read later says how it was made.
LIST_COLUMNS = (Column("ccol.rank", 0), Column("ccol.name"), Column("ccol.rating"),
                Column("ccol.change", 1, signed=True), Column("ccol.change_from"),
                Column("ccol.rated_games", 0), Column("ccol.games", 0),
                Column("ccol.points"), Column("ccol.performance", 0))
#: The list's change where every change is whole (FIDE's rounded months, the DWZ).
WHOLE_CHANGE = Column("ccol.change", 0, signed=True)
#: The list CSV's last columns: the system and K.
RATED_BY = (Column("ccol.system"), Column("ccol.k"))
#: A member's games: each with both sides' ratings before and the member's change.
GAME_COLUMNS = (Column("ccol.number", 0), Column("ccol.date"), Column("ccol.opponent"),
                Column("ccol.colour"), Column("ccol.score"), Column("ccol.before"),
                Column("ccol.opponent_before"), Column("ccol.game_change", 2, signed=True),
                Column("ccol.note"))
#: Every game of the season, for the download: both sides and both changes.
SEASON_COLUMNS = (Column("ccol.number", 0), Column("ccol.date"), Column("ccol.event"),
                  Column("ccol.white"), Column("ccol.black"), Column("ccol.result"),
                  Column("ccol.white_before"), Column("ccol.white_change", 2, signed=True),
                  Column("ccol.black_before"), Column("ccol.black_change", 2, signed=True),
                  Column("ccol.note"), Column("ccol.file"), Column("ccol.line", 0))
#: The ranks under two systems, and the places a member climbs under the second.
COMPARE_COLUMNS = (Column("ccol.name"), Column("ccol.rank", 0), Column("ccol.rating"),
                   Column("ccol.rank", 0), Column("ccol.rating"),
                   Column("ccol.moved", 0, signed=True))
#: A member's points in one game as the page writes them.
SCORES = {1.0: "1", 0.5: "½", 0.0: "0"}


def list_columns(rating: SeasonRating) -> tuple[Column, ...]:
    """The list's columns: the change to a tenth, or whole where every change is."""
    if all(s.change is None or float(s.change).is_integer() for s in rating.standings):
        return (*LIST_COLUMNS[:3], WHOLE_CHANGE, *LIST_COLUMNS[4:])
    return LIST_COLUMNS


def k_words(frame: Frame, system: System, k: float | None) -> str:
    """The K ``system`` rated with, in words: ``K 20``, FIDE's rule, the system's own."""
    if k is not None:
        return frame.t("club.k.fixed", k=numbers.compact(k, frame.lang))
    return frame.t("club.k.rule" if system is System.FIDE else "club.k.own_short")


def list_row(standing: Standing) -> tuple[Value, ...]:
    """One member of the list: the change measured from the start list's rating or the first
    the season gave, and the rated games it covers."""
    since = (None if standing.change is None or standing.rating is None
             else standing.rating - standing.change)
    return (standing.rank, standing.name, standing.rating, standing.change, since,
            standing.rated_games if standing.change is not None else None, standing.games,
            standing.points, standing.performance)


def list_rows(rating: SeasonRating) -> list[tuple[Value, ...]]:
    """Every member, by rating, highest first, then those without one."""
    return [list_row(standing) for standing in rating.ranking()]


def _note(frame: Frame, change: GameChange, own: float | None, before: float | None,
          opponent_before: float | None, disregarded: bool) -> str:
    """Why a game moved no rating of the member's: a forfeit, a first event without a point
    (disregarded, FIDE B.02 §8.2), no rating yet, an opponent without one; ``""`` for a game
    rated."""
    reason = change.game.outcome.not_rated
    if reason is not None:
        return frame.t(f"why.{reason.value}")
    return _unrated(frame, own, before, opponent_before, disregarded)


def _unrated(frame: Frame, own: float | None, before: float | None,
             opponent_before: float | None, disregarded: bool) -> str:
    """Why a game played over the board moved no rating of one side's: its first event
    without a point (FIDE B.02 §8.2), no rating yet (a game towards a first one), an opponent
    without one; ``""`` for a game rated."""
    if own is not None:
        return ""
    if disregarded:
        return frame.t("why.first-event-zero")
    if before is None:
        return frame.t("club.note.no_rating")
    if opponent_before is None:
        return frame.t("club.note.opponent_unrated")
    return frame.t("club.note.not_rated")


def game_row(frame: Frame, name: str, change: GameChange) -> tuple[Value, ...]:
    """One game of the member called ``name``, from their side."""
    game = change.game
    white = game.white == name
    score = game.outcome.white if white else game.outcome.black
    own, before, opponent_before, disregarded = (
        (change.white_change, change.white_before, change.black_before,
         change.white_disregarded) if white else
        (change.black_change, change.black_before, change.white_before,
         change.black_disregarded))
    written = SCORES[score] if game.outcome.not_rated is None else (
        "+" if score == 1.0 else "−")
    colour = (frame.t("colour.white" if white else "colour.black") if game.colours_known
              else "–")
    return (game.number + 1, numbers.day(game.day, frame.lang), game.black if white else game.white,
            colour, written, before, opponent_before, own,
            _note(frame, change, own, before, opponent_before, disregarded))


def game_rows(frame: Frame, name: str, changes: Iterable[GameChange]) -> list[tuple[Value, ...]]:
    """The games ``changes`` of the member called ``name``, from their side."""
    return [game_row(frame, name, change) for change in changes]


def raise_row(frame: Frame, step: Step) -> tuple[Value, ...]:
    """The DWZ's one-time raise of 7 June 2026 as a row of a member's games: its day, the DWZ
    before, the change and what it was (no game, no opponent)."""
    change = step.change or 0.0
    return (None, numbers.day(step.day, frame.lang), "", "", "", step.rating - change, None,
            change, raise_label(frame, step))


def raise_label(frame: Frame, step: Step) -> str:
    """"DWZ raise 2026 (+268)" in the page's language."""
    return frame.t("club.raise", change=numbers.signed(step.change or 0.0, frame.lang, 0))


def member_rows(frame: Frame, rating: SeasonRating, name: str) -> list[tuple[Value, ...]]:
    """The member's games from their side, and the DWZ's raise of 7 June 2026 where it moved
    their DWZ, in its place: after the games of the events ending up to that day, before
    those of the events ending after it."""
    raises = [step for step in rating.history(name) if step.kind is StepKind.RAISE_2026]
    rows: list[tuple[Value, ...]] = []
    events = rating.season.events
    for change in rating.games(name):
        if raises and events[change.game.event].last_day > RAISED_ON:
            rows.append(raise_row(frame, raises.pop()))
        rows.append(game_row(frame, name, change))
    rows.extend(raise_row(frame, step) for step in raises)
    return rows


def season_note(frame: Frame, change: GameChange) -> str:
    """Why a game of the season is not rated: a forfeit; or, for each side whose change is
    empty, whose and why (a first event without a point, disregarded, FIDE B.02 §8.2; no
    rating yet; an opponent without one); ``""`` for a game rated for both."""
    game = change.game
    reason = game.outcome.not_rated
    if reason is not None:
        return frame.t(f"why.{reason.value}")
    sides = ((game.white, change.white_change, change.white_before, change.black_before,
              change.white_disregarded),
             (game.black, change.black_change, change.black_before, change.white_before,
              change.black_disregarded))
    whys = [(name, _unrated(frame, own, before, other, out))
            for name, own, before, other, out in sides]
    return "; ".join(f"{name}: {why}" for name, why in whys if why)


def season_row(frame: Frame, rating: SeasonRating, change: GameChange) -> tuple[Value, ...]:
    """One game of the season with both sides' ratings before and changes."""
    game = change.game
    event = rating.season.events[game.event].name
    return (game.number + 1, game.day.isoformat(), event, game.white, game.black,
            game.outcome.result, change.white_before, change.white_change, change.black_before,
            change.black_change, season_note(frame, change), game.file, game.line)


def compare_row(move: RankMove) -> tuple[Value, ...]:
    """A member's rank and rating under both systems, and the places climbed."""
    return (move.name, move.rank, move.rating, move.other_rank, move.other_rating, move.moved)


def compare_headers(frame: Frame, systems: Sequence[str]) -> list[str]:
    """The comparison's headers: each system's rank and rating under its name."""
    t = frame.t
    one, other = (t(f"system.{name}") for name in systems)
    return [t("ccol.name"), f"{one}: {t('ccol.rank')}", f"{one}: {t('ccol.rating')}",
            f"{other}: {t('ccol.rank')}", f"{other}: {t('ccol.rating')}", t("ccol.moved")]
