"""The pages' parts, by owner: the frame every page is drawn in (:mod:`pages.ui.frame`, with
:mod:`pages.ui.in_force`, :mod:`pages.ui.sessions` and ``narrow.css``), work done in a process
of its own (:mod:`pages.ui.apart`), the link that holds every input
(:mod:`pages.ui.link`), every text in three languages (:mod:`pages.ui.i18n`), what more than one
page uses (:mod:`pages.ui.shared`), and a folder for each page's own parts (``home``, ``game``,
``tournament``, ``event``). A page's folder imports from the shared parts, never from another
page's folder.

This folder is not a page: Streamlit's legacy ``pages/`` runner only runs the ``*.py`` files
directly in ``pages/``.
"""
