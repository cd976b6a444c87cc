"""The reader's quick paths give what its careful path gives, for any line: a plain game in one
match (``Meier 1800:1``), and a name and a result alone in another (``Müller17 1``, a game
wanting its rating)."""

from hypothesis import example, given
from hypothesis import strategies as st

from elo_core.readers.parser import _parse_line_carefully, parse_line
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
