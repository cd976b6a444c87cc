"""Reports in other shapes: JSON-ready dicts, one shape an object, for the command line and the
pages' downloads alike (:mod:`~elo_core.export.reports`, :mod:`~elo_core.export.event`), strict
JSON text (:mod:`~elo_core.export.json_text`), spreadsheet cells that never run as a formula
(:mod:`~elo_core.export.spreadsheet`), and a player's games as a game list
(:mod:`~elo_core.export.game_list`)."""
