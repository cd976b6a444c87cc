"""What the event tests read of a rated player's result."""

from elo_core.elo.kfactor import KUsed
from elo_core.event import PlayerResult


def k_of(player: PlayerResult) -> KUsed:
    """The K a rated player's change was worked out with, which the test relies on it having."""
    assert player.k is not None, f"player {player.player.rank} has no K"
    return player.k
