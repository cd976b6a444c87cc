"""A real Streamlit server without sockets, for tests that look inside it: the app's sessions
are opened and rerun through the runtime itself, in this process."""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections.abc import AsyncIterator, Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.runtime import Runtime, RuntimeConfig
from streamlit.runtime.caching.storage.dummy_cache_storage import MemoryCacheStorageManager
from streamlit.runtime.memory_media_file_storage import MemoryMediaFileStorage
from streamlit.runtime.memory_session_storage import MemorySessionStorage
from streamlit.runtime.memory_uploaded_file_manager import MemoryUploadedFileManager
from streamlit.runtime.session_manager import ClientContext
from streamlit.runtime.uploaded_file_manager import UploadedFileRec

from tests.paths import ROOT

T = TypeVar("T")
#: Where the servers keep their media and download files.
MEDIA = MemoryMediaFileStorage("/media")


class Browser:
    """A session's client: it notes when a script run has finished, and the metrics (label:
    value), buttons and file uploaders (label: widget id) and download buttons (label: the id of
    their data) that it was sent."""

    def __init__(self) -> None:
        self.finished = asyncio.Event()
        self.metrics: dict[str, str] = {}
        self.buttons: dict[str, str] = {}
        self.uploaders: dict[str, str] = {}
        self.downloads: dict[str, str] = {}

    def write_forward_msg(self, msg: ForwardMsg) -> None:
        if msg.WhichOneof("type") == "script_finished":
            self.finished.set()
        elif msg.WhichOneof("type") == "delta" and msg.delta.WhichOneof("type") == "new_element":
            element = msg.delta.new_element
            if element.WhichOneof("type") == "metric":
                self.metrics[element.metric.label] = element.metric.body
            elif element.WhichOneof("type") == "button":
                self.buttons[element.button.label] = element.button.id
            elif element.WhichOneof("type") == "file_uploader":
                self.uploaders[element.file_uploader.label] = element.file_uploader.id
            elif element.WhichOneof("type") == "download_button":
                button = element.download_button
                self.downloads[button.label] = button.deferred_file_id or button.url

    @property
    def client_context(self) -> ClientContext | None:
        return None


@contextlib.asynccontextmanager
async def served(ttl: int = 120) -> AsyncIterator[Runtime]:
    """``dashboard.py`` in a running server that keeps a closed session for ``ttl`` seconds."""
    server = Runtime(RuntimeConfig(
        script_path=str(ROOT / "dashboard.py"),
        media_file_storage=MEDIA,
        uploaded_file_manager=MemoryUploadedFileManager("/upload"),
        cache_storage_manager=MemoryCacheStorageManager(),
        session_storage=MemorySessionStorage(ttl_seconds=ttl)))
    await server.start()
    try:
        yield server
    finally:
        server.stop()
        await server.stopped
        Runtime._instance = None


async def open_page(server: Runtime, query: str, page: str = "") -> tuple[str, Browser]:
    """A new session that has run ``page`` (its URL path, "" for the landing page) with the
    URL query ``query``."""
    browser = Browser()
    session_id = server.connect_session(browser, user_info={})
    await rerun(server, session_id, browser, query, page)
    return session_id, browser


async def rerun(server: Runtime, session_id: str, browser: Browser, query: str,
                page: str = "", clicked: str | None = None,
                uploaded: tuple[str, str, bytes] | None = None) -> None:
    """Run ``page`` again in a session, as a link or a reload does, as a click on the button
    labelled ``clicked`` does, or as a file given to an uploader does (``uploaded``: the
    uploader's label, the file's name and its bytes), and wait for the end."""
    browser.finished.clear()
    message = BackMsg()
    message.rerun_script.query_string = query
    message.rerun_script.page_name = page
    if clicked is not None:
        button = message.rerun_script.widget_states.widgets.add()
        button.id, button.trigger_value = browser.buttons[clicked], True
    if uploaded is not None:
        label, name, data = uploaded
        file_id = uuid.uuid4().hex
        uploads = server.uploaded_file_mgr
        assert isinstance(uploads, MemoryUploadedFileManager), "served() keeps uploads in memory"
        uploads.add_file(session_id, UploadedFileRec(file_id, name, "text/plain", data))
        uploader = message.rerun_script.widget_states.widgets.add()
        uploader.id = browser.uploaders[label]
        uploader.file_uploader_state_value.uploaded_file_info.add(name=name, size=len(data),
                                                                  file_id=file_id)
    server.handle_backmsg(session_id, message)
    await asyncio.wait_for(browser.finished.wait(), 60)


def downloaded(server: Runtime, data_id: str) -> bytes:
    """What a click on a download button gets: its data, made then if it is made on click."""
    url = server.media_file_mgr.execute_deferred(data_id)
    return MEDIA.get_file(url.rsplit("/", 1)[-1]).content


def in_own_thread(work: Coroutine[None, None, T]) -> T:
    """Run ``work`` to its end in a thread of its own: the browser tests' Playwright keeps an
    event loop running in the main thread for the whole test session."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, work).result()
