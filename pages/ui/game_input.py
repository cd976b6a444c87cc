"""The tournament page's game list: a text box, an upload, and a table, all kept in step.

The text box (the link's ``games``) is the one source of truth. An upload rewrites it;
an edit in the table rewrites just the lines it touched, so lines that could not be read stay
exactly as the user typed them.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from typing import Any

import pandas as pd
import streamlit as st

from elo_core import Game, GameList, LineError, Problem, format_game_list
from elo_core.games import rating_text, score_token
from elo_core.imports import decode, pgn_players, read_csv_games, read_pgn_games
from pages.ui import link
from pages.ui.frame import Frame
from pages.ui.params import EXAMPLE_GAMES
from pages.ui.tables import TABLE_ROWS

RESULT_TOKENS = ("1", "½", "0", "+", "-")


def error_text(frame: Frame, error: LineError) -> str:
    """A reader's problem in the user's language: where, why, and the line as typed."""
    where = frame.t(f"place.{error.place.value}", n=error.line)
    token = error.token
    if error.problem is Problem.MISSING_COLUMN:
        token = frame.t(f"column.{token}")
    why = frame.t(f"problem.{error.problem.value}", token=token)
    if not error.text:
        return frame.t("games.problem", where=where, why=why)
    return frame.t("games.problem_in_line", where=where, why=why, line=error.text)


def _line(name: object, rating: object, result: object) -> str:
    entry = f"{'' if rating is None or pd.isna(rating) else rating_text(float(rating))}"
    entry += f":{result or ''}"
    name = "" if name is None or (isinstance(name, float) and pd.isna(name)) else str(name)
    return f"{name.strip()} {entry}" if name.strip() else entry


def apply_table_edits(text: str, games: Sequence[Game], edits: dict[str, Any]) -> str:
    """The text with a data editor's edits applied to the lines its rows came from."""
    lines: list[str | None] = list(text.splitlines())
    for index, change in edits.get("edited_rows", {}).items():
        game = games[int(index)]
        lines[game.line - 1] = _line(
            change.get("name", game.name),
            change.get("rating", game.opponent_rating),
            change.get("result", score_token(game.score, game.unplayed)),
        )
    for index in edits.get("deleted_rows", []):
        lines[games[int(index)].line - 1] = None
    for row in edits.get("added_rows", []):
        if any(value not in (None, "") for value in row.values()):
            lines.append(_line(row.get("name"), row.get("rating"), row.get("result")))
    return "\n".join(line for line in lines if line is not None)


def games_text(frame: Frame) -> str:
    """The text box; it keeps exactly what the user typed."""
    key, store = link.bind("games")
    st.text_area(frame.t("games.label"), height=220, key=key, on_change=store,
                 help=frame.t("games.help"), placeholder=EXAMPLE_GAMES,
                 max_chars=link.UNPACKED_CHARS)
    if link.list_kept_out_of_link(link.page_query("tournament").get("games", "")):
        st.caption(frame.t("games.not_in_link"))
    return str(link.values()["games"])


def _fill(parsed: GameList) -> None:
    """Put an import's games into the text box; an import without a single game leaves the
    box exactly as it was and only says why."""
    if parsed.games:
        link.values()["games"] = format_game_list(parsed.games)
    st.session_state["_import_errors"] = parsed.errors


def _on_upload() -> None:
    upload = st.session_state.get("_upload")
    st.session_state.pop("_pgn", None)
    st.session_state["_import_errors"] = []
    if upload is None:
        return
    text = decode(upload.getvalue())
    if upload.name.lower().endswith(".pgn"):
        st.session_state["_pgn"] = (text, pgn_players(text))
    else:
        _fill(read_csv_games(text))


def _on_player() -> None:
    player = st.session_state.get("_pgn_player")
    if player and "_pgn" in st.session_state:
        _fill(read_pgn_games(st.session_state["_pgn"][0], player))


def upload(frame: Frame) -> None:
    """A CSV or PGN upload that fills the text box; a PGN first asks whose games to rate."""
    t = frame.t
    st.file_uploader(t("upload.label"), type=["csv", "pgn", "txt"], key="_upload",
                     on_change=_on_upload, help=t("upload.help"))
    if "_pgn" in st.session_state:
        players = st.session_state["_pgn"][1]
        if players:
            st.selectbox(t("upload.whose"), players, index=None, key="_pgn_player",
                         on_change=_on_player, placeholder=t("upload.choose"))
        else:
            st.warning(t("upload.no_players"))
    errors = st.session_state.get("_import_errors", [])
    if errors:
        st.warning(t("upload.skipped", n=len(errors)) + "\n\n" +
                   "\n".join(f"- {error_text(frame, e)}" for e in errors[:50]))


def show_errors(frame: Frame, parsed: GameList) -> None:
    """Each line that could not be read, by number and reason, and how many were left out."""
    if not parsed.errors:
        return
    shown = parsed.errors[:50]
    more = len(parsed.errors) - len(shown)
    body = "\n".join(f"- {error_text(frame, e)}" for e in shown)
    if more:
        body += "\n- " + frame.t("games.more_errors", n=more)
    st.error(frame.t("games.errors", n=len(parsed.errors), games=len(parsed.games)) +
             "\n\n" + body)


def table_editor(frame: Frame, text: str, parsed: GameList) -> None:
    """The parsed games as an editable table (the first ``TABLE_ROWS``); an edit rewrites the
    text box."""
    t = frame.t
    games = parsed.games
    shown = games[:TABLE_ROWS]
    df = pd.DataFrame({
        "name": pd.Series([g.name for g in shown], dtype="string"),
        "rating": pd.Series([g.opponent_rating for g in shown], dtype="float64"),
        "result": pd.Series([score_token(g.score, g.unplayed) for g in shown], dtype="string"),
    })
    key = f"_editor_{zlib.crc32(text.encode())}"

    def on_edit() -> None:
        link.values()["games"] = apply_table_edits(text, games, st.session_state[key])

    st.data_editor(
        df, key=key, num_rows="dynamic", hide_index=True, on_change=on_edit,
        column_config={
            "name": st.column_config.TextColumn(t("col.name")),
            "rating": st.column_config.NumberColumn(t("col.opponent"), min_value=100,
                                                    max_value=3500, step=1, format="%d"),
            "result": st.column_config.SelectboxColumn(t("col.result"), options=RESULT_TOKENS,
                                                       help=t("games.result_help")),
        },
    )
    if len(games) > TABLE_ROWS:
        st.caption(t("games.table_first_rows", shown=TABLE_ROWS, games=len(games)))
