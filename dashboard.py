"""The dashboard: its pages, and the frame drawn around each (:mod:`pages.ui.frame`).

Streamlit's navigation picks the page a link names (``/game``, ``/tournament``, ``/event``; the
landing page at ``/``); the frame's own links move between them, carrying the values the other
page shows, so Streamlit's menu stays hidden.
"""

from pages.ui import frame

page = frame.navigation()
frame.draw(frame.page_name(page))
page.run()
