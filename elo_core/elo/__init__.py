"""Rates by classic Elo and by the FIDE Handbook B.02 Rating Regulations.

The expected score by the logistic formula or table 8.1.2 (:mod:`~elo_core.elo.expectation`,
:mod:`~elo_core.elo.tables`, shipped as CSV in ``data/``), the rule sets with the 400- and
600-point rules (:mod:`~elo_core.elo.rules`), K (:mod:`~elo_core.elo.kfactor`), one game
(:mod:`~elo_core.elo.single`), a series as a rating period or game by game
(:mod:`~elo_core.elo.series`, :mod:`~elo_core.elo.mode`) and how much its order matters
(:mod:`~elo_core.elo.order`), performance ratings (:mod:`~elo_core.elo.performance`), a first
rating (:mod:`~elo_core.elo.first_rating`), and what a target needs
(:mod:`~elo_core.elo.targets`, :mod:`~elo_core.elo.planner`, :mod:`~elo_core.elo.next_round`).
"""
