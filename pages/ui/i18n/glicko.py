"""Glicko-2 as Lichess rates: its inputs, results and what they mean."""

from __future__ import annotations

from elo_core.language import Entry

TEXTS: dict[str, Entry] = {
    "glicko.title": ("Glicko-2 (as on Lichess)", "Glicko-2 (wie auf Lichess)",
                     "Glicko-2 (zoals op Lichess)"),
    "glicko.game.title": ("On Lichess (Glicko-2)", "Auf Lichess (Glicko-2)",
                          "Op Lichess (Glicko-2)"),
    "glicko.help": (
        "Lichess's rating system: every game is its own rating period and the rating is "
        "updated right after it; shown cut to a whole number, with “?” while the deviation is "
        "110 or more. Where a line gives your colour (1900:w 1), White's first move counts as "
        "Lichess counts it, 11.8 rating points.",
        "Das Wertungssystem von Lichess: Jede Partie ist eine eigene Ratingperiode, die "
        "Wertung wird gleich danach aktualisiert und auf eine ganze Zahl abgeschnitten "
        "angezeigt, mit „?“, solange die Abweichung 110 oder mehr beträgt. Wo eine Zeile Ihre "
        "Farbe nennt (1900:w 1), zählt der Anzugsvorteil von Weiß wie bei Lichess, 11,8 "
        "Wertungspunkte.",
        "Het ratingsysteem van Lichess: elke partij is een eigen ratingperiode en de rating "
        "wordt direct daarna bijgewerkt en afgekapt tot een heel getal getoond, met ‘?’ zolang "
        "de afwijking 110 of meer is. Waar een regel je kleur noemt (1900:w 1), telt het "
        "voordeel van de eerste zet voor wit zoals Lichess het telt, 11,8 ratingpunten."),
    "glicko.floor": (
        "Lichess ratings do not go below 400, so there is no Lichess figure for a rating under "
        "400.",
        "Lichess-Wertungen fallen nie unter 400, daher gibt es für eine Elo unter 400 keinen "
        "Lichess-Wert.",
        "Lichess-ratings komen nooit onder 400, dus voor een rating onder 400 is er geen "
        "Lichess-waarde."),
    "glicko.inputs": ("Lichess (Glicko-2): RD {rd}, volatility {vol}",
                      "Lichess (Glicko-2): RD {rd}, Volatilität {vol}",
                      "Lichess (Glicko-2): RD {rd}, volatiliteit {vol}"),
    "glicko.rd": ("Your rating deviation (RD)", "Ihre Wertungsabweichung (RD)",
                  "Je ratingafwijking (RD)"),
    "glicko.rd.help": (
        "How sure Lichess is of your rating, in rating points: about 45–60 if you play "
        "regularly; a new account starts at 500, and a rating is provisional (“?”) while its RD "
        "is 110 or more.",
        "Wie sicher sich Lichess Ihrer Wertung ist, in Wertungspunkten: etwa 45–60 bei "
        "regelmäßigem Spiel; ein neues Konto beginnt bei 500, und eine Wertung ist vorläufig "
        "(„?“), solange ihre RD 110 oder mehr beträgt.",
        "Hoe zeker Lichess van je rating is, in ratingpunten: ongeveer 45–60 als je geregeld "
        "speelt; een nieuw account begint op 500, en een rating is voorlopig (‘?’) zolang de RD "
        "110 of meer is."),
    "glicko.vol": ("Volatility", "Volatilität", "Volatiliteit"),
    "glicko.vol.help": (
        "How erratic your results are. Lichess starts everyone at 0.09 and never lets it "
        "exceed 0.1.",
        "Wie sprunghaft Ihre Ergebnisse sind. Lichess beginnt für alle mit 0,09 und lässt sie "
        "nie über 0,1 steigen.",
        "Hoe grillig je uitslagen zijn. Lichess begint iedereen op 0,09 en laat haar nooit "
        "boven 0,1 komen."),
    "glicko.days": ("Days since your last game", "Tage seit Ihrer letzten Partie",
                    "Dagen sinds je laatste partij"),
    "glicko.days.help": (
        "Lichess lets the deviation grow while you do not play (0.21436 rating periods a day): "
        "from 60 to 110 in about a year.",
        "Lichess lässt die Abweichung wachsen, solange Sie nicht spielen (0,21436 "
        "Ratingperioden pro Tag): von 60 auf 110 in etwa einem Jahr.",
        "Lichess laat de afwijking groeien zolang je niet speelt (0,21436 ratingperioden per "
        "dag): van 60 naar 110 in ongeveer een jaar."),
    "glicko.opponent_rd": ("Opponent's RD", "RD des Gegners", "RD van de tegenstander"),
    "glicko.opponent_rd.help": (
        "Your opponent's rating deviation on Lichess; 60 is typical for a player who plays "
        "regularly.",
        "Die Wertungsabweichung Ihres Gegners auf Lichess; 60 ist typisch für regelmäßige "
        "Spieler.",
        "De ratingafwijking van je tegenstander op Lichess; 60 is gebruikelijk voor iemand die "
        "geregeld speelt."),
    "glicko.default_rd": ("Opponents' RD where a line gives none",
                          "RD der Gegner, wo eine Zeile keine nennt",
                          "RD van tegenstanders als een regel er geen geeft"),
    "glicko.default_rd.help": (
        "Write 1850/60:1 to give one opponent's deviation. A game without one counts with this "
        "RD: 60 unless you set another, the figure Lichess's own code gives a typical regular "
        "player.",
        "Mit 1850/60:1 geben Sie die Abweichung eines Gegners an. Eine Partie ohne sie zählt "
        "mit dieser RD: 60, wenn Sie nichts anderes einstellen, nach Lichess' eigenem Code "
        "typisch für regelmäßige Spieler.",
        "Schrijf 1850/60:1 om de afwijking van één tegenstander te geven. Een partij zonder "
        "telt met deze RD: 60 tenzij je een andere kiest, volgens de code van Lichess zelf "
        "gebruikelijk voor een geregelde speler."),
    "glicko.summary": (
        "**Glicko-2**: deviation {rd} before the first game, {rd_after} after the last; "
        "volatility {vol}. {provisional}",
        "**Glicko-2**: Abweichung {rd} vor der ersten Partie, {rd_after} nach der letzten; "
        "Volatilität {vol}. {provisional}",
        "**Glicko-2**: afwijking {rd} voor de eerste partij, {rd_after} na de laatste; "
        "volatiliteit {vol}. {provisional}"),
    "glicko.provisional": (
        "Provisional (“?”): the deviation is still 110 or more.",
        "Vorläufig („?“): Die Abweichung beträgt noch 110 oder mehr.",
        "Voorlopig (‘?’): de afwijking is nog 110 of meer."),
    "glicko.weight": (
        "Glicko-2 weighs each game by how sure it is of the rating: a full point above "
        "expectation moved this rating by {first} points in the first game and {last} in the "
        "last, where Elo uses K {k} in every game. A new account's deviation of 500 moves a "
        "rating fast; a regular player's, about 45–60, about as much as K 20.",
        "Glicko-2 gewichtet jede Partie danach, wie sicher sich Lichess der Wertung ist: Ein "
        "ganzer "
        "Punkt über der Erwartung bewegte diese Wertung in der ersten Partie um {first} Punkte, "
        "in der letzten um {last}; Elo rechnet in jeder Partie mit K {k}. Die Abweichung 500 "
        "eines neuen Kontos bewegt eine Wertung schnell, die eines regelmäßigen Spielers, etwa "
        "45–60, etwa so stark wie K 20.",
        "Glicko-2 weegt elke partij naar hoe zeker het van de rating is: een heel punt boven de "
        "verwachting verschoof deze rating in de eerste partij {first} punten en in de laatste "
        "{last}, waar Elo in elke partij K {k} gebruikt. De afwijking 500 van een nieuw account "
        "beweegt een rating snel, die van een geregelde speler, ongeveer 45–60, ongeveer zoveel "
        "als K 20."),
    "glicko.game.help": (
        "What Lichess would give for this game: each player's rating and deviation before it, "
        "the game rated as its own period, ratings cut to whole numbers as Lichess shows them.",
        "Was Lichess für diese Partie gäbe: Wertung und Abweichung beider Spieler davor, die "
        "Partie als eigene Periode gewertet, Zahlen abgeschnitten wie bei Lichess.",
        "Wat Lichess voor deze partij zou geven: rating en afwijking van beide spelers vooraf, "
        "de partij als eigen periode berekend, ratings afgekapt zoals Lichess ze toont."),
    "glicko.col.player": ("Player", "Spieler", "Speler"),
    "glicko.col.before": ("Before", "Vorher", "Vooraf"),
    "glicko.col.after": ("After", "Nachher", "Daarna"),
    "glicko.col.change": ("Change", "Änderung", "Wijziging"),
    "glicko.col.rd": ("RD", "RD", "RD"),
}
