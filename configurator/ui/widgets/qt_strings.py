"""Strings of Qt's own dialogs that Qt's Simplified Chinese catalogue (qtbase_zh_CN.qm)
leaves untranslated: listed here so that lupdate puts them into the application's .ts, whose
translator is installed after Qt's and so is asked first. Nothing calls these; Qt's file
dialog translates its labels itself, in the context "QFileDialog"."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
