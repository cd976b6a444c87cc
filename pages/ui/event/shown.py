"""What the Whole event page shows of a report, worked out in a process of its own
(:mod:`pages.ui.apart`): the report read and rated there, and only what the page draws handed
back, a few hundred kilobytes where the reading of the largest file takes tens of megabytes.

Nothing here imports Streamlit, so that the fork server the children start from stays small:
:class:`Asked` is what the page asks (the file's text and every setting that changes what it
shows), :class:`Shown` is the answer, plain values the page draws. :func:`players` answers what
taking a file needs (whether it has players, and their names for the K set by hand),
:func:`download` a download's file.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import NamedTuple, Protocol, TypeVar

from elo_core import (
    WO,
    EventReport,
    ListKind,
    ListUsed,
    NormReport,
    NotUsed,
    Play,
    PlayerResult,
    PlayUsed,
    RatedPeriods,
    RatingStore,
    Tournament,
    TrfPlayer,
    TrfProblem,
    event_dict,
    fold,
    format_game_list,
    name_filter,
    play_used,
    player_games,
    rate_event_in_periods,
    read_trf,
    standard_ratings,
)
from elo_core.export.json_text import dumps
from elo_core.language import compact
from elo_core.readers.limits import KEPT_ERRORS
from elo_core.trf.reader import player_names
from pages.ui.event import list_check, months, table
from pages.ui.in_force import Frame
from pages.ui.norms import facts as norm_facts
from pages.ui.shared.file_names import file_stem
from pages.ui.shared.spreadsheet import Column, Value, csv_file

#: The most players the table holds at once: a field of any size that the page takes is
#: shown a thousand at a time (9,999 players, each with a link, would be an 11 MB message,
#: over the 8 MB a websocket message may be; a thousand are about 1.1 MB).
PAGE_ROWS = 1000
#: What the players' CSV has beyond the page's table: the change before it is rounded.
EXACT_CHANGE = Column("ecol.exact_change", 2)
#: The norm each player has, or is within reach of (:func:`pages.ui.norms.facts.mark`).
NORM_COLUMN = Column("ecol.norm")
#: The norm follows the new rating, the fifth column.
NORM_AFTER = 5
T = TypeVar("T")
#: The downloads, by the name the page gives each.
DOWNLOADS = ("players", "games", "json")


class Asked(NamedTuple):
    """What the page asks of the report in ``text``."""

    text: str
    frame: Frame
    k: int | None
    """One K for all; ``None`` for FIDE's rule from each player's facts."""
    k_set: Mapping[int, int]
    """K set by hand, by start rank (the link's ``k_set``)."""
    k_for: str | None = None
    """Whose K is set (:func:`players_mark`): it applies to a file with those players at those
    start ranks only; ``None`` to any file."""
    find: str = ""
    """The table's filter: a start rank, or words of a name."""
    page: int = 1
    """The table's page of :data:`PAGE_ROWS` players, counted from 1."""
    player: int | None = None
    """The start rank of the player whose games are shown."""
    editor: bool = False
    """The K editor is open: its rows are wanted."""
    norms: norm_facts.NormsAsked = norm_facts.NormsAsked()
    """The event's type for its norms, and the table's filter by them."""
    rating_list: Path | None = None
    """The store of FIDE's lists the players are held against (the server's, named by the
    page: a child started earlier may have another environment)."""
    list_kind: ListKind = ListKind.STANDARD
    """The kind of list they are held against (:func:`pages.ui.shared.rating_list.list_kind`)."""
    play: Play | None = None
    """The kind of play asked for; ``None``: as the file's time control says."""
    system: str = "elo"
    """``elo`` (FIDE's rating by the rules in force) or ``dwz``."""
    wo: WO | None = None
    """By the DWZ: the WO asked for; ``None``: the one the event's last day picks."""

    list_checked: bytes | None = None
    """Their check against that list, where the server keeps it for this file and list
    (:mod:`pages.ui.event.list_kept`); ``None``: it is made here."""


class FileFacts(NamedTuple):
    """What the page says of the file beside its rating: its time control and the kind of
    play rated (and who chose it), the players a rapid or blitz event rates with their
    standard rating, and every kind of line not used."""

    time_control: str
    """As the ``222`` line writes it; ``""`` for none."""
    file_play: Play | None
    """The kind of play the time control says."""
    play: PlayUsed
    lent: tuple[tuple[int, str, int], ...]
    """Start rank, name and standard rating of each player rated with their standard
    rating."""
    lent_month: date | None
    """The standard list's month, where it lent ratings or could have."""
    not_used: tuple[NotUsed, ...]


class LinkFacts(NamedTuple):
    """What a player's link to the Tournament page is made of: the games as a game list, and
    the rating and K chosen (``None`` for an unrated player, rated to a first rating)."""

    games: str
    rating: int | None
    k: float | None
    file: str
    """The name the Tournament page's downloads are given: the event's and the player's."""


class EditorRow(NamedTuple):
    """A rated player in the K editor: start rank, name, rating and the K in force."""

    rank: int
    name: str
    rating: int
    k: float | None


class Summary(NamedTuple):
    """The event's totals, and why the changes do not add up to zero."""

    players: int
    rated_players: int
    games_rated: int
    sum_of_changes: float
    rounded_sum_of_changes: int | None
    published_sum: float
    """The sum as published (:func:`published_sum`)."""
    reasons: tuple[str, ...]


class Shown(NamedTuple):
    """Everything the page draws of the event."""

    name: str
    city: str
    rate_of_play: str
    start: date | None
    end: date | None
    problems: tuple[TrfProblem, ...]
    """The first :data:`KEPT_ERRORS`, in line order."""
    problem_count: int
    choices: dict[int, str]
    """The players the chooser offers, by start rank: those of the table's page, and the one
    asked for (a field of 9,999 listed whole would be 10,000 more labels a session keeps)."""
    k_set_applies: bool
    """The K set by hand is for this file's players, and applied."""
    k_mark: str
    """Whose the K set is in this file (:func:`players_mark`), to apply it here all the same."""
    k_names: dict[int, str]
    """The names of the players the K set is for, by start rank (those the file has)."""
    summary: Summary
    columns: tuple[Column, ...]
    found: int
    """The players the filter finds (all of them without one)."""
    pages: int
    page: int
    """The page of the table shown: the one asked, or the last there is."""
    rows: tuple[tuple[Value, ...], ...]
    """The players of that page, by :data:`table.PLAYER_COLUMNS` with the norm."""
    links: tuple[LinkFacts, ...]
    """Each of those players' link."""
    chosen: PlayerResult | None
    """The player asked for, where the file has them."""
    chosen_link: LinkFacts | None
    editor_rows: tuple[EditorRow, ...]
    """The rated players, where the K editor is open."""
    event_norms: norm_facts.EventNorms | None = None
    """What the page shows of the event's norms beside the player's: what the file lacks for
    any norm, the pairing system and why, a Swiss's exemption round by round."""
    norm_sheet: NormReport | None = None
    """The norms of the player asked for, with their report."""
    list_checked: list_check.ListChecked | None = None
    """The players held against FIDE's list of the kind asked, where one is loaded."""
    file: FileFacts | None = None
    periods: months.MonthsShown | None = None
    """The event's rating periods: by month where its rounds run over more than 30 days."""


def published_sum(report: EventReport) -> float:
    """The sum of the changes as published: of the rounded changes where the rules round."""
    return (report.sum_of_changes if report.rounded_sum_of_changes is None
            else report.rounded_sum_of_changes)


def sum_reasons(frame: Frame, report: EventReport) -> list[str]:
    """Why the changes do not add up to zero, from what this event has: K that differ, changes
    rounded each on its own, the 400-point rule for one side of a game only (a player of 2650
    or more uses the real difference since October 2025), games rated for one side only."""
    t, lang = frame.t, frame.lang
    rated = [r for r in report.players if r.k is not None and r.rated_games]
    ks = sorted({k.effective for r in rated if (k := r.k) is not None}, reverse=True)
    reasons = []
    if len(ks) > 1:
        reasons.append(t("event.sum.k", ks=", ".join(compact(k, lang) for k in ks)))
    if any(r.rounded_change is not None and r.rounded_change != r.change for r in rated):
        reasons.append(t("event.sum.rounded"))
    sides = {(g.round, r.player.start_rank, g.opponent): g.capped
             for r in rated for g in r.games if g.rated and g.opponent is not None}
    if any(capped != sides.get((rnd, opponent, me), capped)
           for (rnd, me, opponent), capped in sides.items()):
        reasons.append(t("event.sum.capped"))
    if any((rnd, opponent, me) not in sides for rnd, me, opponent in sides):
        reasons.append(t("event.sum.one_sided"))
    return reasons


def _summary(frame: Frame, report: EventReport) -> Summary:
    published = published_sum(report)
    reasons = () if published == 0 else tuple(sum_reasons(frame, report))
    return Summary(len(report.players), report.rated_players, report.games_rated,
                   report.sum_of_changes, report.rounded_sum_of_changes, published, reasons)


class HasPlayer(Protocol):
    """A player's result, by any system: its player line."""

    @property
    def player(self) -> TrfPlayer: ...


R = TypeVar("R", bound=HasPlayer)


def found_players(results: Sequence[R], find: str) -> list[R]:
    """The players of ``results`` the filter ``find`` names: by start rank where it is a
    number, else each whose name holds every word of it, whatever their case and accents;
    everyone without one."""
    words = fold(find).split()
    if not words:
        return list(results)
    if len(words) == 1 and words[0].isdecimal():
        return [r for r in results if r.player.start_rank == int(words[0])]
    keeps = name_filter(find)
    return [r for r in results if keeps(r.player.name)]


def link_facts(result: PlayerResult, event: str) -> LinkFacts:
    """The player's games as a game list, and the rating and K their Tournament page rates
    them from: a rated player's rating period from their rating and K as chosen (the
    Tournament page applies K × n ≤ 700 itself), an unrated player's first rating; its
    downloads named after the ``event`` and the player."""
    games = format_game_list(player_games(result))
    player = result.player
    file = file_stem(f"{event} {player.name or player.start_rank}")
    if player.rating is None or result.k is None:
        return LinkFacts(games, None, None, file)
    return LinkFacts(games, player.rating, result.k.chosen, file)


def _editor_rows(report: EventReport) -> tuple[EditorRow, ...]:
    return tuple(EditorRow(r.player.start_rank, r.player.name, r.player.rating,
                           None if r.k is None else r.k.effective)
                 for r in report.players if r.player.rating is not None)


def players_mark(names: Mapping[int, str], ranks: Iterable[int]) -> str:
    """Whose K is set: a digest of the names (by start rank) of the players at ``ranks`` (none
    where a rank is not in the file)."""
    whose = "\n".join(f"{rank}:{names.get(rank, '')}" for rank in sorted(ranks))
    return hashlib.blake2b(whose.encode("utf-8"), digest_size=4).hexdigest()


def read(text: str) -> Tournament:
    """The report in ``text``, its first :data:`KEPT_ERRORS` problems kept."""
    return read_trf(text, KEPT_ERRORS)


def _rated(asked: Asked) -> tuple[EventReport, RatedPeriods, str, FileFacts]:
    """The event as asked, read and rated (month by month, with the store's lists, where its
    rounds run over more than 30 days), its periods, the mark of the K set in this file (it
    applies where the link's mark is that one or none), and what the page says of the file."""
    tournament = read(asked.text)
    mark = players_mark({p.start_rank: p.name for p in tournament.players}, asked.k_set)
    k_set = dict(asked.k_set) if asked.k_for in (None, mark) else {}
    play = play_used(tournament, asked.play)
    lent: dict[int, int] = {}
    month = None
    if play.play in (Play.RAPID, Play.BLITZ):
        lent, month = standard_ratings(tournament.players, RatingStore(asked.rating_list),
                                       tournament.start)
    report, periods = rate_event_in_periods(tournament, asked.frame.rules, asked.k, k_set,
                                            RatingStore(asked.rating_list), asked.list_kind,
                                            lent)
    return report, periods, mark, file_facts(tournament, play, tuple(
        (r.player.start_rank, r.player.name, r.player.rating or 0)
        for r in report.players if r.standard_lent), month)


def file_facts(tournament: Tournament, play: PlayUsed,
               lent: tuple[tuple[int, str, int], ...] = (), month: date | None = None
               ) -> FileFacts:
    """What the page says of ``tournament``'s file (:class:`FileFacts`)."""
    control = tournament.time_control
    return FileFacts("" if control is None else control.written,
                     None if control is None else control.play, play, lent, month,
                     tournament.not_used)


def _with_norm(values: Sequence[T], norm: T) -> tuple[T, ...]:
    """A row (or the columns) with the norm after the new rating, in view beside its link on
    a 1280-pixel window (:data:`pages.ui.event.view.LINK_AFTER`)."""
    return (*values[:NORM_AFTER], norm, *values[NORM_AFTER:])


def shown(asked: Asked) -> Shown:
    """What the page draws of the event as asked."""
    report, periods, mark, facts = _rated(asked)
    tournament = report.tournament
    # the norms count the list's titles and federations where the file gives none
    for_norms, against_list = list_check.checked(tournament, asked.rating_list,
                                                   asked.list_kind, asked.list_checked)
    event_norms, field = norm_facts.event_field(for_norms, asked.norms)
    found = found_players(report.players, asked.find)
    marks: dict[int, str | None] = {}
    if asked.norms.only:
        marks = norm_facts.marks(asked.frame, field, (r.player.start_rank for r in found))
        found = [r for r in found if marks[r.player.start_rank] is not None]
    pages = max(1, -(-len(found) // PAGE_ROWS))
    page = min(max(asked.page, 1), pages)
    results = found[(page - 1) * PAGE_ROWS:page * PAGE_ROWS]
    if not asked.norms.only:
        marks = norm_facts.marks(asked.frame, field, (r.player.start_rank for r in results))
    chosen = next((r for r in report.players if r.player.start_rank == asked.player), None)
    on_page = {r.player.start_rank for r in results}
    offered = [*results, *([] if chosen is None or asked.player in on_page else [chosen])]
    return Shown(
        tournament.name, tournament.city, tournament.rate_of_play, tournament.start,
        tournament.end, tournament.problems, tournament.problem_count,
        {r.player.start_rank: r.player.name for r in offered},
        asked.k_for in (None, mark), mark,
        {r.player.start_rank: r.player.name for r in report.players
         if r.player.start_rank in asked.k_set},
        _summary(asked.frame, report), _with_norm(table.player_columns(report), NORM_COLUMN),
        len(found), pages, page,
        tuple(_with_norm(table.player_row(asked.frame, r), marks[r.player.start_rank])
              for r in results),
        tuple(link_facts(r, tournament.name) for r in results), chosen,
        None if chosen is None else link_facts(chosen, tournament.name),
        _editor_rows(report) if asked.editor else (), event_norms,
        norm_facts.sheet(field, asked.player, None if against_list is None
                         else ListUsed(against_list.month, against_list.kind.value)),
        against_list, facts, months.months_shown(periods, tournament.round_dates, asked.player))


def players(text: str) -> dict[int, str]:
    """The names of the report's players, by start rank; none where it has no player line."""
    return player_names(text)


def _players_csv(frame: Frame, report: EventReport) -> bytes:
    """One row a player, the figures of the page's table and the exact change beside the
    published one."""
    rows = [(*row, None if result.player.rating is None else result.change)
            for row, result in zip(table.player_rows(frame, report), report.players,
                                   strict=True)]
    return csv_file(frame, [*table.player_columns(report), EXACT_CHANGE], rows)


def _games_csv(frame: Frame, report: EventReport) -> bytes:
    """One row a round of each player: opponent, colour, result, E, K × (S − E), and why a
    round is not rated."""
    rows: Sequence[Sequence[Value]] = [row for result in report.players
                                       for row in table.game_rows(frame, result)]
    return csv_file(frame, table.GAME_COLUMNS, rows)


def download(asked: Asked, name: str) -> bytes:
    """The download ``name`` (one of :data:`DOWNLOADS`) of the event as asked: every player,
    or every round, as a CSV that opens right in a spreadsheet in the page's language, or the
    whole event as JSON in the command line's shape."""
    report, periods, _, facts = _rated(asked)
    if name == "players":
        return _players_csv(asked.frame, report)
    if name == "games":
        return _games_csv(asked.frame, report)
    if name == "json":
        return dumps(event_dict(report, facts.play, facts.lent_month, periods),
                     indent=1).encode("utf-8")
    raise ValueError(f"no download {name!r}")
