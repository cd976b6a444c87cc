"""The DWZ's texts on the Single game and Tournament pages: the system choice, its inputs, the
Wertungsordnung in force and every step of an evaluation, in the DSB's own German terms."""

from __future__ import annotations

from elo_core.language import Entry

TEXTS: dict[str, Entry] = {
    # --- the choice and the inputs ---
    "dwz.system": ("Rating system", "Wertungssystem", "Ratingsysteem"),
    "by.elo": ("Elo", "Elo", "Elo"),
    "by.dwz": ("DWZ (Germany)", "DWZ", "DWZ (Duitsland)"),
    "dwz.intro": (
        "The DWZ (Deutsche Wertungszahl), the German Chess Federation's rating: the expected "
        "score by the normal distribution, an event evaluated as a whole, by the Wertungsordnung "
        "(WO) in force on its last day.",
        "Die Wertungszahl (DWZ) des Deutschen Schachbunds: die Gewinnerwartung nach der "
        "Normalverteilung, ein Turnier als Ganzes ausgewertet, nach der Wertungsordnung (WO), "
        "die an seinem letzten Tag gilt.",
        "De DWZ (Deutsche Wertungszahl), de rating van de Duitse schaakbond: de verwachte score "
        "volgens de normale verdeling, een toernooi als geheel berekend, volgens de "
        "Wertungsordnung (WO) die op de laatste dag geldt."),
    "dwz.your_dwz": ("Your DWZ", "Ihre Wertungszahl (DWZ)", "Jouw DWZ"),
    "dwz.opponent_dwz": ("Opponent's DWZ", "DWZ des Gegners", "DWZ van je tegenstander"),
    "dwz.index": ("Index", "Index", "Index"),
    "dwz.index.help": (
        "How often your DWZ has been evaluated: 1 after the first evaluation, one more for every "
        "event since. It is on your DWZ card, after the DWZ (1612-23).",
        "Wie oft Ihre DWZ ausgewertet wurde: 1 nach der ersten Auswertung, eins mehr mit jedem "
        "Turnier seither. Er steht auf Ihrer DWZ-Karteikarte hinter der DWZ (1612-23).",
        "Hoe vaak je DWZ is berekend: 1 na de eerste berekening, één meer voor elk toernooi "
        "sindsdien. Hij staat op je DWZ-kaart achter de DWZ (1612-23)."),
    "dwz.opponent_index.help": (
        "How often the opponent's DWZ has been evaluated, for the opponent's new DWZ: 10 unless "
        "you set it (with a year of birth left empty: over 25).",
        "Wie oft die DWZ des Gegners ausgewertet wurde, für seine neue DWZ: 10, wenn Sie nichts "
        "anderes eintragen (ohne Geburtsjahr: über 25).",
        "Hoe vaak de DWZ van je tegenstander is berekend, voor diens nieuwe DWZ: 10 tenzij je "
        "iets anders invult (zonder geboortejaar: ouder dan 25)."),
    "dwz.opponent_new_dwz": ("Opponent's new DWZ", "Neue DWZ des Gegners",
                             "Nieuwe DWZ van je tegenstander"),
    "dwz.opponent_new_dwz.help": (
        "The same game from the opponent's side, from the opponent's Index and year of birth "
        "below their DWZ ({e_or_k}).",
        "Dieselbe Partie aus Sicht des Gegners, nach seinem Index und Geburtsjahr unter seiner "
        "DWZ ({e_or_k}).",
        "Dezelfde partij vanuit je tegenstander, met diens Index en geboortejaar onder diens "
        "DWZ ({e_or_k})."),
    "dwz.fide_on_last_day": (
        "FIDE's K is judged on the event's last day, {day}, unless you set “Judged on”.",
        "FIDEs K-Faktor wird am letzten Tag des Turniers beurteilt, am {day}, wenn Sie keinen "
        "„Stichtag“ eintragen.",
        "FIDE's K wordt bepaald op de laatste dag van het toernooi, {day}, tenzij je een "
        "‘Peildatum’ invult."),
    "dwz.born.placeholder": ("empty: over 25", "leer: über 25", "leeg: ouder dan 25"),
    "dwz.last_day": ("Last day of the event", "Letzter Tag des Turniers",
                     "Laatste dag van het toernooi"),
    "dwz.last_day.help": (
        "It picks the Wertungsordnung (old WO up to 7 June 2026, new WO from 8 June 2026) and "
        "the age: the event's year minus the year of birth.",
        "Er bestimmt die Wertungsordnung (alte WO bis 7. Juni 2026, neue WO ab 8. Juni 2026) "
        "und das Alter: Jahr des Turnierendes minus Geburtsjahr.",
        "Die bepaalt de Wertungsordnung (oude WO tot en met 7 juni 2026, nieuwe WO vanaf 8 juni "
        "2026) en de leeftijd: het jaar van het toernooi min het geboortejaar."),
    "dwz.wo": ("Wertungsordnung (WO)", "Wertungsordnung (WO)", "Wertungsordnung (WO)"),
    "wo.auto": ("By date", "Nach Datum", "Op datum"),
    "wo.old": ("Old (E)", "Alt (E)", "Oud (E)"),
    "wo.new": ("New (K)", "Neu (K)", "Nieuw (K)"),
    "dwz.wo_name.old": ("the old WO", "die alte WO", "de oude WO"),
    "dwz.wo_name.new": ("the new WO", "die neue WO", "de nieuwe WO"),
    "dwz.wo.by_date.old": (
        "**Old WO** (development coefficient E): the event ended on {day}, on or before 7 June "
        "2026.",
        "**Alte WO** (Entwicklungskoeffizient E): Das Turnier endete am {day}, spätestens am "
        "7. Juni 2026.",
        "**Oude WO** (ontwikkelingscoëfficiënt E): het toernooi eindigde op {day}, uiterlijk op "
        "7 juni 2026."),
    "dwz.wo.by_date.new": (
        "**New WO** (K-factor, floor 1100): the event ended on {day}, on or after 8 June 2026.",
        "**Neue WO** (K-Faktor, Untergrenze 1100): Das Turnier endete am {day}, am 8. Juni "
        "2026 oder später.",
        "**Nieuwe WO** (K-factor, ondergrens 1100): het toernooi eindigde op {day}, op of na "
        "8 juni 2026."),
    "dwz.wo.asked.old": (
        "**Old WO** (development coefficient E), as chosen; by its last day ({day}) the event "
        "falls under {by_date}.",
        "**Alte WO** (Entwicklungskoeffizient E), wie gewählt; nach seinem letzten Tag ({day}) "
        "fällt das Turnier unter {by_date}.",
        "**Oude WO** (ontwikkelingscoëfficiënt E), zoals gekozen; volgens de laatste dag "
        "({day}) valt het toernooi onder {by_date}."),
    "dwz.wo.asked.new": (
        "**New WO** (K-factor, floor 1100), as chosen; by its last day ({day}) the event falls "
        "under {by_date}.",
        "**Neue WO** (K-Faktor, Untergrenze 1100), wie gewählt; nach seinem letzten Tag ({day}) "
        "fällt das Turnier unter {by_date}.",
        "**Nieuwe WO** (K-factor, ondergrens 1100), zoals gekozen; volgens de laatste dag "
        "({day}) valt het toernooi onder {by_date}."),
    "dwz.born_after": (
        "Born in {born}, after the event's year {year}: give a year of birth up to {year}.",
        "Geburtsjahr {born} liegt nach dem Turnierjahr {year}: Bitte ein Geburtsjahr bis "
        "{year} angeben.",
        "Geboren in {born}, na het jaar van het toernooi {year}: geef een geboortejaar tot en "
        "met {year}."),
    # --- the results ---
    "dwz.new_dwz": ("New DWZ", "Neue DWZ", "Nieuwe DWZ"),
    "dwz.expected": ("Expected score We", "Erwartungswert We", "Verwachte score We"),
    "dwz.expected.help": (
        "We = Σ P(D), the points the DWZ expects from these games (the Punkterwartung).",
        "We = Σ P(D), die Punkterwartung aus diesen Partien.",
        "We = Σ P(D), de punten die de DWZ uit deze partijen verwacht (de Punkterwartung)."),
    "dwz.performance": ("Performance (Leistung)", "Leistung", "Prestatie (Leistung)"),
    "dwz.performance.help": (
        "The DWZ at which the expected score equals the points scored, We(Rh) = W (WO 3.6).",
        "Die DWZ, bei der die Gewinnerwartung mit der erzielten Punktzahl übereinstimmt, "
        "We(Rh) = W (WO 3.6).",
        "De DWZ waarbij de verwachte score gelijk is aan de behaalde punten, We(Rh) = W "
        "(WO 3.6)."),
    "dwz.new_index": ("New Index", "Neuer Index", "Nieuwe index"),
    "dwz.no_performance.too-few-games": (
        "No performance (Leistung): it needs at least 5 games against opponents with a DWZ "
        "(WO 3.6).",
        "Keine Leistung: Sie setzt mindestens 5 Partien gegen Gegner mit DWZ voraus (WO 3.6).",
        "Geen prestatie (Leistung): daarvoor zijn minstens 5 partijen tegen tegenstanders met "
        "een DWZ nodig (WO 3.6)."),
    "dwz.no_performance.zero-points": (
        "No performance (Leistung) at 0 %: no DWZ expects as little.",
        "Keine Leistung bei 0 %: Keine DWZ erwartet so wenig.",
        "Geen prestatie (Leistung) bij 0 %: geen DWZ verwacht zo weinig."),
    "dwz.no_performance.all-points": (
        "No performance (Leistung) at 100 %: no DWZ expects as much.",
        "Keine Leistung bei 100 %: Keine DWZ erwartet so viel.",
        "Geen prestatie (Leistung) bij 100 %: geen DWZ verwacht zo veel."),
    "dwz.none_rated": (
        "No game against an opponent with a DWZ: there is nothing to evaluate, and the DWZ and "
        "its Index stay as they were.",
        "Keine Partie gegen einen Gegner mit DWZ: Es gibt nichts auszuwerten, DWZ und Index "
        "bleiben, wie sie waren.",
        "Geen partij tegen een tegenstander met een DWZ: er valt niets te berekenen, de DWZ en "
        "de index blijven zoals ze waren."),
    "dwz.not_counted": (
        {"one": "{n} game was not counted; the DWZ evaluates only games played against "
                "opponents with a DWZ:",
         "other": "{n} games were not counted; the DWZ evaluates only games played against "
                  "opponents with a DWZ:"},
        {"one": "{n} Partie wurde nicht gewertet; die DWZ wertet nur gespielte Partien gegen "
                "Gegner mit DWZ:",
         "other": "{n} Partien wurden nicht gewertet; die DWZ wertet nur gespielte Partien "
                  "gegen Gegner mit DWZ:"},
        {"one": "{n} partij telde niet mee; de DWZ telt alleen gespeelde partijen tegen "
                "tegenstanders met een DWZ:",
         "other": "{n} partijen telden niet mee; de DWZ telt alleen gespeelde partijen tegen "
                  "tegenstanders met een DWZ:"}),
    "dwz.why.opponent-unrated": ("{where}: the opponent has no DWZ",
                                 "{where}: Gegner ohne DWZ",
                                 "{where}: de tegenstander heeft geen DWZ"),
    "dwz.why.forfeit": ("{where}: a forfeit, not played", "{where}: kampflos, nicht gespielt",
                        "{where}: reglementair, niet gespeeld"),
    "dwz.why.bye": ("{where}: a bye, not a game", "{where}: spielfrei, keine Partie",
                    "{where}: vrij, geen partij"),
    # --- the steps ---
    "dwz.steps": ("How the DWZ was computed", "So wurde die DWZ berechnet",
                  "Zo is de DWZ berekend"),
    "dwz.step.age": ("Age {year} − {born} = {age}: {group}",
                     "Alter {year} − {born} = {age}: {group}",
                     "Leeftijd {year} − {born} = {age}: {group}"),
    "dwz.step.no_age": ("No year of birth: counted as over 25",
                        "Ohne Geburtsjahr: gewertet als über 25",
                        "Geen geboortejaar: geteld als ouder dan 25"),
    "dwz.group.youth": ("youth (up to 20)", "Jugendliche (bis 20)", "jeugd (tot en met 20)"),
    "dwz.group.junior": ("junior (21–25)", "Junioren (21–25)", "junior (21–25)"),
    "dwz.group.over-25": ("over 25", "über 25", "ouder dan 25"),
    "dwz.step.p": (
        "D = {r0} − {opponent} = {d}; winning expectancy P(D) = Φ(D / (200·√2)) = {exact}, no "
        "400-point cap; {p} in the DSB's table (three decimals), which it rates by",
        "D = {r0} − {opponent} = {d}; Gewinnerwartung P(D) = Φ(D / (200·√2)) = {exact}, ohne "
        "400-Punkte-Grenze; {p} in der Tabelle des DSB (drei Dezimalen), mit der er wertet",
        "D = {r0} − {opponent} = {d}; winstverwachting P(D) = Φ(D / (200·√2)) = {exact}, zonder "
        "400-puntengrens; {p} in de tabel van de DSB (drie decimalen), waarmee hij rekent"),
    "dwz.step.we": (
        "Expected score We = Σ P(D) over {rated_games} = {we} as the DSB publishes it and rates "
        "by it, each P(D) to three decimals as its table gives it (exactly {exact}); P(D) = "
        "Φ(D / (200·√2)) with D your DWZ {r0} minus the opponent's",
        "Punkterwartung (Erwartungswert) We = Σ P(D) über {rated_games} = {we}, wie der DSB sie "
        "veröffentlicht und wertet: jedes P(D) auf drei Dezimalen aus seiner Tabelle (genau "
        "{exact}); P(D) = Φ(D / (200·√2)) mit D = Ihre DWZ {r0} minus die des Gegners",
        "Verwachte score We = Σ P(D) over {rated_games} = {we}, zoals de DSB die publiceert en "
        "ermee rekent: elke P(D) op drie decimalen uit zijn tabel (exact {exact}); P(D) = "
        "Φ(D / (200·√2)) met D je DWZ {r0} min die van de tegenstander"),
    "dwz.games": (
        {"one": "{n} rated game", "other": "{n} rated games"},
        {"one": "{n} gewertete Partie", "other": "{n} gewertete Partien"},
        {"one": "{n} gewaardeerde partij", "other": "{n} gewaardeerde partijen"}),
    "dwz.step.w": ("Points scored W = {points}, n = {rated}",
                   "Erzielte Punkte W = {points}, n = {rated}",
                   "Behaalde punten W = {points}, n = {rated}"),
    "dwz.step.e0": (
        "Base value E0 = (R0/1000)⁴ + J = ({r0}/1000)⁴ + {j} = {e0} (J = {j}: {group})",
        "Grundwert E0 = (R0/1000)⁴ + J = ({r0}/1000)⁴ + {j} = {e0} (J = {j}: {group})",
        "Basiswaarde E0 = (R0/1000)⁴ + J = ({r0}/1000)⁴ + {j} = {e0} (J = {j}: {group})"),
    "dwz.step.fb": (
        "Acceleration factor fB = R0/2000 within 0.5–1 = {fb}: a youth at or above "
        "expectation (W ≥ We)",
        "Beschleunigungsfaktor fB = R0/2000 im Bereich 0,5–1 = {fb}: Jugendliche mit W ≥ We",
        "Versnellingsfactor fB = R0/2000 binnen 0,5–1 = {fb}: een jeugdspeler met W ≥ We"),
    "dwz.step.fb.none": (
        "Acceleration factor fB = 1: it applies only to a youth up to 20 with W ≥ We",
        "Beschleunigungsfaktor fB = 1: Er gilt nur für Jugendliche bis 20 mit W ≥ We",
        "Versnellingsfactor fB = 1: die geldt alleen voor jeugd tot en met 20 met W ≥ We"),
    "dwz.step.sbr": (
        "Braking surcharge SBr = e^((1300 − R0)/150) − 1 = {sbr}: below 1300 and below "
        "expectation (W < We)",
        "Bremszuschlag SBr = e^((1300 − R0)/150) − 1 = {sbr}: unter 1300 und W < We",
        "Remtoeslag SBr = e^((1300 − R0)/150) − 1 = {sbr}: onder 1300 en onder de verwachting "
        "(W < We)"),
    "dwz.step.sbr.none": (
        "Braking surcharge SBr = 0: it applies only below 1300 with W < We",
        "Bremszuschlag SBr = 0: Er gilt nur unter 1300 mit W < We",
        "Remtoeslag SBr = 0: die geldt alleen onder 1300 met W < We"),
    "dwz.step.e": (
        "Development coefficient E = E0 · fB + SBr = {unrounded}, rounded to a whole number: "
        "{rounded}",
        "Entwicklungskoeffizient E = E0 · fB + SBr = {unrounded}, ganzzahlig gerundet: "
        "{rounded}",
        "Ontwikkelingscoëfficiënt E = E0 · fB + SBr = {unrounded}, afgerond op een heel getal: "
        "{rounded}"),
    "dwz.bound.minimum": ("E is at least 5: E = {e}", "E ist mindestens 5: E = {e}",
                          "E is minstens 5: E = {e}"),
    "dwz.bound.index": ("E is at most 5 · Index up to Index 5: E = {e}",
                        "E ist bis Index 5 höchstens 5 · Index: E = {e}",
                        "E is tot index 5 hoogstens 5 · index: E = {e}"),
    "dwz.bound.thirty": ("E is at most 30 (without braking): E = {e}",
                         "E ist höchstens 30 (ohne Bremszuschlag): E = {e}",
                         "E is hoogstens 30 (zonder remtoeslag): E = {e}"),
    "dwz.bound.braking": ("E is at most 150 with braking: E = {e}",
                          "E ist mit Bremszuschlag höchstens 150: E = {e}",
                          "E is met remtoeslag hoogstens 150: E = {e}"),
    "dwz.step.old": (
        "Rn = R0 + 800 · (W − We) / (E + n) = {r0} + 800 · ({w} − {we}) / ({e} + {rated}) = "
        "{exact}",
        "Rn = R0 + 800 · (W − We) / (E + n) = {r0} + 800 · ({w} − {we}) / ({e} + {rated}) = "
        "{exact}",
        "Rn = R0 + 800 · (W − We) / (E + n) = {r0} + 800 · ({w} − {we}) / ({e} + {rated}) = "
        "{exact}"),
    "dwz.step.k0": ("K0 = {k0}: Index {index}, {row}", "K0 = {k0}: Index {index}, {row}",
                    "K0 = {k0}: index {index}, {row}"),
    "dwz.index_over_10": ("over 10", "über 10", "boven 10"),
    "dwz.row.up-to-25-below-2200": ("up to 25 with a DWZ below 2200",
                                    "bis 25 mit einer DWZ unter 2200",
                                    "tot en met 25 met een DWZ onder 2200"),
    "dwz.row.over-25-below-2000": ("26 and older with a DWZ below 2000",
                                   "ab 26 mit einer DWZ unter 2000",
                                   "26 en ouder met een DWZ onder 2000"),
    "dwz.row.other": ("every other player", "alle anderen Spieler", "alle andere spelers"),
    "dwz.step.b": (
        "Braking factor b = (R0 + 800)/2400 = ({r0} + 800)/2400 = {b}: below 1600 and W < We",
        "Bremsfaktor b = (R0 + 800)/2400 = ({r0} + 800)/2400 = {b}: unter 1600 und W < We",
        "Remfactor b = (R0 + 800)/2400 = ({r0} + 800)/2400 = {b}: onder 1600 en W < We"),
    "dwz.step.b.none": (
        "Braking factor b = 1: it applies only below 1600 with W < We",
        "Bremsfaktor b = 1: Er gilt nur unter 1600 mit W < We",
        "Remfactor b = 1: die geldt alleen onder 1600 met W < We"),
    "dwz.step.a.youth": (
        "Success surcharge a = (2000 − R0)/30 = (2000 − {r0})/30 = {a}: a youth below 2000 "
        "with W ≥ We",
        "Erfolgszuschlag a = (2000 − R0)/30 = (2000 − {r0})/30 = {a}: Jugendliche unter 2000 "
        "mit W ≥ We",
        "Succestoeslag a = (2000 − R0)/30 = (2000 − {r0})/30 = {a}: een jeugdspeler onder 2000 "
        "met W ≥ We"),
    "dwz.step.a.other": (
        "Success surcharge a = 4: below 1600 with W ≥ We",
        "Erfolgszuschlag a = 4: unter 1600 mit W ≥ We",
        "Succestoeslag a = 4: onder 1600 met W ≥ We"),
    "dwz.step.a.none": (
        "Success surcharge a = 0: only with W ≥ We, for youths below 2000 and others below 1600",
        "Erfolgszuschlag a = 0: nur mit W ≥ We, für Jugendliche unter 2000 und andere unter "
        "1600",
        "Succestoeslag a = 0: alleen met W ≥ We, voor jeugd onder 2000 en anderen onder 1600"),
    "dwz.step.k": (
        "K-factor K = K0 · b + a = {unrounded}, to one decimal: {rounded}",
        "K-Faktor K = K0 · b + a = {unrounded}, auf eine Nachkommastelle gerundet: {rounded}",
        "K-factor K = K0 · b + a = {unrounded}, op één decimaal: {rounded}"),
    "dwz.step.k.capped": ("K is at most 80: K = 80", "K ist höchstens 80: K = 80",
                          "K is hoogstens 80: K = 80"),
    "dwz.step.new": (
        "Rn = R0 + K · (W − We) = {r0} + {k} · ({w} − {we}) = {exact}",
        "Rn = R0 + K · (W − We) = {r0} + {k} · ({w} − {we}) = {exact}",
        "Rn = R0 + K · (W − We) = {r0} + {k} · ({w} − {we}) = {exact}"),
    "dwz.step.rounded": (
        "A DWZ is a whole number, rounded half up: {exact} → {new}",
        "Eine DWZ ist ganzzahlig, kaufmännisch gerundet: {exact} → {new}",
        "Een DWZ is een heel getal, half naar boven afgerond: {exact} → {new}"),
    "dwz.step.floor": (
        "{exact} is below 1100, the new WO's floor: the new DWZ is 1100",
        "{exact} liegt unter 1100, der Untergrenze der neuen WO: Die neue DWZ ist 1100",
        "{exact} ligt onder 1100, de ondergrens van de nieuwe WO: de nieuwe DWZ is 1100"),
    "dwz.step.index": ("Index {old} → {new}: one evaluation more",
                       "Index {old} → {new}: eine Auswertung mehr",
                       "Index {old} → {new}: één berekening meer"),
    # --- the Tournament page ---
    "dwz.col.opponent": ("Opponent's DWZ", "DWZ des Gegners", "DWZ tegenstander"),
    "dwz.for_fide": ("For FIDE's figure beside it", "Für die FIDE-Zahl daneben",
                     "Voor het FIDE-getal ernaast"),
    "dwz.your_elo": ("Your Elo (FIDE)", "Ihre Elo (FIDE)", "Jouw Elo (FIDE)"),
    "dwz.fide": ("FIDE Elo (rating period)", "FIDE-Elo (Ratingperiode)",
                 "FIDE-Elo (ratingperiode)"),
    "dwz.fide.help": (
        "The same games by FIDE's rules (FIDE standard since Oct 2025) as one rating period, "
        "from your Elo with your K, each line's number taken as the opponent's Elo. FIDE rates "
        "the games of a month together, the DWZ each event as a whole.",
        "Dieselben Partien nach den FIDE-Regeln (FIDE-Standard seit Okt. 2025) als eine "
        "Ratingperiode, von Ihrer Elo mit Ihrem K-Faktor, die Zahl jeder Zeile als Elo des "
        "Gegners. Die FIDE wertet die Partien eines Monats zusammen, die DWZ jedes Turnier als "
        "Ganzes.",
        "Dezelfde partijen volgens de FIDE-regels (FIDE-standaard sinds okt. 2025) als één "
        "ratingperiode, vanaf je Elo met je K, het getal van elke regel als Elo van de "
        "tegenstander. De FIDE berekent de partijen van een maand samen, de DWZ elk toernooi "
        "als geheel."),
    "dwz.fide.summary": (
        "By FIDE's rules the same games give {rating} ({change}): {rated_games}, {points}, "
        "expected {expected}, K {k}.",
        "Nach den FIDE-Regeln ergeben dieselben Partien {rating} ({change}): {rated_games}, "
        "{points}, erwartet {expected}, K {k}.",
        "Volgens de FIDE-regels geven dezelfde partijen {rating} ({change}): {rated_games}, "
        "{points}, verwacht {expected}, K {k}."),
    "dwz.fide.none": (
        "By FIDE's rules none of these games is rated.",
        "Nach den FIDE-Regeln wird keine dieser Partien gewertet.",
        "Volgens de FIDE-regels telt geen van deze partijen mee."),
    "dwz.new_player": ("No DWZ yet (Erst-DWZ)", "Noch ohne DWZ (Erst-DWZ)",
                       "Nog geen DWZ (Erst-DWZ)"),
    "dwz.new_player.help": (
        "Compute a first DWZ (Erst-DWZ) from these games instead of a change.",
        "Statt einer Änderung eine Erst-DWZ aus diesen Partien berechnen.",
        "Een eerste DWZ (Erst-DWZ) uit deze partijen berekenen in plaats van een wijziging."),
    "dwz.first.what": (
        "A first DWZ (Erst-DWZ) needs at least 5 games against opponents with a DWZ; it has "
        "Index 1.",
        "Eine Erst-DWZ setzt mindestens 5 Partien gegen Gegner mit DWZ voraus; sie hat Index 1.",
        "Een eerste DWZ (Erst-DWZ) vraagt minstens 5 partijen tegen tegenstanders met een DWZ; "
        "hij heeft index 1."),
    "dwz.first": ("First DWZ (Erst-DWZ)", "Erst-DWZ", "Eerste DWZ (Erst-DWZ)"),
    "dwz.first.too-few-games": (
        "No first DWZ yet: it needs at least 5 games against opponents with a DWZ ({rated_games} "
        "here).",
        "Noch keine Erst-DWZ: Sie setzt mindestens 5 Partien gegen Gegner mit DWZ voraus (hier "
        "{rated_games}).",
        "Nog geen eerste DWZ: daarvoor zijn minstens 5 partijen tegen tegenstanders met een DWZ "
        "nodig (hier {rated_games})."),
    "dwz.first.zero-points": (
        "No first DWZ from 0 %: no DWZ expects as little.",
        "Keine Erst-DWZ bei 0 %: Keine DWZ erwartet so wenig.",
        "Geen eerste DWZ bij 0 %: geen DWZ verwacht zo weinig."),
    "dwz.first.all-points": (
        "No first DWZ from 100 % by the old WO: it takes no extreme result (WO 3.4).",
        "Keine Erst-DWZ bei 100 % nach der alten WO: Sie setzt voraus, dass kein "
        "Extremresultat vorliegt (WO 3.4).",
        "Geen eerste DWZ bij 100 % volgens de oude WO: die vraagt een resultaat dat geen "
        "uiterste is (WO 3.4)."),
    "dwz.first.performance": (
        "Performance (Leistung), We(Rh) = W: {performance}; {rated_games}, {points}, the "
        "opponents' average DWZ {rc}",
        "Leistung, We(Rh) = W: {performance}; {rated_games}, {points}, DWZ-Schnitt der Gegner "
        "{rc}",
        "Prestatie (Leistung), We(Rh) = W: {performance}; {rated_games}, {points}, gemiddelde "
        "DWZ van de tegenstanders {rc}"),
    "dwz.first.iterated": (
        "Ri by the DSB's iteration in whole DWZ (WO 3.4.4: from Rc + D, until the units "
        "digit stays): {performance}; {rated_games}, {points}, the opponents' average DWZ {rc}",
        "Ri aus der Gesamtiteration des DSB in ganzen DWZ (WO 3.4.4: ab Rc + D, bis zur "
        "Konstanz der Einerstellen): {performance}; {rated_games}, {points}, DWZ-Schnitt der "
        "Gegner {rc}",
        "Ri uit de iteratie van de DSB in hele DWZ (WO 3.4.4: vanaf Rc + D, tot het cijfer "
        "van de eenheden gelijk blijft): {performance}; {rated_games}, {points}, gemiddelde "
        "DWZ van de tegenstanders {rc}"),
    "dwz.first.draw": (
        "At 100 % the new WO adds a drawn game against the average, {draw}, before the "
        "performance is taken",
        "Bei 100 % fügt die neue WO eine Remispartie gegen den Schnitt, {draw}, hinzu, bevor "
        "die Leistung bestimmt wird",
        "Bij 100 % voegt de nieuwe WO een remise tegen het gemiddelde, {draw}, toe voordat de "
        "prestatie wordt bepaald"),
    "dwz.first.none": ("The first DWZ is the performance itself: {value}",
                       "Die Erst-DWZ ist die Leistung selbst: {value}",
                       "De eerste DWZ is de prestatie zelf: {value}"),
    "dwz.first.below-800": ("Below 800 it becomes 700 + Ri/8 = {value}",
                            "Unter 800 wird sie zu 700 + Ri/8 = {value}",
                            "Onder 800 wordt het 700 + Ri/8 = {value}"),
    "dwz.first.towards-2000": ("From 1100 to 2000: L + 0.08 · (2000 − L) = {value}",
                               "Von 1100 bis 2000: L + 0,08 · (2000 − L) = {value}",
                               "Van 1100 tot 2000: L + 0,08 · (2000 − L) = {value}"),
    "dwz.first.below-1100": ("Below 1100: 1100 + 0.72 · L / 11 = {value}",
                             "Unter 1100: 1100 + 0,72 · L / 11 = {value}",
                             "Onder 1100: 1100 + 0,72 · L / 11 = {value}"),
    "dwz.first.index": ("Index 1: the first evaluation", "Index 1: die erste Auswertung",
                        "Index 1: de eerste berekening"),
    "dwz.first.new_source": (
        "The new WO's first DWZ follows the one public implementation that gives it "
        "(har64/DWZ-Calc); no DSB text for it was found.",
        "Die Erst-DWZ der neuen WO folgt der einzigen öffentlichen Umsetzung, die sie angibt "
        "(har64/DWZ-Calc); ein DSB-Text dazu wurde nicht gefunden.",
        "De eerste DWZ van de nieuwe WO volgt de enige openbare implementatie die hem geeft "
        "(har64/DWZ-Calc); een DSB-tekst daarover is niet gevonden."),
    "dwz.raised.enter": (
        "An event ending on or after 8 June 2026: enter each DWZ as raised by the DSB on "
        "7 June 2026 (below 1000: +400; 1000 to 2109: 0.64 × DWZ + 760; from 2110 unchanged; "
        "1366 becomes 1634).",
        "Ein Turnier, das am 8. Juni 2026 oder später endet: jede DWZ so eingeben, wie der DSB "
        "sie am 7. Juni 2026 angehoben hat (unter 1000: +400; 1000 bis 2109: 0,64 × DWZ + 760; "
        "ab 2110 unverändert; aus 1366 wird 1634).",
        "Een toernooi dat op of na 8 juni 2026 eindigt: voer elke DWZ in zoals de DSB hem op "
        "7 juni 2026 verhoogde (onder 1000: +400; 1000 tot 2109: 0,64 × DWZ + 760; vanaf 2110 "
        "ongewijzigd; 1366 wordt 1634)."),
    # --- a whole event by the DWZ (the Whole event page) ---
    "event.dwz.none": (
        "The file gives no DWZ: it has no national rating records of GER (TRF-26: a line "
        "“GER    1 …” beside each player line, the DWZ in columns 49–52). Rate it by Elo, or "
        "export the file again from the pairing program with the national ratings.",
        "Die Datei enthält keine DWZ: Ihr fehlen die nationalen Wertungszahlen des GER (TRF-26: "
        "je Spieler eine Zeile „GER    1 …“, die DWZ in den Spalten 49–52). Werten Sie sie nach "
        "Elo, oder exportieren Sie die Datei aus dem Auslosungsprogramm erneut mit den "
        "nationalen Wertungszahlen.",
        "Het bestand bevat geen DWZ: het heeft geen nationale ratings van GER (TRF-26: per "
        "speler een regel “GER    1 …”, de DWZ in kolommen 49–52). Reken het volgens Elo, of "
        "exporteer het bestand opnieuw uit het indelingsprogramma met de nationale ratings."),
    "event.dwz.with_dwz": ("With a DWZ", "Mit DWZ", "Met DWZ"),
    "event.dwz.first_dwz": ("First DWZ", "Erst-DWZ", "Eerste DWZ"),
    "event.dwz.table.caption": (
        "Each player's DWZ from the file (its GER records), evaluated as a whole against the "
        "opponents' DWZ before the event; games and W are the rated ones (for a player without "
        "a DWZ, those towards a first DWZ). Click a column's header to sort by it.",
        "Die DWZ jedes Spielers aus der Datei (ihren GER-Zeilen), als Ganzes ausgewertet gegen "
        "die DWZ der Gegner vor dem Turnier; Partien und W sind die gewerteten (bei einem "
        "Spieler ohne DWZ die für die Erst-DWZ). Ein Klick auf eine Spaltenüberschrift sortiert "
        "danach.",
        "De DWZ van elke speler uit het bestand (de GER-regels), als geheel berekend tegen de "
        "DWZ van de tegenstanders vóór het toernooi; partijen en W zijn die welke meetellen "
        "(voor een speler zonder DWZ die voor een eerste DWZ). Klik op een kolomkop om erop te "
        "sorteren."),
    "event.dwz.list": (
        {"one": "The Index, and the year of birth where the file has none, from the DSB's list "
                "of {day}: {n} of {players} players found there.",
         "other": "The Index, and the year of birth where the file has none, from the DSB's "
                  "list of {day}: {n} of {players} players found there."},
        {"one": "Der Index und, wo die Datei keins nennt, das Geburtsjahr aus der DWZ-Liste des "
                "DSB vom {day}: {n} von {players} Spielern dort gefunden.",
         "other": "Der Index und, wo die Datei keins nennt, das Geburtsjahr aus der DWZ-Liste "
                  "des DSB vom {day}: {n} von {players} Spielern dort gefunden."},
        {"one": "De Index, en het geboortejaar waar het bestand er geen heeft, uit de lijst "
                "van de DSB van {day}: {n} van {players} spelers daar gevonden.",
         "other": "De Index, en het geboortejaar waar het bestand er geen heeft, uit de lijst "
                  "van de DSB van {day}: {n} van {players} spelers daar gevonden."}),
    "event.dwz.assumed": (
        {"one": "{n} player's Index is not on the DSB's list (not found by the national number "
                "or FIDE ID): taken as 6, the Index of a DWZ that came from another rating "
                "(WO 2.2.4).",
         "other": "{n} players' Index is not on the DSB's list (not found by the national "
                  "number or FIDE ID): taken as 6, the Index of a DWZ that came from another "
                  "rating (WO 2.2.4)."},
        {"one": "Den Index von {n} Spieler gibt die DWZ-Liste nicht her (weder über die "
                "Mitgliedsnummer noch über die FIDE-ID gefunden): als 6 angenommen, der Index "
                "einer DWZ, die aus einer anderen Wertungszahl stammt (WO 2.2.4).",
         "other": "Den Index von {n} Spielern gibt die DWZ-Liste nicht her (weder über die "
                  "Mitgliedsnummer noch über die FIDE-ID gefunden): als 6 angenommen, der Index "
                  "einer DWZ, die aus einer anderen Wertungszahl stammt (WO 2.2.4)."},
        {"one": "De Index van {n} speler staat niet op de lijst van de DSB (niet gevonden via "
                "het nationale nummer of de FIDE-ID): aangenomen als 6, de Index van een DWZ "
                "die uit een andere rating komt (WO 2.2.4).",
         "other": "De Index van {n} spelers staat niet op de lijst van de DSB (niet gevonden "
                  "via het nationale nummer of de FIDE-ID): aangenomen als 6, de Index van een "
                  "DWZ die uit een andere rating komt (WO 2.2.4)."}),
    "event.dwz.assumed.no_list": (
        {"one": "A TRF gives no Index, and the DSB's list is not loaded: {n} player's Index is "
                "taken as 6, the Index of a DWZ that came from another rating (WO 2.2.4). Load "
                "the DSB's export on the Rating list page for the real Index.",
         "other": "A TRF gives no Index, and the DSB's list is not loaded: {n} players' Index "
                  "is taken as 6, the Index of a DWZ that came from another rating (WO 2.2.4). "
                  "Load the DSB's export on the Rating list page for the real Index."},
        {"one": "Eine TRF nennt keinen Index, und die DWZ-Liste des DSB ist nicht geladen: "
                "Der Index von {n} Spieler wird als 6 angenommen, der Index einer DWZ, die aus "
                "einer anderen Wertungszahl stammt (WO 2.2.4). Laden Sie den Export des DSB "
                "auf der Seite Ratingliste für den wirklichen Index.",
         "other": "Eine TRF nennt keinen Index, und die DWZ-Liste des DSB ist nicht geladen: "
                  "Der Index von {n} Spielern wird als 6 angenommen, der Index einer DWZ, die "
                  "aus einer anderen Wertungszahl stammt (WO 2.2.4). Laden Sie den Export des "
                  "DSB auf der Seite Ratingliste für den wirklichen Index."},
        {"one": "Een TRF noemt geen Index, en de lijst van de DSB is niet geladen: de Index van "
                "{n} speler wordt aangenomen als 6, de Index van een DWZ die uit een andere "
                "rating komt (WO 2.2.4). Laad de export van de DSB op de pagina Ratinglijst "
                "voor de echte Index.",
         "other": "Een TRF noemt geen Index, en de lijst van de DSB is niet geladen: de Index "
                  "van {n} spelers wordt aangenomen als 6, de Index van een DWZ die uit een "
                  "andere rating komt (WO 2.2.4). Laad de export van de DSB op de pagina "
                  "Ratinglijst voor de echte Index."}),
    "event.dwz.facts.list": ("Index {index} from the DSB's list ({member}).",
                             "Index {index} aus der DWZ-Liste ({member}).",
                             "Index {index} uit de lijst van de DSB ({member})."),
    "event.dwz.facts.assumed": (
        "Index {index} taken, as the DSB's list gives none (WO 2.2.4).",
        "Index {index} angenommen, da die DWZ-Liste keinen nennt (WO 2.2.4).",
        "Index {index} aangenomen, omdat de lijst van de DSB er geen noemt (WO 2.2.4)."),
    "event.dwz.born_late": (
        "The year of birth {born} is after the event's year: no age, counted as over 25.",
        "Das Geburtsjahr {born} liegt nach dem Jahr des Turniers: kein Alter, gezählt als "
        "über 25.",
        "Het geboortejaar {born} ligt na het jaar van het toernooi: geen leeftijd, geteld als "
        "ouder dan 25."),
    "event.dwz.index.list": ("DSB list", "DWZ-Liste", "lijst DSB"),
    "event.dwz.index.assumed": ("taken as 6", "als 6 angenommen", "aangenomen als 6"),
    "event.dwz.first.not_yet": ("not yet: {why}", "noch nicht: {why}", "nog niet: {why}"),
    "event.dwz.first.too-few-games": (
        "fewer than 5 games against a DWZ", "weniger als 5 Partien gegen DWZ",
        "minder dan 5 partijen tegen een DWZ"),
    "event.dwz.first.zero-points": ("0 %", "0 %", "0 %"),
    "event.dwz.first.all-points": ("100 %", "100 %", "100 %"),
    "dcol.dwz": ("DWZ", "DWZ", "DWZ"),
    "dcol.change": ("Change", "DWZ +/−", "Wijziging"),
    "dcol.new": ("New DWZ", "Neue DWZ", "Nieuwe DWZ"),
    "dcol.index": ("Index", "Index", "Index"),
    "dcol.points": ("W", "W", "W"),
    "dcol.expected": ("We", "We", "We"),
    "dcol.factor": ("E or K", "E oder K", "E of K"),
    "dcol.factor.help": (
        "The old WO's development coefficient E (events up to 7 June 2026) or the new WO's "
        "K (from 8 June 2026) the change was made with.",
        "Der Entwicklungskoeffizient E der alten WO (Turniere bis 7. Juni 2026) oder der "
        "K-Faktor der neuen WO (ab 8. Juni 2026), mit dem die Änderung berechnet wurde.",
        "De ontwikkelingscoëfficiënt E van de oude WO (toernooien tot en met 7 juni 2026) of "
        "de K van de nieuwe WO (vanaf 8 juni 2026) waarmee de wijziging is berekend."),
    "dcol.performance": ("Performance", "Leistung", "Prestatie"),
    "dcol.first": ("First DWZ", "Erst-DWZ", "Eerste DWZ"),
    "dcol.born": ("Born", "Geb.", "Geb."),
    "dcol.index_from": ("Index from", "Index aus", "Index uit"),
    "dcol.index_from.help": (
        "A TRF gives no Index: it comes from the DSB's list (the player found by the national "
        "number, else the FIDE ID), or it is taken as 6 (WO 2.2.4).",
        "Eine TRF nennt keinen Index: Er kommt aus der DWZ-Liste des DSB (der Spieler über die "
        "Mitgliedsnummer gefunden, sonst über die FIDE-ID), oder er wird als 6 angenommen "
        "(WO 2.2.4).",
        "Een TRF noemt geen Index: hij komt uit de lijst van de DSB (de speler gevonden via "
        "het nationale nummer, anders de FIDE-ID), of hij wordt aangenomen als 6 (WO 2.2.4)."),
    "dcol.opponent_dwz": ("DWZ", "DWZ", "DWZ"),
    "dcol.difference": ("D", "D", "D"),
    "dcol.p": ("P(D)", "P(D)", "P(D)"),
    "dcol.share": ("Share of change", "Anteil an der Änderung", "Aandeel in de wijziging"),
    "dwz.round.forfeit": ("a forfeit, not played (WO 6.1)", "kampflos, nicht gespielt (WO 6.1)",
                          "reglementair, niet gespeeld (WO 6.1)"),
    "dwz.round.bye": ("a bye, not a game", "spielfrei, keine Partie", "vrij, geen partij"),
    "dwz.round.not-paired": ("not paired", "nicht gepaart", "niet ingedeeld"),
    "dwz.round.not-rated-in-file": (
        "less than one move played (W, D, L)", "weniger als ein Zug gespielt (W, D, L)",
        "minder dan één zet gespeeld (W, D, L)"),
    "dwz.round.no-result": ("no result yet", "noch kein Ergebnis", "nog geen uitslag"),
    "dwz.round.no-opponent": ("a result without an opponent", "ein Ergebnis ohne Gegner",
                              "een uitslag zonder tegenstander"),
    "dwz.round.opponent-missing": ("opponent not in the file", "Gegner nicht in der Datei",
                                   "tegenstander niet in het bestand"),
    "dwz.round.opponent-unrated": ("the opponent has no DWZ", "Gegner ohne DWZ",
                                   "de tegenstander heeft geen DWZ"),
    "dwz.round.not-read": ("round not readable", "Runde nicht lesbar", "ronde niet leesbaar"),
}
