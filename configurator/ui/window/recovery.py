"""Offering back the builds of sessions that crashed (configurator.ui.window.autosave finds them).

Every crashed session's autosave is offered at once: one is restored (the user picks which
when there are several), and the rest are discarded, so none is offered a second time."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QDateTime
from PySide6.QtWidgets import QWidget

from configurator import i18n
from configurator.catalog import Catalog
from configurator.model.buildfile import BuildFileError, read_build
from configurator.ui.session.document import BuildDocument
from configurator.ui.widgets.dialogs import Dialogs
from configurator.ui.window.autosave import Recoverable, find_recoverables
from configurator.words.messages import refusal_text
from configurator.words.names import template_text

translate = QCoreApplication.translate


def _label(found: Recoverable, catalog: Catalog) -> str:
    try:
        name = template_text(read_build(found.build_path, catalog).build.name)
    except BuildFileError:
        name = ""
    name = name or (found.original_path.name if found.original_path else
                    translate("Recovery", "Untitled"))
    when = i18n.locale().toString(QDateTime.fromSecsSinceEpoch(int(found.saved_at)),
                                  "yyyy-MM-dd HH:mm")
    return translate("Recovery", "{name}, saved {when}").format(name=name, when=when)


def _choose(parent: QWidget | None, found: list[Recoverable], catalog: Catalog
            ) -> Recoverable | None:
    title = translate("Recovery", "Restore unsaved work?")
    if len(found) == 1:
        # Which build and when (it asked "Restore the build?" of none in particular).
        question = translate("Recovery", "The configurator did not close properly last time. "
                                         "Restore the build it saved automatically: {build}?"
                             ).format(build=_label(found[0], catalog))
        return found[0] if Dialogs.confirm(parent, title, question) else None
    question = translate("Recovery", "The configurator did not close properly {n} times. "
                                     "Restore one of the builds it saved automatically (the "
                                     "others are then discarded)?").format(n=len(found))
    index = Dialogs.choose(parent, title, question, [_label(f, catalog) for f in found])
    return found[index] if index is not None else None


def offer_recovery(parent: QWidget | None, document: BuildDocument, folder,
                   say: Callable[[str], None]) -> bool:
    """True when a crashed session's build was restored into `document`."""
    found = find_recoverables(folder)
    if not found:
        return False
    chosen = _choose(parent, found, document.catalog)
    restored = False
    if chosen is not None:
        try:
            loaded = read_build(chosen.build_path, document.catalog)
        except BuildFileError as error:
            Dialogs.error(parent, translate("Recovery", "Cannot restore"), refusal_text(error))
        else:
            document.load(loaded.build, loaded.resolved, chosen.original_path)
            document.undo_stack.resetClean()  # restored work is not saved anywhere yet
            say(translate("Recovery", "Restored the automatically saved build."))
            restored = True
    for each in found:
        each.discard()
    return restored
