"""A player of the event, as a link to the Tournament page: their start rating, K, the rules
in force and their games filled in, with the game-by-game breakdown open. The Tournament page
rates the same games the same way, so it shows the change the event's table shows."""

from __future__ import annotations

import urllib.parse

from elo_core import RuleSet
from pages.ui import link
from pages.ui.event.shown import LinkFacts
from pages.ui.link import codec

#: The Tournament page's path, beside the Whole event page's.
TOURNAMENT = "tournament"


def tournament_query(facts: LinkFacts, rules: RuleSet, kept: bool = True) -> dict[str, str]:
    """The query of the player's Tournament page (what ``facts`` holds: the games, and an
    unrated player's first rating or a rated player's rating period from their rating and K);
    the event's ``rules`` by name, so that the Tournament page counts under them even where it
    would show another rule set by default; the language and expected score as they are.

    ``kept``: a game list too long for a link may be kept in this session (a link followed
    here); else it is always in the link itself (a link opened in another tab)."""
    current = link.values()
    query = {name: link.PARAMS[name].write(current[name]) for name in ("lang", "exp")
             if current[name] != link.PARAMS[name].default}
    query["rules"] = rules.name
    query["games"] = (codec.write_game_list(facts.games) if kept
                      else codec.standalone_form(facts.games))
    query["view"] = "breakdown"
    query["file"] = facts.file
    if facts.rating is None or facts.k is None:
        query["new"] = "true"
    else:
        query["rating"] = str(facts.rating)
        query["k"] = f"{facts.k:g}"
    return query


def tournament_url(facts: LinkFacts, rules: RuleSet, here: str | None) -> str:
    """The player's Tournament page as a link that works in a new tab: resolved against
    ``here``, this page's own address (``st.context.url``, so it holds under any base path),
    since a table's link column follows absolute links only; relative where the address is not
    known (outside a browser)."""
    target = TOURNAMENT if here is None else urllib.parse.urljoin(here, TOURNAMENT)
    return f"{target}?{urllib.parse.urlencode(tournament_query(facts, rules, kept=False))}"
