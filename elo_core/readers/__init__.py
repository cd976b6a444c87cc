"""Reads game lists as people type, paste and export them: the words of a line
(:mod:`~elo_core.readers.notation`), the one game-list reader (:mod:`~elo_core.readers.parser`)
and its writer (:mod:`~elo_core.readers.writer`), tables with a header
(:mod:`~elo_core.readers.columns`), PGN through python-chess (:mod:`~elo_core.readers.pgn`),
bytes to text (:mod:`~elo_core.readers.decoding`), an uploaded file
(:mod:`~elo_core.readers.uploads`), how much is read (:mod:`~elo_core.readers.limits`), and
each problem as data (:mod:`~elo_core.readers.problems`)."""
