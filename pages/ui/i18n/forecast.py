"""The chances' texts: what the model is and what it assumes, each figure's words, the Tournament
page's chances in the rounds left and the Whole event page's for every player."""

from __future__ import annotations

from elo_core.language import Entry

TEXTS: dict[str, Entry] = {
    # a chance in words where a percentage would say too much
    "fc.certain": ("certain", "sicher", "zeker"),
    "fc.impossible": ("impossible", "unmöglich", "onmogelijk"),
    "fc.over": ("over {p}", "über {p}", "meer dan {p}"),
    "fc.under": ("under {p}", "unter {p}", "minder dan {p}"),
    # what every forecast says of itself
    "fc.model": (
        "A model's figures, not a promise: FIDE's own simulation model (O. Milvang 2024, the "
        "model FIDE's checklist for pairing programs points to: C.04 Annex 3, question 32) "
        "gives each game's win, draw and loss from the two ratings and the colours.",
        "Zahlen eines Modells, kein Versprechen: FIDEs eigenes Simulationsmodell (O. Milvang "
        "2024, auf das FIDEs Prüfliste für Paarungsprogramme verweist: C.04 Anhang 3, Frage "
        "32) gibt jeder Partie Sieg, Remis und Niederlage aus der Elo beider Spieler und den "
        "Farben.",
        "Cijfers van een model, geen belofte: FIDE's eigen simulatiemodel (O. Milvang 2024, "
        "waarnaar FIDE's checklist voor indelingsprogramma's verwijst: C.04 bijlage 3, vraag "
        "32) geeft elke partij winst, remise en verlies uit de twee ratings en de kleuren."),
    "fc.exact": (
        "Exact: every outcome of the games to come is judged, nothing is sampled.",
        "Exakt: jeder Ausgang der kommenden Partien ist ausgewertet, nichts gezogen.",
        "Exact: elke uitkomst van de komende partijen is beoordeeld, niets getrokken."),
    "fc.simulated": (
        "Simulated: {runs} runs from seed {seed}; each chance within about ±{error} (one "
        "standard error). The same seed gives the same figures.",
        "Simuliert: {runs} Durchläufe ab Startwert {seed}; jede Chance auf etwa ±{error} "
        "genau (ein Standardfehler). Derselbe Startwert gibt dieselben Zahlen.",
        "Gesimuleerd: {runs} runs vanaf seed {seed}; elke kans tot op ongeveer ±{error} (één "
        "standaardfout). Dezelfde seed geeft dezelfde cijfers."),
    "fc.assumes": ("It assumes:", "Angenommen ist:", "Aangenomen is:"),
    "fc.assume.games-played": (
        "every round to come is a game played over the board: no forfeit, bye or withdrawal "
        "(a bye already given stands)",
        "jede kommende Runde ist eine am Brett gespielte Partie: kein kampfloses Ergebnis, "
        "kein Freilos, kein Rückzug (ein schon gegebenes Freilos gilt)",
        "elke komende ronde is een partij aan het bord: geen reglementaire uitslag, bye of "
        "terugtrekking (een al gegeven bye blijft staan)"),
    "fc.assume.opponents-given": (
        "the games given: their opponents, and their colours where given",
        "die angegebenen Partien: ihre Gegner, und ihre Farben, wo angegeben",
        "de opgegeven partijen: hun tegenstanders, en hun kleuren waar opgegeven"),
    "fc.assume.colour-either": (
        "a colour not given is White or Black, each as likely",
        "eine nicht angegebene Farbe ist Weiß oder Schwarz, beides gleich wahrscheinlich",
        "een niet opgegeven kleur is wit of zwart, beide even waarschijnlijk"),
    "fc.assume.opponents-near-score": (
        "an opponent not given is one of the event's players near the player's score, as a "
        "Swiss pairs them, nobody met twice; the colour as a Swiss gives it",
        "ein nicht angegebener Gegner ist einer der Spieler des Turniers mit ähnlicher "
        "Punktzahl, wie das Schweizer System paart, niemand zweimal; die Farbe, wie das "
        "Schweizer System sie gibt",
        "een niet opgegeven tegenstander is een van de spelers van het toernooi met een "
        "vergelijkbare score, zoals het Zwitsers systeem indeelt, niemand twee keer; de kleur "
        "zoals het Zwitsers systeem die geeft"),
    "fc.assume.opponents-in-band": (
        "an opponent not given is rated anywhere from {low} to {high}, each rating as likely, "
        "of no title or federation known (so they bring a norm no titled or foreign "
        "opponent); the colour as a Swiss gives it",
        "ein nicht angegebener Gegner hat eine Elo von {low} bis {high}, jede gleich "
        "wahrscheinlich, ohne bekannten Titel oder Föderation (er bringt einer Norm also "
        "keinen Titelträger und keinen Ausländer); die Farbe, wie das Schweizer System sie "
        "gibt",
        "een niet opgegeven tegenstander heeft een rating van {low} tot {high}, elke even "
        "waarschijnlijk, zonder bekende titel of federatie (voor een norm dus geen "
        "titelhouder en geen buitenlander); de kleur zoals het Zwitsers systeem die geeft"),
    "fc.assume.opponents-at": (
        "an opponent not given is rated {rating}, of no title or federation known (so they "
        "bring a norm no titled or foreign opponent); the colour as a Swiss gives it",
        "ein nicht angegebener Gegner hat eine Elo von {rating}, ohne bekannten Titel oder "
        "Föderation (er bringt einer Norm also keinen Titelträger und keinen Ausländer); die "
        "Farbe, wie das Schweizer System sie gibt",
        "een niet opgegeven tegenstander heeft een rating van {rating}, zonder bekende titel "
        "of federatie (voor een norm dus geen titelhouder en geen buitenlander); de kleur "
        "zoals het Zwitsers systeem die geeft"),
    "fc.assume.unrated-at-1400": (
        "an unrated player plays at 1400 in the model",
        "ein Spieler ohne Elo spielt im Modell mit 1400",
        "een speler zonder rating speelt in het model op 1400"),
    "fc.assume.field-stays": (
        "the field's exemption from the foreigners rule (1.4.3d) as the rounds played give "
        "it: everyone still in plays every round to come",
        "die Befreiung des Feldes von der Ausländerregel (1.4.3d) wie nach den gespielten "
        "Runden: alle Verbliebenen spielen jede kommende Runde",
        "de vrijstelling van het veld van de buitenlandersregel (1.4.3d) zoals na de "
        "gespeelde ronden: iedereen die nog meedoet speelt elke komende ronde"),
    "fc.assume.swiss-approximate": (
        "the rounds left are paired by score groups and ratings, an approximation of FIDE's "
        "Dutch system (the next round as the file pairs it, where it does); a player absent "
        "from the last round played has left",
        "die restlichen Runden sind nach Punktgruppen und Elo gepaart, eine Näherung an das "
        "Holländische System der FIDE (die nächste Runde wie in der Datei, wo sie gepaart "
        "ist); wer in der letzten gespielten Runde fehlte, ist ausgeschieden",
        "de resterende ronden zijn ingedeeld naar scoregroepen en ratings, een benadering van "
        "FIDE's Nederlandse systeem (de volgende ronde zoals in het bestand, waar die is "
        "ingedeeld); wie in de laatst gespeelde ronde ontbrak, is uitgestapt"),
    "fc.assume.orderings-sampled": (
        "every game is known, but the orders of their results are too many to judge each: "
        "the outcomes are sampled",
        "jede Partie ist bekannt, aber die Reihenfolgen ihrer Ergebnisse sind zu viele, um "
        "jede auszuwerten: die Ausgänge sind gezogen",
        "elke partij is bekend, maar de volgorden van hun uitslagen zijn te veel om elk te "
        "beoordelen: de uitkomsten zijn getrokken"),
    "fc.fit.sound": (
        "Every rating lies from 1600 to 2400, where the model is sound.",
        "Jede Elo liegt zwischen 1600 und 2400, wo das Modell verlässlich ist.",
        "Alle ratings liggen tussen 1600 en 2400, waar het model betrouwbaar is."),
    "fc.fit.serviceable": (
        "Some ratings lie outside 1600–2400, where the model is only serviceable (above 2300 "
        "it gives too many draws).",
        "Mindestens eine Elo liegt außerhalb 1600–2400, wo das Modell nur brauchbar ist (über "
        "2300 gibt es zu viele Remis).",
        "Sommige ratings liggen buiten 1600–2400, waar het model alleen bruikbaar is (boven "
        "2300 geeft het te veel remises)."),
    "fc.fit.outside": (
        "Some ratings lie outside 1400–2600, beyond what the model was fitted for: take these "
        "figures as a rough guide only.",
        "Mindestens eine Elo liegt außerhalb 1400–2600, jenseits dessen, wofür das Modell "
        "angepasst wurde: diese Zahlen nur als grobe Richtschnur nehmen.",
        "Sommige ratings liggen buiten 1400–2600, buiten waarvoor het model is gemaakt: neem "
        "deze cijfers alleen als ruwe richtlijn."),
    "fc.seed": ("Seed", "Startwert", "Seed"),
    "fc.seed.help": (
        "Where the simulation starts: the same seed gives the same figures, another shows "
        "how far they move by chance.",
        "Wo die Simulation beginnt: derselbe Startwert gibt dieselben Zahlen, ein anderer "
        "zeigt, wie weit sie zufällig schwanken.",
        "Waar de simulatie begint: dezelfde seed geeft dezelfde cijfers, een andere laat zien "
        "hoe ver ze door toeval verschuiven."),
    # the Tournament page
    "fc.title": ({"one": "Your chances in the round left",
                  "other": "Your chances in the {n} rounds left"},
                 {"one": "Ihre Chancen in der verbleibenden Runde",
                  "other": "Ihre Chancen in den {n} verbleibenden Runden"},
                 {"one": "Je kansen in de resterende ronde",
                  "other": "Je kansen in de {n} resterende ronden"}),
    "fc.colour": ("Your colour", "Ihre Farbe", "Jouw kleur"),
    "fc.colour.white": ("White", "Weiß", "Wit"),
    "fc.colour.black": ("Black", "Schwarz", "Zwart"),
    "fc.band.low": ("Opponents to come: lowest rating", "Kommende Gegner: niedrigste Elo",
                    "Komende tegenstanders: laagste rating"),
    "fc.band.high": ("highest rating", "höchste Elo", "hoogste rating"),
    "fc.band.help": (
        "The rounds whose opponent is not given draw one from this band, each rating as "
        "likely. Empty: the ratings of the opponents met, {ratings}.",
        "Die Runden ohne angegebenen Gegner ziehen einen aus diesem Bereich, jede Elo gleich "
        "wahrscheinlich. Leer: die Elo der bisherigen Gegner, {ratings}.",
        "De ronden zonder opgegeven tegenstander trekken er een uit deze band, elke rating "
        "even waarschijnlijk. Leeg: de ratings van de tegenstanders tot nu toe, {ratings}."),
    "fc.band.ratings": ("{low} to {high}", "{low} bis {high}", "{low} tot {high}"),
    "fc.band.upside_down": (
        "The lowest rating is above the highest: the band of the opponents met is taken.",
        "Die niedrigste Elo liegt über der höchsten: der Bereich der bisherigen Gegner gilt.",
        "De laagste rating ligt boven de hoogste: de band van de tegenstanders tot nu toe "
        "geldt."),
    "fc.after": (
        "After round {after} of {rounds} ({points}): the final score counts the games played "
        "as they stand.",
        "Nach Runde {after} von {rounds} ({points}): die Endpunktzahl zählt die gespielten "
        "Partien, wie sie stehen.",
        "Na ronde {after} van {rounds} ({points}): de eindscore telt de gespeelde partijen "
        "zoals ze staan."),
    "fc.norm": ("{title} norm: {chance}", "{title}-Norm: {chance}", "{title}-norm: {chance}"),
    "fc.expected": (
        "Expected final score: {points} of {rounds}",
        "Erwartete Endpunktzahl: {points} aus {rounds}",
        "Verwachte eindscore: {points} uit {rounds}"),
    "fc.rating": (
        "Rating change over the event as one rating period, by {rules}: {mean} on average; "
        "in {share} of outcomes from {low} to {high}.",
        "Elo-Änderung über das Turnier als eine Ratingperiode, nach {rules}: im Mittel {mean}; "
        "in {share} der Ausgänge von {low} bis {high}.",
        "Ratingwijziging over het toernooi als één ratingperiode, volgens {rules}: gemiddeld "
        "{mean}; in {share} van de uitkomsten van {low} tot {high}."),
    "fc.scores": ("Final score", "Endpunktzahl", "Eindscore"),
    "fc.scores.x": ({"one": "Points after {n} round", "other": "Points after {n} rounds"},
                    {"one": "Punkte nach {n} Runde", "other": "Punkte nach {n} Runden"},
                    {"one": "Punten na {n} ronde", "other": "Punten na {n} ronden"}),
    "fc.scores.y": ("Chance", "Chance", "Kans"),
    "fc.scores.hover": ("{points} points: {chance}", "{points} Punkte: {chance}",
                        "{points} punten: {chance}"),
    # the Whole event page
    "fc.event": ("Chances in the rounds left", "Chancen in den restlichen Runden",
                 "Kansen in de resterende ronden"),
    "fc.event.rounds": ("The event's rounds", "Runden des Turniers", "Ronden van het toernooi"),
    "fc.event.rounds.help": (
        "How many rounds the event has, played or not: the rounds after the last one played "
        "are forecast.",
        "Wie viele Runden das Turnier hat, gespielt oder nicht: die Runden nach der letzten "
        "gespielten werden vorhergesagt.",
        "Hoeveel ronden het toernooi heeft, gespeeld of niet: de ronden na de laatst "
        "gespeelde worden voorspeld."),
    "fc.event.announced": (
        {"one": "The file announces {n} round (its {line} line).",
         "other": "The file announces {n} rounds (its {line} line)."},
        {"one": "Die Datei kündigt {n} Runde an (ihre Zeile {line}).",
         "other": "Die Datei kündigt {n} Runden an (ihre Zeile {line})."},
        {"one": "Het bestand kondigt {n} ronde aan (zijn regel {line}).",
         "other": "Het bestand kondigt {n} ronden aan (zijn regel {line})."}),
    "fc.event.not_announced": (
        "The file does not say how many rounds the event has (no 142, XXR or 132 line): give "
        "them to forecast the rounds left.",
        "Die Datei sagt nicht, wie viele Runden das Turnier hat (keine Zeile 142, XXR oder "
        "132): geben Sie sie an, um die restlichen Runden vorherzusagen.",
        "Het bestand zegt niet hoeveel ronden het toernooi heeft (geen regel 142, XXR of "
        "132): geef ze op om de resterende ronden te voorspellen."),
    "fc.event.played": (
        {"one": "{n} round played.", "other": "{n} rounds played."},
        {"one": "{n} Runde gespielt.", "other": "{n} Runden gespielt."},
        {"one": "{n} ronde gespeeld.", "other": "{n} ronden gespeeld."}),
    "fc.event.finished": (
        "Every round is played: nothing is left to forecast. The standings and the norms in "
        "the table above are the event's own.",
        "Alle Runden sind gespielt: es bleibt nichts vorherzusagen. Stand und Normen in der "
        "Tabelle oben sind die des Turniers selbst.",
        "Alle ronden zijn gespeeld: er valt niets te voorspellen. De stand en de normen in "
        "de tabel hierboven zijn die van het toernooi zelf."),
    "fc.event.top": ("Top places counted", "Gezählte Spitzenplätze", "Getelde topplaatsen"),
    "fc.event.top.help": (
        "Each player's chance of finishing in these places: players level on points share "
        "the places they span, as no tie-break is forecast.",
        "Die Chance jedes Spielers, auf diesen Plätzen zu landen: Punktgleiche teilen sich "
        "die Plätze, die sie umfassen, da keine Wertung vorhergesagt wird.",
        "De kans van elke speler om op deze plaatsen te eindigen: spelers met gelijke punten "
        "delen de plaatsen die ze beslaan, omdat geen tiebreak wordt voorspeld."),
    "fc.event.runs": ("Runs", "Durchläufe", "Runs"),
    "fc.event.runs.help": (
        "More runs, smaller sampling error, longer to wait: 1,000 runs take about 10 s for "
        "300 players.",
        "Mehr Durchläufe, kleinerer Zufallsfehler, längeres Warten: 1.000 Durchläufe dauern "
        "für 300 Spieler etwa 10 s.",
        "Meer runs, kleinere steekproeffout, langer wachten: 1.000 runs duren voor 300 "
        "spelers ongeveer 10 s."),
    "fc.event.progress": (
        "Simulating the rounds left: {done} of {total} runs",
        "Simuliere die restlichen Runden: {done} von {total} Durchläufen",
        "De resterende ronden worden gesimuleerd: {done} van {total} runs"),
    "fc.event.waiting": (
        "Waiting for a free processor …", "Warte auf einen freien Prozessor …",
        "Wachten op een vrije processor …"),
    "fc.event.usable": (
        "The page stays usable meanwhile; the table appears here when the runs are done.",
        "Die Seite bleibt derweil benutzbar; die Tabelle erscheint hier, wenn die Durchläufe "
        "fertig sind.",
        "De pagina blijft intussen bruikbaar; de tabel verschijnt hier als de runs klaar "
        "zijn."),
    "fc.event.failed": (
        "The forecast could not be finished (it took too long, or ran out of memory): try "
        "fewer runs.",
        "Die Vorhersage konnte nicht beendet werden (sie dauerte zu lange oder brauchte zu "
        "viel Speicher): versuchen Sie weniger Durchläufe.",
        "De voorspelling kon niet worden afgemaakt (die duurde te lang of had te weinig "
        "geheugen): probeer minder runs."),
    "fc.event.again": ("Try again", "Erneut versuchen", "Opnieuw proberen"),
    "fc.event.not_swiss.given": (
        "The whole event is simulated as a Swiss, and this one is a {format} (the event's "
        "type above): nothing is forecast.",
        "Das ganze Turnier wird als Schweizer System simuliert, und dieses ist ein {format} "
        "(die Turnierart oben): es wird nichts vorhergesagt.",
        "Het hele toernooi wordt als Zwitsers systeem gesimuleerd, en dit is een {format} (de "
        "soort toernooi hierboven): er wordt niets voorspeld."),
    "fc.event.not_swiss.type-line": (
        "The whole event is simulated as a Swiss, and the file says this one is a {format} "
        "(its 092 line: {line}): nothing is forecast.",
        "Das ganze Turnier wird als Schweizer System simuliert, und laut der Datei ist dieses "
        "ein {format} (ihre Zeile 092: {line}): es wird nichts vorhergesagt.",
        "Het hele toernooi wordt als Zwitsers systeem gesimuleerd, en volgens het bestand is "
        "dit een {format} (zijn regel 092: {line}): er wordt niets voorspeld."),
    "fc.event.not_swiss.pairings": (
        "The whole event is simulated as a Swiss, and this one is a {format}: every player "
        "has met every other. Nothing is forecast.",
        "Das ganze Turnier wird als Schweizer System simuliert, und dieses ist ein {format}: "
        "jeder Spieler ist auf jeden anderen getroffen. Es wird nichts vorhergesagt.",
        "Het hele toernooi wordt als Zwitsers systeem gesimuleerd, en dit is een {format}: "
        "elke speler heeft elke andere ontmoet. Er wordt niets voorspeld."),
    "fc.event.after": (
        "After round {after} of {rounds}.", "Nach Runde {after} von {rounds}.",
        "Na ronde {after} van {rounds}."),
    "fc.event.no_norm": ("none open", "keine offen", "geen open"),
    "fc.event.none_checked": ("–", "–", "–"),
    # the chances' table
    "fcol.rank": ("No.", "Nr.", "Nr."),
    "fcol.name": ("Name", "Name", "Naam"),
    "fcol.rating": ("Rating", "Elo", "Rating"),
    "fcol.points": ("Points", "Punkte", "Punten"),
    "fcol.expected": ("Expected final", "Erwartet am Ende", "Verwacht aan het eind"),
    "fcol.top": ("Top {k}", "Top {k}", "Top {k}"),
    "fcol.norm": ("Best norm", "Beste Norm", "Beste norm"),
    "fcol.norm_chance": ("Its chance", "Chance darauf", "Kans erop"),
}
