"""One decoding rule for uploads, files and standard input: what it reads and what it refuses."""

import codecs
import io
import zipfile

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core import LineError, Place, Problem
from elo_core.decoding import decode_text

TEXT = "Müller 1800:1\nO’Brien 1950:½\n"


@pytest.mark.parametrize("data", [
    TEXT.encode("utf-8"),
    codecs.BOM_UTF8 + TEXT.encode("utf-8"),
    TEXT.encode("utf-16"),                       # with its byte-order mark
    codecs.BOM_UTF16_LE + TEXT.encode("utf-16-le"),
    codecs.BOM_UTF16_BE + TEXT.encode("utf-16-be"),
    TEXT.encode("utf-16-le"),                    # without one: NUL at every odd position
    TEXT.encode("utf-16-be"),                    # NUL at every even position
], ids=["utf-8", "utf-8-bom", "utf-16", "utf-16-le-bom", "utf-16-be-bom", "utf-16-le",
        "utf-16-be"])
def test_utf8_and_utf16_with_or_without_a_byte_order_mark_read_as_the_same_text(data):
    assert decode_text(data) == TEXT


def test_windows_1252_keeps_the_apostrophe_and_the_euro_sign():
    # In Windows-1252 ’ is 0x92 and € is 0x80; Latin-1 would make both control characters.
    data = "O’Brien €uro 1800:1\n".encode("cp1252")
    assert b"\x92" in data and b"\x80" in data
    assert decode_text(data) == "O’Brien €uro 1800:1\n"


@pytest.mark.parametrize("byte", [0x81, 0x8D, 0x8F, 0x90, 0x9D])
def test_a_file_in_none_of_the_encodings_names_the_line_where_decoding_failed(byte):
    # Not UTF-8 (a lone continuation byte), and undefined in Windows-1252.
    data = b"1800:1\n1900:0\nM" + bytes([byte]) + b"ller 2000:1\n"
    error = decode_text(data)
    assert error == LineError(3, "", Problem.UNREADABLE_FILE, f"0x{byte:02X}")
    assert error.message().startswith(f"line 3: the text cannot be read at 0x{byte:02X}")


def test_a_utf8_file_with_a_byte_order_mark_and_a_bad_byte_names_its_line():
    error = decode_text(codecs.BOM_UTF8 + b"1800:1\n\xff\n")
    assert isinstance(error, LineError) and (error.line, error.token) == (2, "0xFF")


def test_utf16_with_a_lone_surrogate_names_its_line():
    data = codecs.BOM_UTF16_LE + "1800:1\n".encode("utf-16-le") + b"\x00\xd8"
    error = decode_text(data)
    assert isinstance(error, LineError)
    assert (error.problem, error.line) == (Problem.UNREADABLE_FILE, 2)


def _zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("games.csv", "rating,result\n1800,1\n")
    return buffer.getvalue()


@pytest.mark.parametrize("data", [
    _zip(),                                          # also what an .xlsx is
    b"%PDF-1.7\n1800:1\n",
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
    b"\xff\xd8\xff\xe0\x00\x10JFIF",
    b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1",             # an old .xls or .doc
    b"1800:1\n\x00\n1900:0\n",                       # a NUL byte in what is not UTF-16
    b"1800:1" + bytes(range(1, 9)) * 3,              # a high share of control characters
    "1800:1\n".encode("utf-32"),                     # NUL characters once read as UTF-16
], ids=["zip", "pdf", "png", "jpeg", "ole", "nul", "control", "utf-32"])
def test_bytes_that_are_clearly_not_text_are_refused(data):
    assert decode_text(data) == LineError(0, "", Problem.NOT_TEXT, "", Place.FILE)


def test_the_not_text_message_names_no_line():
    assert decode_text(b"PK\x03\x04").message().startswith("this is not a text file")


def test_tabs_form_feeds_and_a_dos_end_of_file_mark_are_text():
    assert decode_text(b"Name\tElo\tRes.\r\nMeier\t1800\t1\r\n\x0c\x1a") == (
        "Name\tElo\tRes.\r\nMeier\t1800\t1\r\n\x0c\x1a")


def test_empty_bytes_are_empty_text():
    assert decode_text(b"") == ""


@given(st.binary(max_size=400))
def test_any_bytes_become_valid_text_or_an_error_never_an_exception(data):
    text = decode_text(data)
    if isinstance(text, str):
        text.encode("utf-8")            # no lone surrogates: it can be written out as UTF-8
    else:
        assert text.problem in (Problem.NOT_TEXT, Problem.UNREADABLE_FILE)


@given(st.text(max_size=200).filter(lambda t: "\x00" not in t))
def test_any_utf8_text_without_control_characters_reads_back_unchanged(text):
    data = text.encode("utf-8")
    result = decode_text(data)
    if isinstance(result, str):
        assert result == text.removeprefix("\ufeff")
    else:
        assert result.problem is Problem.NOT_TEXT   # text made mostly of control characters
