"""Rating list: FIDE's lists and the DSB's DWZ list loaded on this server, a player found by
name or FIDE ID, and a newer list of FIDE's loaded by upload."""

from pages.ui.frame import current
from pages.ui.list import lists, upload
from pages.ui.shared import rating_list

frame = current()
loaded, dwz = rating_list.loaded_lists(), rating_list.dwz_loaded()
lists.show_lists(frame, loaded, dwz)
if loaded or dwz is not None:
    lists.show_search(frame, loaded, dwz)
upload.upload(frame)
