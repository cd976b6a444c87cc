"""Three German events as a pairing program writes them in TRF-26 (``tests/data/german_*.trf``:
the DWZ in ``GER`` national rating records, a ``172`` line, the time control in ``222``), each
rated as its kind of play asks, with values worked out by hand from the rules.

FIDE's figures use the handbook's table 8.1.2 (``elo_core/elo/data/``'s copy) and,
in rapid and blitz, the plain 400-point cap and the 600-point rule (B.02 since 1 December 2024);
the DWZ's use P(D) = Φ(D / (200·√2)) to three decimals, the old WO's E = E0 · fB + SBr and
Rn = R0 + 800 (W − We) / (E + n), the new WO's K, as the DSB's rules state them
(:mod:`elo_core.dwz` names the sources).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from elo_core import FIDE, FIDE_RAPID
from elo_core.dwz.wo import WO
from elo_core.event import Flag, play_used, rate_event, rules_for_play
from elo_core.event_dwz import DwzEventReport, DwzResult, IndexFrom, listed_players, rate_event_dwz
from elo_core.games import NotRated
from elo_core.rating_list import RatingStore
from elo_core.rating_list.trf_check import standard_ratings
from elo_core.trf.reader import read_trf
from elo_core.trf.records import Tournament
from elo_core.trf.time_control import Play
from tests.engine.event.german_events import (
    DWZ_LISTED,
    DWZ_NO_LIST,
    RAPID_LENT,
    RAPID_NO_LIST,
)
from tests.paths import DATA


def german(kind: str) -> Tournament:
    return read_trf((DATA / f"german_{kind}.trf").read_text(encoding="utf-8"))


def by_name(report: DwzEventReport) -> dict[str, DwzResult]:
    return {r.player.name.split(",")[0]: r for r in report.players}


@pytest.mark.parametrize(("kind", "play", "rules"), [
    ("standard", Play.STANDARD, FIDE), ("rapid", Play.RAPID, FIDE_RAPID),
    ("blitz", Play.BLITZ, FIDE_RAPID)])
def test_each_file_is_rated_by_the_rules_of_its_time_control(kind: str, play: Play,
                                                              rules: object) -> None:
    tournament = german(kind)
    used = play_used(tournament)
    assert (used.play, used.asked, rules_for_play(used.play)) == (play, False, rules)
    assert tournament.problems == ()


def test_a_kind_of_play_asked_for_wins_over_the_file_s() -> None:
    assert play_used(german("standard"), Play.BLITZ) == (Play.BLITZ, True)
    assert rules_for_play(None) == FIDE


# --- rapid, and the standard event by the DWZ: each figure worked out by hand in
# tests/engine/event/german_events.py ---
def changes(tournament: Tournament, lent: dict[int, int]) -> dict[str, int | None]:
    report = rate_event(tournament, FIDE_RAPID, lent=lent)
    return {r.player.name.split(",")[0]: r.rounded_change for r in report.players
            if r.player.rating is not None}


def test_the_rapid_event_without_a_standard_list() -> None:
    tournament = german("rapid")
    assert changes(tournament, {}) == RAPID_NO_LIST
    neu = rate_event(tournament, FIDE_RAPID).players[3]
    assert neu.first_rating is not None and neu.first_rating.rating is None


def test_the_rapid_event_rates_lang_with_her_standard_rating(german_lists: Path) -> None:
    tournament = german("rapid")
    lent, month = standard_ratings(tournament.players, RatingStore(german_lists),
                                   tournament.start)
    assert (lent, month.isoformat() if month else None) == ({3: 1850}, "2026-10-01")
    assert changes(tournament, lent) == RAPID_LENT
    report = rate_event(tournament, FIDE_RAPID, lent=lent)
    lang, neu = report.players[2], report.players[3]
    assert lang.standard_lent and Flag.STANDARD_RATING in lang.flags
    assert lang.k is not None and (lang.k.chosen, lang.new_rating) == (40, 1880)
    assert neu.first_rating is not None and neu.first_rating.rating == 1916
    assert [g.not_rated for g in lang.games if g.opponent == 1] == [NotRated.RAPID_GAP]


# --- blitz: 180+2 is 3 + 2 = 5 minutes for 60 moves ---
# Without the list: Schnell 2210, K 20: Rasch 1500 won (710 → 400, .92), Eilig 1880 won (330,
# .88): 0.20 → 4. Eilig 1880: Rasch won (380, .91), Schnell lost (−330, .12): −0.03 → −0.6 → −1.
# Rasch 1500: lost to Schnell (.08) and Eilig (.09): −0.17 → −3.4 → −3.
# With the list, Flink 1990, K 40: Eilig won (110, .65), Schnell drawn (−220, .22), Rasch won
# (490 → 400, .92): 0.71 → 28.4 → 28. Schnell + drawn with Flink (220, .78): −0.08 → −2.
# Eilig + lost to Flink (−110, .35): −0.38 → −8. Rasch + lost to Flink (−400, .08): −0.25 → −5.
def test_the_blitz_event_with_and_without_the_standard_list(german_lists: Path) -> None:
    tournament = german("blitz")
    assert changes(tournament, {}) == {"Schnell": 4, "Eilig": -1, "Rasch": -3}
    lent, _ = standard_ratings(tournament.players, RatingStore(german_lists), tournament.start)
    assert lent == {2: 1990}
    assert changes(tournament, lent) == {"Schnell": -2, "Flink": 28, "Eilig": -8, "Rasch": -5}


def test_a_rated_player_s_own_rating_is_never_replaced(german_lists: Path) -> None:
    # Hoch is rated 2610 in the rapid file and 2598 on the standard list: the file's stands
    tournament = german("rapid")
    lent, _ = standard_ratings(tournament.players, RatingStore(german_lists), tournament.start)
    assert 1 not in lent
    assert rate_event(tournament, FIDE_RAPID, lent={1: 2598}).players[0].player.rating == 2610


def test_the_standard_event_by_the_dwz_without_a_list() -> None:
    report = rate_event_dwz(german("standard"))
    assert (report.totals.wo, report.totals.wo_requested) == (WO.OLD, False)
    results = by_name(report)
    assert {name: r.new_rating for name, r in results.items()} == DWZ_NO_LIST
    assert {r.facts.index_from for r in report.players if r.facts.dwz} == {IndexFrom.ASSUMED}
    wagner = results["Wagner"].evaluation
    assert wagner is not None and wagner.e is not None
    assert (wagner.expected, wagner.e.e, wagner.new_index) == (2.101, 13, 7)
    hoffmann = results["Hoffmann"].evaluation
    assert hoffmann is not None and hoffmann.e is not None
    assert (hoffmann.birth_year, hoffmann.e.braking, hoffmann.e.e) == (None, True, 18)
    assert (report.totals.with_dwz, report.totals.first_dwz,
            report.totals.index_assumed) == (5, 1, 5)
    # ten games between players with a DWZ; Klein's five count for her first DWZ only
    assert report.totals.games_rated == 10


def test_the_standard_event_by_the_dwz_with_the_dsb_s_list(german_lists: Path) -> None:
    tournament = german("standard")
    listed, loaded = listed_players(tournament, RatingStore(german_lists))
    assert loaded is not None and sorted(listed) == [1, 2, 3, 5]
    results = by_name(rate_event_dwz(tournament, listed=listed))
    assert {name: r.new_rating for name, r in results.items()} == DWZ_LISTED
    wagner, hoffmann, becker = results["Wagner"], results["Hoffmann"], results["Becker"]
    assert (wagner.facts.rating_index, wagner.facts.index_from) == (2, IndexFrom.LIST)
    assert wagner.evaluation is not None and wagner.evaluation.new_index == 3
    assert (hoffmann.facts.birth_year, hoffmann.facts.born_from) == (2004, "list")
    assert (becker.facts.rating_index, becker.facts.index_from) == (6, IndexFrom.ASSUMED)
    assert results["Schmidt"].facts.born_from == "file"


def test_the_new_wo_asked_for(german_lists: Path) -> None:
    # Wagner, new WO: K0 of a youth below 2200 at Index 2 is 60; W ≥ We: no braking, the
    # success surcharge a = (2000 − 1765) / 30 = 7.83; K = 67.8;
    # 1765 + 67.8 · (3 − 2.101) = 1825.95 → 1826
    tournament = german("standard")
    listed, _ = listed_players(tournament, RatingStore(german_lists))
    report = rate_event_dwz(tournament, WO.NEW, listed)
    wagner = by_name(report)["Wagner"].evaluation
    assert (report.totals.wo, report.totals.wo_requested) == (WO.NEW, True)
    assert wagner is not None and wagner.k is not None
    assert (wagner.k.k, wagner.new_rating) == (67.8, 1826)


def test_each_round_s_share_of_wagner_s_change() -> None:
    # old WO, E 13, n 4: 800 / 17 × (S − P): Becker 800/17 × 0.342 = 16.09, Schmidt × −0.157
    rounds = by_name(rate_event_dwz(german("standard")))["Wagner"].rounds
    assert [(g.opponent, g.difference, g.expected) for g in rounds] == [
        (4, 115, 0.658), (5, 485, 0.957), (1, -285, 0.157), (2, -125, 0.329), (6, None, None)]
    assert [round(g.change, 2) if g.change is not None else None for g in rounds] == [
        16.09, 2.02, -7.39, 31.58, None]
    assert rounds[4].not_rated is not None and rounds[4].not_rated.value == "opponent-unrated"


def test_a_year_of_birth_after_the_event_gives_no_age() -> None:
    text = (DATA / "german_standard.trf").read_text(encoding="utf-8").replace(
        "2010/09/30  3.5", "2030/09/30  3.5")
    wagner = by_name(rate_event_dwz(read_trf(text)))["Wagner"]
    assert (wagner.facts.born_late, wagner.facts.birth_year) == (2030, None)
    assert wagner.evaluation is not None and wagner.evaluation.age is None


def test_a_file_without_national_ratings_has_no_dwz() -> None:
    report = rate_event_dwz(read_trf((DATA / "swiss.trf").read_text(encoding="utf-8")))
    assert report.totals[4:8] == (0, 0, 0, 0)  # with a DWZ, evaluated, first, games
