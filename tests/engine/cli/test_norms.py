"""``python -m elo_core norms``: every player's title norms as JSON, the flags for what a TRF
cannot say, and exit 2 with a plain message for a file that cannot give a norm (values worked
out by hand from FIDE Handbook B.01; dp from the 1.4.9 table)."""

import json
from typing import Any

import pytest

from elo_core.cli.flags import NORM_EXEMPTION_CHOICES, NORM_FORMAT_CHOICES, NORM_TITLE_CHOICES
from elo_core.norms.event_type import EventFormat, Exemption
from elo_core.norms.titles import NormTitle
from tests.engine.cli.running import measured, run_to_exit
from tests.trf_lines import norm_event, trf

FOREIGN = ["ESP"] * 3 + ["FRA"] * 3 + ["ITA"] * 3
#: 7/9 against 9 GMs of 2380 after round 9 (78% → 220: Rp 2600), two losses after it.
LATE = norm_event([(2380, "GM", f) for f in [*FOREIGN, "ESP", "FRA"]], "1111111" "00" "00",
                  host="GER")


def run(argv: list[str], stdin: str = "") -> tuple[int, str, str]:
    code, out, err = run_to_exit(argv, stdin)
    return code, out.decode("utf-8"), err


def answer(argv: list[str], stdin: str) -> dict[str, Any]:
    code, out, err = run(argv, stdin)
    assert (code, err) == (0, "")
    document: dict[str, Any] = json.loads(out, parse_constant=lambda c: pytest.fail(c))
    return document


def test_a_norm_made_by_leaving_out_the_last_rounds_gives_that_sets_figures() -> None:
    data = answer(["norms", "--player", "1"], LATE)
    assert data["event"]["federation"] == "GER" and data["event"]["format"] == "swiss"
    (player,) = data["players"]
    assert (player["start_rank"], player["best"]) == (1, "GM")
    gm = player["norms"][0]
    assert (gm["title"], gm["achieved"], gm["performance"], gm["average_rating"],
            gm["games"], gm["left_out"]) == ("GM", True, 2600, 2380, 9, [10, 11])
    performance = next(r for r in gm["requirements"] if r["name"] == "performance")
    assert performance == {"name": "performance", "value": 2600, "needed": 2600,
                           "bound": "at-least", "holds": True, "clause": "1.4.8",
                           "waived": None}
    assert [n["title"] for n in player["norms"]] == ["GM", "IM"]  # a man: no WGM or WIM


def test_a_round_robin_gives_the_figures_of_every_game_where_none_makes_the_norm() -> None:
    data = answer(["norms", "--player", "1", "--title", "GM", "--format", "round-robin"], LATE)
    (gm,) = data["players"][0]["norms"]
    # 7/11 = 63.6% → 64% → dp 102: Rp 2482 (1.4.1e: every round of a round robin)
    assert (gm["achieved"], gm["performance"], gm["games"], gm["left_out"]) == (
        False, 2482, 11, [])


def test_every_player_is_listed_and_a_national_championship_waives_the_federations() -> None:
    own = norm_event([(2450, "GM", "GER")] * 9, "1" * 9, host="GER")
    data = answer(["norms"], own)
    assert [p["start_rank"] for p in data["players"]] == list(range(1, 11))
    assert data["players"][0]["best"] is None
    data = answer(["norms", "--exemption", "national-championship"], own)
    assert data["players"][0]["best"] == "GM"
    assert data["players"][0]["norms"][0]["waiver"] == "1.4.3a"
    assert data["players_with_a_norm"] == 1


def test_the_federation_flag_stands_in_for_a_missing_032() -> None:
    own = norm_event([(2450, "GM", "GER")] * 9, "1" * 9)
    data = answer(["norms", "--player", "1", "--exemption", "national-championship",
                   "--federation", "ger"], own)
    assert data["event"]["federation"] == "GER" and data["players"][0]["best"] == "GM"


def test_a_team_championship_needs_seven_games() -> None:
    seven = norm_event([(2380, "GM", f) for f in FOREIGN[:7]], "11111=0")
    assert answer(["norms", "--player", "1"], seven)["players"][0]["best"] is None
    data = answer(["norms", "--player", "1", "--team-championship", "world"], seven)
    assert data["players"][0]["best"] == "GM"


@pytest.mark.parametrize("text, message", [
    (trf("001    1 m    Someone"), "no player holds a title"),
    (norm_event([(2450, "GM", "")] * 9, "1" * 9, player={"federation": ""}),
     "no player has a federation"),
    (norm_event([("", "GM", "ESP")] * 9, "1" * 9), "no player has a FIDE rating"),
])
def test_a_file_that_cannot_give_a_norm_says_why(text: str, message: str) -> None:
    code, out, err = run(["norms"], text)
    assert (code, out) == (2, "")
    assert "no norm can be checked: " + message in err and "Traceback" not in err


@pytest.mark.parametrize("argv, message", [
    (["norms", "--player", "99"], "has no player of starting rank 99"),
    (["norms", "--title", "FM"], "invalid choice"),
    (["norms", "--federation", "GERMANY"], "is not a federation"),
])
def test_bad_flags_exit_2_with_a_message(argv: list[str], message: str) -> None:
    code, out, err = run(argv, LATE)
    assert (code, out) == (2, "") and message in err and "Traceback" not in err


def test_an_empty_file_exits_2() -> None:
    code, out, err = run(["norms"], "")
    assert (code, out) == (2, "") and err


def test_the_flags_choices_are_the_engines() -> None:
    assert tuple(t.value for t in NormTitle) == NORM_TITLE_CHOICES
    assert tuple(f.value for f in EventFormat) == NORM_FORMAT_CHOICES
    assert tuple(e.value for e in Exemption) == NORM_EXEMPTION_CHOICES


@pytest.mark.slow
def test_millions_of_blank_lines_take_no_memory() -> None:
    code, _, peak = measured(["norms"], b"\n" * (4 * 2**20))
    assert code == 2 and peak < 2 * 2**20


def test_the_players_written_one_by_one_are_the_engines_dicts() -> None:
    """The command writes each player as :func:`player_norms_dict` makes them, in the file's
    order, after the head :func:`norms_head` makes."""
    from elo_core import norm_field, norms_head, player_norms, player_norms_dict, read_trf
    from tests.trf_lines import event_file

    text = event_file(40)
    titled = "\n".join(line[:10] + ("GM " if i % 3 == 0 else "IM ") + line[13:]
                       if line.startswith("001") else line
                       for i, line in enumerate(text.splitlines())) + "\n"
    field = norm_field(read_trf(titled))
    data = answer(["norms"], titled)
    assert data["event"] == json.loads(json.dumps(norms_head(field)))["event"]
    assert data["players"] == [json.loads(json.dumps(player_norms_dict(player_norms(field, p))))
                               for p in range(1, 41)]
