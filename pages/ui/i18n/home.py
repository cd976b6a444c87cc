"""The landing page's texts."""

from __future__ import annotations

from elo_core.language import Entry

TEXTS: dict[str, Entry] = {
    # --- landing page ---
    "home.intro": (
        "See exactly how a rating changes after one game, a tournament, a whole event (every "
        "player of a TRF file) or a club's season (a club rating list): by the classic Elo "
        "formula, to the letter of FIDE's handbook, by the German DWZ or by Glicko-2 as Lichess "
        "rates. Every step is shown, so you can check it by hand.",
        "Sehen Sie genau, wie sich eine Wertung nach einer Partie, einem Turnier, für alle "
        "Spieler einer TRF-Datei (Elo-Auswertung) oder über die Saison eines Vereins "
        "(Vereinsrangliste) ändert – nach der klassischen Elo-Formel, buchstabengetreu nach dem "
        "FIDE-Handbuch, als DWZ des Deutschen Schachbunds oder mit Glicko-2 wie bei Lichess. "
        "Jeder Schritt wird gezeigt, sodass Sie ihn von Hand nachrechnen können.",
        "Bekijk precies hoe een rating verandert na één partij, een toernooi, voor alle spelers "
        "van een TRF-bestand (ratingverwerking) of over het seizoen van een club "
        "(clubranglijst): volgens de klassieke Elo-formule, naar de letter van het "
        "FIDE-handboek, als Duitse DWZ of met Glicko-2 zoals Lichess rekent. Elke stap staat "
        "erbij, zodat je alles met de hand kunt narekenen."),
    "home.to_game": ("Single game: what is at stake", "Einzelpartie: was auf dem Spiel steht",
                     "Eén partij: wat er op het spel staat"),
    "home.to_tournament": ("Tournament: a whole series of games",
                           "Turnier: eine ganze Reihe von Partien",
                           "Toernooi: een hele reeks partijen"),
    "home.to_event": ("Whole event: every player from a TRF file",
                      "Elo-Auswertung: alle Spieler einer TRF-Datei",
                      "Ratingverwerking: alle spelers uit een TRF"),
    "home.to_club": ("Club rating list: every member over a season",
                     "Vereinsrangliste: alle Mitglieder über eine Saison",
                     "Clubranglijst: alle leden over een seizoen"),
    "home.table.title": ("Expected score by rating difference",
                         "Gewinnerwartung nach Elo-Differenz",
                         "Verwachte score per ratingverschil"),
    "home.table.caption": (
        "The formula E = 1 / (1 + 10^(−D/400)) beside FIDE's table 8.1.2, for the higher- and "
        "the lower-rated player.",
        "Die Formel E = 1 / (1 + 10^(−D/400)) neben der FIDE-Tabelle 8.1.2, für den Spieler "
        "mit der höheren und den mit der niedrigeren Elo.",
        "De formule E = 1 / (1 + 10^(−D/400)) naast FIDE-tabel 8.1.2, voor de speler met de "
        "hogere en die met de lagere rating."),
    "table.difference": ("Difference D", "Differenz D", "Verschil D"),
    "table.formula_high": ("Formula, higher", "Formel, höher", "Formule, hoger"),
    "table.formula_low": ("Formula, lower", "Formel, niedriger", "Formule, lager"),
    "table.fide_high": ("FIDE table, higher", "FIDE-Tabelle, höher", "FIDE-tabel, hoger"),
    "table.fide_low": ("FIDE table, lower", "FIDE-Tabelle, niedriger", "FIDE-tabel, lager"),
}
