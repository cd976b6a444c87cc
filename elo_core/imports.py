"""Game lists from files: a CSV of games, or a PGN through python-chess.

Both report what they cannot use as :class:`~elo_core.parser.LineError` items (rows of a CSV,
games of a PGN) and keep going. python-chess is imported only when a PGN is read, so the command
line stays light.
"""

from __future__ import annotations

import csv
import io
import re
from collections import Counter

from elo_core.games import DRAW, LOSS, WIN, Game
from elo_core.parser import GameList, LineError, Place, Problem, parse_rating, parse_result

#: Header words (lower case, letters only) in English, German and Dutch, by the column they name.
_RATING_WORDS = ("elo", "rating", "wertung", "dwz", "rtg", "ratingtegenstander")
_RESULT_WORDS = {
    "result", "score", "res", "points", "pts", "ergebnis", "resultat", "punkte", "punkt",
    "resultaat", "uitslag", "punten", "punt", "uitkomst",
}
_NAME_WORDS = {
    "name", "opponent", "opponentname", "player", "gegner", "gegnername", "spieler",
    "tegenstander", "tegenspeler", "naam", "speler",
}
_DATE_WORDS = {"date", "datum", "dag", "tag"}


def decode(data: bytes) -> str:
    """Text of an uploaded file: UTF-8 (with or without BOM), else Latin-1."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _key(header: str) -> str:
    return re.sub(r"[^a-zäöüß]", "", header.strip().lower())


def _columns(header: list[str]) -> dict[str, int]:
    found: dict[str, int] = {}
    for index, raw in enumerate(header):
        key = _key(raw)
        if "rating" not in found and any(word in key for word in _RATING_WORDS):
            found["rating"] = index
        elif "result" not in found and key in _RESULT_WORDS:
            found["result"] = index
        elif "name" not in found and key in _NAME_WORDS:
            found["name"] = index
        elif "date" not in found and key in _DATE_WORDS:
            found["date"] = index
    return found


def read_csv_games(text: str) -> GameList:
    """Games from a CSV with a header row; any column order, header names in EN, DE or NL.

    The delimiter (``,`` ``;`` or tab) is detected. Each row that is not a game becomes an error
    naming its row number in the file (the header is row 1).
    """
    parsed = GameList([], [])
    sample = text[:4096]
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(sample, ",;\t")
    except csv.Error:
        dialect = csv.excel
    try:
        rows = list(csv.reader(io.StringIO(text, newline=""), dialect))
    except csv.Error as exc:
        parsed.errors.append(LineError(1, "", Problem.UNREADABLE_FILE, str(exc), Place.ROW))
        return parsed
    if not rows:
        parsed.errors.append(LineError(1, "", Problem.UNREADABLE_FILE, "empty", Place.ROW))
        return parsed
    columns = _columns(rows[0])
    for needed in ("rating", "result"):
        if needed not in columns:
            header = ",".join(rows[0])
            parsed.errors.append(LineError(1, header, Problem.MISSING_COLUMN, needed, Place.ROW))
    if parsed.errors:
        return parsed
    for number, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row):
            continue
        parsed_row = _csv_row(row, columns, number)
        if isinstance(parsed_row, Game):
            parsed.games.append(parsed_row)
        else:
            parsed.errors.append(parsed_row)
    return parsed


def _csv_row(row: list[str], columns: dict[str, int], number: int) -> Game | LineError:
    def cell(name: str) -> str:
        index = columns.get(name)
        return row[index].strip() if index is not None and index < len(row) else ""

    text = ",".join(row)
    rating_text, result_text = cell("rating"), cell("result")
    if not rating_text:
        return LineError(number, text, Problem.MISSING_RATING, "", Place.ROW)
    rating = parse_rating(rating_text)
    if isinstance(rating, Problem):
        return LineError(number, text, rating, rating_text, Place.ROW)
    if not result_text:
        return LineError(number, text, Problem.MISSING_RESULT, "", Place.ROW)
    result = parse_result(result_text)
    if result is None:
        return LineError(number, text, Problem.UNKNOWN_RESULT, result_text, Place.ROW)
    score, unplayed = result
    return Game(rating, score, cell("name"), unplayed, number, cell("date"))


def pgn_players(text: str) -> list[str]:
    """The players of a PGN, the most frequent first: the choices for "whose games"."""
    import chess.pgn

    counts: Counter[str] = Counter()
    handle = io.StringIO(text)
    while (headers := chess.pgn.read_headers(handle)) is not None:
        for side in ("White", "Black"):
            name = headers.get(side, "").strip()
            if name and name != "?":
                counts[name] += 1
    return [name for name, _ in counts.most_common()]


_PGN_SCORES = {"1-0": (WIN, LOSS), "0-1": (LOSS, WIN), "1/2-1/2": (DRAW, DRAW)}


def read_pgn_games(text: str, player: str) -> GameList:
    """``player``'s games from a PGN: the opponent's Elo tag and the result from their side.

    Games the player did not play are passed over; a game without the opponent's rating or
    without a result is reported, never guessed.
    """
    import chess.pgn

    parsed = GameList([], [])
    wanted = player.strip().casefold()
    handle = io.StringIO(text)
    number = 0
    while (headers := chess.pgn.read_headers(handle)) is not None:
        number += 1
        white, black = headers.get("White", "?"), headers.get("Black", "?")
        if white.strip().casefold() == wanted:
            opponent, opponent_elo, own_index = black, headers.get("BlackElo", ""), 0
        elif black.strip().casefold() == wanted:
            opponent, opponent_elo, own_index = white, headers.get("WhiteElo", ""), 1
        else:
            continue
        label = f"{white} – {black}"
        result = headers.get("Result", "*")
        if result not in _PGN_SCORES:
            parsed.errors.append(
                LineError(number, label, Problem.UNFINISHED_GAME, result, Place.GAME)
            )
            continue
        rating = parse_rating(opponent_elo) if opponent_elo.strip() not in ("", "0", "-") else None
        if rating is None:
            parsed.errors.append(
                LineError(number, label, Problem.NO_OPPONENT_RATING, opponent, Place.GAME)
            )
            continue
        if isinstance(rating, Problem):
            parsed.errors.append(LineError(number, label, rating, opponent_elo, Place.GAME))
            continue
        score = _PGN_SCORES[result][own_index]
        parsed.games.append(Game(rating, score, opponent, None, number, headers.get("Date", "")))
    return parsed
