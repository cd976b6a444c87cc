"""CSV cells that a spreadsheet never runs as a formula (OWASP, CSV Injection)."""

import csv
import io

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.export.spreadsheet import FORMULA_STARTS, safe_cell


@pytest.mark.parametrize(("cell", "safe"), [
    ("=HYPERLINK(\"http://x\",\"Meier\")", "'=HYPERLINK(\"http://x\",\"Meier\")"),
    ("+1+2", "'+1+2"), ("-2+3", "'-2+3"), ("@SUM(A1:A2)", "'@SUM(A1:A2)"),
    ("\t=1", "'\t=1"), ("\r=1", "'\r=1"), ("-Meier", "'-Meier"), ("+ 1", "'+ 1"),
    ("Meier", "Meier"), ("Jan de Vries", "Jan de Vries"), ("", ""), ("1-0", "1-0"),
    ("O’Brien", "O’Brien"), ("½", "½"),
])
def test_text_that_starts_like_a_formula_gets_an_apostrophe_and_other_text_stays(cell: str,
        safe: str) -> None:
    assert safe_cell(cell) == safe


@pytest.mark.parametrize("value", [-7.2, 7.2, -7, 0, 1812.5, None, True])
def test_numbers_stay_numbers(value: bool | float | None) -> None:
    assert safe_cell(value) is value


@pytest.mark.parametrize("text", ["-7.2", "+7.2", "-7", "-.5", "-1e3", "+", "-"])
def test_text_that_is_just_a_number_or_a_lone_sign_is_not_a_formula_and_stays(text: str) -> None:
    # a lone sign (a forfeit, as a crosstable writes it) has nothing a spreadsheet could run
    assert safe_cell(text) == text


@given(st.text())
def test_no_safe_text_cell_starts_like_a_formula_unless_it_is_a_plain_number(text: str) -> None:
    cell = safe_cell(text)
    if cell.startswith(FORMULA_STARTS):
        assert cell == text
        if cell not in ("+", "-"):  # left alone only as a lone sign or a number, e.g. "-7"
            float(cell)
    assert cell in (text, "'" + text)


def test_a_written_csv_keeps_a_negative_change_as_a_number_and_quotes_a_formula_name() -> None:
    out = io.StringIO()
    csv.writer(out).writerow([safe_cell(v) for v in ["=1+1", -7.2, "Meier"]])
    assert out.getvalue() == "'=1+1,-7.2,Meier\r\n"
