"""What reading a tournament report file can say back (:mod:`elo_core.trf.problems`): where in
the file, and why, in the user's language."""

from __future__ import annotations

from elo_core.language import Entry

TEXTS: dict[str, Entry] = {
    "place.player": ("player {n}", "Startnummer {n}", "startnummer {n}"),
    "place.round": ("round {n}", "Runde {n}", "ronde {n}"),
    "trf.empty-file": ("the file is empty", "die Datei ist leer", "het bestand is leeg"),
    "trf.no-players": (
        "no player line (001) could be read, so there is no event to compute",
        "keine Spielerzeile (001) war lesbar, es gibt also kein Turnier zu berechnen",
        "geen spelersregel (001) was leesbaar, er is dus geen toernooi om te berekenen"),
    "trf.bad-start-rank": (
        "the start rank “{token}” (columns 5–8) is not a number from 1 to 9999; the line was "
        "left out",
        "die Startnummer „{token}“ (Spalten 5–8) ist keine Zahl von 1 bis 9999; die Zeile "
        "wurde ausgelassen",
        "het startnummer “{token}” (kolommen 5–8) is geen getal van 1 tot 9999; de regel is "
        "weggelaten"),
    "trf.duplicate-start-rank": (
        "start rank {token} is on an earlier line already; this line was left out",
        "die Startnummer {token} steht schon in einer früheren Zeile; diese Zeile wurde "
        "ausgelassen",
        "startnummer {token} staat al op een eerdere regel; deze regel is weggelaten"),
    "trf.bad-rating": (
        "the rating “{token}” (columns 49–52) is not a whole number; read as unrated",
        "die Elo „{token}“ (Spalten 49–52) ist keine ganze Zahl; als ohne Elo gelesen",
        "de rating “{token}” (kolommen 49–52) is geen geheel getal; gelezen als zonder rating"),
    "trf.rating-out-of-range": (
        "the rating {token} (columns 49–52) is outside 100–3500; read as unrated",
        "die Elo {token} (Spalten 49–52) liegt außerhalb von 100–3500; als ohne Elo gelesen",
        "de rating {token} (kolommen 49–52) valt buiten 100–3500; gelezen als zonder rating"),
    "trf.rating-too-wide": (
        "the rating “{token}” does not fit columns 49–52; read as unrated",
        "die Elo „{token}“ passt nicht in die Spalten 49–52; als ohne Elo gelesen",
        "de rating “{token}” past niet in de kolommen 49–52; gelezen als zonder rating"),
    "trf.unknown-title": (
        "the title “{token}” (columns 11–13) is no FIDE title (TRF writes g, m, wg, f, wm, c, wf, "
        "wc, or GM … WCM in full); read as no title",
        "der Titel „{token}“ (Spalten 11–13) ist kein FIDE-Titel (TRF schreibt g, m, wg, f, wm, "
        "c, wf, wc oder GM … WCM ausgeschrieben); als ohne Titel gelesen",
        "de titel “{token}” (kolommen 11–13) is geen FIDE-titel (TRF schrijft g, m, wg, f, wm, "
        "c, wf, wc, of GM … WCM voluit); gelezen als zonder titel"),
    "trf.unknown-federation": (
        "the federation “{token}” is no FIDE federation's code (GER, NED, FID …); it counts for "
        "nothing in a norm",
        "der Verband „{token}“ ist kein Kürzel eines FIDE-Verbands (GER, NED, FID …); er zählt "
        "für keine Norm",
        "de federatie “{token}” is geen code van een FIDE-federatie (GER, NED, FID …); ze telt "
        "voor geen norm mee"),
    "trf.bad-points": (
        "the points “{token}” (columns 81–84) are not a number",
        "die Punkte „{token}“ (Spalten 81–84) sind keine Zahl",
        "de punten “{token}” (kolommen 81–84) zijn geen getal"),
    "trf.bad-rank": (
        "the rank “{token}” (columns 86–89) is not a whole number",
        "der Platz „{token}“ (Spalten 86–89) ist keine ganze Zahl",
        "de plaats “{token}” (kolommen 86–89) is geen geheel getal"),
    "trf.bad-birth-date": (
        "the birth date “{token}” (columns 70–79) has no year, so K cannot tell a junior",
        "das Geburtsdatum „{token}“ (Spalten 70–79) hat kein Jahr; der K-Faktor erkennt so "
        "keinen Jugendlichen",
        "de geboortedatum “{token}” (kolommen 70–79) heeft geen jaar; de K herkent zo geen "
        "jeugdspeler"),
    "trf.bad-date": ("the date “{token}” is not a day", "das Datum „{token}“ ist kein Tag",
                     "de datum “{token}” is geen dag"),
    "trf.bad-rounds": (
        "the event's rounds “{token}” are not a whole number from 1 to 200; read as not given",
        "die Rundenzahl „{token}“ ist keine ganze Zahl von 1 bis 200; als nicht angegeben "
        "gelesen",
        "het aantal ronden “{token}” is geen geheel getal van 1 tot 200; gelezen als niet "
        "opgegeven"),
    "trf.ambiguous-date": (
        "in the date “{token}” day and month could be either way round, and no other date of "
        "the file tells which (write the year first: YYYY/MM/DD)",
        "im Datum „{token}“ können Tag und Monat vertauscht sein, und kein anderes Datum der "
        "Datei zeigt, wie herum (Jahr zuerst schreiben: JJJJ/MM/TT)",
        "in de datum “{token}” kunnen dag en maand omgekeerd staan, en geen andere datum van "
        "het bestand laat zien hoe (schrijf het jaar eerst: JJJJ/MM/DD)"),
    "trf.bad-opponent": (
        "the opponent “{token}” is not a start rank; the round was not read",
        "der Gegner „{token}“ ist keine Startnummer; die Runde wurde nicht gelesen",
        "de tegenstander “{token}” is geen startnummer; de ronde is niet gelezen"),
    "trf.bad-colour": (
        "the colour “{token}” is not w, b or -; the round was not read",
        "die Farbe „{token}“ ist nicht w, b oder -; die Runde wurde nicht gelesen",
        "de kleur “{token}” is niet w, b of -; de ronde is niet gelezen"),
    "trf.unknown-result": (
        "unknown result “{token}” (TRF has 1 = 0 + - W D L H F U Z); the round was not read",
        "unbekanntes Ergebnis „{token}“ (TRF kennt 1 = 0 + - W D L H F U Z); die Runde wurde "
        "nicht gelesen",
        "onbekende uitslag “{token}” (TRF kent 1 = 0 + - W D L H F U Z); de ronde is niet "
        "gelezen"),
    "trf.misaligned-round": (
        "the round's columns are shifted (“{token}”); the round was not read",
        "die Spalten der Runde sind verschoben („{token}“); die Runde wurde nicht gelesen",
        "de kolommen van de ronde zijn verschoven (“{token}”); de ronde is niet gelezen"),
    "trf.too-many-rounds": (
        "the line has more than {token} rounds; the rest of it was not read",
        "die Zeile hat mehr als {token} Runden; der Rest wurde nicht gelesen",
        "de regel heeft meer dan {token} ronden; de rest is niet gelezen"),
    "trf.no-result": ("the game against {token} has no result",
                      "die Partie gegen {token} hat kein Ergebnis",
                      "de partij tegen {token} heeft geen uitslag"),
    "trf.result-without-opponent": (
        "the result “{token}” has no opponent (0000)",
        "das Ergebnis „{token}“ hat keinen Gegner (0000)",
        "de uitslag “{token}” heeft geen tegenstander (0000)"),
    "trf.bye-with-opponent": (
        "the bye “{token}” names an opponent; read as the bye",
        "das Freilos „{token}“ nennt einen Gegner; als Freilos gelesen",
        "de vrije ronde “{token}” noemt een tegenstander; gelezen als vrije ronde"),
    "trf.opponent-missing": (
        "there is no player {token} to have played",
        "es gibt keinen Spieler mit der Startnummer {token}, der gespielt haben könnte",
        "er is geen speler met startnummer {token} die gespeeld kan hebben"),
    "trf.not-mirrored": (
        "the line of player {token} does not say the same game",
        "die Zeile von Startnummer {token} nennt nicht dieselbe Partie",
        "de regel van startnummer {token} noemt niet dezelfde partij"),
    "trf.points-differ": (
        "the points in the file, {file}, differ from the results, {results}",
        "die Punkte in der Datei, {file}, weichen von den Ergebnissen ab, {results}",
        "de punten in het bestand, {file}, wijken af van de uitslagen, {results}"),
    "trf.bad-time-control": (
        "the time control “{token}” (222) is none TRF-26 encodes (5400+30, "
        "40/6000+30:900+30, W300-B240); the kind of play is not read from it",
        "die Bedenkzeit „{token}“ (222) ist keine, wie TRF-26 sie kodiert (5400+30, "
        "40/6000+30:900+30, W300-B240); die Spielart wird nicht aus ihr gelesen",
        "de bedenktijd “{token}” (222) is er geen zoals TRF-26 die codeert (5400+30, "
        "40/6000+30:900+30, W300-B240); de soort partij wordt er niet uit gelezen"),
    "trf.national-without-player": (
        "the national rating is for start rank “{token}”, which has no player line (001); it "
        "was left out",
        "die nationale Wertungszahl gilt der Startnummer „{token}“, zu der es keine "
        "Spielerzeile (001) gibt; sie wurde ausgelassen",
        "de nationale rating is voor startnummer “{token}”, waarvoor geen spelersregel (001) "
        "is; hij is weggelaten"),
}
