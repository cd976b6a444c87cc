"""``python -m elo_core norms FILE --player N --report html``: the norm report as one HTML page,
with every fact FIDE's certificate of a title result asks for that the TRF holds, the norm made
first, dates written one way in each language, and every text of the file shown as the
characters it is. The figures are the GM norm of tests/app/norms/test_event_norms.py, worked
out by hand from B.01 and the 1.4.9 table: 6½/9 = 72.2% → 72% → dp 166, Ra 2500, Rp 2666."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.engine.cli.running import offered, run_to_exit
from tests.norm_report import (
    FOREIGN,
    RESULTS,
    ROUND_ROBIN,
    SWISS_EXEMPTION,
    ReadReport,
    certified_event,
    games,
    read_report,
)
from tests.trf_lines import norm_event


def run(argv: list[str], stdin: str) -> tuple[int, str, str]:
    """The command line run in the process on ``stdin``: its exit status, output and errors."""
    code, out, err = run_to_exit(argv, stdin)
    return code, out.decode("utf-8"), err


def report(text: str, *flags: str) -> ReadReport:
    code, out, err = run(["norms", "--player", "1", "--report", "html", *flags], text)
    assert (code, err) == (0, "")
    assert out.startswith("<!DOCTYPE html>") and out.endswith("</html>\n")
    return read_report(out)


#: By language: the verdict, the event's dates, round 8's date, the player's birth date (the
#: file's 2001/02/03, written as the language writes a day), FIDE's list of May 2025, the colour
#: black, and the words of the report's rows.
KNOWN: dict[str, dict[str, str]] = {
    "en": {"made": "GM norm: made", "dates": "3 May 2025 – 11 May 2025",
           "round 8": "10 May 2025", "born": "3 Feb 2001",
           "list": "FIDE's list, May 2025", "black": "B",
           "event": "Event", "player": "Player", "field": "The field", "games": "Games",
           "yes": "✓ yes", "points": "6.5", "arbiter": "Chief arbiter",
           "ratings": "Ratings", "format": "Pairing system",
           "swiss": "Swiss (neither chosen nor said by the file, as most events are)",
           "requirements": "Requirements of the GM norm"},
    "de": {"made": "GM-Norm: erreicht", "dates": "03.05.2025 – 11.05.2025",
           "round 8": "10.05.2025", "born": "03.02.2001",
           "list": "FIDE-Liste Mai 2025", "black": "S",
           "event": "Turnier", "player": "Spieler", "field": "Teilnehmerfeld",
           "games": "Partien", "yes": "✓ ja", "points": "6,5",
           "arbiter": "Hauptschiedsrichter", "ratings": "Elo",
           "format": "Paarungssystem",
           "swiss": "Schweizer System (weder gewählt noch in der Datei angegeben, wie die "
                    "meisten Turniere)",
           "requirements": "Bedingungen der GM-Norm"},
    "nl": {"made": "GM-norm: behaald", "dates": "3 mei 2025 – 11 mei 2025",
           "round 8": "10 mei 2025", "born": "3 feb 2001",
           "list": "FIDE-lijst mei 2025", "black": "Z",
           "event": "Toernooi", "player": "Speler", "field": "Deelnemersveld",
           "games": "Partijen", "yes": "✓ ja", "points": "6,5", "arbiter": "Hoofdarbiter",
           "ratings": "Ratings", "format": "Indelingssysteem",
           "swiss": "Zwitsers (niet gekozen en niet in het bestand vermeld, zoals de meeste "
                    "toernooien)",
           "requirements": "Eisen van de GM-norm"},
}
#: By language: the performance's row of the requirements.
PERFORMANCE = {"en": ["Performance", "2666", "at least 2600", "1.4.8", "✓ yes"],
               "de": ["Leistung", "2666", "mindestens 2600", "1.4.8", "✓ ja"],
               "nl": ["Prestatie", "2666", "minstens 2600", "1.4.8", "✓ ja"]}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_report_has_what_the_certificate_asks_for_the_norm_first(lang: str) -> None:
    known = KNOWN[lang]
    read = report(certified_event(), "--lang", lang)
    assert read.headings[:2] == [read.headings[0], known["made"]]  # the norm made first
    assert read.table_after(known["made"]) == [
        read.table_after(known["made"])[0], ["9", known["points"], "2500", "2666", "9"]]
    event = read.facts[known["event"]]
    assert event[known["event"]] == "Bad Wiessee Open 2025"
    fide_id = "FIDE ID" if lang == "en" else "FIDE-ID"
    assert list(event.values())[1:5] == ["Bad Wiessee", known["dates"], "GER",
                                         f"IA Mikel Larreategi Arana · {fide_id} 22232540"]
    assert "FA Jane Doe" in list(event.values())[5] and "1234567" in list(event.values())[5]
    assert list(event.values())[6:8] == ["90 min/40 moves + 30 min + 30 s from move 1", "9"]
    assert event[known["format"]] == known["swiss"]
    assert known["list"] in event[known["ratings"]] and "1.4.6a" in event[known["ratings"]]
    assert list(read.facts[known["player"]].values()) == [
        "Kowalski, Adam", "IM", "4711815", "GER", "2450", known["born"]]
    field = list(read.facts[known["field"]].values())
    assert field[:4] == ["10", "10", "9", "ESP 3 · FRA 3 · ITA 3 · GER 1"]
    played = games(read, known["games"])
    assert len(played.header) == 10 and len(played.rows) == 9
    assert played.rows[7] == ["8", known["round 8"], known["black"], "Spieler Baaj", "GM", "ITA",
                              "2500", "1000009", "½", known["yes"]]
    assert played.rows[0][2] != known["black"] and played.rows[8][8] == "0"
    assert PERFORMANCE[lang] in read.table_after(known["requirements"])


@pytest.mark.parametrize("written, lang, shown", [
    ("1990/00/00", "de", "1990"), ("1990", "nl", "1990"), ("1990/02/30", "de", "1990/02/30"),
    ("", "en", "")])
def test_a_birth_date_that_is_no_whole_day_is_its_year_or_as_written(written: str, lang: str,
                                                                     shown: str) -> None:
    text = certified_event().replace("4711815 2001/02/03", f"4711815 {written:<10}")
    assert report(text, "--lang", lang).facts[KNOWN[lang]["player"]][
        {"en": "Born", "de": "Geboren", "nl": "Geboren"}[lang]] == shown


def test_the_opponents_are_counted_by_title_and_federation_and_the_others_follow() -> None:
    read = report(certified_event(player={"title": "FM"}))  # an FM's GM and IM norms
    assert read.table_after("Opponents counted, by title") == [["GM"], ["9"]]
    assert read.table_after("Opponents counted, by federation") == [["ESP", "FRA", "ITA"],
                                                                    ["3", "3", "3"]]
    assert read.table_after("The other titles checked")[1:] == [
        ["IM norm: made", "9", "6.5", "2500", "2666", "every requirement met"]]
    assert read.headings[-1] == "The other titles checked"


def test_the_lines_for_the_signatures_name_the_chief_arbiter() -> None:
    read = report(certified_event())
    assert read.paragraphs[-6:] == [
        "IA Mikel Larreategi Arana · FIDE ID 22232540",
        "Chief arbiter: name, FIDE ID and signature", "",
        "Official of the registering federation: name, function and signature", "",
        "Place and date"]


def test_a_norm_made_below_a_missed_one_comes_first() -> None:
    """Nine GMs of 2400, 6½/9: Rp = 2400 + 166 = 2566, no GM norm (< 2600, 1.4.8) but an IM
    norm (≥ 2450, Ra 2400 ≥ 2230)."""
    text = certified_event(player={"title": "FM"}).replace(" 2500 ", " 2400 ")
    read = report(text)
    assert read.headings[1] == "IM norm: made"
    assert "Requirements of the IM norm" in read.headings
    assert read.table_after("The other titles checked")[1:] == [
        ["GM norm: not made", "9", "6.5", "2400", "2566", "1.4.8 Performance"]]


def test_without_a_norm_the_report_says_so_and_what_fails() -> None:
    text = certified_event(results=["1", "0", "0", "0", "0", "0", "0", "0", "0"])
    read = report(text)
    assert read.headings[1] == "No title norm made"
    gm = read.table_after("Requirements of the GM norm")
    assert ["Points", "1", "at least 3.5", "1.4.8b", "✗ no"] in gm
    # 1/9 = 11.1% → 11% → dp −351 (1.4.9, the mirror of 89% → 351): Rp = 2500 − 351 = 2149
    assert ["Performance", "2149", "at least 2600", "1.4.8", "✗ no"] in gm


#: The tags the report is made of: nothing a file's text could add.
TAGS = {"html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "p", "section",
        "div", "table", "thead", "tbody", "tr", "th", "td", "bdi", "br", "span"}


#: The event with one of its texts as given.
EVENTS: dict[str, Callable[[str], str]] = {
    "name": lambda value: certified_event(name=value),
    "city": lambda value: certified_event(city=value),
    "rate": lambda value: certified_event(rate=value),
    "arbiter": lambda value: certified_event(arbiter=value)}


@pytest.mark.parametrize("field, label, value", [
    ("name", "Event", "<script>alert(1)</script> **B** [a](u) \"q\" 'q' &amp; `x` $x$"),
    ("city", "Place", "תל אביב <i>x</i> \u202eRTL\u202c مدينة"),
    ("name", "Event", "Open " + "x" * 10_000),
    ("rate", "Rate of play", "90' + 30\" <br> " + "y" * 10_000),
    ("arbiter", "Chief arbiter", "<b>Bold</b> & {{ x }} {% x %}"),
])
def test_every_text_of_the_file_stays_text(field: str, label: str, value: str) -> None:
    read = report(EVENTS[field](value))
    assert set(read.tags) <= TAGS
    assert read.facts["Event"][label] == value


def test_the_type_line_a_deputy_and_an_opponent_stay_text() -> None:
    """The 092 line (named as what the pairing system was read from), a deputy arbiter (112)
    and an opponent's name in the games' table, each as the file writes it."""
    hostile = "<b>x</b> **y** [a](u) {{ z }}"
    opponent = "<i>Baac</i> *x*"
    text = (certified_event(deputies=(f"FA {hostile} (1234567)",))
            .replace("122 ", f"092 Swiss {hostile}\n122 ", 1)
            .replace(f"{'Spieler Baac':<{len(opponent)}}", opponent))
    read = report(text)
    assert set(read.tags) <= TAGS
    assert read.facts["Event"]["Pairing system"] == (
        f"Swiss (the file's type of tournament (092): Swiss {hostile})")
    assert read.facts["Event"]["Deputy arbiters"] == f"FA {hostile} · FIDE ID 1234567"
    assert games(read, "Games").rows[0][3:7] == [opponent, "GM", "ESP", "2500"]


def test_a_hostile_name_stays_text_in_the_title_the_verdict_and_the_table() -> None:
    name = "<img src=x onerror=alert(1)>"
    read = report(certified_event(player={"name": name}))
    assert "img" not in read.tags
    assert read.title.endswith(name) and read.facts["Player"]["Name"] == name


@pytest.mark.parametrize("argv, message", [
    (["--report", "html"], "--report: the report is of one player: give --player"),
    (["--player", "1", "--lang", "de"], "--lang: only the report (--report html)"),
    (["--player", "1", "--report", "html", "--lang", "fr"], "invalid choice: 'fr'"),
])
def test_the_report_s_flags_refuse_what_it_cannot_do(argv: list[str], message: str) -> None:
    code, out, err = run(["norms", *argv], certified_event())
    assert (code, out) == (2, "") and message in err


def test_the_language_flag_offers_english_german_and_dutch() -> None:
    assert offered(["norms"], "--lang") == ("{en,de,nl}", "'en', 'de', 'nl'")


def test_a_title_asked_for_is_the_only_one_reported() -> None:
    read = report(norm_event([(2500, "GM", f) for f in FOREIGN], ["1"] * 9), "--title", "IM")
    assert read.headings[1] == "IM norm: made" and "The other titles checked" not in read.headings


@pytest.mark.parametrize("head, flags, said", [
    (["092 Individual: Round robin"], [],
     "Round robin (the file's type of tournament (092): Individual: Round robin)"),
    ([], [], "Round robin (everyone met everyone once)"),
    (["092 Individual: Round robin"], ["--format", "swiss"], "Swiss (as chosen)")])
def test_the_report_says_which_pairing_system_it_took_and_why(head: list[str],
                                                               flags: list[str],
                                                               said: str) -> None:
    text = ROUND_ROBIN.replace("012 Test", "\n".join(["012 Test", *head]))
    read = report(text, "--title", "GM", *flags)
    assert read.facts["Event"]["Pairing system"] == said


def test_an_eight_game_norm_says_it_counts_as_nine_and_where_that_rests_on_a_reading() -> None:
    """8 games against GMs of 2410 of three federations, round 9 a pairing-allocated bye: the
    least title score is 6/8 (75% → dp 193: Rp 2603). 7/8 is a point over: 9 games, as the
    Qualification Commission reads 1.4.1c with 1.4.1d; 8/8 two over: 9 all the same, by a
    reading the sources leave open past one point."""
    eight = "It counts as 9 games (1.4.1c; a point over adds no game, as FIDE's " \
            "Qualification Commission reads 1.4.1d)."
    one = report(norm_event([(2410, "GM", f) for f in FOREIGN], "1111111" "0" "U"),
                 "--title", "GM")
    assert one.table_after("GM norm: made")[1][4] == "9 (1.4.1c, 1.4.1d)"
    assert eight in one.paragraphs
    assert not any("left open" in p or "leave the count open" in p for p in one.paragraphs)
    two = report(norm_event([(2410, "GM", f) for f in FOREIGN], "11111111" "U"),
                 "--title", "GM")
    assert two.table_after("GM norm: made")[1][4] == "9 (1.4.1c, 1.4.1d), by a reading left open"
    assert eight in two.paragraphs
    assert ("More than a point over its requirement, and counted as 9 games all the same: the "
            "Qualification Commission's reading (a point over counts as 9) stops at one point, "
            "and past it the sources leave the count open (1.4.1c, 1.4.1d).") in two.paragraphs


@pytest.mark.parametrize("results, cell, said", [
    (RESULTS, "9", "It counts as 9 games."),
    (["1"] * 7 + ["0", "0"], "10 (1.4.1d)", "It counts as 10 games (1.4.1d)."),
    (["1"] * 6 + ["0", "0", "U"], "9 (1.4.1c)", "It counts as 9 games (1.4.1c).")])
def test_the_games_credited_cite_only_the_clauses_whose_case_the_norm_is(
        results: list[str], cell: str, said: str) -> None:
    """Against nine GMs of 2500 (Ra 2500) the GM norm's least score of 9 games is 6 (6/9 = 67%
    → 125: 2625; 5½/9 = 61% → 80: 2580): 6½ is half a point over, no game more, so no clause;
    7 one point over, 10 games (1.4.1d). Of 8 games, round 9 a pairing-allocated bye, the least
    is 5½ (69% → 141: 2641; 5/8 = 63% → 95: 2595): 6/8 is half a point over, 9 games by 1.4.1c
    alone. A 9-round event is no case of 1.7 (more than 13 rounds)."""
    read = report(certified_event(results=results), "--title", "GM")
    assert read.table_after("GM norm: made")[1][4] == cell
    assert said in read.paragraphs
    assert not any("1.7" in p for p in read.paragraphs)


def test_federations_that_are_no_fide_code_are_named_in_the_field_and_under_the_games() -> None:
    junk = ["<b>", "XXX", "123", "<i>"]
    read = report(norm_event([(2380, "GM", f) for f in ["ESP"] * 5 + junk], "1111111" "00",
                             host="GER"), "--title", "GM")
    assert set(read.tags) <= TAGS
    field = read.facts["The field"]
    assert field["Federations of the players"] == "ESP 5 · GER 1"  # GER: player 1
    assert field["Written as a federation, but no FIDE federation's code (counts for "
                 "nothing)"] == "123 1 · <b> 1 · <i> 1 · XXX 1"
    assert ("4 federations written are no FIDE federation's code: 123, <b>, <i>, XXX; they "
            "count for nothing (1.4.3, 1.4.4).") in read.paragraphs


#: By language: the heading of the Swiss's exemption round by round, its columns (each count
#: with its minimum) and its verdict.
SWISS = {
    "en": ("The field's exemption (1.4.3d), round by round",
           ["Round", "Foreign rated\u00a0≥\u00a020", "Federations\u00a0≥\u00a03",
            "GM, IM, WGM, WIM\u00a0≥\u00a010"],
           "The field does not exempt the event's norms (1.4.3d): a count first falls short "
           "in round 2."),
    "de": ("Befreiung durch das Teilnehmerfeld (1.4.3d), Runde für Runde",
           ["Runde", "Ausländer mit Elo\u00a0≥\u00a020", "Föderationen\u00a0≥\u00a03",
            "GM, IM, WGM, WIM\u00a0≥\u00a010"],
           "Das Teilnehmerfeld befreit die Normen des Turniers nicht (1.4.3d): zuerst in Runde 2 "
           "bleibt eine Zahl unter ihrem Minimum."),
    "nl": ("Vrijstelling door het deelnemersveld (1.4.3d), ronde voor ronde",
           ["Ronde", "Buitenlanders met rating\u00a0≥\u00a020", "Federaties\u00a0≥\u00a03",
            "GM, IM, WGM, WIM\u00a0≥\u00a010"],
           "Het deelnemersveld stelt de normen van het toernooi niet vrij (1.4.3d): voor het "
           "eerst in ronde 2 blijft een aantal onder zijn minimum."),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_swiss_exemption_is_shown_round_by_round_with_the_first_round_short(
        lang: str) -> None:
    """tests/norm_report.py's Swiss: 20 foreign rated players of 3 federations, 10 of them
    IMs, two of the IMs missing rounds 1 and 2: counted in round 1 (20, 3, 10), not from round
    2 on (18, 3, 8), each round short marked."""
    heading, columns, verdict = SWISS[lang]
    read = report(SWISS_EXEMPTION, "--lang", lang)
    assert read.table_after(heading) == [columns, ["1", "20", "3", "10"],
                                         *([f"{r} ✗", "18", "3", "8"] for r in range(2, 10))]
    assert any(p.startswith(verdict) for p in read.paragraphs)
