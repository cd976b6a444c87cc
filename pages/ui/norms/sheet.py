"""The norm sheet, a part any page shows: for a player and each title checked, every
requirement of FIDE's Title Regulations with its figure, threshold and clause, pass or fail, in
the page's language; the games left out where that made the norm, the games credited and the
readings they rest on, the federations that count for nothing; and, for a file that lacks what
any norm needs, plainly what, beside the figures."""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd
import streamlit as st

from elo_core import FieldGap, NormCheck, PlayerNorms, points_short
from elo_core.norms.report import rows
from pages.ui.i18n import Markdown
from pages.ui.in_force import Frame
from pages.ui.norms.facts import opened

#: Between a requirement's name and its clause in the sheet's first column.
CLAUSE_MARK = " · "


def gaps(frame: Frame, found: Sequence[FieldGap]) -> None:
    """What a file without title holders, federations or FIDE ratings lacks for any norm, each
    with the clause that asks for it; the figures are shown all the same."""
    if not found:
        return
    reasons = Markdown(frame.t("norms.gap.and").join(frame.t(f"norms.gap.{g.value}")
                                                     for g in found))
    st.info(frame.t("norms.gap", reasons=reasons), icon=":material/workspace_premium:")


def requirements_table(frame: Frame, check: NormCheck) -> None:
    """Every requirement of ``check``'s title on the games judged, one a row, its clause beside
    its name (four columns fit a phone inside an expander): a static table, which wraps its
    cells to the screen's width (the texts are ours and the engine's figures)."""
    name, figure, needed, clause, holds = (frame.t(c) for c in rows.REQUIREMENT_COLUMNS)
    cells = [rows.requirement_row(frame, r) for r in check.judged.requirements]
    table = pd.DataFrame([(f"{n}{CLAUSE_MARK}{c}", f, d, h) for n, f, d, c, h in cells],
                         columns=[f"{name}{CLAUSE_MARK}{clause}", figure, needed, holds])
    st.table(table.set_index(table.columns[0]), border="horizontal")


def title_check(frame: Frame, check: NormCheck, near: bool = True) -> None:
    """One title: its verdict, what it rests on (with ``near``, a near miss too), and its
    requirements."""
    made = check.achieved
    st.markdown(f"**{rows.verdict(frame, check)}**")
    icon = ":material/check_circle:" if made else ":material/cancel:"
    for line in rows.details(frame, check, points_short(check), near):
        st.caption(f"{icon} {line}" if made else line)
    requirements_table(frame, check)


def _label(check: NormCheck) -> str:
    return ("✓ " if check.achieved else "") + check.title.value


def player_sheet(frame: Frame, norms: PlayerNorms, key: str = "norm_sheet",
                 near: bool = True) -> None:
    """The player's norms, one tab a title checked, shown open on the best norm made (else
    the one missed most narrowly, :func:`~pages.ui.norms.facts.opened`); for a player who
    holds the highest title there is, that no norm is left to make. ``near``: whether a title
    result that misses a norm is named as a near miss (not for an event's first rounds, which
    are short of games by their number)."""
    t = frame.t
    if not norms.checks:
        st.caption(t("norms.none_to_make", title=norms.record.player.title))
        return
    if norms.waiver is not None:
        st.caption(t("norms.waiver", clause=norms.waiver))
    for line in (rows.not_counted(frame, norms), rows.unknown_federations(frame, norms)):
        if line is not None:
            st.caption(line)
    first = opened(norms)
    # a key of their own for each set of verdicts: the browser keeps a tab chosen while its
    # label is shown, so another player's (or list's) verdicts open on their own best tab
    verdicts = "_".join(c.title.value + ("_made" if c.achieved else "") for c in norms.checks)
    tabs = st.tabs([_label(c) for c in norms.checks], key=f"{key}_tabs_{verdicts}",
                   default=None if first is None else _label(first))
    for tab, check in zip(tabs, norms.checks, strict=True):
        with tab:
            title_check(frame, check, near)
