"""Runs ``python -m elo_core rating-list``: FIDE's rating list in the store
(:mod:`elo_core.rating_list`), from the command line.

- ``import FILE``: the list read into the store as its kind's month, beside the months kept;
  ``{"players", "kind", "month", …, "problems", "problem_count"}``. The DSB's export (its
  zip, or ``spieler.csv``), found by its header, is the DWZ list: ``"kind": "dwz"``, its
  ``"month"`` a day, and ``"clubs"`` (:mod:`elo_core.rating_list.dsb`).
- ``find TEXT`` and ``find --id N``: ``{"kind", "month", "players": [...]}`` from the list of
  ``--month`` (the latest kept by default), best match first; none found is an empty list (a
  search is answered, not refused). ``--kind dwz`` looks in the DWZ list, as does
  ``--member ZPS-NR``.
- ``status``: ``{"store", "lists": [...]}``, every list kept, each kind's newest month first,
  an empty list where nothing is loaded yet; the DWZ list with its ``"day"``.
- ``remove --month YYYY-MM``: the list of ``--kind`` (standard) and that month removed;
  ``{"store", "removed", "lists"}``.

A store that is missing or keeps no list of the kind or month, a file that is not a list, a
DWZ list older than the store's: a message, exit 2. The engine's modules are imported when a command
runs or its flags are built (its choices are the engine's :class:`~elo_core.rating_list.ListKind`
and :data:`~elo_core.rating_list.ranking.MOST_FOUND`), so that the other commands start without
them.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, TypeVar

from elo_core.cli import arguments
from elo_core.cli.arguments import InputError
from elo_core.cli.commands import Answer, _document

if TYPE_CHECKING:
    from elo_core.rating_list import ListedPlayer, LoadedList, NoStore, RatingStore
    from elo_core.rating_list.dsb import DwzList, DwzPlayer

_Report = TypeVar("_Report")
#: The largest FIDE ID ``find --id`` takes (FIDE's have up to nine digits).
LARGEST_ID = 9_999_999_999
#: Where the store is kept unless ``--db`` says (:class:`elo_core.rating_list.RatingStore`).
STORE_PLACES = "$ELO_DATA_DIR/rating_lists.sqlite3, else data/rating_lists.sqlite3"
#: The keys of a player in ``find``'s answer.
PLAYER_KEYS = ("fide_id", "name", "federation", "sex", "title", "women_title", "other_titles",
               "rating", "games", "k", "birth_year", "inactive", "woman")
#: The keys of a player of the DWZ list in ``find``'s answer (``club``: the club's name).
DWZ_KEYS = ("member_id", "zps", "member", "club", "name", "academic_title", "sex", "status",
            "birth_year", "last_evaluation", "dwz", "index", "fide_id", "fide_elo",
            "fide_title", "women_title", "fide_federation", "fide_rapid", "fide_blitz")


def _store(args: argparse.Namespace) -> RatingStore:
    from elo_core.rating_list import RatingStore

    return RatingStore(None if args.db is None else Path(args.db))


def _list_dict(loaded: LoadedList) -> dict[str, Any]:
    return {"kind": loaded.kind.value, "month": loaded.month.strftime("%Y-%m"),
            "players": loaded.players, "imported": loaded.imported.isoformat(),
            "source": loaded.source}


def _dwz_list_dict(loaded: DwzList) -> dict[str, Any]:
    return {"kind": "dwz", "day": loaded.day.isoformat(), "players": loaded.players,
            "imported": loaded.imported.isoformat(), "source": loaded.source}


def _player_dict(player: ListedPlayer | DwzPlayer, keys: tuple[str, ...]) -> dict[str, Any]:
    return {key: getattr(player, key) for key in keys}


def _problem_dicts(problems: list[Any]) -> list[dict[str, Any]]:
    return [{"line": p.line, "text": p.text, "problem": p.issue.value, "token": p.token,
             "field": p.field, "allowed": None if p.allowed is None else list(p.allowed),
             "message": p.message()} for p in problems]


def _imported(file: Path, load: Callable[[], _Report]) -> _Report:
    """Returns what ``load`` reads of ``file``; turns a file that is not taken, a broken store
    or a file that cannot be read into a message."""
    from elo_core.rating_list import ListRefused, NoStore

    try:
        return load()
    except ListRefused as refused:
        raise InputError(f"{file.name}: {refused.message()}") from None
    except (NoStore, OSError) as error:
        raise InputError(f"{file.name}: {error}") from None


def _import_dwz(args: argparse.Namespace, file: Path) -> Answer:
    """Reads the DSB's export into the store as the DWZ list."""
    from elo_core.rating_list.dsb import import_dwz

    if args.kind is not None:
        raise InputError(f"{file.name}: this is the DSB's DWZ export; --kind is for FIDE's "
                         "lists")
    store = _store(args)
    report = _imported(file, lambda: import_dwz(store, file, args.month,
                                                allow_older=args.allow_older))
    loaded = report.loaded
    return _document({
        "players": loaded.players, "kind": "dwz", "month": loaded.day.isoformat(),
        "month_from": report.day_from, "source": loaded.source, "store": str(store.path),
        "clubs": report.clubs,
        "replaced": None if report.replaced is None else _dwz_list_dict(report.replaced),
        "latin1_lines": report.latin1_lines, "problems": _problem_dicts(report.problems),
        "problem_count": report.problem_count})


def run_import(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.rating_list import ListKind, import_list
    from elo_core.rating_list.dsb import is_dwz_export

    file = Path(args.file)
    if not file.is_file():
        raise InputError(f"{args.file}: no such file")
    if _imported(file, lambda: is_dwz_export(file)):
        return _import_dwz(args, file)
    store = _store(args)
    kind = None if args.kind is None else ListKind(args.kind)
    report = _imported(file, lambda: import_list(store, file, kind, args.month))
    loaded = report.loaded
    return _document({
        "players": loaded.players, "kind": loaded.kind.value,
        "month": loaded.month.strftime("%Y-%m"), "kind_from": report.kind_from,
        "month_from": report.month_from, "source": loaded.source, "store": str(store.path),
        "replaced": None if report.replaced is None else _list_dict(report.replaced),
        "latin1_lines": report.latin1_lines, "problems": _problem_dicts(report.problems),
        "problem_count": report.problem_count})


def run_find(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.rating_list import ListKind, NoStore

    if [args.text, args.id, args.member].count(None) != 2:
        raise InputError("rating-list find: give a name or --id N (or --member ZPS-NR in the "
                         "DWZ list), one of them")
    if args.member is not None or args.kind == "dwz":
        return _find_dwz(args)
    store, kind = _store(args), ListKind(args.kind)
    try:
        loaded = store.loaded(kind, args.month)
        if args.id is not None:
            found = store.by_id(args.id, kind, args.month)
            players = [] if found is None else [found]
        else:
            players = store.find(args.text, kind, args.limit, args.month)
    except NoStore as missing:
        raise InputError(_missing_said(missing)) from None
    return _document({"kind": kind.value,
                      "month": None if loaded is None else loaded.month.strftime("%Y-%m"),
                      "players": [_player_dict(p, PLAYER_KEYS) for p in players]})


def _missing_said(missing: NoStore) -> str:
    """Returns what the command line says of a list it cannot find, and how to load one where
    it holds none of the kind."""
    from elo_core.rating_list.store import Missing

    if missing.missing not in (Missing.NO_STORE, Missing.NO_LIST):
        return str(missing)
    return f"{missing}: load one with python -m elo_core rating-list import FILE"


def _find_dwz(args: argparse.Namespace) -> Answer:
    """Players of the DWZ list by name, FIDE ID or ZPS and member number."""
    if args.month is not None:
        raise InputError("rating-list find: --month is for FIDE's lists; the store keeps one "
                         "DWZ list")
    from elo_core.rating_list import NoStore
    from elo_core.rating_list.dsb import (
        dwz_by_fide_id,
        dwz_by_member,
        find_dwz,
        member_number,
    )
    from elo_core.rating_list.store import Missing

    store = _store(args)
    if args.member is not None and member_number(args.member) is None:
        raise InputError(f"--member {args.member!r}: give the ZPS and the member's number, "
                         "C0327-12")
    try:
        if args.member is not None:
            found = dwz_by_member(store, args.member)
            players = [] if found is None else [found]
        elif args.id is not None:
            players = dwz_by_fide_id(store, args.id)
        else:
            players = find_dwz(store, args.text, args.limit)
    except NoStore as missing:
        if missing.missing is not Missing.NO_LIST:
            raise InputError(str(missing)) from None
        raise InputError(f"{missing}: load the DSB's export with python -m elo_core "
                         "rating-list import FILE") from None
    return _document({"players": [_player_dict(p, DWZ_KEYS) for p in players]})


def run_status(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.rating_list import NoStore
    from elo_core.rating_list.dsb import dwz_list

    store = _store(args)
    try:
        lists: list[dict[str, Any]] = [_list_dict(item) for item in store.kept()]
        dwz = dwz_list(store)
    except NoStore as broken:
        raise InputError(str(broken)) from None
    if dwz is not None:
        lists.append(_dwz_list_dict(dwz))
    return _document({"store": str(store.path), "lists": lists})


def run_remove(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.rating_list import ListKind, NoStore
    from elo_core.rating_list.keeping import remove_list

    store = _store(args)
    try:
        removed = remove_list(store, ListKind(args.kind), args.month)
        kept = [_list_dict(item) for item in store.kept()]
    except NoStore as missing:
        raise InputError(str(missing)) from None
    return _document({"store": str(store.path), "removed": _list_dict(removed), "lists": kept})


def add_rating_list(sub: Any) -> None:
    """Adds the ``rating-list`` command to the command line's subparsers ``sub``, each of its four
    actions added by its own function below."""
    command = sub.add_parser(
        "rating-list",
        help="FIDE's rating list in a store of our own: import, find, status, remove",
        description="FIDE's monthly rating list (the TXT download, zipped or not) and the "
                    "DSB's DWZ export (its zip, or spieler.csv) read into one SQLite file: "
                    f"--db, else {STORE_PLACES} beside the app.")
    actions = command.add_subparsers(dest="action", required=True,
                                     parser_class=type(command))
    for add in (_add_import, _add_find, _add_status, _add_remove):
        add(actions)


def _add_db(action: argparse.ArgumentParser) -> None:
    action.add_argument("--db", help=f"the store's file (default: {STORE_PLACES})")


def _add_import(actions: Any) -> None:
    from elo_core.rating_list import ListKind

    load = actions.add_parser(
        "import", help="read a list into the store",
        description="Read FIDE's list (standard_dec26frl.zip, players_list_foa.txt, …) into "
                    "the store as its kind's month, the months imported before kept beside "
                    "it (the same month replaced); the kind and month from "
                    "--kind/--month, else the header's rating column (DEC26), else the file's "
                    "name; the combined list loads --kind, standard by default. The DSB's "
                    "export (found by spieler.csv's header) is the DWZ list, its day the "
                    "newest Letzte Auswertung, else the zip's date, else --month.")
    load.add_argument("file", help="the list: FIDE's TXT, or the zip it comes in; or the "
                                   "DSB's export")
    _add_db(load)
    load.add_argument("--kind", choices=arguments.values(ListKind),
                      help="which list (default: as the file says; the combined list: "
                           "standard)")
    load.add_argument("--month", type=arguments.month,
                      help="the list's month, YYYY-MM (default: as the file says)")
    load.add_argument("--allow-older", action="store_true",
                      help="load a DWZ list older than the store's, in its place (FIDE's "
                           "months are each kept)")
    load.set_defaults(run=run_import)


def _add_find(actions: Any) -> None:
    from elo_core.rating_list import ListKind
    from elo_core.rating_list.ranking import MOST_FOUND

    find = actions.add_parser("find", help="players by name or FIDE ID, best match first")
    find.add_argument("text", nargs="?",
                      help="a name, surname or given name first; case, accents and "
                           "punctuation do not count")
    find.add_argument("--id", type=arguments.whole(1, LARGEST_ID), help="a FIDE ID")
    find.add_argument("--member", help="ZPS and member number in the DWZ list, C0327-12")
    find.add_argument("--kind", choices=[*arguments.values(ListKind), "dwz"], default="standard",
                      help="which list (default: standard; dwz: the DSB's)")
    find.add_argument("--limit", type=arguments.whole(1, MOST_FOUND), default=10,
                      help=f"the most players to give, 1–{MOST_FOUND} (default: 10)")
    find.add_argument("--month", type=arguments.month,
                      help="the list's month, YYYY-MM (default: the latest kept)")
    _add_db(find)
    find.set_defaults(run=run_find)


def _add_status(actions: Any) -> None:
    status = actions.add_parser("status", help="the lists in the store")
    _add_db(status)
    status.set_defaults(run=run_status)


def _add_remove(actions: Any) -> None:
    from elo_core.rating_list import ListKind

    remove = actions.add_parser("remove", help="remove one month's list from the store")
    remove.add_argument("--month", type=arguments.month, required=True,
                        help="the list's month, YYYY-MM")
    remove.add_argument("--kind", choices=arguments.values(ListKind), default="standard",
                        help="which list (default: standard)")
    _add_db(remove)
    remove.set_defaults(run=run_remove)
