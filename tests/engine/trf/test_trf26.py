"""What TRF-26 adds to the reader: each player's national ratings (the NRS records and their
``172`` line), the encoded time control (``222``) and the kind of play it is, and every line the
reader does not use named by its tag; a TRF-16 file reads as it always did."""

from __future__ import annotations

from datetime import date
from fractions import Fraction

import pytest

from elo_core.trf.problems import TrfProblemKind
from elo_core.trf.reader import file_play, read_trf
from elo_core.trf.records import Arbiter, NotUsed
from elo_core.trf.time_control import Play, TimePeriod, play_for, read_time_control
from tests.paths import DATA
from tests.trf_lines import player_line, trf

K = TrfProblemKind
STANDARD = (DATA / "german_standard.trf").read_text(encoding="utf-8")


# --- the time control (222) ---------------------------------------------------------------------

@pytest.mark.parametrize(("written", "seconds", "play"), [
    # TRF-26's own examples: 90' + 30" and 100' for 40 moves, then 15', 30" from move 1
    ("5400+30", 5400 + 60 * 30, Play.STANDARD),
    ("40/6000+30:900+30", 6000 + 900 + 60 * 30, Play.STANDARD),
    ("40/5400+30:1800+30", 5400 + 1800 + 60 * 30, Play.STANDARD),
    # the Laws' bounds: 60 minutes for 60 moves is standard, just below rapid (A.1)
    ("3600", 3600, Play.STANDARD), ("3000+10", 3600, Play.STANDARD),
    ("3599", 3599, Play.RAPID), ("900+10", 1500, Play.RAPID),
    # more than 10 minutes is rapid, 10 or less blitz (B.1)
    ("601", 601, Play.RAPID), ("600", 600, Play.BLITZ), ("300+5", 600, Play.BLITZ),
    ("180+2", 300, Play.BLITZ), ("  180 + 2 ", 300, Play.BLITZ),
    # a period for 40 moves, then the rest: its increment counts for its 40 moves only
    ("40/300+0:300+5", 300 + 300 + 20 * 5, Play.RAPID),
])
def test_the_time_for_60_moves_and_the_kind_of_play(written: str, seconds: int,
                                                    play: Play) -> None:
    control = read_time_control(written)
    assert control is not None
    assert control.seconds_for_60(control.white) == seconds
    assert control.play is play


def test_white_s_and_black_s_time_each_their_own() -> None:
    armageddon = read_time_control("W300-B240")
    assert armageddon is not None
    assert armageddon.white == (TimePeriod(None, 300, 0),)
    assert armageddon.black == (TimePeriod(None, 240, 0),)
    assert armageddon.play is Play.BLITZ
    mixed = read_time_control("W3600-B600")
    assert mixed is not None and mixed.play is None  # standard for White, blitz for Black


@pytest.mark.parametrize("written", ["", "90 min + 30 s", "5400+", "+30", "W300", "0", "0+0",
                                     "40/", "5400:x", "1234567+1"])
def test_what_is_no_time_control_is_none(written: str) -> None:
    assert read_time_control(written) is None


def test_the_kinds_bounds_are_the_laws() -> None:
    assert [play_for(Fraction(m)) for m in (10, Fraction(601, 60), 59, 60)] == [
        Play.BLITZ, Play.RAPID, Play.RAPID, Play.STANDARD]


def test_a_time_control_that_cannot_be_read_is_a_problem_of_its_line() -> None:
    t = read_trf(trf("222 90 minutes", player_line(1, "A", 2000)))
    assert t.time_control is None
    assert [(p.line, p.kind, p.token) for p in t.problems] == [
        (3, K.BAD_TIME_CONTROL, "90 minutes")]


def test_the_kind_of_play_without_reading_the_players() -> None:
    assert file_play(STANDARD) is Play.STANDARD
    assert file_play((DATA / "german_blitz.trf").read_text(encoding="utf-8")) is Play.BLITZ
    assert file_play((DATA / "swiss.trf").read_text(encoding="utf-8")) is None
    assert file_play("222 junk\n") is None


# --- national ratings -----------------------------------------------------------------------

def test_a_german_event_s_national_ratings() -> None:
    t = read_trf(STANDARD)
    assert t.problems == ()
    assert t.national_support is not None
    assert (t.national_support.federation, t.national_support.method) == ("GER", "NIDOF")
    schmidt, hoffmann, klein = t.players[0], t.players[4], t.players[5]
    national = schmidt.national_rating("GER")
    assert national is not None
    assert (national.rating, national.origin, national.national_id, national.birth_year,
            national.line) == (2050, "BAY", "C0327-012", 1990, 31)
    assert (schmidt.rating, schmidt.title) == (2105, "WFM")  # the FIDE fields as they were
    hoffmann_national = hoffmann.national_rating("GER")
    assert hoffmann_national is not None
    assert (hoffmann.rating, hoffmann_national.rating, hoffmann_national.birth_year) == (
        None, 1280, None)
    klein_national = klein.national_rating("GER")
    assert klein_national is not None and klein_national.rating is None
    assert schmidt.national_rating("AUT") is None


def test_a_player_may_have_ratings_of_several_federations() -> None:
    t = read_trf(trf(player_line(1, "A", 2000),
                     "GER    1      A                                 1850",
                     "AUT    1      A                                 1790 W      123"))
    player = t.players[0]
    assert [(n.federation, n.rating, n.national_id) for n in player.national] == [
        ("GER", 1850, ""), ("AUT", 1790, "123")]


def test_damaged_national_records_are_problems_of_their_lines() -> None:
    t = read_trf(trf(
        player_line(1, "A", 2000), player_line(2, "B", 2000),
        "GER    1      A                                 18x0",
        "GER    2      B                                 9999",
        "GER    7      G                                 1500",
        "GER    2      B                                 1500",
        "GER  xyz      C                                 1500"))
    assert [(p.line, p.kind, p.player, p.token) for p in t.problems] == [
        (5, K.BAD_RATING, 1, "18x0"), (6, K.RATING_OUT_OF_RANGE, 2, "9999"),
        (7, K.NATIONAL_WITHOUT_PLAYER, None, "7"), (8, K.DUPLICATE_START_RANK, 2, "2"),
        (9, K.NATIONAL_WITHOUT_PLAYER, None, "xyz")]
    assert [p.national[0].rating for p in t.players] == [None, None]


def test_a_line_that_begins_like_a_federation_but_is_none_is_not_a_national_record() -> None:
    t = read_trf(trf(player_line(1, "A", 2000), "FID    1      A      1850", "XYZ    1  x"))
    assert t.players[0].national == ()
    assert [(n.tag, n.lines) for n in t.not_used] == [("FID", 1), ("XYZ", 1)]


# --- nothing passed over unsaid -------------------------------------------------------------

def test_every_line_not_used_is_named_once_by_its_tag() -> None:
    t = read_trf(STANDARD + "250 00.0 01.0 001 002 0001 0003\n250 00.0 01.0 003 003 0001 0003\n"
                 "XXR 5\n012 A second name\nsome words\n### a comment\n\n   \n")
    tags = {n.tag: (n.lines, n.first_line) for n in t.not_used}
    # the file's 36 lines, then these from line 37 on
    assert tags["250"] == (2, 37) and tags["XXR"] == (1, 39) and tags["012"] == (1, 40)
    assert tags[""] == (1, 41)  # text that begins with no record's tag
    assert "###" not in tags and "001" not in tags and "GER" not in tags and "222" not in tags
    assert list(tags)[:4] == ["062", "072", "082", "142"]  # in the order each first came
    # the arbiters (102, 112) and the rounds' dates (132) are read, not passed over
    assert not tags.keys() & {"102", "112", "132"}
    assert (t.chief_arbiter, t.deputy_arbiters) == (
        Arbiter("Hans Schiedsrichter", "IA", "24612345"),
        (Arbiter("Petra Helfer", "FA", "24612346"),))
    assert t.round_dates == (date(2026, 4, 3), date(2026, 4, 4), date(2026, 4, 4),
                             date(2026, 4, 5), date(2026, 4, 6))


def test_a_trf_16_file_reads_as_it_always_did() -> None:
    # the same file with TRF-26's records added reads the same players, rounds and problems
    old = (DATA / "swiss.trf").read_text(encoding="utf-8")
    t16 = read_trf(old)
    t26 = read_trf(old + "172 NED FIDE\n222 5400+30\n250 00.0 01.0 001 001 0001 0004\n"
                   "NED    1      Albers, Arne                      2190\n")
    assert (t16.time_control, t16.national_support) == (None, None)
    assert all(p.national == () for p in t16.players)
    assert [p._replace(national=()) for p in t26.players] == list(t16.players)
    assert (t26.problems, t26.rounds, t26.name) == (t16.problems, t16.rounds, t16.name)
    assert t26.not_used == (*t16.not_used, NotUsed("250", 1, 56))  # after 53 lines, 172 and 222
