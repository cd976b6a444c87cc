"""Language as players write it: every text in all three languages with the same placeholders
and the plural forms it needs; and on the real pages through AppTest, plural forms by Babel's
CLDR rules in English, German and Dutch, counts with each language's thousands separator, one
minus sign, the chess terms each country uses, and the landing page's questions and answers."""

import re
from collections.abc import Callable

import pytest
from streamlit.proto.Metric_pb2 import Metric

from elo_core.language import LANGUAGES
from pages.ui.i18n import TEXTS
from pages.ui.i18n.faq import TOPICS
from tests.conftest import PageOpener
from tests.rendered import rendered

# --- plural forms ------------------------------------------------------------------------------

ONE_BAD_LINE = "1800:1\n1950:x"            # 1 line left out, 1 game computed
TWO_BAD_LINES = "1800:1\n1950:x\nabc\n2100:0"  # 2 lines left out, 2 games computed


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "1 line could not be read and was left out; 1 game was computed.",
     "2 lines could not be read and were left out; 2 games were computed."),
    ("de", "1 Zeile war nicht lesbar und wurde ausgelassen; 1 Partie wurde berechnet.",
     "2 Zeilen waren nicht lesbar und wurden ausgelassen; 2 Partien wurden berechnet."),
    ("nl", "1 regel was niet leesbaar en is weggelaten; 1 partij is berekend.",
     "2 regels waren niet leesbaar en zijn weggelaten; 2 partijen zijn berekend."),
])
def test_bad_lines_and_computed_games_take_their_plural_forms(open_page: PageOpener, lang: str,
                                                              one: str, two: str) -> None:
    at = open_page("tournament", games=ONE_BAD_LINE, lang=lang)
    assert rendered(at.error[0].value).startswith(one)
    at = open_page("tournament", games=TWO_BAD_LINES, lang=lang)
    assert rendered(at.error[0].value).startswith(two)


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "Edit as a table (1 game)", "Edit as a table (2 games)"),
    ("de", "Als Tabelle bearbeiten (1 Partie)", "Als Tabelle bearbeiten (2 Partien)"),
    ("nl", "Bewerken als tabel (1 partij)", "Bewerken als tabel (2 partijen)"),
])
def test_the_game_tables_label_counts_in_the_singular_and_the_plural(open_page: PageOpener,
                                                                      lang: str, one: str,
                                                                      two: str) -> None:
    def label(games: str) -> str:
        at = open_page("tournament", games=games, lang=lang)
        toggle: str = next(e.label for e in at.toggle if e.label.startswith(one.split("(")[0]))
        return toggle

    assert label("1800:1") == one
    assert label("1800:1\n1900:0") == two


@pytest.mark.parametrize(("lang", "one", "halves"), [
    # 1800:1 → 1 point from 1 game; 1800:1 and 1800:½ → 1 + 0.5 = 1.5 points from 2 games
    ("en", "1 point from 1 rated game", "1.5 points from 2 rated games"),
    ("de", "1 Punkt aus 1 gewerteten Partie", "1,5 Punkte aus 2 gewerteten Partien"),
    ("nl", "1 punt uit 1 ratingpartij", "1,5 punten uit 2 ratingpartijen"),
])
def test_points_and_rated_games_take_their_plural_forms(open_page: PageOpener, lang: str, one: str,
                                                        halves: str) -> None:
    def summary(games: str) -> str:
        at = open_page("tournament", games=games, lang=lang)
        return " ".join(rendered(m.value) for m in at.markdown)

    assert one in summary("1800:1")
    assert halves in summary("1800:1\n1800:½")


@pytest.mark.parametrize(("lang", "limit"), [
    ("en", "more than 10,000 games"),
    ("de", "mehr als 10.000 Partien"),
    ("nl", "meer dan 10.000 partijen"),
])
def test_a_list_over_the_limit_names_the_limit_with_thousands_separators(open_page: PageOpener,
                                                                          lang: str,
                                                                          limit: str) -> None:
    at = open_page("tournament", games="\n".join(["1800:1"] * 10_001), lang=lang)
    error = rendered(at.error[0].value)
    assert limit in error
    # nothing was read, and 0 takes the plural form in all three languages
    assert ("0 games", "0 Partien", "0 partijen")[("en", "de", "nl").index(lang)] in error


# --- every text's rules, each checked over every key ----------------------------------------

def _forms(key: str) -> list[str]:
    """Every form of a text in every language: the text, or each of its plural forms."""
    return [text for entry in TEXTS[key]
            for text in (entry.values() if isinstance(entry, dict) else [entry])]


def _placeholders(text: str) -> set[str]:
    return set(re.findall(r"{(\w+)}", text))


def _no_text_breaks(rule: Callable[[str], bool]) -> None:
    """Fail naming every key whose texts break the rule (``rule(key)`` is true), one a line."""
    bad = [key for key in sorted(TEXTS) if rule(key)]
    assert not bad, f"{len(bad)} of {len(TEXTS)} texts:\n" + "\n".join(bad)


def test_every_text_exists_in_all_languages() -> None:
    _no_text_breaks(lambda key: len(TEXTS[key]) != len(LANGUAGES))


def test_no_text_is_empty_in_any_language() -> None:
    _no_text_breaks(lambda key: not all(text.strip() for text in _forms(key)))


def test_every_text_has_the_same_placeholders_in_every_language_and_form() -> None:
    # a singular form may leave out its count ("the round after"), every other form has it
    _no_text_breaks(lambda key: len({frozenset(_placeholders(text) - {"n"})
                                     for text in _forms(key)}) != 1)


def test_a_text_with_plural_forms_has_one_and_other_in_every_language_and_counts_in_other() -> None:
    def breaks(key: str) -> bool:
        entries = TEXTS[key]
        return any(isinstance(entry, dict) for entry in entries) and not all(
            isinstance(entry, dict) and set(entry) >= {"one", "other"}
            and "{n}" in entry["other"] for entry in entries)

    _no_text_breaks(breaks)


def test_no_text_uses_a_bracketed_plural_crutch() -> None:
    crutches = ("(s)", "(n)", "(en)", "(e)")
    _no_text_breaks(lambda key: any(c in text for text in _forms(key) for c in crutches))


def test_every_text_that_counts_has_plural_forms() -> None:
    """A count is filled in as ``n`` of a text with plural forms (never as ``{games}``); the
    only plain ``{n}`` is a place's number (``Line 12``), which is not a count."""
    def breaks(key: str) -> bool:
        forms = _forms(key)
        if any({"games", "count"} & _placeholders(text) for text in forms):
            return True
        return (any("{n}" in text for text in forms) and not key.startswith("place.")
                and not all(isinstance(entry, dict) for entry in TEXTS[key]))

    _no_text_breaks(breaks)


# --- one minus sign, one form for the expected score ---------------------------------------

def test_a_fall_is_written_with_the_minus_sign_and_still_shown_red_and_down(
        open_page: PageOpener) -> None:
    at = open_page("game", rating="1800", opponent="1900", result="win", k="20")
    mine, theirs = at.metric[0], at.metric[1]
    # 20 × (1 − 0.359935) = +12.8 for you, −12.8 for your opponent
    assert (mine.delta, mine.proto.color, mine.proto.direction) == (
        "+12.8", Metric.MetricColor.GREEN, Metric.MetricDirection.UP)
    assert (theirs.delta, theirs.proto.color, theirs.proto.direction) == (
        "\u221212.8", Metric.MetricColor.RED, Metric.MetricDirection.DOWN)


def test_a_falling_series_is_red_in_every_card(open_page: PageOpener) -> None:
    # one loss against an equal player: 20 × (0 − 0.5) = −10 in both modes; Glicko-2 falls too
    at = open_page("tournament", rating="1800", k="20", games="1800:0")
    cards = [m for m in at.metric if m.delta]
    assert len(cards) == 3
    assert all(m.delta.startswith("\u2212") for m in cards)
    assert {(m.proto.color, m.proto.direction) for m in cards} == {
        (Metric.MetricColor.RED, Metric.MetricDirection.DOWN)}


@pytest.mark.parametrize(("lang", "expected", "break_even"), [
    # E = 1 / (1 + 10^(100/400)) = 0.359935 → 36.0 %, the break-even score in the same form
    ("en", "36.0%", "Break-even score: 36.0%."),
    ("de", "36,0\u00a0%", "Gewinnschwelle: 36,0\u00a0%."),
    ("nl", "36,0%", "Omslagpunt: 36,0%."),  # CLDR: Dutch writes no space before %
])
def test_expected_score_and_break_even_are_both_percentages(open_page: PageOpener, lang: str,
                                                            expected: str,
                                                            break_even: str) -> None:
    at = open_page("game", rating="1800", opponent="1900", k="20", lang=lang)
    assert at.metric[2].value == expected
    assert break_even in " ".join(rendered(m.value) for m in at.markdown).replace("**", "")


# --- the terms players use -------------------------------------------------------------------

def test_the_german_single_game_page_speaks_of_elo_and_gewinnerwartung(
        open_page: PageOpener) -> None:
    at = open_page("game", rating="1800", opponent="1900", k="40", k_opponent="10",
                   result="draw", lang="de")
    assert [m.label for m in at.metric] == ["Ihre neue Elo", "Neue Elo des Gegners",
                                            "Ihre Gewinnerwartung"]
    assert [s.label for s in at.slider] == ["Ihre Elo", "Elo des Gegners"]
    text = " ".join(rendered(m.value) for m in at.markdown)
    assert "Gewinnschwelle" in text and "Elo-Punkte" in text
    # K 40 and K 10: +40 × 0.140065 = +5.60 and −10 × 0.140065 = −1.40 add up to +4.20
    assert "Kein Nullsummenspiel: Die beiden Änderungen ergeben zusammen +4.20" in " ".join(
        i.value for i in at.info).replace(",", ".")


def test_the_dutch_single_game_page_speaks_as_dutch_players_do(open_page: PageOpener) -> None:
    at = open_page("game", rating="2000", opponent="2100", k="40", k_opponent="10",
                   rules="fide", how="true", lang="nl")
    text = " ".join(rendered(m.value) for m in at.markdown)
    assert "Omslagpunt" in text and "ratingpunten" in text
    assert "Tabel 8.1.2, verschil 99–106, de speler met de lagere rating: E = 0,36" in text
    assert any("Geen nulsomspel" in i.value for i in at.info)
    rapid = open_page("game", rating="2650", opponent="2050", rules="fide-rapid", lang="nl")
    assert rapid.info[0].value.startswith("Telt niet mee voor de rating")


def test_the_german_tournament_names_k_and_a_first_rating_as_players_do(
        open_page: PageOpener) -> None:
    at = open_page("tournament", rating="1800", k="20", games="1800:1", lang="de")
    assert "Verwendeter K-Faktor: 20" in " ".join(rendered(m.value) for m in at.markdown)
    assert "Turnierleistung (Performance)" in [h.value for h in at.subheader]
    first = open_page("tournament", games="1600:1\n1600:1\n1600:½\n1600:0\n1600:0",
                      new="true", lang="de")
    assert "Ersteinstufung" in [h.value for h in first.subheader]
    assert first.metric[0].label == "Ersteinstufung (FIDE §8.2)"


def test_the_dutch_tournament_says_tpr_and_doorlopend(open_page: PageOpener) -> None:
    at = open_page("tournament", rating="1800", k="20", games="1800:1\n1900:+", lang="nl",
                   view="breakdown")
    assert "Toernooiprestatie (TPR)" in [h.value for h in at.subheader]
    assert [m.label for m in at.metric[:2]] == ["Ratingperiode", "Doorlopend"]
    table = next(d.value for d in at.dataframe
                 if "K × (S − E)" in d.value.columns.get_level_values(-1))
    assert list(table["", "Opmerking"])[1] == "reglementair, telt niet mee"
    assert "Gebruikte K-factor: 20" in " ".join(rendered(m.value) for m in at.markdown)


# --- questions and answers on the landing page ---------------------------------------------

FAQ = {
    "en": ("Frequently asked questions", "FIDE Handbook B.02 §",
           ["Why does my official rating differ from a calculator's?",
            "Which K should I use?", "What does the 400-point rule do?",
            "Rating period or updating after every game?",
            "Why does Lichess show other numbers?",
            "Why do my DWZ and my Elo change differently for the same games?"]),
    "de": ("Häufige Fragen", "FIDE-Handbuch B.02 §",
           ["Warum weicht meine offizielle Elo von der eines Elo-Rechners ab?",
            "Welchen K-Faktor soll ich nehmen?", "Was bewirkt die 400-Punkte-Regel?",
            "Ratingperiode oder Aktualisierung nach jeder Partie?",
            "Warum zeigt Lichess andere Zahlen?",
            "Warum ändern sich DWZ und Elo für dieselben Partien unterschiedlich?"]),
    "nl": ("Veelgestelde vragen", "FIDE-handboek B.02 §",
           ["Waarom wijkt mijn officiële rating af van die van een calculator?",
            "Welke K moet ik gebruiken?", "Wat doet de 400-puntenregel?",
            "Ratingperiode of bijwerken na elke partij?",
            "Waarom geeft Lichess andere getallen?",
            "Waarom veranderen mijn DWZ en mijn Elo anders voor dezelfde partijen?"]),
}


@pytest.mark.parametrize("lang", sorted(FAQ))
def test_the_landing_page_answers_six_questions_each_from_the_handbook(open_page: PageOpener,
                                                                       lang: str) -> None:
    title, handbook, questions = FAQ[lang]
    at = open_page("home", lang=lang)
    assert at.subheader[-1].value == title
    assert [e.label for e in at.expander] == questions
    for expander in at.expander:
        answer = expander.markdown[0].value
        assert handbook in answer, expander.label


@pytest.mark.parametrize(("topic", "facts"), [
    ("official", ("8.1.2", "§8.3.2", "§8.3.4", "§5.1", "§8.3.1")),
    ("k", ("40", "20", "10", "700", "§8.3.3")),
    ("cap", ("400", "2650", "600", "2600", "§8.3.1")),
    ("period", ("§8.3.2", "§8.3.4")),
    ("lichess", ("Glicko-2", "110", "1500", "500", "§8.3")),
    # the normal distribution against FIDE's capped table, an event against a month, E and K,
    # the floor, the rounding's sources, and where the sources differ
    ("dwz", ("σ = 200·√2", "8.1.2", "400", "800 · (W − We) / (E + n)", "K · (W − We)", "1100",
             "2026", "W < We", "Anhang 1.2", "har64/DWZ-Calc", "§8.3")),
])
def test_every_answer_states_its_facts_in_all_three_languages(topic: str,
                                                              facts: tuple[str, ...]) -> None:
    assert topic in TOPICS
    for answer in TEXTS[f"faq.{topic}.a"]:
        assert isinstance(answer, str), topic  # an answer is one text, without plural forms
        assert all(fact in answer for fact in facts), (topic, answer[:60])


def test_one_word_for_the_rating_and_the_terms_club_players_use() -> None:
    def in_language(index: int) -> list[str]:
        entries = [TEXTS[key][index] for key in TEXTS]
        return [text for entry in entries
                for text in (entry.values() if isinstance(entry, dict) else [entry])]

    german, dutch = in_language(1), in_language(2)
    # German says Elo, not Elo and Elo-Zahl by turns; Dutch says doorlopend for sequential
    assert not [text for text in german if "Elo-Zahl" in text]
    assert not [text for text in dutch if "ontinu" in text]
    # Dutch's Elo is a de-word: classic Elo is "klassieke Elo", its rule set's name and the club's
    # system one text
    assert not [text for text in dutch if re.search(r"klassiek Elo", text, re.IGNORECASE)]
    assert TEXTS["system.elo"] == TEXTS["rules.elo"]
    assert TEXTS["app.name"][1:] == ("Elo-Rechner", "Elo-calculator")
    assert TEXTS["ecol.change"][1:] == ("Elo +/−", "Wijziging")
    assert TEXTS["mode.sequential"][2] == "Doorlopend"
