"""The title norms' texts: the norm sheet (every requirement of FIDE's Title Regulations, B.01,
with its figure, threshold and clause), the Whole event page's norms column, filter and event
type, and the report an arbiter prints."""

from __future__ import annotations

from pages.ui.i18n.entry import Entry

TEXTS: dict[str, Entry] = {
    "norms.title": ("Title norms", "Titelnormen", "Titelnormen"),
    "ecol.norm": ("Norm", "Norm", "Norm"),
    "norms.col.reach": ("{title}: {short} short", "{title}: {short} fehlt",
                        "{title}: {short} tekort"),
    "norms.col.near": ("{title}: fails {clauses}", "{title}: {clauses} verfehlt",
                       "{title}: {clauses} niet gehaald"),
    "norms.only": ("With a norm or near one", "Mit Norm oder knapp daran",
                   "Met norm of er dichtbij"),
    "norms.only.help": (
        "Only the players with a norm of a title above the one they hold, or near one: within "
        "reach, where every requirement but the score holds with all the games counted and at "
        "most one point more would have made the norm; or a title result (performance, average "
        "and score) that fails only the number of games or the opponents' mix (1.4.1, 1.4.3 to "
        "1.4.5), named by its clause.",
        "Nur Spieler mit einer Norm für einen Titel über ihrem eigenen, oder knapp daran: in "
        "Reichweite, wenn mit allen gezählten Partien jede Bedingung außer dem Ergebnis erfüllt "
        "ist und höchstens ein Punkt mehr die Norm ergeben hätte; oder ein Titelergebnis "
        "(Leistung, Schnitt und Punkte), dem nur die Zahl der Partien oder die Mischung der "
        "Gegner fehlt (1.4.1, 1.4.3 bis 1.4.5), mit dem Artikel genannt.",
        "Alleen spelers met een norm voor een titel boven hun eigen titel, of er dichtbij: "
        "binnen bereik, als met alle getelde partijen aan elke eis behalve de score is voldaan "
        "en hooguit één punt meer de norm had opgeleverd; of een titelresultaat (prestatie, "
        "gemiddelde en score) dat alleen niet voldoet aan het aantal partijen of de mix van "
        "tegenstanders (1.4.1, 1.4.3 tot 1.4.5), met het artikel genoemd."),
    "norms.only.none": ("No player has a norm or is near one.",
                        "Kein Spieler hat eine Norm oder ist knapp daran.",
                        "Geen speler heeft een norm of is er dichtbij."),
    "norms.near": (
        "A title result with every game counted (performance {performance} against an average "
        "of {average}), but no {title} norm: {why}.",
        "Ein Titelergebnis mit allen gezählten Partien (Leistung {performance} bei einem "
        "Schnitt von {average}), aber keine {title}-Norm: {why}.",
        "Een titelresultaat met alle getelde partijen (prestatie {performance} bij een "
        "gemiddelde van {average}), maar geen {title}-norm: {why}."),
    "norms.none_to_make": (
        "The player holds the {title} title: no title above it is left to make a norm for.",
        "Der Spieler trägt den {title}-Titel: Für keinen höheren Titel ist eine Norm zu machen.",
        "De speler heeft de {title}-titel: er is geen hogere titel om een norm voor te halen."),
    "norms.settings": ("Event type", "Turnierart", "Soort toernooi"),
    "norms.format": ("Pairing system", "Paarungssystem", "Indelingssysteem"),
    "norms.settings.help": (
        "A tournament report file does not say these. They decide which games may be left out "
        "(1.4.1e–f), how many games a norm needs (1.4.1b) and whether the federations count "
        "(1.4.3a–c).",
        "Eine Turnierberichtsdatei sagt das nicht. Davon hängt ab, welche Partien weggelassen "
        "werden dürfen (1.4.1e–f), wie viele Partien eine Norm braucht (1.4.1b) und ob die "
        "Föderationen zählen (1.4.3a–c).",
        "Een toernooirapportbestand zegt dit niet. Het bepaalt welke partijen weggelaten mogen "
        "worden (1.4.1e–f), hoeveel partijen een norm nodig heeft (1.4.1b) en of de federaties "
        "tellen (1.4.3a–c)."),
    "norms.format.swiss": ("Swiss", "Schweizer System", "Zwitsers"),
    "norms.format.round-robin": ("Round robin", "Rundenturnier", "Round robin"),
    "norms.format.double-round-robin": ("Double round robin", "Doppelrundenturnier",
                                        "Dubbele round robin"),
    "norms.team": ("Team championship (1.4.1b)", "Mannschaftsmeisterschaft (1.4.1b)",
                   "Teamkampioenschap (1.4.1b)"),
    "norms.none": ("None", "Keine", "Geen"),
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
    "norms.gap": ("No norm can be checked, because {reasons}.",
                  "Keine Norm kann geprüft werden, denn {reasons}.",
                  "Geen norm kan worden gecontroleerd, want {reasons}."),
    "norms.gap.no-title-holders": (
        "no player of the file holds a FIDE title (1.4.5a asks for title holders)",
        "kein Spieler der Datei trägt einen FIDE-Titel (1.4.5a verlangt Titelträger)",
        "geen speler in het bestand heeft een FIDE-titel (1.4.5a vraagt om titelhouders)"),
    "norms.gap.no-federations": (
        "no player has a federation (1.4.3 asks for foreign federations)",
        "kein Spieler hat eine Föderation (1.4.3 verlangt ausländische Föderationen)",
        "geen speler heeft een federatie (1.4.3 vraagt om buitenlandse federaties)"),
    "norms.gap.no-ratings": (
        "no player has a FIDE rating (1.4.8a asks for an average rating)",
        "kein Spieler hat eine FIDE-Elo (1.4.8a verlangt einen Elo-Schnitt)",
        "geen speler heeft een FIDE-rating (1.4.8a vraagt om een gemiddelde rating)"),
    "norms.gap.and": ("; ", "; ", "; "),
    "norms.sheet.choose": ("Choose a player above for their norm sheet.",
                           "Wählen Sie oben einen Spieler für sein Normblatt.",
                           "Kies hierboven een speler voor zijn normblad."),
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
        {"one": "It counts as {n} game (1.4.1d, 1.7).",
         "other": "It counts as {n} games (1.4.1d, 1.7)."},
        {"one": "Sie zählt als {n} Partie (1.4.1d, 1.7).",
         "other": "Sie zählt als {n} Partien (1.4.1d, 1.7)."},
        {"one": "Ze telt als {n} partij (1.4.1d, 1.7).",
         "other": "Ze telt als {n} partijen (1.4.1d, 1.7)."}),
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
    "norms.download": ("Norm report to print (HTML, A4)", "Normbericht zum Drucken (HTML, A4)",
                       "Normrapport om te printen (HTML, A4)"),
    "norms.download.help": (
        "A page that prints on A4 with the event, the player, every game and each requirement "
        "with its clause: a report to check and attach, not FIDE's own form.",
        "Eine Seite, die auf A4 druckt, mit Turnier, Spieler, jeder Partie und jeder Bedingung "
        "mit ihrem Artikel: ein Bericht zum Prüfen und Beilegen, nicht das Formular der FIDE.",
        "Een pagina die op A4 print, met het toernooi, de speler, elke partij en elke eis met "
        "zijn artikel: een rapport om te controleren en bij te voegen, niet het formulier van "
        "de FIDE."),
    "norms.report.title": ("Title norm report", "Bericht über Titelnormen", "Rapport titelnormen"),
    "norms.report.note": (
        "A report to check and attach to a title application, not FIDE's own certificate form. "
        "Every requirement of FIDE's Title Regulations (Handbook B.01, in force from 1 January "
        "2024) is worked out from the tournament report file by the Elo rating dashboard.",
        "Ein Bericht zum Prüfen und Beilegen zu einem Titelantrag, nicht das Zertifikatsformular "
        "der FIDE. Jede Bedingung der FIDE-Titelordnung (Handbuch B.01, gültig ab 1. Januar "
        "2024) ist vom Elo-Rechner aus der Turnierberichtsdatei ermittelt.",
        "Een rapport om te controleren en bij een titelaanvraag te voegen, niet het "
        "certificaatformulier van de FIDE. Elke eis van het FIDE-titelreglement (Handboek B.01, "
        "geldig vanaf 1 januari 2024) is door het Elo-dashboard uit het "
        "toernooirapportbestand berekend."),
    "norms.report.event": ("Event", "Turnier", "Toernooi"),
    "norms.report.city": ("Place", "Ort", "Plaats"),
    "norms.report.dates": ("Dates", "Daten", "Data"),
    "norms.report.host": ("Registering federation", "Ausrichtende Föderation",
                          "Registrerende federatie"),
    "norms.report.rounds": ("Rounds", "Runden", "Ronden"),
    "norms.report.players": ("Players", "Spieler", "Spelers"),
    "norms.report.player": ("Player", "Spieler", "Speler"),
    "norms.report.fide_id": ("FIDE ID", "FIDE-ID", "FIDE-ID"),
    "norms.report.federation": ("Federation", "Föderation", "Federatie"),
    "norms.report.rating": ("Rating", "Elo", "Rating"),
    "norms.report.player_title": ("Title", "Titel", "Titel"),
    "norms.report.born": ("Born", "Geboren", "Geboren"),
    "norms.report.games": ("Games", "Partien", "Partijen"),
    "norms.report.round": ("Round", "Runde", "Ronde"),
    "norms.report.opponent": ("Opponent", "Gegner", "Tegenstander"),
    "norms.report.result": ("Result", "Ergebnis", "Uitslag"),
    "norms.report.counted": ("Counted", "Gezählt", "Geteld"),
    "norms.report.summary": (
        {"one": "{points} in {n} game, average {average}, performance {performance}",
         "other": "{points} in {n} games, average {average}, performance {performance}"},
        {"one": "{points} aus {n} Partie, Schnitt {average}, Leistung {performance}",
         "other": "{points} aus {n} Partien, Schnitt {average}, Leistung {performance}"},
        {"one": "{points} uit {n} partij, gemiddelde {average}, prestatie {performance}",
         "other": "{points} uit {n} partijen, gemiddelde {average}, "
                  "prestatie {performance}"}),
    "norms.report.arbiter": ("Chief arbiter, name and signature",
                             "Hauptschiedsrichter, Name und Unterschrift",
                             "Hoofdarbiter, naam en handtekening"),
    "norms.report.date": ("Place and date", "Ort und Datum", "Plaats en datum"),
    "norms.typed.help": (
        "Write each opponent's title and federation in the list beside the name, as "
        "chess-results' player cards carry them: GM GER 2450:1; or paste the player card, "
        "or a table or CSV with title and federation columns (Title, FED).",
        "Schreiben Sie Titel und Föderation jedes Gegners in die Liste neben den Namen, wie "
        "die Spielerkarten von chess-results sie führen: GM GER 2450:1; oder fügen Sie die "
        "Spielerkarte ein, oder eine Tabelle oder CSV mit Spalten für Titel und Föderation "
        "(Titel, Land).",
        "Schrijf de titel en federatie van elke tegenstander in de lijst naast de naam, zoals "
        "de spelerskaarten van chess-results ze vermelden: GM GER 2450:1; of plak de "
        "spelerskaart, of een tabel of CSV met kolommen voor titel en federatie (Titel, Land)."),
    "norms.own_federation": ("Your federation", "Ihre Föderation", "Je federatie"),
    "norms.own_federation.hint": ("e.g. ENG", "z. B. GER", "bijv. NED"),
    "norms.federation.help": (
        "Three letters, as FIDE writes a federation (GER, NED, ENG). Your own federation's "
        "opponents count for 1.4.4, the others for 1.4.3; empty: not known.",
        "Drei Buchstaben, wie die FIDE eine Föderation schreibt (GER, NED, ENG). Gegner der "
        "eigenen Föderation zählen für 1.4.4, die anderen für 1.4.3; leer: unbekannt.",
        "Drie letters, zoals de FIDE een federatie schrijft (GER, NED, ENG). Tegenstanders van "
        "je eigen federatie tellen voor 1.4.4, de andere voor 1.4.3; leeg: onbekend."),
    "norms.event_rounds": ("Rounds of the event", "Runden des Turniers", "Ronden van het toernooi"),
    "norms.settings.help.typed": (
        "A game list does not say these. They decide which games may be left out (1.4.1e–f) "
        "and how many games a norm needs (1.4.1b).",
        "Eine Partienliste sagt das nicht. Davon hängt ab, welche Partien weggelassen werden "
        "dürfen (1.4.1e–f) und wie viele Partien eine Norm braucht (1.4.1b).",
        "Een partijenlijst zegt dit niet. Het bepaalt welke partijen weggelaten mogen worden "
        "(1.4.1e–f) en hoeveel partijen een norm nodig heeft (1.4.1b)."),
    "norms.woman": ("A woman (WGM and WIM norms)", "Eine Frau (WGM- und WIM-Normen)",
                    "Een vrouw (WGM- en WIM-normen)"),
    "norms.plan": ({"one": "The round left", "other": "The {n} rounds left"},
                   {"one": "Die verbleibende Runde", "other": "Die {n} verbleibenden Runden"},
                   {"one": "De resterende ronde", "other": "De {n} resterende ronden"}),
    "norms.plan.played": (
        "Each round left counts only as a game played over the board (1.4.2c): won or lost by "
        "forfeit, or a bye, it is no game for the norm, and the plan no longer holds. An "
        "opponent not known is taken as strong as those so far, without a title or a foreign "
        "federation; the points as won first, then drawn.",
        "Jede verbleibende Runde zählt nur als am Brett gespielte Partie (1.4.2c): kampflos "
        "gewonnen oder verloren, oder spielfrei, ist sie keine Partie für die Norm, und die "
        "Rechnung gilt nicht mehr. Ein unbekannter Gegner wird so stark wie die bisherigen "
        "angenommen, ohne Titel und ohne ausländische Föderation; die Punkte erst als Siege, "
        "dann als Remis.",
        "Elke resterende ronde telt alleen als een partij die aan het bord is gespeeld "
        "(1.4.2c): reglementair gewonnen of verloren, of vrij, is ze geen partij voor de norm, "
        "en de berekening geldt niet meer. Een onbekende tegenstander wordt even sterk "
        "genomen als de vorige, zonder titel en zonder buitenlandse federatie; de punten "
        "eerst als winst, dan als remise."),
    "norms.next": ("**Next round**, where the pairing is known:",
                   "**Nächste Runde**, wenn die Paarung bekannt ist:",
                   "**Volgende ronde**, als de indeling bekend is:"),
    "norms.next.rating": ("Opponent's rating", "Elo des Gegners", "Rating tegenstander"),
    "norms.next.rating.unknown": ("not known", "unbekannt", "onbekend"),
    "norms.next.title": ("Title", "Titel", "Titel"),
    # FIDE's titles, written alike in every language (the next opponent's, and a link's notice)
    "norms.title.GM": ("GM", "GM", "GM"),
    "norms.title.IM": ("IM", "IM", "IM"),
    "norms.title.WGM": ("WGM", "WGM", "WGM"),
    "norms.title.FM": ("FM", "FM", "FM"),
    "norms.title.WIM": ("WIM", "WIM", "WIM"),
    "norms.title.CM": ("CM", "CM", "CM"),
    "norms.title.WFM": ("WFM", "WFM", "WFM"),
    "norms.title.WCM": ("WCM", "WCM", "WCM"),
    "norms.next.federation": ("Federation", "Föderation", "Federatie"),
    "norms.plan.needed": (
        {"one": "{title} norm: {n} point needed", "other": "{title} norm: {n} points needed"},
        {"one": "{title}-Norm: {n} Punkt nötig", "other": "{title}-Norm: {n} Punkte nötig"},
        {"one": "{title}-norm: {n} punt nodig", "other": "{title}-norm: {n} punten nodig"}),
    "norms.plan.before": ("the points scored before the rounds left out",
                          "die Punkte vor den weggelassenen Runden erzielt",
                          "de punten gescoord vóór de weggelaten ronden"),
    "norms.plan.none": ("{title} norm: no score is enough: {why}.",
                        "{title}-Norm: kein Ergebnis reicht: {why}.",
                        "{title}-norm: geen score is genoeg: {why}."),
    # --- FIDE's rating list on the Tournament and Whole event pages ---
    "rlist.name": ("FIDE's list, {month}", "FIDE-Liste {month}", "FIDE-lijst {month}"),
    "rlist.name.rapid": ("FIDE's rapid list, {month}", "FIDE-Schnellschachliste {month}",
                         "FIDE-rapidlijst {month}"),
    "rlist.name.blitz": ("FIDE's blitz list, {month}", "FIDE-Blitzliste {month}",
                         "FIDE-blitzlijst {month}"),
    "rlist.kind": ("Look players up in", "Spieler nachschlagen in", "Spelers opzoeken in"),
    "rlist.kind.help": (
        "The rules chosen are FIDE's rapid & blitz: opponents are looked up in FIDE's rapid "
        "list or its blitz list, as the games were played.",
        "Gewählt sind FIDEs Regeln für Schnellschach & Blitz: Gegner werden in FIDEs "
        "Schnellschach- oder Blitzliste nachgeschlagen, je nachdem, wie gespielt wurde.",
        "De gekozen regels zijn die van de FIDE voor rapid & blitz: tegenstanders worden "
        "opgezocht in de rapidlijst of de blitzlijst van de FIDE, zoals er gespeeld is."),
    "rlist.kind.help.event": (
        "The rules chosen are FIDE's rapid & blitz: the event's players are held against "
        "FIDE's rapid list or its blitz list, as the event was played.",
        "Gewählt sind FIDEs Regeln für Schnellschach & Blitz: Die Spieler des Turniers werden "
        "mit FIDEs Schnellschach- oder Blitzliste abgeglichen, je nachdem, wie es gespielt "
        "wurde.",
        "De gekozen regels zijn die van de FIDE voor rapid & blitz: de spelers van het toernooi "
        "worden vergeleken met de rapidlijst of de blitzlijst van de FIDE, zoals het gespeeld "
        "is."),
    "rlist.kind.standard": ("FIDE's standard list", "FIDE-Standardliste",
                            "FIDE-standaardlijst"),
    "rlist.kind.rapid": ("FIDE's rapid list", "FIDE-Schnellschachliste", "FIDE-rapidlijst"),
    "rlist.kind.blitz": ("FIDE's blitz list", "FIDE-Blitzliste", "FIDE-blitzlijst"),
    "rlist.kind.none": (
        "{kind} is not loaded, so players are not looked up: under the rules chosen (rapid & "
        "blitz) another list's ratings are not theirs.",
        "Die {kind} ist nicht geladen, daher werden Spieler nicht nachgeschlagen: Nach den "
        "gewählten Regeln (Schnellschach & Blitz) ist die Elo einer anderen Liste nicht die "
        "ihre.",
        "De {kind} is niet geladen, dus spelers worden niet opgezocht: onder de gekozen regels "
        "(rapid & blitz) is de rating van een andere lijst niet de hunne."),
    "rlist.none": (
        "No FIDE rating list is loaded, so players are not looked up in it.",
        "Es ist keine FIDE-Elo-Liste geladen, daher werden Spieler nicht darin nachgeschlagen.",
        "Er is geen FIDE-ratinglijst geladen, dus spelers worden er niet in opgezocht."),
    # how a list is loaded on this server, said after each of the above
    "rlist.load.upload": (
        "Lists are loaded on the Rating list page (FIDE's monthly TXT or ZIP) or with "
        "`python -m elo_core rating-list import FILE`.",
        "Listen werden auf der Seite Elo-Liste (FIDEs monatliche TXT- oder ZIP-Datei) oder mit "
        "`python -m elo_core rating-list import DATEI` geladen.",
        "Lijsten worden geladen op de pagina Ratinglijst (FIDE's maandelijkse TXT of ZIP) of "
        "met `python -m elo_core rating-list import BESTAND`."),
    "rlist.load.operator": (
        "This server takes no list by upload: its operator loads lists (FIDE's monthly TXT or "
        "ZIP) with `python -m elo_core rating-list import FILE`.",
        "Dieser Server nimmt keine Liste per Upload: Wer ihn betreibt, lädt Listen (FIDEs "
        "monatliche TXT- oder ZIP-Datei) mit `python -m elo_core rating-list import DATEI`.",
        "Deze server neemt geen lijst per upload: wie hem beheert laadt lijsten (FIDE's "
        "maandelijkse TXT of ZIP) met `python -m elo_core rating-list import BESTAND`."),
}
