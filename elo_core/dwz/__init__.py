"""The DWZ (Deutsche Wertungszahl), the German Chess Federation's rating, by both of its
Wertungsordnungen (WO): the old one with the development coefficient E, for events whose last
day is on or before 7 June 2026, and the new one with a K-factor and a floor of 1100, for events
ending on or after 8 June 2026 (:mod:`~elo_core.dwz.wo`).

The same small surface as :mod:`elo_core.elo` and :mod:`elo_core.glicko2`:

- the expected score by the normal distribution, and We over an event
  (:mod:`~elo_core.dwz.expectation`);
- an event's games as the DWZ counts them (:mod:`~elo_core.dwz.counting`), the age group
  (:mod:`~elo_core.dwz.age`);
- the old WO's E (:mod:`~elo_core.dwz.old_wo`) and the new WO's K (:mod:`~elo_core.dwz.new_wo`);
- an established player's evaluation of one event (:mod:`~elo_core.dwz.evaluation`), a new
  player's first DWZ (:mod:`~elo_core.dwz.first_dwz`), and the performance, the Leistung
  (:mod:`~elo_core.dwz.performance`).

Sources: the DSB's Wertungsordnung (schachbund.de, sections 2.2, 3.3–3.6 and Anhang 1.2) for
the old WO; for the new WO, which the stored DSB pages do not yet state, the two public
implementations that follow the change: har64/DWZ-Calc ``Dwz.php`` v0.7 and
ChessLeagueManager/com_clm (its dated parameter table ``site/clm/sql/78up.sql``: r 0.08, t 30,
u 800, a1 4, a2 4, Kmax 80). Where they differ this package follows the DSB's own text where it
speaks, and says so in the module concerned:

- Braking (Bremszuschlag SBr) of the old WO: WO Anhang 1.2 says ``W < We`` ("Turnierpunkte
  kleiner als Gewinnerwartung"); com_clm (and, by DWZ.md's account, Anhang 2.4) write
  ``W ≤ We``. We follow Anhang 1.2. The two differ only when W equals We exactly, and there the
  new DWZ is the old one either way (W − We = 0); only E differs.
- The new WO's first DWZ: only har64 v0.7 gives its formula; com_clm's table has the factor
  (r, "Korrektur-Faktor bei Erst-DWZ") but its stored code does not show how it is used.
- Rounding: a DWZ is a whole number (WO 2.2.1); E is "ganzzahlig gerundet" (Anhang 1.2).
  Both implementations round half away from zero (PHP's ``round``), which for these positive
  values is half up; so do we, exactly, with :mod:`elo_core.rounding` (never Python's
  ``round``, which rounds half to even): the new DWZ R0 + change is rounded as a whole, so
  1187.5 becomes 1188. har64 cuts a first DWZ to whole (PHP's ``intval``); we round it half up
  like every other DWZ.
- Age: end year of the event minus birth year (as the DSB's unofficial calculator explains it);
  har64 counts from this year instead. Without a birth year, a player counts as over 25, as
  both the DSB's calculator and har64 do.

Not modelled: an event as a whole with several new players (the WO's first and second
"Zusatzstufe", opponents who get their first DWZ in the same event, the "Ausnahmespieler" of
3.6.3), and the one-time raise of low ratings announced with the new WO. A new player's
"Restpartien" (games of the last two years not yet evaluated, WO 3.4.2) are simply listed with
the event's games.
"""
