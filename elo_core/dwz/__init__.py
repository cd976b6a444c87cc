"""Rates by the DWZ (Deutsche Wertungszahl), the German Chess Federation's rating, by both of its
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
the old WO; for the new WO, which the DSB pages read here do not yet state, the two public
implementations that follow the change: har64/DWZ-Calc ``Dwz.php`` v0.7 (the whole new WO) and
ChessLeagueManager/com_clm (its dated parameter table ``site/clm/sql/78up.sql`` names the same
parameters as har64, r, t, u, a1, a2 and Kmax, without their values; the copy of its
``dwz_rechner.php`` read here is the old WO's, "Stand 30. Mai 2014"). Where they differ this
package follows the DSB's own text where it speaks, and says so in the module concerned:

- The expected score: the WO's normal distribution itself (WO 3.3.1); com_clm's old code reads
  it from a table in hundredths (FIDE's), har64 sums a series for Φ.

- Braking (Bremszuschlag SBr) of the old WO: WO Anhang 1.2 says ``W < We`` (in words and in
  its formula: "Turnierpunkte kleiner als Gewinnerwartung"); com_clm's ``dwz_rechner.php``
  writes ``W ≤ We`` (and so, it is reported, does the WO's table appendix, Anhang 2.4), har64
  ``W < We``. We follow Anhang 1.2. The two differ only when W equals We exactly, and there the
  new DWZ is the old one either way (W − We = 0); only E differs.
- The new WO as a whole rests on har64 v0.7's code, com_clm's table naming its parameters; the
  first DWZ most of all: com_clm's table has its factor (r, "Korrektur-Faktor bei Erst-DWZ")
  but no code read here shows how it is used.
- Rounding: a DWZ is a whole number (WO 2.2.1); E is "ganzzahlig gerundet" (Anhang 1.2).
  Both implementations round half away from zero (PHP's ``round``), which for these positive
  values is half up; so do we, exactly, with :mod:`elo_core.rounding` (never Python's
  ``round``, which rounds half to even): the new DWZ R0 + change is rounded as a whole, so
  1187.5 becomes 1188. har64 cuts a first DWZ to whole (PHP's ``intval``); we round it half up
  like every other DWZ.
- Age: end year of the event minus birth year (as the unofficial calculator linked from
  schachbund.de explains it: "Alter = Turnierende − Geburtsjahr"); har64 counts from this year
  instead. Without a birth year, a player counts as over 25, as that calculator and har64 do.

Not modelled: an event as a whole with several new players (the WO's first and second
"Zusatzstufe", opponents who get their first DWZ in the same event, the "Ausnahmespieler" of
3.6.3). The one-time raise of low ratings of 7 June 2026 is :func:`~elo_core.dwz.wo.raised_2026`,
with what was found of its rule. A new player's
"Restpartien" (games of the last two years not yet evaluated, WO 3.4.2) are simply listed with
the event's games.
"""
