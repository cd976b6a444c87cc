"""Keeps a club's own rating list: it takes a season of games and gives every member's rating over
time.

A club or league keeps its own ratings (an internal Elo to set groups, a youth rating, a
ladder); this package rates all members over a season, exactly, by the system chosen:

- reading a season (:mod:`~elo_core.pool.reading`): games files (a CSV with a header
  ``date,white,black,result``, :mod:`~elo_core.pool.games_csv`), Tournament Report Files (each
  one event on its last day, :mod:`~elo_core.pool.trf_events`) and a start list
  (:mod:`~elo_core.pool.start_list`); names matched exactly once trimmed, surname first or
  given names first, the ones that look alike said and merged where the club says so
  (:mod:`~elo_core.pool.names`); every bad row named by file and line
  (:mod:`~elo_core.pool.problems`); the games held packed (:mod:`~elo_core.pool.records`);
- rating it (:func:`~elo_core.pool.rating.rate_season`) by classic Elo game by game
  (:mod:`~elo_core.pool.classic`), FIDE's calendar months (:mod:`~elo_core.pool.fide`), the
  DWZ event by event (:mod:`~elo_core.pool.dwz_events`) or Glicko-2 as Lichess rates
  (:mod:`~elo_core.pool.lichess_games`), each built on the engine's own rules
  (:mod:`elo_core.elo`, :mod:`elo_core.dwz`, :mod:`elo_core.glicko2`);
- what comes out (:mod:`~elo_core.pool.standings`): each member's rating, change, games,
  performance, rank and history, every game with each side's change; two members' games
  against each other and the same season under two systems (:mod:`~elo_core.pool.compare`).

A national pool (100,000 members, a million games) runs on one machine: the games are held a
few bytes each, and a summary (``keep_games=False``) keeps nothing per game but the season's.
"""
