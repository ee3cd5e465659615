"""The inputs of the Workload tab: the model (a preset, a config.json, a parameter count), the
task and its settings, read into a `Workload` (configurator.analysis.workload_inputs)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from configurator.analysis.workload_inputs import (
    DEFAULT_LORA_RANK,
    DEFAULT_MFU,
    DEFAULT_SEQ_LEN,
    LORA_RANK_MAX,
    MICRO_BATCH_MAX,
    OPTIMIZERS,
    PRECISIONS,
    SEQ_LEN_MAX,
    TASKS,
    Workload,
    model_from_config_file,
    model_from_params_b,
    model_from_preset,
)
from configurator.analysis.workload_model import ModelSpec, Preset, WorkloadError
from configurator.report.workload_section import task_text
from configurator.ui.widgets.spin_boxes import double_spin

TOKENS_B_MAX = 10_000_000.0  # 1e16 tokens, the workload's own limit
PARAMS_B_MAX = 100_000.0
MODEL_NAME_CHARS = 12  # wide enough to tell the presets apart in a narrow window
# The model combo's item data: a preset by id, the config.json opened, a parameter count.
PRESET, CONFIG, PARAMS = "preset:", "config", "params"


class ConfigFiles:
    """The one question the form asks, replaced by tests."""

    @classmethod
    def open_config(cls, parent: QWidget | None) -> str | None:
        path, _ = QFileDialog.getOpenFileName(
            parent, QCoreApplication.translate("WorkloadForm", "Open a model's config.json"), "",
            QCoreApplication.translate("WorkloadForm", "config.json (*.json);;All files (*)"))
        return path or None


def without_shortcut(label: str) -> str:
    """A form label as text: "To&kens:" -> "Tokens", "Token 数(&K)：" -> "Token 数" (a
    translation that has no letter of its own for the shortcut adds it in brackets)."""
    text = re.sub(r"\s*[(（]&[^&][)）]", "", label)
    text = re.sub(r"&(.)", r"\1", text)  # "&&" is a literal "&"
    return text.rstrip(":：").strip()


class WorkloadForm(QGroupBox):
    """The workload's fields; `sigChanged` on any change; `read()` the Workload chosen."""

    sigChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Workload"))
        self._presets: Mapping[str, Preset] = {}
        self._config: ModelSpec | None = None
        self.config_refusal: WorkloadError | None = None  # why a config.json was not read
        self._filling = False

        self.model_combo = QComboBox()
        self.model_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.model_combo.setMinimumContentsLength(MODEL_NAME_CHARS)
        self.config_button = QPushButton(self.tr("config.json…"))
        self.config_button.setToolTip(self.tr("A Hugging Face config.json of the model"))
        self.params_spin = double_spin(0.001, PARAMS_B_MAX, 7.0, 3, 1.0, self.tr(" billion"))
        self.task_combo = QComboBox()
        for task in TASKS:
            self.task_combo.addItem(task_text(task), task)
        self.task_combo.setCurrentIndex(TASKS.index("lora"))
        self.precision_combo = QComboBox()
        for precision in PRECISIONS:
            self.precision_combo.addItem(precision, precision)
        self.precision_combo.setCurrentText("bf16")
        self.optimizer_combo = QComboBox()
        for optimizer in OPTIMIZERS:
            self.optimizer_combo.addItem(optimizer, optimizer)
        self.tokens_spin = double_spin(0, TOKENS_B_MAX, 1.0, 3, 0.1, self.tr(" billion"))
        self.tokens_spin.setToolTip(self.tr("Tokens to train on, or to generate (0: none)"))
        self.seq_spin = QSpinBox()
        self.seq_spin.setRange(1, SEQ_LEN_MAX)
        self.seq_spin.setValue(DEFAULT_SEQ_LEN)
        self.batch_spin = QSpinBox()
        self.batch_spin.setRange(1, MICRO_BATCH_MAX)
        self.sharded_check = QCheckBox(self.tr("&Sharded (ZeRO-3 / FSDP)"))
        self.recompute_check = QCheckBox(self.tr("Re&compute activations"))
        self.mfu_spin = double_spin(0.01, 1.0, DEFAULT_MFU, 2, 0.05, "")
        self.mfu_spin.setToolTip(self.tr("Model FLOPs utilisation: the share of the tensor rate "
                                         "a run achieves (an estimate)"))
        self.rank_spin = QSpinBox()
        self.rank_spin.setRange(1, LORA_RANK_MAX)
        self.rank_spin.setValue(DEFAULT_LORA_RANK)

        model_row = QHBoxLayout()
        model_row.addWidget(self.model_combo, 1)
        model_row.addWidget(self.config_button)
        model_label = QLabel(self.tr("&Model:"))
        model_label.setBuddy(self.model_combo)  # a row of two widgets: name its first
        # The rows' labels by the workload's keys: a refusal names the field it is about.
        self._labels: dict[str, str] = {"model": model_label.text()}
        form = QFormLayout(self)
        form.addRow(model_label, model_row)
        for key, label, field in (
                ("params_b", self.tr("&Parameters:"), self.params_spin),
                ("task", self.tr("T&ask:"), self.task_combo),
                ("precision", self.tr("P&recision:"), self.precision_combo),
                ("optimizer", self.tr("&Optimizer:"), self.optimizer_combo),
                ("tokens", self.tr("To&kens:"), self.tokens_spin),
                ("seq_len", self.tr("Se&quence length:"), self.seq_spin),
                ("micro_batch", self.tr("M&icro-batch:"), self.batch_spin)):
            self._labels[key] = label
            form.addRow(label, field)
        form.addRow("", self.sharded_check)
        form.addRow("", self.recompute_check)
        for key, label, field in (("mfu", self.tr("MF&U:"), self.mfu_spin),
                                  ("lora_rank", self.tr("&LoRA rank:"), self.rank_spin)):
            self._labels[key] = label
            form.addRow(label, field)

        for combo in (self.model_combo, self.task_combo, self.precision_combo,
                      self.optimizer_combo):
            combo.currentIndexChanged.connect(self._changed)
        for spin in (self.params_spin, self.tokens_spin, self.mfu_spin, self.seq_spin,
                     self.batch_spin, self.rank_spin):
            spin.valueChanged.connect(self._changed)
        for check in (self.sharded_check, self.recompute_check):
            check.toggled.connect(self._changed)
        self.config_button.clicked.connect(self.open_config)
        self.set_presets({})

    def _changed(self) -> None:
        if not self._filling:
            self.sigChanged.emit()

    def set_presets(self, presets: Mapping[str, Preset]) -> None:
        self._filling = True
        self._presets = presets
        self.model_combo.clear()
        self.model_combo.addItem(self.tr("Choose a model…"), "")
        for preset in presets.values():
            self.model_combo.addItem(self.tr("{0} ({1:,.1f} B)").format(
                preset.name, preset.shape.parameter_count() / 1e9), PRESET + preset.id)
        self.model_combo.addItem(self.tr("By parameter count"), PARAMS)
        self._filling = False
        self._enable()

    def choose_preset(self, preset_id: str) -> None:
        index = self.model_combo.findData(PRESET + preset_id)
        if index >= 0:
            self.model_combo.setCurrentIndex(index)

    def open_config(self) -> None:
        """Ask for a config.json and choose it as the model (or say why it cannot be)."""
        path = ConfigFiles.open_config(self)
        if not path:
            return
        try:
            self._config = model_from_config_file(path)
            self.config_refusal = None
        except WorkloadError as error:
            self._config = None
            self.config_refusal = error
        label = self.tr("{0} (config.json)").format(
            self._config.name if self._config is not None else Path(path).name)
        index = self.model_combo.findData(CONFIG)
        if index < 0:
            self.model_combo.addItem(label, CONFIG)
            index = self.model_combo.count() - 1
        self.model_combo.setItemText(index, label)
        if self.model_combo.currentIndex() == index:
            self.sigChanged.emit()
        else:
            self.model_combo.setCurrentIndex(index)

    def _enable(self) -> None:
        task = self.task_combo.currentData()
        self.params_spin.setEnabled(self.model_combo.currentData() == PARAMS)
        self.optimizer_combo.setEnabled(task != "inference")
        self.recompute_check.setEnabled(task != "inference")
        self.rank_spin.setEnabled(task == "lora")

    def field_name(self, key: object) -> str | None:
        """The label of the field a workload key (a WorkloadError's `where`) is read from, as
        the window shows it without its shortcut and colon; None for any other place (a
        config.json's path and line)."""
        if key == "model" and self.model_combo.currentData() == PARAMS:
            key = "params_b"  # the parameter count's limits are the model's
        label = self._labels.get(key) if isinstance(key, str) else None
        if label is None:
            return None
        return without_shortcut(label)

    def _model(self) -> ModelSpec | None:
        choice = self.model_combo.currentData()
        if not choice:
            return None
        if choice.startswith(PRESET):
            return model_from_preset(choice.removeprefix(PRESET), self._presets)
        if choice == CONFIG:
            if self.config_refusal is not None:
                raise self.config_refusal
            return self._config
        return model_from_params_b(self.params_spin.value())

    def read(self) -> Workload | None:
        """The workload of the fields; None without a model; WorkloadError (one line naming
        the input) when the fields do not make one."""
        self._enable()
        model = self._model()
        if model is None:
            return None
        return Workload(model, self.task_combo.currentData(),
                        precision=self.precision_combo.currentData(),
                        optimizer=self.optimizer_combo.currentData(),
                        tokens=self.tokens_spin.value() * 1e9 or None,
                        seq_len=self.seq_spin.value(), micro_batch=self.batch_spin.value(),
                        recompute=self.recompute_check.isChecked(),
                        sharded=self.sharded_check.isChecked(), mfu=self.mfu_spin.value(),
                        lora_rank=self.rank_spin.value()).check()
