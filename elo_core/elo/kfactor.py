"""Chooses the development coefficient K (FIDE Handbook B.02 §8.3.3).

- 40 for a player new to the list until they have completed events with at least 30 games;
- 40 until the end of the year of the 18th birthday, while the rating is under 2300;
- 20 while the rating stays under 2400;
- 10 once a published rating has reached 2400, for good.

The text gives no order between the lines; this follows the usual reading: reached 2400 → 10,
junior under 2300 → 40, fewer than 30 games → 40, else 20. K is each player's own: it comes from
that player's facts, judged on a given day (the year of the 18th birthday depends on it).

A list may not give every fact (a club's start list without a year of birth, FIDE's list
without the games before): where the facts known leave two lines possible, the K a list gives
the player (FIDE's list prints each player's K) decides, else a K assumed, 20 unless the user
says otherwise: an established adult's, as :func:`default_opponent_facts` takes a player
nobody described. :func:`k_from_known` says which, and the facts that were missing.

Under the FIDE rule sets, if n games in the rating period × K exceeds 700, K becomes the largest
whole number with K × n ≤ 700. That is a rule of the rating period: in sequential mode every
update is a period of one game, and K × 1 never exceeds 700, so K is never cut there. Read to the
letter, more than 700 games in one period leave no whole K above 0 with K × n ≤ 700, so K is 0 and
the period changes nothing; the rule is applied as written and flagged as
:attr:`KCut.CUT_TO_ZERO`, never silently.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from datetime import date
from enum import StrEnum
from functools import cache
from typing import NamedTuple

from elo_core.elo.mode import Mode
from elo_core.elo.rules import RuleSet

__all__ = [
    "ASSUMED_K", "K_PRESETS", "Fact", "KBasis", "KCut", "KFound", "KRule", "KUsed", "PlayerFacts",
    "default_opponent_facts", "fide_k", "k_from_known", "resolve_k",
]

#: §8.3.3: K × n may not exceed this.
K_TIMES_GAMES_LIMIT = 700
#: The presets the pages offer: FIDE's 40/20/10 and the values federations and sites use.
K_PRESETS: tuple[int, ...] = (40, 32, 24, 20, 16, 10)
#: §8.3.3: a published rating this high gives K 10 for good.
K10_RATING = 2400
#: §8.3.3: the K of a player whose published rating reached 2400, and only theirs.
REACHED_K = 10
#: §8.3.3: the junior K of 40 holds only under this rating.
JUNIOR_BELOW = 2300
#: §8.3.3: K 40 until the end of the year of this birthday.
JUNIOR_AGE = 18
#: §8.3.3: a player new to the list keeps K 40 until this many games are completed.
NEW_PLAYER_GAMES = 30
#: The K assumed where a player's facts do not decide §8.3.3's and no list gives one: an
#: established adult's.
ASSUMED_K = 20


class KRule(StrEnum):
    """Names the line of §8.3.3 that chose K."""

    REACHED_2400 = "reached-2400"
    JUNIOR = "junior"
    NEW_PLAYER = "new-player"
    STANDARD = "standard"


class Fact(StrEnum):
    """A fact §8.3.3 asks that a list may not give."""

    BIRTH_YEAR = "birth-year"
    GAMES_BEFORE = "games-before"


class KBasis(StrEnum):
    """What a player's K by §8.3.3 rests on where some of their facts are not known."""

    FACTS = "facts"
    """The facts known decide it, whatever the others are."""
    LISTED = "listed"
    """They do not; the K the player's list gives does."""
    ASSUMED = "assumed"
    """Neither: a K assumed (:data:`ASSUMED_K` unless the user set another)."""


class KFound(NamedTuple):
    """Holds K by §8.3.3 from what is known of a player, and what it rests on."""

    k: float
    rule: KRule | None
    """The line of §8.3.3 that chose it, where the facts known decide it."""
    basis: KBasis
    missing: tuple[Fact, ...]
    """The facts not known that could have given another K; none where the facts decide."""


class KCut(StrEnum):
    """Records what §8.3.3's K × n ≤ 700 did to K, and why."""

    NOT_NEEDED = "not-needed"
    """A rating period with K × n ≤ 700: K stands."""
    CUT = "cut"
    """A rating period with K × n > 700: K became the largest whole number with K × n ≤ 700."""
    CUT_TO_ZERO = "cut-to-zero"
    """More than 700 games in one period: no whole K above 0 fits, so K is 0 and the period
    changes nothing (the rule read to the letter)."""
    SEQUENTIAL = "sequential"
    """Not a rating period: in sequential mode every update is one game, so K is not cut."""
    NOT_IN_RULES = "not-in-rules"
    """The rule set has no K × n rule (classic Elo)."""


class PlayerFacts(NamedTuple):
    """What §8.3.3 asks of a player."""

    rating: float
    games_before: int = NEW_PLAYER_GAMES
    """Rated games the player completed before this rating period."""
    birth_year: int | None = None
    reached_2400: bool = False
    """A published rating of the player has ever reached 2400."""
    on: date | None = None
    """The day K is judged on (the rating period's); today when ``None``."""


class KUsed(NamedTuple):
    """Holds the K a computation used, and everything a page needs to say why."""

    chosen: float
    """K as chosen, or as §8.3.3 derived it from the facts."""
    effective: float
    """K after the K × n ≤ 700 rule."""
    rule: KRule | None
    """The line of §8.3.3 that chose K; ``None`` for a K chosen by hand."""
    cut: KCut
    """What K × n ≤ 700 did, or why it did not apply."""
    games: int
    """n of K × n: the rated games of the period; 1 in sequential mode, where every update is a
    period of one game."""
    facts: PlayerFacts | None
    """The facts §8.3.3 read, with ``on`` set to the day they were judged on; ``None`` for a
    K chosen by hand."""

    @property
    def cut_by_games(self) -> bool:
        """The K × n ≤ 700 rule lowered K."""
        return self.cut in (KCut.CUT, KCut.CUT_TO_ZERO)


def fide_k(facts: PlayerFacts) -> tuple[int, KRule]:
    """Gives K for a player by §8.3.3, and the line that chose it, judged on ``facts.on``
    (today when ``None``): a junior keeps 40 until the end of the year of the 18th birthday.

    On 5 December 2026, a player born in 2010 and rated 2250 is a junior until the end of 2028
    and under 2300: 40. An adult rated 2350 with 50 games is 20; the same adult whose published
    rating once reached 2400 is 10 for good, even at 2380. A player with 12 games is new to the
    list: 40 until 30 games are completed.

    >>> from datetime import date
    >>> from elo_core import PlayerFacts, fide_k
    >>> day = date(2026, 12, 5)
    >>> fide_k(PlayerFacts(2250, games_before=40, birth_year=2010, on=day))
    (40, <KRule.JUNIOR: 'junior'>)
    >>> fide_k(PlayerFacts(2350, games_before=50, birth_year=1990, on=day))
    (20, <KRule.STANDARD: 'standard'>)
    >>> fide_k(PlayerFacts(2380, games_before=50, birth_year=1990, reached_2400=True, on=day))
    (10, <KRule.REACHED_2400: 'reached-2400'>)
    >>> fide_k(PlayerFacts(1700, games_before=12, birth_year=1980, on=day))
    (40, <KRule.NEW_PLAYER: 'new-player'>)
    """
    if facts.reached_2400 or facts.rating >= K10_RATING:
        return REACHED_K, KRule.REACHED_2400
    year = (facts.on or date.today()).year
    if (facts.birth_year is not None and year <= facts.birth_year + JUNIOR_AGE
            and facts.rating < JUNIOR_BELOW):
        return 40, KRule.JUNIOR
    if facts.games_before < NEW_PLAYER_GAMES:
        return 40, KRule.NEW_PLAYER
    return 20, KRule.STANDARD


@cache
def _decided(k: float, rule: KRule) -> KFound:
    """Records K as the facts decide it, one record for each line (a season asks it for each
    member and month)."""
    return KFound(k, rule, KBasis.FACTS, ())


def k_from_known(facts: PlayerFacts, unknown: Collection[Fact] = (), listed: float | None = None,
                 assumed: float = ASSUMED_K) -> KFound:
    """Chooses K by §8.3.3 from what is known of a player: ``facts``, less the ``unknown`` ones.

    A year of birth not known is ``None`` in ``facts``. Where the games before are not known,
    ``facts.games_before`` holds the games known (those since, at least). The facts decide K where
    one line of §8.3.3 holds whatever the missing facts are:

    - 2400 reached;
    - a junior by the year of birth;
    - fewer than 30 games, all known (a junior's K is 40 too);
    - 30 or more games, known to be, beside a year of birth known or a rating of 2300 or more,
      which no year makes a junior's.

    Otherwise K is the one ``listed`` for the player, else ``assumed``."""
    k, rule = fide_k(facts)
    if not unknown or rule in (KRule.REACHED_2400, KRule.JUNIOR) or (
            rule is KRule.NEW_PLAYER and Fact.GAMES_BEFORE not in unknown):
        return _decided(k, rule)
    missing = tuple(fact for fact, open_ in (
        (Fact.BIRTH_YEAR, facts.rating < JUNIOR_BELOW),
        (Fact.GAMES_BEFORE, facts.games_before < NEW_PLAYER_GAMES)) if fact in unknown and open_)
    if not missing:
        return KFound(k, rule, KBasis.FACTS, ())
    if listed is not None:
        return KFound(listed, None, KBasis.LISTED, missing)
    return KFound(assumed, None, KBasis.ASSUMED, missing)


def default_opponent_facts(rating: float, on: date | None = None) -> PlayerFacts:
    """Gives what §8.3.3 is told of an opponent nobody described: an adult with 30 or more games
    whose published rating never reached 2400, unless the rating is 2400 or more now; judged on
    ``on``."""
    return PlayerFacts(rating, NEW_PLAYER_GAMES, None, rating >= K10_RATING, on)


def facts_after(facts: PlayerFacts, new_rating: float, rated_games: int) -> PlayerFacts:
    """Returns the facts on the next list, for §8.3.3: the new rating published (K 10 for good once
    it reaches 2400), and this period's rated games completed; the day stays as given."""
    return facts._replace(
        rating=new_rating,
        games_before=facts.games_before + rated_games,
        reached_2400=facts.reached_2400 or new_rating >= K10_RATING,
    )


def k_cut_by_games(k: float, games: int) -> float:
    """Returns K after §8.3.3's K × n ≤ 700.

    Where K × n > 700, K becomes the largest whole number with K × n ≤ 700 (0 once n exceeds
    700)."""
    if games > 0 and k * games > K_TIMES_GAMES_LIMIT:
        return math.floor(K_TIMES_GAMES_LIMIT / games)
    return k


def resolve_k(
    k: float | PlayerFacts, rated_games: int, rules: RuleSet, mode: Mode = Mode.PERIOD
) -> KUsed:
    """Gives the K for ``rated_games`` games: chosen by hand, or from the player's own facts
    by §8.3.3 judged on ``facts.on`` (today when ``None``); K × n ≤ 700 cuts it only for a
    rating period under a rule set that has the rule.

    K 40 for 20 games makes 800, over 700, so K becomes 700 / 20 = 35; K 20 for 36 games makes
    720, and K becomes the largest whole number within, 19 (19 × 36 = 684). Classic Elo has no
    such rule:

    >>> from elo_core import ELO, FIDE, resolve_k
    >>> resolve_k(40, 20, FIDE).effective, resolve_k(20, 36, FIDE).effective
    (35, 19)
    >>> resolve_k(40, 20, ELO).effective
    40
    """
    chosen: float
    facts: PlayerFacts | None
    if isinstance(k, PlayerFacts):
        facts = k._replace(on=k.on or date.today())
        chosen, rule = fide_k(facts)
    else:
        if not (k > 0 and math.isfinite(k)):
            raise ValueError(f"K must be a positive number, got {k}")
        facts, chosen, rule = None, k, None
    if not rules.caps_k_by_games:
        return KUsed(chosen, chosen, rule, KCut.NOT_IN_RULES, rated_games, facts)
    if mode is Mode.SEQUENTIAL:
        return KUsed(chosen, chosen, rule, KCut.SEQUENTIAL, 1, facts)
    effective = k_cut_by_games(chosen, rated_games)
    cut = (KCut.NOT_NEEDED if effective == chosen
           else KCut.CUT_TO_ZERO if effective == 0 else KCut.CUT)
    return KUsed(chosen, effective, rule, cut, rated_games, facts)
