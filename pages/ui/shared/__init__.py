"""What more than one page uses: numbers as each language writes them, the input widgets bound
to the link, the charts' colours and layout, the table helpers, a table's values for the page and
the CSV (one ``Column``, one CSV writer), every reader problem's text, the arithmetic written out,
and Glicko-2 as Lichess rates beside Elo. Nothing here imports a page's own folder."""
