"""The Whole event page's chances in the rounds left, in an expander of their own (the link's
``fc_open``): every player's expected final score, chance of a place in the top k and best
norm's chance, by FIDE's simulation model with the rounds left paired as a Swiss
(:func:`elo_core.forecast.whole_event.forecast_event`).

- The event's rounds are the link's ``fc_rounds``, else as the file announces them (its
  ``142``, ``XXR`` or ``132`` line); where neither says, the section asks for them. An event
  with every round played has nothing to forecast, and the section says so; so does a round
  robin, chosen in the event's type or said by the file (its ``092`` line, or every player
  met every other), which the whole event is not simulated as.
- The forecast runs in the background (:func:`pages.ui.apart.start`): a fragment polls it
  every :data:`POLL` seconds and draws its progress, while the rest of the page stays usable;
  once it is done, the page is drawn again with the table, and the fragment polls no more. A
  forecast of other inputs stops the one before it; so does closing the expander.
- The table sorts by any column, the chances as numbers (:func:`~pages.ui.forecast.words.
  chance_value`), and shows each in words where a percentage would say more than the model
  can.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable

import streamlit as st
from pandas.io.formats.style import Styler
from streamlit.elements.lib.column_types import ColumnConfig

from elo_core import EventForecast, EventFormat, FormatReading, FormatSource
from elo_core.language import count
from pages.ui import apart, link
from pages.ui.forecast import event_work, words
from pages.ui.forecast.event_work import ChancesAsked, Outline
from pages.ui.in_force import Frame
from pages.ui.norms import settings
from pages.ui.shared import apart_work, widgets
from pages.ui.shared.sortable import sortable
from pages.ui.shared.spreadsheet import Column, Value
from pages.ui.shared.tables import CELL_PADDING, CHAR_PIXELS, fitted_height, swipe_hint

#: Where the session keeps the forecast asked for and its job.
JOB = "_fc_job"
#: How often, in seconds, the page looks how far the forecast has come.
POLL = 0.5
#: Rows the table shows before it scrolls inside itself.
ROWS_IN_VIEW = 15
#: The chances first after the name, so that a phone shows them without a swipe.
COLUMNS = (Column("fcol.rank"), Column("fcol.name"), Column("fcol.norm"),
           Column("fcol.norm_chance"), Column("fcol.top"), Column("fcol.expected", 2),
           Column("fcol.points"), Column("fcol.rating"))
#: The columns of chances, shown in words (:func:`~pages.ui.forecast.words.chance_cell`).
CHANCES = frozenset({"fcol.top", "fcol.norm_chance"})
#: The name's column starts narrower, so that the figures beside it fit on a phone.
NARROW = {"fcol.name": 150}
Job = apart.Job[EventForecast]


def _stop() -> None:
    """Stop the forecast the session has running, and forget it."""
    held = st.session_state.pop(JOB, None)
    if held is not None:
        held[1].stop()


def _job(asked: ChancesAsked) -> Job:
    """The forecast ``asked``: the one running or done already, else a new one, the one
    before it stopped."""
    held = st.session_state.get(JOB)
    if held is not None and held[0] == asked:
        job: Job = held[1]
        return job
    _stop()
    job = apart.start(event_work.chances, asked)
    st.session_state[JOB] = (asked, job)
    return job


def _rounds(frame: Frame, outline: Outline) -> int | None:
    """The event's rounds: the user's, else the file's; ``None`` where neither says."""
    t = frame.t
    said = outline.announced
    widgets.optional_whole_input("fc_rounds", t("fc.event.rounds"),
                                 t("norms.unknown") if said is None else str(said), width=200)
    played = t("fc.event.played", n=outline.played)
    st.caption(played if said is None else played + " " + t(
        "fc.event.announced", n=said, line=outline.announced_by))
    given = link.values()["fc_rounds"]
    return said if given is None else int(given)


def _options(frame: Frame) -> tuple[int, int, int]:
    """The top places counted, the runs and the seed."""
    t = frame.t
    with st.container(horizontal=True, key="fc_event_options"):
        for name, label, help_key in (("fc_top", "fc.event.top", "fc.event.top.help"),
                                      ("fc_runs", "fc.event.runs", "fc.event.runs.help"),
                                      ("seed", "fc.seed", "fc.seed.help")):
            key, store = link.bind(name, f"_{name}_event")
            st.number_input(t(label), *link.bounds(name), step=1, key=key, on_change=store,
                            width=160, help=t(help_key))
    values = link.values()
    return int(values["fc_top"]), int(values["fc_runs"]), int(values["seed"])


def section(frame: Frame, *, text: str) -> None:
    """The chances in the rounds left of the report in ``text``, in their expander."""
    t = frame.t
    box = widgets.expander("fc_open", t("fc.event"))
    if not box.open:
        _stop()
        return
    with box:
        # a button of its own: the page goes on below a forecast that failed, and may have
        # drawn the event's own already
        outline = apart_work.drawn(frame, "event", event_work.outline, text,
                                   again="_fc_event_again")
        if outline is None:
            return
        rounds = _rounds(frame, outline)
        if rounds is None:
            _stop()
            st.info(t("fc.event.not_announced"), icon=":material/info:")
            return
        if rounds <= outline.played:
            _stop()
            st.info(t("fc.event.finished"), icon=":material/flag:")
            return
        norms = settings.asked()._replace(only=False)
        if not _a_swiss(frame, norms.settings.format, outline.pairing):
            _stop()
            return
        top, runs, seed = _options(frame)
        job = _job(ChancesAsked(text, rounds, top, runs, seed, norms))
        _watch(frame, job)


def _a_swiss(frame: Frame, chosen: EventFormat | None, said: FormatReading) -> bool:
    """Whether the event is a Swiss, which the whole event is simulated as: the pairing
    system ``chosen`` in the event's type, else as the file says it (``said``), as the norms
    take it; where it is no Swiss, the section says why nothing is forecast."""
    t = frame.t
    if chosen is EventFormat.SWISS:
        return True
    if chosen is not None:
        why = t("fc.event.not_swiss.given", format=t(f"norms.format.{chosen.value}"))
    elif said.format is not EventFormat.SWISS:
        key = ("fc.event.not_swiss.pairings" if said.source is FormatSource.PAIRINGS
               else "fc.event.not_swiss.type-line")
        why = t(key, format=t(f"norms.format.{said.format.value}"), line=said.type_line)
    else:
        return True
    st.info(why, icon=":material/info:")
    return False


def _watch(frame: Frame, job: Job) -> None:
    """The forecast's progress, polled while it runs, then its table."""
    running = not job.done()

    @st.fragment(run_every=POLL if running else None)
    def watched() -> None:
        if not job.done():
            _progress(frame, job)
        elif running:
            st.rerun()  # drawn again in full, with the table, and polled no more
        else:
            _answer(frame, job)

    watched()


def _progress(frame: Frame, job: Job) -> None:
    t, lang = frame.t, frame.lang
    steps = job.steps
    if steps is None:
        st.progress(0.0, text=t("fc.event.waiting"))
    else:
        done, total = steps
        st.progress(done / total, text=t("fc.event.progress", done=count(done, lang),
                                          total=count(total, lang)))
    st.caption(t("fc.event.usable"))


def _answer(frame: Frame, job: Job) -> None:
    t = frame.t
    try:
        forecast = job.answer()
    except apart.ApartFailed:
        st.error(t("fc.event.failed"), icon=":material/error:")
        st.button(t("fc.event.again"), icon=":material/refresh:", key="_fc_again",
                  on_click=_stop)
        return
    st.caption(t("fc.event.after", after=forecast.after_round, rounds=forecast.rounds))
    table(frame, forecast)
    words.show_note(frame, forecast.fit, forecast.assumptions, forecast.runs, forecast.seed,
                    forecast.error)


def rows(forecast: EventForecast) -> list[tuple[Value, ...]]:
    """Each player's row of the table, in the file's order: the chances as
    :func:`~pages.ui.forecast.words.chance_value` holds them, the best norm's title and chance
    (none where no norm is checked, ``impossible`` where every one is)."""
    found: list[tuple[Value, ...]] = []
    for player in forecast.players:
        best = player.best_norm
        if best is not None:
            title: Value = best.title.value
            chance: Value = words.chance_value(best.probability, best.certainty)
        elif player.norms:
            title, chance = player.norms[-1].title.value, 0.0
        else:
            title, chance = None, None
        found.append((player.start_rank, player.name, title, chance,
                      words.chance_value(player.top), player.expected_points, player.points,
                      player.rating))
    return found


def laid_out(frame: Frame, forecast: EventForecast
             ) -> tuple[list[str], list[tuple[Value, ...]], Styler, dict[str, ColumnConfig]]:
    """The table as it is drawn: its headers, rows, the rows styled (each chance in words) and
    the columns' config (each as wide as its longest cell)."""
    headers = [frame.t(c.key, k=forecast.top) if c.key == "fcol.top" else frame.t(c.key)
               for c in COLUMNS]
    found = rows(forecast)
    styler, config = sortable(frame, COLUMNS, found, headers, narrow=NARROW, changes=())
    cell = functools.partial(words.chance_cell, frame)
    chance_headers: list[Hashable] = [h for h, c in zip(headers, COLUMNS, strict=True)
                                      if c.key in CHANCES]
    styler = styler.format(cell, subset=chance_headers)
    for name in map(str, chance_headers):
        longest = max([len(name), *(len(cell(row[headers.index(name)])) for row in found)])
        config[name] = st.column_config.Column(width=round(longest * CHAR_PIXELS
                                                           + CELL_PADDING))
    return headers, found, styler, config


def table(frame: Frame, forecast: EventForecast) -> None:
    """Every player's chances, sortable by any column."""
    _, found, styler, config = laid_out(frame, forecast)
    swipe_hint(frame.t("table.swipe"), config, "fc_table")
    # as wide as its columns, not the page: each column keeps the width its content asks
    st.dataframe(styler, hide_index=True, column_config=config, width="content",
                 height=fitted_height(len(found), ROWS_IN_VIEW), placeholder="–",
                 key="fc_table")
