"""Rates a season by the DWZ (the DSB's Wertungsordnung): event by event in the order of their last
day (WO 2.2.3), each event evaluated as a whole against the DWZ before it.

- An event is a Tournament Report File, the games of one ``event`` of a games file, or, without
  that column, a day of a games file (:mod:`~elo_core.pool.games_csv`). Events with the same
  last day are evaluated in the order the files give them.
- Each member's games of the event are evaluated by :func:`~elo_core.dwz.evaluation.evaluate_dwz`
  from the member's DWZ and Index before the event, against the opponents' DWZ before it, by the
  WO the event's last day picks (old up to 7 June 2026, new from 8 June 2026); the age is the
  event's year minus the birth year. The new DWZ and Index hold from the next event on.
- A start rating is a DWZ, so it is whole (WO 2.2.1): one with a fraction is rounded half up.
  A rated member without an Index in the start list counts as Index 6, what a player starting
  from another rating has on the list (WO 2.2.4), since a club's own list rarely gives it.
- Only games played over the board against an opponent with a DWZ count (WO 3.4.1.2;
  forfeits, WO 6.1).
- A season with events up to 7 June 2026 and after it rates the later on from the DSB's
  one-time raise of that day (:func:`~elo_core.dwz.wo.raised_2026`): each DWZ it changes is a
  step of the member's history of its own, dated 7 June 2026, its change the raised DWZ minus
  the one before; a DWZ it leaves (2110 and above) has no step. The Index stays.
- A member without a DWZ gets a first one by :func:`~elo_core.dwz.first_dwz.first_dwz` from the
  games against opponents with a DWZ of the event and of the events before it within two years
  (the Restpartien, WO 3.4.2), at least 5 of them, once an event gives one; Index 1.
- A game's change is its share of the event's: 800 (S − P) / (E + n) under the old WO,
  K (S − P) under the new, P the game's P(D) to three decimals as the DSB's table gives it and
  rates by (before the new DWZ is rounded and, new WO, lifted to 1100).
"""

from __future__ import annotations

from array import array
from collections import defaultdict
from datetime import date

from elo_core.dwz.evaluation import OTHER_RATING_INDEX, evaluate_dwz
from elo_core.dwz.expectation import dwz_table_expected
from elo_core.dwz.first_dwz import FirstDwz, first_dwz
from elo_core.dwz.wo import NEW_WO_FROM, RAISED_ON, crosses_raise_2026, raised_2026
from elo_core.games import Game
from elo_core.pool.problems import SeasonError, SeasonProblem
from elo_core.pool.records import WHITE_SCORES, Season
from elo_core.pool.standings import Ledger, StepKind
from elo_core.rounding import round_half_up

#: WO 3.4.2: a first DWZ counts the games of the last two years.
RESTPARTIEN_YEARS = 2
#: Rn = R0 + 800 (W − We) / (E + n) under the old WO.
OLD_WO_SCALE = 800
#: A :class:`~elo_core.games.Game` from a tuple of all its fields, without the keyword handling
#: of its constructor: a national pool's events make millions.
_new_game = tuple.__new__
#: A game's fields after its opponent's rating and the score, for an opponent of the pool.
_UNNAMED = ("", None, 0, "", None, None, "", "", None)


def restpartien_from(day: date) -> int:
    """Returns the ordinal of the first day whose games still count towards a first DWZ in an event
    ending on ``day``: the same day two years before (WO 3.4.2; 28 February for a 29th), or the
    calendar's first day where two years before would be before it (an event in the years 1 or 2
    counts every game before it)."""
    year = day.year - RESTPARTIEN_YEARS
    if year < date.min.year:
        return date.min.toordinal()
    return (day.replace(year=year) if not (day.month == 2 and day.day == 29)
            else date(year, 2, 28)).toordinal()


def rate_dwz(season: Season, keep: bool = True) -> Ledger:
    """Rates the season by the DWZ, event by event. With ``keep``, each game's change is kept
    too."""
    ratings: list[float | None] = [
        None if e is None or e.rating is None else round_half_up(e.rating)
        for e in season.starts]
    ledger = Ledger(season, keep, ratings)
    ledger.dwz_index = [0 if e is None or e.rating is None
                        else e.dwz_index if e.dwz_index is not None else OTHER_RATING_INDEX
                        for e in season.starts]
    by_event = [array("i") for _ in season.events]
    for number, event in enumerate(season.events_of):
        by_event[event].append(number)
    order = sorted(range(len(season.events)),
                   key=lambda event: (season.events[event].last_day, event))
    pending: dict[int, list[tuple[int, Game]]] = {}
    born_late: set[int] = set()
    # the DSB raised low ratings once between the two WOs (WO of 2026): a season that has
    # events up to 7 June 2026 and after it rates the later ones on from the raised values
    crosses = crosses_raise_2026(event.last_day for event in season.events)
    for place, event in enumerate(order):
        if crosses and season.events[event].last_day >= NEW_WO_FROM:
            crosses = False
            _raise_2026(ledger, place)
        _event(ledger, season, event, by_event[event], place, pending, born_late)
    last_day = season.events[order[-1]].last_day if order else date.today()
    ledger.still_unrated(lambda member: first_dwz(
        [game for _, game in pending.get(member, [])], last_day))
    return ledger


def _raise_2026(ledger: Ledger, place: int) -> None:
    """Applies the DSB's one-time raise of 7 June 2026 (:func:`~elo_core.dwz.wo.raised_2026`),
    before the ``place``-th event evaluated, the season's first from 8 June 2026: every member with
    a DWZ rates on from the raised one, and each DWZ it changes is a step of its own, dated the day,
    after the events before (``place`` − 1) and counting no game."""
    rating = ledger.rating
    day = RAISED_ON.toordinal()
    for member, before in enumerate(rating):
        if before is None:
            continue
        raised = raised_2026(int(before))
        if raised != before:
            rating[member] = raised
            ledger.step(member, day, raised, raised - before, 0, StepKind.RAISE_2026, day,
                        place - 1)


def _event(ledger: Ledger, season: Season, event: int, numbers: array[int], place: int,
           pending: dict[int, list[tuple[int, Game]]], born_late: set[int]) -> None:
    """Evaluates event ``event`` (its games ``numbers``), the ``place``-th evaluated. Every member's
    games count from the DWZ before the event (WO 2.2.3), so each change, a first DWZ's too, holds
    only once the whole event is evaluated."""
    rating, index, birth_years = ledger.rating, ledger.dwz_index, ledger.birth_years
    assert index is not None
    last_day = season.events[event].last_day
    ordinal = last_day.toordinal()
    played: defaultdict[int, list[Game]] = defaultdict(list)
    numbers_of: defaultdict[int, list[int]] = defaultdict(list)
    whites, blacks, outcomes, opponents = (season.whites, season.blacks, season.outcomes,
                                           ledger.opponents)
    keep = ledger.keep
    for number in numbers:
        score = WHITE_SCORES[outcomes[number]]
        if score is None:
            continue
        white, black = whites[number], blacks[number]
        ours, theirs = rating[white], rating[black]
        played[white].append(_new_game(Game, (theirs, score, *_UNNAMED)))
        played[black].append(_new_game(Game, (ours, 1.0 - score, *_UNNAMED)))
        if keep:
            numbers_of[white].append(number)
            numbers_of[black].append(number)
        if ours is not None and theirs is not None:
            opponents[white] += theirs
            opponents[black] += ours
        else:
            _one_unrated(ledger, white, ours, black, theirs, score)
        if keep:
            ledger.before(number, ours, theirs)
    after: dict[int, tuple[float, int]] = {}
    firsts: dict[int, FirstDwz] = {}
    for member, games in played.items():
        before_rating = rating[member]
        if before_rating is None:
            firsts[member] = _first(member, games, ordinal, pending)
            continue
        birth_year = birth_years[member]
        if birth_year is not None and birth_year > last_day.year:
            _born_late(ledger, season, member, birth_year, born_late)
            birth_year = None
        evaluation = evaluate_dwz(int(before_rating), index[member], games, last_day,
                                  birth_year)
        n = evaluation.games.n
        if not n:
            continue
        after[member] = (evaluation.new_rating, evaluation.new_index)
        if ledger.keep:
            ledger.step(member, ordinal, evaluation.new_rating, evaluation.rounded_change, n,
                        StepKind.EVENT, event, place)
            scale = (OLD_WO_SCALE / (evaluation.e.e + n) if evaluation.e is not None
                     else evaluation.k.k if evaluation.k is not None else 0.0)
            for number, row in zip(numbers_of[member], evaluation.games.rows, strict=True):
                if row.difference is not None:
                    changes = (ledger.white_change if season.whites[number] == member
                               else ledger.black_change)
                    changes[number] = scale * (row.game.score
                                               - dwz_table_expected(row.difference))
    for member, (new_rating, new_index) in after.items():
        rating[member], index[member] = new_rating, new_index
    for member, first in firsts.items():
        ledger.published(member, ordinal, first, first.games.n, place, event)
        if first.rating is not None:
            index[member] = 1


def _one_unrated(ledger: Ledger, white: int, ours: float | None, black: int,
                 theirs: float | None, score: float) -> None:
    """Counts a game where a side has no DWZ: towards the first DWZ of a member without one against
    a member with one; else neither rated nor counted."""
    for own, mine, their_rating in ((white, ours, theirs), (black, theirs, ours)):
        points = score if own == white else 1.0 - score
        if their_rating is None:
            ledger.exclude(own, points)
        elif mine is None:
            ledger.counted_towards(own, their_rating)


def _born_late(ledger: Ledger, season: Season, member: int, birth_year: int,
               born_late: set[int]) -> None:
    """Handles a member born after an event's year, which the DWZ cannot count an age for: evaluated
    as for a member without a birth year, and said once."""
    start = season.starts[member]
    if member not in born_late and start is not None:
        born_late.add(member)
        ledger.notes.append(SeasonError(season.start_file, start.line,
                                        SeasonProblem.BORN_AFTER_EVENT, str(birth_year)))


def _first(member: int, games: list[Game], ordinal: int,
           pending: dict[int, list[tuple[int, Game]]]) -> FirstDwz:
    """Tries a first DWZ for a member without one after an event: from its games against opponents
    with one, and those of the two years before (the Restpartien), towards a first DWZ."""
    last_day = date.fromordinal(ordinal)
    since = restpartien_from(last_day)
    kept = [(day, game) for day, game in pending.get(member, []) if day >= since]
    kept += [(ordinal, game) for game in games if game.opponent_rating is not None]
    first = first_dwz([game for _, game in kept], last_day)
    if first.rating is None:
        pending[member] = kept
    else:
        pending.pop(member, None)
    return first
