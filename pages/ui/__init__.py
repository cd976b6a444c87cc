"""What every page shares: the frame, translations, number formatting, widgets and charts.

This folder is not a page: Streamlit's ``pages/`` mechanism only runs the ``*.py`` files directly
in ``pages/``.
"""
