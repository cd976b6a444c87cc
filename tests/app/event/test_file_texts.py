"""What a file carries, on the Whole event page: an event's name of any length is shown cut to
``SHOWN_CHARS`` with an ellipsis, as the characters it is (the downloads carry it whole); and a
file's one limit, ``MAX_LIST_CHARS`` characters, is the figure the upload says, its help says and
its refusal says, in the user's language."""

from __future__ import annotations

import json

import pytest
from streamlit.testing.v1 import AppTest

from elo_core import FIDE
from elo_core.readers.limits import MAX_LIST_CHARS, MOST_BYTES_A_CHARACTER
from pages.ui.event import shown as event_shown
from pages.ui.i18n import SHOWN_CHARS
from pages.ui.in_force import Frame
from tests.app.event.pasted import SWISS
from tests.app.messages import messages
from tests.conftest import PageOpener
from tests.markup import added_markup, shown


def named(name: str) -> str:
    """The hand-made Swiss with ``name`` as its event's name (its ``012`` line)."""
    return "".join(f"012 {name}\n" if line.startswith("012") else f"{line}\n"
                   for line in SWISS.splitlines())


def upload(at: AppTest, text: str, name: str = "event.trf") -> AppTest:
    at.file_uploader(key="_event_upload").set_value((name, text.encode("utf-8"),
                                                     "text/plain")).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_an_event_name_of_a_million_characters_is_shown_cut_to_one_heading(
        open_page: PageOpener) -> None:
    name = "Open " * 300_000  # 1.5 million characters on the 012 line
    at = upload(open_page("event"), named(name))
    heading = at.subheader[0].value
    assert heading == "Open " * (SHOWN_CHARS // 5 - 1) + "Open…"
    assert len(heading) == SHOWN_CHARS
    # no other text of the page carries the name further either
    assert not [m for m in messages(at) if "Open " * (SHOWN_CHARS // 5 + 1) in m]


def test_a_long_name_of_markup_is_cut_and_shown_as_its_characters(
        open_page: PageOpener) -> None:
    name = "<img src=x onerror=alert(1)> **x** [a](javascript:alert(1)) " * 1000
    at = upload(open_page("event"), named(name))
    heading = at.subheader[0].value
    expected = name[:SHOWN_CHARS - 1].rstrip() + "…"
    assert shown(heading) == expected
    assert added_markup(heading, expected) is None


def test_the_json_download_carries_the_name_as_the_file_has_it() -> None:
    name = "Open " * 100  # longer than a page shows, as a real name can be
    asked = event_shown.Asked(named(name), Frame("en", FIDE), None, {})
    data = json.loads(event_shown.download(asked, "json"))
    assert data["event"]["name"] == name.strip()


@pytest.mark.parametrize(("lang", "line", "help_text", "refusal"), [
    ("en", "At most 2,000,000 characters · TRF, TXT", "at most 2,000,000 characters",
     "more than 2,000,000 characters"),
    ("de", "Höchstens 2.000.000 Zeichen · TRF, TXT", "höchstens 2.000.000 Zeichen",
     "mehr als 2.000.000 Zeichen"),
    ("nl", "Hoogstens 2.000.000 tekens · TRF, TXT", "hoogstens 2.000.000 tekens",
     "meer dan 2.000.000 tekens"),
])
def test_the_upload_its_help_and_its_refusal_say_the_one_limit_of_a_file(
        open_page: PageOpener, lang: str, line: str, help_text: str, refusal: str) -> None:
    at = open_page("event", lang=lang)
    box = at.file_uploader(key="_event_upload")
    assert help_text in str(box.help)
    assert any(f'content: "{line}"' in html.proto.body for html in at.get("html"))
    # the browser refuses only a file no text within the limit can be: four bytes a character
    assert box.proto.max_upload_size_mb * 2**20 >= MAX_LIST_CHARS * MOST_BYTES_A_CHARACTER
    too_long = SWISS + "#" * (MAX_LIST_CHARS + 1 - len(SWISS))
    upload(at, too_long, "long.trf")
    assert [refusal in e.value for e in at.error] == [True]
    within = SWISS + "#" * (MAX_LIST_CHARS - len(SWISS))
    upload(at, within, "within.trf")
    assert not at.error


@pytest.mark.parametrize(("lang", "formats"), [
    ("en", "TRF-16 or TRF-26 (rated by its time control's rules)"),
    ("de", "TRF-16 oder TRF-26 (gewertet nach den Regeln seiner Bedenkzeit)"),
    ("nl", "TRF-16 of TRF-26 (gerekend volgens de regels van zijn bedenktijd)"),
])
def test_the_uploads_help_names_both_formats_the_page_reads(open_page: PageOpener, lang: str,
                                                            formats: str) -> None:
    help_text = str(open_page("event", lang=lang).file_uploader(key="_event_upload").help)
    assert formats in help_text
    assert "UTF-16" in help_text
