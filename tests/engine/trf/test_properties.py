"""The TRF reader, properties that hold for every file the format allows: each field written in
its columns is read back as written; a round robin whose games mirror and whose points add up
has no problem, and its points are its games'; the order of the player lines, the line breaks
and the pieces a file arrives in change nothing read."""

from __future__ import annotations

from random import Random

from hypothesis import given
from hypothesis import strategies as st

from elo_core.games import Colour
from elo_core.titles import TRF_TITLE_CODES
from elo_core.trf.reader import read_trf
from elo_core.trf.records import ResultCode, Tournament
from tests.sampling import examples

#: A game's two sides: the code of the player with White, the code of the player with Black.
MIRRORED = {"1": "0", "=": "=", "0": "1", "+": "-", "-": "+"}
POINTS = {"1": 1.0, "=": 0.5, "0": 0.0, "+": 1.0, "-": 0.0}


def player_line(rank: int, sex: str, title: str, name: str, rating: int | None,
                federation: str, fide_id: str, birth: str, points: float, place: int,
                rounds: list[tuple[int, str, str]]) -> str:
    """A player line written column by column as TRF-16 places each field (1–3 ``001``, 5–8
    starting rank, 10 sex, 11–13 title, 15–47 name, 49–52 rating, 54–56 federation, 58–68
    FIDE ID, 70–79 birth date, 81–84 points, 86–89 rank, each round 10 columns from 92)."""
    text = (f"001 {rank:>4} {sex:1}{title:<3} {name:<33} {'' if rating is None else rating:>4} "
            f"{federation:<3} {fide_id:>11} {birth:<10} {points:>4.1f} {place:>4}")
    return text + "".join(f"  {opponent or '0000':>4} {colour} {code}"
                          for opponent, colour, code in rounds)


names = st.text("ABKMabkmäöüéñ ,.'-", min_size=1, max_size=33).map(str.strip).filter(bool)
#: What a player line holds before its points and rounds: starting rank, sex, title, name,
#: rating, federation, FIDE ID, birth date; and the rank at the end.
Fields = tuple[int, str, str, str, int | None, str, str, str, int]
fields = st.tuples(
    st.integers(1, 9999), st.sampled_from(["m", "w", " "]),
    st.sampled_from(["", *TRF_TITLE_CODES, "GM", "wfm"]),
    names, st.none() | st.integers(1000, 3000), st.sampled_from(["NED", "GER", "FID", "ENG"]),
    st.integers(1, 99_999_999_999).map(str) | st.just(""),
    st.sampled_from(["", "1999/04/30", "2011", "1955/00/00"]), st.integers(1, 9999))


@examples(200, deadline=None)
@given(fields, st.lists(st.sampled_from(["H", "F", "U", "Z"]), max_size=12))
def test_each_field_written_in_its_columns_is_read_back_as_written(
        written: Fields, codes: list[str]) -> None:
    rounds = [(0, "-", code) for code in codes]  # byes: rounds without an opponent
    points = sum({"H": 0.5, "F": 1.0, "U": 1.0}.get(code, 0.0) for code in codes)
    rank, sex, title, name, rating, federation, fide_id, birth, place = written
    # a title as TRF-16's code or written in full, in either case: FIDE's list's way
    read_title = (TRF_TITLE_CODES[title].value if title in TRF_TITLE_CODES
                  else title.upper())
    text = player_line(rank, sex, title, name, rating, federation, fide_id, birth, points,
                       place, rounds)
    event = read_trf(f"012 Open\n{text}\n")
    assert event.problems == ()
    [player] = event.players
    assert (player.start_rank, player.sex, player.title, player.name, player.rating,
            player.federation, player.fide_id, player.birth, player.rank) == (
        rank, sex.strip(), read_title, name, rating, federation, fide_id, birth, place)
    assert player.points == points
    assert [entry.code for entry in player.rounds] == [ResultCode(code) for code in codes]


def berger(players: int) -> list[list[tuple[int, int]]]:
    """Each round's pairings of a round robin of ``players`` (an even number) by the circle
    method of the Berger tables (FIDE C.05 Annex 1): player 1 stays, the others turn."""
    order = list(range(1, players + 1))
    rounds = []
    for _ in range(players - 1):
        rounds.append([(order[i], order[-1 - i]) for i in range(players // 2)])
        order = [order[0], order[-1], *order[1:-1]]
    return rounds


def round_robin(results: list[str]) -> str:
    """An event of the fewest players (an even number) whose round robin holds a game for each
    of ``results`` (White's code; the other side mirrors it), played round by round; a player
    without a game in a round is absent (``Z``), and the points the file gives are the sums of
    each player's rounds."""
    players = 2
    while players * (players - 1) // 2 < len(results):
        players += 2
    games = [game for pairs in berger(players) for game in pairs][:len(results)]
    last_round = -(-len(results) // (players // 2))
    rounds = {p: [(0, "-", "Z")] * last_round for p in range(1, players + 1)}
    for number, ((white, black), code) in enumerate(zip(games, results, strict=True)):
        at = number // (players // 2)
        rounds[white][at] = (black, "w", code)
        rounds[black][at] = (white, "b", MIRRORED[code])
    lines = [player_line(player, "m", "", f"Player {player}", 2000, "NED", "", "",
                         sum(POINTS.get(code, 0.0) for _, _, code in played), player, played)
             for player, played in rounds.items()]
    return "\n".join(["012 Round robin", *lines]) + "\n"


@examples(200, deadline=None)
@given(st.lists(st.sampled_from(sorted(MIRRORED)), min_size=1, max_size=28))
def test_a_round_robin_that_mirrors_has_no_problem_and_its_points_are_its_games(
        results: list[str]) -> None:
    event = read_trf(round_robin(results))
    assert event.problems == ()
    # every game gives out one point between its two players, played or forfeited
    assert sum(player.points or 0 for player in event.players) == len(results)
    for player in event.players:
        for entry in player.rounds:
            if entry.opponent is not None:
                other = event.players[entry.opponent - 1].rounds[entry.round - 1]
                assert other.opponent == player.start_rank
                assert {entry.colour, other.colour} == {Colour.WHITE, Colour.BLACK}


def _read(event: Tournament) -> dict[int, object]:
    return {player.start_rank: player._replace(line=0) for player in event.players}


@examples(100, deadline=None)
@given(st.lists(st.sampled_from(sorted(MIRRORED)), min_size=1, max_size=15), st.randoms(),
       st.sampled_from(["\n", "\r\n"]), st.lists(st.integers(0, 2000), max_size=6))
def test_line_order_line_breaks_and_pieces_change_nothing_read(
        results: list[str], random: Random, newline: str, cuts: list[int]) -> None:
    text = round_robin(results)
    head, *players = text.splitlines()
    random.shuffle(players)
    shuffled = newline.join([head, *players]) + newline
    at = sorted({min(cut, len(shuffled)) for cut in cuts})
    pieces = [shuffled[start:end] for start, end in zip([0, *at], [*at, len(shuffled)],
                                                        strict=True)]
    assert _read(read_trf(iter(pieces))) == _read(read_trf(text))
