"""Writes reports in other shapes: JSON-ready dicts, one module for each object a report describes,
for the command line and the pages' downloads alike (a game: :mod:`~elo_core.export.game`, a series:
:mod:`~elo_core.export.series`, a list summed in one pass: :mod:`~elo_core.export.list_summary`, the
performance and a first rating: :mod:`~elo_core.export.performance`, a target plan:
:mod:`~elo_core.export.plan`, Glicko-2: :mod:`~elo_core.export.glicko`, the DWZ:
:mod:`~elo_core.export.dwz`, an event: :mod:`~elo_core.export.event`, its norms:
:mod:`~elo_core.export.norms`, a season: :mod:`~elo_core.export.pool`; a K and a list's lines, which
they share: :mod:`~elo_core.export.kfactor`, :mod:`~elo_core.export.game_lines`), strict JSON text
(:mod:`~elo_core.export.json_text`), spreadsheet cells that never run as a formula
(:mod:`~elo_core.export.spreadsheet`), and a player's games as a game list
(:mod:`~elo_core.export.game_list`)."""
