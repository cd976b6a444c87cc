"""A club's names on the Club page as organisers write them: folded as the rating list's
search folds them (the list's filter), in three languages."""

from __future__ import annotations

import pytest

from tests.app.club.club_page import the_list, upload
from tests.conftest import PageOpener

#: A season whose names the engine's fold alone tells apart from their plain writing.
SEASON = """date,white,black,result
2025-09-02,"Øberg, Łukasz","O'Brien, Pat",1-0
2025-09-09,"O'Brien, Pat","Lukas, Berg",½-½
2025-09-16,"Lukas, Berg","Øberg, Łukasz",0-1
""".encode()


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_lists_filter_folds_a_name_as_the_rating_lists_search_does(
        open_page: PageOpener, lang: str) -> None:
    at = upload(open_page("club", lang=lang), [("season.csv", SEASON)])
    for typed, names in (("lukasz", ["Øberg, Łukasz"]), ("OBERG", ["Øberg, Łukasz"]),
                         ("obrien", ["O'Brien, Pat"]), ("o’brien", ["O'Brien, Pat"]),
                         ("luka", ["Øberg, Łukasz", "Lukas, Berg"])):
        at.text_input(key="_club_find").set_value(typed).run()
        assert sorted(the_list(at).iloc[:, 1]) == sorted(names), typed
