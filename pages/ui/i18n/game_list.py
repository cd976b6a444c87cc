"""The game list: its help, the reader's problems, uploads."""

from __future__ import annotations

from pages.ui.i18n.entry import Entry

TEXTS: dict[str, Entry] = {
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
}
