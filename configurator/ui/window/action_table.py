"""Every command of the window declared once: its id, title, shortcut, icon, where it shows
(menu, toolbar) and how the keyboard help words it. The menus, the toolbar and the help are
all built from this table (configurator.ui.window.menus), so they cannot disagree.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QStyle

Key = QKeySequence.StandardKey
Pixmap = QStyle.StandardPixmap
CONTEXT = "WindowActions"


@dataclass(frozen=True)
class ActionSpec:
    id: str
    title: str  # marked for translation in CONTEXT
    shortcuts: tuple[Key | str, ...] = ()
    icon: Pixmap | None = None
    help: str = ""  # the keyboard help's words for it (marked); empty: the title's


ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("new", QT_TRANSLATE_NOOP("WindowActions", "&New"), (Key.New,), Pixmap.SP_FileIcon),
    ActionSpec(
        "new_template", QT_TRANSLATE_NOOP("WindowActions", "New from &Template…"), ("Ctrl+Shift+N",)
    ),
    ActionSpec("new_lab", QT_TRANSLATE_NOOP("WindowActions", "New &Lab Plan"), ("Ctrl+Shift+L",),
               help=QT_TRANSLATE_NOOP("WindowActions", "a lab plan of several machines, in a "
                                      "tab of its own")),
    ActionSpec(
        "open",
        QT_TRANSLATE_NOOP("WindowActions", "&Open…"),
        (Key.Open,),
        Pixmap.SP_DialogOpenButton,
    ),
    ActionSpec(
        "save", QT_TRANSLATE_NOOP("WindowActions", "&Save"), (Key.Save,), Pixmap.SP_DialogSaveButton
    ),
    ActionSpec("save_as", QT_TRANSLATE_NOOP("WindowActions", "Save &As…"), (Key.SaveAs,)),
    ActionSpec(
        "export_pdf", QT_TRANSLATE_NOOP("WindowActions", "&Export BOM as PDF…"), ("Ctrl+E",)
    ),
    ActionSpec("export_csv", QT_TRANSLATE_NOOP("WindowActions", "Export BOM as &CSV…")),
    ActionSpec(
        "preferences", QT_TRANSLATE_NOOP("WindowActions", "&Preferences…"), (Key.Preferences,)
    ),
    ActionSpec("quit", QT_TRANSLATE_NOOP("WindowActions", "&Quit"), (Key.Quit,)),
    # Undo and redo come from the undo stack (their titles name the step); the platform's
    # redo keys, plus both common ones.
    ActionSpec(
        "undo",
        QT_TRANSLATE_NOOP("WindowActions", "&Undo"),
        (Key.Undo,),
        Pixmap.SP_ArrowBack,
        QT_TRANSLATE_NOOP("WindowActions", "undo"),
    ),
    ActionSpec(
        "redo",
        QT_TRANSLATE_NOOP("WindowActions", "&Redo"),
        (Key.Redo, "Ctrl+Shift+Z", "Ctrl+Y"),
        Pixmap.SP_ArrowForward,
        QT_TRANSLATE_NOOP("WindowActions", "redo"),
    ),
    ActionSpec("rename", QT_TRANSLATE_NOOP("WindowActions", "Re&name Build…")),
    ActionSpec("remove_card", QT_TRANSLATE_NOOP("WindowActions", "Remove Selected &Card")),
    ActionSpec("use_part", QT_TRANSLATE_NOOP("WindowActions", "&Use Selected Part in Build")),
    ActionSpec(
        "find",
        QT_TRANSLATE_NOOP("WindowActions", "&Find in Catalog"),
        (Key.Find,),
        help=QT_TRANSLATE_NOOP("WindowActions", "search the catalog; Down enters the results"),
    ),
    ActionSpec("next_kind", QT_TRANSLATE_NOOP("WindowActions", "Next Catalog Kind"), ("Ctrl+]",)),
    ActionSpec(
        "previous_kind", QT_TRANSLATE_NOOP("WindowActions", "Previous Catalog Kind"), ("Ctrl+[",)
    ),
    ActionSpec("focus_catalog", QT_TRANSLATE_NOOP("WindowActions", "Go to Catalog"), ("Ctrl+1",)),
    ActionSpec("focus_chassis", QT_TRANSLATE_NOOP("WindowActions", "Go to Chassis"), ("Ctrl+2",)),
    ActionSpec("focus_checks", QT_TRANSLATE_NOOP("WindowActions", "Go to Checks"), ("Ctrl+3",)),
    ActionSpec(
        "focus_bom", QT_TRANSLATE_NOOP("WindowActions", "Go to Bill of Materials"), ("Ctrl+4",)
    ),
    ActionSpec("focus_notes", QT_TRANSLATE_NOOP("WindowActions", "Go to Notes"), ("Ctrl+5",)),
    ActionSpec(
        "next_tab",
        QT_TRANSLATE_NOOP("WindowActions", "Next Tab (Chassis, Plots, Buy or Rent)"),
        ("F6",),
    ),
    ActionSpec("fit", QT_TRANSLATE_NOOP("WindowActions", "&Fit Drawing"), ("Ctrl+0",)),
    ActionSpec("zoom_in", QT_TRANSLATE_NOOP("WindowActions", "Zoom &In"), (Key.ZoomIn,)),
    ActionSpec("zoom_out", QT_TRANSLATE_NOOP("WindowActions", "Zoom &Out"), (Key.ZoomOut,)),
    # The user's own parts and prices (configurator.ui.my_parts.actions).
    ActionSpec("my_parts", QT_TRANSLATE_NOOP("WindowActions", "My &parts…")),
    ActionSpec("import_quote", QT_TRANSLATE_NOOP("WindowActions", "Import &quote…")),
    # The team catalog's parts read again (configurator.ui.team.session).
    ActionSpec("reload_team", QT_TRANSLATE_NOOP("WindowActions", "&Reload Team Catalog"),
               ("F5",), help=QT_TRANSLATE_NOOP(
                   "WindowActions", "read the team catalog's parts again (reconnects)")),
    ActionSpec(
        "complete", QT_TRANSLATE_NOOP("WindowActions", "&Complete Build…"), ("Ctrl+Shift+B",),
        help=QT_TRANSLATE_NOOP("WindowActions", "fill in what the build lacks from the catalog"),
    ),
    ActionSpec("keyboard_help", QT_TRANSLATE_NOOP("WindowActions", "&Keyboard"), ("F1",),
               help=QT_TRANSLATE_NOOP("WindowActions", "the keyboard's help; on a finding of "
                                      "the checks, its rule in docs/rules.md")),
    ActionSpec("about", QT_TRANSLATE_NOOP("WindowActions", "&About")),
)

# Menus in order: (title, entries); an entry is an action id, "-" a separator, or "@name"
# a part the window supplies (a submenu, the docks' toggles).
MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        QT_TRANSLATE_NOOP("WindowActions", "&File"),
        (
            "new",
            "@templates",
            "new_lab",
            "open",
            "@recent",
            "-",
            "save",
            "save_as",
            "-",
            "export_pdf",
            "export_csv",
            "-",
            "preferences",
            "quit",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("WindowActions", "&Edit"),
        ("undo", "redo", "-", "use_part", "remove_card", "rename", "find"),
    ),
    (
        QT_TRANSLATE_NOOP("WindowActions", "&View"),
        (
            "focus_catalog",
            "focus_chassis",
            "focus_checks",
            "focus_bom",
            "focus_notes",
            "next_tab",
            "next_kind",
            "previous_kind",
            "-",
            "fit",
            "zoom_in",
            "zoom_out",
            "-",
            "@docks",
        ),
    ),
    (QT_TRANSLATE_NOOP("WindowActions", "&Build"), ("complete",)),
    (QT_TRANSLATE_NOOP("WindowActions", "&Tools"),
     ("my_parts", "import_quote", "-", "reload_team")),
    (QT_TRANSLATE_NOOP("WindowActions", "&Help"), ("keyboard_help", "about")),
)
TOOLBAR: tuple[str, ...] = ("new", "open", "save", "-", "undo", "redo", "-", "@outlet")
ICON_ONLY = ("undo", "redo")  # their titles name the step: too long for a toolbar

# Keys that act inside one view (no action of their own), for the keyboard help.
VIEW_KEYS: tuple[tuple[str, str], ...] = (
    (
        "Enter",
        QT_TRANSLATE_NOOP(
            "WindowActions", "in the catalog: use the part (a card: then choose its slot)"
        ),
    ),
    (
        "↑ ↓",
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "in the chassis: choose a slot, then a card not placed (while you place a card, its "
            "tint previews the drop)",
        ),
    ),
    (
        "Enter",
        QT_TRANSLATE_NOOP(
            "WindowActions",
            "in the chassis: place the card you are placing in the chosen slot; on a card not "
            "placed, start placing it",
        ),
    ),
    ("Esc", QT_TRANSLATE_NOOP("WindowActions", "in the chassis: stop placing the card")),
    ("Delete", QT_TRANSLATE_NOOP("WindowActions", "in the chassis: remove the selected card")),
    ("+ -", QT_TRANSLATE_NOOP("WindowActions", "in the chassis: zoom")),
    ("Menu, Shift+F10", QT_TRANSLATE_NOOP("WindowActions", "the context menu of the selection")),
)
