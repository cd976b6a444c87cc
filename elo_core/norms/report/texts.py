"""Holds the words of a norm sheet and of the norm report, in English, German and Dutch
(:data:`~elo_core.language.Entry`): every requirement of FIDE's Title Regulations (B.01) with its
verdict, the event's type, the rounds not counted, the report's headings and signature lines, and
the names of FIDE's lists, which the report names. The engine writes the report
(:mod:`~elo_core.norms.report.html`); the pages show the same words on the norm sheet, from this one
place (:mod:`pages.ui.i18n` merges them with the pages' own)."""

from __future__ import annotations

from elo_core.language import Entry

TEXTS: dict[str, Entry] = {
    # --- the norm sheet: each requirement with its figure, threshold and clause ---
    "norms.format": ("Pairing system", "Paarungssystem", "Indelingssysteem"),
    "norms.format.swiss": ("Swiss", "Schweizer System", "Zwitsers"),
    "norms.format.round-robin": ("Round robin", "Rundenturnier", "Round robin"),
    "norms.format.double-round-robin": ("Double round robin", "Doppelrundenturnier",
                                        "Dubbele round robin"),
    "norms.team": ("Team championship (1.4.1b)", "Mannschaftsmeisterschaft (1.4.1b)",
                   "Teamkampioenschap (1.4.1b)"),
    "norms.team.world": ("World", "Welt", "Wereld"),
    "norms.team.continental": ("Continental", "Kontinental", "Continentaal"),
    "norms.exemption": ("Exempt from the foreigner requirement",
                        "Befreit von der Ausländerregel", "Vrijgesteld van de buitenlandereis"),
    "norms.exemption.national-championship": (
        "National championship final (1.4.3a)", "Finale einer nationalen Meisterschaft (1.4.3a)",
        "Finale van een nationaal kampioenschap (1.4.3a)"),
    "norms.exemption.national-team-championship": (
        "National team championship (1.4.3b)", "Nationale Mannschaftsmeisterschaft (1.4.3b)",
        "Nationaal teamkampioenschap (1.4.3b)"),
    "norms.exemption.zonal": ("Zonal or sub-zonal (1.4.3c)", "Zonen- oder Subzonenturnier (1.4.3c)",
                              "Zonaal of subzonaal (1.4.3c)"),
    "norms.format.read": ("{format} ({why})", "{format} ({why})", "{format} ({why})"),
    "norms.format.source.given": ("as chosen", "wie gewählt", "zoals gekozen"),
    "norms.format.source.type-line": (
        "the file's type of tournament (092): {line}", "Turnierart der Datei (092): {line}",
        "toernooitype in het bestand (092): {line}"),
    "norms.format.source.pairings.1": ("everyone met everyone once",
                                       "jeder spielte einmal gegen jeden",
                                       "iedereen speelde één keer tegen iedereen"),
    "norms.format.source.pairings.2": ("everyone met everyone twice",
                                       "jeder spielte zweimal gegen jeden",
                                       "iedereen speelde twee keer tegen iedereen"),
    "norms.format.source.default": (
        "neither chosen nor said by the file, as most events are",
        "weder gewählt noch in der Datei angegeben, wie die meisten Turniere",
        "niet gekozen en niet in het bestand vermeld, zoals de meeste toernooien"),
    "norms.unknown_federations": (
        {"one": "A federation written is no FIDE federation's code: {codes}; it counts for "
                "nothing (1.4.3, 1.4.4).",
         "other": "{n} federations written are no FIDE federation's code: {codes}; they count "
                  "for nothing (1.4.3, 1.4.4)."},
        {"one": "Eine angegebene Föderation ist kein Föderationskürzel der FIDE: {codes}; sie "
                "zählt nicht (1.4.3, 1.4.4).",
         "other": "{n} angegebene Föderationen sind keine Föderationskürzel der FIDE: {codes}; "
                  "sie zählen nicht (1.4.3, 1.4.4)."},
        {"one": "Een opgegeven federatie is geen federatiecode van de FIDE: {codes}; die telt "
                "niet mee (1.4.3, 1.4.4).",
         "other": "{n} opgegeven federaties zijn geen federatiecodes van de FIDE: {codes}; die "
                  "tellen niet mee (1.4.3, 1.4.4)."}),
    # --- a Swiss's own exemption from the foreigner requirement (1.4.3d), round by round ---
    "norms.swiss": ("The field's exemption (1.4.3d), round by round",
                    "Befreiung durch das Teilnehmerfeld (1.4.3d), Runde für Runde",
                    "Vrijstelling door het deelnemersveld (1.4.3d), ronde voor ronde"),
    "norms.swiss.help": (
        "Counted in every round: the FIDE-rated players of a FIDE federation other than the "
        "registering one (not FIDE's flag) who missed at most one round, as FIDE's "
        "Qualification Commission reads 1.4.3d; a pairing-allocated bye is no round missed.",
        "Gezählt in jeder Runde: die Spieler mit FIDE-Elo einer anderen FIDE-Föderation als "
        "der ausrichtenden (nicht unter FIDE-Flagge), die höchstens eine Runde verpasst haben, "
        "wie die Qualifikationskommission der FIDE 1.4.3d liest; spielfrei durch die Auslosung "
        "ist keine verpasste Runde.",
        "Geteld in elke ronde: de spelers met FIDE-rating van een andere FIDE-federatie dan de "
        "registrerende (niet onder FIDE-vlag) die hoogstens één ronde misten, zoals de "
        "kwalificatiecommissie van de FIDE 1.4.3d leest; vrij door de indeling is geen gemiste "
        "ronde."),
    "norms.swiss.round": ("Round", "Runde", "Ronde"),
    "norms.swiss.short_round": ("{round} ✗", "{round} ✗", "{round} ✗"),
    # a minimum stays with its count's name: no break before or after the sign
    "norms.swiss.foreign-rated": ("Foreign rated\u00a0≥\u00a0{least}",
                                  "Ausländer mit Elo\u00a0≥\u00a0{least}",
                                  "Buitenlanders met rating\u00a0≥\u00a0{least}"),
    "norms.swiss.federations": ("Federations\u00a0≥\u00a0{least}",
                                "Föderationen\u00a0≥\u00a0{least}",
                                "Federaties\u00a0≥\u00a0{least}"),
    "norms.swiss.masters": ("GM, IM, WGM, WIM\u00a0≥\u00a0{least}",
                            "GM, IM, WGM, WIM\u00a0≥\u00a0{least}",
                            "GM, IM, WGM, WIM\u00a0≥\u00a0{least}"),
    "norms.swiss.holds": (
        "The field exempts the event's norms from the foreigner requirement (1.4.3d): each "
        "count reaches its minimum in every round.",
        "Das Teilnehmerfeld befreit die Normen des Turniers von der Ausländerregel (1.4.3d): "
        "jede Zahl erreicht in jeder Runde ihr Minimum.",
        "Het deelnemersveld stelt de normen van het toernooi vrij van de buitenlandereis "
        "(1.4.3d): elk aantal haalt in elke ronde zijn minimum."),
    "norms.swiss.short": (
        "The field does not exempt the event's norms (1.4.3d): a count first falls short in "
        "round {round}.",
        "Das Teilnehmerfeld befreit die Normen des Turniers nicht (1.4.3d): zuerst in Runde "
        "{round} bleibt eine Zahl unter ihrem Minimum.",
        "Het deelnemersveld stelt de normen van het toernooi niet vrij (1.4.3d): voor het eerst "
        "in ronde {round} blijft een aantal onder zijn minimum."),
    "norms.swiss.fails": (
        "The field does not exempt the event's norms (1.4.3d).",
        "Das Teilnehmerfeld befreit die Normen des Turniers nicht (1.4.3d).",
        "Het deelnemersveld stelt de normen van het toernooi niet vrij (1.4.3d)."),
    "norms.check.made": ("{title} norm: made", "{title}-Norm: erreicht", "{title}-norm: behaald"),
    "norms.check.missed": ("{title} norm: not made", "{title}-Norm: nicht erreicht",
                           "{title}-norm: niet behaald"),
    "norms.basis.all-games": ("with every game counted", "mit allen gezählten Partien",
                              "met alle getelde partijen"),
    "norms.basis.eight-of-nine": (
        "with 8 games of 9, the round without a game a forfeit win or a pairing-allocated bye "
        "(1.4.1c)",
        "mit 8 Partien von 9, die Runde ohne Partie kampflos gewonnen oder spielfrei "
        "(1.4.1c)",
        "met 8 partijen van 9, de ronde zonder partij reglementair gewonnen of vrij geloot "
        "(1.4.1c)"),
    "norms.basis.forfeited-last-round": (
        "with the last round, forfeited by the opponent, as a played loss (1.4.2c)",
        "mit der letzten Runde, vom Gegner kampflos abgegeben, als gespielte Niederlage (1.4.2c)",
        "met de laatste ronde, reglementair verloren door de tegenstander, als gespeelde "
        "nederlaag (1.4.2c)"),
    "norms.basis.left-out": (
        {"one": "with round {rounds} left out (1.4.1e–f)",
         "other": "with {n} rounds left out: {rounds} (1.4.1e–f)"},
        {"one": "ohne Runde {rounds} (1.4.1e–f)",
         "other": "ohne {n} Runden: {rounds} (1.4.1e–f)"},
        {"one": "zonder ronde {rounds} (1.4.1e–f)",
         "other": "zonder {n} ronden: {rounds} (1.4.1e–f)"}),
    "norms.credited": (
        {"one": "It counts as {n} game.", "other": "It counts as {n} games."},
        {"one": "Sie zählt als {n} Partie.", "other": "Sie zählt als {n} Partien."},
        {"one": "Ze telt als {n} partij.", "other": "Ze telt als {n} partijen."}),
    "norms.credited.by": (
        {"one": "It counts as {n} game ({clauses}).",
         "other": "It counts as {n} games ({clauses})."},
        {"one": "Sie zählt als {n} Partie ({clauses}).",
         "other": "Sie zählt als {n} Partien ({clauses})."},
        {"one": "Ze telt als {n} partij ({clauses}).",
         "other": "Ze telt als {n} partijen ({clauses})."}),
    "norms.credited.eight-of-nine": (
        "It counts as 9 games (1.4.1c; a point over adds no game, as FIDE's Qualification "
        "Commission reads 1.4.1d).",
        "Sie zählt als 9 Partien (1.4.1c; ein Punkt mehr zählt keine Partie dazu, wie die "
        "Qualifikationskommission der FIDE 1.4.1d liest).",
        "Ze telt als 9 partijen (1.4.1c; een punt meer telt geen partij erbij, zoals de "
        "kwalificatiecommissie van de FIDE 1.4.1d leest)."),
    "norms.reading.eight-games-overscore": (
        "More than a point over its requirement, and counted as 9 games all the same: the "
        "Qualification Commission's reading (a point over counts as 9) stops at one point, "
        "and past it the sources leave the count open ({clause}).",
        "Mehr als einen Punkt über der Bedingung, und trotzdem als 9 Partien gezählt: die "
        "Lesart der Qualifikationskommission (ein Punkt mehr zählt als 9) endet bei einem "
        "Punkt, darüber lassen die Quellen die Zahl offen ({clause}).",
        "Meer dan een punt boven de eis, en toch als 9 partijen geteld: de lezing van de "
        "kwalificatiecommissie (een punt meer telt als 9) stopt bij één punt, daarboven laten "
        "de bronnen het aantal open ({clause})."),
    "norms.reading.overscore-past-thirteen": (
        "The points over take it past 13 games in an event of at most 13 rounds: each is "
        "counted, as 1.7 caps only longer events, and the sources leave it open ({clause}).",
        "Die Punkte über der Bedingung bringen sie über 13 Partien in einem Turnier von "
        "höchstens 13 Runden: jede wird gezählt, da 1.7 nur längere Turniere begrenzt, und "
        "die Quellen lassen das offen ({clause}).",
        "De punten boven de eis brengen haar boven 13 partijen in een toernooi van hoogstens "
        "13 ronden: elke wordt geteld, omdat 1.7 alleen langere toernooien begrenst, en de "
        "bronnen laten dat open ({clause})."),
    "norms.reading.double-round-robin-half.holds": (
        "The half of {clause} read as half the games, an opponent met twice counted twice; "
        "read as half the opponents, each counted once, the requirement would hold.",
        "Die Hälfte von {clause} als Hälfte der Partien gelesen, ein zweimal getroffener "
        "Gegner zweimal gezählt; als Hälfte der Gegner gelesen, jeder einmal gezählt, wäre "
        "die Bedingung erfüllt.",
        "De helft van {clause} gelezen als de helft van de partijen, een tegenstander die "
        "twee keer is ontmoet twee keer geteld; gelezen als de helft van de tegenstanders, "
        "elk één keer geteld, zou aan de eis voldaan zijn."),
    "norms.reading.double-round-robin-half.fails": (
        "The half of {clause} read as half the games, an opponent met twice counted twice; "
        "read as half the opponents, each counted once, the requirement would fail.",
        "Die Hälfte von {clause} als Hälfte der Partien gelesen, ein zweimal getroffener "
        "Gegner zweimal gezählt; als Hälfte der Gegner gelesen, jeder einmal gezählt, wäre "
        "die Bedingung nicht erfüllt.",
        "De helft van {clause} gelezen als de helft van de partijen, een tegenstander die "
        "twee keer is ontmoet twee keer geteld; gelezen als de helft van de tegenstanders, "
        "elk één keer geteld, zou niet aan de eis voldaan zijn."),
    "norms.near": (
        "A title result with every game counted (performance {performance} against an average "
        "of {average}), but no {title} norm: {why}.",
        "Ein Titelergebnis mit allen gezählten Partien (Leistung {performance} bei einem "
        "Schnitt von {average}), aber keine {title}-Norm: {why}.",
        "Een titelresultaat met alle getelde partijen (prestatie {performance} bij een "
        "gemiddelde van {average}), maar geen {title}-norm: {why}."),
    "norms.failing": ("{requirement} ({clause})", "{requirement} ({clause})",
                      "{requirement} ({clause})"),
    "norms.failing.more": ("{first}; {then}", "{first}; {then}", "{first}; {then}"),
    "norms.short": (
        {"one": "{n} point short of the norm with every game counted.",
         "other": "{n} points short of the norm with every game counted."},
        {"one": "Mit allen gezählten Partien fehlt {n} Punkt zur Norm.",
         "other": "Mit allen gezählten Partien fehlen {n} Punkte zur Norm."},
        {"one": "Met alle getelde partijen {n} punt tekort voor de norm.",
         "other": "Met alle getelde partijen {n} punten tekort voor de norm."}),
    "norms.waiver": ("The foreigner requirement (1.4.3, 1.4.4) is waived by {clause}.",
                     "Die Ausländerregel (1.4.3, 1.4.4) entfällt nach {clause}.",
                     "De buitenlandereis (1.4.3, 1.4.4) vervalt volgens {clause}."),
    "norms.not_counted": ("Rounds not counted (1.4.2): {rounds}.",
                          "Nicht gezählte Runden (1.4.2): {rounds}.",
                          "Niet getelde ronden (1.4.2): {rounds}."),
    "norms.left.bye": ("bye", "spielfrei", "vrij"),
    "norms.left.forfeit": ("forfeit", "kampflos", "reglementair"),
    "norms.left.not-played": ("not played", "nicht gespielt", "niet gespeeld"),
    "norms.left.no-opponent": ("opponent not in the file", "Gegner nicht in der Datei",
                               "tegenstander niet in het bestand"),
    "norms.left.unrated-scored-zero": (
        "unrated opponent without a point against the rated (1.4.2b)",
        "Gegner ohne Elo und ohne Punkt gegen Gegner mit Elo (1.4.2b)",
        "tegenstander zonder rating en zonder punt tegen spelers met rating (1.4.2b)"),
    "norms.col.requirement": ("Requirement", "Bedingung", "Eis"),
    "norms.col.figure": ("Figure", "Wert", "Waarde"),
    "norms.col.needed": ("Needed", "Verlangt", "Vereist"),
    "norms.col.clause": ("Clause", "Artikel", "Artikel"),
    "norms.col.holds": ("Holds", "Erfüllt", "Voldaan"),
    "norms.at_least": ("at least {value}", "mindestens {value}", "minstens {value}"),
    "norms.at_most": ("at most {value}", "höchstens {value}", "hoogstens {value}"),
    "norms.unknown": ("not known", "unbekannt", "onbekend"),
    "norms.yes": ("✓ yes", "✓ ja", "✓ ja"),
    "norms.no": ("✗ no", "✗ nein", "✗ nee"),
    "norms.waived": ("✓ waived ({clause})", "✓ entfällt ({clause})", "✓ vervalt ({clause})"),
    "norms.req.woman": ("A woman (WGM and WIM are women's titles)",
                        "Eine Frau (WGM und WIM sind Frauentitel)",
                        "Een vrouw (WGM en WIM zijn vrouwentitels)"),
    "norms.req.games": ("Games", "Partien", "Partijen"),
    "norms.req.score": ("Points", "Punkte", "Punten"),
    "norms.req.average-rating": ("Average rating of the opponents", "Elo-Schnitt der Gegner",
                                 "Gemiddelde rating van de tegenstanders"),
    "norms.req.performance": ("Performance", "Leistung", "Prestatie"),
    "norms.req.title-holders": ("Opponents with a title (GM, IM, WGM, WIM, FM, WFM)",
                                "Gegner mit Titel (GM, IM, WGM, WIM, FM, WFM)",
                                "Tegenstanders met een titel (GM, IM, WGM, WIM, FM, WFM)"),
    "norms.req.title-or-higher": ("Opponents with the norm's title or higher",
                                  "Gegner mit dem Titel der Norm oder höher",
                                  "Tegenstanders met de titel van de norm of hoger"),
    "norms.req.foreign-federations": ("Federations other than the player's",
                                      "Andere Föderationen als die des Spielers",
                                      "Andere federaties dan die van de speler"),
    "norms.req.own-federation": ("Opponents of the player's federation",
                                 "Gegner der eigenen Föderation",
                                 "Tegenstanders van de eigen federatie"),
    "norms.req.one-federation": ("Opponents of any one federation",
                                 "Gegner einer einzigen Föderation",
                                 "Tegenstanders van één federatie"),
    "norms.req.players": ("Players of the double round robin", "Spieler des Doppelrundenturniers",
                          "Spelers van de dubbele round robin"),
    # --- the report an arbiter prints ---
    "norms.report.title": ("Title norm report", "Bericht über Titelnormen", "Rapport titelnormen"),
    "norms.report.note": (
        "A report to check and attach to a title application, with the facts FIDE's "
        "certificate of a title result (form IT1) asks for; not FIDE's own form. Every "
        "requirement of FIDE's Title Regulations (Handbook B.01, in force from 1 January 2024) "
        "is worked out from the tournament report file by the Elo rating dashboard.",
        "Ein Bericht zum Prüfen und Beilegen zu einem Titelantrag, mit den Angaben, die das "
        "Zertifikat der FIDE über ein Titelergebnis (Formular IT1) verlangt; nicht das "
        "Formular der FIDE. Jede Bedingung der FIDE-Titelordnung (Handbuch B.01, gültig ab "
        "1. Januar 2024) ist vom Elo-Rechner aus der Turnierberichtsdatei ermittelt.",
        "Een rapport om te controleren en bij een titelaanvraag te voegen, met de gegevens die "
        "het certificaat van de FIDE over een titelresultaat (formulier IT1) vraagt; niet het "
        "formulier van de FIDE. Elke eis van het FIDE-titelreglement (Handboek B.01, geldig "
        "vanaf 1 januari 2024) is door het Elo-dashboard uit het toernooirapportbestand "
        "berekend."),
    "norms.report.none": ("No title norm made", "Keine Titelnorm erreicht",
                          "Geen titelnorm behaald"),
    "norms.report.credited": ("Games credited", "Angerechnete Partien", "Toegekende partijen"),
    "norms.report.credited.open": ("{figure}, by a reading left open",
                                   "{figure}, nach offener Lesart",
                                   "{figure}, volgens een open lezing"),
    "norms.report.event": ("Event", "Turnier", "Toernooi"),
    "norms.report.city": ("Place", "Ort", "Plaats"),
    "norms.report.dates": ("Dates", "Daten", "Data"),
    "norms.report.host": ("Registering federation", "Ausrichtende Föderation",
                          "Registrerende federatie"),
    "norms.report.chief": ("Chief arbiter", "Hauptschiedsrichter", "Hoofdarbiter"),
    "norms.report.deputies": ("Deputy arbiters", "Stellvertretende Schiedsrichter",
                              "Plaatsvervangende arbiters"),
    "norms.report.rate": ("Rate of play", "Bedenkzeit", "Speeltempo"),
    "norms.report.rounds": ("Rounds", "Runden", "Ronden"),
    "norms.report.ratings": ("Ratings", "Elo", "Ratings"),
    "norms.report.ratings.file": (
        "as the file gives them; the list in force at the start (1.4.6a): {list}",
        "wie die Datei sie angibt; die zu Beginn gültige Liste (1.4.6a): {list}",
        "zoals het bestand ze geeft; de lijst die bij de start gold (1.4.6a): {list}"),
    "norms.report.ratings.held": ("Players held against", "Spieler abgeglichen mit",
                                  "Spelers vergeleken met"),
    "norms.report.field": ("The field", "Teilnehmerfeld", "Deelnemersveld"),
    "norms.report.players": ("Players", "Teilnehmer", "Deelnemers"),
    "norms.report.rated": ("Rated players", "Teilnehmer mit Elo", "Deelnemers met rating"),
    "norms.report.foreign": ("Players of other federations than the registering one",
                             "Teilnehmer anderer Föderationen als der ausrichtenden",
                             "Deelnemers van andere federaties dan de registrerende"),
    "norms.report.federations": ("Federations of the players", "Föderationen der Teilnehmer",
                                 "Federaties van de deelnemers"),
    "norms.report.unknown_federations": (
        "Written as a federation, but no FIDE federation's code (counts for nothing)",
        "Als Föderation angegeben, aber kein Föderationskürzel der FIDE (zählt nicht)",
        "Als federatie opgegeven, maar geen federatiecode van de FIDE (telt niet mee)"),
    "norms.report.player": ("Player", "Spieler", "Speler"),
    "norms.report.name": ("Name", "Name", "Naam"),
    "norms.report.fide_id": ("FIDE ID", "FIDE-ID", "FIDE-ID"),
    "norms.report.federation": ("Federation", "Föderation", "Federatie"),
    "norms.report.rating": ("Rating", "Elo", "Rating"),
    "norms.report.player_title": ("Title", "Titel", "Titel"),
    "norms.report.born": ("Born", "Geboren", "Geboren"),
    "norms.report.games": ("Games", "Partien", "Partijen"),
    "norms.report.round": ("Round", "Runde", "Ronde"),
    "norms.report.date": ("Date", "Datum", "Datum"),
    "norms.report.colour": ("Colour", "Farbe", "Kleur"),
    "norms.report.colour.white": ("W", "W", "W"),
    "norms.report.colour.black": ("B", "S", "Z"),
    "norms.report.opponent": ("Opponent", "Gegner", "Tegenstander"),
    "norms.report.result": ("Result", "Ergebnis", "Uitslag"),
    "norms.report.counted": ("Counted", "Gezählt", "Geteld"),
    "norms.report.by_title": ("Opponents counted, by title", "Gezählte Gegner nach Titel",
                              "Getelde tegenstanders per titel"),
    "norms.report.untitled": ("no title", "ohne Titel", "zonder titel"),
    "norms.report.by_federation": ("Opponents counted, by federation",
                                   "Gezählte Gegner nach Föderation",
                                   "Getelde tegenstanders per federatie"),
    "norms.report.requirements": ("Requirements of the {title} norm",
                                  "Bedingungen der {title}-Norm", "Eisen van de {title}-norm"),
    "norms.report.others": ("The other titles checked", "Die anderen geprüften Titel",
                            "De andere gecontroleerde titels"),
    "norms.report.failing": ("Not met", "Nicht erfüllt", "Niet voldaan"),
    "norms.report.all_met": ("every requirement met", "jede Bedingung erfüllt",
                             "aan elke eis voldaan"),
    "norms.report.sign.arbiter": ("Chief arbiter: name, FIDE ID and signature",
                                  "Hauptschiedsrichter: Name, FIDE-ID und Unterschrift",
                                  "Hoofdarbiter: naam, FIDE-ID en handtekening"),
    "norms.report.sign.official": (
        "Official of the registering federation: name, function and signature",
        "Funktionär der ausrichtenden Föderation: Name, Funktion und Unterschrift",
        "Functionaris van de registrerende federatie: naam, functie en handtekening"),
    "norms.report.sign.date": ("Place and date", "Ort und Datum", "Plaats en datum"),
    # --- FIDE's lists, as the report and the pages name them ---
    "rlist.name": ("FIDE's list, {month}", "FIDE-Liste {month}", "FIDE-lijst {month}"),
    "rlist.name.rapid": ("FIDE's rapid list, {month}", "FIDE-Schnellschachliste {month}",
                         "FIDE-rapidlijst {month}"),
    "rlist.name.blitz": ("FIDE's blitz list, {month}", "FIDE-Blitzliste {month}",
                         "FIDE-blitzlijst {month}"),
}
