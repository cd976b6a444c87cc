"""Rates by Glicko-2: Glickman's procedure for one rating period
(:mod:`~elo_core.glicko2.glickman`), and Lichess's game by game with its caps
(:mod:`~elo_core.glicko2.lichess`)."""
