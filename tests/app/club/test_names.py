"""A club's names on the Club page as organisers write them, in three languages: folded as the
rating list's search folds them (the list's filter); a start list written surname first and
games written given name first, one member each; two names that look alike merged or kept
apart, the choice in the link."""

from __future__ import annotations

import pytest

from elo_core.pool.names import LookAlike
from pages.ui.club.shown import mark
from pages.ui.i18n import translate
from pages.ui.link.params import MOST_MERGED
from pages.ui.link.readers import PartlyRead, marks
from tests.app.club.club_page import page_text, rated, the_list, upload
from tests.club_files import START, given_first_season
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


#: What the page says of a start list written surname first beside games written given name
#: first, and the box of the one pair that still looks alike.
WRITTEN = {
    "en": ("7 members are written surname first in one file and given name first in another, "
           "and each read as one member: “Albers, Arne” as “Arne Albers”",
           "“H. Hendriks” and “Hugo Hendriks” are one person"),
    "de": ("7 Mitglieder stehen in einer Datei mit dem Nachnamen zuerst, in einer anderen mit "
           "dem Vornamen zuerst, und werden je als ein Mitglied gelesen: „Albers, Arne“ als "
           "„Arne Albers“",
           "„H. Hendriks“ und „Hugo Hendriks“ sind eine Person"),
    "nl": ("7 leden staan in het ene bestand met de achternaam eerst, in een ander met de "
           "voornaam eerst, en worden elk als één lid gelezen: ‘Albers, Arne’ als ‘Arne Albers’",
           "‘H. Hendriks’ en ‘Hugo Hendriks’ zijn één persoon"),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_start_list_written_surname_first_rates_the_games_written_given_name_first(
        open_page: PageOpener, lang: str) -> None:
    """Nine members, not sixteen, every start rating the example's; the page says how the
    names were matched, and the pair still alike can be ticked as one person, the choice in
    the link as a mark that names nobody, and unticked again."""
    said, box = WRITTEN[lang]
    at = upload(open_page("club", lang=lang),
                [("season-2025-26.csv", given_first_season())], ("club-start.csv", START))
    assert said in page_text(at)
    listed = the_list(at)
    assert len(listed) == 9
    assert list(listed.iloc[:, 2].fillna(-1)) == pytest.approx(
        [-1 if s.rating is None else s.rating for s in rated().ranking()])
    assert [b.label for b in at.checkbox] == [box] and at.checkbox[0].value is False
    at.checkbox[0].check().run()
    assert len(the_list(at)) == 8
    assert at.query_params["same"] == mark(LookAlike("H. Hendriks", "Hugo Hendriks"))
    assert "Hendriks" not in " ".join(at.query_params.values())
    assert at.checkbox[0].value is True            # the pair merged, still offered to undo
    at.checkbox[0].uncheck().run()
    assert len(the_list(at)) == 9 and "same" not in at.query_params


def test_a_link_with_the_pairs_mark_merges_them_when_the_page_opens(
        open_page: PageOpener) -> None:
    same = mark(LookAlike("H. Hendriks", "Hugo Hendriks"))
    at = upload(open_page("club", same=same), [("season-2025-26.csv", given_first_season())],
                ("club-start.csv", START))
    names = list(the_list(at)["Name"])
    assert "Hugo Hendriks" in names and "H. Hendriks" not in names
    assert at.checkbox[0].value is True


def test_a_link_whose_marks_cannot_be_read_says_so_and_merges_nothing(
        open_page: PageOpener) -> None:
    at = open_page("club", same="Hendriks,zz")
    assert any("same=Hendriks,zz has parts that cannot be used (Hendriks, zz" in w.value
               for w in at.warning)


#: What each language says of a link with one mark more than it merges, and of the marks
#: used: the first five, and how many more.
TOO_MANY = {
    "en": ("holds 101 marks, more than the 100 it may hold; the first 100 are used: "
           "00000000,00000001,00000002,00000003,00000004 and 95 more."),
    "de": ("enthält 101 Kennungen, mehr als die erlaubten 100; es gelten die ersten 100: "
           "00000000,00000001,00000002,00000003,00000004 und 95 weitere."),
    "nl": ("bevat 101 kenmerken, meer dan de toegestane 100; de eerste 100 gelden: "
           "00000000,00000001,00000002,00000003,00000004 en nog 95."),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_link_with_more_marks_than_it_merges_says_how_many_and_keeps_the_first(
        open_page: PageOpener, lang: str) -> None:
    """101 good marks: the count is over, no part is bad; the marks used are named as the
    first five and how many more."""
    same = [f"{n:08x}" for n in range(MOST_MERGED + 1)]
    at = open_page("club", same=",".join(same), lang=lang)
    [said] = [w.value for w in at.warning if "same=" in w.value]
    assert TOO_MANY[lang] in said
    assert same[-1] not in said
    assert at.query_params["same"] == ",".join(same[:MOST_MERGED])


#: What each language says of bad parts beside too many marks.
BAD_AND_MANY = {
    "en": ("has parts that cannot be used (zz; each part is a mark of eight digits 0–9 and "
           "letters a–f this page writes) and 101 marks, more than the 100 it may hold"),
    "de": ("enthält unbrauchbare Teile (zz; jeder Teil ist eine Kennung aus acht Ziffern 0–9 "
           "und Buchstaben a–f, wie diese Seite sie schreibt) und 101 Kennungen, mehr als die "
           "erlaubten 100"),
    "nl": ("bevat onbruikbare delen (zz; elk deel is een kenmerk van acht cijfers 0–9 en "
           "letters a–f zoals deze pagina het schrijft) en 101 kenmerken, meer dan de "
           "toegestane 100"),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_link_with_bad_parts_and_too_many_marks_says_both_apart(
        open_page: PageOpener, lang: str) -> None:
    same = [f"{n:08x}" for n in range(MOST_MERGED + 1)]
    at = open_page("club", same=",".join(["zz", *same]), lang=lang)
    assert any(BAD_AND_MANY[lang] in w.value for w in at.warning)
    assert at.query_params["same"] == ",".join(same[:MOST_MERGED])


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_most_marks_a_message_names_is_the_readers_own(lang: str) -> None:
    with pytest.raises(PartlyRead) as raised:
        marks(3)("00000000,00000001,00000002,00000003")
    assert raised.value.value == ("00000000", "00000001", "00000002")
    said = translate(f"url.{raised.value.reason}", lang, name="same", value="…", shown="…",
                     **raised.value.details)
    assert {"en": "4 marks, more than the 3", "de": "4 Kennungen, mehr als die erlaubten 3",
            "nl": "4 kenmerken, meer dan de toegestane 3"}[lang] in said
    assert "00000003" not in said
