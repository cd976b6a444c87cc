"""The Tournament page's texts."""

from __future__ import annotations

from elo_core.language import Entry

TEXTS: dict[str, Entry] = {
    # --- tournament ---
    "tournament.intro": (
        "Paste your games, one per line, or upload a CSV or PGN. Both ways of counting are "
        "shown side by side.",
        "Fügen Sie Ihre Partien ein, eine pro Zeile, oder laden Sie eine CSV- oder PGN-Datei "
        "hoch. Beide Rechenweisen stehen nebeneinander.",
        "Plak je partijen, één per regel, of upload een CSV- of PGN-bestand. Beide rekenwijzen "
        "staan naast elkaar."),
    "tournament.start_rating": ("Start rating", "Start-Elo", "Beginrating"),
    "tournament.k": ("K-factor", "K-Faktor", "K-factor"),
    "tournament.new_player": ("No rating yet (first rating)", "Noch ohne Elo (Ersteinstufung)",
                              "Nog geen rating (eerste rating)"),
    "tournament.new_player.help": (
        "Compute a first rating by FIDE's rule for players new to the list instead of a change.",
        "Statt einer Änderung eine Ersteinstufung nach der FIDE-Regel für neue Spieler "
        "berechnen.",
        "Bereken een eerste rating volgens de FIDE-regel voor nieuwe spelers in plaats van een "
        "wijziging."),
    "tournament.empty": ("No games yet: type or paste one per line, such as 1800:1.",
                         "Noch keine Partien: Geben Sie eine pro Zeile ein, etwa 1800:1.",
                         "Nog geen partijen: typ of plak er één per regel, zoals 1800:1."),
    "tournament.none_rated": (
        "None of these games can be rated: forfeits, byes and games against opponents without "
        "a rating are listed, not rated.",
        "Keine dieser Partien kann gewertet werden: Kampflose Partien, spielfreie Runden und "
        "Partien gegen Gegner ohne Elo werden aufgeführt, aber nicht gewertet.",
        "Geen van deze partijen telt mee voor de rating: reglementaire uitslagen, vrije ronden "
        "en partijen tegen tegenstanders zonder rating worden getoond, niet berekend."),
    "tournament.new_rating": ("New rating", "Neue Elo", "Nieuwe rating"),
    "tournament.summary": (
        {"one": "**{mode}**: {points} from {n} rated game, expected {expected}. K used: {k}.",
         "other": "**{mode}**: {points} from {n} rated games, expected {expected}. "
                  "K used: {k}."},
        {"one": "**{mode}**: {points} aus {n} gewerteten Partie, erwartet {expected}. "
                "Verwendeter K-Faktor: {k}.",
         "other": "**{mode}**: {points} aus {n} gewerteten Partien, erwartet {expected}. "
                  "Verwendeter K-Faktor: {k}."},
        {"one": "**{mode}**: {points} uit {n} ratingpartij, verwacht {expected}. "
                "Gebruikte K-factor: {k}.",
         "other": "**{mode}**: {points} uit {n} ratingpartijen, verwacht {expected}. "
                  "Gebruikte K-factor: {k}."}),
    "compare.same": ("Both ways of counting end at {rating}.",
                     "Beide Rechenweisen enden bei {rating}.",
                     "Beide rekenwijzen eindigen op {rating}."),
    "compare.higher": (
        "Updated after every game, the rating ends {gap} higher ({sequential} against "
        "{period}): {why}",
        "Nach jeder Partie aktualisiert liegt die End-Elo um {gap} Elo-Punkte höher "
        "({sequential} statt {period}): {why}",
        "Na elke partij bijgewerkt eindigt de rating {gap} ratingpunten hoger ({sequential} tegen "
        "{period}): {why}"),
    "compare.lower": (
        "Updated after every game, the rating ends {gap} lower ({sequential} against "
        "{period}): {why}",
        "Nach jeder Partie aktualisiert liegt die End-Elo um {gap} Elo-Punkte niedriger "
        "({sequential} statt {period}): {why}",
        "Na elke partij bijgewerkt eindigt de rating {gap} ratingpunten lager ({sequential} tegen "
        "{period}): {why}"),
    "compare.why": (
        "each game's expected score comes from the rating the games before it gave, not from "
        "the start rating, so every result moves the expectation of the games after it.",
        "Die Gewinnerwartung jeder Partie ergibt sich aus der Elo nach den Partien davor, "
        "nicht aus der Start-Elo; so verschiebt jedes Ergebnis die Erwartung der folgenden "
        "Partien.",
        "de verwachte score van elke partij komt uit de rating die de partijen ervoor gaven, "
        "niet uit de beginrating, dus elke uitslag verschuift de verwachting van de partijen "
        "erna."),
    "compare.why_rounded": (
        "{why} The rating period is also rounded once, to a whole number (§8.3.4).",
        "{why} Die Ratingperiode wird außerdem einmal auf eine ganze Zahl gerundet (§8.3.4).",
        "{why} De ratingperiode wordt bovendien één keer afgerond op een heel getal (§8.3.4)."),
    "view.trajectory": ("Trajectory", "Verlauf", "Verloop"),
    "view.changes": ("Change per game", "Änderung je Partie", "Wijziging per partij"),
    "view.order": ("Order of games", "Reihenfolge", "Volgorde"),
    "order.every": (
        {"one": "their only order", "other": "every one of their {n} distinct orders"},
        {"one": "ihre einzige Reihenfolge", "other": "jede ihrer {n} verschiedenen "
                                                      "Reihenfolgen"},
        {"one": "hun enige volgorde", "other": "elk van hun {n} verschillende volgordes"}),
    "order.sampled": (
        {"one": "{n} order drawn at random", "other": "{n} orders drawn at random"},
        {"one": "{n} zufällig gezogene Reihenfolge", "other": "{n} zufällig gezogene "
                                                               "Reihenfolgen"},
        {"one": "{n} willekeurig gekozen volgorde", "other": "{n} willekeurig gekozen "
                                                             "volgordes"}),
    "order.words": (
        "Updated after every game, the same games end between {low} and {high} depending on "
        "their order ({how}); as entered, {entered}. The rating period counts every game "
        "against the start rating, so its result, {period}, is the same in any order.",
        "Nach jeder Partie aktualisiert enden dieselben Partien je nach Reihenfolge zwischen "
        "{low} und {high} ({how}); wie eingegeben bei {entered}. Die Ratingperiode rechnet jede "
        "Partie gegen die Start-Elo, daher ist ihr Ergebnis, {period}, in jeder Reihenfolge "
        "gleich.",
        "Na elke partij bijgewerkt eindigen dezelfde partijen afhankelijk van de volgorde "
        "tussen {low} en {high} ({how}); zoals ingevoerd op {entered}. De ratingperiode rekent "
        "elke partij tegen de beginrating, dus de uitkomst daarvan, {period}, is in elke "
        "volgorde gelijk."),
    "view.breakdown": ("Game by game", "Partie für Partie", "Partij voor partij"),
    "tournament.first_rows": (
        {"one": "{shown} The CSV download has that game too.",
         "other": "{shown} The CSV download has all {n}."},
        {"one": "{shown} Der CSV-Download enthält auch diese Partie.",
         "other": "{shown} Der CSV-Download enthält alle {n}."},
        {"one": "{shown} De CSV-download bevat die partij ook.",
         "other": "{shown} De CSV-download bevat alle {n}."}),
    "mode.period": ("Rating period", "Ratingperiode", "Ratingperiode"),
    "mode.period.help": (
        "Every game against the start rating, as FIDE does; the sum is rounded once under "
        "FIDE's rules.",
        "Jede Partie gegen die Start-Elo, wie bei der FIDE; nach FIDE-Regeln wird die Summe "
        "einmal gerundet.",
        "Elke partij tegen de beginrating, zoals de FIDE doet; volgens de FIDE-regels wordt de "
        "som één keer afgerond."),
    "mode.sequential": ("Sequential", "Fortlaufend", "Doorlopend"),
    "mode.sequential.help": (
        "The rating is updated after every game, as the running ladders of clubs and leagues "
        "do.",
        "Die Elo wird nach jeder Partie aktualisiert, wie bei den laufenden Ranglisten von "
        "Vereinen und Ligen.",
        "De rating wordt na elke partij bijgewerkt, zoals de doorlopende ranglijsten van "
        "clubs en competities doen."),
    "col.number": ("#", "#", "#"),
    "col.name": ("Name", "Name", "Naam"),
    "col.opponent": ("Rating", "Elo", "Rating"),
    "col.result": ("Result", "Ergebnis", "Uitslag"),
    "col.expected": ("E", "E", "E"),
    "col.difference": ("S − E", "S − E", "S − E"),
    "col.k": ("K", "K", "K"),
    "col.k_difference": ("K × (S − E)", "K × (S − E)", "K × (S − E)"),
    "col.after": ("After", "Danach", "Daarna"),
    "col.group": ("{mode} (K {k})", "{mode} (K {k})", "{mode} (K {k})"),
    "col.note": ("Note", "Hinweis", "Opmerking"),
    "col.total": ("Σ", "Σ", "Σ"),
    "col.total.note": (
        {"one": "{n} rated game", "other": "{n} rated games"},
        {"one": "{n} gewertete Partie", "other": "{n} gewertete Partien"},
        {"one": "{n} ratingpartij", "other": "{n} ratingpartijen"}),
    "result.bye": ("bye", "spielfrei", "vrij"),
    "result.forfeit": ("forfeit", "kampflos", "reglementair"),
    "note.forfeit": ("forfeit, not rated", "kampflos, nicht gewertet",
                     "reglementair, telt niet mee"),
    "note.bye": ("bye, not rated", "spielfrei, nicht gewertet", "vrij, telt niet mee"),
    "note.opponent-unrated": ("opponent unrated, not rated",
                              "Gegner ohne Elo, nicht gewertet",
                              "tegenstander zonder rating, telt niet mee"),
    "note.rapid-gap": ("600-point rule, not rated", "600-Punkte-Regel, nicht gewertet",
                       "600-puntenregel, telt niet mee"),
    "note.capped": ("400-point rule", "400-Punkte-Regel", "400-puntenregel"),
    # --- performance, target, first rating, downloads ---
    "perf.title": ("Performance rating", "Turnierleistung (Performance)",
                   "Toernooiprestatie (TPR)"),
    "perf.fide": ("FIDE", "FIDE", "FIDE"),
    "perf.fide.help": (
        "Average opponent + dp from table 8.1.1 (±800 at 100% / 0%), as for title norms.",
        "Elo-Schnitt der Gegner + dp aus Tabelle 8.1.1 (±800 bei 100\u00a0% / 0\u00a0%), wie "
        "bei Titelnormen.",
        "Gemiddelde rating van de tegenstanders + dp uit tabel 8.1.1 (±800 bij 100% / 0%), "
        "zoals bij titelnormen."),
    "perf.exact": ("Exact", "Exakt", "Exact"),
    "perf.exact.help": (
        "The rating at which the formula expects exactly the points you scored.",
        "Die Elo, bei der die Formel genau Ihre erzielten Punkte erwartet.",
        "De rating waarbij de formule precies jouw behaalde punten verwacht."),
    "perf.exact.undefined": (
        "With 0% or 100% no rating expects exactly that score, so there is no exact "
        "performance.",
        "Bei 0\u00a0% oder 100\u00a0% erwartet keine Elo genau dieses Ergebnis, daher gibt es "
        "keine exakte Turnierleistung.",
        "Bij 0% of 100% verwacht geen enkele rating precies die score, dus is er geen exacte "
        "TPR."),
    "perf.linear": ("Linear (rule of 400)", "Linear (400er-Regel)", "Lineair (regel van 400)"),
    "perf.linear.help": (
        "(Sum of opponents' ratings + 400 × (wins − losses)) / games.",
        "(Summe der Gegner-Elo + 400 × (Siege − Niederlagen)) / Partien.",
        "(Som van de ratings van de tegenstanders + 400 × (gewonnen − verloren)) / partijen."),
    "target.rating": ("Target rating", "Ziel-Elo", "Doelrating"),
    "first.what": (
        "A first rating by FIDE's rule for a player not yet on the list (B.02 §7.1.4, §8.2): "
        "at least 5 games against rated opponents within 26 months, two hypothetical "
        "opponents rated 1800 added as draws, the result at most 2200 and at least 1400. A "
        "start rating and K play no part.",
        "Eine Ersteinstufung nach FIDE-Regel für Spieler, die noch nicht auf der Elo-Liste "
        "stehen (B.02 §7.1.4, §8.2): mindestens 5 Partien gegen Gegner mit Elo innerhalb von 26 "
        "Monaten, dazu zwei gedachte Gegner mit 1800 als Remis; das Ergebnis liegt zwischen "
        "1400 und 2200. Start-Elo und K spielen keine Rolle.",
        "Een eerste rating volgens de FIDE-regel voor een speler die nog niet op de ratinglijst "
        "staat (B.02 §7.1.4, §8.2): minstens 5 partijen tegen spelers met een rating binnen 26 "
        "maanden, plus twee denkbeeldige tegenstanders van 1800 als remise; de uitkomst ligt "
        "tussen 1400 en 2200. Een beginrating en K spelen geen rol."),
    "first.left_out": (
        {"one": "{n} game does not count:", "other": "{n} games do not count:"},
        {"one": "{n} Partie zählt nicht:", "other": "{n} Partien zählen nicht:"},
        {"one": "{n} partij telt niet mee:", "other": "{n} partijen tellen niet mee:"}),
    "first.left_out.first-event-zero": (
        "{where} ({day}): the first event scored no point, and a first event with zero points "
        "is disregarded (§8.2)",
        "{where} ({day}): Das erste Turnier brachte keinen Punkt, und ein erstes Turnier ohne "
        "Punkt wird nicht berücksichtigt (§8.2)",
        "{where} ({day}): het eerste toernooi leverde geen punt op, en een eerste toernooi "
        "zonder punten telt niet mee (§8.2)"),
    "first.left_out.outside-window": (
        "{where} ({day}): played before the 26 months that end with the latest game (§7.1.4)",
        "{where} ({day}): vor den 26 Monaten gespielt, die mit der letzten Partie enden "
        "(§7.1.4)",
        "{where} ({day}): gespeeld vóór de 26 maanden die eindigen met de laatste partij "
        "(§7.1.4)"),
    "first.not_counted.forfeit": (
        "{where}: a forfeit, not played over the board, and unplayed games are not rated (§5.1)",
        "{where}: kampflos, nicht am Brett gespielt, und nicht gespielte Partien werden nicht "
        "gewertet (§5.1)",
        "{where}: reglementair, niet aan het bord gespeeld, en niet gespeelde partijen tellen "
        "niet mee (§5.1)"),
    "first.not_counted.bye": (
        "{where}: a bye, no game, and unplayed rounds are not rated (§5.1)",
        "{where}: spielfrei, keine Partie, und nicht gespielte Runden werden nicht gewertet "
        "(§5.1)",
        "{where}: vrije ronde, geen partij, en niet gespeelde ronden tellen niet mee (§5.1)"),
    "first.not_counted.opponent-unrated": (
        "{where}: the opponent has no rating, and a first rating counts only games against "
        "rated opponents (§8.2)",
        "{where}: Der Gegner hat keine Elo, und eine Ersteinstufung zählt nur Partien gegen "
        "Gegner mit Elo (§8.2)",
        "{where}: de tegenstander heeft geen rating, en een eerste rating telt alleen partijen "
        "tegen tegenstanders met een rating (§8.2)"),
    "first.date_issues": (
        "Some dates could not be read, so the 26-month window and the first-event rule are "
        "not applied:",
        "Einige Daten waren nicht lesbar, daher werden das 26-Monats-Fenster und die Regel zum "
        "ersten Turnier nicht angewandt:",
        "Sommige datums waren niet leesbaar, dus het venster van 26 maanden en de regel voor "
        "het eerste toernooi worden niet toegepast:"),
    "first.title": ("First rating", "Ersteinstufung", "Eerste rating"),
    "first.rating": ("First rating (FIDE §8.2)", "Ersteinstufung (FIDE §8.2)",
                     "Eerste rating (FIDE §8.2)"),
    "first.capped": ("A first rating is at most 2200.",
                     "Eine Ersteinstufung beträgt höchstens 2200.",
                     "Een eerste rating is hoogstens 2200."),
    "first.too-few-games": (
        "No rating yet: at least 5 games against rated opponents are needed.",
        "Noch keine Elo: Es sind mindestens 5 Partien gegen Gegner mit Elo nötig.",
        "Nog geen rating: er zijn minstens 5 partijen tegen tegenstanders met een rating "
        "nodig."),
    "first.zero-points": (
        "No rating: a first event with zero points is disregarded.",
        "Keine Elo: Ein erstes Turnier ohne Punkt wird nicht berücksichtigt.",
        "Geen rating: een eerste toernooi zonder punten telt niet mee."),
    "first.below-floor": (
        "No rating: the result is below 1400, the lowest published rating.",
        "Keine Elo: Das Ergebnis liegt unter 1400, der niedrigsten veröffentlichten Elo.",
        "Geen rating: de uitkomst ligt onder 1400, de laagste gepubliceerde rating."),
    "first.steps": (
        {"one": "{n} game, {points}, plus two draws against 1800: Ra = {ra}, p = {p}%, "
                "dp = {dp}.",
         "other": "{n} games, {points}, plus two draws against 1800: Ra = {ra}, p = {p}%, "
                  "dp = {dp}."},
        {"one": "{n} Partie, {points}, dazu zwei Remis gegen 1800: Ra = {ra}, "
                "p = {p}\u00a0%, dp = {dp}.",
         "other": "{n} Partien, {points}, dazu zwei Remis gegen 1800: Ra = {ra}, "
                  "p = {p}\u00a0%, dp = {dp}."},
        {"one": "{n} partij, {points}, plus twee remises tegen 1800: Ra = {ra}, p = {p}%, "
                "dp = {dp}.",
         "other": "{n} partijen, {points}, plus twee remises tegen 1800: Ra = {ra}, "
                  "p = {p}%, dp = {dp}."}),
    "csv.yes": ("yes", "ja", "ja"),
    "csv.no": ("no", "nein", "nee"),
    "csv.rated": ("Rated", "Gewertet", "Telt mee"),
    "csv.capped": ("400-point rule", "400-Punkte-Regel", "400-puntenregel"),
    "csv.rounded_change": ("Rounded change", "Gerundete Änderung", "Afgeronde wijziging"),
    "download.csv": ("Download games (CSV)", "Partien herunterladen (CSV)",
                     "Partijen downloaden (CSV)"),
    "download.json": ("Download result (JSON)", "Ergebnis herunterladen (JSON)",
                      "Resultaat downloaden (JSON)"),
    # --- opponents looked up in FIDE's list ---
    "rlist.filled": (
        {"one": "Filled in from {source}: line {lines}. Write a rating in the line to use "
                "your own.",
         "other": "Filled in from {source}: {n} lines, {lines}. Write a rating in a line to "
                  "use your own."},
        {"one": "Aus der {source} ergänzt: Zeile {lines}. Schreiben Sie eine Elo in die Zeile, "
                "um Ihre eigene zu nehmen.",
         "other": "Aus der {source} ergänzt: {n} Zeilen, {lines}. Schreiben Sie eine Elo in "
                  "eine Zeile, um Ihre eigene zu nehmen."},
        {"one": "Aangevuld uit de {source}: regel {lines}. Schrijf een rating in de regel om "
                "je eigen te gebruiken.",
         "other": "Aangevuld uit de {source}: {n} regels, {lines}. Schrijf een rating in een "
                  "regel om je eigen te gebruiken."}),
    "rlist.col.line": ("Line", "Zeile", "Regel"),
    "rlist.col.written": ("Written", "Geschrieben", "Geschreven"),
    "rlist.col.listed": ("In the list", "In der Liste", "In de lijst"),
    "rlist.col.id": ("FIDE ID", "FIDE-ID", "FIDE-ID"),
    "rlist.col.rating": ("Rating", "Elo", "Rating"),
    "rlist.col.title": ("Title", "Titel", "Titel"),
    "rlist.col.fed": ("Federation", "Verband", "Federatie"),
    "rlist.yours": ("yours", "Ihre", "de jouwe"),
    "rlist.candidate": ("{name} ({id}, {fed}, {rating})", "{name} ({id}, {fed}, {rating})",
                        "{name} ({id}, {fed}, {rating})"),
    "rlist.several": (
        "Line {line}: several players in {source} are named {name}: {who}. Choose the one "
        "you played below, or write their FIDE ID where the rating goes (such as "
        "{name} {id}:1).",
        "Zeile {line}: Die {source} hat mehrere Spieler namens {name}: {who}. Wählen Sie "
        "Ihren Gegner unten, oder schreiben Sie seine FIDE-ID an die Stelle der Elo (etwa "
        "{name} {id}:1).",
        "Regel {line}: de {source} heeft meerdere spelers met de naam {name}: {who}. Kies "
        "je tegenstander hieronder, of schrijf zijn FIDE-ID op de plaats van de rating "
        "(zoals {name} {id}:1)."),
    "rlist.several.more": (
        {"one": "Line {line}: {n} player in {source} is named {name}, {shown} of them "
                "shown: {who}. Choose the one you played below; if it is none of these, "
                "write their FIDE ID where the rating goes (such as {name} {id}:1).",
         "other": "Line {line}: {n} players in {source} are named {name}, {shown} of them "
                  "shown: {who}. Choose the one you played below; if it is none of these, "
                  "write their FIDE ID where the rating goes (such as {name} {id}:1)."},
        {"one": "Zeile {line}: Die {source} hat {n} Spieler namens {name}, {shown} davon "
                "hier: {who}. Wählen Sie Ihren Gegner unten; ist er nicht darunter, schreiben "
                "Sie seine FIDE-ID an die Stelle der Elo (etwa {name} {id}:1).",
         "other": "Zeile {line}: Die {source} hat {n} Spieler namens {name}, {shown} davon "
                  "hier: {who}. Wählen Sie Ihren Gegner unten; ist er nicht darunter, "
                  "schreiben Sie seine FIDE-ID an die Stelle der Elo (etwa {name} {id}:1)."},
        {"one": "Regel {line}: de {source} heeft {n} speler met de naam {name}, {shown} "
                "daarvan hier: {who}. Kies je tegenstander hieronder; staat die er niet bij, "
                "schrijf dan zijn FIDE-ID op de plaats van de rating (zoals {name} {id}:1).",
         "other": "Regel {line}: de {source} heeft {n} spelers met de naam {name}, {shown} "
                  "daarvan hier: {who}. Kies je tegenstander hieronder; staat die er niet "
                  "bij, schrijf dan zijn FIDE-ID op de plaats van de rating (zoals "
                  "{name} {id}:1)."}),
    "rlist.several.crowd": (
        {"one": "Line {line}: more than {n} player in {source} is named {name}, {shown} of "
                "them shown: {who}. Choose the one you played below; if it is none of these, "
                "write their FIDE ID where the rating goes (such as {name} {id}:1).",
         "other": "Line {line}: more than {n} players in {source} are named {name}, {shown} "
                  "of them shown: {who}. Choose the one you played below; if it is none of "
                  "these, write their FIDE ID where the rating goes (such as {name} {id}:1)."},
        {"one": "Zeile {line}: Die {source} hat mehr als {n} Spieler namens {name}, {shown} "
                "davon hier: {who}. Wählen Sie Ihren Gegner unten; ist er nicht darunter, "
                "schreiben Sie seine FIDE-ID an die Stelle der Elo (etwa {name} {id}:1).",
         "other": "Zeile {line}: Die {source} hat mehr als {n} Spieler namens {name}, {shown} "
                  "davon hier: {who}. Wählen Sie Ihren Gegner unten; ist er nicht darunter, "
                  "schreiben Sie seine FIDE-ID an die Stelle der Elo (etwa {name} {id}:1)."},
        {"one": "Regel {line}: de {source} heeft meer dan {n} speler met de naam {name}, "
                "{shown} daarvan hier: {who}. Kies je tegenstander hieronder; staat die er "
                "niet bij, schrijf dan zijn FIDE-ID op de plaats van de rating (zoals "
                "{name} {id}:1).",
         "other": "Regel {line}: de {source} heeft meer dan {n} spelers met de naam {name}, "
                  "{shown} daarvan hier: {who}. Kies je tegenstander hieronder; staat die er "
                  "niet bij, schrijf dan zijn FIDE-ID op de plaats van de rating (zoals "
                  "{name} {id}:1)."}),
    "rlist.which": ("Line {line}: {name} — which one?", "Zeile {line}: {name} – welcher?",
                    "Regel {line}: {name} — welke?"),
    "rlist.which.placeholder": ("Choose the one you played", "Wählen Sie Ihren Gegner",
                                "Kies je tegenstander"),
    "rlist.line_name": ("line {line} ({name})", "Zeile {line} ({name})", "regel {line} ({name})"),
    "rlist.more": (
        {"one": "and {n} more", "other": "and {n} more"},
        {"one": "und {n} weitere", "other": "und {n} weitere"},
        {"one": "en nog {n}", "other": "en nog {n}"}),
    "rlist.first_rows": (
        {"one": "The table shows the first line filled in.",
         "other": "The table shows the first {n} lines filled in."},
        {"one": "Die Tabelle zeigt die erste ergänzte Zeile.",
         "other": "Die Tabelle zeigt die ersten {n} ergänzten Zeilen."},
        {"one": "De tabel toont de eerste aangevulde regel.",
         "other": "De tabel toont de eerste {n} aangevulde regels."}),
    "rlist.several.many": (
        {"one": "{n} line names a player found several times in {source}. Choose the one "
                "you played, {at_once} lines a page, or write their FIDE ID where the rating "
                "goes.",
         "other": "{n} lines name players found several times in {source}. Choose the one "
                  "you played for each, {at_once} lines a page, or write their FIDE ID where "
                  "the rating goes."},
        {"one": "{n} Zeile nennt einen Spieler, der in der {source} mehrfach steht. Wählen "
                "Sie Ihren Gegner, {at_once} Zeilen je Seite, oder schreiben Sie seine FIDE-ID "
                "an die Stelle der Elo.",
         "other": "{n} Zeilen nennen Spieler, die in der {source} mehrfach stehen. Wählen Sie "
                  "für jede Ihren Gegner, {at_once} Zeilen je Seite, oder schreiben Sie seine "
                  "FIDE-ID an die Stelle der Elo."},
        {"one": "{n} regel noemt een speler die meermaals in de {source} staat. Kies je "
                "tegenstander, {at_once} regels per pagina, of schrijf zijn FIDE-ID op de "
                "plaats van de rating.",
         "other": "{n} regels noemen spelers die meermaals in de {source} staan. Kies voor "
                  "elke regel je tegenstander, {at_once} regels per pagina, of schrijf zijn "
                  "FIDE-ID op de plaats van de rating."}),
    "rlist.page": ("Page (of {pages})", "Seite (von {pages})", "Pagina (van {pages})"),
    "rlist.not_found": (
        {"one": "Not in {source}: {lines}. The game is left out until you write the "
                "opponent's rating in its line.",
         "other": "{n} opponents not in {source}: {lines}. Their games are left out until you "
                  "write each one's rating in its line."},
        {"one": "Nicht in der {source}: {lines}. Die Partie bleibt ausgelassen, bis Sie die "
                "Elo des Gegners in ihre Zeile schreiben.",
         "other": "{n} Gegner nicht in der {source}: {lines}. Ihre Partien bleiben "
                  "ausgelassen, bis Sie die Elo jedes Gegners in seine Zeile schreiben."},
        {"one": "Niet in de {source}: {lines}. De partij blijft weggelaten tot je de rating "
                "van de tegenstander in haar regel schrijft.",
         "other": "{n} tegenstanders niet in de {source}: {lines}. Hun partijen blijven "
                  "weggelaten tot je de rating van elke tegenstander in de regel schrijft."}),
}
