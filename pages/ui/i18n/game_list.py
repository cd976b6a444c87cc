"""The game list: its help, the reader's problems, uploads."""

from __future__ import annotations

from elo_core.language import Entry

TEXTS: dict[str, Entry] = {
    # --- game list ---
    "games.label": ("Games, one per line", "Partien, eine pro Zeile", "Partijen, één per regel"),
    "games.apply": ("Calculate", "Berechnen", "Berekenen"),
    "games.stale": (
        "The figures below are for the list as last calculated: press Calculate to count the "
        "list in the box.",
        "Die Zahlen unten gelten für die zuletzt berechnete Liste: Drücken Sie „Berechnen“ "
        "für die Liste im Feld.",
        "De cijfers hieronder horen bij de lijst zoals die het laatst is berekend: druk op "
        "Berekenen voor de lijst in het vak."),
    "games.help": (
        "One game per line: NAME RATING:RESULT, for example Meier 1950:½. Results 1, ½, 0 "
        "(also w/d/l, win/draw/loss, Sieg/Remis/Niederlage, winst/remise/verlies); a game's "
        "result with your colour, as 1900:w 1-0 or 1900:b ½; your score first, as Müller 1600 1:0 "
        "or ½:½; + or − (+:- or −:+) for a forfeit; bye (bye ½) "
        "or kampflos without an opponent; 0 for an opponent without a rating, as Kok 0:1; "
        "the opponent's Glicko deviation as 1850/60:1; a date "
        "in front, as 2025-03-14 1800:1. You can also paste a tournament site's player card. "
        "# starts a comment. At most 10,000 games.",
        "Eine Partie pro Zeile: NAME ELO:ERGEBNIS, zum Beispiel Meier 1950:½. Ergebnisse 1, ½, "
        "0 (auch s/r/n, Sieg/Remis/Niederlage, win/draw/loss); das Ergebnis einer Partie mit "
        "Ihrer Farbe, etwa 1900:w 1-0 oder 1900:s ½; Ihre Punkte vorn, etwa Müller 1600 1:0 oder "
        "½:½; + oder − (+:- oder −:+) für kampflos; spielfrei "
        "(spielfrei ½) oder kampflos ohne Gegner; 0 für einen Gegner ohne Elo, etwa Kok 0:1; "
        "die Glicko-Abweichung des Gegners als "
        "1850/60:1; ein Datum davor, etwa 2025-03-14 1800:1. Sie können auch die Spielerkarte "
        "von einer Turnierseite einfügen. # beginnt einen Kommentar. Höchstens 10.000 Partien.",
        "Eén partij per regel: NAAM RATING:UITSLAG, bijvoorbeeld Meier 1950:½. Uitslagen 1, ½, "
        "0 (ook w/r/v, winst/remise/verlies, win/draw/loss); de uitslag van een partij met je "
        "kleur, zoals 1900:w 1-0 of 1900:z ½; je eigen score voorop, zoals Müller 1600 1:0 of ½:½; "
        "+ of − (+:- of −:+) voor reglementair; vrij (vrij ½) of "
        "reglementair zonder tegenstander; 0 voor een tegenstander zonder rating, zoals "
        "Kok 0:1; de Glicko-afwijking van de tegenstander als "
        "1850/60:1; een datum vooraan, zoals 2025-03-14 1800:1. Je kunt ook de spelerskaart "
        "van een toernooisite plakken. # begint een opmerking. Hoogstens 10.000 partijen."),
    "games.errors": (
        {"one": "{n} line could not be read and was left out; {computed}",
         "other": "{n} lines could not be read and were left out; {computed}"},
        {"one": "{n} Zeile war nicht lesbar und wurde ausgelassen; {computed}",
         "other": "{n} Zeilen waren nicht lesbar und wurden ausgelassen; {computed}"},
        {"one": "{n} regel was niet leesbaar en is weggelaten; {computed}",
         "other": "{n} regels waren niet leesbaar en zijn weggelaten; {computed}"}),
    "games.notes": (
        {"one": "{n} line was read, perhaps not as you meant:",
         "other": "{n} lines were read, perhaps not as you meant:"},
        {"one": "{n} Zeile wurde gelesen, vielleicht nicht wie gemeint:",
         "other": "{n} Zeilen wurden gelesen, vielleicht nicht wie gemeint:"},
        {"one": "{n} regel is gelezen, misschien niet zoals bedoeld:",
         "other": "{n} regels zijn gelezen, misschien niet zoals bedoeld:"}),
    "games.computed": (
        {"one": "{n} game was computed.", "other": "{n} games were computed."},
        {"one": "{n} Partie wurde berechnet.", "other": "{n} Partien wurden berechnet."},
        {"one": "{n} partij is berekend.", "other": "{n} partijen zijn berekend."}),
    "games.not_in_link": (
        "This list is too long for a link: the page's link holds the settings only.",
        "Diese Liste ist zu lang für einen Link: Der Link der Seite enthält nur die "
        "Einstellungen.",
        "Deze lijst is te lang voor een link: de link van de pagina bevat alleen de "
        "instellingen."),
    "date.missing": ("the game has no date", "die Partie hat kein Datum",
                     "de partij heeft geen datum"),
    "date.unreadable": ("{token} is not a date (write 2025-03-14 or 14.03.2025)",
                        "{token} ist kein Datum (schreiben Sie 2025-03-14 oder 14.03.2025)",
                        "{token} is geen datum (schrijf 2025-03-14 of 14-03-2025)"),
    "date.incomplete": ("the date {token} has unknown parts",
                        "das Datum {token} hat unbekannte Teile",
                        "de datum {token} heeft onbekende delen"),
    "date.ambiguous": ("in {token}, day and month could be either way round (write 2025-03-14)",
                       "in {token} können Tag und Monat vertauscht sein (schreiben Sie "
                       "2025-03-14)",
                       "in {token} kunnen dag en maand verwisseld zijn (schrijf 2025-03-14)"),
    "date.no-such-day": ("{token} is not a day of the calendar",
                         "{token} gibt es im Kalender nicht",
                         "{token} bestaat niet in de kalender"),
    "games.placeholder": ("One game per line: the opponent's rating and your result, "
                          "as 1800:1", "Eine Partie pro Zeile: die Elo des Gegners und Ihr "
                          "Ergebnis, etwa 1800:1", "Eén partij per regel: de rating van de "
                          "tegenstander en je uitslag, zoals 1800:1"),
    "games.problem": ("{where}: {why}", "{where}: {why}", "{where}: {why}"),
    "games.problem_in_line": ("{where}: {why}: {line}", "{where}: {why}: {line}",
                              "{where}: {why}: {line}"),
    "games.more_lines": (
        {"one": "… and {n} more line", "other": "… and {n} more lines"},
        {"one": "… und {n} weitere Zeile", "other": "… und {n} weitere Zeilen"},
        {"one": "… en nog {n} regel", "other": "… en nog {n} regels"}),
    "games.table": (
        {"one": "Edit as a table ({n} game)", "other": "Edit as a table ({n} games)"},
        {"one": "Als Tabelle bearbeiten ({n} Partie)",
         "other": "Als Tabelle bearbeiten ({n} Partien)"},
        {"one": "Bewerken als tabel ({n} partij)", "other": "Bewerken als tabel ({n} partijen)"}),
    "games.table_first_rows": (
        {"one": "{shown} Edit the other game in the text box.",
         "other": "{shown} Edit the other {n} in the text box."},
        {"one": "{shown} Die übrige Partie bearbeiten Sie im Textfeld.",
         "other": "{shown} Die übrigen {n} bearbeiten Sie im Textfeld."},
        {"one": "{shown} Bewerk de overige partij in het tekstvak.",
         "other": "{shown} Bewerk de overige {n} in het tekstvak."}),
    "games.result_help": ("1, ½, 0; + or − for a forfeit; bye for a bye",
                          "1, ½, 0; + oder − für kampflos; spielfrei",
                          "1, ½, 0; + of − voor reglementair; vrij"),
    "games.column.quoted": ("“{name}”", "„{name}“", "„{name}”"),
    "games.column.fide": (
        "The table has several rating columns: the ratings are read from {read}, the Elo, "
        "which FIDE's rules and Glicko-2 rate by; {others} is not read. Choose DWZ at the top "
        "to rate by the national rating.",
        "Die Tabelle hat mehrere Wertungsspalten: Gelesen wird {read}, die Elo, nach der die "
        "FIDE-Regeln und Glicko-2 rechnen; {others} wird nicht gelesen. Wählen Sie oben DWZ, "
        "um nach der nationalen Wertung zu rechnen.",
        "De tabel heeft meerdere ratingkolommen: gelezen wordt {read}, de Elo, waarmee de "
        "FIDE-regels en Glicko-2 rekenen; {others} wordt niet gelezen. Kies bovenaan DWZ om "
        "met de nationale rating te rekenen."),
    "games.column.national": (
        "The table has several rating columns: the DWZ is rated from {read}, the national "
        "rating, and FIDE's figure beside it from {elo}. Choose Elo at the top to rate by the "
        "Elo alone.",
        "Die Tabelle hat mehrere Wertungsspalten: Die DWZ wird aus {read} berechnet, der "
        "nationalen Wertung, die FIDE-Zahl daneben aus {elo}. Wählen Sie oben Elo, um nur nach "
        "der Elo zu rechnen.",
        "De tabel heeft meerdere ratingkolommen: de DWZ wordt berekend uit {read}, de "
        "nationale rating, en het FIDE-getal ernaast uit {elo}. Kies bovenaan Elo om alleen "
        "met de Elo te rekenen."),
    "place.line": ("Line {n}", "Zeile {n}", "Regel {n}"),
    "place.row": ("Row {n}", "Zeile {n} der Datei", "Rij {n}"),
    "place.game": ("Game {n}", "Partie {n}", "Partij {n}"),
    "place.file": ("The file", "Die Datei", "Het bestand"),
    "column.rating": ("rating", "die Elo", "rating"),
    "column.result": ("result", "das Ergebnis", "uitslag"),
    "problem.not-a-game": (
        "expected a rating and a result, such as 1800:1",
        "erwartet werden Elo und Ergebnis, etwa 1800:1",
        "verwacht: een rating en een uitslag, zoals 1800:1"),
    "problem.missing-result": (
        "the result is missing (1, ½ or 0 after the rating)",
        "das Ergebnis fehlt (1, ½ oder 0 nach der Elo)",
        "de uitslag ontbreekt (1, ½ of 0 na de rating)"),
    "problem.missing-rating": ("the opponent's rating is missing",
                               "die Elo des Gegners fehlt",
                               "de rating van de tegenstander ontbreekt"),
    "problem.unknown-result": (
        "unknown result “{token}” (use 1, ½, 0, w/d/l, + or −)",
        "unbekanntes Ergebnis „{token}“ (1, ½, 0, s/r/n, + oder − verwenden)",
        "onbekende uitslag „{token}” (gebruik 1, ½, 0, w/r/v, + of −)"),
    "problem.rating-not-a-number": ("the rating “{token}” is not a number",
                                    "die Elo „{token}“ ist keine Zahl",
                                    "de rating „{token}” is geen getal"),
    "problem.rating-out-of-range": ("the rating {token} is outside 100–3500",
                                    "die Elo {token} liegt außerhalb von 100–3500",
                                    "de rating {token} valt buiten 100–3500"),
    "problem.too-many-fields": (
        "too many fields: write one game per line as NAME RATING:RESULT",
        "zu viele Felder: Schreiben Sie eine Partie pro Zeile als NAME ELO:ERGEBNIS",
        "te veel velden: schrijf één partij per regel als NAAM RATING:UITSLAG"),
    "problem.missing-column": ("no column for the {token}", "keine Spalte für {token}",
                               "geen kolom voor de {token}"),
    "problem.unreadable-file": (
        "the text cannot be read at {token}: the file is not UTF-8, UTF-16 or Windows-1252 "
        "(save it as UTF-8)",
        "der Text ist bei {token} nicht lesbar: Die Datei ist weder UTF-8 noch UTF-16 noch "
        "Windows-1252 (speichern Sie sie als UTF-8)",
        "de tekst is bij {token} niet leesbaar: het bestand is geen UTF-8, UTF-16 of "
        "Windows-1252 (sla het op als UTF-8)"),
    "problem.not-one-game": (
        "“{token}” is not one game's result: your score comes first and the two add up to 1 "
        "(1:0, ½:½, 0:1), or +:- and −:+ for a forfeit",
        "„{token}“ ist nicht das Ergebnis einer Partie: Ihre Punkte stehen vorn, und beide "
        "Seiten ergeben zusammen 1 (1:0, ½:½, 0:1), oder +:- und −:+ für kampflos",
        "„{token}” is niet de uitslag van één partij: je eigen score staat voorop en samen "
        "maken ze 1 (1:0, ½:½, 0:1), of +:- en −:+ voor reglementair"),
    "problem.rating-column-unclear": (
        "the row has no header, and more than one number could be the rating ({token}): paste "
        "the table with its header row, or write NAME RATING:RESULT",
        "die Zeile hat keine Kopfzeile, und mehr als eine Zahl könnte die Wertung sein "
        "({token}): Fügen Sie die Tabelle mit ihrer Kopfzeile ein oder schreiben Sie "
        "NAME ELO:ERGEBNIS",
        "de regel heeft geen kopregel, en meer dan één getal kan de rating zijn ({token}): "
        "plak de tabel met haar kopregel, of schrijf NAAM RATING:UITSLAG"),
    "problem.unknown-title": (
        "“{token}” is not a FIDE title (GM, IM, WGM, WIM, FM, WFM, CM, WCM): the norm counts "
        "this opponent without a title",
        "„{token}“ ist kein FIDE-Titel (GM, IM, WGM, WIM, FM, WFM, CM, WCM): Die Norm zählt "
        "diesen Gegner ohne Titel",
        "„{token}” is geen FIDE-titel (GM, IM, WGM, WIM, FM, WFM, CM, WCM): de norm telt "
        "deze tegenstander zonder titel"),
    "problem.not-a-federation": (
        "the federation “{token}” is no FIDE federation's code (GER, NED, FID …): the norm "
        "counts this opponent without a federation",
        "die Föderation „{token}“ ist kein Föderationskürzel der FIDE (GER, NED, FID …): Die "
        "Norm zählt diesen Gegner ohne Föderation",
        "de federatie „{token}” is geen federatiecode van de FIDE (GER, NED, FID …): de norm "
        "telt deze tegenstander zonder federatie"),
    "problem.title-code": (
        "“{token}” is read as a name, not a title: a game line writes a title in full (GM, IM, "
        "WGM, WIM, FM, WFM, CM, WCM), not as a TRF's code (g, m, wg …)",
        "„{token}“ wird als Name gelesen, nicht als Titel: Eine Partiezeile schreibt den Titel "
        "aus (GM, IM, WGM, WIM, FM, WFM, CM, WCM), nicht als TRF-Kürzel (g, m, wg …)",
        "„{token}” wordt als naam gelezen, niet als titel: een partijregel schrijft de titel "
        "voluit (GM, IM, WGM, WIM, FM, WFM, CM, WCM), niet als TRF-code (g, m, wg …)"),
    "problem.number-for-name": (
        "“{token}” is a number where the opponent's name, title or federation stands: write "
        "NAME TITLE FEDERATION RATING:RESULT (Meier GM GER 2450:1), a name with a number in "
        "quotes (\"Meier 2\" 1800:1)",
        "„{token}“ ist eine Zahl, wo Name, Titel oder Föderation des Gegners stehen: Schreiben "
        "Sie NAME TITEL FÖDERATION ELO:ERGEBNIS (Meier GM GER 2450:1), einen Namen mit einer "
        "Zahl in Anführungszeichen (\"Meier 2\" 1800:1)",
        "„{token}” is een getal waar naam, titel of federatie van de tegenstander staan: "
        "schrijf NAAM TITEL FEDERATIE RATING:UITSLAG (Meier GM GER 2450:1), een naam met een "
        "getal tussen aanhalingstekens (\"Meier 2\" 1800:1)"),
    "problem.colour-needed": (
        "{token} is the result from White's side; add your colour (w or b), as in 1800:w "
        "{token}, so it is clear whether you won",
        "{token} ist das Ergebnis aus Sicht von Weiß; bitte geben Sie Ihre Farbe an (w oder s), "
        "etwa 1800:w {token}, damit klar ist, ob Sie gewonnen haben",
        "{token} is de uitslag vanuit wit gezien; geef je kleur aan (w of z), zoals 1800:w "
        "{token}, zodat duidelijk is of je gewonnen hebt"),
    "problem.deviation-not-a-number": (
        "the rating deviation {token} is not a number",
        "die Wertungsabweichung {token} ist keine Zahl",
        "de ratingafwijking {token} is geen getal"),
    "problem.deviation-out-of-range": (
        "the rating deviation {token} must be above 0 and at most 500",
        "die Wertungsabweichung {token} muss über 0 und höchstens 500 sein",
        "de ratingafwijking {token} moet boven 0 liggen en hoogstens 500 zijn"),
    "problem.line-too-long": (
        {"one": "the line is longer than {n} character and was not read",
         "other": "the line is longer than {n} characters and was not read"},
        {"one": "die Zeile ist länger als {n} Zeichen und wurde nicht gelesen",
         "other": "die Zeile ist länger als {n} Zeichen und wurde nicht gelesen"},
        {"one": "de regel is langer dan {n} teken en is niet gelezen",
         "other": "de regel is langer dan {n} tekens en is niet gelezen"}),
    "problem.too-many-games": (
        {"one": "more than {n} game, the most a list may hold: nothing was read",
         "other": "more than {n} games, the most a list may hold: nothing was read"},
        {"one": "mehr als {n} Partie, die Höchstzahl für eine Liste: Es wurde nichts gelesen",
         "other": "mehr als {n} Partien, die Höchstzahl für eine Liste: Es wurde nichts "
                  "gelesen"},
        {"one": "meer dan {n} partij, het maximum voor een lijst: er is niets gelezen",
         "other": "meer dan {n} partijen, het maximum voor een lijst: er is niets gelezen"}),
    "problem.not-text": (
        "this is not a text file (a spreadsheet, archive or image?); save it as CSV or plain "
        "text",
        "das ist keine Textdatei (eine Tabelle, ein Archiv oder ein Bild?); speichern Sie sie "
        "als CSV oder reinen Text",
        "dit is geen tekstbestand (een spreadsheet, archief of afbeelding?); sla het op als "
        "CSV of platte tekst"),
    "problem.empty-file": ("the file is empty", "die Datei ist leer", "het bestand is leeg"),
    "problem.no-header": (
        "the first row is not a header naming the columns (rating/Elo and result/score)",
        "die erste Zeile ist keine Kopfzeile mit den Spalten (Elo/Rating und Ergebnis/Punkte)",
        "de eerste rij is geen kopregel met de kolommen (rating/Elo en uitslag/score)"),
    "problem.no-games": ("no games found", "keine Partien gefunden", "geen partijen gevonden"),
    "problem.no-ratings": (
        "the games have no Elo tags (WhiteElo, BlackElo), so there is nothing to rate",
        "die Partien haben keine Elo-Angaben (WhiteElo, BlackElo), daher gibt es nichts zu "
        "werten",
        "de partijen hebben geen Elo-tags (WhiteElo, BlackElo), dus er valt niets te berekenen"),
    "problem.bad-quotes": (
        "a quote mark (\") is not closed or stands inside a cell",
        "ein Anführungszeichen (\") ist nicht geschlossen oder steht mitten in einer Zelle",
        "een aanhalingsteken (\") is niet gesloten of staat midden in een cel"),
    "problem.no-opponent-rating": ("the opponent {token} has no rating",
                                   "der Gegner {token} hat keine Elo",
                                   "de tegenstander {token} heeft geen rating"),
    "problem.unfinished-game": ("the game has no result ({token})",
                                "die Partie hat kein Ergebnis ({token})",
                                "de partij heeft geen uitslag ({token})"),
    "upload.label": ("Or upload a CSV, PGN or text file: the quick way for a long list",
                     "Oder eine CSV-, PGN- oder Textdatei hochladen: bei einer langen Liste der "
                     "schnelle Weg",
                     "Of upload een CSV-, PGN- of tekstbestand: bij een lange lijst de snelle "
                     "weg"),
    "upload.help": (
        "A CSV with a header row (rating or Elo, and result), a text file in the box's format, "
        "or a PGN (then choose whose games to rate). UTF-8, UTF-16 or Windows-1252. The upload "
        "replaces the list above; a file that brings no game leaves it as it was.",
        "Eine CSV mit Kopfzeile (Elo oder Rating und Ergebnis), eine Textdatei im Format des "
        "Textfelds oder eine PGN (dann wählen Sie, wessen Partien gewertet werden). UTF-8, "
        "UTF-16 oder Windows-1252. Das Hochladen ersetzt die Liste oben; eine Datei ohne "
        "Partie lässt sie unverändert.",
        "Een CSV met kopregel (rating of Elo, en uitslag), een tekstbestand in de vorm van het "
        "tekstvak of een PGN (kies dan wiens partijen worden berekend). UTF-8, UTF-16 of "
        "Windows-1252. De upload vervangt de lijst hierboven; een bestand zonder partij laat "
        "de lijst ongewijzigd."),
    "upload.whose": ("Whose games?", "Wessen Partien?", "Wiens partijen?"),
    "upload.choose": ("Choose a player", "Spieler wählen", "Kies een speler"),
    "upload.skipped": (
        {"one": "{n} entry in the file was not imported:",
         "other": "{n} entries in the file were not imported:"},
        {"one": "{n} Eintrag der Datei wurde nicht übernommen:",
         "other": "{n} Einträge der Datei wurden nicht übernommen:"},
        {"one": "{n} item uit het bestand is niet ingelezen:",
         "other": "{n} items uit het bestand zijn niet ingelezen:"}),
    "upload.refused": (
        "Nothing was imported, and the list above is as it was: {why}.",
        "Es wurde nichts übernommen, die Liste oben ist unverändert: {why}.",
        "Er is niets ingelezen, de lijst hierboven is ongewijzigd: {why}."),
    "upload.waiting": (
        "Choose whose games to rate; until then no results are shown, since the list above is "
        "not yet the file's.",
        "Wählen Sie, wessen Partien gewertet werden; bis dahin erscheinen keine Ergebnisse, "
        "denn die Liste oben ist noch nicht die der Datei.",
        "Kies wiens partijen worden berekend; tot dan worden geen resultaten getoond, want de "
        "lijst hierboven is nog niet die van het bestand."),
    "upload.start_rating": (
        "Start rating {rating}: {player}'s own Elo tag in the PGN.",
        "Start-Elo {rating}: die eigene Elo-Angabe von {player} in der PGN.",
        "Beginrating {rating}: de eigen Elo-tag van {player} in de PGN."),
}
