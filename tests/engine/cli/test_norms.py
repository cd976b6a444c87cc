"""``python -m elo_core norms``: every player's title norms as JSON, the flags for what a TRF
cannot say, and exit 2 with a plain message for a file that cannot give a norm (values worked
out by hand from FIDE Handbook B.01; dp from the 1.4.9 table)."""

import json
from typing import Any

import pytest

from tests.engine.cli.running import measured, offered, run_to_exit
from tests.norm_report import FOREIGN, ROUND_ROBIN
from tests.trf_lines import norm_event, norm_line, trf

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


@pytest.mark.parametrize("opponents, own, gap, failing, average, performance", [
    # 7/9 against 2380: 78% → dp 220, Rp 2600; no opponent a title holder (1.4.5a)
    ([(2380, "", f) for f in FOREIGN], "GER", "no-title-holders",
     ["title-holders", "title-or-higher"], 2380, 2600),
    # no federation anywhere: 1.4.3 cannot be judged
    ([(2380, "GM", "")] * 9, "", "no-federations", ["foreign-federations", "own-federation"],
     2380, 2600),
    # nine unrated: 1400 each, the lowest raised to the GM floor 2200 (1.4.6b–d):
    # (8 × 1400 + 2200) / 9 = 1488.9 → 1489; + 220 = 1709
    ([("", "GM", f) for f in FOREIGN], "GER", "no-ratings",
     ["average-rating", "performance"], 1489, 1709),
])
def test_a_file_that_lacks_what_a_norm_needs_still_gives_every_players_figures(
        opponents: list[tuple[int | str, str, str]], own: str, gap: str, failing: list[str],
        average: int, performance: int) -> None:
    text = norm_event(opponents, "1111111" "00", player={"federation": own})
    data = answer(["norms", "--title", "GM"], text)
    assert data["event"]["gaps"] == [gap]
    assert [p["start_rank"] for p in data["players"]] == list(range(1, 11))
    (gm,) = data["players"][0]["norms"]
    assert (gm["average_rating"], gm["performance"], gm["games"], gm["points"]) == (
        average, performance, 9, 7)
    assert [r["name"] for r in gm["requirements"] if not r["holds"]] == failing


def test_a_file_with_a_player_and_no_games_gives_the_player_without_figures() -> None:
    data = answer(["norms"], trf("001    1 m    Someone"))
    assert data["event"]["gaps"] == ["no-title-holders", "no-federations", "no-ratings"]
    gm = data["players"][0]["norms"][0]
    assert (gm["games"], gm["performance"], gm["average_rating"], gm["achieved"]) == (
        0, None, None, False)


@pytest.mark.parametrize("argv, message", [
    (["norms", "--player", "99"], "has no player of starting rank 99"),
    (["norms", "--title", "FM"], "invalid choice"),
    (["norms", "--federation", "GERMANY"], "is not a FIDE federation's code"),
    (["norms", "--federation", "XXX"], "is not a FIDE federation's code"),
    (["norms", "--federation", "<b>"], "is not a FIDE federation's code"),
])
def test_bad_flags_exit_2_with_a_message(argv: list[str], message: str) -> None:
    code, out, err = run(argv, LATE)
    assert (code, out) == (2, "") and message in err and "Traceback" not in err


def test_an_empty_file_exits_2() -> None:
    code, out, err = run(["norms"], "")
    assert (code, out) == (2, "") and err


@pytest.mark.parametrize(("flag", "shown", "named"), [
    ("--title", "{GM,IM,WGM,WIM}", "'GM', 'IM', 'WGM', 'WIM'"),
    ("--format", "{swiss,round-robin,double-round-robin}",
     "'swiss', 'round-robin', 'double-round-robin'"),
    ("--team-championship", "{world,continental}", "'world', 'continental'"),
    ("--exemption", "{national-championship,national-team-championship,zonal}",
     "'national-championship', 'national-team-championship', 'zonal'"),
])
def test_the_help_and_a_refusal_name_every_choice(flag: str, shown: str, named: str) -> None:
    assert offered(["norms"], flag) == (shown, named)


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


#: A titled player who plays no game: the file has a title holder whatever the others write.
BYSTANDER = norm_line(11, 2400, "GM", "NED")
#: TRF-16's title codes (C.04 Annex 2, columns 11-13) and what each counts for: a title
#: holder (1.4.5a: not CM or WCM), an opponent of the IM norm's title or higher (1.4.5c: GM,
#: IM) and of the WIM norm's (1.4.5e: GM, IM, WGM, WIM).
CODES = [("g", "GM", True, True, True), ("m", "IM", True, True, True),
         ("wg", "WGM", True, False, True), ("f", "FM", True, False, False),
         ("wm", "WIM", True, False, True), ("c", "CM", False, False, False),
         ("wf", "WFM", True, False, False), ("wc", "WCM", False, False, False)]


@pytest.mark.parametrize("code, title, holder, for_im, for_wim", CODES)
def test_each_trf16_title_code_counts_as_its_title_in_the_norm(code: str, title: str,
        holder: bool, for_im: bool, for_wim: bool) -> None:
    """A woman scores 7/9 against nine opponents of 2300 who each write ``code``: Ra 2300,
    7/9 = 77.8% → 78% → dp 220, Rp 2520 (IM 2450, WIM 2250; 1.4.8). The norm is made where
    the nine count for 1.4.5a (5 of 9) and the title (3 of 9)."""
    text = norm_event([(2300, code, f) for f in FOREIGN], "1111111" "00",
                      player={"sex": "w"}, tail=[BYSTANDER])
    data = answer(["norms", "--player", "1"], text)
    norms = {n["title"]: n for n in data["players"][0]["norms"]}
    for norm, counts in (("IM", for_im), ("WIM", for_wim)):
        values = {r["name"]: r["value"] for r in norms[norm]["requirements"]}
        assert (values["title-holders"], values["title-or-higher"]) == (9 * holder, 9 * counts)
        assert (norms[norm]["performance"], norms[norm]["achieved"]) == (
            2520, holder and counts)
    rated = answer(["event"], text)
    assert {p["title"] for p in rated["players"][1:10]} == {title}


@pytest.mark.parametrize("code", ["i", "wi"])
def test_the_one_letter_i_and_wi_are_no_title_and_their_lines_say_so(code: str) -> None:
    """``i`` and ``wi`` are no TRF-16 code (FIDE's list flags an inactive player so): the nine
    opponents are no title holders, and each line names the code."""
    text = norm_event([(2300, code, f) for f in FOREIGN], "1111111" "00", tail=[BYSTANDER])
    data = answer(["norms", "--player", "1", "--title", "IM"], text)
    (im,) = data["players"][0]["norms"]
    holders = next(r for r in im["requirements"] if r["name"] == "title-holders")
    assert (holders["value"], im["achieved"]) == (0, False)
    errors = answer(["event"], text)["errors"]
    assert len(errors) == 9 and all("is no FIDE title" in e["message"] for e in errors)


@pytest.mark.parametrize("head, source, type_line", [
    ([], "pairings", None), (["092 Individual: Round robin"], "type-line",
                             "Individual: Round robin")])
def test_a_round_robin_read_from_the_file_uses_every_round_and_says_why(head: list[str],
        source: str, type_line: str | None) -> None:
    """7/11 = 63.6% → 64% → dp 102: Rp 2482 over every round (1.4.1e), not the 2600 of
    rounds 1-9."""
    text = ROUND_ROBIN.replace("012 Test", "\n".join(["012 Test", *head]))
    data = answer(["norms", "--player", "1", "--title", "GM"], text)
    assert data["event"]["format"] == "round-robin"
    assert data["event"]["format_read"] == {"source": source, "type_line": type_line,
                                            "meetings": 1}
    (gm,) = data["players"][0]["norms"]
    assert (gm["achieved"], gm["performance"], gm["left_out"]) == (False, 2482, [])


def test_the_format_flag_overrides_what_the_file_says() -> None:
    data = answer(["norms", "--player", "1", "--title", "GM", "--format", "swiss"],
                  ROUND_ROBIN)
    assert (data["event"]["format"], data["event"]["format_read"]["source"]) == (
        "swiss", "given")
    (gm,) = data["players"][0]["norms"]
    assert (gm["achieved"], gm["performance"], gm["left_out"]) == (True, 2600, [10, 11])


def test_junk_federations_count_for_nothing_and_are_named() -> None:
    """7/9 against nine GMs of 2380 (78% → dp 220: Rp 2600), five of them Spanish and four of
    federations that are no FIDE code: one foreign federation, not the two 1.4.3 asks for
    (before, the four junk ones counted as four foreign federations and made the norm)."""
    junk = ["<b>", "XXX", "123", "<i>"]
    text = norm_event([(2380, "GM", f) for f in ["ESP"] * 5 + junk], "1111111" "00")
    data = answer(["norms", "--player", "1", "--title", "GM"], text)
    (player,) = data["players"]
    assert player["unknown_federations"] == sorted(junk)
    (gm,) = player["norms"]
    values = {r["name"]: (r["value"], r["needed"], r["holds"]) for r in gm["requirements"]}
    assert values["foreign-federations"] == (1, 2, False)
    assert values["one-federation"] == (5, 6, True)  # the junk is no fifth of one federation
    assert (gm["performance"], gm["achieved"]) == (2600, False)
    errors = answer(["event"], text)["errors"]
    assert [e["message"].split(": ", 1)[1] for e in errors] == [
        f"the federation {code!r} is no FIDE federation's code (GER, NED, FID …); it counts "
        "for nothing in a norm" for code in junk]


def test_the_federation_flag_takes_fides_flag_and_any_case() -> None:
    own = norm_event([(2450, "GM", "GER")] * 9, "1" * 9)
    data = answer(["norms", "--player", "1", "--federation", "fid"], own)
    assert data["event"]["federation"] == "FID"


def test_an_eight_game_norm_two_points_over_says_its_credit_rests_on_a_reading() -> None:
    """8/8 against GMs of 2410, the ninth round a pairing-allocated bye: the least title score
    is 6/8 (75% → dp 193: 2603), two points over; credited 9 games (1.4.1c), the QC's reading
    of one point over stopping there."""
    text = norm_event([(2410, "GM", f) for f in FOREIGN], "11111111" "U")
    (gm,) = answer(["norms", "--player", "1", "--title", "GM"], text)["players"][0]["norms"]
    assert (gm["basis"], gm["games_credited"], gm["credit_open"]) == ("eight-of-nine", 9, True)
    assert gm["games_credited_by"] == ["1.4.1c", "1.4.1d"]
    assert gm["readings"] == [{"point": "eight-games-overscore", "clause": "1.4.1c, 1.4.1d",
                               "taken": "credit-nine", "other": "open", "other_holds": None}]
    one = norm_event([(2410, "GM", f) for f in FOREIGN], "1111111" "0" "U")
    (gm,) = answer(["norms", "--player", "1", "--title", "GM"], one)["players"][0]["norms"]
    assert (gm["games_credited"], gm["credit_open"], gm["readings"]) == (9, False, [])


def test_the_swiss_exemption_gives_each_rounds_counts_and_the_first_round_short() -> None:
    """20 foreign rated players from 3 federations, 10 of them IMs; two of them (IMs) miss
    rounds 1 and 2: counted in round 1, having missed one round, not from round 2 on."""
    ranks = list(range(11, 31))
    lines = [norm_line(rank, 2200, "IM" if i < 10 else "", ["ESP", "FRA", "ITA"][i % 3],
                       rounds=[(str(ranks[i ^ 1]), "w", "=")] * 9
                       if rank not in (11, 12) else [("0000", "-", "Z")] * 2
                       + [(str(ranks[i ^ 1]), "w", "=")] * 7)
             for i, rank in enumerate(ranks)]
    text = norm_event([(2450, "GM", "GER")] * 9, "1" * 9, host="GER", tail=lines)
    swiss = answer(["norms", "--player", "1"], text)["event"]["swiss_exemption"]
    assert (swiss["foreign_rated"], swiss["federations"], swiss["masters"], swiss["holds"],
            swiss["first_short"]) == (18, 3, 8, False, 2)
    assert swiss["rounds"][:2] == [
        {"round": 1, "foreign_rated": 20, "federations": 3, "masters": 10},
        {"round": 2, "foreign_rated": 18, "federations": 3, "masters": 8}]
    assert [r["foreign_rated"] for r in swiss["rounds"]] == [20] + [18] * 8


@pytest.mark.parametrize(("title", "sex", "checked"), [
    ("", "m", ["GM", "IM"]), ("IM", "m", ["GM"]), ("m", "m", ["GM"]), ("GM", "m", []),
    ("WIM", "w", ["GM", "IM", "WGM"]), ("", "w", ["GM", "IM", "WGM", "WIM"])])
def test_the_json_checks_only_the_titles_above_the_one_a_player_holds(
        title: str, sex: str, checked: list[str]) -> None:
    """As the Whole event page and the report read a player: an IM (``m`` as TRF-16 writes
    it) is checked for the GM norm only, a GM for none."""
    text = norm_event([(2400, "GM", "ESP")] * 9, ["="] * 9,
                      player={"rating": 2400, "title": title, "sex": sex})
    code, out, err = run_to_exit(["norms", "-", "--player", "1"], text)
    assert (code, err) == (0, "")
    player = json.loads(out)["players"][0]
    assert [norm["title"] for norm in player["norms"]] == checked
