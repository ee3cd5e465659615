"""The memory bar of the Workload tab: what one GPU holds, by kind, against what it has."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from configurator.analysis.workload_memory import AVAILABLE_SHARE, MemoryPerGpu

# One colour per kind, in the order they are stacked.
SEGMENT_COLOURS: dict[str, str] = {
    "weights": "#1f4e79", "gradients": "#4bacc6", "optimizer": "#9bbb59",
    "activations": "#f79646", "kv_cache": "#8064a2",
}
OVER_COLOUR = "#c0504d"
BAR_H_PX = 28


def bar_segments(memory: MemoryPerGpu) -> list[tuple[str, float]]:
    """(kind, GB) of every kind the GPU holds, in stacking order; kinds of 0 GB or not known
    are left out."""
    return [(kind, value) for kind in SEGMENT_COLOURS
            if (value := getattr(memory, kind)) is not None and value > 0]


class MemoryBar(QWidget):
    """Stacked GB per kind on a scale of the GPU's whole memory (or the total, when more);
    a line marks what is available (90 %), and what lies past it is hatched red."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.memory: MemoryPerGpu | None = None
        self.setMinimumHeight(BAR_H_PX + 4)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(400, BAR_H_PX + 4)

    def set_memory(self, memory: MemoryPerGpu | None) -> None:
        self.memory = memory
        self.setToolTip("" if memory is None else self.tr(
            "{0:,.1f} GB per GPU of {1:,.1f} GB available").format(memory.total,
                                                                    memory.available))
        self.update()

    def segments(self) -> list[tuple[str, float]]:
        return [] if self.memory is None else bar_segments(self.memory)

    def paintEvent(self, event) -> None:  # thin: the figures come from bar_segments
        painter = QPainter(self)
        try:
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, painter: QPainter) -> None:
        rect = QRectF(1, 1, self.width() - 2, BAR_H_PX)
        painter.setPen(QPen(QColor("#808080"), 1))
        painter.drawRect(rect)
        if self.memory is None:
            return
        capacity = self.memory.available / AVAILABLE_SHARE
        scale = max(capacity, self.memory.total) or 1.0
        x = rect.left()
        for kind, value in self.segments():
            width = rect.width() * value / scale
            painter.fillRect(QRectF(x, rect.top(), width, rect.height()),
                             QColor(SEGMENT_COLOURS[kind]))
            x += width
        if self.memory.over_gb > 0:
            start = rect.left() + rect.width() * self.memory.available / scale
            over = QRectF(start, rect.top(), x - start, rect.height())
            painter.fillRect(over, QColor(OVER_COLOUR).lighter(130))
            painter.fillRect(over, Qt.BrushStyle.BDiagPattern)
        mark = rect.left() + rect.width() * self.memory.available / scale
        painter.setPen(QPen(QColor("#000000"), 2))
        painter.drawLine(int(mark), int(rect.top()), int(mark), int(rect.bottom()))
