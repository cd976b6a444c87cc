"""Judges a completed event as the project judges a real one: each title's norm by the norm engine
(:func:`~elo_core.norms.check.check_norm`, B.01 with 1.4.1c–e as the norm sheet applies them) and
FIDE's rating change over the event as one rating period
(:func:`~elo_core.elo.series.summarise_series`, B.02 §8.3, rounded once, a half away from zero), for
each outcome of the rounds to come; and what the rules settle before any game.

The player's record for the completed event is read once by the norm engine
(:func:`~elo_core.norms.counted_games.player_record`), the rounds to come standing in as
games against placeholders, so that the event's rounds, 1.4.1c's "8 of 9" and the rounds
that are no games are the engine's own reading; an outcome then puts its opponents and scores
in the placeholders' games.

Two outcomes the norm engine cannot tell apart are judged once: the same opponents (their
rating, title and federation) with the same scores. Where the completed record has no more
games than the norm needs (9, or 7 under 1.4.1b), no game can be left out (1.4.1e–f), so the
order of the games does not matter either, and outcomes with the same opponents and the same
points are one; and there, unless the last round was forfeited (1.4.2c), the norm rests on
all the games, so an outcome whose score, average or performance over them falls short of a
title result (1.4.8, 1.4.8a, 1.4.8b) is no norm without the rest being judged. The rating
change of a period depends only on the rated opponents and the points scored against them.

*Out of reach* (no outcome makes the norm, whoever the opponents to come) where the completed
event must fail a requirement that no set of games can meet: fewer games than the norm needs
(one fewer in a 9-round event, 1.4.1c); fewer than 3 opponents of the title or higher
(1.4.5b–e) with every unknown opponent of it where the field has one; an average below the
title's (1.4.8a) even over the best-rated games the norm could keep, each opponent at least at
the title's floor (1.4.6b) and every unknown opponent the best-rated one possible; a man for a
women's title (0.3). *Made already*: in a Swiss, where the rounds played make the norm on
games enough for the whole event, since later games may then be ignored (1.4.1e).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from enum import StrEnum
from typing import NamedTuple

from elo_core.elo.kfactor import PlayerFacts
from elo_core.elo.mode import Mode
from elo_core.elo.rules import RuleSet
from elo_core.elo.series import summarise_series
from elo_core.event import event_day, file_facts, rate_player
from elo_core.forecast.standing import NextGame, Opponent, Planned, PlayerStanding
from elo_core.games import Colour, Game
from elo_core.norms.check import NormBasis, check_norm, games_needed
from elo_core.norms.counted_games import UNRATED_RATING, NormGame, player_record
from elo_core.norms.event_type import EventFormat, NormSettings
from elo_core.norms.performance import (
    adjusted_ratings,
    average_rating,
    minimum_score,
    norm_performance,
)
from elo_core.norms.requirements import LEAST_OF_TITLE
from elo_core.norms.titles import NormTitle
from elo_core.titles import read_trf_title
from elo_core.trf.records import ResultCode, RoundEntry, Tournament, TrfPlayer

__all__ = ["Certainty"]

#: A placeholder's starting rank: above any a TRF can hold (four columns).
_PLACEHOLDER = 10_000
#: A placeholder's rating and federation, so that the engine counts its game (an unrated
#: opponent without a point is left out of a round robin, 1.4.2b); an outcome replaces both.
_STAND_IN = 2000
#: 1.4.1c: a 9-round event's norm may rest on 8 games.
_NINE_ROUNDS = 9


class Certainty(StrEnum):
    """Names a norm the rules settle, whatever the games bring."""

    CERTAIN = "certain"
    IMPOSSIBLE = "impossible"


class Facts(NamedTuple):
    """What the norm engine reads of an opponent."""

    rank: int | None
    rating: int | None
    title: str
    federation: str


def _order(facts: Facts) -> tuple[int, str, str, int]:
    return facts.rating or 0, facts.title, facts.federation, facts.rank or 0


def _no_title_result(games: Sequence[NormGame], points: float, title: NormTitle) -> bool:
    """Tells whether ``points`` in ``games`` are short of a title result: the score, the average or
    the performance below the title's (1.4.8, 1.4.8a, 1.4.8b)."""
    if not games:
        return True
    total, rule = sum(adjusted_ratings(games, title)), title.rule
    return (points < minimum_score(len(games))
            or average_rating(total, len(games)) < rule.average
            or norm_performance(points, len(games), total) < rule.performance)


def norm_facts(opponent: Opponent, double_round_robin: bool) -> Facts:
    """Returns the opponent as the norm engine reads a TRF's player (B.01 1.4.2a, 1.4.5): the title
    read as a TRF writes it (:func:`~elo_core.titles.read_trf_title`), the federation as written;
    the rank only where a double round robin counts the players met."""
    title = read_trf_title(opponent.title)
    return Facts(opponent.start_rank if double_round_robin else None, opponent.rating,
                 "" if title is None else title.value, opponent.federation.strip().upper())


def truncated(tournament: Tournament, after_round: int) -> Tournament:
    """Returns the event as it stood after ``after_round`` rounds."""
    return tournament._replace(
        players=tuple(p._replace(rounds=p.rounds[:after_round]) for p in tournament.players),
        rounds=after_round)


class NormJudge:
    """Judges one player's norms over the outcomes of the rounds to come."""

    def __init__(self, state: PlayerStanding, planned: Sequence[Planned], rounds: int,
                 settings: NormSettings, waiver: str | None,
                 by_rank: Mapping[int, TrfPlayer]) -> None:
        self.settings, self.waiver, self.rounds = settings, waiver, rounds
        self.double = settings.event_format is EventFormat.DOUBLE_ROUND_ROBIN
        after = state.after_round
        entries = list(state.player.rounds[:after])
        placeholders: dict[int, TrfPlayer] = {}
        for offset, plan in enumerate(planned):
            number = after + offset + 1
            if isinstance(plan, RoundEntry):
                entries.append(plan._replace(round=number))
                continue
            rank = _PLACEHOLDER + number
            placeholders[rank] = state.player._replace(start_rank=rank, rating=_STAND_IN,
                                                       federation="FID", rounds=())
            colour = (plan.colour if isinstance(plan, NextGame) and plan.colour is not None
                      else Colour.WHITE)
            entries.append(RoundEntry(number, rank, colour, ResultCode.WIN, 1.0))
        completed = state.player._replace(rounds=tuple(entries))
        record = player_record(Tournament("", "", "", None, None, "", (), ()), completed,
                               settings.event_format, {**by_rank, **placeholders})
        self.past = tuple(g for g in record.games if g.round <= after)
        self.to_come = tuple(g.round for g in record.games if g.round > after)
        self.record = record
        self.least, _ = games_needed(rounds, settings)
        self.order_matters = len(record.games) > self.least
        self._all_or_nothing = not self.order_matters and record.last_round_forfeit is None
        self._past_points = sum(g.score for g in self.past)
        self._judged: dict[tuple[object, ...], bool] = {}

    def key(self, facts: Sequence[Facts], scores: Sequence[float]) -> tuple[object, ...]:
        """Returns what tells two outcomes apart for the norm engine (the module's docstring)."""
        if self.order_matters:
            return tuple(zip(facts, scores, strict=True))
        return (tuple(sorted(facts, key=_order)), sum(scores))

    def achieved(self, title: NormTitle, facts: Sequence[Facts],
                 scores: Sequence[float]) -> bool:
        """Checks whether the completed event, the rounds to come against the opponents ``facts``
        with ``scores``, makes a ``title`` norm."""
        key = (title, *self.key(facts, scores))
        found = self._judged.get(key)
        if found is None:
            games = tuple(NormGame(number, f.rank, f.rating, f.title, f.federation, s)
                          for number, f, s in zip(self.to_come, facts, scores, strict=True))
            every = self.past + games
            points = self._past_points + sum(scores)
            found = (not (self._all_or_nothing and _no_title_result(every, points, title))
                     and check_norm(self.record._replace(games=every, points=points), title,
                                    self.settings, self.waiver).achieved)
            self._judged[key] = found
        return found

    def out_of_reach(self, title: NormTitle, known: Sequence[Facts | None],
                     best_unknown: int | None, unknown_titles: Collection[str]) -> bool:
        """Checks whether no outcome can make the norm (see the module's docstring). ``known`` holds
        the facts of each game to come (``None`` for an opponent not known); ``best_unknown`` is
        the best rating an unknown opponent can have (``None``: unrated); ``unknown_titles`` are the
        titles such an opponent can hold."""
        rule = title.rule
        if rule.women_only and not self.record.player.woman:
            return True
        fewest = self.least - 1 if self.rounds == _NINE_ROUNDS else self.least
        if len(self.record.games) < fewest:
            return True
        unknown = sum(f is None for f in known)
        of_title = (sum(g.title in rule.counted for g in self.past)
                    + sum(f is not None and f.title in rule.counted for f in known)
                    + (unknown if set(unknown_titles) & rule.counted else 0))
        if of_title < LEAST_OF_TITLE:
            return True
        bounds = [max(UNRATED_RATING if r is None else r, rule.floor)
                  for r in (*(g.rating for g in self.past),
                            *(f.rating for f in known if f is not None),
                            *([best_unknown] * unknown))]
        best = sorted(bounds, reverse=True)[:fewest]
        return average_rating(sum(best), len(best)) < rule.average

    def made_already(self, title: NormTitle, state: PlayerStanding, tournament: Tournament,
                     by_rank: Mapping[int, TrfPlayer]) -> bool:
        """Tells whether, in a Swiss, the rounds played make the norm on games enough for the whole
        event."""
        if self.settings.event_format is not EventFormat.SWISS:
            return False
        so_far = player_record(tournament, state.player._replace(
            rounds=state.player.rounds[:state.after_round]), self.settings.event_format, by_rank)
        check = check_norm(so_far, title, self.settings, self.waiver)
        return (check.achieved and check.basis in (NormBasis.ALL_GAMES, NormBasis.LEFT_OUT)
                and len(check.judged.games) >= self.least)


    def settled(self, titles: Sequence[NormTitle], state: PlayerStanding,
                tournament: Tournament, by_rank: Mapping[int, TrfPlayer],
                known: Sequence[Facts | None], best_unknown: int | None,
                unknown_titles: Collection[str]) -> dict[NormTitle, Certainty]:
        """Returns the titles the rules settle before any game: made already, or out of reach (the
        arguments as :meth:`out_of_reach` takes them)."""
        settled = {}
        for title in titles:
            if self.made_already(title, state, tournament, by_rank):
                settled[title] = Certainty.CERTAIN
            elif self.out_of_reach(title, known, best_unknown, unknown_titles):
                settled[title] = Certainty.IMPOSSIBLE
        return settled


class RatingJudge:
    """Judges one rated player's FIDE rating change over the event, as one rating period."""

    def __init__(self, state: PlayerStanding, tournament: Tournament, rules: RuleSet,
                 k: float | PlayerFacts | None, by_rank: Mapping[int, TrfPlayer]) -> None:
        player = state.player
        self.rules, self.start = rules, float(player.rating or 0)
        self.k = k if k is not None else file_facts(player, event_day(tournament))
        so_far = player._replace(rounds=player.rounds[:state.after_round])
        result = rate_player(so_far, by_rank, rules, self.k)
        self.past = [Game(g.opponent_rating, g.code.rating_score)
                     for g in result.games if g.rated and g.code is not None]
        self._changes: dict[tuple[object, ...], float] = {}

    def change(self, ratings: Sequence[int | None], scores: Sequence[float]) -> float:
        """Returns the period's change (rounded where the rules round it) with the rounds to come
        against opponents rated ``ratings`` (``None``: unrated, not rated) scoring ``scores``."""
        rated = [(r, s) for r, s in zip(ratings, scores, strict=True) if r is not None]
        key = (tuple(sorted(r for r, _ in rated)), sum(s for _, s in rated))
        found = self._changes.get(key)
        if found is None:
            games = [*self.past, *(Game(float(r), s) for r, s in rated)]
            summary = summarise_series(self.start, games, self.k, self.rules, Mode.PERIOD)
            found = float(summary.change if summary.rounded_change is None
                          else summary.rounded_change)
            self._changes[key] = found
        return found
