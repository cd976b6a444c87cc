"""The Tournament page's own parts: the game list (typed, uploaded or edited as a table), the
list rated inside each rerun (:mod:`~pages.ui.tournament.ratings`), the results side by side and
the tabs, the charts, the FIDE-style breakdown, the target planner, and the downloads."""
