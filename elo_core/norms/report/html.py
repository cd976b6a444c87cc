"""Writes the norm report as one self-contained HTML page in English, German or Dutch. It uses the
template ``report.html.j2`` with its print stylesheet ``report.css`` (this package's data, read
through :mod:`importlib.resources`), rendered by Jinja2 with every value escaped. A name, a club,
an event's name, a rate of play, whatever the file holds, is shown as the characters it is, never
as markup. No script and no outside file: the page prints on A4 as it is saved (``@page``),
a 9-round event's report on at most two pages.

The page (the Whole event page's download) and the command line (``python -m elo_core norms
FILE --player N --report html``) both write it with :func:`norm_report_html`.
"""

from __future__ import annotations

from datetime import date
from functools import cache
from importlib.resources import files
from typing import NamedTuple

from jinja2 import Environment, FunctionLoader, StrictUndefined, Template

from elo_core.language import compact, day, language, month_name, text
from elo_core.norms.check import NormCheck
from elo_core.norms.reach import points_short
from elo_core.norms.report import rows
from elo_core.norms.report.facts import NormReport
from elo_core.norms.report.texts import TEXTS

__all__ = ["norm_report_html"]

#: The template, in this package.
TEMPLATE = "report.html.j2"


class Words(NamedTuple):
    """Gives the report's words in one language (:class:`~elo_core.norms.report.rows.Wording`)."""

    lang: str

    def t(self, key: str, **values: object) -> str:
        """Returns the text ``key`` with ``values`` filled in as they are (the template escapes
        them)."""
        return text(TEXTS, key, self.lang, **values)


def _source(name: str) -> str:
    return (files(__package__) / name).read_text(encoding="utf-8")


@cache
def _template() -> Template:
    environment = Environment(loader=FunctionLoader(_source), autoescape=True,
                              undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True,
                              keep_trailing_newline=True)
    return environment.get_template(TEMPLATE)


def _credited(words: Words, check: NormCheck) -> str:
    """Writes the games the norm counts as, with the clauses that decide them (``10 (1.4.1d)``,
    :attr:`~elo_core.NormCheck.credited_by`), and where a reading the sources leave open decides
    them, that it does (:attr:`~elo_core.NormCheck.credit_open`)."""
    figure = str(check.games_credited)
    if check.credited_by:
        figure += f" ({', '.join(check.credited_by)})"
    if check.credit_open:
        return words.t("norms.report.credited.open", figure=figure)
    return figure


def _list_name(words: Words, month: date, kind: str) -> str:
    """Names the list of ``month``: "FIDE's list, May 2025" for the standard list, "FIDE's
    rapid list, …"."""
    key = "rlist.name" if kind == "standard" else f"rlist.name.{kind}"
    return words.t(key, month=month_name(month, words.lang))


def norm_report_html(report: NormReport, lang: str) -> str:
    """Returns ``report`` as one HTML page in ``lang`` (``en``, ``de``, ``nl``; English for any
    other)."""
    words = Words(language(lang))
    return _template().render(
        r=report, lang=words.lang, t=words.t, rows=rows, words=words,
        day=lambda value: day(value, words.lang),
        list_name=lambda month, kind: _list_name(words, month, kind),
        number=lambda value: compact(value, words.lang),
        credited=lambda check: _credited(words, check), short=points_short)
