"""The target planner's texts: the three questions, the counting basis, tonight's game."""

from __future__ import annotations

from elo_core.language import Entry

TEXTS: dict[str, Entry] = {
    "plan.title": ("Target planner", "Zielplaner", "Doelplanner"),
    "plan": ("Your question", "Ihre Frage", "Je vraag"),
    "plan.these": ("What these games needed", "Was diese Partien gebraucht hätten",
                   "Wat deze partijen nodig hadden"),
    "plan.more": ("More games", "Weitere Partien", "Meer partijen"),
    "plan.round": ("Next round", "Nächste Runde", "Volgende ronde"),
    "plan.these.help": (
        "The points the games entered needed for the target: one rating period from the start "
        "rating, whatever their results were.",
        "Die Punkte, die die eingegebenen Partien für das Ziel gebraucht hätten: eine "
        "Ratingperiode ab der Start-Elo, unabhängig von den tatsächlichen Ergebnissen.",
        "De punten die de ingevoerde partijen voor het doel nodig hadden: één ratingperiode "
        "vanaf de beginrating, ongeacht de uitslagen."),
    "plan.no_games": (
        "No games entered yet: plan your next games against an average opponent, or tonight's "
        "first round.",
        "Noch keine Partien eingegeben: Planen Sie Ihre nächsten Partien gegen Gegner mit "
        "einem bestimmten Elo-Schnitt, oder die erste Runde heute.",
        "Nog geen partijen ingevoerd: plan je volgende partijen tegen een gemiddelde "
        "tegenstander, of de eerste ronde vanavond."),
    "plan.more_games": ("Number of games", "Anzahl Partien", "Aantal partijen"),
    "plan.average": ("Average opponent rating", "Elo-Schnitt der Gegner",
                     "Gemiddelde rating tegenstanders"),
    "basis": ("Counted", "Gezählt", "Geteld"),
    "basis.period": ("in this rating period", "in dieser Ratingperiode", "in deze ratingperiode"),
    "basis.list": ("after the next list", "nach der nächsten Liste", "na de volgende lijst"),
    "basis.period.help": (
        "Together with the games entered: every game against the start rating, K × games over "
        "all of them, and the points already scored count (FIDE B.02 §8.3).",
        "Zusammen mit den eingegebenen Partien: jede Partie gegen die Start-Elo, K × Partien "
        "über alle, und die schon erzielten Punkte zählen mit (FIDE B.02 §8.3).",
        "Samen met de ingevoerde partijen: elke partij tegen de beginrating, K × partijen over "
        "alle partijen, en de al behaalde punten tellen mee (FIDE B.02 §8.3)."),
    "basis.list.help": (
        "Once the games entered are published: from the new rating they give, as a new rating "
        "period of just the next games.",
        "Nachdem die eingegebenen Partien veröffentlicht sind: ab der neuen Elo, die sie "
        "ergeben, als neue Ratingperiode nur mit den nächsten Partien.",
        "Nadat de ingevoerde partijen gepubliceerd zijn: vanaf de nieuwe rating die ze geven, "
        "als een nieuwe ratingperiode met alleen de volgende partijen."),
    "plan.counted_in_period": (
        {"one": "Counted from your start rating {rating} in one rating period with the games "
                "entered: {n} game in all, {points} already scored, K {k}.",
         "other": "Counted from your start rating {rating} in one rating period with the games "
                  "entered: {n} games in all, {points} already scored, K {k}."},
        {"one": "Gezählt ab Ihrer Start-Elo {rating} in einer Ratingperiode mit den "
                "eingegebenen Partien: insgesamt {n} Partie, {points} schon erzielt, K {k}.",
         "other": "Gezählt ab Ihrer Start-Elo {rating} in einer Ratingperiode mit den "
                  "eingegebenen Partien: insgesamt {n} Partien, {points} schon erzielt, K {k}."},
        {"one": "Geteld vanaf je beginrating {rating} in één ratingperiode met de ingevoerde "
                "partijen: {n} partij in totaal, {points} al behaald, K {k}.",
         "other": "Geteld vanaf je beginrating {rating} in één ratingperiode met de ingevoerde "
                  "partijen: {n} partijen in totaal, {points} al behaald, K {k}."}),
    "plan.counted_from_list": (
        {"one": "Counted from {rating}, the new rating that the game entered gives.",
         "other": "Counted from {rating}, the new rating the {n} games entered give."},
        {"one": "Gezählt ab {rating}, der neuen Elo aus der eingegebenen Partie.",
         "other": "Gezählt ab {rating}, der neuen Elo aus den {n} eingegebenen Partien."},
        {"one": "Geteld vanaf {rating}, de nieuwe rating die de ingevoerde partij geeft.",
         "other": "Geteld vanaf {rating}, de nieuwe rating die de {n} ingevoerde partijen "
                  "geven."}),
    "plan.these.scored": ("They brought {points}.", "Sie brachten {points}.",
                          "Ze leverden {points} op."),
    "round.out_of_reach": ("out of reach", "nicht erreichbar", "niet haalbaar"),
    "plan.k_there": ("There K is {k}.", "Dort gilt K {k}.", "Daar is K {k}."),
    "plan.hold.list": (
        {"one": "To hold {target}, the rating these games give: **{points}** from {n} game "
                "(gives {rating}).",
         "other": "To hold {target}, the rating these games give: **{points}** from {n} games "
                  "(gives {rating})."},
        {"one": "Um {target} zu halten, die Elo aus diesen Partien: **{points}** aus {n} "
                "Partie (ergibt {rating}).",
         "other": "Um {target} zu halten, die Elo aus diesen Partien: **{points}** aus {n} "
                  "Partien (ergibt {rating})."},
        {"one": "Om {target} te behouden, de rating die deze partijen geven: **{points}** uit "
                "{n} partij (geeft {rating}).",
         "other": "Om {target} te behouden, de rating die deze partijen geven: **{points}** "
                  "uit {n} partijen (geeft {rating})."}),
    "plan.hold.list.unreachable": (
        {"one": "{target}, the rating these games give, cannot be held in {n} game.",
         "other": "{target}, the rating these games give, cannot be held in {n} games."},
        {"one": "{target}, die Elo aus diesen Partien, ist in {n} Partie nicht zu halten.",
         "other": "{target}, die Elo aus diesen Partien, ist in {n} Partien nicht zu halten."},
        {"one": "{target}, de rating die deze partijen geven, is in {n} partij niet te "
                "behouden.",
         "other": "{target}, de rating die deze partijen geven, is in {n} partijen niet te "
                  "behouden."}),
    "plan.reach": (
        {"one": "To reach {target}: **{points}** from {n} game (gives {rating}).",
         "other": "To reach {target}: **{points}** from {n} games (gives {rating})."},
        {"one": "Für {target}: **{points}** aus {n} Partie (ergibt {rating}).",
         "other": "Für {target}: **{points}** aus {n} Partien (ergibt {rating})."},
        {"one": "Voor {target}: **{points}** uit {n} partij (geeft {rating}).",
         "other": "Voor {target}: **{points}** uit {n} partijen (geeft {rating})."}),
    "plan.reach.unreachable": (
        {"one": "{target} cannot be reached in {n} game, even with a win.",
         "other": "{target} cannot be reached in {n} games, even with a clean sweep."},
        {"one": "{target} ist in {n} Partie nicht erreichbar, auch nicht mit einem Sieg.",
         "other": "{target} ist in {n} Partien nicht erreichbar, auch nicht mit lauter Siegen."},
        {"one": "{target} is in {n} partij niet haalbaar, zelfs niet met winst.",
         "other": "{target} is in {n} partijen niet haalbaar, zelfs niet met alleen winst."}),
    "plan.hold": (
        {"one": "To hold your rating ({target}): **{points}** from {n} game (gives "
                "{rating}).",
         "other": "To hold your rating ({target}): **{points}** from {n} games (gives "
                  "{rating})."},
        {"one": "Um Ihre Elo ({target}) zu halten: **{points}** aus {n} Partie "
                "(ergibt {rating}).",
         "other": "Um Ihre Elo ({target}) zu halten: **{points}** aus {n} Partien "
                  "(ergibt {rating})."},
        {"one": "Om je rating ({target}) te behouden: **{points}** uit {n} partij "
                "(geeft {rating}).",
         "other": "Om je rating ({target}) te behouden: **{points}** uit {n} partijen "
                  "(geeft {rating})."}),
    "plan.hold.unreachable": (
        {"one": "Your rating ({target}) cannot be held in {n} game.",
         "other": "Your rating ({target}) cannot be held in {n} games."},
        {"one": "Ihre Elo ({target}) ist in {n} Partie nicht zu halten.",
         "other": "Ihre Elo ({target}) ist in {n} Partien nicht zu halten."},
        {"one": "Je rating ({target}) is in {n} partij niet te behouden.",
         "other": "Je rating ({target}) is in {n} partijen niet te behouden."}),
    "round.opponent": ("Tonight's opponent", "Heutiger Gegner", "Tegenstander vanavond"),
    "round.left": ("Rounds after tonight", "Runden danach", "Ronden daarna"),
    "round.left_avg": ("Their average rating", "Elo-Schnitt dieser Runden",
                       "Hun gemiddelde rating"),
    "round.left_avg.same": ("as tonight ({rating})", "wie heute ({rating})",
                            "als vanavond ({rating})"),
    "round.not_rated": (
        "Tonight's game would not be rated: the ratings differ by 600 or more and a player is "
        "above 2600 (rapid and blitz).",
        "Die heutige Partie würde nicht gewertet: Der Elo-Unterschied beträgt 600 oder mehr "
        "und ein Spieler steht über 2600 (Schnellschach und Blitz).",
        "De partij van vanavond telt niet mee voor de rating: de ratings verschillen 600 of "
        "meer en een speler staat boven 2600 (rapid en blitz)."),
    "round.now": (
        {"one": "So far this period: {n} rated game, a change of {change}.",
         "other": "So far this period: {n} rated games, a change of {change}."},
        {"one": "Bisher in dieser Periode: {n} gewertete Partie, Änderung {change}.",
         "other": "Bisher in dieser Periode: {n} gewertete Partien, Änderung {change}."},
        {"one": "Tot nu toe deze periode: {n} ratingpartij, een wijziging van {change}.",
         "other": "Tot nu toe deze periode: {n} ratingpartijen, een wijziging van {change}."}),
    "round.col.result": ("Tonight", "Heute", "Vanavond"),
    "round.col.change": ("Period's change", "Änderung der Periode", "Wijziging van de periode"),
    "round.col.gain": ("Tonight adds", "Heute dazu", "Vanavond erbij"),
    "round.col.rating": ("New rating", "Neue Elo", "Nieuwe rating"),
    "round.col.remaining": (
        {"one": "The round after needs", "other": "The {n} rounds after need"},
        {"one": "Die Runde danach braucht", "other": "Die {n} Runden danach brauchen"},
        {"one": "De ronde daarna heeft nodig", "other": "De {n} ronden daarna hebben nodig"}),
    "round.col.note": ("Note", "Hinweis", "Opmerking"),
    "round.k_cut": (
        "K × games exceeds 700 with this game: K {chosen} → {k} for every game of the period",
        "Mit dieser Partie übersteigt K × Partien 700: K {chosen} → {k} für jede Partie der "
        "Periode",
        "Met deze partij komt K × partijen boven 700: K {chosen} → {k} voor elke partij van de "
        "periode"),
}
