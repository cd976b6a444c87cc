"""A player searched for and picked from a loaded list on the Single game page, and the
captions that then say where the figures came from."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest


def pick(at: AppTest, side: str, text: str, player: int | str) -> AppTest:
    """``text`` searched on ``side`` and ``player`` chosen among the players found (the one
    found, taken as the text is entered): a FIDE ID from FIDE's list, a ZPS-member number
    (``C0327-12``) from the DSB's DWZ list."""
    at.text_input(key=f"_{side}_find").input(text).run()
    if any(box.key == f"_{side}_choice" for box in at.selectbox):
        at.selectbox(key=f"_{side}_choice").select(player).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def captions(at: AppTest) -> list[str]:
    """Every caption of the page."""
    return [caption.value for caption in at.caption]
