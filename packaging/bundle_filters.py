"""What the PyInstaller spec leaves out of the bundle, as plain functions (tested in
tests/packaging). Paths are the bundle's destination names ("PySide6/Qt/plugins/...").

The app uses QtCore, QtGui, QtWidgets, QtSvg (icons, SVG charts) and, through pyqtgraph,
QtOpenGL/QtOpenGLWidgets (pyqtgraph imports QtOpenGL at import time: keep it). It never uses
the network, SQL through Qt, QML/Quick, multimedia or web engines; it speaks English and
Simplified Chinese.
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath

# Python modules never imported by the frozen app (some arrive through hooks or optional
# imports of its dependencies: pyqtgraph tries QtTest, sqlalchemy's hook names every
# dialect, numpy.testing and pytest plugins pull in the test tools).
EXCLUDED_MODULES: tuple[str, ...] = (
    # Qt modules the app does not use (QtDBus: the Python binding only; libQt6DBus stays,
    # QtGui needs it for accessibility and the desktop portal on Linux).
    "PySide6.QtNetwork", "PySide6.QtTest", "PySide6.QtDBus", "PySide6.QtSql",
    "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuickWidgets", "PySide6.QtQuickControls2",
    "PySide6.QtQuickTest", "PySide6.QtXml", "PySide6.QtConcurrent", "PySide6.QtHelp",
    "PySide6.QtDesigner", "PySide6.QtUiTools", "PySide6.QtStateMachine",
    "PySide6.QtSvgWidgets", "PySide6.QtPdf", "PySide6.QtPdfWidgets",
    "PySide6.QtMultimedia", "PySide6.QtMultimediaWidgets", "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets", "PySide6.QtWebEngineQuick", "PySide6.QtWebChannel",
    "PySide6.QtWebSockets", "PySide6.Qt3DCore", "PySide6.Qt3DRender", "PySide6.QtCharts",
    "PySide6.QtDataVisualization", "PySide6.QtBluetooth", "PySide6.QtPositioning",
    "PySide6.QtSerialPort", "PySide6.QtRemoteObjects", "PySide6.QtScxml",
    "PySide6.QtSensors", "PySide6.QtTextToSpeech", "PySide6.QtHttpServer",
    "PySide6.QtNetworkAuth", "PySide6.QtSpatialAudio", "PySide6.QtGraphs",
    # Other Qt bindings pyqtgraph could use, and pyqtgraph parts that need what is absent.
    "PyQt5", "PyQt6", "PySide2", "pyqtgraph.opengl", "pyqtgraph.examples",
    "pyqtgraph.jupyter", "pyqtgraph.canvas", "pyqtgraph.flowchart", "OpenGL",
    # Test and development tools.
    "hypothesis", "pytest", "_pytest", "pytestqt", "pytest_benchmark", "importlinter",
    "grimp", "ruff", "numpy.f2py", "numpy.distutils", "setuptools", "pkg_resources",
    "pip", "IPython", "matplotlib", "scipy", "pandas", "tkinter", "_tkinter", "pydoc_data",
    # pydantic's debug printer (pretty_print_core_schema) imports rich, rich pygments.
    "rich", "pygments", "markdown_it", "mdurl",
    # SQLite locally, PostgreSQL for a team catalog (psycopg; `team init` runs Alembic on
    # SQLAlchemy's postgresql dialect): no other database.
    "sqlalchemy.dialects.mysql", "sqlalchemy.dialects.oracle", "sqlalchemy.dialects.mssql",
    # Interactive-console support (would need libreadline on Linux).
    "readline",
)

# Languages of the app (cli --lang): Qt's own translations are kept for these only.
APP_LANGUAGES: tuple[str, ...] = ("zh_CN",)

# Qt shared libraries the kept modules and plugins never load.
_UNUSED_QT_LIBS = re.compile(
    r"(^|/)(lib)?Qt6?(Network|Test|Qml\w*|Quick\w*|Sql|Pdf\w*|VirtualKeyboard\w*|"
    r"EglFSDeviceIntegration|EglFsKms\w*|Multimedia\w*|WebEngine\w*|WebChannel|"
    r"Designer\w*|Help|UiTools|StateMachine|ShaderTools|Positioning\w*)"
    r"(\.so[.\d]*|\.dll|\.dylib|\.framework(/.*)?)$"
)

# Single files left out: Mesa's software OpenGL for Windows (~20 MB), loaded only when a
# window asks for OpenGL on a machine without a driver; the app draws with QPainter.
_DROPPED_FILES = frozenset({"opengl32sw.dll"})

# Plugins kept, by plugin folder: a name kept when it contains one of the words; folders
# absent here are dropped whole, except the ones in _KEEP_WHOLE.
_KEEP_PLUGINS: dict[str, tuple[str, ...]] = {
    # xcb (X11), wayland, cocoa (macOS), windows; offscreen for headless exports and tests.
    "platforms": ("xcb", "wayland", "offscreen", "cocoa", "windows"),
    # SVG only: the app's icons and charts; PNG is built into QtGui.
    "imageformats": ("svg",),
    # Compose keys and IBus (how Chinese is typed on Linux).
    "platforminputcontexts": ("compose", "ibus"),
    # The desktop portal's native file dialogs; gtk3's theme would need GTK itself.
    "platformthemes": ("xdgdesktopportal",),
}
_KEEP_WHOLE = frozenset({
    "iconengines", "xcbglintegrations", "styles", "printsupport",
    "wayland-decoration-client", "wayland-graphics-integration-client",
    "wayland-shell-integration",
})
_PLUGIN = re.compile(r"(^|/)plugins/(?P<kind>[^/]+)/(?P<name>[^/]+)$")
_TRANSLATION = re.compile(r"(^|/)translations/(?P<name>[^/]+\.qm)$")


def _posix(dest: str) -> str:
    return str(PurePosixPath(dest.replace("\\", "/")))


def keep_plugin(dest: str) -> bool | None:
    """For a Qt plugin: whether it is kept; None when `dest` is no plugin."""
    match = _PLUGIN.search(_posix(dest))
    if not match or "PySide6" not in dest:
        return None
    kind, name = match.group("kind"), match.group("name").lower()
    if kind in _KEEP_WHOLE:
        return True
    words = _KEEP_PLUGINS.get(kind)
    return bool(words) and any(word in name for word in words)


def keep_qt_translation(dest: str, languages: tuple[str, ...] = APP_LANGUAGES) -> bool | None:
    """For one of Qt's .qm files: kept only qtbase_/qt_ of the app's languages."""
    path = _posix(dest)
    match = _TRANSLATION.search(path)
    if not match or "PySide6" not in path:
        return None
    name = match.group("name")
    return any(name in (f"qtbase_{lang}.qm", f"qt_{lang}.qm") for lang in languages)


def is_unused_qt_library(dest: str) -> bool:
    return "PySide6" in dest and bool(_UNUSED_QT_LIBS.search(_posix(dest)))


def keep_entry(dest: str) -> bool:
    """Whether a bundle entry (binary or data file) stays."""
    if PurePosixPath(_posix(dest)).name.lower() in _DROPPED_FILES:
        return False
    for rule in (keep_plugin, keep_qt_translation):
        verdict = rule(dest)
        if verdict is not None:
            return verdict
    return not is_unused_qt_library(dest)


# --- Linux: system libraries and stripping -----------------------------------------------

SYSTEM_LIB_DIRS = ("/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/", "/usr/local/lib/")


def is_system_library(src: str, typecode: str) -> bool:
    """A shared library of the build machine's distribution (it goes into the .deb's
    Depends, it is not copied). Python extension modules are always bundled, even a system
    Python's."""
    if typecode != "BINARY" or not src:
        return False
    name = PurePosixPath(src).name
    if not (name.startswith("lib") and ".so" in name):
        return False
    if "/python3" in src and ("/lib-dynload/" in src or "-packages/" in src):
        return False
    return src.startswith(SYSTEM_LIB_DIRS)


def may_strip(dest: str) -> bool:
    """Stripping symbols is safe except for numpy's auditwheel-patched files (strip breaks
    OpenBLAS: "ELF load command address/offset not page-aligned")."""
    path = _posix(dest)
    if path.startswith("numpy") or ".libs/" in path:
        return False
    return not re.search(r"openblas|gfortran|quadmath|libicudata", path)
