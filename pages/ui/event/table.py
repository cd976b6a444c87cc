"""The whole event as rows of values: one a player, one a game. The page shows them formatted
in the user's language (and sorts them as numbers); the CSV writes the same values for a
spreadsheet. Every figure is the engine's (:func:`elo_core.event.rate_event`)."""

from __future__ import annotations

from elo_core import Colour, EventGame, EventReport, NotRated, PlayerResult, ResultCode
from elo_core.language import compact
from pages.ui.in_force import Frame
from pages.ui.shared.spreadsheet import Column, Value

#: What an arbiter checks first comes first: beside the name (kept in view), the rating, the
#: change and the new rating, on a phone's first screen too; then K and what the change is made
#: of, the flags (in view at 1280 px), and the rest.
PLAYER_COLUMNS = (
    Column("ecol.rank", 0), Column("ecol.name"), Column("ecol.rating"),
    Column("ecol.change", 1, signed=True), Column("ecol.new_rating"), Column("ecol.k"),
    Column("ecol.rated_games", 0), Column("ecol.points"), Column("ecol.expected", 2),
    Column("ecol.flags"), Column("ecol.first_rating"), Column("ecol.performance", 0),
    Column("ecol.title"), Column("ecol.federation"), Column("ecol.k_from"),
)

GAME_COLUMNS = (
    Column("ecol.rank", 0), Column("ecol.name"), Column("gcol.round", 0),
    Column("gcol.opponent"), Column("gcol.rating", 0), Column("gcol.colour"),
    Column("gcol.result"), Column("gcol.expected", 2), Column("gcol.change", 2, signed=True),
    Column("gcol.why"),
)


def k_from(frame: Frame, result: PlayerResult) -> str:
    """Where the player's K came from, in a few words: the line of §8.3.3, a K set by hand or
    one K for all, and a cut by K × n ≤ 700."""
    t, k = frame.t, result.k
    if k is None:
        return ""
    if result.k_overridden:
        words = t("event.k_from.set")
    elif k.rule is not None:
        words = t(f"k_why.{k.rule.value}")
    else:
        words = t("event.k_from.all")
    if k.cut_by_games:
        words += ", " + t("k_why.cut", chosen=compact(k.chosen, frame.lang))
    return words


def first_rating_words(frame: Frame, result: PlayerResult) -> str:
    """An unrated player's first rating by the event alone, or "not yet" and what is
    missing."""
    first = result.first_rating
    if first is None:
        return ""
    if first.rating is not None:
        return str(first.rating)
    reason = first.reason.value if first.reason else "too-few-games"
    return frame.t("event.first.not_yet", why=frame.t(f"event.first.{reason}", n=first.games))


def shown_change(result: PlayerResult) -> float | None:
    """The change as published: rounded once where the rules round; none without a rating."""
    if result.player.rating is None:
        return None
    return result.change if result.rounded_change is None else result.rounded_change


def player_columns(report: EventReport) -> tuple[Column, ...]:
    """:data:`PLAYER_COLUMNS`, the change whole where the rules round it (§8.3.4)."""
    return tuple(c._replace(decimals=0) if c.key == "ecol.change" and report.rules.rounds_change
                 else c for c in PLAYER_COLUMNS)


def player_row(frame: Frame, result: PlayerResult) -> tuple[Value, ...]:
    """A player's values, in the order of :data:`PLAYER_COLUMNS`."""
    player, k = result.player, result.k
    flags = ", ".join(frame.t(f"flag.{flag.value}") for flag in result.flags)
    return (player.start_rank, player.name, player.rating, shown_change(result),
            result.new_rating, None if k is None else k.effective, result.rated_games,
            result.points, result.expected if player.rating is not None else None, flags,
            first_rating_words(frame, result), result.performance.fide, player.title,
            player.federation, k_from(frame, result))


def player_rows(frame: Frame, report: EventReport) -> list[tuple[Value, ...]]:
    """Every player's values, in the file's order."""
    return [player_row(frame, result) for result in report.players]


def colour_words(frame: Frame, colour: Colour | None) -> str:
    return "" if colour is None else frame.t(f"colour.{colour.value}")


def code_words(code: ResultCode | None) -> str:
    """A round's result as a crosstable writes it: 1, ½, 0, + and − for a forfeit, the
    file's letter otherwise, ``?`` for a round not read."""
    if code is None:
        return "?"
    return {ResultCode.DRAW: "½", ResultCode.FORFEIT_LOSS: "−",
            ResultCode.BLANK: ""}.get(code, code.value)



def game_row(frame: Frame, result: PlayerResult, game: EventGame) -> tuple[Value, ...]:
    """One round of a player, in the order of :data:`GAME_COLUMNS`."""
    opponent = "" if game.opponent is None else f"{game.opponent} {game.opponent_name}".strip()
    return (result.player.start_rank, result.player.name, game.round, opponent,
            game.opponent_rating, colour_words(frame, game.colour), code_words(game.code),
            game.expected, game.change, why_not_rated(frame, result, game))


def why_not_rated(frame: Frame, result: PlayerResult, game: EventGame) -> str:
    """Why a round is not rated, by the rule that leaves it out: for a player without a
    rating, §8.2's (a first rating is made of games against rated opponents, and a first
    event without a point is disregarded), not a rated player's §8.3.1."""
    reason, first = game.not_rated, result.first_rating
    if reason is None:
        return ""
    if first is not None and reason is NotRated.OPPONENT_UNRATED:
        return frame.t("why.first.opponent-unrated")
    return frame.t(f"why.{reason.value}")


def game_rows(frame: Frame, result: PlayerResult) -> list[tuple[Value, ...]]:
    return [game_row(frame, result, game) for game in result.games]
