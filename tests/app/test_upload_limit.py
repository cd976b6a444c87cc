"""One limit for every upload of a game list or an event: the Tournament's, the Whole event's
and the Club's (its season and its start list) take at most ``MAX_LIST_CHARS`` characters,
their lines say that one figure the same way, and a longer file is refused with the same
words, in the user's language; a file's long event name is shown cut on the Club page as on
the Whole event page."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from elo_core.readers.limits import MAX_LIST_CHARS, MOST_BYTES_A_CHARACTER
from pages.ui.i18n import SHOWN_CHARS
from tests.app.event.pasted import SWISS
from tests.app.messages import messages
from tests.club_files import SEASON
from tests.conftest import PageOpener

#: Each upload: its page and key, and the types its line names.
UPLOADS = [("tournament", "_upload", "CSV, PGN, TXT"), ("event", "_event_upload", "TRF, TXT"),
           ("club", "_club_upload", "CSV, TRF, TXT"), ("club", "_club_start_upload", "CSV, TXT")]
WORDS = {"en": ("At most 2,000,000 characters", "more than 2,000,000 characters"),
         "de": ("Höchstens 2.000.000 Zeichen", "mehr als 2.000.000 Zeichen"),
         "nl": ("Hoogstens 2.000.000 tekens", "meer dan 2.000.000 tekens")}


def line_of(at: AppTest, types: str) -> str:
    """The upload's line below its button, which the page writes over Streamlit's."""
    for html in at.get("html"):
        for lang_line, _ in WORDS.values():
            marker = f'content: "{lang_line} · {types}"'
            if marker in html.proto.body:
                return f"{lang_line} · {types}"
    raise AssertionError(f"no line for {types}")


def send(at: AppTest, key: str, name: str, data: bytes) -> AppTest:
    value = (name, data, "text/plain")
    at.file_uploader(key=key).set_value([value] if key == "_club_upload" else value).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize(("page", "key", "types"), UPLOADS)
def test_every_upload_says_the_one_limit_and_refuses_past_it_in_the_same_words(
        open_page: PageOpener, lang: str, page: str, key: str, types: str) -> None:
    at = open_page(page, lang=lang)
    limit, refusal = WORDS[lang]
    assert line_of(at, types) == f"{limit} · {types}"
    box = at.file_uploader(key=key)
    assert box.proto.max_upload_size_mb * 2**20 >= MAX_LIST_CHARS * MOST_BYTES_A_CHARACTER
    send(at, key, "long.txt", b"#" * (MAX_LIST_CHARS + 1))
    said = [text for text in messages(at) if refusal in text]
    assert len(said) == 1, messages(at)
    assert "long.txt" in said[0] or page == "tournament"


def test_a_club_file_within_the_limit_is_read(open_page: PageOpener) -> None:
    at = send(open_page("club"), "_club_upload", "season.csv",
              SEASON + b"\n" * (MAX_LIST_CHARS - len(SEASON)))
    assert not [text for text in messages(at) if "2,000,000" in text]
    assert at.dataframe, "the season is rated"


def test_the_club_page_shows_a_trf_events_long_name_cut(open_page: PageOpener) -> None:
    name = "Open " * 2000
    trf = "".join(f"012 {name}\n" if line.startswith("012") else f"{line}\n"
                  for line in SWISS.splitlines())
    at = send(open_page("club"), "_club_upload", "event.trf", trf.encode())
    assert at.dataframe, "the season is rated"
    longest = "Open " * (SHOWN_CHARS // 5 + 1)
    assert not [text for text in messages(at) if longest in text]
    for frame in at.dataframe:
        for column in frame.value.columns:
            assert not frame.value[column].astype(str).str.contains(longest).any()
