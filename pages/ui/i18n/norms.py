"""The title norms' texts the pages alone show: the Whole event page's norms column, filter and
event type, the report's download, the Tournament page's norm inputs and plan, and FIDE's list
on those pages. The norm sheet's words (every requirement of FIDE's Title Regulations, B.01,
with its figure, threshold and clause) are the report's too, and live with it in the engine
(:mod:`elo_core.norms.report.texts`)."""

from __future__ import annotations

from elo_core.language import Entry

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
    "norms.none_to_make": (
        "The player holds the {title} title: no title above it is left to make a norm for.",
        "Der Spieler trägt den {title}-Titel: Für keinen höheren Titel ist eine Norm zu machen.",
        "De speler heeft de {title}-titel: er is geen hogere titel om een norm voor te halen."),
    "norms.settings": ("Event type", "Turnierart", "Soort toernooi"),
    "norms.settings.help": (
        "A tournament report file may not say these. They decide which games may be left out "
        "(1.4.1e–f), how many games a norm needs (1.4.1b) and whether the federations count "
        "(1.4.3a–c). The pairing system not chosen is the file's: its type of tournament "
        "(092), else everyone meeting everyone, else a Swiss; one chosen overrides it.",
        "Eine Turnierberichtsdatei sagt das womöglich nicht. Davon hängt ab, welche Partien "
        "weggelassen werden dürfen (1.4.1e–f), wie viele Partien eine Norm braucht (1.4.1b) "
        "und ob die Föderationen zählen (1.4.3a–c). Ohne Wahl gilt das Paarungssystem der "
        "Datei: ihre Turnierart (092), sonst jeder gegen jeden, sonst Schweizer System; eine "
        "Wahl geht vor.",
        "Een toernooirapportbestand zegt dit misschien niet. Het bepaalt welke partijen "
        "weggelaten mogen worden (1.4.1e–f), hoeveel partijen een norm nodig heeft (1.4.1b) en "
        "of de federaties tellen (1.4.3a–c). Zonder keuze geldt het indelingssysteem van het "
        "bestand: het toernooitype (092), anders iedereen tegen iedereen, anders Zwitsers; een "
        "keuze gaat voor."),
    "norms.none": ("None", "Keine", "Geen"),
    "norms.format.file": ("As the file says", "Wie die Datei sagt", "Zoals het bestand zegt"),
    "norms.format.typed": ("Not chosen (a Swiss)", "Nicht gewählt (Schweizer System)",
                           "Niet gekozen (Zwitsers)"),
    "norms.gap": (
        "The file lacks what a norm needs: {reasons}. Every player's figures are shown all the "
        "same, with the requirement that fails.",
        "Der Datei fehlt, was eine Norm braucht: {reasons}. Die Werte jedes Spielers stehen "
        "trotzdem da, mit der Bedingung, die nicht erfüllt ist.",
        "Het bestand mist wat een norm nodig heeft: {reasons}. De cijfers van elke speler "
        "staan er toch, met de eis waaraan niet is voldaan."),
    "norms.format.used": ("Pairing system of the norms: {format}.",
                          "Paarungssystem der Normen: {format}.",
                          "Indelingssysteem van de normen: {format}."),
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
    "norms.download": ("Norm report to print (HTML, A4)", "Normbericht zum Drucken (HTML, A4)",
                       "Normrapport om te printen (HTML, A4)"),
    "norms.download.help": (
        "A page that prints on A4 with the event and its arbiters, the player, every game and "
        "each requirement with its clause, and lines for the signatures: a report to check, "
        "sign and attach, not FIDE's own form.",
        "Eine Seite, die auf A4 druckt, mit Turnier und Schiedsrichtern, Spieler, jeder Partie "
        "und jeder Bedingung mit ihrem Artikel, und Zeilen für die Unterschriften: ein Bericht "
        "zum Prüfen, Unterschreiben und Beilegen, nicht das Formular der FIDE.",
        "Een pagina die op A4 print, met het toernooi en zijn arbiters, de speler, elke partij "
        "en elke eis met zijn artikel, en regels voor de handtekeningen: een rapport om te "
        "controleren, te ondertekenen en bij te voegen, niet het formulier van de FIDE."),
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
    "norms.plan.none.if": ("{title} norm: no score is enough if {assumption}: {why}.",
                           "{title}-Norm: kein Ergebnis reicht, wenn {assumption}: {why}.",
                           "{title}-norm: geen score is genoeg als {assumption}: {why}."),
    "norms.plan.if.titles": (
        {"one": "the opponent to come holds no title (not known yet)",
         "other": "the {n} opponents to come hold no title (not known yet)"},
        {"one": "der kommende Gegner keinen Titel trägt (noch unbekannt)",
         "other": "die {n} kommenden Gegner keinen Titel tragen (noch unbekannt)"},
        {"one": "de komende tegenstander geen titel heeft (nog niet bekend)",
         "other": "de {n} komende tegenstanders geen titel hebben (nog niet bekend)"}),
    "norms.plan.if.federations": (
        {"one": "the opponent to come counts for no federation (not known yet)",
         "other": "the {n} opponents to come count for no federation (not known yet)"},
        {"one": "der kommende Gegner für keine Föderation zählt (noch unbekannt)",
         "other": "die {n} kommenden Gegner für keine Föderation zählen (noch unbekannt)"},
        {"one": "de komende tegenstander voor geen federatie telt (nog niet bekend)",
         "other": "de {n} komende tegenstanders voor geen federatie tellen (nog niet bekend)"}),
    "norms.plan.if.and": ("{first} and {then}", "{first} und {then}", "{first} en {then}"),
    "norms.plan.federation": (
        "To plan the rounds left, enter your federation above in “{field}”, as FIDE writes it "
        "(GER, NED, ENG): 1.4.3 and 1.4.4 count your opponents by whether their federation is "
        "yours or another.",
        "Um die verbleibenden Runden zu planen, geben Sie oben unter „{field}“ Ihre Föderation "
        "ein, wie die FIDE sie schreibt (GER, NED, ENG): 1.4.3 und 1.4.4 zählen Ihre Gegner "
        "danach, ob ihre Föderation Ihre oder eine andere ist.",
        "Vul hierboven bij ‘{field}’ je federatie in zoals de FIDE die schrijft (GER, NED, ENG) "
        "om de resterende ronden te plannen: 1.4.3 en 1.4.4 tellen je tegenstanders naar of "
        "hun federatie de jouwe is of een andere."),
    "norms.plan.federation.unknown": (
        "“{code}” is no FIDE federation's code. To plan the rounds left, enter your federation "
        "above in “{field}”, as FIDE writes it (GER, NED, ENG): 1.4.3 and 1.4.4 count your "
        "opponents by whether their federation is yours or another.",
        "„{code}“ ist kein Föderationskürzel der FIDE. Um die verbleibenden Runden zu planen, "
        "geben Sie oben unter „{field}“ Ihre Föderation ein, wie die FIDE sie schreibt (GER, "
        "NED, ENG): 1.4.3 und 1.4.4 zählen Ihre Gegner danach, ob ihre Föderation Ihre oder "
        "eine andere ist.",
        "‘{code}’ is geen federatiecode van de FIDE. Vul hierboven bij ‘{field}’ je federatie "
        "in zoals de FIDE die schrijft (GER, NED, ENG) om de resterende ronden te plannen: "
        "1.4.3 en 1.4.4 tellen je tegenstanders naar of hun federatie de jouwe is of een "
        "andere."),
    # --- FIDE's rating list on the Tournament and Whole event pages ---
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
