"""Reads the command line's input from where it comes: the file named, or standard input (``-`` or
no name), read as bytes and decoded by the pages' rule (:mod:`elo_core.readers.decoding`), so the
same bytes read the same from either; no game limit.

Every command reads its input as a stream (:func:`read_source`, :func:`read_items` for a game
list), decoded in chunks and read a line at a time, so an input of any length takes bounded
memory. Where the whole turns out to be in another encoding than its start
(:class:`~elo_core.readers.decoding.Redecode`: UTF-16 that only the whole shows), a file is read
again from its start; a pipe cannot be, and that is said.
"""

from __future__ import annotations

import io
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from typing import IO, NamedTuple, TypeVar, cast

from elo_core.cli.arguments import InputError
from elo_core.cli.output import say
from elo_core.games import Game
from elo_core.readers.columns import Header, RatingColumn
from elo_core.readers.decoding import SNIFF_BYTES, Redecode, TextDecoder, decoded
from elo_core.readers.parser import read_game_list
from elo_core.readers.problems import LineError

T = TypeVar("T")

_ENCODINGS = {"utf-16-le": "UTF-16", "utf-16-be": "UTF-16"}
#: What a command rates by, as a note on a table's rating columns says it.
_RATES_BY = {RatingColumn.FIDE: "the Elo, which this command rates by",
             RatingColumn.NATIONAL: "the national rating, which the DWZ rates by"}


class Source(NamedTuple):
    """Names a game list to read: a file, or standard input."""

    path: str | None
    """The file's name; ``None`` (or ``-``) for standard input."""
    stdin: IO[str] | None
    """Standard input: text with, as a real one has, its bytes underneath (``buffer``)."""

    @property
    def name(self) -> str:
        """What a message calls it."""
        return "standard input" if self.path in (None, "-") else str(self.path)


@contextmanager
def _opened(source: Source, again: bool = False) -> Iterator[IO[bytes] | IO[str]]:
    """Opens the source's bytes (text, where standard input has no bytes underneath);
    ``again``: from the start once more, which a file and a seekable standard input allow."""
    try:
        if source.path not in (None, "-"):
            with open(str(source.path), "rb") as handle:
                yield handle
            return
        if source.stdin is None:
            raise InputError("standard input: cannot read it (it is closed)")
        stream: IO[bytes] | IO[str] = getattr(source.stdin, "buffer", source.stdin)
        if again:
            stream.seek(0)
        yield stream
    except OSError as exc:
        raise InputError(f"{source.name}: cannot read it ({exc.__class__.__name__})") from None


def read_source(source: Source, consume: Callable[[Iterator[str]], T]) -> T:
    """Returns what ``consume`` makes of the source's text, which comes in pieces decoded by the
    rule, in bounded memory (bytes read as Windows-1252 in UTF-8 text are said on standard error).
    Only once every byte has passed the rule's checks over the whole is the answer given; else an
    :class:`InputError` says why."""
    encoding: str | None = None
    while True:
        with _opened(source, again=encoding is not None) as stream:
            decoder = TextDecoder(encoding)
            texts = _pieces(stream, decoder)
            answer = consume(texts)
            deque(texts, maxlen=0)  # the rest, where the list ended early: the checks need it
        problem = decoder.problem if _is_binary(stream) else None
        if problem is None:
            if decoder.mixed is not None:
                say(f"{source.name}: {decoder.mixed.message()}")
            return answer
        if isinstance(problem, LineError):
            raise InputError(f"{source.name}: {problem.message()}")
        if not _rereadable(source):
            raise InputError(_cannot_reread(source, problem))
        encoding = problem.encoding


def read_items(source: Source, consume: Callable[[Iterator[Game | LineError]], T],
               rating_column: RatingColumn | None = None,
               on_note: Callable[[LineError], object] | None = None) -> T:
    """Returns what ``consume`` makes of the list's games and errors, read one at a time
    (:func:`~elo_core.readers.parser.read_game_list`, a table's ratings from ``rating_column``;
    ``None``: FIDE's first), as :func:`read_source` reads the text. Where a table has several
    rating columns, standard error says which was read."""
    column = rating_column or RatingColumn.FIDE

    def say_column(header: Header) -> None:
        if len(header.ratings) > 1:
            others = ", ".join(repr(name) for name in header.ratings[1:])
            say(f"{source.name}: the ratings are read from the column {header.ratings[0]!r} "
                f"({_RATES_BY[column]}), not from {others}")
    return read_source(source, lambda texts: consume(read_game_list(texts, column, say_column,
                                                                    on_note)))


def _is_binary(stream: IO[bytes] | IO[str]) -> bool:
    return not isinstance(stream, io.TextIOBase)


def _pieces(stream: IO[bytes] | IO[str], decoder: TextDecoder) -> Iterator[str]:
    """Reads the stream's text in pieces: its bytes decoded by the rule, or a text stream's own."""
    if _is_binary(stream):
        return decoded(cast("IO[bytes]", stream).read, decoder)
    return iter(partial(cast("IO[str]", stream).read, SNIFF_BYTES), "")


def _rereadable(source: Source) -> bool:
    if source.path not in (None, "-"):
        return True
    stream = getattr(source.stdin, "buffer", source.stdin)
    if stream is None:
        return False
    try:
        return bool(stream.seekable())
    except (AttributeError, OSError, ValueError):
        return False


def _cannot_reread(source: Source, problem: Redecode) -> str:
    where = f"line {problem.line}: " if problem.line else ""
    return (f"{source.name}: {where}the text is {_ENCODINGS[problem.encoding]} as a whole, "
            "which its start did not show, and a pipe cannot be read again: name the file "
            "instead, or save it as UTF-8")
