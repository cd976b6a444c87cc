"""The title norms' texts the pages alone show: the Whole event page's norms column, filter and
event type, the report's download, the Tournament page's norm inputs and plan, and FIDE's list
on those pages. The norm sheet's words (every requirement of FIDE's Title Regulations, B.01,
with its figure, threshold and clause) are the report's too, and live with it in the engine
(:mod:`elo_core.norms.report.texts`)."""

from __future__ import annotations

from pages.ui.i18n.entry import Entry

TEXTS: dict[str, Entry] = {
    "norms.title": ("Title norms", "Titelnormen", "Titelnormen"),
    "ecol.norm": ("Norm", "Norm", "Norm"),
    "norms.col.reach": ("{title}: {short} short", "{title}: {short} fehlt",
                        "{title}: {short} tekort"),
    "norms.only": ("With a norm or within reach", "Mit Norm oder in Reichweite",
                   "Met norm of binnen bereik"),
    "norms.only.help": (
        "Only the players with a norm, or within reach of one: every requirement but the score "
        "holds with all the games counted, and at most one point more would have made the norm.",
        "Nur Spieler mit Norm oder in Reichweite einer Norm: Mit allen gezählten Partien ist "
        "jede Bedingung außer dem Ergebnis erfüllt, und höchstens ein Punkt mehr hätte die "
        "Norm ergeben.",
        "Alleen spelers met een norm of binnen bereik ervan: met alle getelde partijen is aan "
        "elke eis behalve de score voldaan, en hooguit één punt meer had de norm opgeleverd."),
    "norms.only.none": ("No player has a norm or is within reach of one.",
                        "Kein Spieler hat eine Norm oder ist in Reichweite einer Norm.",
                        "Geen speler heeft een norm of is er binnen bereik van."),
    "norms.settings": ("Event type", "Turnierart", "Soort toernooi"),
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
    "norms.none": ("None", "Keine", "Geen"),
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
    "norms.columns.problems": (
        {"one": "A title or federation of the table could not be read:",
         "other": "{n} titles or federations of the table could not be read:"},
        {"one": "Ein Titel oder eine Föderation der Tabelle ist nicht lesbar:",
         "other": "{n} Titel oder Föderationen der Tabelle sind nicht lesbar:"},
        {"one": "Een titel of federatie van de tabel is niet leesbaar:",
         "other": "{n} titels of federaties van de tabel zijn niet leesbaar:"}),
    "norms.own_federation": ("Your federation", "Ihre Föderation", "Je federatie"),
    "norms.event_rounds": ("Rounds of the event", "Runden des Turniers", "Ronden van het toernooi"),
    "norms.woman": ("A woman (WGM and WIM norms)", "Eine Frau (WGM- und WIM-Normen)",
                    "Een vrouw (WGM- en WIM-normen)"),
    "norms.plan": ({"one": "The round left", "other": "The {n} rounds left"},
                   {"one": "Die verbleibende Runde", "other": "Die {n} verbleibenden Runden"},
                   {"one": "De resterende ronde", "other": "De {n} resterende ronden"}),
    "norms.plan.needed": (
        {"one": "{title} norm: {n} point needed, against opponents as strong as so far, every "
                "game counted.",
         "other": "{title} norm: {n} points needed, against opponents as strong as so far, "
                  "every game counted."},
        {"one": "{title}-Norm: {n} Punkt nötig, gegen Gegner so stark wie bisher, alle "
                "Partien gezählt.",
         "other": "{title}-Norm: {n} Punkte nötig, gegen Gegner so stark wie bisher, alle "
                  "Partien gezählt."},
        {"one": "{title}-norm: {n} punt nodig, tegen even sterke tegenstanders als tot nu toe, "
                "alle partijen geteld.",
         "other": "{title}-norm: {n} punten nodig, tegen even sterke tegenstanders als tot nu "
                  "toe, alle partijen geteld."}),
    "norms.plan.none": ("{title} norm: no score is enough ({why}).",
                        "{title}-Norm: kein Ergebnis reicht ({why}).",
                        "{title}-norm: geen score is genoeg ({why})."),
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
