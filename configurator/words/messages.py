"""The build-file reader's and the catalog's messages in the user's language.

Those layers have no Qt: they give a `Message` (an English template marked T("...") and its
params). Every template is listed for lupdate in the generated
configurator/words/marked/ under the context "Messages"; here its translation is
filled with the same params. Without a translation (or with one that cannot be filled in) the
English text shows.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from configurator.catalog.stores.interface import StoreRefusedError
from configurator.model.json_input import BuildFileError
from configurator.model.messages import Message, render_text

CONTEXT = "Messages"


def _translate(template: str) -> str:
    return QCoreApplication.translate(CONTEXT, template)


def message_text(text: Message | str) -> str:
    """A reader's or the catalog's message (or a plain text, as it is) translated."""
    return render_text(text, _translate)


def refusal_text(error: BuildFileError) -> str:
    """A build-file refusal as one line: its place (JSON path, or line and column), then why."""
    detail = message_text(error.message)
    if error.place is None:
        return detail
    text = QCoreApplication.translate("Messages", "{place}: {message}", "a place in a build file")
    return text.format(place=message_text(error.place), message=detail)


def notices_text(notices: list[Message | str]) -> str:
    """Notices for one dialog, a blank line between them."""
    return "\n\n".join(message_text(notice) for notice in notices)


def problems_text(problems: list[Message | str]) -> str:
    """The problems of a catalog source (CatalogSourceError.problems), one a line."""
    return "\n".join(message_text(problem) for problem in problems)


def store_refusal_text(refusal: StoreRefusedError) -> str:
    """Why the store of the user's parts and prices refused a change, in one line: a team
    catalog's reason (read-only member, a stale copy with who changed it and when, the server
    not answering) in the user's language, as the command line says it; a local database's
    disk error as the system words it."""
    return " ".join(message_text(refusal.reason).split())
