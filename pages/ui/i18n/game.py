"""The Single game page's texts."""

from __future__ import annotations

from elo_core.language import Entry

TEXTS: dict[str, Entry] = {
    # --- single game ---
    "game.intro": (
        "Your rating, your opponent's, the result and K: both new ratings, and what each result "
        "would be worth.",
        "Ihre Elo, die des Gegners, das Ergebnis und K: die neue Elo beider Spieler und was jedes "
        "Ergebnis wert wäre.",
        "Jouw rating, die van je tegenstander, de uitslag en K: beide nieuwe ratings en wat elke "
        "uitslag waard zou zijn."),
    "game.you": ("You", "Sie", "Jij"),
    "game.opponent": ("Opponent", "Gegner", "Tegenstander"),
    "game.your_rating": ("Your rating", "Ihre Elo", "Jouw rating"),
    "game.your_k": ("Your K", "Ihr K-Faktor", "Jouw K"),
    "game.opponent_rating": ("Opponent's rating", "Elo des Gegners", "Rating tegenstander"),
    "game.opponent_k": ("Opponent's K", "K-Faktor des Gegners", "K van je tegenstander"),
    "game.opponent_k.help": (
        "Leave empty for the same K as yours. With a different K, what one player gains is no "
        "longer what the other loses.",
        "Leer lassen für denselben K-Faktor wie Ihren. Mit einem anderen K ist die Partie kein "
        "Nullsummenspiel mehr.",
        "Leeg laten voor dezelfde K als de jouwe. Met een andere K is de partij geen "
        "nulsomspel meer."),
    "game.opponent_facts": ("Opponent's facts for K (§8.3.3)",
                            "Angaben zum Gegner für K (§8.3.3)",
                            "Gegevens van je tegenstander voor K (§8.3.3)"),
    "game.same_k": ("same as yours", "wie bei Ihnen", "dezelfde als de jouwe"),
    "game.result": ("Result", "Ergebnis", "Uitslag"),
    "result.win": ("Win", "Sieg", "Winst"),
    "result.draw": ("Draw", "Remis", "Remise"),
    "result.loss": ("Loss", "Niederlage", "Verlies"),
    "game.your_new_rating": ("Your new rating", "Ihre neue Elo", "Jouw nieuwe rating"),
    "game.opponent_new_rating": ("Opponent's new rating", "Neue Elo des Gegners",
                                 "Nieuwe rating tegenstander"),
    "game.expected": ("Your expected score", "Ihre Gewinnerwartung", "Jouw verwachte score"),
    "game.expected.help": (
        "The share of the point the model expects you to score; it acts as a win probability "
        "with a draw counted as half.",
        "Der Anteil am Punkt, den das Modell von Ihnen erwartet; er wirkt wie eine "
        "Gewinnwahrscheinlichkeit, bei der ein Remis halb zählt.",
        "Het deel van het punt dat het model van je verwacht; het werkt als een winstkans "
        "waarbij remise voor de helft telt."),
    "game.break_even": (
        "**Break-even score: {score}.** Score more than that on average and you gain rating "
        "points; a draw is worth {draw}.",
        "**Gewinnschwelle: {score}.** Holen Sie im Schnitt mehr, gewinnen Sie Elo-Punkte; ein "
        "Remis bringt {draw}.",
        "**Omslagpunt: {score}.** Scoor je gemiddeld meer, dan win je ratingpunten; een "
        "remise levert {draw} op."),
    "game.not_rated": (
        "Not rated: the ratings differ by 600 or more and a player is rated above 2600 (rapid "
        "and blitz since 1 December 2024).",
        "Nicht gewertet: Der Elo-Unterschied beträgt 600 oder mehr und ein Spieler steht über "
        "2600 (Schnellschach und Blitz seit 1. Dezember 2024).",
        "Telt niet mee voor de rating: de ratings verschillen 600 of meer en een speler staat "
        "boven 2600 (rapid en blitz sinds 1 december 2024)."),
    "game.capped.you": (
        "400-point rule: for you ({rating}) the difference counts as 400.",
        "400-Punkte-Regel: Für Sie ({rating}) zählt die Differenz als 400.",
        "400-puntenregel: voor jou ({rating}) telt het verschil als 400."),
    "game.capped.opponent": (
        "400-point rule: for your opponent ({rating}) the difference counts as 400.",
        "400-Punkte-Regel: Für den Gegner ({rating}) zählt die Differenz als 400.",
        "400-puntenregel: voor je tegenstander ({rating}) telt het verschil als 400."),
    "game.cap_2650": (
        "Since 1 October 2025 a player rated 2650 or more uses the real difference, so the two "
        "changes no longer mirror each other.",
        "Seit 1. Oktober 2025 rechnet ein Spieler ab 2650 mit der echten Differenz; die beiden "
        "Änderungen sind daher nicht mehr spiegelgleich.",
        "Sinds 1 oktober 2025 rekent een speler vanaf 2650 met het echte verschil, dus de twee "
        "wijzigingen zijn geen spiegelbeeld meer."),
    "game.not_zero_sum": (
        "Not zero-sum: the two changes add up to {total}, not 0.",
        "Kein Nullsummenspiel: Die beiden Änderungen ergeben zusammen {total}, nicht 0.",
        "Geen nulsomspel: de twee wijzigingen tellen samen op tot {total}, niet 0."),
    "game.scenarios": ("What each result is worth", "Was jedes Ergebnis wert ist",
                       "Wat elke uitslag waard is"),
    "game.col.result": ("Result", "Ergebnis", "Uitslag"),
    "game.col.your_change": ("Your change", "Ihre Änderung", "Jouw wijziging"),
    "game.col.your_rating": ("Your new rating", "Ihre neue Elo", "Jouw nieuwe rating"),
    "game.col.opponent_change": ("Opponent's change", "Änderung des Gegners",
                                 "Wijziging tegenstander"),
    "game.col.opponent_rating": ("Opponent's new rating", "Neue Elo des Gegners",
                                 "Nieuwe rating tegenstander"),
    "game.how": ("How this was computed", "So wurde gerechnet", "Zo is het berekend"),
}
