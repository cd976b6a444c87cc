"""The landing page's questions and answers: what players ask about their rating, each answer
resting on the article of the FIDE Handbook (B.02 Rating Regulations) or of the DSB's
Wertungsordnung it names."""

from __future__ import annotations

from elo_core.language import Entry

#: The questions in the order the page asks them; each has ``faq.{topic}.q`` and ``.a``.
TOPICS = ("official", "k", "cap", "period", "lichess", "dwz")

TEXTS: dict[str, Entry] = {
    "faq.title": ("Frequently asked questions", "Häufige Fragen", "Veelgestelde vragen"),
    "faq.official.q": (
        "Why does my official rating differ from a calculator's?",
        "Warum weicht meine offizielle Elo von der eines Elo-Rechners ab?",
        "Waarom wijkt mijn officiële rating af van die van een calculator?"),
    "faq.official.a": (
        "Most calculators use the formula and update after every game. FIDE reads the expected "
        "score from its table 8.1.2 (two decimals, up to 0.018 away from the formula) and rates "
        "every game of a rating period against your rating on the list in force; the lists are "
        "monthly (§8.3.2). It rounds the period's change once, to a whole number (§8.3.4). "
        "Unplayed games such as forfeits are not rated (§5.1), and for most players a "
        "difference above 400 counts as 400 (§8.3.1). Source: FIDE Handbook B.02 §5.1, "
        "§8.1.2, §8.3.1–§8.3.4.",
        "Die meisten Rechner nehmen die Formel und rechnen nach jeder Partie neu. Die FIDE "
        "liest die Gewinnerwartung aus ihrer Tabelle 8.1.2 ab (zwei Nachkommastellen, bis zu "
        "0,018 neben der Formel) und wertet alle Partien einer Ratingperiode gegen Ihre Elo "
        "auf der gültigen Liste; die Listen erscheinen monatlich (§8.3.2). Die Änderung der "
        "Periode wird einmal auf eine ganze Zahl gerundet (§8.3.4). Nicht gespielte Partien "
        "wie kampflose werden nicht gewertet (§5.1), und für die meisten Spieler zählt eine "
        "Differenz über 400 als 400 (§8.3.1). Quelle: FIDE-Handbuch B.02 §5.1, §8.1.2, "
        "§8.3.1–§8.3.4.",
        "De meeste calculators gebruiken de formule en werken na elke partij bij. De FIDE "
        "leest de verwachte score af uit haar tabel 8.1.2 (twee decimalen, tot 0,018 naast de "
        "formule) en rekent elke partij van een ratingperiode tegen je rating op de geldende "
        "lijst; die lijsten verschijnen maandelijks (§8.3.2). De wijziging over de periode "
        "wordt één keer afgerond op een heel getal (§8.3.4). Niet-gespeelde partijen, zoals "
        "reglementaire, tellen niet mee voor de rating (§5.1), en voor de meeste spelers telt "
        "een verschil boven 400 als 400 (§8.3.1). Bron: FIDE-handboek B.02 §5.1, §8.1.2, "
        "§8.3.1–§8.3.4."),
    "faq.k.q": ("Which K should I use?", "Welchen K-Faktor soll ich nehmen?",
                "Welke K moet ik gebruiken?"),
    "faq.k.a": (
        "FIDE's rule (§8.3.3): 40 for a player new to the list until they have completed 30 "
        "games, and for juniors until the end of the year in which they turn 18 while rated "
        "under 2300; 20 while the rating stays under 2400; 10 once a published rating has "
        "reached 2400, for good. If K × the games of a rating period would exceed 700, K is "
        "cut to the largest whole number that keeps it within 700 (K 40 from 18 games on, K 20 "
        "from 36). Federations and clubs often use a K of their own (16, 24, 32 …): you can "
        "type any K. Source: FIDE Handbook B.02 §8.3.3.",
        "Die FIDE-Regel (§8.3.3): 40 für Spieler, die neu auf der Elo-Liste sind, bis sie 30 "
        "Partien gespielt haben, und für Jugendliche bis zum Ende des Jahres, in dem sie 18 "
        "werden, solange ihre Elo unter 2300 liegt; 20, solange die Elo unter 2400 bleibt; 10, "
        "sobald eine veröffentlichte Elo 2400 erreicht hat, und zwar für immer. Würde K × "
        "Partien in einer Ratingperiode 700 übersteigen, wird K auf die größte ganze Zahl "
        "gekürzt, bei der es höchstens 700 sind (K 40 ab 18 Partien, K 20 ab 36). Verbände und "
        "Vereine rechnen oft mit eigenen K-Faktoren (16, 24, 32 …): Sie können jeden K "
        "eingeben. Quelle: FIDE-Handbuch B.02 §8.3.3.",
        "De FIDE-regel (§8.3.3): 40 voor een speler die nieuw is op de ratinglijst, tot hij 30 "
        "partijen heeft gespeeld, en voor jeugdspelers tot het einde van het jaar waarin ze 18 "
        "worden, zolang hun rating onder 2300 ligt; 20 zolang de rating onder 2400 blijft; 10 "
        "zodra een gepubliceerde rating 2400 heeft bereikt, en dat blijft zo. Zou K × het "
        "aantal partijen in een ratingperiode boven 700 komen, dan wordt K verlaagd tot het "
        "grootste hele getal waarbij het hoogstens 700 is (K 40 vanaf 18 partijen, K 20 vanaf "
        "36). Bonden en clubs gebruiken vaak een eigen K (16, 24, 32 …): je kunt elke K "
        "invullen. Bron: FIDE-handboek B.02 §8.3.3."),
    "faq.cap.q": ("What does the 400-point rule do?", "Was bewirkt die 400-Punkte-Regel?",
                  "Wat doet de 400-puntenregel?"),
    "faq.cap.a": (
        "A rating difference of more than 400 counts as 400 (§8.3.1): the favourite is never "
        "expected to score more than at a 400-point gap, so a win against a much weaker player "
        "still earns something. Since 1 October 2025 it applies in standard chess only to "
        "players rated below 2650, judged from each player's own side: in 2700 v 2200 the 2700 "
        "player uses the real D = 500, the 2200 player D = 400, so the two changes no longer "
        "mirror each other. In rapid and blitz it applies to everyone; there, since 1 December "
        "2024, a game is not rated at all when the ratings differ by 600 or more and a player "
        "is rated above 2600. Source: FIDE Handbook B.02 §8.3.1.",
        "Eine Elo-Differenz von mehr als 400 zählt als 400 (§8.3.1): Vom Favoriten wird nie "
        "mehr erwartet als bei 400 Elo-Punkten Unterschied, sodass ein Sieg gegen einen viel "
        "schwächeren Gegner noch etwas bringt. Seit 1. Oktober 2025 gilt sie im Standardschach "
        "nur für Spieler unter 2650, und zwar aus der Sicht jedes einzelnen Spielers: Bei 2700 "
        "gegen 2200 rechnet der 2700er mit der echten Differenz D = 500, der 2200er mit "
        "D = 400, sodass die beiden Änderungen nicht mehr spiegelgleich sind. Im Schnellschach "
        "und Blitz gilt sie für alle; dort wird seit 1. Dezember 2024 eine Partie gar nicht "
        "gewertet, wenn der Elo-Unterschied 600 oder mehr beträgt und ein Spieler über "
        "2600 steht. Quelle: FIDE-Handbuch B.02 §8.3.1.",
        "Een ratingverschil van meer dan 400 telt als 400 (§8.3.1): van de favoriet wordt "
        "nooit meer verwacht dan bij 400 ratingpunten verschil, dus levert winst tegen een "
        "veel zwakkere tegenstander nog iets op. Sinds 1 oktober 2025 geldt de regel bij "
        "standaardschaak alleen voor spelers onder 2650, en wel vanuit elke speler apart "
        "bekeken: bij 2700 tegen 2200 rekent de speler van 2700 met het echte verschil D = 500 "
        "en die van 2200 met D = 400, dus de twee wijzigingen zijn geen spiegelbeeld meer. Bij "
        "rapid en blitz geldt de regel voor iedereen; daar telt een partij sinds 1 december "
        "2024 helemaal niet mee voor de rating als de ratings 600 of meer verschillen en een "
        "speler boven 2600 staat. Bron: FIDE-handboek B.02 §8.3.1."),
    "faq.period.q": ("Rating period or updating after every game?",
                     "Ratingperiode oder Aktualisierung nach jeder Partie?",
                     "Ratingperiode of bijwerken na elke partij?"),
    "faq.period.a": (
        "FIDE rates a rating period at once (§8.3.2): every game counts against the rating on "
        "the list in force, whatever you scored in the games before it; score minus expected "
        "score is added up over the period, multiplied by K and rounded once (§8.3.4), so the "
        "order of the games makes no difference. Updated after every game, as many clubs and "
        "online sites do, each game starts from the rating the games before it gave: the same "
        "results end a little apart, and the order matters. The Tournament page shows both "
        "side by side. Source: FIDE Handbook B.02 §8.3.2, §8.3.4.",
        "Die FIDE wertet eine Ratingperiode in einem Zug (§8.3.2): Jede Partie zählt gegen die "
        "Elo der gültigen Liste, egal, was Sie in den Partien davor geholt haben; Ergebnis "
        "minus Gewinnerwartung wird über die Periode addiert, mit K multipliziert und einmal "
        "gerundet (§8.3.4), daher spielt die Reihenfolge der Partien keine Rolle. Wird nach "
        "jeder Partie aktualisiert, wie in vielen Vereinen und auf Online-Seiten, beginnt jede "
        "Partie mit der Elo, die die Partien davor ergeben haben: Dieselben Ergebnisse enden "
        "etwas anders, und die Reihenfolge zählt. Die Turnierseite zeigt beides nebeneinander. "
        "Quelle: FIDE-Handbuch B.02 §8.3.2, §8.3.4.",
        "De FIDE berekent een ratingperiode in één keer (§8.3.2): elke partij telt tegen de "
        "rating op de geldende lijst, wat je ook in de partijen ervoor scoorde; uitslag min "
        "verwachte score wordt over de periode opgeteld, met K vermenigvuldigd en één keer "
        "afgerond (§8.3.4), dus de volgorde van de partijen maakt niet uit. Wie na elke partij "
        "bijwerkt, zoals veel clubs en schaaksites doen, begint elke partij bij de rating die "
        "de partijen ervoor opleverden: dezelfde uitslagen eindigen iets anders, en de "
        "volgorde telt mee. De toernooipagina toont beide naast elkaar. Bron: FIDE-handboek "
        "B.02 §8.3.2, §8.3.4."),
    "faq.lichess.q": ("Why does Lichess show other numbers?",
                      "Warum zeigt Lichess andere Zahlen?",
                      "Waarom geeft Lichess andere getallen?"),
    "faq.lichess.a": (
        "Lichess rates with Glicko-2, not Elo. Besides the rating it keeps a rating deviation "
        "(how sure it is of your rating) and a volatility (how erratic your results are); a "
        "rating with a high deviation moves fast, and it is provisional (“?”) while the "
        "deviation is 110 or more. Every game is a rating period of its own, updated right "
        "after it, and a new account starts at 1500 with a deviation of 500. FIDE's Elo has no "
        "deviation: a change depends only on the result, the rating difference and K. Both "
        "pages show Lichess's figure beside Elo. Source: FIDE Handbook B.02 §8.3, and "
        "Lichess's open source code.",
        "Lichess wertet mit Glicko-2, nicht mit Elo. Neben der Wertung führt Lichess eine "
        "Wertungsabweichung (wie sicher sich Lichess Ihrer Wertung ist) und eine Volatilität (wie "
        "sprunghaft Ihre Ergebnisse sind); eine Wertung mit hoher Abweichung bewegt sich "
        "schnell und gilt als vorläufig („?“), solange die Abweichung 110 oder mehr beträgt. "
        "Jede Partie ist eine eigene Ratingperiode und wird gleich danach verrechnet; ein "
        "neues Konto beginnt bei 1500 mit einer Abweichung von 500. Die Elo der FIDE kennt "
        "keine Abweichung: Die Änderung hängt nur von Ergebnis, Elo-Differenz und K ab. Beide "
        "Seiten zeigen den Lichess-Wert neben der Elo. Quelle: FIDE-Handbuch B.02 §8.3 und der "
        "offene Quellcode von Lichess.",
        "Lichess rekent met Glicko-2, niet met Elo. Naast de rating houdt Lichess een "
        "ratingafwijking bij (hoe zeker het van je rating is) en een volatiliteit (hoe grillig "
        "je uitslagen zijn); een rating met een hoge afwijking beweegt snel en is voorlopig "
        "(‘?’) zolang de afwijking 110 of meer is. Elke partij is een eigen ratingperiode en "
        "wordt direct daarna verwerkt; een nieuw account begint op 1500 met een afwijking van "
        "500. De Elo-rating van de FIDE kent geen afwijking: de wijziging hangt alleen af van "
        "uitslag, ratingverschil en K. Beide pagina's tonen het Lichess-getal naast de "
        "Elo-rating. Bron: FIDE-handboek B.02 §8.3 en de open broncode van Lichess."),
    "faq.dwz.q": ("Why do my DWZ and my Elo change differently for the same games?",
                  "Warum ändern sich DWZ und Elo für dieselben Partien unterschiedlich?",
                  "Waarom veranderen mijn DWZ en mijn Elo anders voor dezelfde partijen?"),
    "faq.dwz.a": (
        "The DWZ reads the expected score from the normal distribution (σ = 200·√2) with no "
        "cap; FIDE from its table 8.1.2, a difference above 400 counted as 400. The DWZ "
        "evaluates each event as a whole, against the DWZ before it, in the order of the "
        "events' last days; FIDE rates every game of a month together against the rating on "
        "the list. Events ending up to 7 June 2026 change by 800 · (W − We) / (E + n), with E "
        "from your DWZ, your age and your Index (old WO); from 8 June 2026 by K · (W − We), K "
        "from your Index, your age group and your DWZ, and never below 1100 (new WO); FIDE's K "
        "is 40, 20 or 10. Both round to whole numbers: the DWZ the new rating half up, FIDE "
        "the period's change. Where the sources differ, we follow the DSB's text: braking "
        "only for W < We (Anhang 1.2); the new WO's first DWZ rests on one public "
        "implementation (har64/DWZ-Calc); an old WO's first DWZ comes from the DSB's iteration "
        "in whole DWZ (WO 3.4.4: from Rc + D, until the units digit stays), which gives the "
        "DSB's published 983 where the exact We = W lies at 982.47. Sources: DSB "
        "Wertungsordnung 2.2, 3.3–3.6 and "
        "Anhang 1.2; FIDE Handbook B.02 §8.1.2, §8.3.",
        "Die DWZ liest die Gewinnerwartung aus der Normalverteilung (σ = 200·√2) ab, ohne "
        "Grenze; die FIDE aus ihrer Tabelle 8.1.2, eine Differenz über 400 zählt als 400. Die "
        "DWZ wertet jedes Turnier als Ganzes aus, gegen die DWZ davor, in der Reihenfolge der "
        "letzten Turniertage; die FIDE wertet alle Partien eines Monats zusammen gegen die "
        "Elo auf der Liste. Turniere, die bis zum 7. Juni 2026 enden, ändern die DWZ um "
        "800 · (W − We) / (E + n), mit dem Entwicklungskoeffizienten E aus DWZ, Alter und "
        "Index (alte WO); ab dem 8. Juni 2026 um K · (W − We), der K-Faktor aus Index, "
        "Altersgruppe und DWZ, nie unter 1100 (neue WO); der K-Faktor der FIDE ist 40, 20 "
        "oder 10. Beide runden auf ganze Zahlen: die DWZ die neue Wertungszahl kaufmännisch, "
        "die FIDE die Änderung der Periode. Wo die Quellen abweichen, folgen wir dem Text des "
        "DSB: Bremszuschlag nur bei W < We (Anhang 1.2); die Erst-DWZ der neuen WO stützt "
        "sich auf eine öffentliche Umsetzung (har64/DWZ-Calc); eine Erst-DWZ der alten WO "
        "kommt aus der Iteration des DSB in ganzen DWZ (WO 3.4.4: ab Rc + D, bis zur "
        "Konstanz der Einerstellen), die die veröffentlichte 983 des DSB ergibt, wo We = W "
        "genau bei 982,47 liegt. Quellen: DSB-Wertungsordnung "
        "2.2, 3.3–3.6 und Anhang 1.2; FIDE-Handbuch B.02 §8.1.2, §8.3.",
        "De DWZ leest de verwachte score af uit de normale verdeling (σ = 200·√2), zonder "
        "grens; de FIDE uit haar tabel 8.1.2, een verschil boven 400 telt als 400. De DWZ "
        "berekent elk toernooi als geheel, tegen de DWZ ervoor, in de volgorde van de laatste "
        "toernooidagen; de FIDE rekent alle partijen van een maand samen tegen de rating op de "
        "lijst. Toernooien die tot en met 7 juni 2026 eindigen, veranderen de DWZ met "
        "800 · (W − We) / (E + n), met E uit je DWZ, je leeftijd en je index (oude WO); vanaf "
        "8 juni 2026 met K · (W − We), K uit je index, je leeftijdsgroep en je DWZ, nooit "
        "onder 1100 (nieuwe WO); de K van de FIDE is 40, 20 of 10. Beide ronden af op hele "
        "getallen: de DWZ de nieuwe rating half naar boven, de FIDE de wijziging over de "
        "periode. Waar de bronnen verschillen, volgen we de tekst van de DSB: remtoeslag "
        "alleen bij W < We (Anhang 1.2); de eerste DWZ van de nieuwe WO steunt op één "
        "openbare implementatie (har64/DWZ-Calc); een eerste DWZ van de oude WO komt uit de "
        "iteratie van de DSB in hele DWZ (WO 3.4.4: vanaf Rc + D, tot het cijfer van de "
        "eenheden gelijk blijft), die de door de DSB gepubliceerde 983 geeft waar We = W "
        "precies bij 982,47 ligt. Bronnen: DSB Wertungsordnung 2.2, 3.3–3.6 "
        "en Anhang 1.2; FIDE-handboek B.02 §8.1.2, §8.3."),
}
