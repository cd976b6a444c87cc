"""Chances in the rounds left, by FIDE's own simulation model (O. Milvang, *Statistical model
for chess tournament simulations*, 2024; C.04 Annex 3, question 32): one game's win, draw and
loss (:mod:`~elo_core.forecast.model`).
"""
