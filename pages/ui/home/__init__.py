"""The landing page's own parts: the expected-score table by rating difference (its links to
the pages and its questions come from the frame and :mod:`pages.ui.i18n.faq`)."""
