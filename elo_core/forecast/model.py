"""Gives one game's chances of a win, a draw and a loss by FIDE's own simulation model, O. Milvang,
*Statistical model for chess tournament simulations* (2 December 2024), fitted to 7,674,837
FIDE-rated standard games of January 2016 to April 2023, the model FIDE's checklist for endorsed
pairing programs points to for simulated results (C.04 Annex 3, question 32: they must "follow the
probabilities given by the FIDE rating table").

For White rated Rw against Black rated Rb, with Rm = (Rw + Rb) / 2:

- White's advantage W = (Rm − 2000) × 0.0986 + 96, Black's disadvantage
  B = (Rm − 2000) × −0.157 − 150, the spread S = 370;
- P(White wins) = 1 / (1 + 10^((Rb − Rw + W) / S)),
  P(Black wins) = 1 / (1 + 10^((Rw − Rb − B) / S)), P(draw) = 1 − both.

The paper prints the two formulas with the signs of W and B reversed against its own reference
code a page later; the code's signs, taken here, are the ones that agree with the paper's
observations (White scores 53.7 % between equal players at 2000, against the 54–56 % it cites).

The two curves overlap, the draw coming out below 0, exactly where W < B (the sum of the two
wins exceeds 1 where the sum of their exponents is negative, and that sum is (W − B) / S,
whatever the difference): a mean rating below about 1038. There the draw is clamped at 0 and
the two wins divided by their sum, so that the three chances still add up to 1.

Where it holds: sound from 1600 to 2400, serviceable from 1400 to 2600 (the author's
assessment); above 2300 it gives too many draws for the same expected score (2500 v 2300:
59.9 / 33.0 / 7.1 % against the 69.3 / 17.3 / 13.4 % of the paper's own games).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    import numpy as np

__all__ = ["MODEL", "GameChances", "ModelFit", "game_chances", "model_fit"]

#: The model's name as a forecast states it.
MODEL = "FIDE simulation model (Milvang 2024; C.04 Annex 3, question 32)"
#: The fitted parameters, as the paper's reference code has them.
WHITE_SLOPE, WHITE_AT_2000 = 0.0986, 96.0
BLACK_SLOPE, BLACK_AT_2000 = -0.157, -150.0
SPREAD = 370.0
#: Where the author finds the model sound, and where still serviceable.
SOUND = (1600, 2400)
SERVICEABLE = (1400, 2600)


class GameChances(NamedTuple):
    """Holds one game's three outcomes, from White's side; they add up to 1."""

    white_win: float
    draw: float
    black_win: float

    @property
    def white_expected(self) -> float:
        """White's expected score: a win and half a draw."""
        return self.white_win + self.draw / 2


def win_chances(white: Any, black: Any) -> tuple[Any, Any]:
    """Returns the model's two formulas, P(White wins) and P(Black wins), for two ratings or two
    arrays of them (the arithmetic is elementwise), the draw not yet clamped."""
    mean = (white + black) / 2
    advantage = (mean - 2000) * WHITE_SLOPE + WHITE_AT_2000
    disadvantage = (mean - 2000) * BLACK_SLOPE + BLACK_AT_2000
    white_win = 1 / (1 + 10 ** ((black - white + advantage) / SPREAD))
    black_win = 1 / (1 + 10 ** ((white - black - disadvantage) / SPREAD))
    return white_win, black_win


def game_chances(white: float, black: float) -> GameChances:
    """Gives White's win, the draw and Black's win for White rated ``white`` against Black
    rated ``black``.

    Between two players rated 2000, Rm = 2000, so W = 96 and B = −150: White wins with
    1 / (1 + 10^(96 / 370)) = 0.3549, Black with 1 / (1 + 10^(150 / 370)) = 0.2822, and the
    rest, 0.3628, is the draw; White expects 0.3549 + 0.3628 / 2 = 0.5364. For 2500 against
    2300, Rm = 2400: W = 135.44 and B = −212.8, so White wins with
    1 / (1 + 10^(−64.56 / 370)) = 0.5991 and Black with 1 / (1 + 10^(412.8 / 370)) = 0.0712:

    >>> from elo_core import game_chances
    >>> equal = game_chances(2000, 2000)
    >>> [round(chance, 4) for chance in equal], round(equal.white_expected, 4)
    ([0.3549, 0.3628, 0.2822], 0.5364)
    >>> [round(chance, 4) for chance in game_chances(2500, 2300)]
    [0.5991, 0.3297, 0.0712]
    """
    white_win, black_win = win_chances(float(white), float(black))
    both = white_win + black_win
    if both > 1:
        return GameChances(white_win / both, 0.0, black_win / both)
    return GameChances(white_win, 1 - both, black_win)


def chance_arrays(white: np.ndarray, black: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Returns :func:`game_chances` of each pair of two arrays of ratings: White's win and the draw
    (Black's win is the rest), clamped as the scalar is."""
    import numpy as np

    white_win, black_win = win_chances(white.astype(float), black.astype(float))
    both = white_win + black_win
    over = both > 1
    white_win = np.where(over, white_win / np.where(over, both, 1.0), white_win)
    draw = np.where(over, 0.0, 1 - both)
    return white_win, draw


class ModelFit(StrEnum):
    """How far the model can be trusted for a set of ratings (the author's assessment)."""

    SOUND = "sound"
    """Every rating from 1600 to 2400."""
    SERVICEABLE = "serviceable"
    """Every rating from 1400 to 2600, some outside 1600–2400."""
    OUTSIDE = "outside"
    """Some rating below 1400 or above 2600: a forecast there is a rough guide."""


def model_fit(ratings: Iterable[float]) -> ModelFit:
    """Tells where ``ratings`` lie against the range the model was fitted for."""
    listed = list(ratings)
    if all(SOUND[0] <= r <= SOUND[1] for r in listed):
        return ModelFit.SOUND
    if all(SERVICEABLE[0] <= r <= SERVICEABLE[1] for r in listed):
        return ModelFit.SERVICEABLE
    return ModelFit.OUTSIDE
