"""Reading a rating list's lines, properties that hold for every line the formats allow: a
player's fields written in FIDE's columns, of any widths, read back as written, in a kind's own
list and in the combined one; a member's fields written in the DSB's export, in either form and
with either separator, read back as written; a month written as FIDE writes it, in a code or a
file's name, is that month."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from hypothesis import given
from hypothesis import strategies as st

from elo_core.ranges import RATING_MAX, RATING_MIN
from elo_core.rating_list.dsb.header import read_header as read_dwz_header
from elo_core.rating_list.dsb.lines import DWZ_COLUMNS, DwzLineReader
from elo_core.rating_list.layout import read_layout
from elo_core.rating_list.lines import ROW_COLUMNS, LineReader
from elo_core.rating_list.naming import kind_from_name, month_from_code, month_from_name
from elo_core.rating_list.problems import ListProblem
from elo_core.rating_list.records import ListKind
from tests.dwz_export_lines import NEWER, OLDER, Member, export_text
from tests.rating_list_lines import COMBINED, Listed, header, line, own_columns
from tests.sampling import examples

_MONTHS = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")
#: Latin-1 letters, as FIDE's lists are written, and what a name holds beside them.
names = st.text("ABCKMZabckmzÄÖÜäöüÉéÑñØøß ,.'-", min_size=1, max_size=40).map(str.strip).filter(
    lambda name: bool(name) and "  " not in name)
#: A rating as a list holds it: 0 (none), or within the range the pages take
#: (:mod:`elo_core.ranges`; a line outside it is named, not read: ``test_list_values``).
ratings = st.one_of(st.just(0), st.integers(RATING_MIN, RATING_MAX)).map(str)
players = st.builds(
    Listed,
    fide_id=st.integers(1, 999_999_999).map(str), name=names,
    fed=st.sampled_from(["GER", "NED", "FID", ""]), sex=st.sampled_from(["M", "F"]),
    title=st.sampled_from(["", "GM", "IM", "FM", "CM"]),
    women_title=st.sampled_from(["", "WGM", "WIM", "WFM"]),
    other_titles=st.sampled_from(["", "FA", "IA,FT"]),
    rating=ratings, games=st.integers(0, 99).map(str),
    k=st.sampled_from(["10", "20", "40"]), birth=st.sampled_from(["0", "1950", "2011"]),
    flag=st.sampled_from(["", "i", "w", "wi", "WI"]),
    rapid=st.tuples(ratings, st.just("0"), st.just("20")),
    blitz=st.tuples(ratings, st.just("3"), st.just("20")))

#: The day the lists are read on: a birth year or a DWZ evaluation after it is out of range.
TODAY = date(2026, 12, 5)


def _as_written(player: Listed, figures: tuple[str, str, str]) -> dict[str, object]:
    """The row the list's line means: a 0 rating or birth year is none; the flag's ``i``
    inactive and its ``w`` (or the sex F) a woman."""
    rating, games, k = figures
    return {"fide_id": int(player.fide_id), "name": player.name, "federation": player.fed,
            "sex": player.sex, "title": player.title, "women_title": player.women_title,
            "other_titles": player.other_titles, "rating": int(rating) or None,
            "games": int(games), "k": int(k), "birth_year": int(player.birth) or None,
            "inactive": "i" in player.flag.lower(),
            "woman": "w" in player.flag.lower() or player.sex == "F"}


def _read(layout_line: str, kind: ListKind | None, player_line: str) -> dict[str, object]:
    layout = read_layout(layout_line, kind)
    assert layout is not None
    row = LineReader(layout, TODAY).row(2, player_line)
    assert not isinstance(row, ListProblem), row
    return {column: value for column, value in zip(ROW_COLUMNS, row, strict=True)
            if column not in ("surname_first", "given_first")}


@examples(200, deadline=None)
@given(players, st.lists(st.integers(0, 6), min_size=13, max_size=13))
def test_a_players_fields_in_a_kinds_own_list_of_any_widths_read_back_as_written(
        player: Listed, extra: list[int]) -> None:
    # each column at least one wider than its name and its widest value: a header names where
    # each field starts, whatever the widths
    columns = [(name, width + more) for (name, width), more in
               zip(own_columns("DEC26"), extra, strict=True)]
    assert _read(header(columns), None, line(player, columns)) == _as_written(
        player, (player.rating, player.games, player.k))


@examples(200, deadline=None)
@given(players, st.sampled_from(ListKind))
def test_a_players_fields_in_the_combined_list_read_back_for_each_kind(
        player: Listed, kind: ListKind) -> None:
    figures = {ListKind.STANDARD: (player.rating, player.games, player.k),
               ListKind.RAPID: player.rapid, ListKind.BLITZ: player.blitz}[kind]
    assert _read(header(COMBINED), kind, line(player, COMBINED)) == _as_written(player, figures)


members = st.builds(
    Member, zps=st.from_regex(r"[A-H][0-9]{4}", fullmatch=True),
    member=st.integers(1, 9999).map(str), surname=names.filter(lambda name: "," not in name),
    given=names.filter(lambda name: "," not in name), dwz=ratings,
    index=st.integers(1, 999).map(str), born=st.integers(1920, 2020).map(str),
    fide_id=st.sampled_from(["", "4612345"]), fide_elo=st.sampled_from(["", "0", "1901"]))


@examples(200, deadline=None)
@given(members, st.sampled_from([OLDER, NEWER]), st.sampled_from([",", ";"]))
def test_a_members_fields_in_either_export_with_either_separator_read_back_as_written(
        member: Member, form: tuple[str, ...], separator: str) -> None:
    head, written = export_text([member], form, separator).splitlines()
    columns = read_dwz_header(head)
    assert not isinstance(columns, str), columns
    row = DwzLineReader(columns, {member.zps: "SK Test"}, TODAY).row(2, written)
    assert row is not None and not isinstance(row, ListProblem), row
    read = dict(zip(DWZ_COLUMNS, row, strict=True))
    assert (read["member_id"], read["zps"], read["member"], read["name"]) == (
        f"{member.zps}-{int(member.member)}", member.zps, int(member.member),
        f"{member.surname}, {member.given}")
    assert (read["dwz"], read["dwz_index"], read["birth_year"], read["fide_id"],
            read["fide_elo"], read["club"]) == (
        int(member.dwz) or None, int(member.index), int(member.born),
        int(member.fide_id) if member.fide_id else None, int(member.fide_elo or 0) or None,
        "SK Test")


@examples(200, deadline=None)
@given(st.integers(1971, 2070), st.integers(1, 12), st.sampled_from(ListKind),
       st.sampled_from([str.upper, str.lower, str.title]), st.sampled_from([".zip", ".txt"]))
def test_a_month_written_as_fide_writes_it_is_that_month(
        year: int, month: int, kind: ListKind, case: Callable[[str], str], suffix: str) -> None:
    code = case(f"{_MONTHS[month - 1]}{year % 100:02d}")
    assert month_from_code(code) == date(year, month, 1)
    name = f"{kind.value}_{code}frl{suffix}"
    assert (kind_from_name(name), month_from_name(name)) == (kind, date(year, month, 1))
