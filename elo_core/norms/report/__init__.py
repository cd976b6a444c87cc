"""Writes one player's title norm report, the document an arbiter checks, signs and attaches to a
title application: its facts, as FIDE's certificate of a title result asks for them
(:mod:`~elo_core.norms.report.facts`), its words in English, German and Dutch
(:mod:`~elo_core.norms.report.texts`), the norm sheet as texts, which a page shows too
(:mod:`~elo_core.norms.report.rows`), and the page it prints as (:mod:`~elo_core.norms.report.html`,
from the template ``report.html.j2`` and its stylesheet ``report.css``, shipped with the
package)."""
