"""The norm report as a reader sees it, for the tests of the command line, the page and the
browser: the norm events they share (nine GMs of three federations, a round robin of 12, a
Swiss short of 1.4.3d), an event with everything FIDE's certificate asks for in its TRF, and the
report's HTML
read back into its tags, its facts (each heading's table of label and value), its tables' rows
and its paragraphs, every text as a browser shows it (entities resolved)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from html.parser import HTMLParser
from typing import NamedTuple

from tests.trf_lines import norm_event, norm_line, round_robin_event

#: Nine opponents' federations: three each of ESP, FRA and ITA.
FOREIGN = ["ESP"] * 3 + ["FRA"] * 3 + ["ITA"] * 3
#: 6½ of 9 (5 wins, 3 draws, a loss in round 9): against nine GMs of 2500 of three federations
#: a GM norm, Ra 2500, Rp 2666 (tests/app/norms/norm_cases.py's GM_NORM).
RESULTS = ["1", "1", "1", "1", "1", "=", "=", "=", "0"]
#: A 12-player round robin: player 1 scores 7/9 against 9 GMs of 2380, then loses twice.
ROUND_ROBIN = round_robin_event([(2380, "GM", f) for f in [*FOREIGN, "ESP", "FRA"]],
                                "1111111" "00" "00")
#: Round r on 2025-05-(2 + r): the dates the 132 line gives, 3 to 11 May 2025.
ROUND_DAYS = [f"25/05/{day:02d}" for day in range(3, 12)]


#: A Swiss registered by GER whose field falls short of 1.4.3d from round 2: player 1 against
#: nine GMs of GER, and 20 foreign rated players of ESP, FRA and ITA, 10 of them IMs, two of the
#: IMs (11 and 12) missing rounds 1 and 2.
SWISS_EXEMPTION = norm_event(
    [(2450, "GM", "GER")] * 9, "1" * 9, host="GER",
    tail=[norm_line(rank, 2200, "IM" if i < 10 else "", ["ESP", "FRA", "ITA"][i % 3],
                    rounds=[(str(11 + (i ^ 1)), "w", "=")] * 9 if rank not in (11, 12)
                    else [("0000", "-", "Z")] * 2 + [(str(11 + (i ^ 1)), "w", "=")] * 7)
          for i, rank in enumerate(range(11, 31))])


def dates_line(*written: str) -> str:
    """A ``132`` line with each round's date in its 10 columns from column 92."""
    return f"{'132':<91}" + "".join(f"{text:<10}" for text in written)


def _black_in(text: str, rnd: int) -> str:
    """``text`` with player 1's round ``rnd`` played with black (and the opponent's with
    white): the colour's column is 97 for round 1, ten more a round."""
    at = 96 + 10 * (rnd - 1)
    lines = []
    for line in text.splitlines():
        if line.startswith("001") and int(line[4:8]) in (1, rnd + 1):
            colour = "b" if int(line[4:8]) == 1 else "w"
            line = line[:at] + colour + line[at + 1:]
        lines.append(line)
    return "\n".join(lines) + "\n"


def certified_event(name: str = "Bad Wiessee Open 2025", city: str = "Bad Wiessee",
                    arbiter: str = "IA Mikel Larreategi Arana (22232540)",
                    deputies: Sequence[str] = ("FA Jane Doe (1234567)",),
                    rate: str = "90 min/40 moves + 30 min + 30 s from move 1",
                    player: dict[str, str | int] | None = None,
                    results: Sequence[str] = RESULTS) -> str:
    """The GM norm's event (player 1, ``IM GER 2450``, FIDE ID 4711815, born 2001/02/03,
    against nine GMs of 2500, the one of start rank r FIDE ID 1000000 + r, the eighth met with
    black) with every line the certificate needs: its name, place, registering federation
    (GER), dates, arbiters, rate of play and round dates."""
    facts: dict[str, str | int] = {"rating": 2450, "title": "IM", "name": "Kowalski, Adam"}
    body = norm_event([(2500, "GM", f) for f in FOREIGN], results, player={**facts,
                                                                          **(player or {})})
    # the event's own head below stands for norm_event's name and end date
    lines = [line for line in body.splitlines() if not line.startswith(("012 ", "052 "))]
    for i, line in enumerate(lines):
        if line.startswith("001"):
            rank = int(line[4:8])
            fide_id, born = ("4711815", "2001/02/03") if rank == 1 else (str(1000000 + rank), "")
            lines[i] = line[:57] + f"{fide_id:>11} {born:<10}" + line[79:]
    head = [f"012 {name}", f"022 {city}", "032 GER", "042 2025/05/03", "052 2025/05/11",
            f"102 {arbiter}", *(f"112 {d}" for d in deputies), f"122 {rate}",
            dates_line(*ROUND_DAYS)]
    return _black_in("\n".join([*head, *lines]) + "\n", 8)


class ReadReport(HTMLParser):
    """The report read back: tags, facts by heading, tables, paragraphs."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: Counter[str] = Counter()
        self.headings: list[str] = []
        self.paragraphs: list[str] = []
        self.tables: list[list[list[str]]] = []
        self.facts: dict[str, dict[str, str]] = {}
        self.title = ""
        self._table_headings: list[str] = []
        self._text: list[str] | None = None
        self._row: list[str] | None = None
        self._in: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags[tag] += 1
        if tag in ("br", "meta"):
            if tag == "br" and self._text is not None:
                self._text.append("\n")
            return
        self._in.append(tag)
        if tag == "table":
            self.tables.append([])
            self._table_headings.append(self.headings[-1] if self.headings else "")
        elif tag == "tr":
            self._row = []
        elif tag in ("th", "td", "h1", "h2", "p", "title"):
            self._text = []

    def handle_endtag(self, tag: str) -> None:
        if self._in and self._in[-1] == tag:
            self._in.pop()
        text = "".join(self._text or []).strip()
        if tag in ("th", "td") and self._row is not None:
            self._row.append(text)
        elif tag == "tr" and self._row is not None:
            self.tables[-1].append(self._row)
            if len(self._row) == 2 and self.headings:
                self.facts.setdefault(self.headings[-1], {})[self._row[0]] = self._row[1]
            self._row = None
        elif tag in ("h1", "h2"):
            self.headings.append(text)
        elif tag == "p":
            self.paragraphs.append(text)
        elif tag == "title":
            self.title = text
        if tag in ("th", "td", "h1", "h2", "p", "title"):
            self._text = None

    def handle_data(self, data: str) -> None:
        if self._text is not None and "style" not in self._in:
            self._text.append(data)

    def table_after(self, heading: str) -> list[list[str]]:
        """The rows of the first table under the heading ``heading``."""
        return self.tables[self._table_headings.index(heading)]


class Games(NamedTuple):
    """The games table: its header and its rows."""

    header: list[str]
    rows: list[list[str]]


def read_report(html: str) -> ReadReport:
    """``html`` read back."""
    reader = ReadReport()
    reader.feed(html)
    reader.close()
    return reader


def games(report: ReadReport, heading: str) -> Games:
    """The table under ``heading`` as its header and its rows."""
    header, *rows = report.table_after(heading)
    return Games(header, rows)
