"""Chances in the rounds left on the pages, by FIDE's simulation model (:mod:`elo_core.forecast`):
the Tournament page's for the player of the list (:mod:`~pages.ui.forecast.tournament_part`),
the Whole event page's for every player, simulated in the background
(:mod:`~pages.ui.forecast.event_part`, its work :mod:`~pages.ui.forecast.event_work`); what a
figure says of itself (:mod:`~pages.ui.forecast.words`) and the chart of a final score
(:mod:`~pages.ui.forecast.charts`)."""
