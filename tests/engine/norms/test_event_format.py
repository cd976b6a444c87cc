"""The event's format read from its file (FIDE Handbook B.01, 1.4.1e): the format given, else
the ``092`` line's words, else everyone meeting everyone once or twice, else a Swiss; and a
round robin's norm using every round, as the Qualification Commission says: "a norm cannot be
based on 9 rounds in a 12-player round robin"."""

import pytest

from elo_core import (
    EventFormat,
    FormatSource,
    NormBasis,
    NormSettings,
    NormTitle,
    norm_field,
    player_norms,
    read_format,
    read_trf,
)
from tests.trf_lines import norm_event, round_robin_event

FOREIGN = ["ESP"] * 3 + ["FRA"] * 3 + ["ITA"] * 3
#: Player 1 of a 12-player round robin: 7/9 against 9 GMs of 2380, then two losses.
GMS = [(2380, "GM", f) for f in [*FOREIGN, "ESP", "FRA"]]
RESULTS = "1111111" "00" "00"


@pytest.mark.parametrize("type_line, event_format", [
    ("Individual: Swiss-System", EventFormat.SWISS),
    ("Individual: Swiss-System (Standard)", EventFormat.SWISS),
    ("Schweizer System", EventFormat.SWISS),
    ("Individual: Round robin", EventFormat.ROUND_ROBIN),
    ("Rundenturnier", EventFormat.ROUND_ROBIN),
    ("all-play-all", EventFormat.ROUND_ROBIN),
    ("Double round-robin", EventFormat.DOUBLE_ROUND_ROBIN),
    ("Rundenturnier doppelrundig", EventFormat.DOUBLE_ROUND_ROBIN),
])
def test_the_type_line_names_the_format(type_line: str, event_format: EventFormat) -> None:
    tournament = read_trf(norm_event(GMS, RESULTS).replace("012 Test", f"092 {type_line}"))
    reading = read_format(tournament)
    assert (reading.format, reading.source, reading.type_line) == (
        event_format, FormatSource.TYPE_LINE, type_line)


def test_everyone_meeting_everyone_once_or_twice_is_a_round_robin() -> None:
    once = read_format(read_trf(round_robin_event(GMS, RESULTS)))
    assert (once.format, once.source, once.meetings) == (EventFormat.ROUND_ROBIN,
                                                         FormatSource.PAIRINGS, 1)
    twice = read_format(read_trf(round_robin_event(GMS[:5], "1" * 10, times=2)))
    assert (twice.format, twice.source, twice.meetings) == (
        EventFormat.DOUBLE_ROUND_ROBIN, FormatSource.PAIRINGS, 2)


def test_a_file_that_says_nothing_and_whose_players_do_not_all_meet_is_a_swiss() -> None:
    reading = read_format(read_trf(norm_event(GMS, RESULTS)))
    assert (reading.format, reading.source, reading.meetings) == (
        EventFormat.SWISS, FormatSource.DEFAULT, None)
    knockout = read_trf(round_robin_event(GMS, RESULTS, head=["092 Knockout"]))
    assert read_format(knockout).source is FormatSource.PAIRINGS  # 092 names none of ours


def test_the_format_given_overrides_the_file_and_the_type_line_the_pairings() -> None:
    text = round_robin_event(GMS, RESULTS, head=["092 Individual: Swiss-System"])
    reading = read_format(read_trf(text))
    assert (reading.format, reading.source, reading.meetings) == (
        EventFormat.SWISS, FormatSource.TYPE_LINE, 1)
    given = read_format(read_trf(text), EventFormat.ROUND_ROBIN)
    assert (given.format, given.source) == (EventFormat.ROUND_ROBIN, FormatSource.GIVEN)


def test_a_twelve_player_round_robin_read_from_its_pairings_gives_no_norm_from_nine_rounds(
) -> None:
    """As a Swiss, 7/9 after round 9 (78% → dp 220, Ra 2380: Rp 2600) is a GM norm with
    rounds 10 and 11 left out (1.4.1e); as the round robin it is, every round counts: 7/11 =
    63.6% → 64% → dp 102, Rp 2482, no norm."""
    tournament = read_trf(round_robin_event(GMS, RESULTS))
    field = norm_field(tournament)
    assert field.settings.format is EventFormat.ROUND_ROBIN
    (gm,) = player_norms(field, 1, [NormTitle.GM]).checks
    assert (gm.achieved, gm.judged.performance, gm.left_out) == (False, 2482, ())
    swiss = norm_field(tournament, NormSettings(EventFormat.SWISS))
    (gm,) = player_norms(swiss, 1, [NormTitle.GM]).checks
    assert (gm.achieved, gm.basis, gm.left_out, gm.judged.performance) == (
        True, NormBasis.LEFT_OUT, (10, 11), 2600)
