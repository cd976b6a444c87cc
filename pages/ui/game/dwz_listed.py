"""The Single game page's players from the DSB's DWZ list, by the DWZ: a picker for you and
one for your opponent (:func:`pages.ui.shared.rating_list.dwz_picker`) that fill in the DWZ,
the Index (the development coefficient reads it: DSB WO 2.5, E = E0 · fB + SBr with
E0 = (D/1000)^4 + J, J by age) and the year of birth (the age group: WO 2.5.1), and a line
under each saying what came from the list.

What a pick fills in is the page's own inputs, as if typed, so that the user's edit wins and a
link holds no more than the inputs; a player without a DWZ fills in nothing, and a figure the
page's input does not take (an Index past 999) is left as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from elo_core import RATING_MAX, RATING_MIN, DwzList, DwzPlayer
from elo_core.language import day
from elo_core.ranges import BIRTH_YEAR_MIN, DWZ_INDEX_MAX, DWZ_INDEX_MIN, birth_year_max
from pages.ui import link
from pages.ui.in_force import Frame
from pages.ui.shared import rating_list


class DwzSide(NamedTuple):
    """One player's inputs by the DWZ: the picker's key and label, the DWZ's, the Index's and
    the year of birth's keys."""

    key: str
    label: str
    dwz: str
    dwz_index: str
    born: str


YOU = DwzSide("dwz_you", "pick.dwz.find.you", "dwz", "index", "born")
OPPONENT = DwzSide("dwz_opponent", "pick.dwz.find.opponent", "opponent", "o_index", "o_born")


def _rated(player: DwzPlayer) -> bool:
    return player.dwz is not None and RATING_MIN <= player.dwz <= RATING_MAX


def _filler(side: DwzSide) -> Callable[[DwzPlayer], None]:
    """What a pick does: the player's DWZ, Index and year of birth written into ``side``'s
    inputs, each only where the list gives a value the input takes."""

    def fill(player: DwzPlayer) -> None:
        if not _rated(player):
            return  # no DWZ on the list: nothing of theirs is filled in
        values = link.values()
        values[side.dwz] = player.dwz
        if player.index is not None and DWZ_INDEX_MIN <= player.index <= DWZ_INDEX_MAX:
            values[side.dwz_index] = player.index
        if player.birth_year is not None and (BIRTH_YEAR_MIN <= player.birth_year
                                              <= birth_year_max()):
            values[side.born] = player.birth_year

    return fill


def picker(frame: Frame, side: DwzSide) -> None:
    """The search box and the choice for ``side``."""
    rating_list.dwz_picker(frame, side.key, frame.t(side.label), _filler(side))


def note(frame: Frame, side: DwzSide, loaded: DwzList) -> str | None:
    """What came from the list for ``side``: the player, their club, DWZ, Index and year of
    birth, and the DWZ the user typed over it; ``None`` where no player was picked."""
    player = rating_list.dwz_picked(side.key)
    if player is None:
        return None
    t = frame.t
    if not _rated(player):
        return t("pick.dwz.unrated", name=player.name)
    lines = [t("pick.dwz.from", day=day(loaded.day, frame.lang), name=player.name,
               member=player.member_id, club=f", {player.club}" if player.club else "",
               dwz=player.dwz, index="–" if player.index is None else player.index,
               born="" if player.birth_year is None else t("pick.born",
                                                           year=player.birth_year))]
    typed = link.values()[side.dwz]
    if typed != player.dwz:
        lines.append(t("pick.dwz.edited", dwz=typed, listed=player.dwz))
    return " ".join(lines)
