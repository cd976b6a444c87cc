"""The Whole event page's texts: the file, the field's table, K per player, one player's games."""

from __future__ import annotations

from elo_core.language import Entry

TEXTS: dict[str, Entry] = {
    # --- the file ---
    "event.intro": (
        "Upload the tournament report file (TRF) your pairing program exports (Swiss-Manager, "
        "Vega, …) and see every player's rating change before the report goes to FIDE. Each "
        "player's row links to the Tournament page with their games filled in.",
        "Laden Sie die Turnierdatei (TRF) hoch, die Ihr Auslosungsprogramm exportiert "
        "(Swiss-Manager, Vega, …), und sehen Sie die Elo-Änderung jedes Spielers, bevor der "
        "Bericht an die FIDE geht. Jede Zeile führt zur Turnier-Seite mit den Partien des "
        "Spielers.",
        "Upload het toernooibestand (TRF) dat je indelingsprogramma exporteert (Swiss-Manager, "
        "Vega, …) en zie de ratingwijziging van elke speler voordat het rapport naar de FIDE "
        "gaat. Elke rij leidt naar de toernooipagina met de partijen van die speler."),
    "event.upload": ("Tournament report file (TRF)", "Turnierdatei (TRF)",
                     "Toernooibestand (TRF)"),
    "event.upload.help": (
        "FIDE's Tournament Report File (TRF-16), as pairing programs export it: .trf or .txt, "
        "UTF-8 or Windows-1252, at most {limit} characters (a 9,999-player event of 11 rounds "
        "fits). The file stays in this browser tab's session; the page's link holds the "
        "settings only.",
        "Das Turnierberichtsformat der FIDE (TRF-16), wie Auslosungsprogramme es exportieren: "
        ".trf oder .txt, UTF-8 oder Windows-1252, höchstens {limit} Zeichen (ein Turnier mit "
        "9.999 Spielern und 11 Runden passt). Die Datei bleibt in der Sitzung dieses "
        "Browser-Tabs; der Link der Seite enthält nur die Einstellungen.",
        "Het Tournament Report File van de FIDE (TRF-16), zoals indelingsprogramma's het "
        "exporteren: .trf of .txt, UTF-8 of Windows-1252, hoogstens {limit} tekens (een "
        "toernooi van 9.999 spelers en 11 ronden past). Het bestand blijft in de sessie van "
        "dit browsertabblad; de link van de pagina bevat alleen de instellingen."),
    "event.paste": ("Or paste the file's text", "Oder den Text der Datei einfügen",
                    "Of plak de tekst van het bestand"),
    "event.paste.label": ("TRF text", "TRF-Text", "TRF-tekst"),
    "event.paste.apply": ("Read the text", "Text einlesen", "Tekst inlezen"),
    "event.paste.stale": (
        "The event below is not yet the text in the box: press Read the text.",
        "Das Turnier unten ist noch nicht der Text im Feld: Drücken Sie „Text einlesen“.",
        "Het toernooi hieronder is nog niet de tekst in het vak: druk op Tekst inlezen."),
    "event.example": ("Try an example event", "Beispielturnier laden",
                      "Probeer een voorbeeldtoernooi"),
    "event.empty.link": (
        "No event yet. A file is never part of the page's link, and a reload starts without "
        "it: upload the TRF again, and the settings this link holds (K, the player) apply to "
        "it.",
        "Noch kein Turnier. Eine Datei ist nie Teil des Links der Seite, und nach dem Neuladen "
        "fehlt sie: Laden Sie die TRF erneut hoch, dann gelten die Einstellungen dieses Links "
        "(K-Faktoren, der Spieler) für sie.",
        "Nog geen toernooi. Een bestand maakt nooit deel uit van de link van de pagina, en na "
        "het herladen ontbreekt het: upload de TRF opnieuw, dan gelden de instellingen van "
        "deze link (K, de speler) ervoor."),
    "event.empty": (
        "No event yet: upload a TRF, paste its text, or try the example.",
        "Noch kein Turnier: Laden Sie eine TRF hoch, fügen Sie ihren Text ein oder laden Sie "
        "das Beispiel.",
        "Nog geen toernooi: upload een TRF, plak de tekst of probeer het voorbeeld."),
    "event.refused": (
        "{file} was not taken, and the event shown is as it was: {why}.",
        "{file} wurde nicht übernommen, das angezeigte Turnier ist unverändert: {why}.",
        "{file} is niet ingelezen, het getoonde toernooi is ongewijzigd: {why}."),
    "event.refused.paste": (
        "The pasted text was not taken, and the event shown is as it was: {why}.",
        "Der eingefügte Text wurde nicht übernommen, das angezeigte Turnier ist unverändert: "
        "{why}.",
        "De geplakte tekst is niet ingelezen, het getoonde toernooi is ongewijzigd: {why}."),
    "event.refused.too-long": (
        "more than {limit} characters, more than any tournament report file has",
        "mehr als {limit} Zeichen, mehr als jede Turnierdatei hat",
        "meer dan {limit} tekens, meer dan enig toernooibestand heeft"),
    "event.refused.no-players": (
        "it has no player line (a line that begins with 001)",
        "es fehlt eine Spielerzeile (eine Zeile, die mit 001 beginnt)",
        "er staat geen spelersregel in (een regel die met 001 begint)"),
    "event.refused.failed": (
        "the server could not read it just now (out of memory or too slow); try again",
        "der Server konnte sie gerade nicht lesen (kein Speicher frei oder zu langsam); "
        "versuchen Sie es noch einmal",
        "de server kon het nu niet lezen (geen geheugen vrij of te traag); probeer het opnieuw"),
    "event.failed": (
        "The server could not read and rate this file just now (out of memory or too slow). "
        "The file is kept: try again.",
        "Der Server konnte diese Datei gerade nicht lesen und auswerten (kein Speicher frei oder "
        "zu langsam). Die Datei bleibt erhalten: Versuchen Sie es noch einmal.",
        "De server kon dit bestand nu niet lezen en rekenen (geen geheugen vrij of te traag). "
        "Het bestand blijft bewaard: probeer het opnieuw."),
    "event.failed.again": ("Try again", "Noch einmal versuchen", "Opnieuw proberen"),
    "event.problems": (
        {"one": "{n} problem in the file; the event is shown as far as it could be read:",
         "other": "{n} problems in the file; the event is shown as far as it could be read:"},
        {"one": "{n} Problem in der Datei; das Turnier wird gezeigt, soweit es lesbar war:",
         "other": "{n} Probleme in der Datei; das Turnier wird gezeigt, soweit es lesbar war:"},
        {"one": "{n} probleem in het bestand; het toernooi wordt getoond voor zover het "
                "leesbaar was:",
         "other": "{n} problemen in het bestand; het toernooi wordt getoond voor zover het "
                  "leesbaar was:"}),
    "event.more_problems": (
        {"one": "… and {n} more problem", "other": "… and {n} more problems"},
        {"one": "… und {n} weiteres Problem", "other": "… und {n} weitere Probleme"},
        {"one": "… en nog {n} probleem", "other": "… en nog {n} problemen"}),
    "event.problem": ("{where}: {why}", "{where}: {why}", "{where}: {why}"),
    # --- the event ---
    "event.name": ("{name}", "{name}", "{name}"),
    "event.text": ("{text}", "{text}", "{text}"),
    "event.untitled": ("Event without a name", "Turnier ohne Namen", "Toernooi zonder naam"),
    "event.dates": ("{start} – {end}", "{start} – {end}", "{start} – {end}"),
    "event.players": ("Players", "Spieler", "Spelers"),
    "event.rated_players": ("Rated players", "Spieler mit Elo", "Spelers met rating"),
    "event.games_rated": ("Games rated", "Gewertete Partien", "Partijen die meetellen"),
    "event.sum": ("Sum of all changes", "Summe aller Änderungen", "Som van alle wijzigingen"),
    "event.sum.zero": (
        "The changes add up to zero: what one player gains, their opponent loses.",
        "Die Änderungen ergeben zusammen null: Was ein Spieler gewinnt, verliert sein Gegner.",
        "De wijzigingen tellen op tot nul: wat de ene speler wint, verliest zijn "
        "tegenstander."),
    "event.sum.why": (
        "Not zero, because a game moves its two players by the same amount in opposite "
        "directions only when both have the same K and their expected scores add up to 1: "
        "{reasons}.",
        "Nicht null, denn eine Partie bewegt beide Spieler nur dann um gleich viel in "
        "entgegengesetzte Richtungen, wenn beide denselben K-Faktor haben und ihre "
        "Gewinnerwartungen zusammen 1 ergeben: {reasons}.",
        "Niet nul, want een partij verschuift beide spelers alleen evenveel in tegengestelde "
        "richting als ze dezelfde K hebben en hun verwachte scores samen 1 zijn: {reasons}."),
    "event.sum.k": ("players have different K ({ks})", "die Spieler haben verschiedene "
                    "K-Faktoren ({ks})", "spelers hebben een verschillende K ({ks})"),
    "event.sum.rounded": ("each player's change is rounded on its own",
                          "jede Änderung wird für sich gerundet",
                          "elke wijziging wordt apart afgerond"),
    "event.sum.capped": ("the 400-point rule counts a bigger difference as 400 for the player "
                         "below 2650 only", "die 400-Punkte-Regel zählt eine größere Differenz "
                         "nur für den Spieler unter 2650 als 400", "de 400-puntenregel telt "
                         "een groter verschil alleen voor de speler onder 2650 als 400"),
    "event.sum.zero_rounded": (
        "The rounded changes add up to zero; before rounding they add up to {sum}.",
        "Die gerundeten Änderungen ergeben zusammen null; vor dem Runden ergeben sie {sum}.",
        "De afgeronde wijzigingen tellen op tot nul; voor het afronden tellen ze op tot "
        "{sum}."),
    "event.sum.one_sided": ("some games count for one player only",
                            "manche Partien zählen nur für einen der beiden Spieler",
                            "sommige partijen tellen maar voor één van de twee spelers"),
    "event.and": ("{first} and {last}", "{first} und {last}", "{first} en {last}"),
    # --- the file's time control and kind of play (TRF-26's 222), the lines not used ---
    "event.play": ("Rated as", "Gewertet als", "Gerekend als"),
    "play.auto": ("As the file says", "Wie in der Datei", "Zoals in het bestand"),
    "play.standard": ("Standard", "Standardschach", "Standaard"),
    "play.rapid": ("Rapid", "Schnellschach", "Rapid"),
    "play.blitz": ("Blitz", "Blitz", "Blitz"),
    "event.play.kind.standard": ("standard play", "Standardschach", "standaardschaak"),
    "event.play.kind.rapid": ("rapid", "Schnellschach", "rapid"),
    "event.play.kind.blitz": ("blitz", "Blitz", "blitz"),
    "event.play.no_control": (
        "The file encodes no time control (TRF-26's line 222).",
        "Die Datei gibt keine kodierte Bedenkzeit an (Zeile 222 der TRF-26).",
        "Het bestand geeft geen gecodeerde bedenktijd (regel 222 van TRF-26)."),
    "event.play.control": ("Time control {control} (222): {kind}.",
                           "Bedenkzeit {control} (222): {kind}.",
                           "Bedenktijd {control} (222): {kind}."),
    "event.play.is.standard": (
        "standard play, 60 minutes or more for 60 moves",
        "Standardschach, 60 Minuten oder mehr für 60 Züge",
        "standaardschaak, 60 minuten of meer voor 60 zetten"),
    "event.play.is.rapid": (
        "rapid, more than 10 and less than 60 minutes for 60 moves",
        "Schnellschach, mehr als 10 und weniger als 60 Minuten für 60 Züge",
        "rapid, meer dan 10 en minder dan 60 minuten voor 60 zetten"),
    "event.play.is.blitz": (
        "blitz, 10 minutes or less for 60 moves",
        "Blitz, 10 Minuten oder weniger für 60 Züge",
        "blitz, 10 minuten of minder voor 60 zetten"),
    "event.play.is.mixed": (
        "White's and Black's times are different kinds of play",
        "Weiß und Schwarz haben Bedenkzeiten verschiedener Spielarten",
        "wit en zwart hebben bedenktijden van verschillende soorten"),
    "event.play.rules.chosen": (
        "Rated by {rules}, as chosen in the rules at the top.",
        "Gewertet nach {rules}, wie oben bei den Regeln gewählt.",
        "Gerekend volgens {rules}, zoals bovenaan bij de regels gekozen."),
    "event.play.rules.none": (
        "Without a time control the event is rated as standard play: {rules}.",
        "Ohne Bedenkzeit wird das Turnier als Standardschach gewertet: {rules}.",
        "Zonder bedenktijd wordt het toernooi als standaardschaak gerekend: {rules}."),
    "event.play.rules.file": ("Rated as {kind}, as the file says: {rules}.",
                              "Gewertet als {kind}, wie in der Datei: {rules}.",
                              "Gerekend als {kind}, zoals in het bestand: {rules}."),
    "event.play.rules.asked": ("Rated as {kind}, as chosen here: {rules}.",
                               "Gewertet als {kind}, wie hier gewählt: {rules}.",
                               "Gerekend als {kind}, zoals hier gekozen: {rules}."),
    "event.lent": (
        {"one": "{n} player without a {kind} rating is rated with the standard rating "
                "from {source}, as FIDE's rapid and blitz regulations prescribe (B.02, 7.2.1): "
                "{names}.",
         "other": "{n} players without a {kind} rating are rated with their standard "
                  "rating from {source}, as FIDE's rapid and blitz regulations prescribe "
                  "(B.02, 7.2.1): {names}."},
        {"one": "{n} Spieler ohne Elo im {kind} wird mit der Standard-Elo aus {source} "
                "gewertet, wie es die FIDE-Regeln für Schnellschach und Blitz vorschreiben "
                "(B.02, 7.2.1): {names}.",
         "other": "{n} Spieler ohne Elo im {kind} werden mit ihrer Standard-Elo aus {source} "
                  "gewertet, wie es die FIDE-Regeln für Schnellschach und Blitz vorschreiben "
                  "(B.02, 7.2.1): {names}."},
        {"one": "{n} speler zonder rating voor {kind} wordt gerekend met de standaardrating "
                "uit {source}, zoals de FIDE-regels voor rapid en blitz voorschrijven "
                "(B.02, 7.2.1): {names}.",
         "other": "{n} spelers zonder rating voor {kind} worden gerekend met hun "
                  "standaardrating uit {source}, zoals de FIDE-regels voor rapid en blitz "
                  "voorschrijven (B.02, 7.2.1): {names}."}),
    "event.lent.no_list": (
        "In {kind}, a player without a {kind} rating who has a standard rating is rated with "
        "that (FIDE B.02, rapid and blitz regulations, 7.2.1). FIDE's standard list is not "
        "loaded, so the players unrated in the file stay unrated here.",
        "Im {kind} wird ein Spieler ohne Elo dafür, der eine Standard-Elo hat, mit dieser "
        "gewertet (FIDE B.02, Regeln für Schnellschach und Blitz, 7.2.1). Die Standardliste "
        "der FIDE ist nicht geladen; die Spieler ohne Elo in der Datei bleiben hier ohne Elo.",
        "Bij {kind} wordt een speler zonder rating daarvoor die een standaardrating heeft "
        "daarmee gerekend (FIDE B.02, regels voor rapid en blitz, 7.2.1). De standaardlijst "
        "van de FIDE is niet geladen; de spelers zonder rating in het bestand blijven hier "
        "zonder rating."),
    "event.not_used": ("Not used: {records}.", "Nicht verwendet: {records}.",
                       "Niet gebruikt: {records}."),
    "event.not_used.lines": (
        {"one": "{tag}", "other": "{tag} ({n} lines)"},
        {"one": "{tag}", "other": "{tag} ({n} Zeilen)"},
        {"one": "{tag}", "other": "{tag} ({n} regels)"}),
    "event.not_used.text": (
        {"one": "text without a record's tag (line {line})",
         "other": "{n} lines of text without a record's tag (the first: line {line})"},
        {"one": "Text ohne Satzkennung (Zeile {line})",
         "other": "{n} Zeilen Text ohne Satzkennung (die erste: Zeile {line})"},
        {"one": "tekst zonder recordcode (regel {line})",
         "other": "{n} regels tekst zonder recordcode (de eerste: regel {line})"}),
    "event.not_used.help": (
        "The file's records this page does not use, each kind named once by its tag: the "
        "counts of players (062, 072), tie-breaks (202, 212), pairing and team records (250, "
        "260, 310 …), a pairing program's own lines (XXC, XXP …), a second line of a record "
        "read once. None of them changes a figure here.",
        "Die Sätze der Datei, die diese Seite nicht verwendet, jede Art einmal mit ihrer "
        "Kennung genannt: die Spielerzahlen (062, 072), Wertungen bei Punktgleichheit (202, "
        "212), Auslosungs- und Mannschaftssätze (250, 260, 310 …), eigene Zeilen eines "
        "Auslosungsprogramms (XXC, XXP …), eine zweite Zeile eines Satzes, der einmal gelesen "
        "wird. Keiner davon ändert hier eine Zahl.",
        "De records van het bestand die deze pagina niet gebruikt, elke soort één keer "
        "genoemd met zijn code: de aantallen spelers (062, 072), tiebreaks (202, 212), "
        "indelings- en teamrecords (250, 260, 310 …), eigen regels van een "
        "indelingsprogramma (XXC, XXP …), een tweede regel van een record dat één keer wordt "
        "gelezen. Geen ervan verandert hier een getal."),
    # --- K ---
    "event.k": ("K-factor", "K-Faktor", "K-factor"),
    "event.k.rule": ("FIDE's rule", "FIDE-Regel", "FIDE-regel"),
    "event.k.one": ("One K for all", "Ein K für alle", "Eén K voor iedereen"),
    "event.k.help": (
        "FIDE's rule (§8.3.3) from the file: 10 from 2400; 40 until the end of the year of the "
        "18th birthday (judged at the event's end) while under 2300; else 20. What the file "
        "cannot say (fewer than 30 games so far, a rating that once reached 2400) you set per "
        "player below.",
        "Die FIDE-Regel (§8.3.3) aus der Datei: 10 ab 2400; 40 bis zum Ende des Jahres, in dem "
        "der Spieler 18 wird (am letzten Turniertag beurteilt), solange unter 2300; sonst 20. "
        "Was die Datei nicht weiß (weniger als 30 Partien bisher, eine Elo, die schon einmal "
        "2400 erreicht hat), stellen Sie unten je Spieler ein.",
        "De FIDE-regel (§8.3.3) uit het bestand: 10 vanaf 2400; 40 tot het einde van het jaar "
        "waarin de speler 18 wordt (beoordeeld op de laatste toernooidag) zolang onder 2300; "
        "anders 20. Wat het bestand niet weet (minder dan 30 partijen tot nu toe, een rating "
        "die ooit 2400 bereikte) stel je hieronder per speler in."),
    "event.k.all": ("K for every player", "K-Faktor für alle Spieler", "K voor elke speler"),
    "event.k.set": ("Set K per player", "K-Faktor je Spieler festlegen", "K per speler instellen"),
    "event.k.set.column": ("K set", "K festgelegt", "K ingesteld"),
    "event.k.set.caption": (
        "Type a K in a player's row; clear it to go back to the K above.",
        "Tragen Sie in der Zeile eines Spielers einen K-Faktor ein; leeren Sie das Feld, um "
        "wieder den K-Faktor oben zu verwenden.",
        "Typ een K in de rij van een speler; maak het veld leeg om weer de K hierboven te "
        "gebruiken."),
    "event.k.set.count": (
        {"one": "K set by you for {n} player.", "other": "K set by you for {n} players."},
        {"one": "Für {n} Spieler haben Sie den K-Faktor festgelegt.",
         "other": "Für {n} Spieler haben Sie den K-Faktor festgelegt."},
        {"one": "K door jou ingesteld voor {n} speler.",
         "other": "K door jou ingesteld voor {n} spelers."}),
    "event.k.reset": ("Clear every K set", "Alle festgelegten K-Faktoren löschen",
                      "Alle ingestelde K's wissen"),
    "event.k.for_any": ("the K set by hand for the file you give",
                        "die von Hand festgelegten K-Faktoren für die Datei, die Sie angeben",
                        "de met de hand ingestelde K voor het bestand dat je geeft"),
    "event.k.for_others": (
        "The K set by hand in this page's link ({pairs}) was set for other players than this "
        "file has at those start ranks, so this file is rated without it.",
        "Die von Hand festgelegten K-Faktoren im Link dieser Seite ({pairs}) gelten anderen "
        "Spielern, als diese Datei unter diesen Startnummern hat; diese Datei wird ohne sie "
        "ausgewertet.",
        "De met de hand ingestelde K in de link van deze pagina ({pairs}) is ingesteld voor "
        "andere spelers dan dit bestand op die startnummers heeft; dit bestand wordt zonder "
        "die K berekend."),
    "event.k.apply_here": ("Apply it to this file", "Für diese Datei übernehmen",
                           "Toepassen op dit bestand"),
    "event.k.none_set": ("no K set by hand", "kein von Hand festgelegter K-Faktor",
                         "geen met de hand ingestelde K"),
    "event.k.no_such_player": (
        "K set for start rank {ranks}, which this file does not have.",
        "K-Faktor festgelegt für Startnummer {ranks}, die es in dieser Datei nicht gibt.",
        "K ingesteld voor startnummer {ranks}, die dit bestand niet heeft."),
    "event.k_from.rule": ("FIDE's rule", "FIDE-Regel", "FIDE-regel"),
    "event.k_from.set": ("set by you", "von Ihnen festgelegt", "door jou ingesteld"),
    "event.k_from.all": ("one K for all", "ein K für alle", "één K voor iedereen"),
    # --- the table ---
    "event.table": ("Every player", "Alle Spieler", "Alle spelers"),
    "event.table.caption": (
        "Games and points are the rated ones (for a player without a rating, the games "
        "against rated opponents towards a first rating; a first event without a point is "
        "disregarded, §8.2). Click a column's header to sort by it; a player's link opens "
        "their games on the Tournament page.",
        "Partien und Punkte sind die gewerteten (bei einem Spieler ohne Elo die Partien gegen "
        "Gegner mit Elo für die Ersteinstufung; ein erstes Turnier ohne Punkt wird nicht "
        "berücksichtigt, §8.2). Ein Klick auf eine Spaltenüberschrift sortiert danach; der "
        "Link eines Spielers öffnet seine Partien auf der Turnier-Seite.",
        "Partijen en punten zijn die welke meetellen (voor een speler zonder rating de "
        "partijen tegen tegenstanders met rating voor een eerste rating; een eerste toernooi "
        "zonder punten telt niet mee, §8.2). Klik op een kolomkop om erop te sorteren; de "
        "link van een speler opent zijn partijen op de toernooipagina."),
    "event.find": ("Find a player", "Spieler suchen", "Speler zoeken"),
    "event.find.placeholder": ("Name or start rank", "Name oder Startnummer",
                               "Naam of startnummer"),
    "event.find.none": ("No player's name or start rank matches {find}.",
                        "Kein Name und keine Startnummer passt zu {find}.",
                        "Geen naam of startnummer past bij {find}."),
    "event.find.count": (
        {"one": "{found} of {n} player.", "other": "{found} of {n} players."},
        {"one": "{found} von {n} Spieler.", "other": "{found} von {n} Spielern."},
        {"one": "{found} van {n} speler.", "other": "{found} van {n} spelers."}),
    "event.rows": ("Players in the table", "Spieler in der Tabelle", "Spelers in de tabel"),
    "event.rows.range": ("{first}–{last}", "{first}–{last}", "{first}–{last}"),
    "event.rows.caption": (
        {"one": "{n} player, shown {most} at a time (choose which above); sorting a column sorts "
                "those shown. Type a name above to find anyone; the CSV download has all.",
         "other": "{n} players, shown {most} at a time (choose which above); sorting a column "
                  "sorts those shown. Type a name above to find anyone; the CSV download has "
                  "all."},
        {"one": "{n} Spieler, je {most} auf einmal gezeigt (oben wählen); ein Klick auf eine "
                "Spalte sortiert die gezeigten. Oben finden Sie jeden über den Namen; der "
                "CSV-Download enthält alle.",
         "other": "{n} Spieler, je {most} auf einmal gezeigt (oben wählen); ein Klick auf eine "
                  "Spalte sortiert die gezeigten. Oben finden Sie jeden über den Namen; der "
                  "CSV-Download enthält alle."},
        {"one": "{n} speler, {most} tegelijk getoond (kies hierboven); sorteren sorteert de "
                "getoonde. Zoek hierboven iedereen op naam; de CSV-download bevat ze allemaal.",
         "other": "{n} spelers, {most} tegelijk getoond (kies hierboven); sorteren sorteert de "
                  "getoonde. Zoek hierboven iedereen op naam; de CSV-download bevat ze "
                  "allemaal."}),
    "ecol.rank": ("#", "Nr.", "Nr."),
    "ecol.name": ("Name", "Name", "Naam"),
    "ecol.title": ("Title", "Titel", "Titel"),
    "ecol.federation": ("Fed", "Land", "Fed."),
    "ecol.rating": ("Rating", "Elo", "Rating"),
    "ecol.k": ("K", "K", "K"),
    "ecol.k_from": ("K from", "K nach", "K volgens"),
    "ecol.rated_games": ("Games", "Partien", "Partijen"),
    "ecol.points": ("Points", "Punkte", "Punten"),
    "ecol.expected": ("Expected", "Gewinnerwartung", "Verwacht"),
    "ecol.change": ("Change", "Elo +/−", "Wijziging"),
    "ecol.new_rating": ("New rating", "Neue Elo", "Nieuwe rating"),
    "ecol.performance": ("Performance", "Leistung", "TPR"),
    "ecol.first_rating": ("First rating", "Ersteinstufung", "Eerste rating"),
    "ecol.flags": ("Flags", "Hinweise", "Opmerkingen"),
    "ecol.link": ("Tournament page", "Turnier-Seite", "Toernooipagina"),
    "ecol.link.text": ("open ↗", "öffnen ↗", "openen ↗"),
    "ecol.exact_change": ("Change (exact)", "Änderung (genau)", "Wijziging (exact)"),
    "event.first.not_yet": ("not yet: {why}", "noch nicht: {why}", "nog niet: {why}"),
    "event.first.too-few-games": (
        {"one": "{n} game of the 5 needed (§8.2)", "other": "{n} games of the 5 needed (§8.2)"},
        {"one": "{n} der 5 nötigen Partien (§8.2)", "other": "{n} der 5 nötigen Partien (§8.2)"},
        {"one": "{n} van de 5 nodige partijen (§8.2)",
         "other": "{n} van de 5 nodige partijen (§8.2)"}),
    "event.first.zero-points": ("no point, disregarded (§8.2)", "kein Punkt, entfällt (§8.2)",
                                "geen punt, telt niet mee (§8.2)"),
    "event.first.below-floor": (
        {"one": "below 1400 after {n} game", "other": "below 1400 after {n} games"},
        {"one": "unter 1400 nach {n} Partie", "other": "unter 1400 nach {n} Partien"},
        {"one": "onder 1400 na {n} partij", "other": "onder 1400 na {n} partijen"}),
    "ecol.first_rating.help": (
        "A first rating from this event alone (FIDE B.02 §8.2): at least 5 games against rated "
        "opponents, at least one point from them (a first event without a point is "
        "disregarded), and 1400 or more.",
        "Eine Ersteinstufung aus diesem Turnier allein (FIDE B.02 §8.2): mindestens 5 Partien "
        "gegen Gegner mit Elo, mindestens ein Punkt daraus (ein erstes Turnier ohne Punkt wird "
        "nicht berücksichtigt) und 1400 oder mehr.",
        "Een eerste rating uit dit toernooi alleen (FIDE B.02 §8.2): minstens 5 partijen tegen "
        "tegenstanders met rating, minstens één punt daaruit (een eerste toernooi zonder punten "
        "telt niet mee) en 1400 of meer."),
    # --- why a round is not rated (elo_core.games.NotRated) ---
    "why.forfeit": ("forfeit", "kampflos", "reglementair"),
    "why.bye": ("bye", "spielfrei", "vrije ronde"),
    "why.not-paired": ("not paired", "nicht ausgelost", "niet ingedeeld"),
    "why.not-rated-in-file": ("less than one move (W/D/L)", "weniger als ein Zug (W/D/L)",
                              "minder dan één zet (W/D/L)"),
    "why.no-result": ("no result yet", "noch kein Ergebnis", "nog geen uitslag"),
    "why.no-opponent": ("no opponent (0000)", "kein Gegner (0000)", "geen tegenstander (0000)"),
    "why.opponent-missing": ("opponent not in the file", "Gegner nicht in der Datei",
                             "tegenstander niet in het bestand"),
    "why.opponent-unrated": ("opponent unrated (§8.3.1)", "Gegner ohne Elo (§8.3.1)",
                             "tegenstander zonder rating (§8.3.1)"),
    "why.player-unrated": ("towards a first rating (§8.2)", "zählt für die Ersteinstufung (§8.2)",
                           "telt voor een eerste rating (§8.2)"),
    "why.first.opponent-unrated": (
        "left out of a first rating: opponent unrated (§8.2)",
        "nicht in der Ersteinstufung: Gegner ohne Elo (§8.2)",
        "telt niet voor een eerste rating: tegenstander zonder rating (§8.2)"),
    "why.first-event-zero": (
        "disregarded: a first event without a point (§8.2)",
        "nicht berücksichtigt: ein erstes Turnier ohne Punkt (§8.2)",
        "telt niet mee: een eerste toernooi zonder punten (§8.2)"),
    "why.rapid-gap": ("600-point rule", "600-Punkte-Regel", "600-puntenregel"),
    "why.not-read": ("round not readable", "Runde nicht lesbar", "ronde niet leesbaar"),
    # --- flags on a player's row (elo_core.event.Flag) ---
    "flag.k-cut": ("K × n cut", "K × n gekürzt", "K × n verlaagd"),
    "flag.capped-400": ("400-point rule", "400-Punkte-Regel", "400-puntenregel"),
    "flag.rapid-gap": ("600-point rule", "600-Punkte-Regel", "600-puntenregel"),
    "flag.not-mirrored": ("results do not mirror", "Ergebnisse passen nicht zusammen",
                          "uitslagen kloppen niet over en weer"),
    "flag.points-differ": ("points in the file differ", "Punkte in der Datei weichen ab",
                           "punten in het bestand wijken af"),
    "flag.opponent-missing": ("opponent not in the file", "Gegner nicht in der Datei",
                              "tegenstander niet in het bestand"),
    "flag.line-problem": ("problem in the line", "Problem in der Zeile",
                          "probleem in de regel"),
    "flag.standard-rating": ("standard rating (7.2.1)", "Standard-Elo (7.2.1)",
                             "standaardrating (7.2.1)"),
    # --- one player ---
    "event.player": ("A player's games", "Partien eines Spielers", "Partijen van een speler"),
    "event.player.choose": ("Choose a player", "Spieler wählen", "Kies een speler"),
    "event.player.none": ("no player chosen", "kein Spieler gewählt", "geen speler gekozen"),
    "event.player.missing": (
        "The link's player={rank} is not a start rank in this file; no player is shown.",
        "player={rank} im Link ist keine Startnummer dieser Datei; es wird kein Spieler "
        "gezeigt.",
        "player={rank} in de link is geen startnummer in dit bestand; er wordt geen speler "
        "getoond."),
    "event.player.summary": (
        {"one": "**{name}**: {points} from {n} rated game, expected {expected}; K {k}; "
                "change {change}.",
         "other": "**{name}**: {points} from {n} rated games, expected {expected}; K {k}; "
                  "change {change}."},
        {"one": "**{name}**: {points} aus {n} gewerteten Partie, erwartet {expected}; "
                "K-Faktor {k}; Änderung {change}.",
         "other": "**{name}**: {points} aus {n} gewerteten Partien, erwartet {expected}; "
                  "K-Faktor {k}; Änderung {change}."},
        {"one": "**{name}**: {points} uit {n} ratingpartij, verwacht {expected}; "
                "K-factor {k}; wijziging {change}.",
         "other": "**{name}**: {points} uit {n} ratingpartijen, verwacht {expected}; "
                  "K-factor {k}; wijziging {change}."}),
    "event.player.open": ("Open in the Tournament page", "Auf der Turnier-Seite öffnen",
                          "Openen op de toernooipagina"),
    "event.player.open.names": (
        "This link opens in a new tab and holds the player's games with their opponents' "
        "names, which the Tournament page rates them from: share it only where those names "
        "may go. The page's own link holds the settings only.",
        "Dieser Link öffnet sich in einem neuen Tab und enthält die Partien des Spielers mit "
        "den Namen der Gegner, aus denen die Turnier-Seite sie auswertet: Teilen Sie ihn nur, "
        "wo diese Namen hin dürfen. Der Link der Seite selbst enthält nur die Einstellungen.",
        "Deze link opent in een nieuw tabblad en bevat de partijen van de speler met de namen "
        "van de tegenstanders, waaruit de toernooipagina ze rekent: deel hem alleen waar die "
        "namen mogen komen. De link van de pagina zelf bevat alleen de instellingen."),
    "event.player.first_event_zero": (
        "Without a rating and without a point from the games against rated opponents: a "
        "first event without a point is disregarded (§8.2), and these games give no first "
        "rating.",
        "Ohne Elo und ohne Punkt aus den Partien gegen Gegner mit Elo: Ein erstes Turnier "
        "ohne Punkt wird nicht berücksichtigt (§8.2), diese Partien ergeben keine "
        "Ersteinstufung.",
        "Zonder rating en zonder punt uit de partijen tegen tegenstanders met rating: een "
        "eerste toernooi zonder punten telt niet mee (§8.2), deze partijen geven geen eerste "
        "rating."),
    "event.player.unrated": (
        "Without a rating, the Tournament page opens with a first rating (§8.2) from these "
        "games.",
        "Ohne Elo öffnet die Turnier-Seite mit einer Ersteinstufung (§8.2) aus diesen "
        "Partien.",
        "Zonder rating opent de toernooipagina met een eerste rating (§8.2) uit deze "
        "partijen."),
    "gcol.round": ("Round", "Runde", "Ronde"),
    "gcol.opponent": ("Opponent", "Gegner", "Tegenstander"),
    "gcol.rating": ("Rating", "Elo", "Rating"),
    "gcol.colour": ("Colour", "Farbe", "Kleur"),
    "gcol.result": ("Result", "Ergebnis", "Uitslag"),
    "gcol.expected": ("E", "E", "E"),
    "gcol.change": ("K × (S − E)", "K × (S − E)", "K × (S − E)"),
    "gcol.why": ("Not rated because", "Nicht gewertet, weil", "Telt niet mee omdat"),
    "colour.white": ("white", "Weiß", "wit"),
    "colour.black": ("black", "Schwarz", "zwart"),
    # --- downloads ---
    "event.download.players": ("Download players (CSV)", "Spieler herunterladen (CSV)",
                               "Spelers downloaden (CSV)"),
    "event.download.games": ("Download games (CSV)", "Partien herunterladen (CSV)",
                             "Partijen downloaden (CSV)"),
    "event.download.json": ("Download event (JSON)", "Turnier herunterladen (JSON)",
                            "Toernooi downloaden (JSON)"),
    "event.download.failed": (
        "This download could not be made just now: the server ran out of memory or took too "
        "long. The event is kept on the page: click the download button again to try again.",
        "Dieser Download konnte gerade nicht erstellt werden: Der Server hatte keinen Speicher "
        "frei oder war zu langsam. Das Turnier bleibt auf der Seite: Klicken Sie noch einmal "
        "auf den Download-Knopf, um es erneut zu versuchen.",
        "Deze download kon nu niet gemaakt worden: de server had geen geheugen vrij of was te "
        "traag. Het toernooi blijft op de pagina: klik nogmaals op de downloadknop om het "
        "opnieuw te proberen."),
    # --- the link ---
    "url.not-a-mark": (
        "The link's {name}={value} is not a mark this page writes (eight digits 0–9 and "
        "letters a–f); showing {shown} instead.",
        "{name}={value} im Link ist keine Kennung, wie diese Seite sie schreibt (acht Ziffern "
        "0–9 und Buchstaben a–f); stattdessen gilt {shown}.",
        "{name}={value} in de link is geen kenmerk zoals deze pagina het schrijft (acht cijfers "
        "0–9 en letters a–f); in plaats daarvan geldt {shown}."),
    "url.bad-pairs": (
        "The link's {name}={value} has parts that cannot be used ({parts}; each part is a "
        "start rank and a K from 1 to 100, such as 3:40); using {shown}.",
        "{name}={value} im Link enthält unbrauchbare Teile ({parts}; jeder Teil ist eine "
        "Startnummer und ein K-Faktor von 1 bis 100, etwa 3:40); es gilt {shown}.",
        "{name}={value} in de link bevat onbruikbare delen ({parts}; elk deel is een "
        "startnummer en een K van 1 tot 100, zoals 3:40); in plaats daarvan geldt {shown}."),
    # --- the players held against FIDE's list ---
    "rlist.check": (
        {"one": "Against {source}: {n} player differs, {missing} not in it",
         "other": "Against {source}: {n} players differ, {missing} not in it"},
        {"one": "Abgleich mit der {source}: {n} Spieler weicht ab, {missing} nicht darin",
         "other": "Abgleich mit der {source}: {n} Spieler weichen ab, {missing} nicht darin"},
        {"one": "Vergeleken met de {source}: {n} speler wijkt af, {missing} niet erin",
         "other": "Vergeleken met de {source}: {n} spelers wijken af, {missing} niet erin"}),
    "rlist.kind.none.event": (
        "{kind} is not loaded, so the file's players are held against no list: under the "
        "rules chosen another list's ratings are not theirs.",
        "Die {kind} ist nicht geladen, daher werden die Spieler der Datei mit keiner Liste "
        "abgeglichen: Nach den gewählten Regeln ist die Elo einer anderen Liste nicht die "
        "ihre.",
        "De {kind} is niet geladen, dus de spelers van het bestand worden met geen enkele "
        "lijst vergeleken: onder de gekozen regels is de rating van een andere lijst niet de "
        "hunne."),
    "rlist.differs": (
        "Differs from {source}: check these before sending the report.",
        "Weicht von der {source} ab: Prüfen Sie dies, bevor Sie den Bericht senden.",
        "Wijkt af van de {source}: controleer dit voordat je het rapport verstuurt."),
    "rlist.differs.other_month": (
        "Differs from {source}, a list of another month than the event's ({month}): ratings, "
        "titles and federations change from month to month, so these may have changed since "
        "and are no error of the file as such; the list of {month}, once loaded, checks them.",
        "Weicht von der {source} ab, einer Liste eines anderen Monats als dem des Turniers "
        "({month}): Elo, Titel und Föderationen ändern sich von Monat zu Monat, diese können "
        "sich also seither geändert haben und sind als solche kein Fehler der Datei; die Liste "
        "von {month}, einmal geladen, prüft sie.",
        "Wijkt af van de {source}, een lijst van een andere maand dan die van het toernooi "
        "({month}): ratings, titels en federaties veranderen van maand tot maand, dus deze "
        "kunnen sindsdien veranderd zijn en zijn als zodanig geen fout van het bestand; de "
        "lijst van {month}, eenmaal geladen, controleert ze."),
    "rlist.missing": (
        "Not in {source} (by FIDE ID, by name where the file gives none):",
        "Nicht in der {source} (nach FIDE-ID, nach Name, wo die Datei keine hat):",
        "Niet in de {source} (op FIDE-ID, op naam waar het bestand er geen geeft):"),
    "rlist.event_month": (
        "The event began in {month}, whose list this server does not keep: its players were "
        "held against {source}, the latest kept.",
        "Das Turnier begann im {month}, dessen Liste dieser Server nicht gespeichert hat: Seine "
        "Spieler wurden mit der {source} verglichen, der neuesten gespeicherten.",
        "Het toernooi begon in {month}, waarvan deze server de lijst niet bewaart: de spelers "
        "zijn vergeleken met de {source}, de nieuwste bewaarde."),
    "rlist.agrees": ("Every player's line agrees with {source}.",
                     "Die Zeile jedes Spielers stimmt mit der {source} überein.",
                     "De regel van elke speler klopt met de {source}."),
    "rlist.norm_facts": (
        {"one": "The norms count the title and federation from {source} for {n} player "
                "whose line gives none.",
         "other": "The norms count the titles and federations from {source} for {n} "
                  "players whose lines give none."},
        {"one": "Die Normen zählen Titel und Verband aus der {source} für {n} Spieler, "
                "dessen Zeile keine nennt.",
         "other": "Die Normen zählen Titel und Verbände aus der {source} für {n} Spieler, "
                  "deren Zeilen keine nennen."},
        {"one": "De normen tellen titel en federatie uit de {source} voor {n} speler wiens "
                "regel ze niet geeft.",
         "other": "De normen tellen titels en federaties uit de {source} voor {n} spelers "
                  "wier regels ze niet geven."}),
    "rlist.col.rank": ("Start no.", "Startnr.", "Startnr."),
    "rlist.col.name": ("Name", "Name", "Naam"),
    "rlist.col.field": ("Field", "Feld", "Veld"),
    "rlist.col.file": ("In the file", "In der Datei", "In het bestand"),
    "rlist.col.list": ("In the list", "In der Liste", "In de lijst"),
    "rlist.col.several": ("Players of the name", "Spieler des Namens", "Spelers met de naam"),
    "rlist.field.rating": ("Rating", "Elo", "Rating"),
    "rlist.field.title": ("Title", "Titel", "Titel"),
    "rlist.field.federation": ("Federation", "Verband", "Federatie"),
    "rlist.field.birth-year": ("Birth year", "Geburtsjahr", "Geboortejaar"),
    # --- an event over several months, rated month by month ---
    "event.months.title": ("Rated month by month", "Monat für Monat gewertet",
                           "Per maand gerekend"),
    "event.months.why": (
        "The rounds run over {days} days, from {first} to {last}: more than 30, so each month "
        "is a rating period of its own, rated with that month's list (FIDE B.02 §7.1; B.01 "
        "1.1.4).",
        "Die Runden erstrecken sich über {days} Tage, vom {first} bis zum {last}: mehr als 30, "
        "also ist jeder Monat eine eigene Ratingperiode, gewertet mit der Liste dieses Monats "
        "(FIDE B.02 §7.1; B.01 1.1.4).",
        "De ronden lopen over {days} dagen, van {first} tot {last}: meer dan 30, dus is elke "
        "maand een eigen ratingperiode, gerekend met de lijst van die maand (FIDE B.02 §7.1; "
        "B.01 1.1.4)."),
    "event.months.how": (
        "Each month: the players' ratings and their opponents' from its list, K and "
        "K × n ≤ 700 over its games, the change rounded once (§8.3.2–8.3.4). A player's change "
        "in the table below is the sum of the months'; the new rating is the latest list's "
        "rating plus the changes since.",
        "Jeder Monat: die Elo der Spieler und ihrer Gegner aus seiner Liste, K und K × n ≤ 700 "
        "über seine Partien, die Änderung einmal gerundet (§8.3.2–8.3.4). Die Änderung eines "
        "Spielers in der Tabelle unten ist die Summe der Monate; die neue Elo ist die Elo der "
        "letzten Liste plus die Änderungen seither.",
        "Elke maand: de ratings van de spelers en hun tegenstanders uit haar lijst, K en "
        "K × n ≤ 700 over haar partijen, de wijziging één keer afgerond (§8.3.2–8.3.4). De "
        "wijziging van een speler in de tabel hieronder is de som van de maanden; de nieuwe "
        "rating is de rating van de laatste lijst plus de wijzigingen sindsdien."),
    "event.months.reading": (
        "A federation registers such an event with FIDE in slices of at most 30 days, and "
        "FIDE rates a slice with the list of its start; here each calendar month is a slice. "
        "Where a slice is registered across the first of a month, FIDE's figures for its games "
        "after that day can differ. Each game counts on its round's date (the file's 132 "
        "line).",
        "Ein Verband meldet ein solches Turnier bei der FIDE in Abschnitten von höchstens 30 "
        "Tagen an, und die FIDE wertet einen Abschnitt mit der Liste seines Beginns; hier ist "
        "jeder Kalendermonat ein Abschnitt. Wo ein Abschnitt über den Ersten eines Monats "
        "gemeldet ist, können die Zahlen der FIDE für seine Partien nach diesem Tag abweichen. "
        "Jede Partie zählt am Datum ihrer Runde (Zeile 132 der Datei).",
        "Een federatie meldt zo'n toernooi bij de FIDE aan in delen van hoogstens 30 dagen, en "
        "de FIDE rekent een deel met de lijst van zijn begin; hier is elke kalendermaand een "
        "deel. Waar een deel over de eerste van een maand is aangemeld, kunnen de cijfers van "
        "de FIDE voor zijn partijen na die dag afwijken. Elke partij telt op de datum van haar "
        "ronde (regel 132 van het bestand)."),
    "event.months.not_kept": ("the file (list not kept)", "der Datei (Liste fehlt)",
                              "het bestand (lijst ontbreekt)"),
    "event.months.undated": (
        {"one": "Round {rounds} has no date in the file: counted in the month of the round "
                "before it.",
         "other": "{n} rounds ({rounds}) have no date in the file: each counted in the month "
                  "of the round before it."},
        {"one": "Runde {rounds} hat in der Datei kein Datum: im Monat der Runde davor gezählt.",
         "other": "{n} Runden ({rounds}) haben in der Datei kein Datum: jede im Monat der "
                  "Runde davor gezählt."},
        {"one": "Ronde {rounds} heeft in het bestand geen datum: geteld in de maand van de "
                "ronde ervoor.",
         "other": "{n} ronden ({rounds}) hebben in het bestand geen datum: elk geteld in de "
                  "maand van de ronde ervoor."}),
    "event.months.no_dates": (
        "The event's dates run over {days} days, but the file gives no round dates (its 132 "
        "line): it is rated as one period. FIDE rates an event of more than 30 days month by "
        "month; with the round dates in the file, this page does too.",
        "Die Daten des Turniers erstrecken sich über {days} Tage, aber die Datei nennt keine "
        "Rundendaten (ihre Zeile 132): es wird als eine Periode gewertet. Die FIDE wertet ein "
        "Turnier von mehr als 30 Tagen Monat für Monat; mit den Rundendaten in der Datei tut "
        "diese Seite es auch.",
        "De data van het toernooi lopen over {days} dagen, maar het bestand geeft geen "
        "rondedata (zijn regel 132): het wordt als één periode gerekend. De FIDE rekent een "
        "toernooi van meer dan 30 dagen per maand; met de rondedata in het bestand doet deze "
        "pagina dat ook."),
    "event.months.lent": (
        "A player without a {kind} rating in a month is rated with the standard rating of "
        "that month's FIDE list where it is kept here, else of the list named above: each "
        "month is rated as an event of its own (B.02, rapid and blitz regulations, 7.2.1).",
        "Ein Spieler ohne Elo im {kind} in einem Monat wird mit der Standard-Elo der FIDE-Liste "
        "dieses Monats gewertet, wo sie hier gespeichert ist, sonst der oben genannten Liste: "
        "jeder Monat wird als eigenes Turnier gewertet (B.02, Regeln für Schnellschach und "
        "Blitz, 7.2.1).",
        "Een speler zonder rating voor {kind} in een maand wordt gerekend met de "
        "standaardrating van de FIDE-lijst van die maand als die hier bewaard is, anders van "
        "de lijst hierboven: elke maand wordt als een eigen toernooi gerekend (B.02, regels "
        "voor rapid en blitz, 7.2.1)."),
    "event.months.dwz": (
        "This event runs over {days} days, from {first} to {last}. FIDE rates such an event "
        "month by month; the DWZ evaluates an event as a whole, against the DWZ before it, "
        "however long it runs (the DSB's Wertungsordnung 2.2.3), and so does this page.",
        "Dieses Turnier erstreckt sich über {days} Tage, vom {first} bis zum {last}. Die FIDE "
        "wertet ein solches Turnier Monat für Monat; die DWZ wertet ein Turnier als Ganzes, "
        "gegen die DWZ davor, wie lange es auch dauert (Wertungsordnung des DSB 2.2.3), und so "
        "auch diese Seite.",
        "Dit toernooi loopt over {days} dagen, van {first} tot {last}. De FIDE rekent zo'n "
        "toernooi per maand; de DWZ rekent een toernooi als geheel, tegen de DWZ ervoor, hoe "
        "lang het ook duurt (de Wertungsordnung van de DSB, 2.2.3), en zo ook deze pagina."),
    "event.months.player": (
        "Month by month, each month a rating period of its own:",
        "Monat für Monat, jeder Monat eine eigene Ratingperiode:",
        "Per maand, elke maand een eigen ratingperiode:"),
    "event.months.link": (
        "The Tournament page rates these games as one period, with the file's rating.",
        "Die Turnier-Seite wertet diese Partien als eine Periode, mit der Elo der Datei.",
        "De toernooipagina rekent deze partijen als één periode, met de rating van het "
        "bestand."),
    "event.months.from.list": ("the month's list", "der Liste des Monats",
                               "de lijst van de maand"),
    "event.months.from.not-kept": ("the file (list not kept)", "der Datei (Liste fehlt)",
                                   "het bestand (lijst ontbreekt)"),
    "event.months.from.no-fide-id": ("the file (no FIDE ID)", "der Datei (keine FIDE-ID)",
                                     "het bestand (geen FIDE-ID)"),
    "event.months.from.not-listed": ("the file (not on the list)",
                                     "der Datei (nicht in der Liste)",
                                     "het bestand (niet op de lijst)"),
    "event.months.from.standard-list": ("the standard list (unrated in this play)",
                                        "der Standardliste (ohne Elo in dieser Bedenkzeit)",
                                        "de standaardlijst (zonder rating in dit tempo)"),
    "event.months.unrated": ("unrated: towards a first rating",
                             "ohne Elo: für eine erste Elo",
                             "zonder rating: voor een eerste rating"),
    "mcol.month": ("Month", "Monat", "Maand"),
    "mcol.rounds": ("Rounds", "Runden", "Ronden"),
    "mcol.list": ("Ratings from", "Elo aus", "Ratings uit"),
    "mcol.rating_from": ("From", "Aus", "Uit"),
}
