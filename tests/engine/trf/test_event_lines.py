"""The tournament lines a title application needs: the chief arbiter (``102``) with their FIDE ID,
the deputies (``112``) and each round's date (``132``, in the rounds' columns), read as FIDE's
example file and JaVaFo's write them, and every damaged line a problem of its line and round,
never an exception."""

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core import Arbiter, TrfProblemKind, read_trf
from elo_core.trf.event_lines import read_arbiter, read_round_dates
from tests.paths import DATA
from tests.sampling import examples
from tests.trf_lines import player_line, trf


def dates_line(*written: str) -> str:
    """A ``132`` line with each round's date in its 10 columns from column 92."""
    return f"{'132':<91}" + "".join(f"{text:<10}" for text in written)


@pytest.mark.parametrize("text, arbiter", [
    # JaVaFo's example file: the title, the name, the FIDE ID in brackets
    ("IA Mikel Larreategi Arana (22232540)", Arbiter("Mikel Larreategi Arana", "IA", "22232540")),
    ("FA Jane Doe [1234567]", Arbiter("Jane Doe", "FA", "1234567")),
    ("12345678 Smith, John", Arbiter("Smith, John", "", "12345678")),
    ("NA Müller, Anna - 4711815", Arbiter("Müller, Anna", "NA", "4711815")),
    # FIDE's own example file: a club in brackets, no ID
    ("Ralph Blum (SV Griesheim)", Arbiter("Ralph Blum (SV Griesheim)", "", "")),
    # a year is no FIDE ID (fewer than 5 digits), and neither is a number inside a word
    ("Open 2025 arbiter", Arbiter("Open 2025 arbiter", "", "")),
    ("X123456", Arbiter("X123456", "", "")),
    ("IA", Arbiter("IA", "", "")),
])
def test_an_arbiter_is_their_title_name_and_fide_id(text: str, arbiter: Arbiter) -> None:
    assert read_arbiter(text) == arbiter


def test_a_line_that_names_no_one_is_no_arbiter() -> None:
    assert read_arbiter("") is None and read_arbiter("   ") is None


def test_fide_s_example_names_its_arbiters_as_written_and_has_no_round_dates() -> None:
    t = read_trf((DATA / "fide_example1.trf").read_text(encoding="utf-8"))
    assert t.chief_arbiter == Arbiter("Ralph Blum (SV Griesheim)", "", "")
    assert t.deputy_arbiters == (
        Arbiter("NSR Thomas Rondio, NSR Wolfgang Hettler", "", ""),)
    assert t.round_dates == ()


def test_every_deputy_line_and_the_first_chief_arbiter() -> None:
    t = read_trf(trf("102 IA First One (1111111)", "102 IA Second (2222222)",
                     "112 FA Deputy A (3333333)", "112", "112 Deputy B",
                     player_line(1, "Alpha", 2000)))
    assert t.chief_arbiter == Arbiter("First One", "IA", "1111111")
    assert t.deputy_arbiters == (Arbiter("Deputy A", "FA", "3333333"),
                                 Arbiter("Deputy B", "", ""))


def test_round_dates_in_their_columns_two_digit_years_of_this_century() -> None:
    t = read_trf(trf(dates_line("25/05/03", "", "2025/05/05", "05.05.2025"),
                     player_line(1, "Alpha", 2000)))
    assert t.round_dates == (date(2025, 5, 3), None, date(2025, 5, 5), date(2025, 5, 5))
    assert t.problems == ()


def test_round_dates_written_before_their_columns_are_read_in_order() -> None:
    t = read_trf(trf("132 25/05/03 25/05/04", player_line(1, "Alpha", 2000)))
    assert t.round_dates == (date(2025, 5, 3), date(2025, 5, 4))


def test_a_round_date_that_is_no_day_is_a_problem_of_its_line_and_round() -> None:
    t = read_trf(trf(dates_line("25/05/03", "25/13/04", "someday", "25/05/06"),
                     player_line(1, "Alpha", 2000)))
    assert t.round_dates == (date(2025, 5, 3), None, None, date(2025, 5, 6))
    assert [(p.line, p.kind, p.round, p.token) for p in t.problems] == [
        (3, TrfProblemKind.BAD_DATE, 2, "25/13/04"), (3, TrfProblemKind.BAD_DATE, 3, "someday")]
    assert t.problems[0].message() == "line 3, round 2: the date '25/13/04' is not a day"


def test_a_round_dates_line_of_junk_gives_no_more_rounds_than_a_player_line() -> None:
    t = read_trf(trf(dates_line(*["xx"] * 5000), player_line(1, "Alpha", 2000)))
    assert len(t.round_dates) == 200 and t.problem_count == 200


@given(st.text(max_size=300))
@examples(60)
def test_any_text_on_the_three_lines_is_read_without_an_exception(text: str) -> None:
    t = read_trf(trf(f"102 {text}", f"112 {text}", f"132 {text}", player_line(1, "A", 2000)))
    if t.chief_arbiter is not None:
        assert t.chief_arbiter.fide_id.isdigit() or not t.chief_arbiter.fide_id


def test_the_dates_read_alone_are_those_of_the_whole_reading() -> None:
    assert read_round_dates(dates_line("25/05/03", "x"), 200) == (
        (date(2025, 5, 3), None), ((2, "x"),))
