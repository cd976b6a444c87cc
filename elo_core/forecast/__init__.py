"""Estimates a player's chances in the rounds left, by FIDE's own simulation model (O. Milvang,
*Statistical model for chess tournament simulations*, 2024; C.04 Annex 3, question 32).

One game's win, draw and loss (:mod:`~elo_core.forecast.model`); where an event stands after
the rounds played (:mod:`~elo_core.forecast.standing`); a completed event judged for its norms
and rating change, outcome by outcome (:mod:`~elo_core.forecast.judge`); a simulated round's
opponents, colours and results (:mod:`~elo_core.forecast.draws`); and one player's final
score, norms and rating change, exact or simulated (:mod:`~elo_core.forecast.player`); the
runs, seed and top places by default (:mod:`~elo_core.forecast.defaults`).
"""
