"""The frame: landing page, navigation, shared settings, translations."""

import ast

from pytest import MonkeyPatch
from streamlit.testing.v1 import AppTest

from elo_core.language import LANGUAGES
from pages.ui import frame
from pages.ui.i18n import TEXTS
from tests.conftest import PageOpener
from tests.paths import ROOT

URL_REASONS = ("not-a-number", "not-whole", "out-of-range", "unknown-choice", "not-a-flag",
               "not-a-date", "repeated", "list-not-kept", "list-too-long", "list-damaged",
               "bad-pairs", "too-long")



def test_landing_page_leads_to_every_page(open_page: PageOpener) -> None:
    at = open_page("home")
    assert at.title[0].value == "Elo rating dashboard"
    links = {link.proto.page: link.proto.label for link in at.main.get("page_link")}
    assert links == {"game": "Single game: what is at stake",
                     "tournament": "Tournament: a whole series of games",
                     "event": "Whole event: every player from a TRF file",
                     "club": "Club rating list: every member over a season"}


def test_the_landing_page_s_links_keep_the_language_chosen(open_page: PageOpener) -> None:
    # a German visitor who taps "Turnier" on the landing page reads the Tournament page in German
    at = open_page("home", lang="de")
    queries = {link.proto.page: link.proto.query_string for link in at.main.get("page_link")}
    assert set(queries) == {"game", "tournament", "event", "club"}
    assert all("lang=de" in query.split("&") for query in queries.values()), queries


def test_landing_table_compares_formula_and_fide_table(open_page: PageOpener) -> None:
    at = open_page("home")
    table = at.table[0].value.reset_index()
    assert list(table["Difference D"]) == ["0", "25", "50", "100", "150", "200", "300", "400",
                                           "600", "800"]
    row_100 = table[table["Difference D"] == "100"].iloc[0]
    # 1 / (1 + 10^-0.25) = 0.640; table 8.1.2 band 99–106: 0.64 / 0.36
    assert (row_100["Formula, higher"], row_100["Formula, lower"]) == ("0.640", "0.360")
    assert (row_100["FIDE table, higher"], row_100["FIDE table, lower"]) == ("0.64", "0.36")
    row_800 = table[table["Difference D"] == "800"].iloc[0]
    assert (row_800["FIDE table, higher"], row_800["FIDE table, lower"]) == ("1.00", "0.00")


def test_language_from_the_url_translates_numbers_and_labels(open_page: PageOpener) -> None:
    at = open_page("home", lang="de")
    assert at.title[0].value == "Elo-Rechner"
    assert "0,640" in list(at.table[0].value["Formel, höher"])


def test_choosing_a_language_changes_the_page_and_the_url(open_page: PageOpener) -> None:
    at = open_page("home")
    at.radio(key="_lang_widget").set_value("nl").run()
    assert at.title[0].value == "Elo-calculator"
    assert at.query_params["lang"] == "nl"


def test_a_bad_language_in_the_url_is_named_and_english_is_shown(open_page: PageOpener) -> None:
    at = open_page("home", lang="xx")
    assert at.title[0].value == "Elo rating dashboard"
    assert "lang=xx" in at.warning[0].value


def test_rules_choice_is_kept_when_walking_to_another_page(open_page: PageOpener) -> None:
    at = open_page("game", rating="2000", opponent="2100")
    at.radio(key="_rules_widget").set_value("fide").run()
    assert at.metric[0].value == "2013"
    at.switch_page("pages/tournament.py").run()
    assert at.radio(key="_rules_widget").value == "fide"
    assert at.query_params["rules"] == "fide"


# --- translations ------------------------------------------------------------------------------

def _used_keys() -> set[str]:
    """Every literal key passed to t(...) / frame.t(...) / translate(...), or naming a table's
    column (``Column("ecol.rank")``), in the frame and every module under ``pages/`` (the keys
    built from values are checked family by family below)."""
    keys: set[str] = set()
    for path in [ROOT / "dashboard.py", *sorted(ROOT.glob("pages/**/*.py"))]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(
                    node.func, "id", "")) in ("t", "translate", "Column") and node.args:
                arg = node.args[0]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    keys.add(arg.value)
    return keys


def test_every_key_the_pages_use_is_translated() -> None:
    used = _used_keys()
    # keys from the page files, each page's folder, the shared parts and the frame: the scan
    # reaches every module
    assert {"game.scenarios", "event.k.set", "table.formula_high", "game.expected",
            "chart.curve.title", "games.label", "plan.title", "chart.trajectory.title",
            "col.k_difference", "csv.rated", "event.k.set.caption", "event.player.choose",
            "ecol.rank", "glicko.rd", "input.k_rule", "frame.language"} <= used
    assert sorted(used - set(TEXTS)) == []


def test_every_dynamic_key_family_is_complete() -> None:
    from elo_core import RULE_SETS, Colour, KRule, NoRating, Place, Problem
    from elo_core.dates import DateProblem
    from elo_core.elo.first_rating import LeftOutReason
    from elo_core.elo.kfactor import Fact, KBasis
    from elo_core.elo.single import SCENARIOS
    from elo_core.event import Flag
    from elo_core.games import NotRated
    from elo_core.pool.problems import SeasonProblem
    from elo_core.trf.problems import TrfProblemKind
    from pages.ui.frame import EXPECTATION_CHOICES, PAGES

    families = [
        *(f"rules.{r}" for r in RULE_SETS), *(f"rules.{r}.help" for r in RULE_SETS),
        *(f"expectation.{e}" for e in EXPECTATION_CHOICES), *(f"nav.{p}" for p in PAGES),
        *(f"lang.{code}" for code in LANGUAGES), *(f"problem.{p.value}" for p in Problem),
        *(f"place.{p.value}" for p in Place), *(f"k_rule.{r.value}" for r in KRule),
        "note.forfeit", "note.bye", "note.rapid-gap", "note.opponent-unrated",
        *(f"first.{n.value}" for n in NoRating),
        *(f"result.{s}" for s in SCENARIOS), "mode.period", "mode.sequential",
        *(f"url.{reason}" for reason in URL_REASONS),
        *(f"date.{problem.value}" for problem in DateProblem),
        *(f"first.left_out.{reason.value}" for reason in LeftOutReason),
        "first.not_counted.forfeit", "first.not_counted.bye",
        "first.not_counted.opponent-unrated",
        "column.rating", "column.result",
        *(f"trf.{kind.value}" for kind in TrfProblemKind),
        *(f"why.{reason.value}" for reason in NotRated),
        *(f"flag.{flag.value}" for flag in Flag),
        *(f"event.first.{n.value}" for n in NoRating),
        *(f"k_why.{r.value}" for r in KRule),
        *(f"club.k_missing.{fact.value}" for fact in Fact),
        *(f"club.k_basis.{basis.value}" for basis in KBasis if basis is not KBasis.FACTS),
        *(f"colour.{c.value}" for c in Colour),
        *(f"season.{p.value}" for p in SeasonProblem),
    ]
    assert [key for key in families if key not in TEXTS] == []


def _opened_with_locale(locale: str, page: str = "home", **params: str) -> AppTest:

    at = AppTest.from_file(str(ROOT / "dashboard.py"), default_timeout=60)
    at.context["locale"] = locale
    for key, value in params.items():
        at.query_params[key] = value
    if page != "home":
        at.switch_page(f"pages/{page}.py")
    return at.run()


def test_a_browser_that_asks_for_german_gets_german_on_the_first_visit(
        monkeypatch: MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    at = _opened_with_locale("de-DE")
    assert at.title[0].value == "Elo-Rechner"
    # the link says so, so that it shows the same page anywhere
    assert at.query_params["lang"] == "de"
    assert _opened_with_locale("nl-BE", "game").title[0].value == "Eén partij"


def test_the_links_language_wins_over_the_browsers(monkeypatch: MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    at = _opened_with_locale("de-DE", lang="en")
    assert at.title[0].value == "Elo rating dashboard"
    # English chosen on a German browser stays in the link, so that a reload keeps it
    assert at.query_params["lang"] == "en"


def test_a_browser_in_another_language_gets_english(monkeypatch: MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    at = _opened_with_locale("fr-FR")
    assert at.title[0].value == "Elo rating dashboard"
    assert "lang" not in at.query_params


def test_one_rules_choice_and_one_language_choice_on_the_page_none_in_the_sidebar(
        open_page: PageOpener) -> None:
    at = open_page("tournament")
    assert not at.sidebar.radio and not at.sidebar.selectbox
    assert [r.key for r in at.main.radio] == ["_rules_widget", "_lang_widget"]


def test_your_rating_is_in_the_box_on_the_next_page(open_page: PageOpener) -> None:
    # the same key's widget on another page is another widget: the link's value is set again
    at = open_page("game", rating="1950", k="24")
    at.switch_page("pages/tournament.py").run()
    assert at.number_input(key="rating").value == 1950
    assert at.number_input(key="k").value == 24


def test_every_choice_in_the_link_is_known_as_one_and_each_of_its_names_translated() -> None:
    # show_notices names a refused choice's stand-in in the user's language; which params are
    # choices, and their names, come from the params themselves
    from pages.ui import link
    from pages.ui.link import params  # noqa: F401  (defines the params)
    from pages.ui.link.readers import choice_names

    choices = {name: choice_names(p.read) for name, p in link.PARAMS.items()}
    choices = {name: names for name, names in choices.items() if names}
    assert {"lang", "rules", "exp", "view", "k_by", "wo"} <= set(choices)
    assert "rating" not in choices and "k_all" not in choices
    keys = [f"{frame.CHOICE_TEXTS.get(name, name)}.{value}" for name, names in choices.items()
            for value in names]
    assert [key for key in keys if key not in TEXTS] == []


def test_a_bad_view_in_the_link_names_the_view_shown_in_dutch(open_page: PageOpener) -> None:
    at = open_page("tournament", view="xx", lang="nl")
    assert any("view=xx" in w.value and "Verloop" in w.value for w in at.warning)
