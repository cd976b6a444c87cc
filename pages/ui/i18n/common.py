"""Texts every page shares: the frame, the inputs, the arithmetic written out, the charts."""

from __future__ import annotations

from elo_core.language import Entry

TEXTS: dict[str, Entry] = {
    # --- frame ---
    "app.name": ("Elo rating dashboard", "Elo-Rechner", "Elo-calculator"),
    "nav.home": ("Overview", "Übersicht", "Overzicht"),
    "nav.game": ("Single game", "Einzelpartie", "Eén partij"),
    "nav.tournament": ("Tournament", "Turnier", "Toernooi"),
    "nav.event": ("Whole event", "Elo-Auswertung", "Ratingverwerking"),
    "nav.club": ("Club rating list", "Vereinsrangliste", "Clubranglijst"),
    "lang.en": ("English", "English", "English"),
    "lang.de": ("Deutsch", "Deutsch", "Deutsch"),
    "lang.nl": ("Nederlands", "Nederlands", "Nederlands"),
    "frame.language": ("Language", "Sprache", "Taal"),
    "frame.rules": ("Rules", "Regeln", "Regels"),
    "frame.rules_line": ("Rules: {rules} · change", "Regeln: {rules} · ändern",
                         "Regels: {rules} · wijzigen"),
    "frame.expectation": ("Expected score", "Gewinnerwartung", "Verwachte score"),
    "frame.expectation.help": (
        "FIDE uses its table 8.1.2; the classic Elo formula is a smooth curve. Either can be "
        "used with any rule set.",
        "Die FIDE rechnet mit ihrer Tabelle 8.1.2, die klassische Elo-Formel ist eine stetige "
        "Kurve. Beides lässt sich mit jedem Regelwerk kombinieren.",
        "De FIDE rekent met haar tabel 8.1.2; de klassieke Elo-formule is een vloeiende curve. "
        "Beide zijn met elke regelset te combineren."),
    "rules.elo": ("Classic Elo", "Klassisches Elo", "Klassieke Elo"),
    "rules.elo.help": (
        "Formula, no cap, no rounding: what most online calculators do.",
        "Formel, keine Deckelung, keine Rundung: wie die meisten Online-Rechner.",
        "Formule, geen begrenzing, niet afgerond: zoals de meeste online calculators."),
    "rules.fide": ("FIDE standard (since Oct 2025)", "FIDE-Standard (seit Okt. 2025)",
                   "FIDE-standaard (sinds okt. 2025)"),
    "rules.fide.help": (
        "Table 8.1.2; for players below 2650 a difference above 400 counts as 400; the change "
        "is rounded.",
        "Tabelle 8.1.2; für Spieler unter 2650 zählt eine Differenz über 400 als 400; die "
        "Änderung wird gerundet.",
        "Tabel 8.1.2; voor spelers onder 2650 telt een verschil boven 400 als 400; de "
        "wijziging wordt afgerond."),
    "rules.fide-2024": ("FIDE 2024 (Mar 2024 – Sep 2025)", "FIDE 2024 (März 2024 – Sept. 2025)",
                        "FIDE 2024 (mrt. 2024 – sep. 2025)"),
    "rules.fide-2024.help": (
        "As above, but the 400-point rule applies to every player (as in FIDE's online "
        "calculator).",
        "Wie oben, aber die 400-Punkte-Regel gilt für alle Spieler (wie im Online-Rechner der "
        "FIDE).",
        "Zoals hierboven, maar de 400-puntenregel geldt voor iedere speler (zoals in de online "
        "calculator van de FIDE)."),
    "rules.fide-rapid": ("FIDE rapid & blitz", "FIDE-Schnellschach & Blitz",
                         "FIDE rapid & blitz"),
    "rules.fide-rapid.help": (
        "400-point rule for all; not rated when the ratings differ by 600 or more and a player "
        "is above 2600.",
        "400-Punkte-Regel für alle; nicht gewertet, wenn der Elo-Unterschied 600 oder mehr "
        "beträgt und ein Spieler über 2600 steht.",
        "400-puntenregel voor iedereen; telt niet mee voor de rating als de ratings 600 of meer "
        "verschillen en een speler boven 2600 staat."),
    # a rule set named after "by" ("nach", "volgens"), as each language declines it
    "rules.elo.by": ("by classic Elo", "nach klassischem Elo", "volgens klassieke Elo"),
    "rules.fide.by": ("by FIDE's standard rules (since Oct 2025)",
                      "nach den FIDE-Standardregeln (seit Okt. 2025)",
                      "volgens de FIDE-standaardregels (sinds okt. 2025)"),
    "rules.fide-2024.by": ("by FIDE's 2024 rules (Mar 2024 – Sep 2025)",
                           "nach den FIDE-Regeln von 2024 (März 2024 – Sept. 2025)",
                           "volgens de FIDE-regels van 2024 (mrt. 2024 – sep. 2025)"),
    "rules.fide-rapid.by": ("by FIDE's rapid & blitz rules",
                            "nach den FIDE-Regeln für Schnellschach & Blitz",
                            "volgens de FIDE-regels voor rapid & blitz"),
    "expectation.rules": ("As the rules say", "Nach dem Regelwerk", "Volgens de regels"),
    "expectation.formula": ("Logistic formula", "Logistische Formel", "Logistische formule"),
    "expectation.table": ("FIDE table 8.1.2", "FIDE-Tabelle 8.1.2", "FIDE-tabel 8.1.2"),
    "url.not-a-federation": (
        "The link's {name}={value} is not a federation's three letters (GER, NED …); showing "
        "{shown} instead.",
        "{name}={value} im Link ist kein Verbandskürzel aus drei Buchstaben (GER, NED …); "
        "stattdessen gilt {shown}.",
        "{name}={value} in de link is geen federatie van drie letters (GER, NED …); in plaats "
        "daarvan geldt {shown}."),
    "url.not-a-number": (
        "The link's {name}={value} is not a number; showing {shown} instead.",
        "{name}={value} im Link ist keine Zahl; stattdessen gilt {shown}.",
        "{name}={value} in de link is geen getal; in plaats daarvan geldt {shown}."),
    "url.not-whole": (
        "The link's {name}={value} is not a whole number; showing {shown} instead.",
        "{name}={value} im Link ist keine ganze Zahl; stattdessen gilt {shown}.",
        "{name}={value} in de link is geen geheel getal; in plaats daarvan geldt {shown}."),
    "url.out-of-range": (
        "The link's {name}={value} is outside {low}–{high}; showing {shown} instead.",
        "{name}={value} im Link liegt außerhalb von {low}–{high}; stattdessen gilt {shown}.",
        "{name}={value} in de link valt buiten {low}–{high}; in plaats daarvan geldt {shown}."),
    "url.unknown-choice": (
        "The link's {name}={value} is not a known choice; showing {shown} instead.",
        "{name}={value} im Link ist keine bekannte Auswahl; stattdessen gilt {shown}.",
        "{name}={value} in de link is geen bekende keuze; in plaats daarvan geldt {shown}."),
    "url.not-a-flag": (
        "The link's {name}={value} is neither true nor false; showing {shown} instead.",
        "{name}={value} im Link ist weder true noch false; stattdessen gilt {shown}.",
        "{name}={value} in de link is noch true noch false; in plaats daarvan geldt {shown}."),
    "url.not-a-date": (
        "The link's {name}={value} is not a date (YYYY-MM-DD); showing {shown} instead.",
        "{name}={value} im Link ist kein Datum (JJJJ-MM-TT); stattdessen gilt {shown}.",
        "{name}={value} in de link is geen datum (JJJJ-MM-DD); in plaats daarvan geldt {shown}."),
    "url.too-long": (
        "The link's {name}= is longer than {most} characters; showing {shown} instead.",
        "{name}= im Link ist länger als {most} Zeichen; stattdessen gilt {shown}.",
        "{name}= in de link is langer dan {most} tekens; in plaats daarvan geldt {shown}."),
    "url.repeated": (
        "The link gives {name} more than once ({value}); using {shown}, the last one.",
        "Der Link enthält {name} mehrfach ({value}); es gilt der letzte Wert, {shown}.",
        "De link geeft {name} meer dan eens ({value}); de laatste waarde geldt: {shown}."),
    "url.list-not-kept": (
        "This link was made for a game list too long to fit in a link, so it holds the "
        "settings only. Paste or upload the games again.",
        "Dieser Link gehörte zu einer Partienliste, die für einen Link zu lang ist; er enthält "
        "nur die Einstellungen. Bitte fügen Sie die Partien erneut ein oder laden Sie sie hoch.",
        "Deze link hoorde bij een partijenlijst die te lang is voor een link; hij bevat alleen "
        "de instellingen. Plak of upload de partijen opnieuw."),
    "url.list-too-long": (
        "The link's game list unpacks to more than 2 MB, more than any list may hold; "
        "showing {shown} instead.",
        "Die Partienliste im Link ist entpackt größer als 2 MB, mehr als eine Liste fassen "
        "darf; stattdessen gilt {shown}.",
        "De partijenlijst in de link is uitgepakt groter dan 2 MB, meer dan een lijst mag "
        "bevatten; in plaats daarvan geldt {shown}."),
    "url.list-damaged": (
        "The link's game list is damaged (it was cut short or changed); showing {shown} "
        "instead.",
        "Die Partienliste im Link ist beschädigt (gekürzt oder verändert); stattdessen gilt "
        "{shown}.",
        "De partijenlijst in de link is beschadigd (ingekort of gewijzigd); in plaats daarvan "
        "geldt {shown}."),
    "url.nothing": ("no value", "kein Wert", "geen waarde"),
    "url.more": (
        {"one": "and {n} more", "other": "and {n} more"},
        {"one": "und {n} weitere", "other": "und {n} weitere"},
        {"one": "en nog {n}", "other": "en nog {n}"}),
    "url.on": ("on", "an", "aan"),
    "url.off": ("off", "aus", "uit"),
    # --- inputs ---
    "input.exact": ("{label} (exact)", "{label} (genau)", "{label} (exact)"),
    "input.rating.help": ("A whole number from {low} to {high}.",
                          "Eine ganze Zahl von {low} bis {high}.",
                          "Een geheel getal van {low} tot {high}."),
    "input.k.help": (
        "The development coefficient: how far one game moves a rating. FIDE: 40 for new "
        "players and juniors under 2300, 20 below 2400, 10 from 2400. Pick a common value or "
        "type any K.",
        "Der Entwicklungskoeffizient: wie stark eine Partie die Elo bewegt. FIDE: 40 für neue "
        "Spieler und Jugendliche unter 2300, 20 unter 2400, 10 ab 2400. Wählen Sie einen "
        "üblichen Wert oder geben Sie einen beliebigen K-Faktor ein.",
        "De ontwikkelingscoëfficiënt: hoeveel één partij een rating verschuift. FIDE: 40 voor "
        "nieuwe spelers en jeugdspelers onder 2300, 20 onder 2400, 10 vanaf 2400. Kies een "
        "vaste K-waarde of typ zelf een K."),
    "input.k.presets": ("Common K values", "Übliche K-Faktoren", "Vaste K-waarden"),
    "input.k_rule": ("K by FIDE's rule (§8.3.3)", "K nach FIDE-Regel (§8.3.3)",
                     "K volgens de FIDE-regel (§8.3.3)"),
    "input.k_rule.help": (
        "Derive K from your facts instead of choosing it.",
        "K aus Ihren Angaben ableiten, statt ihn selbst zu wählen.",
        "K afleiden uit je gegevens in plaats van hem zelf te kiezen."),
    "input.played": ("Rated games played so far", "Bisher gewertete Partien",
                     "Ratingpartijen tot nu toe"),
    "input.played.help": (
        "New players keep K = 40 until they have completed 30 rated games.",
        "Neue Spieler behalten K = 40, bis sie 30 gewertete Partien gespielt haben.",
        "Nieuwe spelers houden K = 40 tot ze 30 ratingpartijen hebben gespeeld."),
    "input.born": ("Year of birth", "Geburtsjahr", "Geboortejaar"),
    "input.born.placeholder": ("optional", "optional", "optioneel"),
    "input.on": ("Judged on", "Stichtag", "Peildatum"),
    "input.on.help": (
        "The day on which age and games are judged (a junior keeps K 40 until the end of the "
        "year in which they turn 18). It is part of the link, so the link shows the same K next "
        "year.",
        "Der Tag, an dem Alter und Partienzahl beurteilt werden (Jugendliche behalten K 40 bis "
        "zum Ende des Jahres, in dem sie 18 werden). Er steht im Link, damit der Link auch "
        "nächstes Jahr denselben K-Faktor zeigt.",
        "De dag waarop leeftijd en aantal partijen worden bepaald (jeugdspelers houden K 40 tot "
        "het einde van het jaar waarin ze 18 worden). Hij staat in de link, zodat de link "
        "volgend jaar dezelfde K toont."),
    "input.reached_2400": ("A published rating has reached 2400",
                           "Eine veröffentlichte Elo hat 2400 erreicht",
                           "Een gepubliceerde rating heeft 2400 bereikt"),
    "upload.button": ("Upload", "Hochladen", "Uploaden"),
    "upload.limit": ("At most {size} · {types}", "Höchstens {size} · {types}",
                     "Hoogstens {size} · {types}"),
    "upload.characters": (
        {"one": "{n} character", "other": "{n} characters"},
        {"one": "{n} Zeichen", "other": "{n} Zeichen"},
        {"one": "{n} teken", "other": "{n} tekens"}),
    "upload.mixed": (
        {"one": "{file}, line {line}: {n} byte is not UTF-8 ({byte}) and was read as "
                "Windows-1252 ({character}); the rest of the file is UTF-8. Check the names on "
                "that line.",
         "other": "{file}, line {line}: {n} bytes are not UTF-8 (the first {byte}) and were read "
                  "as Windows-1252 (the first as {character}); the rest of the file is UTF-8. "
                  "Check the names from that line on."},
        {"one": "{file}, Zeile {line}: {n} Byte ist kein UTF-8 ({byte}) und wurde als "
                "Windows-1252 gelesen ({character}); der Rest der Datei ist UTF-8. Bitte die "
                "Namen in dieser Zeile prüfen.",
         "other": "{file}, Zeile {line}: {n} Bytes sind kein UTF-8 (das erste {byte}) und wurden "
                  "als Windows-1252 gelesen (das erste als {character}); der Rest der Datei ist "
                  "UTF-8. Bitte die Namen ab dieser Zeile prüfen."},
        {"one": "{file}, regel {line}: {n} byte is geen UTF-8 ({byte}) en is gelezen als "
                "Windows-1252 ({character}); de rest van het bestand is UTF-8. Controleer de "
                "namen op die regel.",
         "other": "{file}, regel {line}: {n} bytes zijn geen UTF-8 (de eerste {byte}) en zijn "
                  "gelezen als Windows-1252 (de eerste als {character}); de rest van het bestand "
                  "is UTF-8. Controleer de namen vanaf die regel."}),
    # --- explanation ---
    "explain.not_rated": ("The game is not rated.", "Die Partie wird nicht gewertet.",
                          "De partij telt niet mee voor de rating."),
    "explain.capped": (
        "The 400-point rule: D = {real} counts as {counted}.",
        "400-Punkte-Regel: D = {real} zählt als {counted}.",
        "400-puntenregel: D = {real} telt als {counted}."),
    "explain.higher": ("higher-rated player", "Spieler mit der höheren Elo",
                       "de speler met de hogere rating"),
    "explain.lower": ("lower-rated player", "Spieler mit der niedrigeren Elo",
                      "de speler met de lagere rating"),
    "explain.table": (
        "Table 8.1.2, band {low}–{high}, {which}: E = {e}",
        "Tabelle 8.1.2, Differenz {low}–{high}, {which}: E = {e}",
        "Tabel 8.1.2, verschil {low}–{high}, {which}: E = {e}"),
    "explain.rounded": (
        "{exact} rounds to {rounded} (to a whole number, halves away from zero, §8.3.4)",
        "{exact} wird auf {rounded} gerundet (kaufmännisch auf eine ganze Zahl, §8.3.4)",
        "{exact} wordt afgerond op {rounded} (op een heel getal, een halve weg van nul, §8.3.4)"),
    "explain.new_rating": ("New rating: {rating}", "Neue Elo: {rating}",
                           "Nieuwe rating: {rating}"),
    # each line of §8.3.3 in a few words, as a table's cell says why a K is what it is
    "k_why.reached-2400": ("2400 reached", "2400 erreicht", "2400 bereikt"),
    "k_why.junior": ("junior under 2300", "Jugendlicher unter 2300", "jeugdspeler onder 2300"),
    "k_why.new-player": ("fewer than 30 games", "weniger als 30 Partien",
                         "minder dan 30 partijen"),
    "k_why.standard": ("under 2400", "unter 2400", "onder 2400"),
    "k_why.cut": ("cut from {chosen} (K × n ≤ 700)", "gekürzt von {chosen} (K × n ≤ 700)",
                  "verlaagd van {chosen} (K × n ≤ 700)"),
    "k_rule.reached-2400": (
        "K = {k}: a published rating has reached 2400 (§8.3.3).",
        "K = {k}: Eine veröffentlichte Elo hat 2400 erreicht (§8.3.3).",
        "K = {k}: een gepubliceerde rating heeft 2400 bereikt (§8.3.3)."),
    "k_rule.junior": (
        "K = {k}: junior until the end of the year in which they turn 18, rated under 2300 "
        "(§8.3.3).",
        "K = {k}: Jugendlicher bis zum Ende des Jahres, in dem er 18 wird, Elo unter 2300 "
        "(§8.3.3).",
        "K = {k}: jeugdspeler tot het einde van het jaar waarin hij 18 wordt, rating onder "
        "2300 (§8.3.3)."),
    "k_rule.new-player": (
        "K = {k}: new to the list, fewer than 30 rated games (§8.3.3).",
        "K = {k}: neu auf der Elo-Liste, weniger als 30 gewertete Partien (§8.3.3).",
        "K = {k}: nieuw op de ratinglijst, minder dan 30 ratingpartijen (§8.3.3)."),
    "k_rule.standard": (
        "K = {k}: rated under 2400 (§8.3.3).",
        "K = {k}: Elo unter 2400 (§8.3.3).",
        "K = {k}: rating onder 2400 (§8.3.3)."),
    "k_rule.cut": (
        {"one": "K × games may not exceed 700 in a rating period: with {n} game, K {chosen} "
                "becomes {k} (§8.3.3).",
         "other": "K × games may not exceed 700 in a rating period: with {n} games, K {chosen} "
                  "becomes {k} (§8.3.3)."},
        {"one": "K × Partien darf in einer Ratingperiode 700 nicht übersteigen: Bei {n} Partie "
                "wird K {chosen} zu {k} (§8.3.3).",
         "other": "K × Partien darf in einer Ratingperiode 700 nicht übersteigen: Bei {n} "
                  "Partien wird K {chosen} zu {k} (§8.3.3)."},
        {"one": "K × partijen mag in een ratingperiode niet boven 700 komen: bij {n} partij "
                "wordt K {chosen} verlaagd tot {k} (§8.3.3).",
         "other": "K × partijen mag in een ratingperiode niet boven 700 komen: bij {n} partijen "
                  "wordt K {chosen} verlaagd tot {k} (§8.3.3)."}),
    "k_rule.cut-to-zero": (
        {"one": "With {n} game in one rating period, K × games ≤ 700 leaves no whole K above "
                "0: K {chosen} becomes 0 and the period changes nothing (§8.3.3).",
         "other": "With {n} games in one rating period, K × games ≤ 700 leaves no whole K "
                  "above 0: K {chosen} becomes 0 and the period changes nothing (§8.3.3)."},
        {"one": "Bei {n} Partie in einer Ratingperiode lässt K × Partien ≤ 700 keinen ganzen K "
                "über 0 zu: K {chosen} wird 0, die Periode ändert nichts (§8.3.3).",
         "other": "Bei {n} Partien in einer Ratingperiode lässt K × Partien ≤ 700 keinen "
                  "ganzen K über 0 zu: K {chosen} wird 0, die Periode ändert nichts (§8.3.3)."},
        {"one": "Bij {n} partij in één ratingperiode laat K × partijen ≤ 700 geen hele K boven "
                "0 toe: K {chosen} wordt 0 en de periode verandert niets (§8.3.3).",
         "other": "Bij {n} partijen in één ratingperiode laat K × partijen ≤ 700 geen hele K "
                  "boven 0 toe: K {chosen} wordt 0 en de periode verandert niets (§8.3.3)."}),
    "k_rule.sequential": (
        "K {k} is not cut here: updated after every game, each game is a rating period of its "
        "own, and K × games ≤ 700 applies per rating period.",
        "K {k} wird hier nicht gekürzt: Wird nach jeder Partie neu gerechnet, ist jede Partie "
        "eine eigene Ratingperiode, und K × Partien ≤ 700 gilt je Ratingperiode.",
        "K {k} wordt hier niet verlaagd: wie na elke partij bijwerkt, maakt van elke partij "
        "een eigen ratingperiode, en K × partijen ≤ 700 geldt per ratingperiode."),
    "k_rule.default_facts": (
        "{note} These are the default facts for an opponent: an adult with 30 or more rated "
        "games who never reached 2400. Change them if they differ.",
        "{note} Das sind die Standardangaben für einen Gegner: erwachsen, 30 oder mehr gewertete "
        "Partien, nie 2400 erreicht. Ändern Sie sie, wenn sie nicht zutreffen.",
        "{note} Dit zijn de standaardgegevens voor een tegenstander: volwassen, 30 of meer "
        "ratingpartijen, nooit 2400 bereikt. Pas ze aan als ze niet kloppen."),
    # --- counts used inside other texts ---
    "points": (
        {"one": "{n} point", "other": "{n} points"},
        {"one": "{n} Punkt", "other": "{n} Punkte"},
        {"one": "{n} punt", "other": "{n} punten"}),
    "rows.shown": (
        {"one": "The table shows the first game.",
         "other": "The table shows the first {n} games."},
        {"one": "Die Tabelle zeigt die erste Partie.",
         "other": "Die Tabelle zeigt die ersten {n} Partien."},
        {"one": "De tabel toont de eerste partij.",
         "other": "De tabel toont de eerste {n} partijen."}),
    "table.swipe": ("Swipe the table sideways for more columns ↔",
                    "Die Tabelle seitwärts wischen für weitere Spalten ↔",
                    "Veeg de tabel opzij voor meer kolommen ↔"),
    # --- charts ---
    "chart.formula": ("Formula", "Formel", "Formule"),
    "chart.table": ("FIDE table 8.1.2", "FIDE-Tabelle 8.1.2", "FIDE-tabel 8.1.2"),
    "chart.cap_zone": ("counts as ±400", "zählt als ±400", "telt als ±400"),
    "chart.curve.title": ("Expectation curve", "Erwartungskurve", "Verwachtingscurve"),
    "chart.curve.x": ("Rating difference D (own − opponent)",
                      "Elo-Differenz D (eigene − gegnerische)",
                      "Ratingverschil D (eigen − tegenstander)"),
    "chart.curve.y": ("Expected score E", "Gewinnerwartung E", "Verwachte score E"),
    "chart.start": ("Start rating", "Start-Elo", "Beginrating"),
    "chart.published": ("Rounded as published", "Gerundet wie veröffentlicht",
                        "Afgerond zoals gepubliceerd"),
    "chart.trajectory.title": ("Rating game by game", "Elo-Verlauf Partie für Partie",
                               "Rating per partij"),
    "chart.game": ("Game", "Partie", "Partij"),
    "chart.rated_game": ("Rated game", "Gewertete Partie", "Ratingpartij"),
    "chart.gap": ("Sequential − period", "Fortlaufend − Periode", "Doorlopend − periode"),
    "chart.gap.hover": (
        "{game}<br><b>Sequential − period: {gap}</b><br>Sequential counted from {seq_from}: "
        "E = {seq_e}, Δ = {seq_change}<br>The rating period from {start}: E = {e}, "
        "Δ = {change}",
        "{game}<br><b>Fortlaufend − Periode: {gap}</b><br>Fortlaufend gerechnet ab {seq_from}: "
        "E = {seq_e}, Δ = {seq_change}<br>Die Ratingperiode ab {start}: E = {e}, Δ = {change}",
        "{game}<br><b>Doorlopend − periode: {gap}</b><br>Doorlopend gerekend vanaf {seq_from}: "
        "E = {seq_e}, Δ = {seq_change}<br>De ratingperiode vanaf {start}: E = {e}, "
        "Δ = {change}"),
    "chart.trajectory.caption": (
        "Below: how far updating after every game is from the rating period after each rated "
        "game. Updated after every game, a game's expected score comes from the rating the "
        "games before it gave; in the rating period from the start rating. Point at a bar for "
        "both; a dotted line marks rounds that were not rated.",
        "Unten: wie weit die fortlaufende Rechnung nach jeder gewerteten Partie von der "
        "Ratingperiode entfernt ist. Fortlaufend ergibt sich die Gewinnerwartung einer Partie "
        "aus der Elo nach den Partien davor, in der Ratingperiode aus der Start-Elo. Zeigen "
        "Sie auf einen Balken für beide; eine gepunktete Linie markiert nicht gewertete "
        "Runden.",
        "Onder: hoever doorlopend bijwerken na elke ratingpartij van de ratingperiode af ligt. "
        "Doorlopend komt de verwachte score van een partij uit de rating die de partijen ervoor "
        "gaven, in de ratingperiode uit de beginrating. Wijs een balk aan voor beide; een "
        "stippellijn markeert ronden die niet meetellen."),
    "chart.not_rated_here": ("Not rated here:<br>{rounds}", "Hier nicht gewertet:<br>{rounds}",
                             "Telt hier niet mee:<br>{rounds}"),
    "chart.glicko.open": ("Glicko-2 as on Lichess, game by game, with its ±2 RD band",
                          "Glicko-2 wie auf Lichess, Partie für Partie, mit ±2 RD",
                          "Glicko-2 zoals op Lichess, per partij, met ±2 RD"),
    "chart.glicko.title": ("Glicko-2 (as on Lichess) ± 2 RD", "Glicko-2 (wie auf Lichess) ± 2 RD",
                           "Glicko-2 (zoals op Lichess) ± 2 RD"),
    "chart.rating": ("Rating", "Elo", "Rating"),
    "chart.bars.title": ("Change per game (rating period)", "Änderung je Partie (Ratingperiode)",
                         "Wijziging per partij (ratingperiode)"),
    "chart.change": ("Change", "Änderung", "Wijziging"),
    "chart.unrated": ("Not rated", "Nicht gewertet", "Telt niet mee"),
    "chart.histogram.title": (
        {"one": "Change per game in the rating period ({n} game, by result)",
         "other": "Change per game in the rating period ({n} games, by result)"},
        {"one": "Änderung je Partie in der Ratingperiode ({n} Partie, nach Ergebnis)",
         "other": "Änderung je Partie in der Ratingperiode ({n} Partien, nach Ergebnis)"},
        {"one": "Wijziging per partij in de ratingperiode ({n} partij, per uitslag)",
         "other": "Wijziging per partij in de ratingperiode ({n} partijen, per uitslag)"}),
    "chart.band": ("Glicko-2 ± 2 RD", "Glicko-2 ± 2 RD", "Glicko-2 ± 2 RD"),
    "chart.orders": ("Orders", "Reihenfolgen", "Volgordes"),
    "chart.as_entered": ("as entered", "wie eingegeben", "zoals ingevoerd"),
    "chart.final_rating": ("Final rating, updated after every game",
                           "End-Elo, nach jeder Partie aktualisiert",
                           "Eindrating, na elke partij bijgewerkt"),
    "chart.order.title": (
        {"one": "The same games in {n} order", "other": "The same games in {n} orders"},
        {"one": "Dieselben Partien in {n} Reihenfolge",
         "other": "Dieselben Partien in {n} Reihenfolgen"},
        {"one": "Dezelfde partijen in {n} volgorde",
         "other": "Dezelfde partijen in {n} volgordes"}),
    "chart.games": ("Games", "Partien", "Partijen"),
}
