"""The one game-list reader fills a game's title, federation and FIDE ID as fields: known
values, each worked out from the grammar of :mod:`elo_core.readers.notation` and
:mod:`elo_core.readers.parser`, and the property that a game written with them reads back with
the same fields."""

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from elo_core import Game, LineError, Problem, parse_game_list
from elo_core.federations import FEDERATIONS
from elo_core.games import Colour, Unplayed
from elo_core.norms.titles import TITLE_HOLDERS
from elo_core.readers.notation import WrittenOpponent, read_opponent
from elo_core.readers.parser import parse_line
from elo_core.readers.writer import format_game, name_field
from tests.sampling import examples


@pytest.mark.parametrize(("written", "opponent"), [
    ("GM GER", WrittenOpponent("", "GM", "GER")),
    ("Meier WIM FRA", WrittenOpponent("Meier", "WIM", "FRA")),
    ("IM Meier", WrittenOpponent("Meier", "IM", "")),
    ("Im Hof", WrittenOpponent("Im Hof")),  # a name's "Im" is no title, "Hof" no federation
    ("G K", WrittenOpponent("G K")),  # initials: a TRF's "G" is a GM only in its column
    ("S A", WrittenOpponent("S A")),
    ("Kok  Anna", WrittenOpponent("Kok Anna")),  # spaces made single
    ("Kim KOR", WrittenOpponent("Kim", "", "KOR")),
    # three capitals, but no FIDE federation's code
    ("LEE Kim TSV", WrittenOpponent("LEE Kim TSV")),
    # the last code is the federation
    ("ESP Kim TSV GER", WrittenOpponent("ESP Kim TSV", "", "GER")),
    ("GM WGM", WrittenOpponent("WGM", "GM", "")),  # a title is never the federation
    ("Carlsen, Magnus", WrittenOpponent("Carlsen, Magnus")),
])
def test_a_title_and_a_federation_are_read_beside_the_name(written: str,
                                                          opponent: WrittenOpponent) -> None:
    assert read_opponent(written) == opponent


@pytest.mark.parametrize(("line", "fields"), [
    ("GM GER 2450:1", (2450.0, "", "GM", "GER", None)),
    ("Meier IM FRA 2400:½", (2400.0, "Meier", "IM", "FRA", None)),
    ("2026-01-03 Kok WIM NED 2200:w 1", (2200.0, "Kok", "WIM", "NED", None)),
    ('"Meier 2" GM GER 1800:1', (1800.0, "Meier 2", "GM", "GER", None)),
    ('"Meier GM" 1800:1', (1800.0, "Meier GM", "", "", None)),  # quoted: the name as it stands
    ("Jan de Wit FM:+", (None, "Jan de Wit", "FM", "", None)),
])
def test_a_line_gives_the_opponents_title_and_federation_as_fields(
        line: str, fields: tuple[float | None, str, str, str, int | None]) -> None:
    game = parse_line(line)
    assert isinstance(game, Game), "the line reads as a game"
    assert (game.opponent_rating, game.name, game.title, game.federation, game.fide_id) == fields


@pytest.mark.parametrize(("line", "problem", "wanting"), [
    ("Kok 1", Problem.MISSING_RATING, Game(None, 1.0, "Kok", line=1)),
    ("Nobody 1", Problem.MISSING_RATING, Game(None, 1.0, "Nobody", line=1)),
    ("Müller17 1", Problem.RATING_NOT_A_NUMBER, Game(None, 1.0, "Müller17", line=1)),
    ("Kok WIM 1 w", Problem.MISSING_RATING,
     Game(None, 1.0, "Kok", line=1, colour=Colour.WHITE, title="WIM")),
    ("Smith 100002 0", Problem.RATING_OUT_OF_RANGE,
     Game(None, 0.0, "Smith", line=1, fide_id=100002)),
    ("1503014:½", Problem.RATING_OUT_OF_RANGE, Game(None, 0.5, line=1, fide_id=1503014)),
    ("Müller w 1:0", Problem.MISSING_RATING,
     Game(None, 1.0, "Müller", line=1, colour=Colour.WHITE)),
    ("2026-01-03 Carlsen, Magnus b 0-1", Problem.MISSING_RATING,
     Game(None, 1.0, "Carlsen, Magnus", line=1, date="2026-01-03", colour=Colour.BLACK)),
    ('"Smith 2" 1', Problem.MISSING_RATING, Game(None, 1.0, "Smith 2", line=1)),
    ('"Kok" 1503014:1', Problem.RATING_OUT_OF_RANGE,
     Game(None, 1.0, "Kok", line=1, fide_id=1503014)),
])
def test_a_line_that_names_its_opponent_without_a_rating_is_a_game_wanting_it(
        line: str, problem: Problem, wanting: Game) -> None:
    """The line is still an error, as the command line says it; its game is there for a
    rating list to fill in."""
    error = parse_line(line)
    assert isinstance(error, LineError), "without a rating the line is no game yet"
    assert (error.problem, error.game) == (problem, wanting)


@pytest.mark.parametrize("line", [":1", "50:1", "Meier 2:1", "1800:x", '"Meier" Jan:1', "3500x"])
def test_a_line_that_names_no_one_wants_nothing(line: str) -> None:
    error = parse_line(line)
    assert isinstance(error, LineError) and error.game is None


def test_a_repeated_line_wants_its_game_on_its_own_line() -> None:
    """A list's lines are read once each and the reading kept: the game each error wants
    carries the error's line."""
    errors = parse_game_list("Kok 1\nKok 1\nKok 1\n").errors
    assert [(e.line, e.game.line if e.game else None) for e in errors] == [(1, 1), (2, 2), (3, 3)]


def test_a_tables_columns_give_title_and_federation_and_a_bad_cell_is_a_note() -> None:
    text = ("Name;Titel;Land;Elo;Ergebnis\n"
            "Meier;IM;fra;2400;1\n"
            "Kurz;XM;Spanien;2500;½\n")
    parsed = parse_game_list(text)
    assert [(g.name, g.title, g.federation) for g in parsed.games] == [
        ("Meier", "IM", "FRA"), ("Kurz", "", "")]
    assert parsed.errors == []
    assert [(n.line, n.problem, n.token) for n in parsed.notes] == [
        (3, Problem.UNKNOWN_TITLE, "XM"), (3, Problem.NOT_A_FEDERATION, "Spanien")]


@pytest.mark.parametrize(("line", "fields", "note"), [
    # in a player card's federation place, right after the title: no FIDE code, kept as written
    ("GM XXX 2480:½", ("", "GM", "XXX"), (Problem.NOT_A_FEDERATION, "XXX")),
    ("GM <b> 2400:1", ("", "GM", "<b>"), (Problem.NOT_A_FEDERATION, "<b>")),
    ("Meier IM X-Y 2400:1", ("Meier", "IM", "X-Y"), (Problem.NOT_A_FEDERATION, "X-Y")),
    # TRF-16's code for a GM, where a line writes a title in full: read as the name, and said
    ("g NED 2600:1", ("g", "", "NED"), (Problem.TITLE_CODE, "g")),
    ("WM 2300:1", ("WM", "", ""), (Problem.TITLE_CODE, "WM")),
    ("Kok m GER 2400:½", ("Kok m", "", "GER"), (Problem.TITLE_CODE, "m")),
])
def test_what_a_line_may_not_mean_is_read_and_said_as_a_note_of_its_line(
        line: str, fields: tuple[str, str, str], note: tuple[Problem, str]) -> None:
    parsed = parse_game_list(f"1800:1\n{line}")
    assert [(g.name, g.title, g.federation) for g in parsed.games[1:]] == [fields]
    assert parsed.errors == []
    assert [(n.line, n.text, n.problem, n.token) for n in parsed.notes] == [(2, line, *note)]


@pytest.mark.parametrize("line", [
    "GM Kok 2400:1",          # a name of three letters, one of them small, is a name
    "GM van Wely 2600:1",     # a name's particle
    "Meier XXX 2400:1",       # without a title no card's federation place: the name's word
    "G Meier 2300:1",         # an initial before a name
    "Meier IM FRA 2400:½",
    "GM WGM 2400:1",          # a title is never the federation
])
def test_a_line_read_as_it_means_has_no_note(line: str) -> None:
    parsed = parse_game_list(line)
    assert len(parsed.games) == 1 and parsed.errors == []
    assert parsed.notes == ()


def test_a_repeated_line_has_its_note_on_each_line() -> None:
    assert [n.line for n in parse_game_list("GM XXX 2480:½\n" * 3).notes] == [1, 2, 3]


def test_a_number_where_the_name_goes_says_how_a_line_is_written() -> None:
    [error] = parse_game_list("GM 123 2450:0").errors
    assert (error.problem, error.token) == (Problem.NUMBER_FOR_NAME, "123")
    assert error.message() == (
        "line 1: “123” is a number where the opponent's name, title or federation stands: "
        "write NAME TITLE FEDERATION RATING:RESULT (Meier GM GER 2450:1), a name with a number "
        'in quotes ("Meier 2" 1800:1) — "GM 123 2450:0"')


def test_a_tables_three_letters_that_are_no_federation_are_kept_and_noted() -> None:
    parsed = parse_game_list("Name;Titel;Land;Elo;Ergebnis\nKurz;GM;XXX;2500;½\n")
    assert [(g.name, g.title, g.federation) for g in parsed.games] == [("Kurz", "GM", "XXX")]
    assert [(n.line, n.problem, n.token) for n in parsed.notes] == [
        (2, Problem.NOT_A_FEDERATION, "XXX")]


def test_a_name_with_a_title_stays_bare_and_one_that_would_not_read_back_is_quoted() -> None:
    assert name_field("Meier GM") == "Meier GM"
    assert name_field("Meier 2 GM") == "Meier 2 GM"  # the title after the number
    assert name_field("Kok: Kim GM") == '"Kok: Kim" GM'
    assert format_game(Game(1800.0, 1.0, "IM")) == '"IM" 1800:1'
    assert format_game(Game(None, 1.0, "Kok", fide_id=100003, title="WIM")) == "Kok WIM 100003:1"


#: Names as people and files write them: words, capitals, quotes, separators.
names = st.text(st.sampled_from(list("aKm GIMWFER:;#\"'-,.2½")), max_size=14).map(str.strip)
titles = st.sampled_from(["", *sorted(TITLE_HOLDERS)])
federations = st.sampled_from(["", *sorted(FEDERATIONS)])


@examples(500)
@given(names, titles, federations,
       st.one_of(st.tuples(st.integers(1000, 3000).map(float), st.none()),
                 st.tuples(st.none(), st.integers(3501, 99_999_999))),
       st.sampled_from([1.0, 0.5, 0.0]), st.sampled_from([None, Colour.WHITE, Colour.BLACK]),
       st.sampled_from(["", "2026-01-03"]))
@example("GM", "", "", (1800.0, None), 1.0, None, "")
@example("Meier IM", "GM", "FRA", (None, 1503014), 0.5, Colour.BLACK, "")
@example("", "", "", (None, 100001), 1.0, None, "")
@example("", "GM", "XXX", (2480.0, None), 0.5, None, "")  # no FIDE code, kept as written
@example("Meier", "IM", "<b>", (2400.0, None), 1.0, None, "")
def test_a_game_written_with_title_federation_and_id_reads_back_with_the_same_fields(
        name: str, title: str, federation: str, rating_or_id: tuple[float | None, int | None],
        score: float, colour: Colour | None, date: str) -> None:
    rating, fide_id = rating_or_id
    game = Game(rating, score, name, None, 1, date, None, colour, title, federation, fide_id)
    item = parse_line(format_game(game))
    read = item.game if isinstance(item, LineError) else item
    # written with its ID where the rating goes, it is a game wanting its rating
    assert (isinstance(item, LineError), read) == (fide_id is not None, game)


@examples(200)
@given(names, titles, federations, st.sampled_from(list(Unplayed)))
def test_a_round_not_played_keeps_its_opponents_title_and_federation(
        name: str, title: str, federation: str, unplayed: Unplayed) -> None:
    score = 0.0 if unplayed in (Unplayed.FORFEIT_LOSS, Unplayed.FORFEIT) else 1.0
    game = Game(None, score, name, unplayed, 1, title=title, federation=federation)
    if unplayed is Unplayed.BYE:
        game = game._replace(name="", title="", federation="")
    assert parse_line(format_game(game)) == game
