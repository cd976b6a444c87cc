"""Reads the words of a game list: numbers, ratings with an optional deviation, results, and an
opponent's title and federation beside the name.

Every reader here returns a value or a :class:`Fault`; none raises, whatever the text. Case
does not matter, and the Unicode minus ``−`` and the dashes ``–`` ``—`` count as ``-``.

A result FIELD is one word, or a mark and a word in either order (``w 1`` or ``1 w``):

- a score: ``1`` ``1.0`` ``w`` ``win`` ``won`` ``s`` ``Sieg`` ``gewonnen`` ``winst``;
  ``½`` ``0.5`` ``0,5`` ``1/2`` ``=`` ``d`` ``draw`` ``r`` ``Remis`` ``remise``;
  ``0`` ``0.0`` ``l`` ``loss`` ``lost`` ``n`` ``Niederlage`` ``verloren`` ``v`` ``verlies``;
- a game's result, White's score first: ``½-½`` ``1/2-1/2`` (a draw) stand alone; ``1-0``
  ``0-1`` ``+-`` ``-+`` need the player's colour, as a mark, to become the player's score;
- a game's result, the player's score first, as German players and the DSB's result lists
  write it: ``1:0`` ``0:1`` ``½:½`` ``0,5:0,5`` ``1/2:1/2``, and ``+:-`` ``-:+`` for a forfeit
  won and lost; a pair that is not one game's result (``1:1``, ``0:0``, ``+:+``) is refused
  as such;
- a forfeit (FIDE B.02 §5.1: not rated): ``+`` ``1F`` ``+F`` won, ``-`` ``0F`` ``-F`` lost;
  ``kampflos`` ``reglementair`` ``forfeit`` alone, a forfeit whose side is not said (0 points);
- a bye: ``bye`` ``spielfrei`` ``Freilos`` ``vrij`` ``oneven``, worth the points of a win (FIDE
  C.04.1 gives a pairing-allocated bye "as many points as are rewarded for a win").

Marks: a colour — ``w`` ``white`` ``weiß`` ``weiss`` ``wit`` for White, ``b`` ``black`` ``s``
``schwarz`` ``z`` ``zwart`` for Black — before or after a score or a game's result; a forfeit
word before or after a win or loss (``kampflos +``, ``1 reglementair``); a bye word before or
after a score (``bye ½``, ``bye 0``). ``w`` and ``s`` are a win on their own and a colour only
beside another word; in ``w s`` the first word is the mark (White, won).

An opponent's title and federation are written beside the name, as chess-results' player cards
carry them (``GM GER 2450:1``, ``Meier IM FRA 2400:½``; :func:`read_opponent`):

- the title is the first word written as a FIDE title is, in full and in capitals (``GM``,
  ``IM``, ``WGM``, ``WIM``, ``FM``, ``WFM``, ``CM``, ``WCM``): a name's ``Im`` is no title, nor
  is an initial (``G``, ``M``), though a TRF's title column writes a GM and an IM so;
- the federation is the last other word that is a FIDE federation's code, in capitals
  (``GER``, ``FID``; :mod:`elo_core.federations`): a club's ``TSV`` or a name's ``LEE`` is
  the name's. Where no word is one, the word in the federation's place of a player card
  (right after the title, the last word: ``GM XXX``, ``Meier IM <b>``) is the federation
  all the same when it is written as a code is, three characters and not a name's word
  (``Kok``, ``van``): it is kept as written, and counts for nothing in a norm;
- the other words are the name.

What a line writes there but may not mean is a note of its line (:func:`doubts`): a
federation that is no FIDE federation's code, and a title written as a TRF's code (``g NED``,
where ``g`` is TRF-16's GM). A line writes a title in full (:mod:`elo_core.titles`): a code
alone is as much an initial as a title, so it is read as the name, and the note says so.

A table's title and federation columns (:mod:`elo_core.readers.columns`) are read by
:func:`read_title_cell` (TRF-16's codes too: ``g``, ``wm``) and :func:`read_federation_cell`
(three letters in either case).
"""

from __future__ import annotations

import math
import re
from typing import NamedTuple

from elo_core.games import DRAW, LOSS, WIN, Colour, Game, Unplayed
from elo_core.ranges import GAME_RD_MAX, RATING_MAX, RATING_MIN
from elo_core.readers.problems import Problem

#: The rating a game list gives an opponent without one (``Kok 0:1``), as pairing programs and
#: tournament sites show an unrated player.
UNRATED_TOKEN = "0"
#: The Unicode minus and dashes, read as ``-``.
DASHES = str.maketrans({"−": "-", "–": "-", "—": "-"})


class Result(NamedTuple):
    """What a result field says: the player's score, why it was not played, their colour."""

    score: float
    unplayed: Unplayed | None = None
    colour: Colour | None = None


class Fault(NamedTuple):
    """Why a word is not what its place needs, and the word (or part) at fault."""

    problem: Problem
    token: str = ""
    game: Game | None = None
    """The game the line gives but for its rating, where the line names its opponent instead
    (:attr:`~elo_core.readers.problems.LineError.game`)."""


_WINS = ["1", "1.0", "1,0", "w", "win", "won", "s", "sieg", "gewonnen", "winst"]
_DRAWS = ["½", "0.5", "0,5", ".5", ",5", "1/2", "=", "d", "draw", "r", "remis", "remise",
          "½-½", "1/2-1/2", "0.5-0.5", "0,5-0,5"]
_LOSSES = ["0", "0.0", "0,0", "l", "loss", "lost", "n", "niederlage", "verloren", "v", "verlies"]
_FORFEIT_WINS = ["+", "1f", "+f"]
_FORFEIT_LOSSES = ["-", "0f", "-f"]
FORFEIT_WORDS = frozenset({"kampflos", "reglementair", "forfeit"})
BYE_WORDS = frozenset({"bye", "spielfrei", "freilos", "vrij", "oneven"})
#: The words that say a round was not played: they may stand before a separator, ``bye:½``.
UNPLAYED_WORDS = FORFEIT_WORDS | BYE_WORDS
_COLOURS = {
    **dict.fromkeys(["w", "white", "weiß", "weiss", "wit"], Colour.WHITE),
    **dict.fromkeys(["b", "black", "s", "schwarz", "z", "zwart"], Colour.BLACK),
}
#: A game's result written from White's side → the result for White, for Black.
_WHITE_FIRST = {
    "1-0": (Result(WIN), Result(LOSS)),
    "0-1": (Result(LOSS), Result(WIN)),
    "+-": (Result(WIN, Unplayed.FORFEIT_WIN), Result(LOSS, Unplayed.FORFEIT_LOSS)),
    "-+": (Result(LOSS, Unplayed.FORFEIT_LOSS), Result(WIN, Unplayed.FORFEIT_WIN)),
}


#: One side of a game's result as the DSB's result lists write it (``1:0``): a score, or ``+``
#: and ``-`` for a forfeit.
_SIDES = {"1": WIN, "1,0": WIN, "1.0": WIN, "0": LOSS, "0,0": LOSS, "0.0": LOSS, "½": DRAW,
          "0,5": DRAW, "0.5": DRAW, "1/2": DRAW}
#: A game's result with the player's score first, as German players and the DSB's lists write
#: it: the two sides of a played game add up to 1; ``+:-`` and ``-:+`` are a forfeit won and
#: lost (FIDE B.02 §5.1: not rated), read as ``+`` and ``-`` are.
_SCORE_PAIRS = {
    **{f"{own}:{their}": Result(score) for own, score in _SIDES.items()
       for their, other in _SIDES.items() if score + other == WIN},
    "+:-": Result(WIN, Unplayed.FORFEIT_WIN),
    "-:+": Result(LOSS, Unplayed.FORFEIT_LOSS),
}
#: What looks like a game's result written with ``:`` (``1:1``, ``0:0``, ``+:+``), read or not.
_SIDE = r"(?:[01](?:[.,][05])?|½|1/2|[-+−–—])"
SCORE_PAIR = re.compile(f"{_SIDE}:{_SIDE}")


def _table(entries: dict[str, Result]) -> dict[str, Result]:
    """Returns the entries, each token also with ``−`` ``–`` ``—`` wherever it has ``-``."""
    return {token.replace("-", dash): result for token, result in entries.items()
            for dash in "-−–—"}


#: Every one-word result (lower case) → what it says.
RESULT_TOKENS: dict[str, Result] = _table({
    **dict.fromkeys(_WINS, Result(WIN)),
    **dict.fromkeys(_DRAWS, Result(DRAW)),
    **dict.fromkeys(_LOSSES, Result(LOSS)),
    **dict.fromkeys(_FORFEIT_WINS, Result(WIN, Unplayed.FORFEIT_WIN)),
    **dict.fromkeys(_FORFEIT_LOSSES, Result(LOSS, Unplayed.FORFEIT_LOSS)),
    **dict.fromkeys(FORFEIT_WORDS, Result(LOSS, Unplayed.FORFEIT)),
    **dict.fromkeys(BYE_WORDS, Result(WIN, Unplayed.BYE)),
    **_SCORE_PAIRS,
})
_NUMBER = re.compile(r"(?P<sign>[+-]?)(?P<whole>\d*)(?:[.,](?P<fraction>\d*))?")
#: More digits than this before the point is out of range for anything a game list holds
#: (leading zeros count: a number is read as written, and its length bounds the work).
_MAX_WHOLE_DIGITS = 9
#: Fraction digits beyond this cannot change a float near a rating, so they are not read.
_MAX_FRACTION_DIGITS = 15


def read_number(token: str) -> float | None:
    """Reads a decimal number (``1800``, ``1812,5``, ``−3``), ``None`` if it is not one; never
    raises.

    A number with more than nine digits before the point reads as infinite (out of range for
    every caller), so no text, however long, reaches ``int()`` or ``float()`` in full.
    """
    match = _NUMBER.fullmatch(token.strip().translate(DASHES))
    if match is None or not (match["whole"] or match["fraction"]):
        return None
    sign, whole = match["sign"], match["whole"]
    if len(whole) > _MAX_WHOLE_DIGITS:
        return -math.inf if sign == "-" else math.inf
    fraction = (match["fraction"] or "")[:_MAX_FRACTION_DIGITS]
    return float(f"{sign}{whole or 0}.{fraction}")


def parse_rating(token: str) -> float | Problem:
    """Reads a rating in the sane range (``RATING_MIN``–``RATING_MAX``), or the problem with it."""
    value = read_number(token)
    if value is None:
        return Problem.RATING_NOT_A_NUMBER
    if not RATING_MIN <= value <= RATING_MAX:
        return Problem.RATING_OUT_OF_RANGE
    return value


def read_rating(token: str) -> tuple[float, float | None] | Fault:
    """Reads ``RATING`` or ``RATING/RD`` → (rating, Glicko rating deviation or ``None``), either in
    parentheses too (``(1600)``).

    The deviation must be above 0 and at most ``GAME_RD_MAX`` (500, Lichess's ceiling).
    """
    if token.startswith("(") and token.endswith(")"):  # as lists write a rating: (1600)
        token = token[1:-1]
    rating_text, slash, rd_text = token.partition("/")
    rating = parse_rating(rating_text)
    if isinstance(rating, Problem):
        return Fault(rating, rating_text)
    if not slash:
        return rating, None
    rd = read_number(rd_text)
    if rd is None:
        return Fault(Problem.DEVIATION_NOT_A_NUMBER, rd_text)
    if not 0 < rd <= GAME_RD_MAX:
        return Fault(Problem.DEVIATION_OUT_OF_RANGE, rd_text)
    return rating, rd


def read_result(field: str) -> Result | Fault:
    """Reads a result field (one word, or a mark and a word; see the module's grammar)."""
    words = field.split()
    if len(words) == 1:
        return _one_word(words[0])
    if len(words) == 2:
        first, second = words
        marked = _marked(first, second)
        if marked is None:
            marked = _marked(second, first)
        return Fault(Problem.TOO_MANY_FIELDS) if marked is None else marked
    return Fault(Problem.MISSING_RESULT if not words else Problem.TOO_MANY_FIELDS)


def parse_result(field: str) -> Result | None:
    """Returns the result a field says, or ``None`` if it says none."""
    result = read_result(field)
    return result if isinstance(result, Result) else None


def is_mark(word: str) -> bool:
    """Checks whether a word marks a result beside it: a colour, a forfeit word or a bye word."""
    key = word.lower()
    return key in _COLOURS or key in UNPLAYED_WORDS


def _one_word(word: str) -> Result | Fault:
    key = word.lower()
    result = RESULT_TOKENS.get(key)
    if result is not None:
        return result
    if key.translate(DASHES) in _WHITE_FIRST:
        return Fault(Problem.COLOUR_NEEDED, word)
    if SCORE_PAIR.fullmatch(key):
        return Fault(Problem.NOT_ONE_GAME, word)
    if key in _COLOURS:
        return Fault(Problem.MISSING_RESULT)
    return Fault(Problem.UNKNOWN_RESULT, word)


def _marked(mark: str, word: str) -> Result | Fault | None:
    """Reads ``word`` beside ``mark``; returns ``None`` when ``mark`` is not a mark."""
    key, value = mark.lower(), word.lower()
    plain = RESULT_TOKENS.get(value)
    if key in _COLOURS:
        colour = _COLOURS[key]
        white_first = _WHITE_FIRST.get(value.translate(DASHES))
        if white_first is not None:
            plain = white_first[colour is Colour.BLACK]
        if plain is None or plain.unplayed is Unplayed.BYE:
            return Fault(Problem.NOT_ONE_GAME if SCORE_PAIR.fullmatch(value)
                         else Problem.UNKNOWN_RESULT, word)
        return plain._replace(colour=colour)
    if key in FORFEIT_WORDS:
        if plain is None or plain.score == DRAW or plain.unplayed in (
                Unplayed.BYE, Unplayed.FORFEIT):
            return Fault(Problem.UNKNOWN_RESULT, word)
        won = plain.score == WIN
        return Result(plain.score, Unplayed.FORFEIT_WIN if won else Unplayed.FORFEIT_LOSS)
    if key in BYE_WORDS:
        if plain is None or plain.unplayed is not None:
            return Fault(Problem.UNKNOWN_RESULT, word)
        return Result(plain.score, Unplayed.BYE)
    return None


class WrittenOpponent(NamedTuple):
    """An opponent as a line writes them: the name, and the title and federation beside it
    (``""`` for any not written)."""

    name: str
    title: str = ""
    federation: str = ""


#: A word a title or a federation may be: two or three capital letters.
_CAPITALS = re.compile(r"[A-Z]{2,3}")
#: A table's federation cell: three letters in either case (``GER``, ``ned``).
_FEDERATION_CELL = re.compile(r"[A-Za-z]{3}")


def _read_title(text: str, trf_codes: bool = False) -> str:
    """Reads a FIDE title written in full (``GM``, ``wfm``), or with ``trf_codes`` also as a
    TRF's title columns write it (``g``, ``wm``), in capitals; ``""`` for none. Uses the
    project's one reading of a title (:mod:`elo_core.titles`), imported here alone and only
    when a title is read: a command that reads none (``game``) starts without it."""
    from elo_core.titles import read_title, read_trf_title

    title = read_trf_title(text) if trf_codes else read_title(text)
    return "" if title is None else title.value


def _federation_word(word: str) -> bool:
    """Tells whether ``word`` is a FIDE federation's code written in capitals (``GER``), by
    the project's one list of them, imported only when a word could be one."""
    if len(word) != 3 or _CAPITALS.fullmatch(word) is None:
        return False
    from elo_core.federations import read_federation

    return read_federation(word) is not None


def _title_word(word: str) -> bool:
    return _CAPITALS.fullmatch(word) is not None and _read_title(word) != ""


#: A word of a name: letters, perhaps joined by an apostrophe, a hyphen or a full stop.
_LETTERS = re.compile(r"[^\W\d_]+(?:['’.-][^\W\d_]*)*")


def _written_as_code(word: str) -> bool:
    """Tells whether ``word`` is written as a federation's code is: three characters, not a
    number nor a title, and not a word of a name (letters with a lower-case one: ``Kok``,
    ``van``)."""
    if len(word) != 3 or read_number(word) is not None or _read_title(word):
        return False
    return not (any(c.islower() for c in word) and _LETTERS.fullmatch(word))


def read_opponent(written: str) -> WrittenOpponent:
    """Reads the name, title and federation of ``written``, the words before a line's rating (see
    the module): ``"Meier IM FRA"`` → ``("Meier", "IM", "FRA")``, ``"GM GER"`` → ``("",
    "GM", "GER")``, ``"GM XXX"`` → ``("", "GM", "XXX")``, ``"Im Hof"`` → ``("Im Hof", "",
    "")``; the name's spaces made single."""
    if written.istitle() or not written:  # no word of two capitals: a name alone, quickly
        return WrittenOpponent(" ".join(written.split()))
    words = written.split()
    title = next((at for at, word in enumerate(words) if _title_word(word)), None)
    federation = next((at for at in reversed(range(len(words))) if at != title
                       and _federation_word(words[at])), None)
    if federation is None and title is not None and title == len(words) - 2 and (
            _written_as_code(words[-1])):
        federation = len(words) - 1
    name = " ".join(word for at, word in enumerate(words) if at not in (title, federation))
    return WrittenOpponent(name, "" if title is None else words[title],
                    "" if federation is None else words[federation])


#: The longest a title written as a TRF's code is (``wg``).
_CODE_LENGTH = 2


def doubts(game: Game) -> list[Fault]:
    """Lists what ``game``'s opponent is read with that its line may not mean, each a note of the
    line. The game is read all the same.

    Two things get a note. A federation that is no FIDE federation's code (``GM XXX``) is kept as
    written, and it counts for nothing in a norm. A name that is a title written as a TRF's code
    (``g NED``, TRF-16's GM), alone or before the federation, is read as the name, because a game
    line writes a title in full (:mod:`elo_core.titles`)."""
    found: list[Fault] = []
    if game.federation and not _is_federation(game.federation):
        found.append(Fault(Problem.NOT_A_FEDERATION, game.federation))
    if game.name and not game.title:
        last = game.name.rsplit(None, 1)[-1]
        if len(last) <= _CODE_LENGTH and (last == game.name or game.federation) and (
                _is_title_code(last)):
            found.append(Fault(Problem.TITLE_CODE, last))
    return found


def may_doubt(game: Game) -> bool:
    """Checks quickly whether :func:`doubts` may find anything in ``game``: only a game with a
    federation, or without a title and with a name no longer than a TRF's title code, can have
    a note. A reader asks :func:`doubts` about these games alone: most games of a list are
    none of them (``Meier 1800:1``)."""
    return bool(game.federation) or (not game.title and 0 < len(game.name) <= _CODE_LENGTH)


def _is_title_code(word: str) -> bool:
    """Tells whether ``word`` is a title written as a TRF's code only (``g``, ``wm``), by the
    project's one reading of a title."""
    from elo_core.titles import read_trf_code

    return read_trf_code(word) is not None


def _is_federation(code: str) -> bool:
    """Tells whether ``code`` is a FIDE federation's, by the project's one list of them."""
    from elo_core.federations import read_federation

    return read_federation(code) is not None


def read_title_cell(cell: str) -> str | Fault:
    """Reads a table's title cell: the FIDE title it writes, in capitals (a TRF's forms too, ``g``,
    ``wf``), ``""`` for an empty cell, or the fault of one that is no FIDE title."""
    if not cell:
        return ""
    return _read_title(cell, trf_codes=True) or Fault(Problem.UNKNOWN_TITLE, cell)


def read_federation_cell(cell: str) -> str | Fault:
    """Reads a table's federation cell: three letters, in capitals; ``""`` for an empty cell, or the
    fault of one that is not three letters."""
    if not cell:
        return ""
    if _FEDERATION_CELL.fullmatch(cell):
        return cell.upper()
    return Fault(Problem.NOT_A_FEDERATION, cell)
