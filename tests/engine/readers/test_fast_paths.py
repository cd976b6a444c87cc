"""The reader's quick paths give what its careful path gives, for any line: the tidy line in one
match (``Spieler Baaa 1643:0``), any other plain game in another (``Meier IM FRA 1800 ; ½``),
and a name and a result alone in a third (``Müller17 1``, a game wanting its rating); and a list
reads each line as the line alone reads, though it reads a rating and result it has read before
once, and notes what each line's game says, though it asks only about the games that may have
a note."""

from hypothesis import example, given
from hypothesis import strategies as st

from elo_core.games import Game
from elo_core.readers.notation import doubts, may_doubt
from elo_core.readers.parser import _parse_line_carefully, line_notes, parse_line, read_game_list
from elo_core.readers.problems import LineError
from tests.sampling import examples

#: Words a line is made of: names, capitals, numbers, results, marks, separators.
words = st.sampled_from(["Kok", "Müller17", "Carlsen,", "Magnus", "O'Brien", "GM", "GER", "Im",
                         "w", "s", "b", "1", "0", "½", "=", "d", "draw", "remis", "+", "-",
                         "bye", "kampflos", "1-0", "1:0", "1800", "2", "x", "#", '"', ":",
                         "(Kok)", "Kok/60", "2026-01-03", "1850/60", "Jean-Pierre", "\t"])


@examples(1000)
@given(st.lists(words, min_size=1, max_size=5), st.sampled_from([" ", "  ", " \t "]))
@example(["Müller17", "1"], " ")
@example(["Kok", "w", "1"], " ")
@example(["Meier", "2", "Jan", "1"], " ")
@example(["Kok", "draw", "1"], " ")
@example(["Kok", "GM", "GER", "½"], " ")
def test_a_quick_path_reads_a_line_as_the_careful_path_does(line: list[str], gap: str) -> None:
    text = gap.join(line)
    assert parse_line(text, 7) == _parse_line_carefully(text, 7)


#: A name's words as clubs and tournament sites write them: of any script, initials, particles,
#: an apostrophe or a hyphen inside, a title (in full or as a TRF's code), a federation (FIDE's
#: or not), a word with a digit, a sign or a quote, a ``½``.
name_words = st.sampled_from([
    "Spieler", "Baaa", "Meier", "van", "de", "Łukasz", "Øberg", "O’Brien", "O'Brien",
    "Jean-Pierre", "J.", "Kok", "Im", "Hof", "GM", "IM", "WGM", "g", "wg", "m", "GER", "NED",
    "XXX", "TSV", "Müller17", "2", "½", "x1", "-Kok", "+", "Kok/60", '"Kok"', 'O"Brien', "Ab"])
#: What stands in the rating's place: ratings in and out of the range, with a deviation in and
#: out of its, a FIDE ID, a rating written otherwise.
ratings = st.integers(1000, 2800).map(str) | st.integers(0, 10_000).map(str) | st.sampled_from([
    "1800/60", "1800/0", "1800/500", "1800/501", "0999", "(1800)", "1800.5", "1.800", "1503014"])
#: Results, played and not, read or not.
results = st.sampled_from(["1", "0", "½", "=", "1-0", "w", "W", "x", "+", "-", "bye", "½-½",
                           "1:0", "0:1", "1/2", "Remis", "draw", "kampflos", "1.0", "#"])
#: Spaces of every kind a line may hold around its fields.
spaces = st.sampled_from(["", " ", "  ", "\t", "\xa0", "\u2003", " \t"])
separators = st.sampled_from([":", ": ", " :", " : ", ";", "\t", " ", "::"])
comments = st.sampled_from(["", " # round 3", "#x", "  #"])


#: What stands between a name's words and after the name: one space mostly, or others.
gaps = st.sampled_from([" ", " ", " ", "  ", "\xa0", "\t", " \u2003"])


@st.composite
def lines(draw: st.DrawFn) -> str:
    """A line as people type one: spaces around it, perhaps a name (a title, a federation), a
    rating, a separator, a result, perhaps a comment."""
    name = ""
    for word in draw(st.lists(name_words, max_size=4)):
        name += f"{draw(gaps)}{word}" if name else word
    gap = draw(gaps) if name else ""
    return (f"{draw(spaces)}{name}{gap}{draw(ratings)}{draw(separators)}{draw(results)}"
            f"{draw(comments)}{draw(spaces)}")


@examples(1000)
@given(lines())
@example("Spieler Baaa 1643:0")
@example("1800/60:½")
@example("Meier IM FRA 1950:½")
@example("Kok g 1800:1")
@example("g 1800:1")
@example("Łukasz Øberg 1800:x")
@example("Meier 2 1800:1")
@example("Jan  de Wit 1800:1")
@example("Spieler  Baaa 1643:0")
@example("Spieler\xa0Baaa 1643:0")
@example("Kok 2 1800:1")
@example("J. 1800:1")
@example("Kok 99999:1")
@example("Kok 1800/501:1")
def test_a_typed_line_reads_on_a_quick_path_as_on_the_careful_path(line: str) -> None:
    assert parse_line(line, 3) == _parse_line_carefully(line, 3)


@examples(300)
@given(st.lists(lines(), min_size=1, max_size=12))
@example(["g 1800:1", "Kok 1800:1", "g 1800:1", "Meier GM XXX 2400:1"])
@example(["wg 1800:1", "Im 1800:1", "Kok wg 1800:1", "wg 1800:1"])
@example(["Kok 1800:x", "Meier 1800:x", "1800:x", "Kok 1800:½", "Meier IM FRA 1800:½"])
def test_a_list_reads_and_notes_each_line_as_the_line_alone_reads(typed: list[str]) -> None:
    notes: list[LineError] = []
    items = list(read_game_list(["\n".join(typed)], on_note=notes.append))
    alone = [parse_line(text, number) for number, text in enumerate(typed, start=1)]
    assert items == [item for item in alone if item is not None]
    games = [item for item in items if isinstance(item, Game)]
    assert notes == [note for game in games for note in line_notes(game, typed[game.line - 1])]


@examples(1000)
@given(lines())
@example("g 1800:1")
@example("Kok wg NED 1800:1")
@example("wg 1800:1")
@example("Ab 1800:1")
def test_a_game_that_may_have_no_note_has_none(line: str) -> None:
    game = parse_line(line)
    if isinstance(game, Game) and not may_doubt(game):
        assert doubts(game) == []
