"""States once every range of values the dashboard accepts, for the engine, the command line and the
pages.

A range here is what a user may enter; the rules' own constants (Lichess's deviation floor, the
400-point cap, K 40/20/10) live with the rules. Where an input's range *is* a rule's (the pages'
Glicko-2 deviation is kept within Lichess's 45–500), the input takes the rule's constants.
"""

from __future__ import annotations

from datetime import date

__all__ = ["RATING_MAX", "RATING_MIN"]

#: The sane range for a rating anywhere in the dashboard: a game's two, a start, a target.
RATING_MIN, RATING_MAX = 100, 3500
#: K, chosen by hand.
K_MIN, K_MAX = 1, 100
#: Rated games completed before a rating period: more than any player has.
GAMES_BEFORE_MAX = 100_000
#: The earliest year of birth; the latest is this year (:func:`birth_year_max`).
BIRTH_YEAR_MIN = 1900
#: Games a plan may add after the listed ones.
MORE_GAMES_MAX = 500
#: A starting rank: four columns of a Tournament Report File.
START_RANK_MIN, START_RANK_MAX = 1, 9999
#: An event's rounds, or those still to play after tonight's: more than any event has.
ROUNDS_MAX = 50
#: The most rounds an event is read with: more than any tournament has (a double round robin
#: of 50 players has 98), so that a damaged TRF line cannot make millions of rounds, and the
#: most games a norm leaves some out of (a longer list is no event).
EVENT_ROUNDS_MAX = 200
#: An event's first round: the fewest rounds a forecast takes.
EVENT_ROUNDS_MIN = 1
#: A forecast's simulated runs: from enough for a chance within 5 points (1/(2√100)) to a
#: million (a minute or two for one player).
FORECAST_RUNS_MIN, FORECAST_RUNS_MAX = 100, 1_000_000
#: A forecast's seed: what numpy's generator takes as one 32-bit word.
SEED_MIN, SEED_MAX = 0, 2**32 - 1

#: The largest Glicko rating deviation a game list may give for an opponent (``1850/60:1``):
#: Lichess's ceiling, a new player's. The floor is only "above 0", since Glickman's own worked
#: example has an opponent at RD 30, below Lichess's 45.
GAME_RD_MAX = 500
#: A Glicko-2 deviation given for a player or the opponents in Glickman's period: from one
#: rating point (a deviation below that claims a certainty no rating has) up to Lichess's
#: ceiling.
RD_MIN, RD_MAX = 1.0, 500.0
#: A Glicko-2 volatility in Glickman's period: from a sixtieth of the paper's typical 0.06 up to
#: ten times Lichess's ceiling of 0.1.
VOLATILITY_MIN, VOLATILITY_MAX = 0.001, 1.0
#: τ: "reasonable choices are between 0.3 and 1.2" (Glickman's paper).
TAU_MIN, TAU_MAX = 0.3, 1.2
#: Days without games before a series on Lichess: ten years, far past the deviation's ceiling.
DAYS_IDLE_MAX = 3650

#: A DWZ's Index (the number of its evaluations, DSB WO 2.2.4): 1 after the first; a weekly club
#: player for fifty years has a few hundred.
DWZ_INDEX_MIN, DWZ_INDEX_MAX = 1, 999
#: An event's last day, which picks the DWZ's Wertungsordnung: from 1990, before the DWZ's
#: first list, to the end of 2099.
EVENT_DAY_MIN, EVENT_DAY_MAX = date(1990, 1, 1), date(2099, 12, 31)
#: A FIDE ID: FIDE's have up to nine digits; ten are taken, as a rating list's column of them
#: is wide enough for.
FIDE_ID_MIN, FIDE_ID_MAX = 1, 9_999_999_999
#: The longest name a rating list may give a player: FIDE's list's column of names is 60
#: characters wide, and the DSB's ``Nachname, Vorname`` are shorter still.
LISTED_NAME_MAX = 100

#: A season's game day: from 1900 (the earliest year of birth a member can have) to the end of
#: 2099, as for an event's last day; ``0001-01-01`` or ``9999-12-31`` is a placeholder, not a
#: day anyone played.
GAME_DAY_MIN, GAME_DAY_MAX = date(1900, 1, 1), date(2099, 12, 31)


def birth_year_max() -> int:
    """Returns the latest year of birth, which is this year."""
    return date.today().year
