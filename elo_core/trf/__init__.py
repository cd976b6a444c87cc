"""Reads FIDE's Tournament Report File, the format only: the reader by fixed columns
(:mod:`~elo_core.trf.reader`), what it yields (:mod:`~elo_core.trf.records`), the checks of
games against each other (:mod:`~elo_core.trf.checks`) and every problem with its line
(:mod:`~elo_core.trf.problems`). Rating the event is :mod:`elo_core.event`'s."""
