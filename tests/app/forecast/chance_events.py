"""The events the pages' chances are tested with, through AppTest and in a real browser: a
Swiss and a round robin still running for the Whole event page, and a list of games for the
Tournament page with the same games written as a TRF for the command line."""

from __future__ import annotations

from tests.engine.forecast.events import FIELD, SEVEN_ROUNDS, Entrant, trf_text

#: Ten players after 7 rounds of 9, the 9 as TRF(x) announces them.
RUNNING = trf_text(FIELD, SEVEN_ROUNDS) + "XXR 9\n"
#: Six of them in a round robin after 2 rounds of 5, as its ``092`` and ``142`` lines say.
ROBIN_RUNNING = trf_text(FIELD[:6], [[(1, 6, "1"), (2, 5, "="), (3, 4, "0")],
                                     [(6, 4, "="), (5, 3, "0"), (1, 2, "=")]]).replace(
    "022 Nowhere\n", "022 Nowhere\n092 Individual: Round robin\n") + "142 5\n"

#: Seven games against GMs of 2500 from three federations, 5 points, White and Black in turn
#: (the norm tests' list, with its colours).
FEDERATIONS = ["ESP", "ESP", "ESP", "FRA", "FRA", "ITA", "ITA"]
SCORES = ["1", "1", "1", "1", "½", "½", "0"]
GAMES = "\n".join(f"GM {fed} 2500 {'wb'[i % 2]} {score}"
                  for i, (fed, score) in enumerate(zip(FEDERATIONS, SCORES, strict=True)))
#: The same event as a TRF: player 1 (2450, GER) against players 2 to 8.
_CODES = {"1": "1", "½": "=", "0": "0"}
_MIRROR = {"1": "0", "=": "=", "0": "1"}
AS_TRF = trf_text(
    [Entrant(1, "", "Player, One", 2450, "GER"),
     *(Entrant(i + 2, "GM", f"Grand, {i + 2}", 2500, fed) for i, fed in enumerate(FEDERATIONS))],
    [[(1, i + 2, _CODES[s])] if i % 2 == 0 else [(i + 2, 1, _MIRROR[_CODES[s]])]
     for i, s in enumerate(SCORES)])
