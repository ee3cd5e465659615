"""Names in the user's language: of the shipped build templates (their names and notes,
context "Templates") and of the kinds of parts as the bill of materials groups them
(context "Bom")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

TEMPLATES_CONTEXT = "Templates"


def template_text(text: str) -> str:
    """The name or notes of a shipped build template in the user's language. The templates'
    texts are listed for translation (context "Templates"); a user's own text has no
    translation and comes back unchanged."""
    return QCoreApplication.translate(TEMPLATES_CONTEXT, text) if text else text


def kind_label(kind: str) -> str:
    labels = {
        "chassis": translate("Bom", "Chassis"),
        "motherboard": translate("Bom", "Motherboard"),
        "cpu": translate("Bom", "CPU"),
        "cooler": translate("Bom", "CPU cooler"),
        "memory": translate("Bom", "Memory"),
        "storage": translate("Bom", "Storage"),
        "psu": translate("Bom", "PSU"),
        "gpu": translate("Bom", "GPU"),
        "adapter": translate("Bom", "Power adapter"),
        "nic": translate("Bom", "Add-in card"),
        "bridge": translate("Bom", "Bridge"),
        "extra": translate("Bom", "Extra"),
    }
    return labels.get(kind, kind)
