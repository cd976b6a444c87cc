"""The norm report's facts and its files: the list in force at the start, the field's counts
(foreign players only where a registering federation is known, ``FID`` none of them), every
text the template and the sheet's rows ask for in all three languages, and the template and its
stylesheet shipped as the package's data, read through importlib.resources. The report's
contents in full are tested through the command line (tests/engine/cli/test_norm_report.py)
and the page (tests/app/norms/test_event_norms.py)."""

from __future__ import annotations

import re
import tomllib
from datetime import date
from importlib.resources import files

from elo_core import (
    Colour,
    EventFormat,
    Exemption,
    FormatSource,
    NormBasis,
    NormTitle,
    ReadingPoint,
    RequirementName,
    RoundLeftOut,
    TeamChampionship,
    norm_field,
    norm_report,
    norm_report_html,
    read_trf,
)
from elo_core.language import LANGUAGES
from elo_core.norms.report import html
from elo_core.norms.report.texts import TEXTS
from tests.norm_report import FOREIGN, certified_event, read_report
from tests.paths import ROOT
from tests.trf_lines import norm_event

REPORT = ROOT / "elo_core" / "norms" / "report"


def test_the_list_in_force_is_that_of_the_start_s_month() -> None:
    report = norm_report(norm_field(read_trf(certified_event())), 1)
    assert report.list_in_force == date(2025, 5, 1) and report.held_against is None
    assert report.event.start == date(2025, 5, 3)


def test_without_a_start_date_no_list_is_named() -> None:
    text = norm_event([(2500, "GM", f) for f in FOREIGN], ["1"] * 9, host="GER")
    report = norm_report(norm_field(read_trf(text)), 1)
    assert report.list_in_force is None
    assert "1.4.6a" not in read_report(norm_report_html(report, "en")).facts["Event"]["Ratings"]


def test_foreign_players_are_counted_only_against_a_registering_federation() -> None:
    opponents = [(2500, "GM", f) for f in ["FID", "GER", "ESP", "FRA", *FOREIGN[:5]]]
    hosted = norm_report(norm_field(read_trf(norm_event(opponents, ["1"] * 9, host="GER"))), 1)
    # ten players: GER twice (player 1 and an opponent), FID once, seven of ESP and FRA
    assert (hosted.field.players, hosted.field.foreign) == (10, 7)
    assert hosted.field.federations == (("ESP", 4), ("FRA", 3), ("GER", 2), ("FID", 1))
    unhosted = norm_report(norm_field(read_trf(norm_event(opponents, ["1"] * 9))), 1)
    assert unhosted.field.foreign is None


def test_the_norms_made_come_first_each_part_highest_first() -> None:
    # an FM: IM made, GM not (Rp 2566)
    text = certified_event(player={"title": "FM"}).replace(" 2500 ", " 2400 ")
    report = norm_report(norm_field(read_trf(text)), 1)
    assert [(c.title, c.achieved) for c in report.checks] == [(NormTitle.IM, True),
                                                             (NormTitle.GM, False)]


def test_the_report_checks_the_titles_above_the_one_held_unless_titles_are_asked_for() -> None:
    field = norm_field(read_trf(certified_event()))  # player 1 is an IM
    assert [c.title for c in norm_report(field, 1).checks] == [NormTitle.GM]
    asked = norm_report(field, 1, titles=[NormTitle.GM, NormTitle.IM])
    assert [c.title for c in asked.checks] == [NormTitle.GM, NormTitle.IM]


def test_an_unknown_language_is_written_in_english() -> None:
    report = norm_report(norm_field(read_trf(certified_event())), 1)
    assert norm_report_html(report, "fr") == norm_report_html(report, "en")


def test_every_text_the_report_asks_for_is_there_in_every_language() -> None:
    used = set()
    for name in ("report.html.j2", "html.py", "rows.py"):
        used |= set(re.findall(r"""\bt\(\s*["']([\w.-]+)["']""", (REPORT / name).read_text()))
    literal = {key for key in used if not key.endswith(".")}
    assert literal and literal <= set(TEXTS)
    families = [*(f"norms.format.{f.value}" for f in EventFormat),
                *(f"norms.team.{c.value}" for c in TeamChampionship),
                *(f"norms.exemption.{e.value}" for e in Exemption),
                *(f"norms.req.{r.value}" for r in RequirementName),
                *(f"norms.basis.{b.value}" for b in NormBasis),
                *(f"norms.left.{why.value}" for why in RoundLeftOut),
                *(f"norms.report.colour.{c.value}" for c in Colour),
                *(f"norms.format.source.{s.value}" for s in FormatSource
                  if s is not FormatSource.PAIRINGS),
                *(f"norms.format.source.pairings.{n}" for n in (1, 2)),
                *(f"norms.reading.{p.value}" for p in ReadingPoint
                  if p is not ReadingPoint.DOUBLE_ROUND_ROBIN_HALF),
                *(f"norms.reading.{ReadingPoint.DOUBLE_ROUND_ROBIN_HALF.value}.{answer}"
                  for answer in ("holds", "fails")),
                *(f"rlist.name.{kind}" for kind in ("rapid", "blitz"))]
    assert [key for key in families if key not in TEXTS] == []
    assert {key for key in used if key.endswith(".")} <= {
        key.rpartition(".")[0] + "." for key in families}
    assert all(len(TEXTS[key]) == len(LANGUAGES) for key in TEXTS)


def test_the_package_ships_the_files_it_reads() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    shipped = pyproject["tool"]["setuptools"]["package-data"]["elo_core.norms.report"]
    beside = sorted(p.name for p in REPORT.iterdir() if p.is_file() and p.suffix != ".py")
    assert sorted(shipped) == beside == ["report.css", "report.html.j2"]
    assert html.TEMPLATE in shipped
    assert (files("elo_core.norms.report") / html.TEMPLATE).is_file()
