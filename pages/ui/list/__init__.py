"""The Rating list page's parts: the lists loaded and the search (:mod:`~pages.ui.list.lists`),
the import by upload (:mod:`~pages.ui.list.upload`) and the import itself, run in a process of
its own (:mod:`~pages.ui.list.loading`)."""
