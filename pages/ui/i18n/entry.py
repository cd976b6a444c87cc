"""The shape of a text: one string per language (English, Deutsch, Nederlands), or for a text
that counts something, its plural forms by CLDR category (``one``, ``other``) per language."""

from __future__ import annotations

Forms = dict[str, str]
Entry = tuple[str, str, str] | tuple[Forms, Forms, Forms]
