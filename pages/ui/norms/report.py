"""The norm report an arbiter prints: one self-contained HTML page (no script, no external
file, printed on A4 by ``@page``) with the event, the player, every round with its opponent's
title, federation and rating, and each title's requirements with their clauses, in the order
FIDE's norm certificate asks for its data; said to be a report to check and attach, not FIDE's
own form. Every text from the file (a name, an event) is escaped: it is shown as typed, never
as markup, and the event's texts as long as a page shows them
(:func:`~pages.ui.i18n.shortened`)."""

from __future__ import annotations

from html import escape as _escape

from elo_core import points_short
from pages.ui.i18n import shortened
from pages.ui.in_force import Frame
from pages.ui.norms import rows
from pages.ui.norms.facts import NormSheet
from pages.ui.shared import numbers


def escape(text: str) -> str:
    """``text`` as an element's content shows it, character for character."""
    return _escape(text, quote=False)


_STYLE = """
@page { size: A4; margin: 15mm 14mm; }
* { box-sizing: border-box; }
body { font: 10pt/1.35 "Helvetica Neue", Arial, sans-serif; color: #000; background: #fff;
       margin: 0 auto; max-width: 182mm; padding: 4mm; }
h1 { font-size: 15pt; margin: 0 0 2mm; }
h2 { font-size: 11.5pt; margin: 5mm 0 1.5mm; border-bottom: 0.4mm solid #000; }
p { margin: 0 0 1.2mm; }
p.note { font-size: 8.5pt; border: 0.3mm solid #555; padding: 1.5mm 2mm; margin: 0 0 3mm; }
table { width: 100%; border-collapse: collapse; margin: 0 0 2mm; page-break-inside: auto; }
tr { page-break-inside: avoid; }
th, td { border: 0.25mm solid #777; padding: 0.8mm 1.5mm; text-align: left;
         vertical-align: top; overflow-wrap: anywhere; }
th { background: #eee; }
table.facts th { width: 34%; }
section { page-break-inside: avoid; }
.made { font-weight: bold; }
.sign { display: flex; gap: 8mm; margin-top: 8mm; }
.sign div { flex: 1; border-top: 0.3mm solid #000; padding-top: 1mm; font-size: 8.5pt; }
"""


def _cells(tag: str, cells: tuple[str, ...] | list[str]) -> str:
    return "<tr>" + "".join(f"<{tag}>{escape(c)}</{tag}>" for c in cells) + "</tr>"


def _table(headers: list[str], body: list[tuple[str, ...]], css: str = "") -> str:
    head = f'<table class="{css}">' if css else "<table>"
    return (head + "<thead>" + _cells("th", headers) + "</thead><tbody>"
            + "".join(_cells("td", r) for r in body) + "</tbody></table>")


def _facts(pairs: list[tuple[str, str]]) -> str:
    body = "".join(f"<tr><th>{escape(k)}</th><td>{escape(v)}</td></tr>" for k, v in pairs)
    return f'<table class="facts"><tbody>{body}</tbody></table>'


def report_html(frame: Frame, sheet: NormSheet) -> str:
    """The report of ``sheet``'s player as one HTML page in the frame's language."""
    t, lang = frame.t, frame.lang
    event, norms, player = sheet.event, sheet.norms, sheet.norms.record.player
    days = [numbers.day(d, lang) for d in (event.start, event.end) if d is not None]
    settings = [t(f"norms.format.{sheet.asked.format}")]
    if sheet.asked.team is not None:
        settings.append(f"{t('norms.team')}: {t('norms.team.' + sheet.asked.team)}")
    if sheet.asked.exemption is not None:
        settings.append(t(f"norms.exemption.{sheet.asked.exemption}"))
    parts = [
        f"<h1>{escape(t('norms.report.title'))}</h1>",
        f'<p class="note">{escape(t("norms.report.note"))}</p>',
        f"<h2>{escape(t('norms.report.event'))}</h2>",
        _facts([(t("norms.report.event"), shortened(event.name)),
                (t("norms.report.city"), shortened(event.city)),
                (t("norms.report.dates"), " – ".join(dict.fromkeys(days))),
                (t("norms.report.host"), shortened(event.host)),
                (t("norms.format"), ", ".join(settings)),
                (t("norms.report.rounds"), str(event.rounds)),
                (t("norms.report.players"), str(event.players))]),
        f"<h2>{escape(t('norms.report.player'))}</h2>",
        _facts([(t("norms.report.player"), player.name),
                (t("norms.report.player_title"), player.title),
                (t("norms.report.fide_id"), sheet.fide_id),
                (t("norms.report.federation"), player.federation),
                (t("norms.report.rating"), "" if player.rating is None else str(player.rating)),
                (t("norms.report.born"), sheet.birth)]),
        f"<h2>{escape(t('norms.report.games'))}</h2>",
        _table([t(c) for c in rows.ROUND_COLUMNS],
               [rows.round_row(frame, r) for r in sheet.rounds]),
    ]
    extra = [line for line in (rows.not_counted(frame, norms),
                               None if norms.waiver is None
                               else t("norms.waiver", clause=norms.waiver)) if line]
    parts += [f"<p>{escape(line)}</p>" for line in extra]
    for check in norms.checks:
        judged = check.judged
        summary = t("norms.report.summary", points=t("points", n=judged.points),
                    n=len(judged.games),
                    average="–" if judged.average_rating is None else judged.average_rating,
                    performance="–" if judged.performance is None else judged.performance)
        lines = [summary, *rows.details(frame, check, points_short(check))]
        css = ' class="made"' if check.achieved else ""
        parts.append(
            f"<section><h2{css}>{escape(rows.verdict(frame, check))}</h2>"
            + "".join(f"<p>{escape(line)}</p>" for line in lines)
            + _table([t(c) for c in rows.REQUIREMENT_COLUMNS],
                     [rows.requirement_row(frame, r) for r in judged.requirements])
            + "</section>")
    parts.append(f'<div class="sign"><div>{escape(t("norms.report.arbiter"))}</div>'
                 f'<div>{escape(t("norms.report.date"))}</div></div>')
    title = f"{t('norms.report.title')} – {player.name}"
    return (f'<!DOCTYPE html><html lang="{_escape(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(title)}</title><style>{_STYLE}</style></head><body>"
            + "".join(parts) + "</body></html>")
