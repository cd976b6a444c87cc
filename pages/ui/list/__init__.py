"""The Rating list page's parts: the lists loaded and the search (:mod:`~pages.ui.list.lists`),
the import by upload (:mod:`~pages.ui.list.upload`), the question it asks where a file does not
say its month or kinds (:mod:`~pages.ui.list.question`), what it came to
(:mod:`~pages.ui.list.outcome`) and the import itself, run in a process of its own
(:mod:`~pages.ui.list.loading`)."""
