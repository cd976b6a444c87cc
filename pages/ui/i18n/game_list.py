"""The game list: its help, the reader's problems, uploads."""

from __future__ import annotations

from pages.ui.i18n.entry import Entry

TEXTS: dict[str, Entry] = {
    # --- game list ---
    "games.label": ("Games, one per line", "Partien, eine pro Zeile", "Partijen, één per regel"),
    "games.help": (
        "One game per line: NAME RATING:RESULT, for example Meier 1950:½. Results 1, ½, 0 "
        "(also w/d/l, win/draw/loss, Sieg/Remis/Niederlage, winst/remise/verlies); a game's "
        "result with your colour, as 1900:w 1-0 or 1900:b ½; + or − for a forfeit; bye (bye ½) "
        "or kampflos without an opponent; the opponent's Glicko deviation as 1850/60:1; a date "
        "in front, as 2025-03-14 1800:1. You can also paste a tournament site's player card. "
        "# starts a comment. At most 10,000 games.",
        "Eine Partie pro Zeile: NAME ELO:ERGEBNIS, zum Beispiel Meier 1950:½. Ergebnisse 1, ½, "
        "0 (auch s/r/n, Sieg/Remis/Niederlage, win/draw/loss); das Ergebnis einer Partie mit "
        "Ihrer Farbe, etwa 1900:w 1-0 oder 1900:s ½; + oder − für kampflos; spielfrei "
        "(spielfrei ½) oder kampflos ohne Gegner; die Glicko-Abweichung des Gegners als "
        "1850/60:1; ein Datum vorn, etwa 2025-03-14 1800:1. Sie können auch die Spielerkarte "
        "einer Turnierseite einfügen. # beginnt einen Kommentar. Höchstens 10.000 Partien.",
        "Eén partij per regel: NAAM RATING:UITSLAG, bijvoorbeeld Meier 1950:½. Uitslagen 1, ½, "
        "0 (ook w/r/v, winst/remise/verlies, win/draw/loss); de uitslag van een partij met je "
        "kleur, zoals 1900:w 1-0 of 1900:z ½; + of − voor reglementair; vrij (vrij ½) of "
        "reglementair zonder tegenstander; de Glicko-afwijking van de tegenstander als "
        "1850/60:1; een datum vooraan, zoals 2025-03-14 1800:1. Je kunt ook de spelerskaart "
        "van een toernooisite plakken. # begint een opmerking. Hoogstens 10.000 partijen."),
    "games.errors": (
        {"one": "{n} line could not be read and was left out; {computed}",
         "other": "{n} lines could not be read and were left out; {computed}"},
        {"one": "{n} Zeile war nicht lesbar und wurde ausgelassen; {computed}",
         "other": "{n} Zeilen waren nicht lesbar und wurden ausgelassen; {computed}"},
        {"one": "{n} regel was niet leesbaar en is weggelaten; {computed}",
         "other": "{n} regels waren niet leesbaar en zijn weggelaten; {computed}"}),
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
                        "{token} ist kein Datum (2025-03-14 oder 14.03.2025 schreiben)",
                        "{token} is geen datum (schrijf 2025-03-14 of 14-03-2025)"),
    "date.incomplete": ("the date {token} has unknown parts",
                        "das Datum {token} hat unbekannte Teile",
                        "de datum {token} heeft onbekende delen"),
    "date.ambiguous": ("in {token}, day and month could be either way round (write 2025-03-14)",
                       "in {token} können Tag und Monat vertauscht sein (2025-03-14 schreiben)",
                       "in {token} kunnen dag en maand verwisseld zijn (schrijf 2025-03-14)"),
    "date.no-such-day": ("{token} is not a day of the calendar",
                         "{token} ist kein Tag des Kalenders",
                         "{token} is geen dag van de kalender"),
    "games.problem": ("{where}: {why}", "{where}: {why}", "{where}: {why}"),
    "games.problem_in_line": ("{where}: {why}: {line}", "{where}: {why}: {line}",
                              "{where}: {why}: {line}"),
    "games.more_errors": ("… and {n} more", "… und {n} weitere", "… en nog {n}"),
    "games.table": ("Edit as a table ({n} games)", "Als Tabelle bearbeiten ({n} Partien)",
                    "Bewerken als tabel ({n} partijen)"),
    "games.table_first_rows": (
        "The first {shown} of {games} games; edit the others in the text box.",
        "Die ersten {shown} von {games} Partien; die übrigen im Textfeld bearbeiten.",
        "De eerste {shown} van {games} partijen; bewerk de rest in het tekstvak."),
    "games.result_help": ("1, ½, 0; + or − for a forfeit; bye for a bye",
                          "1, ½, 0; + oder − für kampflos; spielfrei",
                          "1, ½, 0; + of − voor reglementair; vrij"),
    "place.line": ("Line {n}", "Zeile {n}", "Regel {n}"),
    "place.row": ("Row {n}", "Zeile {n} der Datei", "Rij {n}"),
    "place.game": ("Game {n}", "Partie {n}", "Partij {n}"),
    "place.file": ("The file", "Die Datei", "Het bestand"),
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
    "problem.unreadable-file": (
        "the text cannot be read at {token}: the file is not UTF-8, UTF-16 or Windows-1252 "
        "(save it as UTF-8)",
        "der Text ist bei {token} nicht lesbar: Die Datei ist weder UTF-8 noch UTF-16 noch "
        "Windows-1252 (als UTF-8 speichern)",
        "de tekst is bij {token} niet leesbaar: het bestand is geen UTF-8, UTF-16 of "
        "Windows-1252 (sla het op als UTF-8)"),
    "problem.colour-needed": (
        "{token} is the result from White's side; add your colour (w or b), as in 1800:w "
        "{token}, so it is clear whether you won",
        "{token} ist das Ergebnis aus Sicht von Weiß; bitte Ihre Farbe angeben (w oder s), "
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
        "the line is longer than {token} characters and was not read",
        "die Zeile ist länger als {token} Zeichen und wurde nicht gelesen",
        "de regel is langer dan {token} tekens en is niet gelezen"),
    "problem.too-many-games": (
        "more than {token} games: nothing was read (the limit is {token})",
        "mehr als {token} Partien: nichts wurde gelesen (die Grenze liegt bei {token})",
        "meer dan {token} partijen: er is niets gelezen (de grens is {token})"),
    "problem.not-text": (
        "this is not a text file (a spreadsheet, archive or image?); save it as CSV or plain "
        "text",
        "das ist keine Textdatei (eine Tabelle, ein Archiv oder ein Bild?); bitte als CSV oder "
        "reinen Text speichern",
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
                                   "der Gegner {token} hat kein Rating",
                                   "de tegenstander {token} heeft geen rating"),
    "problem.unfinished-game": ("the game has no result ({token})",
                                "die Partie hat kein Ergebnis ({token})",
                                "de partij heeft geen uitslag ({token})"),
    "upload.label": ("Or upload a CSV or PGN file", "Oder eine CSV- oder PGN-Datei hochladen",
                     "Of upload een CSV- of PGN-bestand"),
    "upload.help": (
        "A CSV with a header row (rating or Elo, and result), a text file in the box's format, "
        "or a PGN (then choose whose games to rate). UTF-8, UTF-16 or Windows-1252. The upload "
        "replaces the list above; a file that brings no game leaves it as it was.",
        "Eine CSV mit Kopfzeile (Elo oder Rating und Ergebnis), eine Textdatei im Format des "
        "Textfelds oder eine PGN (dann wählen, wessen Partien gewertet werden). UTF-8, UTF-16 "
        "oder Windows-1252. Das Hochladen ersetzt die Liste oben; eine Datei ohne Partie lässt "
        "sie, wie sie war.",
        "Een CSV met kopregel (rating of Elo, en uitslag), een tekstbestand in de vorm van het "
        "tekstvak of een PGN (kies dan wiens partijen worden berekend). UTF-8, UTF-16 of "
        "Windows-1252. De upload vervangt de lijst hierboven; een bestand zonder partij laat "
        "haar zoals ze was."),
    "upload.whose": ("Whose games?", "Wessen Partien?", "Wiens partijen?"),
    "upload.choose": ("Choose a player", "Spieler wählen", "Kies een speler"),
    "upload.skipped": (
        {"one": "{n} item of the file was not imported:",
         "other": "{n} items of the file were not imported:"},
        {"one": "{n} Eintrag der Datei wurde nicht übernommen:",
         "other": "{n} Einträge der Datei wurden nicht übernommen:"},
        {"one": "{n} item uit het bestand is niet overgenomen:",
         "other": "{n} items uit het bestand zijn niet overgenomen:"}),
    "upload.refused": (
        "Nothing was imported, and the list above is as it was: {why}.",
        "Nichts wurde übernommen, die Liste oben ist unverändert: {why}.",
        "Er is niets overgenomen, de lijst hierboven is ongewijzigd: {why}."),
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
