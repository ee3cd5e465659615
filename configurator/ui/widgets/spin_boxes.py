"""A decimal spin box set up in one call (the Buy or rent and Workload tabs' number fields)."""

from __future__ import annotations

from PySide6.QtWidgets import QDoubleSpinBox


def double_spin(low: float, high: float, value: float, decimals: int, step: float,
                suffix: str) -> QDoubleSpinBox:
    """A spin box from `low` to `high` showing `value` with `decimals` places, stepped by
    `step`, its unit in `suffix` (translated by the caller)."""
    spin = QDoubleSpinBox()
    spin.setRange(low, high)
    spin.setDecimals(decimals)
    spin.setSingleStep(step)
    spin.setValue(value)
    spin.setSuffix(suffix)
    return spin
