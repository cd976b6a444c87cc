"""The title norms' page parts: what a page shows of an event's norms, worked out without
Streamlit (:mod:`~pages.ui.norms.facts`), the event's type as a choice
(:mod:`~pages.ui.norms.settings`), the norm sheet (:mod:`~pages.ui.norms.sheet`) and the
report an arbiter prints (:mod:`~pages.ui.norms.report`)."""
