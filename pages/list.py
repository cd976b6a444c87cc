"""Rating list: FIDE's lists loaded on this server, a player found by name or FIDE ID, and a
newer list loaded by upload."""

from pages.ui.frame import current
from pages.ui.list import lists, upload
from pages.ui.shared import rating_list

frame = current()
loaded = rating_list.loaded_lists()
lists.show_lists(frame, loaded)
if loaded:
    lists.show_search(frame, loaded)
upload.upload(frame)
