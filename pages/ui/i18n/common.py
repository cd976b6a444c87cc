"""Texts every page shares: the frame, the inputs, the arithmetic written out, the charts."""

from __future__ import annotations

from pages.ui.i18n.entry import Entry

TEXTS: dict[str, Entry] = {
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
    "frame.rules_line": ("Rules: {rules} · change", "Regeln: {rules} · ändern",
                         "Regels: {rules} · wijzigen"),
    "frame.expectation": ("Expected score", "Erwartungswert", "Verwachte score"),
    "frame.expectation.help": (
        "FIDE uses its table 8.1.2; the classic Elo formula is smooth. Either can be used with "
        "any rule set.",
        "Die FIDE verwendet ihre Tabelle 8.1.2; die klassische Elo-Formel ist stetig. Beide "
        "lassen sich mit jedem Regelwerk verwenden.",
        "De FIDE gebruikt haar tabel 8.1.2; de klassieke Elo-formule is vloeiend. Beide zijn met "
        "elke regelset te gebruiken."),
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
        "{name}={value} in de link is true noch false; in plaats daarvan geldt {shown}."),
    "url.not-a-date": (
        "The link's {name}={value} is not a date (YYYY-MM-DD); showing {shown} instead.",
        "{name}={value} im Link ist kein Datum (JJJJ-MM-TT); stattdessen gilt {shown}.",
        "{name}={value} in de link is geen datum (JJJJ-MM-DD); in plaats daarvan geldt {shown}."),
    "url.repeated": (
        "The link gives {name} more than once ({value}); using {shown}, the last one.",
        "Der Link enthält {name} mehrfach ({value}); es gilt der letzte Wert, {shown}.",
        "De link bevat {name} meer dan eens ({value}); de laatste waarde geldt: {shown}."),
    "url.list-not-kept": (
        "This link was made for a game list too long to fit in a link, so it holds the "
        "settings only. Paste or upload the games again.",
        "Dieser Link gehörte zu einer Partienliste, die zu lang für einen Link ist; er enthält "
        "nur die Einstellungen. Bitte die Partien erneut einfügen oder hochladen.",
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
    "url.on": ("on", "an", "aan"),
    "url.off": ("off", "aus", "uit"),
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
    "input.on": ("Judged on", "Stichtag", "Peildatum"),
    "input.on.help": (
        "The day on which age and games are judged (a junior keeps K 40 until the end of the "
        "year of the 18th birthday). It is part of the link, so the link shows the same K next "
        "year.",
        "Der Tag, an dem Alter und Partienzahl beurteilt werden (Jugendliche behalten K 40 bis "
        "zum Ende des Jahres ihres 18. Geburtstags). Er steht im Link, damit der Link auch "
        "nächstes Jahr denselben K zeigt.",
        "De dag waarop leeftijd en aantal partijen worden beoordeeld (jeugdspelers houden K 40 "
        "tot het einde van het jaar van hun 18e verjaardag). Hij staat in de link, zodat de link "
        "volgend jaar dezelfde K toont."),
    "input.reached_2400": ("A published rating has reached 2400",
                           "Ein veröffentlichtes Rating hat 2400 erreicht",
                           "Een gepubliceerde rating heeft 2400 bereikt"),
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
        {"one": "K × games may not exceed 700 in a rating period: with {n} game, K {chosen} "
                "becomes {k} (§8.3.3).",
         "other": "K × games may not exceed 700 in a rating period: with {n} games, K {chosen} "
                  "becomes {k} (§8.3.3)."},
        {"one": "K × Partien darf in einer Ratingperiode 700 nicht übersteigen: Bei {n} Partie "
                "wird K {chosen} zu {k} (§8.3.3).",
         "other": "K × Partien darf in einer Ratingperiode 700 nicht übersteigen: Bei {n} "
                  "Partien wird K {chosen} zu {k} (§8.3.3)."},
        {"one": "K × partijen mag in een ratingperiode niet boven 700 komen: bij {n} partij wordt "
                "K {chosen} {k} (§8.3.3).",
         "other": "K × partijen mag in een ratingperiode niet boven 700 komen: bij {n} partijen "
                  "wordt K {chosen} {k} (§8.3.3)."}),
    "k_rule.cut-to-zero": (
        "With {n} games in one rating period, K × games ≤ 700 leaves no whole K above 0: K "
        "{chosen} becomes 0 and the period changes nothing (§8.3.3).",
        "Bei {n} Partien in einer Ratingperiode lässt K × Partien ≤ 700 keinen ganzen K über 0 "
        "zu: K {chosen} wird 0, die Periode ändert nichts (§8.3.3).",
        "Bij {n} partijen in één ratingperiode laat K × partijen ≤ 700 geen hele K boven 0 toe: "
        "K {chosen} wordt 0 en de periode verandert niets (§8.3.3)."),
    "k_rule.sequential": (
        "K {k} is not cut here: updated after every game, each update is a period of one game, "
        "and K × games ≤ 700 is a rule for a rating period.",
        "K {k} wird hier nicht gekürzt: Nach jeder Partie neu berechnet ist jede Aktualisierung "
        "eine Periode von einer Partie, und K × Partien ≤ 700 gilt für eine Ratingperiode.",
        "K {k} wordt hier niet verlaagd: na elke partij bijgewerkt is elke update een periode "
        "van één partij, en K × partijen ≤ 700 geldt voor een ratingperiode."),
    "k_rule.default_facts": (
        "{note} These are the default facts for an opponent: an adult with 30 or more rated "
        "games who never reached 2400. Change them if they differ.",
        "{note} Das sind die Standardangaben für einen Gegner: erwachsen, 30 oder mehr gewertete "
        "Partien, nie 2400 erreicht. Ändern Sie sie, wenn sie nicht stimmen.",
        "{note} Dit zijn de standaardgegevens voor een tegenstander: volwassen, 30 of meer "
        "ratingpartijen, nooit 2400 bereikt. Pas ze aan als ze anders zijn."),
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
    "chart.band": ("Glicko-2 ± 2 RD", "Glicko-2 ± 2 RD", "Glicko-2 ± 2 RD"),
    "chart.orders": ("Orders", "Reihenfolgen", "Volgordes"),
    "chart.as_entered": ("as entered", "wie eingegeben", "zoals ingevoerd"),
    "chart.final_rating": ("Final rating, updated after every game",
                           "End-Elo, nach jeder Partie aktualisiert",
                           "Eindrating, na elke partij bijgewerkt"),
    "chart.order.title": (
        {"one": "The same games in {n} order", "other": "The same games in {n} orders"},
        {"one": "Dieselben Partien in {n} Reihenfolge", "other": "Dieselben Partien in {n} "
                                                                 "Reihenfolgen"},
        {"one": "Dezelfde partijen in {n} volgorde", "other": "Dezelfde partijen in {n} "
                                                              "volgordes"}),
    "chart.games": ("Games", "Partien", "Partijen"),
}
