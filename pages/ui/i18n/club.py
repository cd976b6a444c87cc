"""The club page's texts: the season's files, the systems, the list, a member's games, the
systems compared, the downloads, and what reading a season's files says back."""

from __future__ import annotations

from elo_core.language import Entry
from pages.ui.i18n import common

TEXTS: dict[str, Entry] = {
    # --- the page and its files ---
    "club.intro": (
        "Upload a season of your club's games (a CSV file of date, white, black, result, and "
        "TRF files of your events) and a start list, and see every member's rating over the "
        "season: by classic Elo, FIDE's months, the DWZ or Glicko-2.",
        "Laden Sie die Partien einer Saison Ihres Vereins hoch (eine CSV-Datei mit Datum, Weiß, "
        "Schwarz, Ergebnis und TRF-Dateien Ihrer Turniere) und eine Startliste, und sehen Sie "
        "die Wertung jedes Mitglieds über die Saison: nach klassischem Elo, den Monaten der "
        "FIDE, der DWZ oder Glicko-2.",
        "Upload een seizoen partijen van je club (een CSV-bestand met datum, wit, zwart, uitslag "
        "en TRF-bestanden van je toernooien) en een startlijst, en zie de rating van elk lid "
        "over het seizoen: volgens klassieke Elo, de maanden van de FIDE, de DWZ of Glicko-2."),
    "club.upload": ("The season's games: CSV or TRF files, several at once",
                    "Die Partien der Saison: CSV- oder TRF-Dateien, mehrere auf einmal",
                    "De partijen van het seizoen: CSV- of TRF-bestanden, meerdere tegelijk"),
    "club.upload.help": (
        "A CSV file with the header date,white,black,result (results 1-0, 0-1, ½-½, 1/2-1/2; "
        "forfeits +:- and -:+ are not rated; an event column groups the DWZ's events; other "
        "columns are passed over), and TRF files, each an event on its last day.",
        "Eine CSV-Datei mit der Kopfzeile date,white,black,result (Ergebnisse 1-0, 0-1, ½-½, "
        "1/2-1/2; kampflose +:- und -:+ werden nicht gewertet; eine Spalte event fasst die "
        "Turniere der DWZ zusammen; andere Spalten werden übergangen) und TRF-Dateien, jede "
        "ein Turnier an seinem letzten Tag.",
        "Een CSV-bestand met de kopregel date,white,black,result (uitslagen 1-0, 0-1, ½-½, "
        "1/2-1/2; reglementaire +:- en -:+ tellen niet; een kolom event groepeert de toernooien "
        "van de DWZ; andere kolommen worden overgeslagen) en TRF-bestanden, elk een toernooi op "
        "zijn laatste dag."),
    "club.start": ("Start list (CSV, optional)", "Startliste (CSV, freiwillig)",
                   "Startlijst (CSV, optioneel)"),
    "club.start.help": (
        "name,rating, and where the system needs them birth_year, games_before, k (FIDE's "
        "K, where those do not decide it) and index (the DWZ's); FIDE's list saved as CSV "
        "(SRtng, SK, B-day) too. A member without a rating is unrated until the system gives "
        "a first one.",
        "name,rating und, wo das System sie braucht, birth_year, games_before, k (das K der "
        "FIDE, wo jene es nicht entscheiden) und index (der DWZ); auch die FIDE-Liste als CSV "
        "(SRtng, SK, B-day). Ein Mitglied ohne Wertung bleibt ungewertet, bis das System eine "
        "erste gibt.",
        "name,rating en, waar het systeem ze nodig heeft, birth_year, games_before, k (de K "
        "van de FIDE, waar die het niet bepalen) en index (van de DWZ); ook de FIDE-lijst als "
        "CSV (SRtng, SK, B-day). Een lid zonder rating blijft ongerated tot het systeem een "
        "eerste geeft."),
    "club.example": ("Try an example season", "Beispielsaison laden", "Voorbeeldseizoen laden"),
    "club.private": (
        "A club's names and birth years are personal data: the files stay in this browser "
        "session and are not stored; the page's link holds the settings only.",
        "Namen und Geburtsjahre eines Vereins sind personenbezogene Daten: Die Dateien bleiben "
        "in dieser Browser-Sitzung und werden nicht gespeichert; der Link der Seite enthält nur "
        "die Einstellungen.",
        "Namen en geboortejaren van een club zijn persoonsgegevens: de bestanden blijven in "
        "deze browsersessie en worden niet opgeslagen; de link van de pagina bevat alleen de "
        "instellingen."),
    "club.empty": (
        "No season yet: upload its games, or try the example season.",
        "Noch keine Saison: Laden Sie ihre Partien hoch oder laden Sie die Beispielsaison.",
        "Nog geen seizoen: upload de partijen, of laad het voorbeeldseizoen."),
    "club.nobody": (
        "The files name no one to rate: no game and no start list could be read.",
        "Die Dateien nennen niemanden zum Werten: keine Partie und keine Startliste war lesbar.",
        "De bestanden noemen niemand om te raten: geen partij en geen startlijst was leesbaar."),
    # --- the system and K ---
    "club.system": ("Rating system", "Wertungssystem", "Ratingsysteem"),
    # the club's classic Elo is the rule set the frame offers, named as the frame names it
    "system.elo": common.TEXTS["rules.elo"],
    "system.fide": ("FIDE", "FIDE", "FIDE"),
    "system.dwz": ("DWZ", "DWZ", "DWZ"),
    "system.glicko2": ("Glicko-2 (Lichess)", "Glicko-2 (Lichess)", "Glicko-2 (Lichess)"),
    "system.elo.means": (
        "Game by game in date order (a day's games in the file's order), one K for everyone.",
        "Partie für Partie nach Datum (die Partien eines Tages in der Reihenfolge der Datei), "
        "ein K für alle.",
        "Partij na partij op datum (de partijen van een dag in de volgorde van het bestand), "
        "één K voor iedereen."),
    "system.fide.means": (
        "Calendar months as rating periods: every game of a month against the ratings at its "
        "start, table 8.1.2 and the 400-point rule, K × n ≤ 700, each change rounded once a "
        "month; first ratings as the handbook gives them.",
        "Kalendermonate als Wertungsperioden: jede Partie eines Monats gegen die Elo zu seinem "
        "Beginn, Tabelle 8.1.2 und die 400-Punkte-Regel, K × n ≤ 700, jede Änderung einmal im "
        "Monat gerundet; Ersteinstufungen nach dem Handbuch.",
        "Kalendermaanden als ratingperiodes: elke partij van een maand tegen de ratings aan "
        "het begin ervan, tabel 8.1.2 en de 400-puntenregel, K × n ≤ 700, elke wijziging één "
        "keer per maand afgerond; eerste ratings zoals het handboek ze geeft."),
    "system.dwz.means": (
        "Event by event in the order of their last day, by the DSB's rules (a games file's "
        "days one event each, unless it has an event column).",
        "Turnier für Turnier in der Reihenfolge ihres letzten Tages, nach der Wertungsordnung "
        "des DSB (jeder Tag einer Partiendatei ein Turnier, außer sie hat eine Spalte event).",
        "Toernooi na toernooi in de volgorde van hun laatste dag, volgens de regels van de DSB "
        "(elke dag van een partijbestand één toernooi, tenzij het een kolom event heeft)."),
    "system.glicko2.means": (
        "Game by game as Lichess rates, a new member at 1500 with a deviation of 500.",
        "Partie für Partie, wie Lichess wertet, ein neues Mitglied mit 1500 und einer "
        "Abweichung von 500.",
        "Partij na partij zoals Lichess rate, een nieuw lid op 1500 met een afwijking van 500."),
    "club.k": ("K", "K", "K"),
    "k_by.rule": ("By FIDE's rule", "Nach FIDE-Regel", "Volgens FIDE-regel"),
    "k_by.fixed": ("One K for all", "Ein K für alle", "Eén K voor iedereen"),
    "club.k.one": ("K for everyone", "K für alle", "K voor iedereen"),
    "club.k.help": (
        "How far one game moves a rating: 40, 20 and 10 are FIDE's; clubs often use 20 to 32.",
        "Wie weit eine Partie die Wertung bewegt: 40, 20 und 10 sind die der FIDE; Vereine "
        "nehmen oft 20 bis 32.",
        "Hoe ver één partij een rating verschuift: 40, 20 en 10 zijn die van de FIDE; clubs "
        "nemen vaak 20 tot 32."),
    "club.k.fixed": ("K {k}", "K {k}", "K {k}"),
    "club.k.rule": ("K by FIDE's rule (§8.3.3) from each member's facts",
                    "K nach FIDE-Regel (§8.3.3) aus den Angaben jedes Mitglieds",
                    "K volgens FIDE-regel (§8.3.3) uit de gegevens van elk lid"),
    "club.k.own_short": ("its own K", "eigener Faktor", "eigen factor"),
    "club.k.facts": (
        "K by FIDE's rule (§8.3.3), month by month, from each member's facts: the start list's "
        "rating, birth_year and games_before (a K of 10 on it says 2400 was reached), the "
        "season's games added month by month, and 2400 reached by a rating published. The "
        "list's K is each member's in their last month with a rated game; a member's games "
        "show the K of each.",
        "K nach FIDE-Regel (§8.3.3), Monat für Monat, aus den Angaben jedes Mitglieds: "
        "Wertung, birth_year und games_before der Startliste (ein K von 10 dort sagt, dass "
        "2400 erreicht wurden), die Partien der Saison Monat für Monat dazu, und 2400 erreicht "
        "durch eine veröffentlichte Wertung. Das K der Liste ist das jedes Mitglieds in seinem "
        "letzten Monat mit einer gewerteten Partie; die Partien eines Mitglieds zeigen das K "
        "jeder Partie.",
        "K volgens FIDE-regel (§8.3.3), maand na maand, uit de gegevens van elk lid: de "
        "rating, birth_year en games_before van de startlijst (een K van 10 daar zegt dat 2400 "
        "bereikt is), de partijen van het seizoen maand na maand erbij, en 2400 bereikt door "
        "een gepubliceerde rating. De K van de lijst is die van elk lid in zijn laatste maand "
        "met een gerate partij; de partijen van een lid tonen de K van elke partij."),
    "club.k.listed": (
        {"one": "K from the start list's K column, where the facts given do not decide FIDE's "
                "rule, for {n} member: {members}.",
         "other": "K from the start list's K column, where the facts given do not decide "
                  "FIDE's rule, for {n} members: {members}."},
        {"one": "K aus der Spalte K der Startliste, wo die Angaben die FIDE-Regel nicht "
                "entscheiden, für {n} Mitglied: {members}.",
         "other": "K aus der Spalte K der Startliste, wo die Angaben die FIDE-Regel nicht "
                  "entscheiden, für {n} Mitglieder: {members}."},
        {"one": "K uit de kolom K van de startlijst, waar de gegevens de FIDE-regel niet "
                "bepalen, voor {n} lid: {members}.",
         "other": "K uit de kolom K van de startlijst, waar de gegevens de FIDE-regel niet "
                  "bepalen, voor {n} leden: {members}."}),
    "club.k.assumed": (
        {"one": "K {k} assumed for {n} member whose facts do not decide FIDE's rule (§8.3.3): "
                "{members}.",
         "other": "K {k} assumed for {n} members whose facts do not decide FIDE's rule "
                  "(§8.3.3): {members}."},
        {"one": "K {k} angenommen für {n} Mitglied, dessen Angaben die FIDE-Regel (§8.3.3) "
                "nicht entscheiden: {members}.",
         "other": "K {k} angenommen für {n} Mitglieder, deren Angaben die FIDE-Regel "
                  "(§8.3.3) nicht entscheiden: {members}."},
        {"one": "K {k} aangenomen voor {n} lid wiens gegevens de FIDE-regel (§8.3.3) niet "
                "bepalen: {members}.",
         "other": "K {k} aangenomen voor {n} leden wier gegevens de FIDE-regel (§8.3.3) niet "
                  "bepalen: {members}."}),
    "club.k.assumed.how": (
        "FIDE's rule gives 40 to a junior (to the end of the year they turn 18, under 2300) "
        "and to a player new to the list (fewer than 30 games), else 20: set the K for them "
        "here, or give birth_year and games_before (or FIDE's k) on the start list.",
        "Die FIDE-Regel gibt 40 einem Jugendlichen (bis zum Ende des Jahres, in dem er 18 "
        "wird, unter 2300) und einem Spieler neu auf der Liste (weniger als 30 Partien), sonst "
        "20: Legen Sie das K für sie hier fest, oder geben Sie birth_year und games_before "
        "(oder das k der FIDE) in der Startliste an.",
        "De FIDE-regel geeft 40 aan een jeugdspeler (tot het einde van het jaar waarin hij 18 "
        "wordt, onder 2300) en aan een speler nieuw op de lijst (minder dan 30 partijen), "
        "anders 20: stel de K voor hen hier in, of geef birth_year en games_before (of het k "
        "van de FIDE) in de startlijst."),
    "club.k.assumed.set": ("K where the facts do not decide it",
                           "K, wo die Angaben ihn nicht entscheiden",
                           "K waar de gegevens hem niet bepalen"),
    "club.k.assumed.help": (
        "The K of each member named above: FIDE gives 20 to an established adult, 40 to a "
        "junior or a player new to the list.",
        "Das K jedes oben genannten Mitglieds: Die FIDE gibt 20 einem etablierten "
        "Erwachsenen, 40 einem Jugendlichen oder einem Spieler neu auf der Liste.",
        "De K van elk hierboven genoemd lid: de FIDE geeft 20 aan een gevestigde volwassene, "
        "40 aan een jeugdspeler of een speler nieuw op de lijst."),
    "club.k.member": ("{name} ({missing})", "{name} ({missing})", "{name} ({missing})"),
    "club.k.more": (
        {"one": "{n} more member", "other": "{n} more members"},
        {"one": "{n} weiteres Mitglied", "other": "{n} weitere Mitglieder"},
        {"one": "nog {n} lid", "other": "nog {n} leden"}),
    "club.k_missing.birth-year": ("no birth year", "kein Geburtsjahr", "geen geboortejaar"),
    "club.k_missing.games-before": ("no games before", "keine Partien vorher",
                                    "geen partijen vooraf"),
    "club.k_basis.listed": ("from the start list: {missing}", "aus der Startliste: {missing}",
                            "uit de startlijst: {missing}"),
    "club.k_basis.assumed": ("assumed: {missing}", "angenommen: {missing}",
                             "aangenomen: {missing}"),
    "club.member.k": ("K {k} ({why})", "K {k} ({why})", "K {k} ({why})"),
    "club.member.k_from": ("from {month}: K {k} ({why})", "ab {month}: K {k} ({why})",
                           "vanaf {month}: K {k} ({why})"),
    "club.k.own": ("The system sets its own K.", "Das System bestimmt seinen eigenen Faktor.",
                   "Het systeem bepaalt zijn eigen factor."),
    # --- what the files say back ---
    "club.problem": ("{file}, {where}: {why}", "{file}, {where}: {why}",
                     "{file}, {where}: {why}"),
    "club.problem.text": ("{file}, {where}: {why}: {line}", "{file}, {where}: {why}: {line}",
                          "{file}, {where}: {why}: {line}"),
    "club.problem.file": ("{file}: {why}", "{file}: {why}", "{file}: {why}"),
    "club.problems": (
        {"one": "{n} problem in the files; the rest was read:",
         "other": "{n} problems in the files; the rest was read:"},
        {"one": "{n} Problem in den Dateien; der Rest wurde gelesen:",
         "other": "{n} Probleme in den Dateien; der Rest wurde gelesen:"},
        {"one": "{n} probleem in de bestanden; de rest is gelezen:",
         "other": "{n} problemen in de bestanden; de rest is gelezen:"}),
    "club.more_problems": (
        {"one": "and {n} more", "other": "and {n} more"},
        {"one": "und {n} weiteres", "other": "und {n} weitere"},
        {"one": "en nog {n}", "other": "en nog {n}"}),
    "club.alikes": (
        {"one": "{n} pair of names looks alike", "other": "{n} pairs of names look alike"},
        {"one": "{n} Paar Namen sieht sich ähnlich", "other": "{n} Paare Namen sehen sich ähnlich"},
        {"one": "{n} paar namen lijkt op elkaar", "other": "{n} paren namen lijken op elkaar"}),
    "club.alikes.caption": (
        "Each is rated as a member of their own. Where two are one person, tick the pair: their "
        "games are then one member's, under the name the files met first (the start list's). "
        "The link keeps what you tick, without the names.",
        "Jeder wird als eigenes Mitglied gewertet. Sind zwei eine Person, haken Sie das Paar "
        "an: Ihre Partien sind dann die eines Mitglieds, unter dem Namen, den die Dateien "
        "zuerst nennen (dem der Startliste). Der Link behält, was Sie anhaken, ohne die Namen.",
        "Elk wordt als apart lid gerated. Zijn twee één persoon, vink het paar dan aan: hun "
        "partijen zijn dan die van één lid, onder de naam die de bestanden eerst noemen (die "
        "van de startlijst). De link onthoudt wat je aanvinkt, zonder de namen."),
    "club.alike": ("“{first}” and “{second}”", "„{first}“ und „{second}“",
                   "‘{first}’ en ‘{second}’"),
    "club.alike.same": ("“{first}” and “{second}” are one person",
                        "„{first}“ und „{second}“ sind eine Person",
                        "‘{first}’ en ‘{second}’ zijn één persoon"),
    "club.written": (
        {"one": "{n} member is written surname first in one file and given name first in "
                "another, and read as one member: {pairs}.",
         "other": "{n} members are written surname first in one file and given name first in "
                  "another, and each read as one member: {pairs}."},
        {"one": "{n} Mitglied steht in einer Datei mit dem Nachnamen zuerst, in einer anderen "
                "mit dem Vornamen zuerst, und wird als ein Mitglied gelesen: {pairs}.",
         "other": "{n} Mitglieder stehen in einer Datei mit dem Nachnamen zuerst, in einer "
                  "anderen mit dem Vornamen zuerst, und werden je als ein Mitglied gelesen: "
                  "{pairs}."},
        {"one": "{n} lid staat in het ene bestand met de achternaam eerst, in een ander met de "
                "voornaam eerst, en wordt als één lid gelezen: {pairs}.",
         "other": "{n} leden staan in het ene bestand met de achternaam eerst, in een ander met "
                  "de voornaam eerst, en worden elk als één lid gelezen: {pairs}."}),
    "club.written.pair": ("“{name}” as “{other}”", "„{name}“ als „{other}“",
                          "‘{name}’ als ‘{other}’"),
    "club.written.more": (
        {"one": "and {n} more", "other": "and {n} more"},
        {"one": "und {n} weiteres", "other": "und {n} weitere"},
        {"one": "en nog {n}", "other": "en nog {n}"}),
    "club.more_alikes": (
        {"one": "and {n} more pair", "other": "and {n} more pairs"},
        {"one": "und {n} weiteres Paar", "other": "und {n} weitere Paare"},
        {"one": "en nog {n} paar", "other": "en nog {n} paren"}),
    "season.missing-columns": (
        "the header has no column for {token}; the file was not read",
        "die Kopfzeile hat keine Spalte {token}; die Datei wurde nicht gelesen",
        "de kopregel heeft geen kolom {token}; het bestand is niet gelezen"),
    "season.missing-cell": ("the {token} is missing", "{token} fehlt", "{token} ontbreekt"),
    "season.unknown-result": (
        "unknown result {token} (use 1-0, 0-1, ½-½, 1/2-1/2, or +:- and -:+ for forfeits)",
        "unbekanntes Ergebnis {token} (1-0, 0-1, ½-½, 1/2-1/2, oder +:- und -:+ für kampflos)",
        "onbekende uitslag {token} (gebruik 1-0, 0-1, ½-½, 1/2-1/2, of +:- en -:+ voor "
        "reglementair)"),
    "season.same-player": ("{token} cannot play against themselves",
                           "{token} kann nicht gegen sich selbst spielen",
                           "{token} kan niet tegen zichzelf spelen"),
    "season.no-event-day": (
        "the file has no end date (052) or start date (042) that can be read, so its games "
        "were not read",
        "die Datei hat kein lesbares End- (052) oder Anfangsdatum (042), ihre Partien wurden "
        "nicht gelesen",
        "het bestand heeft geen leesbare eind- (052) of begindatum (042), de partijen zijn niet "
        "gelezen"),
    "season.not-a-rating": ("the rating {token} is not a number",
                            "die Wertung {token} ist keine Zahl",
                            "de rating {token} is geen getal"),
    "season.rating-out-of-range": (
        "the rating {token} is outside {RATING_MIN}–{RATING_MAX}",
        "die Wertung {token} liegt außerhalb von {RATING_MIN}–{RATING_MAX}",
        "de rating {token} ligt buiten {RATING_MIN}–{RATING_MAX}"),
    "season.birth-year-out-of-range": (
        "the birth year {token} is not a year from {BIRTH_YEAR_MIN} to this year",
        "das Geburtsjahr {token} ist kein Jahr von {BIRTH_YEAR_MIN} bis heute",
        "het geboortejaar {token} is geen jaar van {BIRTH_YEAR_MIN} tot nu"),
    "season.games-before-out-of-range": (
        "the games before {token} are not a whole number from 0 to {GAMES_BEFORE_MAX}",
        "die Partien vorher {token} sind keine ganze Zahl von 0 bis {GAMES_BEFORE_MAX}",
        "de partijen vooraf {token} zijn geen geheel getal van 0 tot {GAMES_BEFORE_MAX}"),
    "season.k-out-of-range": (
        "the K {token} is not a whole number from {K_MIN} to {K_MAX}",
        "der K-Faktor {token} ist keine ganze Zahl von {K_MIN} bis {K_MAX}",
        "de K {token} is geen geheel getal van {K_MIN} tot {K_MAX}"),
    "season.index-out-of-range": (
        "the index {token} is not a whole number from {DWZ_INDEX_MIN} to {DWZ_INDEX_MAX}",
        "der Index {token} ist keine ganze Zahl von {DWZ_INDEX_MIN} bis {DWZ_INDEX_MAX}",
        "de index {token} is geen geheel getal van {DWZ_INDEX_MIN} tot {DWZ_INDEX_MAX}"),
    "season.index-without-rating": (
        "an index ({token}) needs a rating beside it",
        "ein Index ({token}) braucht eine Wertung daneben",
        "een index ({token}) heeft een rating ernaast nodig"),
    "season.duplicate-member": (
        "{token} is on an earlier line already; this line was left out",
        "{token} steht schon in einer früheren Zeile; diese Zeile wurde ausgelassen",
        "{token} staat al op een eerdere regel; deze regel is weggelaten"),
    "season.born-after-event": (
        "born in {token}, after an event's year: that event counts the member as over 25",
        "geboren {token}, nach dem Jahr eines Turniers: dieses Turnier zählt das Mitglied als "
        "über 25",
        "geboren in {token}, na het jaar van een toernooi: dat toernooi telt het lid als ouder "
        "dan 25"),
    "season.date-order-mixed": (
        "{token} has its day and month the other way round from line {other} ({other_token}): "
        "a file writes its dates one way (write 2025-03-14); the file was not read",
        "in {token} stehen Tag und Monat andersherum als in Zeile {other} ({other_token}): Eine "
        "Datei schreibt ihre Daten auf eine Weise (schreiben Sie 2025-03-14); die Datei wurde "
        "nicht gelesen",
        "in {token} staan dag en maand andersom dan op regel {other} ({other_token}): een "
        "bestand schrijft zijn datums op één manier (schrijf 2025-03-14); het bestand is niet "
        "gelezen"),
    "season.date-out-of-range": (
        "the date {token} is not a day from {GAME_DAY_MIN} to {GAME_DAY_MAX}",
        "das Datum {token} ist kein Tag vom {GAME_DAY_MIN} bis {GAME_DAY_MAX}",
        "de datum {token} is geen dag van {GAME_DAY_MIN} tot {GAME_DAY_MAX}"),
    "season.date-with-time": (
        "the date {token} has a time of day; write the day alone (2025-03-14): a season is "
        "rated by the day, a day's games in the file's order",
        "das Datum {token} hat eine Uhrzeit; schreiben Sie nur den Tag (2025-03-14): Eine "
        "Saison wird nach Tagen gewertet, die Partien eines Tages in der Reihenfolge der Datei",
        "de datum {token} heeft een tijdstip; schrijf alleen de dag (2025-03-14): een seizoen "
        "wordt per dag gerated, de partijen van een dag in de volgorde van het bestand"),
    "season.duplicate-game": (
        "the same game as line {other} (day, players, result, event and round); this line was "
        "left out",
        "dieselbe Partie wie in Zeile {other} (Tag, Spieler, Ergebnis, Turnier und Runde); "
        "diese Zeile wurde ausgelassen",
        "dezelfde partij als op regel {other} (dag, spelers, uitslag, toernooi en ronde); deze "
        "regel is weggelaten"),
    "season.same-file": (
        "the same as {token}, which is read already: taken once",
        "dieselbe wie {token}, die schon gelesen ist: einmal genommen",
        "hetzelfde als {token}, dat al gelezen is: één keer genomen"),
    # --- the season and the list ---
    "club.members": ("Members", "Mitglieder", "Leden"),
    "club.rated_start": ("With a start rating", "Mit Startwertung", "Met startrating"),
    "club.rated": ("Rated at the end", "Mit Wertung am Ende", "Met rating aan het eind"),
    "club.games": ("Games", "Partien", "Partijen"),
    "club.days": ("From {first} to {last}", "Vom {first} bis {last}", "Van {first} tot {last}"),
    "club.list": ("The rating list", "Die Rangliste", "De ranglijst"),
    "club.list.caption": (
        "{system}, {k}. Sort by any column with a click on its header; the change is measured "
        "from the start rating, or the first rating the season gave, over the rated games "
        "beside it; the performance is FIDE's of the games against rated opponents.",
        "{system}, {k}. Ein Klick auf eine Spaltenüberschrift sortiert; die Änderung gilt ab "
        "der Startwertung oder der ersten Wertung der Saison, über die gewerteten Partien "
        "daneben; die Leistung ist die der FIDE aus den Partien gegen gewertete Gegner.",
        "{system}, {k}. Klik op een kolomkop om te sorteren; de wijziging geldt vanaf de "
        "startrating of de eerste rating van het seizoen, over de gerate partijen ernaast; de "
        "TPR is die van de FIDE uit de partijen tegen tegenstanders met rating."),
    "club.rows_shown": (
        {"one": "The table shows the first {most} of {n} row; the CSV has every one.",
         "other": "The table shows the first {most} of {n} rows; the CSV has every one."},
        {"one": "Die Tabelle zeigt die ersten {most} von {n} Zeile; die CSV hat alle.",
         "other": "Die Tabelle zeigt die ersten {most} von {n} Zeilen; die CSV hat alle."},
        {"one": "De tabel toont de eerste {most} van {n} rij; de CSV heeft ze allemaal.",
         "other": "De tabel toont de eerste {most} van {n} rijen; de CSV heeft ze allemaal."}),
    "club.find": ("Find a member", "Mitglied suchen", "Lid zoeken"),
    "club.find.placeholder": ("A name or part of one", "Ein Name oder ein Teil davon",
                              "Een naam of een deel ervan"),
    "club.find.none": ("No member's name holds {find}.", "Kein Mitgliedsname enthält {find}.",
                       "Geen naam van een lid bevat {find}."),
    "club.find.count": (
        {"one": "{found} of {n} member.", "other": "{found} of {n} members."},
        {"one": "{found} von {n} Mitglied.", "other": "{found} von {n} Mitgliedern."},
        {"one": "{found} van {n} lid.", "other": "{found} van {n} leden."}),
    # --- one member ---
    "club.member.title": ("A member over the season", "Ein Mitglied über die Saison",
                          "Een lid over het seizoen"),
    "club.member": ("Member", "Mitglied", "Lid"),
    "club.member.placeholder": ("Choose a member", "Mitglied wählen", "Kies een lid"),
    "club.member.start": ("Started at {rating}", "Begann mit {rating}", "Begon op {rating}"),
    "club.member.unrated_start": ("Started unrated", "Begann ohne Wertung",
                                  "Begon zonder rating"),
    "club.member.change": (
        {"one": "{change} over {n} rated game", "other": "{change} over {n} rated games"},
        {"one": "{change} aus {n} gewerteten Partie", "other": "{change} aus {n} gewerteten "
                                                               "Partien"},
        {"one": "{change} over {n} gerate partij", "other": "{change} over {n} gerate partijen"}),
    "club.member.first": ("first rating on {day}", "erste Wertung am {day}",
                          "eerste rating op {day}"),
    "club.member.now": ("now {rating}", "jetzt {rating}", "nu {rating}"),
    "club.beside": ("Members beside them on the chart", "Mitglieder daneben im Diagramm",
                    "Leden ernaast in de grafiek"),
    "club.beside.placeholder": ("Choose members", "Mitglieder wählen", "Kies leden"),
    "club.chart.title": ("Rating over the season", "Wertung über die Saison",
                         "Rating over het seizoen"),
    "club.chart.rating": ("Rating", "Wertung", "Rating"),
    "club.disregarded": (
        "Not in Games: a first event without a point, which a first rating disregards (FIDE "
        "B.02 §8.2), of {members}.",
        "Nicht in „Partien“: ein erstes Turnier ohne Punkt, das eine Ersteinstufung nicht "
        "berücksichtigt (FIDE B.02 §8.2), von {members}.",
        "Niet in Partijen: een eerste toernooi zonder punten, dat voor een eerste rating niet "
        "meetelt (FIDE B.02 §8.2), van {members}."),
    "club.disregarded.member": (
        {"one": "{name} ({n} game)", "other": "{name} ({n} games)"},
        {"one": "{name} ({n} Partie)", "other": "{name} ({n} Partien)"},
        {"one": "{name} ({n} partij)", "other": "{name} ({n} partijen)"}),
    "club.disregarded.more": (
        {"one": "{n} more member", "other": "{n} more members"},
        {"one": "{n} weiterem Mitglied", "other": "{n} weiteren Mitgliedern"},
        {"one": "nog {n} lid", "other": "nog {n} leden"}),
    "club.note.no_rating": ("no rating yet", "noch keine Wertung", "nog geen rating"),
    "club.note.opponent_unrated": ("opponent unrated", "Gegner ohne Wertung",
                                   "tegenstander zonder rating"),
    "club.note.not_rated": ("not rated", "nicht gewertet", "niet gerated"),
    "club.versus.member": ("{name} against", "{name} gegen", "{name} tegen"),
    "club.h2h": (
        "{name} against {other}: {wins} won, {draws} drawn, {losses} lost, {points} : "
        "{other_points}.",
        "{name} gegen {other}: {wins} gewonnen, {draws} remis, {losses} verloren, {points} : "
        "{other_points}.",
        "{name} tegen {other}: {wins} gewonnen, {draws} remise, {losses} verloren, {points} : "
        "{other_points}."),
    "club.h2h.change": (
        "Change from these games: {name} {change}, {other} {other_change}.",
        "Änderung aus diesen Partien: {name} {change}, {other} {other_change}.",
        "Wijziging uit deze partijen: {name} {change}, {other} {other_change}."),
    # --- the systems compared ---
    "club.compare": ("The same season by another system", "Dieselbe Saison nach einem anderen "
                     "System", "Hetzelfde seizoen volgens een ander systeem"),
    "club.versus": ("Compared with", "Verglichen mit", "Vergeleken met"),
    "club.versus.k": ("{system}: {k}", "{system}: {k}", "{system}: {k}"),
    "club.versus.same": ("Every member has the same rank by both systems.",
                         "Jedes Mitglied hat nach beiden Systemen denselben Rang.",
                         "Elk lid heeft volgens beide systemen dezelfde plaats."),
    "club.versus.moved": (
        {"one": "{n} member whose rank moves (places climbed by the second system):",
         "other": "{n} members whose rank moves (places climbed by the second system):"},
        {"one": "{n} Mitglied, dessen Rang sich ändert (Plätze nach oben im zweiten System):",
         "other": "{n} Mitglieder, deren Rang sich ändert (Plätze nach oben im zweiten "
                  "System):"},
        {"one": "{n} lid van wie de plaats verschuift (plaatsen omhoog in het tweede systeem):",
         "other": "{n} leden van wie de plaats verschuift (plaatsen omhoog in het tweede "
                  "systeem):"}),
    # --- downloads ---
    "club.download.list": ("Rating list (CSV)", "Rangliste (CSV)", "Ranglijst (CSV)"),
    "club.download.games": ("Every game (CSV)", "Alle Partien (CSV)", "Alle partijen (CSV)"),
    "club.download.json": ("Everything (JSON)", "Alles (JSON)", "Alles (JSON)"),
    "club.download.failed": (
        "This download could not be made just now: the server ran out of memory or took too "
        "long. The season is kept on the page: click the download button again to try again.",
        "Dieser Download konnte gerade nicht erstellt werden: Der Server hatte keinen Speicher "
        "frei oder war zu langsam. Die Saison bleibt auf der Seite: Klicken Sie noch einmal "
        "auf den Download-Knopf, um es erneut zu versuchen.",
        "Deze download kon nu niet gemaakt worden: de server had geen geheugen vrij of was te "
        "traag. Het seizoen blijft op de pagina: klik nogmaals op de downloadknop om het "
        "opnieuw te proberen."),
    # --- the season's reading failed ---
    "club.failed": (
        "The server could not read and rate these files just now (out of memory or too slow). "
        "The files are kept: try again.",
        "Der Server konnte diese Dateien gerade nicht lesen und auswerten (kein Speicher frei "
        "oder zu langsam). Die Dateien bleiben erhalten: Versuchen Sie es noch einmal.",
        "De server kon deze bestanden nu niet lezen en rekenen (geen geheugen vrij of te "
        "traag). De bestanden blijven bewaard: probeer het opnieuw."),
    "club.failed.again": ("Try again", "Noch einmal versuchen", "Opnieuw proberen"),
    # --- the tables' columns ---
    "ccol.rank": ("#", "Rang", "Plaats"),
    "ccol.name": ("Name", "Name", "Naam"),
    "ccol.rating": ("Rating", "Wertung", "Rating"),
    "ccol.change": ("Change", "Änderung", "Wijziging"),
    "ccol.games": ("Games", "Partien", "Partijen"),
    "ccol.change_from": ("Change from", "Änderung ab", "Wijziging vanaf"),
    "ccol.rated_games": ("Rated games", "Gewertete Partien", "Gerate partijen"),
    "ccol.system": ("System", "System", "Systeem"),
    "ccol.k": ("K", "K", "K"),
    "ccol.k_by": ("K by", "K nach", "K volgens"),
    "ccol.points": ("Points", "Punkte", "Punten"),
    "ccol.performance": ("Performance", "Leistung", "TPR"),
    "ccol.number": ("Game", "Partie", "Partij"),
    "ccol.date": ("Date", "Datum", "Datum"),
    "ccol.opponent": ("Opponent", "Gegner", "Tegenstander"),
    "ccol.colour": ("Colour", "Farbe", "Kleur"),
    "ccol.score": ("Score", "Punkte", "Score"),
    "ccol.before": ("Rating before", "Wertung vorher", "Rating vooraf"),
    "ccol.opponent_before": ("Opponent's rating", "Wertung des Gegners",
                             "Rating tegenstander"),
    "ccol.game_change": ("Change", "Änderung", "Wijziging"),
    "ccol.note": ("Note", "Hinweis", "Opmerking"),
    "ccol.event": ("Event", "Turnier", "Toernooi"),
    "ccol.white": ("White", "Weiß", "Wit"),
    "ccol.black": ("Black", "Schwarz", "Zwart"),
    "ccol.result": ("Result", "Ergebnis", "Uitslag"),
    "ccol.white_before": ("White's rating before", "Wertung Weiß vorher", "Rating wit vooraf"),
    "ccol.white_change": ("White's change", "Änderung Weiß", "Wijziging wit"),
    "ccol.black_before": ("Black's rating before", "Wertung Schwarz vorher",
                          "Rating zwart vooraf"),
    "ccol.black_change": ("Black's change", "Änderung Schwarz", "Wijziging zwart"),
    "ccol.file": ("File", "Datei", "Bestand"),
    "ccol.line": ("Line", "Zeile", "Regel"),
    "ccol.moved": ("Places", "Plätze", "Plaatsen"),
    # --- a first visit, the example, the same file twice ---
    "club.guide": (
        "**What to upload.** A CSV file, one game a line, with a header row "
        "`date,white,black,result` (an `event` column is optional), for example  \n"
        "`2025-09-02,\"Albers, Arne\",\"Groen, Gijs\",1-0`  \n"
        "Dates as `2025-09-02` (year, month, day) or `02.09.2025`; results `1-0`, `½-½`, "
        "`0-1`. A start list is a second CSV, `name,rating` (and, where the system asks, "
        "`birth_year`, `games_before`, `k`, `index`; the club's lines of FIDE's list saved as "
        "CSV too). Start from the example's two files:",
        "**Was hochladen?** Eine CSV-Datei, eine Partie je Zeile, mit der Kopfzeile "
        "`date,white,black,result` (eine Spalte `event` ist freiwillig), zum Beispiel  \n"
        "`2025-09-02,\"Albers, Arne\",\"Groen, Gijs\",1-0`  \n"
        "Daten als `2025-09-02` (Jahr, Monat, Tag) oder `02.09.2025`; Ergebnisse `1-0`, "
        "`½-½`, `0-1`. Eine Startliste ist eine zweite CSV, `name,rating` (und, wo das System "
        "sie braucht, `birth_year`, `games_before`, `k`, `index`; auch die Zeilen des Vereins "
        "aus der FIDE-Liste, als CSV gespeichert). Beginnen Sie mit den beiden Dateien des "
        "Beispiels:",
        "**Wat uploaden?** Een CSV-bestand, één partij per regel, met de kopregel "
        "`date,white,black,result` (een kolom `event` is optioneel), bijvoorbeeld  \n"
        "`2025-09-02,\"Albers, Arne\",\"Groen, Gijs\",1-0`  \n"
        "Datums als `2025-09-02` (jaar, maand, dag) of `02.09.2025`; uitslagen `1-0`, `½-½`, "
        "`0-1`. Een startlijst is een tweede CSV, `name,rating` (en, waar het systeem ze "
        "vraagt, `birth_year`, `games_before`, `k`, `index`; ook de regels van de club uit de "
        "FIDE-lijst, als CSV bewaard). Begin met de twee bestanden van het voorbeeld:"),
    "club.guide.season": ("The example's games", "Partien des Beispiels",
                          "Partijen van het voorbeeld"),
    "club.guide.start": ("The example's start list", "Startliste des Beispiels",
                         "Startlijst van het voorbeeld"),
    "club.showing_example": (
        "This is the example season ({season} with the start list {start}): upload your "
        "club's files above to rate your own.",
        "Das ist die Beispielsaison ({season} mit der Startliste {start}): Laden Sie oben die "
        "Dateien Ihres Vereins hoch, um Ihre eigene zu werten.",
        "Dit is het voorbeeldseizoen ({season} met de startlijst {start}): upload hierboven "
        "de bestanden van je club om je eigen seizoen te raten."),
    "club.same_file": (
        "{file} is the same file as {first}: it is read once.",
        "{file} ist dieselbe Datei wie {first}: Sie wird einmal gelesen.",
        "{file} is hetzelfde bestand als {first}: het wordt één keer gelezen."),
    "club.date_order": (
        "{file}: dates read as {order}, decided by line {line}: {date}",
        "{file}: Daten gelesen als {order}, entschieden durch Zeile {line}: {date}",
        "{file}: datums gelezen als {order}, bepaald door regel {line}: {date}"),
    "club.same.none": ("no two names merged", "keine zwei Namen zusammengeführt",
                       "geen twee namen samengevoegd"),
    "url.bad-marks": (
        "The link's {name}={value} has parts that cannot be used ({parts}; each part is a "
        "mark of eight digits 0–9 and letters a–f this page writes); using {shown}.",
        "{name}={value} im Link enthält unbrauchbare Teile ({parts}; jeder Teil ist eine "
        "Kennung aus acht Ziffern 0–9 und Buchstaben a–f, wie diese Seite sie schreibt); es "
        "gilt {shown}.",
        "{name}={value} in de link bevat onbruikbare delen ({parts}; elk deel is een "
        "kenmerk van acht cijfers 0–9 en letters a–f zoals deze pagina het schrijft); in "
        "plaats daarvan geldt {shown}."),
    "url.many-marks": (
        {"one": "The link's {name}={value} holds {n} mark, more than the {most} it may hold; "
                "the first {most} are used: {shown}.",
         "other": "The link's {name}={value} holds {n} marks, more than the {most} it may "
                  "hold; the first {most} are used: {shown}."},
        {"one": "{name}={value} im Link enthält {n} Kennung, mehr als die erlaubten {most}; "
                "es gelten die ersten {most}: {shown}.",
         "other": "{name}={value} im Link enthält {n} Kennungen, mehr als die erlaubten "
                  "{most}; es gelten die ersten {most}: {shown}."},
        {"one": "{name}={value} in de link bevat {n} kenmerk, meer dan de toegestane {most}; "
                "de eerste {most} gelden: {shown}.",
         "other": "{name}={value} in de link bevat {n} kenmerken, meer dan de toegestane "
                  "{most}; de eerste {most} gelden: {shown}."}),
    "url.bad-many-marks": (
        {"one": "The link's {name}={value} has parts that cannot be used ({parts}; each part "
                "is a mark of eight digits 0–9 and letters a–f this page writes) and {n} "
                "mark, more than the {most} it may hold; the first {most} are used: {shown}.",
         "other": "The link's {name}={value} has parts that cannot be used ({parts}; each "
                  "part is a mark of eight digits 0–9 and letters a–f this page writes) and "
                  "{n} marks, more than the {most} it may hold; the first {most} are used: "
                  "{shown}."},
        {"one": "{name}={value} im Link enthält unbrauchbare Teile ({parts}; jeder Teil ist "
                "eine Kennung aus acht Ziffern 0–9 und Buchstaben a–f, wie diese Seite sie "
                "schreibt) und {n} Kennung, mehr als die erlaubten {most}; es gelten die "
                "ersten {most}: {shown}.",
         "other": "{name}={value} im Link enthält unbrauchbare Teile ({parts}; jeder Teil ist "
                  "eine Kennung aus acht Ziffern 0–9 und Buchstaben a–f, wie diese Seite sie "
                  "schreibt) und {n} Kennungen, mehr als die erlaubten {most}; es gelten die "
                  "ersten {most}: {shown}."},
        {"one": "{name}={value} in de link bevat onbruikbare delen ({parts}; elk deel is een "
                "kenmerk van acht cijfers 0–9 en letters a–f zoals deze pagina het schrijft) "
                "en {n} kenmerk, meer dan de toegestane {most}; de eerste {most} gelden: "
                "{shown}.",
         "other": "{name}={value} in de link bevat onbruikbare delen ({parts}; elk deel is "
                  "een kenmerk van acht cijfers 0–9 en letters a–f zoals deze pagina het "
                  "schrijft) en {n} kenmerken, meer dan de toegestane {most}; de eerste {most} "
                  "gelden: {shown}."}),
    "club.date_order.chosen": (
        "{file}: dates read as {order}, as you chose: no date of the file has a day over 12 to "
        "show it (line {line}: {date})",
        "{file}: Daten gelesen als {order}, wie gewählt: Kein Datum der Datei hat einen Tag "
        "über 12, der es zeigt (Zeile {line}: {date})",
        "{file}: datums gelezen als {order}, zoals gekozen: geen datum van het bestand heeft "
        "een dag boven 12 die het laat zien (regel {line}: {date})"),
    "club.dates.undecided": (
        {"one": "{file}, {lines}: {n} game is left out: its date, {date}, could be day or "
                "month first, and no date of the file has a day over 12 to show which.",
         "other": "{file}, {lines}: {n} games are left out: their dates, like "
                  "{date}, could be day or month first, and no date of the file has a day over "
                  "12 to show which."},
        {"one": "{file}, {lines}: {n} Partie fehlt: Ihr Datum, {date}, kann Tag oder Monat "
                "zuerst nennen, und kein Datum der Datei hat einen Tag über 12, der es zeigt.",
         "other": "{file}, {lines}: {n} Partien fehlen: Ihre Daten, etwa "
                  "{date}, können Tag oder Monat zuerst nennen, und kein Datum der Datei hat "
                  "einen Tag über 12, der es zeigt."},
        {"one": "{file}, {lines}: {n} partij ontbreekt: de datum, {date}, kan dag of maand "
                "eerst noemen, en geen datum van het bestand heeft een dag boven 12 die het "
                "laat zien.",
         "other": "{file}, {lines}: {n} partijen ontbreken: de datums, "
                  "zoals {date}, kunnen dag of maand eerst noemen, en geen datum van het "
                  "bestand heeft een dag boven 12 die het laat zien."}),
    "club.dates.line": ("line {line}", "Zeile {line}", "regel {line}"),
    "club.dates.lines": ("lines {line} to {last}", "Zeilen {line} bis {last}",
                         "regels {line} tot en met {last}"),
    "club.dates.ask": ("Say below which way round the dates are written.",
                       "Wählen Sie unten, wie herum die Daten geschrieben sind.",
                       "Kies hieronder in welke volgorde de datums staan."),
    "club.dates": ("Where no date shows it, the games file writes",
                   "Wo kein Datum es zeigt, schreibt die Partiendatei",
                   "Waar geen datum het laat zien, schrijft het partijenbestand"),
    "club.dates.day-first": ("day first: {date} is {day}", "Tag zuerst: {date} ist der {day}",
                             "dag eerst: {date} is {day}"),
    "club.dates.month-first": ("month first: {date} is {day}",
                               "Monat zuerst: {date} ist der {day}",
                               "maand eerst: {date} is {day}"),
    "club.date_order.day-first": ("day/month/year (DD/MM/YYYY)", "Tag/Monat/Jahr (TT/MM/JJJJ)",
                                  "dag/maand/jaar (DD/MM/JJJJ)"),
    "club.date_order.month-first": ("month/day/year (MM/DD/YYYY)",
                                    "Monat/Tag/Jahr (MM/TT/JJJJ)",
                                    "maand/dag/jaar (MM/DD/JJJJ)"),
    # --- nobody rated, and the start list's rating column ---
    "club.start_rating": ("Start rating for everyone", "Startwertung für alle",
                          "Startrating voor iedereen"),
    "club.start_rating.help": (
        "Where nobody has a rating yet, every member starts here, as a club starting its own "
        "list does; 1500 is Lichess's start for a new player.",
        "Hat noch niemand eine Wertung, beginnt jedes Mitglied hier, wie ein Verein, der "
        "seine eigene Liste beginnt; 1500 ist der Start eines neuen Spielers bei Lichess.",
        "Heeft nog niemand een rating, dan begint elk lid hier, zoals een club die een eigen "
        "lijst begint; 1500 is de start van een nieuwe speler bij Lichess."),
    "club.nobody_rated": (
        "Nobody in the files has a rating, and {system} rates only from ratings (a first "
        "rating needs games against rated members). So every member starts at {start}, as set "
        "here. To start from your members' own ratings, upload a start list: a CSV with "
        "`name,rating`, e.g. `\"Albers, Arne\",1984`.",
        "Niemand in den Dateien hat eine Wertung, und {system} wertet nur von Wertungen aus "
        "(eine erste Wertung braucht Partien gegen gewertete Mitglieder). Daher beginnt jedes "
        "Mitglied mit {start}, wie hier eingestellt. Um von den eigenen Wertungen Ihrer "
        "Mitglieder auszugehen, laden Sie eine Startliste hoch: eine CSV mit `name,rating`, "
        "z. B. `\"Albers, Arne\",1984`.",
        "Niemand in de bestanden heeft een rating, en {system} rekent alleen vanuit ratings "
        "(een eerste rating vraagt partijen tegen leden met rating). Dus begint elk lid op "
        "{start}, zoals hier ingesteld. Om van de eigen ratings van je leden uit te gaan, "
        "upload een startlijst: een CSV met `name,rating`, bijv. `\"Albers, Arne\",1984`."),
    "club.versus.nobody_rated": (
        "{system} too starts every member at {start}: nobody in the files has a rating.",
        "Auch {system} beginnt jedes Mitglied mit {start}: niemand in den Dateien hat eine "
        "Wertung.",
        "Ook {system} begint elk lid op {start}: niemand in de bestanden heeft een rating."),
    "club.rating_column": (
        "Start ratings from the start list's column “{column}”, as {system} asks.",
        "Startwertungen aus der Spalte „{column}“ der Startliste, wie {system} sie braucht.",
        "Startratings uit de kolom ‘{column}’ van de startlijst, zoals {system} vraagt."),
    "club.refused": (
        "Not in the season, and in no figure on this page: {problem}",
        "Nicht in der Saison und in keiner Zahl dieser Seite: {problem}",
        "Niet in het seizoen en in geen enkel getal op deze pagina: {problem}"),
    "club.dropped": (
        {"one": "{n} problem in the files: the line named below was left out of the season, "
                "and every figure on this page is without it.",
         "other": "{n} problems in the files: the lines named below were left out of the "
                  "season, and every figure on this page is without them."},
        {"one": "{n} Problem in den Dateien: Die unten genannte Zeile wurde aus der Saison "
                "ausgelassen, jede Zahl dieser Seite ist ohne sie.",
         "other": "{n} Probleme in den Dateien: Die unten genannten Zeilen wurden aus der "
                  "Saison ausgelassen, jede Zahl dieser Seite ist ohne sie."},
        {"one": "{n} probleem in de bestanden: de regel hieronder is uit het seizoen "
                "weggelaten, en elk getal op deze pagina is zonder die regel.",
         "other": "{n} problemen in de bestanden: de regels hieronder zijn uit het seizoen "
                  "weggelaten, en elk getal op deze pagina is zonder die regels."}),
    "club.raise": ("DWZ raise 2026 ({change})", "DWZ-Anhebung 2026 ({change})",
                   "DWZ-verhoging 2026 ({change})"),
    "club.raise.legend": ("DWZ raise 2026", "DWZ-Anhebung 2026", "DWZ-verhoging 2026"),
    "club.dwz.raised": (
        "The season crosses 7 June 2026: the DSB raised low DWZ once between its two "
        "Wertungsordnungen (below 1000: +400; 1000 to 2109: 0.64 × DWZ + 760; from 2110 "
        "unchanged), so events ending from 8 June 2026 are rated on from the raised values.",
        "Die Saison reicht über den 7. Juni 2026: Der DSB hat niedrige DWZ zwischen seinen "
        "beiden Wertungsordnungen einmal angehoben (unter 1000: +400; 1000 bis 2109: "
        "0,64 × DWZ + 760; ab 2110 unverändert); Turniere, die am 8. Juni 2026 oder später "
        "enden, werden von den angehobenen Werten aus gewertet.",
        "Het seizoen loopt over 7 juni 2026: de DSB heeft lage DWZ tussen zijn twee "
        "Wertungsordnungen één keer verhoogd (onder 1000: +400; 1000 tot 2109: "
        "0,64 × DWZ + 760; vanaf 2110 ongewijzigd), dus toernooien die op of na 8 juni 2026 "
        "eindigen worden vanaf de verhoogde waarden gerated."),
}
