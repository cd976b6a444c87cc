"""A page's messages under AppTest, and what they show of a value from a user or a file: the
text a reader sees, and any markup the value turned into (:mod:`tests.markup` models the
renderer)."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from tests.markup import added_markup, as_typed, shown


def messages(at: AppTest) -> list[str]:
    """Every Markdown text of the page: paragraphs, captions, alerts, headings, expanders."""
    kinds = ("title", "header", "subheader", "markdown", "caption", "info", "success",
             "warning", "error")
    return ([e.value for kind in kinds for e in getattr(at, kind)]
            + [e.label for e in at.expander])


def markup_added(at: AppTest, value: str) -> list[str]:
    """Each message of the page that shows ``value`` and what it turned into markup there."""
    found = [added_markup(text, value) for text in messages(at)
             if as_typed(value) in shown(text)]
    return [problem for problem in found if problem is not None]


def showing(at: AppTest, value: str) -> list[str]:
    """The messages showing ``value``, as the user reads them."""
    return [shown(text) for text in messages(at) if as_typed(value) in shown(text)]
