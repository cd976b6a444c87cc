"""The club page's parts: the season's files, the system and K, the list and a member's games,
the trajectory chart, the systems compared, and the downloads."""
