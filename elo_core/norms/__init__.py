"""Checks FIDE title norms (GM, IM, WGM, WIM) by the Title Regulations, FIDE Handbook B.01 in force
from 1 January 2024. For one player of an event and one title, it gives every requirement with its
figure, threshold, clause and pass or fail, the games B.01 lets a player leave out, and what the
rounds left must bring.

Each module owns one idea: the titles and their thresholds (:mod:`~elo_core.norms.titles`),
what a TRF cannot say of the event (:mod:`~elo_core.norms.event_type`), which rounds are games
(:mod:`~elo_core.norms.counted_games`), the performance (:mod:`~elo_core.norms.performance`),
the requirements judged on a set of games (:mod:`~elo_core.norms.requirements`), the
exemptions from the foreigner requirement (:mod:`~elo_core.norms.exemptions`), one title
checked with the games left out (:mod:`~elo_core.norms.check`), a whole event's players
(:mod:`~elo_core.norms.event_norms`), the rounds left (:mod:`~elo_core.norms.rounds_left`) and
how far a player is from a norm they missed (:mod:`~elo_core.norms.reach`).
"""
