"""States the four titles a norm is made for, their thresholds and which opponents' titles count for
each (FIDE Handbook B.01, Title Regulations, in force from 1 January 2024).

- 0.5 and 1.4.8: a title performance reaches the title's performance Rp (GM 2600, IM 2450, WGM
  2400, WIM 2250) against opponents whose average Ra reaches its minimum (GM 2380, IM 2230, WGM
  2180, WIM 2030; the 2129.5 of one online calculator for the WIM contradicts 0.5 and 1.4.8a).
- 1.4.6b: the rating floor to which the one lowest-rated opponent below it is raised (GM 2200,
  IM 2050, WGM 2000, WIM 1850).
- 1.4.5a: title holders are GM, IM, WGM, WIM, FM and WFM (not CM or WCM); 1.4.5b–e: the
  opponents who hold the norm's title or a higher one (a WGM does not count for an IM norm, a
  WFM not for a WIM norm).
- 0.3: WGM and WIM are women's titles, so only a woman can make their norms.
- 1.4.3d: the titles a Swiss needs ten of for its exemption: GM, IM, WGM, WIM.

The titles themselves, and how a file or a list writes them, are :mod:`elo_core.titles`'s:
every reader gives the title read once (``GM`` … ``WCM``, ``""`` for none).
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from elo_core.titles import Title

__all__ = ["MASTER_TITLES", "TITLE_HOLDERS", "NormTitle", "TitleRule"]


class NormTitle(StrEnum):
    """A title a norm can be made for, highest first."""

    GM = "GM"
    IM = "IM"
    WGM = "WGM"
    WIM = "WIM"

    @property
    def rule(self) -> TitleRule:
        """The title's thresholds (0.5, 1.4.5, 1.4.6b, 1.4.8)."""
        return _RULES[self]


class TitleRule(NamedTuple):
    """Holds one title's thresholds."""

    performance: int
    """The least performance Rp (1.4.8)."""
    average: int
    """The least average rating Ra of the opponents (1.4.8a)."""
    floor: int
    """The rating the lowest-rated opponent below it is raised to (1.4.6b)."""
    counted: frozenset[Title]
    """The opponents' titles that count as the norm's title or higher (1.4.5b–e)."""
    clause: str
    """The clause of 1.4.5 for those opponents."""
    women_only: bool
    """Only a woman can make this norm (0.3)."""


_GM, _IM, _WGM, _WIM = Title.GM, Title.IM, Title.WGM, Title.WIM
_RULES = {
    NormTitle.GM: TitleRule(2600, 2380, 2200, frozenset({_GM}), "1.4.5b", False),
    NormTitle.IM: TitleRule(2450, 2230, 2050, frozenset({_GM, _IM}), "1.4.5c", False),
    NormTitle.WGM: TitleRule(2400, 2180, 2000, frozenset({_GM, _IM, _WGM}), "1.4.5d", True),
    NormTitle.WIM: TitleRule(2250, 2030, 1850, frozenset({_GM, _IM, _WGM, _WIM}), "1.4.5e",
                             True),
}

#: The titles that count as a title holder's under 1.4.5a (not CM or WCM).
TITLE_HOLDERS = frozenset({_GM, _IM, _WGM, _WIM, Title.FM, Title.WFM})
#: The titles a Swiss counts for its exemption (1.4.3d): not FM or WFM.
MASTER_TITLES = frozenset({_GM, _IM, _WGM, _WIM})
