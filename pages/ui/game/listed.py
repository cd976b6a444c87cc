"""The Single game page's players from FIDE's rating list: a picker for you and one for your
opponent (:func:`pages.ui.shared.rating_list.player_picker`) that fill in the rating and the
facts FIDE's K rule reads, and a line under each saying what came from the list.

What a pick fills in (the page's own inputs, as if typed, so that the user's edit wins and a
link holds no more than the inputs): the rating of the list the rules rate by (the standard
list; under FIDE's rapid & blitz rules the rapid or blitz list chosen,
:func:`pages.ui.shared.rating_list.list_kind`), the line saying which; the K the list gives,
as the K by hand (the opponent's too); for K by FIDE's rule (§8.3.3), the birth year, and
"reached 2400" where the list's K is 10, which FIDE gives only once a published rating has
reached 2400. The games played before are not on the list (its ``Gms`` are the month's
games): they stay as the user set them, and where FIDE's rule from the facts on the page gives
another K than the list's, the line says both, and which the page uses (and, where fewer
than 30 games before would give the list's K, that the games may be why).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import NamedTuple

from elo_core import RATING_MAX, RATING_MIN, ListedPlayer, ListKind, LoadedList, PlayerFacts, fide_k
from elo_core.elo.kfactor import K10_RATING
from elo_core.language import month_name, number
from elo_core.ranges import BIRTH_YEAR_MIN, K_MAX, K_MIN, birth_year_max
from pages.ui import link
from pages.ui.in_force import Frame
from pages.ui.shared import rating_list


class Side(NamedTuple):
    """One player's inputs: the picker's key, the rating's, the K's and the K facts' prefix."""

    key: str
    rating: str
    k: str
    facts: str


YOU = Side("you", "rating", "k", "")
OPPONENT = Side("opponent", "opponent", "k_opponent", "o_")


def _filler(side: Side) -> Callable[[ListedPlayer], None]:
    """What a pick does: the player's rating, K and K facts written into ``side``'s inputs,
    each only where the list gives a value the input takes."""

    def fill(player: ListedPlayer) -> None:
        if player.rating is None or not RATING_MIN <= player.rating <= RATING_MAX:
            return  # not rated on this list: nothing of theirs is filled in
        values = link.values()
        values[side.rating] = player.rating
        if player.k is not None and K_MIN <= player.k <= K_MAX:
            values[side.k] = player.k
        if player.birth_year is not None and (BIRTH_YEAR_MIN <= player.birth_year
                                              <= birth_year_max()):
            values[f"{side.facts}born"] = player.birth_year
        values[f"{side.facts}r2400"] = player.k == 10 or (player.rating or 0) >= K10_RATING

    return fill


def picker(frame: Frame, side: Side, loaded: LoadedList) -> None:
    """The search box and the choice for ``side``, in the list ``loaded`` (its kind and
    month)."""
    rating_list.player_picker(frame, side.key, frame.t(f"pick.find.{side.key}"), _filler(side),
                              loaded)


def rule_k(side: Side, played: int | None = None) -> int:
    """K by §8.3.3 from the facts on the page for ``side`` (the day they are judged on, or
    today), with ``played`` games before in place of the page's where given."""
    values = link.values()
    games = values[f"{side.facts}played"] if played is None else played
    facts = PlayerFacts(values[side.rating], games, values[f"{side.facts}born"],
                        values[f"{side.facts}r2400"], values["on"] or date.today())
    return fide_k(facts)[0]


def note(frame: Frame, side: Side, used_k: float) -> str | None:
    """What came from the list for ``side``: the list and its month, the player, their
    rating, birth year and the month's games; the rating the user typed over it; the list's K
    beside FIDE's rule's and the K the page uses (``used_k``); their rating on each list of
    the kind kept, where more than one is. ``None`` where no player was picked."""
    found = rating_list.picked(side.key)
    if found is None:
        return None
    loaded, player = found
    t, lang = frame.t, frame.lang
    fast = "" if loaded.kind is ListKind.STANDARD else f".{loaded.kind.value}"
    if player.rating is None or not RATING_MIN <= player.rating <= RATING_MAX:
        return t(f"pick.unrated{fast}", name=player.name)
    title = player.title or player.women_title
    month = month_name(loaded.month, lang)
    lines = [t("pick.from", month=t(f"pick.month{fast}", month=month) if fast else month,
               name=player.name,
               id=player.fide_id,
               federation=f", {player.federation}" if player.federation else "",
               title=f", {title}" if title else "", rating=player.rating,
               born="" if player.birth_year is None else t("pick.born",
                                                           year=player.birth_year),
               played=t("pick.games", n=player.games or 0))]
    typed = link.values()[side.rating]
    if typed != player.rating:
        lines.append(t("pick.edited", rating=typed, listed=player.rating))
    if player.k is not None:
        by_rule, used = rule_k(side), number(used_k, lang, 0)
        if player.k == by_rule == used_k:
            lines.append(t("pick.k.same", k=player.k))
        else:
            lines.append(t("pick.k.differs", listed=player.k, rule=by_rule, used=used))
            if by_rule != player.k == rule_k(side, played=0):
                lines.append(t("pick.k.games"))
    history = rating_list.histories([player.fide_id], loaded.kind)[player.fide_id]
    if len(history) > 1:
        lines.append(t("pick.history", history=rating_list.history_text(frame, history)))
    return " ".join(lines)
