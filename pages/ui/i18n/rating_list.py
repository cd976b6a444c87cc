"""The rating list's texts: the frame's line naming the list loaded, the Rating list page (the
lists, the search, the import by upload) and the player picker of the Single game page."""

from __future__ import annotations

from elo_core.language import Entry

TEXTS: dict[str, Entry] = {
    "nav.list": ("Rating list", "Elo-Liste", "Ratinglijst"),
    "list.intro": (
        "Find a player in FIDE's rating lists or the DSB's DWZ list loaded on this server; "
        "the Single game page fills in their rating from them.",
        "Spieler in den Elo-Listen der FIDE oder der DWZ-Liste des DSB auf diesem Server "
        "finden; die Seite Einzelpartie übernimmt ihre Wertung daraus.",
        "Zoek een speler in de ratinglijsten van de FIDE of de DWZ-lijst van de DSB op deze "
        "server; de pagina Eén partij vult hun rating eruit in."),
    "list.kind.standard": ("standard", "Standard", "standaard"),
    "list.kind.rapid": ("rapid", "Schnellschach", "rapid"),
    "list.kind.blitz": ("blitz", "Blitz", "blitz"),
    "list.caption": ("FIDE {kind}, {month}, {players}", "FIDE {kind}, {month}, {players}",
                     "FIDE {kind}, {month}, {players}"),
    "list.caption.earlier": (
        {"one": "; {n} earlier month kept", "other": "; {n} earlier months kept"},
        {"one": "; {n} früherer Monat gespeichert", "other": "; {n} frühere Monate gespeichert"},
        {"one": "; {n} eerdere maand bewaard", "other": "; {n} eerdere maanden bewaard"}),
    "rlist.month": ("List of the month", "Liste des Monats", "Lijst van de maand"),
    "rlist.month.help": (
        {"one": "This server keeps {n} month of this list.",
         "other": "This server keeps {n} months of this list: players are looked up in the "
                  "month chosen, the latest unless you choose another."},
        {"one": "Dieser Server speichert {n} Monat dieser Liste.",
         "other": "Dieser Server speichert {n} Monate dieser Liste: Spieler werden im "
                  "gewählten Monat nachgeschlagen, im neuesten, wenn kein anderer gewählt ist."},
        {"one": "Deze server bewaart {n} maand van deze lijst.",
         "other": "Deze server bewaart {n} maanden van deze lijst: spelers worden opgezocht in "
                  "de gekozen maand, de nieuwste tenzij je een andere kiest."}),
    "pick.history": ("On the lists kept: {history}.", "In den gespeicherten Listen: {history}.",
                     "In de bewaarde lijsten: {history}."),
    "list.players": (
        {"one": "{n} player", "other": "{n} players"},
        {"one": "{n} Spieler", "other": "{n} Spieler"},
        {"one": "{n} speler", "other": "{n} spelers"}),
    "list.caption.dwz": ("DSB DWZ list, {day}, {players}", "DWZ-Liste des DSB, {day}, {players}",
                         "DWZ-lijst van de DSB, {day}, {players}"),
    "list.kind.dwz": ("DSB DWZ", "DWZ (DSB)", "DWZ (DSB)"),
    "list.players.many": ("{shown} players", "{shown} Spieler", "{shown} spelers"),
    "list.none": (
        "No rating list is loaded on this server. Its operator loads one on the server's "
        "command line: `python -m elo_core rating-list import FILE`, FILE being FIDE's TXT "
        "list (zipped or not) or the DSB's DWZ export (its ZIP, or spieler.csv); "
        "`python -m elo_core rating-list status` shows the lists loaded.",
        "Auf diesem Server ist keine Elo-Liste geladen. Wer ihn betreibt, lädt eine auf der "
        "Kommandozeile des Servers: `python -m elo_core rating-list import DATEI`, wobei DATEI "
        "die TXT-Liste der FIDE (gezippt oder nicht) oder der DWZ-Export des DSB (seine "
        "ZIP-Datei oder die spieler.csv) ist; `python -m elo_core rating-list status` zeigt "
        "die geladenen Listen.",
        "Er is geen ratinglijst geladen op deze server. Wie hem beheert laadt er een op de "
        "opdrachtregel van de server: `python -m elo_core rating-list import BESTAND`, met als "
        "BESTAND de TXT-lijst van de FIDE (gezipt of niet) of de DWZ-export van de DSB (zijn "
        "zip-bestand, of spieler.csv); `python -m elo_core rating-list status` toont de "
        "geladen lijsten."),
    "list.none.upload": (
        "No rating list is loaded on this server: upload FIDE's list or the DSB's DWZ export "
        "under Load a list on the Rating list page, or run "
        "`python -m elo_core rating-list import FILE` on the server's command line.",
        "Auf diesem Server ist keine Elo-Liste geladen: die Liste der FIDE oder den DWZ-Export "
        "des DSB unter Liste laden auf der Seite Elo-Liste hochladen oder auf der "
        "Kommandozeile des Servers `python -m elo_core rating-list import DATEI` ausführen.",
        "Er is geen ratinglijst geladen op deze server: upload de lijst van de FIDE of de "
        "DWZ-export van de DSB onder Lijst laden op de pagina Ratinglijst, of voer op de "
        "opdrachtregel van de server `python -m elo_core rating-list import BESTAND` uit."),
    "list.none.upload.here": (
        "No rating list is loaded on this server: upload FIDE's list or the DSB's DWZ export "
        "below, under Load a list, or run `python -m elo_core rating-list import FILE` on the "
        "server's command line.",
        "Auf diesem Server ist keine Elo-Liste geladen: die Liste der FIDE oder den DWZ-Export "
        "des DSB unten unter Liste laden hochladen oder auf der Kommandozeile des Servers "
        "`python -m elo_core rating-list import DATEI` ausführen.",
        "Er is geen ratinglijst geladen op deze server: upload de lijst van de FIDE of de "
        "DWZ-export van de DSB hieronder, onder Lijst laden, of voer op de opdrachtregel van "
        "de server `python -m elo_core rating-list import BESTAND` uit."),
    # --- the lists loaded ---
    "list.loaded": ("Lists loaded", "Geladene Listen", "Geladen lijsten"),
    "list.col.kind": ("List", "Liste", "Lijst"),
    "list.col.month": ("Month", "Monat", "Maand"),
    "list.col.players": ("Players", "Spieler", "Spelers"),
    "list.col.imported": ("Imported", "Importiert", "Geïmporteerd"),
    "list.col.source": ("File", "Datei", "Bestand"),
    # --- the search ---
    "list.search": ("Find a player", "Spieler suchen", "Speler zoeken"),
    "list.search.box": ("Name or FIDE ID", "Name oder FIDE-ID", "Naam of FIDE-ID"),
    "list.search.help": (
        "Surname first or given name first, in any case and with or without accents "
        "(\"nunez jose\" finds \"Núñez, José\"); a number is a FIDE ID.",
        "Nachname zuerst oder Vorname zuerst, in beliebiger Schreibung, mit oder ohne Akzente "
        "(„nunez jose“ findet „Núñez, José“); eine Zahl ist eine FIDE-ID.",
        "Achternaam eerst of voornaam eerst, in hoofd- of kleine letters, met of zonder accenten "
        "(\"nunez jose\" vindt \"Núñez, José\"); een getal is een FIDE-ID."),
    "list.search.kind": ("Which list", "Welche Liste", "Welke lijst"),
    "list.search.box.dwz": ("Name, ZPS-member number or FIDE ID",
                            "Name, ZPS-Mitgl.-Nr. oder FIDE-ID",
                            "Naam, ZPS-lidnummer of FIDE-ID"),
    "list.search.help.dwz": (
        "Surname first or given name first, in any case and with or without accents "
        "(\"muller jurgen\" finds \"Müller, Jürgen\"); ZPS and member number (C0327-12) is "
        "the ZPS-member number, another number a FIDE ID.",
        "Nachname zuerst oder Vorname zuerst, in beliebiger Schreibung, mit oder ohne Akzente "
        "(„muller jurgen“ findet „Müller, Jürgen“); ZPS und Mitgliedsnummer (C0327-12) ist "
        "die ZPS-Mitgl.-Nr., eine andere Zahl eine FIDE-ID.",
        "Achternaam eerst of voornaam eerst, in hoofd- of kleine letters, met of zonder accenten "
        "(\"muller jurgen\" vindt \"Müller, Jürgen\"); ZPS en lidnummer (C0327-12) is het "
        "ZPS-lidnummer, een ander getal een FIDE-ID."),
    "list.search.none": ("No player of the {kind} list matches {text}.",
                         "Kein Spieler der Liste {kind} passt zu {text}.",
                         "Geen speler van de lijst {kind} past bij {text}."),
    "list.search.found": (
        {"one": "{n} player, best match first.", "other": "{n} players, best match first."},
        {"one": "{n} Spieler, der beste Treffer zuerst.",
         "other": "{n} Spieler, die besten Treffer zuerst."},
        {"one": "{n} speler, de beste treffer eerst.",
         "other": "{n} spelers, de beste treffers eerst."}),
    "list.search.history": (
        "After the month's own columns, each player's rating on the other months kept, the "
        "newest first (– where that month's list has none).",
        "Nach den Spalten des Monats die Elo jedes Spielers in den anderen gespeicherten "
        "Monaten, der neueste zuerst (– wo die Liste dieses Monats keine hat).",
        "Na de kolommen van de maand de rating van elke speler in de andere bewaarde maanden, "
        "de nieuwste eerst (– waar de lijst van die maand er geen heeft)."),
    "list.col.name": ("Name", "Name", "Naam"),
    "list.col.id": ("FIDE ID", "FIDE-ID", "FIDE-ID"),
    "list.col.federation": ("Fed", "Verband", "Federatie"),
    "list.col.title": ("Title", "Titel", "Titel"),
    "list.col.rating": ("Rating", "Elo", "Rating"),
    "list.col.games": ("Games this month", "Partien im Monat", "Partijen deze maand"),
    "list.col.k": ("K", "K", "K"),
    "list.col.born": ("Born", "Geboren", "Geboren"),
    "list.col.inactive": ("Inactive", "Inaktiv", "Inactief"),
    "list.col.member": ("ZPS-member", "ZPS-Mitgl.-Nr.", "ZPS-lidnr."),
    "list.col.club": ("Club", "Verein", "Club"),
    "list.col.dwz": ("DWZ", "DWZ", "DWZ"),
    "list.col.index": ("Index", "Index", "Index"),
    "list.col.fide_elo": ("FIDE Elo", "FIDE-Elo", "FIDE-Elo"),
    "list.yes": ("yes", "ja", "ja"),
    # --- the import ---
    "list.import": ("Load a list", "Liste laden", "Lijst laden"),
    "list.import.how": (
        "Download FIDE's TXT list (zipped or not) from ratings.fide.com/download_lists.phtml, "
        "or the DSB's DWZ export (the DWZ database's ZIP, or its spieler.csv), and upload it "
        "here, at most {size}: which of the two it is, its first line says. Each month of "
        "FIDE's lists is kept beside the months loaded before (the same month again takes its "
        "place); the DWZ list of a later day takes the place of the one loaded. FIDE's "
        "whole list takes about two minutes. On the server's command line the same is "
        "`python -m elo_core rating-list import FILE`.",
        "Die TXT-Liste der FIDE (gezippt oder nicht) von ratings.fide.com/download_lists.phtml "
        "oder den DWZ-Export des DSB (die ZIP-Datei der DWZ-Datenbank oder ihre spieler.csv) "
        "laden und hier hochladen, höchstens {size}: welche der beiden es ist, sagt die erste "
        "Zeile. Jeder Monat der Listen der FIDE wird neben den früher geladenen gespeichert "
        "(derselbe Monat noch einmal ersetzt ihn); die DWZ-Liste eines späteren Tages ersetzt "
        "die geladene. Die ganze Liste der FIDE braucht etwa zwei Minuten. Auf der "
        "Kommandozeile des Servers geht dasselbe mit `python -m elo_core rating-list import "
        "DATEI`.",
        "Download de TXT-lijst van de FIDE (gezipt of niet) van "
        "ratings.fide.com/download_lists.phtml, of de DWZ-export van de DSB (het zip-bestand "
        "van de DWZ-database, of zijn spieler.csv), en upload hem hier, hoogstens {size}: "
        "welke van de twee het is, zegt de eerste regel. Elke maand van de lijsten van de FIDE "
        "wordt naast de eerder geladen maanden bewaard (dezelfde maand opnieuw vervangt hem); "
        "de DWZ-lijst van een latere dag vervangt de geladen lijst. De hele lijst van de FIDE "
        "duurt ongeveer twee minuten. Op de opdrachtregel van de server doet "
        "`python -m elo_core rating-list import BESTAND` hetzelfde."),
    "list.import.not_here": (
        "This server takes no list by upload: its list is every visitor's, so only its "
        "operator loads one, on the server's command line: "
        "`python -m elo_core rating-list import FILE`. FILE is FIDE's TXT list, zipped or not, "
        "from ratings.fide.com/download_lists.phtml, or the DSB's DWZ export from its DWZ "
        "database: the ZIP with spieler.csv and vereine.csv, or spieler.csv alone; the same "
        "command tells the two apart by the first line. On a server of your own, start the app "
        "with `ELO_LIST_UPLOAD=1` and `--server.maxUploadSize 60` to load it here.",
        "Dieser Server nimmt keine Liste per Upload: Seine Liste gilt für alle Besucher, "
        "darum lädt nur, wer ihn betreibt, eine, auf der Kommandozeile des Servers: "
        "`python -m elo_core rating-list import DATEI`. DATEI ist die TXT-Liste der FIDE, "
        "gezippt oder nicht, von ratings.fide.com/download_lists.phtml, oder der DWZ-Export "
        "des DSB aus seiner DWZ-Datenbank: die ZIP-Datei mit spieler.csv und vereine.csv oder "
        "die spieler.csv allein; derselbe Befehl unterscheidet beide an der ersten Zeile. Auf "
        "einem eigenen Server die App mit `ELO_LIST_UPLOAD=1` und `--server.maxUploadSize 60` "
        "starten, um sie hier zu laden.",
        "Deze server neemt geen lijst per upload: zijn lijst geldt voor elke bezoeker, dus "
        "alleen wie hem beheert laadt er een, op de opdrachtregel van de server: "
        "`python -m elo_core rating-list import BESTAND`. BESTAND is de TXT-lijst van de FIDE, "
        "gezipt of niet, van ratings.fide.com/download_lists.phtml, of de DWZ-export van de "
        "DSB uit zijn DWZ-database: het zip-bestand met spieler.csv en vereine.csv, of "
        "spieler.csv alleen; hetzelfde commando onderscheidt ze aan de eerste regel. Start de "
        "app op een eigen server met `ELO_LIST_UPLOAD=1` en `--server.maxUploadSize 60` om hem "
        "hier te laden."),
    "list.import.server_limit": (
        "This server takes files of at most {size}; FIDE's whole list zipped is about 40 MB: "
        "start the app with `--server.maxUploadSize 60`.",
        "Dieser Server nimmt Dateien von höchstens {size}; die ganze Liste der FIDE ist "
        "gezippt etwa 40 MB groß: die App mit `--server.maxUploadSize 60` starten.",
        "Deze server neemt bestanden van hoogstens {size}; de hele lijst van de FIDE is "
        "gezipt ongeveer 40 MB: start de app met `--server.maxUploadSize 60`."),
    "list.upload": ("FIDE's rating list or the DSB's DWZ export (TXT, CSV or ZIP)",
                    "Elo-Liste der FIDE oder DWZ-Export des DSB (TXT, CSV oder ZIP)",
                    "Ratinglijst van de FIDE of DWZ-export van de DSB (TXT, CSV of ZIP)"),
    "list.upload.help": (
        "FIDE's list of a kind (standard, rapid, blitz) or the combined list, from which the "
        "standard, rapid and blitz lists chosen are loaded, under the names FIDE gives them "
        "(the page asks for the month where the file does not say it); FIDE's XML list is not "
        "read. Or the DSB's DWZ export: the DWZ database's ZIP (its clubs' names with it) or "
        "spieler.csv alone, the DWZ list's day from its newest Letzte Auswertung.",
        "Die Liste der FIDE einer Bedenkzeit (Standard, Schnellschach, Blitz) oder die "
        "kombinierte Liste, aus der die gewählten Standard-, Schnellschach- und Blitzlisten "
        "geladen werden, unter den Namen, die die FIDE ihnen gibt (die Seite fragt nach dem "
        "Monat, wo die Datei ihn nicht nennt); die XML-Liste der FIDE wird nicht gelesen. "
        "Oder der DWZ-Export des DSB: die ZIP-Datei der DWZ-Datenbank (mit den Namen der "
        "Vereine) oder die spieler.csv allein, der Tag der DWZ-Liste aus ihrer neuesten "
        "Letzten Auswertung.",
        "De lijst van de FIDE van één speeltempo (standaard, rapid, blitz) of de gecombineerde "
        "lijst, waaruit de gekozen standaard-, rapid- en blitzlijsten worden geladen, onder de "
        "namen die de FIDE ze geeft (de pagina vraagt naar de maand waar het bestand hem niet "
        "noemt); de XML-lijst van de FIDE wordt niet gelezen. Of de DWZ-export van de DSB: "
        "het zip-bestand van de DWZ-database (met de namen van de clubs) of spieler.csv "
        "alleen, de dag van de DWZ-lijst uit zijn nieuwste Letzte Auswertung."),
    "list.import.run": ("Load {file}", "{file} laden", "{file} laden"),
    # --- a month removed ---
    "list.remove": ("Remove a month's list", "Die Liste eines Monats entfernen",
                    "De lijst van een maand verwijderen"),
    "list.remove.which": ("List to remove", "Zu entfernende Liste", "Te verwijderen lijst"),
    "list.remove.placeholder": ("Choose a list", "Liste wählen", "Kies een lijst"),
    "list.remove.help": (
        "Every month loaded is kept until it is removed here (or with `python -m elo_core "
        "rating-list remove --month YYYY-MM`); the other months stay as they are.",
        "Jeder geladene Monat bleibt gespeichert, bis er hier entfernt wird (oder mit "
        "`python -m elo_core rating-list remove --month JJJJ-MM`); die anderen Monate bleiben, "
        "wie sie sind.",
        "Elke geladen maand blijft bewaard tot hij hier wordt verwijderd (of met "
        "`python -m elo_core rating-list remove --month JJJJ-MM`); de andere maanden blijven "
        "zoals ze zijn."),
    "list.remove.name": ("FIDE {kind}, {month}", "FIDE {kind}, {month}", "FIDE {kind}, {month}"),
    "list.remove.sure": (
        "Yes, remove {list} from this server for every visitor",
        "Ja, {list} für alle Besucher von diesem Server entfernen",
        "Ja, {list} voor alle bezoekers van deze server verwijderen"),
    "list.remove.button": ("Remove {list}", "{list} entfernen", "{list} verwijderen"),
    "list.remove.done": ("{list} was removed.", "{list} wurde entfernt.",
                         "{list} is verwijderd."),
    "list.remove.gone": ("{list} is no longer kept on this server.",
                         "{list} ist auf diesem Server nicht mehr gespeichert.",
                         "{list} wordt niet meer bewaard op deze server."),
    # --- what the file does not say, asked ---
    "list.ask.month.none": (
        "Neither the name of {file} nor its first line says the list's month (FIDE's current "
        "downloads do not): choose it below.",
        "Weder der Name von {file} noch seine erste Zeile nennt den Monat der Liste (die "
        "aktuellen Downloads der FIDE tun es nicht): unten wählen.",
        "Noch de naam van {file} noch zijn eerste regel noemt de maand van de lijst (de "
        "actuele downloads van de FIDE doen dat niet): kies hem hieronder."),
    "list.ask.month.written": (
        "The zip says its list was written on {day}; that day's month is chosen below: check "
        "it before loading.",
        "Die ZIP-Datei sagt, ihre Liste wurde am {day} geschrieben; der Monat dieses Tages ist "
        "unten gewählt: vor dem Laden prüfen.",
        "Het zip-bestand zegt dat zijn lijst op {day} is geschreven; de maand van die dag is "
        "hieronder gekozen: controleer hem voor het laden."),
    "list.ask.combined": (
        "{file} is FIDE's combined list: it holds the standard, rapid and blitz lists, and "
        "each one chosen is loaded as a list of its own (about two minutes each for FIDE's "
        "whole list).",
        "{file} ist die kombinierte Liste der FIDE: Sie enthält die Standard-, die "
        "Schnellschach- und die Blitzliste, und jede gewählte wird als eigene Liste geladen "
        "(für die ganze Liste der FIDE je etwa zwei Minuten).",
        "{file} is de gecombineerde lijst van de FIDE: hij bevat de standaard-, de rapid- en "
        "de blitzlijst, en elke gekozen lijst wordt als eigen lijst geladen (voor de hele "
        "lijst van de FIDE elk ongeveer twee minuten)."),
    "list.ask.kind": (
        "Neither the name of {file} nor its first line says whether it is the standard, rapid "
        "or blitz list: choose which.",
        "Weder der Name von {file} noch seine erste Zeile sagt, ob es die Standard-, "
        "Schnellschach- oder Blitzliste ist: bitte wählen.",
        "Noch de naam van {file} noch zijn eerste regel zegt of het de standaard-, rapid- of "
        "blitzlijst is: kies welke."),
    "list.ask.month": ("Month of the list", "Monat der Liste", "Maand van de lijst"),
    "list.ask.month.placeholder": ("Choose the month", "Monat wählen", "Kies de maand"),
    "list.ask.kinds": ("Lists to load", "Zu ladende Listen", "Te laden lijsten"),
    "list.ask.kind.which": ("Which list", "Welche Liste", "Welke lijst"),
    "list.ask.load": ("Load the list", "Liste laden", "Lijst laden"),
    "list.ask.missing": (
        "Choose the list's month and at least one list to load.",
        "Den Monat der Liste und mindestens eine zu ladende Liste wählen.",
        "Kies de maand van de lijst en ten minste één te laden lijst."),
    "list.import.running": ("Loading the list…", "Die Liste wird geladen…",
                            "De lijst wordt geladen…"),
    "list.import.done": (
        {"one": "{file}: {n} player of the FIDE {kind} list, {month}, loaded.",
         "other": "{file}: {n} players of the FIDE {kind} list, {month}, loaded."},
        {"one": "{file}: {n} Spieler der FIDE-Liste {kind}, {month}, geladen.",
         "other": "{file}: {n} Spieler der FIDE-Liste {kind}, {month}, geladen."},
        {"one": "{file}: {n} speler van de FIDE-lijst {kind}, {month}, geladen.",
         "other": "{file}: {n} spelers van de FIDE-lijst {kind}, {month}, geladen."}),
    "list.import.done.dwz": (
        {"one": "{file}: {n} player of the DSB's DWZ list of {day} loaded.",
         "other": "{file}: {n} players of the DSB's DWZ list of {day} loaded."},
        {"one": "{file}: {n} Spieler der DWZ-Liste des DSB vom {day} geladen.",
         "other": "{file}: {n} Spieler der DWZ-Liste des DSB vom {day} geladen."},
        {"one": "{file}: {n} speler van de DWZ-lijst van de DSB van {day} geladen.",
         "other": "{file}: {n} spelers van de DWZ-lijst van de DSB van {day} geladen."}),
    "list.import.replaced.dwz": ("It took the place of the DWZ list of {day}.",
                                 "Sie ersetzt die DWZ-Liste vom {day}.",
                                 "Hij vervangt de DWZ-lijst van {day}."),
    "list.import.replaced": (
        "It took the place of the list of {month} loaded before; the other months kept stay.",
        "Sie ersetzt die früher geladene Liste von {month}; die anderen gespeicherten Monate "
        "bleiben.",
        "Hij vervangt de eerder geladen lijst van {month}; de andere bewaarde maanden "
        "blijven."),
    "list.import.problems": (
        {"one": "{n} line was not read", "other": "{n} lines were not read"},
        {"one": "{n} Zeile wurde nicht gelesen", "other": "{n} Zeilen wurden nicht gelesen"},
        {"one": "{n} regel is niet gelezen", "other": "{n} regels zijn niet gelezen"}),
    "list.import.more": (
        {"one": "and {n} more line", "other": "and {n} more lines"},
        {"one": "und {n} weitere Zeile", "other": "und {n} weitere Zeilen"},
        {"one": "en nog {n} regel", "other": "en nog {n} regels"}),
    "list.import.busy": (
        "Another list is being loaded on this server; try again when it has finished.",
        "Auf diesem Server wird gerade eine andere Liste geladen; bitte danach erneut "
        "versuchen.",
        "Er wordt al een andere lijst geladen op deze server; probeer het opnieuw als die klaar "
        "is."),
    "list.import.failed": (
        "{file} could not be loaded: {why}. The list loaded before stays as it was.",
        "{file} konnte nicht geladen werden: {why}. Die zuvor geladene Liste bleibt unverändert.",
        "{file} kon niet worden geladen: {why}. De eerder geladen lijst blijft zoals hij was."),
    "list.import.failed.apart": (
        "the import, run in a process of its own, did not finish (it took too long, or could "
        "not be started)",
        "der Import, in einem eigenen Prozess ausgeführt, wurde nicht fertig (er dauerte zu "
        "lange oder konnte nicht gestartet werden)",
        "de import, in een eigen proces uitgevoerd, is niet klaargekomen (hij duurde te lang, "
        "of kon niet worden gestart)"),
    "list.import.failed.store": (
        "the server's store of rating lists could not be written",
        "der Speicher der Elo-Listen auf dem Server konnte nicht beschrieben werden",
        "de opslag van de ratinglijsten op de server kon niet worden beschreven"),
    "list.import.failed.file": (
        "the file could not be written or read on the server",
        "die Datei konnte auf dem Server nicht geschrieben oder gelesen werden",
        "het bestand kon op de server niet worden geschreven of gelezen"),
    "list.import.failed.other": ("an unexpected error stopped the import",
                                 "ein unerwarteter Fehler hat den Import abgebrochen",
                                 "een onverwachte fout heeft de import afgebroken"),
    "list.import.failed.detail": ("Detail: {detail}", "Einzelheit: {detail}",
                                  "Detail: {detail}"),
    "list.refused": ("{file} was not loaded: {why}.", "{file} wurde nicht geladen: {why}.",
                     "{file} is niet geladen: {why}."),
    "list.refused.empty": ("the file is empty", "die Datei ist leer", "het bestand is leeg"),
    "list.refused.no-header": (
        "its first line is not the header of a FIDE rating list (ID Number, Name, Fed, … and "
        "the rating's column), nor of the DSB's spieler.csv (ZPS, Mgl-Nr, …, DWZ): {quoted}",
        "die erste Zeile ist nicht die Kopfzeile einer Elo-Liste der FIDE (ID Number, Name, "
        "Fed, … und die Elo-Spalte), auch nicht die der spieler.csv des DSB (ZPS, Mgl-Nr, …, "
        "DWZ): {quoted}",
        "de eerste regel is niet de kopregel van een ratinglijst van de FIDE (ID Number, Name, "
        "Fed, … en de kolom van de rating), en ook niet die van spieler.csv van de DSB (ZPS, "
        "Mgl-Nr, …, DWZ): {quoted}"),
    "list.refused.xml": (
        "it is FIDE's XML list; upload the TXT list (the same download in TXT)",
        "das ist die XML-Liste der FIDE; bitte die TXT-Liste hochladen (derselbe Download als "
        "TXT)",
        "dit is de XML-lijst van de FIDE; upload de TXT-lijst (dezelfde download in TXT)"),
    "list.refused.no-text-in-zip": ("the zip holds no .txt list",
                                    "die ZIP-Datei enthält keine .txt-Liste",
                                    "het zip-bestand bevat geen .txt-lijst"),
    "list.refused.not-a-zip": ("it ends in .zip but is not a zip archive",
                               "sie endet auf .zip, ist aber kein ZIP-Archiv",
                               "het eindigt op .zip maar is geen zip-archief"),
    "list.refused.no-kind": (
        "neither its name nor its header says whether it is the standard, rapid or blitz list "
        "(FIDE names it standard_…, rapid_… or blitz_…)",
        "weder der Dateiname noch die Kopfzeile sagt, ob es die Standard-, Schnellschach- oder "
        "Blitzliste ist (die FIDE nennt sie standard_…, rapid_… oder blitz_…)",
        "noch de naam noch de kopregel zegt of het de standaard-, rapid- of blitzlijst is (de "
        "FIDE noemt ze standard_…, rapid_… of blitz_…)"),
    "list.refused.no-month": (
        "neither its name nor its header says the list's month (FIDE names it …_dec26frl)",
        "weder der Dateiname noch die Kopfzeile nennt den Monat der Liste (die FIDE nennt sie "
        "…_dec26frl)",
        "noch de naam noch de kopregel noemt de maand van de lijst (de FIDE noemt hem "
        "…_dec26frl)"),
    "list.refused.older-month": (
        "the server holds the {kind} list of {month}, which is newer",
        "der Server hat die Liste {kind} von {month}, die neuer ist",
        "de server heeft de lijst {kind} van {month}, die nieuwer is"),
    "list.refused.no-players": ("no line of it could be read as a player",
                                "keine Zeile konnte als Spieler gelesen werden",
                                "geen enkele regel kon als speler worden gelezen"),
    "list.refused.not-dwz-header": (
        "the first line of its spieler.csv is not the header of the DSB's export (it names no "
        "{column})",
        "die erste Zeile ihrer spieler.csv ist nicht die Kopfzeile des DSB-Exports (sie nennt "
        "keine Spalte {column})",
        "de eerste regel van zijn spieler.csv is niet de kopregel van de export van de DSB "
        "(hij noemt geen kolom {column})"),
    "list.refused.no-name-columns": (
        "the first line of its spieler.csv is not the header of the DSB's export (it names no "
        "player's name: neither a column “{name}” nor the columns “{surname}” and “{given}”)",
        "die erste Zeile ihrer spieler.csv ist nicht die Kopfzeile des DSB-Exports (sie nennt "
        "keinen Spielernamen: weder eine Spalte „{name}“ noch die Spalten „{surname}“ und "
        "„{given}“)",
        "de eerste regel van zijn spieler.csv is niet de kopregel van de export van de DSB "
        "(hij noemt geen naam van de speler: geen kolom ‘{name}’ en ook niet de kolommen "
        "‘{surname}’ en ‘{given}’)"),
    "list.refused.no-member-column": (
        "the first line of its spieler.csv is not the header of the DSB's export (it names "
        "no member's number: neither a column “{older}” nor “{newer}”)",
        "die erste Zeile ihrer spieler.csv ist nicht die Kopfzeile des DSB-Exports (sie nennt "
        "keine Mitgliedsnummer: weder eine Spalte „{older}“ noch „{newer}“)",
        "de eerste regel van zijn spieler.csv is niet de kopregel van de export van de DSB "
        "(hij noemt geen lidnummer: geen kolom ‘{older}’ en ook niet ‘{newer}’)"),
    "list.refused.no-players-in-zip": ("the zip holds no spieler.csv",
                                       "die ZIP-Datei enthält keine spieler.csv",
                                       "het zip-bestand bevat geen spieler.csv"),
    "list.refused.damaged-zip": ("its {member} is damaged; download it again",
                                 "ihre {member} ist beschädigt; laden Sie sie neu herunter",
                                 "zijn {member} is beschadigd; download het opnieuw"),
    "list.refused.too-big-in-zip": (
        "its {member} unpacks to more than the 100 MB taken (the DSB's spieler.csv is about "
        "11 MB)",
        "ihre {member} ist entpackt größer als die 100 MB, die angenommen werden (die "
        "spieler.csv des DSB hat etwa 11 MB)",
        "zijn {member} is uitgepakt groter dan de 100 MB die worden aangenomen (de spieler.csv "
        "van de DSB is ongeveer 11 MB)"),
    "list.refused.list-too-big-in-zip": (
        "its {member} unpacks to more than the 400 MB taken (FIDE's largest list is about "
        "200 MB)",
        "ihre {member} ist entpackt größer als die 400 MB, die angenommen werden (die größte "
        "Liste der FIDE hat etwa 200 MB)",
        "zijn {member} is uitgepakt groter dan de 400 MB die worden aangenomen (de grootste "
        "lijst van de FIDE is ongeveer 200 MB)"),
    "list.refused.no-day": (
        "no line's Letzte Auswertung is a day and the file is not the DSB's zip, so the DWZ "
        "list's day is not known (on the command line: --month)",
        "keine Zeile hat als Letzte Auswertung einen Tag und die Datei ist nicht die ZIP-Datei "
        "des DSB, darum ist der Tag der DWZ-Liste unbekannt (auf der Kommandozeile: --month)",
        "geen regel heeft als Letzte Auswertung een dag en het bestand is niet het zip-bestand "
        "van de DSB, dus de dag van de DWZ-lijst is onbekend (op de opdrachtregel: --month)"),
    "list.refused.encrypted-zip": (
        "its {member} is encrypted (it needs a password): unpack it with its password and "
        "upload what it holds",
        "ihre {member} ist verschlüsselt (sie braucht ein Passwort): entpacken Sie sie mit dem "
        "Passwort und laden Sie den Inhalt hoch",
        "zijn {member} is versleuteld (er is een wachtwoord nodig): pak het uit met het "
        "wachtwoord en upload wat erin zit"),
    "list.refused.zip-method": (
        "its {member} is packed by a method this app cannot unpack ({method}): unpack it and "
        "upload what it holds, or zip it again",
        "ihre {member} ist mit einem Verfahren gepackt, das diese App nicht entpacken kann "
        "({method}): entpacken Sie sie und laden Sie den Inhalt hoch, oder packen Sie sie neu",
        "zijn {member} is ingepakt met een methode die deze app niet kan uitpakken ({method}): "
        "pak het uit en upload wat erin zit, of zip het opnieuw"),
    "list.refused.damaged-zip-directory": (
        "its table of contents is damaged; download it again",
        "ihr Inhaltsverzeichnis ist beschädigt; laden Sie sie neu herunter",
        "zijn inhoudsopgave is beschadigd; download het opnieuw"),
    "list.refused.zip-directory-too-big": (
        "its table of contents is far longer than a list's (FIDE's ZIP holds one file, the "
        "DSB's three): it is no list's ZIP",
        "ihr Inhaltsverzeichnis ist viel länger als das einer Liste (die ZIP-Datei der FIDE "
        "enthält eine Datei, die des DSB drei): sie ist keine ZIP-Datei einer Liste",
        "zijn inhoudsopgave is veel langer dan die van een lijst (het zip-bestand van de FIDE "
        "bevat één bestand, dat van de DSB drie): het is geen zip-bestand van een lijst"),
    "list.refused.no-players-early": (
        "no line of its first {megabytes} MB could be read as a player: it is no list",
        "keine Zeile ihrer ersten {megabytes} MB konnte als Spieler gelesen werden: sie ist "
        "keine Liste",
        "geen enkele regel van de eerste {megabytes} MB kon als speler worden gelezen: het is "
        "geen lijst"),
    "list.refused.mostly-unread": (
        "more lines of its first {megabytes} MB could not be read than were read as players: "
        "it is no list",
        "in ihren ersten {megabytes} MB konnten mehr Zeilen nicht gelesen werden, als Spieler "
        "gelesen wurden: sie ist keine Liste",
        "in de eerste {megabytes} MB konden meer regels niet worden gelezen dan er als speler "
        "zijn gelezen: het is geen lijst"),
    "list.refused.future": (
        "the list's month, {month}, is still to come",
        "der Monat der Liste, {month}, steht noch bevor",
        "de maand van de lijst, {month}, moet nog komen"),
    "list.refused.future.dwz": (
        "the DWZ list's day, {day}, is still to come",
        "der Tag der DWZ-Liste, {day}, steht noch bevor",
        "de dag van de DWZ-lijst, {day}, moet nog komen"),
    "list.refused.before-first-list": (
        "the month {month} is before FIDE's first list ({first})",
        "der Monat {month} liegt vor der ersten Liste der FIDE ({first})",
        "de maand {month} ligt vóór de eerste lijst van de FIDE ({first})"),
    "list.import.older.load": (
        "Load it all the same, in place of the list of {day}",
        "Trotzdem laden, anstelle der Liste vom {day}",
        "Toch laden, in plaats van de lijst van {day}"),
    "list.store.trouble": (
        "Not all of this server's rating lists can be read: {why}.",
        "Nicht alle Elo-Listen auf diesem Server können gelesen werden: {why}.",
        "Niet alle ratinglijsten op deze server kunnen worden gelezen: {why}."),
    "list.store.not-a-store": (
        "the server's store of rating lists is not one this app can read (its file is not an "
        "SQLite database)",
        "der Speicher der Elo-Listen auf dem Server ist keiner, den diese App lesen kann "
        "(seine Datei ist keine SQLite-Datenbank)",
        "de opslag van de ratinglijsten op de server is er geen die deze app kan lezen (het "
        "bestand is geen SQLite-database)"),
    "list.store.read-only": (
        "the server's store of rating lists cannot be written: its file or folder is read-only",
        "der Speicher der Elo-Listen auf dem Server kann nicht beschrieben werden: seine Datei "
        "oder sein Ordner ist schreibgeschützt",
        "de opslag van de ratinglijsten op de server kan niet worden beschreven: het bestand of "
        "de map is alleen-lezen"),
    "list.store.full": ("the server's disk is full", "die Festplatte des Servers ist voll",
                        "de schijf van de server is vol"),
    "list.store.busy": (
        "another list is being loaded into the server's store",
        "in den Speicher des Servers wird gerade eine andere Liste geladen",
        "er wordt al een andere lijst in de opslag van de server geladen"),
    "list.store.damaged": (
        "the server's store of rating lists is damaged (a row of it is not as an import writes "
        "it); its operator can move it away and load the lists again",
        "der Speicher der Elo-Listen auf dem Server ist beschädigt (eine Zeile darin ist nicht "
        "so, wie ein Import sie schreibt); wer den Server betreibt, kann ihn beiseitelegen und "
        "die Listen neu laden",
        "de opslag van de ratinglijsten op de server is beschadigd (een rij ervan is niet zoals "
        "een import hem schrijft); wie de server beheert, kan hem weghalen en de lijsten "
        "opnieuw laden"),
    "list.store.unreadable": (
        "the server's store of rating lists could not be read or written",
        "der Speicher der Elo-Listen auf dem Server konnte nicht gelesen oder beschrieben "
        "werden",
        "de opslag van de ratinglijsten op de server kon niet worden gelezen of beschreven"),
    "list.store.earlier-version": (
        "a list in the server's store was loaded by an earlier version of this app and cannot "
        "be brought up to date here; load it again",
        "eine Liste im Speicher des Servers wurde von einer früheren Version dieser App geladen "
        "und kann hier nicht aktualisiert werden; laden Sie sie neu",
        "een lijst in de opslag van de server is door een eerdere versie van deze app geladen "
        "en kan hier niet worden bijgewerkt; laad hem opnieuw"),
    "list.remove.failed": ("{list} could not be removed: {why}.",
                           "{list} konnte nicht entfernt werden: {why}.",
                           "{list} kon niet worden verwijderd: {why}."),
    "list.problem": ("line {line}: {why}", "Zeile {line}: {why}", "regel {line}: {why}"),
    "list.problem.quoted": ("line {line}: {why} — “{text}”", "Zeile {line}: {why} — „{text}“",
                            "regel {line}: {why} — ‘{text}’"),
    "list.problem.short-line": (
        "the line ends at column {token}, before the rating's column",
        "die Zeile endet in Spalte {token}, vor der Elo-Spalte",
        "de regel eindigt in kolom {token}, vóór de kolom van de rating"),
    "list.problem.bad-id": ("the FIDE ID {token} is not a number",
                            "die FIDE-ID {token} ist keine Zahl",
                            "de FIDE-ID {token} is geen getal"),
    "list.problem.no-name": ("the line has no name", "die Zeile hat keinen Namen",
                             "de regel heeft geen naam"),
    "list.problem.bad-number": ("{field} {token} is not a number", "{field} {token} ist keine Zahl",
                                "{field} {token} is geen getal"),
    "list.field.rating": ("the rating", "die Elo", "de rating"),
    "list.field.games": ("the games", "die Partienzahl", "het aantal partijen"),
    "list.field.k": ("K", "der K-Faktor", "de K-factor"),
    "list.field.birth_year": ("the birth year", "das Geburtsjahr", "het geboortejaar"),
    "list.field.dwz": ("the DWZ", "die DWZ", "de DWZ"),
    "list.field.index": ("the Index", "der Index", "de index"),
    "list.field.fide_id": ("the FIDE ID", "die FIDE-ID", "de FIDE-ID"),
    "list.field.fide_elo": ("the FIDE Elo", "die FIDE-Elo", "de FIDE-Elo"),
    "list.field.fide_rapid": ("the rapid Elo", "die Schnellschach-Elo", "de rapid-Elo"),
    "list.field.fide_blitz": ("the blitz Elo", "die Blitz-Elo", "de blitz-Elo"),
    "list.problem.repeated-id": (
        "the FIDE ID {token} was listed before; the first line was kept",
        "die FIDE-ID {token} stand schon weiter oben; die erste Zeile gilt",
        "de FIDE-ID {token} stond er al eerder in; de eerste regel telt"),
    "list.problem.line-too-long": (
        "the line is longer than {token} characters and was not read",
        "die Zeile ist länger als {token} Zeichen und wurde nicht gelesen",
        "de regel is langer dan {token} tekens en is niet gelezen"),
    "list.problem.field-count": (
        "the line has {token} fields, not as many as the header's columns",
        "die Zeile hat {token} Felder, nicht so viele wie die Kopfzeile Spalten",
        "de regel heeft {token} velden, niet zoveel als de kopregel kolommen"),
    "list.problem.no-club": ("the line has no ZPS (the club's number)",
                             "die Zeile hat keine ZPS (die Nummer des Vereins)",
                             "de regel heeft geen ZPS (het nummer van de club)"),
    "list.problem.bad-member": ("the member number {token} is not a number",
                                "die Mitgliedsnummer {token} ist keine Zahl",
                                "het lidnummer {token} is geen getal"),
    "list.problem.repeated-member": (
        "the member {token} was listed before; the first line was kept",
        "das Mitglied {token} stand schon weiter oben; die erste Zeile gilt",
        "het lid {token} stond er al eerder in; de eerste regel telt"),
    "list.problem.out-of-range": ("{field} {token} is outside {low}–{high}",
                                  "{field} {token} liegt außerhalb von {low}–{high}",
                                  "{field} {token} ligt buiten {low}–{high}"),
    "list.problem.long-name": ("the name has {token} characters, more than {high}",
                               "der Name hat {token} Zeichen, mehr als {high}",
                               "de naam heeft {token} tekens, meer dan {high}"),
    "list.problem.future-day": ("its Letzte Auswertung {token} is still to come",
                                "ihre Letzte Auswertung {token} steht noch bevor",
                                "de Letzte Auswertung {token} moet nog komen"),
    # --- the player picker (Single game) ---
    "pick.find.you": ("Find yourself in FIDE's list", "Sich in der FIDE-Liste suchen",
                      "Jezelf zoeken in de FIDE-lijst"),
    "pick.find.opponent": ("Find your opponent in FIDE's list",
                           "Den Gegner in der FIDE-Liste suchen",
                           "Je tegenstander zoeken in de FIDE-lijst"),
    "pick.find.help": (
        "A name (surname or given name first, accents optional) or a FIDE ID. The player's "
        "rating and K facts are filled in below, and stay yours to change.",
        "Ein Name (Nach- oder Vorname zuerst, Akzente egal) oder eine FIDE-ID. Elo und "
        "K-Angaben des Spielers werden unten eingetragen und lassen sich ändern.",
        "Een naam (achternaam of voornaam eerst, accenten niet nodig) of een FIDE-ID. De rating "
        "en K-gegevens van de speler worden hieronder ingevuld en blijven aan te passen."),
    "pick.choose": ("Player", "Spieler", "Speler"),
    "pick.choose.placeholder": ("Choose a player", "Spieler wählen", "Kies een speler"),
    "pick.none": ("No player of the list matches {text}.",
                  "Kein Spieler der Liste passt zu {text}.",
                  "Geen speler van de lijst past bij {text}."),
    "pick.unrated": ("{name} has no standard rating on the list: nothing was filled in.",
                     "{name} hat in der Liste keine Standard-Elo: nichts wurde eingetragen.",
                     "{name} heeft geen standaardrating op de lijst: er is niets ingevuld."),
    "pick.unrated.rapid": (
        "{name} has no rapid rating on the list: nothing was filled in.",
        "{name} hat in der Liste keine Schnellschach-Elo: nichts wurde eingetragen.",
        "{name} heeft geen rapidrating op de lijst: er is niets ingevuld."),
    "pick.unrated.blitz": (
        "{name} has no blitz rating on the list: nothing was filled in.",
        "{name} hat in der Liste keine Blitz-Elo: nichts wurde eingetragen.",
        "{name} heeft geen blitzrating op de lijst: er is niets ingevuld."),
    "pick.month.rapid": ("{month}, rapid", "{month}, Schnellschach", "{month}, rapid"),
    "pick.month.blitz": ("{month}, blitz", "{month}, Blitz", "{month}, blitz"),
    "pick.from": (
        "From FIDE's list, {month}: {name} (FIDE ID {id}{federation}{title}), rating "
        "{rating}{born}; {played}.",
        "Aus der FIDE-Liste, {month}: {name} (FIDE-ID {id}{federation}{title}), Elo "
        "{rating}{born}; {played}.",
        "Uit de FIDE-lijst, {month}: {name} (FIDE-ID {id}{federation}{title}), rating "
        "{rating}{born}; {played}."),
    "pick.games": (
        {"one": "{n} game this month", "other": "{n} games this month"},
        {"one": "{n} Partie im Monat", "other": "{n} Partien im Monat"},
        {"one": "{n} partij deze maand", "other": "{n} partijen deze maand"}),
    "pick.born": (", born {year}", ", geboren {year}", ", geboren {year}"),
    "pick.edited": ("The rating {rating} is yours (the list has {listed}).",
                    "Die Elo {rating} ist Ihre Eingabe (die Liste hat {listed}).",
                    "De rating {rating} is jouw invoer (de lijst heeft {listed})."),
    "pick.k.same": ("K {k}: the list's, and FIDE's rule from these facts gives the same.",
                    "K {k}: der der Liste, und FIDEs Regel ergibt aus diesen Angaben denselben.",
                    "K {k}: die van de lijst, en de regel van de FIDE geeft met deze gegevens "
                    "dezelfde."),
    "pick.k.differs": (
        "The list gives K {listed}; FIDE's rule (§8.3.3) from the facts here gives {rule}. The "
        "page uses {used}.",
        "Die Liste gibt K {listed}; FIDEs Regel (§8.3.3) ergibt aus den Angaben hier {rule}. "
        "Die Seite rechnet mit {used}.",
        "De lijst geeft K {listed}; de regel van de FIDE (§8.3.3) geeft met de gegevens hier "
        "{rule}. De pagina rekent met {used}."),
    "pick.k.games": (
        "The list counts only its month's games, not all played before: with fewer than 30 "
        "rated games played so far, the rule gives the list's K too.",
        "Die Liste zählt nur die Partien ihres Monats, nicht alle bisherigen: mit weniger als "
        "30 bisher gewerteten Partien ergibt auch die Regel den K der Liste.",
        "De lijst telt alleen de partijen van haar maand, niet alle eerdere: met minder dan 30 "
        "tot nu toe gespeelde partijen geeft ook de regel de K van de lijst."),
    "pick.dwz": (
        "The rating list loaded is FIDE's: it gives Elo ratings, no DWZ, so nothing is filled "
        "in here.",
        "Die geladene Elo-Liste ist die der FIDE: Sie enthält Elo, keine DWZ, daher wird "
        "hier nichts eingetragen.",
        "De geladen ratinglijst is die van de FIDE: ze geeft Elo-ratings, geen DWZ, dus hier "
        "wordt niets ingevuld."),
    # --- the DWZ list's player picker (Single game by the DWZ) ---
    "pick.dwz.find.you": ("Find yourself in the DSB's DWZ list",
                          "Sich in der DWZ-Liste des DSB suchen",
                          "Jezelf zoeken in de DWZ-lijst van de DSB"),
    "pick.dwz.find.opponent": ("Find your opponent in the DSB's DWZ list",
                               "Den Gegner in der DWZ-Liste des DSB suchen",
                               "Je tegenstander zoeken in de DWZ-lijst van de DSB"),
    "pick.dwz.find.help": (
        "A name (surname or given name first, accents optional), ZPS and member number "
        "(C0327-12) or a FIDE ID. The player's DWZ, Index and year of birth are filled in "
        "below, and stay yours to change.",
        "Ein Name (Nach- oder Vorname zuerst, Akzente egal), ZPS und Mitgliedsnummer "
        "(C0327-12) oder eine FIDE-ID. DWZ, Index und Geburtsjahr des Spielers werden unten "
        "eingetragen und lassen sich ändern.",
        "Een naam (achternaam of voornaam eerst, accenten niet nodig), ZPS en lidnummer "
        "(C0327-12) of een FIDE-ID. De DWZ, index en het geboortejaar van de speler worden "
        "hieronder ingevuld en blijven aan te passen."),
    "pick.dwz.from": (
        "From the DSB's DWZ list of {day}: {name} ({member}{club}), DWZ {dwz}, Index "
        "{index}{born}.",
        "Aus der DWZ-Liste des DSB vom {day}: {name} ({member}{club}), DWZ {dwz}, Index "
        "{index}{born}.",
        "Uit de DWZ-lijst van de DSB van {day}: {name} ({member}{club}), DWZ {dwz}, index "
        "{index}{born}."),
    "pick.dwz.unrated": ("{name} has no DWZ on the list: nothing was filled in.",
                         "{name} hat in der Liste keine DWZ: nichts wurde eingetragen.",
                         "{name} heeft geen DWZ op de lijst: er is niets ingevuld."),
    "pick.dwz.edited": ("The DWZ {dwz} is yours (the list has {listed}).",
                        "Die DWZ {dwz} ist Ihre Eingabe (die Liste hat {listed}).",
                        "De DWZ {dwz} is jouw invoer (de lijst heeft {listed})."),
}
