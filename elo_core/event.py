"""Rates the whole event: every player's rating change from a Tournament Report File, as an arbiter
checks it before the report goes to FIDE.

Each rated player's event is one rating period computed by the engine
(:func:`~elo_core.elo.series.rate_series` in :attr:`~elo_core.elo.mode.Mode.PERIOD` mode),
under the rules of FIDE Handbook B.02:

- Only games played over the board count (§5.1: unplayed games are not rated): forfeits, byes,
  games that lasted less than one move (``W D L``) and rounds without a result are listed with
  the reason they are not rated.
- §8.3.1 (wording since 1 March 2024, kept by the amendment of 1 October 2025): "For each game
  played against a rated player, determine the difference in rating…". A rated player's game
  against an unrated opponent is therefore not rated for the rated player; it counts only
  towards the unrated player's first rating.
- K by §8.3.3 from what the file says of each player (:func:`file_facts`), or one K for everyone,
  or a K per player set by hand, which wins over both; cut by K × n ≤ 700.
- Expected scores from table 8.1.2 (or the formula under ``elo``), the 400-point rule judged
  from each player's own side (§8.3.1), the rapid 600-point rule under ``fide-rapid``; the
  change K × Σ(S − E), rounded once (§8.3.4); the performance rating Rp (B.01 §1.4.7–1.4.9).
- An unrated player gets the first rating the event alone gives under §8.2 (at least 5 games
  against rated opponents, an event with zero points disregarded), or the reason there is none
  (:func:`~elo_core.elo.first_rating.first_rating`).
- The kind of play decides the rule set where the user chose none (:func:`rules_for_play`):
  FIDE's standard rules, or its rapid and blitz rules. In a rapid or blitz event, a player
  unrated in it who has a standard rating is rated with that rating, by the Rating Regulations
  for rapid and blitz (FIDE Handbook B.02, 2024), 7.2.1: "If an unrated player has a standard
  rating at the beginning of a rapid or blitz tournament, their standard rating is used for
  rating calculation". Lichess applies the rule and quotes it so
  (https://github.com/lichess-org/lila/pull/19808); Sharly-Chess found FIDE's own calculations
  doing so (https://github.com/Sharly-Chess/sharly-chess/issues/690). The standard rating
  counts for the player and for each opponent (``lent``: by starting rank, from FIDE's standard
  list, as
  :func:`elo_core.rating_list.trf_check.standard_ratings` finds it); the player is new to the
  list of the event's kind, so K is 40 (§8.3.3, fewer than 30 games), unless set by hand.

Each player is rated from their own line, as the file gives it; where two lines do not say the
same game (:mod:`elo_core.trf.checks`), both rows are flagged and nothing is guessed.

The sum of all changes is in general not zero: players have different K, the 400-point rule is
judged from each side, K × n ≤ 700 cuts some K, and each change is rounded on its own.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterator, Mapping, Sequence
from datetime import date
from enum import StrEnum
from types import MappingProxyType
from typing import NamedTuple

from elo_core.elo.first_rating import FirstRating, NoRating, first_rating
from elo_core.elo.kfactor import K10_RATING, NEW_PLAYER_GAMES, KUsed, PlayerFacts
from elo_core.elo.mode import Mode
from elo_core.elo.performance import Performance, performance
from elo_core.elo.rules import FIDE, FIDE_RAPID, RuleSet
from elo_core.elo.series import rate_series
from elo_core.games import Colour, Game, NotRated
from elo_core.trf.problems import TrfProblem, TrfProblemKind
from elo_core.trf.records import ResultCode, RoundEntry, Tournament, TrfPlayer
from elo_core.trf.time_control import Play

__all__ = [
    "EventGame", "EventReport", "EventTotals", "Flag", "PlayUsed", "PlayerResult",
    "play_used", "rate_event", "rate_players", "round_reason", "rules_for_play",
]


class PlayUsed(NamedTuple):
    """The kind of play an event is rated as, and who said so."""

    play: Play | None
    """``None``: not known (neither the file nor the user says)."""
    asked: bool
    """The user chose it; otherwise the file's time control (``222``) says it."""


def play_used(tournament: Tournament, asked: Play | None = None) -> PlayUsed:
    """Takes the kind of play ``asked`` for, else the one the file's time control gives."""
    if asked is not None:
        return PlayUsed(asked, True)
    control = tournament.time_control
    return PlayUsed(None if control is None else control.play, False)


def rules_for_play(play: Play | None) -> RuleSet:
    """Picks the rule set an event of ``play`` is rated by: FIDE's rapid and blitz rules for
    rapid and blitz (B.02's, with the 600-point rule since 1 December 2024), and its standard
    rules for standard play or where the kind is not known."""
    return FIDE_RAPID if play in (Play.RAPID, Play.BLITZ) else FIDE


class Flag(StrEnum):
    """What makes a player's row worth a second look."""

    K_CUT = "k-cut"
    """K × n > 700 lowered K (§8.3.3)."""
    CAPPED_400 = "capped-400"
    """The 400-point rule changed a difference (§8.3.1)."""
    RAPID_GAP = "rapid-gap"
    """A game not rated for the 600-point gap (rapid and blitz)."""
    NOT_MIRRORED = "not-mirrored"
    """A game the opponent's line does not say the same way."""
    POINTS_DIFFER = "points-differ"
    """The points in the file differ from the results."""
    OPPONENT_MISSING = "opponent-missing"
    """An opponent number without a player line."""
    LINE_PROBLEM = "line-problem"
    """Another problem on the player's line (a field or round that could not be read)."""
    STANDARD_RATING = "standard-rating"
    """Unrated in a rapid or blitz event's kind of play, rated with the standard rating
    (B.02 rapid and blitz 7.2.1)."""


class EventGame(NamedTuple):
    """One round of a player, as it was counted."""

    round: int
    opponent: int | None
    opponent_name: str
    opponent_rating: int | None
    colour: Colour | None
    code: ResultCode | None
    score: float | None
    """The points the round gives in the standings."""
    rated: bool
    not_rated: NotRated | None
    expected: float | None
    """Expected score (table 8.1.2 or the formula) for a rated game."""
    capped: bool
    change: float | None
    """K × (S − E) for a rated game."""


class PlayerResult(NamedTuple):
    """Holds one player's event."""

    player: TrfPlayer
    k: KUsed | None
    """``None`` for an unrated player."""
    rated_games: int
    points: float
    """Points in the rated games (for an unrated player: in the games towards a first
    rating)."""
    expected: float
    change: float
    """K × Σ(S − E), unrounded; 0 for an unrated player."""
    rounded_change: int | None
    """The change as published under a rounding rule set; ``None`` otherwise or unrated."""
    new_rating: float | None
    """``None`` for an unrated player (see ``first_rating``)."""
    performance: Performance
    first_rating: FirstRating | None
    """For an unrated player: the first rating or why there is none yet."""
    flags: tuple[Flag, ...]
    games: tuple[EventGame, ...]
    k_overridden: bool
    """K was set for this player by hand."""
    standard_lent: bool = False
    """A rapid or blitz event's player unrated in it, rated with their standard rating
    (B.02 rapid and blitz 7.2.1); ``player.rating`` is that rating."""


class EventReport(NamedTuple):
    """Holds the whole event."""

    tournament: Tournament
    rules: RuleSet
    players: tuple[PlayerResult, ...]
    rated_players: int
    games_rated: int
    """Games rated for at least one of their players, each game once."""
    sum_of_changes: float
    rounded_sum_of_changes: int | None
    """The sum of the published (rounded) changes under a rounding rule set."""
    problems: tuple[TrfProblem, ...]


def event_day(tournament: Tournament) -> date:
    """Returns the day K is judged on: the event's end, else its start, else today."""
    return tournament.end or tournament.start or date.today()


def file_facts(player: TrfPlayer, on: date, lent: bool = False) -> PlayerFacts:
    """Returns what §8.3.3 is told from the file: the rating and year of birth; an established
    player (30 games or more before) whose rating reached 2400 only if it is 2400 or more now — what
    the file cannot say, a K set by hand corrects. A player rated with a ``lent`` standard rating is
    new to the event's list: no game before, no rating of it reached 2400."""
    rating = player.rating or 0
    if lent:
        return PlayerFacts(rating, 0, player.birth_year, False, on)
    return PlayerFacts(rating, NEW_PLAYER_GAMES, player.birth_year, rating >= K10_RATING, on)


_BYES = {ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.PAIRING_BYE}
#: Without an opponent: absent (``Z``, blank, or ``-`` as pairing programs write it).
_ABSENT = {ResultCode.ZERO_BYE, ResultCode.BLANK, ResultCode.FORFEIT_LOSS}
_UNRATED_GAMES = {ResultCode.UNRATED_WIN, ResultCode.UNRATED_DRAW, ResultCode.UNRATED_LOSS}


def round_reason(entry: RoundEntry, me: int, opponent: TrfPlayer | None) -> NotRated | None:
    """Says why the round of player ``me`` is not rated. It gives ``None`` for a game played
    against a rated opponent (one whose ``rating`` is not ``None``)."""
    code = entry.code
    if code is None:
        return NotRated.NOT_READ
    if code in _BYES or (code is ResultCode.FORFEIT_WIN and entry.opponent is None):
        return NotRated.BYE
    if entry.opponent is None:
        return (NotRated.NOT_PAIRED if code in _ABSENT else NotRated.NO_OPPONENT)
    if code in (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS):
        return NotRated.FORFEIT
    if code in _UNRATED_GAMES:
        return NotRated.NOT_RATED_IN_FILE
    if code is ResultCode.BLANK:
        return NotRated.NO_RESULT
    if opponent is None or opponent.start_rank == me:
        return NotRated.OPPONENT_MISSING
    if opponent.rating is None:
        return NotRated.OPPONENT_UNRATED
    return None


def _game(entry: RoundEntry, opponent: TrfPlayer, line: int) -> Game:
    """Returns a game played against a rated opponent, as the engine takes it."""
    score = entry.code.rating_score if entry.code is not None else 0.0
    return Game(opponent.rating, score, opponent.name, colour=entry.colour, line=line)


def _flags(games: Sequence[EventGame], k: KUsed | None,
           kinds: Collection[TrfProblemKind], standard_lent: bool) -> tuple[Flag, ...]:
    flags = {
        Flag.K_CUT: k is not None and k.cut_by_games,
        Flag.CAPPED_400: any(g.capped for g in games),
        Flag.RAPID_GAP: any(g.not_rated is NotRated.RAPID_GAP for g in games),
        Flag.NOT_MIRRORED: TrfProblemKind.NOT_MIRRORED in kinds,
        Flag.POINTS_DIFFER: TrfProblemKind.POINTS_DIFFER in kinds,
        Flag.OPPONENT_MISSING: TrfProblemKind.OPPONENT_MISSING in kinds,
        Flag.LINE_PROBLEM: bool(set(kinds) - {TrfProblemKind.NOT_MIRRORED,
                                              TrfProblemKind.POINTS_DIFFER,
                                              TrfProblemKind.OPPONENT_MISSING}),
        Flag.STANDARD_RATING: standard_lent,
    }
    return tuple(flag for flag, raised in flags.items() if raised)


def rate_player(player: TrfPlayer, by_rank: Mapping[int, TrfPlayer], rules: RuleSet,
                k: float | PlayerFacts, k_overridden: bool = False,
                problems: Collection[TrfProblemKind] = (),
                standard_lent: bool = False) -> PlayerResult:
    """Rates one player's event.

    The games against rated opponents go through the engine. For an unrated player they count
    towards a first rating, and they are disregarded where they bring no point (FIDE B.02 §8.2).
    Every other round is listed with why it is not rated. ``problems`` are the kinds of problem
    the file has for the player (``Tournament.problem_kinds``)."""
    me, unrated = player.start_rank, player.rating is None
    counted: dict[int, Game] = {}
    reasons: dict[int, NotRated] = {}
    for index, entry in enumerate(player.rounds):
        opponent = by_rank.get(entry.opponent) if entry.opponent is not None else None
        reason = round_reason(entry, me, opponent)
        if reason is None and opponent is not None:
            counted[index] = _game(entry, opponent, player.line)
        if reason is not None or unrated:
            reasons[index] = reason or NotRated.PLAYER_UNRATED
    views: dict[int, tuple[float | None, bool, float | None]] = {}
    first: FirstRating | None = None
    k_used: KUsed | None = None
    if player.rating is None:
        first = first_rating(list(counted.values()))
        if first.reason is NoRating.ZERO_POINTS:
            reasons.update(dict.fromkeys(counted, NotRated.FIRST_EVENT_ZERO))
        rated = list(counted.values())
        change, rounded, new_rating, expected = 0.0, None, None, 0.0
        rated_games, points = first.games, first.points
    else:
        report = rate_series(player.rating, list(counted.values()), k, rules, Mode.PERIOD)
        k_used = report.k
        for index, row in zip(counted, report.rows, strict=True):
            if row.not_rated is NotRated.RAPID_GAP:
                reasons[index] = NotRated.RAPID_GAP
            else:
                views[index] = (row.expected, row.capped, row.change)
        rated = [row.game for row in report.rows if row.not_rated is None]
        change, rounded, new_rating = report.change, report.rounded_change, report.new_rating
        expected, rated_games, points = (report.expected_points, report.rated_games,
                                         report.points)
    games = []
    for index, entry in enumerate(player.rounds):
        opponent = by_rank.get(entry.opponent) if entry.opponent is not None else None
        game_expected, capped, game_change = views.get(index, (None, False, None))
        games.append(EventGame(
            entry.round, entry.opponent, opponent.name if opponent else "",
            opponent.rating if opponent else None, entry.colour, entry.code, entry.score,
            index in views, reasons.get(index), game_expected, capped, game_change))
    return PlayerResult(player, k_used, rated_games, points, expected, change, rounded,
                        new_rating, performance(rated), first,
                        _flags(games, k_used, problems, standard_lent),
                        tuple(games), k_overridden, standard_lent)


#: The sum of the changes to this many decimals: far below any change's own precision.
SUM_DECIMALS = 9

#: No K set by hand.
_NO_OVERRIDES: Mapping[int, float] = MappingProxyType({})
#: No standard rating lent.
_NONE_LENT: Mapping[int, int] = MappingProxyType({})


def rate_players(tournament: Tournament, rules: RuleSet, k: float | None = None,
                 k_overrides: Mapping[int, float] = _NO_OVERRIDES,
                 lent: Mapping[int, int] = _NONE_LENT) -> Iterator[PlayerResult]:
    """Rates every player's event under ``rules``, one player at a time in the file's order (K
    and ``lent`` as :func:`rate_event` takes them)."""
    borrowing = {p.start_rank for p in tournament.players
                 if p.rating is None and p.start_rank in lent}
    players = [p._replace(rating=lent[p.start_rank]) if p.start_rank in borrowing else p
               for p in tournament.players]
    by_rank = {p.start_rank: p for p in players}
    on = event_day(tournament)
    for player in players:
        rank = player.start_rank
        own = k_overrides.get(rank)
        borrowed = rank in borrowing
        chosen = (own if own is not None else k if k is not None
                  else file_facts(player, on, borrowed))
        yield rate_player(player, by_rank, rules, chosen, own is not None,
                          tournament.problem_kinds.get(rank, frozenset()), borrowed)


class EventTotals:
    """Adds up what an event's players come to, counted one player at a time
    (:func:`rate_players`), so that an event can be written out player by player: the rated
    players, the games rated for at least one of their players (each game once), and the sum of
    the changes."""

    def __init__(self, tournament: Tournament, rules: RuleSet) -> None:
        self._tournament, self._rules = tournament, rules
        self._changes: list[float] = []
        self._rounded = 0
        #: a rated player's starting rank → the rounds rated for them, as bits
        self._rated_rounds: dict[int, int] = {}

    def add(self, result: PlayerResult) -> None:
        if result.player.rating is None:
            return
        self._changes.append(result.change)
        self._rounded += result.rounded_change or 0
        self._rated_rounds[result.player.start_rank] = sum(
            1 << game.round for game in result.games if game.rated)

    def _games_rated(self) -> int:
        """Counts each rated round once, a game rated for both of its players once only."""
        by_rank = {p.start_rank: p for p in self._tournament.players}
        rated = self._rated_rounds
        games = 0
        for rank, rounds in rated.items():
            for entry in by_rank[rank].rounds:
                if not rounds >> entry.round & 1:
                    continue
                games += 1
                other = entry.opponent or 0
                if (other < rank and rated.get(other, 0) >> entry.round & 1
                        and by_rank[other].rounds[entry.round - 1].opponent == rank):
                    games -= 1  # counted from the other side already
        return games

    def report(self, players: tuple[PlayerResult, ...] = ()) -> EventReport:
        """Returns the event as counted, with ``players`` as its players (none where they were
        written out one by one)."""
        # the changes' own binary noise (8.9e-16 where they cancel) is not a change of the event
        total = round(math.fsum(self._changes), SUM_DECIMALS) + 0.0
        rounded = self._rounded if self._rules.rounds_change else None
        return EventReport(self._tournament, self._rules, players, len(self._changes),
                           self._games_rated(), total, rounded, self._tournament.problems)


def rate_event(tournament: Tournament, rules: RuleSet, k: float | None = None,
               k_overrides: Mapping[int, float] = _NO_OVERRIDES,
               lent: Mapping[int, int] = _NONE_LENT) -> EventReport:
    """Rates every player's event under ``rules``. ``k`` ``None`` takes FIDE's rule from each
    player's own facts in the file (:func:`file_facts`, judged on :func:`event_day`); a number
    is one K for everyone; ``k_overrides`` maps a starting rank to its K and wins over both.
    ``lent`` maps the starting rank of a player the file has unrated to the standard rating a
    rapid or blitz event rates them with (see the module). Never raises for a tournament
    :func:`~elo_core.trf.reader.read_trf` read; a K that is not a positive number is a
    ValueError, as everywhere in the engine.

    A two-round event: Albers (2250) beats Bakker (2100) and draws with Claes (1950); Bakker
    and Claes each have a pairing-allocated bye, which is not rated. All three are adults
    under 2400, so K is 20 (B.02 §8.3.3). By table 8.1.2, Albers expects 0.70 (D = 150) and
    0.85 (D = 300): 20 × (1.5 − 1.55) = −1. Bakker expects 0.30: 20 × (0 − 0.30) = −6. Claes
    expects 0.15: 20 × (0.5 − 0.15) = +7.

    >>> from elo_core import FIDE, rate_event, read_trf
    >>> trf = "\\n".join([
    ...     "012 Club Open", "042 2026/03/13", "052 2026/03/14",
    ...     "001    1 m    Albers, Arne                      2250 NED     1000001 1980/02/02"
    ...     "  1.5    1     2 w 1     3 b =",
    ...     "001    2 m    Bakker, Bram                      2100 NED     1000002 1985/07/07"
    ...     "  1.0    3     1 b 0  0000 - U",
    ...     "001    3 w    Claes, Cato                       1950 BEL      200003 1988/08/08"
    ...     "  1.5    2  0000 - U     1 w =",
    ... ])
    >>> event = rate_event(read_trf(trf), FIDE)
    >>> [(p.player.name, p.k.effective, p.rounded_change, p.new_rating) for p in event.players]
    [('Albers, Arne', 20, -1, 2249), ('Bakker, Bram', 20, -6, 2094), ('Claes, Cato', 20, 7, 1957)]
    >>> event.games_rated, event.rounded_sum_of_changes
    (2, 0)
    """
    totals = EventTotals(tournament, rules)
    results = []
    for result in rate_players(tournament, rules, k, k_overrides, lent):
        totals.add(result)
        results.append(result)
    return totals.report(tuple(results))
