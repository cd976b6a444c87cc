"""One decoding rule for uploads, files and standard input: what it reads and what it refuses."""

import codecs
import io
import zipfile

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from elo_core import LineError, Place, Problem
from elo_core.readers.decoding import Decoded, Mixed, Redecode, TextDecoder, decode, decode_text
from tests.sampling import examples

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
def test_utf8_and_utf16_with_or_without_a_byte_order_mark_read_as_the_same_text(
        data: bytes) -> None:
    assert decode_text(data) == TEXT


def test_windows_1252_keeps_the_apostrophe_and_the_euro_sign() -> None:
    # In Windows-1252 ’ is 0x92 and € is 0x80; Latin-1 would make both control characters.
    data = "O’Brien €uro 1800:1\n".encode("cp1252")
    assert b"\x92" in data and b"\x80" in data
    assert decode_text(data) == "O’Brien €uro 1800:1\n"


@pytest.mark.parametrize("byte", [0x81, 0x8D, 0x8F, 0x90, 0x9D])
def test_a_file_in_none_of_the_encodings_names_the_line_where_decoding_failed(byte: int) -> None:
    # Not UTF-8 (a lone continuation byte), and undefined in Windows-1252.
    data = b"1800:1\n1900:0\nM" + bytes([byte]) + b"ller 2000:1\n"
    error = decode_text(data)
    assert error == LineError(3, "", Problem.UNREADABLE_FILE, f"0x{byte:02X}")
    assert error.message().startswith(f"line 3: the text cannot be read at 0x{byte:02X}")


def test_a_utf8_file_with_one_windows_1252_byte_keeps_its_names_and_says_where_the_byte_is(
) -> None:
    # "Müller" in UTF-8 on lines 1–3; line 4's 0x92 is not UTF-8: ’ in Windows-1252
    data = "Müller 1800:1\n".encode() * 3 + "O’Brien 1900:0\n".encode("cp1252")
    decoded = decode(data)
    assert decoded == Decoded("Müller 1800:1\n" * 3 + "O’Brien 1900:0\n", "utf-8",
                              Mixed(4, 1, "0x92", "’"))
    assert isinstance(decoded, Decoded) and decoded.mixed is not None, "a mixed byte is named"
    assert decoded.mixed.message() == (
        "line 4: a byte that is not UTF-8, 0x92, was read as Windows-1252 (’); "
        "the rest is UTF-8")
    assert decode_text(data) == decoded.text


def test_bytes_that_are_not_utf8_are_counted_and_the_first_named() -> None:
    # 0xF6 (ö) and 0xD8 (Ø) are not UTF-8 where they stand
    data = "Müller\n".encode() + b"\n\n" + "Gödel Ørsted".encode("cp1252")
    decoded = decode(data)
    assert isinstance(decoded, Decoded), "the bytes are read as text"
    assert decoded.text == "Müller\n\n\nGödel Ørsted"
    assert decoded.mixed is not None, "the bytes not UTF-8 are named"
    assert decoded.mixed.message() == (
        "line 4: a byte that is not UTF-8, 0xF6, was read as Windows-1252 (ö), and 1 more "
        "after it; the rest is UTF-8")


def test_a_windows_1252_file_reads_as_windows_1252_with_nothing_to_say() -> None:
    data = "O’Brien €uro 1800:1\nMüller 1900:0\n".encode("cp1252")
    assert decode(data) == Decoded("O’Brien €uro 1800:1\nMüller 1900:0\n", "cp1252", None)


def test_a_utf8_file_with_a_byte_order_mark_and_a_bad_byte_says_where() -> None:
    decoded = decode(codecs.BOM_UTF8 + b"1800:1\n\xff\n")
    assert decoded == Decoded("1800:1\nÿ\n", "utf-8", Mixed(2, 1, "0xFF", "ÿ"))


def test_utf16_with_a_lone_surrogate_names_its_line() -> None:
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
def test_bytes_that_are_clearly_not_text_are_refused(data: bytes) -> None:
    assert decode_text(data) == LineError(0, "", Problem.NOT_TEXT, "", Place.FILE)


def test_the_not_text_message_names_no_line() -> None:
    refusal = decode_text(b"PK\x03\x04")
    assert isinstance(refusal, LineError), "a zip archive is refused"
    assert refusal.message().startswith("this is not a text file")


def test_tabs_form_feeds_and_a_dos_end_of_file_mark_are_text() -> None:
    assert decode_text(b"Name\tElo\tRes.\r\nMeier\t1800\t1\r\n\x0c\x1a") == (
        "Name\tElo\tRes.\r\nMeier\t1800\t1\r\n\x0c\x1a")


def test_empty_bytes_are_empty_text() -> None:
    assert decode_text(b"") == ""


@given(st.binary(max_size=400))
def test_any_bytes_become_valid_text_or_an_error_never_an_exception(data: bytes) -> None:
    text = decode_text(data)
    if isinstance(text, str):
        text.encode("utf-8")            # no lone surrogates: it can be written out as UTF-8
    else:
        assert text.problem in (Problem.NOT_TEXT, Problem.UNREADABLE_FILE)


@given(st.text(max_size=200).filter(lambda t: "\x00" not in t))
def test_any_utf8_text_without_control_characters_reads_back_unchanged(text: str) -> None:
    data = text.encode("utf-8")
    result = decode_text(data)
    if isinstance(result, str):
        assert result == text.removeprefix("\ufeff")
    else:
        assert result.problem is Problem.NOT_TEXT   # text made mostly of control characters


# --- In chunks: the same rule, in bounded memory ----------------------------------------------

def streamed(data: bytes, cuts: list[int], sniff: int,
        encoding: str | None = None) -> str | Redecode | LineError:
    """``data`` through a :class:`TextDecoder` in pieces ``cuts`` long (the rest last): the
    text, or the problem the decoder names at the end."""
    decoder = TextDecoder(encoding, sniff)
    pieces, at = [], 0
    for cut in cuts:
        pieces.append(decoder.decode(data[at:at + cut]))
        at += cut
    pieces.append(decoder.decode(data[at:], final=True))
    return decoder.problem or "".join(pieces)


#: Bytes that make every branch of the rule likely: text in each encoding, stray bytes that
#: are not UTF-8 or not Windows-1252, NULs, control bytes, byte-order marks and signatures.
byte_pieces = st.one_of(
    st.text(max_size=12).map(lambda t: t.encode("utf-8", "surrogatepass")),
    st.text(alphabet="Müller 1800:½\n’€", max_size=12).map(lambda t: t.encode("cp1252")),
    st.text(alphabet="1800:½ Mü\n", max_size=12).map(lambda t: t.encode("utf-16-le")),
    st.text(alphabet="1800:½ Mü\n", max_size=12).map(lambda t: t.encode("utf-16-be")),
    st.sampled_from([b"\x00", b"\x81", b"\xff", b"\xc3", b"\x01", b"\n", b"\r\n",
                     codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, b"PK\x03\x04"]),
    st.binary(max_size=6),
)


@examples(500)
@given(st.lists(byte_pieces, max_size=12).map(b"".join), st.integers(4, 24),
       st.lists(st.integers(0, 16), max_size=12))
def test_bytes_in_chunks_read_as_they_read_at_once_or_are_read_again(data: bytes, sniff: int,
        cuts: list[int]) -> None:
    whole = decode_text(data)
    result = streamed(data, cuts, sniff)
    if isinstance(result, Redecode):
        # the start said one encoding, the whole another: read again, in the whole's
        result = streamed(data, cuts, sniff, result.encoding)
    assert result == whole


@given(st.lists(byte_pieces, max_size=12).map(b"".join))
def test_bytes_that_fit_the_first_chunk_are_never_read_again(data: bytes) -> None:
    assert streamed(data, [], len(data) + 1) == decode_text(data)


def test_a_byte_that_is_not_utf8_after_utf8_lines_is_read_as_windows_1252_in_one_reading() -> None:
    # "Müller" in UTF-8 is told from the start; line 3's 0x92 (’ in Windows-1252) is not UTF-8
    data = "Müller 1800:1\n1900:0\n".encode() + b"O\x92Brien 2000:1\n"
    decoder = TextDecoder(sniff=4)
    text = "".join(decoder.decode(data[at:at + 4]) for at in range(0, len(data), 4))
    text += decoder.decode(b"", final=True)
    assert text == decode_text(data) == "Müller 1800:1\n1900:0\nO’Brien 2000:1\n"
    assert (decoder.problem, decoder.mixed) == (None, Mixed(3, 1, "0x92", "’"))


def test_a_byte_that_is_not_utf8_after_ascii_lines_switches_to_windows_1252_in_one_reading(
) -> None:
    data = b"1800:1\n1900:0\nO\x92Brien 2000:1\n"
    assert streamed(data, [4] * 10, 4) == "1800:1\n1900:0\nO’Brien 2000:1\n"


def test_utf16_that_only_the_whole_shows_asks_for_a_second_reading() -> None:
    # The first 4 bytes have no NUL; the whole has one at every odd place but those 4
    data = b"1800" + ":1\n1900:0\n".encode("utf-16-le") * 4
    assert streamed(data, [4] * 40, 4) == Redecode("utf-16-le", 0)
    # read as UTF-16-LE, "18" (0x31 0x38) is U+3831 and "00" (0x30 0x30) is U+3030
    assert decode_text(data) == "\u3831\u3030" + ":1\n1900:0\n" * 4


def test_utf16_whose_start_has_the_pattern_and_whose_whole_has_not_is_not_text() -> None:
    data = "1800:1\n".encode("utf-16-le") + b"\x00\x00" * 20
    assert streamed(data, [4] * 40, 8) == decode_text(data) == LineError(
        0, "", Problem.NOT_TEXT, "", Place.FILE)


def test_an_undecodable_byte_in_a_later_chunk_names_its_line() -> None:
    data = codecs.BOM_UTF8 + b"1800:1\n" * 3 + b"\x81\n"
    assert streamed(data, [5] * 10, 4) == LineError(4, "", Problem.UNREADABLE_FILE, "0x81")


@given(st.lists(byte_pieces, max_size=12).map(b"".join), st.integers(4, 24),
       st.lists(st.integers(0, 16), max_size=12))
def test_what_is_said_of_bytes_in_chunks_is_what_is_said_of_them_at_once(data: bytes, sniff: int,
        cuts: list[int]) -> None:
    whole = decode(data)
    decoder = TextDecoder(None, sniff)
    result = streamed(data, cuts, sniff)
    assume(isinstance(whole, Decoded) and isinstance(result, str))
    assert isinstance(whole, Decoded), "only a whole read as text is compared"
    at = 0
    for cut in cuts:
        decoder.decode(data[at:at + cut])
        at += cut
    decoder.decode(data[at:], final=True)
    assert (decoder.encoding, decoder.mixed) == (whole.encoding, whole.mixed)
