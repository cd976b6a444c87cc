"""Landing page: what the dashboard does, where to go, a live expected-score table, and the
questions players ask, each answered from the FIDE Handbook."""

import streamlit as st

from pages.ui import link
from pages.ui.frame import PAGES, current
from pages.ui.home.table import expectation_table
from pages.ui.i18n.faq import TOPICS


def home_page() -> None:
    """Draw the links to the pages, the expected-score table and the questions, each in an
    expander of its own."""
    frame = current()
    t = frame.t
    # a row that wraps: each page's link whole, however long its label is in the language
    # each link carries the values its page shares with this one (the language first), as the
    # frame's own links do
    with st.container(horizontal=True, key="to_pages"):
        for name, label, icon in (("game", "home.to_game", "swords"),
                                  ("tournament", "home.to_tournament", "trophy"),
                                  ("event", "home.to_event", "groups"),
                                  ("club", "home.to_club", "leaderboard")):
            st.page_link(PAGES[name], label=t(label), icon=f":material/{icon}:",
                         query_params=link.page_query(name))

    st.subheader(t("home.table.title"))
    st.caption(t("home.table.caption"))
    # a static table wraps its headers and fits a phone, so every number stays in view
    st.table(expectation_table(frame).set_index(t("table.difference")))

    st.subheader(t("faq.title"))
    # one expander a question, so that the list stays short on a phone
    for topic in TOPICS:
        st.expander(t(f"faq.{topic}.q")).markdown(t(f"faq.{topic}.a"))


home_page()
