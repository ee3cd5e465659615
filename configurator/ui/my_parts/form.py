"""A form generated from a part spec's fields (docs/build-file.md): a label with the unit, a
widget by type (check box, choice, number or text with its limits as a hint, `;`-separated
lists), and for boards a slot table and lane-table rows. Every value is checked by the spec
itself (`configurator.catalog.checks.validate_part_data`) and the message of a wrong
value appears under that field, in the same translated templates as the build-file reader's.
"""

from __future__ import annotations

import re
import types
import typing
from typing import Any, Literal, get_args, get_origin

from pydantic import BaseModel
from pydantic_core import PydanticUndefined
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from configurator.catalog.checks import ChangeRefusedError, validate_part_data
from configurator.catalog.csv_cells import LIST_SEPARATOR
from configurator.model.messages import Message, T, message
from configurator.model.part_base import PartBase
from configurator.model.parts import PART_TYPES
from configurator.ui.my_parts.fields import (
    AT_LEAST_HINT,
    CHOICE_NONE,
    EMPTY_HINT,
    LIST_HINT,
    RANGE_HINT,
    tr,
)
from configurator.ui.my_parts.tables import LaneTable, SlotTable
from configurator.words.field_names import field_label
from configurator.words.key_figures import value_word
from configurator.words.messages import message_text

ERROR_STYLE = "color: #b00020;"
_TOP_KEY = re.compile(r"^([A-Za-z0-9_]+)")


def _bare(annotation: Any) -> tuple[Any, bool]:
    """The annotation without Annotated and Optional, and whether None is allowed."""
    optional = False
    while True:
        origin = get_origin(annotation)
        if origin is typing.Annotated:
            annotation = get_args(annotation)[0]
        elif origin in (typing.Union, types.UnionType):
            members = [a for a in get_args(annotation) if a is not type(None)]
            optional = optional or len(members) < len(get_args(annotation))
            annotation = members[0]
        else:
            return annotation, optional


def _limits(field_info: Any) -> tuple[float | None, float | None]:
    low = high = None
    for item in field_info.metadata:
        low = getattr(item, "ge", getattr(item, "gt", low))
        high = getattr(item, "le", getattr(item, "lt", high))
    return low, high


def _bound(value: float) -> str:
    # 10,000 W reads better with a separator; the year 1990 does not.
    return f"{value:,}" if abs(value) >= 10_000 else f"{value:g}"


def _number_text(value: float | int) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


class _Field:
    """One field's widget, its error label, and how its text becomes a value."""

    def __init__(self, name: str, field_info: Any, parent: QWidget) -> None:
        self.name = name
        self.annotation, self.optional = _bare(field_info.annotation)
        self.default = (None if field_info.default is PydanticUndefined else field_info.default)
        self.required = field_info.is_required()
        origin = get_origin(self.annotation)
        self.error = QLabel(parent)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setWordWrap(True)
        self.error.hide()
        if self.annotation is bool:
            self.widget: QWidget = QCheckBox(parent)
        elif origin is Literal:
            combo = QComboBox(parent)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            if self.optional:
                combo.addItem(tr(CHOICE_NONE), None)
            for choice in get_args(self.annotation):
                text = value_word(choice) if isinstance(
                    choice, str) else str(choice)
                combo.addItem(text, choice)
            self.widget = combo
        elif origin is list and self._item_model() is not None:
            item = self._item_model()
            self.widget = SlotTable(parent) if item.__name__ == "PcieSlot" else LaneTable(parent)
        else:
            edit = QLineEdit(parent)
            edit.setPlaceholderText(self._hint(field_info))
            self.widget = edit
        self.widget.setObjectName(f"field_{name}")
        self.widget.setToolTip(self._hint(field_info))
        self.set_value(self.default)

    def _item_model(self) -> type[BaseModel] | None:
        (item,) = get_args(self.annotation) or (None,)
        return item if isinstance(item, type) and issubclass(item, BaseModel) else None

    def _hint(self, field_info: Any) -> str:
        if get_origin(self.annotation) is list:
            return tr(LIST_HINT)
        if self.annotation in (int, float):
            low, high = _limits(field_info)
            hint = ""
            if low is not None and high is not None:
                hint = tr(RANGE_HINT).format(low=_bound(low), high=_bound(high))
            elif low is not None:
                hint = tr(AT_LEAST_HINT).format(low=_bound(low))
            return f"{hint}; {tr(EMPTY_HINT)}" if self.optional and hint else hint
        return tr(EMPTY_HINT) if self.optional or not self.required else ""

    # --- values ---------------------------------------------------------------------------

    def set_value(self, value: Any) -> None:
        w = self.widget
        if isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, QComboBox):
            index = w.findData(value)
            w.setCurrentIndex(index if index >= 0 else 0)
        elif isinstance(w, SlotTable | LaneTable):
            w.set_rows([item.model_dump() if isinstance(item, BaseModel) else dict(item)
                        for item in (value or [])])
        elif value is None:
            w.setText("")
        elif isinstance(value, list):
            w.setText(f"{LIST_SEPARATOR} ".join(str(item) for item in value))
        elif isinstance(value, int | float) and not isinstance(value, bool):
            w.setText(_number_text(value))
        else:
            w.setText(str(value))

    def value(self) -> tuple[bool, Any]:
        """(given, value): not given for an empty text (the field's default applies). Raises
        ChangeRefusedError for text that is not a number where one is wanted."""
        w = self.widget
        if isinstance(w, QCheckBox):
            return True, w.isChecked()
        if isinstance(w, QComboBox):
            return True, w.currentData()
        if isinstance(w, SlotTable | LaneTable):
            return True, w.rows(self.name)
        text = w.text().strip()
        if not text:
            return (True, None) if self.optional and self.default is None else (False, None)
        if get_origin(self.annotation) is list:
            return True, [item.strip() for item in text.split(LIST_SEPARATOR) if item.strip()]
        if self.annotation in (int, float):
            return True, _parse_number(text, self.annotation is int, self.name)
        return True, text

    def show_error(self, text: str | None) -> None:
        self.error.setText(text or "")
        self.error.setVisible(bool(text))


def _parse_number(text: str, whole: bool, field: str) -> float | int:
    try:
        number = float(text.replace("\u00a0", "").replace(" ", ""))
    except ValueError:
        raise ChangeRefusedError(message(T("should be a number (got {got})"), got=repr(text)),
                                 field) from None
    if whole:
        if number != int(number):
            raise ChangeRefusedError(message(T("should be a whole number (got {got})"),
                                             got=repr(text)), field)
        return int(number)
    return number


class PartForm(QWidget):
    """The fields of one kind's spec. `part()` gives the validated spec or shows where not."""

    def __init__(self, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.scroll_to: typing.Callable[[QWidget], None] = lambda _widget: None
        self.spec_type: type[PartBase] = PART_TYPES[kind]
        self.general_error = QLabel(self)
        self.general_error.setStyleSheet(ERROR_STYLE)
        self.general_error.setWordWrap(True)
        self.general_error.hide()
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.fields: dict[str, _Field] = {}
        for name, info in self.spec_type.model_fields.items():
            if name == "kind":
                continue
            field = _Field(name, info, self)
            self.fields[name] = field
            box = QVBoxLayout()
            box.setSpacing(1)
            box.addWidget(field.widget)
            box.addWidget(field.error)
            label = QLabel(field_label(name) + ("" if not field.required else " *"), self)
            label.setBuddy(field.widget)
            if isinstance(field.widget, SlotTable | LaneTable):
                label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            form.addRow(label, box)
        layout = QVBoxLayout(self)
        layout.addWidget(self.general_error)
        layout.addLayout(form)

    def load(self, part: PartBase | dict[str, Any]) -> None:
        data = part.model_dump() if isinstance(part, PartBase) else part
        for name, field in self.fields.items():
            field.set_value(data.get(name, field.default))
        self.clear_errors()

    def clear_errors(self) -> None:
        self.general_error.hide()
        for field in self.fields.values():
            field.show_error(None)

    def data(self) -> dict[str, Any]:
        """The form's values as spec data (raises ChangeRefusedError for a non-number)."""
        data: dict[str, Any] = {"kind": self.kind}
        for name, field in self.fields.items():
            given, value = field.value()
            if given:
                data[name] = value
        return data

    def part(self) -> PartBase | None:
        """The validated spec, or None with the message shown at the wrong field."""
        self.clear_errors()
        try:
            return validate_part_data(self.data())
        except ChangeRefusedError as refusal:
            self.show_refusal(refusal)
            return None

    def show_refusal(self, refusal: ChangeRefusedError) -> None:
        text = message_text(refusal.problem)
        key = self._field_of(refusal)
        if key is not None:
            detail = refusal.field if refusal.field and refusal.field != key else None
            self.fields[key].show_error(f"{detail}: {text}" if detail else text)
            self.fields[key].widget.setFocus(Qt.FocusReason.OtherFocusReason)
            self.scroll_to(self.fields[key].error)
        else:
            self.general_error.setText(text)
            self.general_error.show()
            self.scroll_to(self.general_error)

    def _field_of(self, refusal: ChangeRefusedError) -> str | None:
        if refusal.field:
            match = _TOP_KEY.match(refusal.field)
            if match and match.group(1) in self.fields:
                return match.group(1)
        # A board's own checks name no key: the slot table or the lane table they are about.
        template = refusal.problem.template if isinstance(refusal.problem, Message) else ""
        if "lane_table" in template and "lane_table" in self.fields:
            return "lane_table"
        if "slot" in template and "pcie_slots" in self.fields:
            return "pcie_slots"
        return None

    def error_of(self, field: str) -> str:
        """The message shown at `field` ("" when none): for tests and screen readers."""
        label = self.fields[field].error
        return label.text() if label.isVisibleTo(self) else ""
