"""Reading game lists and files, properties that hold for every list: a list written, saved in
any encoding a user's editor saves in and read back is the same list; line breaks, blank lines
and comments change no game; a game's result reads the same from either side; a player's games
written into a PGN read back as the same games."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, assume, given
from hypothesis import strategies as st

from elo_core.games import Colour, Game, Unplayed
from elo_core.readers.decoding import decode
from elo_core.readers.parser import parse_game_list, parse_line
from elo_core.readers.pgn import read_pgn_games
from elo_core.readers.problems import LineError
from elo_core.readers.writer import COLOUR_MARKS, format_game_list, rating_text
from tests.sampling import examples

#: The points each kind of round can carry: a game any, a bye any (FIDE C.04.1: a win's by
#: default), a forfeit won 1 and lost 0, a forfeit whose side is not said 0.
SCORES = {None: [1.0, 0.5, 0.0], Unplayed.BYE: [1.0, 0.5, 0.0],
          Unplayed.FORFEIT_WIN: [1.0], Unplayed.FORFEIT_LOSS: [0.0], Unplayed.FORFEIT: [0.0]}
#: Letters of the names a German, Dutch, Polish or Spanish club writes, and what a name may
#: hold beside them.
NAME_CHARACTERS = "AaBbKkMmÄäÖöÜüßÉéÑñŁłØøIJij '’-.\":;#0123456789"
names = st.text(NAME_CHARACTERS, max_size=10).filter(lambda name: name == name.strip())


@st.composite
def games(draw: st.DrawFn, names: st.SearchStrategy[str] = names) -> Game:
    """A game or a round not played, as a line can hold it."""
    unplayed = draw(st.sampled_from([None, *Unplayed]))
    score = draw(st.sampled_from(SCORES[unplayed]))
    rating: float | None = draw(st.integers(100, 3500).map(float) | st.just(1812.5))
    if unplayed is not None and draw(st.booleans()):
        rating = None
    rd = draw(st.none() | st.integers(1, 500).map(float)) if rating is not None else None
    colour = None if unplayed is Unplayed.BYE else draw(st.none() | st.sampled_from(Colour))
    day = draw(st.sampled_from(["", "2025-03-14", "14.03.2025"]))
    return Game(rating, score, draw(names), unplayed, date=day, opponent_rd=rd, colour=colour)


def read_back(text: str) -> list[Game]:
    """The games of ``text``, every line read, their line numbers left out."""
    parsed = parse_game_list(text)
    assert parsed.errors == []
    return [game._replace(line=0) for game in parsed.games]


#: How editors save text: UTF-8 with and without a byte-order mark, UTF-16 with one (Windows
#: Notepad's "Unicode"), and Windows-1252 (Excel's CSV on Western Windows).
SAVED = {
    "utf-8": lambda text: text.encode("utf-8"),
    "utf-8-sig": lambda text: text.encode("utf-8-sig"),
    "utf-16-le": lambda text: b"\xff\xfe" + text.encode("utf-16-le"),
    "utf-16-be": lambda text: b"\xfe\xff" + text.encode("utf-16-be"),
    "cp1252": lambda text: text.encode("cp1252"),
}


#: Two Windows-1252 bytes that are also one UTF-8 character (``Ä’`` is C4 92, UTF-8's ``Ē``):
#: the decoder reads them as that character, as only text that is mojibake already has them.
UTF8_PAIR = re.compile(rb"[\xc2-\xf4][\x80-\xbf]")
SLOW_TO_DRAW = [HealthCheck.too_slow]


@pytest.mark.parametrize("encoding", sorted(SAVED))
@examples(100, deadline=None, suppress_health_check=SLOW_TO_DRAW)
@given(st.lists(games(), min_size=1, max_size=8))
def test_a_list_written_saved_in_any_encoding_and_read_back_is_the_same_list(
        encoding: str, listed: list[Game]) -> None:
    text = format_game_list(listed)
    try:
        data = SAVED[encoding](text)
    except UnicodeEncodeError:   # Ł and ł are not in Windows-1252: no editor saves them so
        return
    assume(encoding != "cp1252" or not UTF8_PAIR.search(data))
    decoded = decode(data)
    assert not isinstance(decoded, LineError), decoded
    assert read_back(decoded.text) == listed


@examples(100, deadline=None, suppress_health_check=SLOW_TO_DRAW)
@given(st.lists(games(), min_size=1, max_size=8), st.sampled_from(["\n", "\r\n", "\r"]),
       st.lists(st.sampled_from(["", "# a comment", "   "]), min_size=8, max_size=8))
def test_line_breaks_blank_lines_and_comments_change_no_game(
        listed: list[Game], newline: str, between: list[str]) -> None:
    plain = read_back(format_game_list(listed))
    lines = [part for line, extra in zip(format_game_list(listed).split("\n"), between,
                                         strict=False)
             for part in (line + " # noted", extra)]
    assert read_back(newline.join(lines)) == plain


@examples(100, deadline=None)
@given(st.integers(100, 3500), st.sampled_from(["1-0", "0-1", "½-½", "+-", "-+"]))
def test_a_games_result_gives_white_and_black_scores_that_add_up_to_one(
        rating: int, result: str) -> None:
    white = parse_line(f"{rating}:{COLOUR_MARKS[Colour.WHITE]} {result}")
    black = parse_line(f"{rating}:{COLOUR_MARKS[Colour.BLACK]} {result}")
    assert isinstance(white, Game) and isinstance(black, Game), (white, black)
    assert white.score + black.score == 1.0
    assert (white.colour, black.colour) == (Colour.WHITE, Colour.BLACK)


@examples(100, deadline=None)
@given(st.integers(100, 3500), st.sampled_from(["1", "½", "0", "+", "-"]))
def test_the_players_score_first_reads_as_their_score_alone(rating: int, own: str) -> None:
    # a German result "1:0" is the player's 1; its other side is the opponent's
    other = {"1": "0", "½": "½", "0": "1", "+": "-", "-": "+"}[own]
    pair, alone = parse_line(f"{rating} {own}:{other}"), parse_line(f"{rating}:{own}")
    assert isinstance(pair, Game) and isinstance(alone, Game), (pair, alone)
    assert (pair.score, pair.unplayed) == (alone.score, alone.unplayed)


_PGN_RESULT = {(Colour.WHITE, 1.0): "1-0", (Colour.WHITE, 0.0): "0-1",
               (Colour.BLACK, 1.0): "0-1", (Colour.BLACK, 0.0): "1-0"}


def _pgn(player: str, played: list[tuple[str, int, Colour, float]]) -> str:
    """``player``'s games as a PGN of tag sections: each opponent, their rating and the
    player's colour and score."""
    sections = []
    for opponent, rating, colour, score in played:
        white, black = (player, opponent) if colour is Colour.WHITE else (opponent, player)
        result = _PGN_RESULT.get((colour, score), "1/2-1/2")
        elo = "BlackElo" if colour is Colour.WHITE else "WhiteElo"
        sections.append(f'[Event "Club"]\n[White "{white}"]\n[Black "{black}"]\n'
                        f'[Result "{result}"]\n[{elo} "{rating}"]\n\n{result}\n')
    return "\n".join(sections)


@examples(100, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["Ben", "Cleo", "Dirk Kok", "Łukasz Øberg"]),
                          st.integers(100, 3500), st.sampled_from(Colour),
                          st.sampled_from([1.0, 0.5, 0.0])), max_size=10))
def test_a_players_games_written_as_a_pgn_read_back_as_the_same_games(
        played: list[tuple[str, int, Colour, float]]) -> None:
    read = read_pgn_games(_pgn("Anna", played), "Anna")
    assert read.errors == []
    assert [(game.name, game.opponent_rating, game.colour, game.score)
            for game in read.games] == played


@examples(100, deadline=None)
@given(st.integers(100, 3500) | st.integers(200, 7000).map(lambda half: half / 2))
def test_a_rating_written_reads_back_as_the_same_number(rating: float) -> None:
    game = parse_line(f"{rating_text(rating)}:1")
    assert isinstance(game, Game) and game.opponent_rating == rating
