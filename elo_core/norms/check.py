"""Checks a player's norm for one title as a whole. It tries all the games counted first, then the
readings that may still make it, then the games B.01 lets a player leave out (FIDE Handbook B.01,
1.4.1, 1.4.2c, 1.7).

The order tried, the first set that meets every requirement making the norm:

1. every game counted (8 games against 8 needed in the 1.4.1c case);
2. where the opponent forfeited the last round, that round as a played loss (1.4.2c);
3. games left out (found by :mod:`~elo_core.norms.left_out` in this order, without trying
   every subset): fewest first, then the most rounds kept before the later ones left out,
   then the earliest wins left out: in a Swiss the rounds
   after a title result and any won game before it (1.4.1e–f); in a round robin, single or
   double, only won games, and only where every game counted meets the mix and federations
   (1.4.3 to 1.4.5, or is exempt from 1.4.3 and 1.4.4), as 1.4.1f asks "the opponent mix must
   make a norm possible for the complete tournament". At least 9 games (7 under 1.4.1b) stay;
   1.4.1c is no reading for a set with games left out (Sharly Chess's searcher reads it so).

A list of more games than an event has rounds (:data:`~elo_core.ranges.EVENT_ROUNDS_MAX`, a
typed list of a season, say) is no event: its games are judged all together, none left out.

Leaving out games cannot add a woman, a title holder of the norm's title (fewer than 3 over
all games stay fewer) or a foreign federation (fewer than 2 stay fewer), so where all games
fail one of those no set is tried.

The games a norm counts as (1.4.1c, 1.4.1d, 1.7) and the readings that decide them, or 1.4.5's
half in a double round robin, are :mod:`~elo_core.norms.readings`'s; each reading taken is
named on the result.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import NamedTuple

from elo_core.norms.counted_games import NormGame, PlayerRecord
from elo_core.norms.event_type import DEFAULT_SETTINGS, EventFormat, NormSettings
from elo_core.norms.left_out import first_left_out
from elo_core.norms.readings import Reading, credited, double_round_robin_reading
from elo_core.norms.requirements import (
    LEAST_FOREIGN_FEDERATIONS,
    LEAST_OF_TITLE,
    Judgement,
    RequirementName,
    judge,
)
from elo_core.norms.titles import NormTitle
from elo_core.ranges import EVENT_ROUNDS_MAX

__all__ = ["NormBasis", "NormCheck", "check_norm", "games_needed"]

#: 1.4.1a, 1.4.1b, 1.4.1c.
LEAST_GAMES, LEAST_TEAM_GAMES, EIGHT_OF_NINE = 9, 7, 8
#: Requirements that no set with games left out can meet where all the games fall short of
#: this figure: a woman, 3 opponents of the title, 2 foreign federations.
_UNFIXABLE = {RequirementName.WOMAN: 1, RequirementName.TITLE_OR_HIGHER: LEAST_OF_TITLE,
              RequirementName.FOREIGN_FEDERATIONS: LEAST_FOREIGN_FEDERATIONS}
_MIX = frozenset({RequirementName.TITLE_HOLDERS, RequirementName.TITLE_OR_HIGHER,
                  RequirementName.FOREIGN_FEDERATIONS, RequirementName.OWN_FEDERATION,
                  RequirementName.ONE_FEDERATION, RequirementName.PLAYERS})


class NormBasis(StrEnum):
    """Which set of games makes the norm."""

    ALL_GAMES = "all-games"
    EIGHT_OF_NINE = "eight-of-nine"
    """8 games of a 9-round event, the ninth a forfeit win or pairing-allocated bye (1.4.1c)."""
    FORFEITED_LAST_ROUND = "forfeited-last-round"
    """The last round, forfeited by the opponent, as a played loss (1.4.2c)."""
    LEFT_OUT = "left-out"
    """Games left out as 1.4.1e–f allow."""


class NormCheck(NamedTuple):
    """Holds the check of one title for one player."""

    title: NormTitle
    achieved: bool
    basis: NormBasis | None
    """The set of games that makes the norm; ``None`` where none does."""
    judged: Judgement
    """The set that makes the norm, or all the games where none does."""
    all_games: Judgement
    """Every game counted, whichever set makes the norm."""
    left_out: tuple[int, ...]
    """The rounds left out to make the norm (none unless ``basis`` is ``LEFT_OUT``)."""
    games_credited: int | None
    """The games the norm counts as (1.4.1c, 1.4.1d, 1.7); ``None`` without a norm, and only
    then (where a reading decides it, :attr:`credit_open` says so)."""
    waiver: str | None
    """The clause that waives the foreigner requirement (1.4.3a–d), where one does."""
    readings: tuple[Reading, ...] = ()
    """Where the sources leave a figure open or differ, the reading taken and what the other
    gives (:mod:`~elo_core.norms.readings`)."""
    credited_by: tuple[str, ...] = ()
    """The clauses that decide :attr:`games_credited` (``1.4.1c``, ``1.4.1d``, ``1.7``), each
    only where the norm is its case (:class:`~elo_core.norms.readings.GamesCredited`); none
    where it counts as its games, and none without a norm."""

    @property
    def credit_open(self) -> bool:
        """The games credited rest on a reading the sources leave open."""
        return any(r.point.about_credit for r in self.readings)


def games_needed(rounds: int, settings: NormSettings) -> tuple[int, str]:
    """Returns the least games for a norm, and the clause that sets it: 7 at a World or Continental
    team or club championship of 7 to 9 rounds (1.4.1b), else 9 (1.4.1a)."""
    if settings.team_championship is not None and 7 <= rounds <= 9:
        return LEAST_TEAM_GAMES, "1.4.1b"
    return LEAST_GAMES, "1.4.1a"


def _unfixable(every: Judgement) -> bool:
    """Tells whether all the games fail a requirement that leaving games out cannot meet."""
    return any(r.name in _UNFIXABLE and (r.value is None or r.value < _UNFIXABLE[r.name])
               for r in every.failing)


def check_norm(record: PlayerRecord, title: NormTitle, settings: NormSettings = DEFAULT_SETTINGS,
               waiver: str | None = None) -> NormCheck:
    """Checks whether ``record``'s player has a ``title`` norm, and judges every requirement
    with its figure and clause, on the first set of games (in the order of the module's
    docstring) that meets them all; ``waiver`` is the clause that waives the foreigner
    requirement for this player (:func:`~elo_core.norms.exemptions.waiver_for`).

    A Dutch player scores 7 of 9 against opponents rated 20,500 in all. For an IM norm: Ra =
    20,500 / 9 = 2277.8, so 2278 (1.4.7; none below the floor of 2050), at least 2230
    (1.4.8a); p = 7 / 9 = 77.8 %, so 78 % and dp = +220, Rp = 2498, at least 2450 (1.4.8).
    Five of the nine hold a title (at least half, 1.4.5a), three of them IM or higher (1.4.5c);
    three federations besides the Dutch (1.4.3), and four Dutch opponents, within 3/5 of 9 = 5
    (1.4.4). Seven points are just the least title score, so the norm counts as 9 games
    (1.4.1d). For a GM norm the same games fall short of Ra 2380, Rp 2600 and three GMs:

    >>> from elo_core import NormTitle, check_norm, parse_game_list, typed_record
    >>> games = parse_game_list("\\n".join([
    ...     "GM GER 2500:½", "IM FRA 2400:½", "IM BEL 2350:1", "FM NED 2300:1", "FM NED 2250:½",
    ...     "NED 2200:1", "NED 2150:1", "GER 2200:½", "BEL 2150:1"])).games
    >>> record = typed_record(games, federation="NED", woman=False, rounds=9)
    >>> im = check_norm(record, NormTitle.IM)
    >>> im.achieved, im.judged.average_rating, im.judged.performance, im.games_credited
    (True, 2278, 2498, 9)
    >>> [(r.name.value, r.value, r.needed) for r in im.judged.requirements if r.clause == "1.4.4"]
    [('own-federation', 4, 5), ('one-federation', 4, 6)]
    >>> gm = check_norm(record, NormTitle.GM)
    >>> gm.achieved, [r.name.value for r in gm.judged.failing]
    (False, ['average-rating', 'performance', 'title-or-higher'])
    """
    least, clause = games_needed(record.rounds, settings)
    double = settings.event_format is EventFormat.DOUBLE_ROUND_ROBIN
    predetermined = settings.event_format.predetermined
    player = record.player

    # a double round robin's players: those the games counted show, whichever a set keeps
    shown = [*record.games, *([] if record.last_round_forfeit is None
                              else [record.last_round_forfeit])]
    players = len({g.opponent for g in shown if g.opponent is not None}) + 1

    def judged(games: Sequence[NormGame], needed: int = least,
               needed_clause: str = clause) -> Judgement:
        return judge(games, player, title, needed, needed_clause, double, waiver, players)

    def half(judgement: Judgement) -> tuple[Reading, ...]:
        reading = double_round_robin_reading(judgement) if double else None
        return () if reading is None else (reading,)

    def made(judgement: Judgement, basis: NormBasis, out: tuple[int, ...] = ()) -> NormCheck:
        credit = credited(judgement, basis is NormBasis.EIGHT_OF_NINE, record.rounds)
        return NormCheck(title, True, basis, judgement, every, out, credit.games, waiver,
                         credit.readings + half(judgement), credit.clauses)

    every = (judged(record.games, EIGHT_OF_NINE, "1.4.1c") if record.eight_of_nine
             else judged(record.games))
    if every.holds:
        basis = NormBasis.EIGHT_OF_NINE if record.eight_of_nine else NormBasis.ALL_GAMES
        return made(every, basis)
    if record.last_round_forfeit is not None:
        rescued = judged((*record.games, record.last_round_forfeit))
        if rescued.holds:
            return made(rescued, NormBasis.FORFEITED_LAST_ROUND)
    failing = {r.name for r in every.failing}
    if (len(record.games) <= EVENT_ROUNDS_MAX and not _unfixable(every)
            and not (predetermined and failing & _MIX)):
        found = first_left_out(record.games, player, title, least, predetermined, double,
                               waiver, judged)
        if found is not None:
            games, out = found
            return made(judged(games), NormBasis.LEFT_OUT, out)
    return NormCheck(title, False, None, every, every, (), None, waiver, half(every))
