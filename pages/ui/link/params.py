"""Every input of the dashboard, as the link names it: default, what it accepts, which pages
show it. A link reproduces a page exactly from these; inputs shown on several pages (your
rating and K, the rules, the language) are one value that every page shares.
"""

from __future__ import annotations

from datetime import date

from elo_core import (
    ASSUMED_K,
    DEFAULT_EVENT_RUNS,
    DEFAULT_K,
    DEFAULT_SEED,
    DEFAULT_START,
    DEFAULT_TOP,
    RATING_MAX,
    RATING_MIN,
    RULE_SETS,
    WO,
    Colour,
    DateOrder,
    EventFormat,
    Exemption,
    Expectation,
    Play,
    System,
    TeamChampionship,
    Title,
)
from elo_core.elo.single import SCENARIOS
from elo_core.glicko2.glickman import DEFAULT_OPPONENT_RD
from elo_core.glicko2.lichess import DEFAULT_VOLATILITY, RD_CEILING, RD_FLOOR, VOLATILITY_CEILING
from elo_core.language import LANGUAGES
from elo_core.ranges import (
    BIRTH_YEAR_MIN,
    DAYS_IDLE_MAX,
    DWZ_INDEX_MAX,
    DWZ_INDEX_MIN,
    EVENT_DAY_MAX,
    EVENT_DAY_MIN,
    EVENT_ROUNDS_MAX,
    EVENT_ROUNDS_MIN,
    FORECAST_RUNS_MIN,
    GAMES_BEFORE_MAX,
    K_MAX,
    K_MIN,
    MORE_GAMES_MAX,
    ROUNDS_MAX,
    SEED_MAX,
    SEED_MIN,
    START_RANK_MAX,
    START_RANK_MIN,
    VOLATILITY_MIN,
    birth_year_max,
)
from pages.ui.link import define
from pages.ui.link.codec import game_list, write_game_list
from pages.ui.link.readers import (
    DayBetween,
    Number,
    Text,
    Whole,
    choice,
    day,
    federation,
    flag,
    mark,
    marks,
    optional,
    pairs,
)
from pages.ui.shared.file_names import STEM_CHARS

EVERY_PAGE = "home game tournament event club list"
RATED_PAGES = "game tournament"
#: The pages that rate by Elo or the DWZ and by a WO: the two that rate your games, and a
#: whole event.
SYSTEM_PAGES = "game tournament event"
EXPECTATION_CHOICES = ("rules", *(e.value for e in Expectation))
EXAMPLE_GAMES = "Meier 1800:1\nSchmidt 1950:½\nKraus 2100:0\n1700:1"
VIEWS = ("trajectory", "changes", "breakdown", "order")
PLAN_QUESTIONS = ("these", "more", "round")
PLAN_BASES = ("period", "list")
#: What the Single game and Tournament pages rate by: Elo (the rule set in force) or the
#: German DWZ.
RATED_BY = ("elo", "dwz")
#: The DWZ's Wertungsordnung: the one the event's last day picks, or either one asked for.
WO_CHOICES = ("auto", *(wo.value for wo in WO))
#: The pages' Glicko-2 inputs are kept as Lichess keeps them (lila): the deviation within its
#: floor and ceiling, the volatility at most its ceiling.
GLICKO_RD = (int(RD_FLOOR), int(RD_CEILING))
GLICKO_VOLATILITY = (VOLATILITY_MIN, VOLATILITY_CEILING)


def write_k_set(overrides: dict[int, int]) -> str:
    """K set per player as the link writes it: ``3:40,7:10``, by start rank."""
    return ",".join(f"{rank}:{value}" for rank, value in sorted(overrides.items()))


rating = Whole(RATING_MIN, RATING_MAX)
k = Whole(K_MIN, K_MAX)

# The frame
define("lang", "en", choice(LANGUAGES), EVERY_PAGE)
#: ``None`` until the user chooses: each page then shows its own default (frame._page_rules).
define("rules", None, optional(choice(tuple(RULE_SETS))), EVERY_PAGE)
define("exp", "rules", choice(EXPECTATION_CHOICES), EVERY_PAGE)
# You, on both pages
define("rating", 1800, rating, RATED_PAGES)
define("k", 20, k, RATED_PAGES)
define("k_rule", False, flag, RATED_PAGES)
define("played", 30, Whole(0, GAMES_BEFORE_MAX), RATED_PAGES)
define("born", None, optional(Whole(BIRTH_YEAR_MIN, birth_year_max())), RATED_PAGES,
       write=lambda year: "" if year is None else str(year))
define("r2400", False, flag, RATED_PAGES)
define("rd", int(DEFAULT_OPPONENT_RD), Whole(*GLICKO_RD), RATED_PAGES)
define("vol", DEFAULT_VOLATILITY, Number(*GLICKO_VOLATILITY), RATED_PAGES,
       write=repr)
define("o_rd", int(DEFAULT_OPPONENT_RD), Whole(*GLICKO_RD), RATED_PAGES)
define("on", None, optional(day), RATED_PAGES, write=lambda d: "" if d is None else d.isoformat())
# The DWZ, on both pages: what they rate by, your DWZ and its Index, the event's last day, the WO
define("by", RATED_BY[0], choice(RATED_BY), SYSTEM_PAGES)
define("dwz", 1600, rating, RATED_PAGES)
define("index", 10, Whole(DWZ_INDEX_MIN, DWZ_INDEX_MAX), RATED_PAGES)
define("last_day", None, optional(DayBetween(EVENT_DAY_MIN, EVENT_DAY_MAX)), RATED_PAGES,
       write=lambda d: "" if d is None else d.isoformat())
define("wo", WO_CHOICES[0], choice(WO_CHOICES), SYSTEM_PAGES)
# Single game
define("opponent", 1900, rating, "game")
define("k_opponent", None, optional(k), "game",
       write=lambda value: "" if value is None else str(value))
define("result", "win", choice(tuple(SCENARIOS)), "game")
define("how", False, flag, "game")
define("o_played", 30, Whole(0, GAMES_BEFORE_MAX), "game")
define("o_born", None, optional(Whole(BIRTH_YEAR_MIN, birth_year_max())), "game",
       write=lambda year: "" if year is None else str(year))
define("o_r2400", False, flag, "game")
define("o_index", 10, Whole(DWZ_INDEX_MIN, DWZ_INDEX_MAX), "game")
# Tournament
define("games", EXAMPLE_GAMES, game_list, "tournament", write=write_game_list)
define("new", False, flag, "tournament")
define("view", VIEWS[0], choice(VIEWS), "tournament")
define("band", False, flag, "tournament")
define("target", None, optional(rating), "tournament",
       write=lambda value: "" if value is None else str(value))
define("plan", PLAN_QUESTIONS[0], choice(PLAN_QUESTIONS), "tournament")
define("basis", PLAN_BASES[0], choice(PLAN_BASES), "tournament")
define("more_games", 5, Whole(1, MORE_GAMES_MAX), "tournament")
define("more_avg", 1800, rating, "tournament")
define("days", 0, Whole(0, DAYS_IDLE_MAX), "tournament")
define("tonight", 1800, rating, "tournament")
define("left", 0, Whole(0, ROUNDS_MAX), "tournament")
#: The name the downloads are given, where a link names them (a Whole event's player link:
#: the event's and the player's, as a file name takes them).
define("file", "", Text(STEM_CHARS), "tournament")
define("left_avg", None, optional(rating), "tournament",
       write=lambda value: "" if value is None else str(value))
# Event (the file itself is kept in the session, not in the link)
define("k_all", None, optional(k), "event",
       write=lambda value: "" if value is None else str(value))
define("k_set", {}, pairs(Whole(START_RANK_MIN, START_RANK_MAX), k), "event", write=write_k_set)
#: The most characters of a name the players' table is filtered by.
FIND_CHARS = 60
#: A name typed is kept in the session, never in the link: the page's link holds the settings
#: only (a shared link names nobody the user did not mean to share).
define("find", "", Text(FIND_CHARS), "")
define("rows", 1, Whole(1, START_RANK_MAX), "event")
#: The players the K set by hand is for: a mark of their names at its start ranks, so that it
#: applies to their file (a corrected one too) and not to another file's players at those ranks.
define("k_for", None, optional(mark), "event", write=lambda key: "" if key is None else key)
define("player", None, optional(Whole(START_RANK_MIN, START_RANK_MAX)), "event",
       write=lambda rank: "" if rank is None else str(rank))
#: The kind of play the event is rated as: the file's time control (``auto``), or one chosen
#: over it; it picks FIDE's standard or rapid and blitz rules where the user chose none.
PLAY_CHOICES = ("auto", *(play.value for play in Play))
define("play", PLAY_CHOICES[0], choice(PLAY_CHOICES), "event")


# A club's season (the files and every name in them are kept in the session, not in the link)
#: The systems a season is rated by, as the link names them.
SYSTEMS = tuple(system.value for system in System)
#: K for the FIDE system: by §8.3.3's rule from each member's facts, or one K for all.
K_BY = ("rule", "fixed")
define("system", System.ELO.value, choice(SYSTEMS), "club")
define("club_k", int(DEFAULT_K), k, "club")
define("k_by", K_BY[0], choice(K_BY), "club")
define("versus", System.FIDE.value, choice(SYSTEMS), "club")
#: With K by §8.3.3: the K of a member whose facts do not decide it and whose start list gives
#: none (an established adult's unless the user says otherwise).
define("k_assumed", ASSUMED_K, k, "club")
#: Where every member starts when nobody in the season has a rating (Elo, FIDE, the DWZ).
define("club_start", DEFAULT_START, rating, "club")
#: How a games file whose lines do not show it writes a date with the year last (03/04/2026):
#: ``None`` until the user says, such a date then a problem of its line.
DATE_ORDERS = tuple(order.value for order in DateOrder)
define("dates", None, optional(choice(DATE_ORDERS)), "club",
       write=lambda order: "" if order is None else order)
#: The most pairs of names that look alike a link merges.
MOST_MERGED = 100
#: The pairs of names that look alike the user said are one member: a mark of each pair (a
#: digest of its two names, so that the link names nobody), sorted.
define("same", (), marks(MOST_MERGED), "club", write=",".join)


def settle(current: dict[str, object]) -> None:
    """Fill in what a link leaves to the day it is opened: with K by FIDE's rule, the day the
    facts are judged on is part of the link, so the same link shows the same K next year; by
    the DWZ, the event's last day, which picks the WO and the age (and, unless set, is the day
    FIDE's K beside the DWZ is judged on). The players a K set is for go with it."""
    if current["k_rule"] and current["on"] is None and current["by"] != "dwz":
        current["on"] = date.today()
    if current["by"] == "dwz" and current["last_day"] is None:
        current["last_day"] = date.today()
    if not current["k_set"]:
        current["k_for"] = None


# Title norms: what a TRF or a game list cannot say of the event (the Tournament page asks for
# its pairing system and team championship too), and the Whole event table's filter
# the pairing system: none chosen reads it from the file (a typed list: a Swiss)
define("norm_format", None, optional(choice(tuple(f.value for f in EventFormat))),
       "event tournament", write=lambda value: "" if value is None else value)
define("norm_team", None, optional(choice(tuple(t.value for t in TeamChampionship))),
       "event tournament", write=lambda value: "" if value is None else value)
define("norm_exempt", None, optional(choice(tuple(e.value for e in Exemption))), "event",
       write=lambda value: "" if value is None else value)
define("norm_only", False, flag, "event")
# Title norms on the Tournament page: your federation and sex, the event's rounds, and the next
# round's opponent where the pairing is known (none of it: not known)
#: The titles an opponent may hold, as FIDE's rating list writes them.
OPPONENT_TITLES = tuple(t.value for t in Title)
define("norm_open", False, flag, "tournament")
define("norm_fed", "", federation, "tournament")
define("norm_woman", False, flag, "tournament")
define("norm_rounds", 9, Whole(1, ROUNDS_MAX), "tournament")
define("norm_next", None, optional(rating), "tournament",
       write=lambda value: "" if value is None else str(value))
define("norm_next_title", None, optional(choice(OPPONENT_TITLES)), "tournament",
       write=lambda value: "" if value is None else value)
define("norm_next_fed", "", federation, "tournament")
#: The player's colour in the next round, where the pairing is known (none: not known, White
#: and Black as likely).
NEXT_COLOURS = tuple(c.value for c in Colour)
define("norm_next_colour", None, optional(choice(NEXT_COLOURS)), "tournament",
       write=lambda value: "" if value is None else value)


# Chances in the rounds left (FIDE's simulation model): the Tournament page's band of the
# opponents not given (none: the ratings of those met), the Whole event page's rounds (none:
# as the file announces them), top places and runs, and the simulation's seed on both
define("fc_low", None, optional(rating), "tournament",
       write=lambda value: "" if value is None else str(value))
define("fc_high", None, optional(rating), "tournament",
       write=lambda value: "" if value is None else str(value))
define("seed", DEFAULT_SEED, Whole(SEED_MIN, SEED_MAX), "tournament event")
#: The runs a page simulates the whole event in: at most what the child that runs them
#: finishes within its time (:data:`pages.ui.apart.TIMEOUT`) for a field of 300.
EVENT_RUNS = (FORECAST_RUNS_MIN, 10_000)
define("fc_open", False, flag, "event")
define("fc_rounds", None, optional(Whole(EVENT_ROUNDS_MIN, EVENT_ROUNDS_MAX)), "event",
       write=lambda value: "" if value is None else str(value))
define("fc_top", DEFAULT_TOP, Whole(START_RANK_MIN, START_RANK_MAX), "event")
define("fc_runs", DEFAULT_EVENT_RUNS, Whole(*EVENT_RUNS), "event")
