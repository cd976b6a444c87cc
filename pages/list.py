"""Rating list: FIDE's lists (every month kept) and the DSB's DWZ list on this server, a player
found by name or FIDE ID with their rating on each month kept, and, where the operator allows
it, a list loaded by upload or a month removed."""

from pages.ui.frame import current
from pages.ui.list import lists, removal, upload
from pages.ui.shared import rating_list


def list_page() -> None:
    """Draw the lists kept, the search where any is loaded, the upload and, where the operator
    allows it, the removal of a month."""
    frame = current()
    loaded, dwz = rating_list.loaded_lists(), rating_list.dwz_loaded()
    kept = rating_list.kept_lists()
    lists.show_lists(frame, kept=kept, dwz=dwz)
    if loaded or dwz is not None:
        lists.show_search(frame, loaded=loaded, dwz=dwz)
    upload.upload(frame)
    if rating_list.upload_allowed():
        removal.removal(frame, kept=kept)


list_page()
