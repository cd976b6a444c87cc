"""The Tournament page in German with results written as German players write them, the
player's score first (``1:0``, ``½:½``, ``0:1``), a rating in parentheses and a colour.

From Elo 1500 with K 20 (FIDE B.02 §8.1.2's table): 1600 won (D = −100: 0.36), 1380 drawn
(D = 120: 0.66), 1510 lost (D = −10: 0.49), 1700 won by forfeit (not rated, §5.1): 1.5 points
from 3 rated games, expected 0.36 + 0.66 + 0.49 = 1.51.
"""

from tests.conftest import PageOpener
from tests.rendered import rendered

GAMES = "Müller (1600) w 1:0\nSchulz 1380 ½:½\nWeber 1510 0:1\nKraus 1700 +:-"


def test_german_results_are_read_and_rated(open_page: PageOpener) -> None:
    at = open_page("tournament", lang="de", games=GAMES, rating="1500", k="20")
    assert not at.error
    words = " ".join(rendered(m.value) for m in at.markdown)
    assert "**Ratingperiode**: 1,5 Punkte aus 3 gewerteten Partien, erwartet 1,51." in words


def test_a_pair_that_is_not_one_game_is_refused_in_german_naming_why(open_page: PageOpener) -> None:
    at = open_page("tournament", lang="de", games=GAMES + "\nLang 1650 1:1", rating="1500")
    [error] = at.error
    assert ("Zeile 5: „1:1“ ist nicht das Ergebnis einer Partie: Ihre Punkte stehen vorn, und "
            "beide Seiten ergeben zusammen 1 (1:0, ½:½, 0:1)") in rendered(error.value)
