"""The shape of a text: one string per language (English, Deutsch, Nederlands), or for a text
that counts something, its plural forms by CLDR category (``one``, ``other``) per language; the
engine's (:mod:`elo_core.language`), whose documents are written in the same three languages."""

from __future__ import annotations

from elo_core.language import Entry as Entry
from elo_core.language import Forms as Forms
