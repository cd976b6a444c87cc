"""The club page's tables as values, once for the page and once for the CSV downloads: the list
of every member, one member's games with every change (and the DWZ's raise of 7 June 2026, a
row of its own), and the season's ranks under two systems. By FIDE's months with K by §8.3.3,
each member's K in the list and each game's among a member's games, and in words what each
rests on (:class:`~elo_core.elo.kfactor.KFound`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date

from elo_core import (
    RAISED_ON,
    GameChange,
    KBasis,
    KFound,
    RankMove,
    SeasonRating,
    Standing,
    Step,
    System,
)
from elo_core.language import compact, day, month_name
from elo_core.pool.standings import StepKind
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
#: The list's K by FIDE's months with K by §8.3.3: each member's in their last month with a
#: rated game.
K_COLUMN = Column("ccol.k", 0)
#: The list CSV's last columns: the system and K; by §8.3.3, the system and what each
#: member's K (in the list's K column) rests on.
RATED_BY = (Column("ccol.system"), Column("ccol.k"))
K_BY = (Column("ccol.system"), Column("ccol.k_by"))
#: A member's games: each with both sides' ratings before and the member's change (by FIDE's
#: months, with the K of the game's month before it).
GAME_COLUMNS = (Column("ccol.number", 0), Column("ccol.date"), Column("ccol.opponent"),
                Column("ccol.colour"), Column("ccol.score"), Column("ccol.before"),
                Column("ccol.opponent_before"), Column("ccol.game_change", 2, signed=True),
                Column("ccol.note"))
_CHANGE_AT = 7
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


def by_rule(rating: SeasonRating) -> bool:
    """The season is rated by FIDE's months with K by §8.3.3 from each member's facts."""
    return rating.system is System.FIDE and rating.k is None


def list_columns(rating: SeasonRating) -> tuple[Column, ...]:
    """The list's columns: the change to a tenth, or whole where every change is; by §8.3.3,
    each member's K last."""
    columns = LIST_COLUMNS
    if all(s.change is None or float(s.change).is_integer() for s in rating.standings):
        columns = (*LIST_COLUMNS[:3], WHOLE_CHANGE, *LIST_COLUMNS[4:])
    return (*columns, K_COLUMN) if by_rule(rating) else columns


def game_columns(rating: SeasonRating) -> tuple[Column, ...]:
    """A member's games' columns: by FIDE's months, the K of each game's month too."""
    if rating.system is not System.FIDE:
        return GAME_COLUMNS
    return (*GAME_COLUMNS[:_CHANGE_AT], K_COLUMN, *GAME_COLUMNS[_CHANGE_AT:])


def k_why(frame: Frame, found: KFound) -> str:
    """What a member's K rests on, in a few words: the line of §8.3.3 (``junior under
    2300``), or the start list's K or a K assumed with the facts missing (``assumed: no birth
    year, no games before``)."""
    t = frame.t
    if found.basis is KBasis.FACTS and found.rule is not None:
        return t(f"k_why.{found.rule.value}")
    missing = ", ".join(t(f"club.k_missing.{fact.value}") for fact in found.missing)
    return t(f"club.k_basis.{found.basis.value}", missing=missing)


def k_changes(frame: Frame, rating: SeasonRating, name: str) -> str:
    """The member's K by §8.3.3 over the season, in words: ``K 20 (under 2400)``, and where
    it changes, from which month (``K 40 (junior under 2300); from January 2026: K 20 (under
    2400)``); ``""`` without a month rated."""
    t, lang = frame.t, frame.lang
    said: list[str] = []
    last: KFound | None = None
    for step in rating.history(name):
        found = step.k_found
        if found is None or found == last:
            continue
        k = compact(found.k, lang)
        if last is None:
            said.append(t("club.member.k", k=k, why=k_why(frame, found)))
        else:
            month = date.fromisoformat(f"{step.month}-01")
            said.append(t("club.member.k_from", month=month_name(month, lang),
                          k=k, why=k_why(frame, found)))
        last = found
    return "; ".join(said)


def k_words(frame: Frame, system: System, k: float | None) -> str:
    """The K ``system`` rated with, in words: ``K 20``, FIDE's rule, the system's own."""
    if k is not None:
        return frame.t("club.k.fixed", k=compact(k, frame.lang))
    return frame.t("club.k.rule" if system is System.FIDE else "club.k.own_short")


def list_row(standing: Standing, with_k: bool = False) -> tuple[Value, ...]:
    """One member of the list: the change measured from the start list's rating or the first
    the season gave, and the rated games it covers; ``with_k``: their K by §8.3.3 last."""
    since = (None if standing.change is None or standing.rating is None
             else standing.rating - standing.change)
    row = (standing.rank, standing.name, standing.rating, standing.change, since,
           standing.rated_games if standing.change is not None else None, standing.games,
           standing.points, standing.performance)
    return (*row, None if standing.k is None else standing.k.k) if with_k else row


def list_rows(rating: SeasonRating) -> list[tuple[Value, ...]]:
    """Every member, by rating, highest first, then those without one."""
    with_k = by_rule(rating)
    return [list_row(standing, with_k) for standing in rating.ranking()]


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


def game_row(frame: Frame, name: str, change: GameChange,
             k: tuple[float | None] | tuple[()] = ()) -> tuple[Value, ...]:
    """One game of the member called ``name``, from their side; by FIDE's months, ``k``
    holds the K of the game's month (``None`` for a game not rated for them)."""
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
    return (game.number + 1, day(game.day, frame.lang), game.black if white else game.white,
            colour, written, before, opponent_before, *k, own,
            _note(frame, change, own, before, opponent_before, disregarded))


def _month_ks(rating: SeasonRating, name: str) -> dict[str, float | None]:
    """By FIDE's months, the K each month of the member's changed their rating with, by the
    month (``2025-03``)."""
    return {step.month: step.k for step in rating.history(name) if step.month is not None}


def _game_k(rating: SeasonRating, ks: dict[str, float | None], change: GameChange,
            name: str) -> tuple[float | None] | tuple[()]:
    """The K of the game's month for the member called ``name``, where the system has one (an
    empty tuple otherwise); ``None`` where the game did not change their rating."""
    if rating.system is not System.FIDE:
        return ()
    own = change.white_change if change.game.white == name else change.black_change
    return (None if own is None else ks.get(change.game.day.strftime("%Y-%m")),)


def game_rows(frame: Frame, rating: SeasonRating, name: str,
              changes: Iterable[GameChange]) -> list[tuple[Value, ...]]:
    """The games ``changes`` of the member called ``name``, from their side."""
    ks = _month_ks(rating, name)
    return [game_row(frame, name, change, _game_k(rating, ks, change, name))
            for change in changes]


def raise_row(frame: Frame, step: Step) -> tuple[Value, ...]:
    """The DWZ's one-time raise of 7 June 2026 as a row of a member's games: its day, the DWZ
    before, the change and what it was (no game, no opponent; the DWZ only, so no K)."""
    change = step.change or 0.0
    return (None, day(step.day, frame.lang), "", "", "", step.rating - change, None,
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
    ks = _month_ks(rating, name)
    for change in rating.games(name):
        if raises and events[change.game.event].last_day > RAISED_ON:
            rows.append(raise_row(frame, raises.pop()))
        rows.append(game_row(frame, name, change, _game_k(rating, ks, change, name)))
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
