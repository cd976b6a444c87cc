"""Computes chess ratings exactly by the rules it cites (elo_core).

Plain, typed Python, no Streamlit. Its folders say what it owns:

- the rating systems side by side, each with the same small surface (expected score, one game,
  a series or an evaluation, a first rating): :mod:`elo_core.elo` (classic Elo and the FIDE
  Handbook B.02), :mod:`elo_core.glicko2` (Glickman's rating period and Lichess's game by
  game) and :mod:`elo_core.dwz` (the German DWZ, by the DSB's old and new Wertungsordnung);
- the shared vocabulary (:mod:`~elo_core.games`), every accepted range
  (:mod:`~elo_core.ranges`), FIDE's titles as files and lists write them
  (:mod:`~elo_core.titles`) and its federations' codes (:mod:`~elo_core.federations`),
  dates, names folded for comparing them (:mod:`~elo_core.folding`) and exact rounding;
- reading game lists and files (:mod:`elo_core.readers`), FIDE's Tournament Report File
  (:mod:`elo_core.trf`) and a whole event rated from one (:mod:`~elo_core.event`);
- FIDE title norms from an event, every requirement with its clause (:mod:`elo_core.norms`),
  and the chances in the rounds left by FIDE's simulation model (:mod:`elo_core.forecast`);
- a club's season, every member rated by the system chosen (:mod:`elo_core.pool`);
- JSON shapes and spreadsheet cells (:mod:`elo_core.export`) and the command line
  (:mod:`elo_core.cli`, ``python -m elo_core``).

Every public name is offered here (``from elo_core import rate_series``), each from the one
module that defines it and lists it in its own ``__all__``: :data:`__all__` names them all, and
``_HOMES`` says which module each comes from. A name loads its module on first use (PEP 562),
so that a command that needs one module does not wait for all of them: ``python -m elo_core
game`` starts without the event's or the norms' code. Type checkers read the star imports below,
which each module's ``__all__`` bounds; ``tests/engine/test_package.py`` holds the three lists
to one another and to the modules.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from elo_core.dates import *
    from elo_core.dwz.age import *
    from elo_core.dwz.counting import *
    from elo_core.dwz.evaluation import *
    from elo_core.dwz.expectation import *
    from elo_core.dwz.first_dwz import *
    from elo_core.dwz.first_iteration import *
    from elo_core.dwz.new_wo import *
    from elo_core.dwz.old_wo import *
    from elo_core.dwz.performance import *
    from elo_core.dwz.wo import *
    from elo_core.elo.expectation import *
    from elo_core.elo.first_rating import *
    from elo_core.elo.kfactor import *
    from elo_core.elo.mode import *
    from elo_core.elo.next_round import *
    from elo_core.elo.order import *
    from elo_core.elo.performance import *
    from elo_core.elo.planner import *
    from elo_core.elo.rules import *
    from elo_core.elo.series import *
    from elo_core.elo.single import *
    from elo_core.elo.targets import *
    from elo_core.event import *
    from elo_core.event_dwz import *
    from elo_core.event_months import *
    from elo_core.export.event import *
    from elo_core.export.game_list import *
    from elo_core.export.norms import *
    from elo_core.export.pool import *
    from elo_core.federations import *
    from elo_core.folding import *
    from elo_core.forecast.defaults import *
    from elo_core.forecast.draws import *
    from elo_core.forecast.judge import *
    from elo_core.forecast.model import *
    from elo_core.forecast.player import *
    from elo_core.forecast.standing import *
    from elo_core.forecast.swiss import *
    from elo_core.forecast.typed import *
    from elo_core.forecast.whole_event import *
    from elo_core.games import *
    from elo_core.glicko2.glickman import *
    from elo_core.glicko2.lichess import *
    from elo_core.norms.check import *
    from elo_core.norms.counted_games import *
    from elo_core.norms.event_format import *
    from elo_core.norms.event_norms import *
    from elo_core.norms.event_type import *
    from elo_core.norms.exemptions import *
    from elo_core.norms.left_out import *
    from elo_core.norms.performance import *
    from elo_core.norms.reach import *
    from elo_core.norms.readings import *
    from elo_core.norms.report.facts import *
    from elo_core.norms.report.html import *
    from elo_core.norms.requirements import *
    from elo_core.norms.rounds_left import *
    from elo_core.norms.titles import *
    from elo_core.norms.typed import *
    from elo_core.pool.compare import *
    from elo_core.pool.names import *
    from elo_core.pool.problems import *
    from elo_core.pool.rating import *
    from elo_core.pool.reading import *
    from elo_core.pool.records import *
    from elo_core.pool.standings import *
    from elo_core.pool.start_list import *
    from elo_core.ranges import *
    from elo_core.rating_list.dsb.export import *
    from elo_core.rating_list.dsb.header import *
    from elo_core.rating_list.dsb.importing import *
    from elo_core.rating_list.dsb.lines import *
    from elo_core.rating_list.dsb.lookups import *
    from elo_core.rating_list.dsb.records import *
    from elo_core.rating_list.game_names import *
    from elo_core.rating_list.identify import *
    from elo_core.rating_list.importing import *
    from elo_core.rating_list.indexing import *
    from elo_core.rating_list.keeping import *
    from elo_core.rating_list.problems import *
    from elo_core.rating_list.ranking import *
    from elo_core.rating_list.records import *
    from elo_core.rating_list.store import *
    from elo_core.rating_list.trf_check import *
    from elo_core.readers.parser import *
    from elo_core.readers.problems import *
    from elo_core.readers.writer import *
    from elo_core.titles import *
    from elo_core.trf.national import *
    from elo_core.trf.problems import *
    from elo_core.trf.reader import *
    from elo_core.trf.records import *
    from elo_core.trf.time_control import *

__all__ = [
    "APOSTROPHES", "ASSUMED_K", "BATCH", "CLUB_FIELDS", "CROWD", "DATA_DIR_VARIABLE",
    "DEFAULT_EVENT_RUNS", "DEFAULT_K", "DEFAULT_RUNS", "DEFAULT_SEED", "DEFAULT_SETTINGS",
    "DEFAULT_START", "DEFAULT_TOP", "DRAW", "DWZ_COLUMNS", "DWZ_FEDERATION", "DWZ_KIND",
    "DWZ_SIGMA", "DWZ_TABLE", "DWZ_WORDS", "ELO", "FEDERATIONS", "FIDE", "FIDE_2024", "FIDE_FLAG",
    "FIDE_RAPID", "FOLD_VERSION", "HAS_UMLAUT", "K_PRESETS", "LISTS_TABLE", "LONG_EVENT_DAYS",
    "LOSS", "MASTER_TITLES", "MODEL", "MOST_CANDIDATES", "MOST_FOUND", "NEW_WO_FLOOR",
    "NEW_WO_FROM", "OTHER_RATING_INDEX", "OUTCOMES", "RAISED_ON", "RATING_COLUMNS", "RATING_MAX",
    "RATING_MIN", "REACH", "RULE_SETS", "TABLE_DECIMALS", "TITLE_HOLDERS", "TRF_TITLE_CODES",
    "TYPED_START_RANK", "UMLAUT_LETTERS", "UNRATED_RATING", "WIN", "WO", "WRITTEN", "AgeGroup",
    "Arbiter", "Assumption", "Basis", "Bound", "Cap", "Certainty", "Checked", "Classified",
    "Colour", "DateOrder", "DateProblem", "DevelopmentCoefficient", "Difference", "DwzColumns",
    "DwzEvaluation",
    "DwzEventReport", "DwzExport", "DwzFacts", "DwzGame", "DwzGames", "DwzImport", "DwzLineReader",
    "DwzList", "DwzPerformance", "DwzPlayer", "DwzResult", "DwzRound", "DwzTally", "DwzTotals",
    "EBound", "EventFacts", "EventForecast", "EventFormat", "EventGame", "EventMonths",
    "EventReport", "EventTotals", "Exemption", "Expectancy", "Expectation", "Fact", "Field",
    "FieldFacts", "FieldGap", "Filled", "FirstCorrection", "FirstDwz", "FirstRating", "Flag",
    "ForecastError", "ForecastProblem", "FormatReading", "FormatSource", "FutureOpponent", "Game",
    "GameChances", "GameChange", "GameList", "GameReport", "GameRow", "GamesCredited", "Glicko",
    "GlickoPeriod", "HeadToHead", "Identified", "ImportReport", "IndexFrom", "Judgement", "KBasis",
    "KCut", "KFactor", "KFound", "KRow", "KRule", "KUsed", "KeptList", "LeftOut", "LeftOutReason",
    "LichessGame", "LichessReport", "LineError", "ListCheck", "ListFacts", "ListIssue", "ListKind",
    "ListProblem", "ListRefused", "ListUsed", "ListedPlayer", "Listing", "LoadedList",
    "LoadingTable", "LookAlike", "LookupKeys", "MatchedList", "Missing", "Mode", "ModelFit",
    "MonthRating", "MonthlyResult", "NameMatches", "NameSearch", "NationalRating",
    "NationalSupport", "NextGame",
    "NextRound", "NoPerformance", "NoRating", "NoStore", "NormBasis", "NormChance", "NormCheck",
    "NormField", "NormGame", "NormPlayer", "NormReport", "NormSettings", "NormTitle", "NotRated",
    "NotUsed", "OnePeriod", "Opponent", "OpponentK", "OrderSpread", "Outcome", "Performance",
    "Person", "Place", "Plan", "PlanLine", "Play", "PlayUsed", "PlayerChances", "PlayerFacts",
    "PlayerForecast", "PlayerMonth", "PlayerNorms", "PlayerRecord", "PlayerResult",
    "PlayerStanding", "Problem", "Problems", "RankMove", "RatedPeriods", "RatingBand",
    "RatingForecast", "RatingFrom", "RatingStore", "Reading", "ReadingPoint", "Refusal",
    "ReportRound", "Requirement", "RequirementName", "Reread", "ResultCode", "RoundEntry",
    "RoundLeftOut", "RoundResult", "RoundsLeft", "RuleSet", "ScoreChance", "Season", "SeasonError",
    "SeasonEvent", "SeasonGame", "SeasonProblem", "SeasonRating", "SeasonReader", "SeriesReport",
    "SeriesSummary", "Side", "Standing", "StartEntry", "StartList", "Step", "SwissField",
    "SwissPlayer", "System", "Tampered", "Target", "TeamChampionship", "TimeControl", "TimePeriod",
    "Title", "TitleRule", "ToCome", "Tournament", "TrfPlayer", "TrfProblem", "TrfProblemKind",
    "Undecided", "Unplayed", "WordMatch", "adjusted_ratings", "age_group", "apostrophes_read",
    "average_rating", "brought_up_to_date", "check_norm", "check_players", "checked",
    "choices", "classify_names", "club_columns", "compare_ranks", "count_dwz_games", "credited",
    "crosses_raise_2026",
    "default_opponent_facts", "development_coefficient", "double_round_robin_reading", "dwz_age",
    "dwz_by_fide_id", "dwz_by_member", "dwz_difference_of", "dwz_event_dict", "dwz_expected_points",
    "dwz_expected_score", "dwz_facts", "dwz_for_players", "dwz_k_factor", "dwz_list", "dwz_list_in",
    "dwz_performance", "dwz_periods_dict", "dwz_published_points", "dwz_rows", "dwz_table_expected",
    "dwz_table_score", "eight_of_nine", "evaluate_dwz", "evaluate_dwz_tally", "evaluation_day",
    "event_dict", "exactly_summed", "expectancy", "expected_score", "fide_k", "fide_rp",
    "field_gaps", "fields", "file_play", "file_ratings", "fill_in", "find_dwz", "first_dwz",
    "first_dwz_tally", "first_left_out", "first_rating", "fold", "forecast_event",
    "forecast_player", "forecast_typed", "forget_fold", "forget_list", "format_game_list",
    "from_start_rating", "game_chances", "games_needed", "given_names_first", "has_dwz",
    "has_umlaut", "head_to_head", "identify_id", "identify_ids", "identify_name", "identify_names",
    "import_dwz", "import_list", "index_names", "is_dwz_export", "is_national_record",
    "iterated_first_dwz", "judge", "k_from_known", "keep_list", "kept_lists", "known_as",
    "least_title_score", "lichess_games", "list_kept", "list_kind_for", "list_ratings",
    "listed_player", "listed_players", "load_rows", "logistic_expected_score", "look_alikes",
    "lookup_keys", "made_before", "may_fill_in", "member_key", "member_number", "merge_members",
    "met_band", "minimum_score", "mode_gaps", "model_fit", "monte_carlo_error", "month_ratings",
    "month_tables", "name_filter", "name_keys", "near_miss", "new_wo_change", "next_round",
    "nobody_rated", "norm_dict", "norm_field", "norm_performance", "norm_report",
    "norm_report_html", "norms_head", "old_wo_change", "one_typo_apart", "open_export",
    "opponents_at_average", "order_spread", "pair_round", "parse_game_list", "percentage",
    "performance", "period_change", "periods_dict", "plan", "play_for", "play_used", "player_games",
    "player_key", "player_months_dict", "player_norms", "player_norms_dict", "player_record",
    "players_by_id", "points_needed", "points_needed_for", "points_short", "points_to_hold",
    "pool_dict", "pool_pieces", "raised_2026", "ranked_by_name", "rate_event", "rate_event_dwz",
    "rate_event_in_periods", "rate_game", "rate_glicko2_period", "rate_lichess", "rate_players",
    "rate_players_by_month", "rate_players_in_periods", "rate_season", "rate_series", "read_date",
    "read_facts", "read_federation", "read_format", "read_header", "read_national", "read_season",
    "read_start_list", "read_start_list_bytes", "read_support", "read_time_control", "read_title",
    "read_trf", "read_trf_code", "read_trf_title", "remove_list", "resolve_k", "round_reason",
    "rounds_left", "rounds_played", "rule_set", "rules_for_play", "search_keys",
    "solve_counted_performance", "solve_performance", "split_by_month", "standard_by_month",
    "standard_ratings", "standing", "start_rank_of", "store_error", "store_path",
    "summarise_series", "swiss_field", "tally_performance", "the_list", "titles_checked",
    "titles_to_make", "typed_record", "typed_tournament", "umlauts_read", "umlauts_written",
    "waiver_for", "with_fide_id", "with_list_facts", "with_start_list", "with_starts",
    "within_reach", "wo_for", "word_matches", "writes_day_first", "writing", "written_key",
]

#: Each module of the package that has public names (its path below ``elo_core``), and the names
#: it defines, in its ``__all__``'s order.
_HOMES: dict[str, tuple[str, ...]] = {
    "dates": ("DateProblem", "read_date", "writes_day_first"),
    "dwz.age": ("AgeGroup", "age_group", "dwz_age"),
    "dwz.counting": ("DwzGame", "DwzGames", "DwzTally", "count_dwz_games", "dwz_rows"),
    "dwz.evaluation": ("OTHER_RATING_INDEX", "DwzEvaluation", "evaluate_dwz", "evaluate_dwz_tally"),
    "dwz.expectation": (
        "DWZ_SIGMA", "TABLE_DECIMALS", "dwz_expected_points", "dwz_expected_score",
        "dwz_published_points", "dwz_table_expected", "dwz_table_score", "exactly_summed",
    ),
    "dwz.first_dwz": ("FirstCorrection", "FirstDwz", "first_dwz", "first_dwz_tally"),
    "dwz.first_iteration": ("dwz_difference_of", "iterated_first_dwz"),
    "dwz.new_wo": ("NEW_WO_FLOOR", "KFactor", "KRow", "dwz_k_factor", "new_wo_change"),
    "dwz.old_wo": ("DevelopmentCoefficient", "EBound", "development_coefficient", "old_wo_change"),
    "dwz.performance": (
        "DwzPerformance", "NoPerformance", "dwz_performance", "solve_counted_performance",
        "solve_performance", "tally_performance",
    ),
    "dwz.wo": ("NEW_WO_FROM", "RAISED_ON", "WO", "crosses_raise_2026", "raised_2026", "wo_for"),
    "elo.expectation": ("Expectation", "expected_score", "logistic_expected_score"),
    "elo.first_rating": ("FirstRating", "LeftOut", "LeftOutReason", "NoRating", "first_rating"),
    "elo.kfactor": (
        "ASSUMED_K", "K_PRESETS", "Fact", "KBasis", "KCut", "KFound", "KRule", "KUsed",
        "PlayerFacts", "default_opponent_facts", "fide_k", "k_from_known", "resolve_k",
    ),
    "elo.mode": ("Mode",),
    "elo.next_round": ("NextRound", "RoundResult", "next_round"),
    "elo.order": ("OrderSpread", "order_spread"),
    "elo.performance": ("Performance", "fide_rp", "performance"),
    "elo.planner": ("Basis", "Plan", "PlanLine", "opponents_at_average", "plan"),
    "elo.rules": (
        "ELO", "FIDE", "FIDE_2024", "FIDE_RAPID", "RULE_SETS", "Expectancy", "RuleSet",
        "expectancy", "rule_set",
    ),
    "elo.series": (
        "GameRow", "SeriesReport", "SeriesSummary", "mode_gaps", "period_change", "rate_series",
        "summarise_series",
    ),
    "elo.single": ("GameReport", "OpponentK", "Side", "rate_game"),
    "elo.targets": ("Target", "points_needed", "points_needed_for", "points_to_hold"),
    "event": (
        "EventGame", "EventReport", "EventTotals", "Flag", "PlayUsed", "PlayerResult", "play_used",
        "rate_event", "rate_players", "round_reason", "rules_for_play",
    ),
    "event_dwz": (
        "DWZ_FEDERATION", "DwzEventReport", "DwzFacts", "DwzResult", "DwzRound", "DwzTotals",
        "IndexFrom", "dwz_facts", "has_dwz", "listed_players", "rate_event_dwz",
    ),
    "event_months": (
        "LONG_EVENT_DAYS", "EventMonths", "MonthRating", "MonthlyResult", "OnePeriod",
        "PlayerMonth", "RatedPeriods", "RatingFrom", "file_ratings", "list_kept", "list_kind_for",
        "list_ratings", "month_ratings", "rate_event_in_periods", "rate_players_by_month",
        "rate_players_in_periods", "split_by_month", "standard_by_month",
    ),
    "export.event": (
        "dwz_event_dict", "dwz_periods_dict", "event_dict", "periods_dict", "player_months_dict",
    ),
    "export.game_list": ("player_games",),
    "export.norms": ("norm_dict", "norms_head", "player_norms_dict"),
    "export.pool": ("pool_dict", "pool_pieces"),
    "federations": ("FEDERATIONS", "FIDE_FLAG", "read_federation"),
    "folding": (
        "APOSTROPHES", "FOLD_VERSION", "UMLAUT_LETTERS", "LookupKeys", "apostrophes_read", "fold",
        "given_names_first", "has_umlaut", "lookup_keys", "name_filter", "search_keys",
        "umlauts_read", "umlauts_written",
    ),
    "forecast.defaults": ("DEFAULT_EVENT_RUNS", "DEFAULT_RUNS", "DEFAULT_SEED", "DEFAULT_TOP"),
    "forecast.draws": ("RatingBand",),
    "forecast.judge": ("Certainty",),
    "forecast.model": ("MODEL", "GameChances", "ModelFit", "game_chances", "model_fit"),
    "forecast.player": (
        "Assumption", "ForecastError", "ForecastProblem",
        "NormChance", "PlayerForecast", "RatingForecast", "ScoreChance", "forecast_player",
        "monte_carlo_error",
    ),
    "forecast.standing": ("NextGame", "Opponent", "PlayerStanding", "rounds_played", "standing"),
    "forecast.swiss": ("SwissPlayer", "pair_round"),
    "forecast.typed": ("TYPED_START_RANK", "forecast_typed", "met_band", "typed_tournament"),
    "forecast.whole_event": (
        "EventForecast", "PlayerChances", "forecast_event",
    ),
    "games": ("DRAW", "LOSS", "WIN", "Colour", "Game", "NotRated", "Reread", "Unplayed"),
    "glicko2.glickman": ("Glicko", "GlickoPeriod", "rate_glicko2_period"),
    "glicko2.lichess": ("Cap", "LichessGame", "LichessReport", "lichess_games", "rate_lichess"),
    "norms.check": ("NormBasis", "NormCheck", "check_norm", "games_needed"),
    "norms.counted_games": (
        "UNRATED_RATING", "NormGame", "NormPlayer", "PlayerRecord", "RoundLeftOut", "eight_of_nine",
        "player_record",
    ),
    "norms.event_format": ("FormatReading", "FormatSource", "read_format"),
    "norms.event_norms": (
        "FieldGap", "NormField", "PlayerNorms", "field_gaps", "norm_field", "player_norms",
        "titles_checked",
    ),
    "norms.event_type": (
        "DEFAULT_SETTINGS", "EventFormat", "Exemption", "NormSettings", "TeamChampionship",
    ),
    "norms.exemptions": ("SwissField", "swiss_field", "waiver_for"),
    "norms.left_out": ("first_left_out",),
    "norms.performance": (
        "adjusted_ratings", "average_rating", "least_title_score", "minimum_score",
        "norm_performance", "percentage",
    ),
    "norms.reach": ("REACH", "near_miss", "points_short", "titles_to_make", "within_reach"),
    "norms.readings": (
        "GamesCredited", "Reading", "ReadingPoint", "credited", "double_round_robin_reading",
    ),
    "norms.report.facts": (
        "EventFacts", "FieldFacts", "ListUsed", "NormReport", "Person", "ReportRound",
        "norm_report",
    ),
    "norms.report.html": ("norm_report_html",),
    "norms.requirements": ("Bound", "Judgement", "Requirement", "RequirementName", "judge"),
    "norms.rounds_left": ("FutureOpponent", "RoundsLeft", "ToCome", "rounds_left"),
    "norms.titles": ("MASTER_TITLES", "TITLE_HOLDERS", "NormTitle", "TitleRule"),
    "norms.typed": ("typed_record",),
    "pool.compare": ("HeadToHead", "RankMove", "compare_ranks", "head_to_head"),
    "pool.names": ("LookAlike", "known_as", "look_alikes", "name_keys", "one_typo_apart"),
    "pool.problems": ("SeasonError", "SeasonProblem"),
    "pool.rating": (
        "DEFAULT_K", "DEFAULT_START", "from_start_rating", "nobody_rated", "rate_season",
        "with_start_list", "with_starts",
    ),
    "pool.reading": ("SeasonReader", "merge_members", "read_season"),
    "pool.records": (
        "OUTCOMES", "DateOrder", "Outcome", "Season", "SeasonEvent", "SeasonGame", "Undecided",
    ),
    "pool.standings": ("GameChange", "SeasonRating", "Standing", "Step", "System"),
    "pool.start_list": (
        "RATING_COLUMNS", "StartEntry", "StartList", "read_start_list", "read_start_list_bytes",
    ),
    "ranges": ("RATING_MAX", "RATING_MIN"),
    "rating_list.dsb.export": ("DwzExport", "is_dwz_export", "open_export"),
    "rating_list.dsb.header": (
        "CLUB_FIELDS", "DwzColumns", "club_columns", "fields", "read_header",
    ),
    "rating_list.dsb.importing": ("DwzImport", "import_dwz"),
    "rating_list.dsb.lines": ("DWZ_COLUMNS", "DwzLineReader", "evaluation_day"),
    "rating_list.dsb.lookups": (
        "DWZ_KIND", "DWZ_TABLE", "DWZ_WORDS", "dwz_by_fide_id", "dwz_by_member", "dwz_for_players",
        "dwz_list", "dwz_list_in", "find_dwz", "member_number",
    ),
    "rating_list.dsb.records": ("DwzList", "DwzPlayer", "member_key"),
    "rating_list.game_names": (
        "Filled", "MatchedList", "choices", "fill_in", "may_fill_in", "with_fide_id",
    ),
    "rating_list.identify": (
        "CROWD", "MOST_CANDIDATES", "Classified", "Identified", "NameMatches", "WordMatch",
        "classify_names", "identify_id", "identify_ids", "identify_name", "identify_names",
        "players_by_id", "the_list", "word_matches",
    ),
    "rating_list.importing": ("ImportReport", "ListFacts", "import_list", "read_facts"),
    "rating_list.indexing": (
        "HAS_UMLAUT", "WRITTEN", "brought_up_to_date", "forget_fold", "index_names", "made_before",
        "player_key", "written_key",
    ),
    "rating_list.keeping": (
        "BATCH", "LoadingTable", "forget_list", "keep_list", "load_rows", "month_tables",
        "remove_list",
    ),
    "rating_list.problems": ("ListIssue", "ListProblem", "ListRefused", "Problems", "Refusal"),
    "rating_list.ranking": ("MOST_FOUND", "NameSearch", "ranked_by_name"),
    "rating_list.records": ("ListKind", "ListedPlayer", "Listing", "LoadedList"),
    "rating_list.store": (
        "DATA_DIR_VARIABLE", "LISTS_TABLE", "KeptList", "Missing", "NoStore", "RatingStore",
        "Tampered", "checked", "kept_lists", "listed_player", "store_error", "store_path",
        "writing",
    ),
    "rating_list.trf_check": (
        "Checked", "Difference", "Field", "ListCheck", "check_players", "standard_ratings",
        "with_list_facts",
    ),
    "readers.parser": ("parse_game_list",),
    "readers.problems": ("GameList", "LineError", "Place", "Problem"),
    "readers.writer": ("format_game_list",),
    "titles": ("TRF_TITLE_CODES", "Title", "read_title", "read_trf_code", "read_trf_title"),
    "trf.national": (
        "NationalRating", "NationalSupport", "is_national_record", "read_national", "read_support",
        "start_rank_of",
    ),
    "trf.problems": ("TrfProblem", "TrfProblemKind"),
    "trf.reader": ("file_play", "read_trf"),
    "trf.records": ("Arbiter", "NotUsed", "ResultCode", "RoundEntry", "Tournament", "TrfPlayer"),
    "trf.time_control": ("Play", "TimeControl", "TimePeriod", "play_for", "read_time_control"),
}


def _load(name: str) -> Any:
    """Imports the module that defines ``name`` the first time it is asked for, and keeps the
    value here, so that the next use finds it without this function. Threads that ask at once
    each get the whole module: Python's import lock makes the second wait for the first."""
    module = next((module for module, names in _HOMES.items() if name in names), None)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)


if not TYPE_CHECKING:
    # PEP 562's hook, out of type checkers' sight: to them a module with ``__getattr__`` has
    # every name, typed ``Any``, so that ``from elo_core import rate_gmae`` would pass unseen.
    __getattr__ = _load
