"""The events and player cards the title-norm tests share, each norm worked out by hand from
FIDE Handbook B.01 (2024), and a norm sheet as a test reads it off a page."""

from __future__ import annotations

import pandas as pd
from streamlit.testing.v1 import AppTest

from tests.app.event.pasted import players_table
from tests.norm_report import FOREIGN, RESULTS
from tests.trf_lines import norm_event

#: A name as hostile as a file can hold: HTML and Markdown.
HOSTILE = "<script>x</script> **B** [a](u)"
#: Player 1 (GER) against nine GMs of 2500 from three federations: 6½/9 = 72.2% → 72%, dp 166
#: (1.4.9), Rp = 2500 + 166 = 2666 ≥ 2600 (1.4.8), Ra 2500 ≥ 2380 (1.4.8a), 9 title holders ≥ 5
#: (1.4.5a), 9 GMs ≥ 3 (1.4.5b), 3 foreign federations ≥ 2 (1.4.3), none of GER ≤ 5 and 3 of one
#: ≤ 6 (1.4.4): a GM norm.
GM_NORM = norm_event([(2500, "GM", f) for f in FOREIGN], RESULTS,
                     player={"rating": 2450, "title": "IM", "name": HOSTILE})


def norms(at: AppTest) -> dict[int, str | None]:
    """The Whole event page's norms column by start rank, ``None`` where the cell is empty
    (shown "–")."""
    table = players_table(at)
    return {rank: None if pd.isna(cell) else cell
            for rank, cell in zip(table.iloc[:, 0], table["Norm"], strict=True)}


def sheet(at: AppTest, title: str) -> dict[str, list[str]]:
    """The requirements of ``title``'s tab, by the requirement's name: figure, threshold,
    clause (written beside the name) and whether it holds."""
    tab = next(tab for tab in at.tabs if tab.label.removeprefix("✓ ") == title)
    table = tab.table[0].value
    requirements = {}
    for index, row in table.iterrows():
        assert isinstance(index, str), index  # each row is named "requirement · clause"
        (name, clause), (figure, needed, holds) = index.split(" · "), list(row)
        requirements[name] = [figure, needed, clause, holds]
    return requirements


#: chess-results' player card (the title column unnamed in English) of nine rounds: three GMs
#: from ESP, FRA, ITA, three IMs, two FMs and one without a title, GER five times; 7 points.
#: The figures are tests/engine/norms/test_columns.py's, worked out by hand there: Ra 2400,
#: 7/9 = 78% → dp 220, Rp 2620.
CARD_ROWS = [("GM", "ESP", 2550, "1"), ("GM", "FRA", 2500, "½"), ("GM", "ITA", 2450, "1"),
             ("IM", "GER", 2400, "½"), ("IM", "GER", 2400, "1"), ("FM", "GER", 2350, "½"),
             ("FM", "GER", 2300, "1"), ("", "GER", 2250, "½"), ("IM", "ESP", 2400, "1")]
#: The card's header row as chess-results writes it in each language.
HEADERS = {
    "en": "Rd.\tBo.\tSNo\t\tName\tRtg\tFED\tClub/City\tPts.\tRes.",
    "de": "Rd.\tBr.\tSNr\tTitel\tName\tElo\tLand\tVerein/Ort\tPkt.\tErg.",
    "nl": "Rd.\tBd.\tSNr\tTitel\tNaam\tElo\tLand\tVereniging\tPnt.\tRes.",
}


def player_card(lang: str, rounds: int = 9) -> str:
    """The player card of :data:`CARD_ROWS`' first ``rounds`` rounds, headed in ``lang``."""
    rows = [f"{rd}\t{rd}\t{20 + rd}\t{title}\tSpieler {rd}\t{rating}\t{fed}\tSK\t5\t{result}"
            for rd, (title, fed, rating, result) in enumerate(CARD_ROWS[:rounds], 1)]
    return "\n".join([HEADERS[lang], *rows])
