"""The Whole event page's own parts: the tournament report file, kept in the session
(:mod:`~pages.ui.event.trf_file`), what the page shows of it, worked out in a process of its
own (:mod:`~pages.ui.event.shown`), K for all and per player (:mod:`~pages.ui.event.k_editor`),
the event as rows of values (:mod:`~pages.ui.event.table`), the views, a player's link to the
Tournament page (:mod:`~pages.ui.event.view`), and the downloads."""
