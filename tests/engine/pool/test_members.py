"""Who a season's members are: a name written surname first in one file and given names first
in another is one member; two names the club says are one person are merged, the name met
first kept; every other name is a member of its own."""

from __future__ import annotations

import pytest

from elo_core import FIDE
from elo_core.pool.names import LookAlike, known_as
from elo_core.pool.problems import SeasonProblem
from elo_core.pool.rating import rate_season, with_start_list
from elo_core.pool.reading import merge_members, read_season
from elo_core.pool.records import Season
from elo_core.pool.standings import System
from elo_core.pool.start_list import read_start_list_bytes
from tests.club_files import SEASON, START, given_first_season


def example() -> Season:
    return read_season([("club-season.csv", SEASON)], read_start_list_bytes("start.csv", START))


def given_first() -> Season:
    return read_season([("season-2025-26.csv", given_first_season())],
                       read_start_list_bytes("club-start.csv", START))


def test_a_name_is_known_as_itself_given_names_first() -> None:
    assert known_as("Smith, John") == known_as("John Smith") == "John Smith"
    assert known_as("de Vries,Sanne") == "Sanne de Vries"
    assert known_as("Smith John") == "Smith John"     # no comma: another name, which looks alike
    assert known_as("smith, john") != known_as("John Smith")


def test_a_start_list_written_surname_first_is_the_games_written_given_names_first() -> None:
    """Not 16 members and 7 look-alike pairs, nobody who played with a start rating: the nine
    of the example, the start list's names, its ratings, every figure the example's."""
    season = given_first()
    assert season.members[:7] == example().members[:7]
    assert len(season.members) == 9 and len(season) == 28
    assert season.look_alikes == (LookAlike("H. Hendriks", "Hugo Hendriks"),)
    assert season.written_both_ways[0] == ("Albers, Arne", "Arne Albers")
    assert len(season.written_both_ways) == 7
    ours = rate_season(season, System.FIDE, None, FIDE).ranking()
    theirs = rate_season(example(), System.FIDE, None, FIDE).ranking()
    assert [(s.rating, s.start_rating, s.games, s.points) for s in ours] == [
        (s.rating, s.start_rating, s.games, s.points) for s in theirs]


def test_a_start_list_that_names_a_member_both_ways_names_the_second_row() -> None:
    start = read_start_list_bytes("start.csv", b"name,rating\n\"Smith, John\",1800\n"
                                                b"John Smith,1700\n")
    assert [e.rating for e in start.entries] == [1800]
    assert [(e.line, e.problem) for e in start.errors] == [(3, SeasonProblem.DUPLICATE_MEMBER)]


def test_two_names_merged_are_one_member_under_the_name_met_first() -> None:
    """Hugo Hendriks (line 5, on no start list) and H. Hendriks (line 30): one member of six
    games, his first rating made of all of them."""
    season = merge_members(example(), [("H. Hendriks", "Hendriks, Hugo")])
    assert season.merged == (LookAlike("Hendriks, H.", "Hendriks, Hugo"),)
    assert "Hendriks, H." not in season.members and season.look_alikes == ()
    assert len(season.members) == 8 and len(season) == 28
    hugo = rate_season(season, System.ELO).standing("Hendriks, Hugo")
    apart = rate_season(example(), System.ELO)
    assert hugo.games + hugo.disregarded == sum(
        apart.standing(name).games + apart.standing(name).disregarded
        for name in ("Hendriks, Hugo", "Hendriks, H."))


def test_a_game_between_two_names_merged_is_no_game() -> None:
    """Albers and Claes merged (as a wrong click would): their draw on line 18 is a member
    playing himself, named; the other 27 games stay."""
    season = merge_members(example(), [("Claes, Cato", "Albers, Arne")])
    assert len(season) == 27 and season.members[0] == "Albers, Arne"
    assert [(e.line, e.problem, e.token) for e in season.errors] == [
        (18, SeasonProblem.SAME_PLAYER, "Albers, Arne")]
    assert season.error_count == 1
    assert sum(event.games for event in season.events) == 27


def test_merges_chain_and_keep_the_first_start_entry() -> None:
    text = b"date,white,black,result\n2025-01-07,A. Mueller,Bert,1-0\n" \
           b"2025-01-14,Bert,Anna Mueller,1-0\n2025-01-21,Mueller A,Bert,0-1\n"
    start = read_start_list_bytes("start.csv", b"name,rating\nBert,1500\nAnna Mueller,1600\n")
    season = merge_members(read_season([("g.csv", text)], start),
                           [("A. Mueller", "Mueller A"), ("Anna Mueller", "A. Mueller")])
    assert season.members == ("Bert", "Anna Mueller") and len(season) == 3
    assert season.starts[1] is not None and season.starts[1].rating == 1600
    assert with_start_list(season, start).starts[1] == season.starts[1]


def test_a_name_no_member_has_is_said() -> None:
    with pytest.raises(ValueError, match="no member is called 'Nobody'"):
        merge_members(example(), [("Nobody", "Albers, Arne")])


def test_no_pair_leaves_the_season_as_it_is() -> None:
    season = example()
    assert merge_members(season, []) is season
