"""The tournament page's game list: a text box, an upload, and a table, all kept in step.

The text box (the link's ``games``) is the one source of truth. An upload rewrites it;
an edit in the table rewrites just the lines it touched, so lines that could not be read stay
exactly as the user typed them.
"""

from __future__ import annotations

import zlib
from collections.abc import Collection, Sequence
from typing import Any

import pandas as pd
import streamlit as st

from elo_core import RATING_MAX, RATING_MIN, Game, GameList, LineError, format_game_list
from elo_core.readers.columns import RatingColumn
from elo_core.readers.limits import MAX_LIST_CHARS
from elo_core.readers.notation import parse_result, read_opponent
from elo_core.readers.parser import table_header
from elo_core.readers.pgn import PgnPlayer
from elo_core.readers.uploads import Upload, read_upload
from elo_core.readers.writer import format_game, name_field, rating_text, score_token
from pages.ui import link
from pages.ui.in_force import Frame
from pages.ui.link import codec, params
from pages.ui.shared import widgets
from pages.ui.shared.messages import PROBLEMS_SHOWN, error_text, mixed_text
from pages.ui.shared.tables import TABLE_ROWS
from pages.ui.shared.text_box import text_box
from pages.ui.tournament.table_cells import edit_cells, keeps_cells, missing

RESULT_TOKENS = ("1", "½", "0", "+", "-", "forfeit", "bye", "bye ½", "bye 0")
#: The key of the container that holds the figures of the list applied.
FIGURES = "figures"


def _line(name: object, rating: float | None, result: object) -> str:
    entry = "" if rating is None or missing(rating) else rating_text(float(rating))
    entry += f":{result or ''}"
    text = "" if missing(name) else str(name).strip()
    return f"{name_field(text)} {entry}" if text else entry


def _edited(game: Game, change: dict[str, Any]) -> str:
    """A game's line after an edit of its row; what the row does not show (the colour, the
    opponent's deviation, the date) is kept. A cleared cell leaves the line without it, so the
    reader names what is missing."""
    if "name" in change:
        # the cell shows the name with its title and federation, and is read back so
        written = "" if missing(change["name"]) else str(change["name"])
        game = game._replace(**read_opponent(written)._asdict())
    if "rating" in change:
        rating = change["rating"]
        game = game._replace(opponent_rating=None if missing(rating) else float(rating))
    if "result" in change:
        result = None if missing(change["result"]) else parse_result(str(change["result"]))
        if result is None:
            return _line(game.written_name, game.opponent_rating, None)
        game = game._replace(score=result.score, unplayed=result.unplayed)
    if game.opponent_rating is None and game.unplayed is None and game.fide_id is None:
        return _line(game.written_name, None, score_token(game.score))
    return format_game(game)


def apply_table_edits(text: str, games: Sequence[Game], edits: dict[str, Any],
                      rating_column: RatingColumn = RatingColumn.FIDE) -> str:
    """The text with a data editor's edits applied to the lines its rows came from.

    A list pasted as a table (a header naming its columns) is first written as game lines, one
    a game, the header left out and any row that is not a game kept as it was; a table with
    title or federation columns, which game lines would lose, keeps its rows and gets each edit
    in its cells (:mod:`pages.ui.tournament.table_cells`; ``rating_column``: the rating column
    the games were read from)."""
    header = table_header(text, rating_column)
    if keeps_cells(header) and header is not None:
        return edit_cells(text, header, games, edits)
    lines: list[str | None] = list(text.splitlines())
    if header is not None:
        for game in games:
            lines[game.line - 1] = format_game(game)
        lines[header.position] = None
    for index, change in edits.get("edited_rows", {}).items():
        game = games[int(index)]
        lines[game.line - 1] = _edited(game, change)
    for index in edits.get("deleted_rows", []):
        lines[games[int(index)].line - 1] = None
    for row in edits.get("added_rows", []):
        if any(value not in (None, "") for value in row.values()):
            lines.append(_line(row.get("name"), row.get("rating"), row.get("result")))
    return "\n".join(line for line in lines if line is not None)


def games_text(frame: Frame) -> str:
    """The text box and its Calculate button; the list the page counts is the one last applied
    (or uploaded, or edited in the table), which the box keeps exactly as typed."""
    t = frame.t
    _, store = link.bind("games")
    applied = str(link.values()["games"])
    text_box(t("games.label"), t("games.apply"), t("games.stale"), key="games", applied=applied,
             on_apply=store, figures=FIGURES, limit=MAX_LIST_CHARS,
             help_text=t("games.help"), placeholder=t("games.placeholder"))
    if codec.list_kept_out_of_link(link.page_query("tournament").get("games", "")):
        st.caption(t("games.not_in_link"))
    return applied


def _take(upload: Upload, player: PgnPlayer | None = None) -> None:
    """Put an upload's games into the text box and say what it skipped; an upload that brought
    no game leaves the box exactly as it was and says why. A PGN player's own Elo tag becomes
    the start rating."""
    state = st.session_state
    state["_import"] = upload
    if upload.refused is not None or not upload.games:
        return
    current = link.values()
    # a table with several rating columns is kept whole, so that each system reads its own
    current["games"] = upload.table if upload.table is not None else format_game_list(
        upload.games)
    if player is not None and player.elo is not None and (
            RATING_MIN <= player.elo <= RATING_MAX):
        current["rating"] = int(player.elo)
        state["_start_from_pgn"] = (player.name, int(player.elo))


def _on_upload() -> None:
    state = st.session_state
    for key in ("_pgn_players", "_import", "_start_from_pgn"):
        state.pop(key, None)
    file = state.get("_upload")
    if file is None:
        return
    upload = read_upload(file.name, file.getvalue())
    if upload.players and upload.refused is None:
        state["_pgn_players"] = upload.players
    else:
        _take(upload)


def _on_player() -> None:
    state = st.session_state
    file, name = state.get("_upload"), state.get("_pgn_player")
    players = {player.name: player for player in state.get("_pgn_players", [])}
    if file is None or name not in players:
        return
    state.pop("_pgn_players")
    _take(read_upload(file.name, file.getvalue(), name), players[name])


def upload(frame: Frame) -> bool:
    """A CSV, text or PGN upload that fills the text box; a PGN first asks whose games to rate.
    Returns ``False`` while that question is open: the page then shows no results, since the
    list in the box is not yet the upload's."""
    t, state = frame.t, st.session_state
    widgets.file_upload(frame, "_upload", t("upload.label"), ("csv", "pgn", "txt"), _on_upload,
                        t("upload.help"))
    players = state.get("_pgn_players")
    if players:
        st.selectbox(t("upload.whose"), [p.name for p in players], index=None,
                     key="_pgn_player", on_change=_on_player, placeholder=t("upload.choose"))
        st.info(t("upload.waiting"))
        return False
    done: Upload | None = state.get("_import")
    if done is not None and done.refused is not None:
        st.error(t("upload.refused", why=error_text(frame, done.refused)))
    if done is not None and done.mixed is not None and state.get("_upload") is not None:
        st.warning(mixed_text(frame, state["_upload"].name, done.mixed),
                   icon=":material/translate:")
    if done is not None and done.errors and done.table is None:  # a kept table's are the box's
        st.warning(t("upload.skipped", n=len(done.errors)) + "\n\n" + _lines(frame, done.errors))
    started = state.get("_start_from_pgn")
    if started is not None and link.values()["rating"] == started[1]:
        st.caption(t("upload.start_rating", player=started[0], rating=started[1]))
    return True


def column_note(frame: Frame, text: str, column: RatingColumn) -> bool:
    """Which rating column of a table that has several the list was read from (by the DWZ,
    and FIDE's figure beside it), and how to rate by another; whether it has several."""
    header = table_header(text, column)
    if header is None or len(header.ratings) < 2:
        return False
    read, *others = (frame.t("games.column.quoted", name=name) for name in header.ratings)
    elo = read
    if column is RatingColumn.NATIONAL:
        elo_header = table_header(text, RatingColumn.FIDE)
        elo = frame.t("games.column.quoted", name=elo_header.ratings[0] if elo_header else "")
    st.caption(frame.t(f"games.column.{column.value}", read=read, elo=elo,
                       others=", ".join(others)))
    return True


def _lines(frame: Frame, problems: Sequence[LineError]) -> str:
    """Each of ``problems`` by line and reason (the first ``PROBLEMS_SHOWN``), and how many
    more there are, as a list."""
    body = "\n".join(f"- {error_text(frame, e)}" for e in problems[:PROBLEMS_SHOWN])
    more = len(problems) - PROBLEMS_SHOWN
    if more > 0:
        body += "\n- " + frame.t("games.more_lines", n=more)
    return body


def show_errors(frame: Frame, parsed: GameList, said: Collection[int] = ()) -> None:
    """Each line that could not be read, by number and reason, and how many were left out;
    not the lines in ``said``, whose one message the page gives where it looks them up. Then
    each line read with what it may not mean (:attr:`~elo_core.GameList.notes`: a federation
    that is no FIDE federation's, a title written as a TRF's code)."""
    errors = [error for error in parsed.errors if error.line not in said]
    if errors:
        st.error(frame.t("games.errors", n=len(errors),
                         computed=frame.t("games.computed", n=len(parsed.games))) +
                 "\n\n" + _lines(frame, errors))
    if parsed.notes:
        lines = len({note.line for note in parsed.notes})
        st.warning(frame.t("games.notes", n=lines) + "\n\n" + _lines(frame, parsed.notes))


def no_games(frame: Frame, parsed: GameList) -> bool:
    """Returns whether the list ``parsed`` holds no game, and says that it is empty where it
    holds no line that could not be read either: such a line's own message (:func:`show_errors`,
    or the lookup's) already speaks for the list."""
    if parsed.games:
        return False
    if not parsed.errors:
        st.info(frame.t("tournament.empty"))
    return True


def table_editor(frame: Frame, text: str, parsed: GameList,
                 rating_column: RatingColumn = RatingColumn.FIDE) -> None:
    """The parsed games (a table's ratings from ``rating_column``) as an editable table (the
    first ``TABLE_ROWS``); an edit rewrites the text box. A name is shown with its title and
    federation, as a line writes them, except for a table that keeps them in cells of their
    own (:func:`~pages.ui.tournament.table_cells.keeps_cells`)."""
    t = frame.t
    games = parsed.games
    shown = games[:TABLE_ROWS]
    own_cells = keeps_cells(table_header(text, rating_column))
    df = pd.DataFrame({
        "name": pd.Series([g.name if own_cells else g.written_name for g in shown],
                          dtype="string"),
        "rating": pd.Series([g.opponent_rating for g in shown], dtype="Float64"),
        "result": pd.Series([score_token(g.score, g.unplayed) for g in shown], dtype="string"),
    })
    key = f"_editor_{zlib.crc32(text.encode())}"

    def on_edit() -> None:
        link.values()["games"] = apply_table_edits(text, games, st.session_state[key],
                                                   rating_column)

    st.data_editor(
        df, key=key, num_rows="dynamic", hide_index=True, on_change=on_edit,
        column_config={
            "name": st.column_config.TextColumn(t("col.name")),
            "rating": st.column_config.NumberColumn(t("col.opponent"),
                                                    min_value=params.rating.low,
                                                    max_value=params.rating.high, step=1,
                                                    format="%d"),
            "result": st.column_config.SelectboxColumn(t("col.result"), options=RESULT_TOKENS,
                                                       help=t("games.result_help")),
        },
    )
    if len(games) > TABLE_ROWS:
        st.caption(t("games.table_first_rows", shown=t("rows.shown", n=TABLE_ROWS),
                     n=len(games) - TABLE_ROWS))


def upload_lines() -> dict[int, int] | None:
    """The uploaded file's line of each line of the list (1 → 2 below a header row), while the
    box still holds the list exactly as the upload wrote it; ``None`` otherwise."""
    done: Upload | None = st.session_state.get("_import")
    if done is None or not done.games or link.values()["games"] != format_game_list(done.games):
        return None
    return {number: game.line for number, game in enumerate(done.games, 1)}
