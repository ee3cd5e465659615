"""One part in its kind's form: new, duplicated from any catalog part, or edited. Saving
checks the whole part first and writes it in one step (a renamed part is put and its old id
removed together); a wrong value shows at its field and nothing is written."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from configurator.catalog import Catalog
from configurator.catalog.checks import ChangeRefusedError, check_new_parts
from configurator.catalog.stores.interface import StoreChange
from configurator.model.part_base import PartBase
from configurator.ui.my_parts.form import PartForm
from configurator.ui.session.catalog_session import CatalogSession
from configurator.ui.widgets.dialogs import Dialogs
from configurator.words.names import kind_label

translate = QCoreApplication.translate


def slugify(text: str) -> str:
    """An id from any text by the rule of docs/build-file.md: lowercase, runs of
    non-alphanumerics '-'."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def free_id(catalog: Catalog, wanted: str) -> str:
    """`wanted` if no part has it, else `wanted-mine`, `wanted-mine-2` ..."""
    base = slugify(wanted) or "my-part"
    if base not in catalog:
        return base
    candidate, n = f"{base}-mine", 2
    while candidate in catalog:
        candidate, n = f"{base}-mine-{n}", n + 1
    return candidate


def duplicate_data(catalog: Catalog, part: PartBase) -> dict[str, Any]:
    """A catalog part's fields as the start of the user's own: a free id, "(mine)"-free name,
    the catalog's price kept (the user changes what differs)."""
    data = part.model_dump()
    data["id"] = free_id(catalog, part.id)
    return data


class PartEditDialog(QDialog):
    """`editing`: the id of the user part being edited (None for a new part)."""

    def __init__(self, session: CatalogSession, kind: str,
                 initial: PartBase | dict | None = None, editing: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.catalog, self.editing = session, session.catalog, editing
        self.saved: PartBase | None = None
        self.setWindowTitle(
            translate("PartEditor", "Edit my part: {kind}").format(kind=kind_label(kind))
            if editing else
            translate("PartEditor", "New part of my own: {kind}").format(kind=kind_label(kind)))
        self.form = PartForm(kind, self)
        if initial is not None:
            self.form.load(initial)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form)
        # The message of a wrong value is shown where it is, scrolled into view.
        self.form.scroll_to = lambda widget: QTimer.singleShot(
            0, scroll, lambda: scroll.ensureWidgetVisible(widget, 10, 40))
        note = QLabel(translate("PartEditor", "Fields marked * are required; an empty field "
                                              "takes its default."), self)
        note.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.buttons)

    def sizeHint(self) -> QSize:
        return QSize(720, 760)

    def save(self) -> bool:
        """Check and store the part; False (the message at its field) when refused."""
        part = self.form.part()
        if part is None:
            return False
        user_ids = set(self.catalog.user_part_ids())
        if self.editing is not None:
            user_ids.discard(self.editing)
        if part.id in user_ids:
            self.form.fields["id"].show_error(translate(
                "PartEditor", "You already have a part with this id; choose another."))
            return False
        shadows = self.catalog.catalog_part(part.id) is not None and part.id != self.editing
        if shadows and not Dialogs.confirm(
                self, translate("PartEditor", "Replace a catalog part?"),
                translate("PartEditor", "“{id}” is the id of a catalog part. Use your part "
                                        "instead of it everywhere?").format(id=part.id)):
            self.form.fields["id"].show_error(translate(
                "PartEditor", "A catalog part has this id; choose another."))
            return False
        def refused(reason: str) -> None:
            Dialogs.error(self, translate("PartEditor", "Not saved"), translate(
                "PartEditor", "Your part “{name}” was not saved: {error}").format(
                    name=part.name, error=reason))

        try:
            (checked,) = check_new_parts([part], {}, user_ids)  # the limit on parts kept
            removed = (self.editing,) if self.editing and self.editing != part.id else ()
            change = StoreChange(put_parts=(checked,), remove_parts=removed)
            written = self.session.write(lambda catalog: catalog.apply(change), refused)
        except ChangeRefusedError as refusal:
            self.form.show_refusal(refusal)
            return False
        if not written:
            return False
        self.saved = checked
        self.accept()
        return True
