"""The Tournament page's texts."""

from __future__ import annotations

from pages.ui.i18n.entry import Entry

TEXTS: dict[str, Entry] = {
    # --- tournament ---
    "tournament.intro": (
        "Paste your games, one per line, or upload a CSV or PGN. Both ways of counting are "
        "shown side by side.",
        "Fügen Sie Ihre Partien ein, eine pro Zeile, oder laden Sie eine CSV- oder PGN-Datei "
        "hoch. Beide Zählweisen stehen nebeneinander.",
        "Plak je partijen, één per regel, of upload een CSV- of PGN-bestand. Beide manieren van "
        "tellen staan naast elkaar."),
    "tournament.start_rating": ("Start rating", "Startrating", "Beginrating"),
    "tournament.k": ("K-factor", "K-Faktor", "K-factor"),
    "tournament.new_player": ("No rating yet (first rating)", "Noch ohne Rating (Erstrating)",
                              "Nog geen rating (eerste rating)"),
    "tournament.new_player.help": (
        "Compute a first rating by FIDE's rule for players new to the list instead of a change.",
        "Statt einer Änderung ein Erstrating nach der FIDE-Regel für neue Spieler berechnen.",
        "Bereken een eerste rating volgens de FIDE-regel voor nieuwe spelers in plaats van een "
        "wijziging."),
    "tournament.empty": ("No games yet: type or paste one per line, such as 1800:1.",
                         "Noch keine Partien: eine pro Zeile eingeben, etwa 1800:1.",
                         "Nog geen partijen: typ of plak er één per regel, zoals 1800:1."),
    "tournament.new_rating": ("New rating", "Neues Rating", "Nieuwe rating"),
    "tournament.points": ("**{points}** points from {games} rated games; expected {expected}.",
                          "**{points}** Punkte aus {games} gewerteten Partien; "
                          "erwartet {expected}.",
                          "**{points}** punten uit {games} ratingpartijen; verwacht {expected}."),
    "tournament.k_used": ("K used: **{k}**", "Verwendeter K: **{k}**", "Gebruikte K: **{k}**"),
    "tournament.sequential_unrounded": (
        "Kept at full precision, as online sites do; FIDE publishes the rating-period result.",
        "Mit voller Genauigkeit, wie bei Online-Seiten; die FIDE veröffentlicht das Ergebnis der "
        "Ratingperiode.",
        "Met volle precisie, zoals online platforms; de FIDE publiceert de uitkomst van de "
        "ratingperiode."),
    "view.trajectory": ("Trajectory", "Verlauf", "Verloop"),
    "view.changes": ("Change per game", "Änderung je Partie", "Wijziging per partij"),
    "view.breakdown": ("Game by game", "Partie für Partie", "Partij voor partij"),
    "tournament.first_rows": (
        "The first {shown} of {games} games; the CSV download has them all.",
        "Die ersten {shown} von {games} Partien; der CSV-Download enthält alle.",
        "De eerste {shown} van {games} partijen; de CSV-download bevat ze allemaal."),
    "mode.period": ("Rating period", "Ratingperiode", "Ratingperiode"),
    "mode.period.help": (
        "Every game against the start rating, as FIDE does; the sum is rounded once.",
        "Jede Partie gegen das Startrating, wie bei der FIDE; die Summe wird einmal gerundet.",
        "Elke partij tegen de beginrating, zoals de FIDE doet; de som wordt één keer afgerond."),
    "mode.sequential": ("Sequential", "Fortlaufend", "Na elkaar"),
    "mode.sequential.help": (
        "The rating is updated after every game, as online sites do.",
        "Das Rating wird nach jeder Partie aktualisiert, wie bei Online-Seiten.",
        "De rating wordt na elke partij bijgewerkt, zoals online platforms doen."),
    "col.line": ("Line", "Zeile", "Regel"),
    "col.name": ("Name", "Name", "Naam"),
    "col.opponent": ("Opponent rating", "Gegner-Rating", "Rating tegenstander"),
    "col.result": ("Result", "Ergebnis", "Uitslag"),
    "col.expected": ("Expected", "Erwartet", "Verwacht"),
    "col.difference": ("Score − expected", "Ergebnis − erwartet", "Score − verwacht"),
    "col.k_difference": ("K × difference", "K × Differenz", "K × verschil"),
    "col.sequential_change": ("Sequential change", "Fortlaufende Änderung",
                              "Wijziging na elkaar"),
    "col.sequential_rating": ("Sequential rating", "Fortlaufendes Rating", "Rating na elkaar"),
    "col.note": ("Note", "Hinweis", "Opmerking"),
    "note.unplayed": ("not played, not rated", "nicht gespielt, nicht gewertet",
                      "niet gespeeld, telt niet mee voor de rating"),
    "note.rapid-gap": ("600-point rule, not rated", "600-Punkte-Regel, nicht gewertet",
                       "600-puntenregel, niet gerated"),
    "note.capped": ("400-point rule", "400-Punkte-Regel", "400-puntenregel"),
    # --- performance, target, first rating, downloads ---
    "perf.title": ("Performance rating", "Turnierleistung (Performance)", "Toernooiprestatie"),
    "perf.fide": ("FIDE", "FIDE", "FIDE"),
    "perf.fide.help": (
        "Average opponent + dp from table 8.1.1 (±800 at 100 % / 0 %), as for titles.",
        "Gegnerschnitt + dp aus Tabelle 8.1.1 (±800 bei 100 % / 0 %), wie bei Titeln.",
        "Gemiddelde tegenstander + dp uit tabel 8.1.1 (±800 bij 100 % / 0 %), zoals bij "
        "titels."),
    "perf.exact": ("Exact", "Exakt", "Exact"),
    "perf.exact.help": (
        "The rating at which the formula expects exactly the points you scored.",
        "Das Rating, bei dem die Formel genau Ihre erzielten Punkte erwartet.",
        "De rating waarbij de formule precies jouw behaalde punten verwacht."),
    "perf.exact.undefined": (
        "With 0 % or 100 % no rating expects exactly that score, so there is no exact "
        "performance.",
        "Bei 0 % oder 100 % erwartet kein Rating genau diesen Score, daher gibt es keine exakte "
        "Leistung.",
        "Bij 0 % of 100 % verwacht geen enkele rating precies die score, dus er is geen exacte "
        "prestatie."),
    "perf.linear": ("Linear (rule of 400)", "Linear (400er-Regel)", "Lineair (regel van 400)"),
    "perf.linear.help": (
        "(Sum of opponents + 400 × (wins − losses)) / games.",
        "(Summe der Gegner + 400 × (Siege − Niederlagen)) / Partien.",
        "(Som van de tegenstanders + 400 × (winst − verlies)) / partijen."),
    "target.title": ("Target planner", "Zielplaner", "Doelplanner"),
    "target.rating": ("Target rating", "Zielrating", "Doelrating"),
    "target.from": ("Counting", "Gezählt über", "Geteld over"),
    "target.from.these": ("these games", "diese Partien", "deze partijen"),
    "target.from.more": ("more games", "weitere Partien", "meer partijen"),
    "target.more_games": ("Number of games", "Anzahl Partien", "Aantal partijen"),
    "target.average": ("Average opponent rating", "Gegnerschnitt", "Gemiddelde tegenstander"),
    "target.needed": (
        "To reach {target}: **{points}** points from {games} games (gives {rating}).",
        "Für {target}: **{points}** Punkte aus {games} Partien (ergibt {rating}).",
        "Voor {target}: **{points}** punten uit {games} partijen (levert {rating} op)."),
    "target.unreachable": (
        "{target} cannot be reached in {games} games, even with a clean sweep.",
        "{target} ist in {games} Partien nicht erreichbar, auch nicht mit lauter Siegen.",
        "{target} is in {games} partijen niet haalbaar, zelfs niet met alleen winst."),
    "first.title": ("First rating", "Erstrating", "Eerste rating"),
    "first.rating": ("First rating (FIDE §8.2)", "Erstrating (FIDE §8.2)",
                     "Eerste rating (FIDE §8.2)"),
    "first.capped": ("A first rating is at most 2200.", "Ein Erstrating beträgt höchstens 2200.",
                     "Een eerste rating is hoogstens 2200."),
    "first.too-few-games": (
        "No rating yet: at least 5 games against rated opponents are needed.",
        "Noch kein Rating: Es sind mindestens 5 Partien gegen gewertete Gegner nötig.",
        "Nog geen rating: er zijn minstens 5 partijen tegen gerate tegenstanders nodig."),
    "first.zero-points": (
        "No rating: a first event with zero points is disregarded.",
        "Kein Rating: Ein erstes Turnier ohne Punkt wird nicht berücksichtigt.",
        "Geen rating: een eerste toernooi zonder punten telt niet mee."),
    "first.below-floor": (
        "No rating: the result is below 1400, the lowest published rating.",
        "Kein Rating: Das Ergebnis liegt unter 1400, dem niedrigsten veröffentlichten Rating.",
        "Geen rating: de uitkomst ligt onder 1400, de laagste gepubliceerde rating."),
    "first.steps": (
        "{games} games, {points} points, plus two draws against 1800: Ra = {ra}, p = {p} %, "
        "dp = {dp}.",
        "{games} Partien, {points} Punkte, dazu zwei Remis gegen 1800: Ra = {ra}, p = {p} %, "
        "dp = {dp}.",
        "{games} partijen, {points} punten, plus twee remises tegen 1800: Ra = {ra}, p = {p} %, "
        "dp = {dp}."),
    "download.csv": ("Download games (CSV)", "Partien herunterladen (CSV)",
                     "Partijen downloaden (CSV)"),
    "download.json": ("Download result (JSON)", "Ergebnis herunterladen (JSON)",
                      "Resultaat downloaden (JSON)"),
}
