"""Runs the engine from the command line (``python -m elo_core``) and writes JSON.
:mod:`~elo_core.cli.main` reads the flags (:mod:`~elo_core.cli.flags`) and runs a command of
:mod:`~elo_core.cli.commands`; each flag's range is read by :mod:`~elo_core.cli.arguments`, a file
or standard input by :mod:`~elo_core.cli.sources`, a list of any length in bounded memory by
:mod:`~elo_core.export.list_summary`, what a command reads twice or writes later is kept by
:mod:`~elo_core.cli.spool`, and the answer written by :mod:`~elo_core.cli.output`."""
