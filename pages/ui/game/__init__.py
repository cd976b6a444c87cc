"""The Single game page's own parts: both players' new ratings and what a win, a draw and a loss
would each be worth (:mod:`~pages.ui.game.view`), and the expectation curve with both players on
it (:mod:`~pages.ui.game.curve`)."""
