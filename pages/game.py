"""Single game: what one game is worth for both players, and why."""

from elo_core import ListKind, rate_game
from pages.ui.frame import current
from pages.ui.game import dwz, players, view
from pages.ui.shared import rating_list
from pages.ui.shared.dwz import system_choice


def game_page() -> None:
    """Read both players and the result, rate the game and draw what it is worth and why; by
    the DWZ, the page of :mod:`pages.ui.game.dwz` instead."""
    frame = current()
    lists = rating_list.loaded_lists()
    if system_choice(frame) == "dwz":
        dwz.dwz_game(frame, fide_loaded=any(item.kind is ListKind.STANDARD for item in lists))
        return
    asked = players.inputs(frame, loaded=players.list_choice(frame, lists=lists))
    report = rate_game(asked.rating, asked.opponent, asked.score, asked.k, frame.rules,
                       asked.k_opponent)
    players.notes(frame, players=asked, report=report)
    view.headline(frame, report=report)
    view.notes(frame, report=report)
    view.scenarios(frame, report=report)
    view.lichess(frame, rating=asked.rating, opponent=asked.opponent, score=report.score)
    view.curve(frame, report=report)
    view.how(frame, report=report, rating=asked.rating, opponent=asked.opponent)


game_page()
