""""How this was computed": each step of a game's rating change written out with its numbers,
so that a user can check it by hand, and notes on where a FIDE rule changed the result."""

from __future__ import annotations

from elo_core import Expectation, GameReport, KCut, KUsed, OpponentK, Side
from elo_core.elo.tables import expectancy_band
from elo_core.language import compact, number
from elo_core.rounding import round_half_up
from pages.ui.i18n import Markdown
from pages.ui.in_force import Frame
from pages.ui.shared import numbers


def side_steps(frame: Frame, name: str, side: Side, opponent: float, score: float) -> str:
    """Markdown lines: D, E (formula or table band), K × (S − E), rounding, new rating."""
    t, lang = frame.t, frame.lang
    rules = side.report.rules
    row = side.report.rows[0]
    real = side.rating - opponent
    lines = [f"**{name}**"]
    if not side.rated:
        return "\n".join([*lines, "- " + t("explain.not_rated")])
    d = numbers.signed(real, lang, 0)
    lines.append(f"- D = {numbers.rating(side.rating, lang)} − "
                 f"{numbers.rating(opponent, lang)} = {d}")
    if row.capped:
        lines.append("- " + t("explain.capped", real=d,
                              counted=numbers.signed(row.difference or 0, lang, 0)))
    counted = row.difference or 0.0
    expected = side.expected or 0.0
    if rules.expectation is Expectation.TABLE:
        band = expectancy_band(round_half_up(abs(counted)))
        top = "…" if band.d_max is None else str(band.d_max)
        which = t("explain.higher") if counted >= 0 else t("explain.lower")
        lines.append("- " + t("explain.table", low=band.d_min, high=top, which=which,
                              e=number(expected, lang, 2)))
    else:
        lines.append(f"- E = 1 / (1 + 10^({numbers.signed(-counted, lang, 0)}/400)) = "
                     f"{number(expected, lang, 4)}")
    k = compact(side.k, lang)
    lines.append(f"- ΔR = K × (S − E) = {k} × ({numbers.score(score, lang)} − "
                 f"{number(expected, lang, 4)}) = {numbers.signed(side.change, lang, 2)}")
    if side.rounded_change is not None:
        lines.append("- " + t("explain.rounded", exact=numbers.signed(side.change, lang, 2),
                              rounded=numbers.signed(side.rounded_change, lang, 0)))
    lines.append("- " + t("explain.new_rating", rating=numbers.rating(side.new_rating, lang)))
    return "\n".join(lines)


def k_note(frame: Frame, k: KUsed, period_cut: KUsed | None = None) -> str | None:
    """Which line of §8.3.3 chose K, and what K × n ≤ 700 did; ``None`` for a hand-set K that
    nothing touched. ``period_cut``: the rating period's K of the same games, so that the
    sequential mode can say why it was not cut."""
    lang = frame.lang
    parts = []
    if k.rule is not None:
        parts.append(frame.t(f"k_rule.{k.rule.value}", k=number(k.chosen, lang, 0)))
    if k.cut is KCut.CUT:
        parts.append(frame.t("k_rule.cut", n=k.games, chosen=number(k.chosen, lang, 0),
                             k=number(k.effective, lang, 0)))
    elif k.cut is KCut.CUT_TO_ZERO:
        parts.append(frame.t("k_rule.cut-to-zero", n=k.games,
                             chosen=number(k.chosen, lang, 0)))
    elif k.cut is KCut.SEQUENTIAL and period_cut is not None and period_cut.cut_by_games:
        parts.append(frame.t("k_rule.sequential", k=number(k.chosen, lang, 0)))
    return Markdown(" ".join(parts)) if parts else None


def opponent_k_note(frame: Frame, report: GameReport) -> str | None:
    """Which rule chose the opponent's K, and whether it rests on the default facts."""
    k = report.opponent.report.k
    if report.opponent_k is OpponentK.SAME_AS_PLAYER:
        return None
    note = k_note(frame, k)
    if report.opponent_k is OpponentK.DEFAULT_FACTS and note:
        return frame.t("k_rule.default_facts", note=note)
    return note
