"""Every text the dashboard shows, in English, German and Dutch.

One entry per key: ``(English, Deutsch, Nederlands)``, with ``{placeholders}`` filled in by
:func:`translate`. A test checks that every key the code uses is here in all three languages with
the same placeholders.
"""

from __future__ import annotations

LANGUAGES = ("en", "de", "nl")

TEXTS: dict[str, tuple[str, str, str]] = {
    # --- frame ---
    "app.name": ("Elo rating dashboard", "Elo-Rating-Dashboard", "Elo-ratingdashboard"),
    "nav.home": ("Overview", "Übersicht", "Overzicht"),
    "nav.game": ("Single game", "Einzelpartie", "Eén partij"),
    "nav.tournament": ("Tournament", "Turnier", "Toernooi"),
    "lang.en": ("English", "English", "English"),
    "lang.de": ("Deutsch", "Deutsch", "Deutsch"),
    "lang.nl": ("Nederlands", "Nederlands", "Nederlands"),
    "frame.language": ("Language", "Sprache", "Taal"),
    "frame.rules": ("Rules", "Regeln", "Regels"),
    "frame.expectation": ("Expected score", "Erwartungswert", "Verwachte score"),
    "frame.expectation.help": (
        "FIDE uses its table 8.1.2; the classic Elo formula is smooth. Either can be used with "
        "any rule set.",
        "Die FIDE verwendet ihre Tabelle 8.1.2; die klassische Elo-Formel ist stetig. Beide "
        "lassen sich mit jedem Regelwerk verwenden.",
        "De FIDE gebruikt haar tabel 8.1.2; de klassieke Elo-formule is vloeiend. Beide zijn met "
        "elke regelset te gebruiken."),
    "frame.bad_url_setting": (
        "The link's {name}={value} is not a known choice; the default is shown instead.",
        "{name}={value} im Link ist keine bekannte Auswahl; stattdessen gilt die Voreinstellung.",
        "{name}={value} in de link is geen bekende keuze; de standaardwaarde wordt getoond."),
    "rules.elo": ("Classic Elo", "Klassisches Elo", "Klassieke Elo"),
    "rules.elo.help": (
        "Formula, no cap, no rounding: the usual online calculator.",
        "Formel, keine Kappung, keine Rundung: der übliche Online-Rechner.",
        "Formule, geen begrenzing, niet afgerond: de gangbare online rekenmachine."),
    "rules.fide": ("FIDE standard (since Oct 2025)", "FIDE Standard (seit Okt. 2025)",
                   "FIDE standaard (sinds okt. 2025)"),
    "rules.fide.help": (
        "Table 8.1.2; differences above 400 count as 400 for players below 2650; change rounded.",
        "Tabelle 8.1.2; Differenzen über 400 zählen als 400 für Spieler unter 2650; Änderung "
        "gerundet.",
        "Tabel 8.1.2; verschillen boven 400 tellen als 400 voor spelers onder 2650; wijziging "
        "afgerond."),
    "rules.fide-2024": ("FIDE 2024 (Mar 2024 – Sep 2025)", "FIDE 2024 (März 2024 – Sep. 2025)",
                        "FIDE 2024 (mrt. 2024 – sep. 2025)"),
    "rules.fide-2024.help": (
        "As above, but the 400-point cap applies to every player (FIDE's online calculator).",
        "Wie oben, aber die 400-Punkte-Regel gilt für alle Spieler (FIDEs Online-Rechner).",
        "Als hierboven, maar de 400-puntenregel geldt voor elke speler (de online rekenmachine "
        "van de FIDE)."),
    "rules.fide-rapid": ("FIDE rapid & blitz", "FIDE Schnellschach & Blitz", "FIDE rapid & blitz"),
    "rules.fide-rapid.help": (
        "400-point cap for all; not rated with a gap of 600+ when a player is above 2600.",
        "400-Punkte-Regel für alle; nicht gewertet bei 600+ Abstand, wenn ein Spieler über 2600 "
        "liegt.",
        "400-puntenregel voor iedereen; niet gerated bij 600+ verschil als een speler boven 2600 "
        "staat."),
    "expectation.rules": ("As the rules say", "Wie die Regeln es vorgeben",
                          "Zoals de regels het zeggen"),
    "expectation.formula": ("Logistic formula", "Logistische Formel", "Logistische formule"),
    "expectation.table": ("FIDE table 8.1.2", "FIDE-Tabelle 8.1.2", "FIDE-tabel 8.1.2"),
    "url.bad_value": (
        "The link's {name}={value} cannot be used (not a whole number in range); showing "
        "{shown} instead.",
        "{name}={value} im Link ist nicht verwendbar (keine ganze Zahl im erlaubten Bereich); "
        "stattdessen wird {shown} gezeigt.",
        "{name}={value} in de link is niet bruikbaar (geen geheel getal binnen het bereik); in "
        "plaats daarvan wordt {shown} getoond."),
    "url.bad_choice": (
        "The link's {name}={value} is not a known choice; showing {shown} instead.",
        "{name}={value} im Link ist keine bekannte Auswahl; stattdessen wird {shown} gezeigt.",
        "{name}={value} in de link is geen bekende keuze; in plaats daarvan wordt {shown} "
        "getoond."),
    # --- landing page ---
    "home.intro": (
        "See exactly how a rating changes after one game or a whole tournament, by the classic "
        "Elo formula or to the letter of FIDE's handbook. Every step is shown, so you can check "
        "it by hand.",
        "Sehen Sie genau, wie sich ein Rating nach einer Partie oder einem ganzen Turnier "
        "ändert, nach der klassischen Elo-Formel oder genau nach dem FIDE-Handbuch. Jeder "
        "Schritt wird gezeigt, sodass Sie ihn von Hand nachrechnen können.",
        "Zie precies hoe een rating verandert na één partij of een heel toernooi, volgens de "
        "klassieke Elo-formule of precies volgens het FIDE-handboek. Elke stap wordt getoond, "
        "zodat je hem met de hand kunt nagaan."),
    "home.to_game": ("Single game: what is at stake", "Einzelpartie: was auf dem Spiel steht",
                     "Eén partij: wat er op het spel staat"),
    "home.to_tournament": ("Tournament: a whole series of games",
                           "Turnier: eine ganze Partieserie", "Toernooi: een hele reeks partijen"),
    "home.table.title": ("Expected score by rating difference",
                         "Erwartungswert nach Ratingdifferenz",
                         "Verwachte score per ratingverschil"),
    "home.table.caption": (
        "The formula E = 1 / (1 + 10^(−D/400)) beside FIDE's table 8.1.2, for the higher- and "
        "the lower-rated player.",
        "Die Formel E = 1 / (1 + 10^(−D/400)) neben der FIDE-Tabelle 8.1.2, für den höher und "
        "den niedriger gewerteten Spieler.",
        "De formule E = 1 / (1 + 10^(−D/400)) naast FIDE-tabel 8.1.2, voor de hoger en de lager "
        "gerate speler."),
    "table.difference": ("Difference D", "Differenz D", "Verschil D"),
    "table.formula_high": ("Formula, higher", "Formel, höher", "Formule, hoger"),
    "table.formula_low": ("Formula, lower", "Formel, niedriger", "Formule, lager"),
    "table.fide_high": ("FIDE table, higher", "FIDE-Tabelle, höher", "FIDE-tabel, hoger"),
    "table.fide_low": ("FIDE table, lower", "FIDE-Tabelle, niedriger", "FIDE-tabel, lager"),
    # --- inputs ---
    "input.exact": ("{label} (exact)", "{label} (genau)", "{label} (exact)"),
    "input.rating.help": ("A whole number from {low} to {high}.",
                          "Eine ganze Zahl von {low} bis {high}.",
                          "Een geheel getal van {low} tot {high}."),
    "input.k.help": (
        "The development coefficient: how far one game moves a rating. FIDE: 40 new players and "
        "juniors under 2300, 20 below 2400, 10 from 2400. Pick a preset or type any K.",
        "Der Entwicklungskoeffizient: wie weit eine Partie ein Rating bewegt. FIDE: 40 für neue "
        "Spieler und Jugendliche unter 2300, 20 unter 2400, 10 ab 2400. Voreinstellung wählen "
        "oder einen beliebigen K eingeben.",
        "De ontwikkelingscoëfficiënt: hoe ver één partij een rating verschuift. FIDE: 40 voor "
        "nieuwe spelers en jeugd onder 2300, 20 onder 2400, 10 vanaf 2400. Kies een voorkeuze of "
        "typ een willekeurige K."),
    "input.k.presets": ("K presets", "K-Voreinstellungen", "K-voorkeuzes"),
    "input.k_rule": ("K by FIDE's rule (§8.3.3)", "K nach FIDE-Regel (§8.3.3)",
                     "K volgens FIDE-regel (§8.3.3)"),
    "input.k_rule.help": (
        "Derive K from your facts instead of choosing it.",
        "K aus Ihren Angaben ableiten, statt ihn zu wählen.",
        "K afleiden uit je gegevens in plaats van hem te kiezen."),
    "input.played": ("Rated games completed before", "Bisher gewertete Partien",
                     "Eerder gespeelde ratingpartijen"),
    "input.played.help": (
        "New players keep K = 40 until they have completed 30 games.",
        "Neue Spieler behalten K = 40, bis sie 30 Partien gespielt haben.",
        "Nieuwe spelers houden K = 40 tot ze 30 partijen hebben gespeeld."),
    "input.born": ("Year of birth", "Geburtsjahr", "Geboortejaar"),
    "input.born.placeholder": ("optional", "optional", "optioneel"),
    "input.reached_2400": ("A published rating has reached 2400",
                           "Ein veröffentlichtes Rating hat 2400 erreicht",
                           "Een gepubliceerde rating heeft 2400 bereikt"),
    # --- single game ---
    "game.intro": (
        "Your rating, your opponent's, the result and K: both new ratings, and what each result "
        "would be worth.",
        "Ihr Rating, das des Gegners, das Ergebnis und K: beide neuen Ratings und was jedes "
        "Ergebnis wert wäre.",
        "Jouw rating, die van je tegenstander, de uitslag en K: beide nieuwe ratings en wat elke "
        "uitslag waard zou zijn."),
    "game.you": ("You", "Sie", "Jij"),
    "game.opponent": ("Opponent", "Gegner", "Tegenstander"),
    "game.your_rating": ("Your rating", "Ihr Rating", "Jouw rating"),
    "game.your_k": ("Your K", "Ihr K", "Jouw K"),
    "game.opponent_rating": ("Opponent's rating", "Rating des Gegners", "Rating tegenstander"),
    "game.opponent_k": ("Opponent's K", "K des Gegners", "K van de tegenstander"),
    "game.opponent_k.help": (
        "Leave empty for the same K as yours. A different K makes the exchange stop being "
        "zero-sum.",
        "Leer lassen für denselben K wie Ihrer. Ein anderer K macht den Tausch nicht mehr "
        "nullsummig.",
        "Leeg laten voor dezelfde K als de jouwe. Een andere K maakt de ruil niet meer "
        "nulsom."),
    "game.same_k": ("same as yours", "wie Ihrer", "zelfde als de jouwe"),
    "game.result": ("Result", "Ergebnis", "Uitslag"),
    "result.win": ("Win", "Sieg", "Winst"),
    "result.draw": ("Draw", "Remis", "Remise"),
    "result.loss": ("Loss", "Niederlage", "Verlies"),
    "game.your_new_rating": ("Your new rating", "Ihr neues Rating", "Jouw nieuwe rating"),
    "game.opponent_new_rating": ("Opponent's new rating", "Neues Rating des Gegners",
                                 "Nieuwe rating tegenstander"),
    "game.expected": ("Your expected score", "Ihr Erwartungswert", "Jouw verwachte score"),
    "game.expected.help": (
        "The share of the point the model expects you to score; it acts as a win probability "
        "with draws counted as half.",
        "Der Anteil des Punktes, den das Modell von Ihnen erwartet; er wirkt wie eine "
        "Gewinnwahrscheinlichkeit, wobei Remis halb zählt.",
        "Het deel van het punt dat het model van je verwacht; het werkt als een winstkans "
        "waarbij remise half telt."),
    "game.break_even": (
        "**Break-even score: {score}.** Score more than that on average and you gain; a draw "
        "is worth {draw}.",
        "**Ausgleichsscore: {score}.** Wer im Schnitt mehr holt, gewinnt Punkte; ein Remis "
        "bringt {draw}.",
        "**Break-evenscore: {score}.** Haal je gemiddeld meer, dan win je punten; een remise "
        "levert {draw} op."),
    "game.not_rated": (
        "Not rated: the ratings differ by 600 or more and a player is rated above 2600 (rapid "
        "and blitz since 1 December 2024).",
        "Nicht gewertet: Die Ratings liegen 600 oder mehr auseinander und ein Spieler hat über "
        "2600 (Schnellschach und Blitz seit 1. Dezember 2024).",
        "Niet gerated: de ratings verschillen 600 of meer en een speler staat boven 2600 (rapid "
        "en blitz sinds 1 december 2024)."),
    "game.capped.you": (
        "400-point rule: for you ({rating}) the difference counts as 400.",
        "400-Punkte-Regel: Für Sie ({rating}) zählt die Differenz als 400.",
        "400-puntenregel: voor jou ({rating}) telt het verschil als 400."),
    "game.capped.opponent": (
        "400-point rule: for your opponent ({rating}) the difference counts as 400.",
        "400-Punkte-Regel: Für den Gegner ({rating}) zählt die Differenz als 400.",
        "400-puntenregel: voor je tegenstander ({rating}) telt het verschil als 400."),
    "game.cap_2650": (
        "Since 1 October 2025 a player rated 2650 or more uses the real difference, so the two "
        "changes no longer mirror each other.",
        "Seit 1. Oktober 2025 verwendet ein Spieler ab 2650 die echte Differenz, daher spiegeln "
        "sich die beiden Änderungen nicht mehr.",
        "Sinds 1 oktober 2025 gebruikt een speler vanaf 2650 het echte verschil, dus de twee "
        "wijzigingen zijn geen spiegelbeeld meer."),
    "game.not_zero_sum": (
        "Not zero-sum: the two changes add up to {total}, not 0.",
        "Nicht nullsummig: Die beiden Änderungen ergeben zusammen {total}, nicht 0.",
        "Geen nulsom: de twee wijzigingen tellen samen op tot {total}, niet 0."),
    "game.scenarios": ("What each result is worth", "Was jedes Ergebnis wert ist",
                       "Wat elke uitslag waard is"),
    "game.col.result": ("Result", "Ergebnis", "Uitslag"),
    "game.col.your_change": ("Your change", "Ihre Änderung", "Jouw wijziging"),
    "game.col.your_rating": ("Your new rating", "Ihr neues Rating", "Jouw nieuwe rating"),
    "game.col.opponent_change": ("Opponent's change", "Änderung des Gegners",
                                 "Wijziging tegenstander"),
    "game.col.opponent_rating": ("Opponent's new rating", "Neues Rating des Gegners",
                                 "Nieuwe rating tegenstander"),
    "game.how": ("How this was computed", "So wurde gerechnet", "Zo is het berekend"),
    # --- explanation ---
    "explain.not_rated": ("The game is not rated.", "Die Partie wird nicht gewertet.",
                          "De partij wordt niet gerated."),
    "explain.capped": (
        "The 400-point rule: D = {real} counts as {counted}.",
        "400-Punkte-Regel: D = {real} zählt als {counted}.",
        "400-puntenregel: D = {real} telt als {counted}."),
    "explain.higher": ("higher-rated player", "höher gewerteter Spieler", "hoger gerate speler"),
    "explain.lower": ("lower-rated player", "niedriger gewerteter Spieler",
                      "lager gerate speler"),
    "explain.table": (
        "Table 8.1.2, band {low}–{high}, {which}: E = {e}",
        "Tabelle 8.1.2, Band {low}–{high}, {which}: E = {e}",
        "Tabel 8.1.2, band {low}–{high}, {which}: E = {e}"),
    "explain.rounded": (
        "{exact} rounds to {rounded} (to whole, a half away from zero, §8.3.4)",
        "{exact} wird auf {rounded} gerundet (ganzzahlig, ,5 von null weg, §8.3.4)",
        "{exact} wordt afgerond op {rounded} (heel getal, ,5 van nul af, §8.3.4)"),
    "explain.new_rating": ("New rating: {rating}", "Neues Rating: {rating}",
                           "Nieuwe rating: {rating}"),
    "k_rule.reached-2400": (
        "K = {k}: a published rating has reached 2400 (§8.3.3).",
        "K = {k}: Ein veröffentlichtes Rating hat 2400 erreicht (§8.3.3).",
        "K = {k}: een gepubliceerde rating heeft 2400 bereikt (§8.3.3)."),
    "k_rule.junior": (
        "K = {k}: junior until the end of the year of the 18th birthday, rated under 2300 "
        "(§8.3.3).",
        "K = {k}: Jugendlicher bis Ende des Jahres des 18. Geburtstags, Rating unter 2300 "
        "(§8.3.3).",
        "K = {k}: jeugdspeler tot het einde van het jaar van de 18e verjaardag, rating onder "
        "2300 (§8.3.3)."),
    "k_rule.new-player": (
        "K = {k}: new to the list, fewer than 30 rated games (§8.3.3).",
        "K = {k}: neu auf der Liste, weniger als 30 gewertete Partien (§8.3.3).",
        "K = {k}: nieuw op de lijst, minder dan 30 ratingpartijen (§8.3.3)."),
    "k_rule.standard": (
        "K = {k}: rated under 2400 (§8.3.3).",
        "K = {k}: Rating unter 2400 (§8.3.3).",
        "K = {k}: rating onder 2400 (§8.3.3)."),
    "k_rule.cut": (
        "K × games may not exceed 700, so K {chosen} becomes {k}.",
        "K × Partien darf 700 nicht übersteigen, daher wird K {chosen} zu {k}.",
        "K × partijen mag 700 niet overschrijden, dus K {chosen} wordt {k}."),
    # --- charts ---
    "chart.formula": ("Formula", "Formel", "Formule"),
    "chart.table": ("FIDE table 8.1.2", "FIDE-Tabelle 8.1.2", "FIDE-tabel 8.1.2"),
    "chart.cap_zone": ("counts as ±400", "zählt als ±400", "telt als ±400"),
    "chart.curve.title": ("Expectation curve", "Erwartungskurve", "Verwachtingscurve"),
    "chart.curve.x": ("Rating difference D (own − opponent)",
                      "Ratingdifferenz D (eigenes − gegnerisches)",
                      "Ratingverschil D (eigen − tegenstander)"),
    "chart.curve.y": ("Expected score E", "Erwartungswert E", "Verwachte score E"),
    "chart.start": ("Start rating", "Startrating", "Beginrating"),
    "chart.published": ("Rounded as published", "Gerundet wie veröffentlicht",
                        "Afgerond zoals gepubliceerd"),
    "chart.trajectory.title": ("Rating game by game", "Rating Partie für Partie",
                               "Rating per partij"),
    "chart.game": ("Game", "Partie", "Partij"),
    "chart.rating": ("Rating", "Rating", "Rating"),
    "chart.bars.title": ("Change per game (rating period)", "Änderung je Partie (Ratingperiode)",
                         "Wijziging per partij (ratingperiode)"),
    "chart.change": ("Change", "Änderung", "Wijziging"),
    "chart.unrated": ("Not rated", "Nicht gewertet", "Niet gerated"),
    "chart.histogram.title": ("Change per game in the rating period ({games} games, by result)",
                              "Änderung je Partie in der Ratingperiode ({games} Partien, nach "
                              "Ergebnis)",
                              "Wijziging per partij in de ratingperiode ({games} partijen, per "
                              "uitslag)"),
    "chart.games": ("Games", "Partien", "Partijen"),
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
    # --- game list ---
    "games.label": ("Games, one per line", "Partien, eine pro Zeile", "Partijen, één per regel"),
    "games.help": (
        "NAME RATING:RESULT, for example Meier 1950:½. Results: 1, ½, 0 (also 0.5, 1/2, =, "
        "w/d/l, win/draw/loss, Sieg/Remis/Niederlage, winst/remise/verlies); + and − for "
        "forfeits. # starts a comment.",
        "NAME RATING:ERGEBNIS, zum Beispiel Meier 1950:½. Ergebnisse: 1, ½, 0 (auch 0,5, 1/2, "
        "=, s/r/n, Sieg/Remis/Niederlage, win/draw/loss); + und − für kampflose Partien. # "
        "beginnt einen Kommentar.",
        "NAAM RATING:UITSLAG, bijvoorbeeld Meier 1950:½. Uitslagen: 1, ½, 0 (ook 0,5, 1/2, =, "
        "w/r/v, winst/remise/verlies, win/draw/loss); + en − voor reglementaire uitslagen. # "
        "begint een opmerking."),
    "games.errors": (
        "{n} line(s) could not be read and were left out; {games} games were computed.",
        "{n} Zeile(n) konnten nicht gelesen werden und wurden ausgelassen; {games} Partien "
        "wurden berechnet.",
        "{n} regel(s) konden niet worden gelezen en zijn weggelaten; {games} partijen zijn "
        "berekend."),
    "games.more_errors": ("… and {n} more", "… und {n} weitere", "… en nog {n}"),
    "games.table": ("Edit as a table ({n} games)", "Als Tabelle bearbeiten ({n} Partien)",
                    "Bewerken als tabel ({n} partijen)"),
    "games.table_first_rows": (
        "The first {shown} of {games} games; edit the others in the text box.",
        "Die ersten {shown} von {games} Partien; die übrigen im Textfeld bearbeiten.",
        "De eerste {shown} van {games} partijen; bewerk de rest in het tekstvak."),
    "games.result_help": ("1, ½, 0; + or − for a forfeit", "1, ½, 0; + oder − für kampflos",
                          "1, ½, 0; + of − voor reglementair"),
    "place.line": ("Line {n}", "Zeile {n}", "Regel {n}"),
    "place.row": ("Row {n}", "Zeile {n} der Datei", "Rij {n}"),
    "place.game": ("Game {n}", "Partie {n}", "Partij {n}"),
    "column.rating": ("rating", "Rating", "rating"),
    "column.result": ("result", "Ergebnis", "uitslag"),
    "problem.not-a-game": (
        "expected a rating and a result, such as 1800:1",
        "erwartet werden Rating und Ergebnis, etwa 1800:1",
        "verwacht een rating en een uitslag, zoals 1800:1"),
    "problem.missing-result": (
        "the result is missing (1, ½ or 0 after the rating)",
        "das Ergebnis fehlt (1, ½ oder 0 nach dem Rating)",
        "de uitslag ontbreekt (1, ½ of 0 na de rating)"),
    "problem.missing-rating": ("the opponent's rating is missing",
                               "das Rating des Gegners fehlt",
                               "de rating van de tegenstander ontbreekt"),
    "problem.unknown-result": (
        "unknown result “{token}” (use 1, ½, 0, w/d/l, + or −)",
        "unbekanntes Ergebnis „{token}“ (1, ½, 0, s/r/n, + oder − verwenden)",
        "onbekende uitslag „{token}” (gebruik 1, ½, 0, w/r/v, + of −)"),
    "problem.rating-not-a-number": ("the rating “{token}” is not a number",
                                    "das Rating „{token}“ ist keine Zahl",
                                    "de rating „{token}” is geen getal"),
    "problem.rating-out-of-range": ("the rating {token} is outside 100–3500",
                                    "das Rating {token} liegt außerhalb von 100–3500",
                                    "de rating {token} valt buiten 100–3500"),
    "problem.too-many-fields": (
        "too many fields: write one game per line as NAME RATING:RESULT",
        "zu viele Felder: eine Partie pro Zeile als NAME RATING:ERGEBNIS schreiben",
        "te veel velden: schrijf één partij per regel als NAAM RATING:UITSLAG"),
    "problem.missing-column": ("no column for the {token}", "keine Spalte für das {token}",
                               "geen kolom voor de {token}"),
    "problem.unreadable-file": ("the file cannot be read ({token})",
                                "die Datei ist nicht lesbar ({token})",
                                "het bestand is niet leesbaar ({token})"),
    "problem.no-opponent-rating": ("the opponent {token} has no rating",
                                   "der Gegner {token} hat kein Rating",
                                   "de tegenstander {token} heeft geen rating"),
    "problem.unfinished-game": ("the game has no result ({token})",
                                "die Partie hat kein Ergebnis ({token})",
                                "de partij heeft geen uitslag ({token})"),
    "upload.label": ("Or upload a CSV or PGN file", "Oder eine CSV- oder PGN-Datei hochladen",
                     "Of upload een CSV- of PGN-bestand"),
    "upload.help": (
        "CSV: a header row with the opponent's rating and the result (in English, German or "
        "Dutch). PGN: choose whose games to rate. The upload replaces the list above.",
        "CSV: eine Kopfzeile mit dem Rating des Gegners und dem Ergebnis (auf Deutsch, Englisch "
        "oder Niederländisch). PGN: wählen, wessen Partien gewertet werden. Das Hochladen "
        "ersetzt die Liste oben.",
        "CSV: een kopregel met de rating van de tegenstander en de uitslag (in het Nederlands, "
        "Engels of Duits). PGN: kies wiens partijen worden berekend. De upload vervangt de "
        "lijst hierboven."),
    "upload.whose": ("Whose games?", "Wessen Partien?", "Wiens partijen?"),
    "upload.choose": ("Choose a player", "Spieler wählen", "Kies een speler"),
    "upload.no_players": ("The PGN names no players.", "Die PGN-Datei nennt keine Spieler.",
                          "Het PGN-bestand noemt geen spelers."),
    "upload.skipped": ("{n} item(s) of the file were not imported:",
                       "{n} Einträge der Datei wurden nicht übernommen:",
                       "{n} item(s) uit het bestand zijn niet overgenomen:"),
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


def translate(key: str, lang: str, **values: object) -> str:
    """The text ``key`` in ``lang`` with ``values`` filled in; English for an unknown language."""
    texts = TEXTS[key]
    text = texts[LANGUAGES.index(lang)] if lang in LANGUAGES else texts[0]
    return text.format(**values) if values else text
